//! `rulebook usi` and `rulebook uci`: sessions driven in-process line by
//! line (handshakes, positions with moves, the same search as `rulebook
//! think`, `stop` during `go infinite`, malformed commands), and the
//! program itself over pipes.

#![cfg(not(target_arch = "wasm32"))]

use std::sync::mpsc::{channel, Receiver};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rulebook::protocol::{Flow, Protocol, Session};

/// Far longer than any answer here takes: only a hang reaches it.
const PATIENCE: Duration = Duration::from_secs(30);

struct Gui {
    session: Session,
    lines: Receiver<String>,
}

impl Gui {
    fn new(protocol: Protocol) -> Gui {
        let (send, lines) = channel();
        let send = Mutex::new(send);
        let sink = Arc::new(move |line: &str| {
            let _ = send.lock().unwrap().send(line.to_string());
        });
        Gui {
            session: Session::new(protocol, sink),
            lines,
        }
    }

    /// Sends one line; answers what was written by the time it returned.
    fn send(&mut self, line: &str) -> Vec<String> {
        assert_eq!(self.session.handle(line), Flow::Continue, "{line}");
        self.lines.try_iter().collect()
    }

    /// Sends the lines, then waits for a line starting with `last`:
    /// everything written until then, that line included.
    fn until(&mut self, lines: &[&str], last: &str) -> Vec<String> {
        let mut out = Vec::new();
        for line in lines {
            assert_eq!(self.session.handle(line), Flow::Continue, "{line}");
        }
        loop {
            let line = self
                .lines
                .recv_timeout(PATIENCE)
                .unwrap_or_else(|_| panic!("no '{last}' after {lines:?}: {out:?}"));
            let done = line.starts_with(last);
            out.push(line);
            if done {
                return out;
            }
        }
    }
}

fn run(args: &[&str]) -> Vec<String> {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    rulebook::cli::run(&args).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

/// The move of a `bestmove` line.
fn best(lines: &[String]) -> String {
    let last = lines.last().expect("a line");
    last.strip_prefix("bestmove ")
        .unwrap_or_else(|| panic!("not a bestmove line: {lines:?}"))
        .to_string()
}

/// An `info` line without what depends on the clock.
fn timeless(line: &str) -> String {
    let mut words: Vec<&str> = line.split_whitespace().collect();
    for field in ["nps", "time"] {
        if let Some(i) = words.iter().position(|w| *w == field) {
            words.drain(i..i + 2);
        }
    }
    words.join(" ")
}

/// `rulebook think … --depth N` and the session's `go depth N` print the
/// same lines (the clock's fields aside), its moves turned by `to_think`.
fn same_as_think(lines: &[String], think: &[String], to_protocol: impl Fn(&str) -> String) {
    let ours: Vec<String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth") || l.starts_with("bestmove"))
        .map(|l| timeless(l))
        .collect();
    let theirs: Vec<String> = think
        .iter()
        .map(|l| {
            let words: Vec<String> = l.split_whitespace().map(&to_protocol).collect();
            words.join(" ")
        })
        .collect();
    assert_eq!(ours, theirs);
}

#[test]
fn usi_greets_with_its_options_and_answers_isready() {
    let mut gui = Gui::new(Protocol::Usi);
    let hello = gui.send("usi");
    assert!(hello[0].starts_with("id name Rulebook"), "{hello:?}");
    assert!(hello[1].starts_with("id author"), "{hello:?}");
    for option in [
        "USI_Hash type spin",
        "Level type spin default 8 min 1 max 8",
        "Seed",
    ] {
        assert!(
            hello
                .iter()
                .any(|l| l.starts_with(&format!("option name {option}"))),
            "{option}: {hello:?}"
        );
    }
    assert_eq!(hello.last().unwrap(), "usiok");
    assert_eq!(gui.send("isready"), ["readyok"]);
    assert!(gui.send("setoption name USI_Hash value 8").is_empty());
    assert!(gui.send("setoption name USI_Ponder value false").is_empty());
    assert!(gui.send("usinewgame").is_empty());
    // Tsume search is not offered, as USI lets an engine say.
    assert_eq!(gui.send("go mate 1000"), ["checkmate notimplemented"]);
    // Not this protocol's greeting.
    assert!(gui.send("uci")[0].starts_with("info string"));
}

#[test]
fn uci_greets_with_xiangqi_as_its_one_variant() {
    let mut gui = Gui::new(Protocol::Uci);
    let hello = gui.send("uci");
    assert!(
        hello.contains(&"option name UCI_Variant type combo default xiangqi var xiangqi".into())
    );
    assert!(hello
        .iter()
        .any(|l| l.starts_with("option name Hash type spin")));
    assert_eq!(hello.last().unwrap(), "uciok");
    assert!(gui
        .send("setoption name UCI_Variant value xiangqi")
        .is_empty());
    let refused = gui.send("setoption name UCI_Variant value shogi");
    assert!(refused[0].starts_with("info string"), "{refused:?}");
    assert_eq!(gui.send("isready"), ["readyok"]);
}

#[test]
fn usi_go_depth_is_rulebook_think_at_that_depth() {
    const MIDDLEGAME: &str = "lnsgk1snl/6g2/p1pppp2p/6R2/9/1rP6/P2PPPP1P/1SG6/LN2KGSNL w B3Pb2p 18";
    let cases: [(&str, &[&str]); 3] = [
        ("startpos", &[]),
        ("startpos", &["7g7f", "3c3d", "8h2b+"]),
        (MIDDLEGAME, &["B*5e", "B*1d"]),
    ];
    for (position, moves) in cases {
        let mut gui = Gui::new(Protocol::Usi);
        let command = match position {
            "startpos" => format!("position startpos moves {}", moves.join(" ")),
            sfen => format!("position sfen {sfen} moves {}", moves.join(" ")),
        };
        let lines = gui.until(&[&command, "go depth 4"], "bestmove");
        let mut think = vec!["think", "shogi", position, "--depth", "4", "--moves"];
        think.extend(moves);
        same_as_think(&lines, &run(&think), |w| w.to_string());
        let reached = run(&{
            let mut play = vec!["play", "shogi", position];
            play.extend(moves);
            play
        });
        assert!(
            run(&["moves", "shogi", &reached[0]]).contains(&best(&lines)),
            "{lines:?}"
        );
    }
}

/// The nodes of the last `info` line with a count.
fn last_nodes(lines: &[String]) -> u64 {
    lines
        .iter()
        .rev()
        .find_map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            let at = words.iter().position(|&w| w == "nodes")?;
            words.get(at + 1)?.parse().ok()
        })
        .unwrap_or_else(|| panic!("no nodes in {lines:?}"))
}

/// A game's later searches start from what its earlier ones stored (the
/// same depth costs far fewer nodes); a new game or a new `Hash` starts
/// from nothing, and searches exactly as the first time.
#[test]
fn a_games_searches_share_their_table_until_a_new_game() {
    for (protocol, newgame, hash) in [
        (Protocol::Uci, "ucinewgame", "setoption name Hash value 32"),
        (
            Protocol::Usi,
            "usinewgame",
            "setoption name USI_Hash value 32",
        ),
    ] {
        let mut gui = Gui::new(protocol);
        let first = gui.until(&["position startpos", "go depth 6"], "bestmove");
        let again = gui.until(&["go depth 6"], "bestmove");
        assert!(
            last_nodes(&again) * 2 < last_nodes(&first),
            "{again:?} after {first:?}"
        );
        let fresh = gui.until(&[newgame, "position startpos", "go depth 6"], "bestmove");
        assert_eq!(last_nodes(&fresh), last_nodes(&first), "{fresh:?}");
        gui.until(&["go depth 6"], "bestmove");
        let resized = gui.until(&[hash, "go depth 6"], "bestmove");
        let sized_first =
            Gui::new(protocol).until(&[hash, "position startpos", "go depth 6"], "bestmove");
        assert_eq!(
            last_nodes(&resized),
            last_nodes(&sized_first),
            "{resized:?}"
        );
    }
}

/// ICCS's ranks 0–9 by default; Fairy-Stockfish's 1–10 once a GUI sets
/// its `UCI_Variant`, unless `Coordinates` said otherwise.
#[test]
fn uci_go_depth_is_rulebook_think_in_either_coordinates() {
    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let think = run(&[
        "think", "xiangqi", fen, "--depth", "4", "--moves", "h2e2", "h9g7",
    ]);
    let mut gui = Gui::new(Protocol::Uci);
    assert!(gui
        .send("setoption name UCI_Variant value xiangqi")
        .is_empty());
    let lines = gui.until(
        &[
            &format!("position fen {fen} moves h3e3 h10g8"),
            "go depth 4",
        ],
        "bestmove",
    );
    let fsf = |w: &str| {
        let is_move = w.len() == 4 && w.as_bytes()[0].is_ascii_lowercase() && w != "info";
        if !is_move || w.parse::<i64>().is_ok() {
            return w.to_string();
        }
        w.chars()
            .map(|c| {
                c.to_digit(10)
                    .map_or(c.to_string(), |r| (r + 1).to_string())
            })
            .collect()
    };
    same_as_think(&lines, &think, fsf);
    // The same game in ICCS coordinates: by default, and when chosen even
    // after UCI_Variant.
    let mut plain = Gui::new(Protocol::Uci);
    let by_default = plain.until(
        &["position startpos moves h2e2 h9g7", "go depth 4"],
        "bestmove",
    );
    same_as_think(&by_default, &think, |w| w.to_string());
    // A new game: the search forgets the one before.
    assert!(gui.send("ucinewgame").is_empty());
    assert!(gui.send("setoption name Coordinates value iccs").is_empty());
    assert!(gui
        .send("setoption name UCI_Variant value xiangqi")
        .is_empty());
    let iccs = gui.until(
        &["position startpos moves h2e2 h9g7", "go depth 4"],
        "bestmove",
    );
    same_as_think(&iccs, &think, |w| w.to_string());
    let reached = run(&["play", "xiangqi", fen, "h2e2", "h9g7"]);
    assert!(run(&["moves", "xiangqi", &reached[0]]).contains(&best(&iccs)));
    // A rank 10 is not an ICCS point: refused, naming the option.
    let refused = gui.send("position startpos moves h10g8");
    assert!(refused[0].contains("Coordinates"), "{refused:?}");
}

/// The moves given are the game's real plies: a perpetual check that
/// would lose on them is avoided (as `tests/ai_shogi.rs` finds through
/// `think`), and a checkmated side resigns.
#[test]
fn the_moves_given_are_the_games_history() {
    let start = "R8/3k5/9/9/9/9/9/9/4K4 b g 1";
    let cycle = ["9a9b", "6b6a", "9b9a", "6a6b"];
    let moves: Vec<&str> = cycle.iter().cycle().take(10).copied().collect();
    let mut gui = Gui::new(Protocol::Usi);
    let lines = gui.until(
        &[
            &format!("position sfen {start} moves {}", moves.join(" ")),
            "go depth 3",
        ],
        "bestmove",
    );
    assert_ne!(best(&lines), "9b9a", "{lines:?}");
    let fresh = gui.until(
        &[
            &format!("position sfen {start} moves 9a9b 6b6a"),
            "go depth 3",
        ],
        "bestmove",
    );
    assert_eq!(best(&fresh), "9b9a", "{fresh:?}");
    // Checkmated by a gold drop: no move, so the engine resigns.
    let mated = gui.until(
        &[
            "position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b",
            "go depth 2",
        ],
        "bestmove",
    );
    assert_eq!(best(&mated), "resign", "{mated:?}");
}

/// A GUI whose referee judged a repetition otherwise plays on past the
/// end our rules see: the moves after it are read from there, said in a
/// note, and a move is still answered; an illegal move after it is still
/// refused, numbered as the GUI sent it.
#[test]
fn moves_past_the_rules_end_are_played_on_from_there() {
    let shuffle = ["5i5h", "5a5b", "5h5i", "5b5a"].repeat(3).join(" ");
    let mut gui = Gui::new(Protocol::Usi);
    let lines = gui.until(
        &[
            &format!("position startpos moves {shuffle} 7g7f"),
            "go depth 2",
        ],
        "bestmove",
    );
    assert!(
        lines[0].starts_with(
            "info string the rules ended the game after move 12 (result draw sennichite)"
        ),
        "{lines:?}"
    );
    let after = run(&["play", "shogi", "startpos", "7g7f"]);
    assert!(
        run(&["moves", "shogi", &after[0]]).contains(&best(&lines)),
        "{lines:?}"
    );
    let refused = gui.send(&format!("position startpos moves {shuffle} 7g7f 7g7f"));
    assert!(refused.last().unwrap().contains("move 14: "), "{refused:?}");
}

/// USI counts a mate in plies: a mate in two moves is `mate 3`.
#[test]
fn usi_mates_are_counted_in_plies() {
    let mut gui = Gui::new(Protocol::Usi);
    let lines = gui.until(
        &["position sfen 4k4/9/9/9/9/9/9/9/4K4 b RG 1", "go depth 5"],
        "bestmove",
    );
    let scores: Vec<&String> = lines.iter().filter(|l| l.contains("score mate")).collect();
    assert!(!scores.is_empty(), "{lines:?}");
    assert!(
        scores.iter().all(|l| l.contains("score mate 3 ")),
        "{lines:?}"
    );
    let think = run(&[
        "think",
        "shogi",
        "4k4/9/9/9/9/9/9/9/4K4 b RG 1",
        "--depth",
        "5",
    ]);
    assert!(
        think.iter().any(|l| l.contains("score mate 2 ")),
        "{think:?}"
    );
}

#[test]
fn stop_ends_go_infinite_at_once_with_a_legal_move() {
    for (protocol, game) in [(Protocol::Usi, "shogi"), (Protocol::Uci, "xiangqi")] {
        let mut gui = Gui::new(protocol);
        assert!(gui.send("setoption name Coordinates value iccs").len() <= 1);
        gui.send("position startpos");
        gui.send("go infinite");
        // `isready` is answered while it thinks.
        assert!(gui.until(&["isready"], "readyok").last().unwrap() == "readyok");
        std::thread::sleep(Duration::from_millis(100));
        let asked = Instant::now();
        let lines = gui.send("stop");
        let took = asked.elapsed();
        assert!(took < Duration::from_secs(5), "{game}: stop took {took:?}");
        let answer = best(&lines);
        assert!(
            run(&["moves", game, "startpos"]).contains(&answer),
            "{game}: {lines:?}"
        );
        // Nothing more comes, and a second stop says nothing.
        assert!(gui.send("stop").is_empty());
    }
}

/// `go infinite` answers only when told, even when the search is done.
#[test]
fn infinite_and_ponder_wait_to_be_told() {
    let mut gui = Gui::new(Protocol::Usi);
    let first = gui.send("go infinite depth 1");
    std::thread::sleep(Duration::from_millis(200));
    let meanwhile: Vec<String> = first.into_iter().chain(gui.lines.try_iter()).collect();
    assert!(
        !meanwhile.iter().any(|l| l.starts_with("bestmove")),
        "{meanwhile:?}"
    );
    assert!(best(&gui.send("stop")).len() >= 4);
    // Pondering on a clock that has run out: the clock starts at ponderhit.
    gui.send("go ponder btime 0 wtime 0 byoyomi 300 depth 2");
    std::thread::sleep(Duration::from_millis(200));
    assert!(!gui.lines.try_iter().any(|l| l.starts_with("bestmove")));
    let lines = gui.until(&["ponderhit"], "bestmove");
    assert!(run(&["moves", "shogi", "startpos"]).contains(&best(&lines)));
}

#[test]
fn malformed_commands_are_answered_and_the_session_goes_on() {
    for (protocol, bad) in [
        (
            Protocol::Usi,
            &[
                "position",
                "position sfen",
                "position sfen not a position",
                "position startpos moves 7g7f 7g7f",
                "position startpos moves h2e2",
                "position fen startpos",
                "setoption",
                "setoption name",
                "setoption name USI_Hash value 0",
                "setoption name USI_Hash value lots",
                "setoption name Level value 9",
                "setoption name Nope value 1",
                "frobnicate",
                "go depth x",
                "go wtime",
            ][..],
        ),
        (
            Protocol::Uci,
            &[
                "position fen",
                "position fen rnbakabnr/9/9 w",
                "position startpos moves h3h11",
                "position startpos moves h0e0",
                "position startpos moves a1a1",
                "setoption name Coordinates value sideways",
                "setoption name Hash value 99999999999999999999999",
                "go movetime -",
                "\u{0}\u{ff}é",
            ][..],
        ),
    ] {
        let mut gui = Gui::new(protocol);
        for line in bad {
            let answer = gui.send(line);
            assert!(
                answer.iter().any(|l| l.starts_with("info string ")),
                "{line:?}: {answer:?}"
            );
            assert_eq!(gui.send("isready"), ["readyok"], "after {line:?}");
        }
        // The last position was refused: a `go` still gets its one answer.
        gui.send("position startpos moves a1a1 z9");
        let lines = gui.until(&["go depth 1"], "bestmove");
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("info string no position")),
            "{lines:?}"
        );
        assert!(["bestmove resign", "bestmove (none)"].contains(&lines.last().unwrap().as_str()));
        // Blank lines say nothing.
        assert!(gui.send("   ").is_empty());
    }
}

#[test]
fn quit_stops_the_search_and_ends_the_session() {
    let mut gui = Gui::new(Protocol::Uci);
    gui.send("go infinite");
    assert_eq!(gui.session.handle("quit"), Flow::Quit);
    let lines: Vec<String> = gui.lines.try_iter().collect();
    assert!(lines.last().unwrap().starts_with("bestmove"), "{lines:?}");
    // The end of the input lets a search with a limit finish.
    let mut gui = Gui::new(Protocol::Usi);
    gui.send("go depth 3");
    gui.session.finish();
    let lines: Vec<String> = gui.lines.try_iter().collect();
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 3")),
        "{lines:?}"
    );
    assert!(lines.last().unwrap().starts_with("bestmove"), "{lines:?}");
}

/// The program itself: a GUI's conversation over pipes, answered line by
/// line as it goes, and `quit` ends the process.
#[test]
fn the_program_talks_over_pipes() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let bin = env!("CARGO_BIN_EXE_rulebook");
    let mut child = Command::new(bin)
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the program runs");
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    let mut read_until = |prefix: &str| -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            assert!(
                output.read_line(&mut line).unwrap() > 0,
                "closed before {prefix}: {lines:?}"
            );
            let line = line.trim_end().to_string();
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    };
    writeln!(input, "uci").unwrap();
    assert!(read_until("uciok").len() > 3);
    writeln!(input, "isready").unwrap();
    assert_eq!(read_until("readyok"), ["readyok"]);
    writeln!(input, "position startpos moves h2e2\ngo depth 3").unwrap();
    let lines = read_until("bestmove");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 3 ")),
        "{lines:?}"
    );
    writeln!(input, "quit").unwrap();
    let began = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(status.success());
            break;
        }
        assert!(began.elapsed() < PATIENCE, "quit did not end the program");
        std::thread::sleep(Duration::from_millis(10));
    }
    // Arguments after the command are refused like every other command's.
    let out = Command::new(bin).args(["usi", "now"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
}
