//! The games the project knows, one entry each: what the command line, the
//! API's `perft` and the benchmarks look a game up by. A board game enters
//! through [`TextSession`] (its position and move texts, in its own
//! `notation.rs`), which [`Board`] turns into the `perft`, `moves` and
//! `play` commands; a game of another shape (121) implements [`Kind`]
//! itself.

use std::marker::PhantomData;

use crate::ai::TextThinker;
use crate::core::{Outcome, Side};

/// A game as the command line names it.
pub trait Kind: Sync {
    /// Its name on the command line (its `command` in `games.json`).
    fn name(&self) -> &'static str;
    /// What the usage's list of games says after the name, in brackets
    /// ("notations iccs, wxf, vi"), if anything.
    fn usage_note(&self) -> Option<&'static str> {
        None
    }
    /// The usage of the commands only this game answers (121's `score`
    /// and `deal`), if any.
    fn own_commands(&self) -> Option<&'static str> {
        None
    }
    /// Whether `rulebook think` plays it (see [`Kind::thinker`]).
    fn thinks(&self) -> bool {
        false
    }
    /// `rulebook record`'s conversion, for a game with records.
    fn records(&self) -> Option<RecordConverter> {
        None
    }
    /// `rulebook <command> <name> <args…>`: the output lines, or the
    /// one-line refusal.
    fn run(&self, command: &str, args: &[String]) -> Result<Vec<String>, String>;
    /// Counts the leaf nodes of the legal move tree from a position text;
    /// `None` for a game without a move tree to count.
    fn perft(&self, position: &str, depth: u32) -> Option<Result<u64, String>>;
    /// The computer player for the position `moves` (in the game's text)
    /// reach from a position text under the house rules (`name=value`);
    /// refused for a game without one.
    fn thinker(
        &self,
        _position: &str,
        _house_rules: &[String],
        _moves: &[String],
        _table_mb: usize,
    ) -> Result<Box<dyn TextThinker>, String> {
        Err(format!("{} has no computer player yet", self.name()))
    }
}

/// A record's text (in any form the game reads, told apart by its
/// content) written in the named form (the game's default when `None`):
/// the text, or the refusal (`line N: why`).
pub type RecordConverter = fn(text: &str, format: Option<&str>) -> Result<String, String>;

/// A board game's text face: what `moves` and `play` print and read.
pub trait TextSession: Sized {
    const NAME: &'static str;
    /// The notations `moves --notation` adds after each move ("iccs|wxf|vi"),
    /// empty when the game writes moves one way only.
    const NOTATIONS: &'static str = "";
    /// Whether the game takes house rules (`--option name=value`).
    const HOUSE_RULES: bool = false;

    /// A game from a position text or `startpos`, with the house rules
    /// (`name=value`) applied first.
    fn open(position: &str, house_rules: &[String]) -> Result<Self, String>;
    /// Each legal move's standard text, followed by its text in `notation`
    /// when one is named ("h2e2 C2=5").
    fn move_lines(&self, notation: Option<&str>) -> Result<Vec<String>, String>;
    fn play_text(&mut self, text: &str) -> Result<(), String>;
    /// What `play` prints before the result: the position text, and for Ô
    /// ăn quan the scores.
    fn position_lines(&self) -> Vec<String>;
    fn outcome(&self) -> Option<Outcome>;
    /// A side as `result` names it (`red`, `sente`, `orange`, `south`).
    fn side_id(side: Side) -> &'static str;
    /// Perft from this game's position, if the game has one.
    fn perft(&self, _depth: u32) -> Option<u64> {
        None
    }
    /// The computer player for this game's position, if the game has one
    /// (its transposition table about `table_mb` MB).
    fn thinker(&self, _table_mb: usize) -> Option<Box<dyn TextThinker>> {
        None
    }
}

/// The [`TextSession`] items every board game answers alike, for use
/// inside its `impl TextSession for Game` (in its `notation.rs`): its
/// `NAME`, and `NOTATIONS` and `HOUSE_RULES` where it has them; `play_text`
/// and `outcome` through the game's own verbs; `side_id` as its notation
/// names the sides; and, given `perft`, perft by that function from the
/// game's position; given `think` (its move text), the computer player.
macro_rules! session_verbs {
    (
        name: $name:literal
        $(, notations: $notations:literal)?
        $(, house_rules: $house_rules:literal)?
        $(, perft: $perft:path)?
        $(, think: $move_text:path)? $(,)?
    ) => {
        const NAME: &'static str = $name;
        $(const NOTATIONS: &'static str = $notations;)?
        $(const HOUSE_RULES: bool = $house_rules;)?

        fn play_text(&mut self, text: &str) -> Result<(), String> {
            super::Game::play_text(self, text)
                .map(|_| ())
                .map_err(|e| e.to_string())
        }

        fn outcome(&self) -> Option<crate::core::Outcome> {
            super::Game::outcome(self)
        }

        fn side_id(side: Side) -> &'static str {
            side_id(side)
        }

        $(
            fn perft(&self, depth: u32) -> Option<u64> {
                Some($perft(self.position(), depth))
            }
        )?

        $(
            fn thinker(&self, table_mb: usize) -> Option<Box<dyn crate::ai::TextThinker>> {
                let start = self.start_position().clone();
                let history = self.plies().to_vec();
                Some(Box::new(crate::ai::TextGame::new(start, history, table_mb, $move_text)))
            }
        )?
    };
}
pub(crate) use session_verbs;

/// The notation `moves --notation` names, read by `parse`; an unknown name
/// is refused with the game's `notations`.
pub(crate) fn named_notation<N>(
    name: Option<&str>,
    parse: impl Fn(&str) -> Option<N>,
    notations: &str,
) -> Result<Option<N>, String> {
    name.map(|n| parse(n).ok_or_else(|| format!("'{n}' is not a notation ({notations})")))
        .transpose()
}

/// `moves`' lines: each move's `standard` text, followed by its text in
/// the named notation (`written`) when there is one.
pub(crate) fn move_lines<M: Copy>(
    moves: &[M],
    standard: impl Fn(M) -> String,
    written: Option<impl Fn(M) -> String>,
) -> Vec<String> {
    moves
        .iter()
        .map(|&m| match &written {
            Some(written) => format!("{} {}", standard(m), written(m)),
            None => standard(m),
        })
        .collect()
}

/// The registry entry of a board game: its [`TextSession`], and what the
/// usage says of it.
pub struct Board<G> {
    usage_note: Option<&'static str>,
    thinks: bool,
    records: Option<RecordConverter>,
    game: PhantomData<fn() -> G>,
}

impl<G> Board<G> {
    pub const fn new() -> Self {
        Board {
            usage_note: None,
            thinks: false,
            records: None,
            game: PhantomData,
        }
    }

    /// With the usage's note after its name ([`Kind::usage_note`]).
    pub const fn usage_note(mut self, note: &'static str) -> Self {
        self.usage_note = Some(note);
        self
    }

    /// Played by `rulebook think` (its session's `thinker`).
    pub const fn thinks(mut self) -> Self {
        self.thinks = true;
        self
    }

    /// With `rulebook record`'s conversion.
    pub const fn records(mut self, convert: RecordConverter) -> Self {
        self.records = Some(convert);
        self
    }
}

impl<G> Default for Board<G> {
    fn default() -> Self {
        Board::new()
    }
}

/// What follows the position on a command line: moves, `--notation <name>`
/// and `--option name=value`.
#[derive(Default)]
struct Flags {
    notation: Option<String>,
    house_rules: Vec<String>,
    rest: Vec<String>,
}

impl<G: TextSession> Board<G> {
    fn flags(command: &str, args: &[String]) -> Result<Flags, String> {
        let name = G::NAME;
        let mut flags = Flags::default();
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--notation" if command == "moves" && !G::NOTATIONS.is_empty() => {
                    let value = args.next().ok_or_else(|| {
                        format!("--notation needs a name after it ({})", G::NOTATIONS)
                    })?;
                    flags.notation = Some(value.clone());
                }
                "--option" if G::HOUSE_RULES => {
                    let value = args.next().ok_or(
                        "--option needs name=value after it, like --option mandarin_value=5",
                    )?;
                    flags.house_rules.push(value.clone());
                }
                "--option" => return Err(format!("{name} has no house rules (--option)")),
                _ => flags.rest.push(arg.clone()),
            }
        }
        Ok(flags)
    }

    fn moves(position: &str, args: &[String]) -> Result<Vec<String>, String> {
        let flags = Self::flags("moves", args)?;
        if let Some(arg) = flags.rest.first() {
            let allowed = match (G::NOTATIONS.is_empty(), G::HOUSE_RULES) {
                (false, _) => format!("--notation <{}>", G::NOTATIONS),
                (true, true) => "--option name=value".to_string(),
                (true, false) => "nothing".to_string(),
            };
            return Err(format!(
                "rulebook moves {}: unexpected '{arg}' (only {allowed} may follow the position)",
                G::NAME
            ));
        }
        let game = G::open(position, &flags.house_rules)?;
        let mut lines = game.move_lines(flags.notation.as_deref())?;
        lines.sort();
        Ok(lines)
    }

    fn play(position: &str, args: &[String]) -> Result<Vec<String>, String> {
        let flags = Self::flags("play", args)?;
        let mut game = G::open(position, &flags.house_rules)?;
        for (i, text) in flags.rest.iter().enumerate() {
            game.play_text(text)
                .map_err(|e| format!("move {}: {e}", i + 1))?;
        }
        let mut lines = game.position_lines();
        if let Some(outcome) = game.outcome() {
            let winner = outcome.winner.map_or("draw", G::side_id);
            lines.push(format!("result {winner} {}", outcome.reason));
        }
        Ok(lines)
    }
}

impl<G: TextSession> Kind for Board<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn usage_note(&self) -> Option<&'static str> {
        self.usage_note
    }

    fn thinks(&self) -> bool {
        self.thinks
    }

    fn records(&self) -> Option<RecordConverter> {
        self.records
    }

    fn run(&self, command: &str, args: &[String]) -> Result<Vec<String>, String> {
        let name = G::NAME;
        let (position, rest) = args
            .split_first()
            .ok_or_else(|| format!("rulebook {command} {name}: give a position or startpos"))?;
        match command {
            "moves" => Self::moves(position, rest),
            "play" => Self::play(position, rest),
            "perft" => {
                let depth = match rest {
                    // A number past u32 is still a depth, refused as too deep.
                    [d] if !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()) => {
                        d.parse::<u32>().map_err(|_| crate::perft_too_deep(d))?
                    }
                    [d] => return Err(format!("'{d}' is not a depth (a whole number)")),
                    _ => {
                        return Err(
                            "rulebook perft: give exactly one depth after the position".into()
                        )
                    }
                };
                let nodes = self.perft(position, depth).unwrap_or_else(|| {
                    Err(format!(
                        "rulebook perft: {name} has no perft; use moves or play"
                    ))
                })?;
                Ok(vec![nodes.to_string()])
            }
            other => Err(format!(
                "rulebook {other} {name}: {name} has the commands perft, moves and play"
            )),
        }
    }

    fn thinker(
        &self,
        position: &str,
        house_rules: &[String],
        moves: &[String],
        table_mb: usize,
    ) -> Result<Box<dyn TextThinker>, String> {
        if let (Some(option), false) = (house_rules.first(), G::HOUSE_RULES) {
            return Err(format!(
                "--option {option}: think's options are seed=N and hash=MB"
            ));
        }
        let mut game = G::open(position, house_rules)?;
        for (i, text) in moves.iter().enumerate() {
            game.play_text(text)
                .map_err(|e| format!("move {}: {e}", i + 1))?;
        }
        if let Some(outcome) = game.outcome() {
            let winner = outcome.winner.map_or("draw", G::side_id);
            return Err(format!(
                "the game is over (result {winner} {}): nothing to think about",
                outcome.reason
            ));
        }
        game.thinker(table_mb)
            .ok_or_else(|| format!("{} has no computer player yet", G::NAME))
    }

    fn perft(&self, position: &str, depth: u32) -> Option<Result<u64, String>> {
        if depth > crate::MAX_PERFT_DEPTH {
            return Some(Err(crate::perft_too_deep(depth)));
        }
        match G::open(position, &[]) {
            Ok(game) => game.perft(depth).map(Ok),
            Err(e) => Some(Err(e)),
        }
    }
}
