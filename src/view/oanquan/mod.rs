//! The Ô ăn quan board: a row of five dân squares (ô dân) per side between
//! two half-round quan squares (ô quan), South at the bottom unless flipped,
//! and each player's store (the stones captured, and borrowed) above and
//! below it.
//!
//! Stones are drawn so they can be counted: small citizen pebbles (dân)
//! scattered in a fixed pattern per square (a stone keeps its spot while
//! stones are added, so sowing reads stone by stone), a compact pile past
//! fifteen, the count in each square's corner, and the mandarin (quan) as a
//! big red-brown stone. A store lays its citizens out in blocks of ten.
//!
//! The painter speaks of *places*: a square 0–11, or an arrow drawn on the
//! selected square, `ARROW_BASE + move code` (each half of the selected
//! square is the arrow toward that side of the screen). It draws the last
//! move's steps as an animation frame (`BoardView::anim`): the state after
//! step `k`, with the stones of step `k + 1` on their way (`t` from 0 to 1)
//! and the hand that carries them. The states come from [`frames`], the
//! steps the engine reported applied one by one; the painter decides
//! nothing about the rules.
//!
//! The files: `layout` (where the squares, stores, arrows and the hand go;
//! hit tests and keyboard steps), `scene` (what one picture of a move shows:
//! the stones at rest and in flight), `paint` (the painter: the board, the
//! marks, the selection's arrows, the cursor) and `stones` (pebbles, the
//! mandarin, counts, the stores and the hand).

mod layout;
mod paint;
mod scene;
mod stones;

use serde::Deserialize;



pub use crate::games::oanquan::{Place, ARROW_BASE};
pub use paint::Painter;

// ---- what the page asks for ----

/// A moment of the last move's animation: the state after `step` steps,
/// with step `step + 1` under way by `t` (0–1).
#[derive(Deserialize, Default, Clone, Copy, Debug)]
#[serde(default)]
pub struct Anim {
    pub step: usize,
    pub t: f64,
}

/// The words written in the stores, in the page's language.
#[derive(Deserialize, Clone, Debug)]
#[serde(default)]
pub struct Words {
    pub citizens: String,
    pub mandarins: String,
    pub points: String,
    pub borrowed: String,
    #[serde(rename = "final")]
    pub final_count: String,
}

impl Default for Words {
    fn default() -> Words {
        Words {
            citizens: "citizens".into(),
            mandarins: "mandarins".into(),
            points: "points".into(),
            borrowed: "borrowed".into(),
            final_count: "final count".into(),
        }
    }
}

/// The game's own keys of a view (beside the [`Focus`] every board has).
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(rename_all = "camelCase", default)]
pub struct Shown {
    /// The place under the mouse.
    pub inspect: Option<u32>,
    /// The last move's animation frame; null draws the game at rest.
    pub anim: Option<Anim>,
    /// The labels of the stores: [South, North].
    pub side_names: Option<Vec<String>>,
    pub words: Option<Words>,
}

/// What the page wants shown besides the game itself.
/// `flipped`: North at the bottom; `selected`: the square whose arrows
/// are drawn; `cursor`: the keyboard's place (no drag or hint here).
pub type BoardView = super::View<Shown>;

/// The board's colours, shared by the scene (its marks) and the painter.
mod colour {
    pub const GROUND: &str = "#d7b57a";
    pub const SQUARE: &str = "#f3e0b6";
    pub const QUAN: &str = "#e4c385";
    pub const LINE: &str = "#5a3a1a";
    /// Opaque ink: 5.3:1 on the ground, 6.1:1 on a quan square.
    pub const NUMBER: &str = "#5a3a1a";
    pub const PEBBLE: [&str; 4] = ["#56636b", "#67747b", "#4a555c", "#717c82"];
    pub const PEBBLE_EDGE: &str = "#22292d";
    pub const MANDARIN: &str = "#a2401f";
    pub const MANDARIN_EDGE: &str = "#3d1305";
    pub const SHINE: &str = "rgba(255, 255, 255, 0.35)";
    pub const BADGE: &str = "rgba(255, 252, 244, 0.93)";
    pub const BADGE_EDGE: &str = "#8a6a3a";
    pub const BADGE_INK: &str = "#3b2a12";
    pub const SELECTABLE: &str = "rgba(40, 160, 70, 0.17)";
    pub const HOVER: &str = "rgba(40, 160, 70, 0.32)";
    pub const SELECTED: &str = "rgba(20, 130, 50, 0.95)";
    pub const ARROW_FACE: &str = "rgba(255, 255, 255, 0.8)";
    /// An arrow reaching out over a neighbour (a phone's 44 px target):
    /// nearly opaque, so the neighbour's stones don't blur its glyph.
    pub const ARROW_REACH: &str = "rgba(255, 255, 255, 0.95)";
    pub const ARROW: &str = "#0f6b2e";
    pub const ARROW_ON: &str = "rgba(20, 130, 50, 0.92)";
    pub const STORE: &str = "#efe3c8";
    pub const STORE_EDGE: &str = "#a58b5f";
    pub const STORE_INK: &str = "#3b2a12";
    pub const NEGATIVE: &str = "#a11d1d";
    pub const SOUTH: &str = "#b5532a";
    pub const NORTH: &str = "#2f5d8a";
    pub const PALM: &str = "rgba(243, 207, 166, 0.96)";
    pub const PALM_EDGE: &str = "#8a5a2b";
    pub const PALM_INK: &str = "#4a2508";
    pub const END_MARK: &str = "rgba(214, 120, 10, 0.95)";
    pub const REFUSED_MARK: &str = "rgba(200, 30, 30, 0.95)";
    pub const STEP_MARK: &str = "rgba(255, 226, 110, 0.6)";
}
