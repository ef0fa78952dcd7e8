//! The Cờ tướng board: river, palaces, pieces as discs with Chinese
//! characters (or Latin letters), legal-move dots, last move and check.

use crate::view::font;
use serde::Deserialize;

use super::{theme, Grid};
use crate::games::xiangqi::{Game, Move, Piece, Role, Square, RED};
use crate::core::{Game as _, MoveCode};

/// The game's own keys of a view (beside the [`Focus`] every board has).
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(rename_all = "camelCase", default)]
pub struct Shown {
    /// "chinese" (default) or "latin".
    pub piece_set: Option<String>,
    /// The move list's notation, which the coordinates follow: "wxf" and
    /// "vi" number each side's files 1–9 from its own right, along its own
    /// edge; "iccs" or none (an embedded board, whose text names points in
    /// ICCS) labels files a–i and ranks 0–9.
    pub notation: Option<String>,
}

/// What the page wants shown besides the game itself.
/// `flipped`: Black at the bottom; `selected` and `cursor`: points 0–89.
pub type BoardView = super::View<Shown>;

/// Draws Cờ tướng on one canvas.
pub type Painter = super::Painter<Game>;

/// Board margin in cells: room for the outer pieces and the coordinates.
const MARGIN: f64 = 0.85;

/// The character drawn on a piece (also the page's captured pieces).
pub(crate) fn glyph(piece: Piece, latin: bool) -> &'static str {
    let red = piece.side() == RED;
    match (piece.role(), latin, red) {
        (Role::King, false, true) => "帥",
        (Role::King, false, false) => "將",
        (Role::Advisor, false, true) => "仕",
        (Role::Advisor, false, false) => "士",
        (Role::Elephant, false, true) => "相",
        (Role::Elephant, false, false) => "象",
        (Role::Horse, false, true) => "傌",
        (Role::Horse, false, false) => "馬",
        (Role::Rook, false, true) => "俥",
        (Role::Rook, false, false) => "車",
        (Role::Cannon, false, true) => "炮",
        (Role::Cannon, false, false) => "砲",
        (Role::Pawn, false, true) => "兵",
        (Role::Pawn, false, false) => "卒",
        (Role::King, true, _) => "K",
        (Role::Advisor, true, _) => "A",
        (Role::Elephant, true, _) => "E",
        (Role::Horse, true, _) => "H",
        (Role::Rook, true, _) => "R",
        (Role::Cannon, true, _) => "C",
        (Role::Pawn, true, _) => "P",
    }
}

const CJK_FONTS: &str = "\"Noto Serif CJK SC\", \"Noto Sans CJK SC\", \"WenQuanYi Zen Hei\", \"WenQuanYi Micro Hei\", \"PingFang SC\", \"Microsoft YaHei\", \"SimSun\", serif";

impl Painter {
    fn grid(&self) -> Grid {
        Grid::fit(self.surface.width, self.surface.height, 9, 10, MARGIN)
    }

    /// Screen column and row of a point.
    fn place(sq: Square, flipped: bool) -> (u8, u8) {
        if flipped {
            (8 - sq.file(), sq.rank())
        } else {
            (sq.file(), 9 - sq.rank())
        }
    }

    pub fn center(&self, sq: Square, flipped: bool) -> (f64, f64) {
        let (col, row) = Self::place(sq, flipped);
        self.grid().center(col, row)
    }

    /// The point at a screen column and row (the inverse of `place`).
    fn point(col: u8, row: u8, flipped: bool) -> Square {
        if flipped {
            Square::new(8 - col, row)
        } else {
            Square::new(col, 9 - row)
        }
    }

    pub fn square_at(&self, x: f64, y: f64, flipped: bool) -> Option<Square> {
        let (col, row) = self.grid().hit(x, y)?;
        Some(Self::point(col, row, flipped))
    }

    /// The point `dcol` columns right and `drow` rows down on the screen
    /// from `sq`, stopping at the board's edge: the keyboard cursor's step.
    pub fn step(sq: Square, dcol: i32, drow: i32, flipped: bool) -> Square {
        let (col, row) = Self::place(sq, flipped);
        let col = (col as i32 + dcol).clamp(0, 8) as u8;
        let row = (row as i32 + drow).clamp(0, 9) as u8;
        Self::point(col, row, flipped)
    }

    /// Where the keyboard cursor first appears: the middle of the near edge.
    pub fn home(flipped: bool) -> Square {
        Self::point(4, 9, flipped)
    }

    /// The coordinates in the notation of the move list: ICCS files under
    /// the board and ranks at its left; otherwise each side's file numbers
    /// (1–9 from its right) along its own edge, Red's at the bottom unless
    /// flipped. Drawn in the line's ink for contrast on the wood.
    fn coordinates(&self, view: &BoardView, c: f64) {
        let s = &self.surface;
        let flipped = view.focus.flipped;
        let label_font = font("", (c * 0.26).round().max(9.0), "sans-serif");
        let iccs = !matches!(view.notation.as_deref(), Some("wxf" | "vi"));
        if iccs {
            for file in 0..9u8 {
                let sq = Square::new(file, if flipped { 9 } else { 0 });
                let (x, y) = self.center(sq, flipped);
                let name = ((b'a' + file) as char).to_string();
                s.text(&name, x, y + 0.62 * c, &label_font, theme::LINE);
            }
            for rank in 0..10u8 {
                let sq = Square::new(if flipped { 8 } else { 0 }, rank);
                let (x, y) = self.center(sq, flipped);
                s.text(&rank.to_string(), x - 0.62 * c, y, &label_font, theme::LINE);
            }
            return;
        }
        for file in 0..9u8 {
            // Red counts from file i (its right), Black from file a.
            let numbers = [(RED, 9 - file, 0u8), (!RED, file + 1, 9u8)];
            for (side, number, home_rank) in numbers {
                let (x, y) = self.center(Square::new(file, home_rank), flipped);
                let below = (side == RED) != flipped;
                let y = if below { y + 0.62 * c } else { y - 0.62 * c };
                s.text(&number.to_string(), x, y, &label_font, theme::LINE);
            }
        }
    }

    pub fn draw(&self, game: &Game, view: &BoardView) -> Result<(), String> {
        let s = &self.surface;
        s.begin()?;
        let grid = self.grid();
        let c = grid.cell;
        let flipped = view.focus.flipped;
        let latin = view.piece_set.as_deref() == Some("latin");
        let point = |index: Option<u32>| {
            index
                .and_then(|i| u8::try_from(i).ok())
                .and_then(Square::from_index)
        };
        let selected = point(view.focus.selected);

        // The board.
        let (x0, y0) = grid.center(0, 0);
        let (x8, y9) = grid.center(8, 9);
        s.ctx.set_fill_style_str(theme::WOOD);
        s.ctx.fill_rect(
            x0 - MARGIN * c,
            y0 - MARGIN * c,
            (x8 - x0) + 2.0 * MARGIN * c,
            (y9 - y0) + 2.0 * MARGIN * c,
        );
        s.ctx.set_stroke_style_str(theme::LINE);
        s.ctx.set_line_width((c / 30.0).max(1.0));
        for row in 0..10 {
            let (xa, y) = grid.center(0, row);
            let (xb, _) = grid.center(8, row);
            s.line(xa, y, xb, y);
        }
        for col in 0..9 {
            let (x, ya) = grid.center(col, 0);
            let (_, yb) = grid.center(col, 9);
            if col == 0 || col == 8 {
                s.line(x, ya, x, yb);
            } else {
                // Inner files stop at the river.
                s.line(x, ya, x, ya + 4.0 * c);
                s.line(x, ya + 5.0 * c, x, yb);
            }
        }
        s.ctx.set_line_width((c / 20.0).max(1.5));
        s.ctx.stroke_rect(
            x0 - 0.08 * c,
            y0 - 0.08 * c,
            x8 - x0 + 0.16 * c,
            y9 - y0 + 0.16 * c,
        );
        s.ctx.set_line_width((c / 30.0).max(1.0));
        for (top, bottom) in [(0u8, 2u8), (7, 9)] {
            let (xa, ya) = grid.center(3, top);
            let (xb, yb) = grid.center(5, bottom);
            s.line(xa, ya, xb, yb);
            s.line(xb, ya, xa, yb);
        }
        let river_y = y0 + 4.5 * c;
        let river_font = font("", (c * 0.5).round(), CJK_FONTS);
        let (left_text, right_text) = if latin {
            ("River", "River")
        } else {
            ("楚 河", "漢 界")
        };
        s.text(left_text, x0 + 2.0 * c, river_y, &river_font, theme::LABEL);
        s.text(right_text, x0 + 6.0 * c, river_y, &river_font, theme::LABEL);

        self.coordinates(view, c);

        // Last move.
        if let Some(last) = game.plies().last() {
            for sq in [last.mv.from(), last.mv.to()] {
                let (x, y) = self.center(sq, flipped);
                s.corners(x, y, 0.5 * c, (c / 16.0).max(1.5), theme::LAST_MOVE);
            }
        }

        let pos = game.position();
        if pos.in_check() {
            let (x, y) = self.center(pos.king_square(pos.side_to_move()), flipped);
            s.disc(x, y, 0.56 * c, theme::CHECK);
        }

        // Pieces; a dragged piece is drawn last, under the pointer.
        let dragged = selected.filter(|_| view.focus.drag.is_some());
        for (sq, piece) in pos.pieces() {
            if Some(sq) == dragged {
                continue;
            }
            let (x, y) = self.center(sq, flipped);
            self.piece(piece, x, y, c, latin);
        }

        if let Some(selected) = selected {
            let (x, y) = self.center(selected, flipped);
            s.ring(x, y, 0.47 * c, (c / 14.0).max(2.0), theme::SELECTED);
            for m in view.focus.moves_from(game, selected) {
                let to = m.to();
                let (x, y) = self.center(to, flipped);
                if pos.piece_at(to).is_some() {
                    s.ring(x, y, 0.47 * c, (c / 12.0).max(2.0), theme::CAPTURE);
                } else {
                    s.disc(x, y, 0.14 * c, theme::DOT);
                }
            }
        }

        // The cursor goes over the pieces but under a dragged piece.
        if let Some(cursor) = point(view.focus.cursor) {
            let (x, y) = self.center(cursor, flipped);
            s.dashed_square(x, y, 0.5 * c, (c / 18.0).max(2.0), theme::CURSOR);
        }
        if let Some(m) = view.focus.arrow.and_then(Move::from_code) {
            s.arrow(
                self.center(m.from(), flipped),
                self.center(m.to(), flipped),
                c,
            );
        }
        s.annotations(&view.focus, c, |id| {
            point(Some(id)).map(|sq| self.center(sq, flipped))
        });
        if let (Some(drag), Some(selected)) = (view.focus.drag, selected) {
            if let Some(piece) = pos.piece_at(selected) {
                self.piece(piece, drag.x, drag.y, c * 1.08, latin);
            }
        }
        Ok(())
    }

    fn piece(&self, piece: Piece, x: f64, y: f64, cell: f64, latin: bool) {
        let s = &self.surface;
        let r = 0.43 * cell;
        s.disc(x + 0.03 * cell, y + 0.05 * cell, r, theme::SHADOW);
        s.disc(x, y, r, theme::PIECE_FACE);
        let ink = if piece.side() == RED {
            theme::RED_INK
        } else {
            theme::BLACK_INK
        };
        s.ring(x, y, r, (cell / 22.0).max(1.0), theme::PIECE_EDGE);
        s.ring(x, y, r * 0.82, (cell / 40.0).max(1.0), ink);
        let font = if latin {
            font("bold", (cell * 0.42).round(), "sans-serif")
        } else {
            font("bold", (cell * 0.5).round(), CJK_FONTS)
        };
        s.text(glyph(piece, latin), x, y + 0.02 * cell, &font, ink);
    }
}
