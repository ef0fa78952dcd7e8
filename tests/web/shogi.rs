//! Shogi's classes as its page calls them: `ShogiGame` (moves by text and
//! code, drops, promotions, records, the impasse) and `ShogiBoard`.

use js_sys::{Object, Reflect};
use rulebook::api::{ShogiBoard, ShogiGame};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

use crate::boards::{assert_every_place_maps_back, assert_hands, canvas, walk, Board, HandBoard};
use crate::checks::perft_of;
use crate::js::{error_message, get, numbers, object, strings};

const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

pub(crate) fn shogi_options(seed: f64, formal: bool, language: &str) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"seed".into(), &seed.into()).unwrap();
    Reflect::set(&o, &"formal".into(), &formal.into()).unwrap();
    Reflect::set(&o, &"language".into(), &language.into()).unwrap();
    o.into()
}

fn shogi(moves: &[&str]) -> ShogiGame {
    let mut game = ShogiGame::new(shogi_options(7.0, false, "en")).unwrap();
    for m in moves {
        game.play((*m).into()).unwrap();
    }
    game
}

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
        strings(&get(&state, "handKinds")),
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

#[wasm_bindgen_test]
fn shogi_a_refused_move_changes_nothing_and_says_why() {
    let mut game = shogi(&["7g7f"]);
    let before = game.position();
    assert_refused_in_both_languages!(
        game,
        ("3c3e", "3c3e is illegal: the pawn on 3c cannot reach 3e: that is not how it moves, or the way is blocked"),
        ("3c3e", "3c3e không hợp lệ: tốt ở 3c không đi tới 3e được: quân này không đi như vậy, hoặc đường bị chặn"),
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
    let usi = |code: u32| game.move_to_text(code.into(), "usi".into()).unwrap();
    let e4 = drops.iter().copied().find(|&c| usi(c) == "B*4e").unwrap();
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

#[wasm_bindgen_test]
fn shogi_undo_redo_and_formal_mode() {
    let mut game = shogi(&["7g7f"]);
    assert_undone_to!(game, SHOGI_START);
    assert!(error_message(game.redo().unwrap_err()).contains("no undone move"));
    let mut formal = ShogiGame::new(shogi_options(1.0, true, "vi")).unwrap();
    formal.play("7g7f".into()).unwrap();
    let message = error_message(formal.undo().unwrap_err());
    assert!(message.contains("thi đấu chính thức"), "{message}");
    assert!(!get(&formal.state().unwrap(), "canUndo").as_bool().unwrap());
    formal.set_language(JsValue::from("en")).unwrap();
    assert!(error_message(formal.undo().unwrap_err()).contains("formal"));
    // Resignation ends the game; a finished game refuses moves.
    assert_resignation_ends!(formal, "sente", "3c3d");
}

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
    let message = record_refusal!(ShogiGame, "nonsense");
    assert!(message.contains("not a saved game"), "{message}");
    let bad = object(&[
        ("start", "rubbish".into()),
        ("moves", js_sys::Array::new().into()),
    ]);
    assert!(record_refusal!(ShogiGame, bad).contains("invalid SFEN"));
}

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

#[wasm_bindgen_test]
fn shogi_perft_and_next_game() {
    assert_eq!(perft_of("shogi", "startpos", 2).unwrap(), 900.0);
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

#[wasm_bindgen_test]
fn shogi_board_draws_an_authors_marks_and_arrows_and_refuses_wrong_places() {
    let game = shogi(&["7g7f"]);
    let board: ShogiBoard = canvas(800.0, 620.0);
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

#[wasm_bindgen_test]
fn shogi_board_hit_tests_every_place_in_both_layouts() {
    let game = shogi(&["7g7f", "3c3d", "8h2b+", "3a2b"]);
    // Wide: the hands beside the board; narrow: above and below it.
    for (width, height, stacked) in [(800.0, 620.0, false), (380.0, 540.0, true)] {
        let board: ShogiBoard = canvas(width, height);
        assert_eq!(board.stacked(), stacked);
        board.draw(&game, JsValue::UNDEFINED).unwrap();
        assert_every_place_maps_back(&board, 0..95, &format!("{width}x{height}"));
        // Sente's hand is at the bottom (right), Gote's at the top (left).
        assert_hands(&board, ("sente", "bishop"), ("gote", "bishop"), "B", "role");
        assert!(board.hand_under(width / 2.0, height / 2.0, false).is_null());
    }
}

#[wasm_bindgen_test]
fn shogi_board_cursor_walks_the_board_and_into_the_hands() {
    let board: ShogiBoard = canvas(800.0, 620.0);
    let home = board.home_at(false);
    assert_eq!(home, 76, "5i, the middle of Sente's edge");
    assert_eq!(board.home_at(true), 4, "5a when flipped");
    let place = walk(&board, home, (-1, 0), 4);
    assert_eq!(place, 72, "9i");
    // One more step left enters Gote's hand (upper left).
    let hand = board.step_from(place, -1, 0, false).unwrap();
    assert!((88..95).contains(&hand), "{hand}");
    // And right again comes back to the board.
    assert!(board.step_from(hand, 1, 0, false).unwrap() < 81);
    // Up from the top edge stays put.
    assert_eq!(board.step_from(4, 0, -1, false).unwrap(), 4);
    assert!(board.step_from(95, 0, 1, false).is_err());
}

#[wasm_bindgen_test]
fn shogi_piece_glyphs() {
    let glyph = |kind: &str, side: &str, style: &str| {
        ShogiBoard::piece_glyph(kind.into(), side.into(), style.into())
    };
    for (kind, side, style, shown) in [
        ("tokin", "sente", "kanji", "と"),
        ("+S", "gote", "kanji", "全"),
        ("king", "sente", "kanji", "玉"),
        ("king", "gote", "kanji", "王"),
        ("dragon", "gote", "latin", "+R"),
    ] {
        assert_eq!(glyph(kind, side, style).unwrap(), shown);
    }
    assert!(glyph("queen", "sente", "kanji").is_err());
}
