//! What the search needs to know of Cờ Long Phượng ([`Searchable`]): the
//! evaluation, what a move wins, and passing.
//!
//! The weights, in one place. No engine or literature exists for this
//! game, so they are first guesses from each piece's reach, to be tuned by
//! play: Long (every orthogonal line) about a chess rook, Phượng (every
//! diagonal) a bishop, then the Xe (one straight line ahead), the Kỵ's
//! leaps, Tướng, Sĩ and Binh. A stack is worth its pieces (taking it takes
//! them all), plus a little for its height (its top moves with the rest
//! beneath it as a reserve); a piece in hand a tenth more than on the board
//! (it can be dropped). The Vương's own safety: each friendly stack beside
//! it, each enemy stack within two squares.

use super::board::{Kind, Move, Position, Square, HAND_ORDER, SQUARES};
use crate::ai::{ladder, Levels, Searchable};
use crate::core::{MoveCode, Side};

const fn value(kind: Kind) -> i32 {
    match kind {
        Kind::King => 0,
        Kind::Dragon => 900,
        Kind::Phoenix => 650,
        Kind::Chariot => 400,
        Kind::Rider => 350,
        Kind::General => 300,
        Kind::Guard => 250,
        Kind::Soldier => 100,
    }
}

const HAND_TENTHS: i32 = 11;
const HEIGHT: i32 = 10;
const KING_GUARD: i32 = 20;
const KING_ATTACKER: i32 = 20;

fn hand_value(kind: Kind) -> i32 {
    value(kind) * HAND_TENTHS / 10
}

/// The larger of the row and column distances.
fn distance(a: Square, b: Square) -> u8 {
    a.row()
        .abs_diff(b.row())
        .max(a.column().abs_diff(b.column()))
}

/// The stack on `sq`: its pieces' worth and its height's.
fn stack_value(pos: &Position, sq: Square) -> i32 {
    let stack = pos.stack(sq);
    let pieces: i32 = stack.pieces().iter().map(|p| value(p.kind())).sum();
    pieces + HEIGHT * (stack.height() as i32 - 1).max(0)
}

/// One side's stacks and hand, from its own view.
fn side_worth(pos: &Position, side: Side) -> i32 {
    let own_king = pos.king(side);
    let their_king = pos.king(!side);
    let mut total = 0;
    for sq in (0..SQUARES as u8).filter_map(Square::from_index) {
        let Some(top) = pos.top(sq) else { continue };
        if top.side() != side {
            continue;
        }
        total += stack_value(pos, sq);
        if top.kind() == Kind::King {
            continue;
        }
        if own_king.is_some_and(|k| distance(k, sq) == 1) {
            total += KING_GUARD;
        }
        if their_king.is_some_and(|k| distance(k, sq) <= 2) {
            total += KING_ATTACKER;
        }
    }
    for (k, &kind) in HAND_ORDER.iter().enumerate() {
        total += pos.hands()[side].count(k) as i32 * hand_value(kind);
    }
    total
}

impl Searchable for Position {
    /// The 19-bit code folded to 15 bits: a rare collision only mixes two
    /// moves' ordering (the table's move is looked for among legal moves).
    fn move_key(m: Move) -> u16 {
        let code = m.code();
        ((code ^ ((code >> 15) * 0x2B)) & 0x7FFF) as u16
    }

    fn evaluate(&self) -> i32 {
        let us = self.side_to_move();
        side_worth(self, us) - side_worth(self, !us)
    }

    fn gain(&self, m: Move) -> i32 {
        match self.top(m.to()) {
            Some(p) if p.side() != self.side_to_move() => stack_value(self, m.to()),
            _ => 0,
        }
    }

    fn mover_value(&self, m: Move) -> i32 {
        match m.from() {
            Some(from) => self.top(from).map_or(0, |p| value(p.kind())),
            None => m.dropped().map_or(0, hand_value),
        }
    }

    /// Pieces in hand or stacks to split always leave a move that costs
    /// little; with neither, being made to move may hurt.
    fn null_move_sound(&self) -> bool {
        !self.hands()[self.side_to_move()].is_empty()
    }

    fn pass(&mut self) {
        self.set_side_to_move(!self.side_to_move());
    }

    /// Levels 3–5 stop at their depth or their nodes, whichever comes
    /// first; 6 and 7 at their nodes: about 0.4 and 0.6 s at the 0.64 M
    /// nodes a second measured natively. Drops, rotations and stacks make
    /// a middlegame's depth 3 cost some 40 k nodes and its depth 4 half a
    /// million, so levels 4 to 8 all lie between those two depths.
    const LEVELS: Levels = ladder([50_000, 100_000, 150_000, 250_000, 400_000], 6);
}
