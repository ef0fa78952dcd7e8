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

use std::cell::Cell;
use std::f64::consts::{PI, TAU};

use serde::Deserialize;
use web_sys::HtmlCanvasElement;

use super::{theme, Surface};
use crate::core::Side;
use crate::games::oanquan::{
    final_scores, frames, own_squares, owner, Direction, Frame, Game, Move, Options, PlyRecord,
    Position, RefillSource, Step, Store, TurnEnd, NORTH, SOUTH, SQUARES,
};

/// The first arrow place: `ARROW_BASE + Move::code()`.
pub const ARROW_BASE: u32 = 100;

/// What the pointer, the keyboard cursor and the selection point at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A square of the ring, 0–11.
    Square(u8),
    /// The arrow of a move, drawn on the move's square while it is selected.
    Arrow(Move),
}

impl Place {
    pub fn id(self) -> u32 {
        match self {
            Place::Square(sq) => sq as u32,
            Place::Arrow(m) => ARROW_BASE + m.code(),
        }
    }

    pub fn from_id(id: u32) -> Option<Place> {
        if id < SQUARES as u32 {
            return Some(Place::Square(id as u8));
        }
        id.checked_sub(ARROW_BASE)
            .and_then(Move::from_code)
            .map(Place::Arrow)
    }

    /// The square a place lies on.
    pub fn square(self) -> u8 {
        match self {
            Place::Square(sq) => sq,
            Place::Arrow(m) => m.square,
        }
    }
}

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

/// What the page wants shown besides the game itself.
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(rename_all = "camelCase", default)]
pub struct BoardView {
    /// North at the bottom.
    pub flipped: bool,
    /// The selected square (its arrows are drawn on it).
    pub selected: Option<u32>,
    /// The keyboard cursor's place.
    pub cursor: Option<u32>,
    /// The place under the mouse.
    pub inspect: Option<u32>,
    /// The last move's animation frame; null draws the game at rest.
    pub anim: Option<Anim>,
    /// The labels of the stores: [South, North].
    pub side_names: Option<Vec<String>>,
    pub words: Option<Words>,
}

// ---- geometry ----

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
const MANDARIN_R: f64 = 0.2;
/// A quan square's count: from the centre of the circle it is half of,
/// outward and up (in squares).
const QUAN_BADGE: (f64, f64) = (0.38, -0.68);
const PEBBLE_R: f64 = 0.071;
/// Up to this many citizens lie loose in a dân square (more in a quan
/// square); past it they make a pile and the count grows.
const LOOSE: usize = 12;
const LOOSE_QUAN: usize = 16;
/// At most this many stones of a pile are drawn (the count says the rest).
const PILE: usize = 40;
const GOLDEN: f64 = 2.399_963_229_728_653;

/// A store's citizens: blocks of ten (two rows of five), four blocks a band.
const STORE_STEP: f64 = 0.15;
const STORE_BLOCK_GAP: f64 = 0.14;
const STORE_TEXT_W: f64 = 2.15;

/// Where a square sits on the screen.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Spot {
    /// A dân square: column 0–4 from the left, row 0 (top) or 1.
    Dan(i32, i32),
    /// A quan square at the left (true) or right end.
    Quan(bool),
}

fn spot(square: u8, flipped: bool) -> Spot {
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
    fn quan_circle(&self, left: bool) -> (f64, f64) {
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
    fn hand_at(&self, square: u8, flipped: bool) -> (f64, f64) {
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

    /// Whether a move's arrow points right on the screen.
    fn points_right(&self, m: Move, flipped: bool) -> bool {
        self.arrow_move(m.square, true, flipped) == m
    }

    /// The CSS-pixel centre of a place (an arrow: its half of the square).
    pub fn place_center(&self, place: Place, flipped: bool) -> (f64, f64) {
        match place {
            Place::Square(sq) => self.center(sq, flipped),
            Place::Arrow(m) => {
                let (x, y) = self.center(m.square, flipped);
                let side = if self.points_right(m, flipped) {
                    1.0
                } else {
                    -1.0
                };
                (x + side * 0.25 * self.u, y)
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
    fn square_path(&self, s: &Surface, square: u8, flipped: bool, inset: f64) {
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
    fn slots(&self, square: u8, n: usize, flipped: bool, mandarins: bool) -> Vec<(f64, f64)> {
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
    fn store_citizen(&self, b: usize, k: usize, mandarins: bool) -> (f64, f64) {
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

    fn store_mandarin(&self, b: usize, m: usize) -> (f64, f64) {
        let u = self.u;
        let (x, y, _, h) = self.boxes[b];
        let m = m.min(3) as f64;
        (
            x + (STORE_TEXT_W + 0.35 + 0.48 * (m % 2.0)) * u,
            y + h / 2.0 + if m >= 2.0 { 0.22 * u } else { 0.0 },
        )
    }
}

// ---- colours ----

mod colour {
    pub const GROUND: &str = "#d7b57a";
    pub const SQUARE: &str = "#f3e0b6";
    pub const QUAN: &str = "#e4c385";
    pub const LINE: &str = "#5a3a1a";
    pub const NUMBER: &str = "rgba(90, 58, 26, 0.8)";
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

fn side_colour(side: Side) -> &'static str {
    if side == SOUTH {
        colour::SOUTH
    } else {
        colour::NORTH
    }
}

fn ease(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn lerp(a: (f64, f64), b: (f64, f64), t: f64) -> (f64, f64) {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

/// What one picture shows: the stones lying on the ring and in the
/// stores, the hand, the stones on their way, and the squares marked.
struct Scene {
    ring: Frame,
    stores: [Store; 2],
    hand: Option<Hand>,
    flying: Vec<Flying>,
    /// Squares lit under the stones: the one the step acts on.
    lit: Vec<u8>,
    /// Squares outlined over the stones, and the colour: a capture, where
    /// the turn ended.
    outlined: Vec<(u8, &'static str)>,
    /// A store whose mandarin is being broken into citizens.
    flash: Option<Side>,
    /// The store with the coloured edge.
    to_move: Option<Side>,
}

impl Scene {
    /// A position at rest.
    fn at_rest(pos: &Position, to_move: Option<Side>) -> Scene {
        let ring = Frame::of(pos);
        Scene {
            ring,
            stores: ring.stores,
            hand: None,
            flying: Vec::new(),
            lit: Vec::new(),
            outlined: Vec::new(),
            flash: None,
            to_move,
        }
    }
}

/// The mover's hand: where, how many stones, how visible.
#[derive(Clone, Copy)]
struct Hand {
    at: (f64, f64),
    count: i32,
    alpha: f64,
}

/// A stone on its way, where it is now, and whether it is a mandarin.
#[derive(Clone, Copy)]
struct Flying {
    at: (f64, f64),
    mandarin: bool,
}

/// The selection the page drew last, for hit tests and keyboard steps.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Drawn {
    /// The selected square, while its arrows are on screen.
    pub selected: Option<u8>,
    /// Whose turn it was.
    pub mover: Option<Side>,
}

/// Draws Ô ăn quan on one canvas.
pub struct Painter {
    surface: Surface,
    drawn: Cell<Drawn>,
}

impl Painter {
    pub fn new(canvas: HtmlCanvasElement) -> Result<Painter, String> {
        Ok(Painter {
            surface: Surface::new(canvas)?,
            drawn: Cell::new(Drawn::default()),
        })
    }

    pub fn resize(&mut self, css_width: f64, css_height: f64, pixel_ratio: f64) {
        self.surface.resize(css_width, css_height, pixel_ratio);
    }

    pub(crate) fn layout(&self) -> Layout {
        Layout::fit(self.surface.width, self.surface.height)
    }

    /// The selected square whose arrows count: `selected` when the page
    /// says (`Some(None)`: nothing is), else the one drawn last. Only a
    /// square of the side to move has arrows.
    fn selection(&self, selected: Option<Option<u32>>) -> Option<u8> {
        let drawn = self.drawn.get();
        match selected {
            None => drawn.selected,
            Some(place) => place
                .and_then(Place::from_id)
                .map(Place::square)
                .filter(|&sq| owner(sq) == Some(drawn.mover.unwrap_or(SOUTH))),
        }
    }

    /// The place under (x, y): the selected square's halves are its arrows.
    pub fn place_at(
        &self,
        x: f64,
        y: f64,
        flipped: bool,
        selected: Option<Option<u32>>,
    ) -> Option<Place> {
        let l = self.layout();
        let square = l.square_at(x, y, flipped)?;
        if self.selection(selected) == Some(square) {
            let (cx, _) = l.center(square, flipped);
            return Some(Place::Arrow(l.arrow_move(square, x >= cx, flipped)));
        }
        Some(Place::Square(square))
    }

    /// One keyboard step from `place`: with a square selected, left and
    /// right go to its arrows; otherwise across the squares.
    pub fn step(
        &self,
        place: Place,
        dcol: i32,
        drow: i32,
        flipped: bool,
        selected: Option<Option<u32>>,
    ) -> Place {
        let l = self.layout();
        let drawn = self.drawn.get();
        let square = place.square();
        if self.selection(selected) == Some(square) && dcol != 0 && drow == 0 {
            return Place::Arrow(l.arrow_move(square, dcol > 0, flipped));
        }
        let row = Layout::row_of(drawn.mover.unwrap_or(SOUTH), flipped);
        Place::Square(l.step_square(square, dcol, drow, row, flipped))
    }

    /// Where the keyboard cursor first appears: the middle of the mover's
    /// row.
    pub fn home(&self) -> Place {
        let side = self.drawn.get().mover.unwrap_or(SOUTH);
        Place::Square(own_squares(side)[2])
    }

    pub fn draw(&self, game: &Game, view: &BoardView) -> Result<(), String> {
        let s = &self.surface;
        s.begin()?;
        let l = self.layout();
        let flipped = view.flipped;
        let options = game.options();
        let mandarins = options.has_mandarins();
        let words = view.words.clone().unwrap_or_default();
        let over = game.outcome().is_some();
        let mover = game.position().side_to_move();

        // The animation frame, if the last move is being shown.
        let ply = game.plies().last();
        let anim = view.anim.zip(ply).and_then(|(a, ply)| {
            (a.step < ply.steps.len()).then(|| {
                let frames = frames(&ply.before, &ply.steps);
                (a, ply, frames)
            })
        });
        let selected = match (&anim, over) {
            (None, false) => view
                .selected
                .and_then(Place::from_id)
                .map(Place::square)
                .filter(|&sq| owner(sq) == Some(mover)),
            _ => None,
        };
        self.drawn.set(Drawn {
            selected,
            mover: Some(mover),
        });

        self.board(&l, flipped);

        let legal = if anim.is_none() {
            game.legal_moves()
        } else {
            Vec::new()
        };
        let scene = match &anim {
            Some((a, ply, frames)) => self.in_motion(&l, ply, frames, *a, flipped, mandarins),
            None => Scene::at_rest(game.position(), (!over).then_some(mover)),
        };
        let ring = scene.ring;

        // Marks under the stones.
        if anim.is_none() {
            let hover = view.inspect.and_then(Place::from_id);
            let mut done: Vec<u8> = Vec::new();
            for m in &legal {
                if done.contains(&m.square) {
                    continue;
                }
                done.push(m.square);
                let hovered = hover.map(Place::square) == Some(m.square);
                let fill = if hovered {
                    colour::HOVER
                } else {
                    colour::SELECTABLE
                };
                l.square_path(s, m.square, flipped, 0.0);
                s.ctx.set_fill_style_str(fill);
                s.ctx.fill();
            }
            if let Some(last) = ply {
                let (x, y) = l.center(last.mv.square, flipped);
                s.corners(x, y, 0.44 * l.u, (l.u / 20.0).max(1.5), theme::LAST_MOVE);
            }
        }
        for sq in &scene.lit {
            l.square_path(s, *sq, flipped, 0.0);
            s.ctx.set_fill_style_str(colour::STEP_MARK);
            s.ctx.fill();
        }

        // The stones on the ring, and each square's count.
        for sq in 0..SQUARES as u8 {
            let n = ring.count(sq).max(0) as usize;
            let has_m = ring.has_mandarin(sq);
            if has_m {
                let (x, y) = l.center(sq, flipped);
                self.mandarin(x, y, MANDARIN_R * l.u);
            }
            for (i, (x, y)) in l.slots(sq, n, flipped, mandarins).into_iter().enumerate() {
                self.pebble(x, y, PEBBLE_R * l.u, sq as usize * 7 + i);
            }
            self.count_badge(&l, sq, flipped, ring.count(sq), n > LOOSE);
        }

        // Marks over the stones: where the turn ended, a refused capture.
        for (sq, stroke) in &scene.outlined {
            l.square_path(s, *sq, flipped, 0.06 * l.u);
            let dash = 0.12 * l.u;
            let pattern = js_sys::Array::of2(&dash.into(), &(dash * 0.6).into());
            let _ = s.ctx.set_line_dash(&pattern);
            s.ctx.set_line_width((l.u / 16.0).max(2.0));
            s.ctx.set_stroke_style_str(stroke);
            s.ctx.stroke();
            let _ = s.ctx.set_line_dash(&js_sys::Array::new());
        }

        // The selection: its outline and the two arrows on it.
        if let Some(sq) = selected {
            let active = [view.cursor, view.inspect]
                .into_iter()
                .flatten()
                .filter_map(Place::from_id)
                .find_map(|p| match p {
                    Place::Arrow(m) if m.square == sq => Some(l.points_right(m, flipped)),
                    _ => None,
                });
            let legal_here: Vec<Move> = legal.iter().copied().filter(|m| m.square == sq).collect();
            self.arrows(&l, sq, flipped, active, &legal_here);
            let n = ring.count(sq);
            self.count_badge(&l, sq, flipped, n, n.max(0) as usize > LOOSE);
        }
        if let Some(cursor) = view.cursor.and_then(Place::from_id) {
            if anim.is_none() {
                self.cursor(&l, cursor, flipped, selected);
            }
        }

        // The stores.
        for side in [SOUTH, NORTH] {
            let b = Layout::store_box(side, flipped);
            let name = view
                .side_names
                .as_ref()
                .and_then(|n| n.get(side.index()))
                .map(String::as_str)
                .unwrap_or("");
            let final_score = (over && anim.is_none())
                .then(|| final_scores(game.position(), options)[side.index()]);
            self.store(
                &l,
                b,
                side,
                &scene.stores[side.index()],
                options,
                name,
                &words,
                scene.to_move == Some(side),
                scene.flash == Some(side),
                final_score,
            );
        }

        // The stones on their way, and the hand.
        for f in &scene.flying {
            let (x, y) = f.at;
            if f.mandarin {
                self.mandarin(x, y, MANDARIN_R * l.u);
            } else {
                self.pebble(x, y, PEBBLE_R * l.u * 1.1, (x + y) as usize);
            }
        }
        if let Some(hand) = scene.hand {
            let (x, y) = hand.at;
            self.hand(x, y, l.u, hand.count, hand.alpha);
        }
        Ok(())
    }

    /// The picture of step `a.step` of the last move `t` of the way: the
    /// stones as after the steps before it, and what this step moves.
    fn in_motion(
        &self,
        l: &Layout,
        ply: &PlyRecord,
        frames: &[Frame],
        a: Anim,
        flipped: bool,
        mandarins: bool,
    ) -> Scene {
        let k = a.step;
        let t = a.t.clamp(0.0, 1.0);
        let e = ease(t);
        let (base, next) = (frames[k], frames[k + 1]);
        let us = ply.before.side_to_move();
        let mut scene = Scene {
            ring: base,
            stores: base.stores,
            hand: base.at.filter(|_| base.hand > 0).map(|at| Hand {
                at: l.hand_at(at, flipped),
                count: base.hand,
                alpha: 1.0,
            }),
            flying: Vec::new(),
            lit: Vec::new(),
            outlined: Vec::new(),
            flash: None,
            to_move: Some(us),
        };
        // Where the `n`-th stone lands on a square.
        let landing = |square: u8, n: usize| {
            let slots = l.slots(square, n + 1, flipped, mandarins);
            slots.last().copied().unwrap_or(l.center(square, flipped))
        };
        let pebble = |at| Flying {
            at,
            mandarin: false,
        };
        match ply.steps[k] {
            // The square's stones rise into the hand.
            Step::Lift { square, stones } => {
                scene.ring = next;
                let to = l.hand_at(square, flipped);
                let from = l.slots(
                    square,
                    base.count(square).max(0) as usize,
                    flipped,
                    mandarins,
                );
                let rising = from.iter().take(stones as usize);
                scene.flying.extend(rising.map(|p| pebble(lerp(*p, to, e))));
                scene.hand = Some(Hand {
                    at: to,
                    count: next.hand,
                    alpha: e,
                });
                scene.lit.push(square);
            }
            // The hand moves on to the square, then one stone falls in.
            Step::Drop { square } => {
                let prev = base.at.unwrap_or(square);
                let at = lerp(
                    l.hand_at(prev, flipped),
                    l.hand_at(square, flipped),
                    ease(t / 0.6),
                );
                let falling = ease((t - 0.6) / 0.4);
                let left = if t > 0.6 { base.hand - 1 } else { base.hand };
                scene.hand = Some(Hand {
                    at,
                    count: left.max(0),
                    alpha: if left > 0 { 1.0 } else { 1.0 - falling },
                });
                if t > 0.6 {
                    let to = landing(square, base.count(square).max(0) as usize);
                    scene.flying.push(pebble(lerp(at, to, falling)));
                }
                scene.lit.push(square);
            }
            // The square's stones fly to the mover's store.
            Step::Capture {
                square,
                citizens,
                mandarin,
            } => {
                scene.ring = next;
                let b = Layout::store_box(us, flipped);
                let store = base.stores[us.index()];
                let have = store.citizens.max(0) as usize;
                let from = l.slots(
                    square,
                    base.count(square).max(0) as usize,
                    flipped,
                    mandarins,
                );
                for (j, p) in from.iter().take(citizens as usize).enumerate() {
                    let to = l.store_citizen(b, have + j, mandarins);
                    scene.flying.push(pebble(lerp(*p, to, e)));
                }
                if mandarin {
                    let to = l.store_mandarin(b, store.mandarins as usize);
                    scene.flying.push(Flying {
                        at: lerp(l.center(square, flipped), to, e),
                        mandarin: true,
                    });
                }
                scene.outlined.push((square, colour::END_MARK));
            }
            // A stone comes from a store (the opponent's when borrowed).
            Step::Refill { square, source } => {
                scene.stores = next.stores;
                let giver = match source {
                    RefillSource::Borrowed => !us,
                    RefillSource::Own | RefillSource::OnCredit => us,
                };
                let b = Layout::store_box(giver, flipped);
                let last = (base.stores[giver.index()].citizens - 1).max(0) as usize;
                let from = l.store_citizen(b, last, mandarins);
                let to = landing(square, base.count(square).max(0) as usize);
                scene.flying.push(pebble(lerp(from, to, e)));
                scene.lit.push(square);
            }
            Step::BreakMandarin { side, .. } => {
                if t >= 0.5 {
                    scene.stores = next.stores;
                }
                scene.flash = Some(side);
            }
            // Where the turn ended: the square(s) that ended it.
            Step::TurnEnd(end) => {
                let dir = ply.mv.direction;
                let at = base.at.unwrap_or(ply.mv.square);
                match end {
                    TurnEnd::QuanWithStones(q) | TurnEnd::EmptyQuan(q) => {
                        scene.outlined.push((q, colour::END_MARK))
                    }
                    TurnEnd::QuanNon(q) | TurnEnd::FirstTurnNoQuan(q) => {
                        scene.outlined.push((q, colour::REFUSED_MARK))
                    }
                    TurnEnd::TwoEmpty => {
                        let n = dir.next(at);
                        scene.outlined.push((n, colour::END_MARK));
                        scene.outlined.push((dir.next(n), colour::END_MARK));
                    }
                    TurnEnd::AfterCapture => {}
                }
            }
        }
        scene
    }

    /// The ground, the ten dân squares, the two half-round quan squares and
    /// the squares' numbers.
    fn board(&self, l: &Layout, flipped: bool) {
        let s = &self.surface;
        let u = l.u;
        // The ground round the board.
        s.rounded(l.bx - 1.28 * u, l.by - 0.3 * u, 7.56 * u, 2.6 * u, 0.35 * u);
        s.ctx.set_fill_style_str(colour::GROUND);
        s.ctx.fill();
        // The outline: the rectangle with a half circle at each end.
        let (lx, ly) = l.quan_circle(true);
        let (rx, _) = l.quan_circle(false);
        s.ctx.begin_path();
        s.ctx.move_to(lx, ly - u);
        s.ctx.line_to(rx, ly - u);
        let _ = s.ctx.arc(rx, ly, u, -0.5 * PI, 0.5 * PI);
        s.ctx.line_to(lx, ly + u);
        let _ = s.ctx.arc(lx, ly, u, 0.5 * PI, 1.5 * PI);
        s.ctx.close_path();
        s.ctx.set_fill_style_str(colour::QUAN);
        s.ctx.fill();
        s.ctx.set_fill_style_str(colour::SQUARE);
        s.ctx.fill_rect(l.bx, l.by, 5.0 * u, 2.0 * u);
        s.ctx.set_stroke_style_str(colour::LINE);
        s.ctx.set_line_width((u / 18.0).max(1.5));
        s.ctx.stroke();
        s.ctx.set_line_width((u / 30.0).max(1.0));
        for i in 0..=5 {
            let x = l.bx + i as f64 * u;
            s.line(x, l.by, x, l.by + 2.0 * u);
        }
        s.line(l.bx, l.by + u, l.bx + 5.0 * u, l.by + u);

        // The squares' numbers, outside the board.
        let font = format!("{}px sans-serif", (u * 0.17).round().max(9.0));
        for sq in 0..SQUARES as u8 {
            let (x, y) = l.center(sq, flipped);
            let at = match spot(sq, flipped) {
                Spot::Dan(_, 0) => (x, l.by - 0.17 * u),
                Spot::Dan(..) => (x, l.by + 2.17 * u),
                Spot::Quan(true) => (l.bx - 1.2 * u, y + 0.05 * u),
                Spot::Quan(false) => (l.bx + 6.2 * u, y + 0.05 * u),
            };
            s.text(&sq.to_string(), at.0, at.1, &font, colour::NUMBER);
        }
    }

    /// A citizen stone: a small grey pebble, its shade from `seed`.
    fn pebble(&self, x: f64, y: f64, r: f64, seed: usize) {
        let s = &self.surface;
        s.ctx.begin_path();
        let _ = s.ctx.arc(x, y, r, 0.0, TAU);
        s.ctx
            .set_fill_style_str(colour::PEBBLE[seed % colour::PEBBLE.len()]);
        s.ctx.fill();
        s.ctx.set_line_width((r / 4.5).max(0.6));
        s.ctx.set_stroke_style_str(colour::PEBBLE_EDGE);
        s.ctx.stroke();
        s.disc(x - 0.3 * r, y - 0.32 * r, 0.38 * r, colour::SHINE);
    }

    /// The mandarin stone: big and red-brown.
    fn mandarin(&self, x: f64, y: f64, r: f64) {
        let s = &self.surface;
        s.disc(x + 0.08 * r, y + 0.12 * r, r, theme::SHADOW);
        s.ctx.begin_path();
        let _ = s.ctx.arc(x, y, r, 0.0, TAU);
        s.ctx.set_fill_style_str(colour::MANDARIN);
        s.ctx.fill();
        s.ctx.set_line_width((r / 7.0).max(1.0));
        s.ctx.set_stroke_style_str(colour::MANDARIN_EDGE);
        s.ctx.stroke();
        s.disc(x - 0.32 * r, y - 0.35 * r, 0.3 * r, colour::SHINE);
    }

    /// A square's citizen count in its corner (a quan square: at its top).
    fn count_badge(&self, l: &Layout, sq: u8, flipped: bool, count: i32, pile: bool) {
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
        let font = format!("bold {}px sans-serif", (r * 1.45).round().max(9.0));
        s.text(&text, bx, by + 0.06 * r, &font, colour::BADGE_INK);
    }

    /// The selected square: an outline and its two arrows, one on each
    /// half, pointing along the row; `active` lights the right (true) or
    /// left arrow.
    fn arrows(&self, l: &Layout, sq: u8, flipped: bool, active: Option<bool>, legal: &[Move]) {
        let s = &self.surface;
        let u = l.u;
        let (x, y) = l.center(sq, flipped);
        let half = 0.5 * u;
        s.rounded(
            x - half + 0.05 * u,
            y - half + 0.05 * u,
            u - 0.1 * u,
            u - 0.1 * u,
            0.1 * u,
        );
        s.ctx.set_fill_style_str(colour::ARROW_FACE);
        s.ctx.fill();
        for right in [false, true] {
            let m = l.arrow_move(sq, right, flipped);
            if !legal.contains(&m) {
                continue;
            }
            let side = if right { 1.0 } else { -1.0 };
            let cx = x + side * 0.25 * u;
            let on = active == Some(right);
            let ink = if on { "#ffffff" } else { colour::ARROW };
            if on {
                s.rounded(cx - 0.22 * u, y - 0.42 * u, 0.44 * u, 0.84 * u, 0.08 * u);
                s.ctx.set_fill_style_str(colour::ARROW_ON);
                s.ctx.fill();
            }
            // The arrow: a shaft and a head, pointing to its side.
            let ay = y - 0.1 * u;
            let (tip, tail) = (cx + side * 0.17 * u, cx - side * 0.15 * u);
            s.ctx.set_stroke_style_str(ink);
            s.ctx.set_line_width((u / 14.0).max(2.0));
            s.ctx.set_line_cap("round");
            s.line(tail, ay, tip - side * 0.08 * u, ay);
            s.ctx.set_line_cap("butt");
            s.polygon(
                &[
                    (tip, ay),
                    (tip - side * 0.14 * u, ay - 0.11 * u),
                    (tip - side * 0.14 * u, ay + 0.11 * u),
                ],
                ink,
            );
            let glyph = match m.direction {
                Direction::Up => '↺',
                Direction::Down => '↻',
            };
            let font = format!("bold {}px sans-serif", (u * 0.16).round().max(9.0));
            s.text(&m.text(), cx, y + 0.13 * u, &font, ink);
            s.text(&glyph.to_string(), cx, y + 0.31 * u, &font, ink);
        }
        s.ctx.set_stroke_style_str(colour::ARROW);
        s.ctx.set_line_width((u / 40.0).max(1.0));
        s.line(x, y - 0.38 * u, x, y + 0.38 * u);
        s.ctx.set_line_width((u / 14.0).max(2.5));
        s.ctx.set_stroke_style_str(colour::SELECTED);
        s.ctx.stroke_rect(
            x - half + 0.03 * u,
            y - half + 0.03 * u,
            u - 0.06 * u,
            u - 0.06 * u,
        );
    }

    /// The keyboard cursor: a dashed outline round a square, or round one
    /// half of the selected square (an arrow). An arrow of a square no
    /// longer selected (the move was just played) outlines its square.
    fn cursor(&self, l: &Layout, place: Place, flipped: bool, selected: Option<u8>) {
        let s = &self.surface;
        let u = l.u;
        match place {
            Place::Arrow(m) if selected == Some(m.square) => {
                let (x, y) = l.place_center(place, flipped);
                s.ctx.begin_path();
                s.ctx.rect(x - 0.23 * u, y - 0.44 * u, 0.46 * u, 0.88 * u);
            }
            _ => l.square_path(s, place.square(), flipped, 0.05 * u),
        }
        let dash = 0.09 * u;
        let pattern = js_sys::Array::of2(&dash.into(), &(dash * 0.6).into());
        let _ = s.ctx.set_line_dash(&pattern);
        s.ctx.set_line_width((u / 18.0).max(2.0));
        s.ctx.set_stroke_style_str(theme::CURSOR);
        s.ctx.stroke();
        let _ = s.ctx.set_line_dash(&js_sys::Array::new());
    }

    /// A side's store: its name, what it captured (in words and as stones
    /// in blocks of ten), its points, what it borrowed; the final count once
    /// the game is over. A coloured edge while the side is to move.
    #[allow(clippy::too_many_arguments)]
    fn store(
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
        let font = format!("bold {}px sans-serif", (u * 0.2).round().max(10.0));
        s.text_left(
            name,
            tx + 0.22 * u,
            y + 0.28 * u,
            tw - 0.22 * u,
            &font,
            colour::STORE_INK,
        );
        let small = format!("{}px sans-serif", (u * 0.17).round().max(9.0));
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
        s.text_left(&points, tx, y + 0.84 * u, tw, &font, colour::STORE_INK);
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
            s.text(&text, x + w - 1.0 * u, y + h - 0.25 * u, &font, "#ffffff");
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
    fn hand(&self, x: f64, y: f64, u: f64, count: i32, alpha: f64) {
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
        s.ctx.begin_path();
        let _ = s.ctx.arc(x, y, r, 0.0, TAU);
        s.ctx.set_fill_style_str(colour::PALM);
        s.ctx.fill();
        s.ctx.set_line_width((u / 30.0).max(1.2));
        s.ctx.set_stroke_style_str(colour::PALM_EDGE);
        s.ctx.stroke();
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
        let font = format!("bold {}px sans-serif", (u * 0.16).round().max(9.0));
        s.text(&count.to_string(), bx, by + 0.01 * u, &font, "#ffffff");
        s.ctx.set_global_alpha(1.0);
    }
}
