//! A game's record as the page keeps it (JSON in localStorage): the saved
//! moves and what the game adds ([`Record`]); for the games whose records
//! add only formal mode, who sits where and an ending no move shows, in that
//! order, [`BoardRecord`].

use serde::{Deserialize, Serialize};

use super::timeline::{Rules, SavedMoves, Timeline};
use super::{EndReason, Side};

/// The saved moves and the game's own fields (`table`), flattened after
/// them so the JSON keeps `start`, `moves` and `redo` first and then the
/// game's keys in its order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record<T> {
    /// The start, the moves played and the moves undone.
    #[serde(flatten)]
    pub saved: SavedMoves,
    #[serde(flatten)]
    pub table: T,
}

/// A [`Record`] with formal mode and the ending beside the game's own fields
/// (`table`, flattened between them), where the API reads and sets them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardRecord<T> {
    /// The start, the moves played and the moves undone.
    #[serde(flatten)]
    pub saved: SavedMoves,
    #[serde(default)]
    pub formal: bool,
    #[serde(flatten)]
    pub table: T,
    /// Set when the game ended in a way no move shows (resignation, …).
    #[serde(default)]
    pub ended: Option<String>,
    /// The winner of that ending (a side id) when it is the side to move,
    /// as when a record says the side that just moved lost on time or by a
    /// foul; left out when the side to move lost, as a resignation does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
}

impl<T> BoardRecord<T> {
    /// The record of the game on `timeline`: its moves `saved` in the
    /// game's texts ([`Timeline::saved`]), its formal mode, `table`, and the
    /// ending no move shows if it is one of `endings`, with its winner
    /// named by `side_id` when that is the side to move.
    pub fn new<R: Rules>(
        timeline: &Timeline<R>,
        saved: SavedMoves,
        table: T,
        endings: &[EndReason],
        side_id: fn(Side) -> &'static str,
    ) -> Self {
        let ended = ended_text(timeline.outcome(), endings);
        let to_move = R::side_to_move(timeline.position());
        let winner = timeline
            .outcome()
            .and_then(|o| o.winner)
            .filter(|&w| ended.is_some() && w == to_move)
            .map(|w| side_id(w).to_string());
        BoardRecord {
            saved,
            formal: timeline.formal(),
            table,
            ended,
            winner,
        }
    }

    /// The winner of the ending no move shows: the side `winner` names, or
    /// else the side not to move (`to_move` lost). `None` when `winner`
    /// names no side of `side_id`'s.
    pub fn ended_winner(&self, to_move: Side, side_id: fn(Side) -> &'static str) -> Option<Side> {
        match &self.winner {
            None => Some(!to_move),
            Some(id) => Side::BOTH.into_iter().find(|&s| side_id(s) == id),
        }
    }
}

/// How a record names an ending no move shows (`"resignation"`, …): the
/// outcome's reason, if it is one of `endings`.
pub fn ended_text(outcome: Option<super::Outcome>, endings: &[EndReason]) -> Option<String> {
    outcome
        .filter(|o| endings.contains(&o.reason))
        .map(|o| o.reason.as_str().to_string())
}
