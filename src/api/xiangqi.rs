//! `XiangqiGame` (the engine's verbs) and `XiangqiBoard` (its canvas).

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::{
    args, board_class, code_number, from_js_or_default, game_verbs, js_error, language_arg,
    outcome_out, pointer, saved_record, to_js, whole_seed, OutcomeOut,
};
use crate::core::Lang;
use crate::games::xiangqi::{
    side_id, Error, FoulPenalty, Game, GameRecord, Move, MoveTextError, Notation, Obligation,
    Position, Square, TableOptions,
};
use crate::view::xiangqi::{BoardView, Painter};

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct OptionsIn {
    touch_move: bool,
    formal: bool,
    /// "warning" (default) or "loss".
    foul_penalty: Option<String>,
    /// Seed for the coin toss (a whole number); random when absent.
    seed: Option<f64>,
    /// "vi" or "en" (default): the language of the engine's messages.
    language: Option<String>,
}

/// The table options and the message language from a JS options object.
fn table_options(options: JsValue) -> Result<(TableOptions, Lang), JsValue> {
    let o: OptionsIn = from_js_or_default(options, "game options")?;
    let foul_penalty = match o.foul_penalty.as_deref() {
        None | Some("warning") => FoulPenalty::Warning,
        Some("loss") => FoulPenalty::Loss,
        Some(other) => {
            return Err(js_error(format!(
                "foulPenalty '{other}' is not a penalty (use \"warning\" or \"loss\")"
            )))
        }
    };
    let seed = o
        .seed
        .map(|s| whole_seed(s).ok_or_else(|| js_error(format!("seed {s} is not a whole number"))))
        .transpose()?;
    let lang = super::language_or_english(o.language)?;
    Ok((
        TableOptions {
            touch_move: o.touch_move,
            formal: o.formal,
            foul_penalty,
            seed,
        },
        lang,
    ))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PieceOut {
    square: String,
    index: u8,
    side: &'static str,
    role: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveOut {
    code: u32,
    from: String,
    to: String,
    iccs: String,
}

fn move_out(m: Move) -> MoveOut {
    MoveOut {
        code: m.code(),
        from: m.from().to_string(),
        to: m.to().to_string(),
        iccs: m.iccs(),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ObligationOut {
    free: bool,
    foul: bool,
    duty: String,
    moves: Vec<u32>,
}

fn obligation_out(o: Obligation, lang: Lang) -> ObligationOut {
    ObligationOut {
        free: o.is_free(),
        foul: o.is_foul(),
        duty: o.duty.map(|d| d.text(lang)).unwrap_or_default(),
        moves: o.moves.iter().map(|m| m.code()).collect(),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StateOut {
    fen: String,
    side_to_move: &'static str,
    in_check: bool,
    check_square: Option<String>,
    last_move: Option<MoveOut>,
    pieces: Vec<PieceOut>,
    outcome: Option<OutcomeOut>,
    ply: usize,
    can_undo: bool,
    can_redo: bool,
    red_player: u8,
    fouls: [u16; 2],
    touch_move: bool,
    formal: bool,
    /// "warning" or "loss".
    foul_penalty: &'static str,
    /// Who moved first in this game (the start position's side to move).
    first_side: &'static str,
    obligation: ObligationOut,
}

fn parse_square(value: &JsValue, lang: Lang) -> Result<Square, JsValue> {
    if let Some(n) = value.as_f64() {
        let index = (n >= 0.0 && n.fract() == 0.0 && n < 90.0).then_some(n as u8);
        return index
            .and_then(Square::from_index)
            .ok_or_else(|| js_error(format!("{n} is not a point of the board (0-89)")));
    }
    let text = value
        .as_string()
        .ok_or_else(|| js_error("a point is a name like \"e0\" or an index 0-89"))?;
    Square::parse(&text).ok_or_else(|| js_error(MoveTextError::NotAPoint(text).text(lang)))
}

fn parse_notation(notation: &JsValue, what: &str) -> Result<Notation, JsValue> {
    match args::optional_text(notation, what)? {
        None => Ok(Notation::Iccs),
        Some(name) => Notation::parse(&name).ok_or_else(|| {
            js_error(format!(
                "'{name}' is not a notation (use \"iccs\", \"wxf\" or \"vi\")"
            ))
        }),
    }
}

/// A game of Cờ tướng for the page: every verb validates fully before it
/// changes anything, and throws an `Error` with a message for the player.
#[wasm_bindgen]
pub struct XiangqiGame {
    game: Game,
    lang: Lang,
}

impl XiangqiGame {
    pub(crate) fn game(&self) -> &Game {
        &self.game
    }

    /// The engine's refusal as a JS `Error` in the game's language.
    fn refusal(&self, e: Error) -> JsValue {
        js_error(e.text(self.lang))
    }

    /// A move from a code or a text, or why there is none, in words.
    fn read_move(&self, value: &JsValue) -> Result<Move, String> {
        if let Some(code) = value.as_f64() {
            return code_number(code)
                .and_then(Move::from_code)
                .ok_or_else(|| format!("{code} is not a move code"));
        }
        let text = value
            .as_string()
            .ok_or_else(|| "a move is a text like \"h2e2\" or a move code".to_string())?;
        self.game
            .position()
            .parse_move(&text)
            .map_err(|e| e.text(self.lang))
    }

    fn parse_move(&self, value: &JsValue) -> Result<Move, JsValue> {
        self.read_move(value).map_err(js_error)
    }
}

#[wasm_bindgen]
impl XiangqiGame {
    /// A new game from the start position. Options: `{touchMove, formal,
    /// foulPenalty: "warning"|"loss", seed, language: "en"|"vi"}`; the coin
    /// toss for Red uses `seed` when given.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<XiangqiGame, JsValue> {
        let (table, lang) = table_options(options)?;
        Ok(XiangqiGame {
            game: Game::new(table),
            lang,
        })
    }

    /// A game from a FEN (or `startpos`). A set-up position has no coin toss:
    /// player 1 (`redPlayer` 0) plays Red.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(
        #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
        options: JsValue,
    ) -> Result<XiangqiGame, JsValue> {
        let fen = args::text(&fen, "fromPosition: fen")?;
        let (table, lang) = table_options(options)?;
        let position = Position::from_text_or_start(&fen).map_err(|e| js_error(e.text(lang)))?;
        Ok(XiangqiGame {
            game: Game::from_position(position, table, 0),
            lang,
        })
    }

    /// The current position as FEN.
    pub fn position(&self) -> String {
        self.game.position().fen()
    }

    /// Everything the page shows, as a plain object.
    pub fn state(&self) -> Result<JsValue, JsValue> {
        let pos = self.game.position();
        let us = pos.side_to_move();
        let in_check = pos.in_check();
        let state = StateOut {
            fen: pos.fen(),
            side_to_move: side_id(us),
            in_check,
            check_square: in_check.then(|| pos.king_square(us).to_string()),
            last_move: self.game.plies().last().map(|p| move_out(p.mv)),
            pieces: pos
                .pieces()
                .map(|(sq, p)| PieceOut {
                    square: sq.to_string(),
                    index: sq.index() as u8,
                    side: side_id(p.side()),
                    role: p.role().name(),
                })
                .collect(),
            outcome: self
                .game
                .outcome()
                .map(|o| outcome_out(o, side_id, self.lang)),
            ply: self.game.plies().len(),
            can_undo: self.game.timeline().can_undo(),
            can_redo: self.game.timeline().can_redo(),
            red_player: self.game.red_player(),
            fouls: self.game.fouls(),
            touch_move: self.game.options().touch_move_on(),
            formal: self.game.options().formal,
            foul_penalty: match self.game.options().foul_penalty {
                FoulPenalty::Warning => "warning",
                FoulPenalty::Loss => "loss",
            },
            first_side: side_id(self.game.start_position().side_to_move()),
            obligation: obligation_out(self.game.obligation(), self.lang),
        };
        to_js(&state)
    }

    /// Every legal move, as codes (`from | to << 7`, points `rank * 9 + file`).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<u32> {
        self.game.legal_moves().iter().map(|m| m.code()).collect()
    }

    /// The legal moves of the piece on a point ("e3" or 0-89).
    #[wasm_bindgen(js_name = legalMovesFrom)]
    pub fn legal_moves_from(&self, square: JsValue) -> Result<Vec<u32>, JsValue> {
        let sq = parse_square(&square, self.lang)?;
        Ok(self
            .game
            .legal_moves()
            .iter()
            .filter(|m| m.from() == sq)
            .map(|m| m.code())
            .collect())
    }

    /// The code of the move from one point to another ("e3" or 0-89 each),
    /// legal or not (`explain` says why not), so the page never builds a
    /// code itself.
    #[wasm_bindgen(js_name = moveCode)]
    pub fn move_code(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number | string")] from: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | string")] to: JsValue,
    ) -> Result<u32, JsValue> {
        let from = parse_square(&from, self.lang)?;
        let to = parse_square(&to, self.lang)?;
        Ok(Move::new(from, to).code())
    }

    /// A move code as text in the current position: "iccs" (default), "wxf"
    /// or "vi".
    #[wasm_bindgen(js_name = moveToText)]
    pub fn move_to_text(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] code: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | undefined")] notation: JsValue,
    ) -> Result<String, JsValue> {
        let code = args::whole(&code, "moveToText: code", u32::MAX)?;
        let m =
            Move::from_code(code).ok_or_else(|| js_error(format!("{code} is not a move code")))?;
        let notation = parse_notation(&notation, "moveToText: notation")?;
        Ok(self.game.position().move_text(m, notation))
    }

    /// Plays a move given as text (ICCS, WXF or Vietnamese) or as a code;
    /// returns its code.
    pub fn play(&mut self, mv: JsValue) -> Result<u32, JsValue> {
        let m = self.parse_move(&mv)?;
        let played = self.game.play(m).map(|_| ());
        played.map_err(|e| self.refusal(e))?;
        Ok(m.code())
    }

    /// Match points `{red, black}` (1, ½ or 0) once the game is over, else null.
    pub fn score(&self) -> Result<JsValue, JsValue> {
        super::score(self.game.outcome(), ["red", "black"])
    }

    /// Why a move can't be played now (`null` if it can): for a move
    /// against the rules just the reason ("the horse's leg at b1 is blocked").
    pub fn explain(&self, mv: JsValue) -> Option<String> {
        match self.read_move(&mv) {
            Ok(m) => self.game.explain(m).map(|e| match e {
                Error::IllegalMove { reason, .. } => reason.text(self.lang),
                other => other.text(self.lang),
            }),
            Err(why) => Some(why),
        }
    }

    /// Touch-move: the side to move touched a piece. Returns the obligation
    /// `{free, foul, duty, moves}`.
    pub fn touch(&mut self, square: JsValue) -> Result<JsValue, JsValue> {
        let sq = parse_square(&square, self.lang)?;
        let touched = self.game.touch(sq);
        to_js(&obligation_out(
            touched.map_err(|e| self.refusal(e))?,
            self.lang,
        ))
    }

    /// Touch-move: two pieces touched at once (the seed's case e).
    #[wasm_bindgen(js_name = touchTogether)]
    pub fn touch_together(&mut self, a: JsValue, b: JsValue) -> Result<JsValue, JsValue> {
        let (a, b) = (parse_square(&a, self.lang)?, parse_square(&b, self.lang)?);
        let touched = self.game.touch_together(a, b);
        to_js(&obligation_out(
            touched.map_err(|e| self.refusal(e))?,
            self.lang,
        ))
    }

    /// The moves played so far in a notation ("iccs", "wxf", "vi").
    pub fn history(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string | undefined")] notation: JsValue,
    ) -> Result<Vec<String>, JsValue> {
        let notation = parse_notation(&notation, "history: notation")?;
        Ok(self.game.move_texts(notation))
    }

    /// The whole game as a plain object, for saving.
    pub fn record(&self) -> Result<JsValue, JsValue> {
        to_js(&self.game.record())
    }

    /// Rebuilds a game saved with `record()`; `language` as in `setLanguage`.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        record: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | undefined")] language: JsValue,
    ) -> Result<XiangqiGame, JsValue> {
        let lang = language_arg(&language, "fromRecord: language")?;
        let record: GameRecord = saved_record(&record, lang)?;
        Ok(XiangqiGame {
            game: Game::from_record(&record).map_err(|e| js_error(e.text(lang)))?,
            lang,
        })
    }

    /// The next game of a series: same table, colours swapped.
    #[wasm_bindgen(js_name = nextInSeries)]
    pub fn next_in_series(&self) -> XiangqiGame {
        XiangqiGame {
            game: self.game.next_in_series(),
            lang: self.lang,
        }
    }
}

game_verbs!(XiangqiGame, side_id);

/// The board on a `<canvas>`: draws a game and maps pointer positions back
/// to points.
#[wasm_bindgen]
pub struct XiangqiBoard {
    painter: Painter,
}

board_class!(XiangqiBoard(Painter));

#[wasm_bindgen]
impl XiangqiBoard {
    /// Draws the game. View: `{flipped, pieceSet: "chinese"|"latin",
    /// selected: point|null, drag: {x, y}|null, hint: [codes]|null,
    /// cursor: point|null}`.
    pub fn draw(&self, game: &XiangqiGame, view: JsValue) -> Result<(), JsValue> {
        let view: BoardView = from_js_or_default(view, "view")?;
        self.painter.draw(game.game(), &view).map_err(js_error)
    }

    /// The point under a pointer at (x, y) CSS pixels from the canvas's
    /// top-left corner, or -1 when it is off the board.
    #[wasm_bindgen(js_name = squareAt)]
    pub fn square_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
        #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
    ) -> Result<i32, JsValue> {
        let (x, y, flipped) = pointer(&x, &y, &flipped, "squareAt")?;
        Ok(self
            .painter
            .square_at(x, y, flipped)
            .map_or(-1, |sq| sq.index() as i32))
    }

    /// The point one keyboard-cursor step (`dcol`, `drow` on the screen)
    /// from `square`, staying on the board.
    pub fn step(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] square: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] dcol: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] drow: JsValue,
        #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
    ) -> Result<u32, JsValue> {
        let square = args::whole(&square, "step: square", 89)?;
        let sq = Square::from_index(square as u8)
            .ok_or_else(|| js_error(format!("{square} is not a point of the board (0-89)")))?;
        let dcol = args::step(&dcol, "step: dcol", 1)?;
        let drow = args::step(&drow, "step: drow", 1)?;
        let flipped = args::flag(&flipped, "step: flipped")?;
        Ok(Painter::step(sq, dcol, drow, flipped).index() as u32)
    }

    /// Where the keyboard cursor first appears.
    pub fn home(
        &self,
        #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
    ) -> Result<u32, JsValue> {
        let flipped = args::flag(&flipped, "home: flipped")?;
        Ok(Painter::home(flipped).index() as u32)
    }

    /// The CSS-pixel centre of a point, for pointer tests and overlays.
    #[wasm_bindgen(js_name = squareCenter)]
    pub fn square_center(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number | string")] square: JsValue,
        #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
    ) -> Result<Vec<f64>, JsValue> {
        let flipped = args::flag(&flipped, "squareCenter: flipped")?;
        let sq = parse_square(&square, Lang::En)?;
        let (x, y) = self.painter.center(sq, flipped);
        Ok(vec![x, y])
    }
}
