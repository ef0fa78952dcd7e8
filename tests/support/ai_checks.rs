//! What the search tests of every game share: brute-force proofs of a
//! position's claim (mate in n, by the game's own legal moves), searches
//! by depth, and the stop tests.

#![allow(dead_code, unused_macros)]

use std::sync::atomic::{AtomicBool, Ordering};

use rulebook::ai::{Answer, Limits, NoClock, Score, Search, Searchable, Settings};
use rulebook::core::Playable;

/// Whether the side to move forces a position without a legal move for
/// the other side (checkmate or stalemate: a loss in both games) within
/// `n` of its moves, found by trying every move.
pub fn mates_in<P: Playable>(pos: &P, n: u32) -> bool {
    let mut pos = pos.clone();
    pos.legal_moves().iter().any(|&m| {
        let undo = pos.make(m);
        let replies = pos.legal_moves();
        let won = replies.is_empty()
            || (n > 1
                && replies.iter().all(|&r| {
                    let undo = pos.make(r);
                    let won = mates_in(&pos, n - 1);
                    pos.unmake(r, undo);
                    won
                }));
        pos.unmake(m, undo);
        won
    })
}

/// Whether playing `m` leaves a position the mover wins within `n - 1`
/// more of its moves (for `n == 1`: no legal reply).
pub fn move_mates_in<P: Playable>(pos: &P, m: P::Move, n: u32) -> bool {
    let mut pos = pos.clone();
    pos.make(m);
    let replies = pos.legal_moves();
    replies.is_empty()
        || (n > 1
            && replies.iter().all(|&r| {
                let mut after = pos.clone();
                after.make(r);
                mates_in(&after, n - 1)
            }))
}

pub fn settings(limits: Limits) -> Settings {
    Settings {
        limits,
        margin: 0,
        seed: 0,
    }
}

/// A search of `pos` alone (no history) within `limits`, its table
/// `table_mb` MB.
fn limited<P: Searchable>(pos: &P, limits: Limits, table_mb: usize) -> Answer<P::Move> {
    let stop = AtomicBool::new(false);
    Search::new(table_mb).think(pos, &[], &settings(limits), &NoClock, &stop, &mut |_| {})
}

pub fn to_depth<P: Searchable>(pos: &P, depth: u32) -> Answer<P::Move> {
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    limited(pos, limits, 4)
}

/// The claim of a mate-in-`n` position, proven by brute force, and the
/// search's answer: a move that mates in `n`, scored `mate n`.
pub fn finds_mate<P: Searchable>(pos: &P, n: u32)
where
    P::Move: std::fmt::Debug,
{
    assert!(mates_in(pos, n), "no mate in {n}");
    if n > 1 {
        assert!(!mates_in(pos, n - 1), "already a mate in {}", n - 1);
    }
    let answer = to_depth(pos, 2 * n + 1);
    let best = answer.best.expect("a move");
    assert!(move_mates_in(pos, best, n), "{best:?} does not mate in {n}");
    assert_eq!(answer.score, Score::Mate(n as i32));
}

/// The same search twice gives the same move, score, node count and line.
pub fn repeats<P: Searchable>(pos: &P, settings: &Settings)
where
    P::Move: std::fmt::Debug,
{
    let stop = AtomicBool::new(false);
    let mut lines = Vec::new();
    let mut first = Search::new(4);
    let a = first.think(pos, &[], settings, &NoClock, &stop, &mut |it| {
        lines.push(it.clone())
    });
    let mut again = Vec::new();
    // The same search object reused, as a worker would.
    let b = first.think(pos, &[], settings, &NoClock, &stop, &mut |it| {
        again.push(it.clone())
    });
    assert!(a.best.is_some() && a.nodes > 0);
    assert_eq!(a, b);
    assert_eq!(lines, again);
    let c = Search::new(4).think(pos, &[], settings, &NoClock, &stop, &mut |_| {});
    assert_eq!(a, c);
}

/// [`repeats`] with a depth, a node limit and level 2 (its choice among
/// close moves by a seed), from each position.
pub fn repeats_at_every_limit<P: Searchable>(positions: &[P], depth: u32)
where
    P::Move: std::fmt::Debug,
{
    for pos in positions {
        let by_depth = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        repeats(pos, &settings(by_depth));
        let by_nodes = Limits {
            nodes: Some(20_000),
            ..Limits::default()
        };
        repeats(pos, &settings(by_nodes));
        repeats(
            pos,
            &rulebook::ai::Level::new(2).unwrap().settings(&P::LEVELS, 7),
        );
    }
}

/// A search stopped before it starts, after one node, or from another
/// thread while it searches without a limit still answers a legal move.
pub fn stopped_answers_legal<P: Searchable + Send + Sync>(pos: &P)
where
    P::Move: PartialEq + std::fmt::Debug + Send,
{
    let legal = pos.legal_moves();
    let is_legal = |a: &Answer<P::Move>| a.best.is_some_and(|m| legal.contains(&m));
    let set = AtomicBool::new(true);
    let none = settings(Limits::default());
    let a = Search::new(1).think(pos, &[], &none, &NoClock, &set, &mut |_| {});
    assert!(is_legal(&a), "{:?}", a.best);
    assert_eq!(a.depth, 0);
    let one = settings(Limits {
        nodes: Some(1),
        ..Limits::default()
    });
    let clear = AtomicBool::new(false);
    let b = Search::new(1).think(pos, &[], &one, &NoClock, &clear, &mut |_| {});
    assert!(is_legal(&b), "{:?}", b.best);
    let stop = AtomicBool::new(false);
    let answer = std::thread::scope(|scope| {
        let searching = scope.spawn(|| {
            let mut iterations = 0;
            let answer =
                Search::new(4).think(pos, &[], &none, &NoClock, &stop, &mut |_| iterations += 1);
            (answer, iterations)
        });
        std::thread::sleep(std::time::Duration::from_millis(300));
        stop.store(true, Ordering::Relaxed);
        searching.join().unwrap()
    });
    assert!(is_legal(&answer.0), "{:?}", answer.0.best);
    assert!(answer.1 >= 1, "no iteration finished in 300 ms");
}

/// `rulebook think …` in-process: its lines.
pub fn think(args: &[&str]) -> Vec<String> {
    let mut all = vec!["think".to_string()];
    all.extend(args.iter().map(|a| a.to_string()));
    rulebook::cli::run(&all).unwrap_or_else(|e| panic!("think {args:?}: {e}"))
}

/// `rulebook play …` in-process: its lines.
pub fn play(args: &[&str]) -> Vec<String> {
    let mut all = vec!["play".to_string()];
    all.extend(args.iter().map(|a| a.to_string()));
    rulebook::cli::run(&all).unwrap_or_else(|e| panic!("play {args:?}: {e}"))
}

/// `rulebook think` of `game` from `start` at `depth`, after the first
/// `plies` moves of `cycle` repeated.
pub fn think_after_cycle(
    game: &str,
    start: &str,
    depth: &str,
    cycle: &[&str],
    plies: usize,
) -> Vec<String> {
    let mut args = vec![game, start, "--depth", depth, "--moves"];
    args.extend(cycle.iter().cycle().take(plies));
    think(&args)
}

/// `rulebook play` of `game` from `start` over the first `plies` moves of
/// `cycle` repeated.
pub fn play_cycle(game: &str, start: &str, cycle: &[&str], plies: usize) -> Vec<String> {
    let mut args = vec![game, start];
    args.extend(cycle.iter().cycle().take(plies));
    play(&args)
}

/// The move of `think`'s last line.
pub fn best_move(lines: &[String]) -> &str {
    lines
        .last()
        .and_then(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("no bestmove in {lines:?}"))
}

/// The score (`cp 12`, `mate 2`) of `think`'s last `info` line.
pub fn last_score(lines: &[String]) -> String {
    let info = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info "))
        .expect("an info line");
    let words: Vec<&str> = info.split(' ').collect();
    let at = words.iter().position(|&w| w == "score").expect("a score");
    format!("{} {}", words[at + 1], words[at + 2])
}

/// The node budget a tactics position must be solved within: well under
/// what level 8 searches in its second (1.1 M nodes/s in Cờ Long Phượng,
/// the slowest game, about 2 M in the others, native), so that the test
/// proves the level finds it without depending on the machine's speed.
pub const TACTICS_NODES: u64 = 200_000;

/// A tactics set (`tests/data/tactics/<game>.txt`): each line's distance
/// (`n`), position text and comment; `#` lines are notes.
pub fn tactics(game: &str) -> Vec<(u32, String, String)> {
    let path = format!(
        "{}/tests/data/tactics/{game}.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let fields: Vec<&str> = l.split(" | ").map(str::trim).collect();
            assert_eq!(fields.len(), 3, "{path}: not 'n | position | comment': {l}");
            let n = fields[0].parse().unwrap_or_else(|_| panic!("{path}: {l}"));
            (n, fields[1].to_string(), fields[2].to_string())
        })
        .collect()
}

/// A search of `pos` limited to `nodes`.
pub fn within_nodes<P: Searchable>(pos: &P, nodes: u64) -> Answer<P::Move> {
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    limited(pos, limits, 16)
}

/// The claim of a mate-in-`n` position of a tactics set, proven by brute
/// force, and the search's answer within [`TACTICS_NODES`]: a move that
/// mates in `n`, scored `mate n`.
pub fn solves_mate<P: Searchable>(pos: &P, n: u32, comment: &str)
where
    P::Move: std::fmt::Debug,
{
    assert!(mates_in(pos, n), "{comment}: no mate in {n}");
    if n > 1 {
        assert!(
            !mates_in(pos, n - 1),
            "{comment}: already a mate in {}",
            n - 1
        );
    }
    let answer = within_nodes(pos, TACTICS_NODES);
    let best = answer.best.expect("a move");
    assert!(
        move_mates_in(pos, best, n),
        "{comment}: {best:?} does not mate in {n}"
    );
    assert_eq!(answer.score, Score::Mate(n as i32), "{comment}");
}

/// The tests of a game's computer that read the same in every game: a
/// search repeated gives the same move and node count at every limit up
/// to `$depth`, and a stopped search answers a legal move, from `$start`
/// and from `$middlegame`.
macro_rules! searches_alike {
    ($start:expr, $middlegame:expr, $depth:expr) => {
        #[test]
        fn the_same_search_gives_the_same_move_and_node_count() {
            repeats_at_every_limit(&[$start, $middlegame], $depth);
        }

        #[test]
        fn a_stopped_search_answers_a_legal_move() {
            stopped_answers_legal(&$start);
            stopped_answers_legal(&$middlegame);
        }
    };
}

/// The test that every mate of the game's tactics set (at least ten) is
/// proven and found ([`solves_mate`]), each position read by `$parse`.
macro_rules! finds_every_mate {
    ($(#[$doc:meta])* $game:literal, $parse:expr) => {
        $(#[$doc])*
        #[test]
        fn finds_every_mate_of_the_set() {
            let set = tactics($game);
            assert!(set.len() >= 10);
            for (n, text, comment) in set {
                solves_mate(&$parse(&text), n, &comment);
            }
        }
    };
}
