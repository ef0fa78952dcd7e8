//! What the play pages' live region reads, from the four board games'
//! classes in headless Chromium: `lastMoveSpoken()` (the last move in the
//! game's words, and whether it took something) and Cờ tướng's and shogi's
//! `describe(place)`; a place that is none is refused with a JS Error that
//! says why, and the game is unchanged.
// `computer` comes only with a board game's feature (build.sh), never with 121's.
#![cfg(all(target_arch = "wasm32", feature = "computer"))]

use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "support/js.rs"]
mod js;
use js::{error_message, get, object};

/// `lastMoveSpoken()` as (words, capture), or None for null.
fn spoken(answer: Result<JsValue, JsValue>) -> Option<(String, bool)> {
    let answer = answer.expect("lastMoveSpoken answers");
    if answer.is_null() {
        return None;
    }
    let words = get(&answer, "words").as_string().expect("words");
    let capture = get(&answer, "capture").as_bool().expect("capture");
    Some((words, capture))
}

#[cfg(any(feature = "xiangqi", feature = "shogi", feature = "longphuong"))]
fn options(language: &str) -> JsValue {
    object(&[("language", language.into()), ("seed", 1.into())])
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn xiangqi_says_its_points_and_moves() {
    use rulebook::api::XiangqiGame;
    let mut game = XiangqiGame::new(options("en")).unwrap();
    assert_eq!(spoken(game.last_move_spoken()), None);
    assert_eq!(game.describe("e0".into()).unwrap(), "e0: Red general");
    assert_eq!(game.describe(JsValue::from(4)).unwrap(), "e0: Red general");
    assert_eq!(game.describe("e4".into()).unwrap(), "e4: empty");
    for m in ["h2e2", "h7e7", "e2e6"] {
        game.play(m.into()).unwrap();
    }
    let check = Some(("Red: cannon e2 to e6, takes the pawn; check".into(), true));
    assert_eq!(spoken(game.last_move_spoken()), check);
    game.set_language("vi".into()).unwrap();
    let check = Some(("Đỏ: pháo e2 đến e6, ăn tốt; chiếu tướng".into(), true));
    assert_eq!(spoken(game.last_move_spoken()), check);
    assert_eq!(game.describe("e6".into()).unwrap(), "e6: pháo Đỏ");
    // No point: refused with the reason, nothing changed.
    let before = game.position();
    for bad in [
        JsValue::from("z9"),
        JsValue::from(90),
        JsValue::from(-1),
        JsValue::NULL,
        JsValue::from(1.5),
    ] {
        let why = error_message(game.describe(bad.clone()).unwrap_err());
        assert!(!why.is_empty(), "{bad:?}");
    }
    assert_eq!(game.position(), before);
    game.undo().unwrap();
    let back = Some(("Đen: pháo h7 đến e7".into(), false));
    assert_eq!(spoken(game.last_move_spoken()), back);
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_says_its_squares_hands_and_moves() {
    use rulebook::api::ShogiGame;
    let mut game = ShogiGame::new(options("en")).unwrap();
    assert_eq!(game.describe("5i".into()).unwrap(), "5i: Sente king");
    for m in ["7g7f", "3c3d", "8h2b+"] {
        game.play(m.into()).unwrap();
    }
    let promoted = Some((
        "Sente: bishop 8h to 2b, promotes, takes the bishop".into(),
        true,
    ));
    assert_eq!(spoken(game.last_move_spoken()), promoted);
    // Sente's hand (81 + kind): the bishop just taken.
    let hand: Vec<String> = (81..88)
        .map(|p| game.describe(JsValue::from(p)).unwrap())
        .collect();
    assert!(
        hand.contains(&"Sente's hand: 1 × bishop".to_string()),
        "{hand:?}"
    );
    game.set_language("vi".into()).unwrap();
    assert_eq!(
        game.describe("2b".into()).unwrap(),
        "2b: long mã của Tiên thủ"
    );
    for bad in [JsValue::from(95), JsValue::from("0a"), JsValue::from(true)] {
        assert!(!error_message(game.describe(bad).unwrap_err()).is_empty());
    }
}

#[cfg(feature = "longphuong")]
#[wasm_bindgen_test]
fn longphuong_says_its_moves_and_empty_squares() {
    use rulebook::api::LongPhuongGame;
    let mut game = LongPhuongGame::new(options("en")).unwrap();
    assert_eq!(spoken(game.last_move_spoken()), None);
    game.play("L*b5".into()).unwrap();
    let drop = Some(("Orange: drops Long on b5".into(), false));
    assert_eq!(spoken(game.last_move_spoken()), drop);
    assert_eq!(
        game.describe("d5".into()).unwrap(),
        Some("d5: empty".into())
    );
    game.set_language("vi".into()).unwrap();
    assert_eq!(
        game.describe("d5".into()).unwrap(),
        Some("d5: trống".into())
    );
    let why = error_message(game.describe("z9".into()).unwrap_err());
    assert!(!why.is_empty());
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_says_its_sowing_and_captures() {
    use rulebook::api::OAnQuanGame;
    let first = object(&[("language", "vi".into()), ("first", "south".into())]);
    let mut game = OAnQuanGame::new(first).unwrap();
    assert_eq!(spoken(game.last_move_spoken()), None);
    game.play("1+".into()).unwrap();
    let sown = Some((
        "Nam: rải ô 1 ngược chiều kim đồng hồ (1+), ăn 6 dân".into(),
        true,
    ));
    assert_eq!(spoken(game.last_move_spoken()), sown);
    assert!(!error_message(game.describe(JsValue::from(-1)).unwrap_err()).is_empty());
}
