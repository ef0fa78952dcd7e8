//! `ShogiGame` (the engine's verbs) and `ShogiBoard` (its canvas).
//!
//! Moves travel as the engine's codes (`Move::code`: `to | from << 7 |
//! promote << 14`, squares 0–80 in SFEN reading order, `from` 81 + kind for a
//! drop). The page points at *places*: a square 0–80, or a kind of piece in a
//! hand, `81 + 7·side + kind` (side 0 Sente, 1 Gote; kinds R B G S N L P).

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use crate::api::board_game::{outcome_of, refusal, GameClass, Holds};
use crate::api::boards::hand_board;
use crate::api::game_class::game_class;
use crate::api::states::{CheckOut, HandsOut, PlacedOut, TimelineOut};
use crate::api::{
    from_js_or_default, js_error, language_or_english, outcome_out, seed_option, side_named,
    square_of, to_js, OutcomeOut,
};
use crate::core::{Game as _, GameError, Lang, MoveCode};
use crate::games::shogi::{
    role_name, side_id, Error, Game, GameOptions, Illegal, Move, Piece, Place, Position, Role,
    Square, HAND_ROLES, IMPASSE_POINTS, SIDE_WORDS,
};
use crate::view::shogi::{glyph, Painter};

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct OptionsIn {
    formal: bool,
    /// Seed for the furigoma (a whole number); random when absent.
    seed: Option<f64>,
    /// "vi" or "en" (default): the language of the engine's messages.
    language: Option<String>,
}

/// A role from its id ("pawn") or its SFEN letter ("P", "+P").
fn parse_role(text: &str) -> Option<Role> {
    let text = text.trim();
    if let Some(role) = Role::ALL.into_iter().find(|role| role.id() == text) {
        return Some(role);
    }
    match text.strip_prefix('+') {
        Some(letter) if letter.len() == 1 => {
            Role::from_letter(letter.chars().next()?).and_then(Role::promoted)
        }
        None if text.len() == 1 => Role::from_letter(text.chars().next()?),
        _ => None,
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PieceOut {
    #[serde(flatten)]
    placed: PlacedOut,
    file: u8,
    rank: u8,
    promoted: bool,
}

fn piece_out((sq, p): (Square, Piece)) -> PieceOut {
    PieceOut {
        placed: PlacedOut::of(sq.index(), sq, side_id(p.side()), p.role().id()),
        file: sq.file(),
        rank: sq.rank(),
        promoted: p.role().is_promoted(),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveOut {
    code: u32,
    /// The square moved from, or null for a drop.
    from: Option<u8>,
    to: u8,
    /// The role dropped, for a drop.
    drop: Option<&'static str>,
    promotes: bool,
    usi: String,
}

fn move_out(m: Move) -> MoveOut {
    MoveOut {
        code: m.code(),
        from: m.from().map(|sq| sq.index() as u8),
        to: m.to().index() as u8,
        drop: m.dropped().map(Role::id),
        promotes: m.promotes(),
        usi: m.usi(),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StateOut {
    sfen: String,
    side_to_move: &'static str,
    /// Whether the side to move is in check, and its king's square then.
    #[serde(flatten)]
    check: CheckOut,
    last_move: Option<MoveOut>,
    pieces: Vec<PieceOut>,
    /// Counts in SFEN order: rook, bishop, gold, silver, knight, lance, pawn.
    #[serde(flatten)]
    hands: HandsOut,
    outcome: Option<OutcomeOut>,
    ply: usize,
    move_number: u32,
    #[serde(flatten)]
    timeline: TimelineOut,
    formal: bool,
    /// The seated player (0 = player 1, 1 = player 2) who plays Sente.
    sente_player: u8,
    /// Who moved first (the start position's side to move).
    first_side: &'static str,
    /// The furigoma that began the game: each pawn, `true` showing 歩.
    furigoma: Option<[bool; 5]>,
    impasse_available: bool,
    /// The impasse count of the position now: [Sente, Gote].
    impasse_points: [u32; 2],
    /// Fewer points than this lose the impasse count.
    impasse_threshold: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PromotionChoices {
    /// The promoting move's code when it is legal.
    promote: Option<u32>,
    /// The non-promoting move's (or the drop's) code when it is legal.
    stay: Option<u32>,
    /// The move without promotion, legal or not: what `explain` needs when
    /// neither is legal.
    plain: u32,
    /// The piece as it stands, and as it would be promoted.
    role: Option<&'static str>,
    promoted_role: Option<&'static str>,
    /// Their names in the game's language.
    role_name: Option<&'static str>,
    promoted_name: Option<&'static str>,
    /// Why neither is legal (the engine's reason), or null.
    why: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ImpasseOut {
    /// [Sente, Gote].
    points: [u32; 2],
    threshold: u32,
    outcome: OutcomeOut,
}

/// A place from a number (0–94) or a square's name ("7g").
fn parse_place(value: &JsValue, lang: Lang) -> Result<Place, JsValue> {
    crate::api::parse_place(value, lang, "7g", Square::parse)
}

fn parse_square(value: &JsValue, lang: Lang) -> Result<Square, JsValue> {
    square_of(parse_place(value, lang)?, lang)
}

impl GameClass for ShogiGame {
    type Options = GameOptions;
    type State = StateOut;
    const MOVE_EXAMPLE: &'static str = "7g7f";

    fn start(options: GameOptions) -> Game {
        Game::new(options)
    }

    fn place(value: &JsValue, lang: Lang) -> Result<Place, JsValue> {
        parse_place(value, lang)
    }

    fn state(&self) -> StateOut {
        let pos = self.game.position();
        let us = pos.side_to_move();
        StateOut {
            sfen: pos.sfen(),
            side_to_move: side_id(us),
            check: CheckOut::of(pos.in_check(), pos.king(us).map(|k| k.index())),
            last_move: self.game.plies().last().map(|p| move_out(p.mv)),
            pieces: pos.pieces().map(piece_out).collect(),
            hands: HandsOut::of(pos.hands(), side_id, HAND_ROLES.map(Role::id)),
            outcome: outcome_of(self),
            ply: self.game.plies().len(),
            move_number: pos.move_number(),
            timeline: TimelineOut::of(&self.game),
            formal: self.game.options().formal,
            sente_player: self.game.sente_player(),
            first_side: side_id(self.game.start_position().side_to_move()),
            furigoma: self.game.furigoma().map(|f| f.pawn_faces),
            impasse_available: self.game.impasse_available(),
            impasse_points: self.game.impasse_count().points,
            impasse_threshold: IMPASSE_POINTS,
        }
    }

    /// The game options and the message language from a JS options object.
    fn options(options: JsValue) -> Result<(GameOptions, Lang), JsValue> {
        let o: OptionsIn = from_js_or_default(options, "game options")?;
        let lang = language_or_english(o.language)?;
        let seed = o
            .seed
            .map(|s| seed_option(s, lang, "không phải là số nguyên"));
        let seed = seed.transpose()?;
        Ok((
            GameOptions {
                formal: o.formal,
                seed,
            },
            lang,
        ))
    }
}

impl ShogiGame {
    fn is_legal(&self, m: Move) -> bool {
        self.game.legal_moves().contains(&m)
    }
}

#[wasm_bindgen]
impl ShogiGame {
    /// What stands on a place: `{side, role, count}`, or null when the
    /// square is empty or the hand holds none of that kind.
    #[wasm_bindgen(js_name = pieceAt)]
    pub fn piece_at(&self, place: JsValue) -> Result<JsValue, JsValue> {
        to_js(&self.game.content(parse_place(&place, self.lang)?))
    }

    /// For a move from a place to a square: which of promoting and not
    /// promoting are legal (`{promote, stay}` as codes or null), the plain
    /// move's code for `explain` when neither is, and the piece's roles and
    /// names for the choice.
    #[wasm_bindgen(js_name = promotionChoices)]
    pub fn promotion_choices(&self, from: JsValue, to: JsValue) -> Result<JsValue, JsValue> {
        let to = parse_square(&to, self.lang)?;
        let pos = self.game.position();
        let (plain, promoting, role) = match parse_place(&from, self.lang)? {
            Place::Square(sq) => (
                Move::normal(sq, to, false),
                Some(Move::normal(sq, to, true)),
                pos.piece_at(sq).map(|p| p.role()),
            ),
            Place::Hand(_, k) => (Move::drop(HAND_ROLES[k], to), None, Some(HAND_ROLES[k])),
        };
        let promoted = role.and_then(Role::promoted);
        let promote = promoting.filter(|m| self.is_legal(*m)).map(|m| m.code());
        let stay = self.is_legal(plain).then(|| plain.code());
        // When neither is legal, the plain move's reason, unless it is only
        // that the piece must promote: then the promoting move's.
        let why = match (promote, stay) {
            (None, None) => match self.game.explain(plain) {
                Some(Error::IllegalMove {
                    reason: Illegal::MustPromote { .. },
                    ..
                }) => promoting.and_then(|m| self.game.explain(m)),
                other => other,
            },
            _ => None,
        };
        let choices = PromotionChoices {
            promote,
            stay,
            plain: plain.code(),
            role: role.map(Role::id),
            promoted_role: promoted.map(Role::id),
            role_name: role.map(|r| role_name(r, self.lang)),
            promoted_name: promoted.map(|r| role_name(r, self.lang)),
            why: why.map(|e| e.reason_text(self.lang)),
        };
        to_js(&choices)
    }

    /// Calls the impasse count (both kings in their promotion zones); ends
    /// the game. Returns `{points: [sente, gote], threshold, outcome}`.
    #[wasm_bindgen(js_name = declareImpasse)]
    pub fn declare_impasse(&mut self) -> Result<JsValue, JsValue> {
        let declared = self.game.declare_impasse();
        let count = declared.map_err(|e| refusal(e, self.lang))?;
        to_js(&ImpasseOut {
            points: count.points,
            threshold: IMPASSE_POINTS,
            outcome: outcome_out(count.outcome, side_id, self.lang),
        })
    }

    /// The next game of a series: the start position, Sente to the other
    /// player, the same table.
    #[wasm_bindgen(js_name = nextInSeries)]
    pub fn next_in_series(&self) -> ShogiGame {
        let options = GameOptions {
            seed: None,
            ..self.game.options()
        };
        let next = Game::from_position(Position::startpos(), options, self.game.sente_player() ^ 1);
        ShogiGame::wrap(next, self.lang)
    }
}

game_class! {
    ShogiGame(Game) {};
    class: [
        " A game of shogi for the page: every verb validates fully before it",
        " changes anything, and throws an `Error` with a message for the player.",
    ],
    new: [
        " A new game from the start position. Options: `{formal, seed,",
        " language: \"en\"|\"vi\"}`; the furigoma uses `seed` when given.",
    ],
    fromPosition(sfen): [
        " A game from an SFEN (or `startpos`). A set-up position has no",
        " furigoma: player 1 (`sentePlayer` 0) plays Sente.",
    ],
    sideToMove: [" \"sente\" or \"gote\": whose turn it is."],
    position: [" The current position as SFEN."],
    legalMoves: [" Every legal move (and drop), as codes."],
    legalMovesFrom(place): [
        " The legal moves from a place: the piece on a square (\"7g\" or 0-80),",
        " or the drops of a hand place (81-94) of the side to move.",
    ],
    legalDrops(role): parse_role, "R B G S N L P", [
        " The legal drops of a role (\"pawn\" or \"P\") from the side to move's hand.",
    ],
    moveToText(notation): [
        " A move code as text in the current position: \"usi\" (default),",
        " \"western\" or \"japanese\". Only a legal move has Western or Japanese",
        " text.",
    ],
    describe(place): [
        " A place in words, in the game's language, for screen readers and the",
        " line under the board: \"7g: Sente pawn\", \"5e: empty\", \"Gote's hand: 2 ×",
        " pawn\". The place is a square (\"7g\"), 0-80, or a hand's kind (81-94).",
    ],
    play: [
        " Plays a move given as text (USI, Western or Japanese) or as a code;",
        " returns its code.",
    ],
    explain: [
        " Why a move can't be played now (`null` if it can): for a move",
        " against the rules just the reason (\"you already have an unpromoted",
        " pawn there (nifu)\").",
    ],
    score: [" Match points `{sente, gote}` (1, ½ or 0) once the game is over, else null."],
    history(notation): [
        " The moves played so far in a notation (\"usi\", \"western\", \"japanese\").",
    ],
    record: [" The whole game as a plain object, for saving."],
    fromRecord: [" Rebuilds a game saved with `record()`; `language` as in `setLanguage`."],
}

hand_board! {
    ShogiBoard(Painter, Place: parse_place) draws ShogiGame;
    hands(role): side_id, SIDE_WORDS, Role::id, parse_role, HAND_ROLES,
    view: [" `{pieceSet: \"kanji\"|\"latin\", coordinates: \"japanese\"|\"usi\", pending: [from, to]|null}`."],
    pieceGlyph: glyph_text, [
        " The glyph the painter draws for a role (\"pawn\", \"tokin\", \"+P\") of a",
        " side in a piece set (\"kanji\" or \"latin\").",
    ],
}

/// `pieceGlyph`: the glyph of a role (its id or SFEN letter) of a side (any
/// of its names) in a piece set.
fn glyph_text(role: &str, side: &str, piece_set: &str) -> Result<String, JsValue> {
    let role = parse_role(role).ok_or_else(|| js_error(format!("'{role}' is not a role")))?;
    let side =
        side_named(side, SIDE_WORDS).ok_or_else(|| js_error(format!("'{side}' is not a side")))?;
    Ok(glyph(Piece::new(side, role), piece_set == "latin"))
}

#[cfg(feature = "computer")]
crate::api::ai::thinker_class!(ShogiThinker, ShogiGame);
