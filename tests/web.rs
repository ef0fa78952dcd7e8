//! The JavaScript-facing API as the page calls it, in headless Chromium.
//! Each game's tests run against a module built with that game's feature
//! alone, as its page loads it (`./build.sh test`): Cờ tướng's here, the
//! other games' in tests/web/<game>.rs.
#![cfg(all(
    target_arch = "wasm32",
    any(
        feature = "xiangqi",
        feature = "shogi",
        feature = "longphuong",
        feature = "oanquan",
        feature = "card121"
    )
))]

#[cfg(feature = "xiangqi")]
use checks::perft_of;
#[cfg(feature = "xiangqi")]
use js_sys::{Object, Reflect};
#[cfg(feature = "xiangqi")]
use rulebook::api::XiangqiGame;
#[allow(unused_imports)] // JsValue serves Cờ tướng's tests and some games' blocks below
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "support/js.rs"]
mod js;
#[cfg(feature = "xiangqi")]
use js::object;
#[allow(unused_imports)]
use js::{error_message, get};

#[cfg(any(feature = "shogi", feature = "longphuong", feature = "oanquan"))]
#[path = "web/boards.rs"]
mod boards;
#[macro_use]
#[path = "web/checks.rs"]
mod checks;
#[cfg(feature = "card121")]
#[path = "web/card121.rs"]
mod card121;
#[cfg(feature = "longphuong")]
#[path = "web/longphuong.rs"]
mod longphuong;
#[cfg(feature = "oanquan")]
#[path = "web/oanquan.rs"]
mod oanquan;
#[cfg(feature = "shogi")]
#[path = "web/shogi.rs"]
mod shogi;

#[cfg(feature = "xiangqi")]
fn options(seed: f64, touch_move: bool, formal: bool) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"seed".into(), &seed.into()).unwrap();
    Reflect::set(&o, &"touchMove".into(), &touch_move.into()).unwrap();
    Reflect::set(&o, &"formal".into(), &formal.into()).unwrap();
    o.into()
}

#[cfg(feature = "xiangqi")]
const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn play_text_and_code_then_read_state() {
    let mut game = XiangqiGame::new(options(1.0, false, false)).unwrap();
    assert_eq!(game.legal_moves().len(), 44);
    let code = game.play("h2e2".into()).unwrap();
    assert_eq!(code, (7 + 9 * 2) | ((4 + 9 * 2) << 7));
    // Black answers with a code taken from the legal moves of h9.
    let from_h9 = game.legal_moves_from("h9".into()).unwrap();
    assert_eq!(from_h9.len(), 2);
    let iccs = |code: u32| game.move_to_text(code.into(), "iccs".into()).unwrap();
    let g7 = from_h9
        .iter()
        .copied()
        .find(|&c| iccs(c) == "h9g7")
        .unwrap();
    assert_eq!(
        game.move_to_text(JsValue::from(g7), JsValue::from("wxf"))
            .unwrap(),
        "H8+7"
    );
    game.play(JsValue::from(g7)).unwrap();
    let state = game.state().unwrap();
    assert_eq!(get(&state, "sideToMove").as_string().unwrap(), "red");
    assert_eq!(get(&state, "ply").as_f64().unwrap(), 2.0);
    assert_eq!(
        get(&get(&state, "lastMove"), "iccs").as_string().unwrap(),
        "h9g7"
    );
    assert_eq!(game.history(JsValue::from("vi")).unwrap(), ["P2-5", "M8.7"]);
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn an_illegal_move_throws_and_changes_nothing() {
    let mut game = XiangqiGame::new(options(1.0, false, false)).unwrap();
    let before = game.position();
    let message = error_message(game.play("h0h1".into()).unwrap_err());
    assert!(message.contains("horse"), "{message}");
    assert_eq!(game.position(), before);
    assert!(error_message(game.play("z9z9".into()).unwrap_err()).contains("not a move"));
    assert!(error_message(game.play(JsValue::from(1.0e9)).unwrap_err()).contains("not a move code"));
    assert_eq!(
        game.explain("b0b2".into()).unwrap(),
        "your own cannon stands on b2"
    );
    assert_eq!(game.explain("b0c2".into()), None);
    assert_eq!(game.position(), before);
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn undo_redo_and_formal_mode() {
    let mut game = XiangqiGame::new(options(1.0, false, false)).unwrap();
    game.play("h2e2".into()).unwrap();
    game.undo().unwrap();
    assert_eq!(game.position(), START);
    game.redo().unwrap();
    assert!(error_message(game.redo().unwrap_err()).contains("no undone move"));
    let mut formal = XiangqiGame::new(options(1.0, false, true)).unwrap();
    formal.play("h2e2".into()).unwrap();
    assert!(error_message(formal.undo().unwrap_err()).contains("formal"));
    assert!(!get(&formal.state().unwrap(), "canUndo").as_bool().unwrap());
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn fen_and_record_round_trip() {
    let fen = "3k5/8R/9/9/9/9/9/9/9/4K2R1 w - - 0 1";
    let mut game = XiangqiGame::from_position(JsValue::from(fen), JsValue::UNDEFINED).unwrap();
    assert_eq!(game.position(), fen);
    game.play("h0h9".into()).unwrap();
    let record = game.record().unwrap();
    let back = XiangqiGame::from_record(record, JsValue::from("vi")).unwrap();
    assert_eq!(back.position(), game.position());
    assert!(error_message(
        XiangqiGame::from_position(JsValue::from("9/9"), JsValue::UNDEFINED)
            .err()
            .unwrap()
    )
    .contains("10"));
}

/// Options, records and moves of the wrong shape are refused with what
/// was wrong, numbers written as JavaScript writes them.
#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn wrong_shapes_are_refused_in_words() {
    let refusal = |options: JsValue| error_message(XiangqiGame::new(options).err().unwrap());
    assert_eq!(
        refusal(object(&[("formal", "yes".into())])),
        "bad game options: invalid type: string \"yes\", expected a boolean"
    );
    assert_eq!(
        refusal(object(&[("seed", 1.5.into())])),
        "seed 1.5 is not a whole number"
    );
    assert_eq!(
        refusal(object(&[("seed", 1e21.into())])),
        "seed 1e+21 is not a whole number"
    );
    assert_eq!(
        refusal(object(&[("language", 7.into())])),
        "bad game options: invalid type: number `7`, expected a string"
    );
    // Unknown keys and keys holding undefined are left alone.
    let game = XiangqiGame::new(object(&[
        ("colour", "red".into()),
        ("formal", JsValue::UNDEFINED),
    ]));
    assert!(game.is_ok());

    let mut game = XiangqiGame::new(options(1.0, false, false)).unwrap();
    assert_eq!(
        error_message(game.play(JsValue::from(1.5)).unwrap_err()),
        "1.5 is not a move code"
    );
    game.play("h2e2".into()).unwrap();
    let record = game.record().unwrap();
    let back = XiangqiGame::from_record(record.clone(), JsValue::from("en")).unwrap();
    assert_eq!(back.position(), game.position());
    Reflect::set(&record, &"moves".into(), &0.25.into()).unwrap();
    let refused = error_message(XiangqiGame::from_record(record, "en".into()).err().unwrap());
    assert!(
        refused.starts_with("not a saved game: invalid type: number `0.25`"),
        "{refused}"
    );
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn outcome_and_score_when_mated() {
    let mut game = XiangqiGame::from_position(
        JsValue::from("3k5/8R/9/9/9/9/9/9/9/4K2R1 w - - 0 1"),
        JsValue::UNDEFINED,
    )
    .unwrap();
    assert!(game.outcome().unwrap().is_null());
    game.play("h0h9".into()).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(get(&outcome, "winner").as_string().unwrap(), "red");
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "checkmate");
    assert_eq!(get(&game.score().unwrap(), "red").as_f64().unwrap(), 1.0);
    assert!(error_message(game.play("d9e9".into()).unwrap_err()).contains("over"));
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn touch_move_obliges_through_the_api() {
    let mut game = XiangqiGame::new(options(1.0, true, false)).unwrap();
    let obligation = game.touch("h9".into()).unwrap();
    assert!(!get(&obligation, "free").as_bool().unwrap());
    let message = error_message(game.play("b2e2".into()).unwrap_err());
    assert!(message.starts_with("touch-move"), "{message}");
    game.play("h2h9".into()).unwrap();
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn perft_export_counts() {
    assert_eq!(perft_of("xiangqi", "startpos", 2).unwrap(), 1920.0);
    assert!(perft_of("chess", "startpos", 1).is_err());
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn messages_follow_the_chosen_language() {
    let mut game = XiangqiGame::new(options(1.0, false, false)).unwrap();
    game.set_language(JsValue::from("vi")).unwrap();
    let message = error_message(game.play("a0a5".into()).unwrap_err());
    assert_eq!(message, "a0a5 không hợp lệ: đường đi của xe bị cản ở a3");
    assert_eq!(
        game.explain("a0a5".into()).unwrap(),
        "đường đi của xe bị cản ở a3"
    );
    game.set_language(JsValue::from("en")).unwrap();
    assert!(error_message(game.play("a0a5".into()).unwrap_err()).ends_with("blocked at a3"));
    assert!(game.set_language(JsValue::from("fr")).is_err());
}

// ---- what the engine now decides for the page ----

#[cfg(any(
    feature = "xiangqi",
    feature = "shogi",
    feature = "longphuong",
    feature = "oanquan"
))]
#[wasm_bindgen_test]
fn undo_and_redo_are_allowed_as_the_engine_says_in_every_game() {
    #[cfg(feature = "xiangqi")]
    {
        let mut game = XiangqiGame::new(options(1.0, false, false)).unwrap();
        assert!(!game.can_undo() && !game.can_redo());
        game.play("h2e2".into()).unwrap();
        assert!(game.can_undo() && !game.can_redo());
        game.undo().unwrap();
        assert!(!game.can_undo() && game.can_redo());
        assert_eq!(get(&game.state().unwrap(), "canRedo").as_bool(), Some(true));
        let mut formal = XiangqiGame::new(options(1.0, false, true)).unwrap();
        formal.play("h2e2".into()).unwrap();
        assert!(!formal.can_undo() && !formal.can_redo());
    }
    #[cfg(feature = "shogi")]
    {
        let mut sh = rulebook::api::ShogiGame::new(shogi::shogi_options(1.0, true, "en")).unwrap();
        sh.play("7g7f".into()).unwrap();
        assert!(!sh.can_undo());
    }
    #[cfg(feature = "longphuong")]
    {
        let mut lp_game = longphuong::lp(&[]);
        assert!(!lp_game.can_undo());
        let first = lp_game.legal_moves()[0];
        lp_game.play(JsValue::from(first)).unwrap();
        assert!(lp_game.can_undo());
    }
    #[cfg(feature = "oanquan")]
    {
        let mut oq_game = oanquan::oq("en", &[]);
        oq_game.play("1+".into()).unwrap();
        assert!(oq_game.can_undo(), "Ô ăn quan has no formal mode");
    }
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn the_outcome_comes_worded_in_the_games_language() {
    let mut game = XiangqiGame::new(options(1.0, false, false)).unwrap();
    game.resign().unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "resignation");
    assert_eq!(get(&outcome, "text").as_string().unwrap(), "resignation");
    game.set_language("vi".into()).unwrap();
    let state = game.state().unwrap();
    let text = get(&get(&state, "outcome"), "text").as_string().unwrap();
    assert_eq!(text, "đối phương xin thua");
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn xiangqi_move_codes_come_from_the_engine_legal_or_not() {
    let game = XiangqiGame::new(options(1.0, false, false)).unwrap();
    let code = game.move_code("h2".into(), "e2".into()).unwrap();
    assert_eq!(
        game.move_to_text(JsValue::from(code), JsValue::UNDEFINED)
            .unwrap(),
        "h2e2"
    );
    assert!(game.legal_moves().contains(&code));
    let illegal = game.move_code(JsValue::from(0), JsValue::from(89)).unwrap();
    assert!(game.explain(JsValue::from(illegal)).is_some());
    assert!(game.move_code("z9".into(), "e2".into()).is_err());
}
