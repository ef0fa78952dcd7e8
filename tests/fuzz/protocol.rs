//! `rulebook usi` and `rulebook uci`: random conversations, from the
//! commands a GUI sends (positions reached in play, legal moves, clocks,
//! options) and broken ones, through a `protocol::Session` in-process.
//!
//! It checks: no panic, no hang (a watchdog ends the run, naming the
//! command, if one takes longer than a minute), every `go` answered by
//! exactly one `bestmove` (or USI's `checkmate` for `go mate`), every line
//! one line.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rulebook::core::Rng;
use rulebook::protocol::{Flow, Protocol, Session};

use crate::adapters::{Shogi, Xiangqi};
use crate::board_games::corpus;
use crate::mutate::{mutate, pick, HUGE_DIGITS};
use crate::{budget, Tally};

/// A command that takes longer than this has hung.
const HANG: Duration = Duration::from_secs(60);

/// The positions and moves one protocol's game offers.
struct Game {
    protocol: Protocol,
    name: &'static str,
    positions: Vec<String>,
    moves: Vec<String>,
}

fn run(args: &[&str]) -> Option<Vec<String>> {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    rulebook::cli::run(&args).ok()
}

/// `position …` from a position met in play, then a few legal moves (or
/// random ones), in the game's text (Cờ tướng's in either coordinates).
fn position_line(rng: &mut Rng, game: &Game) -> String {
    let start = pick(rng, &game.positions).clone();
    let mut line = match (start.as_str(), game.protocol) {
        ("startpos", _) => "position startpos".to_string(),
        (text, Protocol::Usi) => format!("position sfen {text}"),
        (text, Protocol::Uci) => format!("position fen {text}"),
    };
    let mut moves = Vec::new();
    let mut reached = start;
    for _ in 0..rng.below(6) {
        let legal = run(&["moves", game.name, &reached]).unwrap_or_default();
        let m = if legal.is_empty() || rng.below(6) == 0 {
            pick(rng, &game.moves).clone()
        } else {
            pick(rng, &legal).clone()
        };
        moves.push(m.clone());
        match run(&["play", game.name, &reached, &m]) {
            Some(lines) if lines.len() == 1 => reached = lines[0].clone(),
            _ => break,
        }
    }
    if game.protocol == Protocol::Uci && rng.coin() {
        // Fairy-Stockfish's ranks, 1–10.
        for m in &mut moves {
            *m = m
                .chars()
                .map(|c| {
                    c.to_digit(10)
                        .map_or(c.to_string(), |r| (r + 1).to_string())
                })
                .collect();
        }
    }
    if !moves.is_empty() {
        line.push_str(" moves ");
        line.push_str(&moves.join(" "));
    }
    line
}

fn go_line(rng: &mut Rng) -> String {
    let mut line = "go".to_string();
    // Mostly a search answered at once; sometimes one only `stop` ends.
    let fields: &[&str] = match rng.below(6) {
        0 => &["infinite"],
        1 => &["btime", "wtime", "byoyomi", "binc", "winc", "movestogo"],
        2 => &["ponder", "btime", "wtime"],
        3 => &["mate", "searchmoves", "perft", "nodes"],
        _ => &["depth", "nodes", "movetime"],
    };
    for field in fields {
        if rng.below(3) != 0 {
            line.push(' ');
            line.push_str(field);
            let value = match *field {
                "depth" => rng.below(4).to_string(),
                "nodes" => rng.below(3000).to_string(),
                "movetime" => rng.below(30).to_string(),
                "infinite" | "ponder" | "searchmoves" => continue,
                _ if rng.below(4) == 0 => (*pick(rng, &HUGE_DIGITS)).to_string(),
                _ => rng.below(200).to_string(),
            };
            line.push(' ');
            line.push_str(&value);
        }
    }
    line
}

fn option_line(rng: &mut Rng, protocol: Protocol) -> String {
    let hash = match protocol {
        Protocol::Usi => "USI_Hash",
        Protocol::Uci => "Hash",
    };
    let (name, values): (&str, &[&str]) = match rng.below(7) {
        0 => (hash, &["1", "2", "16", "0", "x", "5000", "-1"]),
        1 => ("Level", &["1", "3", "8", "0", "9", "x"]),
        2 => (
            "Seed",
            &["0", "7", "2147483647", "-3", "99999999999999999999"],
        ),
        3 => ("MoveOverhead", &["0", "50", "5001"]),
        4 => ("UCI_Variant", &["xiangqi", "shogi", ""]),
        5 => ("Coordinates", &["iccs", "fairy-stockfish", "ICCS", "x"]),
        _ => ("USI_Ponder", &["true", "false"]),
    };
    format!("setoption name {name} value {}", pick(rng, values))
}

/// A transposition table this large is allocated at each `go`: not worth
/// the fuzzer's time.
fn costly(line: &str) -> bool {
    line.to_ascii_lowercase().contains("hash")
        && line
            .split_whitespace()
            .filter_map(|w| w.parse::<u64>().ok())
            .any(|n| n > 64)
}

fn command(rng: &mut Rng, game: &Game) -> String {
    let line = match rng.below(12) {
        0..=2 => position_line(rng, game),
        3..=5 => go_line(rng),
        6 => option_line(rng, game.protocol),
        7 => (*pick(rng, &["stop", "ponderhit", "isready", "stop"])).to_string(),
        8 => (*pick(
            rng,
            &[
                "usi",
                "uci",
                "usinewgame",
                "ucinewgame",
                "gameover win",
                "debug on",
                "",
            ],
        ))
        .to_string(),
        _ => {
            let base = match rng.below(3) {
                0 => position_line(rng, game),
                1 => go_line(rng),
                _ => option_line(rng, game.protocol),
            };
            mutate(rng, &base)
        }
    };
    if costly(&line) {
        "isready".to_string()
    } else {
        line
    }
}

/// The `go` answers among the lines.
fn answers(lines: &[String]) -> usize {
    lines
        .iter()
        .filter(|l| l.starts_with("bestmove ") || l.starts_with("checkmate "))
        .count()
}

/// A `go` a GUI would wait for: small limits, no clock, nothing that waits.
fn bounded(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut limited = false;
    for (i, word) in words.iter().enumerate() {
        let most = match *word {
            "depth" => 3,
            "nodes" => 5_000,
            "movetime" => 100,
            "infinite" | "ponder" | "btime" | "wtime" | "binc" | "winc" | "byoyomi" | "mate" => {
                return false
            }
            _ => continue,
        };
        match words.get(i + 1).and_then(|v| v.parse::<u64>().ok()) {
            Some(v) if v <= most => limited = true,
            _ => return false,
        }
    }
    limited
}

#[test]
fn fuzz_engine_protocols() {
    let mut tally = Tally::new("engine protocols");
    let mut rng = Rng::from_seed(tally.seed);
    let games = [
        {
            let (positions, moves, _, _) = corpus::<Shogi>(&mut rng);
            Game {
                protocol: Protocol::Usi,
                name: "shogi",
                positions,
                moves,
            }
        },
        {
            let (positions, moves, _, _) = corpus::<Xiangqi>(&mut rng);
            Game {
                protocol: Protocol::Uci,
                name: "xiangqi",
                positions,
                moves,
            }
        },
    ];
    // The watchdog: the command under way and when it began.
    let current = Arc::new(Mutex::new(String::new()));
    let began_ms = Arc::new(AtomicU64::new(u64::MAX));
    let done = Arc::new(AtomicBool::new(false));
    let origin = Instant::now();
    let watchdog = {
        let (current, began_ms, done) = (current.clone(), began_ms.clone(), done.clone());
        std::thread::spawn(move || {
            while !done.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(200));
                let began = began_ms.load(Ordering::Relaxed);
                let now = origin.elapsed().as_millis() as u64;
                if began != u64::MAX && now.saturating_sub(began) > HANG.as_millis() as u64 {
                    eprintln!(
                        "fuzz engine protocols: hung on {:?}",
                        current.lock().unwrap()
                    );
                    std::process::abort();
                }
            }
        })
    };
    // Conversations in which a search finished an iteration, and in which
    // something was refused (`info string`).
    let (mut searched, mut refused) = (0u64, 0u64);
    let deadline = Instant::now() + budget();
    while Instant::now() < deadline {
        let game = pick(&mut rng, &games);
        let lines = Arc::new(Mutex::new(Vec::<String>::new()));
        let sink_lines = lines.clone();
        let sink = Arc::new(move |line: &str| sink_lines.lock().unwrap().push(line.to_string()));
        let conversation: Vec<String> = (0..1 + rng.below(8))
            .map(|_| command(&mut rng, game))
            .chain(["quit".to_string()])
            .collect();
        let input = format!("{:?}: {}", game.protocol, conversation.join(" | "));
        let mut gos = 0;
        let wait = rng.below(4) != 0;
        let answered = tally.run(&input, || {
            let mut session = Session::new(game.protocol, sink.clone());
            for line in &conversation {
                *current.lock().unwrap() = format!("{line:?} in {input}");
                began_ms.store(origin.elapsed().as_millis() as u64, Ordering::Relaxed);
                let flow = session.handle(line);
                if line.split_whitespace().next() == Some("go") {
                    gos += 1;
                    // As a GUI does, mostly: wait for the answer.
                    if bounded(line) && wait {
                        while answers(&lines.lock().unwrap()) < gos {
                            std::thread::sleep(Duration::from_millis(1));
                        }
                    }
                }
                began_ms.store(u64::MAX, Ordering::Relaxed);
                if flow == Flow::Quit {
                    return line == "quit";
                }
            }
            false
        });
        match answered {
            Some(true) => {}
            Some(false) => tally.fail(format!("quit did not end the session: {input}")),
            None => continue,
        }
        tally.accepted += 1;
        let lines = lines.lock().unwrap();
        let answers = answers(&lines);
        if answers != gos {
            tally.fail(format!("{gos} go, {answers} answers: {input} -> {lines:?}"));
        }
        searched += lines.iter().any(|l| l.starts_with("info depth")) as u64;
        refused += lines.iter().any(|l| l.starts_with("info string")) as u64;
        if lines.iter().any(|l| l.contains('\n') || l.contains('\r')) {
            tally.fail(format!("a line holds a line break: {input}"));
        }
    }
    done.store(true, Ordering::Relaxed);
    watchdog.join().unwrap();
    println!("fuzz engine protocols: {searched} conversations searched, {refused} had a refusal");
    tally.finish();
}
