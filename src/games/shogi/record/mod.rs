//! Game records: KIF (the 柿木 format that Kifu for Windows, ShogiGUI,
//! 将棋ウォーズ and 81Dojo exchange), KI2 (its move names alone, as books
//! and 棋譜 databases print a game) and CSA (the computer-shogi format,
//! V2.2), written and read back, and a reader that tells them and a USI
//! `position … moves …` line apart.
//!
//! Reading replays every move through [`Game::play`], so a record is held to
//! the engine's rules: an illegal move is refused with its line and number.
//!
//! This file holds the entry points (`read_record`, `Game::to_record`), the
//! detection of the format and the helpers every reader shares.
//!
//! - `problem`: why a record could not be read, worded for a player.
//! - `start`: the named handicaps and start positions from a diagram.
//! - `ending`: how a game's end is written, and what an end line means.
//! - `header`: the header KIF and KI2 share (handicap or diagram, players).
//! - `bod`: the KIF board diagram, pieces in hand and Japanese numbers.
//! - `japanese`: a move's Japanese name (KIF's and KI2's) read.
//! - `kif`: KIF written, and KIF and KI2 read back.
//! - `ki2`: KI2 written, and a KI2 line cut into its moves.
//! - `csa`: CSA written and read back.
//! - `usi`: a USI `position … moves …` line written and read.

mod bod;
mod csa;
mod ending;
mod header;
mod ki2;
mod kif;
mod problem;
mod start;
mod usi;

pub use problem::RecordProblem;
pub use start::HANDICAPS;

use super::board::{Move, Position};
use super::{Error, Game, GameOptions};
use crate::core::Game as _;
use usi::read_usi;

fn fail(line: usize, problem: RecordProblem) -> Error {
    Error::Record { line, problem }
}

/// The formats a game is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordFormat {
    Kif,
    Ki2,
    Csa,
    /// `position startpos moves …` or `position sfen … moves …`, then the
    /// result line `rulebook play` prints.
    Usi,
}

impl RecordFormat {
    /// The names `from_str` reads, for a usage message.
    pub const NAMES: &'static str = "kif|ki2|csa|usi|sfen";
}

/// `kif`, `ki2`, `csa`, `usi` or `sfen` (the USI form), any case; the
/// refusal is the command line's (English) line.
impl std::str::FromStr for RecordFormat {
    type Err = String;

    fn from_str(name: &str) -> Result<RecordFormat, String> {
        match name.to_ascii_lowercase().as_str() {
            "kif" => Ok(RecordFormat::Kif),
            "ki2" => Ok(RecordFormat::Ki2),
            "csa" => Ok(RecordFormat::Csa),
            "usi" | "sfen" => Ok(RecordFormat::Usi),
            _ => Err(format!(
                "'{name}' is not a record format ({})",
                RecordFormat::NAMES
            )),
        }
    }
}

impl Game {
    /// The game written in `format`, ending with its result; `names` are
    /// Sente's and Gote's players (the USI form has no place for them).
    pub fn to_record(&self, names: [&str; 2], format: RecordFormat) -> String {
        match format {
            RecordFormat::Kif => self.to_kif(names),
            RecordFormat::Ki2 => self.to_ki2(names),
            RecordFormat::Csa => self.to_csa(names),
            RecordFormat::Usi => self.to_usi(),
        }
    }
}

/// Reads a game record of any kind this module knows, telling them apart
/// by their content: KIF, KI2, CSA, or a USI line (`position startpos moves
/// …`, `position sfen … moves …`, `sfen …`, or a bare SFEN). Returns the
/// game and the players' names, Sente's first; a record that cannot be read
/// is [`Error::Record`], with its line.
pub fn read_record(text: &str) -> Result<(Game, [String; 2]), Error> {
    let body = strip_bom(text);
    let Some((index, first)) = body
        .lines()
        .map(str::trim)
        .enumerate()
        .find(|(_, l)| !l.is_empty())
    else {
        return Err(fail(1, RecordProblem::Empty));
    };
    if is_usi_line(first) {
        let game = read_usi(first, index + 1)?;
        return Ok((game, [String::new(), String::new()]));
    }
    // KIF's reader reads KI2 too: they share all but their move lines.
    if looks_like_csa(body) {
        Game::from_csa(body)
    } else {
        Game::from_kif(body)
    }
}

/// Display columns: full-width characters take two.
fn cells(text: &str) -> usize {
    text.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum()
}

fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// The lines with their 1-based numbers, after any byte-order mark, with
/// CR and trailing blanks removed.
fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    strip_bom(text)
        .split('\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end_matches(['\r', '\n'])))
}

fn is_usi_line(line: &str) -> bool {
    let first = line.split_whitespace().next().unwrap_or("");
    matches!(first, "position" | "sfen" | "startpos")
        || first.bytes().filter(|&b| b == b'/').count() == 8
}

fn looks_like_csa(text: &str) -> bool {
    let Some(line) = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('\''))
    else {
        return false;
    };
    let b = line.as_bytes();
    let digit_after = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    match b[0] {
        b'V' => digit_after(1),
        b'N' => matches!(b.get(1), Some(b'+' | b'-')),
        b'$' | b'%' => true,
        b'P' => matches!(b.get(1), Some(b'I' | b'+' | b'-' | b'1'..=b'9')),
        b'+' | b'-' => b.len() == 1 || (digit_after(1) && digit_after(4)),
        _ => false,
    }
}

/// What a KIF or CSA reader gathers line by line: the players' names,
/// Sente's first, and the game, begun at the first move from the start
/// position read until then.
#[derive(Default)]
struct Replay {
    names: [String; 2],
    game: Option<Game>,
    /// A line was read that is not blank (nor, in CSA, a comment).
    read_any: bool,
}

impl Replay {
    /// The game, begun from `start` if no move has begun it yet.
    fn game(
        &mut self,
        start: impl FnOnce() -> Result<Position, Error>,
    ) -> Result<&mut Game, Error> {
        if self.game.is_none() {
            self.game = Some(new_game(start()?));
        }
        Ok(self.game.as_mut().expect("begun above"))
    }

    /// The game and the names; a record without moves is its start
    /// position alone, one without lines is refused.
    fn finish(
        self,
        start: impl FnOnce() -> Result<Position, Error>,
    ) -> Result<(Game, [String; 2]), Error> {
        if !self.read_any {
            return Err(fail(1, RecordProblem::Empty));
        }
        let game = match self.game {
            Some(game) => game,
            None => new_game(start()?),
        };
        Ok((game, self.names))
    }
}

/// A record's game from its start position, with the default options.
fn new_game(start: Position) -> Game {
    Game::from_position(start, GameOptions::default(), 0)
}

/// Plays a recorded move, turning the engine's refusal into a record error.
fn play_checked(
    game: &mut Game,
    m: Move,
    line: usize,
    ply: usize,
    text: &str,
) -> Result<(), Error> {
    let text = text.trim().to_string();
    game.play(m).map(|_| ()).map_err(|e| {
        fail(
            line,
            match e {
                Error::IllegalMove { reason, .. } => RecordProblem::Illegal { ply, text, reason },
                Error::GameOver(outcome) => RecordProblem::AfterEnd { ply, text, outcome },
                Error::MoveText(error) => RecordProblem::MoveText { ply, error },
                _ => RecordProblem::Unreadable { ply, text },
            },
        )
    })
}

/// A player's name on one line.
fn one_line(name: &str) -> String {
    name.trim()
        .chars()
        .map(|c| if c == '\r' || c == '\n' { ' ' } else { c })
        .collect()
}
