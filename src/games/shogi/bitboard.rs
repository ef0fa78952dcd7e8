//! Sets of squares as bitboards: bit `i` is square `i` (row-major, SFEN's
//! reading order), so a row is nine consecutive bits and "one rank toward
//! Gote" is a shift right by nine.
//!
//! Backed by a `u128`. WebAssembly has no 128-bit shift by a variable
//! amount (the compiler calls a helper through memory), so nothing here
//! shifts a u128 by a variable: single squares come from a table, and the
//! other shifts are by constants.

use super::square::{Square, SQUARES};
use crate::core::Side;

/// A set of squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub(super) u128);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 81 squares.
    pub const ALL: Bitboard = Bitboard((1 << SQUARES) - 1);

    #[inline]
    pub fn square(sq: Square) -> Bitboard {
        SQUARE_BITS[sq.index()]
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn nonempty(self) -> bool {
        self.0 != 0
    }

    #[inline]
    pub fn contains(self, sq: Square) -> bool {
        (self & Bitboard::square(sq)).nonempty()
    }

    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether more than one square is set.
    #[inline]
    pub const fn several(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square (by index); the set must not be empty.
    #[inline]
    pub const fn lowest(self) -> Square {
        Square(self.0.trailing_zeros() as u8)
    }

    /// The highest square (by index); the set must not be empty.
    #[inline]
    pub const fn highest(self) -> Square {
        Square((127 - self.0.leading_zeros()) as u8)
    }

    /// The set moved one rank forward for `side` (toward rank a for Sente).
    #[inline]
    pub const fn forward(self, side: Side) -> Bitboard {
        match side {
            Side::First => Bitboard(self.0 >> 9),
            Side::Second => Bitboard((self.0 << 9) & Bitboard::ALL.0),
        }
    }

    /// Every square of the files whose bits (bit `column`, as the position
    /// keeps its pawns' files) are set in `columns`.
    #[inline]
    pub const fn files(columns: u16) -> Bitboard {
        // Copies of the row nine bits apart never overlap, so the products
        // carry nothing; two u64 halves, as a u128 product is a call in wasm.
        let c = columns as u64;
        let low = c.wrapping_mul(0x8040_2010_0804_0201); // rows 0–6 and square 63
        let high = (c >> 1) | (c << 8); // the rest of row 7, then row 8
        Bitboard(low as u128 | (high as u128) << 64)
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    /// The squares in ascending order.
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = self.lowest();
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

macro_rules! bit_ops {
    ($($op:ident $f:ident $assign:ident $fa:ident $sym:tt),*) => {$(
        impl std::ops::$op for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $sym rhs.0)
            }
        }
        impl std::ops::$assign for Bitboard {
            #[inline]
            fn $fa(&mut self, rhs: Bitboard) {
                self.0 = self.0 $sym rhs.0;
            }
        }
    )*};
}
bit_ops!(BitAnd bitand BitAndAssign bitand_assign &, BitOr bitor BitOrAssign bitor_assign |, BitXor bitxor BitXorAssign bitxor_assign ^);

impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the board.
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & Bitboard::ALL.0)
    }
}

/// Each square alone (a table beats computing it in wasm).
static SQUARE_BITS: [Bitboard; SQUARES] = {
    let mut t = [Bitboard(0); SQUARES];
    let mut i = 0;
    while i < SQUARES {
        t[i] = Bitboard(1 << i);
        i += 1;
    }
    t
};

/// `side`'s ranks from `depth` (counted from its own back rank, 1) to its
/// last: `rows_from(side, 7)` is its promotion zone. For tables only.
pub const fn rows_from(side: Side, depth: u8) -> Bitboard {
    let rows = 10 - depth as u32;
    match side {
        // Sente's last rank is rank a, row 0: the first rows.
        Side::First => Bitboard((1 << (rows * 9)) - 1),
        // Gote's is rank i, row 8: all but the first 9 - rows rows.
        Side::Second => Bitboard(Bitboard::ALL.0 ^ ((1 << ((9 - rows) * 9)) - 1)),
    }
}

/// Each side's promotion zone, its farthest three ranks.
pub const ZONE: [Bitboard; 2] = [rows_from(Side::First, 7), rows_from(Side::Second, 7)];
