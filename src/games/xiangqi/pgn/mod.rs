//! PGN for Cờ tướng: the record xiangqi sites and programs exchange
//! (xqbase's "Chinese Chess PGN", XQStudio, pychess and Fairy-Stockfish
//! tools), written and read back.
//!
//! What is written, and why:
//!
//! - The seven-tag roster of chess PGN with the sides renamed: `Event`,
//!   `Site`, `Date`, `Round`, `Red`, `Black`, `Result` (`1-0` Red won,
//!   `0-1` Black won, `1/2-1/2`, `*` still going). Unknown values are `?`
//!   (`????.??.??` for the date), as PGN asks.
//! - `[Game "Chinese Chess"]` first, as xqbase and XQStudio write it, and
//!   `[Variant "xiangqi"]`, which chess programs that read several games
//!   (pychess, Fairy-Stockfish's tools) look for.
//! - `[SetUp "1"]` and `[FEN "…"]` for a game that does not start from the
//!   start position (the FEN as the engine writes it, `w`/`b` to move).
//! - `[Format "ICCS"]` or `[Format "WXF"]`: how the moves are written. ICCS
//!   is written lower case without a dash (`h2e2`), WXF as the move list
//!   shows it (`C2=5`).
//! - `[Termination "rules infraction"]` for a loss by a touch-move foul and
//!   `[Termination "time forfeit"]` for a loss on time (PGN's words for
//!   them), which the reader gives back.
//! - Movetext numbered from the start position's move number, `1. h2e2
//!   h9g7 2. …` (`1... h9g7` when Black moves first), a comment in the
//!   writer's language saying how the game ended, then the result.
//!
//! What is read: tags in any order (only `Red`, `Black`, `FEN` and `Result`
//! matter; a FEN whose side to move is `r`, as older xqbase files write it,
//! means Red), then moves in any notation the engine reads (ICCS with or
//! without a dash and in either case, WXF as several programs write it,
//! Vietnamese), skipping move numbers (`12.`, `12...`), comments (`{…}`,
//! `; …`), NAGs (`$1`), `!`/`?` marks and variations (`(…)`, nested). A
//! result token ends the game; a second game's tags end the reading.
//! Every move is replayed through [`Game::play_text`], so a record is held
//! to the engine's rules; a refusal names the move as the movetext numbers
//! it (`move 12 (h2e9)`, Black's `move 12… (h9g7)`).
//!
//! A result that the moves do not show is kept when the engine can hold
//! it: a win for the side not to move is that the side to move resigned
//! (or lost by a foul or on time, with that `Termination`); a draw is one
//! the players agreed. A loss of the side that just moved leaves the game
//! open: no ending of the engine's says how it lost. A result the moves
//! contradict (`1-0` after Black mates) is refused.
//!
//! - `problem`: why a record could not be read, worded for a player.
//! - `write`: a game written as PGN.
//! - `read`: PGN read back into a game and the players' names.

mod problem;
mod read;
mod write;

pub use problem::{MoveAt, PgnProblem};
pub use read::{read_pgn, PgnGame};

/// How a PGN record writes its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PgnMoves {
    /// `h2e2`
    Iccs,
    /// `C2=5`
    Wxf,
}

impl PgnMoves {
    /// The `Format` tag's value.
    fn tag(self) -> &'static str {
        match self {
            PgnMoves::Iccs => "ICCS",
            PgnMoves::Wxf => "WXF",
        }
    }
}

/// The result as PGN writes it.
fn result_token(outcome: Option<crate::core::Outcome>) -> &'static str {
    use crate::core::Side;
    match outcome {
        None => "*",
        Some(o) => match o.winner {
            Some(Side::First) => "1-0",
            Some(Side::Second) => "0-1",
            None => "1/2-1/2",
        },
    }
}
