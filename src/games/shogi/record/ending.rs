//! The end of a game in a record: how it is written (KIF's terminal word
//! and summary, CSA's special move), and what a terminal line read back
//! keeps (resignation, the impasse count).

use super::super::Game;
use crate::core::{EndReason, Side};

/// How a game's end is written: the KIF terminal word and summary, the
/// CSA special move.
pub(super) struct Ending {
    /// The numbered terminal line: 投了, 詰み, 千日手 …
    pub(super) kif_word: Option<&'static str>,
    /// The closing line: まで65手で先手の勝ち.
    pub(super) kif_summary: Option<String>,
    /// %TORYO, %TSUMI, %SENNICHITE …
    pub(super) csa: Option<String>,
}

pub(super) fn ending(game: &Game, words: [&str; 2]) -> Ending {
    let n = game.plies().len();
    let to_move = game.position().side_to_move();
    let word = |s: Side| words[s.index()];
    let none = Ending {
        kif_word: None,
        kif_summary: None,
        csa: None,
    };
    let Some(o) = game.outcome() else {
        return none;
    };
    let sign = |s: Side| if s == Side::First { '+' } else { '-' };
    match (o.reason, o.winner) {
        (EndReason::Resignation, Some(w)) => Ending {
            kif_word: Some("投了"),
            kif_summary: Some(format!("まで{n}手で{}の勝ち", word(w))),
            csa: Some("%TORYO".into()),
        },
        (EndReason::Checkmate, Some(w)) => Ending {
            kif_word: Some("詰み"),
            kif_summary: Some(format!("まで{n}手で{}の勝ち", word(w))),
            csa: Some("%TSUMI".into()),
        },
        (EndReason::Stalemate, Some(w)) => Ending {
            kif_word: None,
            kif_summary: Some(format!("まで{n}手で{}の勝ち", word(w))),
            csa: None,
        },
        (EndReason::Sennichite, _) => Ending {
            kif_word: Some("千日手"),
            kif_summary: Some(format!("まで{n}手で千日手")),
            csa: Some("%SENNICHITE".into()),
        },
        (EndReason::PerpetualCheck, Some(w)) => Ending {
            kif_word: Some("反則勝ち"),
            kif_summary: Some(format!("まで{n}手で{}の反則勝ち", word(w))),
            csa: Some(format!("%{}ILLEGAL_ACTION", sign(!w))),
        },
        (EndReason::Impasse, None) => Ending {
            kif_word: Some("持将棋"),
            kif_summary: Some(format!("まで{n}手で持将棋")),
            csa: Some("%JISHOGI".into()),
        },
        (EndReason::Impasse, Some(w)) if w == to_move => Ending {
            kif_word: Some("入玉勝ち"),
            kif_summary: Some(format!("まで{n}手で{}の入玉勝ち", word(w))),
            csa: Some("%KACHI".into()),
        },
        (EndReason::Impasse, Some(w)) => Ending {
            kif_word: Some("持将棋"),
            kif_summary: Some(format!("まで{n}手で{}の勝ち", word(w))),
            csa: Some("%JISHOGI".into()),
        },
        _ => none,
    }
}

/// What a KIF terminal line (`投了`, `千日手` …) means for the import.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Stop {
    Resign,
    Impasse,
    Other,
}

/// Ends the replay at a terminal line: resignation and the impasse count
/// are kept; anything else the engine judges for itself, or leaves open.
pub(super) fn finish(game: &mut Game, stop: Stop) {
    if game.outcome().is_some() {
        return;
    }
    match stop {
        Stop::Resign => {
            let _ = game.resign();
        }
        Stop::Impasse if game.impasse_available() => {
            let _ = game.declare_impasse();
        }
        _ => {}
    }
}
