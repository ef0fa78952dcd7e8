//! The JavaScript face of the engines: thin wrappers that convert values,
//! validate input and turn every error into a JS `Error` for a player to
//! read. No rule lives here.
//!
//! What every game's classes do in the same words lives here once: reading
//! options and languages, places and move codes, the outcome and the score.
//! The board games' classes share their verbs through `board_game` (the
//! generic functions over the engine's `Game`), `game_class` (the macro
//! that writes each class's exports over them) and `states` (the parts of
//! a state they share); the board classes theirs through `boards`.

// The thinker machinery (each game's API module declares its thinker).
#[cfg(feature = "computer")]
mod ai;
pub(crate) mod args;
mod board_game;
mod boards;
mod game_class;
mod plain;
mod records;
mod states;

/// Each game's API module, its classes and functions re-exported here
/// flat, as the JS module has them.
macro_rules! game_apis {
    ($([$id:ident $name:literal $feature:literal])*) => {$(
        #[cfg(game = $name)]
        pub mod $id;
        #[cfg(game = $name)]
        pub use $id::*;
    )*};
}
for_each_game!(game_apis);

use serde::de::DeserializeOwned;
use serde::ser::{Serialize, SerializeStruct, Serializer};
use wasm_bindgen::prelude::*;

use crate::core::{BoardSquare, Place, HAND_BASE};
use crate::core::{Lang, Outcome, Side};

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

/// A message of the API itself (not the engine's) in the game's language.
pub(crate) fn words(lang: Lang, en: String, vi: String) -> JsValue {
    js_error(match lang {
        Lang::En => en,
        Lang::Vi => vi,
    })
}

/// A language code ("vi", "en"); a wrong one is refused in both languages.
pub(crate) fn parse_language(code: &str) -> Result<Lang, JsValue> {
    Lang::parse(code).ok_or_else(|| {
        js_error(format!(
            "'{code}' is not a language (use \"vi\" or \"en\") · '{code}' không phải là ngôn ngữ (dùng \"vi\" hoặc \"en\")"
        ))
    })
}

pub(crate) fn language_or_english(language: Option<String>) -> Result<Lang, JsValue> {
    language.map_or(Ok(Lang::En), |code| parse_language(&code))
}

/// A language argument that may be left out (English then).
pub(crate) fn language_arg(value: &JsValue, what: &str) -> Result<Lang, JsValue> {
    language_or_english(args::optional_text(value, what)?)
}

/// A plain JS object (the options, a view, a choice) read as `T`; undefined
/// or null gives the defaults. `what` names it in the error: "bad {what}: …".
pub(crate) fn from_js_or_default<T: DeserializeOwned + Default>(
    value: JsValue,
    what: &str,
) -> Result<T, JsValue> {
    // `plain` keeps undefined and null as they are.
    read_plain(args::plain(&value, what)?, what)
}

/// A JS object read as `T`, after copying it to plain data (see `args`).
pub(crate) fn from_js<T: DeserializeOwned>(value: &JsValue, what: &str) -> Result<T, JsValue> {
    from_plain(args::plain(value, what)?, what)
}

fn from_plain<T: DeserializeOwned>(value: JsValue, what: &str) -> Result<T, JsValue> {
    plain::from_plain(value).map_err(|e| js_error(format!("bad {what}: {e}")))
}

/// Plain data (already copied by `args::plain`) read as `T`; undefined or
/// null gives the defaults.
pub(crate) fn read_plain<T: DeserializeOwned + Default>(
    value: JsValue,
    what: &str,
) -> Result<T, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(T::default());
    }
    from_plain(value, what)
}

/// A pointer's `(x, y, flipped)` for `method`'s hit tests.
pub(crate) fn pointer(
    x: &JsValue,
    y: &JsValue,
    flipped: &JsValue,
    method: &str,
) -> Result<(f64, f64, bool), JsValue> {
    Ok((
        args::number(x, &format!("{method}: x"))?,
        args::number(y, &format!("{method}: y"))?,
        args::flag(flipped, &format!("{method}: flipped"))?,
    ))
}

/// A game saved with `record()`, read back as `T`; a refusal says "not a
/// saved game" and why, in the game's language.
pub(crate) fn saved_record<T: DeserializeOwned>(
    record: &JsValue,
    lang: Lang,
) -> Result<T, JsValue> {
    read_saved(record, lang, SAVED_GAME)
}

/// What a saved record is, in English and Vietnamese, for its refusals.
pub(crate) type Saved = [&'static str; 2];

/// A board game's saved record.
const SAVED_GAME: Saved = ["a saved game", "ván cờ đã lưu"];

/// A saved record (`what` it is) read back as `T`; a refusal says it is
/// not one, and why.
pub(crate) fn read_saved<T: DeserializeOwned>(
    record: &JsValue,
    lang: Lang,
    what: Saved,
) -> Result<T, JsValue> {
    let not_saved = |detail: String| not_saved(lang, what, &detail);
    if !record.is_object() {
        return Err(not_saved(String::new()));
    }
    let record = args::plain_or_why(record).map_err(|why| not_saved(format!(": {why}")))?;
    plain::from_plain(record).map_err(|e| not_saved(format!(": {e}")))
}

/// "not {what}{detail}" in the game's language.
pub(crate) fn not_saved(lang: Lang, [en, vi]: Saved, detail: &str) -> JsValue {
    words(
        lang,
        format!("not {en}{detail}"),
        format!("không phải là {vi}{detail}"),
    )
}

/// A seed from a JS number: a whole number that a double holds exactly.
pub(crate) fn whole_seed(seed: f64) -> Option<u64> {
    let whole = seed >= 0.0 && seed.fract() == 0.0 && seed <= 9_007_199_254_740_991.0;
    whole.then_some(seed as u64)
}

/// An options object's `seed`: a whole number, or a refusal in the game's
/// language (`vi_not_whole` words "is not a whole number" after
/// "hạt giống {seed}").
pub(crate) fn seed_option(seed: f64, lang: Lang, vi_not_whole: &str) -> Result<u64, JsValue> {
    whole_seed(seed).ok_or_else(|| {
        let seed = args::number_text(seed);
        words(
            lang,
            format!("seed {seed} is not a whole number"),
            format!("hạt giống {seed} {vi_not_whole}"),
        )
    })
}

/// The Vietnamese of a seed that is not a whole number (a game's options
/// other than shogi's, which says "không phải là số nguyên").
pub(crate) const NOT_A_WHOLE_SEED: &str = "không phải là số nguyên không âm";

/// A JS number that can be a move code (a whole number in `u32`'s range).
pub(crate) fn code_number(code: f64) -> Option<u32> {
    let in_range = code >= 0.0 && code.fract() == 0.0 && code <= u32::MAX as f64;
    in_range.then_some(code as u32)
}

#[derive(serde::Serialize)]
pub(crate) struct OutcomeOut {
    /// The winner's id ("sente", "orange", "red" …), or null for a draw.
    winner: Option<&'static str>,
    reason: &'static str,
    /// The reason in words, as the result line shows it, in the game's
    /// language.
    text: &'static str,
}

/// An outcome with the sides named by the game's `side_id` and the reason
/// worded by the engine.
pub(crate) fn outcome_out(o: Outcome, side_id: fn(Side) -> &'static str, lang: Lang) -> OutcomeOut {
    OutcomeOut {
        winner: o.winner.map(side_id),
        reason: o.reason.as_str(),
        text: o.reason.verdict(lang),
    }
}

/// The names a page may call each side by, the first side's first.
pub(crate) type SideNames = [&'static [&'static str]; 2];

/// The side `text` names, if any.
pub(crate) fn side_named(text: &str, names: SideNames) -> Option<Side> {
    let mut sides = Side::BOTH.into_iter().zip(names);
    sides.find_map(|(side, names)| names.contains(&text).then_some(side))
}

/// A value for each side, as a JS object keyed by the game's side ids
/// (`{sente: …, gote: …}`), the first side's first.
pub(crate) struct BySide<T> {
    ids: [&'static str; 2],
    values: [T; 2],
}

impl<T> BySide<T> {
    /// The values of `Side::BOTH`, the sides named by `side_id`.
    pub(crate) fn new(side_id: fn(Side) -> &'static str, values: [T; 2]) -> Self {
        BySide {
            ids: Side::BOTH.map(side_id),
            values,
        }
    }
}

impl<T: Serialize> Serialize for BySide<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("BySide", 2)?;
        out.serialize_field(self.ids[0], &self.values[0])?;
        out.serialize_field(self.ids[1], &self.values[1])?;
        out.end()
    }
}

/// Match points per side, `{<first>: 1|½|0, <second>: …}`, once the game
/// is over; null before.
pub(crate) fn score(
    outcome: Option<Outcome>,
    side_id: fn(Side) -> &'static str,
) -> Result<JsValue, JsValue> {
    to_js(&outcome.map(|o| {
        let points = match o.winner {
            Some(Side::First) => [1.0, 0.0],
            Some(Side::Second) => [0.0, 1.0],
            None => [0.5, 0.5],
        };
        BySide::new(side_id, points)
    }))
}

/// A place of a board with hands from a number (0–80 a square, then the
/// hands) or a square's name (`parse`; `example` shows one, "7g").
pub(crate) fn parse_place<S: BoardSquare, const K: usize>(
    value: &JsValue,
    lang: Lang,
    example: &str,
    parse: fn(&str) -> Option<S>,
) -> Result<Place<S, K>, JsValue> {
    let last = Place::<S, K>::COUNT - 1;
    let bad = |what: String| {
        words(
            lang,
            format!("{what} is not a place: a square like \"{example}\", a square index 0-80 or a hand place {HAND_BASE}-{last}"),
            format!("{what} không phải là một vị trí: một ô như \"{example}\", chỉ số ô 0-80 hoặc vị trí trong tay {HAND_BASE}-{last}"),
        )
    };
    if let Some(n) = value.as_f64() {
        let id = (n >= 0.0 && n.fract() == 0.0 && n < 1e6).then_some(n as u32);
        return id
            .and_then(Place::from_id)
            .ok_or_else(|| bad(args::number_text(n)));
    }
    let text = value.as_string().unwrap_or_default();
    parse(text.trim())
        .map(Place::Square)
        .ok_or_else(|| bad(format!("'{text}'")))
}

/// A move's destination: a place that is a square.
pub(crate) fn square_of<S, const K: usize>(place: Place<S, K>, lang: Lang) -> Result<S, JsValue> {
    match place {
        Place::Square(sq) => Ok(sq),
        Place::Hand(..) => Err(words(
            lang,
            "a move goes to a square of the board, not into a hand".into(),
            "nước đi phải tới một ô trên bàn cờ, không phải vào tay".into(),
        )),
    }
}

/// Counts the leaf nodes of the legal move tree (`game` as on the command
/// line, `position` in the game's text or `startpos`). For benchmarks and
/// outside checks; the same signature for every game.
/// The depth is a whole number from 0 to 16.
#[cfg(registry)]
#[wasm_bindgen]
pub fn perft(
    #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
) -> Result<f64, JsValue> {
    let [game, position] = args::texts([(&game, "perft: game"), (&position, "perft: position")])?;
    let depth = match depth.as_f64() {
        Some(d) if d >= 0.0 && d.fract() == 0.0 => d.min(u32::MAX as f64) as u32,
        Some(d) => {
            return Err(args::range_error(
                "perft: depth",
                &format!("a whole number from 0 to {}", crate::MAX_PERFT_DEPTH),
                d,
            ))
        }
        None => return Err(args::type_error("perft: depth", "a whole number", &depth)),
    };
    crate::perft(&game, &position, depth)
        .map(|n| n as f64)
        .map_err(js_error)
}
