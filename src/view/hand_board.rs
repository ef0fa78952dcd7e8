//! A nine-by-nine board with each side's hand of pieces beside it (above and
//! below it on narrow screens): the geometry shogi and Cờ Long Phượng share,
//! and what they draw alike (the wood and its grid, the marks under the
//! pieces, a hand box's edge, the cursor, capture marks).
//!
//! Both speak of *places*: a square 0–80, or a kind of piece in a hand,
//! `81 + K·side + kind` (side 0 moves first). What differs between the two
//! boards — the squares' proportions, the wood round the grid, the hands'
//! slots, which corner square 0 takes — is a [`Shape`]; each game's painter
//! draws its own pieces, colours and labels on the [`Layout`] fitted here.

use std::marker::PhantomData;

use super::{theme, Surface};
pub use crate::core::place::{BoardSquare, Place, HAND_BASE};
use crate::core::Side;

/// What differs between boards with hands, in squares' widths.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    /// A square's height over its width.
    pub cell_ratio: f64,
    /// The wood round the grid (room for the coordinates on two sides).
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
    /// A hand's slot: one piece with its count.
    pub slot_w: f64,
    pub slot_h: f64,
    /// Room in a hand box for the side's mark, beside the board and in the
    /// stacked layout.
    pub mark_side: f64,
    pub mark_stacked: f64,
    /// A hand box's padding.
    pub pad: f64,
    /// Between the board and a hand: beside it (wide) or above/below (narrow).
    pub gap_side: f64,
    pub gap_stacked: f64,
    /// A hand box beside the board is this wide.
    pub hand_w: f64,
    /// Square 0 at the bottom right for the first side (Cờ Long Phượng's
    /// a1), rather than at the top left (shogi's 9a).
    pub turned: bool,
}

impl Shape {
    const fn wood_w(&self) -> f64 {
        self.left + 9.0 + self.right
    }

    const fn wood_h(&self) -> f64 {
        self.top + 9.0 * self.cell_ratio + self.bottom
    }

    const fn stacked_box_h(&self) -> f64 {
        self.slot_h + 2.0 * self.pad
    }
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    fn contains(&self, x: f64, y: f64) -> bool {
        x >= self.x && x < self.x + self.w && y >= self.y && y < self.y + self.h
    }

    /// The rectangle turned half a turn about `(cx, cy)`.
    fn reflect(&self, cx: f64, cy: f64) -> Rect {
        Rect {
            x: 2.0 * cx - self.x - self.w,
            y: 2.0 * cy - self.y - self.h,
            w: self.w,
            h: self.h,
        }
    }
}

/// The colours of a board's marks under the pieces.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MarkColours {
    pub last_move: &'static str,
    pub check: &'static str,
    pub selected: &'static str,
}

/// Where everything goes on a canvas of a given size, in CSS pixels.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout<S, const K: usize> {
    shape: &'static Shape,
    /// A square's width and height.
    pub u: f64,
    pub ch: f64,
    /// Top-left corner of the grid.
    pub bx: f64,
    pub by: f64,
    pub wood: Rect,
    pub stacked: bool,
    /// The hand boxes on screen: `[top/left, bottom/right]`.
    pub boxes: [Rect; 2],
    /// Slot centres per box, kind 0 first.
    pub slots: [[(f64, f64); K]; 2],
    /// Where each box shows its side's mark.
    pub marks: [(f64, f64); 2],
    square: PhantomData<S>,
}

impl<S: BoardSquare, const K: usize> Layout<S, K> {
    /// The larger of the two layouts that fit: hands beside the board, or
    /// above and below it.
    pub fn fit(shape: &'static Shape, width: f64, height: f64) -> Self {
        let m = shape;
        let (wood_w, wood_h, box_h) = (m.wood_w(), m.wood_h(), m.stacked_box_h());
        let (side_w, side_h) = (2.0 * (m.hand_w + m.gap_side) + wood_w, wood_h);
        let (stacked_w, stacked_h) = (wood_w, wood_h + 2.0 * (box_h + m.gap_stacked));
        let u_side = (width / side_w).min(height / side_h);
        let u_stacked = (width / stacked_w).min(height / stacked_h);
        let stacked = u_stacked > u_side;
        let (u, cw, chh) = if stacked {
            (u_stacked, stacked_w, stacked_h)
        } else {
            (u_side, side_w, side_h)
        };
        let ox = (width - cw * u) / 2.0;
        let oy = (height - chh * u) / 2.0;
        let wood = if stacked {
            Rect {
                x: ox,
                y: oy + (box_h + m.gap_stacked) * u,
                w: wood_w * u,
                h: wood_h * u,
            }
        } else {
            Rect {
                x: ox + (m.hand_w + m.gap_side) * u,
                y: oy,
                w: wood_w * u,
                h: wood_h * u,
            }
        };
        let kinds = K as f64;
        // The bottom box first; the top one is its half-turn about the
        // wood's centre.
        let (bottom, slots, mark) = if stacked {
            let w = (kinds * m.slot_w + m.mark_stacked + 2.0 * m.pad) * u;
            let r = Rect {
                x: wood.x + wood.w - w,
                y: wood.y + wood.h + m.gap_stacked * u,
                w,
                h: box_h * u,
            };
            let cy = r.y + r.h / 2.0;
            let mut slots = [(0.0, 0.0); K];
            for (k, slot) in slots.iter_mut().enumerate() {
                *slot = (r.x + (m.pad + (k as f64 + 0.5) * m.slot_w) * u, cy);
            }
            let mark = (
                r.x + (m.pad + kinds * m.slot_w + m.mark_stacked / 2.0) * u,
                cy,
            );
            (r, slots, mark)
        } else {
            let h = (kinds * m.slot_h + m.mark_side + 2.0 * m.pad) * u;
            let r = Rect {
                x: wood.x + wood.w + m.gap_side * u,
                y: wood.y + wood.h - h,
                w: m.hand_w * u,
                h,
            };
            let cx = r.x + r.w / 2.0;
            let bottom_y = r.y + r.h;
            let mut slots = [(0.0, 0.0); K];
            for (k, slot) in slots.iter_mut().enumerate() {
                *slot = (cx, bottom_y - (m.pad + (k as f64 + 0.5) * m.slot_h) * u);
            }
            let mark = (
                cx,
                bottom_y - (m.pad + kinds * m.slot_h + m.mark_side / 2.0) * u,
            );
            (r, slots, mark)
        };
        let (cx, cy) = (wood.x + wood.w / 2.0, wood.y + wood.h / 2.0);
        let turn = |(x, y): (f64, f64)| (2.0 * cx - x, 2.0 * cy - y);
        Layout {
            shape,
            u,
            ch: u * m.cell_ratio,
            bx: wood.x + m.left * u,
            by: wood.y + m.top * u,
            wood,
            stacked,
            boxes: [bottom.reflect(cx, cy), bottom],
            slots: [slots.map(turn), slots],
            marks: [turn(mark), mark],
            square: PhantomData,
        }
    }

    /// Whether square 0 shows at the top left.
    fn zero_at_top_left(&self, flipped: bool) -> bool {
        self.shape.turned == flipped
    }

    /// Screen column and row of a square.
    pub fn cell(&self, sq: S, flipped: bool) -> (u8, u8) {
        let i = sq.index();
        let i = if self.zero_at_top_left(flipped) {
            i
        } else {
            80 - i
        };
        (i % 9, i / 9)
    }

    fn square(&self, col: u8, row: u8, flipped: bool) -> Option<S> {
        if col > 8 || row > 8 {
            return None;
        }
        let i = row * 9 + col;
        S::from_index(if self.zero_at_top_left(flipped) {
            i
        } else {
            80 - i
        })
    }

    /// The screen box (0 top, 1 bottom) of a side's hand.
    fn box_of(side: Side, flipped: bool) -> usize {
        usize::from((side == Side::First) != flipped)
    }

    pub fn side_of_box(b: usize, flipped: bool) -> Side {
        if (b == 1) != flipped {
            Side::First
        } else {
            Side::Second
        }
    }

    /// The hint's arrow for a move to `to` from the square `from` or, for a
    /// drop, from `us`'s hand place of the kind dropped (`dropped`, its index
    /// in the hand's order).
    pub fn arrow(
        &self,
        s: &Surface,
        (from, dropped): (Option<S>, Option<usize>),
        us: Side,
        to: S,
        flipped: bool,
    ) {
        let from = from
            .map(Place::Square)
            .or(dropped.map(|k| Place::Hand(us, k)));
        if let Some(from) = from {
            let to = self.center(Place::Square(to), flipped);
            s.arrow(self.center(from, flipped), to, self.u);
        }
    }

    pub fn center(&self, place: Place<S, K>, flipped: bool) -> (f64, f64) {
        match place {
            Place::Square(sq) => {
                let (col, row) = self.cell(sq, flipped);
                (
                    self.bx + (col as f64 + 0.5) * self.u,
                    self.by + (row as f64 + 0.5) * self.ch,
                )
            }
            Place::Hand(side, k) => self.slots[Self::box_of(side, flipped)][k],
        }
    }

    /// Width and height of the place's outline.
    pub fn extent(&self, place: Place<S, K>) -> (f64, f64) {
        let m = self.shape;
        match place {
            Place::Square(_) => (self.u, self.ch),
            Place::Hand(..) if self.stacked => (m.slot_w * self.u, m.slot_h * self.u),
            Place::Hand(..) => (m.hand_w * self.u, m.slot_h * self.u),
        }
    }

    /// The place under (x, y) CSS pixels: a square or a hand kind.
    pub fn place_at(&self, x: f64, y: f64, flipped: bool) -> Option<Place<S, K>> {
        let col = ((x - self.bx) / self.u).floor();
        let row = ((y - self.by) / self.ch).floor();
        if (0.0..9.0).contains(&col) && (0.0..9.0).contains(&row) {
            return self
                .square(col as u8, row as u8, flipped)
                .map(Place::Square);
        }
        for b in 0..2 {
            for k in 0..K {
                let place = Place::Hand(Self::side_of_box(b, flipped), k);
                let (cx, cy) = self.slots[b][k];
                let (w, h) = self.extent(place);
                let r = Rect {
                    x: cx - w / 2.0,
                    y: cy - h / 2.0,
                    w,
                    h,
                };
                if r.contains(x, y) {
                    return Some(place);
                }
            }
        }
        None
    }

    /// The place one screen step from `from` in the direction (dcol,
    /// drow): the nearest place whose centre lies that way (within 45°), so
    /// the cursor walks the board and the hands alike. Off the board's edge
    /// towards a hand it enters the hand's nearest kind even when that is
    /// further round; otherwise it stays put at an edge.
    pub fn step(&self, from: Place<S, K>, dcol: i32, drow: i32, flipped: bool) -> Place<S, K> {
        let (x0, y0) = self.center(from, flipped);
        let (dx, dy) = (dcol.signum() as f64, drow.signum() as f64);
        let nearest = |wide: bool| {
            let mut best: Option<(f64, Place<S, K>)> = None;
            for id in 0..Place::<S, K>::COUNT {
                let Some(place) = Place::from_id(id) else {
                    continue;
                };
                if wide && !matches!(place, Place::Hand(..)) {
                    continue;
                }
                let (x, y) = self.center(place, flipped);
                let (vx, vy) = (x - x0, y - y0);
                let along = vx * dx + vy * dy;
                let across = (vx * dy - vy * dx).abs();
                if along < 0.3 * self.u || (!wide && across > along) {
                    continue;
                }
                let cost = along + 2.0 * across;
                if best.is_none_or(|(c, _)| cost < c) {
                    best = Some((cost, place));
                }
            }
            best.map(|(_, place)| place)
        };
        // The hands lie beside the board, or above and below it.
        let toward_hands = if self.stacked { drow != 0 } else { dcol != 0 };
        let entering = toward_hands && matches!(from, Place::Square(_));
        nearest(false)
            .or_else(|| entering.then(|| nearest(true)).flatten())
            .unwrap_or(from)
    }

    /// Where the keyboard cursor first appears: the middle of the near edge.
    pub fn home(&self, flipped: bool) -> Place<S, K> {
        let middle = self.square(4, 8, flipped);
        middle.map_or(Place::Hand(Side::First, 0), Place::Square)
    }

    /// Fills a place's outline.
    pub fn fill(&self, s: &Surface, place: Place<S, K>, flipped: bool, fill: &str) {
        let (x, y) = self.center(place, flipped);
        let (w, h) = self.extent(place);
        s.ctx.set_fill_style_str(fill);
        s.ctx.fill_rect(x - w / 2.0, y - h / 2.0, w, h);
    }

    /// The wood and the grid on it: thin inner lines `u / thin` wide, the
    /// outline `u / thick` (`u` a square's width).
    pub fn wood_and_grid(&self, s: &Surface, wood: &str, line: &str, thin: f64, thick: f64) {
        let (u, ch) = (self.u, self.ch);
        s.ctx.set_fill_style_str(wood);
        s.ctx
            .fill_rect(self.wood.x, self.wood.y, self.wood.w, self.wood.h);
        s.ctx.set_stroke_style_str(line);
        s.ctx.set_line_width((u / thin).max(1.0));
        for i in 1..9 {
            let x = self.bx + i as f64 * u;
            s.line(x, self.by, x, self.by + 9.0 * ch);
            let y = self.by + i as f64 * ch;
            s.line(self.bx, y, self.bx + 9.0 * u, y);
        }
        s.ctx.set_line_width((u / thick).max(1.5));
        s.ctx.stroke_rect(self.bx, self.by, 9.0 * u, 9.0 * ch);
    }

    /// The marks under the pieces: the last move's squares (`to`, and
    /// `from` unless it was a drop), the square of a king in check, the
    /// selected place.
    pub fn under_marks(
        &self,
        s: &Surface,
        flipped: bool,
        last: Option<(S, Option<S>)>,
        checked: Option<S>,
        selected: Option<Place<S, K>>,
        colours: &MarkColours,
    ) {
        if let Some((to, from)) = last {
            for sq in [Some(to), from].into_iter().flatten() {
                self.fill(s, Place::Square(sq), flipped, colours.last_move);
            }
        }
        if let Some(king) = checked {
            self.fill(s, Place::Square(king), flipped, colours.check);
        }
        if let Some(place) = selected {
            self.fill(s, place, flipped, colours.selected);
        }
    }

    /// A hand box's edge, thick while its side is to move and thin
    /// otherwise: its width, and the box inset by half of it (the edge's
    /// centre line).
    pub fn hand_edge(&self, b: usize, to_move: bool) -> (f64, Rect) {
        let width = if to_move {
            (self.u / 12.0).max(2.0)
        } else {
            (self.u / 30.0).max(1.0)
        };
        let r = self.boxes[b];
        let inset = Rect {
            x: r.x + width / 2.0,
            y: r.y + width / 2.0,
            w: r.w - width,
            h: r.h - width,
        };
        (width, inset)
    }

    /// The keyboard cursor: a dashed outline just inside the place.
    pub fn cursor(&self, s: &Surface, place: Place<S, K>, flipped: bool) {
        let (x, y) = self.center(place, flipped);
        let (w, h) = self.extent(place);
        let dash = (self.u / 8.0).max(2.0);
        let pattern = js_sys::Array::of2(&dash.into(), &(dash * 0.6).into());
        let _ = s.ctx.set_line_dash(&pattern);
        s.ctx.set_line_width((self.u / 18.0).max(2.0));
        s.ctx.set_stroke_style_str(theme::CURSOR);
        s.ctx
            .stroke_rect(x - w / 2.0 + 1.0, y - h / 2.0 + 1.0, w - 2.0, h - 2.0);
        let _ = s.ctx.set_line_dash(&js_sys::Array::new());
    }

    /// Four corner wedges on the square centred on (x, y) whose piece can
    /// be captured.
    pub fn capture_mark(&self, s: &Surface, x: f64, y: f64) {
        let (hw, hh) = (self.u / 2.0, self.ch / 2.0);
        let a = 0.3 * self.u;
        for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            let (cx, cy) = (x + sx * hw, y + sy * hh);
            let points = [(cx, cy), (cx - sx * a, cy), (cx, cy - sy * a)];
            s.polygon(&points, theme::CAPTURE);
        }
    }
}
