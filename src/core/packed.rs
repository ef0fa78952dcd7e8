//! Squares and pieces packed in a byte, as the grid games (Cờ tướng, shogi,
//! Cờ Long Phượng) keep them in their board arrays and move codes. Each
//! game declares its own types, for their own methods; these macros write
//! the part that is the same in all of them.

/// Declares a game's square: a point of its board as its index in the
/// board array, below `$squares`.
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
