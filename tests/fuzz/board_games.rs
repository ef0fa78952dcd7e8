//! Positions, moves and records of the four board games, mutated and
//! played, and long playouts with undo and redo.

use std::time::Instant;

use rulebook::core::{Lang, Rng};
use serde_json::Value;

use crate::adapters::{Fuzzed, LongPhuong, OAnQuan, Shogi, Xiangqi};
use crate::mutate::{mutate, mutate_json, pick};
use crate::{budget, Tally};

/// Positions and moves met in random play from the start: the corpus the
/// mutations start from.
pub fn corpus<G: Fuzzed>(rng: &mut Rng) -> (Vec<String>, Vec<String>, Vec<Value>, Vec<String>) {
    let (mut positions, mut moves, mut records, mut texts) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for _ in 0..6 {
        let mut game = G::start(rng);
        for _ in 0..rng.below(120) {
            let legal = game.move_texts();
            if legal.is_empty() || game.is_over() {
                break;
            }
            let m = pick(rng, &legal).clone();
            if game.play_text(&m).is_ok() {
                moves.push(m);
            }
            if rng.below(8) == 0 {
                positions.push(game.position_text());
            }
        }
        positions.push(game.position_text());
        records.push(game.record());
        texts.extend(game.record_texts());
    }
    positions.push("startpos".into());
    positions.extend(G::extreme_positions(rng));
    (positions, moves, records, texts)
}

/// Undo everything: the start's exact text and hash must come back; then
/// redo everything: the end's.
fn check_undo_all<G: Fuzzed>(tally: &mut Tally, game: &mut G, start: (String, u64), input: &str) {
    let end = (game.position_text(), game.hash());
    let mut undone = 0;
    while game.undo() {
        undone += 1;
    }
    if (game.position_text(), game.hash()) != start {
        tally.fail(format!(
            "undoing {undone} plies did not return to the start ({input:?})"
        ));
    }
    for _ in 0..undone {
        game.redo();
    }
    if (game.position_text(), game.hash()) != end {
        tally.fail(format!(
            "redoing {undone} plies did not return to the end ({input:?})"
        ));
    }
}

/// Sometimes ends the game as the players may (a flag, an agreed draw):
/// accepted exactly while the game is on, after which it is over.
fn declare_end<G: Fuzzed>(tally: &mut Tally, rng: &mut Rng, game: &mut G, input: &str) {
    let was_over = game.is_over();
    let accepted = match rng.below(3) {
        0 => game.lose_on_time(),
        1 if G::NAME != "oanquan" => game.agree_draw(),
        _ => return,
    };
    if accepted == was_over || !game.is_over() {
        tally.fail(format!(
            "a declared ending on a game {} was {} ({input:?})",
            if was_over { "over" } else { "on" },
            if accepted { "accepted" } else { "refused" },
        ));
    }
}

/// A game's record rebuilds the same game.
/// Review: the game at a ply is the start plus that many of the record's
/// moves, and playing the rest from it comes back to the same position and
/// hash; a ply past the moves is refused; the game itself is unchanged.
fn check_at_ply<G: Fuzzed>(tally: &mut Tally, game: &G, rng: &mut Rng, input: &str) {
    let before = game.snapshot();
    let end = (game.position_text(), game.hash());
    let record = game.record();
    let moves: Vec<String> = record["moves"]
        .as_array()
        .map(|list| {
            list.iter()
                .filter_map(|m| m.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default();
    let n = moves.len();
    if game.at_ply(n + 1 + rng.below(1000) as usize).is_some() {
        tally.fail(format!(
            "at_ply past the {n} moves was not refused ({input:?})"
        ));
    }
    for ply in [0, n, rng.below(n as u64 + 1) as usize] {
        let Some(mut back) = game.at_ply(ply) else {
            tally.fail(format!("at_ply({ply}) of {n} refused ({input:?})"));
            continue;
        };
        for m in &moves[ply..] {
            if back.play_text(m).is_err() {
                tally.fail(format!(
                    "at_ply({ply}) could not play the record's {m:?} ({input:?})"
                ));
                break;
            }
        }
        if (back.position_text(), back.hash()) != end {
            tally.fail(format!(
                "at_ply({ply}) and the rest of the moves is not the game ({input:?})"
            ));
        }
    }
    if game.snapshot() != before {
        tally.fail(format!("at_ply changed the game ({input:?})"));
    }
}

fn check_record<G: Fuzzed>(tally: &mut Tally, game: &G, input: &str) {
    match G::from_record(game.record()) {
        Ok(back) if back.snapshot() == game.snapshot() => {}
        Ok(back) => tally.fail(format!(
            "record round trip differs: {} vs {} ({input:?})",
            back.snapshot(),
            game.snapshot()
        )),
        Err((en, _)) => tally.fail(format!("own record refused: {en} ({input:?})")),
    }
}

/// Plays up to `plies` random moves (and takes some back), checking the
/// conserved quantity on every one.
/// With `read_back`, every position met must also read back from its own
/// text (a counter that wrapped would print what its parser refuses).
fn playout<G: Fuzzed>(
    tally: &mut Tally,
    rng: &mut Rng,
    game: &mut G,
    plies: u64,
    input: &str,
    read_back: bool,
) {
    let conserved = game.conserved();
    for _ in 0..plies {
        if rng.below(10) == 0 {
            game.undo();
            continue;
        }
        if read_back {
            let own = game.position_text();
            if !G::from_position(&own).is_ok_and(|again| again.position_text() == own) {
                tally.fail(format!(
                    "position {own:?} met in play does not read back ({input:?})"
                ));
                break;
            }
        }
        if game.is_over() {
            break;
        }
        let legal = game.move_texts();
        if legal.is_empty() {
            tally.fail(format!(
                "{:?}: the game is not over but has no legal move ({input:?})",
                game.position_text()
            ));
            break;
        }
        let m = pick(rng, &legal).clone();
        if let Err((en, _)) = game.play_text(&m) {
            tally.fail(format!("legal move {m} refused: {en} ({input:?})"));
            break;
        }
        // The move just played is said, in both languages, mover first.
        for lang in [Lang::En, Lang::Vi] {
            let said = game.last_move_words(lang);
            if !said
                .as_deref()
                .is_some_and(|w| w.contains(": ") && !w.ends_with(": "))
            {
                tally.fail(format!("{m} is not said in words: {said:?} ({input:?})"));
            }
        }
        if game.conserved() != conserved {
            tally.fail(format!(
                "stones not conserved after {m}: {:?} -> {:?} ({input:?})",
                conserved,
                game.conserved()
            ));
            break;
        }
    }
}

fn fuzz_game<G: Fuzzed>() {
    let mut tally = Tally::new(G::NAME);
    let mut rng = Rng::from_seed(tally.seed);
    let (positions, moves, records, texts) = corpus::<G>(&mut rng);
    let mut live = G::start(&mut rng);
    let deadline = Instant::now() + budget();
    while Instant::now() < deadline {
        match rng.below(10) {
            // A mutated (or intact) position text.
            0..=3 => {
                let base = pick(&mut rng, &positions).clone();
                let text = if rng.below(6) == 0 {
                    base
                } else {
                    mutate(&mut rng, &base)
                };
                let result = tally.run(&text, || G::from_position(&text));
                match result {
                    Some(Ok(mut game)) => {
                        tally.accepted += 1;
                        let own = game.position_text();
                        match G::from_position(&own) {
                            Ok(again) if again.position_text() == own => {}
                            _ => tally.fail(format!(
                                "accepted {text:?} but its own text {own:?} does not read back"
                            )),
                        }
                        let start = (own, game.hash());
                        let plies = rng.below(12);
                        let ok = tally.run(&text, || {
                            let mut t = Tally::new(G::NAME);
                            playout(
                                &mut t,
                                &mut Rng::from_seed(plies),
                                &mut game,
                                plies,
                                &text,
                                true,
                            );
                            check_undo_all(&mut t, &mut game, start, &text);
                            t.failures
                        });
                        for f in ok.unwrap_or_default() {
                            tally.fail(f);
                        }
                    }
                    Some(Err((en, vi))) => tally.refusal(&text, en, vi),
                    None => {}
                }
            }
            // A move text, mutated or not, in the live game.
            4..=6 => {
                let mut legal = live.move_texts();
                if !legal.is_empty() {
                    let one = pick(&mut rng, &legal).clone();
                    legal = live.notations_of(&one);
                }
                let text = match rng.below(4) {
                    0 if !legal.is_empty() => pick(&mut rng, &legal).clone(),
                    1 if !moves.is_empty() => pick(&mut rng, &moves).clone(),
                    _ if !legal.is_empty() => {
                        let m = pick(&mut rng, &legal).clone();
                        mutate(&mut rng, &m)
                    }
                    _ => mutate(&mut rng, "a0a1"),
                };
                let before = live.snapshot();
                match tally.run(&text, || live.play_text(&text)) {
                    Some(Ok(())) => tally.accepted += 1,
                    Some(Err((en, vi))) => {
                        tally.refusal(&text, en, vi);
                        if live.snapshot() != before {
                            tally.fail(format!("refused move {text:?} changed the game"));
                        }
                    }
                    None => live = G::start(&mut rng),
                }
                if live.is_over() || rng.below(80) == 0 {
                    check_record(&mut tally, &live, "the live game");
                    live = G::start(&mut rng);
                }
            }
            // A mutated saved record (JSON) or record text.
            7 | 8 => {
                if !texts.is_empty() && rng.coin() {
                    let base = pick(&mut rng, &texts).clone();
                    let text = if rng.below(5) == 0 {
                        base
                    } else {
                        mutate(&mut rng, &base)
                    };
                    if let Some(result) = tally.run(&text, || G::from_record_text(&text)).flatten()
                    {
                        match result {
                            Ok(game) => {
                                tally.accepted += 1;
                                check_record(&mut tally, &game, &text);
                            }
                            Err((en, vi)) => tally.refusal(&text, en, vi),
                        }
                    }
                } else {
                    let base = pick(&mut rng, &records).clone();
                    let record = mutate_json(&mut rng, &base, 0);
                    let input = record.to_string();
                    match tally.run(&input, || G::from_record(record.clone())) {
                        Some(Ok(game)) => {
                            tally.accepted += 1;
                            check_record(&mut tally, &game, &input);
                        }
                        Some(Err((en, vi))) => tally.refusal(&input, en, vi),
                        None => {}
                    }
                }
            }
            // A long random playout from the start with undo and redo.
            _ => {
                let mut game = G::start(&mut rng);
                let start = (game.position_text(), game.hash());
                let plies = 20 + rng.below(300);
                let input = format!("playout of {plies} plies");
                let failures = tally.run(&input, || {
                    let mut t = Tally::new(G::NAME);
                    playout(&mut t, &mut rng, &mut game, plies, &input, false);
                    declare_end(&mut t, &mut rng, &mut game, &input);
                    check_record(&mut t, &game, &input);
                    check_at_ply(&mut t, &game, &mut rng, &input);
                    check_undo_all(&mut t, &mut game, start, &input);
                    t.failures
                });
                for f in failures.unwrap_or_default() {
                    tally.fail(f);
                }
            }
        }
    }
    tally.finish();
}

/// One test per game: `fuzz_game` over its adapter.
macro_rules! fuzz_tests {
    ($($name:ident: $adapter:ty),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                fuzz_game::<$adapter>();
            }
        )*
    };
}

fuzz_tests!(
    fuzz_xiangqi: Xiangqi,
    fuzz_shogi: Shogi,
    fuzz_longphuong: LongPhuong,
    fuzz_oanquan: OAnQuan,
);
