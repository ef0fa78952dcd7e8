//! The board classes as the headless tests drive them: on a fresh canvas,
//! through one trait over their place verbs, so that a check of the places
//! (every place maps back to itself, the cursor's steps) is written once
//! for every game's board.
#![allow(dead_code)] // each game's module uses its own few of these

use std::ops::Range;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A new `<canvas>` of the test page's document.
pub fn canvas_element() -> web_sys::HtmlCanvasElement {
    let document = web_sys::window().unwrap().document().unwrap();
    document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap()
}

/// A board class's verbs as the tests call them, with Rust arguments.
pub trait Board: Sized {
    fn on_canvas(canvas: JsValue) -> Result<Self, JsValue>;
    fn size(&mut self, width: f64, height: f64, ratio: f64) -> Result<(), JsValue>;
    /// The CSS-pixel centre of a place (an index or a name).
    fn center(&self, place: JsValue, flipped: bool) -> Vec<f64>;
    /// The place under (x, y), or -1.
    fn place_at(&self, x: f64, y: f64, flipped: bool) -> i32;
    /// One keyboard-cursor step from `place`.
    fn step_from(&self, place: u32, dcol: i32, drow: i32, flipped: bool) -> Result<u32, JsValue>;
    fn home_at(&self, flipped: bool) -> u32;
}

/// `Board` for a board class; `selected`: its pointer and cursor verbs take
/// the page's selection too (Ô ăn quan's), given as undefined here.
macro_rules! board {
    ($board:ty $(, $selected:ident)?) => {
        impl Board for $board {
            fn on_canvas(canvas: JsValue) -> Result<Self, JsValue> {
                <$board>::new(canvas)
            }
            fn size(&mut self, width: f64, height: f64, ratio: f64) -> Result<(), JsValue> {
                self.resize(width.into(), height.into(), ratio.into())
            }
            fn center(&self, place: JsValue, flipped: bool) -> Vec<f64> {
                self.square_center(place, flipped.into()).unwrap()
            }
            fn place_at(&self, x: f64, y: f64, flipped: bool) -> i32 {
                self.square_at(x.into(), y.into(), flipped.into() $(, board!(@$selected))?)
                    .unwrap()
            }
            fn step_from(&self, place: u32, dcol: i32, drow: i32, flipped: bool) -> Result<u32, JsValue> {
                self.step(place.into(), dcol.into(), drow.into(), flipped.into() $(, board!(@$selected))?)
            }
            fn home_at(&self, flipped: bool) -> u32 {
                self.home(flipped.into()).unwrap()
            }
        }
    };
    (@selected) => {
        JsValue::UNDEFINED
    };
}

/// The hand verbs of a board with hands beside it (shogi's, Cờ Long Phượng's).
pub trait HandBoard: Board {
    /// The CSS-pixel centre of a side's hand kind (ids or letters).
    fn hand(&self, side: &str, kind: &str, flipped: bool) -> Vec<f64>;
    /// What `handAt` says of (x, y): the hand place, or null.
    fn hand_under(&self, x: f64, y: f64, flipped: bool) -> JsValue;
}

#[allow(unused_macros)] // a build of Ô ăn quan alone has no hand board
macro_rules! hand_board {
    ($board:ty) => {
        board!($board);
        impl HandBoard for $board {
            fn hand(&self, side: &str, kind: &str, flipped: bool) -> Vec<f64> {
                self.hand_center(side.into(), kind.into(), flipped.into())
                    .unwrap()
            }
            fn hand_under(&self, x: f64, y: f64, flipped: bool) -> JsValue {
                self.hand_at(x.into(), y.into(), flipped.into()).unwrap()
            }
        }
    };
}

#[cfg(feature = "longphuong")]
hand_board!(rulebook::api::LongPhuongBoard);
#[cfg(feature = "oanquan")]
board!(rulebook::api::OAnQuanBoard, selected);
#[cfg(feature = "shogi")]
hand_board!(rulebook::api::ShogiBoard);

/// A board on a fresh canvas of `width` × `height` CSS pixels, at two
/// device pixels to one.
pub fn canvas<B: Board>(width: f64, height: f64) -> B {
    let mut board = B::on_canvas(canvas_element().into()).unwrap();
    board.size(width, height, 2.0).unwrap();
    board
}

/// Every place of `places` maps back to itself: the place under its
/// centre is that place (`message` names a place that does not).
pub fn assert_places_map_back<B: Board>(
    board: &B,
    places: Range<u32>,
    flipped: bool,
    message: impl Fn(u32) -> String,
) {
    for place in places {
        let c = board.center(place.into(), flipped);
        assert_eq!(
            board.place_at(c[0], c[1], flipped),
            place as i32,
            "{}",
            message(place)
        );
    }
}

/// Every place of `places` maps back to itself on the board as drawn and
/// flipped (`size` names the board in a failure), and a point off the
/// board is no place.
pub fn assert_every_place_maps_back<B: Board>(board: &B, places: Range<u32>, size: &str) {
    for flipped in [false, true] {
        assert_places_map_back(board, places.clone(), flipped, |place| {
            format!("place {place}, {size}, flipped {flipped}")
        });
        assert_eq!(board.place_at(-5.0, -5.0, flipped), -1);
    }
}

/// The hands: the near side's below the far side's, and flipped, the
/// near side's where the far side's was (its kind by `letter`); the hand
/// under the near side's kind names its side and kind (`key`: the kind's
/// name in `handAt`'s answer). Each side is (side, kind).
pub fn assert_hands<B: HandBoard>(
    board: &B,
    near: (&str, &str),
    far: (&str, &str),
    letter: &str,
    key: &str,
) {
    let near_at = board.hand(near.0, near.1, false);
    let far_at = board.hand(far.0, far.1, false);
    assert!(near_at[1] > far_at[1]);
    assert_eq!(board.hand(near.0, letter, true), far_at);
    let hand = board.hand_under(near_at[0], near_at[1], false);
    assert_eq!(crate::js::get(&hand, "side").as_string().unwrap(), near.0);
    assert_eq!(crate::js::get(&hand, key).as_string().unwrap(), near.1);
}

/// Where `steps` cursor steps of (`dcol`, `drow`) lead from `place`, unflipped.
pub fn walk<B: Board>(board: &B, mut place: u32, (dcol, drow): (i32, i32), steps: usize) -> u32 {
    for _ in 0..steps {
        place = board.step_from(place, dcol, drow, false).unwrap();
    }
    place
}
