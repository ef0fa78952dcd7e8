//! `rulebook record <game> [--to <format>] [file]`: a record converter for
//! people who keep records. It reads a record in any form the game reads,
//! told apart by its content, and writes it in the named form, ending with
//! the result. A record it cannot read: `line N: why` on stderr, status 2.
//! The games with records, and their forms, are the registry's
//! ([`Kind::records`](crate::games::registry::Kind::records)).

use crate::games;

/// The record's text from `file`, or stdin without one.
fn read_text(file: Option<&String>) -> Result<String, String> {
    match file {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}")),
        None => std::io::read_to_string(std::io::stdin()).map_err(|e| format!("stdin: {e}")),
    }
}

/// The games with records, by name.
fn record_games() -> Vec<&'static str> {
    let mut names: Vec<_> = games::GAMES
        .iter()
        .filter(|g| g.records().is_some())
        .map(|g| g.name())
        .collect();
    names.sort_unstable();
    names
}

/// `record`'s line of the usage.
pub(super) fn usage() -> String {
    format!(
        "rulebook record <{}> [--to <format>] [file]",
        record_games().join("|")
    )
}

/// Runs `record` with the arguments after the command name.
pub fn run(args: &[String]) -> Result<Vec<String>, String> {
    let usage = format!("usage: {}", usage());
    let Some((game, rest)) = args.split_first() else {
        return Err(usage);
    };
    let (format, file) = match rest {
        [] => (None, None),
        [file] => (None, Some(file)),
        [to, format] if to == "--to" => (Some(format.as_str()), None),
        [to, format, file] if to == "--to" => (Some(format.as_str()), Some(file)),
        _ => return Err(usage),
    };
    let text = read_text(file)?;
    let convert = games::find(game)
        .and_then(|kind| kind.records())
        .ok_or_else(|| {
            format!(
                "rulebook record: no record form for '{game}' ({})",
                record_games().join(", ")
            )
        })?;
    let out = convert(&text, format)?;
    Ok(out.lines().map(str::to_string).collect())
}
