//! The computer player: one search for every board game whose position
//! plays and takes back its own moves (Cờ tướng, shogi), over what the rules
//! already offer ([`Playable`], [`BoardRules`]) and the little a search
//! needs besides ([`Searchable`], one implementation in each game's
//! `eval.rs`). A game's timeline hands the search its line ([`SearchLine`]:
//! by itself for the games whose timeline plays the searched position, in
//! `eval.rs` for Ô ăn quan's), so every [`Game`] with one is [`Thinkable`].
//!
//! Plain Rust with no clock of its own: the caller hands the time in
//! ([`Clock`]), so the same code runs natively and in a Web Worker.

mod level;
mod search;
mod text;
mod tt;
pub mod words;

pub use level::{ladder, Level, LevelRow, Levels, FIRST_TWO, FULL_STRENGTH};
pub use search::{Answer, Iteration, Limits, Score, Search, Settings, MAX_PLY};
pub use text::{info_line, Memory, TextGame, TextThinker};

use std::borrow::Cow;

use crate::core::board_rules::{PlyOf, RulesOf};
use crate::core::{BoardRules, Game, MoveCode, MoveOf, Playable, Timeline};

/// Every move key is below this (the history table's size).
pub const MOVE_KEYS: usize = 1 << 15;

/// What the search asks of a game beyond its rules.
pub trait Searchable: BoardRules<Undo: Copy, Move: MoveCode> {
    /// The move as a number below [`MOVE_KEYS`], for the transposition
    /// table and the history of good quiet moves: by default its code (a
    /// game whose codes reach past [`MOVE_KEYS`] folds them).
    fn move_key(m: Self::Move) -> u16 {
        m.code() as u16
    }
    /// The static evaluation in centipawns, from the side to move's view.
    fn evaluate(&self) -> i32;
    /// What `m` wins at once, in centipawns: the piece it takes (and a
    /// promotion's gain); 0 for a quiet move. Orders moves and chooses
    /// quiescence's moves.
    fn gain(&self, m: Self::Move) -> i32;
    /// The legal moves quiescence tries when not in check: at least every
    /// move with a [`Searchable::gain`] (those without are passed over), so
    /// a game whose generator can list captures alone saves the rest.
    fn noisy_moves(&self) -> Self::Moves {
        self.legal_moves()
    }
    /// The value of the piece `m` moves or drops (the attacker of MVV-LVA).
    fn mover_value(&self, m: Self::Move) -> i32;
    /// Whether passing the turn is a sound test here (null-move pruning):
    /// false where zugzwang is likely.
    fn null_move_sound(&self) -> bool;
    /// Hands the turn over without a move; a second call takes it back.
    fn pass(&mut self);
    /// The game's eight levels (see [`Levels`]).
    const LEVELS: Levels;
}

/// Milliseconds since the search began, as the caller measures them
/// (`Instant` natively, `performance.now()` in a worker).
pub trait Clock {
    fn elapsed_ms(&self) -> u64;
}

impl<F: Fn() -> u64> Clock for F {
    fn elapsed_ms(&self) -> u64 {
        self()
    }
}

/// A clock that never advances, for searches limited by depth or nodes.
pub struct NoClock;

impl Clock for NoClock {
    fn elapsed_ms(&self) -> u64 {
        0
    }
}

/// The position after `plies` from `start`.
pub fn position_after<P: Playable>(start: &P, moves: impl IntoIterator<Item = P::Move>) -> P {
    let mut pos = start.clone();
    for m in moves {
        pos.make(m);
    }
    pos
}

/// A game's line as its search plays it: the start and every ply since
/// (the real history, so repetition is judged as the rules judge it).
pub struct Line<'a, P: Searchable> {
    pub start: Cow<'a, P>,
    pub plies: Cow<'a, [PlyOf<P>]>,
}

/// A game's timeline as the search takes it.
pub trait SearchLine {
    /// The position the search plays.
    type Searched: Searchable;
    fn search_line(&self) -> Line<'_, Self::Searched>;
}

/// A timeline that plays the searched position itself lends it.
impl<P: Searchable> SearchLine for Timeline<RulesOf<P>> {
    type Searched = P;

    fn search_line(&self) -> Line<'_, P> {
        Line {
            start: Cow::Borrowed(self.start()),
            plies: Cow::Borrowed(self.plies()),
        }
    }
}

/// A game the computer plays through its move text (the command line, the
/// engine protocols): every game whose timeline has a [`SearchLine`].
pub trait Thinkable: Game {
    /// A thinker for the position now, its transposition table about
    /// `table_mb` MB.
    fn text_thinker(&self, table_mb: usize) -> Box<dyn TextThinker>;
}

impl<G, P> Thinkable for G
where
    G: Game,
    Timeline<G::Rules>: SearchLine<Searched = P>,
    P: Searchable<Move = MoveOf<G>, Undo: Send> + Send + 'static,
    P::Move: Send,
{
    fn text_thinker(&self, table_mb: usize) -> Box<dyn TextThinker> {
        let line = self.timeline().search_line();
        let (start, plies) = (line.start.into_owned(), line.plies.into_owned());
        Box::new(TextGame::new(start, plies, table_mb, G::move_text))
    }
}
