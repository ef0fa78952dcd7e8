//! A game as a USI line, and a USI line read as a game: `position startpos moves …`,
//! `position sfen … moves …`, `sfen … moves …` or a bare SFEN.

use std::fmt::Write as _;

use super::super::board::{Move, Position};
use super::super::notation::side_id;
use super::super::{Error, Game};
use super::start::named_start;
use super::{fail, new_game, play_checked, RecordProblem};
use crate::core::Game as _;

/// A USI line: `position startpos moves …`, `position sfen <sfen> moves …`,
/// `sfen <sfen> moves …`, `startpos moves …`, or a bare SFEN.
pub(super) fn read_usi(line: &str, line_no: usize) -> Result<Game, Error> {
    let mut tokens = line.split_whitespace().peekable();
    if tokens.peek() == Some(&"position") {
        tokens.next();
    }
    let position = match tokens.peek().copied() {
        Some("startpos") => {
            tokens.next();
            Position::startpos()
        }
        other => {
            if other == Some("sfen") {
                tokens.next();
            }
            let mut fields = Vec::new();
            while let Some(&t) = tokens.peek() {
                if t == "moves" {
                    break;
                }
                fields.push(t);
                tokens.next();
            }
            let sfen = fields.join(" ");
            Position::from_sfen(&sfen).map_err(|e| match e {
                Error::Sfen(e) => fail(line_no, RecordProblem::Position(e)),
                other => other,
            })?
        }
    };
    let mut game = new_game(position);
    match tokens.next() {
        None => return Ok(game),
        Some("moves") => {}
        Some(other) => return Err(fail(line_no, RecordProblem::Unexpected(other.into()))),
    }
    for (i, text) in tokens.enumerate() {
        let ply = i + 1;
        let m = Move::from_usi(text).ok_or_else(|| {
            fail(
                line_no,
                RecordProblem::Unreadable {
                    ply,
                    text: text.into(),
                },
            )
        })?;
        play_checked(&mut game, m, line_no, ply, text)?;
    }
    Ok(game)
}

impl Game {
    /// The game as a USI line, `position startpos moves …` (or `position
    /// sfen … moves …` from a set-up start), then, when it is over, the
    /// result line `rulebook play` prints: `result sente resignation`.
    pub fn to_usi(&self) -> String {
        let start = self.start_position();
        let mut out = if named_start(start) == Some("平手") && start.move_number() == 1 {
            "position startpos".to_string()
        } else {
            format!("position sfen {}", start.sfen())
        };
        if !self.plies().is_empty() {
            out.push_str(" moves");
            for m in self.moves() {
                out.push(' ');
                out.push_str(&m.usi());
            }
        }
        out.push('\n');
        if let Some(o) = self.outcome() {
            let winner = o.winner.map_or("draw", side_id);
            let _ = writeln!(out, "result {winner} {}", o.reason);
        }
        out
    }
}
