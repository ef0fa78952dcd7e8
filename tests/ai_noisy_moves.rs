//! Quiescence's moves: where a game lists its captures (and promotions)
//! alone, they are exactly the legal moves with a gain, over seeded random
//! playouts.

use rulebook::ai::Searchable;
use rulebook::core::Rng;

fn noisy_moves_are_the_legal_moves_with_a_gain<P: Searchable>(start: &P) -> usize
where
    P::Move: Ord + std::fmt::Debug,
{
    let mut checked = 0;
    for seed in 0..40 {
        let mut rng = Rng::from_seed(seed);
        let mut pos = start.clone();
        for _ in 0..150 {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mut noisy: Vec<P::Move> = pos.noisy_moves().to_vec();
            let mut wanted: Vec<P::Move> =
                legal.iter().copied().filter(|&m| pos.gain(m) > 0).collect();
            noisy.sort();
            wanted.sort();
            assert_eq!(noisy, wanted, "seed {seed}");
            checked += wanted.len();
            pos.make(legal[rng.below(legal.len() as u64) as usize]);
        }
    }
    checked
}

#[test]
fn xiangqi_captures() {
    let start = rulebook::games::xiangqi::Position::startpos();
    let checked = noisy_moves_are_the_legal_moves_with_a_gain(&start);
    assert!(checked > 1000, "{checked} captures checked");
}

#[test]
fn shogi_captures_and_promotions() {
    let start = rulebook::games::shogi::Position::startpos();
    let checked = noisy_moves_are_the_legal_moves_with_a_gain(&start);
    assert!(checked > 1000, "{checked} captures and promotions checked");
}
