//! The 121 table's painter: a frame drawn in order (the felt, the bots'
//! seats, the person's seat, the middle, a round's end over it), and where
//! the person's hand cards were drawn, for hit tests.

use super::layout::{Layout, Middle, Rect};
use super::TableView;
use crate::core::Lang;
use crate::games::card121::{MatchView, Seat};
use crate::view::card121::theme;

/// Draws the 121 table, keeping where it drew the person's hand cards
/// last, for hit tests.
pub type Painter = crate::view::Painter<MatchView, Vec<Rect>>;

impl Painter {
    /// The person's hand card under (x, y), by index; the topmost wins.
    pub fn card_at(&self, x: f64, y: f64) -> Option<usize> {
        self.drawn.iter().rposition(|r| r.contains(x, y))
    }

    pub fn card_rect(&self, index: usize) -> Option<(f64, f64, f64, f64)> {
        self.drawn.get(index).map(|r| (r.x, r.y, r.w, r.h))
    }

    pub fn draw(&mut self, m: &MatchView, lang: Lang, view: &TableView) -> Result<(), String> {
        let s = &self.surface;
        s.begin()?;
        let r = &m.round;
        let l = Layout::fit(s.width, s.height, r.hand.len());
        self.felt(&l);
        let words = &view.words;
        let person = r.seat;
        let over = r.result.is_some() || m.end.is_some();
        let turn = if over { None } else { r.to_act };

        for seat in Seat::ALL {
            if seat != person {
                self.bot(&l, m, seat, turn == Some(seat), words, lang);
            }
        }
        let hand = self.person(&l, m, view, turn == Some(person), lang);
        let middle = Middle::fit(&l);
        self.middle(&l, &middle, r, words, lang);
        if let Some(result) = &r.result {
            self.result(&l, result, m, lang);
        }
        self.drawn = hand;
        Ok(())
    }

    fn felt(&self, l: &Layout) {
        let s = &self.surface;
        s.rounded(0.0, 0.0, l.w, l.h, (l.w * 0.025).clamp(6.0, 18.0));
        s.ctx.set_fill_style_str(theme::FELT);
        s.ctx.fill();
        s.ctx.set_line_width(3.0);
        s.ctx.set_stroke_style_str(theme::FELT_EDGE);
        s.ctx.stroke();
        // The middle's outline, faint.
        let c = l.center;
        s.rounded(c.x, c.y, c.w, c.h, 12.0);
        s.ctx.set_line_width(1.0);
        s.ctx.set_stroke_style_str(theme::FELT_LINE);
        s.ctx.stroke();
    }
}
