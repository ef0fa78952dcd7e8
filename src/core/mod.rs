//! Shared vocabulary for every game: sides, outcomes and the seeded RNG.
//!
//! Nothing here knows about a particular game or about the web.

mod outcome;
mod rng;

pub use outcome::{EndReason, Outcome};
pub use rng::Rng;

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
