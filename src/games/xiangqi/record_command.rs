//! `rulebook record xiangqi`: a record with a FEN (or `startpos`) on its
//! first line, then the moves in any notation (ICCS, WXF or Vietnamese;
//! move numbers such as `1.` and a closing `result …` line are skipped),
//! or a PGN record (its first line a tag), written as `iccs` (the default),
//! `wxf` or `vi` (the FEN, the moves a line each, then `result …` if
//! over), or as PGN: `pgn` (moves in ICCS) or `pgn-wxf`, with the players'
//! names it read.

use super::{read_pgn, side_id, Game, Notation, PgnMoves, Position};
use crate::core::{Game as _, Notation as _};
use crate::core::Lang;

/// The registry's [`RecordConverter`](crate::games::registry::RecordConverter).
pub(crate) fn convert(text: &str, format: Option<&str>) -> Result<String, String> {
    let format = format.unwrap_or("iccs");
    let pgn = pgn_form(format);
    let notation = match pgn {
        Some(_) => Notation::Iccs,
        None => Notation::parse(format).ok_or_else(|| {
            format!("'{format}' is not a Cờ tướng record form (iccs|wxf|vi|pgn|pgn-wxf)")
        })?,
    };
    let looks_like_pgn = text
        .trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('[');
    let (game, names) = if looks_like_pgn {
        let read = read_pgn(text).map_err(|e| e.to_string())?;
        (read.game, read.names)
    } else {
        (lines(text)?, Default::default())
    };
    if let Some(moves) = pgn {
        return Ok(game.to_pgn([&names[0], &names[1]], moves, Lang::En));
    }
    let mut out = vec![game.start_position().fen()];
    out.extend(game.move_texts(notation));
    if let Some(outcome) = game.outcome() {
        let winner = outcome.winner.map_or("draw", side_id);
        out.push(format!("result {winner} {}", outcome.reason));
    }
    Ok(out.join("\n") + "\n")
}

/// The PGN forms `--to` names for Cờ tướng, and how each writes moves.
fn pgn_form(format: &str) -> Option<PgnMoves> {
    match format.to_ascii_lowercase().as_str() {
        "pgn" | "pgn-iccs" => Some(PgnMoves::Iccs),
        "pgn-wxf" => Some(PgnMoves::Wxf),
        _ => None,
    }
}

/// The line form: a FEN (or `startpos`), then moves in any notation.
fn lines(text: &str) -> Result<Game, String> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (first, position) = lines.next().ok_or("line 1: the record is empty")?;
    let start = Position::from_text_or_start(position.trim())
        .map_err(|e| format!("line {}: {e}", first + 1))?;
    let mut game = Game::from_position(start, Default::default(), 0);
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
