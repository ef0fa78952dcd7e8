//! The computer player's classes (`XiangqiThinker`, `ShogiThinker`,
//! `LongPhuongThinker`, `OAnQuanThinker`) as the worker calls them, in headless Chromium,
//! each against a module built with its game's feature and `computer`: a search by
//! depth reports each iteration and answers a legal move, the same every
//! time; a mate is found and worded; wrong input is refused with a JS Error
//! that says why, and the thinker stays usable. (Repetition over the
//! game's history is the search's, tested natively in tests/ai_*.rs.)
// `computer` comes only with a board game's feature (build.sh), never with 121's.
#![cfg(all(target_arch = "wasm32", feature = "computer"))]

use js_sys::{Array, Function};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "support/js.rs"]
mod js;
use js::{error_message, get, object};

/// A callback that keeps every info it is given in `infos`.
fn collector(infos: &Array) -> JsValue {
    let push = Function::new_with_args("infos, info", "infos.push(info)");
    push.bind1(&JsValue::NULL, infos).into()
}

/// What every game's thinker must do, given `think(settings, callback)`
/// over a game whose legal move codes are `legal`.
fn thinks_by_depth(
    think: &mut dyn FnMut(JsValue, JsValue) -> Result<JsValue, JsValue>,
    legal: &[u32],
) {
    let infos = Array::new();
    let answer = think(object(&[("depth", 3.into())]), collector(&infos)).unwrap();
    let depths: Vec<f64> = infos
        .iter()
        .map(|i| get(&i, "depth").as_f64().unwrap())
        .collect();
    assert_eq!(depths, [1.0, 2.0, 3.0], "one info per finished iteration");
    let best = get(&get(&answer, "best"), "code").as_f64().unwrap() as u32;
    assert!(legal.contains(&best), "the best move {best} is legal");
    assert!(get(&answer, "words").as_string().is_some());
    let again = think(object(&[("depth", 3.into())]), JsValue::UNDEFINED).unwrap();
    assert_eq!(
        get(&get(&again, "best"), "code").as_f64(),
        Some(best as f64)
    );
    assert_eq!(
        get(&again, "nodes").as_f64(),
        get(&answer, "nodes").as_f64()
    );

    // Refusals, each saying why; the thinker still thinks after them.
    let refusals = [
        (
            object(&[("level", 9.into())]),
            JsValue::UNDEFINED,
            "settings.level must be a whole number from 1 to 8",
        ),
        (
            object(&[("depth", 0.5.into())]),
            JsValue::UNDEFINED,
            "settings.depth must be a whole number",
        ),
        (
            object(&[("nodes", (-1).into())]),
            JsValue::UNDEFINED,
            "settings.nodes must be a whole number",
        ),
        (
            object(&[("seed", 0.5.into())]),
            JsValue::UNDEFINED,
            "settings.seed must be a whole number",
        ),
        (
            object(&[("depth", "2".into())]),
            JsValue::UNDEFINED,
            "bad think: settings",
        ),
        (
            object(&[("depth", 1.into())]),
            5.into(),
            "think: onInfo must be a function",
        ),
    ];
    for (settings, callback, why) in refusals {
        let e = error_message(think(settings, callback).unwrap_err());
        assert!(e.contains(why), "{e}");
    }
    let thrower = Function::new_no_args("throw new Error('stop here')");
    let e = error_message(think(object(&[("depth", 2.into())]), thrower.into()).unwrap_err());
    assert_eq!(
        e, "stop here",
        "a callback's error ends the search and is thrown"
    );
    let answer = think(object(&[("nodes", 300.into())]), JsValue::UNDEFINED).unwrap();
    let best = get(&get(&answer, "best"), "code").as_f64().unwrap() as u32;
    assert!(legal.contains(&best));
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn xiangqi_thinks_and_refuses() {
    use rulebook::api::{XiangqiGame, XiangqiThinker};
    let game = XiangqiGame::new(object(&[("seed", 1.into())])).unwrap();
    let mut thinker = XiangqiThinker::new(JsValue::UNDEFINED).unwrap();
    let legal = game.legal_moves();
    thinks_by_depth(&mut |s, c| thinker.think(&game, s, c), &legal);
    for bad in [
        JsValue::from(0),
        JsValue::from(33),
        JsValue::from("8"),
        JsValue::from(1.5),
    ] {
        assert!(XiangqiThinker::new(bad).is_err());
    }
}

#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn xiangqi_finds_a_mate_words_it_and_refuses_a_finished_game() {
    use rulebook::api::{XiangqiGame, XiangqiThinker};
    // Red mates at once with the rook: the thinker says so in words.
    let options = object(&[("language", "en".into())]);
    let mate =
        XiangqiGame::from_position("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1".into(), options).unwrap();
    let mut thinker = XiangqiThinker::new(1.into()).unwrap();
    let answer = thinker
        .think(&mate, object(&[("depth", 3.into())]), JsValue::UNDEFINED)
        .unwrap();
    assert_eq!(get(&get(&answer, "score"), "mate").as_f64(), Some(1.0));
    assert_eq!(
        get(&answer, "words").as_string().unwrap(),
        "Red wins next move"
    );
    assert_eq!(get(&answer, "bar").as_f64(), Some(1000.0));
    // After the mate there is nothing to think about.
    let mut over = XiangqiGame::from_position(
        "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1".into(),
        JsValue::UNDEFINED,
    )
    .unwrap();
    let best = get(&answer, "best");
    over.play(get(&best, "code")).unwrap();
    let e = error_message(
        thinker
            .think(&over, JsValue::UNDEFINED, JsValue::UNDEFINED)
            .unwrap_err(),
    );
    assert!(e.contains("the game is over"), "{e}");
}

/// The test `$name`: `$thinker` at level 2 thinks by depth over a new
/// game of `$game` (seed 1), built with `$feature`.
macro_rules! thinks_and_refuses {
    ($name:ident, $feature:literal, $game:ident, $thinker:ident) => {
        #[cfg(feature = $feature)]
        #[wasm_bindgen_test]
        fn $name() {
            use rulebook::api::{$game, $thinker};
            let game = $game::new(object(&[("seed", 1.into())])).unwrap();
            let mut thinker = $thinker::new(2.into()).unwrap();
            let legal = game.legal_moves();
            thinks_by_depth(&mut |s, c| thinker.think(&game, s, c), &legal);
        }
    };
}

thinks_and_refuses!(shogi_thinks_and_refuses, "shogi", ShogiGame, ShogiThinker);
thinks_and_refuses!(
    longphuong_thinks_and_refuses,
    "longphuong",
    LongPhuongGame,
    LongPhuongThinker
);

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_thinks_over_the_games_house_rules_and_words_its_sides() {
    use rulebook::api::{OAnQuanGame, OAnQuanThinker};
    // A game under house rules, a move in: the thinker searches its line.
    let options = object(&[
        ("seed", 1.into()),
        ("mandarin_value", 5.into()),
        ("first_turn_no_quan", true.into()),
    ]);
    let mut game = OAnQuanGame::new(options).unwrap();
    let first = game.legal_moves()[0];
    game.play(first.into()).unwrap();
    let mut thinker = OAnQuanThinker::new(2.into()).unwrap();
    let legal = game.legal_moves();
    thinks_by_depth(&mut |s, c| thinker.think(&game, s, c), &legal);

    // The words name South and North (Nam, Bắc) in the game's language.
    game.set_language("vi".into()).unwrap();
    let answer = thinker
        .think(&game, object(&[("depth", 2.into())]), JsValue::UNDEFINED)
        .unwrap();
    let words = get(&answer, "words").as_string().unwrap();
    assert!(
        words == "Cân bằng" || words.starts_with("Nam ") || words.starts_with("Bắc "),
        "{words}"
    );
    let text = get(&get(&answer, "best"), "text").as_string().unwrap();
    let code = get(&get(&answer, "best"), "code").as_f64().unwrap() as u32;
    assert_eq!(game.move_to_text(code.into()).unwrap(), text);
}

#[cfg(feature = "oanquan")]
fn blank_canvas() -> web_sys::HtmlCanvasElement {
    let document = web_sys::window().and_then(|w| w.document()).unwrap();
    document.create_element("canvas").unwrap().unchecked_into()
}

/// The colour of one CSS pixel of a board drawn at ratio 1.
#[cfg(feature = "oanquan")]
fn pixel(canvas: &web_sys::HtmlCanvasElement, (x, y): (f64, f64)) -> Vec<u8> {
    let ctx = canvas.get_context("2d").unwrap().unwrap();
    let read: Function = js_sys::Reflect::get(&ctx, &"getImageData".into())
        .unwrap()
        .dyn_into()
        .unwrap();
    let args = Array::of4(&x.round().into(), &y.round().into(), &1.into(), &1.into());
    let image = read.apply(&ctx, &args).unwrap();
    let data: js_sys::Uint8ClampedArray = get(&image, "data").dyn_into().unwrap();
    data.to_vec()
}

#[cfg(feature = "oanquan")]
#[wasm_bindgen_test]
fn oanquan_hint_is_an_arrow_from_the_square_toward_its_sowing() {
    use rulebook::api::{OAnQuanBoard, OAnQuanGame};
    let canvas = blank_canvas();
    let mut board = OAnQuanBoard::new(canvas.clone().into()).unwrap();
    board.resize(780.into(), 530.into(), 1.into()).unwrap();
    let game = OAnQuanGame::new(object(&[("first", "south".into())])).unwrap();
    // 5-: square 5 sown toward square 4.
    let code = 11;
    let centre = |sq: u32| {
        let c = board.square_center(sq.into(), false.into()).unwrap();
        (c[0], c[1])
    };
    let ((x5, y5), (x4, y4)) = (centre(5), centre(4));
    let on_the_way = (x5 + 0.5 * (x4 - x5), y5 + 0.5 * (y4 - y5));
    let elsewhere = centre(9);
    board.draw(&game, object(&[])).unwrap();
    let plain = [pixel(&canvas, on_the_way), pixel(&canvas, elsewhere)];
    board
        .draw(&game, object(&[("arrow", code.into())]))
        .unwrap();
    let hinted = [pixel(&canvas, on_the_way), pixel(&canvas, elsewhere)];
    assert_ne!(hinted[0], plain[0], "the arrow crosses toward square 4");
    assert_eq!(hinted[1], plain[1], "and nothing else changes");
    // A code that is no move draws no arrow and is no error.
    board.draw(&game, object(&[("arrow", 999.into())])).unwrap();
    assert_eq!(pixel(&canvas, on_the_way), plain[0]);
}
