//! Ô ăn quan (Mandarin square capturing), with the house rules of the brief
//! (../shared/rules/oanquan.md) as options.
//!
//! - `board`: the ring, the stones, the stores and the options.
//! - `moves`: the legal moves and a move played out step by step.
//! - `rules`: the end, the final count, repetition, and the game.
//! - `notation`: the brief's position and move text.
//! - `messages`: what the engine says to a player, in English and Vietnamese.

mod board;
mod house_rules;
mod messages;
mod moves;
mod notation;
mod rules;

pub use board::{
    is_quan, mirror_square, own_squares, owner, Direction, Move, OptionError, Options, Position,
    ShortRefill, Store, MAX_STONES, NORTH, QUAN_SQUARES, SOUTH, SQUARES,
};
pub use house_rules::{HouseRule, Words, HOUSE_RULES};
pub use messages::{side_name, MoveError, PositionError};
pub use moves::{frames, Frame, RefillSource, Step, TurnEnd};
pub use notation::{side_id, START_POSITION};
pub use rules::{final_scores, judge, Draw, Game, GameRecord, PlyRecord, Throw};

use crate::core::{Lang, Outcome};

/// Everything that can be refused. `text` words it for a player in either
/// language; `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    Position(PositionError),
    /// Not a move text (`3+`, `9-`).
    MoveText(String),
    Option(OptionError),
    IllegalMove {
        text: String,
        reason: MoveError,
    },
    GameOver(Outcome),
    /// Undo or redo refused (nothing to take back or replay).
    History(crate::core::HistoryRefusal),
}

impl Error {
    pub fn text(&self, lang: Lang) -> String {
        let en = lang == Lang::En;
        match self {
            Error::Position(e) if en => format!("invalid position: {}", e.text(lang)),
            Error::Position(e) => format!("thế cờ không hợp lệ: {}", e.text(lang)),
            Error::MoveText(t) if en => format!(
                "'{t}' is not a move: write a square of yours and a direction, like 3+ or 9-"
            ),
            Error::MoveText(t) => format!(
                "'{t}' không phải nước đi: hãy viết một ô của bạn và hướng rải, ví dụ 3+ hoặc 9-"
            ),
            Error::Option(e) => e.text(lang),
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

crate::core::timeline::history_errors!(Error, unnumbered);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for Error {}
