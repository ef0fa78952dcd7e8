//! Where everything of the Ô ăn quan board goes, in CSS pixels: the ten
//! dân squares and the two half-round quan squares, the stores above and
//! below, the stones' spots in a square or a store, where the hand holds
//! its stones, the arrows on the selected square; the square under a
//! pointer and the square a keyboard step leads to.

use std::f64::consts::PI;

use super::Place;
use crate::core::Side;
use crate::games::oanquan::{Direction, Move, SOUTH, SQUARES};
use crate::view::Surface;

/// Canvas width and height in squares: the board (5 squares and two
/// half-round quan squares, 7 × 2) with a margin, and a store above and
/// below it.
const WIDTH_U: f64 = 7.8;
const MARGIN_X: f64 = 0.4;
const MARGIN_Y: f64 = 0.08;
const STORE_H: f64 = 1.15;
/// Between the board and a store: the squares' numbers, the hand.
const GAP: f64 = 0.42;
const HEIGHT_U: f64 = 2.0 * (MARGIN_Y + STORE_H + GAP) + 2.0;

/// Where a quan square's mandarin sits: this far from the flat edge.
const MANDARIN_IN: f64 = 0.47;
pub(super) const MANDARIN_R: f64 = 0.2;
/// A quan square's count: from the centre of the circle it is half of,
/// outward and up (in squares).
pub(super) const QUAN_BADGE: (f64, f64) = (0.38, -0.68);
pub(super) const PEBBLE_R: f64 = 0.071;
/// Up to this many citizens lie loose in a dân square (more in a quan
/// square); past it they make a pile and the count grows.
pub(super) const LOOSE: usize = 12;
const LOOSE_QUAN: usize = 16;
/// At most this many stones of a pile are drawn (the count says the rest).
const PILE: usize = 40;
pub(super) const GOLDEN: f64 = 2.399_963_229_728_653;

/// A store's citizens: blocks of ten (two rows of five), four blocks a band.
const STORE_STEP: f64 = 0.15;
const STORE_BLOCK_GAP: f64 = 0.14;
pub(super) const STORE_TEXT_W: f64 = 2.15;

/// The smallest tap target of an arrow, in CSS pixels (WCAG's 44 px): on
/// a phone a square's half is narrower, so the arrow reaches out over its
/// neighbour while the square is selected.
pub(super) const MIN_TARGET: f64 = 44.0;

/// Where a square sits on the screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Spot {
    /// A dân square: column 0–4 from the left, row 0 (top) or 1.
    Dan(i32, i32),
    /// A quan square at the left (true) or right end.
    Quan(bool),
}

pub(super) fn spot(square: u8, flipped: bool) -> Spot {
    let (col, row) = match square {
        0 => return Spot::Quan(!flipped),
        6 => return Spot::Quan(flipped),
        1..=5 => (square as i32 - 1, 1),
        _ => (11 - square as i32, 0),
    };
    if flipped {
        Spot::Dan(4 - col, 1 - row)
    } else {
        Spot::Dan(col, row)
    }
}

/// The board and the stores fitted to the canvas.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout {
    /// A dân square's side.
    pub u: f64,
    /// The top-left corner of the ten dân squares.
    pub bx: f64,
    pub by: f64,
    /// The store boxes, top then bottom: x, y, w, h.
    pub boxes: [(f64, f64, f64, f64); 2],
}

impl Layout {
    pub fn fit(width: f64, height: f64) -> Layout {
        let u = (width / WIDTH_U).min(height / HEIGHT_U).max(1.0);
        let left = (width - WIDTH_U * u) / 2.0;
        let top = (height - HEIGHT_U * u) / 2.0;
        let bx = left + (MARGIN_X + 1.0) * u;
        let by = top + (MARGIN_Y + STORE_H + GAP) * u;
        let box_x = bx - u;
        Layout {
            u,
            bx,
            by,
            boxes: [
                (box_x, top + MARGIN_Y * u, 7.0 * u, STORE_H * u),
                (box_x, by + (2.0 + GAP) * u, 7.0 * u, STORE_H * u),
            ],
        }
    }

    /// The screen box (0 top, 1 bottom) of a side's store.
    pub fn store_box(side: Side, flipped: bool) -> usize {
        usize::from((side == SOUTH) != flipped)
    }

    /// The centre of the circle a quan square is half of.
    pub(super) fn quan_circle(&self, left: bool) -> (f64, f64) {
        let x = if left {
            self.bx
        } else {
            self.bx + 5.0 * self.u
        };
        (x, self.by + self.u)
    }

    /// A square's centre: a dân square's middle, a quan square's mandarin.
    pub fn center(&self, square: u8, flipped: bool) -> (f64, f64) {
        let u = self.u;
        match spot(square, flipped) {
            Spot::Dan(col, row) => (
                self.bx + (col as f64 + 0.5) * u,
                self.by + (row as f64 + 0.5) * u,
            ),
            Spot::Quan(left) => {
                let (x, y) = self.quan_circle(left);
                let side = if left { -1.0 } else { 1.0 };
                (x + side * MANDARIN_IN * u, y)
            }
        }
    }

    /// Where the hand holds its stones over a square: just outside the
    /// board, beside the square.
    pub(super) fn hand_at(&self, square: u8, flipped: bool) -> (f64, f64) {
        let u = self.u;
        let (x, y) = self.center(square, flipped);
        match spot(square, flipped) {
            // Right of the count in the square's top-left corner.
            Spot::Dan(_, 0) => (x + 0.12 * u, self.by - 0.2 * u),
            Spot::Dan(..) => (x + 0.12 * u, self.by + 2.2 * u),
            Spot::Quan(true) => (self.bx - 1.12 * u, y - 0.55 * u),
            Spot::Quan(false) => (self.bx + 6.12 * u, y - 0.55 * u),
        }
    }

    /// The square under (x, y), if any.
    pub fn square_at(&self, x: f64, y: f64, flipped: bool) -> Option<u8> {
        let u = self.u;
        if y < self.by || y > self.by + 2.0 * u {
            return None;
        }
        if x >= self.bx && x < self.bx + 5.0 * u {
            let col = ((x - self.bx) / u).floor() as i32;
            let row = ((y - self.by) / u).floor().min(1.0) as i32;
            return (0..SQUARES as u8).find(|&s| spot(s, flipped) == Spot::Dan(col, row));
        }
        for left in [true, false] {
            let (cx, cy) = self.quan_circle(left);
            let outside = if left { x < cx } else { x >= cx };
            if outside && (x - cx).hypot(y - cy) <= u {
                return (0..SQUARES as u8).find(|&s| spot(s, flipped) == Spot::Quan(left));
            }
        }
        None
    }

    /// The move whose arrow is drawn on `square`'s right (or left) half:
    /// toward the neighbour on that side of the screen.
    pub fn arrow_move(&self, square: u8, right: bool, flipped: bool) -> Move {
        let (x, _) = self.center(square, flipped);
        let (ux, _) = self.center(Direction::Up.next(square), flipped);
        let direction = if (ux > x) == right {
            Direction::Up
        } else {
            Direction::Down
        };
        Move { square, direction }
    }

    /// The box of the arrow on `square`'s right (or left) half: x, y, w, h.
    /// It is the half, widened outward (and grown up and down from the
    /// middle) to at least [`MIN_TARGET`] when the half is smaller.
    pub fn arrow_rect(&self, square: u8, right: bool, flipped: bool) -> (f64, f64, f64, f64) {
        let (x, y) = self.center(square, flipped);
        let w = (0.5 * self.u).max(MIN_TARGET);
        let h = self.u.max(MIN_TARGET);
        let left = if right { x } else { x - w };
        (left, y - h / 2.0, w, h)
    }

    /// The arrow of the selected `square` under (x, y), if any.
    pub fn arrow_at(&self, x: f64, y: f64, square: u8, flipped: bool) -> Option<Move> {
        [false, true].into_iter().find_map(|right| {
            let (ax, ay, w, h) = self.arrow_rect(square, right, flipped);
            let inside = x >= ax && x < ax + w && y >= ay && y < ay + h;
            inside.then(|| self.arrow_move(square, right, flipped))
        })
    }

    /// Whether a move's arrow points right on the screen.
    pub(super) fn points_right(&self, m: Move, flipped: bool) -> bool {
        self.arrow_move(m.square, true, flipped) == m
    }

    /// The CSS-pixel centre of a place (an arrow: its half of the square).
    pub fn place_center(&self, place: Place, flipped: bool) -> (f64, f64) {
        match place {
            Place::Square(sq) => self.center(sq, flipped),
            Place::Arrow(m) => {
                let (x, y, w, h) =
                    self.arrow_rect(m.square, self.points_right(m, flipped), flipped);
                (x + w / 2.0, y + h / 2.0)
            }
        }
    }

    /// The square a keyboard step (`dcol`, `drow` on the screen) leads to
    /// from `square`; `row` is the row a quan square steps back into.
    pub fn step_square(&self, square: u8, dcol: i32, drow: i32, row: i32, flipped: bool) -> u8 {
        let to = match spot(square, flipped) {
            Spot::Dan(col, r) => {
                let col = col + dcol.signum();
                let r = (r + drow.signum()).clamp(0, 1);
                match col {
                    c if c < 0 => Spot::Quan(true),
                    c if c > 4 => Spot::Quan(false),
                    c => Spot::Dan(c, r),
                }
            }
            Spot::Quan(left) => match (left, dcol.signum()) {
                (true, 1) => Spot::Dan(0, row),
                (false, -1) => Spot::Dan(4, row),
                _ => Spot::Quan(left),
            },
        };
        (0..SQUARES as u8)
            .find(|&s| spot(s, flipped) == to)
            .unwrap_or(square)
    }

    /// The screen row (0 top, 1 bottom) of a side's squares.
    pub fn row_of(side: Side, flipped: bool) -> i32 {
        i32::from((side == SOUTH) != flipped)
    }

    /// The outline of a square, as a path.
    pub(super) fn square_path(&self, s: &Surface, square: u8, flipped: bool, inset: f64) {
        let u = self.u;
        match spot(square, flipped) {
            Spot::Dan(col, row) => {
                let x = self.bx + col as f64 * u + inset;
                let y = self.by + row as f64 * u + inset;
                let w = u - 2.0 * inset;
                s.ctx.begin_path();
                s.ctx.rect(x, y, w, w);
            }
            Spot::Quan(left) => {
                let (cx, cy) = self.quan_circle(left);
                let r = (u - inset).max(1.0);
                let edge = if left { cx - inset } else { cx + inset };
                s.ctx.begin_path();
                let _ = s
                    .ctx
                    .arc_with_anticlockwise(cx, cy, r, 0.5 * PI, 1.5 * PI, !left);
                s.ctx.line_to(edge, cy - r);
                s.ctx.line_to(edge, cy + r);
                s.ctx.close_path();
            }
        }
    }

    /// The spot of the `i`-th of `n` citizens on a square: a sunflower
    /// spiral, so each stone keeps its spot while stones are added; denser
    /// (a pile) past the loose count.
    pub(super) fn slots(
        &self,
        square: u8,
        n: usize,
        flipped: bool,
        mandarins: bool,
    ) -> Vec<(f64, f64)> {
        let u = self.u;
        let shown = n.min(PILE);
        let seed = square as f64 * 0.91;
        let jitter = |i: usize| {
            let h = (square as u32 + 1)
                .wrapping_mul(2_654_435_761)
                .wrapping_add((i as u32).wrapping_mul(40_503))
                .rotate_left(7)
                .wrapping_mul(2_246_822_519);
            (
                ((h & 0xff) as f64 / 255.0 - 0.5) * 0.03 * u,
                (((h >> 8) & 0xff) as f64 / 255.0 - 0.5) * 0.03 * u,
            )
        };
        match spot(square, flipped) {
            Spot::Dan(..) => {
                let (cx, cy) = self.center(square, flipped);
                // A pile leans away from the count in the top-left corner.
                let (c, cx, cy) = if n <= LOOSE {
                    (0.094, cx, cy)
                } else {
                    (0.3 / (shown as f64).sqrt(), cx + 0.05 * u, cy + 0.05 * u)
                };
                (0..shown)
                    .map(|i| {
                        let r = c * (i as f64 + 0.5).sqrt() * u;
                        let a = i as f64 * GOLDEN + seed;
                        let (jx, jy) = jitter(i);
                        (cx + r * a.cos() + jx, cy + r * a.sin() + jy)
                    })
                    .collect()
            }
            Spot::Quan(left) => {
                let (cx, cy) = self.quan_circle(left);
                let side = if left { -1.0 } else { 1.0 };
                let c = if n <= LOOSE_QUAN {
                    0.1
                } else {
                    0.1 * (LOOSE_QUAN as f64 / shown as f64).sqrt()
                };
                let mut out = Vec::with_capacity(shown);
                let mut j = 0usize;
                while out.len() < shown && j < 4000 {
                    let r = c * (j as f64 + 0.5).sqrt();
                    let a = j as f64 * GOLDEN + seed;
                    let (dx, dy) = (r * a.cos(), r * a.sin());
                    j += 1;
                    let clear_of_mandarin =
                        !mandarins || (dx - side * MANDARIN_IN).hypot(dy) > MANDARIN_R + 0.1;
                    let (bx, by) = QUAN_BADGE;
                    let clear_of_count = (dx - side * bx).hypot(dy - by) > 0.25;
                    if side * dx > 0.1 && r < 0.86 && clear_of_mandarin && clear_of_count {
                        let (jx, jy) = jitter(out.len());
                        out.push((cx + dx * u + jx, cy + dy * u + jy));
                    }
                }
                out
            }
        }
    }

    /// Where a store keeps its `k`-th citizen and its `m`-th mandarin.
    pub(super) fn store_citizen(&self, b: usize, k: usize, mandarins: bool) -> (f64, f64) {
        let u = self.u;
        let (x, y, _, h) = self.boxes[b];
        let k = k.min(79);
        let band = k / 40;
        let block = (k % 40) / 10;
        let col = k % 5;
        let row = (k % 10) / 5;
        let x0 = x + (STORE_TEXT_W + 0.1) * u + if mandarins { 1.06 * u } else { 0.0 };
        let bands_h = 4.0 * STORE_STEP + 0.12;
        let y0 = y + (h - bands_h * u) / 2.0;
        (
            x0 + (block as f64 * (5.0 * STORE_STEP + STORE_BLOCK_GAP)
                + (col as f64 + 0.5) * STORE_STEP)
                * u,
            y0 + (band as f64 * (2.0 * STORE_STEP + 0.12) + (row as f64 + 0.5) * STORE_STEP) * u,
        )
    }

    pub(super) fn store_mandarin(&self, b: usize, m: usize) -> (f64, f64) {
        let u = self.u;
        let (x, y, _, h) = self.boxes[b];
        let m = m.min(3) as f64;
        (
            x + (STORE_TEXT_W + 0.35 + 0.48 * (m % 2.0)) * u,
            y + h / 2.0 + if m >= 2.0 { 0.22 * u } else { 0.0 },
        )
    }
}
