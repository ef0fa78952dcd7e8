//! Measures the search natively and plays a few sanity games (not part of
//! the test run):
//!
//! ```text
//! cargo run --release --example ai_sanity -- speed [ms]     nodes/s and depth in ms (default 1000)
//! cargo run --release --example ai_sanity -- games [n] [ms] level 8 (ms a move) against 1 and 4
//! cargo run --release --example ai_sanity -- ladder [n] [from] [to]
//!                                              levels from–to (2–5) each against the one below
//! cargo run --release --example ai_sanity -- depths [n] [deep] [shallow]
//!                                              Cờ tướng at two fixed depths, no margin
//! (AI_GAME=xiangqi|shogi|longphuong plays one game only)
//! ```
//!
//! These games all start from the start position; `./build.sh match`
//! plays the levels from varied openings with a score interval.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use rulebook::ai::{Level, Levels, Limits, Search, Searchable, Settings};
use rulebook::core::board_rules::RulesOf;
use rulebook::core::{Side, Timeline};
use rulebook::games::{longphuong, shogi, xiangqi};

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
    let cases: [(&str, Measure); 5] = [
        (
            "longphuong start",
            Box::new(move || timed(&longphuong::Position::startpos(), ms)),
        ),
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
    // A table each: one shared would hand the shallower side the deeper
    // side's results.
    let mut searches = [Search::new(16), Search::new(16)];
    let stop = AtomicBool::new(false);
    for _ in 0..300 {
        if let Some(outcome) = timeline.outcome() {
            return outcome.winner;
        }
        let first_moves = timeline.position().side_to_move() == Side::First;
        let (settings, search) = if first_moves {
            (first, &mut searches[0])
        } else {
            (second, &mut searches[1])
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

/// `n` games of `strong` against `weak`, colours alternated, each game
/// its own seed: the strong side's wins, draws, losses.
fn match_of<P: Searchable>(start: &P, n: u32, strong: Settings, weak: Level) -> (u32, u32, u32) {
    match_settings(start, n, strong, weak.settings(&P::LEVELS, 0))
}

fn match_settings<P: Searchable>(
    start: &P,
    n: u32,
    strong: Settings,
    weak: Settings,
) -> (u32, u32, u32) {
    let mut score = (0, 0, 0);
    for i in 0..n {
        let mut weak = weak;
        weak.seed = i as u64 + 1;
        let mut strong = strong;
        strong.seed = i as u64 + 100;
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

/// The strong side's settings from the game's levels.
type Strong<'a> = &'a dyn Fn(&Levels) -> Settings;

fn report<P: Searchable>(name: &str, start: &P, n: u32, strong: Strong, label: &str, weak: u32) {
    let (w, d, l) = match_of(start, n, strong(&P::LEVELS), Level::new(weak).unwrap());
    println!("{name} {label} vs level {weak}: +{w} ={d} -{l}");
}

/// The games named by `only` (all when empty).
fn every_game(only: &str, n: u32, strong: Strong, label: &str, weak: u32) {
    let wanted = |name: &str| only.is_empty() || only == name;
    if wanted("xiangqi") {
        let start = xiangqi::Position::startpos();
        report("xiangqi", &start, n, strong, label, weak);
    }
    if wanted("shogi") {
        let start = shogi::Position::startpos();
        report("shogi", &start, n, strong, label, weak);
    }
    if wanted("longphuong") {
        let start = longphuong::Position::startpos();
        report("longphuong", &start, n, strong, label, weak);
    }
}

fn games(only: &str, n: u32, ms: u64) {
    let strong = |levels: &Levels| {
        let mut strong = Level::MAX.settings(levels, 0);
        strong.limits.movetime_ms = Some(ms);
        strong
    };
    for weak in [1, 4] {
        every_game(only, n, &strong, &format!("level 8 ({ms} ms)"), weak);
    }
}

fn ladder(only: &str, n: u32, levels: std::ops::RangeInclusive<u32>) {
    for level in levels {
        let strong = |levels: &Levels| Level::new(level).unwrap().settings(levels, 0);
        every_game(only, n, &strong, &format!("level {level}"), level - 1);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let only = std::env::var("AI_GAME").unwrap_or_default();
    let only = only.as_str();
    match args.first().map(String::as_str) {
        Some("games") => games(only, number(1, 4) as u32, number(2, 200)),
        Some("depths") => {
            // Fixed depths, no margin: `depths n deep shallow`.
            let at = |d: u64| Settings {
                limits: Limits {
                    depth: Some(d as u32),
                    ..Limits::default()
                },
                ..Settings::default()
            };
            let (deep, shallow) = (number(2, 5), number(3, 3));
            let n = number(1, 4) as u32;
            let x = match_settings(&xiangqi::Position::startpos(), n, at(deep), at(shallow));
            println!(
                "xiangqi depth {deep} vs depth {shallow}: +{} ={} -{}",
                x.0, x.1, x.2
            );
        }
        Some("ladder") => {
            let from = number(3, 2) as u32;
            ladder(only, number(1, 4) as u32, from.max(2)..=number(4, 5) as u32)
        }
        _ => speed(number(1, 1000)),
    }
}
