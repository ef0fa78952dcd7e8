//! A square of the board and its name: the leaf the bitboards, the board
//! and the move texts build on.

use crate::core::packed;
use crate::core::Side;

pub const SQUARES: usize = 81;

packed::board_square!(
    /// A square: `row * 9 + column`, row 0 = rank `a` (一, Gote's back
    /// rank), column 0 = file 9 (Sente's left), so the index follows SFEN's
    /// reading order. USI calls the square `<file><rank letter>` (`7g`).
    Square,
    SQUARES
);

impl Square {
    /// `file` 1–9 (right to left from Sente), `rank` 1–9 (a–i, top down).
    pub const fn new(file: u8, rank: u8) -> Square {
        Square((rank - 1) * 9 + (9 - file))
    }

    /// 1–9, counted from Sente's right.
    #[inline]
    pub const fn file(self) -> u8 {
        9 - self.0 % 9
    }

    /// 1–9 (a–i), counted from Gote's side.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / 9 + 1
    }

    /// How far `side` has advanced on this square: 1 on its own back rank,
    /// 9 on the last rank.
    #[inline]
    pub const fn depth(self, side: Side) -> u8 {
        match side {
            Side::First => 10 - self.rank(),
            Side::Second => self.rank(),
        }
    }

    /// The farthest three ranks, where `side`'s pieces promote.
    #[inline]
    pub const fn in_zone(self, side: Side) -> bool {
        self.depth(side) >= 7
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.file(), (b'a' + self.rank() - 1) as char)
    }
}
