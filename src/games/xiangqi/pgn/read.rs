//! PGN read back: the tags, then the movetext cut into moves (comments,
//! NAGs, variations and move numbers skipped) and replayed through the
//! engine.

use super::super::{Error, Game, Position, TableOptions};
use super::problem::{MoveAt, PgnProblem};
use super::result_token;
use crate::core::{EndReason, Game as _, Resignable, Side};

/// A game read from PGN and the players its `Red` and `Black` tags name
/// ("" where a tag is missing or `?`).
#[derive(Clone, Debug)]
pub struct PgnGame {
    pub game: Game,
    pub names: [String; 2],
}

fn fail(problem: PgnProblem) -> Error {
    Error::Pgn(problem)
}

/// The tags before the movetext, in order.
struct Tags(Vec<(String, String)>);

impl Tags {
    fn get(&self, name: &str) -> Option<&str> {
        let found = self.0.iter().find(|(n, _)| n.eq_ignore_ascii_case(name));
        found.map(|(_, v)| v.as_str())
    }

    /// A player's name: "" for a missing tag or PGN's unknown `?`.
    fn player(&self, name: &str) -> String {
        match self.get(name).map(str::trim) {
            None | Some("?") => String::new(),
            Some(v) => v.to_string(),
        }
    }
}

/// Reads `[Name "value"] [Name2 "value2"]` on one line (`\"` and `\\`
/// escaped in a value); `None` when the line is not only tags.
fn tags_on_line(line: &str) -> Option<Vec<(String, String)>> {
    let mut found = Vec::new();
    let mut rest = line.trim();
    while !rest.is_empty() {
        let inner = rest.strip_prefix('[')?.trim_start();
        let name_end = inner.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
        let (name, after) = inner.split_at(name_end);
        let mut chars = after.trim_start().strip_prefix('"')?.char_indices();
        let mut value = String::new();
        let close = loop {
            match chars.next()? {
                (_, '\\') => value.push(chars.next()?.1),
                (i, '"') => break i,
                (_, c) => value.push(c),
            }
        };
        let after_value = &after.trim_start()[1 + close + 1..];
        rest = after_value.trim_start().strip_prefix(']')?.trim_start();
        if name.is_empty() {
            return None;
        }
        found.push((name.to_string(), value));
    }
    Some(found)
}

/// The movetext's words, comments, NAGs and variations left out; stops at
/// a line that starts another game's tags. `first_line` is the number of
/// the movetext's first line.
fn movetext_words(text: &str, first_line: usize) -> Result<Vec<&str>, Error> {
    let mut words = Vec::new();
    let mut line = first_line;
    // The lines where the open variations started, innermost last.
    let mut variations: Vec<usize> = Vec::new();
    let mut at_line_start = true;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let line_start = at_line_start;
        at_line_start = c == '\n';
        match c {
            '\n' => line += 1,
            '[' if line_start && variations.is_empty() => break,
            '%' if line_start => skip_line(&mut chars, &mut line, &mut at_line_start),
            ';' => skip_line(&mut chars, &mut line, &mut at_line_start),
            '{' => {
                let opened = line;
                loop {
                    match chars.next() {
                        None => {
                            return Err(fail(PgnProblem::Unclosed {
                                line: opened,
                                opener: '{',
                            }))
                        }
                        Some((_, '}')) => break,
                        Some((_, '\n')) => line += 1,
                        Some(_) => {}
                    }
                }
            }
            '(' => variations.push(line),
            ')' if variations.pop().is_none() => return Err(fail(PgnProblem::StrayClose { line })),
            ')' => {}
            c if c.is_whitespace() => {}
            _ => {
                let mut end = i + c.len_utf8();
                while let Some(&(j, d)) = chars.peek() {
                    if d.is_whitespace() || "{}();".contains(d) {
                        break;
                    }
                    end = j + d.len_utf8();
                    chars.next();
                }
                if variations.is_empty() && !text[i..end].starts_with('$') {
                    words.push(&text[i..end]);
                }
            }
        }
    }
    match variations.first() {
        Some(&opened) => Err(fail(PgnProblem::Unclosed {
            line: opened,
            opener: '(',
        })),
        None => Ok(words),
    }
}

fn skip_line(
    chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
    line: &mut usize,
    at_line_start: &mut bool,
) {
    for (_, c) in chars.by_ref() {
        if c == '\n' {
            *line += 1;
            *at_line_start = true;
            return;
        }
    }
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// The move in a word, its move number (`12.`, `12...`) and `!`/`?` marks
/// taken off; `None` for a word that is only a number. A number is digits
/// then dots followed by nothing, a dot or a letter, so WXF's tandem pawns
/// (`15=4`, `15.4` in the dotted form) stay moves.
fn move_in(word: &str) -> Option<&str> {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let after_number = &word[digits..];
    let rest = match after_number.strip_prefix('.') {
        Some(dotted) if digits > 0 => {
            let rest = dotted.trim_start_matches(['.', '…']);
            let moves_follow = rest.is_empty()
                || rest.len() < dotted.len()
                || rest.starts_with(|c: char| c.is_alphabetic());
            if moves_follow {
                rest
            } else {
                word
            }
        }
        _ => word.trim_start_matches('…'),
    };
    let rest = rest.trim_end_matches(['!', '?']);
    (!rest.is_empty()).then_some(rest)
}

/// The start position the tags give: the FEN tag, or the start position.
fn start_position(tags: &Tags) -> Result<Position, Error> {
    let Some(fen) = tags.get("FEN").map(str::trim).filter(|f| !f.is_empty()) else {
        return Ok(Position::startpos());
    };
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    if fields
        .get(1)
        .is_some_and(|side| side.eq_ignore_ascii_case("r"))
    {
        fields[1] = "w";
    }
    Position::read_fen(&fields.join(" ")).map_err(|e| fail(PgnProblem::Fen(e)))
}

/// Reads the first game of a PGN text: see the module's doc.
pub fn read_pgn(text: &str) -> Result<PgnGame, Error> {
    let text = text.trim_start_matches('\u{feff}');
    let mut tags = Vec::new();
    let mut offset = 0;
    let mut line = 1;
    for raw in text.split_inclusive('\n') {
        let trimmed = raw.trim();
        if trimmed.starts_with('[') {
            let found = tags_on_line(trimmed).ok_or_else(|| {
                fail(PgnProblem::BadTag {
                    line,
                    text: trimmed.chars().take(60).collect(),
                })
            })?;
            tags.extend(found);
        } else if !(trimmed.is_empty() || trimmed.starts_with('%')) {
            break;
        }
        offset += raw.len();
        line += 1;
    }
    let tags = Tags(tags);
    let words = movetext_words(&text[offset..], line)?;
    if tags.0.is_empty() && words.is_empty() {
        return Err(fail(PgnProblem::Empty));
    }
    let start = start_position(&tags)?;
    let mut game = Game::from_position(start, TableOptions::default(), 0);
    let mut written = tags
        .get("Result")
        .map(str::trim)
        .filter(|r| RESULTS.contains(r));
    for &word in &words {
        if RESULTS.contains(&word) {
            written = Some(word);
            break;
        }
        let Some(mv) = move_in(word) else {
            continue;
        };
        play(&mut game, mv)?;
    }
    let termination = tags.get("Termination").map(str::trim).unwrap_or("");
    settle_result(&mut game, written, termination)?;
    let names = [tags.player("Red"), tags.player("Black")];
    Ok(PgnGame { game, names })
}

/// Plays one move of the record, a refusal named by its move number.
fn play(game: &mut Game, text: &str) -> Result<(), Error> {
    let pos = game.position();
    let at = MoveAt {
        number: pos.fullmove_number(),
        side: pos.side_to_move(),
        text: text.to_string(),
    };
    if let Some(outcome) = game.outcome() {
        return Err(fail(PgnProblem::AfterEnd { at, outcome }));
    }
    game.play_text(text).map(|_| ()).map_err(|e| match e {
        Error::IllegalMove { reason, .. } => fail(PgnProblem::Illegal { at, reason }),
        Error::MoveText(error) => fail(PgnProblem::MoveText { at, error }),
        Error::GameOver(outcome) => fail(PgnProblem::AfterEnd { at, outcome }),
        other => other,
    })
}

/// Holds the game to the result the record writes (see the module's doc);
/// `termination`: the `Termination` tag, which tells a loss by a
/// technical foul (`rules infraction`) or on time (`time forfeit`) from a
/// resignation.
fn settle_result(game: &mut Game, written: Option<&str>, termination: &str) -> Result<(), Error> {
    let Some(written) = written.filter(|&r| r != "*") else {
        return Ok(());
    };
    if let Some(outcome) = game.outcome() {
        if result_token(Some(outcome)) != written {
            let written = written.to_string();
            return Err(fail(PgnProblem::ResultDisagrees { written, outcome }));
        }
        return Ok(());
    }
    let loser = match written {
        "1-0" => Side::Second,
        "0-1" => Side::First,
        // A draw no move shows: the players agreed it.
        _ => return game.agree_draw(),
    };
    if game.position().side_to_move() == loser {
        let reason = if termination.eq_ignore_ascii_case("rules infraction") {
            EndReason::TechnicalFoul
        } else if termination.eq_ignore_ascii_case("time forfeit") {
            EndReason::TimeForfeit
        } else {
            EndReason::Resignation
        };
        game.end_as_recorded(reason)?;
    }
    Ok(())
}
