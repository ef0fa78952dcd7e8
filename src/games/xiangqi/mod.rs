//! Cờ tướng (Xiangqi, Chinese chess).
//!
//! - `board`: points, pieces, the position and its Zobrist hash.
//! - `moves`: legal move generation (the hot path) and perft.
//! - `rules`: the game: check, its end, repetition (perpetual check and
//!   chase), undo/redo, formal mode, explanations of illegal moves.
//! - `touch`: the touch-move referee of the seed's rule 2 (cases a–e).
//! - `notation`: FEN, ICCS, WXF and Vietnamese move text.
//! - `messages`: what the engine says to a player, in English and Vietnamese.

mod board;
mod chase;
mod messages;
mod moves;
mod notation;
mod rules;
mod touch;

pub use board::{Move, Piece, Position, Role, Square, Undo, BLACK, RED};
pub use chase::Points;
pub use messages::{Duty, FenError, Illegal, MoveTextError, TouchRefusal};
pub use moves::{perft, MoveList, MAX_MOVES};
pub use notation::{side_id, Notation, START_FEN};
pub use rules::{explain, FoulPenalty, Game, GameRecord, PlyRecord, TableOptions};
pub use touch::{Obligation, Touch};

use crate::core::{Lang, Outcome};

/// Everything that can be refused. `text` words it for a player in either
/// language; `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The position text is not a valid FEN.
    Fen(FenError),
    /// The move text names no move.
    MoveText(MoveTextError),
    /// The move is not legal here; `reason` says why.
    IllegalMove { text: String, reason: Illegal },
    /// The game has already ended.
    GameOver(Outcome),
    /// Undo and take-back are off in formal mode.
    /// Undo or redo refused (formal mode, nothing to take back or replay).
    History(crate::core::HistoryRefusal),
    /// The touch-move referee refuses the move or touch.
    TouchMove(TouchRefusal),
}

impl Error {
    pub fn text(&self, lang: Lang) -> String {
        let en = lang == Lang::En;
        match self {
            Error::Fen(e) if en => format!("invalid FEN: {}", e.text(lang)),
            Error::Fen(e) => format!("FEN không hợp lệ: {}", e.text(lang)),
            Error::MoveText(e) => e.text(lang),
            Error::IllegalMove { text, reason } if en => {
                format!("{text} is illegal: {}", reason.text(lang))
            }
            Error::IllegalMove { text, reason } => {
                format!("{text} không hợp lệ: {}", reason.text(lang))
            }
            Error::GameOver(o) => messages::game_over_text(*o, lang),
            Error::History(refusal) => refusal.text(lang),
            Error::TouchMove(r) if en => format!("touch-move: {}", r.text(lang)),
            Error::TouchMove(r) => format!("chạm quân: {}", r.text(lang)),
        }
    }
}

crate::core::timeline::history_errors!(Error);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for Error {}
