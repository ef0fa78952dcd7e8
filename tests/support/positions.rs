//! What the board games' position tests share: their legal moves as sorted
//! texts, and seeded random games to check properties over.
#![allow(dead_code)] // each test file uses its own few of these

use rulebook::core::{Playable, Rng};

/// `$game`'s record read back by `$Game::from_record` is the same game:
/// the same record, position and moves to redo. The record, for more.
#[allow(unused_macros)]
macro_rules! record_comes_back {
    ($Game:ident, $game:expr) => {{
        let record = $game.record();
        let back = $Game::from_record(&record).unwrap();
        assert_eq!(back.record(), record);
        assert_eq!(back.position(), $game.position());
        assert_eq!(back.redo_moves(), $game.redo_moves());
        record
    }};
}

/// Plays each of the space-separated `moves` by `play`, which must take it.
pub fn play_each<T, E: std::fmt::Display>(moves: &str, mut play: impl FnMut(&str) -> Result<T, E>) {
    for m in moves.split_whitespace() {
        play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// The legal moves of `p`, each written by `text`, sorted.
pub fn legal_texts<P: Playable>(p: &P, text: impl Fn(P::Move) -> String) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|&m| text(m)).collect();
    v.sort();
    v
}

/// Plays `games` seeded random games from `start()` of up to `plies` plies
/// each: in every position `choose` picks one of the legal moves with the
/// game's random numbers, and `each` is given the position, the move and
/// the ply (0 at a game's start).
pub fn random_playouts<P: Playable>(
    start: impl Fn() -> P,
    games: u64,
    plies: usize,
    mut choose: impl FnMut(&P, &[P::Move], &mut Rng) -> P::Move,
    mut each: impl FnMut(&P, P::Move, usize),
) {
    for seed in 0..games {
        let mut rng = Rng::from_seed(seed);
        let mut p = start();
        for ply in 0..plies {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = choose(&p, &moves, &mut rng);
            each(&p, m, ply);
            p.make(m);
        }
    }
}

/// One of `moves`, each as likely.
pub fn any<M: Copy>(moves: &[M], rng: &mut Rng) -> M {
    moves[rng.below(moves.len() as u64) as usize]
}

/// One of `captures` one time in `odds` when there are some (so that
/// hands fill up), else one of `moves`.
pub fn capture_now_and_then<M: Copy>(captures: &[M], moves: &[M], odds: u64, rng: &mut Rng) -> M {
    if !captures.is_empty() && rng.below(odds) == 0 {
        any(captures, rng)
    } else {
        any(moves, rng)
    }
}
