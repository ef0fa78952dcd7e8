//! The touch-move referee: the seed's rule 2, cases a–e.
//!
//! a. Own piece touched: it must move.
//! b. Opposing piece touched: it must be captured.
//! c. Own, then opposing: c-1 the own piece captures it; c-2 else the own
//!    piece moves; c-3 else another piece captures it; c-4 else a foul.
//! d. Opposing, then own: d-1 the own piece captures it; d-2 else another
//!    piece captures it; d-3 else the own piece moves; d-4 else a foul.
//! e. Both at once: as d.
//!
//! The duty is judged over every piece touched this turn: a technical foul
//! is recorded only when the whole chain of the case is impossible. A first
//! touch the seed still lets a second one rescue binds no foul yet: an own
//! piece that cannot move leaves c-3 open (touch an opposing piece that can
//! be captured, and capture it), an opposing piece nothing can capture
//! leaves d-3 open (touch an own piece and move it).

use super::board::{Move, Piece, Position, Square};
use super::{Duty, Error, TouchRefusal};

/// The pieces the side to move has touched this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Touch {
    #[default]
    None,
    Own(Square),
    Opponent(Square),
    OwnThenOpponent(Square, Square),
    OpponentThenOwn(Square, Square),
}

/// What the referee obliges: the moves still allowed and the duty. No duty
/// means the player is free; a foul duty comes with no moves.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Obligation {
    pub moves: Vec<Move>,
    pub duty: Option<Duty>,
}

impl Obligation {
    pub(crate) fn free() -> Obligation {
        Obligation::default()
    }

    pub fn is_free(&self) -> bool {
        self.duty.is_none()
    }

    pub fn is_foul(&self) -> bool {
        self.duty.is_some_and(Duty::is_foul)
    }
}

/// The piece on a touched point (touched points always hold one).
fn piece_at(pos: &Position, sq: Square) -> Piece {
    pos.piece_at(sq)
        .expect("touched points are checked to hold a piece")
}

impl Touch {
    /// The touch state after touching `points` (one, or two at once).
    pub(crate) fn with_touches(self, pos: &Position, points: &[Square]) -> Result<Touch, Error> {
        let us = pos.side_to_move();
        let mut own = Vec::new();
        let mut theirs = Vec::new();
        for &sq in points {
            match pos.piece_at(sq) {
                None => return Err(Error::TouchMove(TouchRefusal::NoPiece(sq))),
                Some(p) if p.side() == us => own.push(sq),
                Some(_) => theirs.push(sq),
            }
        }
        let refuse = |why: TouchRefusal| Err(Error::TouchMove(why));
        // Picking up a piece the current duty already lets move changes nothing
        // (after d-2, say, the capturing piece must be picked up). Not so after
        // one opposing piece alone: an own piece touched next is case d.
        if let ([a], []) = (own.as_slice(), theirs.as_slice()) {
            let picks_up_the_duty = match self {
                Touch::None | Touch::Opponent(_) => false,
                Touch::Own(touched) => touched == *a,
                _ => self.obligation(pos).moves.iter().any(|m| m.from() == *a),
            };
            if picks_up_the_duty {
                return Ok(self);
            }
        }
        let next = match (self, own.as_slice(), theirs.as_slice()) {
            (_, [a], [x]) if points.len() == 2 => match self {
                Touch::None => Touch::OpponentThenOwn(*x, *a),
                _ => return refuse(TouchRefusal::TogetherOnlyFirst),
            },
            (Touch::None, [a], []) => Touch::Own(*a),
            (Touch::None, [], [x]) => Touch::Opponent(*x),
            (Touch::Own(a), [], [x]) => Touch::OwnThenOpponent(a, *x),
            (Touch::Opponent(x), [a], []) => Touch::OpponentThenOwn(x, *a),
            (Touch::Opponent(x), [], [y]) if *y == x => self,
            (Touch::Own(a), [_], [])
            | (Touch::OwnThenOpponent(a, _), [_], [])
            | (Touch::OpponentThenOwn(_, a), [_], []) => {
                return refuse(TouchRefusal::TouchedFirst {
                    piece: piece_at(pos, a),
                    at: a,
                })
            }
            (_, [], [_]) => return refuse(TouchRefusal::AlreadyTouchedOpponent),
            _ => return refuse(TouchRefusal::OneAtATime),
        };
        Ok(next)
    }

    /// The moves that meet this touch, by the seed's order of cases.
    pub(crate) fn obligation(self, pos: &Position) -> Obligation {
        let legal = pos.legal_moves();
        let moves_of =
            |a: Square| -> Vec<Move> { legal.iter().copied().filter(|m| m.from() == a).collect() };
        let captures_of =
            |x: Square| -> Vec<Move> { legal.iter().copied().filter(|m| m.to() == x).collect() };
        // The first case whose moves exist binds; if none does, the foul.
        let first_possible = |cases: Vec<(Vec<Move>, Duty)>, foul: Duty| -> Obligation {
            let (moves, duty) = cases
                .into_iter()
                .find(|(moves, _)| !moves.is_empty())
                .unwrap_or((Vec::new(), foul));
            Obligation {
                moves,
                duty: Some(duty),
            }
        };
        let must_move = |a: Square| Duty::Move {
            piece: piece_at(pos, a),
            at: a,
        };
        let must_capture = |x: Square| Duty::Capture {
            piece: piece_at(pos, x),
            at: x,
        };
        let own_captures = |a: Square, x: Square| {
            (
                moves_of(a).into_iter().filter(|m| m.to() == x).collect(),
                Duty::CaptureWith {
                    own: (piece_at(pos, a), a),
                    target: (piece_at(pos, x), x),
                },
            )
        };
        match self {
            Touch::None => Obligation::free(),
            // c-3 is still open: any capture, its target touched next.
            Touch::Own(a) => first_possible(
                vec![
                    (moves_of(a), must_move(a)),
                    (
                        legal
                            .iter()
                            .copied()
                            .filter(|m| pos.piece_at(m.to()).is_some())
                            .collect(),
                        Duty::CannotMoveCaptureInstead {
                            piece: piece_at(pos, a),
                            at: a,
                        },
                    ),
                ],
                Duty::FoulCannotMove,
            ),
            // d-3 is still open: any move, its piece touched next.
            Touch::Opponent(x) => first_possible(
                vec![
                    (captures_of(x), must_capture(x)),
                    (
                        legal.iter().copied().collect(),
                        Duty::CannotCaptureMoveInstead {
                            piece: piece_at(pos, x),
                            at: x,
                        },
                    ),
                ],
                Duty::FoulCannotCapture,
            ),
            Touch::OwnThenOpponent(a, x) | Touch::OpponentThenOwn(x, a) => {
                let own_moves = (moves_of(a), must_move(a));
                let others_capture = (captures_of(x), must_capture(x));
                // Both start with the own piece capturing (c-1, d-1); then
                // c moves it before another captures (c-2, c-3), d the
                // other way round (d-2, d-3).
                let (second, third) = match self {
                    Touch::OwnThenOpponent(..) => (own_moves, others_capture),
                    _ => (others_capture, own_moves),
                };
                first_possible(vec![own_captures(a, x), second, third], Duty::FoulNeither)
            }
        }
    }

    /// The touched points in the order touched, for a saved game.
    pub(crate) fn points(self) -> Vec<Square> {
        match self {
            Touch::None => vec![],
            Touch::Own(a) | Touch::Opponent(a) => vec![a],
            Touch::OwnThenOpponent(a, b) | Touch::OpponentThenOwn(a, b) => vec![a, b],
        }
    }
}
