//! Shogi (将棋), Japanese chess.
//!
//! - `square`: the squares of the board and their names.
//! - `board`: pieces, hands, the position and its Zobrist hash.
//! - `bitboard`, `attacks`: sets of squares, and what attacks a square.
//! - `moves`: legal move generation (the hot path) and perft.
//! - `rules`: the end (checkmate, sennichite, perpetual check), the impasse
//!   count, and why a move is illegal.
//! - `game`: the game (its timeline, formal mode, furigoma), its verbs
//!   ([`crate::core::Game`]) and its record.
//! - `notation`: SFEN, USI, Western and Japanese move text; `japanese`:
//!   a Japanese move name read for what it means; `kanji`: the kanji,
//!   numerals and full-width digits they write and read.
//! - `messages`: what the engine says to a player, in English and Vietnamese.
//! - `spoken`: a place and the last move in words, for screen readers.
//! - `record`: game records, KIF, KI2 and CSA, written and read back
//!   (with the `shogi_records` feature: the play page's shogi module leaves
//!   them to a module of their own); `record_command`: `rulebook record
//!   shogi`.

mod attacks;
mod bitboard;
mod board;
mod eval;
mod game;
mod japanese;
mod kanji;
mod messages;
mod moves;
mod notation;
#[cfg(feature = "shogi_records")]
mod record;
#[cfg(feature = "shogi_records")]
mod record_command;
mod rules;
mod spoken;
mod square;

pub use board::{
    Move, Piece, Place, Position, Role, Square, Undo, GOTE, HAND_KINDS, HAND_LETTERS, HAND_ROLES,
    SENTE,
};
pub use game::{Furigoma, Game, GameOptions, GameRecord, PlaceContent};
pub use kanji::{japanese_square, kanji, kanji_char, role_from_kanji};
pub use messages::{role_name, side_name, Illegal, MoveTextError, SfenError};
pub use moves::{perft, MoveList, MAX_MOVES};
pub use notation::{side_id, JapaneseParts, Notation, SIDE_WORDS, START_SFEN};
#[cfg(feature = "shogi_records")]
pub use record::{read_record, RecordFormat, RecordProblem, HANDICAPS};
pub use rules::{impasse_applies, impasse_count, ImpasseCount, PlyRecord, IMPASSE_POINTS};

use crate::core::game_error::invalid_text;
use crate::core::Lang;

/// Shogi in the registry (`games::GAMES`).
#[cfg(feature = "shogi")]
pub static GAME: crate::games::registry::Board<Game> = {
    let game = crate::games::registry::Board::new()
        .usage_note("usi, western, japanese")
        .thinks();
    #[cfg(feature = "shogi_records")]
    let game = game.records(record_command::convert);
    game
};

crate::core::game_error::game_error! {
    /// Everything that can be refused. `text` words it for a player in either
    /// language; `Display` is the English.
    pub enum Error {
        /// The position text is not a valid SFEN.
        Sfen(SfenError),
        /// The move text names no move.
        MoveText(MoveTextError),
        /// The impasse count needs both kings in their promotion zones.
        ImpasseNotAvailable,
        /// A game record (KIF, CSA) could not be read; `line` is 1-based.
        #[cfg(feature = "shogi_records")]
        Record { line: usize, problem: RecordProblem },
        /// A saved game names a winner that is no side of shogi's.
        UnknownWinner(String),
    }
    illegal: Illegal,
    sides: side_name,
    words(lang) {
        Error::Sfen(e) => invalid_text(["SFEN", "SFEN"], &e.text(lang), lang),
        Error::MoveText(e) => e.text(lang),
        Error::ImpasseNotAvailable if lang == Lang::En => {
            "the impasse count can be called only when both kings stand in their promotion zones".into()
        }
        Error::ImpasseNotAvailable => {
            "chỉ được đếm điểm khi cả hai vua đều đã vào vùng phong cấp của mình".into()
        }
        #[cfg(feature = "shogi_records")]
        Error::Record { line, problem } if lang == Lang::En => {
            format!("record line {line}: {}", problem.text(lang))
        }
        #[cfg(feature = "shogi_records")]
        Error::Record { line, problem } => {
            format!("dòng {line} của biên bản: {}", problem.text(lang))
        }
        Error::UnknownWinner(w) if lang == Lang::En => {
            format!("the saved game's winner '{w}' is not a side: write sente or gote")
        }
        Error::UnknownWinner(w) => {
            format!("bên thắng '{w}' của ván đã lưu không phải là một bên: hãy viết sente hoặc gote")
        }
    }
}
