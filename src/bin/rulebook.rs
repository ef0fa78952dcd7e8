//! The `rulebook` command line: a public contract whose output forms are read
//! by checks outside the project.
//!
//! ```text
//! rulebook perft <game> <position|startpos> <depth>   node count alone
//! rulebook moves <game> <position|startpos> [--notation ...]
//!                                                     legal moves, sorted
//! rulebook play  <game> <position|startpos> <move>... resulting position,
//!                                                     then `result ...` if over
//! ```
//! Errors: one line on stderr, exit status 2.

use std::process::ExitCode;

use rulebook::games::{longphuong, oanquan, shogi, xiangqi};

const USAGE: &str = "usage: rulebook perft <game> <position|startpos> <depth>\n       rulebook moves <game> <position|startpos> [--notation <name>]\n       rulebook play <game> <position|startpos> <move>...\ngames: xiangqi (notations iccs, wxf, vi), shogi (usi, western, japanese), longphuong, oanquan (--option name=value)";

const GAMES: &str = "xiangqi, shogi, longphuong, oanquan";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(lines) => {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            // A closed pipe (`| head`) is not an error worth a panic.
            for line in lines {
                if writeln!(out, "{line}").is_err() {
                    break;
                }
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{}", message.replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<Vec<String>, String> {
    let (command, rest) = args.split_first().ok_or_else(|| USAGE.replace('\n', " "))?;
    let (game, rest) = rest
        .split_first()
        .ok_or_else(|| format!("rulebook {command}: name a game ({GAMES})"))?;
    if !["xiangqi", "shogi", "longphuong", "oanquan"].contains(&game.as_str()) {
        return Err(format!("unknown game '{game}' (known: {GAMES})"));
    }
    let (position, rest) = rest
        .split_first()
        .ok_or_else(|| format!("rulebook {command} {game}: give a position or startpos"))?;
    match (command.as_str(), game.as_str()) {
        ("moves", "shogi") => shogi_moves(position, rest),
        ("play", "shogi") => shogi_play(position, rest),
        ("moves", "longphuong") => longphuong_moves(position, rest),
        ("play", "longphuong") => longphuong_play(position, rest),
        ("moves", "oanquan") => oanquan_moves(position, rest),
        ("play", "oanquan") => oanquan_play(position, rest),
        ("perft", "oanquan") => {
            Err("rulebook perft: Ô ăn quan has no perft; use moves or play".into())
        }
        ("perft", _) => {
            let depth = match rest {
                [d] => d
                    .parse::<u32>()
                    .map_err(|_| format!("'{d}' is not a depth (a whole number)"))?,
                _ => return Err("rulebook perft: give exactly one depth after the position".into()),
            };
            let nodes = rulebook::perft(game, position, depth)?;
            Ok(vec![nodes.to_string()])
        }
        ("moves", _) => {
            // `--notation wxf|vi` adds each move's text after its ICCS form.
            let notation = notation_flag(rest, xiangqi::Notation::parse, "iccs|wxf|vi")?;
            let pos = xiangqi::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
            let mut moves: Vec<xiangqi::Move> = pos.legal_moves().to_vec();
            moves.sort_by_key(|m| m.iccs());
            Ok(moves
                .into_iter()
                .map(|m| match notation {
                    Some(n) => format!("{} {}", m.iccs(), pos.move_text(m, n)),
                    None => m.iccs(),
                })
                .collect())
        }
        ("play", _) => {
            let pos = xiangqi::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
            let options = xiangqi::TableOptions {
                seed: Some(0),
                ..Default::default()
            };
            let mut game = xiangqi::Game::from_position(pos, options, 0);
            for (i, text) in rest.iter().enumerate() {
                game.play_text(text)
                    .map_err(|e| format!("move {}: {e}", i + 1))?;
            }
            let mut lines = vec![game.position().fen()];
            if let Some(outcome) = game.outcome() {
                let winner = outcome.winner.map_or("draw", xiangqi::side_id);
                lines.push(format!("result {winner} {}", outcome.reason));
            }
            Ok(lines)
        }
        (other, _) => Err(format!(
            "unknown command '{other}'; {}",
            USAGE.replace('\n', " ")
        )),
    }
}

/// `--notation <name>` after the position, or nothing.
fn notation_flag<N>(
    rest: &[String],
    parse: impl Fn(&str) -> Option<N>,
    names: &str,
) -> Result<Option<N>, String> {
    match rest {
        [] => Ok(None),
        [flag, name] if flag == "--notation" => parse(name)
            .map(Some)
            .ok_or_else(|| format!("'{name}' is not a notation ({names})")),
        _ => Err(format!(
            "rulebook moves: only --notation <{names}> may follow the position"
        )),
    }
}

fn shogi_moves(position: &str, rest: &[String]) -> Result<Vec<String>, String> {
    let notation = notation_flag(rest, shogi::Notation::parse, "usi|western|japanese")?;
    let pos = shogi::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
    let mut moves: Vec<(String, shogi::Move)> =
        pos.legal_moves().iter().map(|&m| (m.usi(), m)).collect();
    moves.sort();
    Ok(moves
        .into_iter()
        .map(|(usi, m)| match notation {
            Some(n) => format!("{usi} {}", pos.move_text(m, n, None)),
            None => usi,
        })
        .collect())
}

fn shogi_play(position: &str, moves: &[String]) -> Result<Vec<String>, String> {
    let pos = shogi::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
    let mut game = shogi::Game::from_position(pos, shogi::GameOptions::default(), 0);
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    let mut lines = vec![game.position().sfen()];
    if let Some(outcome) = game.outcome() {
        let winner = outcome.winner.map_or("draw", shogi::side_id);
        lines.push(format!("result {winner} {}", outcome.reason));
    }
    Ok(lines)
}

fn longphuong_moves(position: &str, rest: &[String]) -> Result<Vec<String>, String> {
    if !rest.is_empty() {
        return Err("rulebook moves longphuong: nothing may follow the position".into());
    }
    let pos = longphuong::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
    let mut texts: Vec<String> = pos.legal_moves().iter().map(|m| m.text()).collect();
    texts.sort();
    Ok(texts)
}

fn longphuong_play(position: &str, moves: &[String]) -> Result<Vec<String>, String> {
    let pos = longphuong::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
    let mut game = longphuong::Game::from_position(pos, false);
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    let mut lines = vec![game.position().text()];
    if let Some(outcome) = game.outcome() {
        let winner = outcome.winner.map_or("draw", longphuong::side_id);
        lines.push(format!("result {winner} {}", outcome.reason));
    }
    Ok(lines)
}

/// Splits `--option name=value` pairs from the other arguments.
fn oanquan_options(args: &[String]) -> Result<(oanquan::Options, Vec<String>), String> {
    let mut options = oanquan::Options::default();
    let mut rest = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if arg == "--option" {
            let setting = args
                .next()
                .ok_or("--option needs name=value after it, like --option mandarin_value=5")?;
            options
                .set(setting)
                .map_err(|e| e.text(rulebook::core::Lang::En))?;
        } else {
            rest.push(arg.clone());
        }
    }
    Ok((options, rest))
}

fn oanquan_moves(position: &str, rest: &[String]) -> Result<Vec<String>, String> {
    let (options, extra) = oanquan_options(rest)?;
    if let Some(arg) = extra.first() {
        return Err(format!("rulebook moves oanquan: unexpected '{arg}' (only --option name=value may follow the position)"));
    }
    let pos =
        oanquan::Position::from_text_or_start(position, &options).map_err(|e| e.to_string())?;
    let game = oanquan::Game::from_position(pos, options);
    let mut texts: Vec<String> = game.legal_moves().iter().map(|m| m.text()).collect();
    texts.sort();
    Ok(texts)
}

fn oanquan_play(position: &str, rest: &[String]) -> Result<Vec<String>, String> {
    let (options, moves) = oanquan_options(rest)?;
    let pos =
        oanquan::Position::from_text_or_start(position, &options).map_err(|e| e.to_string())?;
    let mut game = oanquan::Game::from_position(pos, options);
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    let [south, north] = game.scores();
    let mut lines = vec![game.position().text(), format!("scores {south} {north}")];
    if let Some(outcome) = game.outcome() {
        let winner = outcome.winner.map_or("draw", oanquan::side_id);
        lines.push(format!("result {winner} {}", outcome.reason));
    }
    Ok(lines)
}
