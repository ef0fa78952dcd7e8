//! The endings the play page declares, through each board game's class in
//! headless Chromium (a module built with its game's feature and
//! `computer`, as the play page loads it): `agreeDraw` (Cờ tướng, shogi,
//! Cờ Long Phượng) and `loseOnTime` (all four) end the game with their
//! reason, are refused with a JS Error once it is over, come back from
//! `record()`, and are lifted by `undo`.
// `computer` comes only with a board game's feature (build.sh), never with 121's.
#![cfg(all(target_arch = "wasm32", feature = "computer"))]

use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "support/js.rs"]
mod js;
use js::{error_message, get, object};

#[cfg(feature = "longphuong")]
use rulebook::api::LongPhuongGame;
#[cfg(feature = "oanquan")]
use rulebook::api::OAnQuanGame;
#[cfg(feature = "shogi")]
use rulebook::api::ShogiGame;
#[cfg(feature = "xiangqi")]
use rulebook::api::XiangqiGame;

/// The test `$name` of `$class`'s game (built with `$feature`) from the
/// start, its first legal move played `$plies` times, as `$game` in `$body`.
macro_rules! started_test {
    ($name:ident, $feature:literal, $class:ident, $plies:expr, |$game:ident| $body:block) => {
        #[cfg(feature = $feature)]
        #[wasm_bindgen_test]
        fn $name() {
            let mut $game = $class::new(object(&[("language", "en".into())])).unwrap();
            for _ in 0..$plies {
                let m = $game.legal_moves()[0];
                $game.play(JsValue::from(m)).unwrap();
            }
            $body
        }
    };
}

fn reason(outcome: &JsValue) -> String {
    get(outcome, "reason").as_string().unwrap()
}

/// The loss on time: the side to move loses; then refused; kept by the
/// record; lifted by undo.
macro_rules! loss_on_time {
    ($name:ident, $feature:literal, $class:ident) => {
        started_test!($name, $feature, $class, 3, |game| {
            let loser = get(&game.state().unwrap(), "sideToMove")
                .as_string()
                .unwrap();
            game.lose_on_time().unwrap();
            let outcome = game.outcome().unwrap();
            assert_eq!(reason(&outcome), "time_forfeit");
            assert_ne!(get(&outcome, "winner").as_string().unwrap(), loser);
            assert!(game.legal_moves().is_empty());
            let refused = error_message(game.lose_on_time().unwrap_err());
            assert!(refused.contains("over"), "{refused}");
            let back = $class::from_record(game.record().unwrap(), JsValue::UNDEFINED).unwrap();
            assert_eq!(reason(&back.outcome().unwrap()), "time_forfeit");
            game.undo().unwrap();
            assert!(game.outcome().unwrap().is_null(), "undo lifts the flag");
        });
    };
}

/// The draw by agreement, as the loss on time, worded in both languages.
macro_rules! agreed_draw {
    ($name:ident, $feature:literal, $class:ident) => {
        started_test!($name, $feature, $class, 2, |game| {
            game.agree_draw().unwrap();
            let outcome = game.outcome().unwrap();
            assert_eq!(reason(&outcome), "agreement");
            assert!(get(&outcome, "winner").is_null());
            assert_eq!(
                get(&outcome, "text").as_string().unwrap(),
                "agreed by the players"
            );
            game.set_language("vi".into()).unwrap();
            let text = get(&game.outcome().unwrap(), "text").as_string().unwrap();
            assert_eq!(text, "hai bên thỏa thuận");
            let refused = error_message(game.agree_draw().unwrap_err());
            assert!(refused.contains("đã kết thúc"), "{refused}");
            assert!(game.resign().is_err());
            let back = $class::from_record(game.record().unwrap(), JsValue::UNDEFINED).unwrap();
            assert_eq!(reason(&back.outcome().unwrap()), "agreement");
            game.undo().unwrap();
            assert!(game.outcome().unwrap().is_null(), "undo lifts the draw");
            game.agree_draw().unwrap();
        });
    };
}

loss_on_time!(xiangqi_loss_on_time, "xiangqi", XiangqiGame);
agreed_draw!(xiangqi_draw_by_agreement, "xiangqi", XiangqiGame);
loss_on_time!(shogi_loss_on_time, "shogi", ShogiGame);
agreed_draw!(shogi_draw_by_agreement, "shogi", ShogiGame);
loss_on_time!(longphuong_loss_on_time, "longphuong", LongPhuongGame);
agreed_draw!(longphuong_draw_by_agreement, "longphuong", LongPhuongGame);
loss_on_time!(oanquan_loss_on_time, "oanquan", OAnQuanGame);
