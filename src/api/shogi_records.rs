//! Shogi's record formats, a wasm module of their own (`shogi_records`):
//! the play page loads it only when a record is written or read, so a
//! person playing (or a board on another page) never downloads them.
//!
//! They convert between a record's text (KIF, KI2, CSA, a USI `position …
//! moves …` line) and the saved game that `ShogiGame.record()` gives and
//! `ShogiGame.fromRecord()` takes. The saved game holds all that a record
//! read in brings (the start, the moves, an ending no move shows and its
//! winner) but the players' names, which `readShogiRecord` returns beside
//! it.

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::{
    args, from_js, from_js_or_default, js_error, language_arg, language_or_english, saved_record,
    to_js, words,
};
use crate::core::Lang;
use crate::games::shogi::{read_record, Game, GameRecord, RecordFormat};

/// `readShogiRecord`'s options, as `ShogiGame`'s `new` takes them: the
/// table's formal setting and the language (a seed or any other key is
/// ignored).
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
struct ReadOut {
    /// The game as `ShogiGame.record()` saves it.
    record: GameRecord,
    /// Sente's and Gote's players, "" where the record names none.
    names: [String; 2],
}

/// A game read from a record: KIF, KI2, CSA or a USI `position … moves …`
/// line, told apart by the engine; every move is replayed and checked.
/// Returns `{record, names}`: the saved game for `ShogiGame.fromRecord`
/// (formal when `options.formal`) and the players' names, Sente's first.
/// Options: `{formal, language: "en"|"vi"}`.
#[wasm_bindgen(
    js_name = readShogiRecord,
    unchecked_return_type = "{record: any, names: [string, string]}"
)]
pub fn read_shogi_record(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(
        unchecked_param_type = "{formal?: boolean, language?: \"vi\" | \"en\"} | undefined"
    )]
    options: JsValue,
) -> Result<JsValue, JsValue> {
    let text = args::text(&text, "readShogiRecord: text")?;
    let options: ReadOptions = from_js_or_default(options, "record options")?;
    let lang = language_or_english(options.language)?;
    let (game, names) = read_record(&text).map_err(|e| js_error(e.text(lang)))?;
    let mut record = game.record();
    record.formal = options.formal;
    to_js(&ReadOut { record, names })
}

/// A game saved with `ShogiGame.record()` written as a record: `format`
/// "kif", "ki2" (move names alone, as books print them), "csa" (V2.2) or
/// "usi"; `names` are Sente's and Gote's players; `language` words the
/// refusals.
#[wasm_bindgen(js_name = writeShogiRecord)]
pub fn write_shogi_record(
    record: JsValue,
    #[wasm_bindgen(unchecked_param_type = "\"kif\" | \"ki2\" | \"csa\" | \"usi\"")] format: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string[] | undefined")] names: JsValue,
    #[wasm_bindgen(unchecked_param_type = "\"vi\" | \"en\" | undefined")] language: JsValue,
) -> Result<String, JsValue> {
    let lang = language_arg(&language, "writeShogiRecord: language")?;
    let format_name = args::text(&format, "writeShogiRecord: format")?;
    let format = format_name
        .parse::<RecordFormat>()
        .map_err(|_| not_a_format(&format_name, lang))?;
    let [sente, gote] = player_names(&names, "writeShogiRecord: names")?;
    let record: GameRecord = saved_record(&record, lang)?;
    let game = Game::from_record(&record).map_err(|e| js_error(e.text(lang)))?;
    Ok(game.to_record([&sente, &gote], format))
}

/// The refusal of a format name that is none of the record formats.
fn not_a_format(name: &str, lang: Lang) -> JsValue {
    words(
        lang,
        format!("'{name}' is not a record format (use \"kif\", \"ki2\", \"csa\" or \"usi\")"),
        format!(
            "'{name}' không phải là định dạng biên bản (dùng \"kif\", \"ki2\", \"csa\" hoặc \"usi\")"
        ),
    )
}

/// The players' names for a record: up to two texts, Sente's first.
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
