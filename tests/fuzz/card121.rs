//! 121: card texts and hands to score, actions at a live table, and match
//! records replayed.

use std::time::Instant;

use rulebook::core::{Lang, Rng};
use rulebook::games::card121;

use crate::mutate::{mutate, pick};
use crate::{budget, Tally};

#[test]
fn fuzz_card121() {
    let mut tally = Tally::new("card121");
    let mut rng = Rng::from_seed(tally.seed);
    let every: Vec<String> = card121::Deal::new(&mut Rng::from_seed(1))
        .hands
        .iter()
        .flatten()
        .map(|c| c.text())
        .collect();
    let mut live = card121::Match::new(card121::TableOptions::default(), rng.next_u64());
    let deadline = Instant::now() + budget();
    while Instant::now() < deadline {
        match rng.below(4) {
            // Card texts and whole hands to score, valid and mutated.
            0 => {
                let cards: Vec<String> = (0..6)
                    .map(|_| {
                        let c = pick(&mut rng, &every).clone();
                        if rng.below(6) == 0 {
                            mutate(&mut rng, &c)
                        } else {
                            c
                        }
                    })
                    .collect();
                let input = cards.join(" ");
                let result = tally.run(&input, || {
                    let parsed: Result<Vec<_>, _> =
                        cards.iter().map(|c| card121::parse_card(c)).collect();
                    parsed.and_then(|hand| card121::score(&hand, &card121::Situation::default()))
                });
                match result {
                    Some(Ok(_)) => tally.accepted += 1,
                    Some(Err(e)) => tally.refusal(&input, e.text(Lang::En), e.text(Lang::Vi)),
                    None => {}
                }
            }
            // Actions at the live table: its own legal ones, mutated ones.
            1 | 2 => {
                let Some(seat) = live.round().to_act() else {
                    let _ = live.next_round();
                    if live.end().is_some() {
                        live =
                            card121::Match::new(card121::TableOptions::default(), rng.next_u64());
                    }
                    continue;
                };
                let actions = live.round().actions(seat);
                let step = match actions.is_empty() {
                    false if rng.coin() => {
                        format!("#{} {}", seat.number(), pick(&mut rng, &actions).text())
                    }
                    false => {
                        let text =
                            format!("#{} {}", seat.number(), pick(&mut rng, &actions).text());
                        mutate(&mut rng, &text)
                    }
                    true => mutate(&mut rng, "#1 pass"),
                };
                let before = serde_json::to_string(
                    &(0..4)
                        .map(|s| live.round().view(card121::Seat::new(s + 1).unwrap()))
                        .collect::<Vec<_>>(),
                )
                .unwrap();
                let result = tally.run(&step, || {
                    card121::Step::from_text(&step).and_then(|s| live.step(s))
                });
                match result {
                    Some(Ok(())) => {
                        tally.accepted += 1;
                        let cards = live.round().every_card();
                        let mut unique = cards.clone();
                        unique.sort_by_key(|c| c.text());
                        unique.dedup();
                        if cards.len() != 121 || unique.len() != 121 {
                            tally.fail(format!(
                                "{} cards ({} different) after {step}",
                                cards.len(),
                                unique.len()
                            ));
                        }
                    }
                    Some(Err(e)) => {
                        tally.refusal(&step, e.text(Lang::En), e.text(Lang::Vi));
                        let after = serde_json::to_string(
                            &(0..4)
                                .map(|s| live.round().view(card121::Seat::new(s + 1).unwrap()))
                                .collect::<Vec<_>>(),
                        )
                        .unwrap();
                        if after != before {
                            tally.fail(format!("refused step {step:?} changed the table"));
                        }
                    }
                    None => {
                        live = card121::Match::new(card121::TableOptions::default(), rng.next_u64())
                    }
                }
            }
            // A match record (seed and steps) mutated and replayed.
            _ => {
                let mut steps: Vec<String> = live.steps().iter().map(|s| s.text()).collect();
                if !steps.is_empty() {
                    let i = rng.below(steps.len() as u64) as usize;
                    steps[i] = mutate(&mut rng, &steps[i]);
                }
                let input = steps.join(", ");
                let seed = live.seed();
                match tally.run(&input, || {
                    card121::Match::replay(live.options(), seed, &steps)
                }) {
                    Some(Ok(_)) => tally.accepted += 1,
                    Some(Err((_, e))) => tally.refusal(&input, e.text(Lang::En), e.text(Lang::Vi)),
                    None => {}
                }
            }
        }
    }
    tally.finish();
}
