//! Reads the game manifest (`games.json`), the one list of the games, and
//! tells the compiler which of them this build has:
//!
//! - `cfg(game = "<id>")` for each game any of whose cargo features is on:
//!   its engine (`games::<id>`), its API (`api::<id>`) and painter
//!   (`view::<id>`) modules exist, and gate their parts by feature inside;
//! - `cfg(registry)` when some game's own feature (its first) is on: the
//!   registry has an entry, and the module exports `perft`;
//! - `cfg(partial_build)` when not every feature is on: a page's module,
//!   which leaves helpers other games share unused.
//!
//! It also writes `$OUT_DIR/games.rs`, which `lib.rs` includes: the macro
//! `for_each_game!(then)` hands every game, in the manifest's order, to the
//! macro `then` as `[<id> "<id>" "<own feature>"]`, so each layer's
//! `mod.rs` declares its games' modules without naming one.

use std::collections::BTreeSet;
use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use serde_json::Value;

const MANIFEST: &str = "games.json";

/// The cargo features that are no game's: every one of them and every
/// game's features on is the full build.
const SHARED_FEATURES: &[&str] = &["computer"];

/// What the build needs of a game's entry.
struct Game {
    id: String,
    features: Vec<String>,
}

fn main() {
    println!("cargo::rerun-if-changed={MANIFEST}");
    let games = read_manifest();
    let on = |feature: &str| {
        let var = format!("CARGO_FEATURE_{}", feature.to_uppercase().replace('-', "_"));
        env::var_os(var).is_some()
    };

    let ids: Vec<String> = games.iter().map(|g| format!("{:?}", g.id)).collect();
    println!(
        "cargo::rustc-check-cfg=cfg(game, values({}))",
        ids.join(", ")
    );
    println!("cargo::rustc-check-cfg=cfg(registry)");
    println!("cargo::rustc-check-cfg=cfg(partial_build)");
    for game in &games {
        if game.features.iter().any(|f| on(f)) {
            println!("cargo::rustc-cfg=game={:?}", game.id);
        }
    }
    if games.iter().any(|g| on(&g.features[0])) {
        println!("cargo::rustc-cfg=registry");
    }
    let mut every = games.iter().flat_map(|g| &g.features).map(String::as_str);
    if !(every.all(on) && SHARED_FEATURES.iter().all(|f| on(f))) {
        println!("cargo::rustc-cfg=partial_build");
    }

    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("games.rs");
    fs::write(&out, games_macro(&games)).expect("cannot write $OUT_DIR/games.rs");
}

/// The games of the manifest, checked: a clear panic names what is wrong.
fn read_manifest() -> Vec<Game> {
    let text = fs::read_to_string(MANIFEST)
        .unwrap_or_else(|e| panic!("{MANIFEST}: cannot read the game manifest: {e}"));
    let manifest: Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{MANIFEST}: not JSON: {e}"));
    let entries = manifest["games"]
        .as_array()
        .unwrap_or_else(|| panic!("{MANIFEST}: `games` must be a list of games"));
    let mut ids = BTreeSet::new();
    let mut features = BTreeSet::new();
    let games: Vec<Game> = entries
        .iter()
        .enumerate()
        .map(|(i, entry)| {
            let id = entry["id"]
                .as_str()
                .unwrap_or_else(|| panic!("{MANIFEST}: game {} has no `id` text", i + 1));
            let is_module_name = id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
            assert!(
                is_module_name,
                "{MANIFEST}: id '{id}' must be a Rust module name (a-z, 0-9, _)"
            );
            assert!(ids.insert(id), "{MANIFEST}: the id '{id}' is given twice");
            let names: Vec<String> = entry["features"]
                .as_array()
                .unwrap_or_else(|| panic!("{MANIFEST}: {id}: `features` must be a list"))
                .iter()
                .map(|f| {
                    let name = f
                        .as_str()
                        .unwrap_or_else(|| panic!("{MANIFEST}: {id}: a feature must be a text"));
                    assert!(
                        features.insert(name),
                        "{MANIFEST}: {id}: the feature '{name}' is given twice"
                    );
                    name.to_string()
                })
                .collect();
            assert!(
                names.first().is_some_and(|own| own == id),
                "{MANIFEST}: {id}: the first feature is the game's own and must be named '{id}'"
            );
            Game {
                id: id.to_string(),
                features: names,
            }
        })
        .collect();
    for game in entries {
        let modules = game["modules"].as_object().into_iter().flatten();
        for (module, built) in modules {
            for feature in built["features"].as_array().into_iter().flatten() {
                let feature = feature.as_str().unwrap_or_default();
                assert!(
                    features.contains(feature) || SHARED_FEATURES.contains(&feature),
                    "{MANIFEST}: module '{module}' is built with '{feature}', which no game has"
                );
            }
        }
    }
    assert!(!games.is_empty(), "{MANIFEST}: no games");
    games
}

/// `$OUT_DIR/games.rs`: the macro that hands the games to another.
fn games_macro(games: &[Game]) -> String {
    let mut list = String::new();
    for game in games {
        write!(list, " [{0} {0:?} {1:?}]", game.id, game.features[0]).unwrap();
    }
    format!(
        "/// Hands every game of `games.json`, in its order, to the macro `$then`:\n\
         /// `[<id> \"<id>\" \"<own feature>\"]` each.\n\
         macro_rules! for_each_game {{\n    ($then:ident) => {{\n        $then! {{{list} }}\n    }};\n}}\n"
    )
}
