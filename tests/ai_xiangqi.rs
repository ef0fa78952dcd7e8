//! The computer player in Cờ tướng: worked tactics, determinism, stopping,
//! and repetition judged by the game's own rules.

#[macro_use]
#[path = "support/ai_checks.rs"]
mod ai_checks;

use ai_checks::*;
use rulebook::games::xiangqi::Position;

fn fen(text: &str) -> Position {
    Position::from_fen(text).unwrap()
}

/// An opening past its first moves: horses out, a central cannon, a
/// soldier advanced; Red to move.
const MIDDLEGAME: &str =
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R w - - 0 5";

/// Red, a chariot down, has checked round the same cycle one and a half
/// times: one more check and Black's only reply brings the start position
/// back a third time, every Red move a check, so Red would lose by
/// perpetual check. Red plays on instead; given that check, Black's reply
/// is the win.
#[test]
fn avoids_a_perpetual_check_that_loses() {
    let start = "5k3/R8/9/9/9/9/7r1/8r/9/3K5 w - - 0 1";
    let mut args = vec!["xiangqi", start, "--depth", "5", "--moves"];
    args.extend(["a8a9", "f9f8", "a9a8", "f8f9", "a8a9", "f9f8"]);
    let lines = think(&args);
    assert_ne!(best_move(&lines), "a9a8", "{lines:?}");
    assert!(last_score(&lines).starts_with("cp "), "{lines:?}");
    // The same position with no history: there the check is Red's choice.
    let fresh = think(&[
        "xiangqi",
        "R8/5k3/9/9/9/9/7r1/8r/9/3K5 w - - 0 1",
        "--depth",
        "5",
    ]);
    assert_eq!(best_move(&fresh), "a9a8", "{fresh:?}");
    args.push("a9a8");
    let lines = think(&args);
    assert_eq!(best_move(&lines), "f8f9", "{lines:?}");
    assert_eq!(last_score(&lines), "mate 1", "{lines:?}");
}

#[test]
fn think_prints_info_lines_then_the_best_move() {
    let lines = think(&["xiangqi", "startpos", "--depth", "3"]);
    assert_eq!(lines.len(), 4, "{lines:?}");
    for (i, line) in lines[..3].iter().enumerate() {
        let prefix = format!("info depth {} score cp ", i + 1);
        assert!(line.starts_with(&prefix), "{line}");
        assert!(line.contains(" nodes ") && line.contains(" pv "), "{line}");
    }
    let best = best_move(&lines);
    let legal = rulebook::cli::run(&["moves".into(), "xiangqi".into(), "startpos".into()]).unwrap();
    assert!(legal.iter().any(|m| m == best), "{best}");
}

finds_every_mate!(
    /// Every mate of the set (tests/data/tactics/xiangqi.txt: chariot,
    /// cannon, horse, soldier and flying-general mates in one and two),
    /// proven by brute force and found within the tactics node budget.
    "xiangqi",
    fen
);

searches_alike!(Position::startpos(), fen(MIDDLEGAME), 5);
