//! The games the project knows, one entry each: what the command line, the
//! API's `perft` and the benchmarks look a game up by. A board game enters
//! as a [`Game`] (its position and move texts, its house rules), which
//! [`Board`] turns into the `perft`, `moves`, `play` and `think` commands;
//! a game of another shape (121) implements [`Kind`] itself.

use std::marker::PhantomData;

use crate::ai::{TextThinker, Thinkable};
use crate::core::{Game, Notation, Outcome};

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

/// The notation `moves --notation` names, if any; an unknown name is
/// refused with the game's notations.
fn named_notation<N: Notation>(name: Option<&str>) -> Result<Option<N>, String> {
    let known =
        |n: &str| N::parse(n).ok_or_else(|| format!("'{n}' is not a notation ({})", N::NAMES));
    name.map(known).transpose()
}

/// A game set up from a position text (or `startpos`) under the house
/// rules `name=value`, as `moves`, `play` and `think` take it.
fn open<G: Game>(position: &str, house_rules: &[String]) -> Result<G, String> {
    let options = G::house_rules(house_rules).map_err(|e| e.to_string())?;
    G::set_up(position, options).map_err(|e| e.to_string())
}

/// Plays the moves of a command line, each refusal named by its number.
fn play_all<G: Game>(game: &mut G, moves: &[String]) -> Result<(), String> {
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    Ok(())
}

/// The `result` line's words: the winner's id (or `draw`) and the reason.
fn result_words<G: Game>(outcome: Outcome) -> String {
    let winner = outcome.winner.map_or("draw", G::side_id);
    format!("{winner} {}", outcome.reason)
}

/// The registry entry of a board game: its [`Game`], and what the usage
/// says of it.
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

    /// Played by `rulebook think` (its [`Thinkable::text_thinker`]).
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

impl<G: Thinkable> Board<G> {
    /// The game's notations, "iccs|wxf|vi" (empty for a game with one).
    const NOTATIONS: &'static str = <G::Notation as Notation>::NAMES;

    fn flags(command: &str, args: &[String]) -> Result<Flags, String> {
        let name = G::NAME;
        let mut flags = Flags::default();
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--notation" if command == "moves" && !Self::NOTATIONS.is_empty() => {
                    let value = args.next().ok_or_else(|| {
                        format!("--notation needs a name after it ({})", Self::NOTATIONS)
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
            let allowed = match (Self::NOTATIONS.is_empty(), G::HOUSE_RULES) {
                (false, _) => format!("--notation <{}>", Self::NOTATIONS),
                (true, true) => "--option name=value".to_string(),
                (true, false) => "nothing".to_string(),
            };
            return Err(format!(
                "rulebook moves {}: unexpected '{arg}' (only {allowed} may follow the position)",
                G::NAME
            ));
        }
        let game: G = open(position, &flags.house_rules)?;
        let notation = named_notation::<G::Notation>(flags.notation.as_deref())?;
        // Each legal move's standard text, then its text in the notation
        // named ("h2e2 C2=5").
        let line = |&m| {
            let standard = G::move_text(m);
            match notation.map(|n| game.move_text_in(m, n)) {
                // A legal move has a text in every notation.
                Some(Ok(written)) => format!("{standard} {written}"),
                _ => standard,
            }
        };
        let mut lines: Vec<String> = game.legal_moves().iter().map(line).collect();
        lines.sort();
        Ok(lines)
    }

    fn play(position: &str, args: &[String]) -> Result<Vec<String>, String> {
        let flags = Self::flags("play", args)?;
        let mut game: G = open(position, &flags.house_rules)?;
        play_all(&mut game, &flags.rest)?;
        let mut lines = game.position_lines();
        if let Some(outcome) = game.outcome() {
            lines.push(format!("result {}", result_words::<G>(outcome)));
        }
        Ok(lines)
    }
}

impl<G: Thinkable> Kind for Board<G> {
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
        let mut game: G = open(position, house_rules)?;
        play_all(&mut game, moves)?;
        if let Some(outcome) = game.outcome() {
            return Err(format!(
                "the game is over (result {}): nothing to think about",
                result_words::<G>(outcome)
            ));
        }
        Ok(game.text_thinker(table_mb))
    }

    fn perft(&self, position: &str, depth: u32) -> Option<Result<u64, String>> {
        if depth > crate::MAX_PERFT_DEPTH {
            return Some(Err(crate::perft_too_deep(depth)));
        }
        match open::<G>(position, &[]) {
            Ok(game) => game.perft(depth).map(Ok),
            Err(e) => Some(Err(e)),
        }
    }
}
