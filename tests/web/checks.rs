//! Checks every board game's API tests make in the same words: a refused
//! move worded in both languages, the perft export's counts.
#![allow(dead_code, unused_macros)] // each game's module uses its own few of these

/// `rulebook.perft(game, position, depth)` as the page calls it.
#[cfg(any(feature = "xiangqi", feature = "shogi", feature = "longphuong"))]
pub fn perft_of(game: &str, position: &str, depth: u32) -> Result<f64, wasm_bindgen::JsValue> {
    rulebook::api::perft(game.into(), position.into(), depth.into())
}

/// `$game` refuses `$en_move` with `$en` in English and leaves its position
/// as it was; then, in Vietnamese, refuses `$vi_move` with `$vi`.
macro_rules! assert_refused_in_both_languages {
    ($game:ident, ($en_move:expr, $en:expr), ($vi_move:expr, $vi:expr) $(,)?) => {{
        let before = $game.position();
        let en = crate::js::error_message($game.play($en_move.into()).unwrap_err());
        assert_eq!(en, $en);
        assert_eq!($game.position(), before);
        $game
            .set_language(wasm_bindgen::JsValue::from("vi"))
            .unwrap();
        let vi = crate::js::error_message($game.play($vi_move.into()).unwrap_err());
        assert_eq!(vi, $vi);
    }};
}

/// `$game` resigns: its outcome names `$winner` and the reason, its score
/// gives `$winner` the point, and `$move` is refused, the game being over.
macro_rules! assert_resignation_ends {
    ($game:ident, $winner:expr, $move:expr) => {{
        $game.resign().unwrap();
        let outcome = $game.outcome().unwrap();
        assert_eq!(
            crate::js::get(&outcome, "winner").as_string().unwrap(),
            $winner
        );
        assert_eq!(
            crate::js::get(&outcome, "reason").as_string().unwrap(),
            "resignation"
        );
        let score = crate::js::get(&$game.score().unwrap(), $winner);
        assert_eq!(score.as_f64().unwrap(), 1.0);
        let refused = crate::js::error_message($game.play($move.into()).unwrap_err());
        assert!(refused.contains("over"));
    }};
}

/// Why `$class.fromRecord($record, "en")` refuses the record.
macro_rules! record_refusal {
    ($class:ident, $record:expr) => {
        crate::js::error_message(
            $class::from_record($record.into(), wasm_bindgen::JsValue::from("en"))
                .err()
                .unwrap(),
        )
    };
}

/// `$game`'s last move undone leaves `$position` with a redo to come; then
/// it is redone.
macro_rules! assert_undone_to {
    ($game:ident, $position:expr) => {{
        $game.undo().unwrap();
        assert_eq!($game.position(), $position);
        let state = $game.state().unwrap();
        assert!(crate::js::get(&state, "canRedo").as_bool().unwrap());
        $game.redo().unwrap();
    }};
}
