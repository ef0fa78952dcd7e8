//! `XiangqiGame` (the engine's verbs) and `XiangqiBoard` (its canvas).

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use crate::api::board_game::{outcome_of, refusal, GameClass, Holds};
use crate::api::boards::{game_board, BoardPlaces};
use crate::api::game_class::game_class;
use crate::api::states::{PlacedOut, TimelineOut};
use crate::api::{args, from_js_or_default, js_error, to_js, whole_seed, BySide, OutcomeOut};
use crate::core::{Game as _, Lang, MoveCode, Side};
use crate::games::xiangqi::{
    role_name, side_id, Error, FoulPenalty, Game, Move, MoveTextError, Obligation, Piece, Role,
    Square, TableOptions,
};
use crate::view::xiangqi::{glyph, Painter};

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

fn piece_out((sq, p): (Square, Piece)) -> PlacedOut {
    PlacedOut::of(sq.index(), sq, side_id(p.side()), p.role().name())
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
pub(crate) struct StateOut {
    fen: String,
    side_to_move: &'static str,
    in_check: bool,
    check_square: Option<String>,
    last_move: Option<MoveOut>,
    pieces: Vec<PlacedOut>,
    outcome: Option<OutcomeOut>,
    ply: usize,
    #[serde(flatten)]
    timeline: TimelineOut,
    red_player: u8,
    fouls: [u16; 2],
    touch_move: bool,
    formal: bool,
    /// "warning" or "loss".
    foul_penalty: &'static str,
    /// Who moved first in this game (the start position's side to move).
    first_side: &'static str,
    obligation: ObligationOut,
    /// The foul the last touch committed, in words ('' when none): the
    /// referee's words said again in another language.
    last_foul: String,
    /// The pieces each side has captured, `{red: [...], black: [...]}`,
    /// the most valuable first.
    captured: BySide<Vec<CapturedOut>>,
}

/// A captured piece: its role ("rook") and its name in the game's
/// language ("xe").
#[derive(Serialize)]
struct CapturedOut {
    role: &'static str,
    name: &'static str,
}

fn parse_square(value: &JsValue, lang: Lang) -> Result<Square, JsValue> {
    if let Some(n) = value.as_f64() {
        let index = (n >= 0.0 && n.fract() == 0.0 && n < 90.0).then_some(n as u8);
        return index.and_then(Square::from_index).ok_or_else(|| {
            js_error(format!(
                "{} is not a point of the board (0-89)",
                args::number_text(n)
            ))
        });
    }
    let text = value
        .as_string()
        .ok_or_else(|| js_error("a point is a name like \"e0\" or an index 0-89"))?;
    Square::parse(&text).ok_or_else(|| js_error(MoveTextError::NotAPoint(text).text(lang)))
}

impl GameClass for XiangqiGame {
    type Options = TableOptions;
    type State = StateOut;
    const MOVE_EXAMPLE: &'static str = "h2e2";
    // A move's form is refused in English only.
    const FORMS_IN_ENGLISH: bool = true;

    fn start(options: TableOptions) -> Game {
        Game::new(options)
    }

    fn place(value: &JsValue, lang: Lang) -> Result<Square, JsValue> {
        parse_square(value, lang)
    }

    /// An illegal move's text is named as ICCS writes it.
    fn play_text(game: &mut Game, text: &str) -> Result<Move, Error> {
        let m = game.read_move(text)?;
        game.play(m).map(|_| m)
    }

    fn state(&self) -> StateOut {
        let pos = self.game.position();
        let us = pos.side_to_move();
        let in_check = pos.in_check();
        StateOut {
            fen: pos.fen(),
            side_to_move: side_id(us),
            in_check,
            check_square: in_check.then(|| pos.king_square(us).to_string()),
            last_move: self.game.plies().last().map(|p| move_out(p.mv)),
            pieces: pos.pieces().map(piece_out).collect(),
            outcome: outcome_of(self),
            ply: self.game.plies().len(),
            timeline: TimelineOut::of(&self.game),
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
            last_foul: self
                .game
                .last_foul()
                .map(|d| d.text(self.lang))
                .unwrap_or_default(),
            captured: BySide::new(
                side_id,
                self.game.captured().map(|pieces| {
                    let out = |p: &Piece| CapturedOut {
                        role: p.role().name(),
                        name: role_name(p.role(), self.lang),
                    };
                    pieces.iter().map(out).collect()
                }),
            ),
        }
    }

    /// The table options and the message language from a JS options object.
    fn options(options: JsValue) -> Result<(TableOptions, Lang), JsValue> {
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
            .map(|s| {
                whole_seed(s).ok_or_else(|| {
                    js_error(format!(
                        "seed {} is not a whole number",
                        args::number_text(s)
                    ))
                })
            })
            .transpose()?;
        let lang = crate::api::language_or_english(o.language)?;
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
}

#[wasm_bindgen]
impl XiangqiGame {
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

    /// Touch-move: the side to move touched a piece. Returns the obligation
    /// `{free, foul, duty, moves}`.
    pub fn touch(&mut self, square: JsValue) -> Result<JsValue, JsValue> {
        let sq = parse_square(&square, self.lang)?;
        let touched = self.game.touch(sq);
        to_js(&obligation_out(
            touched.map_err(|e| refusal(e, self.lang))?,
            self.lang,
        ))
    }

    /// Touch-move: why touching `square` now would be refused, in the
    /// game's language, or `undefined`; records nothing (a refused touch's
    /// words, said again when the page's language changes).
    #[wasm_bindgen(js_name = explainTouch)]
    pub fn explain_touch(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number | string")] square: JsValue,
    ) -> Result<Option<String>, JsValue> {
        let sq = parse_square(&square, self.lang)?;
        Ok(self.game.touch_refusal(sq).map(|e| e.text(self.lang)))
    }

    /// Touch-move: two pieces touched at once (the seed's case e).
    #[wasm_bindgen(js_name = touchTogether)]
    pub fn touch_together(&mut self, a: JsValue, b: JsValue) -> Result<JsValue, JsValue> {
        let (a, b) = (parse_square(&a, self.lang)?, parse_square(&b, self.lang)?);
        let touched = self.game.touch_together(a, b);
        to_js(&obligation_out(
            touched.map_err(|e| refusal(e, self.lang))?,
            self.lang,
        ))
    }

    /// The next game of a series: same table, colours swapped.
    #[wasm_bindgen(js_name = nextInSeries)]
    pub fn next_in_series(&self) -> XiangqiGame {
        XiangqiGame::wrap(self.game.next_in_series(), self.lang)
    }
}

game_class! {
    XiangqiGame(Game) {};
    class: [
        " A game of Cờ tướng for the page: every verb validates fully before it",
        " changes anything, and throws an `Error` with a message for the player.",
    ],
    new: [
        " A new game from the start position. Options: `{touchMove, formal,",
        " foulPenalty: \"warning\"|\"loss\", seed, language: \"en\"|\"vi\"}`; the coin",
        " toss for Red uses `seed` when given.",
    ],
    fromPosition(fen): [
        " A game from a FEN (or `startpos`). A set-up position has no coin toss:",
        " player 1 (`redPlayer` 0) plays Red.",
    ],
    position: [" The current position as FEN."],
    legalMoves: [" Every legal move, as codes (`from | to << 7`, points `rank * 9 + file`)."],
    legalMovesFrom(square): [" The legal moves of the piece on a point (\"e3\" or 0-89)."],
    moveToText(notation): [
        " A move code as text in the current position: \"iccs\" (default), \"wxf\"",
        " or \"vi\".",
    ],
    describe(point): [
        " A point in words, in the game's language, for screen readers and",
        " the line under the board: \"e2: Red cannon\", \"e5: empty\". The point",
        " is \"e2\" or 0-89.",
    ],
    play: [
        " Plays a move given as text (ICCS, WXF or Vietnamese) or as a code;",
        " returns its code.",
    ],
    explain: [
        " Why a move can't be played now (`null` if it can): for a move",
        " against the rules just the reason (\"the horse's leg at b1 is blocked\").",
    ],
    score: [" Match points `{red, black}` (1, ½ or 0) once the game is over, else null."],
    history(notation): [" The moves played so far in a notation (\"iccs\", \"wxf\", \"vi\")."],
    record: [" The whole game as a plain object, for saving."],
    fromRecord: [" Rebuilds a game saved with `record()`; `language` as in `setLanguage`."],
}

game_board! {
    XiangqiBoard(Painter) draws XiangqiGame;
    class: [
        " The board on a `<canvas>`: draws a game and maps pointer positions back",
        " to points.",
    ],
    view: [
        " `{pieceSet: \"chinese\"|\"latin\", notation: \"vi\"|\"wxf\"|\"iccs\"}` (the",
        " coordinates follow the notation); its places are the points 0-89.",
    ],
    squareAt: [
        " The point under a pointer at (x, y) CSS pixels from the canvas's",
        " top-left corner, or -1 when it is off the board.",
    ],
    step(square): [
        " The point one keyboard-cursor step (`dcol`, `drow` on the screen)",
        " from `square`, staying on the board.",
    ],
    home: [
        " Where the keyboard cursor first appears.",
    ],
    squareCenter(square: "number | string"): [
        " The CSS-pixel centre of a point, for pointer tests and overlays.",
    ],
    pieceGlyph: glyph_text, [
        " The glyph the painter draws for a role (\"rook\", as the state names",
        " it) of a side (\"red\" or \"black\") in a piece set (\"chinese\" or",
        " \"latin\"): 俥 for Red's rook.",
    ],
}

impl BoardPlaces for XiangqiBoard {
    type Place = Square;

    fn id(sq: Square) -> u32 {
        sq.index() as u32
    }

    fn place_arg(value: &JsValue, what: &str) -> Result<Square, JsValue> {
        let square = args::whole(value, what, 89)?;
        Square::from_index(square as u8)
            .ok_or_else(|| js_error(format!("{square} is not a point of the board (0-89)")))
    }

    fn center_args(
        square: &JsValue,
        flipped: &JsValue,
        lang: Lang,
    ) -> Result<(Square, bool), JsValue> {
        let flipped = args::flag(flipped, "squareCenter: flipped")?;
        Ok((parse_square(square, lang)?, flipped))
    }

    fn place_at(&self, x: f64, y: f64, flipped: bool, _: &JsValue) -> Option<Square> {
        self.painter.square_at(x, y, flipped)
    }

    fn step_from(&self, sq: Square, dcol: i32, drow: i32, flipped: bool, _: &JsValue) -> Square {
        Painter::step(sq, dcol, drow, flipped)
    }

    fn home_place(&self, flipped: bool) -> Square {
        Painter::home(flipped)
    }

    fn center_of(&self, sq: Square, flipped: bool) -> (f64, f64) {
        self.painter.center(sq, flipped)
    }
}

/// `pieceGlyph`: the glyph of a role (its id) of a side (its id) in a
/// piece set.
fn glyph_text(role_text: &str, side_text: &str, piece_set: &str) -> Result<String, JsValue> {
    let role = Role::ALL
        .into_iter()
        .find(|r| r.name() == role_text)
        .ok_or_else(|| js_error(format!("'{role_text}' is not a role")))?;
    let side = Side::BOTH
        .into_iter()
        .find(|&s| side_id(s) == side_text)
        .ok_or_else(|| js_error(format!("'{side_text}' is not a side (red or black)")))?;
    Ok(glyph(Piece::new(side, role), piece_set == "latin").to_string())
}

#[cfg(feature = "computer")]
crate::api::ai::thinker_class!(XiangqiThinker, XiangqiGame);
