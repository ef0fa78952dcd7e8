//! The marks on a 121 card, each drawn in a unit box from paths: the
//! figure's emblem, the clan emblem on the suit badge, the suit badge
//! itself, the facing mark and the padlock of a locked card.

use std::f64::consts::{PI, TAU};

use web_sys::CanvasRenderingContext2d;

use super::pen::{
    circle, fill, hole, in_unit_box, line, mirrored_curve, polar, poly, ringed_disc, rounded,
    stroke,
};
use super::{suit_ink, theme};
use crate::games::card121::{Clan, Colour, Facing, Figure, Suit};

/// The figure's emblem in `ink`, centred on (cx, cy), `size` CSS px across:
/// a crest (kamon) for the Crest, a helmet for the General, a magnifying
/// glass for the Inspector, a holed coin for the Merchant, a parasol for
/// the Courtesan, a fan for the Dancer, prayer beads for the Monk, notes
/// for the Musician, a shuriken for the Ninja, a dagger for the Assassin
/// and a cross for the Priest. `paper` is the colour behind it (for cuts).
pub(super) fn draw_figure_emblem(
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
                mirrored_curve(c, (-0.12, -0.28), (-0.55, -0.5), (-0.7, -0.95));
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
                    let ((x0, y0), (x1, y1)) = (polar(0.42, a), polar(1.22, a));
                    line(c, px + x0, py + y0, px + x1, py + y1);
                }
                stroke(c, paper, 0.06);
                c.begin_path();
                for a in [a0, a1] {
                    let (x, y) = polar(0.42, a);
                    line(c, px, py, px + x, py + y);
                }
                stroke(c, ink, 0.1);
                c.begin_path();
                circle(c, px, py, 0.11);
                fill(c, ink);
            }
            Figure::Monk => {
                // Prayer beads in a ring, a big bead and a tassel.
                let (rx, ry) = (0.0, -0.2);
                for k in 0..12 {
                    // From the top, clockwise.
                    let (x, y) = polar(0.6, k as f64 * TAU / 12.0 - PI / 2.0);
                    c.begin_path();
                    circle(c, rx + x, ry + y, 0.15);
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
                    points.push(polar(r, a));
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
                let (x, y) = polar(0.45, k as f64 * TAU / 5.0 - PI / 2.0);
                c.begin_path();
                circle(c, x, y, 0.33);
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
            mirrored_curve(c, (-0.04, -0.45), (-0.12, -0.75), (-0.32, -0.85));
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
pub(super) fn draw_suit_badge(
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
                ringed_disc(c, 0.98, theme::KYOTO, 0.9, theme::KYOTO_RING, 0.13);
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
                ringed_disc(c, 0.98, theme::EDO, 0.9, theme::EDO_SILVER, 0.11);
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
pub(super) fn draw_facing(
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
pub(super) fn draw_padlock(ctx: &CanvasRenderingContext2d, cx: f64, cy: f64, size: f64) {
    in_unit_box(ctx, cx, cy, size, |c| {
        c.begin_path();
        ringed_disc(c, 1.0, theme::LOCK_DISC, 0.93, theme::LOCK, 0.07);
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
