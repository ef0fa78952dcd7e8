//! What the search needs to know of shogi ([`Searchable`]): the
//! evaluation, what a move wins, and passing.
//!
//! The weights, in one place. Material in centipawns from Bonanza 6's
//! piece values (the open-source program whose values most shogi engines
//! started from), a piece in hand worth a tenth more than on the board (it
//! can be dropped anywhere); king safety: each gold, silver or gold-mover
//! beside its own king, and each enemy piece within two squares of it;
//! promotion zone: an unpromoted piece standing in it (a promotion to
//! come), and a pawn the further it has advanced.

use super::board::{Move, Position, Role, Square, HAND_ROLES};
use crate::ai::Searchable;
use crate::core::Side;

const fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 87,
        Role::Lance => 232,
        Role::Knight => 257,
        Role::Silver => 369,
        Role::Gold => 444,
        Role::Bishop => 569,
        Role::Rook => 642,
        Role::King => 0,
        Role::Tokin => 534,
        Role::PromotedLance => 489,
        Role::PromotedKnight => 510,
        Role::PromotedSilver => 495,
        Role::Horse => 827,
        Role::Dragon => 945,
    }
}

/// A piece in hand, in tenths of its value on the board.
const HAND_TENTHS: i32 = 11;
const KING_GUARD: i32 = 25;
const KING_ATTACKER: i32 = 18;
const IN_ZONE: i32 = 20;
const PAWN_STEP: i32 = 3;

fn hand_value(role: Role) -> i32 {
    value(role) * HAND_TENTHS / 10
}

/// The larger of the rank and file distances.
fn distance(a: Square, b: Square) -> u8 {
    a.rank().abs_diff(b.rank()).max(a.file().abs_diff(b.file()))
}

/// One side's pieces and hand, from its own view.
fn side_worth(pos: &Position, side: Side) -> i32 {
    let own_king = pos.king(side);
    let their_king = pos.king(!side);
    let mut total = 0;
    for (sq, p) in pos.pieces() {
        if p.side() != side {
            continue;
        }
        let role = p.role();
        total += value(role);
        if role.promoted().is_some() && role != Role::King && sq.in_zone(side) {
            total += IN_ZONE;
        }
        if role == Role::Pawn {
            total += PAWN_STEP * sq.depth(side) as i32;
        }
        let guards = matches!(
            role,
            Role::Gold
                | Role::Silver
                | Role::Tokin
                | Role::PromotedLance
                | Role::PromotedKnight
                | Role::PromotedSilver
        );
        if guards && own_king.is_some_and(|k| distance(k, sq) == 1) {
            total += KING_GUARD;
        }
        if role != Role::King && their_king.is_some_and(|k| distance(k, sq) <= 2) {
            total += KING_ATTACKER;
        }
    }
    for (k, &role) in HAND_ROLES.iter().enumerate() {
        total += pos.hands()[side].count(k) as i32 * hand_value(role);
    }
    total
}

impl Searchable for Position {
    fn move_key(m: Move) -> u16 {
        m.code() as u16
    }

    fn evaluate(&self) -> i32 {
        let us = self.side_to_move();
        side_worth(self, us) - side_worth(self, !us)
    }

    fn gain(&self, m: Move) -> i32 {
        let taken = self
            .piece_at(m.to())
            .map_or(0, |p| value(p.role()) + hand_value(p.role().unpromoted()));
        let promotion = match m.from().and_then(|from| self.piece_at(from)) {
            Some(p) if m.promotes() => {
                let role = p.role();
                role.promoted().map_or(0, |r| value(r) - value(role))
            }
            _ => 0,
        };
        taken + promotion
    }

    fn mover_value(&self, m: Move) -> i32 {
        match m.from() {
            Some(from) => self.piece_at(from).map_or(0, |p| value(p.role())),
            None => m.dropped().map_or(0, hand_value),
        }
    }

    /// Zugzwang is rare in shogi: a piece in hand or on the board always
    /// has somewhere to go.
    fn null_move_sound(&self) -> bool {
        true
    }

    fn pass(&mut self) {
        self.set_side_to_move(!self.side_to_move());
    }
}
