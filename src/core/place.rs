//! Places of a board with hands (shogi, Cờ Long Phượng): a square 0–80, or
//! a kind of piece in a side's hand, `81 + K·side + kind` (side 0 moves
//! first). The engines filter moves by place, the painters hit-test places,
//! and the API hands place numbers to JavaScript: one vocabulary for all.

use super::Side;

/// The first hand place: the first side's first kind.
pub const HAND_BASE: u32 = 81;

/// A game's square type, seen as its index 0–80.
pub trait BoardSquare: Copy + Eq {
    fn from_index(index: u8) -> Option<Self>;
    fn index(self) -> u8;
}

/// Implements [`BoardSquare`] through a square type's own `from_index` and
/// `index`.
macro_rules! impl_board_square {
    ($square:ty) => {
        impl $crate::core::place::BoardSquare for $square {
            fn from_index(index: u8) -> Option<$square> {
                <$square>::from_index(index)
            }

            fn index(self) -> u8 {
                <$square>::index(self) as u8
            }
        }
    };
}
pub(crate) use impl_board_square;

/// A game's piece kind as its hands know it.
pub trait HandKind: Copy {
    /// Where the kind sits in a hand (the game's hand order); `None` for a
    /// kind no hand holds.
    fn hand_index(self) -> Option<usize>;
}

/// A square of the board or one of the `K` kinds of piece in one side's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place<S, const K: usize> {
    Square(S),
    /// A side and a hand kind (in the game's hand order).
    Hand(Side, usize),
}

impl<S: BoardSquare, const K: usize> Place<S, K> {
    /// Squares and hand places together.
    pub const COUNT: u32 = HAND_BASE + 2 * K as u32;

    pub fn from_id(id: u32) -> Option<Self> {
        if id < HAND_BASE {
            return S::from_index(id as u8).map(Place::Square);
        }
        if id >= Self::COUNT {
            return None;
        }
        let k = (id - HAND_BASE) as usize;
        Some(Place::Hand(Side::BOTH[k / K], k % K))
    }

    /// The hand place holding `kind` for `side`; `None` for a kind no hand
    /// holds.
    pub fn hand(side: Side, kind: impl HandKind) -> Option<Self> {
        kind.hand_index().map(|k| Place::Hand(side, k))
    }

    pub fn id(self) -> u32 {
        match self {
            Place::Square(sq) => sq.index() as u32,
            Place::Hand(side, k) => HAND_BASE + (side.index() * K + k) as u32,
        }
    }
}

/// `legal_moves_from(place)` for a game whose board has hands: a square's
/// moves, or the drops of a hand kind of the side to move (none from the
/// other side's hand). The game's moves answer `from()` (a square, or none
/// for a drop) and `dropped()` (a kind with `hand_index()`).
macro_rules! legal_moves_from_verb {
    ($place:ty, $move:ty) => {
        /// The legal moves from a place (a square, or a hand kind).
        pub fn legal_moves_from(&self, place: $place) -> Vec<$move> {
            let us = self.position().side_to_move();
            let starts_here = |m: &$move| match place {
                $crate::core::Place::Square(sq) => m.from() == Some(sq),
                $crate::core::Place::Hand(side, k) => {
                    side == us && m.dropped().and_then(|d| d.hand_index()) == Some(k)
                }
            };
            self.legal_moves()
                .iter()
                .copied()
                .filter(starts_here)
                .collect()
        }
    };
}
pub(crate) use legal_moves_from_verb;
