//! A USI line read as a game: `position startpos moves …`,
//! `position sfen … moves …`, `sfen … moves …` or a bare SFEN.

use super::super::board::{Move, Position};
use super::super::{Error, Game};
use super::{fail, new_game, play_checked, RecordProblem};

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
