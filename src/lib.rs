//! Rulebook: rule engines for traditional games, compiled to WebAssembly.
//!
//! `core` and `games` are plain Rust and test natively; `api` and `view`
//! exist only on `wasm32` and are the sole places that touch JavaScript.

pub mod core;
pub mod games;

#[cfg(target_arch = "wasm32")]
pub mod api;
#[cfg(target_arch = "wasm32")]
pub mod view;

/// Counts the leaf nodes of the legal move tree: the one benchmark verb that
/// every game answers. `game` is the command-line name, `position` the
/// game's position text or `startpos`.
pub fn perft(game: &str, position: &str, depth: u32) -> Result<u64, String> {
    match game {
        "xiangqi" => {
            let pos = games::xiangqi::Position::from_text_or_start(position)
                .map_err(|e| e.to_string())?;
            Ok(games::xiangqi::perft(&pos, depth))
        }
        "shogi" => {
            let pos =
                games::shogi::Position::from_text_or_start(position).map_err(|e| e.to_string())?;
            Ok(games::shogi::perft(&pos, depth))
        }
        "longphuong" => {
            let pos = games::longphuong::Position::from_text_or_start(position)
                .map_err(|e| e.to_string())?;
            Ok(games::longphuong::perft(&pos, depth))
        }
        other => Err(format!(
            "unknown game '{other}' (known: xiangqi, shogi, longphuong)"
        )),
    }
}
