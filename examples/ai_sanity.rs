//! Measures the search natively and plays a few sanity games (not part of
//! the test run):
//!
//! ```text
//! cargo run --release --example ai_sanity -- speed [ms]     nodes/s and depth in ms (default 1000)
//! cargo run --release --example ai_sanity -- games [n] [ms] level 8 (ms a move) against 1 and 4
//! ```

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use rulebook::ai::{Level, Limits, Search, Searchable, Settings};
use rulebook::core::board_rules::RulesOf;
use rulebook::core::{Side, Timeline};
use rulebook::games::{shogi, xiangqi};

const XIANGQI_MIDDLEGAME: &str =
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R w - - 0 5";
const SHOGI_MIDDLEGAME: &str =
    "lnsgk1snl/6g2/p1pppp2p/6R2/9/1rP6/P2PPPP1P/1SG6/LN2KGSNL w B3Pb2p 18";

fn timed<P: Searchable>(pos: &P, ms: u64) -> (u64, u32, u64) {
    let began = Instant::now();
    let clock = move || began.elapsed().as_millis() as u64;
    let settings = Settings {
        limits: Limits {
            movetime_ms: Some(ms),
            ..Limits::default()
        },
        ..Settings::default()
    };
    let stop = AtomicBool::new(false);
    let answer = Search::new(16).think(pos, &[], &settings, &clock, &stop, &mut |_| {});
    let elapsed = began.elapsed().as_micros().max(1) as u64;
    (
        answer.nodes,
        answer.depth,
        answer.nodes * 1_000_000 / elapsed,
    )
}

fn speed(ms: u64) {
    type Measure = Box<dyn Fn() -> (u64, u32, u64)>;
    let cases: [(&str, Measure); 4] = [
        (
            "xiangqi start",
            Box::new(move || timed(&xiangqi::Position::startpos(), ms)),
        ),
        (
            "xiangqi middlegame",
            Box::new(move || {
                timed(
                    &xiangqi::Position::from_fen(XIANGQI_MIDDLEGAME).unwrap(),
                    ms,
                )
            }),
        ),
        (
            "shogi start",
            Box::new(move || timed(&shogi::Position::startpos(), ms)),
        ),
        (
            "shogi middlegame",
            Box::new(move || timed(&shogi::Position::from_sfen(SHOGI_MIDDLEGAME).unwrap(), ms)),
        ),
    ];
    for (name, run) in cases {
        let mut runs: Vec<(u64, u32, u64)> = (0..3).map(|_| run()).collect();
        runs.sort_by_key(|r| r.2);
        let (nodes, depth, nps) = runs[1];
        println!("{name}: median of 3 in {ms} ms: {nps} nodes/s, depth {depth}, {nodes} nodes");
    }
}

/// One game from `start`, `first` playing the side that moves first: the
/// winner (`None`: a draw, or no result in 300 plies).
fn game<P: Searchable>(start: &P, first: Settings, second: Settings) -> Option<Side> {
    let mut timeline = Timeline::new(RulesOf::<P>::default(), start.clone(), false);
    let mut search = Search::new(16);
    let stop = AtomicBool::new(false);
    for _ in 0..300 {
        if let Some(outcome) = timeline.outcome() {
            return outcome.winner;
        }
        let settings = if timeline.position().side_to_move() == Side::First {
            first
        } else {
            second
        };
        let began = Instant::now();
        let clock = move || began.elapsed().as_millis() as u64;
        let answer = search.think(
            timeline.start(),
            timeline.plies(),
            &settings,
            &clock,
            &stop,
            &mut |_| {},
        );
        timeline.push(answer.best.expect("a legal move when the game is not over"));
    }
    None
}

/// `n` games of level 8 (at `ms` a move) against `weak`, colours alternated:
/// level 8's wins, draws, losses.
fn match_of<P: Searchable>(start: &P, n: u32, ms: u64, weak: Level) -> (u32, u32, u32) {
    let mut strong = Level::MAX.settings(0);
    strong.limits.movetime_ms = Some(ms);
    let mut score = (0, 0, 0);
    for i in 0..n {
        let weak = weak.settings(i as u64 + 1);
        let strong_first = i % 2 == 0;
        let (first, second) = if strong_first {
            (strong, weak)
        } else {
            (weak, strong)
        };
        match game(start, first, second) {
            None => score.1 += 1,
            Some(side) if (side == Side::First) == strong_first => score.0 += 1,
            Some(_) => score.2 += 1,
        }
    }
    score
}

fn games(n: u32, ms: u64) {
    for weak in [1, 4] {
        let level = Level::new(weak).unwrap();
        let x = match_of(&xiangqi::Position::startpos(), n, ms, level);
        println!(
            "xiangqi level 8 ({ms} ms) vs level {weak}: +{} ={} -{}",
            x.0, x.1, x.2
        );
        let s = match_of(&shogi::Position::startpos(), n, ms, level);
        println!(
            "shogi level 8 ({ms} ms) vs level {weak}: +{} ={} -{}",
            s.0, s.1, s.2
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    match args.first().map(String::as_str) {
        Some("games") => games(number(1, 4) as u32, number(2, 200)),
        _ => speed(number(1, 1000)),
    }
}
