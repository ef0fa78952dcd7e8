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

impl Ending {
    /// An open game, or an end no record writes.
    const NONE: Ending = Ending {
        kif_word: None,
        kif_summary: None,
        csa: None,
    };
}

pub(super) fn ending(game: &Game, words: [&str; 2]) -> Ending {
    let Some(o) = game.outcome() else {
        return Ending::NONE;
    };
    let n = game.plies().len();
    let to_move = game.position().side_to_move();
    // 先手の勝ち, 後手の反則勝ち …
    let won = |s: Side, how: &str| format!("{}の{how}", words[s.index()]);
    let sign = |s: Side| if s == Side::First { '+' } else { '-' };
    let (kif_word, result, csa) = match (o.reason, o.winner) {
        (EndReason::Resignation, Some(w)) => (Some("投了"), won(w, "勝ち"), Some("%TORYO".into())),
        (EndReason::Checkmate, Some(w)) => (Some("詰み"), won(w, "勝ち"), Some("%TSUMI".into())),
        (EndReason::Stalemate, Some(w)) => (None, won(w, "勝ち"), None),
        (EndReason::Sennichite, _) => (Some("千日手"), "千日手".into(), Some("%SENNICHITE".into())),
        (EndReason::PerpetualCheck, Some(w)) => (
            Some("反則勝ち"),
            won(w, "反則勝ち"),
            Some(format!("%{}ILLEGAL_ACTION", sign(!w))),
        ),
        (EndReason::Impasse, None) => (Some("持将棋"), "持将棋".into(), Some("%JISHOGI".into())),
        (EndReason::Impasse, Some(w)) if w == to_move => {
            (Some("入玉勝ち"), won(w, "入玉勝ち"), Some("%KACHI".into()))
        }
        (EndReason::Impasse, Some(w)) => (Some("持将棋"), won(w, "勝ち"), Some("%JISHOGI".into())),
        _ => return Ending::NONE,
    };
    Ending {
        kif_word,
        kif_summary: Some(format!("まで{n}手で{result}")),
        csa,
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
