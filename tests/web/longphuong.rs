//! Cờ Long Phượng's classes as its page calls them: `LongPhuongGame`
//! (drops, turns, stacks, records) and `LongPhuongBoard`.

use js_sys::{Object, Reflect};
use rulebook::api::{LongPhuongBoard, LongPhuongGame};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

use crate::boards::{assert_every_place_maps_back, assert_hands, canvas, walk, Board};
use crate::checks::perft_of;
use crate::js::{error_message, get, numbers, object, strings};

const LP_START: &str =
    "xvkvsvtvvtvsvkvxv/9/bvbvbvbvbvbvbvbvbv/9/9/9/B^B^B^B^B^B^B^B^B^/9/X^K^S^T^VT^S^K^X^ o LPlp 1";

/// After the four opening drops: Long and Phượng on b5/b4 and h5/h4.
const LP_OPENED: [&str; 4] = ["L*b5", "L*h5", "P*b4", "P*h4"];

fn lp_options(formal: bool, language: &str) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"formal".into(), &formal.into()).unwrap();
    Reflect::set(&o, &"language".into(), &language.into()).unwrap();
    o.into()
}

pub(crate) fn lp(moves: &[&str]) -> LongPhuongGame {
    let mut game = LongPhuongGame::new(lp_options(false, "en")).unwrap();
    for m in moves {
        game.play((*m).into()).unwrap();
    }
    game
}

fn texts(game: &LongPhuongGame, codes: &[u32]) -> Vec<String> {
    let mut v: Vec<String> = codes
        .iter()
        .map(|&c| game.move_to_text(JsValue::from(c)).unwrap())
        .collect();
    v.sort();
    v
}

fn code_of(value: &JsValue) -> Option<u32> {
    value.as_f64().map(|c| c as u32)
}

fn lp_choice(mode: &str, turn: i32) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"mode".into(), &mode.into()).unwrap();
    Reflect::set(&o, &"turn".into(), &turn.into()).unwrap();
    o.into()
}

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
        strings(&get(&state, "handKinds")),
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

#[wasm_bindgen_test]
fn longphuong_a_refused_move_changes_nothing_and_says_why() {
    let mut game = lp(&[]);
    let before = game.position();
    assert_refused_in_both_languages!(
        game,
        ("c5-d5", "c5-d5 is illegal: in the opening (plies 1-4) each side only drops its Long and Phượng on its own second row"),
        ("L*c5", "L*c5 không hợp lệ: c5 không phải ô trống trên hàng thứ hai của bạn (hàng b với Cam, hàng h với Xanh)"),
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

#[wasm_bindgen_test]
fn longphuong_undo_redo_and_formal_mode() {
    let mut game = lp(&["L*b5"]);
    assert_undone_to!(game, LP_START);
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
    assert_resignation_ends!(formal, "orange", "P*b4");
    assert!(formal.legal_moves().is_empty());
}

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
    let message = record_refusal!(LongPhuongGame, "nonsense");
    assert!(message.contains("not a saved game"), "{message}");
    let moves = js_sys::Array::of1(&"c5-d5".into());
    let bad = object(&[("start", LP_START.into()), ("moves", moves.into())]);
    let message = record_refusal!(LongPhuongGame, bad);
    assert!(
        message.starts_with("move 1 (c5-d5) is illegal"),
        "{message}"
    );
}

#[wasm_bindgen_test]
fn longphuong_perft_export_counts() {
    assert_eq!(perft_of("longphuong", "startpos", 1).unwrap(), 18.0);
    assert_eq!(perft_of("longphuong", "startpos", 2).unwrap(), 324.0);
    assert_eq!(perft_of("longphuong", LP_START, 2).unwrap(), 324.0);
    assert!(perft_of("longphuong", "rubbish", 1).is_err());
}

#[wasm_bindgen_test]
fn longphuong_board_hit_tests_every_place_and_walks_the_cursor() {
    let mut game = lp(&LP_OPENED);
    for m in ["a6-b6", "i6-h6", "b6-c6", "h6-g6"] {
        game.play(m.into()).unwrap();
    }
    for (width, height, stacked) in [(800.0, 611.0, false), (380.0, 490.0, true)] {
        let board: LongPhuongBoard = canvas(width, height);
        assert_eq!(board.stacked(), stacked);
        // Every kind of view draws: a selected stack split and turned, a
        // hand piece turned, a drag, the cursor, an inspected stack.
        let view = object(&[
            ("selected", 23.0.into()),
            ("mode", "single".into()),
            ("turn", 1.0.into()),
            ("inspect", 23.0.into()),
            ("cursor", 90.0.into()),
        ]);
        board.draw(&game, view).unwrap();
        board.draw(&game, JsValue::UNDEFINED).unwrap();
        assert_every_place_maps_back(&board, 0..95, &format!("{width}x{height}"));
        // Orange's hand is at the bottom (right), Blue's at the top (left).
        assert_hands(&board, ("orange", "soldier"), ("blue", "B"), "B", "kind");
        // Row i at the top, column 9 at the left from Orange's side.
        let i9 = board.center("i9".into(), false);
        let a1 = board.center("a1".into(), false);
        assert!(i9[0] < a1[0] && i9[1] < a1[1]);
        assert_eq!(board.center("a1".into(), true), i9);
    }
    let board: LongPhuongBoard = canvas(800.0, 611.0);
    assert_eq!(board.home_at(false), 4, "a5, the middle of Orange's edge");
    assert_eq!(board.home_at(true), 76, "i5 when flipped");
    let place = walk(&board, board.home_at(false), (1, 0), 4);
    assert_eq!(place, 0, "a1");
    // One more step right enters Orange's hand (lower right), and back.
    let hand = board.step_from(place, 1, 0, false).unwrap();
    assert!((81..88).contains(&hand), "{hand}");
    assert!(board.step_from(hand, -1, 0, false).unwrap() < 81);
    assert_eq!(
        board.step_from(76, 0, -1, false).unwrap(),
        76,
        "up from row i stays"
    );
    assert!(board.step_from(95, 0, 1, false).is_err());
}
