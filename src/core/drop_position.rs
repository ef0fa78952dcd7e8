//! What the positions of the games with drops (shogi, Cờ Long Phượng)
//! share besides their boards: both hands, hashed by count; kings that may
//! be missing; the side to move under a hash key; a move counter.

/// The king square of a side that has no king (a tsume problem, a
/// hand-made position).
pub const NO_KING: u8 = 255;

/// Declares `$position` the position of a drop game: writes its verbs over
/// its fields `hands` (`Hands<HAND_KINDS>`), `kings` (`[u8; 2]`,
/// [`NO_KING`] for none), `side` and `hash`, with the game's statics
/// `HAND_KEYS` (a [`HandKeys`](crate::core::hand::HandKeys)) and
/// `SIDE_KEY`; `$counter` is the field that counts moves or plies from 1.
/// `$kind`, the game's piece kind, answers `hand_index()` for
/// [`Place::hand`](crate::core::Place::hand).
macro_rules! drop_position {
    ($position:ty, kind: $kind:ty, counter: $counter:ident) => {
        impl $position {
            pub fn hands(&self) -> &$crate::core::Hands<HAND_KINDS> {
                &self.hands
            }

            /// How many pieces of `kind` `side` holds (none of a kind no
            /// hand holds, such as a promoted one or the king).
            pub fn in_hand(&self, side: Side, kind: $kind) -> u8 {
                kind.hand_index().map_or(0, |k| self.hands[side].count(k))
            }

            pub fn king(&self, side: Side) -> Option<Square> {
                let k = self.kings[side.index()];
                (k != $crate::core::drop_position::NO_KING).then_some(Square(k))
            }

            pub(crate) fn set_side_to_move(&mut self, side: Side) {
                if side != self.side {
                    self.side = side;
                    self.hash ^= SIDE_KEY;
                }
            }

            /// One more piece of hand kind `k` for `side`, in the hash too.
            fn add_to_hand_kind(&mut self, side: Side, k: usize) {
                self.hash ^= self.hands.add_hashed(side, k, &HAND_KEYS);
            }

            /// One piece fewer of hand kind `k` for `side`, in the hash too.
            fn take_from_hand_kind(&mut self, side: Side, k: usize) {
                self.hash ^= self.hands.take_hashed(side, k, &HAND_KEYS);
            }

            /// Hands the turn to the other side once a move is played.
            fn pass_turn(&mut self) {
                self.side = !self.side;
                self.hash ^= SIDE_KEY;
                // Saturates at the largest number the position's text can
                // carry: the position stays writable and readable however
                // long the game, and never wraps back into its opening.
                self.$counter = self.$counter.saturating_add(1);
            }

            /// Gives the turn back as a move is taken back, with the hash
            /// and the counter from before it.
            fn take_back_turn(&mut self, hash: u64, counter: u32) {
                self.side = !self.side;
                self.hash = hash;
                self.$counter = counter;
            }
        }

        impl $crate::core::HandKind for $kind {
            fn hand_index(self) -> Option<usize> {
                <$kind>::hand_index(self)
            }
        }
    };
}
pub(crate) use drop_position;
