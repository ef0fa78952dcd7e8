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

use wasm_bindgen::prelude::*;

use crate::api::records::{player_names, ReadOptions, ReadOut};
use crate::api::{
    args, from_js_or_default, js_error, language_arg, language_or_english, saved_record, to_js,
    words,
};
use crate::core::{Game as _, Lang};
use crate::games::shogi::{read_record, Game, GameRecord, RecordFormat};

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
