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

    /// Whether a move of `us` starts here: from this square (`from`), or a
    /// drop of this hand's kind (`dropped`, a hand index) from `us`'s own
    /// hand.
    pub fn starts(self, us: Side, from: Option<S>, dropped: Option<usize>) -> bool {
        match self {
            Place::Square(sq) => from == Some(sq),
            Place::Hand(side, k) => side == us && dropped == Some(k),
        }
    }
}
