//! What the games' record modules (`api::<game>::records`) share: the
//! options their readers take, what a reader gives back, and the players'
//! names their writers take.

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::{args, from_js};

/// A record reader's options, as the game's `new` takes them: the table's
/// formal setting and the language (any other key is ignored).
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub(crate) struct ReadOptions {
    /// Formal match: the loaded game allows no undo.
    pub formal: bool,
    /// "vi" or "en" (default): the language of the refusals.
    pub language: Option<String>,
}

/// What a record read in gives.
#[derive(Serialize)]
pub(crate) struct ReadOut<R> {
    /// The game as the game class's `record()` saves it.
    pub record: R,
    /// The players, the first side's first, "" where the record names none.
    pub names: [String; 2],
}

/// The players' names for a record: up to two texts, the first side's
/// first (`undefined` or `null`: none).
pub(crate) fn player_names(names: &JsValue, what: &str) -> Result<[String; 2], JsValue> {
    if names.is_undefined() || names.is_null() {
        return Ok(Default::default());
    }
    let list: Vec<String> = from_js(names, what)
        .map_err(|_| args::type_error(what, "a list of up to two names", names))?;
    if list.len() > 2 {
        return Err(args::type_error(what, "a list of up to two names", names));
    }
    let mut list = list.into_iter();
    Ok([
        list.next().unwrap_or_default(),
        list.next().unwrap_or_default(),
    ])
}
