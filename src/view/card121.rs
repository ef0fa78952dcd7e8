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

use std::f64::consts::{PI, TAU};

use web_sys::CanvasRenderingContext2d;

use crate::core::Lang;
use crate::games::card121::{Card, Clan, Colour, Facing, Figure, Suit};

/// Every colour of the 121 cards, in one place.
pub(crate) mod theme {
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

/// Below this width a card leaves out the suit's name and uses its
/// smallest type.
const LARGE_CARD: f64 = 64.0;

const FONT: &str = "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Noto Sans\", \"DejaVu Sans\", Arial, sans-serif";

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

/// The suit's ink: the figure emblem, the name and the outline.
pub(crate) fn suit_ink(suit: Suit) -> &'static str {
    match (suit, suit.colour()) {
        (Suit::Kyoto, _) => theme::KYOTO_INK,
        (Suit::Edo, _) => theme::EDO_INK,
        (_, Some(Colour::Red)) => theme::RED,
        (_, Some(Colour::Blue)) => theme::BLUE,
        (_, Some(Colour::Purple)) => theme::PURPLE,
        (_, None) => theme::EDGE,
    }
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
    match (suit, suit.colour()) {
        (Suit::Kyoto, _) => theme::BAND_KYOTO,
        (Suit::Edo, _) => theme::BAND_EDO,
        (_, Some(Colour::Red)) => theme::BAND_RED,
        (_, Some(Colour::Blue)) => theme::BAND_BLUE,
        (_, Some(Colour::Purple)) => theme::BAND_PURPLE,
        (_, None) => theme::PAPER,
    }
}

/// A figure's name on a card: one line (squeezed a little if need be), or
/// its two words on two lines when one line would be squeezed too much.
fn name_lines(ctx: &CanvasRenderingContext2d, name: &str, font: &str, room: f64) -> Vec<String> {
    ctx.set_font(font);
    let width = |t: &str| ctx.measure_text(t).map(|m| m.width()).unwrap_or(0.0);
    if width(name) <= room * 1.15 {
        return vec![name.to_string()];
    }
    match name.split_once(' ') {
        Some((a, b)) => vec![a.to_string(), b.to_string()],
        None => vec![name.to_string()],
    }
}

// ---------------------------------------------------------------------------
// Drawing helpers on the raw context.

fn rounded(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64, r: f64) {
    let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
    ctx.begin_path();
    ctx.move_to(x + r, y);
    let _ = ctx.arc_to(x + w, y, x + w, y + h, r);
    let _ = ctx.arc_to(x + w, y + h, x, y + h, r);
    let _ = ctx.arc_to(x, y + h, x, y, r);
    let _ = ctx.arc_to(x, y, x + w, y, r);
    ctx.close_path();
}

fn circle(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64) {
    let _ = ctx.arc(x, y, r, 0.0, TAU);
}

/// A circle traced the other way round: inside a shape traced clockwise,
/// it cuts a hole (non-zero winding).
fn hole(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64) {
    ctx.move_to(x + r, y);
    let _ = ctx.arc_with_anticlockwise(x, y, r, 0.0, TAU, true);
}

fn poly(ctx: &CanvasRenderingContext2d, points: &[(f64, f64)]) {
    for (i, &(x, y)) in points.iter().enumerate() {
        if i == 0 {
            ctx.move_to(x, y);
        } else {
            ctx.line_to(x, y);
        }
    }
    ctx.close_path();
}

fn fill(ctx: &CanvasRenderingContext2d, colour: &str) {
    ctx.set_fill_style_str(colour);
    ctx.fill();
}

fn stroke(ctx: &CanvasRenderingContext2d, colour: &str, width: f64) {
    ctx.set_stroke_style_str(colour);
    ctx.set_line_width(width);
    ctx.stroke();
}

fn line(ctx: &CanvasRenderingContext2d, x0: f64, y0: f64, x1: f64, y1: f64) {
    ctx.move_to(x0, y0);
    ctx.line_to(x1, y1);
}

/// Runs `draw` in a unit box: (0, 0) at (cx, cy), ±1 reaching `size / 2`.
fn in_unit_box(
    ctx: &CanvasRenderingContext2d,
    cx: f64,
    cy: f64,
    size: f64,
    draw: impl FnOnce(&CanvasRenderingContext2d),
) {
    ctx.save();
    let _ = ctx.translate(cx, cy);
    let _ = ctx.scale(size / 2.0, size / 2.0);
    ctx.set_line_cap("round");
    ctx.set_line_join("round");
    draw(ctx);
    ctx.restore();
}

fn text_centered(
    ctx: &CanvasRenderingContext2d,
    text: &str,
    x: f64,
    y: f64,
    max_width: f64,
    font: &str,
    colour: &str,
) {
    ctx.set_font(font);
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_fill_style_str(colour);
    let _ = ctx.fill_text_with_max_width(text, x, y, max_width.max(1.0));
}

// ---------------------------------------------------------------------------
// Emblems, drawn in a unit box (±1).

/// The figure's emblem in `ink`, centred on (cx, cy), `size` CSS px across:
/// a crest (kamon) for the Crest, a helmet for the General, a magnifying
/// glass for the Inspector, a holed coin for the Merchant, a parasol for
/// the Courtesan, a fan for the Dancer, prayer beads for the Monk, notes
/// for the Musician, a shuriken for the Ninja, a dagger for the Assassin
/// and a cross for the Priest. `paper` is the colour behind it (for cuts).
pub(crate) fn draw_figure_emblem(
    ctx: &CanvasRenderingContext2d,
    figure: Figure,
    cx: f64,
    cy: f64,
    size: f64,
    ink: &str,
    paper: &str,
) {
    in_unit_box(ctx, cx, cy, size, |c| {
        c.begin_path();
        match figure {
            Figure::Crest => {
                // A ring around a diamond cut in four (takeda-bishi).
                circle(c, 0.0, 0.0, 0.92);
                hole(c, 0.0, 0.0, 0.74);
                fill(c, ink);
                c.begin_path();
                poly(c, &[(0.0, -0.62), (0.5, 0.0), (0.0, 0.62), (-0.5, 0.0)]);
                fill(c, ink);
                c.begin_path();
                line(c, -0.5, 0.0, 0.5, 0.0);
                line(c, 0.0, -0.62, 0.0, 0.62);
                stroke(c, paper, 0.13);
            }
            Figure::General => {
                // A kabuto: horns, dome, brim and neck guard.
                c.begin_path();
                c.move_to(-0.12, -0.28);
                c.quadratic_curve_to(-0.55, -0.5, -0.7, -0.95);
                c.move_to(0.12, -0.28);
                c.quadratic_curve_to(0.55, -0.5, 0.7, -0.95);
                stroke(c, ink, 0.17);
                c.begin_path();
                c.move_to(-0.62, 0.18);
                c.bezier_curve_to(-0.62, -0.55, 0.62, -0.55, 0.62, 0.18);
                c.close_path();
                fill(c, ink);
                c.begin_path();
                poly(c, &[(-0.95, 0.2), (0.95, 0.2), (0.8, 0.36), (-0.8, 0.36)]);
                fill(c, ink);
                c.begin_path();
                poly(
                    c,
                    &[(-0.56, 0.44), (0.56, 0.44), (0.82, 0.86), (-0.82, 0.86)],
                );
                fill(c, ink);
                c.begin_path();
                circle(c, 0.0, -0.12, 0.13);
                fill(c, paper);
            }
            Figure::Inspector => {
                // A magnifying glass.
                circle(c, -0.2, -0.2, 0.62);
                hole(c, -0.2, -0.2, 0.42);
                fill(c, ink);
                c.begin_path();
                line(c, 0.24, 0.24, 0.8, 0.8);
                stroke(c, ink, 0.3);
            }
            Figure::Merchant => {
                // A coin with a square hole, and its rim.
                circle(c, 0.0, 0.0, 0.9);
                // The square hole, traced anticlockwise.
                c.move_to(-0.26, -0.26);
                c.line_to(-0.26, 0.26);
                c.line_to(0.26, 0.26);
                c.line_to(0.26, -0.26);
                c.close_path();
                fill(c, ink);
                c.begin_path();
                circle(c, 0.0, 0.0, 0.7);
                stroke(c, paper, 0.08);
            }
            Figure::Courtesan => {
                // A parasol (wagasa) with its ribs and a hooked handle.
                c.move_to(-0.95, 0.05);
                c.quadratic_curve_to(-0.85, -0.8, 0.0, -0.85);
                c.quadratic_curve_to(0.85, -0.8, 0.95, 0.05);
                c.quadratic_curve_to(0.0, -0.12, -0.95, 0.05);
                c.close_path();
                fill(c, ink);
                c.begin_path();
                for x in [-0.5, 0.0, 0.5] {
                    line(c, 0.0, -0.82, x, -0.02);
                }
                stroke(c, paper, 0.06);
                c.begin_path();
                c.move_to(0.0, -0.05);
                c.line_to(0.0, 0.72);
                let _ = c.arc_with_anticlockwise(-0.18, 0.72, 0.18, 0.0, PI, false);
                stroke(c, ink, 0.14);
                c.begin_path();
                line(c, 0.0, -0.85, 0.0, -0.98);
                stroke(c, ink, 0.12);
            }
            Figure::Dancer => {
                // An open folding fan, pivot at the bottom.
                let (px, py) = (0.0, 0.62);
                let (a0, a1) = (-PI + 0.42, -0.42);
                c.move_to(px, py);
                let _ = c.arc(px, py, 1.22, a0, a1);
                c.close_path();
                fill(c, ink);
                c.begin_path();
                let _ = c.arc(px, py, 0.42, a0, a1);
                c.line_to(px, py);
                c.close_path();
                fill(c, paper);
                c.begin_path();
                for k in 1..6 {
                    let a = a0 + (a1 - a0) * k as f64 / 6.0;
                    line(
                        c,
                        px + 0.42 * a.cos(),
                        py + 0.42 * a.sin(),
                        px + 1.22 * a.cos(),
                        py + 1.22 * a.sin(),
                    );
                }
                stroke(c, paper, 0.06);
                c.begin_path();
                line(c, px, py, px + 0.42 * a0.cos(), py + 0.42 * a0.sin());
                line(c, px, py, px + 0.42 * a1.cos(), py + 0.42 * a1.sin());
                stroke(c, ink, 0.1);
                c.begin_path();
                circle(c, px, py, 0.11);
                fill(c, ink);
            }
            Figure::Monk => {
                // Prayer beads in a ring, a big bead and a tassel.
                let (rx, ry) = (0.0, -0.2);
                for k in 0..12 {
                    let a = k as f64 * TAU / 12.0;
                    c.begin_path();
                    circle(c, rx + 0.6 * a.sin(), ry - 0.6 * a.cos(), 0.15);
                    fill(c, ink);
                }
                c.begin_path();
                circle(c, 0.0, 0.5, 0.16);
                fill(c, ink);
                c.begin_path();
                poly(c, &[(0.0, 0.58), (0.22, 0.98), (-0.22, 0.98)]);
                fill(c, ink);
            }
            Figure::Musician => {
                // Two beamed notes.
                for (hx, hy, top) in [(-0.42, 0.6, -0.5), (0.42, 0.42, -0.7)] {
                    c.begin_path();
                    let _ = c.ellipse(hx, hy, 0.3, 0.21, -0.35, 0.0, TAU);
                    fill(c, ink);
                    c.begin_path();
                    line(c, hx + 0.26, hy - 0.06, hx + 0.26, top);
                    stroke(c, ink, 0.11);
                }
                c.begin_path();
                poly(
                    c,
                    &[(-0.2, -0.5), (0.73, -0.7), (0.73, -0.95), (-0.2, -0.75)],
                );
                fill(c, ink);
            }
            Figure::Ninja => {
                // A four-pointed shuriken with its hole.
                let mut points = Vec::with_capacity(8);
                for k in 0..8 {
                    let a = k as f64 * PI / 4.0 - PI / 2.0;
                    let r = if k % 2 == 0 { 0.98 } else { 0.3 };
                    points.push((r * a.cos(), r * a.sin()));
                }
                poly(c, &points);
                hole(c, 0.0, 0.0, 0.14);
                fill(c, ink);
            }
            Figure::Assassin => {
                // A dagger, held diagonally (so it never looks like the
                // Priest's cross).
                let _ = c.rotate(PI / 4.0);
                poly(c, &[(0.0, -1.12), (0.17, -0.75), (0.15, 0.2), (-0.15, 0.2)]);
                fill(c, ink);
                c.begin_path();
                poly(c, &[(-0.4, 0.22), (0.4, 0.22), (0.4, 0.36), (-0.4, 0.36)]);
                fill(c, ink);
                c.begin_path();
                poly(c, &[(-0.1, 0.36), (0.1, 0.36), (0.1, 0.8), (-0.1, 0.8)]);
                fill(c, ink);
                c.begin_path();
                circle(c, 0.0, 0.88, 0.13);
                fill(c, ink);
            }
            Figure::Priest => {
                // A cross.
                poly(
                    c,
                    &[(-0.15, -0.95), (0.15, -0.95), (0.15, 0.95), (-0.15, 0.95)],
                );
                fill(c, ink);
                c.begin_path();
                poly(c, &[(-0.6, -0.5), (0.6, -0.5), (0.6, -0.2), (-0.6, -0.2)]);
                fill(c, ink);
            }
        }
    });
}

/// The clan's emblem (white on a regular suit's badge): a five-petalled
/// flower, a butterfly, or a leaf with its midrib.
fn clan_emblem(ctx: &CanvasRenderingContext2d, clan: Clan, colour: &str, under: &str) {
    let c = ctx;
    c.begin_path();
    match clan {
        Clan::Flower => {
            for k in 0..5 {
                let a = k as f64 * TAU / 5.0 - PI / 2.0;
                c.begin_path();
                circle(c, 0.45 * a.cos(), 0.45 * a.sin(), 0.33);
                fill(c, colour);
            }
            c.begin_path();
            circle(c, 0.0, 0.0, 0.17);
            fill(c, under);
        }
        Clan::Butterfly => {
            for s in [-1.0, 1.0] {
                c.begin_path();
                let _ = c.ellipse(s * 0.4, -0.22, 0.4, 0.3, s * -0.5, 0.0, TAU);
                fill(c, colour);
                c.begin_path();
                let _ = c.ellipse(s * 0.3, 0.33, 0.26, 0.22, s * 0.5, 0.0, TAU);
                fill(c, colour);
            }
            c.begin_path();
            line(c, 0.0, -0.42, 0.0, 0.55);
            stroke(c, under, 0.16);
            c.begin_path();
            line(c, 0.0, -0.45, 0.0, 0.5);
            stroke(c, colour, 0.1);
            c.begin_path();
            c.move_to(-0.04, -0.45);
            c.quadratic_curve_to(-0.12, -0.75, -0.32, -0.85);
            c.move_to(0.04, -0.45);
            c.quadratic_curve_to(0.12, -0.75, 0.32, -0.85);
            stroke(c, colour, 0.07);
        }
        Clan::Leaf => {
            // A pointed leaf on a stem, tilted.
            let _ = c.rotate(PI / 4.0);
            c.move_to(0.0, -1.0);
            c.quadratic_curve_to(0.85, -0.15, 0.0, 0.62);
            c.quadratic_curve_to(-0.85, -0.15, 0.0, -1.0);
            c.close_path();
            fill(c, colour);
            c.begin_path();
            line(c, 0.0, 0.5, 0.0, 1.0);
            stroke(c, colour, 0.14);
            c.begin_path();
            line(c, 0.0, -0.72, 0.0, 0.5);
            stroke(c, under, 0.1);
        }
    }
}

/// The suit badge, centred on (cx, cy), `size` across: a clan emblem on
/// the colour's shape (red disc, blue square, purple diamond), or the
/// honour suits' own ringed discs: Kyoto gold with a torii, Edo slate with
/// a silver mountain.
pub(crate) fn draw_suit_badge(
    ctx: &CanvasRenderingContext2d,
    suit: Suit,
    cx: f64,
    cy: f64,
    size: f64,
) {
    in_unit_box(ctx, cx, cy, size, |c| {
        c.begin_path();
        match (suit, suit.clan(), suit.colour()) {
            (Suit::Kyoto, _, _) => {
                circle(c, 0.0, 0.0, 0.98);
                fill(c, theme::KYOTO);
                c.begin_path();
                circle(c, 0.0, 0.0, 0.9);
                stroke(c, theme::KYOTO_RING, 0.13);
                // A torii: the curved top beam, the tie beam and two posts.
                let ink = theme::KYOTO_RING;
                c.begin_path();
                c.move_to(-0.68, -0.5);
                c.quadratic_curve_to(0.0, -0.34, 0.68, -0.5);
                c.line_to(0.62, -0.32);
                c.quadratic_curve_to(0.0, -0.2, -0.62, -0.32);
                c.close_path();
                fill(c, ink);
                c.begin_path();
                poly(c, &[(-0.5, -0.12), (0.5, -0.12), (0.5, 0.0), (-0.5, 0.0)]);
                fill(c, ink);
                c.begin_path();
                poly(
                    c,
                    &[(-0.4, -0.3), (-0.27, -0.3), (-0.3, 0.66), (-0.45, 0.66)],
                );
                poly(c, &[(0.27, -0.3), (0.4, -0.3), (0.45, 0.66), (0.3, 0.66)]);
                fill(c, ink);
            }
            (Suit::Edo, _, _) => {
                circle(c, 0.0, 0.0, 0.98);
                fill(c, theme::EDO);
                c.begin_path();
                circle(c, 0.0, 0.0, 0.9);
                stroke(c, theme::EDO_SILVER, 0.11);
                // A wide mountain with a snow cap.
                c.begin_path();
                poly(
                    c,
                    &[(-0.86, 0.5), (-0.16, -0.52), (0.16, -0.52), (0.86, 0.5)],
                );
                fill(c, theme::EDO_SILVER);
                c.begin_path();
                poly(
                    c,
                    &[
                        (-0.16, -0.52),
                        (0.16, -0.52),
                        (0.4, -0.17),
                        (0.18, -0.25),
                        (0.0, -0.08),
                        (-0.18, -0.25),
                        (-0.4, -0.17),
                    ],
                );
                fill(c, "#ffffff");
            }
            (_, Some(clan), Some(colour)) => {
                let ink = suit_ink(suit);
                let inner = match colour {
                    Colour::Red => {
                        circle(c, 0.0, 0.0, 1.0);
                        0.72
                    }
                    Colour::Blue => {
                        poly(c, &[(-0.9, -0.9), (0.9, -0.9), (0.9, 0.9), (-0.9, 0.9)]);
                        0.74
                    }
                    Colour::Purple => {
                        poly(c, &[(0.0, -1.14), (1.14, 0.0), (0.0, 1.14), (-1.14, 0.0)]);
                        0.6
                    }
                };
                fill(c, ink);
                let _ = c.scale(inner, inner);
                clan_emblem(c, clan, theme::EMBLEM_ON_BADGE, ink);
            }
            _ => {}
        }
    });
}

/// The facing mark, centred on (cx, cy), `size` across, in `ink`: an arrow
/// ← or →, or ⊙ for the figure that looks at the viewer.
pub(crate) fn draw_facing(
    ctx: &CanvasRenderingContext2d,
    facing: Facing,
    cx: f64,
    cy: f64,
    size: f64,
    ink: &str,
) {
    in_unit_box(ctx, cx, cy, size, |c| {
        c.begin_path();
        let s = match facing {
            Facing::Front => {
                circle(c, 0.0, 0.0, 0.72);
                stroke(c, ink, 0.2);
                c.begin_path();
                circle(c, 0.0, 0.0, 0.27);
                fill(c, ink);
                return;
            }
            Facing::Left => -1.0,
            Facing::Right => 1.0,
        };
        poly(
            c,
            &[
                (s * 0.95, 0.0),
                (s * 0.2, -0.62),
                (s * 0.2, -0.2),
                (s * -0.9, -0.2),
                (s * -0.9, 0.2),
                (s * 0.2, 0.2),
                (s * 0.2, 0.62),
            ],
        );
        fill(c, ink);
    });
}

/// A padlock centred on (cx, cy), `size` across, on a dark disc so it reads
/// over any face: the mark of a card locked face up after a steal.
pub(crate) fn draw_padlock(ctx: &CanvasRenderingContext2d, cx: f64, cy: f64, size: f64) {
    in_unit_box(ctx, cx, cy, size, |c| {
        c.begin_path();
        circle(c, 0.0, 0.0, 1.0);
        fill(c, theme::LOCK_DISC);
        c.begin_path();
        circle(c, 0.0, 0.0, 0.93);
        stroke(c, theme::LOCK, 0.07);
        // The shackle, then the body with its keyhole.
        c.begin_path();
        let _ = c.arc(0.0, -0.16, 0.3, PI, 0.0);
        c.line_to(0.3, 0.05);
        c.move_to(-0.3, 0.05);
        c.line_to(-0.3, -0.16);
        stroke(c, theme::LOCK, 0.14);
        c.begin_path();
        rounded(c, -0.48, -0.02, 0.96, 0.64, 0.1);
        fill(c, theme::LOCK);
        c.begin_path();
        circle(c, 0.0, 0.22, 0.1);
        poly(
            c,
            &[(-0.05, 0.25), (0.05, 0.25), (0.07, 0.46), (-0.07, 0.46)],
        );
        fill(c, theme::LOCK_DISC);
    });
}

// ---------------------------------------------------------------------------
// Whole cards.

fn corner(w: f64) -> f64 {
    (w * 0.08).max(3.0)
}

/// The shadow under a card and its outline path (left current).
fn card_body(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64, face: &str) {
    let r = corner(w);
    ctx.save();
    ctx.set_shadow_color(theme::SHADOW);
    ctx.set_shadow_blur((w * 0.06).max(2.0));
    ctx.set_shadow_offset_y((w * 0.02).max(0.8));
    rounded(ctx, x, y, w, h, r);
    fill(ctx, face);
    ctx.restore();
}

/// Draws `card` face up with its top-left corner at (x, y), `w` × `h` CSS
/// px (use [`CARD_ASPECT`] for the height). Everything on it comes from
/// the engine: figure, suit, clan, colour, facing, honour and the card
/// text; `look` adds the language of the names, the padlock, the ring and
/// the dimmed look.
pub(crate) fn draw_card(
    ctx: &CanvasRenderingContext2d,
    card: Card,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    look: &CardLook,
) {
    let (figure, suit) = (card.figure(), card.suit());
    let ink = suit_ink(suit);
    let face = paper(suit);
    let r = corner(w);
    let large = w >= LARGE_CARD;
    let pad = (w * 0.07).max(2.5);

    if look.highlight {
        draw_highlight(ctx, x, y, w, h);
    }
    card_body(ctx, x, y, w, h, face);

    // The badge row on a band of the suit's colour.
    let row = w * 0.34;
    ctx.save();
    rounded(ctx, x, y, w, h, r);
    ctx.clip();
    ctx.begin_path();
    ctx.rect(x, y, w, pad + row + pad * 0.4);
    fill(ctx, band(suit));
    ctx.restore();

    // Outline: the suit's ink; an honour card's gold frame inside it.
    ctx.begin_path();
    rounded(ctx, x + 0.5, y + 0.5, w - 1.0, h - 1.0, r);
    stroke(ctx, ink, (w * 0.025).max(1.2));
    if card.is_honour() {
        let inset = (w * 0.045).max(2.2);
        ctx.begin_path();
        rounded(
            ctx,
            x + inset,
            y + inset,
            w - 2.0 * inset,
            h - 2.0 * inset,
            (r - inset * 0.6).max(1.5),
        );
        stroke(ctx, theme::HONOUR_FRAME, (w * 0.035).max(1.6));
        let inner = inset + (w * 0.03).max(1.5);
        ctx.begin_path();
        rounded(
            ctx,
            x + inner,
            y + inner,
            w - 2.0 * inner,
            h - 2.0 * inner,
            (r - inner * 0.6).max(1.0),
        );
        stroke(ctx, theme::HONOUR_FRAME_DARK, (w * 0.008).max(0.6));
    }

    let top = y + pad;
    draw_suit_badge(ctx, suit, x + pad + row / 2.0, top + row / 2.0, row);
    draw_facing(
        ctx,
        card.facing(),
        x + w - pad - row * 0.38,
        top + row / 2.0,
        row * 0.72,
        ink,
    );

    // The words at the bottom, then the emblem in what is left.
    let room = w - 2.0 * pad;
    let name_px = (w * 0.155).clamp(8.5, 12.5);
    let name_font = format!("700 {name_px:.1}px {FONT}");
    let lines = name_lines(ctx, figure.name(look.lang), &name_font, room);
    let suit_px = (w * 0.11).clamp(7.5, 11.0);
    let code_px = (w * 0.12).clamp(7.0, 10.0);
    let name_h = lines.len() as f64 * name_px * 1.08;
    let suit_h = if large { suit_px * 1.25 } else { 0.0 };
    let code_h = code_px * 1.3;
    let bottom = y + h - pad * 0.8;
    let code_y = bottom - code_h / 2.0;
    let suit_y = bottom - code_h - suit_h / 2.0;
    let name_top = bottom - code_h - suit_h - name_h;
    let emblem_top = top + row + pad * 0.5;
    let emblem_room = (name_top - emblem_top - pad * 0.3).max(4.0);
    let emblem = emblem_room.min(w * 0.62);
    draw_figure_emblem(
        ctx,
        figure,
        x + w / 2.0,
        emblem_top + emblem_room / 2.0,
        emblem,
        ink,
        face,
    );
    for (i, l) in lines.iter().enumerate() {
        let ly = name_top + name_px * 1.08 * (i as f64 + 0.5);
        text_centered(ctx, l, x + w / 2.0, ly, room, &name_font, ink);
    }
    if large {
        let font = format!("500 {suit_px:.1}px {FONT}");
        text_centered(
            ctx,
            &suit.name(look.lang),
            x + w / 2.0,
            suit_y,
            room,
            &font,
            ink,
        );
    }
    let font = format!("600 {code_px:.1}px ui-monospace, \"DejaVu Sans Mono\", monospace");
    text_centered(
        ctx,
        &card.text(),
        x + w / 2.0,
        code_y,
        room,
        &font,
        theme::CODE,
    );

    if look.locked {
        // Between the badge and the facing mark, over nothing written.
        draw_padlock(ctx, x + w * 0.55, top + row / 2.0, (w * 0.245).max(11.0));
    }
    if look.dimmed {
        dim(ctx, x, y, w, h);
    }
}

/// Draws the back of a card: a lattice on deep blue, a cream border and a
/// gold lozenge. `look` adds the ring, the padlock and the dimmed look (its
/// language is unused).
pub(crate) fn draw_back(
    ctx: &CanvasRenderingContext2d,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    look: &CardLook,
) {
    if look.highlight {
        draw_highlight(ctx, x, y, w, h);
    }
    let r = corner(w);
    card_body(ctx, x, y, w, h, theme::BACK_EDGE);
    let inset = (w * 0.08).max(2.5);
    let (ix, iy, iw, ih) = (x + inset, y + inset, w - 2.0 * inset, h - 2.0 * inset);
    ctx.save();
    rounded(ctx, ix, iy, iw, ih, (r - inset * 0.5).max(1.0));
    ctx.clip();
    ctx.set_fill_style_str(theme::BACK);
    ctx.fill_rect(ix, iy, iw, ih);
    ctx.begin_path();
    let step = (w * 0.16).max(5.0);
    let mut t = -ih;
    while t < iw + ih {
        line(ctx, ix + t, iy, ix + t + ih, iy + ih);
        line(ctx, ix + t, iy + ih, ix + t + ih, iy);
        t += step;
    }
    stroke(ctx, theme::BACK_LINE, (w * 0.02).max(0.8));
    ctx.restore();
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    let d = w * 0.22;
    ctx.begin_path();
    poly(
        ctx,
        &[
            (cx, cy - d * 1.3),
            (cx + d, cy),
            (cx, cy + d * 1.3),
            (cx - d, cy),
        ],
    );
    fill(ctx, theme::BACK_MARK);
    ctx.begin_path();
    poly(
        ctx,
        &[
            (cx, cy - d * 0.7),
            (cx + d * 0.52, cy),
            (cx, cy + d * 0.7),
            (cx - d * 0.52, cy),
        ],
    );
    fill(ctx, theme::BACK);
    ctx.begin_path();
    rounded(ctx, x + 0.5, y + 0.5, w - 1.0, h - 1.0, r);
    stroke(ctx, theme::EDGE, (w * 0.02).max(1.0));
    if look.locked {
        draw_padlock(ctx, x + w * 0.5, y + h * 0.2, w * 0.36);
    }
    if look.dimmed {
        dim(ctx, x, y, w, h);
    }
}

/// The ring around a highlighted card at (x, y), `w` × `h` (drawn outside
/// it: leave `w * 0.07` free around the card).
pub(crate) fn draw_highlight(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64) {
    let gap = (w * 0.045).max(2.0);
    let r = corner(w) + gap;
    rounded(ctx, x - gap, y - gap, w + 2.0 * gap, h + 2.0 * gap, r);
    stroke(ctx, theme::HIGHLIGHT_EDGE, (w * 0.07).max(3.5));
    rounded(ctx, x - gap, y - gap, w + 2.0 * gap, h + 2.0 * gap, r);
    stroke(ctx, theme::HIGHLIGHT, (w * 0.045).max(2.2));
}

fn dim(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64) {
    rounded(ctx, x, y, w, h, corner(w));
    fill(ctx, theme::DIM);
}

/// The dashed outline of an empty place for a card.
#[allow(dead_code)] // for the table painter
pub(crate) fn draw_slot(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64) {
    let dash = (w * 0.08).max(3.0);
    let _ = ctx.set_line_dash(&js_sys::Array::of2(&dash.into(), &(dash * 0.7).into()));
    rounded(ctx, x + 1.0, y + 1.0, w - 2.0, h - 2.0, corner(w));
    stroke(ctx, theme::SLOT, 1.5);
    let _ = ctx.set_line_dash(&js_sys::Array::new());
}

/// A short label centred above a card (`Chỉ Điểm`, `Ẩn Sĩ 1`, a player's
/// name), `width` wide, its middle at `cy`; squeezed to fit.
pub(crate) fn draw_label(
    ctx: &CanvasRenderingContext2d,
    text: &str,
    cx: f64,
    cy: f64,
    width: f64,
    px: f64,
) {
    let font = format!("600 {px:.1}px {FONT}");
    ctx.set_font(font.as_str());
    let tw = ctx
        .measure_text(text)
        .map(|m| m.width())
        .unwrap_or(width)
        .min(width);
    rounded(
        ctx,
        cx - tw / 2.0 - 3.0,
        cy - px * 0.7,
        tw + 6.0,
        px * 1.4,
        px * 0.4,
    );
    fill(ctx, theme::LABEL_BG);
    text_centered(ctx, text, cx, cy, width, &font, theme::LABEL);
}

// ---------------------------------------------------------------------------
// A row of card groups.

/// One card of a row: face up (a card) or face down (`None`), how it looks
/// and an optional label above it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RowCard {
    pub card: Option<Card>,
    pub look: CardLook,
    pub label: Option<String>,
}

/// Where the cards of a row of groups go: groups keep their cards together
/// (a small gap inside a group, a wide one between groups) and move to a
/// new line as wholes when one line would make the cards narrower than the
/// minimum. Lines are centred ([`RowLayout::align_left`] moves them to
/// the left edge).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RowLayout {
    pub card_w: f64,
    pub card_h: f64,
    /// The top-left corner of each card, in the order given.
    pub cards: Vec<(f64, f64)>,
    /// The cards of each line (indices into `cards`).
    pub lines: Vec<std::ops::Range<usize>>,
    /// The height of the label band above each line (0 without labels).
    pub label_h: f64,
    /// The whole drawing, CSS px.
    pub width: f64,
    pub height: f64,
}

/// Gaps and margins as fractions of a card's width.
const GAP_IN_GROUP: f64 = 0.08;
const GAP_BETWEEN_GROUPS: f64 = 0.42;
const MARGIN: f64 = 0.09;
const LINE_GAP: f64 = 0.22;

/// A line's width in card widths.
fn line_span(groups: &[usize]) -> f64 {
    let n: usize = groups.iter().sum();
    let k = groups.len();
    n as f64
        + n.saturating_sub(k) as f64 * GAP_IN_GROUP
        + k.saturating_sub(1) as f64 * GAP_BETWEEN_GROUPS
        + 2.0 * MARGIN
}

impl RowLayout {
    /// Lays out groups of `sizes` cards in `width` CSS px: cards at most
    /// `max_card` wide, on one line if they can be at least `min_card`
    /// wide, else on as few lines as keep them so (or, if no split does,
    /// on the lines that make them widest). `labels`: leave a band above
    /// each line for labels.
    pub fn new(sizes: &[usize], width: f64, max_card: f64, min_card: f64, labels: bool) -> Self {
        let sizes: Vec<usize> = sizes.iter().copied().filter(|&n| n > 0).collect();
        let width = width.max(10.0);
        if sizes.is_empty() {
            return RowLayout {
                card_w: max_card.min(width),
                card_h: max_card.min(width) * CARD_ASPECT,
                cards: Vec::new(),
                lines: Vec::new(),
                label_h: 0.0,
                width,
                height: 1.0,
            };
        }
        let max_card = max_card.max(8.0);
        let k = sizes.len().max(1);
        // Every way to cut the groups into consecutive lines (k ≤ ~12).
        let mut best: Option<(usize, f64, Vec<usize>)> = None; // lines, card width, cuts
        for mask in 0u32..(1 << (k - 1)).min(1 << 12) {
            let mut cuts = vec![0];
            for i in 1..k {
                if mask & (1 << (i - 1)) != 0 {
                    cuts.push(i);
                }
            }
            cuts.push(k);
            let lines = cuts.len() - 1;
            let span = cuts
                .windows(2)
                .map(|c| line_span(&sizes[c[0]..c[1]]))
                .fold(0.0, f64::max);
            let w = (width / span.max(1.0)).min(max_card);
            let better = match &best {
                None => true,
                Some((bl, bw, _)) => {
                    let ok = w >= min_card;
                    let b_ok = *bw >= min_card;
                    match (ok, b_ok) {
                        (true, false) => true,
                        (false, true) => false,
                        (true, true) => lines < *bl || (lines == *bl && w > *bw + 1e-9),
                        (false, false) => w > *bw + 1e-9 || (w >= *bw - 1e-9 && lines < *bl),
                    }
                }
            };
            if better {
                best = Some((lines, w, cuts));
            }
        }
        let (_, card_w, cuts) = best.unwrap_or((1, max_card.min(width), vec![0, 0]));
        let card_h = card_w * CARD_ASPECT;
        let label_h = if labels {
            (card_w * 0.2).clamp(11.0, 16.0) + 4.0
        } else {
            0.0
        };
        let margin = card_w * MARGIN;
        let mut cards = Vec::new();
        let mut lines = Vec::new();
        let mut y = margin;
        for c in cuts.windows(2) {
            let first = cards.len();
            let line = &sizes[c[0]..c[1]];
            let span = line_span(line) * card_w;
            let mut x = (width - span) / 2.0 + margin;
            y += label_h;
            for (g, &n) in line.iter().enumerate() {
                if g > 0 {
                    x += card_w * (GAP_BETWEEN_GROUPS - GAP_IN_GROUP);
                }
                for _ in 0..n {
                    cards.push((x, y));
                    x += card_w * (1.0 + GAP_IN_GROUP);
                }
            }
            lines.push(first..cards.len());
            y += card_h + card_w * LINE_GAP;
        }
        let height = y - card_w * LINE_GAP + margin;
        RowLayout {
            card_w,
            card_h,
            cards,
            lines,
            label_h,
            width,
            height,
        }
    }

    /// Moves every line to the left edge (keeping the margin).
    pub fn align_left(&mut self) {
        let margin = self.card_w * MARGIN;
        for line in &self.lines {
            let Some(&(x0, _)) = self.cards.get(line.start) else {
                continue;
            };
            for card in &mut self.cards[line.clone()] {
                card.0 -= x0 - margin;
            }
        }
    }

    /// The card under (x, y), by its index in the order given.
    #[allow(dead_code)] // for the table painter
    pub fn card_at(&self, x: f64, y: f64) -> Option<usize> {
        self.cards.iter().position(|&(cx, cy)| {
            x >= cx && x <= cx + self.card_w && y >= cy && y <= cy + self.card_h
        })
    }
}

/// Draws `groups` of cards as `layout` places them (made by
/// [`RowLayout::new`] from the groups' sizes).
pub(crate) fn draw_row(
    ctx: &CanvasRenderingContext2d,
    groups: &[Vec<RowCard>],
    layout: &RowLayout,
) {
    let (w, h) = (layout.card_w, layout.card_h);
    let label_px = (layout.label_h - 4.0).max(8.0) * 0.78;
    for (item, &(x, y)) in groups.iter().flatten().zip(&layout.cards) {
        match item.card {
            Some(card) => draw_card(ctx, card, x, y, w, h, &item.look),
            None => draw_back(ctx, x, y, w, h, &item.look),
        }
        if let Some(label) = &item.label {
            let cy = y - layout.label_h / 2.0 - 1.0;
            draw_label(ctx, label, x + w / 2.0, cy, w * 1.05, label_px);
        }
    }
}
