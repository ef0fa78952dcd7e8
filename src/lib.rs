//! Rulebook: rule engines for traditional games, compiled to WebAssembly.
//!
//! `core` and `games` are plain Rust and test natively; `api` and `view`
//! exist only on `wasm32` and are the sole places that touch JavaScript.
//!
//! Each game is a cargo feature (all by default): a page's wasm module is
//! built with its game's feature alone, which leaves some helpers that
//! several games share unused, so those builds allow dead code. The
//! command line and the native tests are built with every game.
#![cfg_attr(
    not(all(
        feature = "xiangqi",
        feature = "xiangqi_records",
        feature = "shogi",
        feature = "shogi_records",
        feature = "longphuong",
        feature = "oanquan",
        feature = "card121",
        feature = "card121_cards",
        feature = "computer"
    )),
    allow(dead_code, unused_imports, unused_macros)
)]

pub mod ai;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod core;
pub mod games;
#[cfg(not(target_arch = "wasm32"))]
pub mod protocol;
#[cfg(not(target_arch = "wasm32"))]
mod record_cli;
#[cfg(not(target_arch = "wasm32"))]
mod think_cli;

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
