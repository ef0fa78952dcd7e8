//! What every game's `Error` shares: the refusals all games have (an
//! illegal move, the game over, undo or redo refused) and their words, the
//! words for a text that is not valid, and `Display` as the English words.
//! [`GameError`] is that shared part as the generic code of
//! [`Game`](super::Game) sees it.

use super::{HistoryRefusal, Lang, Outcome};

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

/// The refusals every game's `Error` has, and its words.
pub trait GameError: Sized + From<HistoryRefusal> + std::fmt::Display {
    /// Why a move breaks the rules (the game's `Illegal`).
    type Illegal;

    /// The game has already ended.
    fn game_over(outcome: Outcome) -> Self;
    /// The move `text` names is not legal here.
    fn illegal_move(text: String, reason: Self::Illegal) -> Self;
    /// The words for a player, in `lang`.
    fn text(&self, lang: Lang) -> String;
    /// An illegal move's reason alone, without the move's text in front
    /// (what `explain` answers); any other refusal in full.
    fn reason_text(&self, lang: Lang) -> String;
    /// The error with an illegal move's text renamed by `name` (a refusal
    /// of anything else unchanged).
    fn renamed(self, name: impl FnOnce(&str) -> String) -> Self;

    /// The error with the move named by its number in a record.
    fn numbered(self, n: usize) -> Self {
        self.renamed(|text| format!("move {n} ({text})"))
    }
}

/// A game's `Error`: the game's own variants (`enum`), then the ones every
/// game has — `IllegalMove { text, reason: $illegal }`, `GameOver(Outcome)`
/// (worded with the game's names for the sides, `sides`) and
/// `History(HistoryRefusal)` — with `text(lang)`, the words for a player
/// (the game's arms, `words`, whose `lang` names the language, then the
/// shared ones) and [`GameError`]. `Display` is the English words.
macro_rules! game_error {
    (
        $(#[$meta:meta])*
        pub enum $error:ident { $($own:tt)* }
        illegal: $illegal:ty,
        sides: $side_name:path,
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
                    $error::GameOver(o) => $crate::core::game_over_text(*o, $side_name, $lang),
                    $error::History(refusal) => refusal.text($lang),
                }
            }
        }

        impl $crate::core::GameError for $error {
            type Illegal = $illegal;

            fn game_over(outcome: $crate::core::Outcome) -> $error {
                $error::GameOver(outcome)
            }

            fn illegal_move(text: String, reason: $illegal) -> $error {
                $error::IllegalMove { text, reason }
            }

            fn text(&self, lang: $crate::core::Lang) -> String {
                $error::text(self, lang)
            }

            fn reason_text(&self, lang: $crate::core::Lang) -> String {
                match self {
                    $error::IllegalMove { reason, .. } => reason.text(lang),
                    other => other.text(lang),
                }
            }

            fn renamed(self, name: impl FnOnce(&str) -> String) -> $error {
                match self {
                    $error::IllegalMove { text, reason } => $error::IllegalMove {
                        text: name(&text),
                        reason,
                    },
                    other => other,
                }
            }
        }

        impl From<$crate::core::HistoryRefusal> for $error {
            fn from(refusal: $crate::core::HistoryRefusal) -> $error {
                $error::History(refusal)
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
