//! What every game's `Error` shares: the refusals all games have (an
//! illegal move, the game over, undo or redo refused) and their words, the
//! words for a text that is not valid, and `Display` as the English words.

use super::Lang;

/// "{text} is illegal: {why}", in `lang`.
pub fn illegal_move_text(text: &str, why: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{text} is illegal: {why}"),
        Lang::Vi => format!("{text} không hợp lệ: {why}"),
    }
}

/// "invalid {what}: {why}", `what` named in English and in Vietnamese.
pub fn invalid_text(what: [&str; 2], why: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("invalid {}: {why}", what[0]),
        Lang::Vi => format!("{} không hợp lệ: {why}", what[1]),
    }
}

/// A game's `Error`: the game's own variants (`enum`), then the ones every
/// game has — `IllegalMove { text, reason: $illegal }`, `GameOver(Outcome)`
/// and `History(HistoryRefusal)` — with `text(lang)`, the words for a
/// player: the game's arms (`words`, whose `lang` names the language; they
/// word the game over too, in the game's names for the sides), then the
/// shared ones. `Display` is the English words.
macro_rules! game_error {
    (
        $(#[$meta:meta])*
        pub enum $error:ident { $($own:tt)* }
        illegal: $illegal:ty,
        words($lang:ident) { $($arms:tt)* }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum $error {
            $($own)*
            /// The move is not legal here; `reason` says why.
            IllegalMove { text: String, reason: $illegal },
            /// The game has already ended.
            GameOver($crate::core::Outcome),
            /// Undo or redo refused (formal mode, nothing to take back or
            /// replay).
            History($crate::core::HistoryRefusal),
        }

        impl $error {
            pub fn text(&self, $lang: $crate::core::Lang) -> String {
                match self {
                    $($arms)*
                    $error::IllegalMove { text, reason } => {
                        $crate::core::game_error::illegal_move_text(text, &reason.text($lang), $lang)
                    }
                    $error::History(refusal) => refusal.text($lang),
                }
            }
        }

        impl std::fmt::Display for $error {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.text($crate::core::Lang::En))
            }
        }

        impl std::error::Error for $error {}
    };
}
pub(crate) use game_error;
