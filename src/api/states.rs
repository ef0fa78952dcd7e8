//! The parts of a state (`state()`) the board games' classes share:
//! whether undo and redo are open, the check, a placed piece, the hands,
//! and the last move in words.

use std::fmt::Display;

use serde::Serialize;

use super::BySide;
use crate::core::{Game, Hands, Side, SpokenMove};

/// What every board game's state says of its timeline: whether undo and
/// redo are open now (formal mode closes both). Flattened into the state,
/// so the page reads `canUndo` and `canRedo` as before.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct TimelineOut {
    can_undo: bool,
    can_redo: bool,
}

/// Whether the side to move is in check, and then where its king stands
/// (flattened into the drop games' states as `inCheck`, `checkSquare`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct CheckOut {
    in_check: bool,
    check_square: Option<u8>,
}

impl CheckOut {
    pub(crate) fn of(in_check: bool, king: Option<usize>) -> CheckOut {
        CheckOut {
            in_check,
            check_square: king.filter(|_| in_check).map(|k| k as u8),
        }
    }
}

/// A piece on the board as the states list it (shogi flattens it beside
/// keys of its own).
#[derive(Serialize)]
pub(crate) struct PlacedOut {
    index: u8,
    square: String,
    side: &'static str,
    role: &'static str,
}

impl PlacedOut {
    pub(crate) fn of(
        index: usize,
        square: impl Display,
        side: &'static str,
        role: &'static str,
    ) -> Self {
        PlacedOut {
            index: index as u8,
            square: square.to_string(),
            side,
            role,
        }
    }
}

/// `lastMoveSpoken()`: the last move in words for the live region, and
/// whether it took something (the page's capture sound).
#[derive(Serialize)]
pub(crate) struct SpokenMoveOut {
    words: String,
    capture: bool,
}

/// The drop games' hands (flattened into their states): `hands`, each
/// side's counts in the game's hand order, and `handKinds`, the ids of the
/// kinds those counts are of.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct HandsOut {
    hands: BySide<Vec<u8>>,
    hand_kinds: Vec<&'static str>,
}

impl HandsOut {
    pub(crate) fn of<const K: usize>(
        hands: &Hands<K>,
        side_id: fn(Side) -> &'static str,
        kind_ids: [&'static str; K],
    ) -> HandsOut {
        let counts = |side: Side| (0..K).map(|kind| hands[side].count(kind)).collect();
        HandsOut {
            hands: BySide::new(side_id, Side::BOTH.map(counts)),
            hand_kinds: kind_ids.to_vec(),
        }
    }
}

impl SpokenMoveOut {
    pub(crate) fn of(spoken: SpokenMove) -> SpokenMoveOut {
        SpokenMoveOut {
            words: spoken.words,
            capture: spoken.capture,
        }
    }
}

impl TimelineOut {
    pub(crate) fn of(game: &impl Game) -> TimelineOut {
        TimelineOut {
            can_undo: game.can_undo(),
            can_redo: game.can_redo(),
        }
    }
}
