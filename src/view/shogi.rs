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
//! are answered by the layout (`hand_board`, shared with Cờ Long Phượng), so
//! the page never repeats the geometry.

use crate::view::font;
use serde::Deserialize;

use super::hand_board::{self, MarkColours, Shape};
use super::theme;
use crate::core::{Game as _, MoveCode, Side};
use crate::games::shogi::{
    kanji_char, Game, Move, Piece, Role, Square, GOTE, HAND_KINDS, HAND_ROLES, SENTE,
};

pub use crate::games::shogi::Place;
type Layout = hand_board::Layout<Square, HAND_KINDS>;

/// The game's own keys of a view (beside the [`Focus`] every board has).
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(rename_all = "camelCase", default)]
pub struct Shown {
    /// "kanji" (default) or "latin".
    pub piece_set: Option<String>,
    /// "japanese" (default: files 9…1 and ranks 一…九) or "usi" (ranks a–i).
    pub coordinates: Option<String>,
    /// A move waiting for the promotion choice: `[from place, to square]`.
    pub pending: Option<[u32; 2]>,
}

/// What the page wants shown besides the game itself.
/// `flipped`: Gote at the bottom.
pub type BoardView = super::View<Shown>;

/// Height of a square over its width: shogi squares are a little tall.
const CELL_RATIO: f64 = 1.08;
/// Wood beyond the grid on the left and the bottom (cells).
const EDGE: f64 = 0.18;
/// The coordinate bands above the grid and at its right (cells).
const LABEL: f64 = 0.55;
/// The board and the hands (komadai); square 0 (9a) at Sente's top left.
static SHAPE: Shape = Shape {
    cell_ratio: CELL_RATIO,
    left: EDGE,
    top: LABEL,
    right: LABEL,
    bottom: EDGE,
    slot_w: 1.1,
    slot_h: CELL_RATIO,
    mark_side: 0.8,
    mark_stacked: 0.8,
    pad: 0.1,
    gap_side: 0.3,
    gap_stacked: 0.2,
    hand_w: 1.3,
    turned: false,
};

mod colour {
    use super::MarkColours;

    pub const KOMADAI: &str = "#d6ae6c";
    pub const KOMADAI_EDGE: &str = "#8a6232";
    pub const PIECE_FACE: &str = "#f6dfa8";
    pub const PIECE_EDGE: &str = "#6e4a22";
    pub const PROMOTED_INK: &str = "#c0141b";
    pub const TURN: &str = "#1d6fd6";
    pub const COUNT_BG: &str = "#3a2a16";
    pub const COUNT_FG: &str = "#ffffff";
    /// The marks under the pieces: last move, check, selection.
    pub const MARKS: MarkColours = MarkColours {
        last_move: "rgba(155, 199, 0, 0.45)",
        check: "rgba(225, 30, 30, 0.5)",
        selected: "rgba(20, 110, 40, 0.45)",
    };
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

/// Draws shogi on one canvas.
pub type Painter = super::Painter<Game>;

impl Painter {
    /// Where the board, the hands and every place go on the canvas now.
    pub(crate) fn layout(&self) -> Layout {
        Layout::fit(&SHAPE, self.surface.width, self.surface.height)
    }

    /// The destinations to mark for the selected place: the hint's, or the
    /// legal moves (and drops) from it.
    fn targets(game: &Game, selected: Place, view: &BoardView) -> Vec<Square> {
        let moves = view.focus.moves_from(game, selected);
        let mut out: Vec<Square> = moves.iter().map(|m| m.to()).collect();
        out.sort();
        out.dedup();
        out
    }

    pub fn draw(&self, game: &Game, view: &BoardView) -> Result<(), String> {
        let s = &self.surface;
        s.begin()?;
        let l = self.layout();
        let flipped = view.focus.flipped;
        let latin = view.piece_set.as_deref() == Some("latin");
        let pos = game.position();
        let selected = view.focus.selected.and_then(Place::from_id);
        let dragged = selected.filter(|_| view.focus.drag.is_some());
        let pending = view
            .pending
            .and_then(|[f, t]| Some((Place::from_id(f)?, Place::from_id(t)?)));

        self.board(&l, flipped, view.coordinates.as_deref() == Some("usi"));
        let us = pos.side_to_move();
        for b in 0..2 {
            let side = Layout::side_of_box(b, flipped);
            self.hand_box(&l, b, side, side == us && game.outcome().is_none());
        }

        let last = game.plies().last().map(|p| (p.mv.to(), p.mv.from()));
        let checked = pos.king(us).filter(|_| pos.in_check());
        l.under_marks(s, flipped, last, checked, selected, &colour::MARKS);
        if let Some((from, to)) = pending {
            l.fill(s, from, flipped, colour::MARKS.selected);
            l.fill(s, to, flipped, colour::MARKS.selected);
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
            for to in Self::targets(game, place, view) {
                let (x, y) = l.center(Place::Square(to), flipped);
                if pos.piece_at(to).is_some() {
                    l.capture_mark(s, x, y);
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

        if let Some(cursor) = view.focus.cursor.and_then(Place::from_id) {
            l.cursor(s, cursor, flipped);
        }

        if let (Some(drag), Some(place)) = (view.focus.drag, dragged) {
            if let Some(piece) = self.piece_of(game, place) {
                self.piece(piece, drag.x, drag.y, l.u * 1.1, flipped, latin);
            }
        }
        if let Some(m) = view.focus.arrow.and_then(Move::from_code) {
            let hand = HAND_ROLES.iter().position(|&k| Some(k) == m.dropped());
            l.arrow(s, (m.from(), hand), us, m.to(), flipped);
        }
        s.annotations(&view.focus, l.u, |id| {
            Place::from_id(id).map(|p| l.center(p, flipped))
        });
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
        l.wood_and_grid(s, theme::WOOD, theme::LINE, 36.0, 18.0);
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
        let digits = font("", (u * 0.3).round().max(9.0), "sans-serif");
        let ranks = if usi {
            digits.clone()
        } else {
            font("", (u * 0.3).round().max(9.0), CJK_FONTS)
        };
        const KANJI: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
        const LETTERS: [&str; 9] = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
        // The coordinates in the lines' opaque ink: 6.3:1 on the wood (the
        // translucent LABEL was 3.7:1).
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
                theme::LINE,
            );
            let y = l.by + (i as f64 + 0.5) * ch;
            let name = if usi { LETTERS } else { KANJI }[rank as usize - 1];
            s.text(
                name,
                l.bx + 9.0 * u + LABEL * u * 0.5,
                y,
                &ranks,
                theme::LINE,
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
        let (width, edge) = l.hand_edge(b, to_move);
        s.ctx.set_line_width(width);
        s.ctx.set_stroke_style_str(if to_move {
            colour::TURN
        } else {
            colour::KOMADAI_EDGE
        });
        s.ctx.stroke_rect(edge.x, edge.y, edge.w, edge.h);
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

    fn count_badge(&self, l: &Layout, x: f64, y: f64, count: u32) {
        let s = &self.surface;
        let (bx, by) = (x + 0.36 * l.u, y + 0.3 * l.ch);
        let r = 0.2 * l.u;
        s.disc(bx, by, r, colour::COUNT_BG);
        let font = font("bold", (l.u * 0.27).round().max(8.0), "sans-serif");
        s.text(
            &count.to_string(),
            bx,
            by + 0.02 * l.u,
            &font,
            colour::COUNT_FG,
        );
    }

    /// A filled polygon, its edge stroked when `width` is positive.
    fn polygon(&self, points: &[(f64, f64)], fill: &str, stroke: &str, width: f64) {
        self.surface.polygon(points, fill);
        if width > 0.0 {
            let ctx = &self.surface.ctx;
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
            font("bold", size.round(), "sans-serif")
        } else {
            font("bold", size.round(), CJK_FONTS)
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
