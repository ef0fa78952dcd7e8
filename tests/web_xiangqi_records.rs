//! Cờ tướng's PGN module (`xiangqi_records`) beside the game's (`xiangqi`),
//! as the play page loads them, in headless Chromium (`./build.sh test`).
//!
//! A PGN read by `readXiangqiPgn` and rebuilt by `XiangqiGame.fromRecord`
//! is the game the engine reads, with the players' names and the formal
//! setting asked for; `writeXiangqiPgn` writes what the engine writes, from
//! the page's saved game; every refusal is an Error in the player's
//! language, and a refused call leaves the module usable.
#![cfg(all(
    target_arch = "wasm32",
    feature = "xiangqi",
    feature = "xiangqi_records"
))]

use js_sys::Array;
use rulebook::api::{read_xiangqi_pgn, write_xiangqi_pgn};
use rulebook::api::{XiangqiBoard, XiangqiGame};
use rulebook::core::{Game as _, Lang};
use rulebook::games::xiangqi::{read_pgn, PgnMoves};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "support/js.rs"]
mod js;
use js::{error_message, get, object, set, type_error_message};

fn options(formal: bool, language: &str) -> JsValue {
    object(&[("formal", formal.into()), ("language", language.into())])
}

fn names(red: &str, black: &str) -> JsValue {
    Array::of2(&red.into(), &black.into()).into()
}

const FIXTURE: &str = include_str!("data/xiangqi/annotated.pgn");

#[wasm_bindgen_test]
fn a_pgn_read_and_rebuilt_is_the_game_the_engine_reads() {
    let engine = read_pgn(FIXTURE).unwrap();
    for formal in [false, true] {
        let read = read_xiangqi_pgn(FIXTURE.into(), options(formal, "vi")).unwrap();
        let got: Vec<String> = Array::from(&get(&read, "names"))
            .iter()
            .map(|n| n.as_string().unwrap())
            .collect();
        assert_eq!(got, engine.names);
        let game = XiangqiGame::from_record(get(&read, "record"), "vi".into()).unwrap();
        assert_eq!(game.position(), engine.game.position().fen());
        let history: Vec<String> = game.history("iccs".into()).unwrap();
        let moves: Vec<String> = engine.game.moves().map(|m| m.iccs()).collect();
        assert_eq!(history, moves);
        assert_eq!(
            get(&game.state().unwrap(), "formal").as_bool(),
            Some(formal)
        );
        let outcome = get(&game.state().unwrap(), "outcome");
        assert_eq!(
            get(&outcome, "reason").as_string().as_deref(),
            Some("resignation")
        );
    }
}

#[wasm_bindgen_test]
fn the_page_s_game_written_as_pgn_is_what_the_engine_writes() {
    let mut game = XiangqiGame::new(JsValue::UNDEFINED).unwrap();
    for m in ["h2h9", "i9h9", "h0g2"] {
        game.play(m.into()).unwrap();
    }
    let record = game.record().unwrap();
    let read = read_pgn("1. h2h9 i9h9 2. h0g2").unwrap();
    for (form, moves) in [("wxf", PgnMoves::Wxf), ("iccs", PgnMoves::Iccs)] {
        let text = write_xiangqi_pgn(
            record.clone(),
            form.into(),
            names("Lan", "Minh"),
            "en".into(),
        )
        .unwrap();
        assert_eq!(text, read.game.to_pgn(["Lan", "Minh"], moves, Lang::En));
        let again = read_xiangqi_pgn(text.into(), JsValue::UNDEFINED).unwrap();
        let rebuilt = XiangqiGame::from_record(get(&again, "record"), JsValue::UNDEFINED).unwrap();
        assert_eq!(rebuilt.position(), game.position());
    }
    // The captured pieces are in the state: Red took a horse, Black a cannon.
    let captured = get(&game.state().unwrap(), "captured");
    let role = |side: &str| get(&Array::from(&get(&captured, side)).get(0), "role");
    assert_eq!(role("red").as_string().as_deref(), Some("horse"));
    assert_eq!(role("black").as_string().as_deref(), Some("cannon"));
    // Their glyphs, as the board draws them, for the panel.
    let glyph = |role: &str, side: &str, set: &str| {
        XiangqiBoard::piece_glyph(role.into(), side.into(), set.into())
    };
    assert_eq!(glyph("horse", "black", "chinese").unwrap(), "馬");
    assert_eq!(glyph("cannon", "red", "latin").unwrap(), "C");
    assert!(error_message(glyph("queen", "red", "latin").unwrap_err())
        .contains("'queen' is not a role"));
    assert!(error_message(glyph("rook", "white", "latin").unwrap_err())
        .contains("'white' is not a side"));
    let wrong: js_sys::TypeError =
        XiangqiBoard::piece_glyph(JsValue::from(5), "red".into(), "latin".into())
            .unwrap_err()
            .dyn_into()
            .unwrap();
    assert!(String::from(wrong.message()).contains("pieceGlyph: role must be a string"));
}

#[wasm_bindgen_test]
fn refusals_speak_the_players_language() {
    let bad = "[Red \"X\"]\n1. h2e2 h9g7 2. h2e9 *";
    let read = |text: &str, language| {
        error_message(read_xiangqi_pgn(text.into(), options(false, language)).unwrap_err())
    };
    assert!(
        read(bad, "en").starts_with("move 2 (h2e9) is illegal"),
        "{}",
        read(bad, "en")
    );
    assert!(
        read(bad, "vi").starts_with("nước 2 (h2e9) không hợp lệ"),
        "{}",
        read(bad, "vi")
    );
    let wrong: js_sys::TypeError = read_xiangqi_pgn(JsValue::from(5), JsValue::UNDEFINED)
        .unwrap_err()
        .dyn_into()
        .unwrap();
    assert!(String::from(wrong.message()).contains("readXiangqiPgn: text must be a string"));
    assert!(read(FIXTURE, "fr").contains("'fr' is not a language"));

    let saved = || {
        get(
            &read_xiangqi_pgn(FIXTURE.into(), JsValue::UNDEFINED).unwrap(),
            "record",
        )
    };
    let write = |record: JsValue, form: &str, language: &str| {
        error_message(
            write_xiangqi_pgn(record, form.into(), JsValue::UNDEFINED, language.into())
                .unwrap_err(),
        )
    };
    assert!(write("nonsense".into(), "iccs", "en").contains("not a saved game"));
    assert!(write(saved(), "kif", "en").contains("'kif' is not a way to write a PGN's moves"));
    assert!(write(saved(), "kif", "vi").contains("không phải là cách ghi nước đi của PGN"));
    let illegal = saved();
    set(
        &illegal,
        "moves",
        &Array::of2(&"h2e2".into(), &"h2e2".into()),
    );
    assert!(write(illegal, "iccs", "en").contains("move 2 (h2e2)"));
    let too_many = Array::of3(&"a".into(), &"b".into(), &"c".into());
    let wrong = write_xiangqi_pgn(saved(), "iccs".into(), too_many.into(), JsValue::UNDEFINED);
    assert!(type_error_message(wrong.unwrap_err()).contains("writeXiangqiPgn: names"));
    // Still usable after every refusal.
    let text = write_xiangqi_pgn(saved(), "wxf".into(), names("A", "B"), "vi".into()).unwrap();
    assert!(text.contains("[Red \"A\"]"), "{text}");
}
