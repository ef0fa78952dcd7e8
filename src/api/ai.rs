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
use crate::ai::{Answer, Iteration, Level, Levels, Score, Search, SearchLine, Searchable};
use crate::ai::{Settings, MAX_PLY};
use crate::core::{Game, Lang, MoveCode, MoveOf, Side, Timeline as CoreTimeline};

/// The transposition table's size when `new` is given none, and the most
/// it may be (it is allocated at once, in the worker's memory).
const DEFAULT_TABLE_MB: u32 = 16;
const MAX_TABLE_MB: u32 = 32;
/// The longest time a search may be given (a day), and the most nodes.
const MAX_MOVETIME_MS: i64 = 86_400_000;
const MAX_NODES: i64 = 1_000_000_000_000_000;

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

/// A whole number from `min` to `max` for the setting `name`.
fn whole_in(value: f64, name: &str, min: i64, max: i64) -> Result<f64, JsValue> {
    args::whole_in(value, &format!("think: settings.{name}"), min, max)
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
            args::range_error(
                "think: settings.seed",
                "a whole number from 0 to 2^53",
                seed,
            )
        })?,
        None => 0,
    };
    let mut settings = level.settings(levels, seed);
    let depth = read
        .depth
        .map(|d| whole_in(d, "depth", 1, (MAX_PLY / 2) as i64));
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

/// The search a game's thinker keeps: over the position its timeline's
/// line is played in.
pub(crate) type SearchOf<G> = Search<Searched<G>>;
/// The position a game's search plays.
type Searched<G> = <CoreTimeline<<G as Game>::Rules> as SearchLine>::Searched;

/// One finished iteration as the page reads it: the score in words for
/// the side that moves, its moves as codes and texts.
fn thought<G: Game>(it: &Iteration<MoveOf<G>>, mover: Side, time: u64, lang: Lang) -> ThoughtOut {
    let (cp, mate) = match it.score {
        Score::Centipawns(cp) => (Some(cp), None),
        Score::Mate(n) => (None, Some(n)),
    };
    ThoughtOut {
        depth: it.depth,
        score: ScoreOut { cp, mate },
        nodes: it.nodes,
        time,
        pv: it.pv.iter().map(|&m| move_out::<G>(m)).collect(),
        words: Verdict::of(it.score, mover).text(G::side_name, lang),
        bar: bar_share(it.score, mover),
        best: None,
    }
}

fn move_out<G: Game>(m: MoveOf<G>) -> MoveOut {
    MoveOut {
        code: m.code(),
        text: G::move_text(m),
    }
}

/// `think`: searches the game's position (over its whole line, so
/// repetition is judged as the rules judge it), giving each finished
/// iteration to `on_info` (a function, or undefined), and answers the best
/// move, words in `lang`. A callback that throws stops the search, and
/// `think` throws its error.
pub(crate) fn think<G>(
    search: &mut SearchOf<G>,
    game: &G,
    lang: Lang,
    settings: JsValue,
    on_info: &JsValue,
) -> Result<JsValue, JsValue>
where
    G: Game,
    CoreTimeline<G::Rules>: SearchLine<Searched: Searchable<Move = MoveOf<G>>>,
{
    let settings = read_settings(settings, &Searched::<G>::LEVELS)?;
    let callback = match on_info {
        v if v.is_undefined() || v.is_null() => None,
        v => Some(
            v.dyn_ref::<js_sys::Function>()
                .ok_or_else(|| args::type_error("think: onInfo", "a function", v))?,
        ),
    };
    if game.outcome().is_some() {
        return Err(words(
            lang,
            "the game is over: there is no move to think about".into(),
            "ván đã kết thúc: không còn nước nào để tính".into(),
        ));
    }
    let mover = game.side_to_move();
    let line = game.timeline().search_line();
    let began = now_ms();
    let elapsed = move || (now_ms() - began).max(0.0) as u64;
    let stop = AtomicBool::new(false);
    let mut thrown = None;
    let mut report = |it: &Iteration<MoveOf<G>>| {
        let Some(callback) = callback else { return };
        if thrown.is_some() {
            return;
        }
        let info = to_js(&thought::<G>(it, mover, elapsed(), lang));
        if let Err(e) = info.and_then(|info| callback.call1(&JsValue::NULL, &info)) {
            thrown = Some(e);
            stop.store(true, Ordering::Relaxed);
        }
    };
    let answer: Answer<MoveOf<G>> = search.think(
        &line.start,
        &line.plies,
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
    let mut out = thought::<G>(&last, mover, elapsed(), lang);
    out.best = Some(answer.best.map(move_out::<G>));
    to_js(&out)
}

/// A game's thinker class (`$thinker`): `new(tableMb?)` and `think(game,
/// settings, onInfo?)` over the game class `$class` (in scope where it is
/// called), each calling the function of the same name here; the search is
/// kept between moves.
macro_rules! thinker_class {
    ($thinker:ident, $class:ident) => {
        /// The computer player: one search, kept between moves.
        #[wasm_bindgen]
        pub struct $thinker {
            search: $crate::api::ai::SearchOf<<$class as $crate::api::board_game::Holds>::Game>,
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
                use $crate::api::board_game::Holds;
                let (engine, lang) = (game.game(), game.lang());
                $crate::api::ai::think(&mut self.search, engine, lang, settings, &on_info)
            }
        }
    };
}
pub(crate) use thinker_class;
