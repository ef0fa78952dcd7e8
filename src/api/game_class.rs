//! `game_class!`: a board game's class, written once. An exported class
//! can't be generic, so the macro writes, per class, the struct (the
//! engine's game, its language, the class's own fields), its [`Holds`]
//! and its `#[wasm_bindgen]` methods; each method only reads its arguments
//! into the generic function of the same name in `board_game` and returns
//! what it answers.
//!
//! A doc comment handed to a macro reaches wasm-bindgen as a raw string and
//! would show as `r" …"` in the generated JS and TypeScript, so a verb whose
//! doc differs per game takes it as plain string literals, one a line
//! (`[" The current position as FEN."]`), and the rest are written here.
//!
//! [`Holds`]: super::board_game::Holds

/// A board game's class: the struct holding the engine's game in `game`,
/// its language in `lang` and the fields given, and its exported methods:
/// `new`, `fromPosition`, `sideToMove` (where given), `position`, `state`,
/// `legalMoves`, `legalMovesFrom`, `legalDrops` (a game with hands: the
/// kind argument's name, the kind from its text, the kinds' letters),
/// `moveToText` and `history` (with a notation argument where the game has
/// several), `play`, `describe` (where given: a place in words, the
/// `computer` feature's), `explain`, `score`, `record`, `fromRecord`, and the
/// history verbs `setLanguage`, `canUndo`, `canRedo`, `undo`, `redo`,
/// `outcome`, with the `computer` feature (the play page's)
/// `lastMoveSpoken`, `atPly` and `loseOnTime`, and (unless
/// `without_resign`) `resign` and, with `computer`, `agreeDraw`. Each
/// verb's doc is given per game.
macro_rules! game_class {
    (
        $class:ident($game:ty) {
            $($(#[$field_meta:meta])* $field:ident: $field_type:ty),* $(,)?
        } $(, $without_resign:ident)?;
        class: [$($class_doc:tt),* $(,)?],
        new: [$($new_doc:tt),* $(,)?],
        fromPosition($text:ident): [$($from_position_doc:tt),* $(,)?],
        $(sideToMove: [$($side_to_move_doc:tt),* $(,)?],)?
        position: [$($position_doc:tt),* $(,)?],
        legalMoves: [$($legal_moves_doc:tt),* $(,)?],
        legalMovesFrom($from:ident): [$($legal_moves_from_doc:tt),* $(,)?],
        $(legalDrops($kind:ident): $parse_kind:path, $letters:literal,
            [$($legal_drops_doc:tt),* $(,)?],)?
        moveToText$(($notation:ident))?: [$($move_to_text_doc:tt),* $(,)?],
        $(describe($point:ident): [$($describe_doc:tt),* $(,)?],)?
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

        impl $crate::api::board_game::Holds for $class {
            type Game = $game;

            fn wrap(game: $game, lang: $crate::core::Lang) -> $class {
                $class {
                    game,
                    lang,
                    $($field: Default::default(),)*
                }
            }

            fn with_game(&self, game: $game) -> $class {
                $class {
                    game,
                    lang: self.lang,
                    $($field: self.$field.clone(),)*
                }
            }

            fn game(&self) -> &$game {
                &self.game
            }

            fn game_mut(&mut self) -> &mut $game {
                &mut self.game
            }

            fn lang(&self) -> $crate::core::Lang {
                self.lang
            }

            fn set_lang(&mut self, lang: $crate::core::Lang) {
                self.lang = lang;
            }
        }

        #[wasm_bindgen]
        impl $class {
            $(#[doc = $new_doc])*
            #[wasm_bindgen(constructor)]
            pub fn new(options: JsValue) -> Result<$class, JsValue> {
                $crate::api::board_game::new(options)
            }

            $(#[doc = $from_position_doc])*
            #[wasm_bindgen(js_name = fromPosition)]
            pub fn from_position(
                #[wasm_bindgen(unchecked_param_type = "string")] $text: JsValue,
                options: JsValue,
            ) -> Result<$class, JsValue> {
                let what = concat!("fromPosition: ", stringify!($text));
                $crate::api::board_game::from_position(&$text, what, options)
            }

            $(
                $(#[doc = $side_to_move_doc])*
                #[wasm_bindgen(js_name = sideToMove)]
                pub fn side_to_move(&self) -> String {
                    $crate::api::board_game::side_to_move(self)
                }
            )?

            $(#[doc = $position_doc])*
            pub fn position(&self) -> String {
                $crate::api::board_game::position(self)
            }

            /// Everything the page shows, as a plain object.
            pub fn state(&self) -> Result<JsValue, JsValue> {
                $crate::api::board_game::state(self)
            }

            $(#[doc = $legal_moves_doc])*
            #[wasm_bindgen(js_name = legalMoves)]
            pub fn legal_moves(&self) -> Vec<u32> {
                $crate::api::board_game::legal_moves(self)
            }

            $(#[doc = $legal_moves_from_doc])*
            #[wasm_bindgen(js_name = legalMovesFrom)]
            pub fn legal_moves_from(&self, $from: JsValue) -> Result<Vec<u32>, JsValue> {
                $crate::api::board_game::legal_moves_from(self, &$from)
            }

            $(
                $(#[doc = $legal_drops_doc])*
                #[wasm_bindgen(js_name = legalDrops)]
                pub fn legal_drops(
                    &self,
                    #[wasm_bindgen(unchecked_param_type = "string")] $kind: JsValue,
                ) -> Result<Vec<u32>, JsValue> {
                    let what = concat!("legalDrops: ", stringify!($kind));
                    $crate::api::board_game::legal_drops(self, &$kind, what, $parse_kind, $letters)
                }
            )?

            $(#[doc = $move_to_text_doc])*
            #[wasm_bindgen(js_name = moveToText)]
            pub fn move_to_text(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] code: JsValue,
                $(#[wasm_bindgen(unchecked_param_type = "string | undefined")] $notation: JsValue,)?
            ) -> Result<String, JsValue> {
                let notation = $crate::api::game_class::game_class!(@option $(&$notation)?);
                $crate::api::board_game::move_to_text(self, &code, notation)
            }

            $(#[doc = $play_doc])*
            pub fn play(&mut self, mv: JsValue) -> Result<u32, JsValue> {
                $crate::api::board_game::play(self, &mv)
            }

            $(
                $(#[doc = $describe_doc])*
                #[cfg(feature = "computer")]
                pub fn describe(
                    &self,
                    #[wasm_bindgen(unchecked_param_type = "number | string")] $point: JsValue,
                ) -> Result<String, JsValue> {
                    $crate::api::board_game::describe(self, &$point)
                }
            )?

            /// The last move played in words, in the game's language, for a
            /// screen reader: `{words, capture}` ("Red: cannon h2 to e2,
            /// takes the horse; check"; `capture`: it took something), or
            /// null before the first move.
            #[cfg(feature = "computer")]
            #[wasm_bindgen(js_name = lastMoveSpoken)]
            pub fn last_move_spoken(&self) -> Result<JsValue, JsValue> {
                $crate::api::board_game::last_move_spoken(self)
            }

            $(#[doc = $explain_doc])*
            pub fn explain(&self, mv: JsValue) -> Option<String> {
                $crate::api::board_game::explain(self, &mv)
            }

            $(#[doc = $score_doc])*
            pub fn score(&self) -> Result<JsValue, JsValue> {
                $crate::api::board_game::score(self)
            }

            $(#[doc = $record_doc])*
            pub fn record(&self) -> Result<JsValue, JsValue> {
                $crate::api::board_game::record(self)
            }

            $(#[doc = $from_record_doc])*
            #[wasm_bindgen(js_name = fromRecord)]
            pub fn from_record(
                record: JsValue,
                #[wasm_bindgen(unchecked_param_type = "string | undefined")] language: JsValue,
            ) -> Result<$class, JsValue> {
                $crate::api::board_game::from_record(&record, &language)
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
                $crate::api::board_game::at_ply(self, &ply)
            }
        }

        $crate::api::game_class::game_class!(
            @history $class [$($history_doc),*] $($history_notation)?
        );

        $crate::api::game_class::game_class!(@history_verbs $class $(, $without_resign)?);
    };

    // An optional argument: `Some(&value)` where the verb takes one.
    (@option $value:expr) => {
        Some($value)
    };
    (@option) => {
        None
    };

    // `history`: the moves' one text, or their texts in the notation named.
    (@history $class:ident [$($doc:tt),*]) => {
        #[wasm_bindgen]
        impl $class {
            $(#[doc = $doc])*
            pub fn history(&self) -> Vec<String> {
                $crate::api::board_game::standard_history(self)
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
                $crate::api::board_game::history(self, &$notation)
            }
        }
    };

    // The verbs of a game's history, the same in every game and doc.
    (@history_verbs $class:ident) => {
        $crate::api::game_class::game_class!(@history_verbs $class, without_resign);

        #[wasm_bindgen]
        impl $class {
            /// The side to move resigns.
            pub fn resign(&mut self) -> Result<(), JsValue> {
                $crate::api::board_game::resign(self)
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
                $crate::api::board_game::agree_draw(self)
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
                $crate::api::board_game::lose_on_time(self)
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
                $crate::api::board_game::set_language(self, &language)
            }

            /// Whether `undo` would take a move back now (never in formal
            /// mode): the page asks rather than decides.
            #[wasm_bindgen(js_name = canUndo)]
            pub fn can_undo(&self) -> bool {
                $crate::core::Game::can_undo(&self.game)
            }

            /// Whether `redo` would play an undone move again now.
            #[wasm_bindgen(js_name = canRedo)]
            pub fn can_redo(&self) -> bool {
                $crate::core::Game::can_redo(&self.game)
            }

            /// Takes back the last move; returns its code.
            pub fn undo(&mut self) -> Result<u32, JsValue> {
                $crate::api::board_game::undo(self)
            }

            pub fn redo(&mut self) -> Result<u32, JsValue> {
                $crate::api::board_game::redo(self)
            }

            /// `null` while the game goes on, else `{winner, reason, text}`
            /// (`text`: the reason in words, in the game's language).
            pub fn outcome(&self) -> Result<JsValue, JsValue> {
                $crate::api::board_game::outcome(self)
            }
        }
    };
}
pub(crate) use game_class;
