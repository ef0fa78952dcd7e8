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

use crate::view::font;
use serde::Deserialize;

use super::hand_board::{self, MarkColours, Shape};
use super::theme;
use crate::core::{Game as _, MoveCode, Side};
use crate::games::longphuong::{
    Facing, Game, Kind, Move, MoveKind, Piece, Square, HAND_KINDS, HAND_ORDER, ORANGE,
};

pub use crate::games::longphuong::Place;
type Layout = hand_board::Layout<Square, HAND_KINDS>;

/// The game's own keys of a view (beside the [`Focus`] every board has).
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(rename_all = "camelCase", default)]
pub struct Shown {
    /// "letter" (default: V T S K X B L P in the own cell) or "name" (the
    /// Vietnamese name under the grid).
    pub piece_label: Option<String>,
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

/// What the page wants shown besides the game itself.
/// `flipped`: Blue at the bottom.
pub type BoardView = super::View<Shown>;

/// Wood beyond the grid at the top and the right (cells).
const EDGE: f64 = 0.2;
/// The coordinate bands at the left (row letters) and bottom (column
/// numbers) of the grid (cells).
const LABEL: f64 = 0.5;
/// A hand's slot: one tile with its count.
const SLOT: f64 = 1.05;
/// The board and the hands; square 0 (a1) at Orange's bottom right.
static SHAPE: Shape = Shape {
    cell_ratio: 1.0,
    left: LABEL,
    top: EDGE,
    right: EDGE,
    bottom: LABEL,
    slot_w: SLOT,
    slot_h: SLOT,
    // Room in a hand box for the side's name.
    mark_side: 0.75,
    mark_stacked: 1.3,
    pad: 0.1,
    gap_side: 0.25,
    gap_stacked: 0.15,
    hand_w: 1.25,
    turned: true,
};

/// A lone tile's side, and a stack's top tile's (cells).
const TILE: f64 = 0.88;
const STACK_TILE: f64 = 0.8;
/// How far each lower layer of a stack peeks out (cells), and how many show.
const LAYER_STEP: f64 = 0.055;
const MAX_LAYERS: usize = 3;

mod colour {
    use super::MarkColours;

    pub const BOARD: &str = "#dfe2cd";
    pub const LINE: &str = "#5b5a44";
    pub const LABEL: &str = "rgba(60, 58, 40, 0.85)";
    pub const HAND_BOX: &str = "#c9cdb3";
    pub const HAND_EDGE: &str = "#7d7f66";
    /// The three marks a player must tell apart at a glance, also without
    /// telling hues apart: each its own hue family, lightness and shape.
    /// Last move: a soft light-amber fill under the pieces.
    /// Selection: a thick solid dark-green outline over the piece.
    /// Stack here: a dashed violet frame with a small stack glyph.
    pub const SELECTED_EDGE: &str = "#0b4f1f";
    pub const STACK_MARK: &str = "#7b2cbf";
    pub const TURN_ARROW: &str = "#0f7a34";
    pub const CARD: &str = "#fbfaf4";
    pub const CARD_EDGE: &str = "#5b5a44";
    pub const BADGE_FG: &str = "#ffffff";
    /// The marks under the pieces: last move, check, selection.
    pub const MARKS: MarkColours = MarkColours {
        last_move: "rgba(246, 205, 70, 0.6)",
        check: "rgba(225, 30, 30, 0.5)",
        // Unused: the selection is an outline (`selection_outline`).
        selected: "rgba(0, 0, 0, 0)",
    };
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
pub type Painter = super::Painter<Game>;

impl Painter {
    /// Where the board, the hands and every place go on the canvas now.
    pub(crate) fn layout(&self) -> Layout {
        Layout::fit(&SHAPE, self.surface.width, self.surface.height)
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
        match &view.focus.hint {
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
        let flipped = view.focus.flipped;
        let names = view.piece_label.as_deref() == Some("name");
        let pos = game.position();
        let selected = view.focus.selected.and_then(Place::from_id);
        let lifted = Self::lifted(game, view, selected);
        let dragging = view.focus.drag.is_some() && lifted.is_some();

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

        let last = game.plies().last().map(|p| (p.mv.to(), p.mv.from()));
        let checked = pos.king(us).filter(|_| pos.in_check());
        // The selection is outlined over the pieces (below), not filled.
        l.under_marks(s, flipped, last, checked, None, &colour::MARKS);

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
                Some(q) if q.side() != us => l.capture_mark(s, x, y),
                Some(_) => self.stack_mark(&l, x, y),
                None => s.disc(x, y, 0.14 * l.u, theme::DOT),
            }
        }
        if let Some(place) = selected {
            self.selection_outline(&l, place, flipped);
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

        if let Some(cursor) = view.focus.cursor.and_then(Place::from_id) {
            l.cursor(s, cursor, flipped);
        }

        if let (Some(drag), Some(lift)) = (view.focus.drag, lifted) {
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
        if let Some(m) = view.focus.arrow.and_then(Move::from_code) {
            let hand = HAND_ORDER.iter().position(|&k| Some(k) == m.dropped());
            l.arrow(s, (m.from(), hand), us, m.to(), flipped);
        }
        s.annotations(&view.focus, l.u, |id| {
            Place::from_id(id).map(|p| l.center(p, flipped))
        });
        Ok(())
    }

    fn board(&self, l: &Layout, flipped: bool) {
        let s = &self.surface;
        let u = l.u;
        l.wood_and_grid(s, colour::BOARD, colour::LINE, 40.0, 20.0);
        // Columns 9…1 along the bottom, rows i…a down the left (from
        // Orange's side; the other way round when flipped).
        let font = font("", (u * 0.3).round().max(9.0), "sans-serif");
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
        let (width, edge) = l.hand_edge(b, to_move);
        self.rounded(edge.x, edge.y, edge.w, edge.h, 0.12 * l.u);
        s.ctx.set_line_width(width);
        s.ctx
            .set_stroke_style_str(if to_move { p.edge } else { colour::HAND_EDGE });
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
            let font = font("bold", (l.u * 0.24).round().max(8.0), "sans-serif");
            s.text(name, text_x, text_y, &font, p.ink);
        }
    }

    /// The selected place: a thick solid outline round it.
    fn selection_outline(&self, l: &Layout, place: Place, flipped: bool) {
        let s = &self.surface;
        let (x, y) = l.center(place, flipped);
        let (w, h) = l.extent(place);
        let line = (l.u / 9.0).max(3.0);
        s.ctx.set_line_width(line);
        s.ctx.set_stroke_style_str(colour::SELECTED_EDGE);
        let inset = line / 2.0;
        self.rounded(
            x - w / 2.0 + inset,
            y - h / 2.0 + inset,
            w - line,
            h - line,
            0.1 * l.u,
        );
        s.ctx.stroke();
    }

    /// A dashed frame round a square where the piece would stack on a
    /// friendly one, with a small stack glyph (two offset squares) in its
    /// top-left corner (captures are warm corners, moves green dots).
    fn stack_mark(&self, l: &Layout, x: f64, y: f64) {
        let s = &self.surface;
        let w = (l.u / 16.0).max(2.0);
        let h = 0.5 * l.u - w / 2.0;
        let dash = (l.u / 9.0).max(3.0);
        let _ = s
            .ctx
            .set_line_dash(&js_sys::Array::of2(&dash.into(), &(dash * 0.7).into()));
        s.ctx.set_line_width(w);
        s.ctx.set_stroke_style_str(colour::STACK_MARK);
        self.rounded(x - h, y - h, 2.0 * h, 2.0 * h, 0.12 * l.u);
        s.ctx.stroke();
        let _ = s.ctx.set_line_dash(&js_sys::Array::new());
        // The glyph on a light disc so it reads over any tile.
        let (gx, gy, g) = (x - 0.3 * l.u, y - 0.3 * l.u, 0.11 * l.u);
        s.disc(gx, gy, 1.5 * g, colour::CARD);
        s.ctx.set_line_width((l.u / 40.0).max(1.0));
        for d in [0.35 * g, -0.35 * g] {
            s.ctx.set_fill_style_str(colour::STACK_MARK);
            s.ctx.fill_rect(gx - g / 2.0 + d, gy - g / 2.0 + d, g, g);
            s.ctx.set_stroke_style_str(colour::CARD);
            s.ctx.stroke_rect(gx - g / 2.0 + d, gy - g / 2.0 + d, g, g);
        }
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
        self.surface.polygon(&points, colour::TURN_ARROW);
    }

    fn badge(&self, x: f64, y: f64, r: f64, count: usize, side: Side) {
        let s = &self.surface;
        s.disc(x, y, r, palette(side).edge);
        s.ring(x, y, r, (r / 6.0).max(1.0), colour::BADGE_FG);
        let font = font("bold", (r * 1.25).round().max(8.0), "sans-serif");
        s.text(&count.to_string(), x, y + 0.05 * r, &font, colour::BADGE_FG);
    }

    /// A rounded rectangle's path.
    fn rounded(&self, x: f64, y: f64, w: f64, h: f64, r: f64) {
        self.surface.rounded(x, y, w, h, r);
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
            let font = font("bold", (0.2 * size).round().max(6.0), "sans-serif");
            s.text(kind_label(kind), x, y + 0.355 * size, &font, p.ink);
        } else {
            let r = if ring_empty && half > 1 {
                1.25 * c
            } else {
                0.56 * c
            };
            s.disc(ox, oy, r, p.ink);
            let font = font("bold", (1.45 * r).round().max(6.0), "sans-serif");
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
        let (_, row) = l.cell(sq, flipped);
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
        let font = font("", (l.u * 0.22).round().max(8.0), "sans-serif");
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
