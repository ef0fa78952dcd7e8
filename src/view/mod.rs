//! Canvas painters: each game's `state` drawn on a `<canvas>`, and pointer
//! positions mapped back to board points. No rules live here; the painters
//! only ask the engines what to show.

pub mod hand_board;

/// Each game's painter module.
macro_rules! game_views {
    ($([$id:ident $name:literal $feature:literal])*) => {$(
        #[cfg(game = $name)]
        pub mod $id;
    )*};
}
for_each_game!(game_views);

use std::marker::PhantomData;

use serde::Deserialize;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::core::{Game, MoveCode, MoveOf};

/// What every board's view has: which way up it is, and where the player's
/// attention is. Flattened into each game's `BoardView`, so the page passes
/// these keys beside the game's own.
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(rename_all = "camelCase", default)]
pub struct Focus {
    /// The second side at the bottom.
    pub flipped: bool,
    /// The selected place: a point or square's index, or a hand place.
    pub selected: Option<u32>,
    /// The selected piece follows the pointer at these CSS pixels.
    pub drag: Option<Drag>,
    /// Move codes to mark instead of the selected piece's legal moves
    /// (e.g. a touch-move obligation).
    pub hint: Option<Vec<u32>>,
    /// The keyboard cursor's place, drawn as a dashed outline.
    pub cursor: Option<u32>,
    /// A move's code drawn as an arrow over the board (the computer's hint).
    pub arrow: Option<u32>,
    /// Places an author marks (an embedded diagram's `marks`), as place
    /// ids: the board's `draw` reads them from the view's names.
    #[serde(skip)]
    pub marks: Vec<u32>,
    /// An author's arrows, `[from, to]` place ids (read like `marks`).
    #[serde(skip)]
    pub arrows: Vec<[u32; 2]>,
}

impl Focus {
    /// The moves from `place` its marks stand for: the hint's, where the
    /// page gives one, or else the legal moves.
    pub(crate) fn moves_from<G: Game>(&self, game: &G, place: G::Place) -> Vec<MoveOf<G>> {
        match &self.hint {
            Some(codes) => codes
                .iter()
                .filter_map(|&code| MoveOf::<G>::from_code(code))
                .filter(|&m| game.starts_at(m, place))
                .collect(),
            None => game.legal_moves_from(place),
        }
    }
}

/// What the page wants a board to show besides the game: the [`Focus`]
/// every board has, and the game's own keys (`T`, read through `Deref`:
/// `view.piece_set`), both flattened, so the page passes one object.
#[derive(Deserialize, Default, Clone, Debug)]
pub struct View<T> {
    #[serde(flatten)]
    pub focus: Focus,
    #[serde(flatten)]
    pub shown: T,
}

impl<T> std::ops::Deref for View<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.shown
    }
}

/// Where a dragged piece follows the pointer, in CSS pixels (a view's `drag`).
#[derive(Deserialize, Default, Clone, Copy, Debug)]
pub struct Drag {
    pub x: f64,
    pub y: f64,
}

/// A canvas font: `weight` (or nothing), a size in pixels to a tenth, and
/// `family`. Written with whole numbers: formatting a float would pull
/// about 16 KB of machinery into every module.
pub(crate) fn font(weight: &str, px: f64, family: &str) -> String {
    let tenths = (px * 10.0).round().max(0.0) as u64;
    let space = if weight.is_empty() { "" } else { " " };
    format!("{weight}{space}{}.{}px {family}", tenths / 10, tenths % 10)
}

/// Colours shared by every board.
pub(crate) mod theme {
    pub const WOOD: &str = "#e8c68a";
    pub const LINE: &str = "#5a3a1a";
    pub const LABEL: &str = "rgba(90, 58, 26, 0.75)";
    pub const LAST_MOVE: &str = "rgba(25, 95, 200, 0.9)";
    pub const SELECTED: &str = "rgba(30, 160, 60, 0.85)";
    pub const DOT: &str = "rgba(20, 110, 40, 0.75)";
    /// A capturable piece's ring: warm, unlike the green selection ring.
    pub const CAPTURE: &str = "rgba(215, 80, 10, 0.9)";
    pub const CHECK: &str = "rgba(220, 30, 30, 0.55)";
    pub const PIECE_FACE: &str = "#fbf1dc";
    pub const PIECE_EDGE: &str = "#7a5a34";
    pub const RED_INK: &str = "#b8141b";
    pub const BLACK_INK: &str = "#1b1b1b";
    pub const SHADOW: &str = "rgba(0, 0, 0, 0.3)";
    /// The keyboard cursor: dark blue reads on wood and on both inks.
    pub const CURSOR: &str = "#1746a2";
    /// The computer's hint: a translucent orange that reads over wood and
    /// both inks and lets the pieces show through.
    pub const ARROW: &str = "rgba(235, 110, 0, 0.72)";
    /// An author's mark on a place: violet, unlike every other ring.
    pub const MARK: &str = "rgba(125, 40, 190, 0.85)";
}

/// A canvas with its 2D context, sized for sharp drawing at any pixel ratio.
pub(crate) struct Surface {
    pub canvas: HtmlCanvasElement,
    pub ctx: CanvasRenderingContext2d,
    pub width: f64,
    pub height: f64,
    pub pixel_ratio: f64,
}

impl Surface {
    pub fn new(canvas: HtmlCanvasElement) -> Result<Surface, String> {
        let ctx = canvas
            .get_context("2d")
            .map_err(|_| "this browser cannot draw on a canvas".to_string())?
            .ok_or("this browser cannot draw on a canvas")?
            .dyn_into::<CanvasRenderingContext2d>()
            .map_err(|_| "the canvas gave no 2D context".to_string())?;
        let (width, height) = (canvas.width() as f64, canvas.height() as f64);
        Ok(Surface {
            canvas,
            ctx,
            width,
            height,
            pixel_ratio: 1.0,
        })
    }

    pub fn resize(&mut self, css_width: f64, css_height: f64, pixel_ratio: f64) {
        let ratio = if pixel_ratio.is_finite() && pixel_ratio > 0.0 {
            pixel_ratio
        } else {
            1.0
        };
        self.width = css_width.max(1.0);
        self.height = css_height.max(1.0);
        self.pixel_ratio = ratio;
        self.canvas.set_width((self.width * ratio).round() as u32);
        self.canvas.set_height((self.height * ratio).round() as u32);
    }

    /// Clears the canvas and sets CSS-pixel coordinates.
    pub fn begin(&self) -> Result<(), String> {
        let r = self.pixel_ratio;
        self.ctx
            .set_transform(r, 0.0, 0.0, r, 0.0, 0.0)
            .map_err(|_| "could not reset the canvas transform".to_string())?;
        self.ctx.clear_rect(0.0, 0.0, self.width, self.height);
        Ok(())
    }

    pub fn line(&self, x0: f64, y0: f64, x1: f64, y1: f64) {
        self.ctx.begin_path();
        self.ctx.move_to(x0, y0);
        self.ctx.line_to(x1, y1);
        self.ctx.stroke();
    }

    pub fn disc(&self, x: f64, y: f64, radius: f64, fill: &str) {
        self.ctx.begin_path();
        let _ = self.ctx.arc(x, y, radius, 0.0, std::f64::consts::TAU);
        self.ctx.set_fill_style_str(fill);
        self.ctx.fill();
    }

    /// A disc filled with `fill` and its edge stroked `width` wide.
    pub fn outlined_disc(&self, x: f64, y: f64, radius: f64, fill: &str, width: f64, edge: &str) {
        self.ctx.begin_path();
        let _ = self.ctx.arc(x, y, radius, 0.0, std::f64::consts::TAU);
        self.ctx.set_fill_style_str(fill);
        self.ctx.fill();
        self.ctx.set_line_width(width);
        self.ctx.set_stroke_style_str(edge);
        self.ctx.stroke();
    }

    pub fn ring(&self, x: f64, y: f64, radius: f64, width: f64, stroke: &str) {
        self.ctx.begin_path();
        let _ = self.ctx.arc(x, y, radius, 0.0, std::f64::consts::TAU);
        self.ctx.set_line_width(width);
        self.ctx.set_stroke_style_str(stroke);
        self.ctx.stroke();
    }

    /// A dashed square outline centred on (x, y), e.g. the keyboard cursor.
    pub fn dashed_square(&self, x: f64, y: f64, half: f64, width: f64, stroke: &str) {
        let dash = (half / 4.0).max(2.0);
        let pattern = js_sys::Array::of2(&dash.into(), &(dash * 0.6).into());
        let _ = self.ctx.set_line_dash(&pattern);
        self.ctx.set_line_width(width);
        self.ctx.set_stroke_style_str(stroke);
        self.ctx
            .stroke_rect(x - half, y - half, 2.0 * half, 2.0 * half);
        let _ = self.ctx.set_line_dash(&js_sys::Array::new());
    }

    /// Four corner brackets around (x, y), the usual last-move mark.
    pub fn corners(&self, x: f64, y: f64, half: f64, width: f64, stroke: &str) {
        let arm = half * 0.4;
        self.ctx.set_line_width(width);
        self.ctx.set_stroke_style_str(stroke);
        for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            let (cx, cy) = (x + sx * half, y + sy * half);
            self.ctx.begin_path();
            self.ctx.move_to(cx, cy - sy * arm);
            self.ctx.line_to(cx, cy);
            self.ctx.line_to(cx - sx * arm, cy);
            self.ctx.stroke();
        }
    }

    /// An arrow from one centre to another over the pieces, `cell` the
    /// board's cell in CSS pixels (a move that stays in place, a ring).
    pub fn arrow(&self, (x0, y0): (f64, f64), (x1, y1): (f64, f64), cell: f64) {
        let (dx, dy) = (x1 - x0, y1 - y0);
        let length = dx.hypot(dy);
        if length < 1.0 {
            self.ring(x0, y0, 0.4 * cell, 0.12 * cell, theme::ARROW);
            return;
        }
        let (ux, uy) = (dx / length, dy / length);
        let (width, head) = (0.16 * cell, 0.42 * cell);
        // The shaft starts off the moving piece's centre and stops at the head.
        let (sx, sy) = (x0 + ux * 0.2 * cell, y0 + uy * 0.2 * cell);
        let (bx, by) = (x1 - ux * head, y1 - uy * head);
        let (nx, ny) = (-uy, ux);
        let w = width / 2.0;
        self.polygon(
            &[
                (sx + nx * w, sy + ny * w),
                (bx + nx * w, by + ny * w),
                (bx + nx * head * 0.6, by + ny * head * 0.6),
                (x1, y1),
                (bx - nx * head * 0.6, by - ny * head * 0.6),
                (bx - nx * w, by - ny * w),
                (sx - nx * w, sy - ny * w),
            ],
            theme::ARROW,
        );
    }

    /// An author's marks (a ring round each place) and arrows, over the
    /// pieces: `center` is where a place id is drawn (None: not on this
    /// board now), `cell` the board's cell in CSS pixels.
    pub fn annotations(
        &self,
        focus: &Focus,
        cell: f64,
        center: impl Fn(u32) -> Option<(f64, f64)>,
    ) {
        for &place in &focus.marks {
            if let Some((x, y)) = center(place) {
                self.ring(x, y, 0.46 * cell, (cell / 9.0).max(2.0), theme::MARK);
            }
        }
        for &[from, to] in &focus.arrows {
            if let (Some(from), Some(to)) = (center(from), center(to)) {
                self.arrow(from, to, cell);
            }
        }
    }

    /// A filled polygon through `points`.
    pub fn polygon(&self, points: &[(f64, f64)], fill: &str) {
        self.ctx.begin_path();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                self.ctx.move_to(x, y);
            } else {
                self.ctx.line_to(x, y);
            }
        }
        self.ctx.close_path();
        self.ctx.set_fill_style_str(fill);
        self.ctx.fill();
    }

    pub fn text(&self, text: &str, x: f64, y: f64, font: &str, fill: &str) {
        self.ctx.set_font(font);
        self.ctx.set_text_align("center");
        self.ctx.set_text_baseline("middle");
        self.ctx.set_fill_style_str(fill);
        let _ = self.ctx.fill_text(text, x, y);
    }

    /// Text starting at `x` (left-aligned, middle baseline), squeezed to at
    /// most `max_width` CSS pixels.
    pub fn text_left(&self, text: &str, x: f64, y: f64, max_width: f64, font: &str, fill: &str) {
        self.ctx.set_font(font);
        self.ctx.set_text_align("left");
        self.ctx.set_text_baseline("middle");
        self.ctx.set_fill_style_str(fill);
        let _ = self
            .ctx
            .fill_text_with_max_width(text, x, y, max_width.max(1.0));
    }

    /// A rounded rectangle's path (fill or stroke it after).
    pub fn rounded(&self, x: f64, y: f64, w: f64, h: f64, r: f64) {
        rounded_path(&self.ctx, x, y, w, h, r);
    }
}

/// A painter on one `<canvas>`: its surface, and what it keeps of the frame
/// it drew last for hit tests (`drawn`: the 121 table's hand cards, Ô ăn
/// quan's selection; nothing for the other boards). `G` is what it draws:
/// each game's module adds its drawing verbs to `Painter<its game>`.
pub struct Painter<G, K = ()> {
    pub(crate) surface: Surface,
    pub(crate) drawn: K,
    draws: PhantomData<fn(&G)>,
}

impl<G, K: Default> Painter<G, K> {
    pub fn new(canvas: HtmlCanvasElement) -> Result<Self, String> {
        Ok(Painter {
            surface: Surface::new(canvas)?,
            drawn: K::default(),
            draws: PhantomData,
        })
    }

    pub fn resize(&mut self, css_width: f64, css_height: f64, pixel_ratio: f64) {
        self.surface.resize(css_width, css_height, pixel_ratio);
    }
}

/// A grid of `cols` × `rows` places fitted into the surface with a margin:
/// intersections for Cờ tướng, cells for shogi-like boards.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Grid {
    pub cols: u8,
    pub rows: u8,
    pub cell: f64,
    /// Centre of column 0, row 0 (top-left on screen).
    pub left: f64,
    pub top: f64,
}

impl Grid {
    /// Fits a grid whose outer places are `margin` cells from the edges.
    pub fn fit(width: f64, height: f64, cols: u8, rows: u8, margin: f64) -> Grid {
        let span_x = (cols - 1) as f64 + 2.0 * margin;
        let span_y = (rows - 1) as f64 + 2.0 * margin;
        let cell = (width / span_x).min(height / span_y);
        let left = (width - (cols - 1) as f64 * cell) / 2.0;
        let top = (height - (rows - 1) as f64 * cell) / 2.0;
        Grid {
            cols,
            rows,
            cell,
            left,
            top,
        }
    }

    pub fn center(&self, col: u8, row: u8) -> (f64, f64) {
        (
            self.left + col as f64 * self.cell,
            self.top + row as f64 * self.cell,
        )
    }

    /// The place within half a cell of (x, y), if any.
    pub fn hit(&self, x: f64, y: f64) -> Option<(u8, u8)> {
        let col = ((x - self.left) / self.cell).round();
        let row = ((y - self.top) / self.cell).round();
        let inside = col >= 0.0 && row >= 0.0 && col < self.cols as f64 && row < self.rows as f64;
        inside.then_some((col as u8, row as u8))
    }
}

/// A rounded rectangle's path on `ctx` (fill or stroke it after); the
/// corner radius shrinks to fit a small rectangle.
pub(crate) fn rounded_path(
    ctx: &web_sys::CanvasRenderingContext2d,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    r: f64,
) {
    let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
    ctx.begin_path();
    ctx.move_to(x + r, y);
    let _ = ctx.arc_to(x + w, y, x + w, y + h, r);
    let _ = ctx.arc_to(x + w, y + h, x, y + h, r);
    let _ = ctx.arc_to(x, y + h, x, y, r);
    let _ = ctx.arc_to(x, y, x + w, y, r);
    ctx.close_path();
}
