//! Cờ tướng (Xiangqi, Chinese chess).
//!
//! - `board`: points, pieces, the position and its Zobrist hash.
//! - `moves`: legal move generation (the hot path) and perft.
//! - `rules`: the game: check, its end, repetition (perpetual check and
//!   chase), undo/redo, formal mode, explanations of illegal moves.
//! - `touch`: the touch-move referee of the seed's rule 2 (cases a–e).
//! - `notation`: FEN, ICCS, WXF and Vietnamese move text.

mod board;
mod moves;
mod notation;
mod rules;
mod touch;

pub use board::{Move, Piece, Position, Role, Square, Undo, BLACK, RED};
pub use moves::{perft, MoveList, MAX_MOVES};
pub use notation::{Notation, START_FEN};
pub use rules::{explain, FoulPenalty, Game, GameRecord, PlyRecord, TableOptions};
pub use touch::{Obligation, Touch};

use crate::core::Outcome;

/// Everything that can be refused, with a message written for a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The position text is not a valid FEN.
    Fen(String),
    /// The move text names no move.
    MoveText(String),
    /// The move is not legal here; `reason` says why.
    IllegalMove {
        text: String,
        reason: String,
    },
    /// The game has already ended.
    GameOver(Outcome),
    /// Undo and take-back are off in formal mode.
    UndoForbidden,
    NothingToUndo,
    NothingToRedo,
    /// The touch-move referee refuses the move or touch.
    TouchMove(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Fen(why) => write!(f, "invalid FEN: {why}"),
            Error::MoveText(why) => f.write_str(why),
            Error::IllegalMove { text, reason } => write!(f, "{text} is illegal: {reason}"),
            Error::GameOver(o) => write!(
                f,
                "the game is over ({}{}); start a new game or undo",
                match o.winner {
                    Some(w) => format!("{} won by ", notation::side_name(w).to_lowercase()),
                    None => "drawn by ".into(),
                },
                o.reason.as_str().replace('_', " ")
            ),
            Error::UndoForbidden => {
                f.write_str("undo is off in formal mode: a move once made stands")
            }
            Error::NothingToUndo => f.write_str("there is no move to undo"),
            Error::NothingToRedo => f.write_str("there is no undone move to redo"),
            Error::TouchMove(why) => write!(f, "touch-move: {why}"),
        }
    }
}

impl std::error::Error for Error {}
