//! `atPly`, the board games' review verb, as the play page calls it in
//! headless Chromium: the game at an earlier ply as a new object, the live
//! game untouched, every bad ply refused in words, and stepping a long game
//! kept cheap. Written once for the four games (`review_tests!`), each run
//! against its play page's module (review is no embedded board's verb).
// `computer` comes only with a board game's feature (build.sh), never with 121's.
#![cfg(all(target_arch = "wasm32", feature = "computer"))]

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "support/js.rs"]
mod js;
use js::{error_message, get, object};

/// A number the tests draw moves with (SplitMix64's step), so each game is
/// the same on every run.
fn next(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *seed;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn now() -> f64 {
    js_sys::Date::now()
}

macro_rules! review_tests {
    ($feature:literal, $module:ident, $class:ident, $long:literal, $options:expr) => {
        #[cfg(feature = $feature)]
        mod $module {
            use super::*;
            use rulebook::api::$class;

            fn fresh(formal: bool, language: &str) -> $class {
                let options: fn(bool, &str) -> JsValue = $options;
                $class::new(options(formal, language)).unwrap()
            }

            /// A game of up to `plies` moves drawn from the seed, and the
            /// position text after each ply (the start first).
            fn random_game(formal: bool, seed: u64, plies: usize) -> ($class, Vec<String>) {
                let mut game = fresh(formal, "en");
                let mut seed = seed;
                let mut seen = vec![game.position()];
                for _ in 0..plies {
                    let legal = game.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    let pick = legal[(next(&mut seed) % legal.len() as u64) as usize];
                    game.play(JsValue::from(pick)).unwrap();
                    seen.push(game.position());
                }
                (game, seen)
            }

            fn plies(game: &$class) -> usize {
                get(&game.record().unwrap(), "moves")
                    .dyn_into::<js_sys::Array>()
                    .unwrap()
                    .length() as usize
            }

            #[wasm_bindgen_test]
            fn every_ply_is_the_position_played_there_and_the_game_stays() {
                for formal in [false, true] {
                    let (game, seen) = random_game(formal, 7, 12);
                    let live = game.position();
                    let history = plies(&game);
                    assert_eq!(history, seen.len() - 1);
                    for (ply, text) in seen.iter().enumerate() {
                        let back = game.at_ply(JsValue::from(ply as f64)).unwrap();
                        assert_eq!(&back.position(), text, "ply {ply} (formal {formal})");
                        assert_eq!(plies(&back), ply, "its record holds the first {ply} moves");
                        assert!(!back.can_redo(), "a reviewed game has nothing to redo");
                        // Its state is whole: the page draws and reads it.
                        let state = back.state().unwrap();
                        assert!(state.is_object());
                    }
                    assert_eq!(game.position(), live, "the live game is unchanged");
                    assert_eq!(plies(&game), history);
                }
            }

            #[wasm_bindgen_test]
            fn the_reviewed_object_is_its_own_game() {
                let (mut game, seen) = random_game(false, 11, 6);
                let mut back = game.at_ply(JsValue::from(2.0)).unwrap();
                // Playing on the copy leaves the live game where it was,
                // and the live game moving on leaves the copy.
                let legal = back.legal_moves();
                back.play(JsValue::from(legal[0])).unwrap();
                assert_eq!(game.position(), *seen.last().unwrap());
                let legal = game.legal_moves();
                if let Some(&m) = legal.first() {
                    game.play(JsValue::from(m)).unwrap();
                }
                let again = game.at_ply(JsValue::from(2.0)).unwrap();
                assert_eq!(again.position(), seen[2]);
                drop(back);
                drop(again);
            }

            #[wasm_bindgen_test]
            fn a_bad_ply_is_refused_with_why_and_changes_nothing() {
                let (game, _) = random_game(false, 3, 5);
                let live = game.position();
                let n = plies(&game);
                let refused = |ply: JsValue| error_message(game.at_ply(ply).err().unwrap());
                let past = refused(JsValue::from((n + 1) as f64));
                assert_eq!(
                    past,
                    format!(
                        "atPly: {} is past the moves played: the game has {n} (a ply is 0 to {n})",
                        n + 1
                    )
                );
                for bad in [-1.0, 1.5, f64::NAN, f64::INFINITY, 1e20, 4294967296.0] {
                    let why = refused(JsValue::from(bad));
                    assert!(why.starts_with("atPly: ply must be a whole number"), "{bad}: {why}");
                }
                assert_eq!(
                    refused(JsValue::from(4294967295.0)),
                    format!(
                        "atPly: 4294967295 is past the moves played: the game has {n} (a ply is 0 to {n})"
                    )
                );
                for bad in [JsValue::from("2"), JsValue::UNDEFINED, JsValue::NULL, object(&[])] {
                    let why = refused(bad);
                    assert!(why.starts_with("atPly: ply must be a whole number, not"), "{why}");
                }
                assert_eq!(game.position(), live);
                // The refusal of a ply past the moves is in the game's language.
                let vi = fresh(false, "vi");
                let why = error_message(vi.at_ply(JsValue::from(1.0)).err().unwrap());
                assert_eq!(
                    why,
                    "atPly: 1 vượt quá số nước đã đi: ván mới có 0 nước (chọn từ 0 đến 0)"
                );
            }

            #[wasm_bindgen_test]
            fn stepping_a_long_game_stays_instant() {
                // The longest of a few drawn games, up to 300 plies (at
                // least `$long`).
                let (game, seen) = (1..8)
                    .map(|seed| random_game(false, seed, 300))
                    .max_by_key(|(_, seen)| seen.len())
                    .unwrap();
                let n = seen.len() - 1;
                assert!(n >= $long, "a long enough game to time ({n} plies)");
                let start = now();
                for ply in (0..=n).rev() {
                    let back = game.at_ply(JsValue::from(ply as f64)).unwrap();
                    assert_eq!(back.position(), seen[ply]);
                    drop(back);
                }
                let each = (now() - start) / (n + 1) as f64;
                web_sys_log(&format!("{}: atPly over {n} plies, {each:.3} ms each", $feature));
                assert!(each < 16.0, "one step within a frame: {each} ms");
            }
        }
    };
}

fn web_sys_log(text: &str) {
    wasm_bindgen_test::console_log!("{text}");
}

review_tests!("xiangqi", xiangqi, XiangqiGame, 300, |formal, language| {
    object(&[
        ("seed", JsValue::from(5.0)),
        ("formal", JsValue::from(formal)),
        ("language", JsValue::from(language)),
    ])
});

review_tests!("shogi", shogi, ShogiGame, 300, |formal, language| {
    object(&[
        ("seed", JsValue::from(5.0)),
        ("formal", JsValue::from(formal)),
        ("language", JsValue::from(language)),
    ])
});

review_tests!(
    "longphuong",
    longphuong,
    LongPhuongGame,
    300,
    |formal, language| {
        object(&[
            ("formal", JsValue::from(formal)),
            ("language", JsValue::from(language)),
        ])
    }
);

// Ô ăn quan has no formal mode (the flag is left out), and its random games
// end sooner: its longest of a few is timed.
review_tests!("oanquan", oanquan, OAnQuanGame, 40, |_formal, language| {
    object(&[
        ("first", JsValue::from("south")),
        ("language", JsValue::from(language)),
    ])
});

/// A finished game (resigned) keeps its ending at its last ply and is
/// reviewed from the start.
#[cfg(feature = "xiangqi")]
#[wasm_bindgen_test]
fn a_resigned_game_keeps_its_ending_only_at_the_end() {
    let mut game =
        rulebook::api::XiangqiGame::new(object(&[("seed", JsValue::from(1.0))])).unwrap();
    for m in ["h2e2", "h9g7", "b0c2"] {
        game.play(m.into()).unwrap();
    }
    game.resign().unwrap();
    let end = game.at_ply(JsValue::from(3.0)).unwrap();
    assert_eq!(
        get(&end.outcome().unwrap(), "reason").as_string().unwrap(),
        "resignation"
    );
    let before = game.at_ply(JsValue::from(2.0)).unwrap();
    assert!(before.outcome().unwrap().is_null());
    let start = game.at_ply(JsValue::from(0.0)).unwrap();
    assert_eq!(
        start.position(),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    );
    assert!(
        game.outcome().unwrap().is_object(),
        "the live game is still over"
    );
}
