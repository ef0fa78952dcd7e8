//! The touch-move referee's cases (tests/support/touch_cases.rs) through the
//! wasm API exactly as the page calls it: `touch` one point at a time or
//! `touchTogether`, then `play`, reading `state()`.
#![cfg(all(target_arch = "wasm32", feature = "xiangqi"))]

#[path = "support/touch_cases.rs"]
mod touch_cases;

use js_sys::{Array, Object, Reflect};
use rulebook::api::XiangqiGame;
use touch_cases::{Allowed, Step, CASES};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "support/js.rs"]
mod js;
use js::get;

fn options(penalty: &str) -> JsValue {
    let o = Object::new();
    Reflect::set(&o, &"touchMove".into(), &true.into()).unwrap();
    Reflect::set(&o, &"foulPenalty".into(), &penalty.into()).unwrap();
    o.into()
}

fn sorted_codes(value: JsValue) -> Vec<u32> {
    let mut codes: Vec<u32> = Array::from(&value)
        .iter()
        .map(|c| c.as_f64().unwrap() as u32)
        .collect();
    codes.sort();
    codes
}

fn code(game: &XiangqiGame, iccs: &str) -> u32 {
    game.move_code(iccs[..2].into(), iccs[2..].into()).unwrap()
}

fn fouls(game: &XiangqiGame, side: u32) -> u32 {
    let state = game.state().unwrap();
    Reflect::get_u32(&get(&state, "fouls"), side)
        .unwrap()
        .as_f64()
        .unwrap() as u32
}

#[wasm_bindgen_test]
fn every_case_through_the_api() {
    for case in CASES {
        let mut game = XiangqiGame::from_position(case.fen.into(), options("warning")).unwrap();
        let side = if case.fen.contains(" w ") { 0 } else { 1 };
        let mut obligation = JsValue::NULL;
        for (step, &expected) in case.steps.iter().zip(case.fouls_after_each) {
            obligation = match *step {
                Step::Touch(a) => game.touch(a.into()),
                Step::Together(a, b) => game.touch_together(a.into(), b.into()),
            }
            .unwrap_or_else(|_| panic!("{}: a touch was refused", case.name));
            assert_eq!(fouls(&game, side), expected as u32, "{}: fouls", case.name);
        }
        // The state carries the same duty the last touch returned.
        let state_duty = get(&get(&game.state().unwrap(), "obligation"), "moves");
        let allowed = sorted_codes(state_duty);
        let free = get(&get(&game.state().unwrap(), "obligation"), "free")
            .as_bool()
            .unwrap();
        let legal = {
            let mut l = game.legal_moves();
            l.sort();
            l
        };
        match case.allowed {
            Allowed::Exactly(moves) => {
                let mut expected: Vec<u32> = moves.iter().map(|m| code(&game, m)).collect();
                expected.sort();
                assert_eq!(allowed, expected, "{}", case.name);
                assert_eq!(
                    sorted_codes(get(&obligation, "moves")),
                    expected,
                    "{}",
                    case.name
                );
            }
            Allowed::AllFrom(from) => {
                let from_index = code(&game, &format!("{from}{from}")) & 0x7F;
                let expected: Vec<u32> = legal
                    .iter()
                    .copied()
                    .filter(|&c| c & 0x7F == from_index)
                    .collect();
                assert!(!expected.is_empty(), "{}", case.name);
                assert_eq!(allowed, expected, "{}", case.name);
            }
            Allowed::EveryMoveUnderDuty => {
                assert!(!free, "{}", case.name);
                assert_eq!(allowed, legal, "{}", case.name);
            }
            Allowed::Free => assert!(free, "{}", case.name),
        }
        if let Some(refused) = case.refused {
            let before = game.state().unwrap();
            let before = js_sys::JSON::stringify(&before).unwrap();
            assert!(
                game.play(refused.into()).is_err(),
                "{}: {refused}",
                case.name
            );
            let after = js_sys::JSON::stringify(&game.state().unwrap()).unwrap();
            assert_eq!(before, after, "{}: a refusal changes nothing", case.name);
        }
        game.play(case.accepted.into())
            .unwrap_or_else(|_| panic!("{}: {} refused", case.name, case.accepted));
    }
}

#[wasm_bindgen_test]
fn with_the_loss_penalty_no_first_touch_ends_a_game_a_second_can_save() {
    for case in CASES {
        let mut game = XiangqiGame::from_position(case.fen.into(), options("loss")).unwrap();
        for (step, &fouls) in case.steps.iter().zip(case.fouls_after_each) {
            let _ = match *step {
                Step::Touch(a) => game.touch(a.into()),
                Step::Together(a, b) => game.touch_together(a.into(), b.into()),
            };
            let over = !get(&game.state().unwrap(), "outcome").is_null();
            assert_eq!(over, fouls > 0, "{}", case.name);
            if over {
                break;
            }
        }
    }
}

/// A refused touch's words, asked again (`explainTouch`) in either language,
/// record nothing; a touch the referee takes has none; a foul's words stay
/// in the state (`lastFoul`) until the next touch or move.
#[wasm_bindgen_test]
fn a_refused_touch_and_a_foul_are_worded_again_in_either_language() {
    let mut game = XiangqiGame::new(options("warning")).unwrap();
    game.touch("h2".into()).unwrap();
    let record = |game: &XiangqiGame| {
        js_sys::JSON::stringify(&game.record().unwrap())
            .unwrap()
            .as_string()
    };
    let before = record(&game);
    assert_eq!(
        game.explain_touch("h2".into()).unwrap(),
        None,
        "the touched piece again"
    );
    let en = game
        .explain_touch("b2".into())
        .unwrap()
        .expect("b2 refused after h2");
    assert!(en.contains("h2"), "{en}");
    assert!(
        game.touch("b2".into()).is_err(),
        "the touch itself is refused"
    );
    game.set_language("vi".into()).unwrap();
    let vi = game
        .explain_touch("b2".into())
        .unwrap()
        .expect("b2 refused in Vietnamese");
    assert!(vi.contains("h2") && vi != en, "{vi} / {en}");
    assert_eq!(record(&game), before, "nothing recorded");
    assert!(game.explain_touch(90.into()).is_err(), "not a point");
    assert_eq!(
        get(&game.state().unwrap(), "lastFoul").as_string().unwrap(),
        ""
    );
    // Every case's touches: `lastFoul` holds words exactly after a foul.
    for case in CASES {
        let mut game = XiangqiGame::from_position(case.fen.into(), options("warning")).unwrap();
        for step in case.steps {
            let obligation = match *step {
                Step::Touch(a) => game.touch(a.into()),
                Step::Together(a, b) => game.touch_together(a.into(), b.into()),
            }
            .unwrap();
            let foul = get(&obligation, "foul").as_bool().unwrap();
            let words = get(&game.state().unwrap(), "lastFoul").as_string().unwrap();
            assert_eq!(!words.is_empty(), foul, "{}: {words:?}", case.name);
        }
    }
}
