//! Cờ tướng's PGN records for the page: `readXiangqiPgn` and
//! `writeXiangqiPgn` convert between a PGN text and the saved game that
//! `XiangqiGame.record()` gives and `XiangqiGame.fromRecord()` takes, as
//! the other games' record modules do: a wasm module of its own
//! (`xiangqi_records`, the engine with PGN and no class), which the play
//! page fetches the first time a record is written or read, so a person
//! playing never downloads it.

use wasm_bindgen::prelude::*;

use crate::api::records::{player_names, ReadOptions, ReadOut};
use crate::api::{
    args, from_js_or_default, js_error, language_arg, language_or_english, saved_record, to_js,
    words,
};
use crate::core::{Game as _, Lang};
use crate::games::xiangqi::{read_pgn, Game, GameRecord, PgnMoves};

/// A game read from PGN (moves in ICCS, WXF or Vietnamese), every move
/// replayed and checked. Returns `{record, names}`: the saved game for
/// `XiangqiGame.fromRecord` (formal when `options.formal`) and the players'
/// names, Red's first. Options: `{formal, language: "en"|"vi"}`.
#[wasm_bindgen(
    js_name = readXiangqiPgn,
    unchecked_return_type = "{record: any, names: [string, string]}"
)]
pub fn read_xiangqi_pgn(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(
        unchecked_param_type = "{formal?: boolean, language?: \"vi\" | \"en\"} | undefined"
    )]
    options: JsValue,
) -> Result<JsValue, JsValue> {
    let text = args::text(&text, "readXiangqiPgn: text")?;
    let options: ReadOptions = from_js_or_default(options, "record options")?;
    let lang = language_or_english(options.language)?;
    let read = read_pgn(&text).map_err(|e| js_error(e.text(lang)))?;
    let mut record = read.game.record();
    record.table.formal = options.formal;
    to_js(&ReadOut {
        record,
        names: read.names,
    })
}

/// A game saved with `XiangqiGame.record()` written as PGN: `moves`
/// "iccs" or "wxf" says how its moves are written; `names` are Red's and
/// Black's players; `language` words the refusals and the comment on how
/// the game ended.
#[wasm_bindgen(js_name = writeXiangqiPgn)]
pub fn write_xiangqi_pgn(
    record: JsValue,
    #[wasm_bindgen(unchecked_param_type = "\"iccs\" | \"wxf\"")] moves: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string[] | undefined")] names: JsValue,
    #[wasm_bindgen(unchecked_param_type = "\"vi\" | \"en\" | undefined")] language: JsValue,
) -> Result<String, JsValue> {
    let lang = language_arg(&language, "writeXiangqiPgn: language")?;
    let form_name = args::text(&moves, "writeXiangqiPgn: moves")?;
    let form = match form_name.to_ascii_lowercase().as_str() {
        "iccs" => PgnMoves::Iccs,
        "wxf" => PgnMoves::Wxf,
        _ => return Err(not_a_form(&form_name, lang)),
    };
    let [red, black] = player_names(&names, "writeXiangqiPgn: names")?;
    let record: GameRecord = saved_record(&record, lang)?;
    let game = Game::from_record(&record).map_err(|e| js_error(e.text(lang)))?;
    Ok(game.to_pgn([&red, &black], form, lang))
}

/// The refusal of a move form that PGN is not written in.
fn not_a_form(name: &str, lang: Lang) -> JsValue {
    words(
        lang,
        format!("'{name}' is not a way to write a PGN's moves (use \"iccs\" or \"wxf\")"),
        format!("'{name}' không phải là cách ghi nước đi của PGN (dùng \"iccs\" hoặc \"wxf\")"),
    )
}
