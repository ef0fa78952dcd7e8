//! Cờ tướng's PGN records for the page: `readXiangqiPgn` and
//! `writeXiangqiPgn` convert between a PGN text and the saved game that
//! `XiangqiGame.record()` gives and `XiangqiGame.fromRecord()` takes, as
//! the other games' record modules do: a wasm module of its own
//! (`xiangqi_records`, the engine with PGN and no class), which the play
//! page fetches the first time a record is written or read, so a person
//! playing never downloads it.

use wasm_bindgen::prelude::*;

use crate::api::records::{self, NamedGame, RecordModule};
use crate::api::words;
use crate::core::Lang;
use crate::games::xiangqi::{read_pgn, Error, Game, GameRecord, PgnMoves};

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
    records::read::<XiangqiPgn>(&text, options)
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
    records::write::<XiangqiPgn>(&record, &moves, &names, &language)
}

/// Cờ tướng's PGN, its moves in ICCS or WXF.
struct XiangqiPgn;

impl RecordModule for XiangqiPgn {
    type Game = Game;
    type Format = PgnMoves;
    const READ: &'static str = "readXiangqiPgn";
    const WRITE: &'static str = "writeXiangqiPgn";
    const FORMAT_ARG: &'static str = "moves";

    fn read(text: &str) -> Result<NamedGame<Game>, Error> {
        read_pgn(text).map(|read| (read.game, read.names))
    }

    fn set_formal(record: &mut GameRecord, formal: bool) {
        record.table.formal = formal;
    }

    fn format(name: &str, lang: Lang) -> Result<PgnMoves, JsValue> {
        match name.to_ascii_lowercase().as_str() {
            "iccs" => Ok(PgnMoves::Iccs),
            "wxf" => Ok(PgnMoves::Wxf),
            _ => Err(not_a_form(name, lang)),
        }
    }

    fn write(game: &Game, names: [&str; 2], moves: PgnMoves, lang: Lang) -> String {
        game.to_pgn(names, moves, lang)
    }
}

/// The refusal of a move form that PGN is not written in.
fn not_a_form(name: &str, lang: Lang) -> JsValue {
    words(
        lang,
        format!("'{name}' is not a way to write a PGN's moves (use \"iccs\" or \"wxf\")"),
        format!("'{name}' không phải là cách ghi nước đi của PGN (dùng \"iccs\" hoặc \"wxf\")"),
    )
}
