//! Cờ Long Phượng: a Vietnamese shogi-derived game of turning, stacking
//! pieces (the brief: docs/rules/longphuong.md).
//!
//! - `board`: squares, pieces with facings, stacks (đội), hands, the
//!   position, its hash, and make/unmake.
//! - `moves`: legal move generation (the hot path) and perft.
//! - `rules`: the end (checkmate, PAT, Thiên Nhật Thủ) and why a move is
//!   illegal.
//! - `game`: the game (its timeline), its verbs ([`crate::core::Game`]) and
//!   its record.
//! - `notation`: the brief's position and move text, read strictly.
//! - `messages`: what the engine says to a player, in English and Vietnamese.
//! - `spoken`: a place and the last move in words, for screen readers.

mod board;
mod eval;
mod game;
mod messages;
mod moves;
mod notation;
mod rules;
mod spoken;

pub use board::{
    Facing, Kind, Move, MoveKind, Piece, Place, Position, Square, Stack, Undo, BLUE, HAND_KINDS,
    HAND_LETTERS, HAND_ORDER, MAX_STACK, ORANGE,
};
pub use game::{Game, GameRecord, PlaceContent};
pub use messages::{kind_name, side_name, Illegal, MoveTextError, PositionError, RowProblem};
pub use moves::{perft, MoveList, MAX_MOVES};
pub use notation::{side_id, SIDE_WORDS, START_POSITION};
pub use rules::PlyRecord;

use crate::core::game_error::invalid_text;

/// Cờ Long Phượng in the registry (`games::GAMES`).
pub static GAME: crate::games::registry::Board<Game> =
    crate::games::registry::Board::new().thinks();

crate::core::game_error::game_error! {
    /// Everything that can be refused. `text` words it for a player in either
    /// language; `Display` is the English.
    pub enum Error {
        Position(PositionError),
        MoveText(MoveTextError),
    }
    illegal: Illegal,
    sides: side_name,
    words(lang) {
        Error::Position(e) => invalid_text(["position", "thế cờ"], &e.text(lang), lang),
        Error::MoveText(e) => e.text(lang),
    }
}
