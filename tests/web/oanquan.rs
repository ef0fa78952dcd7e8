//! Ô ăn quan's classes as its page calls them: `OAnQuanGame` (sowing, its
//! steps and frames, the end, house rules, the draw) and `OAnQuanBoard`.

use js_sys::{Object, Reflect};
use rulebook::api::{OAnQuanBoard, OAnQuanGame};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

use crate::boards::{assert_places_map_back, canvas, Board};
use crate::js::{error_message, get, numbers, object, strings};

const OQ_START: &str = "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0";
const OQ_AFTER_1_MINUS: &str = "0,0,6,6,6,6,1M,0,6,6,6,6 n 1+1-0 0+0-0";

/// An options object: `language` and any further (name, value) pairs.
fn oq_options(language: &str, pairs: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"language".into(), &language.into()).unwrap();
    for (name, value) in pairs {
        Reflect::set(&o, &(*name).into(), value).unwrap();
    }
    o.into()
}

/// A game South starts, with no draw.
pub(crate) fn oq(language: &str, pairs: &[(&str, JsValue)]) -> OAnQuanGame {
    let mut all = vec![("first", JsValue::from("south"))];
    all.extend(pairs.iter().cloned());
    OAnQuanGame::new(oq_options(language, &all)).unwrap()
}

fn oq_at(text: &str) -> OAnQuanGame {
    OAnQuanGame::from_position(JsValue::from(text), oq_options("en", &[])).unwrap()
}

fn side_numbers(value: &JsValue) -> (f64, f64) {
    (
        get(value, "south").as_f64().unwrap(),
        get(value, "north").as_f64().unwrap(),
    )
}

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

/// A step as (kind, square, the one number it carries).
fn step_parts(step: &JsValue) -> (String, Option<f64>, Option<f64>) {
    let kind = get(step, "kind").as_string().unwrap();
    let number = ["stones", "citizens"]
        .iter()
        .find_map(|k| get(step, k).as_f64());
    (kind, get(step, "square").as_f64(), number)
}

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

#[wasm_bindgen_test]
fn oanquan_a_refused_move_throws_and_changes_nothing() {
    let mut game = oq("en", &[]);
    let before = game.position();
    assert_refused_in_both_languages!(
        game,
        (
            "7+",
            "7+ is illegal: square 7 is not one of your five rice squares"
        ),
        (
            "7+",
            "7+ không hợp lệ: ô 7 không phải một trong năm ô dân của bạn"
        ),
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
    let message = record_refusal!(OAnQuanGame, "nonsense");
    assert!(message.contains("not a saved game"), "{message}");
    let bad = object(&[
        ("start", OQ_START.into()),
        ("moves", js_sys::Array::of1(&"7+".into()).into()),
        ("options", js_sys::Array::new().into()),
    ]);
    let message = record_refusal!(OAnQuanGame, bad);
    assert!(message.contains("7+ is illegal"), "{message}");
}

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

#[wasm_bindgen_test]
fn oanquan_board_hit_tests_squares_and_arrows() {
    let mut game = oq("en", &[]);
    for (width, height) in [(780.0, 530.0), (366.0, 249.0)] {
        let board: OAnQuanBoard = canvas(width, height);
        for flipped in [false, true] {
            board.draw(&game, oq_view(None, None)).unwrap();
            assert_places_map_back(&board, 0..12, flipped, |sq| format!("{sq}"));
            assert_eq!(board.place_at(1.0, 1.0, flipped), -1, "a corner");
            // South's squares run left to right at the bottom; North's
            // right to left at the top (the other way round when flipped).
            let [one, five, nine] = [1, 5, 9].map(|sq| board.center(sq.into(), flipped));
            assert_eq!(one[0] < five[0], !flipped);
            assert_eq!(one[1] > nine[1], !flipped);
            // With square 3 selected its halves are its arrows: toward 4
            // is 3+ (code 6) unless flipped.
            board.draw(&game, oq_view(Some(3.0), None)).unwrap();
            let c = board.center(3.into(), flipped);
            let unit = width / 7.8;
            let right = board.place_at(c[0] + 0.25 * unit, c[1], flipped);
            let left = board.place_at(c[0] - 0.25 * unit, c[1], flipped);
            let (plus, minus) = (100 + 6, 100 + 7);
            assert_eq!(
                (right, left),
                if flipped {
                    (minus, plus)
                } else {
                    (plus, minus)
                }
            );
            let arrow = board.arrow_move(3.into(), true.into(), flipped.into());
            assert_eq!(arrow.unwrap(), if flipped { 7 } else { 6 });
            let at = board.center((right as u32).into(), flipped);
            assert_eq!(board.place_at(at[0], at[1], flipped), right);
            assert!(at[0] > c[0]);
            // On a phone-sized board (a half square under 44 CSS px) each
            // arrow reaches out to a 44 px tap target over the neighbour.
            let beyond = |dx: f64| board.place_at(c[0] + dx, c[1], flipped);
            let small = 0.5 * unit < 43.0;
            // The neighbour on the right: 4, or 2 when flipped.
            let neighbour = if flipped { 2 } else { 4 };
            assert_eq!(beyond(unit), neighbour, "{width}");
            let expect = if small { right } else { neighbour };
            assert_eq!(beyond(0.5 * unit + 1.0), expect, "{width}");
            assert_eq!(beyond(43.0), right, "{width}: 43 px right of the centre");
            // Another square is still a square.
            let four = board.center(4.into(), flipped);
            assert_eq!(board.place_at(four[0], four[1], flipped), 4);
            // The page's own selection wins over the one drawn last.
            let selecting = |x: f64, y: f64, selected: JsValue| {
                board
                    .square_at(x.into(), y.into(), flipped.into(), selected)
                    .unwrap()
            };
            let half = c[0] + 0.25 * unit;
            assert_eq!(selecting(half, c[1], JsValue::NULL), 3);
            assert_eq!(
                selecting(four[0], four[1], JsValue::from(4.0)),
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
    let board: OAnQuanBoard = canvas(780.0, 530.0);
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
    assert_eq!(board.home_at(false), 3);
    let step_selected = |place: u32, selected: f64| {
        let selected = JsValue::from(selected);
        board.step(place.into(), 1.into(), 0.into(), false.into(), selected)
    };
    assert_eq!(
        step_selected(3, 3.0).unwrap(),
        106,
        "selected, not yet drawn"
    );
    assert_eq!(step_selected(9, 9.0).unwrap(), 8, "not the mover's square");
    let cursor = |place: u32, dcol: i32, drow: i32| board.step_from(place, dcol, drow, false);
    assert_eq!(cursor(3, 1, 0).unwrap(), 4);
    assert_eq!(cursor(5, 1, 0).unwrap(), 6);
    assert_eq!(cursor(6, -1, 0).unwrap(), 5);
    assert_eq!(cursor(1, -1, 0).unwrap(), 0);
    assert_eq!(cursor(3, 0, -1).unwrap(), 9);
    assert_eq!(cursor(9, 0, -1).unwrap(), 9, "the top row stays");
    board.draw(&game, oq_view(Some(3.0), None)).unwrap();
    assert_eq!(cursor(3, 1, 0).unwrap(), 106);
    assert_eq!(cursor(106, -1, 0).unwrap(), 107);
    assert_eq!(cursor(107, 0, -1).unwrap(), 9);
    assert!(cursor(12, 1, 0).is_err());
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
    assert_eq!(board.home_at(false), 9);
    assert!(board.draw(&game, JsValue::from("nonsense")).is_err());
}

#[wasm_bindgen_test]
fn oanquan_describes_squares_and_arrows() {
    let mut game = oq("en", &[]);
    let said = |game: &OAnQuanGame, place: u32| game.describe(place.into()).unwrap();
    let words = |s: &str| Some(s.to_string());
    assert_eq!(
        said(&game, 3),
        words("Square 3 (South's dân square): 5 citizens")
    );
    assert_eq!(
        said(&game, 0),
        words("Quan square 0: the mandarin and 0 citizens")
    );
    assert_eq!(
        said(&game, 106),
        words("3+: sow square 3 (+, counter-clockwise ↺)")
    );
    assert_eq!(said(&game, 50), None);
    game.set_language(JsValue::from("vi")).unwrap();
    assert_eq!(said(&game, 9), words("Ô 9 (ô dân của Bắc): 5 dân"));
    assert_eq!(said(&game, 6), words("Ô quan 6: quan và 0 dân"));
}

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
