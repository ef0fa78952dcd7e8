//! Fixed, seeded workloads for `./build.sh bench`, so the native command
//! line and the wasm module time exactly the same work.

use super::bot::choose;
use super::cards::{Card, Deal};
use super::payments::Seat;
use super::scoring::{score, Situation};
use super::table::Round;
use crate::core::Rng;

/// Scores `hands` random six-card hands (each with a random face-up
/// indicator) dealt from `seed`; returns the sum of their totals, a
/// checksum both builds must agree on.
pub fn score_random_hands(seed: u64, hands: u32) -> u64 {
    let mut rng = Rng::from_seed(seed);
    let mut deck: Vec<Card> = Card::all().collect();
    let mut sum = 0;
    for _ in 0..hands {
        // A partial shuffle: the first seven cards are a uniform draw.
        for i in 0..7 {
            let j = i + rng.below((deck.len() - i) as u64) as usize;
            deck.swap(i, j);
        }
        let situation = Situation {
            indicator: Some(deck[6]),
            ..Situation::default()
        };
        // Not `expect`: the error's Debug would bring every 121 type's
        // into the wasm module, which runs this for the bench.
        let Ok(s) = score(&deck[..6], &situation) else {
            panic!("seven distinct cards")
        };
        sum += s.total() as u64 + u64::from(s.complete);
    }
    sum
}

/// Plays `rounds` whole rounds with a bot in every seat, dealt from `seed`;
/// returns the number of actions played.
pub fn bot_rounds(seed: u64, rounds: u32) -> u64 {
    let mut rng = Rng::from_seed(seed);
    let mut actions = 0;
    for n in 0..rounds {
        let mut round = Round::new(Deal::new(&mut rng), Seat::ALL[n as usize % 4], false);
        while let Some(seat) = round.to_act() {
            let action = choose(&round.view(seat)).expect("a bot decides on its turn");
            let Ok(()) = round.act(seat, action) else {
                panic!("a bot plays legally")
            };
            actions += 1;
        }
    }
    actions
}
