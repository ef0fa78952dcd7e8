//! The shogi board: nine by nine squares, wedge-shaped pieces with their
//! kanji (or Latin letters) pointing at the opponent, each side's hand
//! (komadai) beside the board or above and below it on narrow screens, legal
//! dots for moves and drops, capture marks, last move, check and the
//! keyboard cursor.
//!
//! The painter speaks of *places*: a square (0–80, SFEN reading order: rank
//! a left to right from file 9, then rank b …) or a piece kind in a hand
//! (`81 + 7·side + kind`, side 0 Sente and 1 Gote, kind in SFEN hand order
//! R B G S N L P). Hit testing, the keyboard cursor's steps and every centre
//! are answered here, so the page never repeats the geometry.

use serde::Deserialize;
use web_sys::HtmlCanvasElement;

use super::{theme, Surface};
use crate::core::Side;
use crate::games::shogi::{
    kanji_char, Game, Move, Piece, Role, Square, GOTE, HAND_KINDS, HAND_ROLES, SENTE,
};

/// The first hand place: Sente's rook; Gote's rook is `HAND_BASE + 7`.
pub const HAND_BASE: u32 = 81;
/// Squares and hand places together.
pub const PLACES: u32 = HAND_BASE + 2 * HAND_KINDS as u32;

/// A square of the board or one kind of piece in one side's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Square(Square),
    /// A side and a hand kind (SFEN order R B G S N L P).
    Hand(Side, usize),
}

impl Place {
    pub fn from_id(id: u32) -> Option<Place> {
        if id < HAND_BASE {
            return Square::from_index(id as u8).map(Place::Square);
        }
        if id >= PLACES {
            return None;
        }
        let k = (id - HAND_BASE) as usize;
        let side = if k < HAND_KINDS { SENTE } else { GOTE };
        Some(Place::Hand(side, k % HAND_KINDS))
    }

    pub fn id(self) -> u32 {
        match self {
            Place::Square(sq) => sq.index() as u32,
            Place::Hand(side, k) => HAND_BASE + (side.index() * HAND_KINDS + k) as u32,
        }
    }

    /// The hand place holding `role` (unpromoted) for `side`.
    pub fn hand(side: Side, role: Role) -> Option<Place> {
        role.hand_index().map(|k| Place::Hand(side, k))
    }
}

#[derive(Deserialize, Default, Clone, Copy, Debug)]
pub struct Drag {
    pub x: f64,
    pub y: f64,
}

/// What the page wants shown besides the game itself.
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(rename_all = "camelCase", default)]
pub struct BoardView {
    /// Gote at the bottom.
    pub flipped: bool,
    /// "kanji" (default) or "latin".
    pub piece_set: Option<String>,
    /// "japanese" (default: files 9…1 and ranks 一…九) or "usi" (ranks a–i).
    pub coordinates: Option<String>,
    /// The selected place (a square or a hand kind).
    pub selected: Option<u32>,
    /// The selected piece follows the pointer at these CSS pixels.
    pub drag: Option<Drag>,
    /// Move codes to mark instead of the selected piece's legal moves.
    pub hint: Option<Vec<u32>>,
    /// The keyboard cursor's place, drawn as a dashed outline.
    pub cursor: Option<u32>,
    /// A move waiting for the promotion choice: `[from place, to square]`.
    pub pending: Option<[u32; 2]>,
}

/// Height of a square over its width: shogi squares are a little tall.
const CELL_RATIO: f64 = 1.08;
/// Wood beyond the grid on the left and the bottom (cells).
const EDGE: f64 = 0.18;
/// The coordinate bands above the grid and at its right (cells).
const LABEL: f64 = 0.55;
/// A hand's slot: one piece with its count.
const SLOT_W: f64 = 1.1;
const SLOT_H: f64 = CELL_RATIO;
/// Room in a hand box for the side's mark, and the box's padding.
const MARK: f64 = 0.8;
const PAD: f64 = 0.1;
/// Between the board and a hand: beside it (wide) or above/below (narrow).
const GAP_SIDE: f64 = 0.3;
const GAP_STACKED: f64 = 0.2;
/// A hand box beside the board is this wide.
const HAND_W: f64 = 1.3;

const WOOD_W: f64 = EDGE + 9.0 + LABEL;
const WOOD_H: f64 = LABEL + 9.0 * CELL_RATIO + EDGE;
/// The side layout: hands left and right of the board.
const SIDE_W: f64 = 2.0 * (HAND_W + GAP_SIDE) + WOOD_W;
const SIDE_H: f64 = WOOD_H;
/// The stacked layout: hands above and below the board.
const STACKED_BOX_H: f64 = SLOT_H + 2.0 * PAD;
const STACKED_W: f64 = WOOD_W;
const STACKED_H: f64 = WOOD_H + 2.0 * (STACKED_BOX_H + GAP_STACKED);

mod colour {
    pub const KOMADAI: &str = "#d6ae6c";
    pub const KOMADAI_EDGE: &str = "#8a6232";
    pub const PIECE_FACE: &str = "#f6dfa8";
    pub const PIECE_EDGE: &str = "#6e4a22";
    pub const PROMOTED_INK: &str = "#c0141b";
    pub const LAST_MOVE: &str = "rgba(155, 199, 0, 0.45)";
    pub const SELECTED: &str = "rgba(20, 110, 40, 0.45)";
    pub const TURN: &str = "#1d6fd6";
    pub const COUNT_BG: &str = "#3a2a16";
    pub const COUNT_FG: &str = "#ffffff";
    pub const CHECK: &str = "rgba(225, 30, 30, 0.5)";
}

const CJK_FONTS: &str = "\"Noto Serif CJK JP\", \"Noto Sans CJK JP\", \"Hiragino Mincho ProN\", \"Yu Mincho\", \"MS Mincho\", \"Noto Serif CJK SC\", \"Noto Sans CJK SC\", \"WenQuanYi Zen Hei\", \"WenQuanYi Micro Hei\", \"PingFang SC\", \"Microsoft YaHei\", serif";

/// The kanji of a piece as sets print it: one character (see
/// [`kanji_char`]), Gote's king 王 as many sets have it.
pub fn kanji_glyph(piece: Piece) -> String {
    match piece.role() {
        Role::King if piece.side() != SENTE => "王".to_string(),
        role => kanji_char(role).to_string(),
    }
}

/// A piece's glyph in a piece set ("kanji" or "latin").
pub fn glyph(piece: Piece, latin: bool) -> String {
    if latin {
        piece.role().sfen().to_string()
    } else {
        kanji_glyph(piece)
    }
}

/// Width of a piece in cells: shogi pieces grow with their rank.
fn piece_width(role: Role) -> f64 {
    match role.unpromoted() {
        Role::King => 0.9,
        Role::Rook | Role::Bishop => 0.87,
        Role::Gold | Role::Silver => 0.84,
        Role::Knight | Role::Lance => 0.8,
        _ => 0.77,
    }
}

#[derive(Clone, Copy, Debug)]
struct Rect {
    x: f64,
    y: f64,
    w: f64,
    h: f64,
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

/// Where everything goes on a canvas of a given size, in CSS pixels.
#[derive(Clone, Copy, Debug)]
struct Layout {
    /// A square's width and height.
    u: f64,
    ch: f64,
    /// Top-left corner of the grid.
    bx: f64,
    by: f64,
    wood: Rect,
    stacked: bool,
    /// The hand boxes on screen: `[top/left, bottom/right]`.
    boxes: [Rect; 2],
    /// Slot centres per box, kind 0 (rook) first.
    slots: [[(f64, f64); HAND_KINDS]; 2],
    /// Where each box shows its side's mark.
    marks: [(f64, f64); 2],
}

impl Layout {
    fn fit(width: f64, height: f64) -> Layout {
        let u_side = (width / SIDE_W).min(height / SIDE_H);
        let u_stacked = (width / STACKED_W).min(height / STACKED_H);
        let stacked = u_stacked > u_side;
        let (u, cw, chh) = if stacked {
            (u_stacked, STACKED_W, STACKED_H)
        } else {
            (u_side, SIDE_W, SIDE_H)
        };
        let ox = (width - cw * u) / 2.0;
        let oy = (height - chh * u) / 2.0;
        let wood = if stacked {
            Rect {
                x: ox,
                y: oy + (STACKED_BOX_H + GAP_STACKED) * u,
                w: WOOD_W * u,
                h: WOOD_H * u,
            }
        } else {
            Rect {
                x: ox + (HAND_W + GAP_SIDE) * u,
                y: oy,
                w: WOOD_W * u,
                h: WOOD_H * u,
            }
        };
        // The bottom box first; the top one is its half-turn about the wood's centre.
        let (bottom, slots, mark) = if stacked {
            let w = (HAND_KINDS as f64 * SLOT_W + MARK + 2.0 * PAD) * u;
            let r = Rect {
                x: wood.x + wood.w - w,
                y: wood.y + wood.h + GAP_STACKED * u,
                w,
                h: STACKED_BOX_H * u,
            };
            let cy = r.y + r.h / 2.0;
            let mut slots = [(0.0, 0.0); HAND_KINDS];
            for (k, slot) in slots.iter_mut().enumerate() {
                *slot = (r.x + (PAD + (k as f64 + 0.5) * SLOT_W) * u, cy);
            }
            let mark = (
                r.x + (PAD + HAND_KINDS as f64 * SLOT_W + MARK / 2.0) * u,
                cy,
            );
            (r, slots, mark)
        } else {
            let h = (HAND_KINDS as f64 * SLOT_H + MARK + 2.0 * PAD) * u;
            let r = Rect {
                x: wood.x + wood.w + GAP_SIDE * u,
                y: wood.y + wood.h - h,
                w: HAND_W * u,
                h,
            };
            let cx = r.x + r.w / 2.0;
            let bottom_y = r.y + r.h;
            let mut slots = [(0.0, 0.0); HAND_KINDS];
            for (k, slot) in slots.iter_mut().enumerate() {
                *slot = (cx, bottom_y - (PAD + (k as f64 + 0.5) * SLOT_H) * u);
            }
            let mark = (
                cx,
                bottom_y - (PAD + HAND_KINDS as f64 * SLOT_H + MARK / 2.0) * u,
            );
            (r, slots, mark)
        };
        let (cx, cy) = (wood.x + wood.w / 2.0, wood.y + wood.h / 2.0);
        let turn = |(x, y): (f64, f64)| (2.0 * cx - x, 2.0 * cy - y);
        Layout {
            u,
            ch: u * CELL_RATIO,
            bx: wood.x + EDGE * u,
            by: wood.y + LABEL * u,
            wood,
            stacked,
            boxes: [bottom.reflect(cx, cy), bottom],
            slots: [slots.map(turn), slots],
            marks: [turn(mark), mark],
        }
    }

    /// Screen column and row of a square.
    fn cell(sq: Square, flipped: bool) -> (u8, u8) {
        let i = sq.index() as u8;
        let i = if flipped { 80 - i } else { i };
        (i % 9, i / 9)
    }

    fn square(col: u8, row: u8, flipped: bool) -> Option<Square> {
        let i = row * 9 + col;
        Square::from_index(if flipped { 80 - i } else { i })
    }

    /// The screen box (0 top, 1 bottom) of a side's hand.
    fn box_of(side: Side, flipped: bool) -> usize {
        usize::from((side == SENTE) != flipped)
    }

    fn side_of_box(b: usize, flipped: bool) -> Side {
        if (b == 1) != flipped {
            SENTE
        } else {
            GOTE
        }
    }

    fn center(&self, place: Place, flipped: bool) -> (f64, f64) {
        match place {
            Place::Square(sq) => {
                let (col, row) = Layout::cell(sq, flipped);
                (
                    self.bx + (col as f64 + 0.5) * self.u,
                    self.by + (row as f64 + 0.5) * self.ch,
                )
            }
            Place::Hand(side, k) => self.slots[Layout::box_of(side, flipped)][k],
        }
    }

    /// Width and height of the place's outline.
    fn extent(&self, place: Place) -> (f64, f64) {
        match place {
            Place::Square(_) => (self.u, self.ch),
            Place::Hand(..) if self.stacked => (SLOT_W * self.u, SLOT_H * self.u),
            Place::Hand(..) => (HAND_W * self.u, SLOT_H * self.u),
        }
    }

    fn place_at(&self, x: f64, y: f64, flipped: bool) -> Option<Place> {
        let col = ((x - self.bx) / self.u).floor();
        let row = ((y - self.by) / self.ch).floor();
        if (0.0..9.0).contains(&col) && (0.0..9.0).contains(&row) {
            return Layout::square(col as u8, row as u8, flipped).map(Place::Square);
        }
        for b in 0..2 {
            for k in 0..HAND_KINDS {
                let place = Place::Hand(Layout::side_of_box(b, flipped), k);
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
    /// drow): the nearest place whose centre lies that way (within 45°),
    /// so the cursor walks the board and the hands alike. Off the board's
    /// edge towards a hand it enters the hand's nearest kind even when that
    /// is further round; otherwise it stays put at an edge.
    fn step(&self, from: Place, dcol: i32, drow: i32, flipped: bool) -> Place {
        let (x0, y0) = self.center(from, flipped);
        let (dx, dy) = (dcol.signum() as f64, drow.signum() as f64);
        let nearest = |wide: bool| {
            let mut best: Option<(f64, Place)> = None;
            for id in 0..PLACES {
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
}

/// Draws shogi on one canvas.
pub struct Painter {
    surface: Surface,
}

impl Painter {
    pub fn new(canvas: HtmlCanvasElement) -> Result<Painter, String> {
        Ok(Painter {
            surface: Surface::new(canvas)?,
        })
    }

    pub fn resize(&mut self, css_width: f64, css_height: f64, pixel_ratio: f64) {
        self.surface.resize(css_width, css_height, pixel_ratio);
    }

    fn layout(&self) -> Layout {
        Layout::fit(self.surface.width, self.surface.height)
    }

    /// Whether the hands sit above and below the board (narrow canvas).
    pub fn stacked(&self) -> bool {
        self.layout().stacked
    }

    pub fn center(&self, place: Place, flipped: bool) -> (f64, f64) {
        self.layout().center(place, flipped)
    }

    /// The place under (x, y) CSS pixels: a square or a hand kind.
    pub fn place_at(&self, x: f64, y: f64, flipped: bool) -> Option<Place> {
        self.layout().place_at(x, y, flipped)
    }

    /// The keyboard cursor's step from `from` (see `Layout::step`).
    pub fn step(&self, from: Place, dcol: i32, drow: i32, flipped: bool) -> Place {
        self.layout().step(from, dcol, drow, flipped)
    }

    /// Where the keyboard cursor first appears: the middle of the near edge.
    pub fn home(flipped: bool) -> Place {
        Place::Square(Layout::square(4, 8, flipped).unwrap_or(Square::new(5, 9)))
    }

    /// The destinations to mark for the selected place: the hint's, or the
    /// legal moves (and drops) from it.
    fn targets(game: &Game, selected: Place, hint: Option<&[u32]>) -> Vec<Square> {
        let from_here = |m: &Move| match selected {
            Place::Square(sq) => m.from() == Some(sq),
            Place::Hand(side, k) => {
                side == game.position().side_to_move() && m.dropped() == Some(HAND_ROLES[k])
            }
        };
        let mut out: Vec<Square> = match hint {
            Some(codes) => codes
                .iter()
                .filter_map(|&c| Move::from_code(c))
                .filter(from_here)
                .map(|m| m.to())
                .collect(),
            None => game
                .legal_moves()
                .iter()
                .filter(|m| from_here(m))
                .map(|m| m.to())
                .collect(),
        };
        out.sort();
        out.dedup();
        out
    }

    pub fn draw(&self, game: &Game, view: &BoardView) -> Result<(), String> {
        let s = &self.surface;
        s.begin()?;
        let l = self.layout();
        let flipped = view.flipped;
        let latin = view.piece_set.as_deref() == Some("latin");
        let pos = game.position();
        let selected = view.selected.and_then(Place::from_id);
        let dragged = selected.filter(|_| view.drag.is_some());
        let pending = view
            .pending
            .and_then(|[f, t]| Some((Place::from_id(f)?, Place::from_id(t)?)));

        self.board(&l, flipped, view.coordinates.as_deref() == Some("usi"));
        let us = pos.side_to_move();
        for b in 0..2 {
            let side = Layout::side_of_box(b, flipped);
            self.hand_box(&l, b, side, side == us && game.outcome().is_none());
        }

        // Marks under the pieces: last move, check, selection.
        if let Some(last) = game.plies().last() {
            let mut marked = vec![Place::Square(last.mv.to())];
            if let Some(from) = last.mv.from() {
                marked.push(Place::Square(from));
            }
            for place in marked {
                self.fill_place(&l, place, flipped, colour::LAST_MOVE);
            }
        }
        if pos.in_check() {
            if let Some(k) = pos.king(pos.side_to_move()) {
                self.fill_place(&l, Place::Square(k), flipped, colour::CHECK);
            }
        }
        if let Some(place) = selected {
            self.fill_place(&l, place, flipped, colour::SELECTED);
        }
        if let Some((from, to)) = pending {
            self.fill_place(&l, from, flipped, colour::SELECTED);
            self.fill_place(&l, to, flipped, colour::SELECTED);
        }

        // The pieces in hand.
        for b in 0..2 {
            let side = Layout::side_of_box(b, flipped);
            for (k, role) in HAND_ROLES.iter().enumerate() {
                let mut count = pos.in_hand(side, *role) as u32;
                let place = Place::Hand(side, k);
                if dragged == Some(place) || pending.is_some_and(|(f, _)| f == place) {
                    count = count.saturating_sub(1);
                }
                if count == 0 {
                    continue;
                }
                let (x, y) = l.slots[b][k];
                self.piece(Piece::new(side, *role), x, y, l.u, flipped, latin);
                if count > 1 {
                    self.count_badge(&l, x, y, count);
                }
            }
        }

        // The pieces on the board; a dragged or pending one is drawn later.
        for (sq, piece) in pos.pieces() {
            let place = Place::Square(sq);
            if dragged == Some(place) || pending.is_some_and(|(f, _)| f == place) {
                continue;
            }
            let (x, y) = l.center(place, flipped);
            self.piece(piece, x, y, l.u, flipped, latin);
        }

        if let Some(place) = selected {
            for to in Self::targets(game, place, view.hint.as_deref()) {
                let (x, y) = l.center(Place::Square(to), flipped);
                if pos.piece_at(to).is_some() {
                    self.capture_mark(&l, x, y);
                } else {
                    s.disc(x, y, 0.14 * l.u, theme::DOT);
                }
            }
        }

        // A move waiting for the promotion choice shows its piece arrived.
        if let Some((from, Place::Square(to))) = pending {
            if let Some(piece) = self.piece_of(game, from) {
                let (x, y) = l.center(Place::Square(to), flipped);
                s.ctx.set_global_alpha(0.7);
                self.piece(piece, x, y, l.u, flipped, latin);
                s.ctx.set_global_alpha(1.0);
            }
        }

        if let Some(cursor) = view.cursor.and_then(Place::from_id) {
            let (x, y) = l.center(cursor, flipped);
            let (w, h) = l.extent(cursor);
            let dash = (l.u / 8.0).max(2.0);
            let pattern = js_sys::Array::of2(&dash.into(), &(dash * 0.6).into());
            let _ = s.ctx.set_line_dash(&pattern);
            s.ctx.set_line_width((l.u / 18.0).max(2.0));
            s.ctx.set_stroke_style_str(theme::CURSOR);
            s.ctx
                .stroke_rect(x - w / 2.0 + 1.0, y - h / 2.0 + 1.0, w - 2.0, h - 2.0);
            let _ = s.ctx.set_line_dash(&js_sys::Array::new());
        }

        if let (Some(drag), Some(place)) = (view.drag, dragged) {
            if let Some(piece) = self.piece_of(game, place) {
                self.piece(piece, drag.x, drag.y, l.u * 1.1, flipped, latin);
            }
        }
        Ok(())
    }

    /// The piece standing on a square, or one of a hand's kind.
    fn piece_of(&self, game: &Game, place: Place) -> Option<Piece> {
        match place {
            Place::Square(sq) => game.position().piece_at(sq),
            Place::Hand(side, k) => {
                let role = HAND_ROLES[k];
                (game.position().in_hand(side, role) > 0).then(|| Piece::new(side, role))
            }
        }
    }

    fn board(&self, l: &Layout, flipped: bool, usi: bool) {
        let s = &self.surface;
        let (u, ch) = (l.u, l.ch);
        s.ctx.set_fill_style_str(theme::WOOD);
        s.ctx.fill_rect(l.wood.x, l.wood.y, l.wood.w, l.wood.h);
        s.ctx.set_stroke_style_str(theme::LINE);
        s.ctx.set_line_width((u / 36.0).max(1.0));
        for i in 1..9 {
            let x = l.bx + i as f64 * u;
            s.line(x, l.by, x, l.by + 9.0 * ch);
            let y = l.by + i as f64 * ch;
            s.line(l.bx, y, l.bx + 9.0 * u, y);
        }
        s.ctx.set_line_width((u / 18.0).max(1.5));
        s.ctx.stroke_rect(l.bx, l.by, 9.0 * u, 9.0 * ch);
        // The star points (hoshi) between the third and fourth lines.
        for (i, j) in [(3.0, 3.0), (6.0, 3.0), (3.0, 6.0), (6.0, 6.0)] {
            s.disc(
                l.bx + i * u,
                l.by + j * ch,
                (u * 0.07).max(2.0),
                theme::LINE,
            );
        }
        // Files 9…1 along the top, ranks 一…九 (or a–i) down the right.
        let digits = format!("{}px sans-serif", (u * 0.3).round().max(9.0));
        let ranks = if usi {
            digits.clone()
        } else {
            format!("{}px {CJK_FONTS}", (u * 0.3).round().max(9.0))
        };
        const KANJI: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
        const LETTERS: [&str; 9] = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
        for i in 0..9u8 {
            let (file, rank) = if flipped {
                (i + 1, 9 - i)
            } else {
                (9 - i, i + 1)
            };
            let x = l.bx + (i as f64 + 0.5) * u;
            s.text(
                &file.to_string(),
                x,
                l.by - LABEL * u * 0.5,
                &digits,
                theme::LABEL,
            );
            let y = l.by + (i as f64 + 0.5) * ch;
            let name = if usi { LETTERS } else { KANJI }[rank as usize - 1];
            s.text(
                name,
                l.bx + 9.0 * u + LABEL * u * 0.5,
                y,
                &ranks,
                theme::LABEL,
            );
        }
    }

    /// A hand box, its side's mark (filled for Sente, hollow for Gote) and
    /// a coloured edge while that side is to move.
    fn hand_box(&self, l: &Layout, b: usize, side: Side, to_move: bool) {
        let s = &self.surface;
        let r = l.boxes[b];
        s.ctx.set_fill_style_str(colour::KOMADAI);
        s.ctx.fill_rect(r.x, r.y, r.w, r.h);
        let (edge, width) = if to_move {
            (colour::TURN, (l.u / 12.0).max(2.0))
        } else {
            (colour::KOMADAI_EDGE, (l.u / 30.0).max(1.0))
        };
        s.ctx.set_line_width(width);
        s.ctx.set_stroke_style_str(edge);
        s.ctx.stroke_rect(
            r.x + width / 2.0,
            r.y + width / 2.0,
            r.w - width,
            r.h - width,
        );
        let (x, y) = l.marks[b];
        let w = 0.34 * l.u;
        let points = pentagon(x, y + 0.04 * l.u, w, w * 1.15, b == 0);
        let fill = if side == SENTE {
            theme::BLACK_INK
        } else {
            colour::PIECE_FACE
        };
        self.polygon(&points, fill, theme::BLACK_INK, (l.u / 30.0).max(1.0));
    }

    fn fill_place(&self, l: &Layout, place: Place, flipped: bool, fill: &str) {
        let (x, y) = l.center(place, flipped);
        let (w, h) = l.extent(place);
        self.surface.ctx.set_fill_style_str(fill);
        self.surface.ctx.fill_rect(x - w / 2.0, y - h / 2.0, w, h);
    }

    /// Four corner wedges on a square whose piece can be captured.
    fn capture_mark(&self, l: &Layout, x: f64, y: f64) {
        let (hw, hh) = (l.u / 2.0, l.ch / 2.0);
        let a = 0.3 * l.u;
        for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            let (cx, cy) = (x + sx * hw, y + sy * hh);
            let points = [(cx, cy), (cx - sx * a, cy), (cx, cy - sy * a)];
            self.polygon(&points, theme::CAPTURE, theme::CAPTURE, 0.0);
        }
    }

    fn count_badge(&self, l: &Layout, x: f64, y: f64, count: u32) {
        let s = &self.surface;
        let (bx, by) = (x + 0.36 * l.u, y + 0.3 * l.ch);
        let r = 0.2 * l.u;
        s.disc(bx, by, r, colour::COUNT_BG);
        let font = format!("bold {}px sans-serif", (l.u * 0.27).round().max(8.0));
        s.text(
            &count.to_string(),
            bx,
            by + 0.02 * l.u,
            &font,
            colour::COUNT_FG,
        );
    }

    fn polygon(&self, points: &[(f64, f64)], fill: &str, stroke: &str, width: f64) {
        let ctx = &self.surface.ctx;
        ctx.begin_path();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                ctx.move_to(x, y);
            } else {
                ctx.line_to(x, y);
            }
        }
        ctx.close_path();
        ctx.set_fill_style_str(fill);
        ctx.fill();
        if width > 0.0 {
            ctx.set_line_width(width);
            ctx.set_line_join("round");
            ctx.set_stroke_style_str(stroke);
            ctx.stroke();
        }
    }

    /// A piece as a wedge pointing at its opponent, its glyph upright for
    /// its owner (so Gote's read upside down from Sente's side).
    fn piece(&self, piece: Piece, x: f64, y: f64, cell: f64, flipped: bool, latin: bool) {
        let s = &self.surface;
        let w = piece_width(piece.role()) * cell;
        let h = w * 1.12;
        let down = (piece.side() == GOTE) != flipped;
        let shadow = pentagon(x + 0.03 * cell, y + 0.04 * cell, w, h, down);
        self.polygon(&shadow, theme::SHADOW, theme::SHADOW, 0.0);
        let outline = pentagon(x, y, w, h, down);
        self.polygon(
            &outline,
            colour::PIECE_FACE,
            colour::PIECE_EDGE,
            (cell / 28.0).max(1.0),
        );
        let ink = if piece.role().is_promoted() {
            colour::PROMOTED_INK
        } else {
            theme::BLACK_INK
        };
        let text = glyph(piece, latin);
        let size = if latin {
            if text.len() > 1 {
                0.4
            } else {
                0.52
            }
        } else {
            0.6
        } * w;
        let font = if latin {
            format!("bold {}px sans-serif", size.round())
        } else {
            format!("bold {}px {CJK_FONTS}", size.round())
        };
        let ctx = &s.ctx;
        ctx.save();
        let _ = ctx.translate(x, y);
        if down {
            let _ = ctx.rotate(std::f64::consts::PI);
        }
        // The wedge's body is below its point: the glyph sits a little low.
        s.text(&text, 0.0, 0.09 * h, &font, ink);
        ctx.restore();
    }
}

/// The five corners of a piece `w` wide and `h` tall centred on (x, y),
/// pointing up (or down).
fn pentagon(x: f64, y: f64, w: f64, h: f64, down: bool) -> [(f64, f64); 5] {
    let k = if down { -1.0 } else { 1.0 };
    [
        (x, y - k * 0.5 * h),
        (x + k * 0.4 * w, y - k * 0.26 * h),
        (x + k * 0.5 * w, y + k * 0.5 * h),
        (x - k * 0.5 * w, y + k * 0.5 * h),
        (x - k * 0.4 * w, y - k * 0.26 * h),
    ]
}
