//! Cờ Long Phượng: a Vietnamese shogi-derived game of turning, stacking
//! pieces (the brief: ../shared/rules/longphuong.md).
//!
//! - `board`: squares, pieces with facings, stacks (đội), hands, the
//!   position, its hash, and make/unmake.
//! - `moves`: legal move generation (the hot path) and perft.
//! - `rules`: the game: checkmate, PAT, Thiên Nhật Thủ, resignation,
//!   undo/redo, and why a move is illegal.
//! - `notation`: the brief's position and move text, read strictly.
//! - `messages`: what the engine says to a player, in English and Vietnamese.

mod board;
mod messages;
mod moves;
mod notation;
mod rules;

pub use board::{
    Facing, Kind, Move, MoveKind, Piece, Place, Position, Square, Stack, Undo, BLUE, HAND_KINDS,
    HAND_LETTERS, HAND_ORDER, MAX_STACK, ORANGE,
};
pub use messages::{kind_name, side_name, Illegal, MoveTextError, PositionError, RowProblem};
pub use moves::{perft, MoveList, MAX_MOVES};
pub use notation::{side_id, START_POSITION};
pub use rules::{explain, Game, GameRecord, PlyRecord};

use crate::core::{Lang, Outcome};

/// Everything that can be refused. `text` words it for a player in either
/// language; `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    Position(PositionError),
    MoveText(MoveTextError),
    IllegalMove {
        text: String,
        reason: Illegal,
    },
    GameOver(Outcome),
    /// Undo or redo refused (formal mode, nothing to take back or replay).
    History(crate::core::HistoryRefusal),
}

impl Error {
    pub fn text(&self, lang: Lang) -> String {
        let en = lang == Lang::En;
        match self {
            Error::Position(e) if en => format!("invalid position: {}", e.text(lang)),
            Error::Position(e) => format!("thế cờ không hợp lệ: {}", e.text(lang)),
            Error::MoveText(e) => e.text(lang),
            Error::IllegalMove { text, reason } if en => {
                format!("{text} is illegal: {}", reason.text(lang))
            }
            Error::IllegalMove { text, reason } => {
                format!("{text} không hợp lệ: {}", reason.text(lang))
            }
            Error::GameOver(o) => crate::core::game_over_text(*o, side_name, lang),
            Error::History(refusal) => refusal.text(lang),
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
