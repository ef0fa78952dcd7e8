//! Ô ăn quan (Mandarin square capturing), with the house rules of the brief
//! (docs/rules/oanquan.md) as options.
//!
//! - `board`: the ring, the stones, the stores and the options.
//! - `moves`: the legal moves and a move played out step by step.
//! - `rules`: the end, the final count, repetition, and who starts.
//! - `game`: the game (its timeline under the house rules), its verbs
//!   ([`crate::core::Game`]) and its record.
//! - `place`: what the page points at (a square, a move's arrow).
//! - `eval`: the position the computer player searches, and its evaluation.
//! - `notation`: the brief's position and move text.
//! - `messages`: what the engine says to a player, in English and Vietnamese.
//! - `spoken`: a place and the last move in words, for screen readers.

mod board;
mod eval;
mod game;
mod house_rules;
mod messages;
mod moves;
mod notation;
mod place;
mod rules;
mod spoken;

pub use board::{
    is_quan, mirror_square, own_squares, owner, Direction, Move, OptionError, Options, Position,
    ShortRefill, Store, MAX_STONES, NORTH, QUAN_SQUARES, SOUTH, SQUARES,
};
pub use eval::SearchPosition;
pub use game::{Game, GameRecord};
pub use house_rules::{HouseRule, Words, HOUSE_RULES};
pub use messages::{side_name, MoveError, PositionError};
pub use moves::{frames, Frame, MoveList, RefillSource, Step, TurnEnd};
pub use notation::{side_id, SIDE_WORDS, START_POSITION};
pub use place::{Place, ARROW_BASE};
pub use rules::{final_scores, judge, Draw, PlyRecord, Throw};

use crate::core::game_error::invalid_text;
use crate::core::Lang;

/// Ô ăn quan in the registry (`games::GAMES`).
pub static GAME: crate::games::registry::Board<Game> = crate::games::registry::Board::new()
    .usage_note("--option name=value")
    .thinks();

crate::core::game_error::game_error! {
    /// Everything that can be refused. `text` words it for a player in either
    /// language; `Display` is the English.
    pub enum Error {
        Position(PositionError),
        /// Not a move text (`3+`, `9-`).
        MoveText(String),
        Option(OptionError),
    }
    illegal: MoveError,
    sides: side_name,
    words(lang) {
        Error::Position(e) => invalid_text(["position", "thế cờ"], &e.text(lang), lang),
        Error::MoveText(t) if lang == Lang::En => format!(
            "'{t}' is not a move: write a square of yours and a direction, like 3+ or 9-"
        ),
        Error::MoveText(t) => format!(
            "'{t}' không phải nước đi: hãy viết một ô của bạn và hướng rải, ví dụ 3+ hoặc 9-"
        ),
        Error::Option(e) => e.text(lang),
    }
}
