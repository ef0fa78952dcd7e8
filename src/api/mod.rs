//! The JavaScript face of the engines: thin wrappers that convert values,
//! validate input and turn every error into a JS `Error` for a player to
//! read. No rule lives here.

mod longphuong;
mod shogi;
mod xiangqi;

pub use longphuong::{LongPhuongBoard, LongPhuongGame};
pub use shogi::{ShogiBoard, ShogiGame};
pub use xiangqi::{XiangqiBoard, XiangqiGame};

use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// A JS `Error` carrying a message meant for the player.
pub(crate) fn js_error(message: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&message.to_string()).into()
}

pub(crate) fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&serializer).map_err(js_error)
}

/// Counts the leaf nodes of the legal move tree (`game` as on the command
/// line, `position` in the game's text or `startpos`). For benchmarks and
/// outside checks; the same signature for every game.
#[wasm_bindgen]
pub fn perft(game: &str, position: &str, depth: u32) -> Result<f64, JsValue> {
    crate::perft(game, position, depth)
        .map(|n| n as f64)
        .map_err(js_error)
}
