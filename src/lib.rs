//! Rulebook: rule engines for traditional games, compiled to WebAssembly.
//!
//! `core` and `games` are plain Rust and test natively; `api` and `view`
//! exist only on `wasm32` and are the sole places that touch JavaScript.
//!
//! The games are listed once, in `games.json`; `build.rs` reads it and
//! sets `cfg(game = "<id>")` for each game built, and each layer's `mod.rs`
//! declares one module per game through `for_each_game!`. A page's wasm
//! module is built with its game's features alone (`cfg(partial_build)`),
//! which leaves some helpers that several games share unused, so those
//! builds allow dead code. The command line and the native tests are built
//! with every game.
#![cfg_attr(partial_build, allow(dead_code, unused_imports, unused_macros))]

// `for_each_game!`, written by build.rs from games.json.
include!(concat!(env!("OUT_DIR"), "/games.rs"));

pub mod ai;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod core;
pub mod games;
#[cfg(not(target_arch = "wasm32"))]
pub mod protocol;

#[cfg(target_arch = "wasm32")]
pub mod api;
#[cfg(target_arch = "wasm32")]
pub mod view;

/// The deepest perft anyone is served. The walk recurses once per ply, so
/// the bound keeps the stack safe (a wasm stack is 1 MiB); and a tree this
/// deep already takes longer than anyone waits (xiangqi at depth 8 is
/// about 4·10^12 nodes).
pub const MAX_PERFT_DEPTH: u32 = 16;

/// The refusal of a depth past [`MAX_PERFT_DEPTH`].
pub fn perft_too_deep(depth: impl std::fmt::Display) -> String {
    format!("perft depth {depth} is too deep: at most {MAX_PERFT_DEPTH} (each ply multiplies the work by about 40)")
}

/// Counts the leaf nodes of the legal move tree: the one benchmark verb that
/// every board game answers. `game` is the command-line name, `position` the
/// game's position text or `startpos`.
pub fn perft(game: &str, position: &str, depth: u32) -> Result<u64, String> {
    let kind = games::find(game)
        .ok_or_else(|| format!("unknown game '{game}' (known: {})", games::names()))?;
    kind.perft(position, depth)
        .unwrap_or_else(|| Err(format!("{game} has no perft")))
}
