//! `OAnQuanGame` (the engine's verbs) and `OAnQuanBoard` (its canvas).
//!
//! Squares are the brief's ring, 0–11: 0 the left quan square, 1–5 South's
//! dân squares left to right, 6 the right quan square, 7–11 North's right
//! to left. A move code is `square * 2`, plus 1 for `-` (`Move::code`). The
//! board's places are the squares and, on the selected square, the arrows
//! of its two moves: `ARROW_BASE` (100) + the move's code.
//!
//! Every step of a move comes from the engine (`lastSteps`); the frames of
//! the last move (`framesOfLastMove`) are those steps applied one by one to
//! the position before it, so the page only interpolates its drawing.

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::board_game::{outcome_of, GameClass};
use super::boards::{game_board, BoardPlaces};
use super::game_class::game_class;
use super::states::TimelineOut;
use super::{
    args, js_error, language_or_english, seed_option, side_named, to_js, words, BySide, OutcomeOut,
    NOT_A_WHOLE_SEED,
};
use crate::core::{Game as _, Lang, MoveCode, Side};
use crate::games::oanquan::{
    final_scores, is_quan, own_squares, owner, side_id, Direction, Draw, Error, Game, Move,
    Options, RefillSource, Step, Store, Throw, TurnEnd, HOUSE_RULES, SIDE_WORDS, SQUARES,
};
use crate::games::oanquan::{frames, Frame, Place, ARROW_BASE};
use crate::view::oanquan::Painter;

/// The options object's own fields; the house rules are read by their
/// brief names (`Options::NAMES`).
#[derive(Deserialize, Default)]
#[serde(default)]
struct OptionsIn {
    /// "vi" or "en" (default).
    language: Option<String>,
    /// The seed of the rock–paper–scissors draw; random when absent.
    seed: Option<f64>,
    /// Who starts: "draw" (default: rock–paper–scissors), "south" or
    /// "north" (the players chose).
    first: Option<String>,
}

/// A house rule's value from JS: `true`/`false`, a number or a text.
fn option_text(value: &JsValue) -> Option<String> {
    if let Some(b) = value.as_bool() {
        return Some(if b { "on" } else { "off" }.to_string());
    }
    if let Some(n) = value.as_f64() {
        return Some(args::number_text(n));
    }
    value.as_string()
}

/// Who starts, as the options say.
pub(crate) enum First {
    Draw(Option<u64>),
    Side(Side),
}

/// What `new`'s options say: the house rules, and who starts.
pub(crate) struct NewGame {
    rules: Options,
    first: First,
}

/// A position is set up under the house rules alone: the text says who
/// moves.
impl From<NewGame> for Options {
    fn from(new: NewGame) -> Options {
        new.rules
    }
}

fn throw_id(t: Throw) -> &'static str {
    match t {
        Throw::Rock => "rock",
        Throw::Paper => "paper",
        Throw::Scissors => "scissors",
    }
}

fn source_id(s: RefillSource) -> &'static str {
    match s {
        RefillSource::Own => "own",
        RefillSource::Borrowed => "borrowed",
        RefillSource::OnCredit => "on_credit",
    }
}

/// A turn end's reason id and the square it names, if any.
fn turn_end(end: TurnEnd) -> (&'static str, Option<u8>) {
    match end {
        TurnEnd::QuanWithStones(q) => ("quan_with_stones", Some(q)),
        TurnEnd::EmptyQuan(q) => ("empty_quan", Some(q)),
        TurnEnd::TwoEmpty => ("two_empty", None),
        TurnEnd::AfterCapture => ("after_capture", None),
        TurnEnd::QuanNon(q) => ("quan_non", Some(q)),
        TurnEnd::FirstTurnNoQuan(q) => ("first_turn_no_quan", Some(q)),
    }
}

fn direction_mark(d: Direction) -> &'static str {
    match d {
        Direction::Up => "+",
        Direction::Down => "-",
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StepOut {
    /// "refill", "breakMandarin", "lift", "drop", "capture" or "turnEnd".
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    square: Option<u8>,
    /// Stones lifted into the hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    stones: Option<u8>,
    /// Citizens captured, or those a broken mandarin became.
    #[serde(skip_serializing_if = "Option::is_none")]
    citizens: Option<u8>,
    /// Whether a capture took a mandarin.
    #[serde(skip_serializing_if = "Option::is_none")]
    mandarin: Option<bool>,
    /// Where a refill stone came from: "own", "borrowed" or "on_credit".
    #[serde(skip_serializing_if = "Option::is_none")]
    source: Option<&'static str>,
    /// Why the turn ended: "quan_with_stones", "empty_quan", "two_empty",
    /// "after_capture", "quan_non" or "first_turn_no_quan".
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
    /// The side whose mandarin was broken.
    #[serde(skip_serializing_if = "Option::is_none")]
    side: Option<&'static str>,
}

fn step_out(step: &Step) -> StepOut {
    let mut out = StepOut {
        kind: "",
        square: None,
        stones: None,
        citizens: None,
        mandarin: None,
        source: None,
        reason: None,
        side: None,
    };
    match *step {
        Step::BreakMandarin { side, citizens } => {
            out.kind = "breakMandarin";
            out.side = Some(side_id(side));
            out.citizens = Some(citizens);
        }
        Step::Refill { square, source } => {
            out.kind = "refill";
            out.square = Some(square);
            out.source = Some(source_id(source));
        }
        Step::Lift { square, stones } => {
            out.kind = "lift";
            out.square = Some(square);
            out.stones = Some(stones);
        }
        Step::Drop { square } => {
            out.kind = "drop";
            out.square = Some(square);
        }
        Step::Capture {
            square,
            citizens,
            mandarin,
        } => {
            out.kind = "capture";
            out.square = Some(square);
            out.citizens = Some(citizens);
            out.mandarin = Some(mandarin);
        }
        Step::TurnEnd(end) => {
            let (reason, square) = turn_end(end);
            out.kind = "turnEnd";
            out.reason = Some(reason);
            out.square = square;
        }
    }
    out
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StoreOut {
    citizens: i32,
    mandarins: u8,
    borrowed: i32,
    /// Citizens plus each mandarin at its value.
    value: i32,
}

fn store_out(store: &Store, options: &Options) -> StoreOut {
    StoreOut {
        citizens: store.citizens,
        mandarins: store.mandarins,
        borrowed: store.borrowed,
        value: store.value(options),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SquareOut {
    index: u8,
    citizens: u8,
    mandarin: bool,
    quan: bool,
    /// "south", "north", or null for a quan square.
    owner: Option<&'static str>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct FrameOut {
    /// Citizens on squares 0–11.
    citizens: Vec<i32>,
    /// Whether quan squares 0 and 6 hold their mandarin.
    mandarins: [bool; 2],
    stores: BySide<StoreOut>,
    /// Stones in the mover's hand, and the square it is over.
    hand: i32,
    at: Option<u8>,
}

fn frame_out(f: &Frame, options: &Options) -> FrameOut {
    FrameOut {
        citizens: f.citizens.to_vec(),
        mandarins: f.mandarins,
        stores: BySide::new(side_id, f.stores.each_ref().map(|s| store_out(s, options))),
        hand: f.hand,
        at: f.at,
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveOut {
    code: u32,
    text: String,
    square: u8,
    /// "+" or "-".
    direction: &'static str,
}

fn move_out(m: Move) -> MoveOut {
    MoveOut {
        code: m.code(),
        text: m.text(),
        square: m.square,
        direction: direction_mark(m.direction),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DrawOut {
    /// Each round's throws, South's then North's: "rock", "paper" or
    /// "scissors"; every round but the last a tie.
    rounds: Vec<[&'static str; 2]>,
    /// Who won the draw and moves first.
    first: &'static str,
}

fn draw_out(d: &Draw) -> DrawOut {
    DrawOut {
        rounds: d.rounds.iter().map(|r| r.map(throw_id)).collect(),
        first: side_id(d.first()),
    }
}

/// A side's final count, part by part.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CountOut {
    /// The captured value (citizens + mandarins at their value).
    captured: i32,
    /// The citizens left on the side's own five squares, swept in.
    swept: i32,
    /// Stones it borrowed for refills, paid back.
    repaid: i32,
    /// Stones the opponent borrowed from it, paid back to it.
    received: i32,
    /// The engine's final score.
    total: i32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StateOut {
    position: String,
    side_to_move: &'static str,
    squares: Vec<SquareOut>,
    stores: BySide<StoreOut>,
    /// The captured value during play, the final count once over on the
    /// board (not after a loss on time).
    scores: BySide<i32>,
    /// Whether `scores` is the final count.
    final_count: bool,
    /// The final count part by part, once the game is over.
    count: Option<BySide<CountOut>>,
    outcome: Option<OutcomeOut>,
    moves_played: usize,
    last_move: Option<MoveOut>,
    #[serde(flatten)]
    timeline: TimelineOut,
    /// Every house rule, name → value text ("10", "on", "borrow").
    options: std::collections::BTreeMap<&'static str, &'static str>,
    /// The rock–paper–scissors that chose who starts, if one was thrown.
    draw: Option<DrawOut>,
    /// Who moved first (the start position's side to move).
    first_side: &'static str,
    /// All five of the mover's squares are empty: the move begins with a
    /// refill.
    refill_due: bool,
    /// Every stone's value together (70 with mandarins worth 10).
    total_value: i32,
}

impl GameClass for OAnQuanGame {
    type State = StateOut;
    type Options = NewGame;
    const MOVE_EXAMPLE: &'static str = "3+";

    /// From one square (0-11): none, or its `+` and `-`.
    fn place(value: &JsValue, lang: Lang) -> Result<Place, JsValue> {
        square_number(value, lang).map(Place::Square)
    }

    fn bad_code(code: &str, lang: Lang) -> String {
        match lang {
            Lang::En => format!("{code} is not a move code (0-23 for squares 1-5 and 7-11)"),
            Lang::Vi => format!("{code} không phải là mã nước đi (0-23 cho các ô 1-5 và 7-11)"),
        }
    }

    fn state(&self) -> StateOut {
        let pos = self.game.position();
        let options = self.game.options();
        let counted = self.game.counted();
        let scores = self.game.scores();
        let count = counted.then(|| {
            let finals = final_scores(pos, options);
            let part = |side: Side| {
                let store = pos.store(side);
                CountOut {
                    captured: store.value(options),
                    swept: own_squares(side)
                        .iter()
                        .map(|&s| pos.citizens(s) as i32)
                        .sum(),
                    repaid: store.borrowed,
                    received: pos.store(!side).borrowed,
                    total: finals[side.index()],
                }
            };
            BySide::new(side_id, Side::BOTH.map(part))
        });
        StateOut {
            position: pos.text(),
            side_to_move: side_id(pos.side_to_move()),
            squares: (0..SQUARES as u8)
                .map(|s| SquareOut {
                    index: s,
                    citizens: pos.citizens(s),
                    mandarin: pos.has_mandarin(s),
                    quan: is_quan(s),
                    owner: owner(s).map(side_id),
                })
                .collect(),
            stores: BySide::new(
                side_id,
                Side::BOTH.map(|s| store_out(pos.store(s), options)),
            ),
            scores: BySide::new(side_id, scores),
            final_count: counted,
            count,
            outcome: outcome_of(self),
            moves_played: self.game.plies().len(),
            last_move: self.game.plies().last().map(|p| move_out(p.mv)),
            timeline: TimelineOut::of(&self.game),
            options: Options::NAMES
                .iter()
                .map(|&n| (n, options.value_text(n).unwrap_or("")))
                .collect(),
            draw: self.game.draw().map(draw_out),
            first_side: side_id(self.game.start_position().side_to_move()),
            refill_due: self.game.outcome().is_none() && pos.side_empty(pos.side_to_move()),
            total_value: options.total_value(),
        }
    }

    /// The house rules and who starts, and the language, from a JS options
    /// object.
    fn options(options: JsValue) -> Result<(NewGame, Lang), JsValue> {
        // One plain copy serves both reads, so a getter runs once and can't
        // throw into the second.
        let options = &args::plain(&options, "game options")?;
        let own: OptionsIn = if options.is_undefined() || options.is_null() {
            OptionsIn::default()
        } else {
            super::plain::from_plain(options.clone())
                .map_err(|e| js_error(format!("bad game options: {e}")))?
        };
        let lang = language_or_english(own.language)?;
        let mut rules = Options::default();
        if options.is_object() {
            for name in Options::NAMES {
                let value =
                    js_sys::Reflect::get(options, &name.into()).unwrap_or(JsValue::UNDEFINED);
                if value.is_undefined() || value.is_null() {
                    continue;
                }
                let text = option_text(&value).ok_or_else(|| {
                    words(
                        lang,
                        format!("the option {name} takes a text, a number or true/false"),
                        format!("tùy chọn {name} nhận một chuỗi, một số hoặc true/false"),
                    )
                })?;
                rules
                    .set(&format!("{name}={text}"))
                    .map_err(|e| js_error(Error::Option(e).text(lang)))?;
            }
        }
        let seed = own.seed.map(|s| seed_option(s, lang, NOT_A_WHOLE_SEED));
        let seed = seed.transpose()?;
        let first = match own.first.as_deref() {
            None | Some("draw") => First::Draw(seed),
            Some(id) => First::Side(side_named(id, SIDE_WORDS).ok_or_else(|| {
                words(
                    lang,
                    format!("first '{id}' is not a side (use \"draw\", \"south\" or \"north\")"),
                    format!(
                        "first '{id}' không phải một bên (dùng \"draw\", \"south\" hoặc \"north\")"
                    ),
                )
            })?),
        };
        Ok((NewGame { rules, first }, lang))
    }

    /// Who starts is drawn by rock–paper–scissors unless the options name
    /// a side.
    fn start(new: NewGame) -> Game {
        match new.first {
            First::Draw(seed) => Game::drawn(new.rules, seed),
            First::Side(side) => Game::new(new.rules, side),
        }
    }
}

/// A square argument: a number from 0 to 11.
fn square_number(value: &JsValue, lang: Lang) -> Result<u8, JsValue> {
    let Some(n) = value.as_f64() else {
        return Err(args::type_error("a square", "a number from 0 to 11", value));
    };
    let ok = n >= 0.0 && n.fract() == 0.0 && n < SQUARES as f64;
    ok.then_some(n as u8).ok_or_else(|| {
        let n = args::number_text(n);
        words(
            lang,
            format!("{n} is not a square (0-11)"),
            format!("{n} không phải là một ô (0-11)"),
        )
    })
}

#[wasm_bindgen]
impl OAnQuanGame {
    /// Stones' worth `{south, north}`: the captured value during play, the
    /// final count (own citizens swept in, borrowed stones repaid) once the
    /// game is over.
    pub fn scores(&self) -> Result<JsValue, JsValue> {
        to_js(&BySide::new(side_id, self.game.scores()))
    }

    /// What the last move did, step by step: `[{kind, square, stones,
    /// citizens, mandarin, source, reason, side}]` (the fields a step has),
    /// empty before the first move.
    #[wasm_bindgen(js_name = lastSteps)]
    pub fn last_steps(&self) -> Result<JsValue, JsValue> {
        let steps: Vec<StepOut> = self.game.last_steps().iter().map(step_out).collect();
        to_js(&steps)
    }

    /// The stones after each step of the last move: `[{citizens (12),
    /// mandarins [sq 0, sq 6], stores {south, north}, hand, at}]`, the
    /// position before the move first, one frame per step after it; the
    /// last frame is the position now. Empty before the first move.
    #[wasm_bindgen(js_name = framesOfLastMove)]
    pub fn frames_of_last_move(&self) -> Result<JsValue, JsValue> {
        let options = self.game.options();
        let out: Vec<FrameOut> = match self.game.plies().last() {
            Some(ply) => frames(&ply.before, &ply.steps)
                .iter()
                .map(|f| frame_out(f, options))
                .collect(),
            None => Vec::new(),
        };
        to_js(&out)
    }

    /// A square in words, for screen readers and the line under the board:
    /// "Square 3 (South's dân square): 6 citizens".
    pub fn describe(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] place: JsValue,
    ) -> Result<Option<String>, JsValue> {
        let place = args::whole(&place, "describe: place", u32::MAX)?;
        let Some(place) = Place::from_id(place) else {
            return Ok(None);
        };
        Ok(Some(self.game.describe(place, self.lang)))
    }

    /// The house rules as the engine publishes them, for a settings panel:
    /// `[{name, values, default, switch, label: {en, vi}, explanation: {en,
    /// vi}, valueLabels: [{en, vi}]}]` in the brief's order.
    #[wasm_bindgen(js_name = houseRules)]
    pub fn house_rules() -> Result<JsValue, JsValue> {
        #[derive(Serialize)]
        struct WordsOut {
            en: &'static str,
            vi: &'static str,
        }
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct RuleOut {
            name: &'static str,
            values: &'static [&'static str],
            default: &'static str,
            switch: bool,
            label: WordsOut,
            explanation: WordsOut,
            value_labels: Vec<WordsOut>,
        }
        let words = |w: crate::games::oanquan::Words| WordsOut { en: w.en, vi: w.vi };
        let rules: Vec<RuleOut> = HOUSE_RULES
            .iter()
            .map(|r| RuleOut {
                name: r.name,
                values: r.values,
                default: r.default,
                switch: r.is_switch(),
                label: words(r.label),
                explanation: words(r.explanation),
                value_labels: r.value_labels.iter().copied().map(words).collect(),
            })
            .collect();
        to_js(&rules)
    }

    /// The brief's option names, in order.
    #[wasm_bindgen(js_name = optionNames)]
    pub fn option_names() -> Vec<String> {
        Options::NAMES.iter().map(|n| n.to_string()).collect()
    }
}

game_class! {
    OAnQuanGame(Game) {}, without_resign;
    class: [
        " A game of Ô ăn quan for the page: every verb validates fully before it",
        " changes anything, and throws an `Error` with a message for the player.",
    ],
    new: [
        " A new game from the start. Options: `{language: \"en\"|\"vi\", seed,",
        " first: \"draw\"|\"south\"|\"north\", mandarin_value: 10|5,",
        " mandarin_as_small_stones, empty_quan_gap, quan_non,",
        " refill_from_mandarin, first_turn_no_quan: true|false|\"on\"|\"off\",",
        " short_refill: \"borrow\"|\"go_negative\"|\"lose_the_game\"}`. Who starts is",
        " drawn by rock–paper–scissors (with `seed` when given) unless `first`",
        " names a side.",
    ],
    fromPosition(text): [
        " A game from a position text (or `startpos`); the house rules in",
        " `options` as for `new` (they decide what a valid position is). No",
        " draw: the text says who moves.",
    ],
    sideToMove: [" \"south\" or \"north\": whose turn it is."],
    position: [" The current position as text (`<ring> <side> <south> <north>`)."],
    legalMoves: [
        " Every legal move (five squares or fewer, two directions each), as",
        " codes.",
    ],
    legalMovesFrom(square): [" The legal moves from one square (0-11): none, or its `+` and `-`."],
    moveToText: [" A move code as the brief's text (\"3+\", \"9-\")."],
    play: [
        " Plays a move given as text (\"3+\") or as a code; returns its code.",
        " `lastSteps()` then tells what it did.",
    ],
    explain: [
        " Why a move can't be played now (`null` if it can): for a move",
        " against the rules just the reason (\"square 3 is empty: …\").",
    ],
    score: [
        " Match points `{south, north}` (1, ½ or 0) once the game is over,",
        " else null.",
    ],
    history: [" The moves played so far, in the brief's notation."],
    record: [
        " The whole game as a plain object, for saving: the engine's record",
        " (`start`, `moves`, `redo`, every house rule as `name=value`, and the",
        " rock–paper–scissors `draw`).",
    ],
    fromRecord: [
        " Rebuilds a game saved with `record()`, replaying and checking every",
        " move; `language` as in `setLanguage`.",
    ],
}

game_board! {
    OAnQuanBoard(Painter) draws OAnQuanGame, selected;
    class: [
        " The board on a `<canvas>`: draws a game (at rest, or a moment of its",
        " last move) and maps pointer positions back to squares and arrows.",
    ],
    view: [
        " `{inspect: place|null, anim: {step, t}|null, sideNames: [south, north],",
        " words: {citizens, mandarins, points, borrowed, final}}`. With `anim`,",
        " the last move is drawn after `step` of its steps, the next one `t`",
        " (0–1) of the way.",
    ],
    squareAt: [
        " The place under a pointer at (x, y) CSS pixels from the canvas's",
        " top-left corner: a square (0-11), an arrow of the selected square",
        " (100 + move code: each half of it is the move toward that side), or",
        " -1. `selected` is the selected square (null for none); left out, the",
        " one drawn last.",
    ],
    step(place): [
        " The place one keyboard-cursor step (`dcol`, `drow` on the screen)",
        " from `place`: on the selected square (`selected`, as for",
        " `squareAt`) left and right go to its arrows; elsewhere across the",
        " squares.",
    ],
    home: [
        " Where the keyboard cursor first appears: the middle square of the",
        " side to move.",
    ],
    squareCenter(place: "number"): [
        " The CSS-pixel centre of a place (a square 0-11 or an arrow 100 +",
        " code), for pointer tests and overlays.",
    ],
}

impl BoardPlaces for OAnQuanBoard {
    type Place = Place;

    fn id(place: Place) -> u32 {
        place.id()
    }

    fn place_arg(value: &JsValue, what: &str) -> Result<Place, JsValue> {
        parse_place(value, what)
    }

    /// The place is read first.
    fn center_args(place: &JsValue, flipped: &JsValue, _: Lang) -> Result<(Place, bool), JsValue> {
        let place = parse_place(place, "squareCenter: place")?;
        Ok((place, args::flag(flipped, "squareCenter: flipped")?))
    }

    fn place_at(&self, x: f64, y: f64, flipped: bool, selected: &JsValue) -> Option<Place> {
        self.painter.place_at(x, y, flipped, selection(selected))
    }

    fn step_from(
        &self,
        place: Place,
        dcol: i32,
        drow: i32,
        flipped: bool,
        selected: &JsValue,
    ) -> Place {
        let selected = selection(selected);
        self.painter.step(place, dcol, drow, flipped, selected)
    }

    /// The middle square of the side to move, whichever way up.
    fn home_place(&self, _flipped: bool) -> Place {
        self.painter.home()
    }

    fn center_of(&self, place: Place, flipped: bool) -> (f64, f64) {
        self.painter.layout().place_center(place, flipped)
    }
}

#[wasm_bindgen]
impl OAnQuanBoard {
    /// The arrow place of a move code: 100 + code.
    #[wasm_bindgen(js_name = arrowPlace)]
    pub fn arrow_place(
        #[wasm_bindgen(unchecked_param_type = "number")] code: JsValue,
    ) -> Result<u32, JsValue> {
        let code = args::whole(&code, "arrowPlace: code", u32::MAX)?;
        Move::from_code(code)
            .map(|m| Place::Arrow(m).id())
            .ok_or_else(|| js_error(format!("{code} is not a move code (0-23)")))
    }

    /// The move code of an arrow place, or null for a square.
    #[wasm_bindgen(js_name = moveOfPlace)]
    pub fn move_of_place(
        #[wasm_bindgen(unchecked_param_type = "number")] place: JsValue,
    ) -> Result<Option<u32>, JsValue> {
        let place = parse_place(&place, "moveOfPlace: place")?;
        Ok(match place {
            Place::Arrow(m) => Some(m.code()),
            Place::Square(_) => None,
        })
    }

    /// The move whose arrow is drawn on the right (or left) half of a
    /// square, as its code.
    #[wasm_bindgen(js_name = arrowMove)]
    pub fn arrow_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] square: JsValue,
        #[wasm_bindgen(unchecked_param_type = "boolean")] right: JsValue,
        #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
    ) -> Result<u32, JsValue> {
        let square = args::whole(&square, "arrowMove: square", u32::MAX)?;
        let right = args::flag(&right, "arrowMove: right")?;
        let flipped = args::flag(&flipped, "arrowMove: flipped")?;
        let sq = u8::try_from(square)
            .ok()
            .filter(|&s| owner(s).is_some())
            .ok_or_else(|| js_error(format!("{square} is not a dân square (1-5, 7-11)")))?;
        Ok(self.painter.layout().arrow_move(sq, right, flipped).code())
    }
}

/// The selection the page passed: undefined (the one drawn last), null
/// (none) or a place.
fn selection(value: &JsValue) -> Option<Option<u32>> {
    if value.is_undefined() {
        return None;
    }
    Some(value.as_f64().and_then(|n| {
        let whole = n >= 0.0 && n.fract() == 0.0 && n < 1e6;
        whole.then_some(n as u32)
    }))
}

fn parse_place(value: &JsValue, what: &str) -> Result<Place, JsValue> {
    let place = args::whole(value, what, u32::MAX)?;
    Place::from_id(place).ok_or_else(|| {
        js_error(format!(
            "{place} is not a place (a square 0-11, or an arrow {ARROW_BASE}-{})",
            ARROW_BASE + 23
        ))
    })
}

#[cfg(feature = "computer")]
crate::api::ai::thinker_class!(OAnQuanThinker, OAnQuanGame);
