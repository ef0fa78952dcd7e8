//! The rules around a position: when the game is over (no legal move,
//! perpetual check and perpetual chase lose, other threefold repetitions
//! draw) and why a move is illegal.

use super::board::{Move, Position, Role, Square, Undo};
use super::chase;
use super::moves::geometry;
use super::Illegal;
use crate::core::board_rules::{self, BoardPly, BoardRules, RulesOf};
use crate::core::{repetition, EndReason, Outcome, Points, Side};

/// One ply of the game: the move, whether it gave check and whether it
/// chased (for perpetual check and chase), and the hash after it.
pub type PlyRecord = BoardPly<Move, Undo>;

/// Cờ tướng's rules for the timeline: no legal move loses, then perpetual
/// check and chase or a plain threefold repetition.
pub type XiangqiRules = RulesOf<Position>;

impl BoardRules for Position {
    type Illegal = Illegal;

    const CHASES: bool = true;

    fn chased(before: &Position, m: Move, after: &Position) -> Points {
        chase::chased(before, m, after)
    }

    /// No legal move loses. Perpetual check, perpetual chase or a plain
    /// threefold repetition is judged when the current position occurs for
    /// the third time, over every ply since its first occurrence. A side
    /// every one of whose plies there gave check loses, unless both did (a
    /// draw). Otherwise a side whose every ply chased one same piece
    /// (followed as it moves) loses, unless both did. Anything else is a
    /// draw by repetition.
    fn judge(start: &Position, pos: &Position, plies: &[PlyRecord]) -> Option<Outcome> {
        if let Some(lost) = board_rules::no_legal_move(pos) {
            return Some(lost);
        }
        // Only positions since the last capture can repeat the current one.
        let reversible_from = plies
            .iter()
            .rposition(|p| p.undo.captured().is_some())
            .map_or(0, |i| i + 1);
        let (tail, first_mover) = board_rules::repeated(start, plies, reversible_from, 3)?;
        let all_check = repetition::every_ply(tail, 0, first_mover, |p| p.gave_check);
        if all_check != [false, false] {
            return Some(match repetition::only_side(all_check) {
                Some(checker) => Outcome::win(!checker, EndReason::PerpetualCheck),
                None => Outcome::draw(EndReason::Repetition),
            });
        }
        let chasing = [0, 1].map(|parity| !same_piece_chased(tail, parity).is_empty());
        let chasing = if first_mover == Side::First {
            chasing
        } else {
            [chasing[1], chasing[0]]
        };
        Some(match repetition::only_side(chasing) {
            Some(chaser) => Outcome::win(!chaser, EndReason::PerpetualChase),
            None => Outcome::draw(EndReason::Repetition),
        })
    }

    /// Why `m` is not a legal move in `pos`, or `None` if it is.
    fn illegal(pos: &Position, m: Move) -> Option<Illegal> {
        let (from, to) = (m.from(), m.to());
        let us = pos.side_to_move();
        let Some(piece) = pos.piece_at(from) else {
            return Some(Illegal::NoPiece(from));
        };
        if piece.side() != us {
            return Some(Illegal::NotYourTurn { piece, at: from });
        }
        if let Some(target) = pos.piece_at(to) {
            if target.side() == us {
                return Some(Illegal::OwnPieceThere {
                    role: target.role(),
                    at: to,
                });
            }
        }
        if let Some(why) = shape_problem(pos, piece.role(), us, from, to) {
            return Some(why);
        }
        if pos.keeps_king_safe(m) {
            return None;
        }
        let mut after = pos.clone();
        after.make(m);
        let (ours, theirs) = (after.king_square(us), after.king_square(!us));
        if ours.file() == theirs.file()
            && geometry::between(ours, theirs)
                .is_some_and(|pts| pts.iter().all(|&p| after.piece_at(p).is_none()))
        {
            return Some(Illegal::GeneralsFace { file: ours.file() });
        }
        let attacker = after
            .pieces()
            .filter(|(_, p)| p.side() != us)
            .find(|&(sq, _)| after.capture_targets_of(sq).iter().any(|t| t.to() == ours));
        Some(Illegal::LeavesGeneralInCheck {
            by: attacker.map(|(sq, p)| (p.role(), sq)),
        })
    }
}

/// The pieces chased by every ply of one side in `plies` (the side playing
/// plies `parity`, `parity + 2`, …), followed back through the other side's
/// moves to where they stood at that side's first ply.
fn same_piece_chased(plies: &[PlyRecord], parity: usize) -> Points {
    let mut own = (parity..plies.len()).step_by(2).rev();
    let Some(last) = own.next() else {
        return Points::EMPTY;
    };
    let mut chased = plies[last].chased_pieces;
    for i in own {
        let between = plies[i + 1].mv;
        chased = chased
            .before_move(between.from().index(), between.to().index())
            .intersection(plies[i].chased_pieces);
    }
    chased
}

/// Whether the piece's movement pattern allows `from` → `to` on this board.
fn shape_problem(
    pos: &Position,
    role: Role,
    us: Side,
    from: Square,
    to: Square,
) -> Option<Illegal> {
    let orthogonal_step = from.file().abs_diff(to.file()) + from.rank().abs_diff(to.rank()) == 1;
    let diagonal_step =
        from.file().abs_diff(to.file()) == 1 && from.rank().abs_diff(to.rank()) == 1;
    match role {
        Role::King if !geometry::is_king_step(from, to) => Some(if orthogonal_step {
            Illegal::GeneralLeavesPalace
        } else {
            Illegal::GeneralStep
        }),
        Role::Advisor if !geometry::is_advisor_step(from, to) => Some(if diagonal_step {
            Illegal::AdvisorLeavesPalace
        } else {
            Illegal::AdvisorStep
        }),
        Role::Elephant => match geometry::elephant_eye(from, to) {
            None if from.file().abs_diff(to.file()) == 2
                && from.rank().abs_diff(to.rank()) == 2 =>
            {
                Some(Illegal::ElephantCrossesRiver)
            }
            None => Some(Illegal::ElephantStep),
            Some(eye) if pos.piece_at(eye).is_some() => Some(Illegal::ElephantEyeBlocked(eye)),
            Some(_) => None,
        },
        Role::Horse => match geometry::horse_leg(from, to) {
            None => Some(Illegal::HorseStep),
            Some(leg) if pos.piece_at(leg).is_some() => Some(Illegal::HorseLegBlocked(leg)),
            Some(_) => None,
        },
        Role::Rook | Role::Cannon => {
            let Some(between) = geometry::between(from, to) else {
                return Some(Illegal::NotAStraightLine(role));
            };
            let screens: Vec<Square> = between
                .into_iter()
                .filter(|&p| pos.piece_at(p).is_some())
                .collect();
            let capturing = pos.piece_at(to).is_some();
            match (role, capturing, screens.len()) {
                (Role::Rook, _, 0) => None,
                (Role::Rook, _, _) => Some(Illegal::RookBlocked(screens[0])),
                (_, false, 0) => None,
                (_, false, _) => Some(Illegal::CannonJumpsOnlyToCapture(screens[0])),
                (_, true, 1) => None,
                (_, true, 0) => Some(Illegal::CannonNeedsScreen),
                (_, true, count) => Some(Illegal::CannonTooManyScreens { count, from, to }),
            }
        }
        Role::Pawn if !geometry::is_pawn_step(us, from, to) => {
            let forward = match us {
                Side::First => to.rank() > from.rank(),
                Side::Second => to.rank() < from.rank(),
            };
            let sideways = to.rank() == from.rank() && from.file().abs_diff(to.file()) == 1;
            Some(if sideways {
                Illegal::PawnSidewaysBeforeRiver
            } else if !forward && from.file() == to.file() {
                Illegal::PawnBackward
            } else {
                Illegal::PawnStep
            })
        }
        _ => None,
    }
}
