//! The JavaScript-facing API as the page calls it, in headless Chromium.
#![cfg(target_arch = "wasm32")]

use js_sys::{Object, Reflect};
use rulebook::api::{perft, XiangqiGame};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn options(seed: f64, touch_move: bool, formal: bool) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"seed".into(), &seed.into()).unwrap();
    Reflect::set(&o, &"touchMove".into(), &touch_move.into()).unwrap();
    Reflect::set(&o, &"formal".into(), &formal.into()).unwrap();
    o.into()
}

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

fn error_message(e: JsValue) -> String {
    e.dyn_into::<js_sys::Error>()
        .expect("the API throws Error objects")
        .message()
        .into()
}

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

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
        .find(|&c| game.move_to_text(c, Some("iccs".into())).unwrap() == "h9g7")
        .unwrap();
    assert_eq!(game.move_to_text(g7, Some("wxf".into())).unwrap(), "H8+7");
    game.play(JsValue::from(g7)).unwrap();
    let state = game.state().unwrap();
    assert_eq!(get(&state, "sideToMove").as_string().unwrap(), "red");
    assert_eq!(get(&state, "ply").as_f64().unwrap(), 2.0);
    assert_eq!(
        get(&get(&state, "lastMove"), "iccs").as_string().unwrap(),
        "h9g7"
    );
    assert_eq!(game.history(Some("vi".into())).unwrap(), ["P2-5", "M8.7"]);
}

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

#[wasm_bindgen_test]
fn fen_and_record_round_trip() {
    let fen = "3k5/8R/9/9/9/9/9/9/9/4K2R1 w - - 0 1";
    let mut game = XiangqiGame::from_position(fen, JsValue::UNDEFINED).unwrap();
    assert_eq!(game.position(), fen);
    game.play("h0h9".into()).unwrap();
    let record = game.record().unwrap();
    let back = XiangqiGame::from_record(record, Some("vi".into())).unwrap();
    assert_eq!(back.position(), game.position());
    assert!(error_message(
        XiangqiGame::from_position("9/9", JsValue::UNDEFINED)
            .err()
            .unwrap()
    )
    .contains("10"));
}

#[wasm_bindgen_test]
fn outcome_and_score_when_mated() {
    let mut game =
        XiangqiGame::from_position("3k5/8R/9/9/9/9/9/9/9/4K2R1 w - - 0 1", JsValue::UNDEFINED)
            .unwrap();
    assert!(game.outcome().unwrap().is_null());
    game.play("h0h9".into()).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(get(&outcome, "winner").as_string().unwrap(), "red");
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "checkmate");
    assert_eq!(get(&game.score().unwrap(), "red").as_f64().unwrap(), 1.0);
    assert!(error_message(game.play("d9e9".into()).unwrap_err()).contains("over"));
}

#[wasm_bindgen_test]
fn touch_move_obliges_through_the_api() {
    let mut game = XiangqiGame::new(options(1.0, true, false)).unwrap();
    let obligation = game.touch("h9".into()).unwrap();
    assert!(!get(&obligation, "free").as_bool().unwrap());
    let message = error_message(game.play("b2e2".into()).unwrap_err());
    assert!(message.starts_with("touch-move"), "{message}");
    game.play("h2h9".into()).unwrap();
}

#[wasm_bindgen_test]
fn perft_export_counts() {
    assert_eq!(perft("xiangqi", "startpos", 2).unwrap(), 1920.0);
    assert!(perft("chess", "startpos", 1).is_err());
}

#[wasm_bindgen_test]
fn messages_follow_the_chosen_language() {
    let mut game = XiangqiGame::new(options(1.0, false, false)).unwrap();
    game.set_language("vi").unwrap();
    let message = error_message(game.play("a0a5".into()).unwrap_err());
    assert_eq!(message, "a0a5 không hợp lệ: đường đi của xe bị cản ở a3");
    assert_eq!(
        game.explain("a0a5".into()).unwrap(),
        "đường đi của xe bị cản ở a3"
    );
    game.set_language("en").unwrap();
    assert!(error_message(game.play("a0a5".into()).unwrap_err()).ends_with("blocked at a3"));
    assert!(game.set_language("fr").is_err());
}
