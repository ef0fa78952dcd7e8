//! Cờ tướng (Xiangqi, Chinese chess).
//!
//! - `square`: the points of the board and their names.
//! - `board`: pieces, the position and its Zobrist hash.
//! - `bits`: the board as bits (sets of points, ranks and files) for the
//!   hot path.
//! - `moves`: legal move generation (the hot path) and perft.
//! - `rules`: check, the end of the game, repetition (perpetual check and
//!   chase), and why a move is illegal.
//! - `game`: the game (its timeline, formal mode, the coin toss, the
//!   touch-move table), its verbs ([`crate::core::Game`]) and its record.
//! - `touch`: the touch-move referee of the seed's rule 2 (cases a–e).
//! - `notation`: FEN, ICCS, WXF and Vietnamese move text.
//! - `pgn`: PGN records written and read back (with the
//!   `xiangqi_records` feature: the play page fetches them on demand).
//! - `messages`: what the engine says to a player, in English and Vietnamese.
//! - `spoken`: a point and the last move in words, for screen readers.
//! - `record_command`: `rulebook record xiangqi`.

mod bits;
mod board;
mod chase;
mod eval;
mod game;
mod messages;
mod moves;
mod notation;
#[cfg(feature = "xiangqi_records")]
mod pgn;
#[cfg(feature = "xiangqi_records")]
mod record_command;
mod rules;
mod spoken;
mod square;
mod touch;

pub use board::{Move, Piece, Position, Role, Square, Undo, BLACK, RED};
pub use game::{FoulPenalty, Game, GameRecord, TableOptions};
pub use messages::{role_name, side_name, Duty, FenError, Illegal, MoveTextError, TouchRefusal};
pub use moves::{perft, MoveList, MAX_MOVES};
pub use notation::{side_id, Notation, START_FEN};
#[cfg(feature = "xiangqi_records")]
pub use pgn::{read_pgn, MoveAt, PgnGame, PgnMoves, PgnProblem};
pub use rules::PlyRecord;
pub use touch::{Obligation, Touch};

use crate::core::game_error::invalid_text;
use crate::core::Lang;

/// Cờ tướng in the registry (`games::GAMES`).
#[cfg(feature = "xiangqi")]
pub static GAME: crate::games::registry::Board<Game> = {
    let game = crate::games::registry::Board::new()
        .usage_note("notations iccs, wxf, vi")
        .thinks();
    #[cfg(feature = "xiangqi_records")]
    let game = game.records(record_command::convert);
    game
};

crate::core::game_error::game_error! {
    /// Everything that can be refused. `text` words it for a player in either
    /// language; `Display` is the English.
    pub enum Error {
        /// The position text is not a valid FEN.
        Fen(FenError),
        /// The move text names no move.
        MoveText(MoveTextError),
        /// The touch-move referee refuses the move or touch.
        TouchMove(TouchRefusal),
        /// A PGN record could not be read.
        #[cfg(feature = "xiangqi_records")]
        Pgn(PgnProblem),
    }
    illegal: Illegal,
    sides: side_name,
    words(lang) {
        Error::Fen(e) => invalid_text(["FEN", "FEN"], &e.text(lang), lang),
        Error::MoveText(e) => e.text(lang),
        Error::TouchMove(r) if lang == Lang::En => format!("touch-move: {}", r.text(lang)),
        Error::TouchMove(r) => format!("chạm quân: {}", r.text(lang)),
        #[cfg(feature = "xiangqi_records")]
        Error::Pgn(p) => p.text(lang),
    }
}
