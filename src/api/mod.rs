//! The JavaScript face of the engines: thin wrappers that convert values,
//! validate input and turn every error into a JS `Error` for a player to
//! read. No rule lives here.
//!
//! What every game's classes do in the same words lives here once: reading
//! options and languages, places and move codes, the outcome and the score,
//! the board classes' plumbing (`board_class!`, and `hand_board_class!` for
//! boards with hands). The board games' classes share their verbs through
//! `board_game`.

pub(crate) mod args;
mod board_game;
mod card121;
pub mod card121_cards;
mod longphuong;
mod oanquan;
mod shogi;
mod xiangqi;

pub use card121::{Card121Board, Card121Table};
pub use longphuong::{LongPhuongBoard, LongPhuongGame};
pub use oanquan::{OAnQuanBoard, OAnQuanGame};
pub use shogi::{ShogiBoard, ShogiGame};
pub use xiangqi::{XiangqiBoard, XiangqiGame};

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
    if value.is_undefined() || value.is_null() {
        return Ok(T::default());
    }
    from_js(&value, what)
}

/// A JS object read as `T`, after copying it to plain data (see `args`).
pub(crate) fn from_js<T: DeserializeOwned>(value: &JsValue, what: &str) -> Result<T, JsValue> {
    let value = args::plain(value, what)?;
    serde_wasm_bindgen::from_value(value).map_err(|e| js_error(format!("bad {what}: {e}")))
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
    let not_saved = |detail: String| {
        words(
            lang,
            format!("not a saved game{detail}"),
            format!("không phải là ván cờ đã lưu{detail}"),
        )
    };
    if !record.is_object() {
        return Err(not_saved(String::new()));
    }
    let record = args::plain_or_why(record).map_err(|why| not_saved(format!(": {why}")))?;
    serde_wasm_bindgen::from_value(record).map_err(|e| not_saved(format!(": {e}")))
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

/// Match points per side, `{<first>: 1|½|0, <second>: …}` keyed by the
/// game's side ids, once the game is over; null before.
pub(crate) fn score(outcome: Option<Outcome>, ids: [&'static str; 2]) -> Result<JsValue, JsValue> {
    struct Score {
        ids: [&'static str; 2],
        points: [f64; 2],
    }
    impl Serialize for Score {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut out = serializer.serialize_struct("Score", 2)?;
            out.serialize_field(self.ids[0], &self.points[0])?;
            out.serialize_field(self.ids[1], &self.points[1])?;
            out.end()
        }
    }
    to_js(&outcome.map(|o| Score {
        ids,
        points: match o.winner {
            Some(Side::First) => [1.0, 0.0],
            Some(Side::Second) => [0.0, 1.0],
            None => [0.5, 0.5],
        },
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
            .ok_or_else(|| bad(n.to_string()));
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

// The macros below write `#[wasm_bindgen] impl` blocks. A doc comment
// handed to a macro reaches wasm-bindgen as a raw string and would show as
// `r" …"` in the generated JS and TypeScript, so every doc here is written
// in the macro itself; a verb whose doc differs per game (`draw`, `score`)
// stays in its game's file.

/// The verbs every board class has in the same words: `new(canvas)` and
/// `resize`. The class holds its game's painter in `painter`.
macro_rules! board_class {
    ($board:ident($painter:ty)) => {
        #[wasm_bindgen]
        impl $board {
            #[wasm_bindgen(constructor)]
            pub fn new(
                #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: JsValue,
            ) -> Result<$board, JsValue> {
                let canvas = $crate::api::args::canvas(canvas, "canvas")?;
                Ok($board {
                    painter: <$painter>::new(canvas).map_err($crate::api::js_error)?,
                })
            }

            /// Sizes the canvas to `css_width` × `css_height` CSS pixels at the
            /// screen's pixel ratio, so lines stay sharp.
            pub fn resize(
                &mut self,
                #[wasm_bindgen(unchecked_param_type = "number")] css_width: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] css_height: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] pixel_ratio: JsValue,
            ) -> Result<(), JsValue> {
                use $crate::api::args;
                let width = args::css_size(&css_width, "resize: cssWidth")?;
                let height = args::css_size(&css_height, "resize: cssHeight")?;
                let ratio = args::pixel_ratio(&pixel_ratio, "resize: pixelRatio")?;
                self.painter.resize(width, height, ratio);
                Ok(())
            }
        }
    };
}
use board_class;

/// A board class for a board with hands beside it (above and below it on a
/// narrow canvas): the struct around the game's painter, `board_class!`'s
/// verbs and the place verbs, answered by the painter's `layout()`:
/// `squareAt`, `handAt`, `step`, `home`, `squareCenter`, `handCenter`,
/// `handPlace` and `stacked`. The game gives its `Place` type, `parse` (a
/// place from a JS value), `hand_place` with the name of its kind argument
/// (a side's and a kind's names to a hand place, or an `Error`) and
/// `hand_out` (what `handAt` says of a place: `None` for a square).
macro_rules! hand_board_class {
    (
        $board:ident($painter:ty, $place:ty),
        parse: $parse:path,
        hand_place(side, $kind:ident): $hand_place:path,
        hand_out: $hand_out:path $(,)?
    ) => {
        /// The board on a `<canvas>`: draws a game and maps pointer positions back
        /// to places (squares and hand kinds).
        #[wasm_bindgen]
        pub struct $board {
            painter: $painter,
        }

        $crate::api::board_class!($board($painter));

        #[wasm_bindgen]
        impl $board {
            /// The place under a pointer at (x, y) CSS pixels from the canvas's
            /// top-left corner: a square (0-80), a hand kind (81-94), or -1.
            #[wasm_bindgen(js_name = squareAt)]
            pub fn square_at(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
                #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
            ) -> Result<i32, JsValue> {
                let (x, y, flipped) = $crate::api::pointer(&x, &y, &flipped, "squareAt")?;
                let place = self.painter.layout().place_at(x, y, flipped);
                Ok(place.map_or(-1, |p| p.id() as i32))
            }

            /// The hand kind under a pointer: `{place, side}` and the kind's id
            /// (`role` in shogi, `kind` in Cờ Long Phượng), or null.
            #[wasm_bindgen(js_name = handAt)]
            pub fn hand_at(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
                #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
            ) -> Result<JsValue, JsValue> {
                let (x, y, flipped) = $crate::api::pointer(&x, &y, &flipped, "handAt")?;
                let place = self.painter.layout().place_at(x, y, flipped);
                $crate::api::to_js(&place.and_then($hand_out))
            }

            /// The place one keyboard-cursor step (`dcol`, `drow` on the screen)
            /// from `place`: across the board and into and out of the hands.
            pub fn step(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] place: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] dcol: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] drow: JsValue,
                #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
            ) -> Result<u32, JsValue> {
                use $crate::api::args;
                let last = <$place>::COUNT - 1;
                let place = args::whole(&place, "step: place", last as u32)?;
                let from = <$place>::from_id(place).ok_or_else(|| {
                    $crate::api::js_error(format!("{place} is not a place (0-{last})"))
                })?;
                let dcol = args::step(&dcol, "step: dcol", 1)?;
                let drow = args::step(&drow, "step: drow", 1)?;
                let flipped = args::flag(&flipped, "step: flipped")?;
                let to = self.painter.layout().step(from, dcol, drow, flipped);
                Ok(to.id())
            }

            /// Where the keyboard cursor first appears: the middle of the near
            /// edge.
            pub fn home(
                &self,
                #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
            ) -> Result<u32, JsValue> {
                let flipped = $crate::api::args::flag(&flipped, "home: flipped")?;
                Ok(self.painter.layout().home(flipped).id())
            }

            /// The CSS-pixel centre of a place (a square's name, 0-80 or a hand
            /// place 81-94), for pointer tests and overlays.
            #[wasm_bindgen(js_name = squareCenter)]
            pub fn square_center(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number | string")] place: JsValue,
                #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
            ) -> Result<Vec<f64>, JsValue> {
                let flipped = $crate::api::args::flag(&flipped, "squareCenter: flipped")?;
                let place = $parse(&place, $crate::core::Lang::En)?;
                let (x, y) = self.painter.layout().center(place, flipped);
                Ok(vec![x, y])
            }

            /// The CSS-pixel centre of a side's hand kind (the side's id, the
            /// kind's id or letter).
            #[wasm_bindgen(js_name = handCenter)]
            pub fn hand_center(
                &self,
                #[wasm_bindgen(unchecked_param_type = "string")] side: JsValue,
                #[wasm_bindgen(unchecked_param_type = "string")] $kind: JsValue,
                #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
            ) -> Result<Vec<f64>, JsValue> {
                use $crate::api::args;
                let side = args::text(&side, "handCenter: side")?;
                let $kind = args::text(&$kind, concat!("handCenter: ", stringify!($kind)))?;
                let flipped = args::flag(&flipped, "handCenter: flipped")?;
                let place = $hand_place(&side, &$kind)?;
                let (x, y) = self.painter.layout().center(place, flipped);
                Ok(vec![x, y])
            }

            /// The hand place of a side's kind: 81 + 7·side + kind.
            #[wasm_bindgen(js_name = handPlace)]
            pub fn hand_place(
                #[wasm_bindgen(unchecked_param_type = "string")] side: JsValue,
                #[wasm_bindgen(unchecked_param_type = "string")] $kind: JsValue,
            ) -> Result<u32, JsValue> {
                use $crate::api::args;
                let side = args::text(&side, "handPlace: side")?;
                let $kind = args::text(&$kind, concat!("handPlace: ", stringify!($kind)))?;
                $hand_place(&side, &$kind).map(<$place>::id)
            }

            /// Whether the hands sit above and below the board (a narrow
            /// canvas) rather than beside it.
            pub fn stacked(&self) -> bool {
                self.painter.layout().stacked
            }
        }
    };
}
use hand_board_class;

/// Counts the leaf nodes of the legal move tree (`game` as on the command
/// line, `position` in the game's text or `startpos`). For benchmarks and
/// outside checks; the same signature for every game.
/// The depth is a whole number from 0 to 16.
#[wasm_bindgen]
pub fn perft(
    #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
) -> Result<f64, JsValue> {
    let game = args::text(&game, "perft: game")?;
    let position = args::text(&position, "perft: position")?;
    let depth = match depth.as_f64() {
        Some(d) if d >= 0.0 && d.fract() == 0.0 => d.min(u32::MAX as f64) as u32,
        Some(d) => {
            return Err(js_sys::RangeError::new(&format!(
                "perft: depth must be a whole number from 0 to {}, not {d}",
                crate::MAX_PERFT_DEPTH
            ))
            .into())
        }
        None => return Err(args::type_error("perft: depth", "a whole number", &depth)),
    };
    crate::perft(&game, &position, depth)
        .map(|n| n as f64)
        .map_err(js_error)
}

/// Runs a fixed 121 workload (`kind` "score": `count` random hands scored;
/// "rounds": `count` bot rounds) and returns its checksum, the same as
/// `rulebook bench 121 <kind> <count>` prints. For benchmarks.
#[wasm_bindgen(js_name = bench121)]
pub fn bench_121(
    #[wasm_bindgen(unchecked_param_type = "string")] kind: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
) -> Result<f64, JsValue> {
    use crate::games::card121::workload;
    let kind = args::text(&kind, "bench121: kind")?;
    let count = args::whole(&count, "bench121: count", 1_000_000)?;
    match kind.as_str() {
        "score" => Ok(workload::score_random_hands(121, count) as f64),
        "rounds" => Ok(workload::bot_rounds(121, count) as f64),
        _ => Err(js_error(format!(
            "unknown 121 workload '{kind}': score or rounds"
        ))),
    }
}
