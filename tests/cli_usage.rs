//! The command line's usage and its lists of games, written from the
//! registry, word for word as the public contract has them.
#![cfg(not(target_arch = "wasm32"))]

fn run(args: &[&str]) -> Result<Vec<String>, String> {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    rulebook::cli::run(&args)
}

#[test]
fn no_command_answers_the_whole_usage_on_one_line() {
    let usage = "usage: rulebook perft <game> <position|startpos> <depth>        rulebook moves <game> <position|startpos> [--notation <name>]        rulebook play <game> <position|startpos> <move>...        rulebook score 121 <six cards> [flags] · rulebook deal 121 [--seed N]        rulebook record <shogi|xiangqi> [--to <format>] [file]        rulebook think <xiangqi|shogi|longphuong|oanquan> <position|startpos> [--moves m...] [--depth N | --nodes N | --movetime MS] [--level 1-8] [--option name=value] games: xiangqi (notations iccs, wxf, vi), shogi (usi, western, japanese), longphuong, oanquan (--option name=value), 121 · engines for GUIs (commands on stdin): rulebook usi (shogi), rulebook uci (xiangqi)";
    assert_eq!(run(&[]), Err(usage.to_string()));
}

#[test]
fn a_command_without_a_game_lists_the_games() {
    let known = "xiangqi, shogi, longphuong, oanquan, 121";
    assert_eq!(
        run(&["perft"]),
        Err(format!("rulebook perft: name a game ({known})"))
    );
    assert_eq!(
        run(&["think"]),
        Err(format!("rulebook think: name a game ({known})"))
    );
    assert_eq!(
        run(&["moves", "chess"]),
        Err(format!("unknown game 'chess' (known: {known})"))
    );
    assert_eq!(
        run(&["think", "chess"]),
        Err(format!("unknown game 'chess' (known: {known})"))
    );
    assert_eq!(
        run(&["think", "121", "startpos"]).err(),
        Some("121 has no computer player yet".to_string())
    );
}

#[test]
fn record_names_the_games_with_records() {
    let usage = "usage: rulebook record <shogi|xiangqi> [--to <format>] [file]";
    assert_eq!(run(&["record"]), Err(usage.to_string()));
    assert_eq!(
        run(&["record", "xiangqi", "a", "b", "c"]),
        Err(usage.to_string())
    );
    let missing = "tests/data/no such record";
    let refused = run(&["record", "121", missing]).unwrap_err();
    assert!(
        refused.starts_with(missing),
        "the file is read first: {refused}"
    );
    let record = "tests/cli_usage.rs";
    assert_eq!(
        run(&["record", "121", record]),
        Err("rulebook record: no record form for '121' (shogi, xiangqi)".to_string())
    );
}
