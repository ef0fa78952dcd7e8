//! What the board games' classes (`<Game>Game`) do in the same words,
//! written once as generic functions over the engine's [`Game`] and the
//! class's [`GameClass`]. An exported class can't be generic, so
//! `game_class!` (in `game_class.rs`) writes each class's struct and its
//! `#[wasm_bindgen]` methods, each of which calls one function here.
//!
//! Every function reads its JS arguments fully before it changes anything,
//! and answers a refusal as a JS `Error` in the class's language.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::states::SpokenMoveOut;
use super::{args, code_number, js_error, language_arg, saved_record, to_js, words};
use super::{outcome_out, OutcomeOut};
use crate::core::game::MovesOf;
use crate::core::{BoardSquare, HandKind, Place};
use crate::core::{Game, GameError, Lang, MoveCode, MoveOf, Notation, Resignable};

/// A game's notation type.
type NotationOf<G> = <G as Game>::Notation;
/// A game's place type.
pub(crate) type PlaceOf<G> = <G as Game>::Place;

/// The struct `game_class!` writes around an engine's game: the game, the
/// language its refusals are worded in, and the class's own fields.
pub(crate) trait Holds: Sized {
    type Game: Game;

    /// The class around a new game, in a language (its own fields at
    /// their defaults).
    fn wrap(game: Self::Game, lang: Lang) -> Self;
    /// Another game in this one's language and with its fields (review).
    fn with_game(&self, game: Self::Game) -> Self;
    fn game(&self) -> &Self::Game;
    fn game_mut(&mut self) -> &mut Self::Game;
    fn lang(&self) -> Lang;
    fn set_lang(&mut self, lang: Lang);
}

/// What a board game's class adds around its engine: how it is made from
/// JS options, what its state shows, how JS names its places, and the
/// refusals of a value that names no move.
pub(crate) trait GameClass: Holds<Game: Game<Record: Serialize + DeserializeOwned>> {
    /// What `new`'s and `fromPosition`'s options say of the game (besides
    /// the language); what of them sets up a position.
    type Options: Into<<Self::Game as Game>::Options>;
    /// What `state()` shows.
    type State: Serialize;

    /// A move's text as a player writes one ("h2e2"), for the refusal of a
    /// value that is neither a text nor a code.
    const MOVE_EXAMPLE: &'static str;
    /// Whether the refusals of a move's or a notation's form are in English
    /// whatever the language (Cờ tướng's, as they always were).
    const FORMS_IN_ENGLISH: bool = false;

    /// `state()`: everything the page shows.
    fn state(&self) -> Self::State;
    /// The options of `new` and `fromPosition`, and the language.
    fn options(options: JsValue) -> Result<(Self::Options, Lang), JsValue>;
    /// `new`: a game from the start (a coin toss, a furigoma, a draw).
    fn start(options: Self::Options) -> Self::Game;
    /// A place as `legalMovesFrom` and `describe` read it.
    fn place(value: &JsValue, lang: Lang) -> Result<PlaceOf<Self::Game>, JsValue>;

    /// The language form refusals are worded in.
    fn forms_lang(lang: Lang) -> Lang {
        if Self::FORMS_IN_ENGLISH {
            Lang::En
        } else {
            lang
        }
    }

    /// A number that is no move code (`code`, as JavaScript writes it).
    fn bad_code(code: &str, lang: Lang) -> String {
        match Self::forms_lang(lang) {
            Lang::En => format!("{code} is not a move code"),
            Lang::Vi => format!("{code} không phải là mã nước đi"),
        }
    }

    /// A value that is neither a move's text nor a code.
    fn not_a_move(lang: Lang) -> String {
        let example = Self::MOVE_EXAMPLE;
        match Self::forms_lang(lang) {
            Lang::En => format!("a move is a text like \"{example}\" or a move code"),
            Lang::Vi => format!("nước đi là một chuỗi như \"{example}\" hoặc một mã nước đi"),
        }
    }

    /// A name that is no notation: "'x' is not a notation (use \"iccs\",
    /// \"wxf\" or \"vi\")".
    fn bad_notation(name: &str, lang: Lang) -> JsValue {
        let names: Vec<String> = NotationOf::<Self::Game>::NAMES
            .split('|')
            .map(|n| format!("\"{n}\""))
            .collect();
        let (last, rest) = names.split_last().map_or(("", &[][..]), |(l, r)| (l, r));
        let rest = rest.join(", ");
        let lang = Self::forms_lang(lang);
        words(
            lang,
            format!("'{name}' is not a notation (use {rest} or {last})"),
            format!("'{name}' không phải là cách ghi nước đi (dùng {rest} hoặc {last})"),
        )
    }

    /// `play` of a move's text: the engine's, which names an illegal move
    /// as the player wrote it.
    fn play_text(
        game: &mut Self::Game,
        text: &str,
    ) -> Result<MoveOf<Self::Game>, <Self::Game as Game>::Error> {
        game.play_text(text.trim())
    }

    /// `record()`: the engine's record as a plain object.
    fn save(&self, record: <Self::Game as Game>::Record) -> Result<JsValue, JsValue> {
        to_js(&record)
    }

    /// `fromRecord`: a game saved with `record()`, every move replayed and
    /// checked.
    fn restore(record: &JsValue, lang: Lang) -> Result<Self, JsValue> {
        let record = saved_record(record, lang)?;
        let game = Self::Game::from_record(&record).map_err(|e| refusal(e, lang))?;
        Ok(Self::wrap(game, lang))
    }
}

/// The engine's refusal as a JS `Error` in the player's language.
pub(crate) fn refusal(e: impl GameError, lang: Lang) -> JsValue {
    js_error(e.text(lang))
}

/// A class's refusal in its language.
fn refused<C: Holds>(class: &C, e: <C::Game as Game>::Error) -> JsValue {
    refusal(e, class.lang())
}

/// Moves as the page gets them: their codes.
pub(crate) fn codes<M: MoveCode>(moves: &[M]) -> Vec<u32> {
    moves.iter().map(|&m| m.code()).collect()
}

/// A move from a code or a text, or why there is none, in words.
pub(crate) fn read_move<C: GameClass>(
    class: &C,
    value: &JsValue,
) -> Result<MoveOf<C::Game>, String> {
    let lang = class.lang();
    if let Some(code) = value.as_f64() {
        return code_number(code)
            .and_then(MoveCode::from_code)
            .ok_or_else(|| C::bad_code(&args::number_text(code), lang));
    }
    let text = value.as_string().ok_or_else(|| C::not_a_move(lang))?;
    let read = class.game().read_move(text.trim());
    read.map_err(|e| e.text(lang))
}

/// A move code argument (`what` names it) as a move, legal or not.
fn code_arg<C: GameClass>(
    value: &JsValue,
    what: &str,
    lang: Lang,
) -> Result<MoveOf<C::Game>, JsValue> {
    let code = args::whole(value, what, u32::MAX)?;
    MoveCode::from_code(code).ok_or_else(|| js_error(C::bad_code(&code.to_string(), lang)))
}

/// A notation argument (`what` names it), the game's default when left out.
fn notation_arg<C: GameClass>(
    value: &JsValue,
    what: &str,
    lang: Lang,
) -> Result<NotationOf<C::Game>, JsValue> {
    match args::optional_text(value, what)? {
        None => Ok(Notation::DEFAULT),
        Some(name) => Notation::parse(&name).ok_or_else(|| C::bad_notation(&name, lang)),
    }
}

/// Why `m` can't be played now, or `None` if it can: for an illegal move
/// the reason alone.
pub(crate) fn reason<C: Holds>(class: &C, m: MoveOf<C::Game>) -> Option<String> {
    let refused = class.game().explain(m);
    refused.map(|e| e.reason_text(class.lang()))
}

// ---- The exported verbs, one function each.

/// `new`: a game from the start.
pub(crate) fn new<C: GameClass>(options: JsValue) -> Result<C, JsValue> {
    let (options, lang) = C::options(options)?;
    Ok(C::wrap(C::start(options), lang))
}

/// `fromPosition`: a game from a position text (or `startpos`); `what`
/// names the text argument.
pub(crate) fn from_position<C: GameClass>(
    text: &JsValue,
    what: &str,
    options: JsValue,
) -> Result<C, JsValue> {
    let text = args::text(text, what)?;
    let (options, lang) = C::options(options)?;
    let game = C::Game::set_up(text.trim(), options.into());
    Ok(C::wrap(game.map_err(|e| refusal(e, lang))?, lang))
}

/// `sideToMove`: the side to move's id.
pub(crate) fn side_to_move<C: Holds>(class: &C) -> String {
    C::Game::side_id(class.game().side_to_move()).to_string()
}

/// `position`: the position's text.
pub(crate) fn position<C: Holds>(class: &C) -> String {
    C::Game::position_text(class.game().position())
}

/// `state`: everything the page shows, as a plain object.
pub(crate) fn state<C: GameClass>(class: &C) -> Result<JsValue, JsValue> {
    to_js(&class.state())
}

/// `legalMoves`: every legal move's code.
pub(crate) fn legal_moves<C: Holds>(class: &C) -> Vec<u32> {
    let legal: MovesOf<C::Game> = class.game().legal_moves();
    codes(&legal)
}

/// `legalMovesFrom`: the codes of the legal moves from a place.
pub(crate) fn legal_moves_from<C: GameClass>(
    class: &C,
    place: &JsValue,
) -> Result<Vec<u32>, JsValue> {
    let place = C::place(place, class.lang())?;
    Ok(codes(&class.game().legal_moves_from(place)))
}

/// `legalDrops`: the codes of the legal drops of a kind (its text read by
/// `parse`; a kind no hand holds is refused) from the side to move's hand.
pub(crate) fn legal_drops<C, S, K, const N: usize>(
    class: &C,
    kind: &JsValue,
    what: &str,
    parse: fn(&str) -> Option<K>,
    letters: &str,
) -> Result<Vec<u32>, JsValue>
where
    C: Holds<Game: Game<Place = Place<S, N>>>,
    S: BoardSquare,
    K: HandKind,
{
    let text = args::text(kind, what)?;
    let us = class.game().side_to_move();
    let place = parse(&text).and_then(|kind| Place::hand(us, kind));
    let place = place.ok_or_else(|| {
        words(
            class.lang(),
            format!("'{text}' is not a piece that can be held in hand ({letters})"),
            format!("'{text}' không phải là quân có thể giữ trong tay ({letters})"),
        )
    })?;
    Ok(codes(&class.game().legal_moves_from(place)))
}

/// `moveToText`: a move code's text in the position now, in the notation
/// `notation` names (a game with one notation takes none).
pub(crate) fn move_to_text<C: GameClass>(
    class: &C,
    code: &JsValue,
    notation: Option<&JsValue>,
) -> Result<String, JsValue> {
    let lang = class.lang();
    let m = code_arg::<C>(code, "moveToText: code", lang)?;
    let notation = match notation {
        Some(value) => notation_arg::<C>(value, "moveToText: notation", lang)?,
        None => Notation::DEFAULT,
    };
    let text = class.game().move_text_in(m, notation);
    text.map_err(|e| refusal(e, lang))
}

/// `play`: plays a move given as a text or a code; its code.
pub(crate) fn play<C: GameClass>(class: &mut C, mv: &JsValue) -> Result<u32, JsValue> {
    let lang = class.lang();
    let played = match mv.as_string() {
        Some(text) => C::play_text(class.game_mut(), &text),
        None => {
            let m = read_move(class, mv).map_err(js_error)?;
            class.game_mut().play(m).map(|_| m)
        }
    };
    played.map(|m| m.code()).map_err(|e| refusal(e, lang))
}

/// `lastMoveSpoken`: the last move in words and whether it took
/// something, or null before the first.
pub(crate) fn last_move_spoken<C: Holds>(class: &C) -> Result<JsValue, JsValue> {
    let spoken = class.game().last_move_spoken(class.lang());
    to_js(&spoken.map(SpokenMoveOut::of))
}

/// `describe`: a place in words.
pub(crate) fn describe<C: GameClass>(class: &C, place: &JsValue) -> Result<String, JsValue> {
    let place = C::place(place, class.lang())?;
    Ok(class.game().describe(place, class.lang()))
}

/// `explain`: why a move (a code or a text) can't be played now.
pub(crate) fn explain<C: GameClass>(class: &C, mv: &JsValue) -> Option<String> {
    match read_move(class, mv) {
        Ok(m) => reason(class, m),
        Err(why) => Some(why),
    }
}

/// `score`: match points per side once the game is over, else null.
pub(crate) fn score<C: Holds>(class: &C) -> Result<JsValue, JsValue> {
    super::score(class.game().outcome(), C::Game::side_id)
}

/// `history`: the moves played so far, in the notation `notation` names.
pub(crate) fn history<C: GameClass>(class: &C, notation: &JsValue) -> Result<Vec<String>, JsValue> {
    let notation = notation_arg::<C>(notation, "history: notation", class.lang())?;
    Ok(class.game().move_texts(notation))
}

/// `history` of a game that writes its moves one way.
pub(crate) fn standard_history<C: Holds>(class: &C) -> Vec<String> {
    class.game().move_texts(Notation::DEFAULT)
}

/// `record`: the whole game as a plain object.
pub(crate) fn record<C: GameClass>(class: &C) -> Result<JsValue, JsValue> {
    class.save(class.game().record())
}

/// `fromRecord`: a game saved with `record()`, in the language named.
pub(crate) fn from_record<C: GameClass>(
    record: &JsValue,
    language: &JsValue,
) -> Result<C, JsValue> {
    let lang = language_arg(language, "fromRecord: language")?;
    C::restore(record, lang)
}

/// `atPly`: the game as it stood after its first `ply` moves, as a new
/// object of the same class.
pub(crate) fn at_ply<C: Holds>(class: &C, ply: &JsValue) -> Result<C, JsValue> {
    let ply = args::whole(ply, "atPly: ply", u32::MAX)?;
    let played = class.game().plies().len();
    let game = usize::try_from(ply)
        .ok()
        .and_then(|n| class.game().at_ply(n))
        .ok_or_else(|| past_the_moves(ply, played, class.lang()))?;
    Ok(class.with_game(game))
}

/// `atPly`'s refusal of a ply past the moves played, in the game's language.
fn past_the_moves(ply: u32, played: usize, lang: Lang) -> JsValue {
    words(
        lang,
        format!("atPly: {ply} is past the moves played: the game has {played} (a ply is 0 to {played})"),
        format!("atPly: {ply} vượt quá số nước đã đi: ván mới có {played} nước (chọn từ 0 đến {played})"),
    )
}

/// `resign`: the side to move resigns.
pub(crate) fn resign<C: Holds<Game: Resignable>>(class: &mut C) -> Result<(), JsValue> {
    let resigned = class.game_mut().resign();
    resigned.map_err(|e| refused(class, e))
}

/// `agreeDraw`: the players agree on a draw.
pub(crate) fn agree_draw<C: Holds<Game: Resignable>>(class: &mut C) -> Result<(), JsValue> {
    let agreed = class.game_mut().agree_draw();
    agreed.map_err(|e| refused(class, e))
}

/// `loseOnTime`: the side to move's clock ran out.
pub(crate) fn lose_on_time<C: Holds>(class: &mut C) -> Result<(), JsValue> {
    let flagged = class.game_mut().lose_on_time();
    flagged.map_err(|e| refused(class, e))
}

/// `setLanguage`: the language of the messages.
pub(crate) fn set_language<C: Holds>(class: &mut C, language: &JsValue) -> Result<(), JsValue> {
    let code = args::text(language, "setLanguage: language")?;
    class.set_lang(super::parse_language(&code)?);
    Ok(())
}

/// `undo`: takes back the last move; its code.
pub(crate) fn undo<C: Holds>(class: &mut C) -> Result<u32, JsValue> {
    let undone = class.game_mut().undo();
    undone.map(|m| m.code()).map_err(|e| refused(class, e))
}

/// `redo`: plays the last undone move again; its code.
pub(crate) fn redo<C: Holds>(class: &mut C) -> Result<u32, JsValue> {
    let redone = class.game_mut().redo();
    redone.map(|m| m.code()).map_err(|e| refused(class, e))
}

/// The outcome as `outcome()` and `state()` give it.
pub(crate) fn outcome_of<C: Holds>(class: &C) -> Option<OutcomeOut> {
    let outcome = class.game().outcome();
    outcome.map(|o| outcome_out(o, C::Game::side_id, class.lang()))
}

/// `outcome`: null while the game goes on, else `{winner, reason, text}`.
pub(crate) fn outcome<C: Holds>(class: &C) -> Result<JsValue, JsValue> {
    to_js(&outcome_of(class))
}
