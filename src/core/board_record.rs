//! A game's record as the page keeps it (JSON in localStorage): the saved
//! moves and what the game adds ([`Record`]); for the games whose records
//! add only formal mode, who sits where and an ending no move shows, in that
//! order, [`BoardRecord`].

use serde::{Deserialize, Serialize};

use super::timeline::{Rules, SavedMoves, Timeline};
use super::EndReason;

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
}

impl<T> BoardRecord<T> {
    /// The record of the game on `timeline`: its moves `saved` in the
    /// game's texts ([`Timeline::saved`]), its formal mode, `table`, and the
    /// ending no move shows if it is one of `endings`.
    pub fn new<R: Rules>(
        timeline: &Timeline<R>,
        saved: SavedMoves,
        table: T,
        endings: &[EndReason],
    ) -> Self {
        BoardRecord {
            saved,
            formal: timeline.formal(),
            table,
            ended: ended_text(timeline.outcome(), endings),
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
