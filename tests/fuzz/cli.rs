//! The command line: random argument lists in-process through
//! `rulebook::cli::run`, and the binary itself for what only its exit shows.

use std::time::Instant;

use rulebook::core::Rng;

use crate::adapters::{LongPhuong, OAnQuan, Shogi, Xiangqi};
use crate::board_games::corpus;
use crate::mutate::{mutate, pick, HUGE_DIGITS};
use crate::{budget, Tally};

/// A random command line built from the games' own texts and broken ones.
fn command_line(rng: &mut Rng, corpora: &[(&str, Vec<String>, Vec<String>)]) -> Vec<String> {
    let mut args = Vec::new();
    let command = *pick(
        rng,
        &[
            "perft", "moves", "play", "score", "deal", "bench", "think", "", "play",
        ],
    );
    args.push(command.to_string());
    if rng.below(20) == 0 {
        return args;
    }
    let (game, positions, moves) = pick(rng, corpora);
    if *game == "121" && rng.below(4) != 0 {
        return card121_line(rng, positions);
    }
    let game = if rng.below(15) == 0 {
        mutate(rng, game)
    } else {
        game.to_string()
    };
    args.push(game);
    let position = if rng.coin() {
        pick(rng, positions).clone()
    } else {
        {
            let p = pick(rng, positions).clone();
            mutate(rng, &p)
        }
    };
    args.push(position);
    match command {
        // Depths the machine answers at once, and refusals of deep ones.
        "perft" => args.push(
            (*pick(
                rng,
                &[
                    "0",
                    "1",
                    "2",
                    "17",
                    "100000",
                    "-1",
                    "x",
                    "2.5",
                    "99999999999999999999",
                ],
            ))
            .to_string(),
        ),
        _ => {
            for _ in 0..rng.below(6) {
                let arg = match rng.below(6) {
                    0 => "--notation".to_string(),
                    1 => (*pick(
                        rng,
                        &["iccs", "wxf", "vi", "usi", "western", "japanese", "x"],
                    ))
                    .to_string(),
                    2 => "--option".to_string(),
                    3 => mutate(rng, "mandarin_value=5"),
                    _ if !moves.is_empty() => pick(rng, moves).clone(),
                    _ => mutate(rng, "h2e2"),
                };
                args.push(arg);
            }
            if command == "think" {
                // A search the machine answers at once: without a limit it
                // would think for a second.
                args.push("--moves".to_string());
                if !moves.is_empty() {
                    args.push(pick(rng, moves).clone());
                }
                args.push("--nodes".to_string());
                args.push("2000".to_string());
            }
        }
    }
    args
}

#[test]
fn fuzz_command_line() {
    let mut tally = Tally::new("command line");
    let mut rng = Rng::from_seed(tally.seed);
    let corpora: Vec<(&str, Vec<String>, Vec<String>)> = vec![
        {
            let (p, m, _, _) = corpus::<Xiangqi>(&mut rng);
            ("xiangqi", p, m)
        },
        {
            let (p, m, _, _) = corpus::<Shogi>(&mut rng);
            ("shogi", p, m)
        },
        {
            let (p, m, _, _) = corpus::<LongPhuong>(&mut rng);
            ("longphuong", p, m)
        },
        {
            let (p, m, _, _) = corpus::<OAnQuan>(&mut rng);
            ("oanquan", p, m)
        },
        (
            "121",
            rulebook::games::card121::Deal::new(&mut Rng::from_seed(7))
                .hands
                .iter()
                .flatten()
                .map(|c| c.text())
                .collect(),
            vec!["--indicator".into(), "CR-KY".into()],
        ),
    ];
    // Per game named (or "other" for a broken name): tried, accepted.
    let mut per_game: std::collections::BTreeMap<String, (u64, u64)> = Default::default();
    let deadline = Instant::now() + budget();
    while Instant::now() < deadline {
        let args = command_line(&mut rng, &corpora);
        let named = args
            .get(1)
            .filter(|g| corpora.iter().any(|(name, _, _)| name == g))
            .map_or("other", |g| g.as_str())
            .to_string();
        let counts = per_game.entry(named).or_default();
        counts.0 += 1;
        let input = args.join(" ");
        // 121's bench runs a workload of N rounds: keep N small.
        if args.first().is_some_and(|c| c == "bench")
            && args.iter().any(|a| a.parse::<u64>().is_ok_and(|n| n > 50))
        {
            continue;
        }
        match tally.run(&input, || rulebook::cli::run(&args)) {
            Some(Ok(lines)) => {
                tally.accepted += 1;
                counts.1 += 1;
                if lines.iter().any(|l| l.contains('\n')) {
                    tally.fail(format!("an output line holds a line break: {input:?}"));
                }
            }
            Some(Err(message)) => {
                tally.refused += 1;
                if message.trim().is_empty() {
                    tally.fail(format!("an error without words: {input:?}"));
                }
            }
            None => {}
        }
    }
    let breakdown: Vec<String> = per_game
        .iter()
        .map(|(game, (tried, accepted))| format!("{game} {tried} ({accepted} accepted)"))
        .collect();
    println!("fuzz command line, per game: {}", breakdown.join(", "));
    tally.finish();
}

/// 121's commands in their own shapes: six cards to score with flags, a
/// deal with a seed, a short bench; each part sometimes broken.
fn card121_line(rng: &mut Rng, cards: &[String]) -> Vec<String> {
    let card = |rng: &mut Rng| {
        let c = pick(rng, cards).clone();
        if rng.below(8) == 0 {
            mutate(rng, &c)
        } else {
            c
        }
    };
    let mut args: Vec<String> = vec![];
    match rng.below(3) {
        0 => {
            args.extend(["score".into(), "121".into()]);
            for _ in 0..5 + rng.below(3) {
                args.push(card(rng));
            }
            for _ in 0..rng.below(4) {
                match rng.below(7) {
                    0 => args.extend(["--indicator".into(), card(rng)]),
                    1 => args.extend(["--revealed".into(), format!("{},{}", card(rng), card(rng))]),
                    2 => args.extend(["--locked".into(), (*pick(rng, &HUGE_DIGITS)).into()]),
                    3 => args.push("--nhat-ban".into()),
                    4 => args.push("--dealer".into()),
                    5 => args.push("--self-drawn".into()),
                    _ => args.push(mutate(rng, "--last-card")),
                }
            }
        }
        1 => {
            args.extend(["deal".into(), "121".into()]);
            if rng.coin() {
                args.extend(["--seed".into(), (*pick(rng, &HUGE_DIGITS)).into()]);
            }
        }
        _ => args.extend([
            "bench".into(),
            "121".into(),
            (*pick(rng, &["score", "rounds", "x"])).into(),
            (*pick(rng, &["0", "1", "2", "-1", "x"])).into(),
        ]),
    }
    args
}

/// The binary itself: what can only be seen from outside the process.
#[test]
fn command_line_refusals_are_one_line_and_status_2() {
    use std::os::unix::ffi::OsStrExt;
    use std::process::Command;
    let bin = env!("CARGO_BIN_EXE_rulebook");
    let cases: Vec<Vec<std::ffi::OsString>> = vec![
        vec![
            "moves".into(),
            "xiangqi".into(),
            std::ffi::OsStr::from_bytes(b"\xff").into(),
        ],
        vec![
            std::ffi::OsStr::from_bytes(b"mo\xffves").into(),
            "shogi".into(),
            "startpos".into(),
        ],
        vec![
            "perft".into(),
            "xiangqi".into(),
            "startpos".into(),
            "100000".into(),
        ],
        vec![
            "perft".into(),
            "shogi".into(),
            "startpos".into(),
            "99999999999999999999".into(),
        ],
        vec![
            "moves".into(),
            "shogi".into(),
            "4k4/9/9/9/9/9/9/9/4K4 b 19P 1".into(),
        ],
        vec![
            "play".into(),
            "oanquan".into(),
            "0M,255,0,0,0,0,0M,0,0,0,0,2 n -207+0-0 0+0-0".into(),
            "11+".into(),
        ],
    ];
    for args in cases {
        let out = Command::new(bin)
            .args(&args)
            .output()
            .expect("the binary runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    }
}
