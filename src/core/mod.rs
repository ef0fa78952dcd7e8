//! Shared vocabulary for every game: sides, outcomes, the seeded RNG, pieces
//! in hand and repetition of positions; what the grid games' boards share:
//! packed squares and pieces, Zobrist keys, the drop games' hands and kings;
//! and what the board games share around their timelines: the [`Game`]
//! trait (every verb of a board game over its timeline), their rules'
//! plies and their records.
//!
//! Nothing here knows about a particular game or about the web.

pub mod board_record;
pub mod board_rules;
pub(crate) mod drop_position;
pub mod game;
pub mod game_error;
pub mod hand;
mod list;
mod outcome;
pub(crate) mod packed;
mod perft;
pub mod place;
mod points;
pub mod position_text;
pub mod repetition;
mod rng;
pub mod spoken;
pub mod timeline;
pub mod wording;
pub mod zobrist;

pub use board_rules::{BoardPly, BoardRules};
pub use game::{Game, MoveCode, MoveOf, Notation, PositionOf, Resignable};
pub use game_error::GameError;
pub use hand::{Hand, HandCounts, HandTextError, Hands};
pub use list::StackList;
pub(crate) use list::{MoveCount, MoveSink};
pub use outcome::{game_over_text, EndReason, HistoryRefusal, Outcome};
#[cfg(test)]
pub(crate) use perft::{check_against_full_test, shortcut_test};
pub use perft::{perft, Playable};
pub use place::{BoardSquare, HandKind, Place, HAND_BASE};
pub use points::Points;
pub use rng::Rng;
pub use spoken::{Spoken, SpokenMove};
pub use timeline::{Rules, Timeline};

/// The language of everything the engines say to a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    /// Tiếng Việt.
    Vi,
}

impl Lang {
    /// `en` or `vi` (also `en-GB`, `vi-VN`, any case).
    pub fn parse(code: &str) -> Option<Lang> {
        let base = code
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match base.as_str() {
            "en" => Some(Lang::En),
            "vi" => Some(Lang::Vi),
            _ => None,
        }
    }

    /// `en` or `vi`, as `parse` reads it.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Vi => "vi",
        }
    }
}

/// One of the two players of a two-player game.
///
/// `First` moves first: Red in Cờ tướng, Sente (black) in shogi.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    First = 0,
    Second = 1,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl std::ops::Not for Side {
    type Output = Side;
    #[inline]
    fn not(self) -> Side {
        self.opponent()
    }
}
