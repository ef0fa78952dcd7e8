//! Squares and pieces packed in a byte, as the grid games (Cờ tướng, shogi,
//! Cờ Long Phượng) keep them in their board arrays and move codes, sets of
//! squares packed in bits, and the rows of their board as FEN and SFEN
//! write it. Each game declares its own types, for their own methods; these
//! macros, `SquareSet` and `read_rows` write the part that is the same in
//! all of them.

/// Declares a game's square: a point of its board as its index in the
/// board array, below `$squares`, seen by the generic code as a
/// [`BoardSquare`](crate::core::BoardSquare).
macro_rules! board_square {
    ($(#[$doc:meta])* $square:ident, $squares:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $square(pub(crate) u8);

        impl $square {
            pub const fn from_index(index: u8) -> Option<$square> {
                if (index as usize) < $squares {
                    Some($square(index))
                } else {
                    None
                }
            }

            #[inline]
            pub const fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl $crate::core::BoardSquare for $square {
            fn from_index(index: u8) -> Option<$square> {
                <$square>::from_index(index)
            }

            fn index(self) -> u8 {
                self.0
            }
        }
    };
}
pub(crate) use board_square;

/// Implements a game's piece type (a tuple struct around its byte code):
/// `side()`, read from `side_bit`; `code()`, the byte; and `from_code()`,
/// `None` when no bit of `present` is set (an empty square).
///
/// The second form is for a piece packed as `side << side_shift | role`,
/// role codes from 1: it adds `new(side, role)` and `role()` (through the
/// role type's `from_code`).
macro_rules! packed_piece {
    ($piece:ident, side_bit: $side_bit:expr, present: $present:expr) => {
        impl $piece {
            #[inline]
            pub const fn side(self) -> $crate::core::Side {
                if self.0 & $side_bit == 0 {
                    $crate::core::Side::First
                } else {
                    $crate::core::Side::Second
                }
            }

            #[inline]
            pub(crate) const fn code(self) -> u8 {
                self.0
            }

            #[inline]
            pub(crate) const fn from_code(code: u8) -> Option<$piece> {
                if code & $present == 0 {
                    None
                } else {
                    Some($piece(code))
                }
            }
        }
    };
    ($piece:ident, $role:ident, side_shift: $shift:expr) => {
        impl $piece {
            #[inline]
            pub const fn new(side: $crate::core::Side, role: $role) -> $piece {
                $piece(((side as u8) << $shift) | role as u8)
            }

            #[inline]
            pub const fn role(self) -> $role {
                match $role::from_code(self.0 & ((1 << $shift) - 1)) {
                    Some(role) => role,
                    None => $role::Pawn, // unreachable: a piece is never built from 0
                }
            }
        }

        $crate::core::packed::packed_piece!(
            $piece,
            side_bit: 1 << $shift,
            present: (1 << $shift) - 1
        );
    };
}
pub(crate) use packed_piece;

/// A set of a board's squares (up to 128) by index, as bits: 0–63 in one
/// word and 64–127 in the other, for the move generators' hot paths (each
/// side's pieces, what a king watches). Two words rather than a `u128`,
/// whose variable shifts are function calls in WebAssembly, picked by a
/// test rather than an index, which would keep the set in memory there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SquareSet {
    low: u64,
    high: u64,
}

impl SquareSet {
    pub(crate) const EMPTY: SquareSet = SquareSet { low: 0, high: 0 };

    /// The set of the one square `sq`.
    #[inline]
    pub(crate) fn of(sq: u8) -> SquareSet {
        let bit = 1 << (sq & 63);
        if sq < 64 {
            SquareSet { low: bit, high: 0 }
        } else {
            SquareSet { low: 0, high: bit }
        }
    }

    #[inline]
    pub(crate) fn contains(self, sq: u8) -> bool {
        let word = if sq < 64 { self.low } else { self.high };
        word >> (sq & 63) & 1 != 0
    }

    #[inline]
    pub(crate) fn insert(&mut self, sq: u8) {
        let bit = SquareSet::of(sq);
        self.low |= bit.low;
        self.high |= bit.high;
    }

    #[inline]
    pub(crate) fn remove(&mut self, sq: u8) {
        let bit = SquareSet::of(sq);
        self.low &= !bit.low;
        self.high &= !bit.high;
    }

    /// Adds `sq` if it is missing, removes it if not.
    #[inline]
    pub(crate) fn toggle(&mut self, sq: u8) {
        let bit = SquareSet::of(sq);
        self.low ^= bit.low;
        self.high ^= bit.high;
    }

    #[inline]
    pub(crate) fn is_empty(self) -> bool {
        self.low | self.high == 0
    }

    /// The squares of `self` that are also in `other`.
    #[inline]
    pub(crate) fn and(self, other: SquareSet) -> SquareSet {
        SquareSet {
            low: self.low & other.low,
            high: self.high & other.high,
        }
    }

    /// The squares of `self` that are not in `other`.
    #[inline]
    pub(crate) fn without(self, other: SquareSet) -> SquareSet {
        SquareSet {
            low: self.low & !other.low,
            high: self.high & !other.high,
        }
    }

    /// Calls `f` with each square of the set, in order.
    #[inline]
    pub(crate) fn for_each(self, mut f: impl FnMut(u8)) {
        for (mut word, base) in [(self.low, 0), (self.high, 64)] {
            while word != 0 {
                f(base + word.trailing_zeros() as u8);
                word &= word - 1;
            }
        }
    }
}

/// What is wrong with a board's rows as text, before any letter is read as
/// a piece. A `row` counts from 1 at the top, as the text lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowsProblem {
    /// Not as many rows as the board has.
    RowCount(usize),
    /// A 0 among a row's counts of empty points.
    Zero { row: u8 },
    /// Two counts of empty points one after the other (`54`).
    TwoCounts { row: u8, text: String },
    /// A `+` with no letter after it.
    LoosePlus { row: u8 },
    /// A row that does not cover the board's files exactly.
    Width { row: u8, text: String, files: usize },
}

/// Reads a grid board written as FEN and SFEN write it: `shape.0` rows from
/// the top, separated by `/`, each covering `shape.1` files with piece
/// letters and counts of empty points (1–9, never two in a row); with
/// `promotions`, a `+` before a letter promotes it. `piece` reads a letter
/// (promoted or not, on a row) as the game's piece or refuses it;
/// `problem` turns what is wrong with the text into the game's error.
/// Returns every piece in reading order with its row (from 1 at the top)
/// and column (from 0 on the left).
pub fn read_rows<P, E>(
    text: &str,
    shape: (usize, usize),
    promotions: bool,
    mut piece: impl FnMut(char, bool, u8) -> Result<P, E>,
    problem: impl Fn(RowsProblem) -> E,
) -> Result<Vec<(u8, u8, P)>, E> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != shape.0 {
        return Err(problem(RowsProblem::RowCount(rows.len())));
    }
    let mut pieces = Vec::new();
    for (i, text) in rows.iter().enumerate() {
        let row = i as u8 + 1;
        let (mut files, mut after_count, mut promoted) = (0usize, false, false);
        for c in text.chars() {
            if promoted && !c.is_ascii_alphabetic() {
                return Err(problem(RowsProblem::LoosePlus { row }));
            }
            if c == '+' && promotions {
                promoted = true;
                continue;
            }
            if let Some(d) = c.to_digit(10) {
                if d == 0 {
                    return Err(problem(RowsProblem::Zero { row }));
                }
                if after_count {
                    let text = text.to_string();
                    return Err(problem(RowsProblem::TwoCounts { row, text }));
                }
                files += d as usize;
                after_count = true;
                continue;
            }
            let p = piece(c, promoted, row)?;
            // Past the last file nothing is kept: the width refuses the row.
            if files < shape.1 {
                pieces.push((row, files as u8, p));
            }
            files += 1;
            (after_count, promoted) = (false, false);
        }
        if promoted {
            return Err(problem(RowsProblem::LoosePlus { row }));
        }
        if files != shape.1 {
            let text = text.to_string();
            return Err(problem(RowsProblem::Width { row, text, files }));
        }
    }
    Ok(pieces)
}
