//! The stones as the Ô ăn quan painter draws them: a citizen pebble, the
//! mandarin, a square's count on its badge, a side's store (its words and
//! its stones in blocks of ten) and the hand carrying stones.

use super::layout::{spot, Layout, Spot, GOLDEN, MANDARIN_R, PEBBLE_R, QUAN_BADGE, STORE_TEXT_W};
use super::paint::Painter;
use super::{colour, Words};
use crate::core::Side;
use crate::games::oanquan::{Options, Store, SOUTH};
use crate::view::font;
use crate::view::theme;

fn side_colour(side: Side) -> &'static str {
    if side == SOUTH {
        colour::SOUTH
    } else {
        colour::NORTH
    }
}

impl Painter {
    /// A citizen stone: a small grey pebble, its shade from `seed`.
    pub(super) fn pebble(&self, x: f64, y: f64, r: f64, seed: usize) {
        let s = &self.surface;
        let shade = colour::PEBBLE[seed % colour::PEBBLE.len()];
        s.outlined_disc(x, y, r, shade, (r / 4.5).max(0.6), colour::PEBBLE_EDGE);
        s.disc(x - 0.3 * r, y - 0.32 * r, 0.38 * r, colour::SHINE);
    }

    /// The mandarin stone: big and red-brown.
    pub(super) fn mandarin(&self, x: f64, y: f64, r: f64) {
        let s = &self.surface;
        s.disc(x + 0.08 * r, y + 0.12 * r, r, theme::SHADOW);
        let edge = (r / 7.0).max(1.0);
        s.outlined_disc(x, y, r, colour::MANDARIN, edge, colour::MANDARIN_EDGE);
        s.disc(x - 0.32 * r, y - 0.35 * r, 0.3 * r, colour::SHINE);
    }

    /// A square's citizen count in its corner (a quan square: at its top).
    pub(super) fn count_badge(&self, l: &Layout, sq: u8, flipped: bool, count: i32, pile: bool) {
        let s = &self.surface;
        let u = l.u;
        let (x, y) = l.center(sq, flipped);
        let (bx, by) = match spot(sq, flipped) {
            Spot::Dan(..) => (x - 0.34 * u, y - 0.34 * u),
            Spot::Quan(left) => {
                let (cx, cy) = l.quan_circle(left);
                let side = if left { -1.0 } else { 1.0 };
                (cx + side * QUAN_BADGE.0 * u, cy + QUAN_BADGE.1 * u)
            }
        };
        let r = if pile { 0.17 * u } else { 0.135 * u };
        let text = count.to_string();
        let w = (r * 2.0).max(r * 0.95 * text.len() as f64 + 0.1 * u);
        s.rounded(bx - w / 2.0, by - r, w, 2.0 * r, r);
        s.ctx.set_fill_style_str(colour::BADGE);
        s.ctx.fill();
        s.ctx.set_line_width((u / 45.0).max(1.0));
        s.ctx.set_stroke_style_str(colour::BADGE_EDGE);
        s.ctx.stroke();
        let font = font("bold", (r * 1.45).round().max(9.0), "sans-serif");
        s.text(&text, bx, by + 0.06 * r, &font, colour::BADGE_INK);
    }
    /// A side's store: its name, what it captured (in words and as stones
    /// in blocks of ten), its points, what it borrowed; the final count once
    /// the game is over. A coloured edge while the side is to move.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn store(
        &self,
        l: &Layout,
        b: usize,
        side: Side,
        store: &Store,
        options: &Options,
        name: &str,
        words: &Words,
        to_move: bool,
        flash: bool,
        final_score: Option<i32>,
    ) {
        let s = &self.surface;
        let u = l.u;
        let (x, y, w, h) = l.boxes[b];
        let mandarins = options.has_mandarins();
        s.rounded(x, y, w, h, 0.14 * u);
        s.ctx.set_fill_style_str(colour::STORE);
        s.ctx.fill();
        let (edge, width) = if to_move || flash {
            (side_colour(side), (u / 12.0).max(2.5))
        } else {
            (colour::STORE_EDGE, (u / 40.0).max(1.0))
        };
        s.rounded(
            x + width / 2.0,
            y + width / 2.0,
            w - width,
            h - width,
            0.14 * u,
        );
        s.ctx.set_line_width(width);
        s.ctx.set_stroke_style_str(edge);
        s.ctx.stroke();

        // The words.
        let tx = x + 0.18 * u;
        let tw = (STORE_TEXT_W - 0.2) * u;
        s.disc(tx + 0.08 * u, y + 0.27 * u, 0.08 * u, side_colour(side));
        let name_font = font("bold", (u * 0.2).round().max(10.0), "sans-serif");
        s.text_left(
            name,
            tx + 0.22 * u,
            y + 0.28 * u,
            tw - 0.22 * u,
            &name_font,
            colour::STORE_INK,
        );
        let small = font("", (u * 0.17).round().max(9.0), "sans-serif");
        let captured = if mandarins {
            format!(
                "{}: {} · {}: {}",
                words.citizens, store.citizens, words.mandarins, store.mandarins
            )
        } else {
            format!("{}: {}", words.citizens, store.citizens)
        };
        let ink = if store.citizens < 0 {
            colour::NEGATIVE
        } else {
            colour::STORE_INK
        };
        s.text_left(&captured, tx, y + 0.58 * u, tw, &small, ink);
        let mut points = format!("{}: {}", words.points, store.value(options));
        if store.borrowed != 0 {
            points.push_str(&format!(" · {}: {}", words.borrowed, store.borrowed));
        }
        s.text_left(&points, tx, y + 0.84 * u, tw, &name_font, colour::STORE_INK);
        if let Some(score) = final_score {
            let text = format!("{}: {score}", words.final_count);
            s.rounded(
                x + w - 1.9 * u,
                y + h - 0.42 * u,
                1.8 * u,
                0.34 * u,
                0.1 * u,
            );
            s.ctx.set_fill_style_str(side_colour(side));
            s.ctx.fill();
            s.text(
                &text,
                x + w - 1.0 * u,
                y + h - 0.25 * u,
                &name_font,
                "#ffffff",
            );
        }

        // The stones.
        if mandarins {
            for m in 0..store.mandarins as usize {
                let (mx, my) = l.store_mandarin(b, m);
                self.mandarin(mx, my, MANDARIN_R * u * 0.9);
            }
        }
        for k in 0..store.citizens.clamp(0, 80) as usize {
            let (px, py) = l.store_citizen(b, k, mandarins);
            self.pebble(px, py, PEBBLE_R * u * 0.95, k * 3 + b);
        }
    }

    /// The hand carrying `count` stones, over (x, y): an open palm with the
    /// stones in it (a few of them) and their number.
    pub(super) fn hand(&self, x: f64, y: f64, u: f64, count: i32, alpha: f64) {
        let s = &self.surface;
        s.ctx.set_global_alpha(alpha.clamp(0.0, 1.0));
        let r = 0.24 * u;
        // Four fingers above the palm, then the palm.
        for i in 0..4 {
            let fx = x + (i as f64 - 1.5) * 0.105 * u;
            let fy = y - 0.9 * r - if i == 1 || i == 2 { 0.035 * u } else { 0.0 };
            s.rounded(fx - 0.045 * u, fy - 0.1 * u, 0.09 * u, 0.2 * u, 0.045 * u);
            s.ctx.set_fill_style_str(colour::PALM);
            s.ctx.fill();
            s.ctx.set_line_width((u / 45.0).max(1.0));
            s.ctx.set_stroke_style_str(colour::PALM_EDGE);
            s.ctx.stroke();
        }
        s.disc(x + 0.03 * u, y + 0.04 * u, r, theme::SHADOW);
        let edge = (u / 30.0).max(1.2);
        s.outlined_disc(x, y, r, colour::PALM, edge, colour::PALM_EDGE);
        // The stones in it, up to six.
        for i in 0..count.clamp(0, 6) as usize {
            let a = i as f64 * GOLDEN;
            let d = 0.06 * u * (i as f64 + 0.5).sqrt();
            self.pebble(
                x - 0.03 * u + d * a.cos(),
                y + 0.02 * u + d * a.sin(),
                PEBBLE_R * u * 0.85,
                i,
            );
        }
        // Their number on a badge at the palm's edge.
        let (bx, by) = (x + 0.8 * r, y + 0.55 * r);
        let br = 0.12 * u;
        s.disc(bx, by, br, colour::PALM_INK);
        let font = font("bold", (u * 0.16).round().max(9.0), "sans-serif");
        s.text(&count.to_string(), bx, by + 0.01 * u, &font, "#ffffff");
        s.ctx.set_global_alpha(1.0);
    }
}
