//! `LongPhuongGame` (the engine's verbs) and `LongPhuongBoard` (its canvas).
//!
//! Moves travel as the engine's codes (`Move::code`: `to` in bits 0–6, the
//! square moved from or the hand index of a dropped kind in 7–13, the kind
//! of move in 14–15 (drop, single, stack, rotate), the facing after the move
//! in 16–17 and bit 18 set when the move names a facing). Squares are
//! `row * 9 + column - 1`, row 0 = a (Orange's back row). The page points at
//! *places*: a square 0–80, or a kind of piece in a hand, `81 + 7·side +
//! kind` (side 0 Orange, 1 Blue; kinds T S K X B L P).

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::board_game::{outcome_of, read_move, reason, GameClass};
use super::boards::hand_board;
use super::game_class::game_class;
use super::states::{CheckOut, HandsOut, TimelineOut};
use super::{
    from_js_or_default, js_error, language_or_english, saved_record, square_of, to_js, words,
    OutcomeOut,
};
use crate::core::{Game as _, Lang, MoveCode};
use crate::games::longphuong::{
    kind_name, side_id, Facing, Game, GameRecord, Kind, Move, MoveKind, Piece, Place,
    Square, HAND_ORDER, SIDE_WORDS,
};
use crate::view::longphuong::Painter;

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct OptionsIn {
    /// A formal game: no undo.
    formal: bool,
    /// "vi" or "en" (default): the language of the engine's messages.
    language: Option<String>,
}

/// A kind from its id ("soldier"), its letter ("B", "b") or its Vietnamese
/// name ("Binh").
fn parse_kind(text: &str) -> Option<Kind> {
    let text = text.trim();
    if let Some(kind) = Kind::ALL
        .iter()
        .find(|k| k.id() == text || kind_name(**k).eq_ignore_ascii_case(text))
    {
        return Some(*kind);
    }
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Kind::from_letter(c),
        _ => None,
    }
}

fn move_kind_id(kind: MoveKind) -> &'static str {
    match kind {
        MoveKind::Drop => "drop",
        MoveKind::Single => "single",
        MoveKind::Stack => "stack",
        MoveKind::Rotate => "rotate",
    }
}

fn mark(facing: Facing) -> String {
    facing.mark().to_string()
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PieceOut {
    side: &'static str,
    kind: &'static str,
    /// `^ > v <`, or null for Vương, Long and Phượng.
    facing: Option<String>,
    /// The piece's text: `X^`, `v`, `L`.
    text: String,
    /// Its Vietnamese name (the same in both languages).
    name: &'static str,
}

fn piece_out(p: Piece) -> PieceOut {
    PieceOut {
        side: side_id(p.side()),
        kind: Kind::id(p.kind()),
        facing: p.kind().rotatable().then(|| mark(p.facing())),
        text: p.text(),
        name: kind_name(p.kind()),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SquareOut {
    index: u8,
    square: String,
    side: &'static str,
    height: usize,
    /// Bottom to top.
    pieces: Vec<PieceOut>,
    top: PieceOut,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveOut {
    code: u32,
    /// "drop", "single", "stack" or "rotate".
    kind: &'static str,
    /// The square moved from (or turned), null for a drop.
    from: Option<u8>,
    to: u8,
    /// The kind dropped, for a drop.
    dropped: Option<&'static str>,
    /// The facing the piece ends with, when the move names one.
    facing: Option<String>,
    text: String,
}

fn move_out(m: Move) -> MoveOut {
    MoveOut {
        code: m.code(),
        kind: move_kind_id(m.kind()),
        from: m.from().map(|sq| sq.index() as u8),
        to: m.to().index() as u8,
        dropped: m.dropped().map(Kind::id),
        facing: m.facing().map(mark),
        text: m.text(),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StateOut {
    /// The position text.
    position: String,
    side_to_move: &'static str,
    /// The number of the next ply (1–4: the opening).
    ply: u32,
    in_opening: bool,
    /// Whether the side to move is in check, and its king's square then.
    #[serde(flatten)]
    check: CheckOut,
    last_move: Option<MoveOut>,
    /// Every occupied square, its stack bottom to top.
    squares: Vec<SquareOut>,
    /// Counts in the order T S K X B L P.
    #[serde(flatten)]
    hands: HandsOut,
    /// `{winner, reason}`: reason "checkmate", "pat", "thien_nhat_thu" or
    /// "resignation".
    outcome: Option<OutcomeOut>,
    /// Plies played since the start position.
    moves_played: usize,
    #[serde(flatten)]
    timeline: TimelineOut,
    formal: bool,
    /// The seated player (0 = player 1, 1 = player 2) who plays Orange.
    orange_player: u8,
    /// Who moved first (the start position's side to move).
    first_side: &'static str,
}

/// The codes of a move without a turn and with a quarter turn either way.
#[derive(Serialize, Default)]
#[serde(rename_all = "camelCase")]
struct Turns {
    /// Unturned (null for a turn in place, which always turns).
    none: Option<u32>,
    /// Turned counter-clockwise.
    left: Option<u32>,
    /// Turned clockwise.
    right: Option<u32>,
}

#[derive(Serialize, Default)]
#[serde(rename_all = "camelCase")]
struct DropFacings {
    /// A Long or Phượng, which has no facing.
    none: Option<u32>,
    up: Option<u32>,
    right: Option<u32>,
    down: Option<u32>,
    left: Option<u32>,
}

/// What a player may do from a place to a square: the legal codes of every
/// variant, so the page can offer them.
#[derive(Serialize, Default)]
#[serde(rename_all = "camelCase")]
struct Choices {
    /// "square" or "hand".
    source: &'static str,
    /// The piece that moves (the top piece) or is dropped.
    kind: Option<&'static str>,
    /// Its facing now (a board piece that turns).
    facing: Option<String>,
    /// Whether it can turn at all.
    rotatable: bool,
    /// The stack's height on the source square (0 for a hand).
    height: usize,
    /// `-` moves: a lone piece, or the top piece split off a stack.
    single: Turns,
    /// `=` moves of the whole stack (all null for a lone piece).
    stack: Turns,
    /// A turn in place (`to` equal to `from`).
    turn: Turns,
    /// Drops by facing (a hand place).
    drop: DropFacings,
    /// Whether anything at all is legal.
    any: bool,
    /// The plainest move there (unturned; the whole stack for a stack),
    /// legal or not, for `explain`.
    plain: u32,
    /// Why nothing is legal (the engine's reason), or null.
    why: Option<String>,
}

/// A place from a number (0–94) or a square's name ("c5").
fn parse_place(value: &JsValue, lang: Lang) -> Result<Place, JsValue> {
    super::parse_place(value, lang, "c5", Square::parse)
}

fn parse_square(value: &JsValue, lang: Lang) -> Result<Square, JsValue> {
    square_of(parse_place(value, lang)?, lang)
}

/// A saved game: the engine's record and who plays Orange.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct SavedGame {
    #[serde(flatten)]
    record: GameRecord,
    #[serde(default)]
    orange_player: u8,
}

impl GameClass for LongPhuongGame {
    type State = StateOut;
    /// Whether the game is formal.
    type Options = bool;
    const MOVE_EXAMPLE: &'static str = "c5-d5";

    fn place(value: &JsValue, lang: Lang) -> Result<Place, JsValue> {
        parse_place(value, lang)
    }

    fn state(&self) -> StateOut {
        let pos = self.game.position();
        let us = pos.side_to_move();
        let in_check = pos.in_check();
        let squares = (0..81u8)
            .filter_map(Square::from_index)
            .filter_map(|sq| {
                let stack = pos.stack(sq);
                let top = stack.top()?;
                Some(SquareOut {
                    index: sq.index() as u8,
                    square: sq.to_string(),
                    side: side_id(top.side()),
                    height: stack.height(),
                    pieces: stack.pieces().iter().map(|p| piece_out(*p)).collect(),
                    top: piece_out(top),
                })
            })
            .collect();
        StateOut {
            position: pos.text(),
            side_to_move: side_id(us),
            ply: pos.ply(),
            in_opening: pos.in_opening(),
            check: CheckOut::of(in_check, pos.king(us).map(|k| k.index())),
            last_move: self.game.plies().last().map(|p| move_out(p.mv)),
            squares,
            hands: HandsOut::of(pos.hands(), side_id, HAND_ORDER.map(Kind::id)),
            outcome: outcome_of(self),
            moves_played: self.game.plies().len(),
            timeline: TimelineOut::of(&self.game),
            formal: self.game.formal(),
            orange_player: self.orange_player,
            first_side: side_id(self.game.start_position().side_to_move()),
        }
    }

    /// Whether the game is formal, and the message language, from a JS options
    /// object.
    fn options(options: JsValue) -> Result<(bool, Lang), JsValue> {
        let o: OptionsIn = from_js_or_default(options, "game options")?;
        Ok((o.formal, language_or_english(o.language)?))
    }

    /// Before the opening drops.
    fn start(formal: bool) -> Game {
        Game::new(formal)
    }

    /// The engine's record (`start`, `moves`, `redo`, `formal`, `ended`)
    /// and `orangePlayer`.
    fn save(&self, record: GameRecord) -> Result<JsValue, JsValue> {
        to_js(&SavedGame {
            record,
            orange_player: self.orange_player,
        })
    }

    fn restore(record: &JsValue, lang: Lang) -> Result<LongPhuongGame, JsValue> {
        let saved: SavedGame = saved_record(record, lang)?;
        let game = Game::from_record(&saved.record).map_err(|e| js_error(e.text(lang)))?;
        Ok(LongPhuongGame {
            game,
            lang,
            orange_player: saved.orange_player.min(1),
        })
    }
}

#[wasm_bindgen]
impl LongPhuongGame {
    /// What stands on a place: `{side, kind, facing, count}` (the top piece
    /// and the stack's height, or a hand's kind and how many), or null.
    #[wasm_bindgen(js_name = pieceAt)]
    pub fn piece_at(&self, place: JsValue) -> Result<JsValue, JsValue> {
        to_js(&self.game.content(parse_place(&place, self.lang)?))
    }

    /// The stack on a square, bottom to top: `[{side, kind, facing, text,
    /// name}]` (empty for an empty square or a hand place).
    #[wasm_bindgen(js_name = stackAt)]
    pub fn stack_at(&self, place: JsValue) -> Result<JsValue, JsValue> {
        let pieces: Vec<PieceOut> = match parse_place(&place, self.lang)? {
            Place::Square(sq) => self
                .game
                .position()
                .stack(sq)
                .pieces()
                .iter()
                .map(|p| piece_out(*p))
                .collect(),
            Place::Hand(..) => Vec::new(),
        };
        to_js(&pieces)
    }

    /// A place in words, for screen readers and the stack panel: "c5: a
    /// stack of 2 Orange pieces, bottom to top: Binh ^, Tướng >".
    pub fn describe(&self, place: JsValue) -> Result<Option<String>, JsValue> {
        crate::api::board_game::describe(self, &place).map(Some)
    }

    /// For a place and a square: the codes of every legal variant (a lone
    /// move or a split `-`, a whole-stack move `=`, each unturned or turned
    /// a quarter either way; a turn in place when `to` is `from`; a drop in
    /// each facing), the plain move's code for `explain`, and why nothing is
    /// legal when so.
    #[wasm_bindgen(js_name = choicesAt)]
    pub fn choices_at(&self, from: JsValue, to: JsValue) -> Result<JsValue, JsValue> {
        let to = parse_square(&to, self.lang)?;
        let pos = self.game.position();
        let legal = self.game.legal_moves();
        let legal_code = |m: Move| legal.contains(&m).then(|| m.code());
        let mut c = Choices::default();
        match parse_place(&from, self.lang)? {
            Place::Hand(_, k) => {
                let kind = HAND_ORDER[k];
                c.source = "hand";
                c.kind = Some(Kind::id(kind));
                c.rotatable = kind.rotatable();
                let plain = if kind.rotatable() {
                    let facing = Facing::toward_opponent(pos.side_to_move());
                    let drop = |f: Facing| legal_code(Move::drop(kind, to, Some(f)));
                    c.drop.up = drop(Facing::Up);
                    c.drop.right = drop(Facing::Right);
                    c.drop.down = drop(Facing::Down);
                    c.drop.left = drop(Facing::Left);
                    Move::drop(kind, to, Some(facing))
                } else {
                    let plain = Move::drop(kind, to, None);
                    c.drop.none = legal_code(plain);
                    plain
                };
                c.any = [
                    c.drop.none,
                    c.drop.up,
                    c.drop.right,
                    c.drop.down,
                    c.drop.left,
                ]
                .iter()
                .any(Option::is_some);
                c.plain = plain.code();
                c.why = (!c.any)
                    .then(|| reason(self, plain))
                    .flatten();
            }
            Place::Square(sq) => {
                c.source = "square";
                c.height = pos.stack(sq).height();
                let top = pos.top(sq);
                c.kind = top.map(|p| Kind::id(p.kind()));
                c.rotatable = top.is_some_and(|p| p.kind().rotatable());
                c.facing = top
                    .filter(|p| p.kind().rotatable())
                    .map(|p| mark(p.facing()));
                // The facings a quarter turn away (a piece that can't turn
                // gets none: those moves are never legal).
                let turned = |clockwise: bool| {
                    top.filter(|p| p.kind().rotatable())
                        .map(|p| p.facing().turned(clockwise))
                };
                let variants = |make: fn(Square, Square, Option<Facing>) -> Move| Turns {
                    none: legal_code(make(sq, to, None)),
                    left: turned(false).and_then(|f| legal_code(make(sq, to, Some(f)))),
                    right: turned(true).and_then(|f| legal_code(make(sq, to, Some(f)))),
                };
                let plain = if to == sq {
                    let left = Move::rotate(sq, turned(false).unwrap_or(Facing::Left));
                    c.turn = Turns {
                        none: None,
                        left: turned(false).and_then(|f| legal_code(Move::rotate(sq, f))),
                        right: turned(true).and_then(|f| legal_code(Move::rotate(sq, f))),
                    };
                    left
                } else {
                    c.single = variants(Move::single);
                    if c.height > 1 {
                        c.stack = variants(Move::stack);
                        Move::stack(sq, to, None)
                    } else {
                        Move::single(sq, to, None)
                    }
                };
                c.any = [&c.single, &c.stack, &c.turn]
                    .iter()
                    .any(|t| t.none.is_some() || t.left.is_some() || t.right.is_some());
                c.plain = plain.code();
                c.why = (!c.any)
                    .then(|| reason(self, plain))
                    .flatten();
            }
        }
        to_js(&c)
    }

    /// The one move a page gesture means, legal or not: from a place to a
    /// square with the player's choices `{mode: "stack"|"single", turn:
    /// -1|0|1, facing: "^"|">"|"v"|"<"|null}` (a stack moves whole unless
    /// `mode` is "single"; `turn` turns a board piece a quarter
    /// counter-clockwise or clockwise after the move, or in place when `to`
    /// is `from`; `facing` is a drop's, toward the opponent when absent).
    /// Returns `{code, text, legal, why}`, or null when the gesture names no
    /// move (an empty square, or the selected piece pressed again with no
    /// turn chosen).
    #[wasm_bindgen(js_name = moveFor)]
    pub fn move_for(
        &self,
        from: JsValue,
        to: JsValue,
        choice: JsValue,
    ) -> Result<JsValue, JsValue> {
        #[derive(Deserialize, Default)]
        #[serde(default)]
        struct ChoiceIn {
            mode: Option<String>,
            turn: Option<i32>,
            facing: Option<String>,
        }
        #[derive(Serialize)]
        struct Intent {
            code: u32,
            text: String,
            legal: bool,
            why: Option<String>,
        }
        let to = parse_square(&to, self.lang)?;
        let choice: ChoiceIn = from_js_or_default(choice, "choice")?;
        let pos = self.game.position();
        let m = match parse_place(&from, self.lang)? {
            Place::Hand(side, k) => {
                let kind = HAND_ORDER[k];
                let facing = match choice.facing.as_deref() {
                    Some(text) => {
                        let mut chars = text.chars();
                        match (chars.next().and_then(Facing::from_mark), chars.next()) {
                            (Some(f), None) => Some(f),
                            _ => {
                                return Err(words(
                                    self.lang,
                                    format!("'{text}' is not a facing (^ > v <)"),
                                    format!("'{text}' không phải là hướng (^ > v <)"),
                                ))
                            }
                        }
                    }
                    None => Some(Facing::toward_opponent(side)),
                };
                Some(Move::drop(kind, to, facing.filter(|_| kind.rotatable())))
            }
            Place::Square(sq) => pos.top(sq).and_then(|top| {
                let turned = match choice.turn.unwrap_or(0) {
                    0 => None,
                    t => Some(top.facing().turned(t > 0)),
                };
                if to == sq {
                    turned.map(|f| Move::rotate(sq, f))
                } else if pos.stack(sq).height() > 1 && choice.mode.as_deref() != Some("single") {
                    Some(Move::stack(sq, to, turned))
                } else {
                    Some(Move::single(sq, to, turned))
                }
            }),
        };
        let intent = m.map(|m| {
            let why = reason(self, m);
            Intent {
                code: m.code(),
                text: m.text(),
                legal: why.is_none(),
                why,
            }
        });
        to_js(&intent)
    }

    /// A move (code or text) taken apart: `{code, kind, from, to, dropped,
    /// facing, text}`.
    #[wasm_bindgen(js_name = moveInfo)]
    pub fn move_info(&self, mv: JsValue) -> Result<JsValue, JsValue> {
        let m = read_move(self, &mv).map_err(js_error)?;
        to_js(&move_out(m))
    }

    /// The next game of a series: the start position, Orange to the other
    /// player, the same table.
    #[wasm_bindgen(js_name = nextInSeries)]
    pub fn next_in_series(&self) -> LongPhuongGame {
        LongPhuongGame {
            game: Game::new(self.game.formal()),
            lang: self.lang,
            orange_player: self.orange_player ^ 1,
        }
    }
}

game_class! {
    LongPhuongGame(Game) {
        /// The seated player (0 or 1) who plays Orange.
        orange_player: u8,
    };
    class: [
        " A game of Cờ Long Phượng for the page: every verb validates fully before",
        " it changes anything, and throws an `Error` with a message for the player.",
    ],
    new: [
        " A new game from the start position (before the opening drops).",
        " Options: `{formal, language: \"en\"|\"vi\"}`.",
    ],
    fromPosition(text): [" A game from a position text (or `startpos`); options as for `new`."],
    sideToMove: [" \"orange\" or \"blue\": whose turn it is."],
    position: [" The current position as text (`<board> <side> <hands> <ply>`)."],
    legalMoves: [" Every legal move (drops, moves, stack moves, turns), as codes."],
    legalMovesFrom(place): [
        " The legal moves from a place: the moves, stack moves and turns of the",
        " piece or stack on a square (\"c5\" or 0-80), or the drops of a hand",
        " place (81-94) of the side to move.",
    ],
    legalDrops(kind): parse_kind, "T S K X B L P", [
        " The legal drops of a kind (\"soldier\", \"B\" or \"Binh\") from the side to",
        " move's hand.",
    ],
    moveToText: [
        " A move code as the brief's text (\"c5-d5>\"); any well-formed code has",
        " one, legal or not.",
    ],
    play: [" Plays a move given as text or as a code; returns its code."],
    explain: [
        " Why a move can't be played now (`null` if it can): for a move",
        " against the rules just the reason (\"a stack may not land on a",
        " friendly piece (d5)\").",
    ],
    score: [
        " Match points `{orange, blue}` (1, ½ or 0) once the game is over, else",
        " null.",
    ],
    history: [" The moves played so far, in the brief's notation."],
    record: [
        " The whole game as a plain object, for saving: the engine's record",
        " (`start`, `moves`, `redo`, `formal`, `ended`) and `orangePlayer`.",
    ],
    fromRecord: [
        " Rebuilds a game saved with `record()`, replaying and checking every",
        " move; `language` as in `setLanguage`.",
    ],
}

hand_board! {
    LongPhuongBoard(Painter, Place: parse_place) draws LongPhuongGame;
    hands(kind): side_id, SIDE_WORDS, Kind::id, parse_kind, HAND_ORDER,
    view: [
        " `{pieceLabel: \"letter\"|\"name\", mode: \"stack\"|\"single\", turn: -1|0|1,",
        " dropFacing: \"^\" | \">\" | \"v\" | \"<\" | null, inspect: place|null,",
        " sideNames: [orange, blue]}`.",
    ],
}

#[cfg(feature = "computer")]
crate::api::ai::thinker_class!(LongPhuongThinker, LongPhuongGame);
