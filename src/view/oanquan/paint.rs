//! The Ô ăn quan painter: what a frame draws and in which order (the
//! board, the marks under and over the stones, the selection's arrows, the
//! keyboard cursor, the stores, the stones on their way and the hand), the
//! selection it remembers for hit tests and keyboard steps, and the board,
//! the arrows and the cursor themselves.

use crate::view::font;
use std::cell::Cell;
use std::f64::consts::PI;

use super::layout::{spot, Layout, Spot, LOOSE, MANDARIN_R, PEBBLE_R};
use super::scene::Scene;
use super::{colour, BoardView, Place};
use crate::core::{Game as _, MoveCode, Side};
use crate::games::oanquan::{
    final_scores, frames, own_squares, owner, Direction, Game, Move, NORTH, SOUTH, SQUARES,
};
use crate::view::theme;

/// The selection the page drew last, for hit tests and keyboard steps (the
/// painter's `drawn`, as public as the painter).
#[derive(Clone, Copy, Debug, Default)]
pub struct Drawn {
    /// The selected square, while its arrows are on screen.
    pub selected: Option<u8>,
    /// Whose turn it was.
    pub mover: Option<Side>,
}

/// The hint's arrow's length in squares, and its size (the cell that
/// `Surface::arrow` scales by): its head stops short of the next square's
/// count and clear of a quan square's mandarin.
const HINT_LENGTH: f64 = 0.8;
const HINT_SIZE: f64 = 0.8;

/// Draws Ô ăn quan on one canvas, keeping the selection it drew last.
pub type Painter = crate::view::Painter<Game, Cell<Drawn>>;

impl Painter {
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
        // The selected square's arrows first: on a phone they reach out
        // over the neighbours (44 px tap targets).
        if let Some(sel) = self.selection(selected) {
            if let Some(m) = l.arrow_at(x, y, sel, flipped) {
                return Some(Place::Arrow(m));
            }
        }
        l.square_at(x, y, flipped).map(Place::Square)
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
        let flipped = view.focus.flipped;
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
                .focus
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
            Some((a, ply, frames)) => Scene::in_motion(&l, ply, frames, *a, flipped, mandarins),
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
            let active = [view.focus.cursor, view.inspect]
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
        if let Some(cursor) = view.focus.cursor.and_then(Place::from_id) {
            if anim.is_none() {
                self.cursor(&l, cursor, flipped, selected);
            }
        }

        // The computer's hint, at rest: an arrow from the square to sow
        // toward the next square its sowing reaches, as long whether that
        // is a dân square or a quan square (farther off, on the midline).
        if let (Some(m), None, false) = (view.focus.arrow.and_then(Move::from_code), &anim, over) {
            let (x0, y0) = l.center(m.square, flipped);
            let (x1, y1) = l.center(m.direction.next(m.square), flipped);
            let reach = HINT_LENGTH * l.u / (x1 - x0).hypot(y1 - y0);
            s.arrow(
                (x0, y0),
                (x0 + reach * (x1 - x0), y0 + reach * (y1 - y0)),
                HINT_SIZE * l.u,
            );
        }

        if anim.is_none() {
            s.annotations(&view.focus, l.u, |id| match Place::from_id(id) {
                Some(Place::Square(sq)) => Some(l.center(sq, flipped)),
                _ => None,
            });
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
        let font = font("", (u * 0.17).round().max(9.0), "sans-serif");
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
            // The arrow's tap target (wider than the half on a phone):
            // its face shows how far it reaches.
            let (rx, ry, rw, rh) = l.arrow_rect(sq, right, flipped);
            let cx = rx + rw / 2.0;
            if rw > half + 0.5 {
                s.rounded(rx, ry, rw, rh, 0.1 * u);
                s.ctx.set_fill_style_str(colour::ARROW_REACH);
                s.ctx.fill();
                s.ctx.set_stroke_style_str(colour::ARROW);
                s.ctx.set_line_width(1.0);
                s.ctx.stroke();
            }
            let on = active == Some(right);
            let ink = if on { "#ffffff" } else { colour::ARROW };
            if on {
                let pad = 0.03 * rw;
                s.rounded(
                    rx + pad,
                    ry + 0.04 * rh,
                    rw - 2.0 * pad,
                    0.92 * rh,
                    0.08 * u,
                );
                s.ctx.set_fill_style_str(colour::ARROW_ON);
                s.ctx.fill();
            }
            // The arrow: a shaft and a head, pointing to its side; under
            // it the move and its turning glyph, a line apart however small
            // the board (the font has a floor).
            let size = (u * 0.16).round().max(9.0);
            let ay = y - 0.1 * u - (size - 0.16 * u).max(0.0);
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
            let font = font("bold", size, "sans-serif");
            let text_y = ay + 0.23 * u;
            s.text(&m.text(), cx, text_y, &font, ink);
            s.text(
                &glyph.to_string(),
                cx,
                text_y + (0.18 * u).max(1.1 * size),
                &font,
                ink,
            );
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
}
