//! The JavaScript-facing API as the page calls it, in headless Chromium.
#![cfg(target_arch = "wasm32")]

use js_sys::{Object, Reflect};
use rulebook::api::{perft, LongPhuongBoard, LongPhuongGame, ShogiBoard, ShogiGame, XiangqiGame};
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

// ---- Shogi ----

const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

fn shogi_options(seed: f64, formal: bool, language: &str) -> JsValue {
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

fn numbers(value: &JsValue) -> Vec<f64> {
    js_sys::Array::from(value)
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect()
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
        js_sys::Array::from(&get(&state, "handRoles"))
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

#[wasm_bindgen_test]
fn shogi_play_by_text_and_code_in_every_notation() {
    let mut game = shogi(&[]);
    // Western, Japanese and USI text all name the same move.
    let code = game.play("P-7f".into()).unwrap();
    assert_eq!(game.history(Some("usi".into())).unwrap(), ["7g7f"]);
    game.undo().unwrap();
    assert_eq!(game.play("７六歩".into()).unwrap(), code);
    // A code from the legal moves of a square.
    let from_3c = game.legal_moves_from("3c".into()).unwrap();
    assert_eq!(from_3c.len(), 1);
    assert_eq!(
        game.move_to_text(from_3c[0], Some("western".into()))
            .unwrap(),
        "P-3d"
    );
    game.play(JsValue::from(from_3c[0])).unwrap();
    assert_eq!(
        game.history(Some("western".into())).unwrap(),
        ["P-7f", "P-3d"]
    );
    assert_eq!(
        game.history(Some("japanese".into())).unwrap(),
        ["▲７六歩", "△３四歩"]
    );
    let state = game.state().unwrap();
    let last = get(&state, "lastMove");
    assert_eq!(get(&last, "usi").as_string().unwrap(), "3c3d");
    assert_eq!(get(&state, "ply").as_f64().unwrap(), 2.0);
    assert!(game.move_to_text(code, Some("klingon".into())).is_err());
}

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
    game.set_language("vi").unwrap();
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
    assert_eq!(game.history(None).unwrap(), ["7g7f"]);
}

#[wasm_bindgen_test]
fn shogi_drops_come_as_codes_from_the_hand() {
    // Sente takes the bishop, Gote takes back: each holds a bishop.
    let mut game = shogi(&["7g7f", "3c3d", "8h2b+", "3a2b"]);
    let state = game.state().unwrap();
    assert_eq!(numbers(&get(&get(&state, "hands"), "sente"))[1], 1.0);
    assert_eq!(numbers(&get(&get(&state, "hands"), "gote"))[1], 1.0);
    let drops = game.legal_drops("B").unwrap();
    assert_eq!(drops, game.legal_drops("bishop").unwrap());
    let sente_bishop = ShogiBoard::hand_place("sente", "bishop").unwrap();
    assert_eq!(sente_bishop, 82);
    assert_eq!(
        game.legal_moves_from(JsValue::from(sente_bishop)).unwrap(),
        drops
    );
    // Gote's hand is not Sente's to drop from.
    assert!(game
        .legal_moves_from(JsValue::from(ShogiBoard::hand_place("gote", "B").unwrap()))
        .unwrap()
        .is_empty());
    assert!(game.legal_drops("K").is_err());
    // A drop's code names the hand kind as where it comes from.
    let e4 = drops
        .iter()
        .copied()
        .find(|&c| game.move_to_text(c, Some("usi".into())).unwrap() == "B*4e")
        .unwrap();
    assert_eq!((e4 >> 7) & 127, 81 + 1);
    game.play(JsValue::from(e4)).unwrap();
    assert_eq!(game.history(Some("western".into())).unwrap()[4], "B*4e");
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
    assert_eq!(game.move_to_text(stay, Some("usi".into())).unwrap(), "8h2b");
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
        "4k4/P8/9/9/9/9/9/9/4K4 b - 1",
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
    formal.set_language("en").unwrap();
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

#[wasm_bindgen_test]
fn shogi_record_round_trip() {
    let mut game = shogi(&["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
    game.undo().unwrap();
    let record = game.record().unwrap();
    assert_eq!(get(&record, "start").as_string().unwrap(), SHOGI_START);
    let back = ShogiGame::from_record(record, Some("vi".into())).unwrap();
    assert_eq!(back.position(), game.position());
    assert_eq!(
        back.history(Some("usi".into())).unwrap(),
        game.history(Some("usi".into())).unwrap()
    );
    assert!(get(&back.state().unwrap(), "canRedo").as_bool().unwrap());
    assert!(get(&back.state().unwrap(), "furigoma").is_object());
    let message = error_message(
        ShogiGame::from_record(JsValue::from("nonsense"), Some("en".into()))
            .err()
            .unwrap(),
    );
    assert!(message.contains("not a saved game"), "{message}");
    let bad = Object::new();
    Reflect::set(&bad, &"start".into(), &"rubbish".into()).unwrap();
    Reflect::set(&bad, &"moves".into(), &js_sys::Array::new()).unwrap();
    assert!(error_message(
        ShogiGame::from_record(bad.into(), Some("en".into()))
            .err()
            .unwrap()
    )
    .contains("invalid SFEN"));
}

#[wasm_bindgen_test]
fn shogi_kif_and_csa_round_trip() {
    let mut game = shogi(&["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
    game.resign().unwrap();
    let names = Some(vec!["Lan".to_string(), "Minh".to_string()]);
    let kif = game.kif(names.clone());
    assert!(kif.contains("先手：Lan"), "{kif}");
    assert!(kif.contains("投了"), "{kif}");
    let back = ShogiGame::import_record(&kif, shogi_options(1.0, false, "en")).unwrap();
    assert_eq!(back.position(), game.position());
    assert_eq!(back.record_names(), ["Lan", "Minh"]);
    assert_eq!(
        get(&back.outcome().unwrap(), "reason").as_string().unwrap(),
        "resignation"
    );
    let kif_only = ShogiGame::from_kif(&kif, JsValue::UNDEFINED).unwrap();
    assert_eq!(kif_only.position(), game.position());

    let csa = game.csa(names);
    assert!(csa.starts_with("V2.2"), "{csa}");
    let back = ShogiGame::import_record(&csa, JsValue::UNDEFINED).unwrap();
    assert_eq!(back.position(), game.position());
    assert_eq!(back.record_names(), ["Lan", "Minh"]);
    assert_eq!(
        ShogiGame::from_csa(&csa, JsValue::UNDEFINED)
            .unwrap()
            .position(),
        game.position()
    );
    // The page's formal setting applies to an imported game.
    let formal = ShogiGame::import_record(&kif, shogi_options(1.0, true, "en")).unwrap();
    assert!(get(&formal.state().unwrap(), "formal").as_bool().unwrap());
    // A broken record is refused with its line, in the chosen language.
    let broken = kif.replace("２二角成", "２二角打");
    let message = error_message(
        ShogiGame::import_record(&broken, shogi_options(1.0, false, "vi"))
            .err()
            .unwrap(),
    );
    assert!(message.starts_with("dòng "), "{message}");
}

#[wasm_bindgen_test]
fn shogi_impasse_is_declared_only_when_both_kings_have_entered() {
    let mut game = shogi(&[]);
    let message = error_message(game.declare_impasse().unwrap_err());
    assert!(message.contains("both kings"), "{message}");
    assert!(game.outcome().unwrap().is_null());
    // Both kings in their zones; Sente holds every other piece.
    let mut entered = ShogiGame::from_position(
        "K8/9/9/9/9/9/9/9/8k b 2R2B4G4S4N4L18P 1",
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
    assert_eq!(perft("shogi", "startpos", 2).unwrap(), 900.0);
    let game = shogi(&["7g7f"]);
    let player = get(&game.state().unwrap(), "sentePlayer").as_f64().unwrap();
    let next = game.next_in_series();
    let state = next.state().unwrap();
    assert_eq!(get(&state, "sentePlayer").as_f64().unwrap(), 1.0 - player);
    assert_eq!(next.position(), SHOGI_START);
    assert!(get(&state, "furigoma").is_null());
    let message = error_message(
        ShogiGame::from_position("9/9", shogi_options(1.0, false, "vi"))
            .err()
            .unwrap(),
    );
    assert!(message.starts_with("SFEN không hợp lệ"), "{message}");
}

fn canvas(width: f64, height: f64) -> ShogiBoard {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    let mut board = ShogiBoard::new(canvas).unwrap();
    board.resize(width, height, 2.0);
    board
}

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
                let c = board.square_center(JsValue::from(place), flipped).unwrap();
                assert_eq!(
                    board.square_at(c[0], c[1], flipped),
                    place as i32,
                    "place {place}, {width}x{height}, flipped {flipped}"
                );
            }
            assert_eq!(board.square_at(-5.0, -5.0, flipped), -1);
        }
        // Sente's hand is at the bottom (right), Gote's at the top (left).
        let sente = board.hand_center("sente", "bishop", false).unwrap();
        let gote = board.hand_center("gote", "bishop", false).unwrap();
        assert!(sente[1] > gote[1]);
        assert_eq!(board.hand_center("sente", "B", true).unwrap(), gote);
        let hand = board.hand_at(sente[0], sente[1], false).unwrap();
        assert_eq!(get(&hand, "side").as_string().unwrap(), "sente");
        assert_eq!(get(&hand, "role").as_string().unwrap(), "bishop");
        assert!(board
            .hand_at(width / 2.0, height / 2.0, false)
            .unwrap()
            .is_null());
    }
}

#[wasm_bindgen_test]
fn shogi_board_cursor_walks_the_board_and_into_the_hands() {
    let board = canvas(800.0, 620.0);
    let home = board.home(false);
    assert_eq!(home, 76, "5i, the middle of Sente's edge");
    assert_eq!(board.home(true), 4, "5a when flipped");
    let mut place = home;
    for _ in 0..4 {
        place = board.step(place, -1, 0, false).unwrap();
    }
    assert_eq!(place, 72, "9i");
    // One more step left enters Gote's hand (upper left).
    let hand = board.step(place, -1, 0, false).unwrap();
    assert!((88..95).contains(&hand), "{hand}");
    // And right again comes back to the board.
    assert!(board.step(hand, 1, 0, false).unwrap() < 81);
    // Up from the top edge stays put.
    assert_eq!(board.step(4, 0, -1, false).unwrap(), 4);
    assert!(board.step(95, 0, 1, false).is_err());
}

#[wasm_bindgen_test]
fn shogi_piece_glyphs() {
    assert_eq!(
        ShogiBoard::piece_glyph("tokin", "sente", "kanji").unwrap(),
        "と"
    );
    assert_eq!(
        ShogiBoard::piece_glyph("+S", "gote", "kanji").unwrap(),
        "全"
    );
    assert_eq!(
        ShogiBoard::piece_glyph("king", "sente", "kanji").unwrap(),
        "玉"
    );
    assert_eq!(
        ShogiBoard::piece_glyph("king", "gote", "kanji").unwrap(),
        "王"
    );
    assert_eq!(
        ShogiBoard::piece_glyph("dragon", "gote", "latin").unwrap(),
        "+R"
    );
    assert!(ShogiBoard::piece_glyph("queen", "sente", "kanji").is_err());
}

// ---- Cờ Long Phượng ----

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

fn lp(moves: &[&str]) -> LongPhuongGame {
    let mut game = LongPhuongGame::new(lp_options(false, "en")).unwrap();
    for m in moves {
        game.play((*m).into()).unwrap();
    }
    game
}

fn texts(game: &LongPhuongGame, codes: &[u32]) -> Vec<String> {
    let mut v: Vec<String> = codes
        .iter()
        .map(|&c| game.move_to_text(c).unwrap())
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

#[wasm_bindgen_test]
fn longphuong_play_by_text_and_by_code() {
    let mut game = lp(&[]);
    let code = game.play("L*b5".into()).unwrap();
    assert_eq!(game.move_to_text(code).unwrap(), "L*b5");
    // Blue's Long from its hand place (81 + 7 + 5), by code.
    let blue_long = LongPhuongBoard::hand_place("blue", "L").unwrap();
    assert_eq!(blue_long, 93);
    let from_hand = game.legal_moves_from(JsValue::from(blue_long)).unwrap();
    assert_eq!(from_hand.len(), 9);
    let h5 = from_hand
        .iter()
        .copied()
        .find(|&c| game.move_to_text(c).unwrap() == "L*h5")
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
        .find(|&c| game.move_to_text(c).unwrap() == "g5<")
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
    let en = error_message(game.play("c5-d5".into()).unwrap_err());
    assert_eq!(
        en,
        "c5-d5 is illegal: in the opening (plies 1-4) each side only drops its Long and Phượng on its own second row"
    );
    assert_eq!(game.position(), before);
    game.set_language("vi").unwrap();
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
    game.set_language("en").unwrap();
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
        LongPhuongGame::from_position("9/9", lp_options(false, "vi"))
            .err()
            .unwrap()
    )
    .starts_with("thế cờ không hợp lệ"));
}

#[wasm_bindgen_test]
fn longphuong_drops_come_as_codes_from_the_hand() {
    // Orange holds a Binh and a Long; Blue a Sĩ.
    let text = "4v4/9/9/9/9/9/9/9/4V4 o BLs 9";
    let mut game = LongPhuongGame::from_position(text, lp_options(false, "en")).unwrap();
    let binh = game.legal_drops("B").unwrap();
    assert_eq!(binh, game.legal_drops("soldier").unwrap());
    assert_eq!(binh, game.legal_drops("Binh").unwrap());
    // 79 squares free of both Vương, four facings each.
    assert_eq!(binh.len(), 79 * 4);
    let long = game.legal_drops("L").unwrap();
    assert_eq!(long.len(), 79, "a Long drops without a facing");
    let orange_binh = LongPhuongBoard::hand_place("orange", "soldier").unwrap();
    assert_eq!(orange_binh, 81 + 4);
    assert_eq!(
        game.legal_moves_from(JsValue::from(orange_binh)).unwrap(),
        binh
    );
    // Blue's hand is not Orange's to drop from.
    let blue_guard = LongPhuongBoard::hand_place("blue", "S").unwrap();
    assert!(game
        .legal_moves_from(JsValue::from(blue_guard))
        .unwrap()
        .is_empty());
    assert!(game.legal_drops("V").is_err());
    // A drop's code names the hand index as where it comes from.
    let e4 = binh
        .iter()
        .copied()
        .find(|&c| game.move_to_text(c).unwrap() == "B*e4<")
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
    game.set_language("vi").unwrap();
    assert_eq!(
        game.describe("e4".into()).unwrap().unwrap(),
        "e4: đội 2 quân Cam, từ dưới lên: Binh <, Long"
    );
    assert_eq!(game.describe("e3".into()).unwrap(), None);
}

#[wasm_bindgen_test]
fn longphuong_choices_at_a_stack() {
    // A stack (B^T^) on c5, a lone Binh on d6 and e5; the Vương on a5.
    let text = "4v4/9/9/9/4B^4/3B^5/4(B^T^)4/9/4V4 o - 9";
    let game = LongPhuongGame::from_position(text, lp_options(false, "en")).unwrap();
    let c = game.choices_at("c5".into(), "d5".into()).unwrap();
    assert_eq!(get(&c, "source").as_string().unwrap(), "square");
    assert_eq!(get(&c, "kind").as_string().unwrap(), "general");
    assert_eq!(get(&c, "height").as_f64().unwrap(), 2.0);
    assert!(get(&c, "rotatable").as_bool().unwrap());
    assert!(get(&c, "any").as_bool().unwrap());
    let single = get(&c, "single");
    let stack = get(&c, "stack");
    let named = |turns: &JsValue, key: &str| {
        code_of(&get(turns, key)).map(|code| game.move_to_text(code).unwrap())
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
    let game =
        LongPhuongGame::from_position("4v4/9/9/9/9/9/9/9/4V4 o X 9", JsValue::UNDEFINED).unwrap();
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
    formal.set_language("en").unwrap();
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
    let back = LongPhuongGame::from_record(record, Some("vi".into())).unwrap();
    assert_eq!(back.position(), game.position());
    assert_eq!(back.history(), game.history());
    assert!(get(&back.state().unwrap(), "canRedo").as_bool().unwrap());
    let mut back = back;
    back.redo().unwrap();
    assert!(back.position().contains("(B^T^)"));
    // A resigned game comes back resigned.
    let mut resigned = lp(&["L*b5"]);
    resigned.resign().unwrap();
    let again = LongPhuongGame::from_record(resigned.record().unwrap(), None).unwrap();
    assert_eq!(
        get(&again.outcome().unwrap(), "winner")
            .as_string()
            .unwrap(),
        "orange"
    );
    let message = error_message(
        LongPhuongGame::from_record(JsValue::from("nonsense"), Some("en".into()))
            .err()
            .unwrap(),
    );
    assert!(message.contains("not a saved game"), "{message}");
    let bad = Object::new();
    Reflect::set(&bad, &"start".into(), &LP_START.into()).unwrap();
    let moves = js_sys::Array::of1(&"c5-d5".into());
    Reflect::set(&bad, &"moves".into(), &moves).unwrap();
    let message = error_message(
        LongPhuongGame::from_record(bad.into(), Some("en".into()))
            .err()
            .unwrap(),
    );
    assert!(
        message.starts_with("move 1 (c5-d5) is illegal"),
        "{message}"
    );
}

#[wasm_bindgen_test]
fn longphuong_perft_export_counts() {
    assert_eq!(perft("longphuong", "startpos", 1).unwrap(), 18.0);
    assert_eq!(perft("longphuong", "startpos", 2).unwrap(), 324.0);
    assert_eq!(perft("longphuong", LP_START, 2).unwrap(), 324.0);
    assert!(perft("longphuong", "rubbish", 1).is_err());
}

fn lp_canvas(width: f64, height: f64) -> LongPhuongBoard {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    let mut board = LongPhuongBoard::new(canvas).unwrap();
    board.resize(width, height, 2.0);
    board
}

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
                let c = board.square_center(JsValue::from(place), flipped).unwrap();
                assert_eq!(
                    board.square_at(c[0], c[1], flipped),
                    place as i32,
                    "place {place}, {width}x{height}, flipped {flipped}"
                );
            }
            assert_eq!(board.square_at(-5.0, -5.0, flipped), -1);
        }
        // Orange's hand is at the bottom (right), Blue's at the top (left).
        let orange = board.hand_center("orange", "soldier", false).unwrap();
        let blue = board.hand_center("blue", "B", false).unwrap();
        assert!(orange[1] > blue[1]);
        assert_eq!(board.hand_center("orange", "B", true).unwrap(), blue);
        let hand = board.hand_at(orange[0], orange[1], false).unwrap();
        assert_eq!(get(&hand, "side").as_string().unwrap(), "orange");
        assert_eq!(get(&hand, "kind").as_string().unwrap(), "soldier");
        // Row i at the top, column 9 at the left from Orange's side.
        let i9 = board.square_center("i9".into(), false).unwrap();
        let a1 = board.square_center("a1".into(), false).unwrap();
        assert!(i9[0] < a1[0] && i9[1] < a1[1]);
        assert_eq!(board.square_center("a1".into(), true).unwrap(), i9);
    }
    let board = lp_canvas(800.0, 611.0);
    assert_eq!(board.home(false), 4, "a5, the middle of Orange's edge");
    assert_eq!(board.home(true), 76, "i5 when flipped");
    let mut place = board.home(false);
    for _ in 0..4 {
        place = board.step(place, 1, 0, false).unwrap();
    }
    assert_eq!(place, 0, "a1");
    // One more step right enters Orange's hand (lower right), and back.
    let hand = board.step(place, 1, 0, false).unwrap();
    assert!((81..88).contains(&hand), "{hand}");
    assert!(board.step(hand, -1, 0, false).unwrap() < 81);
    assert_eq!(
        board.step(76, 0, -1, false).unwrap(),
        76,
        "up from row i stays"
    );
    assert!(board.step(95, 0, 1, false).is_err());
}
