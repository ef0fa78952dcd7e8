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
//! context); `table` (the `card121` feature) is the whole table on one
//! canvas, drawn with them.

mod artwork;
mod emblems;
mod pen;
mod rows;
#[cfg(feature = "card121")]
pub mod table;
pub(crate) mod theme;

use crate::core::Lang;
use crate::games::card121::{Colour, Suit};

pub(crate) use artwork::{draw_back, draw_card, draw_label, draw_slot};
pub(crate) use pen::polar;
pub(crate) use rows::{draw_row, RowCard, RowLayout};

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
