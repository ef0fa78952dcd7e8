//! What the page points at on the ring: a square 0–11, or the arrow of a
//! move drawn on its square while that square is selected (`ARROW_BASE +
//! move code`). The painter hit-tests places, the engine words them.

use super::board::{Move, SQUARES};
use crate::core::MoveCode;

/// The first arrow place: `ARROW_BASE + Move::code()`.
pub const ARROW_BASE: u32 = 100;

/// A place of the ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A square of the ring, 0–11.
    Square(u8),
    /// The arrow of a move, drawn on the move's square while it is selected.
    Arrow(Move),
}

impl Place {
    pub fn id(self) -> u32 {
        match self {
            Place::Square(sq) => sq as u32,
            Place::Arrow(m) => ARROW_BASE + m.code(),
        }
    }

    pub fn from_id(id: u32) -> Option<Place> {
        if id < SQUARES as u32 {
            return Some(Place::Square(id as u8));
        }
        id.checked_sub(ARROW_BASE)
            .and_then(Move::from_code)
            .map(Place::Arrow)
    }

    /// The square a place lies on.
    pub fn square(self) -> u8 {
        match self {
            Place::Square(sq) => sq,
            Place::Arrow(m) => m.square,
        }
    }
}
