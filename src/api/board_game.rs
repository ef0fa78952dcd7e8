//! What the board games' classes (`<Game>Game`) do in the same words,
//! written once.
//!
//! [`BoardGame`] is the engine as a class uses it: the verbs every board
//! game's `Game` has under the same names (`engine_verbs!` implements them
//! through the game's own), what each game words its own way, and on top the
//! reading of a move from JS and the answers to `play` and `explain`.
//! [`Notations`] adds the choice of notation (Cờ tướng, shogi). [`GameClass`]
//! is what a class adds around its engine (how it is made, what it saves),
//! and `game_class!` writes the exported methods.

use std::fmt::Display;
use std::ops::Deref;

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{args, code_number, js_error, saved_record, to_js, BySide};
use crate::core::timeline::{Rules, Timeline};
#[cfg(feature = "computer")]
use crate::core::SpokenMove;
use crate::core::{Hands, Lang, Outcome, Side};

/// What every board game's state says of its timeline: whether undo and
/// redo are open now (formal mode closes both). Flattened into the state,
/// so the page reads `canUndo` and `canRedo` as before.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct TimelineOut {
    can_undo: bool,
    can_redo: bool,
}

/// Whether the side to move is in check, and then where its king stands
/// (flattened into the drop games' states as `inCheck`, `checkSquare`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct CheckOut {
    in_check: bool,
    check_square: Option<u8>,
}

impl CheckOut {
    pub(crate) fn of(in_check: bool, king: Option<usize>) -> CheckOut {
        CheckOut {
            in_check,
            check_square: king.filter(|_| in_check).map(|k| k as u8),
        }
    }
}

/// A piece on the board as the states list it (shogi flattens it beside
/// keys of its own).
#[derive(Serialize)]
pub(crate) struct PlacedOut {
    index: u8,
    square: String,
    side: &'static str,
    role: &'static str,
}

impl PlacedOut {
    pub(crate) fn of(
        index: usize,
        square: impl Display,
        side: &'static str,
        role: &'static str,
    ) -> Self {
        PlacedOut {
            index: index as u8,
            square: square.to_string(),
            side,
            role,
        }
    }
}

/// `lastMoveSpoken()`: the last move in words for the live region, and
/// whether it took something (the page's capture sound).
#[cfg(feature = "computer")]
#[derive(Serialize)]
pub(crate) struct SpokenMoveOut {
    words: String,
    capture: bool,
}

/// The drop games' hands (flattened into their states): `hands`, each
/// side's counts in the game's hand order, and `handKinds`, the ids of the
/// kinds those counts are of.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct HandsOut {
    hands: BySide<Vec<u8>>,
    hand_kinds: Vec<&'static str>,
}

impl HandsOut {
    pub(crate) fn of<const K: usize>(
        hands: &Hands<K>,
        side_id: fn(Side) -> &'static str,
        kind_ids: [&'static str; K],
    ) -> HandsOut {
        let counts = |side: Side| (0..K).map(|kind| hands[side].count(kind)).collect();
        HandsOut {
            hands: BySide::new(side_id, Side::BOTH.map(counts)),
            hand_kinds: kind_ids.to_vec(),
        }
    }
}

#[cfg(feature = "computer")]
impl SpokenMoveOut {
    pub(crate) fn of(spoken: SpokenMove) -> SpokenMoveOut {
        SpokenMoveOut {
            words: spoken.words,
            capture: spoken.capture,
        }
    }
}

impl TimelineOut {
    pub(crate) fn of<R: Rules>(timeline: &Timeline<R>) -> TimelineOut {
        TimelineOut {
            can_undo: timeline.can_undo(),
            can_redo: timeline.can_redo(),
        }
    }
}

/// A board game's engine as its class uses it.
pub(crate) trait BoardGame: Sized {
    type Move: Copy;
    type Error;
    /// What `record()` saves and `fromRecord` reads back.
    type Record: Serialize + DeserializeOwned;
    type Moves: Deref<Target = [Self::Move]>;

    // The engine's verbs, under the same names in every game
    // (`engine_verbs!`).

    fn code(m: Self::Move) -> u32;
    fn from_code(code: u32) -> Option<Self::Move>;
    fn legal_moves(&self) -> Self::Moves;
    fn explain(&self, m: Self::Move) -> Option<Self::Error>;
    fn play(&mut self, m: Self::Move) -> Result<(), Self::Error>;
    fn outcome(&self) -> Option<Outcome>;
    fn side_to_move(&self) -> Side;
    fn record(&self) -> Self::Record;
    fn from_record(record: &Self::Record) -> Result<Self, Self::Error>;
    /// The moves played (review: a play page's, not an embedded board's).
    #[cfg(feature = "computer")]
    fn ply_count(&self) -> usize;
    /// The game as it stood after its first `ply` moves (`None` past them).
    #[cfg(feature = "computer")]
    fn at_ply(&self, ply: usize) -> Option<Self>;
    /// A refusal in the player's language.
    fn error_text(e: &Self::Error, lang: Lang) -> String;
    /// Why a move is refused: for an illegal move the reason alone, without
    /// the move's text in front; any other refusal in full.
    fn reason_text(e: Self::Error, lang: Lang) -> String;

    // What each game says its own way.

    /// A move's text as a player writes one ("h2e2"), for the refusal of a
    /// value that is neither a text nor a code.
    const MOVE_EXAMPLE: &'static str;
    /// A move from its text in the current position.
    fn read_move_text(&self, text: &str) -> Result<Self::Move, Self::Error>;
    /// `legalMovesFrom`: the legal moves from the place (or square) a JS
    /// value names.
    fn moves_from(&self, value: &JsValue, lang: Lang) -> Result<Vec<Self::Move>, JsValue>;
    /// The last move played in words (`<game>::last_move`), `None` before
    /// the first. (Only the play pages' live region asks.)
    #[cfg(feature = "computer")]
    fn last_move_spoken(&self, lang: Lang) -> Option<SpokenMove>;

    /// A number that is no move code (`code`, as JavaScript writes it).
    fn bad_code(code: &str, lang: Lang) -> String {
        match lang {
            Lang::En => format!("{code} is not a move code"),
            Lang::Vi => format!("{code} không phải là mã nước đi"),
        }
    }

    /// A value that is neither a move's text nor a code.
    fn not_a_move(lang: Lang) -> String {
        let example = Self::MOVE_EXAMPLE;
        match lang {
            Lang::En => format!("a move is a text like \"{example}\" or a move code"),
            Lang::Vi => format!("nước đi là một chuỗi như \"{example}\" hoặc một mã nước đi"),
        }
    }

    /// Plays a move given as text. (Shogi's engine plays a text itself, to
    /// name an illegal move as the player wrote it.)
    fn play_text(&mut self, text: &str) -> Result<Self::Move, Self::Error> {
        let m = self.read_move_text(text)?;
        self.play(m).map(|_| m)
    }

    // Written once on top.

    /// The engine's refusal as a JS `Error` in the player's language.
    fn refusal(e: Self::Error, lang: Lang) -> JsValue {
        js_error(Self::error_text(&e, lang))
    }

    /// Moves as the page gets them: their codes.
    fn codes(moves: &[Self::Move]) -> Vec<u32> {
        moves.iter().map(|&m| Self::code(m)).collect()
    }

    /// A move from a code or a text, or why there is none, in words.
    fn read_move(&self, value: &JsValue, lang: Lang) -> Result<Self::Move, String> {
        if let Some(code) = value.as_f64() {
            return code_number(code)
                .and_then(Self::from_code)
                .ok_or_else(|| Self::bad_code(&args::number_text(code), lang));
        }
        let text = value.as_string().ok_or_else(|| Self::not_a_move(lang))?;
        self.read_move_text(&text)
            .map_err(|e| Self::error_text(&e, lang))
    }

    /// A move code argument (`what` names it) as a move, legal or not.
    fn code_arg(value: &JsValue, what: &str, lang: Lang) -> Result<Self::Move, JsValue> {
        let code = args::whole(value, what, u32::MAX)?;
        Self::from_code(code).ok_or_else(|| js_error(Self::bad_code(&code.to_string(), lang)))
    }

    /// Why `m` can't be played now, or `None` if it can.
    fn reason(&self, m: Self::Move, lang: Lang) -> Option<String> {
        self.explain(m).map(|e| Self::reason_text(e, lang))
    }

    /// `explain`: why a move (a code or a text) can't be played now.
    fn explain_value(&self, value: &JsValue, lang: Lang) -> Option<String> {
        match self.read_move(value, lang) {
            Ok(m) => self.reason(m, lang),
            Err(why) => Some(why),
        }
    }

    /// `play`: plays a move given as a text or a code; its code.
    fn play_value(&mut self, value: &JsValue, lang: Lang) -> Result<u32, JsValue> {
        let played = match value.as_string() {
            Some(text) => self.play_text(&text),
            None => {
                let m = self.read_move(value, lang).map_err(js_error)?;
                self.play(m).map(|_| m)
            }
        };
        played.map(Self::code).map_err(|e| Self::refusal(e, lang))
    }
}

/// The [`BoardGame`] items every engine answers through its own verbs of
/// the same names, inside `impl BoardGame for Game`: the game's move type,
/// error type (with an `IllegalMove { reason, .. }` variant), record type
/// and legal move list.
macro_rules! engine_verbs {
    ($move:ty, $error:ident, $record:ty, $moves:ty) => {
        type Move = $move;
        type Error = $error;
        type Record = $record;
        type Moves = $moves;

        fn code(m: $move) -> u32 {
            m.code()
        }

        fn from_code(code: u32) -> Option<$move> {
            <$move>::from_code(code)
        }

        fn legal_moves(&self) -> $moves {
            Self::legal_moves(self)
        }

        fn explain(&self, m: $move) -> Option<$error> {
            Self::explain(self, m)
        }

        fn play(&mut self, m: $move) -> Result<(), $error> {
            Self::play(self, m).map(|_| ())
        }

        fn outcome(&self) -> Option<$crate::core::Outcome> {
            Self::outcome(self)
        }

        fn side_to_move(&self) -> $crate::core::Side {
            self.position().side_to_move()
        }

        fn record(&self) -> $record {
            Self::record(self)
        }

        fn from_record(record: &$record) -> Result<Self, $error> {
            Self::from_record(record)
        }

        #[cfg(feature = "computer")]
        fn ply_count(&self) -> usize {
            self.plies().len()
        }

        #[cfg(feature = "computer")]
        fn at_ply(&self, ply: usize) -> Option<Self> {
            Self::at_ply(self, ply)
        }

        fn error_text(e: &$error, lang: $crate::core::Lang) -> String {
            e.text(lang)
        }

        fn reason_text(e: $error, lang: $crate::core::Lang) -> String {
            match e {
                $error::IllegalMove { reason, .. } => reason.text(lang),
                other => other.text(lang),
            }
        }
    };
}
pub(crate) use engine_verbs;

/// A game whose moves are written in more than one notation (Cờ tướng,
/// shogi): `moveToText` and `history` take the notation's name.
pub(crate) trait Notations: BoardGame {
    type Notation;
    /// The notation when none is named.
    const DEFAULT_NOTATION: Self::Notation;

    fn parse_notation(name: &str) -> Option<Self::Notation>;
    /// The refusal of a name that is no notation.
    fn bad_notation(name: &str, lang: Lang) -> JsValue;
    /// A move's text in a notation (shogi refuses an illegal move in any but
    /// USI).
    fn notated(&self, m: Self::Move, notation: Self::Notation) -> Result<String, Self::Error>;
    /// The moves played so far in a notation.
    fn history(&self, notation: Self::Notation) -> Vec<String>;

    /// A notation argument (`what` names it), the default when left out.
    fn notation_arg(value: &JsValue, what: &str, lang: Lang) -> Result<Self::Notation, JsValue> {
        match args::optional_text(value, what)? {
            None => Ok(Self::DEFAULT_NOTATION),
            Some(name) => {
                Self::parse_notation(&name).ok_or_else(|| Self::bad_notation(&name, lang))
            }
        }
    }

    /// `moveToText`: a move's text in the notation `notation` names.
    fn text_in(&self, m: Self::Move, notation: &JsValue, lang: Lang) -> Result<String, JsValue> {
        let notation = Self::notation_arg(notation, "moveToText: notation", lang)?;
        self.notated(m, notation)
            .map_err(|e| Self::refusal(e, lang))
    }

    /// `history`: the moves played so far in the notation `notation` names.
    fn history_in(&self, notation: &JsValue, lang: Lang) -> Result<Vec<String>, JsValue> {
        let notation = Self::notation_arg(notation, "history: notation", lang)?;
        Ok(self.history(notation))
    }
}

/// The [`Notations`] items every such engine answers through its own
/// verbs: its notation type with `parse`, the default, and `move_texts`.
macro_rules! engine_notations {
    ($notation:ty, $default:expr) => {
        type Notation = $notation;
        const DEFAULT_NOTATION: $notation = $default;

        fn parse_notation(name: &str) -> Option<$notation> {
            <$notation>::parse(name)
        }

        fn history(&self, notation: $notation) -> Vec<String> {
            self.move_texts(notation)
        }
    };
}
pub(crate) use engine_notations;

/// `atPly`'s refusal of a ply past the moves played, in the game's language.
#[cfg(feature = "computer")]
pub(crate) fn past_the_moves(ply: u32, played: usize, lang: Lang) -> JsValue {
    super::words(
        lang,
        format!("atPly: {ply} is past the moves played: the game has {played} (a ply is 0 to {played})"),
        format!("atPly: {ply} vượt quá số nước đã đi: ván mới có {played} nước (chọn từ 0 đến {played})"),
    )
}

/// What a board game's class adds around its engine.
pub(crate) trait GameClass: Sized {
    type Game: BoardGame;
    /// What `new`'s options say of the game (besides the language).
    type Options;
    /// What `state()` shows.
    type State: Serialize;

    /// The class around a game, in a language.
    fn wrap(game: Self::Game, lang: Lang) -> Self;
    /// `state()`: everything the page shows.
    fn state(&self) -> Self::State;
    /// The options of `new` and `fromPosition`, and the language.
    fn options(options: JsValue) -> Result<(Self::Options, Lang), JsValue>;
    /// `new`: a game from the start.
    fn start(options: Self::Options) -> Self::Game;
    /// `fromPosition`: a game from a position text (or `startpos`).
    fn set_up(
        text: &str,
        options: Self::Options,
    ) -> Result<Self::Game, <Self::Game as BoardGame>::Error>;

    /// `record()`: the engine's record as a plain object.
    fn save(&self, record: <Self::Game as BoardGame>::Record) -> Result<JsValue, JsValue> {
        to_js(&record)
    }

    /// `fromRecord`: a game saved with `record()`, every move replayed and
    /// checked.
    fn restore(record: &JsValue, lang: Lang) -> Result<Self, JsValue> {
        let record = saved_record(record, lang)?;
        let game = Self::Game::from_record(&record)
            .map_err(|e| <Self::Game as BoardGame>::refusal(e, lang))?;
        Ok(Self::wrap(game, lang))
    }
}

/// [`GameClass`]'s `Options`, `start` and `set_up` for an engine whose
/// `Game::new` takes the options and whose `Game::from_position` seats
/// player 1 on the side to move (Cờ tướng, shogi): a set-up position has no
/// coin toss or furigoma. `Game`, `Error` and `Position` are the game's.
macro_rules! seated_start {
    ($options:ty) => {
        type Options = $options;

        fn start(options: $options) -> Game {
            Game::new(options)
        }

        fn set_up(text: &str, options: $options) -> Result<Game, Error> {
            let position = Position::from_text_or_start(text)?;
            Ok(Game::from_position(position, options, 0))
        }
    };
}
pub(crate) use seated_start;

// A doc comment handed to a macro reaches wasm-bindgen as a raw string and
// would show as `r" …"` in the generated JS and TypeScript, so a verb whose
// doc differs per game takes it as plain string literals, one a line
// (`[" The current position as FEN."]`), and the rest are written here.

/// A board game's class: the struct holding the engine's game in `game`,
/// its language in `lang` and the fields given, and its exported methods:
/// `new`, `fromPosition`, `sideToMove` (where given), `position` (the
/// position's text by the method named), `state`, `legalMoves`,
/// `legalMovesFrom`, `legalDrops` (a game with hands: the kind argument's
/// name, the kind from its text, the kinds' letters), `moveToText` and
/// `history` (with a notation argument where the game has [`Notations`]),
/// `play`, `explain`, `score`, `record`, `fromRecord`, and the history
/// verbs `setLanguage`, `canUndo`, `canRedo`, `undo`, `redo`, `outcome`,
/// with the `computer` feature (the play page's) `loseOnTime`, and (unless
/// `without_resign`) `resign` and, with `computer`, `agreeDraw`. Each verb's doc is given per
/// game; `side_id` names the sides.
macro_rules! game_class {
    (
        $class:ident($game:ty) {
            $($(#[$field_meta:meta])* $field:ident: $field_type:ty),* $(,)?
        }, $side_id:path $(, $without_resign:ident)?;
        class: [$($class_doc:tt),* $(,)?],
        new: [$($new_doc:tt),* $(,)?],
        fromPosition($text:ident): [$($from_position_doc:tt),* $(,)?],
        $(sideToMove: [$($side_to_move_doc:tt),* $(,)?],)?
        position($position_text:ident): [$($position_doc:tt),* $(,)?],
        legalMoves: [$($legal_moves_doc:tt),* $(,)?],
        legalMovesFrom($from:ident): [$($legal_moves_from_doc:tt),* $(,)?],
        $(legalDrops($kind:ident): $parse_kind:path, $letters:literal,
            [$($legal_drops_doc:tt),* $(,)?],)?
        moveToText$(($notation:ident))?: [$($move_to_text_doc:tt),* $(,)?],
        play: [$($play_doc:tt),* $(,)?],
        explain: [$($explain_doc:tt),* $(,)?],
        score: [$($score_doc:tt),* $(,)?],
        history$(($history_notation:ident))?: [$($history_doc:tt),* $(,)?],
        record: [$($record_doc:tt),* $(,)?],
        fromRecord: [$($from_record_doc:tt),* $(,)?] $(,)?
    ) => {
        $(#[doc = $class_doc])*
        #[wasm_bindgen]
        pub struct $class {
            game: $game,
            lang: $crate::core::Lang,
            $($(#[$field_meta])* $field: $field_type,)*
        }

        impl $class {
            pub(crate) fn game(&self) -> &$game {
                &self.game
            }

            /// The language its messages are in (for its thinker, `api::ai`;
            /// Ô ăn quan has none yet).
            #[allow(dead_code)]
            pub(crate) fn lang(&self) -> $crate::core::Lang {
                self.lang
            }

            /// The engine's refusal as a JS `Error` in the game's language.
            fn refusal(&self, e: <$game as $crate::api::board_game::BoardGame>::Error) -> JsValue {
                <$game as $crate::api::board_game::BoardGame>::refusal(e, self.lang)
            }

            /// The outcome as `outcome()` and `state()` give it.
            fn outcome_out(&self) -> Option<$crate::api::OutcomeOut> {
                let outcome = self.game.outcome();
                outcome.map(|o| $crate::api::outcome_out(o, $side_id, self.lang))
            }
        }

        #[wasm_bindgen]
        impl $class {
            $(#[doc = $new_doc])*
            #[wasm_bindgen(constructor)]
            pub fn new(options: JsValue) -> Result<$class, JsValue> {
                use $crate::api::board_game::GameClass;
                let (options, lang) = <$class>::options(options)?;
                Ok(<$class>::wrap(<$class>::start(options), lang))
            }

            $(#[doc = $from_position_doc])*
            #[wasm_bindgen(js_name = fromPosition)]
            pub fn from_position(
                #[wasm_bindgen(unchecked_param_type = "string")] $text: JsValue,
                options: JsValue,
            ) -> Result<$class, JsValue> {
                use $crate::api::board_game::{BoardGame, GameClass};
                let what = concat!("fromPosition: ", stringify!($text));
                let text = $crate::api::args::text(&$text, what)?;
                let (options, lang) = <$class>::options(options)?;
                let game = <$class>::set_up(&text, options);
                Ok(<$class>::wrap(game.map_err(|e| <$game>::refusal(e, lang))?, lang))
            }

            $(
                $(#[doc = $side_to_move_doc])*
                #[wasm_bindgen(js_name = sideToMove)]
                pub fn side_to_move(&self) -> String {
                    let side = $crate::api::board_game::BoardGame::side_to_move(&self.game);
                    $side_id(side).to_string()
                }
            )?

            $(#[doc = $position_doc])*
            pub fn position(&self) -> String {
                self.game.position().$position_text()
            }

            /// Everything the page shows, as a plain object.
            pub fn state(&self) -> Result<JsValue, JsValue> {
                $crate::api::to_js(&$crate::api::board_game::GameClass::state(self))
            }

            $(#[doc = $legal_moves_doc])*
            #[wasm_bindgen(js_name = legalMoves)]
            pub fn legal_moves(&self) -> Vec<u32> {
                use $crate::api::board_game::BoardGame;
                <$game>::codes(&BoardGame::legal_moves(&self.game))
            }

            $(#[doc = $legal_moves_from_doc])*
            #[wasm_bindgen(js_name = legalMovesFrom)]
            pub fn legal_moves_from(&self, $from: JsValue) -> Result<Vec<u32>, JsValue> {
                use $crate::api::board_game::BoardGame;
                let moves = self.game.moves_from(&$from, self.lang)?;
                Ok(<$game>::codes(&moves))
            }

            $(
                $(#[doc = $legal_drops_doc])*
                #[wasm_bindgen(js_name = legalDrops)]
                pub fn legal_drops(
                    &self,
                    #[wasm_bindgen(unchecked_param_type = "string")] $kind: JsValue,
                ) -> Result<Vec<u32>, JsValue> {
                    use $crate::api::board_game::BoardGame;
                    let what = concat!("legalDrops: ", stringify!($kind));
                    let text = $crate::api::args::text(&$kind, what)?;
                    let letters = $letters;
                    let kind = $parse_kind(&text)
                        .filter(|k| k.hand_index().is_some())
                        .ok_or_else(|| {
                            $crate::api::words(
                                self.lang,
                                format!("'{text}' is not a piece that can be held in hand ({letters})"),
                                format!("'{text}' không phải là quân có thể giữ trong tay ({letters})"),
                            )
                        })?;
                    let legal = BoardGame::legal_moves(&self.game);
                    let drops = legal.iter().filter(|m| m.dropped() == Some(kind));
                    Ok(drops.map(|&m| <$game>::code(m)).collect())
                }
            )?

            $(#[doc = $move_to_text_doc])*
            #[wasm_bindgen(js_name = moveToText)]
            pub fn move_to_text(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] code: JsValue,
                $(#[wasm_bindgen(unchecked_param_type = "string | undefined")] $notation: JsValue,)?
            ) -> Result<String, JsValue> {
                use $crate::api::board_game::BoardGame;
                let m = <$game>::code_arg(&code, "moveToText: code", self.lang)?;
                $crate::api::board_game::game_class!(@text self, m $(, $notation)?)
            }

            $(#[doc = $play_doc])*
            pub fn play(&mut self, mv: JsValue) -> Result<u32, JsValue> {
                $crate::api::board_game::BoardGame::play_value(&mut self.game, &mv, self.lang)
            }

            /// The last move played in words, in the game's language, for a
            /// screen reader: `{words, capture}` ("Red: cannon h2 to e2,
            /// takes the horse; check"; `capture`: it took something), or
            /// null before the first move.
            #[cfg(feature = "computer")]
            #[wasm_bindgen(js_name = lastMoveSpoken)]
            pub fn last_move_spoken(&self) -> Result<JsValue, JsValue> {
                let spoken = $crate::api::board_game::BoardGame::last_move_spoken(&self.game, self.lang);
                $crate::api::to_js(&spoken.map($crate::api::board_game::SpokenMoveOut::of))
            }

            $(#[doc = $explain_doc])*
            pub fn explain(&self, mv: JsValue) -> Option<String> {
                $crate::api::board_game::BoardGame::explain_value(&self.game, &mv, self.lang)
            }

            $(#[doc = $score_doc])*
            pub fn score(&self) -> Result<JsValue, JsValue> {
                let outcome = $crate::api::board_game::BoardGame::outcome(&self.game);
                $crate::api::score(outcome, $side_id)
            }

            $(#[doc = $record_doc])*
            pub fn record(&self) -> Result<JsValue, JsValue> {
                use $crate::api::board_game::{BoardGame, GameClass};
                self.save(BoardGame::record(&self.game))
            }

            $(#[doc = $from_record_doc])*
            #[wasm_bindgen(js_name = fromRecord)]
            pub fn from_record(
                record: JsValue,
                #[wasm_bindgen(unchecked_param_type = "string | undefined")] language: JsValue,
            ) -> Result<$class, JsValue> {
                let lang = $crate::api::language_arg(&language, "fromRecord: language")?;
                <$class as $crate::api::board_game::GameClass>::restore(&record, lang)
            }
        }

        // Review is the play page's (the `computer` feature), not an
        // embedded board's.
        #[cfg(feature = "computer")]
        #[wasm_bindgen]
        impl $class {
            /// The game as it stood after its first `ply` moves (0: the
            /// start), as a new object to draw and read while the player
            /// reviews the game; this one is unchanged. It has nothing to
            /// redo and its outcome is judged at that ply (at the moves
            /// played it is this game as it stands). A ply that is not a
            /// whole number from 0 to the moves played is refused. Free it
            /// when done.
            #[wasm_bindgen(js_name = atPly)]
            pub fn at_ply(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] ply: JsValue,
            ) -> Result<$class, JsValue> {
                use $crate::api::board_game::BoardGame;
                let ply = $crate::api::args::whole(&ply, "atPly: ply", u32::MAX)?;
                let played = self.game.ply_count();
                let game = usize::try_from(ply)
                    .ok()
                    .and_then(|n| BoardGame::at_ply(&self.game, n))
                    .ok_or_else(|| $crate::api::board_game::past_the_moves(ply, played, self.lang))?;
                Ok($class {
                    game,
                    lang: self.lang,
                    $($field: self.$field.clone(),)*
                })
            }
        }

        $crate::api::board_game::game_class!(
            @history $class [$($history_doc),*] $($history_notation)?
        );

        $crate::api::board_game::game_class!(
            @history_verbs $class $(, $without_resign)?
        );
    };

    // `moveToText`'s answer: the move's one text, or its text in the
    // notation named.
    (@text $self:ident, $m:ident) => {
        Ok($m.text())
    };
    (@text $self:ident, $m:ident, $notation:ident) => {
        $crate::api::board_game::Notations::text_in(&$self.game, $m, &$notation, $self.lang)
    };

    // `history`: the moves' one text, or their texts in the notation named.
    (@history $class:ident [$($doc:tt),*]) => {
        #[wasm_bindgen]
        impl $class {
            $(#[doc = $doc])*
            pub fn history(&self) -> Vec<String> {
                self.game.move_texts()
            }
        }
    };
    (@history $class:ident [$($doc:tt),*] $notation:ident) => {
        #[wasm_bindgen]
        impl $class {
            $(#[doc = $doc])*
            pub fn history(
                &self,
                #[wasm_bindgen(unchecked_param_type = "string | undefined")] $notation: JsValue,
            ) -> Result<Vec<String>, JsValue> {
                $crate::api::board_game::Notations::history_in(&self.game, &$notation, self.lang)
            }
        }
    };

    // The verbs of a game's history, the same in every game and doc.
    (@history_verbs $class:ident) => {
        $crate::api::board_game::game_class!(@history_verbs $class, without_resign);

        #[wasm_bindgen]
        impl $class {
            /// The side to move resigns.
            pub fn resign(&mut self) -> Result<(), JsValue> {
                let resigned = self.game.resign();
                resigned.map_err(|e| self.refusal(e))
            }
        }

        // The play page's alone (an embedded board offers no draw).
        #[cfg(feature = "computer")]
        #[wasm_bindgen]
        impl $class {
            /// The players agree on a draw (one offered it, the other
            /// accepted): the game ends drawn by agreement. Refused once the
            /// game is over; `undo` lifts it with the last move.
            #[wasm_bindgen(js_name = agreeDraw)]
            pub fn agree_draw(&mut self) -> Result<(), JsValue> {
                let agreed = self.game.agree_draw();
                agreed.map_err(|e| self.refusal(e))
            }
        }
    };
    (@history_verbs $class:ident, without_resign) => {
        // The play page's clocks alone (an embedded board has none).
        #[cfg(feature = "computer")]
        #[wasm_bindgen]
        impl $class {
            /// The side to move's clock ran out (the page keeps the clocks;
            /// only the side to move's runs): it loses on time. Refused once
            /// the game is over; `undo` lifts it with the last move.
            #[wasm_bindgen(js_name = loseOnTime)]
            pub fn lose_on_time(&mut self) -> Result<(), JsValue> {
                let flagged = self.game.lose_on_time();
                flagged.map_err(|e| self.refusal(e))
            }
        }

        #[wasm_bindgen]
        impl $class {
            /// The language of the messages this game throws and explains:
            /// "en" or "vi".
            #[wasm_bindgen(js_name = setLanguage)]
            pub fn set_language(
                &mut self,
                #[wasm_bindgen(unchecked_param_type = "string")] language: JsValue,
            ) -> Result<(), JsValue> {
                let code = $crate::api::args::text(&language, "setLanguage: language")?;
                self.lang = $crate::api::parse_language(&code)?;
                Ok(())
            }

            /// Whether `undo` would take a move back now (never in formal
            /// mode): the page asks rather than decides.
            #[wasm_bindgen(js_name = canUndo)]
            pub fn can_undo(&self) -> bool {
                self.game.timeline().can_undo()
            }

            /// Whether `redo` would play an undone move again now.
            #[wasm_bindgen(js_name = canRedo)]
            pub fn can_redo(&self) -> bool {
                self.game.timeline().can_redo()
            }

            /// Takes back the last move; returns its code.
            pub fn undo(&mut self) -> Result<u32, JsValue> {
                let undone = self.game.undo();
                undone.map(|m| m.code()).map_err(|e| self.refusal(e))
            }

            pub fn redo(&mut self) -> Result<u32, JsValue> {
                let redone = self.game.redo();
                redone.map(|m| m.code()).map_err(|e| self.refusal(e))
            }

            /// `null` while the game goes on, else `{winner, reason, text}`
            /// (`text`: the reason in words, in the game's language).
            pub fn outcome(&self) -> Result<JsValue, JsValue> {
                $crate::api::to_js(&self.outcome_out())
            }
        }
    };
}
pub(crate) use game_class;
