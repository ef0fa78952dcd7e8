//! The game manifest (`games.json`) against what is built from it: the
//! cargo features in `Cargo.toml`, the registry (`games::GAMES`) and each
//! game's own modules, so a game added to one and not the other fails here.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::path::Path;

use rulebook::games::{find, names, GAMES};
use serde_json::Value;

fn manifest() -> Value {
    let text = std::fs::read_to_string("games.json").expect("games.json");
    serde_json::from_str(&text).expect("games.json is JSON")
}

fn games() -> Vec<Value> {
    manifest()["games"]
        .as_array()
        .expect("a list of games")
        .clone()
}

fn texts(value: &Value) -> Vec<String> {
    let list = value.as_array().expect("a list");
    list.iter()
        .map(|v| v.as_str().expect("a text").to_string())
        .collect()
}

/// `Cargo.toml`'s `[features]`: each name and the features it turns on.
fn cargo_features() -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string("Cargo.toml").expect("Cargo.toml");
    let section = text
        .split("\n[features]\n")
        .nth(1)
        .expect("a [features] table");
    let section = section.split("\n[").next().unwrap_or_default();
    section
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (name, list) = line.split_once('=').expect("name = [...]");
            (
                name.trim().to_string(),
                texts(&list.trim().parse().expect("a JSON-like list")),
            )
        })
        .collect()
}

#[test]
fn cargo_has_one_feature_line_per_feature_of_the_manifest() {
    let manifest: Vec<String> = games().iter().flat_map(|g| texts(&g["features"])).collect();
    let features = cargo_features();
    let mut expected: BTreeSet<&str> = manifest.iter().map(String::as_str).collect();
    expected.extend(["default", "computer"]);
    let declared: BTreeSet<&str> = features.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(
        declared, expected,
        "Cargo.toml's [features] and games.json's features"
    );
    for (name, on) in &features {
        if name == "default" {
            let all: BTreeSet<&str> = expected
                .iter()
                .copied()
                .filter(|f| *f != "default")
                .collect();
            assert_eq!(
                on.iter().map(String::as_str).collect::<BTreeSet<_>>(),
                all,
                "default is every feature"
            );
        } else {
            assert!(
                on.is_empty(),
                "the feature {name} turns on no other: {on:?}"
            );
        }
    }
    for game in games() {
        for (module, built) in game["modules"].as_object().expect("modules") {
            for feature in texts(&built["features"]) {
                assert!(
                    expected.contains(feature.as_str()),
                    "{module}: no feature {feature}"
                );
            }
        }
    }
}

#[test]
fn the_registry_holds_the_manifests_games_in_its_order() {
    let commands: Vec<String> = games()
        .iter()
        .map(|g| g["command"].as_str().unwrap().to_string())
        .collect();
    let registered: Vec<&str> = GAMES.iter().map(|g| g.name()).collect();
    assert_eq!(registered, commands);
    assert_eq!(names(), commands.join(", "));
    for kind in GAMES {
        assert!(std::ptr::eq(find(kind.name()).unwrap(), *kind));
    }
    assert_eq!(names(), "xiangqi, shogi, longphuong, oanquan, 121");
    assert!(find("chess").is_none());
}

#[test]
fn every_game_has_its_engine_api_and_painter_modules() {
    let module = |layer: &str, id: &str| {
        Path::new(&format!("src/{layer}/{id}.rs")).is_file()
            || Path::new(&format!("src/{layer}/{id}/mod.rs")).is_file()
    };
    for game in games() {
        let id = game["id"].as_str().unwrap();
        for layer in ["games", "api", "view"] {
            assert!(module(layer, id), "{id} has no module in src/{layer}");
        }
    }
}

#[test]
fn a_game_the_usage_says_thinks_has_a_computer_player() {
    for kind in GAMES {
        let thinker = kind.thinker("startpos", &[], &[], 1);
        assert_eq!(kind.thinks(), thinker.is_ok(), "{}", kind.name());
    }
}

#[test]
fn perft_is_answered_by_the_board_games_with_a_move_tree() {
    assert_eq!(
        find("xiangqi").unwrap().perft("startpos", 2),
        Some(Ok(1920))
    );
    assert_eq!(find("shogi").unwrap().perft("startpos", 2), Some(Ok(900)));
    assert_eq!(
        find("longphuong").unwrap().perft("startpos", 2),
        Some(Ok(324))
    );
    assert_eq!(find("oanquan").unwrap().perft("startpos", 2), None);
    assert_eq!(find("121").unwrap().perft("startpos", 2), None);
    assert!(find("shogi")
        .unwrap()
        .perft("startpos", 17)
        .unwrap()
        .is_err());
}
