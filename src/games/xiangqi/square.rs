//! A point of the board and its name: the leaf every other part of the
//! engine (the bit lines, the board, the move texts) builds on.

use crate::core::packed;
use crate::core::Side;

pub const FILES: u8 = 9;
pub const SQUARES: usize = 90;

packed::board_square!(
    /// A point of the board: `rank * 9 + file`, files a–i (0–8) from Red's
    /// left, ranks 0–9 from Red's back rank, as in ICCS coordinates.
    Square,
    SQUARES
);

impl Square {
    pub const fn new(file: u8, rank: u8) -> Square {
        Square(rank * FILES + file)
    }

    /// Points from their `(file, rank)` pairs, for constant tables.
    pub const fn list<const N: usize>(points: [(u8, u8); N]) -> [Square; N] {
        let mut list = [Square(0); N];
        let mut i = 0;
        while i < N {
            list[i] = Square::new(points[i].0, points[i].1);
            i += 1;
        }
        list
    }

    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// Whether this point is on `side`'s half of the river.
    #[inline]
    pub const fn on_own_half(self, side: Side) -> bool {
        match side {
            Side::First => self.rank() <= 4,
            Side::Second => self.rank() >= 5,
        }
    }

    /// Whether this point is inside `side`'s palace (the 3×3 "X").
    #[inline]
    pub const fn in_palace(self, side: Side) -> bool {
        let (f, r) = (self.file(), self.rank());
        f >= 3
            && f <= 5
            && match side {
                Side::First => r <= 2,
                Side::Second => r >= 7,
            }
    }

    /// Red's point `self` as `side` sees it: itself for Red, the point
    /// across the river (the rank mirrored) for Black.
    pub const fn for_side(self, side: Side) -> Square {
        match side {
            Side::First => self,
            Side::Second => Square::new(self.file(), 9 - self.rank()),
        }
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank())
    }
}
