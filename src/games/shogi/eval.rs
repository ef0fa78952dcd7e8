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

use super::bitboard::{Bitboard, ZONE};
use super::board::{Move, Position, Role, Square, HAND_ROLES, SQUARES};
use super::moves::MoveList;
use crate::ai::{ladder, Levels, Searchable};
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

/// The squares around each square within `reach` king steps (itself too).
const fn around(reach: u8) -> [Bitboard; SQUARES] {
    let mut table = [Bitboard::EMPTY; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let centre = Square(i as u8);
        let mut j = 0;
        while j < SQUARES {
            let sq = Square(j as u8);
            if sq.rank().abs_diff(centre.rank()) <= reach
                && sq.file().abs_diff(centre.file()) <= reach
            {
                table[i].0 |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    table
}

/// A king's neighbours (where its guards stand) and the squares within two
/// steps of it (where its attackers stand).
static NEAR: [Bitboard; SQUARES] = around(1);
static WITHIN_TWO: [Bitboard; SQUARES] = around(2);

/// One side's pieces and hand, from its own view.
fn side_worth(pos: &Position, side: Side) -> i32 {
    let own = pos.side_squares(side);
    let of = |role| pos.role_squares(role) & own;
    let count = |b: Bitboard| b.count() as i32;
    let mut total = 0;
    for role in Role::ALL {
        total += count(of(role)) * value(role);
    }
    let any_of = |roles: &[Role]| roles.iter().fold(Bitboard::EMPTY, |b, &r| b | of(r));
    let promotable = any_of(&[
        Role::Pawn,
        Role::Lance,
        Role::Knight,
        Role::Silver,
        Role::Bishop,
        Role::Rook,
    ]);
    total += count(promotable & ZONE[side.index()]) * IN_ZONE;
    for pawn in of(Role::Pawn) {
        total += PAWN_STEP * pawn.depth(side) as i32;
    }
    if let Some(king) = pos.king(side) {
        let guards = any_of(&[
            Role::Gold,
            Role::Silver,
            Role::Tokin,
            Role::PromotedLance,
            Role::PromotedKnight,
            Role::PromotedSilver,
        ]);
        total += count(guards & NEAR[king.index()]) * KING_GUARD;
    }
    if let Some(king) = pos.king(!side) {
        total += count(own & !of(Role::King) & WITHIN_TWO[king.index()]) * KING_ATTACKER;
    }
    for (k, &role) in HAND_ROLES.iter().enumerate() {
        total += pos.hands()[side].count(k) as i32 * hand_value(role);
    }
    total
}

impl Searchable for Position {
    fn evaluate(&self) -> i32 {
        let us = self.side_to_move();
        side_worth(self, us) - side_worth(self, !us)
    }

    fn noisy_moves(&self) -> MoveList {
        self.legal_noisy_moves()
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

    /// Levels 3–5 stop at their depth or their nodes, whichever comes
    /// first; 6 and 7 at their nodes: about 0.18 and 0.4 s at the 2.2 M
    /// nodes a second measured natively.
    const LEVELS: Levels = ladder([50_000, 150_000, 150_000, 400_000, 900_000], 6);
}
