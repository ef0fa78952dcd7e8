//! The `rulebook` command line: a public contract whose output forms are read
//! by checks outside the project.
//!
//! ```text
//! rulebook perft <game> <position|startpos> <depth>   node count alone
//! rulebook moves <game> <position|startpos> [--notation ...]
//!                                                     legal moves, sorted
//! rulebook play  <game> <position|startpos> <move>... resulting position,
//!                                                     then `result ...` if over
//! rulebook score 121 CARD×6 [--indicator CARD] [--revealed CARD,...]
//!                [--locked N] [--nhat-ban] [--dealer] [--self-drawn]
//!                [--last-card]                        the hand's worth, JSON
//! rulebook deal 121 [--seed N]                        a deal, JSON
//! rulebook bench 121 <score|rounds> N                 a checksum of a fixed
//!                                                     workload, for timing
//! rulebook record <shogi|xiangqi> [--to <format>] [file]
//!                                                     a record converted
//!                                                     (see record_cli)
//! rulebook think <game> <position|startpos> [--moves m…] [--depth N |
//!                --nodes N | --movetime MS] [--level L] [--option name=value]
//!                                                     `info …` lines, then
//!                                                     `bestmove …` (see think_cli)
//! rulebook usi                                        a shogi engine for GUIs,
//! rulebook uci                                        a Cờ tướng one (see protocol)
//! ```
//! Errors: one line on stderr, exit status 2.
//!
//! The commands live in the library (not in `src/bin`) so that tests and the
//! fuzzing suite run them in-process.

use crate::games;

const USAGE: &str = "usage: rulebook perft <game> <position|startpos> <depth>\n       rulebook moves <game> <position|startpos> [--notation <name>]\n       rulebook play <game> <position|startpos> <move>...\n       rulebook score 121 <six cards> [flags] · rulebook deal 121 [--seed N]\n       rulebook record <shogi|xiangqi> [--to <format>] [file]\n       rulebook think <xiangqi|shogi|longphuong|oanquan> <position|startpos> [--moves m...] [--depth N | --nodes N | --movetime MS] [--level 1-8] [--option name=value]\ngames: xiangqi (notations iccs, wxf, vi), shogi (usi, western, japanese), longphuong, oanquan (--option name=value), 121";
/// The engine protocols, after the usage's list of games.
const ENGINE_USAGE: &str =
    "engines for GUIs (commands on stdin): rulebook usi (shogi), rulebook uci (xiangqi)";

/// The arguments as text: an argument that is not UTF-8 (a file name in
/// another encoding, say) is refused, naming its place, rather than read
/// lossily into a different move or position.
pub fn text_args(
    args: impl IntoIterator<Item = std::ffi::OsString>,
) -> Result<Vec<String>, String> {
    args.into_iter()
        .enumerate()
        .map(|(i, arg)| {
            arg.into_string().map_err(|raw| {
                format!(
                    "argument {} ({}) is not UTF-8 text; positions and moves are written in UTF-8",
                    i + 1,
                    raw.to_string_lossy()
                )
            })
        })
        .collect()
}

/// `rulebook usi` or `rulebook uci`: the engine protocol the program then
/// speaks over standard input and output ([`crate::protocol`]); `None`
/// for every other command.
pub fn engine_protocol(args: &[String]) -> Option<Result<crate::protocol::Protocol, String>> {
    use crate::protocol::Protocol;
    let (command, rest) = args.split_first()?;
    let protocol = match command.as_str() {
        "usi" => Protocol::Usi,
        "uci" => Protocol::Uci,
        _ => return None,
    };
    Some(match rest {
        [] => Ok(protocol),
        [extra, ..] => Err(format!(
            "rulebook {command}: unexpected '{extra}' (the GUI's commands come on standard input)"
        )),
    })
}

/// Runs one command line (the arguments after the program name): the
/// lines for stdout, or the one-line error for stderr (exit status 2).
pub fn run(args: &[String]) -> Result<Vec<String>, String> {
    let mut lines = Vec::new();
    let last = run_streaming(args, &mut |line| lines.push(line))?;
    lines.extend(last);
    Ok(lines)
}

/// Runs one command line as [`run`] does, giving the lines a long command
/// (`think`) writes as it goes to `line` as they come; answers the rest.
pub fn run_streaming(args: &[String], line: &mut dyn FnMut(String)) -> Result<Vec<String>, String> {
    let (command, rest) = args
        .split_first()
        .ok_or_else(|| format!("{USAGE} · {ENGINE_USAGE}").replace('\n', " "))?;
    if let Some(protocol) = engine_protocol(args) {
        protocol?;
        return Err(format!(
            "rulebook {command} talks with a GUI over standard input and output: run the program"
        ));
    }
    if command == "think" {
        return crate::think_cli::run(rest, line).map(|last| vec![last]);
    }
    if command == "record" {
        return crate::record_cli::run(rest);
    }
    let (game, rest) = rest
        .split_first()
        .ok_or_else(|| format!("rulebook {command}: name a game ({})", games::names()))?;
    let kind = games::find(game)
        .ok_or_else(|| format!("unknown game '{game}' (known: {})", games::names()))?;
    kind.run(command, rest)
}
