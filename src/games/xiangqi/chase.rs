//! Chasing (捉, đuổi bắt): which opposing pieces a move threatens anew.
//!
//! The definition is the one xiangqi servers apply through Pikafish and
//! Fairy-Stockfish (`../shared/rules/xiangqi.md`), put as one idea: a move
//! chases a piece when it creates a *threat* on it that did not exist before
//! the move. A threat is a legal capture, by a piece other than a general or
//! a pawn (those may chase freely), of a piece other than the general or a
//! pawn still on its own half, that wins material:
//! - the target is unprotected: after the capture its side has no legal
//!   recapture on that point; or
//! - the target is worth more whatever protects it: a rook attacked by a
//!   horse or cannon, or a rook, horse or cannon attacked by an advisor or
//!   elephant;
//! - and a piece attacking one of its own kind that can take it back makes no
//!   threat.
//!
//! Threats are compared attacker by attacker, the moved piece keeping its
//! identity across the move. So a kept attack is no chase; a discovered
//! attack is; a pin that takes a piece's protection away is; a capture that
//! would come with a discovered check is (the victim may not recapture).
//! "Legal" settles pins: a pinned piece chases only the piece that pins it.

use super::board::{Move, Position, Role, Square, SQUARES};
use crate::core::Side;

/// A set of points of the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Points(u128);

impl Points {
    pub const EMPTY: Points = Points(0);

    pub fn contains(self, sq: Square) -> bool {
        self.0 >> sq.index() & 1 == 1
    }

    pub fn insert(&mut self, sq: Square) {
        self.0 |= 1 << sq.index();
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn intersection(self, other: Points) -> Points {
        Points(self.0 & other.0)
    }

    /// The set as it was before `m` moved one of its pieces: a point `m`
    /// moved to stands for the point it came from.
    pub fn before(self, m: Move) -> Points {
        if self.contains(m.to()) {
            let mut earlier = Points(self.0 & !(1 << m.to().index()));
            earlier.insert(m.from());
            earlier
        } else {
            self
        }
    }

    pub fn iter(self) -> impl Iterator<Item = Square> {
        (0..SQUARES as u8)
            .filter_map(Square::from_index)
            .filter(move |&sq| self.contains(sq))
    }
}

/// The opposing pieces that `m`, played in `before` (reaching `after`),
/// chases, by the points they stand on after it.
pub fn chased(before: &Position, m: Move, after: &Position) -> Points {
    let mover = before.side_to_move();
    let earlier = threats(before, mover);
    let mut chased = Points::EMPTY;
    for threat in threats(after, mover) {
        let attacker_before = if threat.from() == m.to() {
            m.from()
        } else {
            threat.from()
        };
        if !earlier.contains(&Move::new(attacker_before, threat.to())) {
            chased.insert(threat.to());
        }
    }
    chased
}

/// Every threat `by` makes in `pos`, as the capturing moves.
fn threats(pos: &Position, by: Side) -> Vec<Move> {
    let mut as_mover = pos.clone();
    as_mover.set_side_to_move(by);
    let mut found = Vec::new();
    for (from, attacker) in pos.pieces() {
        if attacker.side() != by || matches!(attacker.role(), Role::King | Role::Pawn) {
            continue;
        }
        for capture in pos.capture_targets_of(from).iter().copied() {
            if is_threat(&as_mover, capture) {
                found.push(capture);
            }
        }
    }
    found
}

/// Whether `capture` (legal or not; `pos` has the capturer to move) is a
/// threat.
fn is_threat(pos: &Position, capture: Move) -> bool {
    let (Some(attacker), Some(target)) = (pos.piece_at(capture.from()), pos.piece_at(capture.to()))
    else {
        return false;
    };
    match target.role() {
        Role::King => return false,
        Role::Pawn if capture.to().on_own_half(target.side()) => return false,
        _ => {}
    }
    if !pos.keeps_king_safe(capture) {
        return false;
    }
    let worth_more = match attacker.role() {
        Role::Horse | Role::Cannon => target.role() == Role::Rook,
        Role::Advisor | Role::Elephant => {
            matches!(target.role(), Role::Rook | Role::Horse | Role::Cannon)
        }
        _ => false,
    };
    if worth_more {
        return true;
    }
    if target.role() == attacker.role() && takes_back(pos, capture) {
        return false;
    }
    let mut captured = pos.clone();
    captured.make(capture);
    !captured
        .legal_moves()
        .iter()
        .any(|m| m.to() == capture.to())
}

/// Whether the target of `capture` could itself take the attacker now.
fn takes_back(pos: &Position, capture: Move) -> bool {
    let mut theirs = pos.clone();
    theirs.set_side_to_move(!pos.side_to_move());
    theirs.is_legal(Move::new(capture.to(), capture.from()))
}
