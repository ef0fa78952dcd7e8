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

use crate::api::records::{self, NamedGame, RecordModule};
use crate::api::words;
use crate::core::Lang;
use crate::games::shogi::{read_record, Error, Game, GameRecord, RecordFormat};

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
    records::read::<ShogiRecords>(&text, options)
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
    records::write::<ShogiRecords>(&record, &format, &names, &language)
}

/// Shogi's record formats: KIF, KI2, CSA and USI.
struct ShogiRecords;

impl RecordModule for ShogiRecords {
    type Game = Game;
    type Format = RecordFormat;
    const READ: &'static str = "readShogiRecord";
    const WRITE: &'static str = "writeShogiRecord";
    const FORMAT_ARG: &'static str = "format";

    fn read(text: &str) -> Result<NamedGame<Game>, Error> {
        read_record(text)
    }

    fn set_formal(record: &mut GameRecord, formal: bool) {
        record.formal = formal;
    }

    fn format(name: &str, lang: Lang) -> Result<RecordFormat, JsValue> {
        name.parse().map_err(|_| not_a_format(name, lang))
    }

    fn write(game: &Game, names: [&str; 2], format: RecordFormat, _lang: Lang) -> String {
        game.to_record(names, format)
    }
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
