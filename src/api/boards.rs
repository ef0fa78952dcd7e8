//! The board classes: a game's painter on a `<canvas>`, and the verbs that
//! map pointer positions and keyboard steps to places, written once.
//!
//! [`BoardPlaces`] is what those verbs ask of a board (implemented by each
//! board class); `board_class!` writes `new` and `resize` (every board,
//! 121's too), `game_board!` a board game's board class with `draw` and the
//! place verbs, and `hand_board!` that of a board with hands beside it.
//! A verb's doc that differs per board is given as plain string literals,
//! one a line (see `board_game`).

use wasm_bindgen::prelude::*;

use crate::core::Lang;

/// Where a board's places are, as its pointer and keyboard verbs ask.
pub(crate) trait BoardPlaces {
    type Place: Copy;

    /// The number the page knows a place by.
    fn id(place: Self::Place) -> u32;
    /// `step`'s place argument (`what` names it).
    fn place_arg(value: &JsValue, what: &str) -> Result<Self::Place, JsValue>;
    /// `squareCenter`'s place and `flipped` arguments, read in the board's
    /// order; a wrong place refused in `lang`.
    fn center_args(
        place: &JsValue,
        flipped: &JsValue,
        lang: Lang,
    ) -> Result<(Self::Place, bool), JsValue>;
    /// The place under a pointer at (x, y) CSS pixels from the canvas's
    /// top-left corner. `selected` is what the page passed as Ô ăn quan's
    /// selected square (undefined on the other boards).
    fn place_at(&self, x: f64, y: f64, flipped: bool, selected: &JsValue) -> Option<Self::Place>;
    /// The place one keyboard-cursor step (`dcol`, `drow` on the screen)
    /// from `from`.
    fn step_from(
        &self,
        from: Self::Place,
        dcol: i32,
        drow: i32,
        flipped: bool,
        selected: &JsValue,
    ) -> Self::Place;
    /// Where the keyboard cursor first appears.
    fn home_place(&self, flipped: bool) -> Self::Place;
    /// The CSS-pixel centre of a place.
    fn center_of(&self, place: Self::Place, flipped: bool) -> (f64, f64);
}

/// An author's `marks` (places) and `arrows` (`[from, to]` pairs) in a view
/// already copied to plain data, as place ids; each place is read as
/// `squareCenter` reads one, and a wrong one is refused as it refuses it,
/// in the view's `lang` (`vi`|`en`, English when absent).
pub(crate) fn annotations<B: BoardPlaces>(
    view: &JsValue,
) -> Result<(Vec<u32>, Vec<[u32; 2]>), JsValue> {
    // Plain data has no getters: reading its keys runs nothing.
    let list = |key: &str| -> Result<Vec<JsValue>, JsValue> {
        let value = if view.is_object() {
            js_sys::Reflect::get(view, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
        } else {
            JsValue::UNDEFINED
        };
        if value.is_undefined() || value.is_null() {
            return Ok(Vec::new());
        }
        if !js_sys::Array::is_array(&value) {
            return Err(crate::api::args::type_error(
                &format!("view.{key}"),
                "an array",
                &value,
            ));
        }
        Ok(js_sys::Array::from(&value).to_vec())
    };
    let lang = view
        .is_object()
        .then(|| js_sys::Reflect::get(view, &JsValue::from_str("lang")).ok())
        .flatten()
        .and_then(|code| code.as_string())
        .and_then(|code| Lang::parse(&code))
        .unwrap_or_default();
    let place =
        |value: &JsValue| B::center_args(value, &JsValue::FALSE, lang).map(|(p, _)| B::id(p));
    let marks = list("marks")?.iter().map(place).collect::<Result<_, _>>()?;
    let arrows = list("arrows")?
        .iter()
        .map(|pair| {
            let ends = js_sys::Array::is_array(pair).then(|| js_sys::Array::from(pair).to_vec());
            match ends.as_deref() {
                Some([from, to]) => Ok([place(from)?, place(to)?]),
                _ => Err(crate::api::args::type_error(
                    "view.arrows[i]",
                    "a pair [from, to]",
                    pair,
                )),
            }
        })
        .collect::<Result<_, _>>()?;
    Ok((marks, arrows))
}

/// The verbs every board class has in the same words: `new(canvas)` and
/// `resize`. The class holds its game's painter in `painter`.
macro_rules! board_class {
    ($board:ident($painter:ty)) => {
        #[wasm_bindgen]
        impl $board {
            #[wasm_bindgen(constructor)]
            pub fn new(
                #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: JsValue,
            ) -> Result<$board, JsValue> {
                let canvas = $crate::api::args::canvas(canvas, "canvas")?;
                Ok($board {
                    painter: <$painter>::new(canvas).map_err($crate::api::js_error)?,
                })
            }

            /// Sizes the canvas to `css_width` × `css_height` CSS pixels at the
            /// screen's pixel ratio, so lines stay sharp.
            pub fn resize(
                &mut self,
                #[wasm_bindgen(unchecked_param_type = "number")] css_width: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] css_height: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] pixel_ratio: JsValue,
            ) -> Result<(), JsValue> {
                use $crate::api::args;
                let width = args::css_size(&css_width, "resize: cssWidth")?;
                let height = args::css_size(&css_height, "resize: cssHeight")?;
                let ratio = args::pixel_ratio(&pixel_ratio, "resize: pixelRatio")?;
                self.painter.resize(width, height, ratio);
                Ok(())
            }
        }
    };
}
pub(crate) use board_class;

/// A board game's board class: the struct around the game's painter,
/// `board_class!`'s verbs, `draw` (the game class it draws) and the place
/// verbs answered by its [`BoardPlaces`]: `squareAt`, `step`, `home` and
/// `squareCenter`. The names of `step`'s and `squareCenter`'s place
/// arguments are given, with the latter's type; `selected` adds Ô ăn quan's
/// selected square to `squareAt` and `step`; `pieceGlyph` (where given) the
/// static verb of that name, its three texts answered by the function
/// named.
macro_rules! game_board {
    (
        $board:ident($painter:ty) draws $game:ident $(, $selected:ident)?;
        class: [$($class_doc:tt),* $(,)?],
        view: [$($view_doc:tt),* $(,)?],
        squareAt: [$($square_at_doc:tt),* $(,)?],
        step($step_place:ident): [$($step_doc:tt),* $(,)?],
        home: [$($home_doc:tt),* $(,)?],
        squareCenter($center_place:ident: $center_type:tt): [$($square_center_doc:tt),* $(,)?]
        $(, pieceGlyph: $glyph:path, [$($glyph_doc:tt),* $(,)?])? $(,)?
    ) => {
        $(#[doc = $class_doc])*
        #[wasm_bindgen]
        pub struct $board {
            painter: $painter,
        }

        $crate::api::boards::board_class!($board($painter));

        $crate::api::boards::game_board!(
            @pointer $board, squareAt, square_at -> i32 $(, $selected)?, [$($square_at_doc),*],
            |place| Ok(place.map_or(-1, |p| Self::id(p) as i32))
        );

        #[wasm_bindgen]
        impl $board {
            /// Draws the game. The view says what to show besides it: the focus
            /// every board has, `{flipped, selected: place|null, drag: {x, y}|null,
            /// hint: [codes]|null, cursor: place|null, marks: [place], arrows:
            /// [[from, to]]}` (a board ignores what it does not draw; `marks` and
            /// `arrows` are an author's, each place a name or an index as
            /// `squareCenter` reads it), and the game's own keys:
            $(#[doc = $view_doc])*
            pub fn draw(&self, game: &$game, view: JsValue) -> Result<(), JsValue> {
                let view = $crate::api::args::plain(&view, "view")?;
                let (marks, arrows) = $crate::api::boards::annotations::<Self>(&view)?;
                let mut view: $crate::view::View<_> = $crate::api::read_plain(view, "view")?;
                let focus = &mut view.focus;
                focus.marks = marks;
                focus.arrows = arrows;
                let engine = $crate::api::board_game::Holds::game(game);
                self.painter.draw(engine, &view).map_err($crate::api::js_error)
            }

            $(#[doc = $step_doc])*
            pub fn step(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] $step_place: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] dcol: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] drow: JsValue,
                #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
                $(#[wasm_bindgen(unchecked_param_type = "number | null | undefined")] $selected: JsValue,)?
            ) -> Result<u32, JsValue> {
                use $crate::api::{args, boards::BoardPlaces};
                let what = concat!("step: ", stringify!($step_place));
                let from = Self::place_arg(&$step_place, what)?;
                let dcol = args::step(&dcol, "step: dcol", 1)?;
                let drow = args::step(&drow, "step: drow", 1)?;
                let flipped = args::flag(&flipped, "step: flipped")?;
                let selected = $crate::api::boards::game_board!(@selected $($selected)?);
                Ok(Self::id(self.step_from(from, dcol, drow, flipped, selected)))
            }

            $(#[doc = $home_doc])*
            pub fn home(
                &self,
                #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
            ) -> Result<u32, JsValue> {
                use $crate::api::boards::BoardPlaces;
                let flipped = $crate::api::args::flag(&flipped, "home: flipped")?;
                Ok(Self::id(self.home_place(flipped)))
            }

            $(#[doc = $square_center_doc])*
            #[wasm_bindgen(js_name = squareCenter)]
            pub fn square_center(
                &self,
                #[wasm_bindgen(unchecked_param_type = $center_type)] $center_place: JsValue,
                #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
            ) -> Result<Vec<f64>, JsValue> {
                use $crate::api::boards::BoardPlaces;
                let (place, flipped) =
                    Self::center_args(&$center_place, &flipped, $crate::core::Lang::En)?;
                let (x, y) = self.center_of(place, flipped);
                Ok(vec![x, y])
            }
        }

        $(
            #[wasm_bindgen]
            impl $board {
                $(#[doc = $glyph_doc])*
                #[wasm_bindgen(js_name = pieceGlyph)]
                pub fn piece_glyph(
                    #[wasm_bindgen(unchecked_param_type = "string")] role: JsValue,
                    #[wasm_bindgen(unchecked_param_type = "string")] side: JsValue,
                    #[wasm_bindgen(unchecked_param_type = "string")] piece_set: JsValue,
                ) -> Result<String, JsValue> {
                    let [role, side, piece_set] =
                        $crate::api::args::glyph_args(&role, &side, &piece_set)?;
                    $glyph(&role, &side, &piece_set)
                }
            }
        )?
    };

    // A verb of the place under a pointer at (x, y, flipped, and `selected`
    // where given): `$answer` says what of the place (`$place`, an
    // `Option`) it returns.
    (
        @pointer $board:ident, $js_name:ident, $name:ident -> $out:ty $(, $selected:ident)?,
        [$($doc:tt),* $(,)?], |$place:ident| $answer:expr
    ) => {
        #[wasm_bindgen]
        impl $board {
            $(#[doc = $doc])*
            #[wasm_bindgen(js_name = $js_name)]
            pub fn $name(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
                #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
                $(#[wasm_bindgen(unchecked_param_type = "number | null | undefined")] $selected: JsValue,)?
            ) -> Result<$out, JsValue> {
                use $crate::api::boards::BoardPlaces;
                let (x, y, flipped) = $crate::api::pointer(&x, &y, &flipped, stringify!($js_name))?;
                let selected = $crate::api::boards::game_board!(@selected $($selected)?);
                let $place = self.place_at(x, y, flipped, selected);
                $answer
            }
        }
    };

    // The `selected` argument, or undefined where the board takes none.
    (@selected $selected:ident) => {
        &$selected
    };
    (@selected) => {
        &JsValue::UNDEFINED
    };
}
pub(crate) use game_board;

/// The board class of a board with hands beside it (above and below it on a
/// narrow canvas): `game_board!`'s struct and verbs in the words of both
/// such boards, its [`BoardPlaces`] answered by the painter's `layout()`,
/// and the hand verbs `handAt`, `handCenter`, `handPlace` and `stacked`.
/// The game gives its `Place` type and `parse` (a place from a JS value);
/// for the hands, the name of a kind argument (`role`, `kind`) and how the
/// page names sides and kinds: the side's id and its names, the kind's id
/// and the kind from its name, and the kinds of a hand in order.
macro_rules! hand_board {
    (
        $board:ident($painter:ty, $place:ty: $parse:path) draws $game:ident;
        hands($kind:ident): $side_id:path, $side_names:expr, $kind_id:path, $parse_kind:path,
            $hand_kinds:expr,
        view: [$($view_doc:tt),* $(,)?]
        $(, pieceGlyph: $glyph:path, [$($glyph_doc:tt),* $(,)?])? $(,)?
    ) => {
        $crate::api::boards::game_board! {
            $board($painter) draws $game;
            class: [
                " The board on a `<canvas>`: draws a game and maps pointer positions back",
                " to places (squares and hand kinds).",
            ],
            view: [$($view_doc),*],
            squareAt: [
                " The place under a pointer at (x, y) CSS pixels from the canvas's",
                " top-left corner: a square (0-80), a hand kind (81-94), or -1.",
            ],
            step(place): [
                " The place one keyboard-cursor step (`dcol`, `drow` on the screen)",
                " from `place`: across the board and into and out of the hands.",
            ],
            home: [
                " Where the keyboard cursor first appears: the middle of the near",
                " edge.",
            ],
            squareCenter(place: "number | string"): [
                " The CSS-pixel centre of a place (a square's name, 0-80 or a hand",
                " place 81-94), for pointer tests and overlays.",
            ]
            $(, pieceGlyph: $glyph, [$($glyph_doc),*])?
        }

        impl $crate::api::boards::BoardPlaces for $board {
            type Place = $place;

            fn id(place: $place) -> u32 {
                place.id()
            }

            fn place_arg(value: &JsValue, what: &str) -> Result<$place, JsValue> {
                let last = <$place>::COUNT - 1;
                let place = $crate::api::args::whole(value, what, last)?;
                <$place>::from_id(place).ok_or_else(|| {
                    $crate::api::js_error(format!("{place} is not a place (0-{last})"))
                })
            }

            fn center_args(
                place: &JsValue,
                flipped: &JsValue,
                lang: $crate::core::Lang,
            ) -> Result<($place, bool), JsValue> {
                let flipped = $crate::api::args::flag(flipped, "squareCenter: flipped")?;
                Ok(($parse(place, lang)?, flipped))
            }

            fn place_at(&self, x: f64, y: f64, flipped: bool, _: &JsValue) -> Option<$place> {
                self.painter.layout().place_at(x, y, flipped)
            }

            fn step_from(&self, from: $place, dcol: i32, drow: i32, flipped: bool, _: &JsValue) -> $place {
                self.painter.layout().step(from, dcol, drow, flipped)
            }

            fn home_place(&self, flipped: bool) -> $place {
                self.painter.layout().home(flipped)
            }

            fn center_of(&self, place: $place, flipped: bool) -> (f64, f64) {
                self.painter.layout().center(place, flipped)
            }
        }

        $crate::api::boards::game_board!(
            @pointer $board, handAt, hand_at -> JsValue,
            [
                " The hand kind under a pointer: `{place, side}` and the kind's id",
                " (`role` in shogi, `kind` in Cờ Long Phượng), or null.",
            ],
            |place| $crate::api::to_js(&place.and_then(hand_out))
        );

        #[wasm_bindgen]
        impl $board {
            /// The CSS-pixel centre of a side's hand kind (the side's id, the
            /// kind's id or letter).
            #[wasm_bindgen(js_name = handCenter)]
            pub fn hand_center(
                &self,
                #[wasm_bindgen(unchecked_param_type = "string")] side: JsValue,
                #[wasm_bindgen(unchecked_param_type = "string")] $kind: JsValue,
                #[wasm_bindgen(unchecked_param_type = "boolean")] flipped: JsValue,
            ) -> Result<Vec<f64>, JsValue> {
                use $crate::api::{args, boards::BoardPlaces};
                let [side, $kind] = args::texts([
                    (&side, "handCenter: side"),
                    (&$kind, concat!("handCenter: ", stringify!($kind))),
                ])?;
                let flipped = args::flag(&flipped, "handCenter: flipped")?;
                let place = hand_place(&side, &$kind)?;
                let (x, y) = self.center_of(place, flipped);
                Ok(vec![x, y])
            }

            /// The hand place of a side's kind: 81 + 7·side + kind.
            #[wasm_bindgen(js_name = handPlace)]
            pub fn hand_place(
                #[wasm_bindgen(unchecked_param_type = "string")] side: JsValue,
                #[wasm_bindgen(unchecked_param_type = "string")] $kind: JsValue,
            ) -> Result<u32, JsValue> {
                use $crate::api::args;
                let [side, $kind] = args::texts([
                    (&side, "handPlace: side"),
                    (&$kind, concat!("handPlace: ", stringify!($kind))),
                ])?;
                hand_place(&side, &$kind).map(<$place>::id)
            }

            /// Whether the hands sit above and below the board (a narrow
            /// canvas) rather than beside it.
            pub fn stacked(&self) -> bool {
                self.painter.layout().stacked
            }
        }

        /// What `handAt` says of a hand place.
        #[derive(serde::Serialize)]
        struct HandPlaceOut {
            place: u32,
            side: &'static str,
            $kind: &'static str,
        }

        /// What `handAt` says of a place: `{place, side}` and the kind's id
        /// for a hand place, `None` for a square.
        fn hand_out(place: $place) -> Option<HandPlaceOut> {
            match place {
                $crate::core::Place::Hand(side, k) => Some(HandPlaceOut {
                    place: place.id(),
                    side: $side_id(side),
                    $kind: $kind_id($hand_kinds[k]),
                }),
                $crate::core::Place::Square(_) => None,
            }
        }

        /// The hand place of a side's and a kind's names.
        fn hand_place(side: &str, $kind: &str) -> Result<$place, JsValue> {
            $crate::api::side_named(side, $side_names)
                .zip($parse_kind($kind))
                .and_then(|(side, kind)| <$place>::hand(side, kind))
                .ok_or_else(|| $crate::api::js_error(format!("no hand place for {side} {}", $kind)))
        }
    };
}
pub(crate) use hand_board;
