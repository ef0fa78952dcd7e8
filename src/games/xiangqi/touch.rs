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
//! A "technical" foul is recorded when the obligation can't be met.

use super::board::{Move, Position, Square};
use super::notation::possessive;
use super::Error;

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

/// What the referee obliges: the moves still allowed and the duty in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Obligation {
    /// Empty with `free` set: no obligation. Empty otherwise: a foul.
    pub moves: Vec<Move>,
    pub free: bool,
    pub foul: bool,
    /// The duty (or the foul) in words for the player.
    pub duty: String,
}

impl Obligation {
    pub(crate) fn free() -> Obligation {
        Obligation {
            moves: Vec::new(),
            free: true,
            foul: false,
            duty: String::new(),
        }
    }

    pub(crate) fn foul(why: String) -> Obligation {
        Obligation {
            moves: Vec::new(),
            free: false,
            foul: true,
            duty: why,
        }
    }
}

fn describe(pos: &Position, sq: Square) -> String {
    match pos.piece_at(sq) {
        Some(p) => format!("{} {} on {sq}", possessive(p.side()), p.role().name()),
        None => format!("the empty point {sq}"),
    }
}

impl Touch {
    /// The touch state after touching `points` (one, or two at once).
    pub(crate) fn with_touches(self, pos: &Position, points: &[Square]) -> Result<Touch, Error> {
        let us = pos.side_to_move();
        let mut own = Vec::new();
        let mut theirs = Vec::new();
        for &sq in points {
            match pos.piece_at(sq) {
                None => {
                    return Err(Error::TouchMove(format!(
                        "there is no piece on {sq} to touch"
                    )))
                }
                Some(p) if p.side() == us => own.push(sq),
                Some(_) => theirs.push(sq),
            }
        }
        let refuse = |why: String| Err(Error::TouchMove(why));
        // Picking up a piece the current duty already lets move changes nothing
        // (after d-2, say, the capturing piece must be picked up).
        if let ([a], []) = (own.as_slice(), theirs.as_slice()) {
            if self != Touch::None && self.obligation(pos).moves.iter().any(|m| m.from() == *a) {
                return Ok(self);
            }
        }
        let next = match (self, own.as_slice(), theirs.as_slice()) {
            (_, [a], [x]) if points.len() == 2 => match self {
                Touch::None => Touch::OpponentThenOwn(*x, *a),
                _ => return refuse("touch both pieces at once only as your first touch".into()),
            },
            (Touch::None, [a], []) => Touch::Own(*a),
            (Touch::None, [], [x]) => Touch::Opponent(*x),
            (Touch::Own(a), [], [x]) => Touch::OwnThenOpponent(a, *x),
            (Touch::Opponent(x), [a], []) => Touch::OpponentThenOwn(x, *a),
            (Touch::Opponent(x), [], [y]) if *y == x => self,
            (Touch::Own(a), [_], [])
            | (Touch::OwnThenOpponent(a, _), [_], [])
            | (Touch::OpponentThenOwn(_, a), [_], []) => {
                return refuse(format!(
                    "you touched {} first and must play it",
                    describe(pos, a)
                ))
            }
            (_, [], [_]) => {
                return refuse("you have already touched an opposing piece".into());
            }
            _ => return refuse("touch one piece at a time".into()),
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
        let first_nonempty = |options: Vec<(Vec<Move>, String)>| -> Obligation {
            for (moves, duty) in options {
                if !moves.is_empty() {
                    return Obligation {
                        moves,
                        free: false,
                        foul: false,
                        duty,
                    };
                }
            }
            Obligation::foul(self.describe_foul())
        };
        let must_move =
            |a: Square| format!("you touched {}, so you must move it", describe(pos, a));
        let must_capture =
            |x: Square| format!("you touched {}, so you must capture it", describe(pos, x));
        let must_capture_with = |a: Square, x: Square| {
            format!(
                "you touched {} and {}, so it must capture that piece",
                describe(pos, a),
                describe(pos, x)
            )
        };
        match self {
            Touch::None => Obligation::free(),
            Touch::Own(a) => first_nonempty(vec![(moves_of(a), must_move(a))]),
            Touch::Opponent(x) => first_nonempty(vec![(captures_of(x), must_capture(x))]),
            Touch::OwnThenOpponent(a, x) => first_nonempty(vec![
                (
                    moves_of(a).into_iter().filter(|m| m.to() == x).collect(),
                    must_capture_with(a, x),
                ),
                (moves_of(a), must_move(a)),
                (captures_of(x), must_capture(x)),
            ]),
            Touch::OpponentThenOwn(x, a) => first_nonempty(vec![
                (
                    moves_of(a).into_iter().filter(|m| m.to() == x).collect(),
                    must_capture_with(a, x),
                ),
                (captures_of(x), must_capture(x)),
                (moves_of(a), must_move(a)),
            ]),
        }
    }

    pub(crate) fn describe_foul(self) -> String {
        match self {
            Touch::None => "technical foul".into(),
            Touch::Own(_) => "technical foul: the touched piece has no legal move".into(),
            Touch::Opponent(_) => "technical foul: the touched piece can't be captured".into(),
            _ => "technical foul: neither touched piece can be moved or captured".into(),
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
