//! `rulebook usi` (shogi) and `rulebook uci` (Cờ tướng): the engine
//! protocols GUIs speak, over the same search as `rulebook think`.
//!
//! A [`Session`] reads one command line at a time and writes its answers
//! through a [`Sink`], a line each, so tests drive it in-process; the
//! program only pumps standard input into it. A `go` searches in a thread
//! of its own ([`running`]), so `stop`, `isready` and `ponderhit` are
//! answered while it thinks. Positions and moves are read by the game's
//! own rules, with the game's real plies (repetition is judged over them).
//! What the session cannot read it says in an `info string` line and goes
//! on; a `go` is always answered by one `bestmove`.

pub mod clock;
mod go;
mod running;
mod uci;
mod usi;

use std::sync::Arc;

use crate::ai::{Level, Memory};
use crate::games::{self, registry::Kind};

use go::Go;
use running::{Job, Running};
pub use uci::Coordinates;

/// The protocols in the command line's usage.
pub const USAGE: &str =
    "engines for GUIs (commands on stdin): rulebook usi (shogi), rulebook uci (xiangqi)";

/// `id name` and `id author`, in both protocols.
const ID: [&str; 2] = [
    concat!("id name Rulebook ", env!("CARGO_PKG_VERSION")),
    "id author the Rulebook authors",
];

/// Where the session's lines go, one line a call, from the reading thread
/// and the search's.
pub type Sink = Arc<dyn Fn(&str) + Send + Sync>;

/// The protocol a session speaks, and with it its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// USI, shogi.
    Usi,
    /// UCI as Fairy-Stockfish speaks it for Cờ tướng (`UCI_Variant xiangqi`).
    Uci,
}

/// Whether to read on after a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

impl Protocol {
    /// The game's name in the registry.
    fn game(self) -> &'static str {
        match self {
            Protocol::Usi => "shogi",
            Protocol::Uci => "xiangqi",
        }
    }
}

/// How the session writes and reads moves and search lines: what the
/// search's thread needs of the protocol and its options.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Voice {
    protocol: Protocol,
    coordinates: Coordinates,
}

impl Voice {
    /// A protocol's move as the game's move text.
    fn move_in(self, text: &str) -> Result<String, String> {
        match self.protocol {
            Protocol::Usi => usi::move_in(text),
            Protocol::Uci => uci::move_in(text, self.coordinates),
        }
    }

    /// The game's move text as the protocol writes it.
    fn move_out(self, text: &str) -> String {
        match self.protocol {
            Protocol::Usi => text.to_string(),
            Protocol::Uci => uci::move_out(text, self.coordinates),
        }
    }

    /// `think`'s `info depth D score S nodes N pv …` as the protocol's
    /// line, with the time since `go` and the speed.
    pub(crate) fn info(self, line: &str, time_ms: u64) -> String {
        let mut out = String::from("info");
        let mut words = line.split_whitespace();
        while let Some(word) = words.next() {
            match word {
                "info" => {}
                "score" => {
                    let (kind, value) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
                    let value = match (self.protocol, kind) {
                        (Protocol::Usi, "mate") => usi::mate_in_plies(value),
                        _ => value.to_string(),
                    };
                    out.push_str(&format!(" score {kind} {value}"));
                }
                "nodes" => {
                    let nodes: u64 = words.next().and_then(|n| n.parse().ok()).unwrap_or(0);
                    let nps = nodes.saturating_mul(1000) / time_ms.max(1);
                    out.push_str(&format!(" nodes {nodes} nps {nps} time {time_ms}"));
                }
                "pv" => {
                    out.push_str(" pv");
                    for m in words.by_ref() {
                        out.push(' ');
                        out.push_str(&self.move_out(m));
                    }
                }
                other => {
                    out.push(' ');
                    out.push_str(other);
                }
            }
        }
        out
    }

    /// `think`'s `bestmove <move>` (or `bestmove (none)`) as the protocol's.
    pub(crate) fn bestmove(self, line: &str) -> String {
        match line.strip_prefix("bestmove ") {
            Some("(none)") | None => match self.protocol {
                Protocol::Usi => "bestmove resign".to_string(),
                Protocol::Uci => "bestmove (none)".to_string(),
            },
            Some(m) => format!("bestmove {}", self.move_out(m)),
        }
    }
}

/// The options a GUI may set (`setoption`).
#[derive(Clone, Copy, Debug)]
struct Options {
    table_mb: usize,
    level: Level,
    seed: u64,
    overhead_ms: u64,
    dialect: uci::Dialect,
}

/// A spin option: its name in USI and in UCI, default and range.
struct Spin {
    usi: &'static str,
    uci: &'static str,
    default: u64,
    min: u64,
    max: u64,
}

static HASH: Spin = Spin {
    usi: "USI_Hash",
    uci: "Hash",
    default: 16,
    min: 1,
    max: 4096,
};
static LEVEL: Spin = Spin {
    usi: "Level",
    uci: "Level",
    default: 8,
    min: 1,
    max: 8,
};
/// A GUI's spin is a 32-bit number.
static SEED: Spin = Spin {
    usi: "Seed",
    uci: "Seed",
    default: 0,
    min: 0,
    max: i32::MAX as u64,
};
static OVERHEAD: Spin = Spin {
    usi: "MoveOverhead",
    uci: "MoveOverhead",
    default: 50,
    min: 0,
    max: 5000,
};
static SPINS: [&Spin; 4] = [&HASH, &LEVEL, &SEED, &OVERHEAD];

impl Spin {
    fn name(&self, protocol: Protocol) -> &'static str {
        match protocol {
            Protocol::Usi => self.usi,
            Protocol::Uci => self.uci,
        }
    }

    fn line(&self, protocol: Protocol) -> String {
        format!(
            "option name {} type spin default {} min {} max {}",
            self.name(protocol),
            self.default,
            self.min,
            self.max
        )
    }

    fn read(&self, protocol: Protocol, value: &str) -> Result<u64, String> {
        value
            .parse::<u64>()
            .ok()
            .filter(|v| (self.min..=self.max).contains(v))
            .ok_or_else(|| {
                format!(
                    "option {}: '{value}' is not a whole number from {} to {}",
                    self.name(protocol),
                    self.min,
                    self.max
                )
            })
    }
}

/// The position the GUI set: its text and the moves since (in the game's
/// move text), checked by the rules.
struct Setup {
    kind: &'static dyn Kind,
    position: String,
    moves: Vec<String>,
    /// The position the moves reach, as `rulebook play` writes it.
    reached: String,
    /// `result …` when the rules end the game there.
    result: Option<String>,
}

impl Setup {
    /// The side to move as its letter in the position text (`b`/`w`).
    fn side(&self) -> char {
        let field = self.reached.split_whitespace().nth(1).unwrap_or("");
        field.chars().next().unwrap_or('w')
    }
}

/// One conversation with a GUI.
pub struct Session {
    protocol: Protocol,
    kind: Option<&'static dyn Kind>,
    sink: Sink,
    options: Options,
    setup: Result<Setup, String>,
    running: Option<Running>,
    /// The game's search tables, kept from one `go` to the next (so a move
    /// starts from what the earlier ones learnt, and a large `Hash` is not
    /// made again each move); forgotten at a new game or a new size.
    memory: Option<Memory>,
}

impl Session {
    /// A session at the game's start, with the options' defaults.
    pub fn new(protocol: Protocol, sink: Sink) -> Session {
        let kind = games::find(protocol.game());
        let mut session = Session {
            protocol,
            kind,
            sink,
            options: Options {
                table_mb: HASH.default as usize,
                level: Level::MAX,
                seed: SEED.default,
                overhead_ms: OVERHEAD.default,
                dialect: uci::Dialect::default(),
            },
            setup: Err("no position yet".into()),
            running: None,
            memory: None,
        };
        session.setup = session.set_up("startpos", Vec::new()).map(|(s, _)| s);
        session
    }

    fn say(&self, line: &str) {
        (self.sink)(line);
    }

    fn voice(&self) -> Voice {
        Voice {
            protocol: self.protocol,
            coordinates: self.options.dialect.coordinates,
        }
    }

    /// Stops the search under way, if any, once its `bestmove` is written.
    fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            self.memory = running.stop();
        }
    }

    /// Answers one command line.
    pub fn handle(&mut self, line: &str) -> Flow {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, rest)) = words.split_first() else {
            return Flow::Continue;
        };
        match (command, self.protocol) {
            ("usi", Protocol::Usi) => self.handshake("usiok"),
            ("uci", Protocol::Uci) => self.handshake("uciok"),
            ("isready", _) => self.say("readyok"),
            ("setoption", _) => self.set_option(rest),
            ("usinewgame", Protocol::Usi) | ("ucinewgame", Protocol::Uci) => {
                self.stop();
                self.memory = None;
            }
            ("position", _) => {
                self.stop();
                self.position(rest);
            }
            ("go", _) => {
                self.stop();
                self.go(rest);
            }
            ("stop", _) => self.stop(),
            ("ponderhit", _) => {
                if let Some(running) = &self.running {
                    running.ponderhit();
                }
            }
            ("gameover", Protocol::Usi) => self.stop(),
            ("debug" | "register", Protocol::Uci) => {}
            ("quit", _) => {
                self.stop();
                return Flow::Quit;
            }
            (other, _) => self.say(&format!("info string unknown command '{other}'")),
        }
        Flow::Continue
    }

    /// The end of the input: a search with limits is let finish (so a
    /// script's last `go` is answered in full), one that waits is stopped.
    pub fn finish(&mut self) {
        if let Some(running) = self.running.take() {
            running.finish();
        }
    }

    fn handshake(&self, ok: &str) {
        for line in ID {
            self.say(line);
        }
        for spin in SPINS {
            self.say(&spin.line(self.protocol));
        }
        if self.protocol == Protocol::Uci {
            for line in uci::combos() {
                self.say(&line);
            }
        }
        self.say(ok);
    }

    /// `setoption name <name> [value <value>]` (names in any case).
    fn set_option(&mut self, words: &[&str]) {
        let (name, value) = match words.split_first() {
            Some((&"name", rest)) => {
                let split = rest.iter().position(|w| *w == "value");
                let (name, value) = rest.split_at(split.unwrap_or(rest.len()));
                (name.join(" "), value.get(1..).unwrap_or(&[]).join(" "))
            }
            _ => {
                self.say("info string setoption: give name <option> value <value>");
                return;
            }
        };
        let protocol = self.protocol;
        let spin = SPINS
            .iter()
            .find(|s| s.name(protocol).eq_ignore_ascii_case(&name));
        let applied = match spin {
            Some(spin) => spin.read(protocol, &value).map(|v| {
                let options = &mut self.options;
                if std::ptr::eq(*spin, &HASH) {
                    options.table_mb = v as usize;
                    self.memory = None;
                } else if std::ptr::eq(*spin, &LEVEL) {
                    options.level = Level::new(v as u32).unwrap_or(Level::MAX);
                } else if std::ptr::eq(*spin, &SEED) {
                    options.seed = v;
                } else {
                    options.overhead_ms = v;
                }
            }),
            // GUIs send their own pondering switch whatever was offered.
            None if ["USI_Ponder", "Ponder"]
                .iter()
                .any(|p| p.eq_ignore_ascii_case(&name)) =>
            {
                Ok(())
            }
            None if protocol == Protocol::Uci => {
                uci::set_option(&name, &value, &mut self.options.dialect)
            }
            None => Err(format!("unknown option '{name}'")),
        };
        if let Err(e) = applied {
            self.say(&format!("info string {e}"));
        }
    }

    /// Opens `position` and plays `moves` (the game's text) by the rules.
    /// Moves past the end of the game (the GUI's referee judged a
    /// repetition otherwise, or none) are played on from where the rules
    /// ended it, as a new game there; a note says so.
    fn set_up(&self, position: &str, moves: Vec<String>) -> Result<(Setup, Vec<String>), String> {
        let kind = self
            .kind
            .ok_or_else(|| format!("{} is not built into this program", self.protocol.game()))?;
        let play = |position: &str, moves: &[String]| {
            let mut args = vec![position.to_string()];
            args.extend_from_slice(moves);
            kind.run("play", &args)
        };
        let (mut position, mut moves) = (position.to_string(), moves);
        let mut notes = Vec::new();
        // Moves set aside by restarts: the GUI's numbers are this much more.
        let mut played = 0;
        loop {
            let error = match play(&position, &moves) {
                Ok(lines) => {
                    let setup = Setup {
                        kind,
                        position,
                        moves,
                        reached: lines.first().cloned().unwrap_or_default(),
                        result: lines.get(1).cloned(),
                    };
                    return Ok((setup, notes));
                }
                Err(e) => e,
            };
            // "move k: …": did the k − 1 moves before it end the game?
            let failed = error
                .strip_prefix("move ")
                .and_then(|rest| rest.split_once(": "))
                .and_then(|(k, why)| Some((k.parse::<usize>().ok()?, why)));
            let Some((k, why)) = failed else {
                return Err(error);
            };
            let before = match k {
                2.. => play(&position, &moves[..k - 1])?,
                _ => Vec::new(),
            };
            let Some(result) = before.get(1) else {
                return Err(format!("move {}: {why}", played + k));
            };
            played += k - 1;
            notes.push(format!(
                "the rules ended the game after move {played} ({result}); the moves after it are read as a new game from there"
            ));
            position = before[0].clone();
            moves.drain(..k - 1);
        }
    }

    /// `position startpos|sfen …|fen … [moves …]`.
    fn position(&mut self, words: &[&str]) {
        let split = words.iter().position(|w| *w == "moves");
        let (place, moves) = words.split_at(split.unwrap_or(words.len()));
        let moves = moves.get(1..).unwrap_or(&[]);
        let keyword = match self.protocol {
            Protocol::Usi => "sfen",
            Protocol::Uci => "fen",
        };
        let position = match place {
            ["startpos"] => Ok("startpos".to_string()),
            [word, fields @ ..] if *word == keyword && !fields.is_empty() => Ok(fields.join(" ")),
            _ => Err(format!(
                "position: give startpos or {keyword} <{keyword}>, then moves …"
            )),
        };
        let voice = self.voice();
        let moves: Result<Vec<String>, String> = moves
            .iter()
            .enumerate()
            .map(|(i, m)| voice.move_in(m).map_err(|e| format!("move {}: {e}", i + 1)))
            .collect();
        let setup = position
            .and_then(|p| self.set_up(&p, moves?))
            .map_err(|e| format!("position refused: {e}"));
        self.setup = match setup {
            Ok((setup, notes)) => {
                for note in notes {
                    self.say(&format!("info string {note}"));
                }
                Ok(setup)
            }
            Err(e) => {
                self.say(&format!("info string {e}"));
                Err(e)
            }
        };
    }

    /// `go …`: starts the search (answered by its thread).
    fn go(&mut self, words: &[&str]) {
        let voice = self.voice();
        if self.protocol == Protocol::Usi && words.first() == Some(&"mate") {
            self.say("checkmate notimplemented");
            return;
        }
        let mut warnings = Vec::new();
        let go = Go::parse(words, &mut |w| warnings.push(w));
        for warning in warnings {
            self.say(&format!("info string {warning}"));
        }
        let setup = match &self.setup {
            Ok(setup) => setup,
            Err(e) => {
                self.say(&format!("info string no position to search ({e})"));
                self.say(&voice.bestmove("bestmove (none)"));
                return;
            }
        };
        let options = self.options;
        // A game the rules have ended (a repetition's verdict, say) is
        // searched as if it began where it stands: the GUI asks for a move.
        let (position, moves) = match &setup.result {
            None => (setup.position.as_str(), setup.moves.as_slice()),
            Some(result) => {
                self.say(&format!(
                    "info string the rules end the game here ({result}); searching the position without its history"
                ));
                (setup.reached.as_str(), &[][..])
            }
        };
        let mut thinker = match setup.kind.thinker(position, &[], moves, options.table_mb) {
            Ok(thinker) => thinker,
            Err(e) => {
                self.say(&format!("info string {e}"));
                self.say(&voice.bestmove("bestmove (none)"));
                return;
            }
        };
        if let Some(memory) = self.memory.take() {
            thinker.adopt(memory);
        }
        let settings = go.settings(
            thinker.levels(),
            options.level,
            options.seed,
            setup.side(),
            options.overhead_ms,
        );
        let job = Job {
            thinker,
            settings,
            infinite: go.infinite,
            ponder: go.ponder,
            voice,
        };
        self.running = Some(Running::start(job, self.sink.clone()));
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.stop();
    }
}
