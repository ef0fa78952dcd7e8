//! The rules around a position: when the game is over (checkmate, PAT,
//! Thiên Nhật Thủ) and why a move is illegal.

use super::board::{Kind, Move, MoveKind, Position, Undo};
use super::Illegal;
use crate::core::board_rules::{self, BoardPly, BoardRules, RulesOf};
use crate::core::{EndReason, Outcome};

/// One ply of the game: the move and the hash after it (for Thiên Nhật
/// Thủ).
pub type PlyRecord = BoardPly<Move, Undo>;

/// Cờ Long Phượng's rules for the timeline.
pub type LongPhuongRules = RulesOf<Position>;

impl BoardRules for Position {
    type Illegal = Illegal;

    /// Thiên Nhật Thủ (the third occurrence of a position loses for whoever
    /// made it), then checkmate, or PAT (no legal move while not in check,
    /// a draw).
    fn judge(start: &Position, pos: &Position, plies: &[PlyRecord]) -> Option<Outcome> {
        if board_rules::repeated(start, plies, 0, 3).is_some() {
            return Some(Outcome::win(pos.side_to_move(), EndReason::ThienNhatThu));
        }
        if !pos.legal_moves().is_empty() {
            return None;
        }
        Some(if pos.in_check() {
            Outcome::win(!pos.side_to_move(), EndReason::Checkmate)
        } else {
            Outcome::draw(EndReason::Pat)
        })
    }

    /// Why `m` is not a legal move in `pos`, or `None` if it is.
    fn illegal(pos: &Position, m: Move) -> Option<Illegal> {
        if pos.is_legal(m) {
            return None;
        }
        let us = pos.side_to_move();
        let to = m.to();
        if pos.in_opening() {
            return Some(match m.dropped() {
                Some(Kind::Dragon | Kind::Phoenix) if pos.in_hand(us, m.dropped()?) == 0 => {
                    Illegal::NotInHand(m.dropped()?)
                }
                Some(Kind::Dragon | Kind::Phoenix) => Illegal::OpeningSquare(to),
                _ => Illegal::OpeningDropsOnly,
            });
        }
        let target = pos.top(to);
        if m.kind() == MoveKind::Drop {
            let kind = m.dropped()?;
            if pos.in_hand(us, kind) == 0 {
                return Some(Illegal::NotInHand(kind));
            }
            return Some(match target {
                Some(q) if q.side() != us => Illegal::DropOnOpponent(to),
                Some(q) if q.kind() == Kind::King => Illegal::OntoOwnKing(to),
                _ => Illegal::LeavesKingAttacked,
            });
        }
        let from = m.from()?;
        let Some(p) = pos.top(from) else {
            return Some(Illegal::NoPiece(from));
        };
        if p.side() != us {
            return Some(Illegal::NotYourPiece(from));
        }
        if let Some(f) = m.facing() {
            if !p.kind().rotatable() {
                return Some(Illegal::CannotTurn(p.kind()));
            }
            if !p.facing().quarter_turn_to(f) {
                return Some(Illegal::NotAQuarterTurn { at: from });
            }
        }
        if m.kind() == MoveKind::Rotate {
            return Some(Illegal::LeavesKingAttacked);
        }
        let height = pos.stack(from).height();
        if m.kind() == MoveKind::Stack && height == 1 {
            return Some(Illegal::NotAStack(from));
        }
        if !pos.grid_reaches(from, to) {
            return Some(Illegal::CannotReach {
                kind: p.kind(),
                from,
                to,
            });
        }
        if let Some(q) = target.filter(|q| q.side() == us) {
            return Some(if p.kind() == Kind::King {
                Illegal::KingCannotStack
            } else if q.kind() == Kind::King {
                Illegal::OntoOwnKing(to)
            } else if m.kind() == MoveKind::Stack {
                Illegal::StackCannotStack(to)
            } else {
                Illegal::SplitCannotStack(to)
            });
        }
        Some(Illegal::LeavesKingAttacked)
    }
}
