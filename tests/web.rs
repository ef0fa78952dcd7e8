//! The JavaScript-facing API as the page calls it, in headless Chromium.
//! Each game's tests run against a module built with that game's feature
//! alone, as its page loads it (`./build.sh test`).
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

use js_sys::{Object, Reflect};
#[cfg(any(feature = "xiangqi", feature = "shogi", feature = "longphuong"))]
use rulebook::api::perft;
#[cfg(feature = "xiangqi")]
use rulebook::api::XiangqiGame;
#[cfg(feature = "card121")]
use rulebook::api::{Card121Board, Card121Table};
#[cfg(feature = "longphuong")]
use rulebook::api::{LongPhuongBoard, LongPhuongGame};
#[cfg(feature = "oanquan")]
use rulebook::api::{OAnQuanBoard, OAnQuanGame};
#[cfg(feature = "shogi")]
use rulebook::api::{ShogiBoard, ShogiGame};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "support/js.rs"]
mod js;
#[cfg(feature = "xiangqi")]
use js::object;
use js::{error_message, get};

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
    let g7 = from_h9
        .iter()
        .copied()
        .find(|&c| {
            game.move_to_text(JsValue::from(c), JsValue::from("iccs"))
                .unwrap()
                == "h9g7"
        })
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
    assert_eq!(
        perft(
            JsValue::from("xiangqi"),
            JsValue::from("startpos"),
            JsValue::from(2)
        )
        .unwrap(),
        1920.0
    );
    assert!(perft(
        JsValue::from("chess"),
        JsValue::from("startpos"),
        JsValue::from(1)
    )
    .is_err());
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

// ---- Shogi ----

#[cfg(feature = "shogi")]
const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

#[cfg(feature = "shogi")]
fn shogi_options(seed: f64, formal: bool, language: &str) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"seed".into(), &seed.into()).unwrap();
    Reflect::set(&o, &"formal".into(), &formal.into()).unwrap();
    Reflect::set(&o, &"language".into(), &language.into()).unwrap();
    o.into()
}

#[cfg(feature = "shogi")]
fn shogi(moves: &[&str]) -> ShogiGame {
    let mut game = ShogiGame::new(shogi_options(7.0, false, "en")).unwrap();
    for m in moves {
        game.play((*m).into()).unwrap();
    }
    game
}

#[cfg(any(feature = "shogi", feature = "longphuong", feature = "oanquan"))]
fn numbers(value: &JsValue) -> Vec<f64> {
    js_sys::Array::from(value)
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect()
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_start_position_and_state() {
    let game = ShogiGame::new(shogi_options(7.0, false, "en")).unwrap();
    assert_eq!(game.position(), SHOGI_START);
    assert_eq!(game.legal_moves().len(), 30);
    assert_eq!(game.side_to_move(), "sente");
    let state = game.state().unwrap();
    assert_eq!(get(&state, "sideToMove").as_string().unwrap(), "sente");
    assert_eq!(js_sys::Array::from(&get(&state, "pieces")).length(), 40);
    assert_eq!(numbers(&get(&get(&state, "hands"), "sente")), [0.0; 7]);
    assert_eq!(
        js_sys::Array::from(&get(&state, "handKinds"))
            .iter()
            .map(|v| v.as_string().unwrap())
            .collect::<Vec<_>>(),
        ["rook", "bishop", "gold", "silver", "knight", "lance", "pawn"]
    );
    assert!(get(&state, "outcome").is_null());
    assert!(!get(&state, "inCheck").as_bool().unwrap());
    assert!(!get(&state, "canUndo").as_bool().unwrap());
    // Furigoma: five pawns, and who plays Sente follows from their faces.
    let faces: Vec<bool> = js_sys::Array::from(&get(&state, "furigoma"))
        .iter()
        .map(|v| v.as_bool().unwrap())
        .collect();
    assert_eq!(faces.len(), 5);
    let pawns_up = faces.iter().filter(|&&f| f).count();
    let sente_player = get(&state, "sentePlayer").as_f64().unwrap();
    assert_eq!(sente_player, if pawns_up >= 3 { 1.0 } else { 0.0 });
    // The same seed tosses the same pawns.
    let again = ShogiGame::new(shogi_options(7.0, false, "en")).unwrap();
    assert_eq!(
        get(&again.state().unwrap(), "sentePlayer").as_f64(),
        Some(sente_player)
    );
    // The impasse count needs both kings in their zones.
    assert!(!get(&state, "impasseAvailable").as_bool().unwrap());
    assert_eq!(numbers(&get(&state, "impassePoints")), [27.0, 27.0]);
    let piece = game.piece_at("5i".into()).unwrap();
    assert_eq!(get(&piece, "role").as_string().unwrap(), "king");
    assert_eq!(get(&piece, "side").as_string().unwrap(), "sente");
    assert!(game.piece_at("5e".into()).unwrap().is_null());
    assert!(game.piece_at(JsValue::from(81.0)).unwrap().is_null());
    assert!(game.piece_at(JsValue::from(95.0)).is_err());
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_play_by_text_and_code_in_every_notation() {
    let mut game = shogi(&[]);
    // Western, Japanese and USI text all name the same move.
    let code = game.play("P-7f".into()).unwrap();
    assert_eq!(game.history(JsValue::from("usi")).unwrap(), ["7g7f"]);
    game.undo().unwrap();
    assert_eq!(game.play("７六歩".into()).unwrap(), code);
    // A code from the legal moves of a square.
    let from_3c = game.legal_moves_from("3c".into()).unwrap();
    assert_eq!(from_3c.len(), 1);
    assert_eq!(
        game.move_to_text(JsValue::from(from_3c[0]), JsValue::from("western"))
            .unwrap(),
        "P-3d"
    );
    game.play(JsValue::from(from_3c[0])).unwrap();
    assert_eq!(
        game.history(JsValue::from("western")).unwrap(),
        ["P-7f", "P-3d"]
    );
    assert_eq!(
        game.history(JsValue::from("japanese")).unwrap(),
        ["▲７六歩", "△３四歩"]
    );
    let state = game.state().unwrap();
    let last = get(&state, "lastMove");
    assert_eq!(get(&last, "usi").as_string().unwrap(), "3c3d");
    assert_eq!(get(&state, "ply").as_f64().unwrap(), 2.0);
    assert!(game
        .move_to_text(JsValue::from(code), JsValue::from("klingon"))
        .is_err());
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_a_refused_move_changes_nothing_and_says_why() {
    let mut game = shogi(&["7g7f"]);
    let before = game.position();
    let en = error_message(game.play("3c3e".into()).unwrap_err());
    assert_eq!(
        en,
        "3c3e is illegal: the pawn on 3c cannot reach 3e: that is not how it moves, or the way is blocked"
    );
    assert_eq!(game.position(), before);
    game.set_language(JsValue::from("vi")).unwrap();
    let vi = error_message(game.play("3c3e".into()).unwrap_err());
    assert_eq!(
        vi,
        "3c3e không hợp lệ: tốt ở 3c không đi tới 3e được: quân này không đi như vậy, hoặc đường bị chặn"
    );
    assert_eq!(
        game.explain("7c7d".into()),
        None,
        "a legal move has nothing to explain"
    );
    assert_eq!(
        game.explain("8b8a".into()).unwrap(),
        "quân của bạn đang đứng ở 8a"
    );
    assert!(
        error_message(game.play("zz".into()).unwrap_err()).contains("không phải là một nước đi")
    );
    assert!(error_message(game.play(JsValue::from(1.0e9)).unwrap_err()).contains("mã nước đi"));
    assert_eq!(game.position(), before);
    assert_eq!(game.history(JsValue::UNDEFINED).unwrap(), ["7g7f"]);
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_drops_come_as_codes_from_the_hand() {
    // Sente takes the bishop, Gote takes back: each holds a bishop.
    let mut game = shogi(&["7g7f", "3c3d", "8h2b+", "3a2b"]);
    let state = game.state().unwrap();
    assert_eq!(numbers(&get(&get(&state, "hands"), "sente"))[1], 1.0);
    assert_eq!(numbers(&get(&get(&state, "hands"), "gote"))[1], 1.0);
    let drops = game.legal_drops(JsValue::from("B")).unwrap();
    assert_eq!(drops, game.legal_drops(JsValue::from("bishop")).unwrap());
    let sente_bishop =
        ShogiBoard::hand_place(JsValue::from("sente"), JsValue::from("bishop")).unwrap();
    assert_eq!(sente_bishop, 82);
    assert_eq!(
        game.legal_moves_from(JsValue::from(sente_bishop)).unwrap(),
        drops
    );
    // Gote's hand is not Sente's to drop from.
    assert!(game
        .legal_moves_from(JsValue::from(
            ShogiBoard::hand_place(JsValue::from("gote"), JsValue::from("B")).unwrap()
        ))
        .unwrap()
        .is_empty());
    assert!(game.legal_drops(JsValue::from("K")).is_err());
    // A drop's code names the hand kind as where it comes from.
    let e4 = drops
        .iter()
        .copied()
        .find(|&c| {
            game.move_to_text(JsValue::from(c), JsValue::from("usi"))
                .unwrap()
                == "B*4e"
        })
        .unwrap();
    assert_eq!((e4 >> 7) & 127, 81 + 1);
    game.play(JsValue::from(e4)).unwrap();
    assert_eq!(game.history(JsValue::from("western")).unwrap()[4], "B*4e");
    let last = get(&game.state().unwrap(), "lastMove");
    assert!(get(&last, "from").is_null());
    assert_eq!(get(&last, "drop").as_string().unwrap(), "bishop");
    // Nothing to drop that is not in hand.
    let message = error_message(game.play("P*5e".into()).unwrap_err());
    assert!(message.contains("you have no pawn in hand"), "{message}");
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_promotion_choices() {
    let mut game = shogi(&["7g7f", "3c3d"]);
    // The bishop into the zone may promote or not: the page asks.
    let choices = game.promotion_choices("8h".into(), "2b".into()).unwrap();
    let promote = get(&choices, "promote").as_f64().unwrap() as u32;
    let stay = get(&choices, "stay").as_f64().unwrap() as u32;
    assert_eq!(get(&choices, "role").as_string().unwrap(), "bishop");
    assert_eq!(get(&choices, "promotedRole").as_string().unwrap(), "horse");
    assert_eq!(get(&choices, "promotedName").as_string().unwrap(), "horse");
    assert!(get(&choices, "why").is_null());
    assert_eq!(
        game.move_to_text(JsValue::from(stay), JsValue::from("usi"))
            .unwrap(),
        "8h2b"
    );
    game.play(JsValue::from(promote)).unwrap();
    assert_eq!(
        game.position(),
        "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4"
    );
    // Outside the zone there is nothing to choose.
    let choices = game.promotion_choices("3d".into(), "3e".into()).unwrap();
    assert!(get(&choices, "promote").is_null());
    assert!(get(&choices, "stay").as_f64().is_some());
    // A pawn reaching the last rank must promote: only that is offered.
    let forced = ShogiGame::from_position(
        JsValue::from("4k4/P8/9/9/9/9/9/9/4K4 b - 1"),
        shogi_options(1.0, false, "en"),
    )
    .unwrap();
    let choices = forced.promotion_choices("9b".into(), "9a".into()).unwrap();
    assert!(get(&choices, "promote").as_f64().is_some());
    assert!(get(&choices, "stay").is_null());
    // A move that is not legal either way comes with the engine's reason.
    let choices = forced.promotion_choices("9b".into(), "8a".into()).unwrap();
    assert!(get(&choices, "promote").is_null() && get(&choices, "stay").is_null());
    assert!(get(&choices, "why")
        .as_string()
        .unwrap()
        .contains("cannot reach 8a"));
    // Drops never promote.
    let game = shogi(&["7g7f", "3c3d", "8h2b+", "3a2b"]);
    let choices = game
        .promotion_choices(JsValue::from(82.0), "5e".into())
        .unwrap();
    assert!(get(&choices, "promote").is_null());
    assert!(get(&choices, "stay").as_f64().is_some());
    assert!(game
        .promotion_choices("8h".into(), JsValue::from(82.0))
        .is_err());
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_undo_redo_and_formal_mode() {
    let mut game = shogi(&["7g7f"]);
    game.undo().unwrap();
    assert_eq!(game.position(), SHOGI_START);
    assert!(get(&game.state().unwrap(), "canRedo").as_bool().unwrap());
    game.redo().unwrap();
    assert!(error_message(game.redo().unwrap_err()).contains("no undone move"));
    let mut formal = ShogiGame::new(shogi_options(1.0, true, "vi")).unwrap();
    formal.play("7g7f".into()).unwrap();
    let message = error_message(formal.undo().unwrap_err());
    assert!(message.contains("thi đấu chính thức"), "{message}");
    assert!(!get(&formal.state().unwrap(), "canUndo").as_bool().unwrap());
    formal.set_language(JsValue::from("en")).unwrap();
    assert!(error_message(formal.undo().unwrap_err()).contains("formal"));
    // Resignation ends the game; a finished game refuses moves.
    formal.resign().unwrap();
    let outcome = formal.outcome().unwrap();
    assert_eq!(get(&outcome, "winner").as_string().unwrap(), "sente");
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "resignation");
    assert_eq!(
        get(&formal.score().unwrap(), "sente").as_f64().unwrap(),
        1.0
    );
    assert!(error_message(formal.play("3c3d".into()).unwrap_err()).contains("over"));
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_record_round_trip() {
    let mut game = shogi(&["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
    game.undo().unwrap();
    let record = game.record().unwrap();
    assert_eq!(get(&record, "start").as_string().unwrap(), SHOGI_START);
    let back = ShogiGame::from_record(record, JsValue::from("vi")).unwrap();
    assert_eq!(back.position(), game.position());
    assert_eq!(
        back.history(JsValue::from("usi")).unwrap(),
        game.history(JsValue::from("usi")).unwrap()
    );
    assert!(get(&back.state().unwrap(), "canRedo").as_bool().unwrap());
    assert!(get(&back.state().unwrap(), "furigoma").is_object());
    let message = error_message(
        ShogiGame::from_record(JsValue::from("nonsense"), JsValue::from("en"))
            .err()
            .unwrap(),
    );
    assert!(message.contains("not a saved game"), "{message}");
    let bad = Object::new();
    Reflect::set(&bad, &"start".into(), &"rubbish".into()).unwrap();
    Reflect::set(&bad, &"moves".into(), &js_sys::Array::new()).unwrap();
    assert!(error_message(
        ShogiGame::from_record(bad.into(), JsValue::from("en"))
            .err()
            .unwrap()
    )
    .contains("invalid SFEN"));
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_impasse_is_declared_only_when_both_kings_have_entered() {
    let mut game = shogi(&[]);
    let message = error_message(game.declare_impasse().unwrap_err());
    assert!(message.contains("both kings"), "{message}");
    assert!(game.outcome().unwrap().is_null());
    // Both kings in their zones; Sente holds every other piece.
    let mut entered = ShogiGame::from_position(
        JsValue::from("K8/9/9/9/9/9/9/9/8k b 2R2B4G4S4N4L18P 1"),
        JsValue::UNDEFINED,
    )
    .unwrap();
    let state = entered.state().unwrap();
    assert!(get(&state, "impasseAvailable").as_bool().unwrap());
    assert_eq!(numbers(&get(&state, "impassePoints")), [54.0, 0.0]);
    let count = entered.declare_impasse().unwrap();
    assert_eq!(numbers(&get(&count, "points")), [54.0, 0.0]);
    let outcome = get(&count, "outcome");
    assert_eq!(get(&outcome, "winner").as_string().unwrap(), "sente");
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "impasse");
    assert!(!get(&entered.state().unwrap(), "impasseAvailable")
        .as_bool()
        .unwrap());
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_perft_and_next_game() {
    assert_eq!(
        perft(
            JsValue::from("shogi"),
            JsValue::from("startpos"),
            JsValue::from(2)
        )
        .unwrap(),
        900.0
    );
    let game = shogi(&["7g7f"]);
    let player = get(&game.state().unwrap(), "sentePlayer").as_f64().unwrap();
    let next = game.next_in_series();
    let state = next.state().unwrap();
    assert_eq!(get(&state, "sentePlayer").as_f64().unwrap(), 1.0 - player);
    assert_eq!(next.position(), SHOGI_START);
    assert!(get(&state, "furigoma").is_null());
    let message = error_message(
        ShogiGame::from_position(JsValue::from("9/9"), shogi_options(1.0, false, "vi"))
            .err()
            .unwrap(),
    );
    assert!(message.starts_with("SFEN không hợp lệ"), "{message}");
}

#[cfg(feature = "shogi")]
fn canvas(width: f64, height: f64) -> ShogiBoard {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    let mut board = ShogiBoard::new(JsValue::from(canvas)).unwrap();
    board
        .resize(
            JsValue::from(width),
            JsValue::from(height),
            JsValue::from(2.0),
        )
        .unwrap();
    board
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_board_draws_an_authors_marks_and_arrows_and_refuses_wrong_places() {
    let game = shogi(&["7g7f"]);
    let board = canvas(800.0, 620.0);
    let view = |json: &str| js_sys::JSON::parse(json).unwrap();
    // By name or index, hand places too.
    board
        .draw(
            &game,
            view(r#"{"marks": ["5e", 40, 81], "arrows": [["7g", "7f"], [1, "2b"]]}"#),
        )
        .unwrap();
    for (json, names) in [
        (r#"{"marks": ["z9"]}"#, "'z9'"),
        (r#"{"arrows": [["7g", "x"]]}"#, "'x'"),
        (
            r#"{"arrows": [["7g"]]}"#,
            "view.arrows[i] must be a pair [from, to]",
        ),
        (r#"{"marks": "5e"}"#, "view.marks must be an array"),
        (r#"{"marks": [1000]}"#, "1000"),
    ] {
        let refused = error_message(board.draw(&game, view(json)).unwrap_err());
        assert!(refused.contains(names), "{json}: {refused}");
    }
    // Refusals changed nothing: the board still draws.
    board.draw(&game, JsValue::UNDEFINED).unwrap();
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_board_hit_tests_every_place_in_both_layouts() {
    let game = shogi(&["7g7f", "3c3d", "8h2b+", "3a2b"]);
    // Wide: the hands beside the board; narrow: above and below it.
    for (width, height, stacked) in [(800.0, 620.0, false), (380.0, 540.0, true)] {
        let board = canvas(width, height);
        assert_eq!(board.stacked(), stacked);
        board.draw(&game, JsValue::UNDEFINED).unwrap();
        for flipped in [false, true] {
            for place in 0..95u32 {
                let c = board
                    .square_center(JsValue::from(place), JsValue::from(flipped))
                    .unwrap();
                assert_eq!(
                    board
                        .square_at(
                            JsValue::from(c[0]),
                            JsValue::from(c[1]),
                            JsValue::from(flipped)
                        )
                        .unwrap(),
                    place as i32,
                    "place {place}, {width}x{height}, flipped {flipped}"
                );
            }
            assert_eq!(
                board
                    .square_at(
                        JsValue::from(-5.0),
                        JsValue::from(-5.0),
                        JsValue::from(flipped)
                    )
                    .unwrap(),
                -1
            );
        }
        // Sente's hand is at the bottom (right), Gote's at the top (left).
        let sente = board
            .hand_center(
                JsValue::from("sente"),
                JsValue::from("bishop"),
                JsValue::from(false),
            )
            .unwrap();
        let gote = board
            .hand_center(
                JsValue::from("gote"),
                JsValue::from("bishop"),
                JsValue::from(false),
            )
            .unwrap();
        assert!(sente[1] > gote[1]);
        assert_eq!(
            board
                .hand_center(
                    JsValue::from("sente"),
                    JsValue::from("B"),
                    JsValue::from(true)
                )
                .unwrap(),
            gote
        );
        let hand = board
            .hand_at(
                JsValue::from(sente[0]),
                JsValue::from(sente[1]),
                JsValue::from(false),
            )
            .unwrap();
        assert_eq!(get(&hand, "side").as_string().unwrap(), "sente");
        assert_eq!(get(&hand, "role").as_string().unwrap(), "bishop");
        assert!(board
            .hand_at(
                JsValue::from(width / 2.0),
                JsValue::from(height / 2.0),
                JsValue::from(false)
            )
            .unwrap()
            .is_null());
    }
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_board_cursor_walks_the_board_and_into_the_hands() {
    let board = canvas(800.0, 620.0);
    let home = board.home(JsValue::from(false)).unwrap();
    assert_eq!(home, 76, "5i, the middle of Sente's edge");
    assert_eq!(
        board.home(JsValue::from(true)).unwrap(),
        4,
        "5a when flipped"
    );
    let mut place = home;
    for _ in 0..4 {
        place = board
            .step(
                JsValue::from(place),
                JsValue::from(-1),
                JsValue::from(0),
                JsValue::from(false),
            )
            .unwrap();
    }
    assert_eq!(place, 72, "9i");
    // One more step left enters Gote's hand (upper left).
    let hand = board
        .step(
            JsValue::from(place),
            JsValue::from(-1),
            JsValue::from(0),
            JsValue::from(false),
        )
        .unwrap();
    assert!((88..95).contains(&hand), "{hand}");
    // And right again comes back to the board.
    assert!(
        board
            .step(
                JsValue::from(hand),
                JsValue::from(1),
                JsValue::from(0),
                JsValue::from(false)
            )
            .unwrap()
            < 81
    );
    // Up from the top edge stays put.
    assert_eq!(
        board
            .step(
                JsValue::from(4),
                JsValue::from(0),
                JsValue::from(-1),
                JsValue::from(false)
            )
            .unwrap(),
        4
    );
    assert!(board
        .step(
            JsValue::from(95),
            JsValue::from(0),
            JsValue::from(1),
            JsValue::from(false)
        )
        .is_err());
}

#[cfg(feature = "shogi")]
#[wasm_bindgen_test]
fn shogi_piece_glyphs() {
    assert_eq!(
        ShogiBoard::piece_glyph(
            JsValue::from("tokin"),
            JsValue::from("sente"),
            JsValue::from("kanji")
        )
        .unwrap(),
        "と"
    );
    assert_eq!(
        ShogiBoard::piece_glyph(
            JsValue::from("+S"),
            JsValue::from("gote"),
            JsValue::from("kanji")
        )
        .unwrap(),
        "全"
    );
    assert_eq!(
        ShogiBoard::piece_glyph(
            JsValue::from("king"),
            JsValue::from("sente"),
            JsValue::from("kanji")
        )
        .unwrap(),
        "玉"
    );
    assert_eq!(
        ShogiBoard::piece_glyph(
            JsValue::from("king"),
            JsValue::from("gote"),
            JsValue::from("kanji")
        )
        .unwrap(),
        "王"
    );
    assert_eq!(
        ShogiBoard::piece_glyph(
            JsValue::from("dragon"),
            JsValue::from("gote"),
            JsValue::from("latin")
        )
        .unwrap(),
        "+R"
    );
    assert!(ShogiBoard::piece_glyph(
        JsValue::from("queen"),
        JsValue::from("sente"),
        JsValue::from("kanji")
    )
    .is_err());
}

// ---- Cờ Long Phượng ----

#[cfg(feature = "longphuong")]
const LP_START: &str =
    "xvkvsvtvvtvsvkvxv/9/bvbvbvbvbvbvbvbvbv/9/9/9/B^B^B^B^B^B^B^B^B^/9/X^K^S^T^VT^S^K^X^ o LPlp 1";

#[cfg(feature = "longphuong")]
/// After the four opening drops: Long and Phượng on b5/b4 and h5/h4.
const LP_OPENED: [&str; 4] = ["L*b5", "L*h5", "P*b4", "P*h4"];

#[cfg(feature = "longphuong")]
fn lp_options(formal: bool, language: &str) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"formal".into(), &formal.into()).unwrap();
    Reflect::set(&o, &"language".into(), &language.into()).unwrap();
    o.into()
}

#[cfg(feature = "longphuong")]
fn lp(moves: &[&str]) -> LongPhuongGame {
    let mut game = LongPhuongGame::new(lp_options(false, "en")).unwrap();
    for m in moves {
        game.play((*m).into()).unwrap();
    }
    game
}

#[cfg(feature = "longphuong")]
fn texts(game: &LongPhuongGame, codes: &[u32]) -> Vec<String> {
    let mut v: Vec<String> = codes
        .iter()
        .map(|&c| game.move_to_text(JsValue::from(c)).unwrap())
        .collect();
    v.sort();
    v
}

#[cfg(feature = "longphuong")]
fn code_of(value: &JsValue) -> Option<u32> {
    value.as_f64().map(|c| c as u32)
}

#[cfg(feature = "longphuong")]
fn lp_choice(mode: &str, turn: i32) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"mode".into(), &mode.into()).unwrap();
    Reflect::set(&o, &"turn".into(), &turn.into()).unwrap();
    o.into()
}

#[cfg(feature = "longphuong")]
#[wasm_bindgen_test]
fn longphuong_start_position_and_state() {
    let game = lp(&[]);
    assert_eq!(game.position(), LP_START);
    assert_eq!(game.legal_moves().len(), 18);
    assert_eq!(game.side_to_move(), "orange");
    let drops = texts(&game, &game.legal_moves());
    assert_eq!(drops[0], "L*b1");
    assert!(drops
        .iter()
        .all(|m| m.starts_with("L*b") || m.starts_with("P*b")));
    let state = game.state().unwrap();
    assert_eq!(get(&state, "position").as_string().unwrap(), LP_START);
    assert_eq!(get(&state, "sideToMove").as_string().unwrap(), "orange");
    assert_eq!(get(&state, "ply").as_f64().unwrap(), 1.0);
    assert!(get(&state, "inOpening").as_bool().unwrap());
    assert!(!get(&state, "inCheck").as_bool().unwrap());
    assert!(get(&state, "outcome").is_null());
    assert!(!get(&state, "canUndo").as_bool().unwrap());
    assert_eq!(get(&state, "orangePlayer").as_f64().unwrap(), 0.0);
    assert_eq!(
        numbers(&get(&get(&state, "hands"), "orange")),
        [0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0]
    );
    assert_eq!(
        js_sys::Array::from(&get(&state, "handKinds"))
            .iter()
            .map(|v| v.as_string().unwrap())
            .collect::<Vec<_>>(),
        ["general", "guard", "rider", "chariot", "soldier", "dragon", "phoenix"]
    );
    // 36 occupied squares, each a stack of one; a5 holds Orange's Vương.
    let squares = js_sys::Array::from(&get(&state, "squares"));
    assert_eq!(squares.length(), 36);
    let a5 = squares
        .iter()
        .find(|s| get(s, "square").as_string().unwrap() == "a5")
        .unwrap();
    assert_eq!(get(&a5, "index").as_f64().unwrap(), 4.0);
    assert_eq!(get(&a5, "height").as_f64().unwrap(), 1.0);
    let king = get(&a5, "top");
    assert_eq!(get(&king, "kind").as_string().unwrap(), "king");
    assert_eq!(get(&king, "name").as_string().unwrap(), "Vương");
    assert!(get(&king, "facing").is_null());
    let i9 = game.piece_at("i9".into()).unwrap();
    assert_eq!(get(&i9, "side").as_string().unwrap(), "blue");
    assert_eq!(get(&i9, "kind").as_string().unwrap(), "chariot");
    assert_eq!(get(&i9, "facing").as_string().unwrap(), "v");
    assert!(game.piece_at("e5".into()).unwrap().is_null());
    // Orange's Long in hand: place 81 + 5.
    let long = game.piece_at(JsValue::from(86.0)).unwrap();
    assert_eq!(get(&long, "kind").as_string().unwrap(), "dragon");
    assert_eq!(get(&long, "count").as_f64().unwrap(), 1.0);
    assert!(game.piece_at(JsValue::from(95.0)).is_err());
}

#[cfg(feature = "longphuong")]
#[wasm_bindgen_test]
fn longphuong_play_by_text_and_by_code() {
    let mut game = lp(&[]);
    let code = game.play("L*b5".into()).unwrap();
    assert_eq!(game.move_to_text(JsValue::from(code)).unwrap(), "L*b5");
    // Blue's Long from its hand place (81 + 7 + 5), by code.
    let blue_long = LongPhuongBoard::hand_place(JsValue::from("blue"), JsValue::from("L")).unwrap();
    assert_eq!(blue_long, 93);
    let from_hand = game.legal_moves_from(JsValue::from(blue_long)).unwrap();
    assert_eq!(from_hand.len(), 9);
    let h5 = from_hand
        .iter()
        .copied()
        .find(|&c| game.move_to_text(JsValue::from(c)).unwrap() == "L*h5")
        .unwrap();
    assert_eq!(game.play(JsValue::from(h5)).unwrap(), h5);
    for m in &LP_OPENED[2..] {
        game.play((*m).into()).unwrap();
    }
    assert_eq!(game.history(), LP_OPENED);
    // Normal play: a Binh moves and turns right.
    let from_c5 = game.legal_moves_from("c5".into()).unwrap();
    assert_eq!(
        texts(&game, &from_c5),
        ["c5-d5", "c5-d5<", "c5-d5>", "c5<", "c5>"]
    );
    let code = game.play("c5-d5>".into()).unwrap();
    let info = game.move_info(JsValue::from(code)).unwrap();
    assert_eq!(get(&info, "kind").as_string().unwrap(), "single");
    assert_eq!(get(&info, "from").as_f64().unwrap(), 22.0);
    assert_eq!(get(&info, "to").as_f64().unwrap(), 31.0);
    assert_eq!(get(&info, "facing").as_string().unwrap(), ">");
    let state = game.state().unwrap();
    assert_eq!(
        get(&get(&state, "lastMove"), "text").as_string().unwrap(),
        "c5-d5>"
    );
    assert!(!get(&state, "inOpening").as_bool().unwrap());
    assert_eq!(get(&state, "ply").as_f64().unwrap(), 6.0);
    assert_eq!(
        get(&game.piece_at("d5".into()).unwrap(), "facing")
            .as_string()
            .unwrap(),
        ">"
    );
    // A turn in place, by code.
    let turn = game
        .legal_moves_from("g5".into())
        .unwrap()
        .into_iter()
        .find(|&c| game.move_to_text(JsValue::from(c)).unwrap() == "g5<")
        .unwrap();
    game.play(JsValue::from(turn)).unwrap();
    assert_eq!(
        get(&game.move_info("g5<".into()).unwrap(), "kind")
            .as_string()
            .unwrap(),
        "rotate"
    );
    assert_eq!(game.history().last().unwrap(), "g5<");
}

#[cfg(feature = "longphuong")]
#[wasm_bindgen_test]
fn longphuong_a_refused_move_changes_nothing_and_says_why() {
    let mut game = lp(&[]);
    let before = game.position();
    let en = error_message(game.play("c5-d5".into()).unwrap_err());
    assert_eq!(
        en,
        "c5-d5 is illegal: in the opening (plies 1-4) each side only drops its Long and Phượng on its own second row"
    );
    assert_eq!(game.position(), before);
    game.set_language(JsValue::from("vi")).unwrap();
    let vi = error_message(game.play("L*c5".into()).unwrap_err());
    assert_eq!(
        vi,
        "L*c5 không hợp lệ: c5 không phải ô trống trên hàng thứ hai của bạn (hàng b với Cam, hàng h với Xanh)"
    );
    assert_eq!(game.explain("L*b5".into()), None);
    assert_eq!(
        game.explain("c5-d5".into()).unwrap(),
        "trong khai cuộc (nước 1-4) mỗi bên chỉ thả Long và Phượng của mình xuống hàng thứ hai của mình"
    );
    assert!(error_message(game.play("zz".into()).unwrap_err()).contains("không phải nước đi"));
    assert!(error_message(game.play(JsValue::from(1.0e9)).unwrap_err()).contains("mã nước đi"));
    assert_eq!(game.position(), before);
    assert!(game.history().is_empty());
    // After the opening: a stack may not land on a friendly piece.
    let mut game = lp(&LP_OPENED);
    game.set_language(JsValue::from("en")).unwrap();
    for m in ["a6-b6", "i6-h6", "b6-c6", "h6-g6"] {
        game.play(m.into()).unwrap();
    }
    let before = game.position();
    let message = error_message(game.play("c6=c5".into()).unwrap_err());
    assert_eq!(
        message,
        "c6=c5 is illegal: a stack may not land on a friendly piece (c5)"
    );
    assert_eq!(game.position(), before);
    assert!(error_message(
        LongPhuongGame::from_position(JsValue::from("9/9"), lp_options(false, "vi"))
            .err()
            .unwrap()
    )
    .starts_with("thế cờ không hợp lệ"));
}

#[cfg(feature = "longphuong")]
#[wasm_bindgen_test]
fn longphuong_drops_come_as_codes_from_the_hand() {
    // Orange holds a Binh and a Long; Blue a Sĩ.
    let text = "4v4/9/9/9/9/9/9/9/4V4 o BLs 9";
    let mut game =
        LongPhuongGame::from_position(JsValue::from(text), lp_options(false, "en")).unwrap();
    let binh = game.legal_drops(JsValue::from("B")).unwrap();
    assert_eq!(binh, game.legal_drops(JsValue::from("soldier")).unwrap());
    assert_eq!(binh, game.legal_drops(JsValue::from("Binh")).unwrap());
    // 79 squares free of both Vương, four facings each.
    assert_eq!(binh.len(), 79 * 4);
    let long = game.legal_drops(JsValue::from("L")).unwrap();
    assert_eq!(long.len(), 79, "a Long drops without a facing");
    let orange_binh =
        LongPhuongBoard::hand_place(JsValue::from("orange"), JsValue::from("soldier")).unwrap();
    assert_eq!(orange_binh, 81 + 4);
    assert_eq!(
        game.legal_moves_from(JsValue::from(orange_binh)).unwrap(),
        binh
    );
    // Blue's hand is not Orange's to drop from.
    let blue_guard =
        LongPhuongBoard::hand_place(JsValue::from("blue"), JsValue::from("S")).unwrap();
    assert!(game
        .legal_moves_from(JsValue::from(blue_guard))
        .unwrap()
        .is_empty());
    assert!(game.legal_drops(JsValue::from("V")).is_err());
    // A drop's code names the hand index as where it comes from.
    let e4 = binh
        .iter()
        .copied()
        .find(|&c| game.move_to_text(JsValue::from(c)).unwrap() == "B*e4<")
        .unwrap();
    assert_eq!((e4 >> 7) & 127, 4);
    assert_eq!((e4 >> 14) & 3, 0);
    game.play(JsValue::from(e4)).unwrap();
    let last = get(&game.state().unwrap(), "lastMove");
    assert!(get(&last, "from").is_null());
    assert_eq!(get(&last, "dropped").as_string().unwrap(), "soldier");
    assert_eq!(get(&last, "facing").as_string().unwrap(), "<");
    // Blue may not drop onto Orange's Binh; Blue's Sĩ drops anywhere else.
    assert_eq!(
        game.explain("S*e4v".into()).unwrap(),
        "e4 is held by the opponent: drops go on empty squares or your own pieces"
    );
    let message = error_message(game.play("T*e5v".into()).unwrap_err());
    assert!(message.contains("you have no Tướng in hand"), "{message}");
    game.play("S*e6v".into()).unwrap();
    // Orange drops its Long on its own Binh: a stack of two.
    game.play("L*e4".into()).unwrap();
    let stack = js_sys::Array::from(&game.stack_at("e4".into()).unwrap());
    assert_eq!(stack.length(), 2);
    assert_eq!(get(&stack.get(0), "text").as_string().unwrap(), "B<");
    assert_eq!(get(&stack.get(1), "text").as_string().unwrap(), "L");
    assert_eq!(
        game.describe("e4".into()).unwrap().unwrap(),
        "e4: a stack of 2 Orange pieces, bottom to top: Binh <, Long"
    );
    game.set_language(JsValue::from("vi")).unwrap();
    assert_eq!(
        game.describe("e4".into()).unwrap().unwrap(),
        "e4: đội 2 quân Cam, từ dưới lên: Binh <, Long"
    );
    assert_eq!(game.describe("e3".into()).unwrap().unwrap(), "e3: trống");
}

#[cfg(feature = "longphuong")]
#[wasm_bindgen_test]
fn longphuong_choices_at_a_stack() {
    // A stack (B^T^) on c5, a lone Binh on d6 and e5; the Vương on a5.
    let text = "4v4/9/9/9/4B^4/3B^5/4(B^T^)4/9/4V4 o - 9";
    let game = LongPhuongGame::from_position(JsValue::from(text), lp_options(false, "en")).unwrap();
    let c = game.choices_at("c5".into(), "d5".into()).unwrap();
    assert_eq!(get(&c, "source").as_string().unwrap(), "square");
    assert_eq!(get(&c, "kind").as_string().unwrap(), "general");
    assert_eq!(get(&c, "height").as_f64().unwrap(), 2.0);
    assert!(get(&c, "rotatable").as_bool().unwrap());
    assert!(get(&c, "any").as_bool().unwrap());
    let single = get(&c, "single");
    let stack = get(&c, "stack");
    let named = |turns: &JsValue, key: &str| {
        code_of(&get(turns, key)).map(|code| game.move_to_text(JsValue::from(code)).unwrap())
    };
    assert_eq!(named(&single, "none").as_deref(), Some("c5-d5"));
    assert_eq!(named(&single, "left").as_deref(), Some("c5-d5<"));
    assert_eq!(named(&single, "right").as_deref(), Some("c5-d5>"));
    assert_eq!(named(&stack, "none").as_deref(), Some("c5=d5"));
    assert_eq!(named(&stack, "left").as_deref(), Some("c5=d5<"));
    assert_eq!(named(&stack, "right").as_deref(), Some("c5=d5>"));
    // Onto a friendly piece neither a split nor the stack may go.
    let c = game.choices_at("c5".into(), "d6".into()).unwrap();
    assert!(!get(&c, "any").as_bool().unwrap());
    assert_eq!(
        get(&c, "why").as_string().unwrap(),
        "a stack may not land on a friendly piece (d6)"
    );
    // A lone piece has no stack move.
    let c = game.choices_at("e5".into(), "f5".into()).unwrap();
    assert_eq!(get(&c, "height").as_f64().unwrap(), 1.0);
    assert!(get(&get(&c, "stack"), "none").is_null());
    // Turning in place: `to` equal to `from`.
    let c = game.choices_at("c5".into(), "c5".into()).unwrap();
    assert_eq!(named(&get(&c, "turn"), "left").as_deref(), Some("c5<"));
    assert_eq!(named(&get(&c, "turn"), "right").as_deref(), Some("c5>"));
    // What a click means: whole stack by default, a split when asked.
    let intent = game
        .move_for("c5".into(), "d5".into(), JsValue::UNDEFINED)
        .unwrap();
    assert_eq!(get(&intent, "text").as_string().unwrap(), "c5=d5");
    assert!(get(&intent, "legal").as_bool().unwrap());
    let intent = game
        .move_for("c5".into(), "d5".into(), lp_choice("single", 1))
        .unwrap();
    assert_eq!(get(&intent, "text").as_string().unwrap(), "c5-d5>");
    let intent = game
        .move_for("c5".into(), "c5".into(), lp_choice("stack", -1))
        .unwrap();
    assert_eq!(get(&intent, "text").as_string().unwrap(), "c5<");
    assert!(game
        .move_for("c5".into(), "c5".into(), JsValue::UNDEFINED)
        .unwrap()
        .is_null());
    let intent = game
        .move_for("c5".into(), "d6".into(), lp_choice("single", 0))
        .unwrap();
    assert!(!get(&intent, "legal").as_bool().unwrap());
    assert_eq!(
        get(&intent, "why").as_string().unwrap(),
        "a piece split off a stack may not land on a friendly piece (d6)"
    );
    // A drop from a hand place lists its facings.
    let game = LongPhuongGame::from_position(
        JsValue::from("4v4/9/9/9/9/9/9/9/4V4 o X 9"),
        JsValue::UNDEFINED,
    )
    .unwrap();
    let c = game
        .choices_at(JsValue::from(81.0 + 3.0), "e5".into())
        .unwrap();
    assert_eq!(get(&c, "source").as_string().unwrap(), "hand");
    let drop = get(&c, "drop");
    assert_eq!(named(&drop, "up").as_deref(), Some("X*e5^"));
    assert_eq!(named(&drop, "left").as_deref(), Some("X*e5<"));
    assert!(get(&drop, "none").is_null());
    assert!(game.choices_at("e5".into(), JsValue::from(81.0)).is_err());
}

#[cfg(feature = "longphuong")]
#[wasm_bindgen_test]
fn longphuong_undo_redo_and_formal_mode() {
    let mut game = lp(&["L*b5"]);
    game.undo().unwrap();
    assert_eq!(game.position(), LP_START);
    assert!(get(&game.state().unwrap(), "canRedo").as_bool().unwrap());
    game.redo().unwrap();
    assert_eq!(game.history(), ["L*b5"]);
    assert!(error_message(game.redo().unwrap_err()).contains("no undone move"));
    let mut formal = LongPhuongGame::new(lp_options(true, "vi")).unwrap();
    formal.play("L*b5".into()).unwrap();
    let message = error_message(formal.undo().unwrap_err());
    assert!(message.contains("thi đấu chính thức"), "{message}");
    assert_eq!(formal.history(), ["L*b5"]);
    let state = formal.state().unwrap();
    assert!(!get(&state, "canUndo").as_bool().unwrap());
    assert!(get(&state, "formal").as_bool().unwrap());
    formal.set_language(JsValue::from("en")).unwrap();
    assert!(error_message(formal.undo().unwrap_err()).contains("formal"));
    // Resignation ends the game; a finished game refuses moves.
    formal.resign().unwrap();
    let outcome = formal.outcome().unwrap();
    assert_eq!(get(&outcome, "winner").as_string().unwrap(), "orange");
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "resignation");
    assert_eq!(
        get(&formal.score().unwrap(), "orange").as_f64().unwrap(),
        1.0
    );
    assert!(error_message(formal.play("P*b4".into()).unwrap_err()).contains("over"));
    assert!(formal.legal_moves().is_empty());
}

#[cfg(feature = "longphuong")]
#[wasm_bindgen_test]
fn longphuong_record_round_trip() {
    let mut game = lp(&LP_OPENED);
    for m in ["a6-b6", "i6-h6", "b6-c6", "h6-g6", "c6=d6"] {
        game.play(m.into()).unwrap();
    }
    game.undo().unwrap();
    let next = game.next_in_series();
    assert_eq!(next.position(), LP_START);
    assert_eq!(
        get(&next.state().unwrap(), "orangePlayer")
            .as_f64()
            .unwrap(),
        1.0
    );
    let record = next.record().unwrap();
    assert_eq!(get(&record, "orangePlayer").as_f64().unwrap(), 1.0);
    let record = game.record().unwrap();
    assert_eq!(get(&record, "start").as_string().unwrap(), LP_START);
    assert_eq!(js_sys::Array::from(&get(&record, "moves")).length(), 8);
    let back = LongPhuongGame::from_record(record, JsValue::from("vi")).unwrap();
    assert_eq!(back.position(), game.position());
    assert_eq!(back.history(), game.history());
    assert!(get(&back.state().unwrap(), "canRedo").as_bool().unwrap());
    let mut back = back;
    back.redo().unwrap();
    assert!(back.position().contains("(B^T^)"));
    // A resigned game comes back resigned.
    let mut resigned = lp(&["L*b5"]);
    resigned.resign().unwrap();
    let again =
        LongPhuongGame::from_record(resigned.record().unwrap(), JsValue::UNDEFINED).unwrap();
    assert_eq!(
        get(&again.outcome().unwrap(), "winner")
            .as_string()
            .unwrap(),
        "orange"
    );
    let message = error_message(
        LongPhuongGame::from_record(JsValue::from("nonsense"), JsValue::from("en"))
            .err()
            .unwrap(),
    );
    assert!(message.contains("not a saved game"), "{message}");
    let bad = Object::new();
    Reflect::set(&bad, &"start".into(), &LP_START.into()).unwrap();
    let moves = js_sys::Array::of1(&"c5-d5".into());
    Reflect::set(&bad, &"moves".into(), &moves).unwrap();
    let message = error_message(
        LongPhuongGame::from_record(bad.into(), JsValue::from("en"))
            .err()
            .unwrap(),
    );
    assert!(
        message.starts_with("move 1 (c5-d5) is illegal"),
        "{message}"
    );
}

#[cfg(feature = "longphuong")]
#[wasm_bindgen_test]
fn longphuong_perft_export_counts() {
    assert_eq!(
        perft(
            JsValue::from("longphuong"),
            JsValue::from("startpos"),
            JsValue::from(1)
        )
        .unwrap(),
        18.0
    );
    assert_eq!(
        perft(
            JsValue::from("longphuong"),
            JsValue::from("startpos"),
            JsValue::from(2)
        )
        .unwrap(),
        324.0
    );
    assert_eq!(
        perft(
            JsValue::from("longphuong"),
            JsValue::from(LP_START),
            JsValue::from(2)
        )
        .unwrap(),
        324.0
    );
    assert!(perft(
        JsValue::from("longphuong"),
        JsValue::from("rubbish"),
        JsValue::from(1)
    )
    .is_err());
}

#[cfg(feature = "longphuong")]
fn lp_canvas(width: f64, height: f64) -> LongPhuongBoard {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    let mut board = LongPhuongBoard::new(JsValue::from(canvas)).unwrap();
    board
        .resize(
            JsValue::from(width),
            JsValue::from(height),
            JsValue::from(2.0),
        )
        .unwrap();
    board
}

#[cfg(feature = "longphuong")]
#[wasm_bindgen_test]
fn longphuong_board_hit_tests_every_place_and_walks_the_cursor() {
    let mut game = lp(&LP_OPENED);
    for m in ["a6-b6", "i6-h6", "b6-c6", "h6-g6"] {
        game.play(m.into()).unwrap();
    }
    for (width, height, stacked) in [(800.0, 611.0, false), (380.0, 490.0, true)] {
        let board = lp_canvas(width, height);
        assert_eq!(board.stacked(), stacked);
        // Every kind of view draws: a selected stack split and turned, a
        // hand piece turned, a drag, the cursor, an inspected stack.
        let view = Object::new();
        Reflect::set(&view, &"selected".into(), &JsValue::from(23.0)).unwrap();
        Reflect::set(&view, &"mode".into(), &"single".into()).unwrap();
        Reflect::set(&view, &"turn".into(), &JsValue::from(1.0)).unwrap();
        Reflect::set(&view, &"inspect".into(), &JsValue::from(23.0)).unwrap();
        Reflect::set(&view, &"cursor".into(), &JsValue::from(90.0)).unwrap();
        board.draw(&game, view.into()).unwrap();
        board.draw(&game, JsValue::UNDEFINED).unwrap();
        for flipped in [false, true] {
            for place in 0..95u32 {
                let c = board
                    .square_center(JsValue::from(place), JsValue::from(flipped))
                    .unwrap();
                assert_eq!(
                    board
                        .square_at(
                            JsValue::from(c[0]),
                            JsValue::from(c[1]),
                            JsValue::from(flipped)
                        )
                        .unwrap(),
                    place as i32,
                    "place {place}, {width}x{height}, flipped {flipped}"
                );
            }
            assert_eq!(
                board
                    .square_at(
                        JsValue::from(-5.0),
                        JsValue::from(-5.0),
                        JsValue::from(flipped)
                    )
                    .unwrap(),
                -1
            );
        }
        // Orange's hand is at the bottom (right), Blue's at the top (left).
        let orange = board
            .hand_center(
                JsValue::from("orange"),
                JsValue::from("soldier"),
                JsValue::from(false),
            )
            .unwrap();
        let blue = board
            .hand_center(
                JsValue::from("blue"),
                JsValue::from("B"),
                JsValue::from(false),
            )
            .unwrap();
        assert!(orange[1] > blue[1]);
        assert_eq!(
            board
                .hand_center(
                    JsValue::from("orange"),
                    JsValue::from("B"),
                    JsValue::from(true)
                )
                .unwrap(),
            blue
        );
        let hand = board
            .hand_at(
                JsValue::from(orange[0]),
                JsValue::from(orange[1]),
                JsValue::from(false),
            )
            .unwrap();
        assert_eq!(get(&hand, "side").as_string().unwrap(), "orange");
        assert_eq!(get(&hand, "kind").as_string().unwrap(), "soldier");
        // Row i at the top, column 9 at the left from Orange's side.
        let i9 = board
            .square_center("i9".into(), JsValue::from(false))
            .unwrap();
        let a1 = board
            .square_center("a1".into(), JsValue::from(false))
            .unwrap();
        assert!(i9[0] < a1[0] && i9[1] < a1[1]);
        assert_eq!(
            board
                .square_center("a1".into(), JsValue::from(true))
                .unwrap(),
            i9
        );
    }
    let board = lp_canvas(800.0, 611.0);
    assert_eq!(
        board.home(JsValue::from(false)).unwrap(),
        4,
        "a5, the middle of Orange's edge"
    );
    assert_eq!(
        board.home(JsValue::from(true)).unwrap(),
        76,
        "i5 when flipped"
    );
    let mut place = board.home(JsValue::from(false)).unwrap();
    for _ in 0..4 {
        place = board
            .step(
                JsValue::from(place),
                JsValue::from(1),
                JsValue::from(0),
                JsValue::from(false),
            )
            .unwrap();
    }
    assert_eq!(place, 0, "a1");
    // One more step right enters Orange's hand (lower right), and back.
    let hand = board
        .step(
            JsValue::from(place),
            JsValue::from(1),
            JsValue::from(0),
            JsValue::from(false),
        )
        .unwrap();
    assert!((81..88).contains(&hand), "{hand}");
    assert!(
        board
            .step(
                JsValue::from(hand),
                JsValue::from(-1),
                JsValue::from(0),
                JsValue::from(false)
            )
            .unwrap()
            < 81
    );
    assert_eq!(
        board
            .step(
                JsValue::from(76),
                JsValue::from(0),
                JsValue::from(-1),
                JsValue::from(false)
            )
            .unwrap(),
        76,
        "up from row i stays"
    );
    assert!(board
        .step(
            JsValue::from(95),
            JsValue::from(0),
            JsValue::from(1),
            JsValue::from(false)
        )
        .is_err());
}

// ---- Ô ăn quan ----

#[cfg(feature = "oanquan")]
const OQ_START: &str = "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0";
#[cfg(feature = "oanquan")]
const OQ_AFTER_1_MINUS: &str = "0,0,6,6,6,6,1M,0,6,6,6,6 n 1+1-0 0+0-0";

#[cfg(feature = "oanquan")]
/// An options object: `language` and any further (name, value) pairs.
fn oq_options(language: &str, pairs: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"language".into(), &language.into()).unwrap();
    for (name, value) in pairs {
        Reflect::set(&o, &(*name).into(), value).unwrap();
    }
    o.into()
}

#[cfg(feature = "oanquan")]
/// A game South starts, with no draw.
fn oq(language: &str, pairs: &[(&str, JsValue)]) -> OAnQuanGame {
    let mut all = vec![("first", JsValue::from("south"))];
    all.extend(pairs.iter().cloned());
    OAnQuanGame::new(oq_options(language, &all)).unwrap()
}

#[cfg(feature = "oanquan")]
fn oq_at(text: &str) -> OAnQuanGame {
    OAnQuanGame::from_position(JsValue::from(text), oq_options("en", &[])).unwrap()
}

#[cfg(feature = "oanquan")]
fn strings(value: &JsValue) -> Vec<String> {
    js_sys::Array::from(value)
        .iter()
        .map(|v| v.as_string().unwrap())
        .collect()
}

#[cfg(feature = "oanquan")]
fn side_numbers(value: &JsValue) -> (f64, f64) {
    (
        get(value, "south").as_f64().unwrap(),
        get(value, "north").as_f64().unwrap(),
    )
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_start_position_and_state() {
    let game = oq("en", &[]);
    assert_eq!(game.position(), OQ_START);
    assert_eq!(game.side_to_move(), "south");
    let legal = game.legal_moves();
    assert_eq!(legal.len(), 10);
    let mut texts: Vec<String> = legal
        .iter()
        .map(|&c| game.move_to_text(JsValue::from(c)).unwrap())
        .collect();
    texts.sort();
    assert_eq!(
        texts,
        ["1+", "1-", "2+", "2-", "3+", "3-", "4+", "4-", "5+", "5-"]
    );
    assert_eq!(
        game.legal_moves_from(JsValue::from(3.0)).unwrap(),
        [6, 7],
        "3+ and 3- (square * 2, + 1 for -)"
    );
    assert!(game
        .legal_moves_from(JsValue::from(9.0))
        .unwrap()
        .is_empty());
    assert!(game.legal_moves_from(JsValue::from(12.0)).is_err());
    let state = game.state().unwrap();
    assert_eq!(get(&state, "position").as_string().unwrap(), OQ_START);
    assert_eq!(get(&state, "sideToMove").as_string().unwrap(), "south");
    let squares = js_sys::Array::from(&get(&state, "squares"));
    assert_eq!(squares.length(), 12);
    let quan = squares.get(0);
    assert!(get(&quan, "quan").as_bool().unwrap());
    assert!(get(&quan, "mandarin").as_bool().unwrap());
    assert!(get(&quan, "owner").is_null());
    assert_eq!(get(&quan, "citizens").as_f64().unwrap(), 0.0);
    assert_eq!(get(&squares.get(3), "owner").as_string().unwrap(), "south");
    assert_eq!(get(&squares.get(9), "owner").as_string().unwrap(), "north");
    assert_eq!(get(&squares.get(9), "citizens").as_f64().unwrap(), 5.0);
    assert_eq!(side_numbers(&get(&state, "scores")), (0.0, 0.0));
    assert!(!get(&state, "finalCount").as_bool().unwrap());
    assert!(get(&state, "count").is_null());
    assert!(get(&state, "outcome").is_null());
    assert!(get(&state, "draw").is_null(), "South was chosen: no draw");
    assert_eq!(get(&state, "firstSide").as_string().unwrap(), "south");
    assert!(!get(&state, "refillDue").as_bool().unwrap());
    assert_eq!(get(&state, "totalValue").as_f64().unwrap(), 70.0);
    assert!(!get(&state, "canUndo").as_bool().unwrap());
    let options = get(&state, "options");
    assert_eq!(get(&options, "mandarin_value").as_string().unwrap(), "10");
    assert_eq!(get(&options, "quan_non").as_string().unwrap(), "off");
    assert_eq!(get(&options, "short_refill").as_string().unwrap(), "borrow");
    assert_eq!(OAnQuanGame::option_names().len(), 7);
    // A set-up position names who moves; it has no draw.
    let north = OAnQuanGame::from_position(
        JsValue::from("0M,5,5,5,5,5,0M,5,5,5,5,5 n 0+0-0 0+0-0"),
        JsValue::UNDEFINED,
    )
    .unwrap();
    assert_eq!(north.side_to_move(), "north");
    assert_eq!(north.legal_moves().len(), 10);
    assert_eq!(
        OAnQuanGame::from_position(JsValue::from("startpos"), JsValue::UNDEFINED)
            .unwrap()
            .position(),
        OQ_START
    );
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_play_by_text_and_by_code() {
    let mut game = oq("en", &[]);
    let code = game.play("1-".into()).unwrap();
    assert_eq!(code, 3);
    assert_eq!(game.move_to_text(JsValue::from(code)).unwrap(), "1-");
    assert_eq!(game.position(), OQ_AFTER_1_MINUS);
    // South took one citizen and the left mandarin: 1 + 10.
    assert_eq!(side_numbers(&game.scores().unwrap()), (11.0, 0.0));
    assert!(
        game.score().unwrap().is_null(),
        "no match points during play"
    );
    let state = game.state().unwrap();
    let last = get(&state, "lastMove");
    assert_eq!(get(&last, "text").as_string().unwrap(), "1-");
    assert_eq!(get(&last, "square").as_f64().unwrap(), 1.0);
    assert_eq!(get(&last, "direction").as_string().unwrap(), "-");
    let south = get(&get(&state, "stores"), "south");
    assert_eq!(get(&south, "citizens").as_f64().unwrap(), 1.0);
    assert_eq!(get(&south, "mandarins").as_f64().unwrap(), 1.0);
    assert_eq!(get(&south, "value").as_f64().unwrap(), 11.0);
    // North answers by code: 8+ is 8 * 2.
    let from_8 = game.legal_moves_from(JsValue::from(8.0)).unwrap();
    assert_eq!(from_8, [16, 17]);
    assert_eq!(game.move_to_text(JsValue::from(16)).unwrap(), "8+");
    assert_eq!(game.play(JsValue::from(16.0)).unwrap(), 16);
    assert_eq!(game.history(), ["1-", "8+"]);
    assert_eq!(game.side_to_move(), "south");
    // The same move by text from the same position gives the same result.
    let mut again = oq_at(OQ_AFTER_1_MINUS);
    again.play("8+".into()).unwrap();
    assert_eq!(again.position(), game.position());
    assert_eq!(
        js_sys::Array::from(&game.last_steps().unwrap()).length(),
        js_sys::Array::from(&again.last_steps().unwrap()).length()
    );
}

#[cfg(feature = "oanquan")]
/// A step as (kind, square, the one number it carries).
fn step_parts(step: &JsValue) -> (String, Option<f64>, Option<f64>) {
    let kind = get(step, "kind").as_string().unwrap();
    let number = ["stones", "citizens"]
        .iter()
        .find_map(|k| get(step, k).as_f64());
    (kind, get(step, "square").as_f64(), number)
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_the_last_moves_steps_in_order() {
    let mut game = oq("en", &[]);
    assert_eq!(js_sys::Array::from(&game.last_steps().unwrap()).length(), 0);
    assert_eq!(
        js_sys::Array::from(&game.frames_of_last_move().unwrap()).length(),
        0
    );
    game.play("1-".into()).unwrap();
    let steps: Vec<JsValue> = js_sys::Array::from(&game.last_steps().unwrap())
        .iter()
        .collect();
    let parts: Vec<_> = steps.iter().map(step_parts).collect();
    let s = |kind: &str, square: f64, n: Option<f64>| (kind.to_string(), Some(square), n);
    let mut want = vec![s("lift", 1.0, Some(5.0))];
    for sq in [0.0, 11.0, 10.0, 9.0, 8.0] {
        want.push(s("drop", sq, None));
    }
    want.push(s("lift", 7.0, Some(5.0)));
    for sq in [6.0, 5.0, 4.0, 3.0, 2.0] {
        want.push(s("drop", sq, None));
    }
    // Square 1 is empty, so square 0 (one citizen and the mandarin) is
    // taken; square 11 has stones, so the turn ends.
    want.push(s("capture", 0.0, Some(1.0)));
    want.push(("turnEnd".to_string(), None, None));
    assert_eq!(parts, want);
    assert!(get(&steps[12], "mandarin").as_bool().unwrap());
    assert_eq!(
        get(&steps[13], "reason").as_string().unwrap(),
        "after_capture"
    );
    // The frames: the position before, then one per step; the hand fills
    // and empties; the last frame is the position now.
    let frames: Vec<JsValue> = js_sys::Array::from(&game.frames_of_last_move().unwrap())
        .iter()
        .collect();
    assert_eq!(frames.len(), steps.len() + 1);
    assert_eq!(
        numbers(&get(&frames[0], "citizens")),
        [0.0, 5.0, 5.0, 5.0, 5.0, 5.0, 0.0, 5.0, 5.0, 5.0, 5.0, 5.0]
    );
    assert_eq!(get(&frames[1], "hand").as_f64().unwrap(), 5.0);
    assert_eq!(get(&frames[1], "at").as_f64().unwrap(), 1.0);
    assert_eq!(get(&frames[3], "hand").as_f64().unwrap(), 3.0);
    assert_eq!(get(&frames[3], "at").as_f64().unwrap(), 11.0);
    let last = frames.last().unwrap();
    assert_eq!(
        numbers(&get(last, "citizens")),
        [0.0, 0.0, 6.0, 6.0, 6.0, 6.0, 1.0, 0.0, 6.0, 6.0, 6.0, 6.0]
    );
    let mandarins: Vec<bool> = js_sys::Array::from(&get(last, "mandarins"))
        .iter()
        .map(|v| v.as_bool().unwrap())
        .collect();
    assert_eq!(mandarins, [false, true]);
    assert_eq!(get(last, "hand").as_f64().unwrap(), 0.0);
    let south = get(&get(last, "stores"), "south");
    assert_eq!(get(&south, "citizens").as_f64().unwrap(), 1.0);
    assert_eq!(get(&south, "mandarins").as_f64().unwrap(), 1.0);
    assert_eq!(get(&south, "value").as_f64().unwrap(), 11.0);
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_frames_of_a_refill_with_borrowing_end_in_the_position() {
    let mut game = oq_at("0M,0,0,0,0,0,0,5,5,5,5,5 s 2+1-0 23+0-0");
    let state = game.state().unwrap();
    assert!(get(&state, "refillDue").as_bool().unwrap());
    assert_eq!(
        game.legal_moves().len(),
        10,
        "all five squares after the refill"
    );
    game.play("1-".into()).unwrap();
    assert_eq!(game.position(), "0,0,2,0,2,0,1,6,6,6,0,0 n 7+2-3 20+0-0");
    let steps: Vec<JsValue> = js_sys::Array::from(&game.last_steps().unwrap())
        .iter()
        .collect();
    let sources: Vec<String> = steps[..5]
        .iter()
        .map(|s| {
            assert_eq!(get(s, "kind").as_string().unwrap(), "refill");
            get(s, "source").as_string().unwrap()
        })
        .collect();
    assert_eq!(sources, ["own", "own", "borrowed", "borrowed", "borrowed"]);
    let frames: Vec<JsValue> = js_sys::Array::from(&game.frames_of_last_move().unwrap())
        .iter()
        .collect();
    // After the refill: South's 2 citizens used, 3 borrowed from North.
    let stores = get(&frames[5], "stores");
    let (south, north) = (get(&stores, "south"), get(&stores, "north"));
    assert_eq!(get(&south, "citizens").as_f64().unwrap(), 0.0);
    assert_eq!(get(&south, "borrowed").as_f64().unwrap(), 3.0);
    assert_eq!(get(&north, "citizens").as_f64().unwrap(), 20.0);
    assert_eq!(
        numbers(&get(&frames[5], "citizens"))[1..6],
        [1.0, 1.0, 1.0, 1.0, 1.0]
    );
    // The last frame is the position now, square by square and store by store.
    let last = frames.last().unwrap();
    let state = game.state().unwrap();
    let ring: Vec<f64> = js_sys::Array::from(&get(&state, "squares"))
        .iter()
        .map(|sq| get(&sq, "citizens").as_f64().unwrap())
        .collect();
    assert_eq!(numbers(&get(last, "citizens")), ring);
    for side in ["south", "north"] {
        let framed = get(&get(last, "stores"), side);
        let now = get(&get(&state, "stores"), side);
        for field in ["citizens", "mandarins", "borrowed", "value"] {
            assert_eq!(
                get(&framed, field).as_f64(),
                get(&now, field).as_f64(),
                "{side} {field}"
            );
        }
    }
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_the_end_the_sweep_and_the_final_count() {
    let mut game = oq_at("0,0,2,1,0,0,2M,3,0,5,0,0 s 14+1-5 23+0-0");
    assert_eq!(side_numbers(&game.scores().unwrap()), (24.0, 23.0));
    game.play("3+".into()).unwrap();
    assert_eq!(game.position(), "0,0,2,0,1,0,0,3,0,5,0,0 n 16+2-5 23+0-0");
    let outcome = game.outcome().unwrap();
    assert_eq!(get(&outcome, "winner").as_string().unwrap(), "north");
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "quans_empty");
    assert_eq!(side_numbers(&game.score().unwrap()), (0.0, 1.0));
    // South: 36 captured + 3 swept − 5 repaid; North: 23 + 8 + 5 received.
    assert_eq!(side_numbers(&game.scores().unwrap()), (34.0, 36.0));
    let state = game.state().unwrap();
    assert!(get(&state, "finalCount").as_bool().unwrap());
    assert_eq!(side_numbers(&get(&state, "scores")), (34.0, 36.0));
    let count = get(&state, "count");
    let part = |side: &str, field: &str| get(&get(&count, side), field).as_f64().unwrap();
    assert_eq!(
        ["captured", "swept", "repaid", "received", "total"].map(|f| part("south", f)),
        [36.0, 3.0, 5.0, 0.0, 34.0]
    );
    assert_eq!(
        ["captured", "swept", "repaid", "received", "total"].map(|f| part("north", f)),
        [23.0, 8.0, 0.0, 5.0, 36.0]
    );
    assert!(game.legal_moves().is_empty());
    let message = error_message(game.play("7+".into()).unwrap_err());
    assert!(
        message.starts_with("the game is over (North won by"),
        "{message}"
    );
    game.undo().unwrap();
    assert!(game.outcome().unwrap().is_null());
    assert_eq!(side_numbers(&game.scores().unwrap()), (24.0, 23.0));
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_options_through_new_change_play() {
    // Mandarins worth 5: the same opening scores 1 + 5.
    let mut game = oq("en", &[("mandarin_value", JsValue::from(5.0))]);
    game.play("1-".into()).unwrap();
    assert_eq!(game.position(), OQ_AFTER_1_MINUS);
    assert_eq!(side_numbers(&game.scores().unwrap()), (6.0, 0.0));
    let state = game.state().unwrap();
    assert_eq!(
        get(&get(&state, "options"), "mandarin_value")
            .as_string()
            .unwrap(),
        "5"
    );
    assert_eq!(get(&state, "totalValue").as_f64().unwrap(), 60.0);
    let mut game = oq("en", &[("mandarin_value", "5".into())]);
    game.play("1-".into()).unwrap();
    assert_eq!(side_numbers(&game.scores().unwrap()), (6.0, 0.0));
    // Ten small stones in each quan square: "on" and true alike.
    for on in [JsValue::from("on"), JsValue::from(true)] {
        let mut game = oq("en", &[("mandarin_as_small_stones", on)]);
        assert_eq!(game.position(), "10,5,5,5,5,5,10,5,5,5,5,5 s 0+0-0 0+0-0");
        game.play("1-".into()).unwrap();
        assert_eq!(game.position(), "0,0,6,6,6,6,11,0,6,6,6,6 n 11+0-0 0+0-0");
    }
    // The first move may not capture a mandarin: 1- ends without it.
    let mut game = oq("en", &[("first_turn_no_quan", JsValue::from(true))]);
    game.play("1-".into()).unwrap();
    assert_eq!(side_numbers(&game.scores().unwrap()), (0.0, 0.0));
    let steps = js_sys::Array::from(&game.last_steps().unwrap());
    let end = steps.get(steps.length() - 1);
    assert_eq!(
        get(&end, "reason").as_string().unwrap(),
        "first_turn_no_quan"
    );
    assert_eq!(get(&end, "square").as_f64().unwrap(), 0.0);
    // Every option by its brief name and value; false is "off".
    let game = oq(
        "en",
        &[
            ("quan_non", JsValue::from(false)),
            ("empty_quan_gap", "on".into()),
            ("short_refill", "lose_the_game".into()),
            ("refill_from_mandarin", JsValue::from(true)),
        ],
    );
    let options = get(&game.state().unwrap(), "options");
    let value = |name: &str| get(&options, name).as_string().unwrap();
    assert_eq!(value("quan_non"), "off");
    assert_eq!(value("empty_quan_gap"), "on");
    assert_eq!(value("short_refill"), "lose_the_game");
    assert_eq!(value("refill_from_mandarin"), "on");
    // A wrong value is refused in the game's language.
    let en = error_message(
        OAnQuanGame::new(oq_options("en", &[("mandarin_value", JsValue::from(7.0))]))
            .err()
            .unwrap(),
    );
    assert_eq!(en, "'7' is not a value of mandarin_value");
    let vi = error_message(
        OAnQuanGame::new(oq_options("vi", &[("short_refill", "beg".into())]))
            .err()
            .unwrap(),
    );
    assert_eq!(vi, "'beg' không phải giá trị của short_refill");
    assert!(OAnQuanGame::new(oq_options("en", &[("first", "west".into())])).is_err());
    assert!(OAnQuanGame::new(oq_options("en", &[("seed", JsValue::from(-1.0))])).is_err());
    // The rules decide what a position is: no M with small stones.
    let small = oq_options("vi", &[("mandarin_as_small_stones", JsValue::from(true))]);
    let message = error_message(
        OAnQuanGame::from_position(JsValue::from(OQ_START), small)
            .err()
            .unwrap(),
    );
    assert!(message.starts_with("thế cờ không hợp lệ"), "{message}");
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_a_refused_move_throws_and_changes_nothing() {
    let mut game = oq("en", &[]);
    let before = game.position();
    let en = error_message(game.play("7+".into()).unwrap_err());
    assert_eq!(
        en,
        "7+ is illegal: square 7 is not one of your five rice squares"
    );
    assert_eq!(game.position(), before);
    game.set_language(JsValue::from("vi")).unwrap();
    let vi = error_message(game.play("7+".into()).unwrap_err());
    assert_eq!(
        vi,
        "7+ không hợp lệ: ô 7 không phải một trong năm ô dân của bạn"
    );
    assert_eq!(
        game.explain("9-".into()).unwrap(),
        "ô 9 không phải một trong năm ô dân của bạn"
    );
    assert_eq!(game.explain("3+".into()), None);
    assert!(error_message(game.play("0+".into()).unwrap_err()).contains("không phải nước đi"));
    assert!(error_message(game.play(JsValue::from(99.0)).unwrap_err()).contains("mã nước đi"));
    assert!(game.set_language(JsValue::from("fr")).is_err());
    assert_eq!(game.position(), before);
    assert!(game.history().is_empty());
    // An empty square of one's own.
    let mut game = oq_at("0M,2,0,0,0,0,0M,5,5,5,5,5 s 13+0-0 10+0-0");
    let before = game.position();
    assert_eq!(
        error_message(game.play("3+".into()).unwrap_err()),
        "3+ is illegal: square 3 is empty: pick one of your squares with stones"
    );
    assert_eq!(game.position(), before);
    assert_eq!(game.legal_moves().len(), 2);
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_undo_and_redo() {
    let mut game = oq("en", &[]);
    assert!(error_message(game.undo().unwrap_err()).contains("no move to undo"));
    game.play("1-".into()).unwrap();
    assert_eq!(game.undo().unwrap(), 3);
    assert_eq!(game.position(), OQ_START);
    let state = game.state().unwrap();
    assert!(get(&state, "canRedo").as_bool().unwrap());
    assert!(!get(&state, "canUndo").as_bool().unwrap());
    assert_eq!(game.redo().unwrap(), 3);
    assert_eq!(game.position(), OQ_AFTER_1_MINUS);
    assert_eq!(
        js_sys::Array::from(&game.last_steps().unwrap()).length(),
        14
    );
    assert!(error_message(game.redo().unwrap_err()).contains("no undone move"));
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_record_round_trip_with_options_and_the_draw() {
    let mut game = OAnQuanGame::new(oq_options(
        "en",
        &[
            ("seed", JsValue::from(7.0)),
            ("mandarin_value", JsValue::from(5.0)),
            ("quan_non", JsValue::from(true)),
        ],
    ))
    .unwrap();
    let first = game.side_to_move();
    let mover = if first == "south" { "2+" } else { "8+" };
    game.play(mover.into()).unwrap();
    let reply = game.legal_moves()[0];
    game.play(JsValue::from(reply)).unwrap();
    game.undo().unwrap();
    let record = game.record().unwrap();
    assert_eq!(js_sys::Array::from(&get(&record, "moves")).length(), 1);
    assert_eq!(js_sys::Array::from(&get(&record, "redo")).length(), 1);
    let options = strings(&get(&record, "options"));
    assert!(options.contains(&"mandarin_value=5".to_string()));
    assert!(options.contains(&"quan_non=on".to_string()));
    assert!(!get(&record, "draw").is_null());
    // Through JSON, as the page keeps it.
    let json = js_sys::JSON::stringify(&record).unwrap();
    let parsed = js_sys::JSON::parse(&String::from(json)).unwrap();
    let mut back = OAnQuanGame::from_record(parsed, JsValue::from("vi")).unwrap();
    assert_eq!(back.position(), game.position());
    assert_eq!(back.history(), game.history());
    let (a, b) = (game.state().unwrap(), back.state().unwrap());
    for key in ["draw", "options", "firstSide"] {
        assert_eq!(
            String::from(js_sys::JSON::stringify(&get(&a, key)).unwrap()),
            String::from(js_sys::JSON::stringify(&get(&b, key)).unwrap()),
            "{key}"
        );
    }
    assert!(get(&b, "canRedo").as_bool().unwrap());
    back.redo().unwrap();
    assert_eq!(back.history().len(), 2);
    // The language came along: refusals are in Vietnamese.
    assert!(error_message(back.play("0+".into()).unwrap_err()).contains("không phải nước đi"));
    // Not a record; a record with an illegal move.
    let message = error_message(
        OAnQuanGame::from_record(JsValue::from("nonsense"), JsValue::from("en"))
            .err()
            .unwrap(),
    );
    assert!(message.contains("not a saved game"), "{message}");
    let bad = Object::new();
    Reflect::set(&bad, &"start".into(), &OQ_START.into()).unwrap();
    Reflect::set(&bad, &"moves".into(), &js_sys::Array::of1(&"7+".into())).unwrap();
    Reflect::set(&bad, &"options".into(), &js_sys::Array::new()).unwrap();
    let message = error_message(
        OAnQuanGame::from_record(bad.into(), JsValue::from("en"))
            .err()
            .unwrap(),
    );
    assert!(message.contains("7+ is illegal"), "{message}");
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_the_seeded_draw_is_deterministic() {
    let mut firsts = [0; 2];
    for seed in 0..40 {
        let options = || oq_options("en", &[("seed", JsValue::from(seed as f64))]);
        let a = OAnQuanGame::new(options()).unwrap().state().unwrap();
        let b = OAnQuanGame::new(options()).unwrap().state().unwrap();
        let draw = get(&a, "draw");
        assert_eq!(
            String::from(js_sys::JSON::stringify(&draw).unwrap()),
            String::from(js_sys::JSON::stringify(&get(&b, "draw")).unwrap()),
            "seed {seed}"
        );
        let first = get(&draw, "first").as_string().unwrap();
        assert_eq!(get(&a, "sideToMove").as_string().unwrap(), first);
        assert_eq!(get(&a, "firstSide").as_string().unwrap(), first);
        let rounds: Vec<Vec<String>> = js_sys::Array::from(&get(&draw, "rounds"))
            .iter()
            .map(|r| strings(&r))
            .collect();
        let (last, ties) = rounds.split_last().unwrap();
        assert!(ties.iter().all(|r| r[0] == r[1]), "seed {seed}: {rounds:?}");
        assert_ne!(last[0], last[1]);
        let beats = |a: &str, b: &str| {
            matches!(
                (a, b),
                ("rock", "scissors") | ("paper", "rock") | ("scissors", "paper")
            )
        };
        let winner = if first == "south" { 0 } else { 1 };
        assert!(
            beats(&last[winner], &last[1 - winner]),
            "seed {seed}: {rounds:?}"
        );
        firsts[winner] += 1;
    }
    assert!(firsts[0] > 5 && firsts[1] > 5, "{firsts:?}");
}

#[cfg(feature = "oanquan")]
fn oq_canvas(width: f64, height: f64) -> OAnQuanBoard {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    let mut board = OAnQuanBoard::new(JsValue::from(canvas)).unwrap();
    board
        .resize(
            JsValue::from(width),
            JsValue::from(height),
            JsValue::from(2.0),
        )
        .unwrap();
    board
}

#[cfg(feature = "oanquan")]
fn oq_view(selected: Option<f64>, anim: Option<(f64, f64)>) -> JsValue {
    let view = Object::new();
    if let Some(sq) = selected {
        Reflect::set(&view, &"selected".into(), &JsValue::from(sq)).unwrap();
    }
    if let Some((step, t)) = anim {
        let a = Object::new();
        Reflect::set(&a, &"step".into(), &JsValue::from(step)).unwrap();
        Reflect::set(&a, &"t".into(), &JsValue::from(t)).unwrap();
        Reflect::set(&view, &"anim".into(), &a).unwrap();
    }
    view.into()
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_board_hit_tests_squares_and_arrows() {
    let mut game = oq("en", &[]);
    for (width, height) in [(780.0, 530.0), (366.0, 249.0)] {
        let board = oq_canvas(width, height);
        for flipped in [false, true] {
            board.draw(&game, oq_view(None, None)).unwrap();
            for sq in 0..12u32 {
                let c = board
                    .square_center(JsValue::from(sq), JsValue::from(flipped))
                    .unwrap();
                assert_eq!(
                    board
                        .square_at(
                            JsValue::from(c[0]),
                            JsValue::from(c[1]),
                            JsValue::from(flipped),
                            JsValue::UNDEFINED
                        )
                        .unwrap(),
                    sq as i32,
                    "{sq}"
                );
            }
            assert_eq!(
                board
                    .square_at(
                        JsValue::from(1.0),
                        JsValue::from(1.0),
                        JsValue::from(flipped),
                        JsValue::UNDEFINED
                    )
                    .unwrap(),
                -1,
                "a corner"
            );
            // South's squares run left to right at the bottom; North's
            // right to left at the top (the other way round when flipped).
            let (one, five, nine) = (
                board
                    .square_center(JsValue::from(1), JsValue::from(flipped))
                    .unwrap(),
                board
                    .square_center(JsValue::from(5), JsValue::from(flipped))
                    .unwrap(),
                board
                    .square_center(JsValue::from(9), JsValue::from(flipped))
                    .unwrap(),
            );
            assert_eq!(one[0] < five[0], !flipped);
            assert_eq!(one[1] > nine[1], !flipped);
            // With square 3 selected its halves are its arrows: toward 4
            // is 3+ (code 6) unless flipped.
            board.draw(&game, oq_view(Some(3.0), None)).unwrap();
            let c = board
                .square_center(JsValue::from(3), JsValue::from(flipped))
                .unwrap();
            let unit = width / 7.8;
            let right = board
                .square_at(
                    JsValue::from(c[0] + 0.25 * unit),
                    JsValue::from(c[1]),
                    JsValue::from(flipped),
                    JsValue::UNDEFINED,
                )
                .unwrap();
            let left = board
                .square_at(
                    JsValue::from(c[0] - 0.25 * unit),
                    JsValue::from(c[1]),
                    JsValue::from(flipped),
                    JsValue::UNDEFINED,
                )
                .unwrap();
            let (plus, minus) = (100 + 6, 100 + 7);
            assert_eq!(
                (right, left),
                if flipped {
                    (minus, plus)
                } else {
                    (plus, minus)
                }
            );
            assert_eq!(
                board
                    .arrow_move(
                        JsValue::from(3),
                        JsValue::from(true),
                        JsValue::from(flipped)
                    )
                    .unwrap(),
                if flipped { 7 } else { 6 }
            );
            let at = board
                .square_center(JsValue::from(right as u32), JsValue::from(flipped))
                .unwrap();
            assert_eq!(
                board
                    .square_at(
                        JsValue::from(at[0]),
                        JsValue::from(at[1]),
                        JsValue::from(flipped),
                        JsValue::UNDEFINED
                    )
                    .unwrap(),
                right
            );
            assert!(at[0] > c[0]);
            // On a phone-sized board (a half square under 44 CSS px) each
            // arrow reaches out to a 44 px tap target over the neighbour.
            let beyond = |dx: f64| {
                board
                    .square_at(
                        JsValue::from(c[0] + dx),
                        JsValue::from(c[1]),
                        JsValue::from(flipped),
                        JsValue::UNDEFINED,
                    )
                    .unwrap()
            };
            let small = 0.5 * unit < 43.0;
            // The neighbour on the right: 4, or 2 when flipped.
            let neighbour = if flipped { 2 } else { 4 };
            assert_eq!(beyond(unit), neighbour, "{width}");
            let expect = if small { right } else { neighbour };
            assert_eq!(beyond(0.5 * unit + 1.0), expect, "{width}");
            assert_eq!(beyond(43.0), right, "{width}: 43 px right of the centre");
            // Another square is still a square.
            let four = board
                .square_center(JsValue::from(4), JsValue::from(flipped))
                .unwrap();
            assert_eq!(
                board
                    .square_at(
                        JsValue::from(four[0]),
                        JsValue::from(four[1]),
                        JsValue::from(flipped),
                        JsValue::UNDEFINED
                    )
                    .unwrap(),
                4
            );
            // The page's own selection wins over the one drawn last.
            let half = c[0] + 0.25 * unit;
            assert_eq!(
                board
                    .square_at(
                        JsValue::from(half),
                        JsValue::from(c[1]),
                        JsValue::from(flipped),
                        JsValue::NULL
                    )
                    .unwrap(),
                3
            );
            assert_eq!(
                board
                    .square_at(
                        JsValue::from(four[0]),
                        JsValue::from(four[1]),
                        JsValue::from(flipped),
                        JsValue::from(4.0)
                    )
                    .unwrap(),
                if flipped { 100 + 9 } else { 100 + 8 },
                "4's right half"
            );
        }
    }
    assert_eq!(OAnQuanBoard::arrow_place(JsValue::from(7)).unwrap(), 107);
    assert_eq!(
        OAnQuanBoard::move_of_place(JsValue::from(107)).unwrap(),
        Some(7)
    );
    assert_eq!(OAnQuanBoard::move_of_place(JsValue::from(7)).unwrap(), None);
    assert!(
        OAnQuanBoard::arrow_place(JsValue::from(0)).is_err(),
        "square 0 has no move"
    );
    // North's square 9: toward 8 (the right, as South sees it) is 9-.
    let board = oq_canvas(780.0, 530.0);
    assert_eq!(
        board
            .arrow_move(JsValue::from(9), JsValue::from(true), JsValue::from(false))
            .unwrap(),
        19
    );
    assert!(board
        .arrow_move(JsValue::from(6), JsValue::from(true), JsValue::from(false))
        .is_err());
    // The keyboard: the cursor starts on the mover's middle square; left
    // and right walk the row into the quan squares; with a square selected
    // they reach its arrows.
    board.draw(&game, oq_view(None, None)).unwrap();
    assert_eq!(board.home(JsValue::from(false)).unwrap(), 3);
    let selected = JsValue::from(3.0);
    assert_eq!(
        board
            .step(
                JsValue::from(3),
                JsValue::from(1),
                JsValue::from(0),
                JsValue::from(false),
                selected
            )
            .unwrap(),
        106,
        "selected, not yet drawn"
    );
    let north = JsValue::from(9.0);
    assert_eq!(
        board
            .step(
                JsValue::from(9),
                JsValue::from(1),
                JsValue::from(0),
                JsValue::from(false),
                north
            )
            .unwrap(),
        8,
        "not the mover's square"
    );
    assert_eq!(
        board
            .step(
                JsValue::from(3),
                JsValue::from(1),
                JsValue::from(0),
                JsValue::from(false),
                JsValue::UNDEFINED
            )
            .unwrap(),
        4
    );
    assert_eq!(
        board
            .step(
                JsValue::from(5),
                JsValue::from(1),
                JsValue::from(0),
                JsValue::from(false),
                JsValue::UNDEFINED
            )
            .unwrap(),
        6
    );
    assert_eq!(
        board
            .step(
                JsValue::from(6),
                JsValue::from(-1),
                JsValue::from(0),
                JsValue::from(false),
                JsValue::UNDEFINED
            )
            .unwrap(),
        5
    );
    assert_eq!(
        board
            .step(
                JsValue::from(1),
                JsValue::from(-1),
                JsValue::from(0),
                JsValue::from(false),
                JsValue::UNDEFINED
            )
            .unwrap(),
        0
    );
    assert_eq!(
        board
            .step(
                JsValue::from(3),
                JsValue::from(0),
                JsValue::from(-1),
                JsValue::from(false),
                JsValue::UNDEFINED
            )
            .unwrap(),
        9
    );
    assert_eq!(
        board
            .step(
                JsValue::from(9),
                JsValue::from(0),
                JsValue::from(-1),
                JsValue::from(false),
                JsValue::UNDEFINED
            )
            .unwrap(),
        9,
        "the top row stays"
    );
    board.draw(&game, oq_view(Some(3.0), None)).unwrap();
    assert_eq!(
        board
            .step(
                JsValue::from(3),
                JsValue::from(1),
                JsValue::from(0),
                JsValue::from(false),
                JsValue::UNDEFINED
            )
            .unwrap(),
        106
    );
    assert_eq!(
        board
            .step(
                JsValue::from(106),
                JsValue::from(-1),
                JsValue::from(0),
                JsValue::from(false),
                JsValue::UNDEFINED
            )
            .unwrap(),
        107
    );
    assert_eq!(
        board
            .step(
                JsValue::from(107),
                JsValue::from(0),
                JsValue::from(-1),
                JsValue::from(false),
                JsValue::UNDEFINED
            )
            .unwrap(),
        9
    );
    assert!(board
        .step(
            JsValue::from(12),
            JsValue::from(1),
            JsValue::from(0),
            JsValue::from(false),
            JsValue::UNDEFINED
        )
        .is_err());
    // Every moment of the last move draws, and North's home is square 9.
    game.play("1-".into()).unwrap();
    let n = js_sys::Array::from(&game.last_steps().unwrap()).length();
    for step in 0..n {
        for t in [0.0, 0.3, 0.7, 1.0] {
            board
                .draw(&game, oq_view(None, Some((step as f64, t))))
                .unwrap();
        }
    }
    board.draw(&game, oq_view(Some(9.0), None)).unwrap();
    assert_eq!(board.home(JsValue::from(false)).unwrap(), 9);
    assert!(board.draw(&game, JsValue::from("nonsense")).is_err());
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_describes_squares_and_arrows() {
    let mut game = oq("en", &[]);
    assert_eq!(
        game.describe(JsValue::from(3)).unwrap().unwrap(),
        "Square 3 (South's dân square): 5 citizens"
    );
    assert_eq!(
        game.describe(JsValue::from(0)).unwrap().unwrap(),
        "Quan square 0: the mandarin and 0 citizens"
    );
    assert_eq!(
        game.describe(JsValue::from(106)).unwrap().unwrap(),
        "3+: sow square 3 (+, counter-clockwise ↺)"
    );
    assert_eq!(game.describe(JsValue::from(50)).unwrap(), None);
    game.set_language(JsValue::from("vi")).unwrap();
    assert_eq!(
        game.describe(JsValue::from(9)).unwrap().unwrap(),
        "Ô 9 (ô dân của Bắc): 5 dân"
    );
    assert_eq!(
        game.describe(JsValue::from(6)).unwrap().unwrap(),
        "Ô quan 6: quan và 0 dân"
    );
}

// ---- 121: the table against three bots ----

#[cfg(feature = "card121")]
use rulebook::core::Lang;
#[cfg(feature = "card121")]
use rulebook::games::card121::{Match, Seat, TableOptions};

#[cfg(feature = "card121")]
fn c121_options(seed: f64, language: &str, strict: bool) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"seed".into(), &seed.into()).unwrap();
    Reflect::set(&o, &"language".into(), &language.into()).unwrap();
    Reflect::set(&o, &"strict".into(), &strict.into()).unwrap();
    o.into()
}

#[cfg(feature = "card121")]
fn json(value: &JsValue) -> String {
    js_sys::JSON::stringify(value).unwrap().into()
}

#[cfg(feature = "card121")]
fn c121_state(table: &Card121Table) -> JsValue {
    table.state().unwrap()
}

#[cfg(feature = "card121")]
fn flag(state: &JsValue, key: &str) -> bool {
    get(state, key).as_bool().unwrap()
}

#[cfg(feature = "card121")]
/// The record's steps as texts.
fn c121_steps(table: &Card121Table) -> Vec<String> {
    let steps: js_sys::Array = get(&table.record().unwrap(), "steps").dyn_into().unwrap();
    steps.iter().map(|s| s.as_string().unwrap()).collect()
}

#[cfg(feature = "card121")]
/// The same match rebuilt natively from the record, to know what seat #1
/// must not see: the bots' unlocked cards, the deck and the hidden
/// indicators still down.
fn c121_secrets(table: &Card121Table, seed: u64) -> Vec<String> {
    let m = Match::replay(TableOptions::default(), seed, &c121_steps(table)).unwrap();
    let round = m.round();
    let mut out: Vec<String> = round.secret_cards().iter().map(|c| c.text()).collect();
    if round.is_over() {
        // A declared six is shown to everyone.
        return out;
    }
    // A card a bot took from the table was seen by all; the rest of its
    // hand never was. (The log names cards by their names.)
    let public: Vec<String> = round.log().iter().map(|e| e.text(Lang::En)).collect();
    let public = public.join("\n");
    for seat in &Seat::ALL[1..] {
        for c in round.hand(*seat) {
            if !public.contains(&c.name(Lang::En)) {
                out.push(c.text());
            }
        }
    }
    out
}

#[cfg(feature = "card121")]
fn assert_hides_secrets(table: &Card121Table, seed: u64) {
    let shown = json(&c121_state(table));
    for secret in c121_secrets(table, seed) {
        assert!(
            !shown.contains(&secret),
            "{secret} is hidden from #1 but state() shows it"
        );
    }
}

#[cfg(feature = "card121")]
/// The person's first legal exchange, else a pass.
fn c121_person_choice(state: &JsValue, exchange: bool) -> String {
    let actions: js_sys::Array = get(&get(state, "words"), "actions").dyn_into().unwrap();
    let texts: Vec<String> = actions
        .iter()
        .map(|a| get(&a, "text").as_string().unwrap())
        .collect();
    if texts.iter().any(|t| t == "no-white") {
        return "no-white".into();
    }
    if exchange {
        if let Some(t) = texts
            .iter()
            .find(|t| t.starts_with("swap") && !t.ends_with("nhat-ban"))
        {
            return t.clone();
        }
    }
    "pass".into()
}

#[cfg(feature = "card121")]
#[wasm_bindgen_test]
fn card121_a_new_match_shows_seat_1_only_what_it_may_see() {
    let mut table = Card121Table::new(c121_options(7.0, "vi", false)).unwrap();
    let state = c121_state(&table);
    assert_eq!(get(&state, "person").as_f64(), Some(1.0));
    assert_eq!(get(&state, "round_number").as_f64(), Some(1.0));
    assert_eq!(get(&state, "rounds").as_f64(), Some(12.0));
    let scores = json(&get(&state, "scores"));
    assert_eq!(scores, "[2500,2500,2500,2500]");
    let round = get(&state, "round");
    assert_eq!(get(&round, "dealer").as_f64(), Some(1.0));
    assert_eq!(json(&get(&round, "hand_sizes")), "[5,5,5,5]");
    let hand: js_sys::Array = get(&round, "hand").dyn_into().unwrap();
    assert_eq!(hand.length(), 5);
    assert_eq!(get(&round, "hidden_left").as_f64(), Some(4.0));
    // #1 deals and flips first (no Thế trắng in this deal), so #1 decides.
    assert!(flag(&state, "your_turn"));
    assert!(!flag(&state, "bot_to_act"));
    let words = get(&state, "words");
    let log: js_sys::Array = get(&words, "log").dyn_into().unwrap();
    assert!(log.get(0).as_string().unwrap().starts_with("#1 chia bài"));
    assert!(log.get(1).as_string().unwrap().starts_with("#1 lật"));
    // The cards by their names, for the canvas's accessible description.
    let names = get(&words, "cards");
    let named: js_sys::Array = get(&names, "hand").dyn_into().unwrap();
    let hand_names: Vec<String> = hand
        .iter()
        .map(|c| {
            let card = rulebook::games::card121::Card::from_text(&c.as_string().unwrap()).unwrap();
            card.name(Lang::Vi)
        })
        .collect();
    assert_eq!(
        named
            .iter()
            .map(|n| n.as_string().unwrap())
            .collect::<Vec<_>>(),
        hand_names
    );
    assert!(get(&names, "indicator").as_string().unwrap().contains(' '));
    assert_eq!(json(&get(&names, "locked")), "[[],[],[],[]]");
    assert_eq!(
        get(&get(&words, "offer"), "take_name").as_string().unwrap(),
        "Bốc"
    );
    // The deck, four Ẩn Sĩ and fifteen cards of the bots.
    assert_eq!(c121_secrets(&table, 7).len(), 121 - 5 - 1 - 1);
    assert_hides_secrets(&table, 7);
    // And it stays so as the seats exchange and pass.
    for n in 0..60 {
        let state = c121_state(&table);
        if flag(&state, "round_over") {
            break;
        }
        if flag(&state, "your_turn") {
            let action = c121_person_choice(&state, n % 3 == 0);
            table.play(JsValue::from(&action)).unwrap();
        } else {
            assert!(!table.bot_step().unwrap().is_null());
        }
        assert_hides_secrets(&table, 7);
    }
}

#[cfg(feature = "card121")]
#[wasm_bindgen_test]
fn card121_a_refused_action_throws_the_reason_and_changes_nothing() {
    let mut table = Card121Table::new(c121_options(7.0, "en", false)).unwrap();
    let before = json(&c121_state(&table));
    let record = json(&table.record().unwrap());
    let hand: js_sys::Array = get(&get(&c121_state(&table), "round"), "hand")
        .dyn_into()
        .unwrap();
    let mine: Vec<String> = hand.iter().map(|c| c.as_string().unwrap()).collect();
    let other = ["AS-FR", "CR-KY", "PR-LP", "GE-BB", "MU-ED", "NI-LB"]
        .into_iter()
        .find(|c| !mine.iter().any(|m| m == c))
        .unwrap();
    let message = error_message(
        table
            .play(JsValue::from(&format!("swap {other}")))
            .unwrap_err(),
    );
    assert!(message.contains("is not in your hand"), "{message}");
    assert_eq!(
        table
            .explain(JsValue::from(&format!("swap {other}")))
            .unwrap()
            .unwrap(),
        message,
        "explain gives the same reason"
    );
    let message = error_message(table.play(JsValue::from("dance")).unwrap_err());
    assert!(message.contains("is not an action"), "{message}");
    let message = error_message(table.play(JsValue::from("white")).unwrap_err());
    assert!(message.contains("Thế trắng"), "{message}");
    assert!(table.next_round().is_err());
    assert_eq!(json(&c121_state(&table)), before);
    assert_eq!(json(&table.record().unwrap()), record);
    // A legal action explains to null.
    assert_eq!(table.explain(JsValue::from("pass")).unwrap(), None);
    assert_eq!(
        table
            .explain(JsValue::from(&format!("swap {}", mine[0])))
            .unwrap(),
        None
    );
    // Once #1 has passed, a bot decides: #1 is refused with whose turn it is.
    table.play(JsValue::from("pass")).unwrap();
    let message = error_message(table.play(JsValue::from("pass")).unwrap_err());
    assert!(message.starts_with("not your turn: #2"), "{message}");
    // In Vietnamese too.
    table.set_language(JsValue::from("vi")).unwrap();
    let message = error_message(table.play(JsValue::from("pass")).unwrap_err());
    assert!(message.starts_with("chưa tới lượt bạn"), "{message}");
    assert!(table.set_language(JsValue::from("fr")).is_err());
}

#[cfg(feature = "card121")]
#[wasm_bindgen_test]
fn card121_bot_step_plays_one_bot_action_at_a_time_to_the_persons_turn() {
    let mut table = Card121Table::new(c121_options(11.0, "en", false)).unwrap();
    // On #1's turn no bot acts.
    assert!(table.bot_step().unwrap().is_null());
    table.play(JsValue::from("pass")).unwrap();
    let mut steps = 0;
    loop {
        let state = c121_state(&table);
        if !flag(&state, "bot_to_act") {
            assert!(flag(&state, "your_turn") || flag(&state, "round_over"));
            break;
        }
        let log_before = c121_steps(&table).len();
        let done = table.bot_step().unwrap();
        let seat = get(&done, "seat").as_f64().unwrap();
        assert!((2.0..=4.0).contains(&seat), "{seat}");
        let lines: js_sys::Array = get(&done, "lines").dyn_into().unwrap();
        assert!(lines.length() >= 1);
        assert!(lines
            .get(0)
            .as_string()
            .unwrap()
            .starts_with(&format!("#{seat}")));
        // One action, one step of the record.
        let record = c121_steps(&table);
        assert_eq!(record.len(), log_before + 1);
        assert!(record.last().unwrap().starts_with(&format!(
            "#{seat} {}",
            get(&done, "action").as_string().unwrap()
        )));
        steps += 1;
        assert!(steps < 200, "the bots never stop");
    }
    assert!(steps >= 1);
    assert!(table.bot_step().unwrap().is_null());
}

#[cfg(feature = "card121")]
#[wasm_bindgen_test]
fn card121_record_and_from_record_give_the_same_match_back() {
    let mut table = Card121Table::new(c121_options(5.0, "en", true)).unwrap();
    for n in 0..25 {
        let state = c121_state(&table);
        if flag(&state, "round_over") {
            break;
        }
        if flag(&state, "your_turn") {
            table
                .play(JsValue::from(&c121_person_choice(&state, n % 2 == 0)))
                .unwrap();
        } else {
            table.bot_step().unwrap();
        }
    }
    let record = table.record().unwrap();
    assert_eq!(get(&record, "seed").as_f64(), Some(5.0));
    assert_eq!(get(&record, "games").as_f64(), Some(1.0));
    assert_eq!(get(&record, "strict").as_bool(), Some(true));
    // Through JSON, as localStorage keeps it.
    let stored = js_sys::JSON::parse(&json(&record)).unwrap();
    let back = Card121Table::from_record(stored, JsValue::from("en")).unwrap();
    assert_eq!(json(&c121_state(&back)), json(&c121_state(&table)));
    assert_eq!(json(&back.record().unwrap()), json(&record));
    // Damaged records are refused with what is wrong.
    let message = error_message(
        Card121Table::from_record(JsValue::from("x"), JsValue::from("en"))
            .err()
            .unwrap(),
    );
    assert!(message.starts_with("not a 121 match record"), "{message}");
    // A field of the wrong kind is named, in the table's words.
    for (text, lang, said) in [
        (
            r#"{"seed": "x", "games": 1, "strict": false, "steps": []}"#,
            "en",
            "not a 121 match record: \"seed\" must be a whole number",
        ),
        (
            r#"{"seed": 5, "games": 1, "strict": false, "steps": [1]}"#,
            "vi",
            "không phải là biên bản trận 121: \"steps\" phải là một danh sách các bước trong ngoặc kép",
        ),
        (
            r#"{"seed": 5, "games": 1, "steps": []}"#,
            "en",
            "not a 121 match record: \"strict\" must be true or false",
        ),
    ] {
        let record = js_sys::JSON::parse(text).unwrap();
        let refused = Card121Table::from_record(record, JsValue::from(lang));
        assert_eq!(error_message(refused.err().unwrap()), said);
    }
    // A step the engine refuses is named by its number.
    for (lang, lead) in [
        ("en", "step 2 of the match record: "),
        ("vi", "bước 2 của biên bản trận: "),
    ] {
        let bad = js_sys::JSON::parse(
            r##"{"seed": 5, "games": 1, "strict": false, "steps": ["#1 pass", "#1 pass"]}"##,
        )
        .unwrap();
        let refused = Card121Table::from_record(bad, JsValue::from(lang));
        let message = error_message(refused.err().unwrap());
        assert!(message.starts_with(lead), "{message}");
    }
    let bad =
        js_sys::JSON::parse(r#"{"seed": 5, "games": 3, "strict": false, "steps": []}"#).unwrap();
    assert!(Card121Table::from_record(bad, JsValue::UNDEFINED).is_err());
}

#[cfg(feature = "card121")]
#[wasm_bindgen_test]
fn card121_a_bots_thế_trắng_is_declared_at_once_never_shown_waiting() {
    // Seeds 23, 25, 65: a bot holds a Thế trắng and #1 does not. No state
    // shows the bot being asked: it has declared by the time `new` returns.
    for (seed, bot) in [(23.0, 3), (25.0, 4), (65.0, 3)] {
        let table = Card121Table::new(c121_options(seed, "en", false)).unwrap();
        let state = c121_state(&table);
        assert_eq!(
            get(&get(&state, "round"), "white_phase").as_bool(),
            Some(false)
        );
        assert!(!flag(&state, "bot_to_act") && !flag(&state, "your_turn"));
        assert!(flag(&state, "round_over") && flag(&state, "can_deal"));
        assert_eq!(c121_steps(&table), vec![format!("#{bot} white")]);
        let result: js_sys::Array = get(&get(&state, "words"), "result").dyn_into().unwrap();
        let first = result.get(0).as_string().unwrap();
        assert!(
            first.starts_with(&format!("#{bot} wins with Thế trắng")),
            "{first}"
        );
    }
    // Seed 616: #1 and #4 both hold one. #1 is asked as if no bot held
    // any; when it declines, #4 declares within the same call.
    let mut table = Card121Table::new(c121_options(616.0, "en", false)).unwrap();
    let state = c121_state(&table);
    let round = get(&state, "round");
    assert_eq!(get(&round, "white_phase").as_bool(), Some(true));
    assert_eq!(get(&round, "to_act").as_f64(), Some(1.0));
    assert!(flag(&state, "your_turn") && !flag(&state, "bot_to_act"));
    table.play(JsValue::from("no-white")).unwrap();
    assert_eq!(c121_steps(&table), vec!["#1 no-white", "#4 white"]);
    let state = c121_state(&table);
    assert_eq!(
        get(&get(&state, "round"), "white_phase").as_bool(),
        Some(false)
    );
    assert!(flag(&state, "round_over"));
}

#[cfg(feature = "card121")]
#[wasm_bindgen_test]
fn card121_options_are_checked() {
    let games = |n: f64| {
        let o = Object::new();
        Reflect::set(&o, &"games".into(), &n.into()).unwrap();
        Card121Table::new(o.into())
    };
    for n in [1.0, 2.0, 4.0] {
        let t = games(n).unwrap();
        let rounds = get(&c121_state(&t), "rounds").as_f64().unwrap();
        assert_eq!(rounds, 12.0 * n);
    }
    for n in [0.0, 3.0, 2.5, -1.0] {
        let message = error_message(games(n).err().unwrap());
        assert!(message.contains("1, 2 or 4 games"), "{message}");
    }
    assert!(Card121Table::new(c121_options(-3.0, "en", false)).is_err());
    assert!(Card121Table::new(c121_options(1.0, "xx", false)).is_err());
    // No seed: a random one, kept in the record as a whole number.
    let t = Card121Table::new(JsValue::UNDEFINED).unwrap();
    let seed = get(&t.record().unwrap(), "seed").as_f64().unwrap();
    assert!(seed >= 0.0 && seed.fract() == 0.0 && seed <= 9_007_199_254_740_991.0);
}

#[cfg(feature = "card121")]
#[wasm_bindgen_test]
fn card121_a_whole_round_through_the_api_then_the_next() {
    let mut table = Card121Table::new(c121_options(3.0, "en", false)).unwrap();
    let mut n = 0;
    while !flag(&c121_state(&table), "round_over") {
        let state = c121_state(&table);
        if flag(&state, "your_turn") {
            // Ù whenever the table offers it, else exchange now and then.
            let actions = json(&get(&get(&state, "words"), "actions"));
            let action = if actions.contains("\"text\":\"win\"") {
                "win".to_string()
            } else {
                c121_person_choice(&state, n % 4 == 0)
            };
            table.play(JsValue::from(&action)).unwrap();
        } else {
            table.bot_step().unwrap();
        }
        n += 1;
        assert!(n < 2000, "the round never ends");
    }
    let state = c121_state(&table);
    assert!(flag(&state, "can_deal"));
    assert!(!flag(&state, "match_over"));
    let words = get(&state, "words");
    let result: js_sys::Array = get(&words, "result").dyn_into().unwrap();
    assert!(result.length() >= 1);
    let first = result.get(0).as_string().unwrap();
    assert!(
        first.contains("wins") || first.contains("draw") || first.contains("Đền"),
        "{first}"
    );
    let history: js_sys::Array = get(&state, "history").dyn_into().unwrap();
    assert_eq!(history.length(), 1);
    let summary = history.get(0);
    let payments: Vec<f64> = js_sys::Array::from(&get(&get(&summary, "result"), "payments"))
        .iter()
        .map(|p| p.as_f64().unwrap())
        .collect();
    assert_eq!(payments.iter().sum::<f64>(), 0.0);
    let scores: Vec<f64> = js_sys::Array::from(&get(&state, "scores"))
        .iter()
        .map(|p| p.as_f64().unwrap())
        .collect();
    for (s, p) in scores.iter().zip(&payments) {
        assert_eq!(*s, 2500.0 + p);
    }
    // A win lays out its cards in groups.
    if first.contains("wins") {
        let groups: js_sys::Array = get(&words, "result_groups").dyn_into().unwrap();
        assert!(groups.length() >= 1);
    }
    // No one acts on a finished round.
    assert!(table.bot_step().unwrap().is_null());
    assert!(table.play(JsValue::from("pass")).is_err());
    table.next_round().unwrap();
    let state = c121_state(&table);
    assert_eq!(get(&state, "round_number").as_f64(), Some(2.0));
    assert_eq!(get(&get(&state, "round"), "dealer").as_f64(), Some(2.0));
    assert!(!flag(&state, "round_over"));
    assert!(c121_steps(&table).contains(&"next".to_string()));
}

#[cfg(feature = "card121")]
#[wasm_bindgen_test]
fn card121_the_board_draws_and_finds_the_cards_of_the_hand() {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    let table = Card121Table::new(c121_options(7.0, "vi", false)).unwrap();
    for (w, h) in [(820.0, 615.0), (390.0, 560.0)] {
        let mut board = Card121Board::new(JsValue::from(canvas.clone())).unwrap();
        board
            .resize(JsValue::from(w), JsValue::from(h), JsValue::from(2.0))
            .unwrap();
        board.draw(&table, JsValue::UNDEFINED).unwrap();
        for i in 0..5 {
            let r = board.card_rect(JsValue::from(i)).unwrap();
            assert_eq!(r.len(), 4);
            let (x, y, cw, ch) = (r[0], r[1], r[2], r[3]);
            assert!(x >= 0.0 && x + cw <= w && y >= 0.0 && y + ch <= h, "{r:?}");
            assert!(cw >= 60.0, "a hand card is at least 60 px wide: {cw}");
            assert_eq!(
                board
                    .card_at(JsValue::from(x + cw / 2.0), JsValue::from(y + ch / 2.0))
                    .unwrap(),
                i
            );
        }
        assert!(board.card_rect(JsValue::from(5)).unwrap().is_empty());
        assert_eq!(
            board
                .card_at(JsValue::from(w / 2.0), JsValue::from(5.0))
                .unwrap(),
            -1
        );
        // Đổi pressed and a cursor; a bad view is refused.
        let view = js_sys::JSON::parse(r#"{"cursor": 2, "exchanging": true}"#).unwrap();
        board.draw(&table, view).unwrap();
        let bad = js_sys::JSON::parse(r#"{"cursor": "x"}"#).unwrap();
        assert!(board.draw(&table, bad).is_err());
    }
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
        let mut sh = ShogiGame::new(shogi_options(1.0, true, "en")).unwrap();
        sh.play("7g7f".into()).unwrap();
        assert!(!sh.can_undo());
    }
    #[cfg(feature = "longphuong")]
    {
        let mut lp_game = lp(&[]);
        assert!(!lp_game.can_undo());
        let first = lp_game.legal_moves()[0];
        lp_game.play(JsValue::from(first)).unwrap();
        assert!(lp_game.can_undo());
    }
    #[cfg(feature = "oanquan")]
    {
        let mut oq_game = oq("en", &[]);
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

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_publishes_its_house_rules_with_their_words() {
    let rules = js_sys::Array::from(&OAnQuanGame::house_rules().unwrap());
    let names: Vec<String> = rules
        .iter()
        .map(|r| get(&r, "name").as_string().unwrap())
        .collect();
    assert_eq!(
        names,
        strings(
            &OAnQuanGame::option_names()
                .into_iter()
                .map(JsValue::from)
                .collect::<js_sys::Array>()
                .into()
        )
    );
    let short = rules
        .iter()
        .find(|r| get(r, "name").as_string().unwrap() == "short_refill")
        .unwrap();
    assert_eq!(get(&short, "default").as_string().unwrap(), "borrow");
    assert_eq!(get(&short, "switch").as_bool(), Some(false));
    let labels = js_sys::Array::from(&get(&short, "valueLabels"));
    assert_eq!(labels.length(), 3);
    assert!(get(&get(&short, "label"), "vi")
        .as_string()
        .unwrap()
        .contains("rải lại"));
    let quan_non = rules
        .iter()
        .find(|r| get(r, "name").as_string().unwrap() == "quan_non")
        .unwrap();
    assert_eq!(get(&quan_non, "switch").as_bool(), Some(true));
}
