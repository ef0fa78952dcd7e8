//! The Cờ Long Phượng board: nine by nine squares, each piece a square tile
//! in its side's colour (Cam/Orange, Xanh/Blue) with its movement grid
//! printed on the face as the physical tiles show it — a 3×3 grid (5×5 for
//! the Kỵ), its own cell marked, reachable cells filled, slide cells filled
//! with an inner square — turned with the piece's facing, and its letter (or
//! Vietnamese name) small. Stacks (đội) show their height as offset layers
//! and a count badge, and a hovered or selected stack opens a strip of its
//! pieces bottom to top. Each side's hand sits beside the board (above and
//! below it on narrow screens); legal dots for moves and drops, capture and
//! stacking marks, last move, check and the keyboard cursor.
//!
//! The painter speaks of *places*: a square (0–80, `row * 9 + column - 1`,
//! row 0 = a, Orange's back row) or a piece kind in a hand (`81 + 7·side +
//! kind`, side 0 Orange and 1 Blue, kind in hand order T S K X B L P). The
//! grids come from the engine (`Kind::printed_grid`); the legal marks from
//! its legal moves.

use serde::Deserialize;
use web_sys::HtmlCanvasElement;

use super::{theme, Surface};
use crate::core::Side;
use crate::games::longphuong::{
    Facing, Game, Kind, Move, MoveKind, Piece, Square, BLUE, HAND_KINDS, HAND_ORDER, ORANGE,
};

/// The first hand place: Orange's Tướng; Blue's is `HAND_BASE + 7`.
pub const HAND_BASE: u32 = 81;
/// Squares and hand places together.
pub const PLACES: u32 = HAND_BASE + 2 * HAND_KINDS as u32;

/// A square of the board or one kind of piece in one side's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Square(Square),
    /// A side and a hand kind (T S K X B L P).
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
        let side = if k < HAND_KINDS { ORANGE } else { BLUE };
        Some(Place::Hand(side, k % HAND_KINDS))
    }

    pub fn id(self) -> u32 {
        match self {
            Place::Square(sq) => sq.index() as u32,
            Place::Hand(side, k) => HAND_BASE + (side.index() * HAND_KINDS + k) as u32,
        }
    }

    /// The hand place holding `kind` for `side` (never the Vương).
    pub fn hand(side: Side, kind: Kind) -> Option<Place> {
        kind.hand_index().map(|k| Place::Hand(side, k))
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
    /// Blue at the bottom.
    pub flipped: bool,
    /// "letter" (default: V T S K X B L P in the own cell) or "name" (the
    /// Vietnamese name under the grid).
    pub piece_label: Option<String>,
    /// The selected place (a square or a hand kind).
    pub selected: Option<u32>,
    /// The selected piece follows the pointer at these CSS pixels.
    pub drag: Option<Drag>,
    /// Move codes to mark instead of the selected piece's legal moves.
    pub hint: Option<Vec<u32>>,
    /// The keyboard cursor's place, drawn as a dashed outline.
    pub cursor: Option<u32>,
    /// For a selected stack: "stack" moves it whole (default), "single"
    /// splits its top piece off.
    pub mode: Option<String>,
    /// The quarter turn armed for the selected board piece: -1 counter-
    /// clockwise, 1 clockwise, 0 or absent none.
    pub turn: Option<i32>,
    /// The facing a selected hand piece will be dropped with (`^ > v <`).
    pub drop_facing: Option<String>,
    /// A place whose stack is shown piece by piece (hover, long press).
    pub inspect: Option<u32>,
    /// The sides' names for the hands' labels: [Orange, Blue].
    pub side_names: Option<Vec<String>>,
}

/// Wood beyond the grid at the top and the right (cells).
const EDGE: f64 = 0.2;
/// The coordinate bands at the left (row letters) and bottom (column
/// numbers) of the grid (cells).
const LABEL: f64 = 0.5;
/// A hand's slot: one tile with its count.
const SLOT: f64 = 1.05;
/// Room in a hand box for the side's name, and the box's padding.
const MARK_SIDE: f64 = 0.75;
const MARK_STACKED: f64 = 1.3;
const PAD: f64 = 0.1;
/// Between the board and a hand: beside it (wide) or above/below (narrow).
const GAP_SIDE: f64 = 0.25;
const GAP_STACKED: f64 = 0.15;
/// A hand box beside the board is this wide.
const HAND_W: f64 = 1.25;

const WOOD_W: f64 = LABEL + 9.0 + EDGE;
const WOOD_H: f64 = EDGE + 9.0 + LABEL;
/// The side layout: hands left and right of the board.
const SIDE_W: f64 = 2.0 * (HAND_W + GAP_SIDE) + WOOD_W;
const SIDE_H: f64 = WOOD_H;
/// The stacked layout: hands above and below the board.
const STACKED_BOX_H: f64 = SLOT + 2.0 * PAD;
const STACKED_W: f64 = WOOD_W;
const STACKED_H: f64 = WOOD_H + 2.0 * (STACKED_BOX_H + GAP_STACKED);

/// A lone tile's side, and a stack's top tile's (cells).
const TILE: f64 = 0.88;
const STACK_TILE: f64 = 0.8;
/// How far each lower layer of a stack peeks out (cells), and how many show.
const LAYER_STEP: f64 = 0.055;
const MAX_LAYERS: usize = 3;

mod colour {
    pub const BOARD: &str = "#dfe2cd";
    pub const LINE: &str = "#5b5a44";
    pub const LABEL: &str = "rgba(60, 58, 40, 0.85)";
    pub const HAND_BOX: &str = "#c9cdb3";
    pub const HAND_EDGE: &str = "#7d7f66";
    pub const LAST_MOVE: &str = "rgba(150, 190, 20, 0.45)";
    pub const SELECTED: &str = "rgba(20, 120, 50, 0.42)";
    pub const CHECK: &str = "rgba(225, 30, 30, 0.5)";
    pub const STACK_MARK: &str = "rgba(20, 110, 40, 0.85)";
    pub const TURN_ARROW: &str = "#0f7a34";
    pub const CARD: &str = "#fbfaf4";
    pub const CARD_EDGE: &str = "#5b5a44";
    pub const BADGE_FG: &str = "#ffffff";
}

/// A side's tile colours: face, edge, ink.
#[derive(Clone, Copy)]
struct Palette {
    face: &'static str,
    layer: &'static str,
    edge: &'static str,
    ink: &'static str,
    /// Faint ink for the grid lines.
    grid: &'static str,
}

const ORANGE_TILE: Palette = Palette {
    face: "#f6a445",
    layer: "#e38d2c",
    edge: "#9a4f06",
    ink: "#3a1900",
    grid: "rgba(58, 25, 0, 0.28)",
};

const BLUE_TILE: Palette = Palette {
    face: "#8dbdf3",
    layer: "#6fa5e4",
    edge: "#1c4c92",
    ink: "#0a1f45",
    grid: "rgba(10, 31, 69, 0.28)",
};

fn palette(side: Side) -> Palette {
    if side == ORANGE {
        ORANGE_TILE
    } else {
        BLUE_TILE
    }
}

/// A facing as a screen direction (x right, y down).
fn screen_vector(facing: Facing, flipped: bool) -> (f64, f64) {
    let (x, y) = match facing {
        Facing::Up => (0.0, -1.0),
        Facing::Right => (1.0, 0.0),
        Facing::Down => (0.0, 1.0),
        Facing::Left => (-1.0, 0.0),
    };
    if flipped {
        (-x, -y)
    } else {
        (x, y)
    }
}

fn facing_from_mark(mark: Option<&str>) -> Option<Facing> {
    let mut chars = mark?.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Facing::from_mark(c),
        _ => None,
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
    /// A square's side.
    u: f64,
    /// Top-left corner of the grid.
    bx: f64,
    by: f64,
    wood: Rect,
    stacked: bool,
    /// The hand boxes on screen: `[top/left, bottom/right]`.
    boxes: [Rect; 2],
    /// Slot centres per box, kind 0 (Tướng) first.
    slots: [[(f64, f64); HAND_KINDS]; 2],
    /// Where each box shows its side's name.
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
        // The bottom box first; the top one is its half-turn about the
        // wood's centre.
        let (bottom, slots, mark) = if stacked {
            let w = (HAND_KINDS as f64 * SLOT + MARK_STACKED + 2.0 * PAD) * u;
            let r = Rect {
                x: wood.x + wood.w - w,
                y: wood.y + wood.h + GAP_STACKED * u,
                w,
                h: STACKED_BOX_H * u,
            };
            let cy = r.y + r.h / 2.0;
            let mut slots = [(0.0, 0.0); HAND_KINDS];
            for (k, slot) in slots.iter_mut().enumerate() {
                *slot = (r.x + (PAD + (k as f64 + 0.5) * SLOT) * u, cy);
            }
            let mark = (
                r.x + (PAD + HAND_KINDS as f64 * SLOT + MARK_STACKED / 2.0) * u,
                cy,
            );
            (r, slots, mark)
        } else {
            let h = (HAND_KINDS as f64 * SLOT + MARK_SIDE + 2.0 * PAD) * u;
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
                *slot = (cx, bottom_y - (PAD + (k as f64 + 0.5) * SLOT) * u);
            }
            let mark = (
                cx,
                bottom_y - (PAD + HAND_KINDS as f64 * SLOT + MARK_SIDE / 2.0) * u,
            );
            (r, slots, mark)
        };
        let (cx, cy) = (wood.x + wood.w / 2.0, wood.y + wood.h / 2.0);
        let turn = |(x, y): (f64, f64)| (2.0 * cx - x, 2.0 * cy - y);
        Layout {
            u,
            bx: wood.x + LABEL * u,
            by: wood.y + EDGE * u,
            wood,
            stacked,
            boxes: [bottom.reflect(cx, cy), bottom],
            slots: [slots.map(turn), slots],
            marks: [turn(mark), mark],
        }
    }

    /// Screen column and row of a square: row i at the top and column 9 at
    /// the left from Orange's side.
    fn cell(sq: Square, flipped: bool) -> (u8, u8) {
        if flipped {
            (sq.column() - 1, sq.row())
        } else {
            (9 - sq.column(), 8 - sq.row())
        }
    }

    fn square(col: u8, row: u8, flipped: bool) -> Option<Square> {
        if col > 8 || row > 8 {
            return None;
        }
        Some(if flipped {
            Square::new(row, col + 1)
        } else {
            Square::new(8 - row, 9 - col)
        })
    }

    /// The screen box (0 top, 1 bottom) of a side's hand.
    fn box_of(side: Side, flipped: bool) -> usize {
        usize::from((side == ORANGE) != flipped)
    }

    fn side_of_box(b: usize, flipped: bool) -> Side {
        if (b == 1) != flipped {
            ORANGE
        } else {
            BLUE
        }
    }

    fn center(&self, place: Place, flipped: bool) -> (f64, f64) {
        match place {
            Place::Square(sq) => {
                let (col, row) = Layout::cell(sq, flipped);
                (
                    self.bx + (col as f64 + 0.5) * self.u,
                    self.by + (row as f64 + 0.5) * self.u,
                )
            }
            Place::Hand(side, k) => self.slots[Layout::box_of(side, flipped)][k],
        }
    }

    /// Width and height of the place's outline.
    fn extent(&self, place: Place) -> (f64, f64) {
        match place {
            Place::Square(_) => (self.u, self.u),
            Place::Hand(..) if self.stacked => (SLOT * self.u, SLOT * self.u),
            Place::Hand(..) => (HAND_W * self.u, SLOT * self.u),
        }
    }

    fn place_at(&self, x: f64, y: f64, flipped: bool) -> Option<Place> {
        let col = ((x - self.bx) / self.u).floor();
        let row = ((y - self.by) / self.u).floor();
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
    /// drow): the nearest place whose centre lies that way (within 45°), so
    /// the cursor walks the board and the hands alike. Off the board's edge
    /// towards a hand it enters the hand's nearest kind even when that is
    /// further round; otherwise it stays put at an edge.
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

/// What the selection lifts off its square, and how it will be turned.
#[derive(Clone, Copy, Debug)]
struct Lifted {
    place: Place,
    /// The piece that moves (the top one, or the one from the hand), with
    /// the facing it will have.
    piece: Piece,
    /// Pieces lifted off the square: the whole stack, or one.
    count: usize,
}

/// Draws Cờ Long Phượng on one canvas.
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
        Place::Square(Layout::square(4, 8, flipped).unwrap_or(Square::new(0, 5)))
    }

    /// The moves the selection's marks stand for: the hint's, or the legal
    /// moves from the selected place that match the chosen mode and turn.
    /// With nothing selected in the opening, every legal drop.
    fn targets(game: &Game, view: &BoardView, selected: Option<Place>) -> Vec<Move> {
        let pos = game.position();
        let us = pos.side_to_move();
        let whole = view.mode.as_deref() != Some("single");
        let matches = |m: &Move| match selected {
            Some(Place::Square(sq)) => {
                let Some(top) = pos.top(sq) else {
                    return false;
                };
                let stack = pos.stack(sq).height() > 1;
                let kind_ok = match m.kind() {
                    MoveKind::Stack => stack && whole,
                    MoveKind::Single => !stack || !whole,
                    _ => false,
                };
                let facing = match view.turn.unwrap_or(0) {
                    0 => None,
                    t => Some(top.facing().turned(t > 0)),
                };
                m.from() == Some(sq) && kind_ok && m.facing() == facing
            }
            Some(Place::Hand(side, k)) => {
                let kind = HAND_ORDER[k];
                let facing = kind.rotatable().then(|| {
                    facing_from_mark(view.drop_facing.as_deref())
                        .unwrap_or(Facing::toward_opponent(side))
                });
                side == us && m.dropped() == Some(kind) && m.facing() == facing
            }
            None => pos.in_opening() && m.kind() == MoveKind::Drop,
        };
        match &view.hint {
            Some(codes) => codes
                .iter()
                .filter_map(|&c| Move::from_code(c))
                .filter(|m| selected.is_none() || matches(m))
                .collect(),
            None => game
                .legal_moves()
                .iter()
                .filter(|m| matches(m))
                .copied()
                .collect(),
        }
    }

    /// What the selection lifts and how it will stand after the move.
    fn lifted(game: &Game, view: &BoardView, selected: Option<Place>) -> Option<Lifted> {
        let pos = game.position();
        match selected? {
            place @ Place::Square(sq) => {
                let top = pos.top(sq)?;
                let height = pos.stack(sq).height();
                let count = if view.mode.as_deref() == Some("single") {
                    1
                } else {
                    height
                };
                let piece = match view.turn.unwrap_or(0) {
                    t if t != 0 && top.kind().rotatable() => {
                        top.with_facing(top.facing().turned(t > 0))
                    }
                    _ => top,
                };
                Some(Lifted {
                    place,
                    piece,
                    count,
                })
            }
            place @ Place::Hand(side, k) => {
                let kind = HAND_ORDER[k];
                if pos.in_hand(side, kind) == 0 {
                    return None;
                }
                let facing = facing_from_mark(view.drop_facing.as_deref())
                    .unwrap_or(Facing::toward_opponent(side));
                Some(Lifted {
                    place,
                    piece: Piece::new(side, kind, facing),
                    count: 1,
                })
            }
        }
    }

    pub fn draw(&self, game: &Game, view: &BoardView) -> Result<(), String> {
        let s = &self.surface;
        s.begin()?;
        let l = self.layout();
        let flipped = view.flipped;
        let names = view.piece_label.as_deref() == Some("name");
        let pos = game.position();
        let selected = view.selected.and_then(Place::from_id);
        let lifted = Self::lifted(game, view, selected);
        let dragging = view.drag.is_some() && lifted.is_some();

        self.board(&l, flipped);
        let us = pos.side_to_move();
        for b in 0..2 {
            let side = Layout::side_of_box(b, flipped);
            let name = view
                .side_names
                .as_ref()
                .and_then(|n| n.get(side.index()))
                .map(String::as_str);
            self.hand_box(&l, b, side, name, side == us && game.outcome().is_none());
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
            if let Some(k) = pos.king(us) {
                self.fill_place(&l, Place::Square(k), flipped, colour::CHECK);
            }
        }
        if let Some(place) = selected {
            self.fill_place(&l, place, flipped, colour::SELECTED);
        }

        // The pieces in hand, facing the opponent; a selected one shows the
        // facing it will be dropped with.
        for b in 0..2 {
            let side = Layout::side_of_box(b, flipped);
            for (k, kind) in HAND_ORDER.iter().enumerate() {
                let place = Place::Hand(side, k);
                let mut count = pos.in_hand(side, *kind) as usize;
                let mut piece = Piece::new(side, *kind, Facing::toward_opponent(side));
                if let Some(lift) = lifted.filter(|lift| lift.place == place) {
                    piece = lift.piece;
                    if dragging {
                        count = count.saturating_sub(1);
                    }
                }
                if count == 0 {
                    continue;
                }
                let (x, y) = l.slots[b][k];
                self.tile(piece, x, y, 0.84 * l.u, flipped, names);
                if count > 1 {
                    self.badge(x + 0.36 * l.u, y + 0.34 * l.u, 0.19 * l.u, count, side);
                }
            }
        }

        // The pieces on the board; what a drag lifts is drawn later.
        for i in 0..81u8 {
            let Some(sq) = Square::from_index(i) else {
                continue;
            };
            let stack = pos.stack(sq);
            let place = Place::Square(sq);
            let mut pieces = stack.pieces();
            let mut top_piece = stack.top();
            // A selected piece keeps its grid (the one the dots follow)
            // until it moves; a drag lifts it off.
            if let Some(lift) = lifted.filter(|lift| lift.place == place && dragging) {
                pieces = &pieces[..pieces.len().saturating_sub(lift.count)];
                top_piece = pieces.last().copied();
            }
            let Some(top) = top_piece else {
                continue;
            };
            let (x, y) = l.center(place, flipped);
            self.stack(top, pieces.len(), x, y, l.u, flipped, names);
        }

        // The selection's legal moves: dots, capture corners, stacking
        // rings; an armed turn in place shows its arrow.
        let targets = Self::targets(game, view, selected);
        let mut done: Vec<Square> = Vec::new();
        for m in &targets {
            let to = m.to();
            if done.contains(&to) {
                continue;
            }
            done.push(to);
            let (x, y) = l.center(Place::Square(to), flipped);
            match pos.top(to) {
                _ if m.kind() == MoveKind::Rotate => {}
                Some(q) if q.side() != us => self.capture_mark(&l, x, y),
                Some(_) => self.stack_mark(&l, x, y),
                None => s.disc(x, y, 0.14 * l.u, theme::DOT),
            }
        }
        if let (Some(Place::Square(sq)), Some(t)) = (selected, view.turn.filter(|t| *t != 0)) {
            let (x, y) = l.center(Place::Square(sq), flipped);
            self.turn_arrow(x, y, 0.5 * l.u, t > 0);
        }
        // The pointer over a target: the piece as it would stand there,
        // turned as armed.
        let hovered = view.inspect.and_then(Place::from_id);
        if let (Some(lift), Some(Place::Square(to)), false) = (lifted, hovered, dragging) {
            if done.contains(&to) && lift.place != Place::Square(to) {
                let (x, y) = l.center(Place::Square(to), flipped);
                s.ctx.set_global_alpha(0.6);
                self.stack(lift.piece, lift.count, x, y, l.u, flipped, names);
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

        if let (Some(drag), Some(lift)) = (view.drag, lifted) {
            self.stack(
                lift.piece,
                lift.count,
                drag.x,
                drag.y,
                l.u * 1.1,
                flipped,
                names,
            );
        } else if let Some(Place::Square(sq)) = view.inspect.and_then(Place::from_id) {
            // The selected stack's card would hide its own targets; the
            // page words it instead.
            if pos.stack(sq).height() > 1 && selected != Some(Place::Square(sq)) {
                let away = selected.map(|p| l.center(p, flipped).1);
                self.stack_card(&l, sq, flipped, game, names, away);
            }
        }
        Ok(())
    }

    fn board(&self, l: &Layout, flipped: bool) {
        let s = &self.surface;
        let u = l.u;
        s.ctx.set_fill_style_str(colour::BOARD);
        s.ctx.fill_rect(l.wood.x, l.wood.y, l.wood.w, l.wood.h);
        s.ctx.set_stroke_style_str(colour::LINE);
        s.ctx.set_line_width((u / 40.0).max(1.0));
        for i in 1..9 {
            let x = l.bx + i as f64 * u;
            s.line(x, l.by, x, l.by + 9.0 * u);
            let y = l.by + i as f64 * u;
            s.line(l.bx, y, l.bx + 9.0 * u, y);
        }
        s.ctx.set_line_width((u / 20.0).max(1.5));
        s.ctx.stroke_rect(l.bx, l.by, 9.0 * u, 9.0 * u);
        // Columns 9…1 along the bottom, rows i…a down the left (from
        // Orange's side; the other way round when flipped).
        let font = format!("{}px sans-serif", (u * 0.3).round().max(9.0));
        for i in 0..9u8 {
            let (column, row) = if flipped { (i + 1, i) } else { (9 - i, 8 - i) };
            let x = l.bx + (i as f64 + 0.5) * u;
            s.text(
                &column.to_string(),
                x,
                l.by + 9.0 * u + LABEL * u * 0.5,
                &font,
                colour::LABEL,
            );
            let y = l.by + (i as f64 + 0.5) * u;
            let letter = ((b'a' + row) as char).to_string();
            s.text(&letter, l.bx - LABEL * u * 0.5, y, &font, colour::LABEL);
        }
    }

    /// A hand box, its side's name, and a coloured edge while that side is
    /// to move.
    fn hand_box(&self, l: &Layout, b: usize, side: Side, name: Option<&str>, to_move: bool) {
        let s = &self.surface;
        let r = l.boxes[b];
        let p = palette(side);
        self.rounded(r.x, r.y, r.w, r.h, 0.12 * l.u);
        s.ctx.set_fill_style_str(colour::HAND_BOX);
        s.ctx.fill();
        let (edge, width) = if to_move {
            (p.edge, (l.u / 12.0).max(2.0))
        } else {
            (colour::HAND_EDGE, (l.u / 30.0).max(1.0))
        };
        self.rounded(
            r.x + width / 2.0,
            r.y + width / 2.0,
            r.w - width,
            r.h - width,
            0.12 * l.u,
        );
        s.ctx.set_line_width(width);
        s.ctx.set_stroke_style_str(edge);
        s.ctx.stroke();
        // The side's colour as a small tile, and its name.
        let (x, y) = l.marks[b];
        let (dot_y, text_y, dot_x, text_x) = if l.stacked {
            (y, y, x - 0.4 * l.u, x + 0.15 * l.u)
        } else {
            (y - 0.16 * l.u, y + 0.2 * l.u, x, x)
        };
        let d = 0.26 * l.u;
        self.rounded(dot_x - d / 2.0, dot_y - d / 2.0, d, d, 0.05 * l.u);
        s.ctx.set_fill_style_str(p.face);
        s.ctx.fill();
        s.ctx.set_line_width((l.u / 30.0).max(1.0));
        s.ctx.set_stroke_style_str(p.edge);
        s.ctx.stroke();
        if let Some(name) = name {
            let font = format!("bold {}px sans-serif", (l.u * 0.24).round().max(8.0));
            s.text(name, text_x, text_y, &font, p.ink);
        }
    }

    fn fill_place(&self, l: &Layout, place: Place, flipped: bool, fill: &str) {
        let (x, y) = l.center(place, flipped);
        let (w, h) = l.extent(place);
        self.surface.ctx.set_fill_style_str(fill);
        self.surface.ctx.fill_rect(x - w / 2.0, y - h / 2.0, w, h);
    }

    /// Four corner wedges on a square whose piece or stack can be captured.
    fn capture_mark(&self, l: &Layout, x: f64, y: f64) {
        let h = l.u / 2.0;
        let a = 0.3 * l.u;
        for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            let (cx, cy) = (x + sx * h, y + sy * h);
            let points = [(cx, cy), (cx - sx * a, cy), (cx, cy - sy * a)];
            self.polygon(&points, theme::CAPTURE);
        }
    }

    /// A frame round a square where the piece would stack on a friendly
    /// one (green like the dots; captures are warm corners).
    fn stack_mark(&self, l: &Layout, x: f64, y: f64) {
        let s = &self.surface;
        let w = (l.u / 14.0).max(2.0);
        let h = 0.5 * l.u - w / 2.0;
        s.ctx.set_line_width(w);
        s.ctx.set_stroke_style_str(colour::STACK_MARK);
        self.rounded(x - h, y - h, 2.0 * h, 2.0 * h, 0.12 * l.u);
        s.ctx.stroke();
    }

    /// A curved arrow round the selected piece: the turn armed for it
    /// (clockwise or not).
    fn turn_arrow(&self, x: f64, y: f64, r: f64, clockwise: bool) {
        use std::f64::consts::PI;
        let ctx = &self.surface.ctx;
        // Along the tile's left side, clear of the height badge (top right)
        // and the stack's lower layers (bottom right).
        let (start, end) = (0.62 * PI, 1.38 * PI);
        ctx.begin_path();
        let _ = ctx.arc_with_anticlockwise(x, y, r * 0.92, start, end, false);
        ctx.set_line_width((r / 7.0).max(2.0));
        ctx.set_stroke_style_str(colour::TURN_ARROW);
        ctx.set_line_cap("round");
        ctx.stroke();
        ctx.set_line_cap("butt");
        // The head at the end the turn goes to.
        let at = if clockwise { end } else { start };
        let (hx, hy) = (x + r * 0.92 * at.cos(), y + r * 0.92 * at.sin());
        // The tangent in the direction of travel.
        let sign = if clockwise { 1.0 } else { -1.0 };
        let (tx, ty) = (-at.sin() * sign, at.cos() * sign);
        let (nx, ny) = (-ty, tx);
        let a = r * 0.32;
        let points = [
            (hx + tx * a, hy + ty * a),
            (hx + nx * a * 0.6, hy + ny * a * 0.6),
            (hx - nx * a * 0.6, hy - ny * a * 0.6),
        ];
        self.polygon(&points, colour::TURN_ARROW);
    }

    fn badge(&self, x: f64, y: f64, r: f64, count: usize, side: Side) {
        let s = &self.surface;
        s.disc(x, y, r, palette(side).edge);
        s.ring(x, y, r, (r / 6.0).max(1.0), colour::BADGE_FG);
        let font = format!("bold {}px sans-serif", (r * 1.25).round().max(8.0));
        s.text(&count.to_string(), x, y + 0.05 * r, &font, colour::BADGE_FG);
    }

    fn polygon(&self, points: &[(f64, f64)], fill: &str) {
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
    }

    /// A rounded rectangle's path.
    fn rounded(&self, x: f64, y: f64, w: f64, h: f64, r: f64) {
        let ctx = &self.surface.ctx;
        let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
        ctx.begin_path();
        ctx.move_to(x + r, y);
        let _ = ctx.arc_to(x + w, y, x + w, y + h, r);
        let _ = ctx.arc_to(x + w, y + h, x, y + h, r);
        let _ = ctx.arc_to(x, y + h, x, y, r);
        let _ = ctx.arc_to(x, y, x + w, y, r);
        ctx.close_path();
    }

    /// A stack of `height` pieces topped by `top`, centred in a cell of side
    /// `cell`: lower layers peek out at the bottom right, and a badge gives
    /// the height.
    #[allow(clippy::too_many_arguments)]
    fn stack(
        &self,
        top: Piece,
        height: usize,
        x: f64,
        y: f64,
        cell: f64,
        flipped: bool,
        names: bool,
    ) {
        if height <= 1 {
            self.tile(top, x, y, TILE * cell, flipped, names);
            return;
        }
        let p = palette(top.side());
        let layers = (height - 1).min(MAX_LAYERS);
        let step = LAYER_STEP * cell;
        let shift = layers as f64 * step / 2.0;
        let size = STACK_TILE * cell;
        let (tx, ty) = (x - shift, y - shift);
        for depth in (1..=layers).rev() {
            let (lx, ly) = (tx + depth as f64 * step, ty + depth as f64 * step);
            self.rounded(lx - size / 2.0, ly - size / 2.0, size, size, 0.12 * size);
            self.surface.ctx.set_fill_style_str(p.layer);
            self.surface.ctx.fill();
            self.surface.ctx.set_line_width((size / 24.0).max(1.0));
            self.surface.ctx.set_stroke_style_str(p.edge);
            self.surface.ctx.stroke();
        }
        self.tile(top, tx, ty, size, flipped, names);
        let r = 0.15 * cell;
        self.badge(
            x + 0.5 * cell - r * 0.95,
            y - 0.5 * cell + r * 0.95,
            r,
            height,
            top.side(),
        );
    }

    /// One tile of side `size` centred on (x, y): the side's colour, the
    /// movement grid turned with the facing, the letter (or name) upright.
    fn tile(&self, piece: Piece, x: f64, y: f64, size: f64, flipped: bool, names: bool) {
        let s = &self.surface;
        let ctx = &s.ctx;
        let p = palette(piece.side());
        let radius = 0.13 * size;
        // Shadow, face, edge.
        self.rounded(
            x - size / 2.0 + 0.035 * size,
            y - size / 2.0 + 0.05 * size,
            size,
            size,
            radius,
        );
        ctx.set_fill_style_str(theme::SHADOW);
        ctx.fill();
        self.rounded(x - size / 2.0, y - size / 2.0, size, size, radius);
        ctx.set_fill_style_str(p.face);
        ctx.fill();
        ctx.set_line_width((size / 22.0).max(1.0));
        ctx.set_stroke_style_str(p.edge);
        ctx.stroke();

        let kind = piece.kind();
        let (leaps, slides) = kind.printed_grid();
        let n: i8 = if leaps
            .iter()
            .chain(slides)
            .any(|&(r, f)| r.abs() > 1 || f.abs() > 1)
        {
            5
        } else {
            3
        };
        let half = n / 2;
        let (grid, gy) = if names {
            (0.64 * size, y - 0.1 * size)
        } else {
            (0.8 * size, y)
        };
        let c = grid / n as f64;
        let fwd = screen_vector(piece.facing(), flipped);
        let right = screen_vector(piece.facing().turned(true), flipped);
        let at = |r: i8, f: i8| {
            (
                x + c * (r as f64 * right.0 + f as f64 * fwd.0),
                gy + c * (r as f64 * right.1 + f as f64 * fwd.1),
            )
        };

        // The grid's lines, faint.
        ctx.set_line_width((size / 70.0).max(0.6));
        ctx.set_stroke_style_str(p.grid);
        let g0x = x - grid / 2.0;
        let g0y = gy - grid / 2.0;
        for i in 0..=n {
            let o = i as f64 * c;
            s.line(g0x + o, g0y, g0x + o, g0y + grid);
            s.line(g0x, g0y + o, g0x + grid, g0y + o);
        }

        let cell_fill = 0.76 * c;
        for &(r, f) in leaps {
            let (cx, cy) = at(r, f);
            self.rounded(
                cx - cell_fill / 2.0,
                cy - cell_fill / 2.0,
                cell_fill,
                cell_fill,
                0.12 * c,
            );
            ctx.set_fill_style_str(p.ink);
            ctx.fill();
        }
        for &(r, f) in slides {
            let (cx, cy) = at(r, f);
            ctx.set_fill_style_str(p.ink);
            ctx.fill_rect(
                cx - cell_fill / 2.0,
                cy - cell_fill / 2.0,
                cell_fill,
                cell_fill,
            );
            let inner = 0.38 * c;
            ctx.set_fill_style_str(p.face);
            ctx.fill_rect(cx - inner / 2.0, cy - inner / 2.0, inner, inner);
        }

        // The own cell: the letter on an ink disc, upright for the viewer;
        // a piece whose grid leaves the 3×3 around it empty (the Kỵ) gets a
        // bigger disc.
        let (ox, oy) = at(0, 0);
        let ring_empty = !leaps
            .iter()
            .chain(slides)
            .any(|&(r, f)| r.abs() <= 1 && f.abs() <= 1);
        let letter = kind.letter().to_string();
        if names {
            s.disc(ox, oy, 0.3 * c, p.ink);
            let font = format!("bold {}px sans-serif", (0.2 * size).round().max(6.0));
            s.text(kind_label(kind), x, y + 0.355 * size, &font, p.ink);
        } else {
            let r = if ring_empty && half > 1 {
                1.25 * c
            } else {
                0.56 * c
            };
            s.disc(ox, oy, r, p.ink);
            let font = format!("bold {}px sans-serif", (1.45 * r).round().max(6.0));
            s.text(&letter, ox, oy + 0.06 * r, &font, p.face);
        }
    }

    /// A card beside a stack's square showing its pieces bottom to top.
    /// Above the square in the board's lower half, below it in the upper
    /// half, or away from `away` (the selection's height on screen).
    fn stack_card(
        &self,
        l: &Layout,
        sq: Square,
        flipped: bool,
        game: &Game,
        names: bool,
        away: Option<f64>,
    ) {
        let s = &self.surface;
        let pieces = game.position().stack(sq).pieces();
        let n = pieces.len();
        let per_row = n.min(8);
        let rows = n.div_ceil(per_row.max(1));
        let t = 0.7 * l.u;
        let gap = 0.12 * l.u;
        let pad = 0.15 * l.u;
        let label = 0.28 * l.u;
        let w = per_row as f64 * (t + gap) - gap + 2.0 * pad;
        let h = rows as f64 * (t + label + gap) - gap + 2.0 * pad;
        let (x, y) = l.center(Place::Square(sq), flipped);
        let (_, row) = Layout::cell(sq, flipped);
        let above = match away {
            Some(sel_y) if (sel_y - y).abs() > 0.1 * l.u => sel_y > y,
            _ => row >= 4,
        };
        let top = if above {
            y - 0.6 * l.u - h
        } else {
            y + 0.6 * l.u
        };
        let left = (x - w / 2.0).clamp(0.0, (s.width - w).max(0.0));
        let top = top.clamp(0.0, (s.height - h).max(0.0));
        self.rounded(left + 2.0, top + 3.0, w, h, 0.12 * l.u);
        s.ctx.set_fill_style_str(theme::SHADOW);
        s.ctx.fill();
        self.rounded(left, top, w, h, 0.12 * l.u);
        s.ctx.set_fill_style_str(colour::CARD);
        s.ctx.fill();
        s.ctx.set_line_width((l.u / 30.0).max(1.0));
        s.ctx.set_stroke_style_str(colour::CARD_EDGE);
        s.ctx.stroke();
        let font = format!("{}px sans-serif", (l.u * 0.22).round().max(8.0));
        for (i, piece) in pieces.iter().enumerate() {
            let (col, r) = (i % per_row, i / per_row);
            let cx = left + pad + col as f64 * (t + gap) + t / 2.0;
            let cy = top + pad + r as f64 * (t + label + gap) + t / 2.0;
            self.tile(*piece, cx, cy, t, flipped, names);
            let mark = if i + 1 == n {
                format!("{}▲", i + 1)
            } else {
                (i + 1).to_string()
            };
            s.text(
                &mark,
                cx,
                cy + t / 2.0 + label / 2.0,
                &font,
                colour::CARD_EDGE,
            );
        }
    }
}

/// A kind's Vietnamese name, as printed under the grid.
fn kind_label(kind: Kind) -> &'static str {
    crate::games::longphuong::kind_name(kind)
}
