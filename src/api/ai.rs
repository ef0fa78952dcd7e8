//! The computer player's classes (`<Game>Thinker`), written once: each
//! keeps one search (its transposition table allocated once) and thinks
//! over a game class's
//! timeline (its start and every ply, so repetition is judged as the rules
//! judge it), reporting each finished iteration to a JS callback and
//! answering the best move. A page runs it in a Web Worker: the search is
//! synchronous and reads the clock (`performance.now()`) only to stop.
//! A game enters with one `thinker_class!` line in its API module.

use std::sync::atomic::{AtomicBool, Ordering};

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::{args, from_js_or_default, to_js, whole_seed, words};
use crate::ai::words::{bar_share, Verdict};
use crate::ai::{Answer, Iteration, Level, Levels, Score, Search, Searchable, Settings, MAX_PLY};
use crate::core::board_rules::PlyOf;
use crate::core::{Lang, Outcome, Side};

/// The transposition table's size when `new` is given none, and the most
/// it may be (it is allocated at once, in the worker's memory).
const DEFAULT_TABLE_MB: u32 = 16;
const MAX_TABLE_MB: u32 = 32;
/// The longest time a search may be given (a day), and the most nodes.
const MAX_MOVETIME_MS: u64 = 86_400_000;
const MAX_NODES: u64 = 1_000_000_000_000_000;

/// What `think` reads from its settings object; every key may be left out
/// (level 8 then).
#[derive(Deserialize, Default)]
#[serde(default)]
struct SettingsIn {
    /// 1–8; the limits below replace the level's own.
    level: Option<f64>,
    depth: Option<f64>,
    nodes: Option<f64>,
    /// Milliseconds.
    movetime: Option<f64>,
    /// The lower levels' choice among close moves (a whole number).
    seed: Option<f64>,
}

/// A whole number from `min` to `max` for the setting `name` (the bounds
/// are integers: no float is ever formatted here, which would pull in
/// about 16 KB).
fn whole_in(value: f64, name: &str, min: u64, max: u64) -> Result<f64, JsValue> {
    if value.fract() == 0.0 && (min as f64..=max as f64).contains(&value) {
        return Ok(value);
    }
    Err(js_sys::RangeError::new(&format!(
        "think: settings.{name} must be a whole number from {min} to {max}, not {}",
        args::number_text(value)
    ))
    .into())
}

/// The search's settings from the JS object (see [`SettingsIn`]).
fn read_settings(value: JsValue, levels: &Levels) -> Result<Settings, JsValue> {
    let read: SettingsIn = from_js_or_default(value, "think: settings")?;
    let level = match read.level {
        Some(n) => whole_in(n, "level", 1, Level::MAX.number().into())? as u32,
        None => Level::MAX.number(),
    };
    let level = Level::new(level).unwrap_or(Level::MAX); // 1–8 by now
    let seed = match read.seed {
        Some(seed) => whole_seed(seed).ok_or_else(|| {
            js_sys::RangeError::new(&format!(
                "think: settings.seed must be a whole number from 0 to 2^53, not {}",
                args::number_text(seed)
            ))
        })?,
        None => 0,
    };
    let mut settings = level.settings(levels, seed);
    let depth = read
        .depth
        .map(|d| whole_in(d, "depth", 1, (MAX_PLY / 2) as u64));
    let nodes = read.nodes.map(|n| whole_in(n, "nodes", 1, MAX_NODES));
    let movetime = read
        .movetime
        .map(|t| whole_in(t, "movetime", 1, MAX_MOVETIME_MS));
    if depth.is_some() || nodes.is_some() || movetime.is_some() {
        settings.limits.depth = depth.transpose()?.map(|d| d as u32);
        settings.limits.nodes = nodes.transpose()?.map(|n| n as u64);
        settings.limits.movetime_ms = movetime.transpose()?.map(|t| t as u64);
    }
    Ok(settings)
}

/// `new`'s table size in MB, the default when left out.
pub(crate) fn read_table_mb(value: &JsValue) -> Result<usize, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(DEFAULT_TABLE_MB as usize);
    }
    let mb = args::whole(value, "new: tableMb", MAX_TABLE_MB)?;
    if mb == 0 {
        return Err(js_sys::RangeError::new("new: tableMb must be at least 1").into());
    }
    Ok(mb as usize)
}

/// Milliseconds since `began` by the global `performance.now()` (the
/// worker's or the window's), else by `Date.now()`.
fn now_ms() -> f64 {
    let performance = js_sys::Reflect::get(&js_sys::global(), &"performance".into()).ok();
    let now = performance.as_ref().and_then(|p| {
        let now = js_sys::Reflect::get(p, &"now".into()).ok()?;
        now.dyn_ref::<js_sys::Function>()?.call0(p).ok()?.as_f64()
    });
    now.unwrap_or_else(js_sys::Date::now)
}

/// A score as the page reads it: `{cp}` or `{mate}` for the side to move.
#[derive(Serialize)]
struct ScoreOut {
    #[serde(skip_serializing_if = "Option::is_none")]
    cp: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    mate: Option<i32>,
}

/// A move as the page reads it: its code and its text.
#[derive(Serialize)]
struct MoveOut {
    code: u32,
    text: String,
}

/// One finished iteration, or the answer (with `best`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ThoughtOut {
    depth: u32,
    score: ScoreOut,
    nodes: u64,
    /// Milliseconds since the search began.
    time: u64,
    pv: Vec<MoveOut>,
    /// The score in words ("Red is better"), in the game's language.
    words: String,
    /// The first side's share of an evaluation bar, 0–1000.
    bar: u32,
    /// The answer only: the move to play (null when none is legal).
    #[serde(skip_serializing_if = "Option::is_none")]
    best: Option<Option<MoveOut>>,
}

/// How a game's moves and sides are written.
pub(crate) struct Wording<M> {
    pub code: fn(M) -> u32,
    pub text: fn(M) -> String,
    pub side_name: fn(Side, Lang) -> &'static str,
}

impl<M: Copy> Wording<M> {
    fn thought(&self, it: &Iteration<M>, mover: Side, time: u64, lang: Lang) -> ThoughtOut {
        let (cp, mate) = match it.score {
            Score::Centipawns(cp) => (Some(cp), None),
            Score::Mate(n) => (None, Some(n)),
        };
        let pv = it.pv.iter().map(|&m| self.move_out(m)).collect();
        ThoughtOut {
            depth: it.depth,
            score: ScoreOut { cp, mate },
            nodes: it.nodes,
            time,
            pv,
            words: Verdict::of(it.score, mover).text(self.side_name, lang),
            bar: bar_share(it.score, mover),
            best: None,
        }
    }

    fn move_out(&self, m: M) -> MoveOut {
        MoveOut {
            code: (self.code)(m),
            text: (self.text)(m),
        }
    }
}

/// A game's timeline as the search reads it.
pub(crate) struct Timeline<'a, P: Searchable> {
    pub start: &'a P,
    pub plies: &'a [PlyOf<P>],
    pub outcome: Option<Outcome>,
    pub mover: Side,
    pub lang: Lang,
}

/// `think`: searches the timeline's position, giving each finished
/// iteration to `on_info` (a function, or undefined), and answers the best
/// move. A callback that throws stops the search, and `think` throws its
/// error.
pub(crate) fn think<P: Searchable>(
    search: &mut Search<P>,
    game: Timeline<P>,
    wording: &Wording<P::Move>,
    settings: JsValue,
    on_info: &JsValue,
) -> Result<JsValue, JsValue> {
    let settings = read_settings(settings, &P::LEVELS)?;
    let callback = match on_info {
        v if v.is_undefined() || v.is_null() => None,
        v => Some(
            v.dyn_ref::<js_sys::Function>()
                .ok_or_else(|| args::type_error("think: onInfo", "a function", v))?,
        ),
    };
    if game.outcome.is_some() {
        return Err(words(
            game.lang,
            "the game is over: there is no move to think about".into(),
            "ván đã kết thúc: không còn nước nào để tính".into(),
        ));
    }
    let began = now_ms();
    let elapsed = move || (now_ms() - began).max(0.0) as u64;
    let stop = AtomicBool::new(false);
    let mut thrown = None;
    let mut report = |it: &Iteration<P::Move>| {
        let Some(callback) = callback else { return };
        if thrown.is_some() {
            return;
        }
        let info = to_js(&wording.thought(it, game.mover, elapsed(), game.lang));
        if let Err(e) = info.and_then(|info| callback.call1(&JsValue::NULL, &info)) {
            thrown = Some(e);
            stop.store(true, Ordering::Relaxed);
        }
    };
    let answer: Answer<P::Move> = search.think(
        game.start,
        game.plies,
        &settings,
        &elapsed,
        &stop,
        &mut report,
    );
    if let Some(e) = thrown {
        return Err(e);
    }
    let last = Iteration {
        depth: answer.depth,
        score: answer.score,
        nodes: answer.nodes,
        pv: answer.pv,
    };
    let mut out = wording.thought(&last, game.mover, elapsed(), game.lang);
    out.best = Some(answer.best.map(|m| wording.move_out(m)));
    to_js(&out)
}

/// A game's thinker class: `new(tableMb?)` and `think(game, settings,
/// onInfo?)` over the game class `$class` (in scope where it is called;
/// its engine's position is `$position`), its moves written by `$text` and
/// its sides named by `$side_name`. A game whose search plays another
/// position type than its engine's (one that carries the house rules, say)
/// names `line`: its start and plies as the search takes them, from the
/// engine's game.
macro_rules! thinker_class {
    (@line $engine:ident) => {
        (
            std::borrow::Cow::Borrowed($engine.start_position()),
            std::borrow::Cow::Borrowed($engine.plies()),
        )
    };
    (@line $engine:ident, $line:path) => {{
        let (start, plies) = $line($engine);
        (
            std::borrow::Cow::Owned(start),
            std::borrow::Cow::<[_]>::Owned(plies),
        )
    }};
    ($thinker:ident, $class:ident, $position:ty, $text:path, $side_name:path $(, line: $line:path)?) => {
        /// The computer player: one search, kept between moves.
        #[wasm_bindgen]
        pub struct $thinker {
            search: $crate::ai::Search<$position>,
        }

        #[wasm_bindgen]
        impl $thinker {
            /// A thinker whose transposition table takes `tableMb` MB (1–32,
            /// 16 when left out).
            #[wasm_bindgen(constructor)]
            pub fn new(
                #[wasm_bindgen(unchecked_param_type = "number | undefined")] table_mb: JsValue,
            ) -> Result<$thinker, JsValue> {
                let mb = $crate::api::ai::read_table_mb(&table_mb)?;
                Ok($thinker {
                    search: $crate::ai::Search::new(mb),
                })
            }

            /// Searches the game's position (its whole history judged for
            /// repetition) with `settings` `{level: 1–8, depth, nodes,
            /// movetime (ms), seed}` (level 8 when empty; a limit given
            /// replaces the level's), calling `onInfo` with each finished
            /// iteration `{depth, score: {cp}|{mate}, nodes, time, pv:
            /// [{code, text}], words, bar}`; answers the same with `best:
            /// {code, text}` (null when no move is legal). The score is
            /// for the side to move; `words` judge it in the game's
            /// language; `bar` is the first side's share, 0–1000.
            pub fn think(
                &mut self,
                game: &$class,
                settings: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Function | undefined")] on_info: JsValue,
            ) -> Result<JsValue, JsValue> {
                let engine = game.game();
                let (start, plies) = $crate::api::ai::thinker_class!(@line engine $(, $line)?);
                let timeline = $crate::api::ai::Timeline {
                    start: &*start,
                    plies: &*plies,
                    outcome: engine.outcome(),
                    mover: engine.position().side_to_move(),
                    lang: game.lang(),
                };
                let wording = $crate::api::ai::Wording {
                    code: |m: <$position as $crate::core::Playable>::Move| m.code(),
                    text: $text,
                    side_name: $side_name,
                };
                $crate::api::ai::think(&mut self.search, timeline, &wording, settings, &on_info)
            }
        }
    };
}
pub(crate) use thinker_class;
