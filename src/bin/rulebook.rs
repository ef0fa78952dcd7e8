//! The `rulebook` command line: a public contract whose output forms are read
//! by checks outside the project.
//!
//! ```text
//! rulebook perft <game> <position|startpos> <depth>   node count alone
//! rulebook moves <game> <position|startpos> [--notation wxf|vi]
//!                                                     legal moves, sorted
//! rulebook play  <game> <position|startpos> <move>... resulting position,
//!                                                     then `result ...` if over
//! ```
//! Errors: one line on stderr, exit status 2.

use std::process::ExitCode;

use rulebook::games::xiangqi;

const USAGE: &str = "usage: rulebook perft <game> <position|startpos> <depth>\n       rulebook moves <game> <position|startpos> [--notation iccs|wxf|vi]\n       rulebook play <game> <position|startpos> <move>...\ngames: xiangqi";

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
            // `--notation wxf|vi` adds each move's text after its ICCS form.
            let notation = match rest {
                [] => None,
                [flag, name] if flag == "--notation" => Some(
                    xiangqi::Notation::parse(name)
                        .ok_or_else(|| format!("'{name}' is not a notation (iccs, wxf, vi)"))?,
                ),
                _ => {
                    return Err(
                        "rulebook moves: only --notation <iccs|wxf|vi> may follow the position"
                            .into(),
                    )
                }
            };
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
                let winner = outcome.winner.map_or("draw", xiangqi::side_id);
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
