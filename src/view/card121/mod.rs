//! The 121 cards on a canvas, drawn without pictures: the seed's card
//! pictures are lost, so every card is built from paths and a little text
//! that read on a phone (cards about 40–48 CSS px wide) and on a desktop
//! (70–100 px).
//!
//! A card face shows, top to bottom:
//! - the suit badge (top left): the clan emblem (Flower, Butterfly, Leaf) in
//!   white on the suit's colour, in a shape that is the colour's second cue
//!   for colour-blind eyes (red a disc, blue a square, purple a diamond);
//!   Kyoto a gold disc with a torii, Edo a slate disc with a silver
//!   mountain, each ringed;
//! - the facing (top right): an arrow ← or →, or ⊙ for a figure that looks
//!   at the viewer, from `Card::facing()`;
//! - the figure's emblem, in the suit's ink;
//! - the figure's name (two lines when it is too wide for one; the suit's
//!   name too on a large card);
//! - the card text (`AS-FR`), small, for learners.
//!
//! Honour cards (`Card::is_honour()`) get a gold frame. Besides the face:
//! a card back, a padlock for a locked card, a highlight ring, a dimmed
//! look, a small label above a card, and the layout of a row of card
//! groups ([`RowLayout`]) that wraps onto more rows when the cards would
//! get too small. Every fact comes from the engine; nothing here knows a
//! rule.
//!
//! The files: `artwork` (a whole card: face, back, highlight ring, dimmed
//! look, empty place, label), `emblems` (the figure emblems, the suit
//! badge, the facing mark, the padlock), `rows` (laying out and drawing a
//! row of card groups) and `pen` (path and text helpers on the raw 2D
//! context).

mod artwork;
mod emblems;
mod pen;
mod rows;

use crate::core::Lang;
use crate::games::card121::{Colour, Suit};

pub(crate) use artwork::{draw_back, draw_card, draw_label, draw_slot};
pub(crate) use rows::{draw_row, RowCard, RowLayout};

/// Every colour of the 121 cards, in one place.
mod theme {
    /// A regular card's face.
    pub const PAPER: &str = "#fffaf0";
    /// The face of a Kyoto card: pale gold.
    pub const PAPER_KYOTO: &str = "#faedc4";
    /// The face of an Edo card: pale silver.
    pub const PAPER_EDO: &str = "#dfe4ea";
    /// A card's outline.
    pub const EDGE: &str = "#4a3f33";
    /// The suits' inks (figure emblem, name, outline tint). Red, blue and
    /// purple differ in hue and in lightness (blue darkest, purple
    /// lightest), and the badge's shape tells them apart without colour.
    pub const RED: &str = "#c8321f";
    pub const BLUE: &str = "#14428f";
    pub const PURPLE: &str = "#a64fc2";
    /// Kyoto: gold; its ink a dark amber that reads on the pale gold face.
    pub const KYOTO: &str = "#d9a521";
    pub const KYOTO_INK: &str = "#7a4d00";
    pub const KYOTO_RING: &str = "#8a5a00";
    /// Edo: slate and silver; its ink near black.
    pub const EDO: &str = "#2b3540";
    pub const EDO_INK: &str = "#1d252e";
    pub const EDO_SILVER: &str = "#c9d2dc";
    /// The light band behind a regular card's badge row, per colour.
    pub const BAND_RED: &str = "#f7dcd5";
    pub const BAND_BLUE: &str = "#d6e2f3";
    pub const BAND_PURPLE: &str = "#eddaf2";
    pub const BAND_KYOTO: &str = "#f1d78a";
    pub const BAND_EDO: &str = "#c3ccd6";
    /// What is drawn on a badge: white on the regular suits.
    pub const EMBLEM_ON_BADGE: &str = "#ffffff";
    /// The honour frame.
    pub const HONOUR_FRAME: &str = "#c99a16";
    pub const HONOUR_FRAME_DARK: &str = "#6d5208";
    /// The card text (`AS-FR`).
    pub const CODE: &str = "#4d4640";
    /// The back of a card.
    pub const BACK: &str = "#253b6e";
    pub const BACK_LINE: &str = "#4f6aa8";
    pub const BACK_EDGE: &str = "#f4efe2";
    pub const BACK_MARK: &str = "#f0c75a";
    /// The padlock of a locked card.
    pub const LOCK_DISC: &str = "#222222";
    pub const LOCK: &str = "#ffd54a";
    /// The highlight ring and its dark outline (it reads on light and dark
    /// pages).
    pub const HIGHLIGHT: &str = "#1fa34a";
    pub const HIGHLIGHT_EDGE: &str = "#0b3d1b";
    /// Laid over a dimmed card.
    pub const DIM: &str = "rgba(236, 236, 236, 0.62)";
    /// A label above a card.
    pub const LABEL: &str = "#3b3530";
    pub const LABEL_BG: &str = "rgba(255, 250, 240, 0.92)";
    /// The dashed outline of an empty place.
    #[allow(dead_code)] // drawn by `draw_slot`, for the table painter
    pub const SLOT: &str = "rgba(90, 80, 70, 0.55)";
    pub const SHADOW: &str = "rgba(0, 0, 0, 0.28)";
}

/// A card's height for its width.
pub(crate) const CARD_ASPECT: f64 = 1.42;

/// How a card is drawn besides its face.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct CardLook {
    /// The language of the names on the face.
    pub lang: Lang,
    /// Locked face up after a steal: a padlock.
    pub locked: bool,
    /// A ring around the card.
    pub highlight: bool,
    /// Greyed out (out of play, not the point of a picture).
    pub dimmed: bool,
}

// ---------------------------------------------------------------------------
// What a card looks like: the engine's facts turned into colours.

/// The suit's ink (the figure emblem, the name and the outline) and its
/// band's colour.
fn suit_colours(suit: Suit) -> (&'static str, &'static str) {
    match (suit, suit.colour()) {
        (Suit::Kyoto, _) => (theme::KYOTO_INK, theme::BAND_KYOTO),
        (Suit::Edo, _) => (theme::EDO_INK, theme::BAND_EDO),
        (_, Some(Colour::Red)) => (theme::RED, theme::BAND_RED),
        (_, Some(Colour::Blue)) => (theme::BLUE, theme::BAND_BLUE),
        (_, Some(Colour::Purple)) => (theme::PURPLE, theme::BAND_PURPLE),
        (_, None) => (theme::EDGE, theme::PAPER),
    }
}

fn suit_ink(suit: Suit) -> &'static str {
    suit_colours(suit).0
}

/// The face colour of a card of `suit`.
fn paper(suit: Suit) -> &'static str {
    match suit {
        Suit::Kyoto => theme::PAPER_KYOTO,
        Suit::Edo => theme::PAPER_EDO,
        _ => theme::PAPER,
    }
}

fn band(suit: Suit) -> &'static str {
    suit_colours(suit).1
}
