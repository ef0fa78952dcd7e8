//! The `rulebook` command line: a public contract whose output forms are read
//! by checks outside the project.
//!
//! ```text
//! rulebook perft <game> <position|startpos> <depth>   node count alone
//! rulebook moves <game> <position|startpos>           legal moves, sorted
//! rulebook play  <game> <position|startpos> <move>... resulting position,
//!                                                     then `result ...` if over
//! ```
//! Errors: one line on stderr, exit status 2.

use std::process::ExitCode;

use rulebook::games::xiangqi;

const USAGE: &str = "usage: rulebook perft <game> <position|startpos> <depth>\n       rulebook moves <game> <position|startpos>\n       rulebook play <game> <position|startpos> <move>...\ngames: xiangqi";

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
        .ok_or_else(|| format!("rulebook {command}: name a game (xiangqi)"))?;
    if game != "xiangqi" {
        return Err(format!("unknown game '{game}' (known: xiangqi)"));
    }
    let (position, rest) = rest
        .split_first()
        .ok_or_else(|| format!("rulebook {command} {game}: give a position (FEN) or startpos"))?;
    match command.as_str() {
        "perft" => {
            let depth = match rest {
                [d] => d
                    .parse::<u32>()
                    .map_err(|_| format!("'{d}' is not a depth (a whole number)"))?,
                _ => return Err("rulebook perft: give exactly one depth after the position".into()),
            };
            let nodes = rulebook::perft(game, position, depth)?;
            Ok(vec![nodes.to_string()])
        }
        "moves" => {
            if !rest.is_empty() {
                return Err("rulebook moves: nothing may follow the position".into());
            }
            let pos = xiangqi::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
            let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| m.iccs()).collect();
            moves.sort();
            Ok(moves)
        }
        "play" => {
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
                let winner = match outcome.winner {
                    Some(xiangqi::RED) => "red",
                    Some(_) => "black",
                    None => "draw",
                };
                lines.push(format!("result {winner} {}", outcome.reason));
            }
            Ok(lines)
        }
        other => Err(format!(
            "unknown command '{other}'; {}",
            USAGE.replace('\n', " ")
        )),
    }
}
