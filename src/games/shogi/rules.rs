//! The rules around a position: when the game is over (checkmate,
//! sennichite and perpetual check), the impasse count, and why a move is
//! illegal.

use super::board::{Move, Position, Role, Undo};
use super::{Illegal, MoveList};
use crate::core::board_rules::{self, BoardPly, BoardRules, RulesOf};
use crate::core::{repetition, EndReason, Outcome, Side};

/// The impasse count (jishogi, 持将棋) for both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImpasseCount {
    /// Points of Sente and Gote: rook and bishop 5, other pieces 1, kings
    /// none, promotion ignored, pieces in hand included.
    pub points: [u32; 2],
    pub outcome: Outcome,
}

/// Fewer points than this loses the impasse count.
pub const IMPASSE_POINTS: u32 = 24;

/// One ply of the game: the move, whether it gave check (for perpetual
/// check) and the hash after it (for sennichite).
pub type PlyRecord = BoardPly<Move, Undo>;

/// Shogi's rules for the timeline: no legal move loses, then sennichite.
pub type ShogiRules = RulesOf<Position>;

impl BoardRules for Position {
    type Illegal = Illegal;

    /// No legal move loses. Sennichite (千日手): the current position (board, hands, side to
    /// move) occurs for the fourth time. A draw, unless one side gave check
    /// with every one of its moves since the first of those occurrences:
    /// that side loses.
    fn judge(start: &Position, pos: &Position, plies: &[PlyRecord]) -> Option<Outcome> {
        if let Some(lost) = board_rules::no_legal_move(pos) {
            return Some(lost);
        }
        let (cycle, first_mover) = board_rules::repeated(start, plies, 0, 4)?;
        let checked = repetition::every_ply(cycle, 0, first_mover, |p| p.gave_check);
        Some(match repetition::only_side(checked) {
            Some(checker) => Outcome::win(!checker, EndReason::PerpetualCheck),
            None => Outcome::draw(EndReason::Sennichite),
        })
    }

    /// Why `m` is not a legal move in `pos`, or `None` if it is.
    fn illegal(pos: &Position, m: Move) -> Option<Illegal> {
        let us = pos.side_to_move();
        let to = m.to();
        if pos.is_legal(m) {
            return None;
        }
        let Some(from) = m.from() else {
            let role = m.dropped().unwrap_or(Role::Pawn);
            if pos.in_hand(us, role) == 0 {
                return Some(Illegal::NotInHand(role));
            }
            if pos.piece_at(to).is_some() {
                return Some(Illegal::DropOnPiece(to));
            }
            if to.depth(us) > role.last_playable_depth() {
                return Some(Illegal::DeadDrop { role, to });
            }
            if role == Role::Pawn && pos.has_pawn_on_file(us, to) {
                return Some(Illegal::Nifu { to });
            }
            if pos.is_pawn_drop_mate(m) {
                return Some(Illegal::PawnDropMate { to });
            }
            return Some(Illegal::IgnoresCheck);
        };
        let Some(piece) = pos.piece_at(from) else {
            return Some(Illegal::NoPiece(from));
        };
        if piece.side() != us {
            return Some(Illegal::NotYourPiece { piece, at: from });
        }
        if pos.piece_at(to).is_some_and(|p| p.side() == us) {
            return Some(Illegal::OwnPieceThere(to));
        }
        let mut pseudo = MoveList::new();
        pos.pseudo_legal_moves(&mut pseudo);
        if !pseudo
            .iter()
            .any(|o| o.from() == Some(from) && o.to() == to)
        {
            return Some(Illegal::CannotReach { piece, from, to });
        }
        let role = piece.role();
        if m.promotes() {
            if role.promoted().is_none() {
                return Some(Illegal::CannotPromote(role));
            }
            if !from.in_zone(us) && !to.in_zone(us) {
                return Some(Illegal::OutsideZone { from, to });
            }
        } else if to.depth(us) > role.last_playable_depth() {
            return Some(Illegal::MustPromote { role, to });
        }
        if role == Role::King {
            return Some(Illegal::KingIntoCheck(to));
        }
        if pos.in_check() {
            return Some(Illegal::IgnoresCheck);
        }
        Some(Illegal::ExposesKing { at: from })
    }
}

/// Both kings stand in their promotion zones.
pub fn impasse_applies(pos: &Position) -> bool {
    Side::BOTH
        .iter()
        .all(|&s| pos.king(s).is_some_and(|k| k.in_zone(s)))
}

/// The impasse count: a side with fewer than 24 points loses, otherwise the
/// game is drawn.
pub fn impasse_count(pos: &Position) -> ImpasseCount {
    let value = |role: Role| match role.unpromoted() {
        Role::King => 0,
        Role::Rook | Role::Bishop => 5,
        _ => 1,
    };
    let mut points = [0u32; 2];
    for (_, piece) in pos.pieces() {
        points[piece.side().index()] += value(piece.role());
    }
    for side in Side::BOTH {
        for (k, role) in super::HAND_ROLES.iter().enumerate() {
            points[side.index()] += value(*role) * pos.hands()[side].count(k) as u32;
        }
    }
    let short = [points[0] < IMPASSE_POINTS, points[1] < IMPASSE_POINTS];
    let outcome = match repetition::only_side(short) {
        Some(loser) => Outcome::win(!loser, EndReason::Impasse),
        None => Outcome::draw(EndReason::Impasse),
    };
    ImpasseCount { points, outcome }
}
