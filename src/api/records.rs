//! What the games' record modules (`api::<game>::records`) share: the
//! reader and the writer, written once over a [`RecordModule`] (what a
//! game's record formats add: its export names, how its text is read and
//! written), so each `#[wasm_bindgen]` export is one call.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::{
    args, from_js, from_js_or_default, js_error, language_arg, language_or_english, saved_record,
    to_js,
};
use crate::core::{Game, GameError, Lang};

/// A game read from a record and its players' names, the first side's
/// first.
pub(crate) type NamedGame<G> = (G, [String; 2]);

/// A game's record formats, as the shared reader and writer need them.
pub(crate) trait RecordModule {
    type Game: Game<Record: Serialize + DeserializeOwned>;
    /// How a record is written: its format, or how its moves are.
    type Format;
    /// The reader's and the writer's JS names, which start their refusals.
    const READ: &'static str;
    const WRITE: &'static str;
    /// The writer's argument that names the [`Self::Format`].
    const FORMAT_ARG: &'static str;

    /// The game a record's text holds, every move replayed and checked.
    fn read(text: &str) -> Result<NamedGame<Self::Game>, <Self::Game as Game>::Error>;
    /// Marks a read game's saved record formal (no undo) or not.
    fn set_formal(record: &mut <Self::Game as Game>::Record, formal: bool);
    /// The format a name gives, or its refusal in `lang`.
    fn format(name: &str, lang: Lang) -> Result<Self::Format, JsValue>;
    /// The game written as a record.
    fn write(game: &Self::Game, names: [&str; 2], format: Self::Format, lang: Lang) -> String;
}

/// A game read from a record's text: `{record, names}`, the saved game
/// (formal when `options.formal`) and the players' names.
pub(crate) fn read<M: RecordModule>(text: &JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let text = args::text(text, &format!("{}: text", M::READ))?;
    let options: ReadOptions = from_js_or_default(options, "record options")?;
    let lang = language_or_english(options.language)?;
    let (game, names) = M::read(&text).map_err(|e| js_error(e.text(lang)))?;
    let mut record = game.record();
    M::set_formal(&mut record, options.formal);
    to_js(&ReadOut { record, names })
}

/// A saved game written as a record in the format `format` names, with
/// the players' `names`; `language` words the refusals.
pub(crate) fn write<M: RecordModule>(
    record: &JsValue,
    format: &JsValue,
    names: &JsValue,
    language: &JsValue,
) -> Result<String, JsValue> {
    let lang = language_arg(language, &format!("{}: language", M::WRITE))?;
    let format_name = args::text(format, &format!("{}: {}", M::WRITE, M::FORMAT_ARG))?;
    let format = M::format(&format_name, lang)?;
    let [first, second] = player_names(names, &format!("{}: names", M::WRITE))?;
    let record: <M::Game as Game>::Record = saved_record(record, lang)?;
    let game = M::Game::from_record(&record).map_err(|e| js_error(e.text(lang)))?;
    Ok(M::write(&game, [&first, &second], format, lang))
}

/// A record reader's options, as the game's `new` takes them: the table's
/// formal setting and the language (any other key is ignored).
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct ReadOptions {
    /// Formal match: the loaded game allows no undo.
    formal: bool,
    /// "vi" or "en" (default): the language of the refusals.
    language: Option<String>,
}

/// What a record read in gives.
#[derive(Serialize)]
struct ReadOut<R> {
    /// The game as the game class's `record()` saves it.
    record: R,
    /// The players, the first side's first, "" where the record names none.
    names: [String; 2],
}

/// The players' names for a record: up to two texts, the first side's
/// first (`undefined` or `null`: none).
fn player_names(names: &JsValue, what: &str) -> Result<[String; 2], JsValue> {
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
