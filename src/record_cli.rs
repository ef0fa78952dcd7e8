//! `rulebook record <game> [--to <format>] [file]`: a record converter for
//! people who keep records. It reads a record in any form the game reads,
//! told apart by its content, and writes it in the named form, ending with
//! the result. A record it cannot read: `line N: why` on stderr, status 2.
//!
//! - shogi: KIF, KI2, CSA, SFEN or `position … moves …` in; `kif` (the
//!   default), `ki2`, `csa`, `usi`/`sfen` out.
//! - xiangqi: a FEN (or `startpos`) on its first line, then the moves in any
//!   notation (ICCS, WXF or Vietnamese; move numbers such as `1.` and a
//!   closing `result …` line are skipped); `iccs` (the default), `wxf` or
//!   `vi` out: the FEN, the moves a line each, then `result …` if over.
//!   A PGN record (its first line a tag) is read too, and `pgn` (moves in
//!   ICCS) or `pgn-wxf` writes PGN, with the players' names it read.

use crate::core::Game as _;
use crate::core::Lang;
use crate::core::Notation as _;
use crate::games::{shogi, xiangqi};

/// The record's text from `file`, or stdin without one.
fn read_text(file: Option<&String>) -> Result<String, String> {
    match file {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}")),
        None => std::io::read_to_string(std::io::stdin()).map_err(|e| format!("stdin: {e}")),
    }
}

/// Runs `record` with the arguments after the command name.
pub fn run(args: &[String]) -> Result<Vec<String>, String> {
    let usage = "usage: rulebook record <shogi|xiangqi> [--to <format>] [file]";
    let (game, rest) = args.split_first().ok_or(usage)?;
    let (format, file) = match rest {
        [] => (None, None),
        [file] => (None, Some(file)),
        [to, format] if to == "--to" => (Some(format.as_str()), None),
        [to, format, file] if to == "--to" => (Some(format.as_str()), Some(file)),
        _ => return Err(usage.into()),
    };
    let text = read_text(file)?;
    let out = match game.as_str() {
        "shogi" => shogi_record(&text, format.unwrap_or("kif"))?,
        "xiangqi" => xiangqi_record(&text, format.unwrap_or("iccs"))?,
        other => {
            return Err(format!(
                "rulebook record: no record form for '{other}' (shogi, xiangqi)"
            ))
        }
    };
    Ok(out.lines().map(str::to_string).collect())
}

fn shogi_record(text: &str, format: &str) -> Result<String, String> {
    let format: shogi::RecordFormat = format.parse()?;
    let (game, names) = shogi::read_record(text).map_err(|e| {
        let message = e.to_string();
        message
            .strip_prefix("record ")
            .unwrap_or(&message)
            .to_string()
    })?;
    Ok(game.to_record([&names[0], &names[1]], format))
}

/// The PGN forms `--to` names for Cờ tướng, and how each writes moves.
fn pgn_form(format: &str) -> Option<xiangqi::PgnMoves> {
    match format.to_ascii_lowercase().as_str() {
        "pgn" | "pgn-iccs" => Some(xiangqi::PgnMoves::Iccs),
        "pgn-wxf" => Some(xiangqi::PgnMoves::Wxf),
        _ => None,
    }
}

fn xiangqi_record(text: &str, format: &str) -> Result<String, String> {
    let pgn = pgn_form(format);
    let notation = match pgn {
        Some(_) => xiangqi::Notation::Iccs,
        None => xiangqi::Notation::parse(format).ok_or_else(|| {
            format!("'{format}' is not a Cờ tướng record form (iccs|wxf|vi|pgn|pgn-wxf)")
        })?,
    };
    let looks_like_pgn = text
        .trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('[');
    let (game, names) = if looks_like_pgn {
        let read = xiangqi::read_pgn(text).map_err(|e| e.to_string())?;
        (read.game, read.names)
    } else {
        (xiangqi_lines(text)?, Default::default())
    };
    if let Some(moves) = pgn {
        return Ok(game.to_pgn([&names[0], &names[1]], moves, Lang::En));
    }
    let mut out = vec![game.start_position().fen()];
    out.extend(game.move_texts(notation));
    if let Some(outcome) = game.outcome() {
        let winner = outcome.winner.map_or("draw", xiangqi::side_id);
        out.push(format!("result {winner} {}", outcome.reason));
    }
    Ok(out.join("\n") + "\n")
}

/// The line form: a FEN (or `startpos`), then moves in any notation.
fn xiangqi_lines(text: &str) -> Result<xiangqi::Game, String> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (first, position) = lines.next().ok_or("line 1: the record is empty")?;
    let start = xiangqi::Position::from_text_or_start(position.trim())
        .map_err(|e| format!("line {}: {e}", first + 1))?;
    let mut game = xiangqi::Game::from_position(start, Default::default(), 0);
    for (i, line) in lines {
        if line.trim_start().starts_with("result ") {
            break;
        }
        for token in line.split_whitespace() {
            let is_number = token
                .trim_end_matches('.')
                .chars()
                .all(|c| c.is_ascii_digit())
                && token.ends_with('.');
            if !is_number {
                game.play_text(token)
                    .map_err(|e| format!("line {}: {token}: {e}", i + 1))?;
            }
        }
    }
    Ok(game)
}
