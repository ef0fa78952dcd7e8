//! The `rulebook` command line: a public contract whose output forms are read
//! by checks outside the project.
//!
//! ```text
//! rulebook perft <game> <position|startpos> <depth>   node count alone
//! rulebook moves <game> <position|startpos> [--notation ...]
//!                                                     legal moves, sorted
//! rulebook play  <game> <position|startpos> <move>... resulting position,
//!                                                     then `result ...` if over
//! rulebook <command> <game> <args>...                 a game's own commands
//!                                                     (`Kind::run`)
//! rulebook record <game> [--to <format>] [file]       a record converted
//!                                                     (see `record`)
//! rulebook think <game> <position|startpos> [--moves m…] [--depth N |
//!                --nodes N | --movetime MS] [--level L] [--option name=value]
//!                                                     `info …` lines, then
//!                                                     `bestmove …` (see `think`)
//! rulebook usi | uci                                  an engine for GUIs
//!                                                     (see protocol)
//! ```
//! Errors: one line on stderr, exit status 2. The usage lists the games
//! and what each answers as the registry ([`games::GAMES`]) says.
//!
//! The commands live in the library (not in `src/bin`) so that tests and the
//! fuzzing suite run them in-process.

mod record;
mod think;

use crate::games;

/// The usage: the commands every game answers, those of one game, and
/// the games.
fn usage() -> String {
    let indent = "       ";
    let mut lines = vec![
        "usage: rulebook perft <game> <position|startpos> <depth>".to_string(),
        format!("{indent}rulebook moves <game> <position|startpos> [--notation <name>]"),
        format!("{indent}rulebook play <game> <position|startpos> <move>..."),
    ];
    let own = games::GAMES.iter().filter_map(|g| g.own_commands());
    lines.extend(own.map(|commands| format!("{indent}{commands}")));
    lines.push(format!("{indent}{}", record::usage()));
    lines.push(format!("{indent}{}", think::usage()));
    let listed = games::GAMES.iter().map(|g| match g.usage_note() {
        Some(note) => format!("{} ({note})", g.name()),
        None => g.name().to_string(),
    });
    lines.push(format!("games: {}", listed.collect::<Vec<_>>().join(", ")));
    lines.join("\n")
}

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
        .ok_or_else(|| format!("{} · {}", usage(), crate::protocol::USAGE).replace('\n', " "))?;
    if let Some(protocol) = engine_protocol(args) {
        protocol?;
        return Err(format!(
            "rulebook {command} talks with a GUI over standard input and output: run the program"
        ));
    }
    if command == "think" {
        return think::run(rest, line).map(|last| vec![last]);
    }
    if command == "record" {
        return record::run(rest);
    }
    let (game, rest) = rest
        .split_first()
        .ok_or_else(|| format!("rulebook {command}: name a game ({})", games::names()))?;
    let kind = games::find(game)
        .ok_or_else(|| format!("unknown game '{game}' (known: {})", games::names()))?;
    kind.run(command, rest)
}
