//! The cards in play in the middle of the 121 table: the indicators (Chỉ
//! Điểm and the four Ẩn Sĩ), the deck, the pile of passed cards, and the
//! offered card with an arrow from the seat that revealed it and how the
//! person would take it.

use super::layout::{place_of, Layout, Middle, Place, Rect};
use super::paint::Painter;
use super::{fill, TableWords, FONT};
use crate::core::Lang;
use crate::games::card121::{RoundView, Take};
use crate::view::card121::theme;
use crate::view::card121::{
    draw_back, draw_card, draw_label, draw_slot, polar, CardLook, CARD_ASPECT,
};
use crate::view::font;

fn take_colour(take: Take) -> &'static str {
    match take {
        Take::Boc => theme::BOC,
        Take::Lay => theme::LAY,
        Take::Cuop => theme::CUOP,
    }
}

impl Painter {
    pub(super) fn middle(
        &self,
        l: &Layout,
        md: &Middle,
        r: &RoundView,
        words: &TableWords,
        lang: Lang,
    ) {
        let s = &self.surface;
        let ctx = &s.ctx;
        let px = l.px;
        let label_px = (px * 0.82).max(10.0);
        let look = CardLook {
            lang,
            ..CardLook::default()
        };
        // The indicators: Chỉ Điểm face up, the Ẩn Sĩ face down until
        // turned up.
        for (k, rect) in md.indicators.iter().enumerate() {
            let label = if k == 0 {
                TableWords::get(&words.indicator, "Indicator").to_string()
            } else {
                fill(
                    TableWords::get(&words.hidden, "Ẩn Sĩ {n}"),
                    &[("n", k.to_string())],
                )
            };
            let card = if k == 0 {
                Some(r.indicator)
            } else {
                r.revealed.get(k - 1).copied()
            };
            match card {
                Some(c) => draw_card(ctx, c, rect.x, rect.y, rect.w, rect.h, &look),
                None => draw_back(ctx, rect.x, rect.y, rect.w, rect.h, &CardLook::default()),
            }
            draw_label(
                ctx,
                &label,
                rect.cx(),
                rect.y - md.label * 0.55,
                rect.w * 1.15,
                label_px,
            );
        }

        // The deck.
        let d = md.deck;
        if r.deck_left > 0 {
            draw_back(ctx, d.x, d.y, d.w, d.h, &CardLook::default());
        } else {
            draw_slot(ctx, d.x, d.y, d.w, d.h);
        }
        let deck_text = fill(
            TableWords::get(&words.deck, "Deck: {n}"),
            &[("n", r.deck_left.to_string())],
        );
        let small_font = font("600", label_px, FONT);
        s.text(
            &deck_text,
            d.cx(),
            d.y + d.h + md.label * 0.6,
            &small_font,
            theme::TEXT,
        );

        // The pile: the last cards passed, overlapping, newest on top.
        let p = md.pile;
        let pw = md.small * 0.82;
        let ph = pw * CARD_ASPECT;
        let step = (pw * 0.3).max(7.0);
        let fits = (((p.w - pw) / step).floor() as usize + 1).max(1);
        let shown = r.pile.len().min(fits);
        let py = p.y + (p.h - ph);
        for (k, &c) in r.pile[r.pile.len() - shown..].iter().enumerate() {
            draw_card(ctx, c, p.x + k as f64 * step, py, pw, ph, &look);
        }
        if r.pile.is_empty() {
            draw_slot(ctx, p.x, py, pw, ph);
        }
        let pile_text = fill(
            TableWords::get(&words.pile, "Pile: {n}"),
            &[("n", r.pile.len().to_string())],
        );
        s.text_left(
            &pile_text,
            p.x,
            p.y + p.h + md.label * 0.6,
            (l.center.x + l.center.w - p.x).max(30.0),
            &small_font,
            theme::TEXT,
        );

        // The offered card, an arrow from the seat that revealed it, and
        // how the person would take it.
        let o = md.offer;
        let Some(offer) = r.offer else {
            draw_slot(ctx, o.x, o.y, o.w, o.h);
            if r.white_phase {
                let t = TableWords::get(&words.white, "Thế trắng?");
                s.text(t, o.cx(), o.cy(), &font("700", px, FONT), theme::TEXT);
            }
            return;
        };
        let take = offer.take_for(r.seat);
        draw_card(ctx, offer.card, o.x, o.y, o.w, o.h, &look);
        let from = place_of(offer.from, r.seat);
        self.arrow(o, from, md.big, take_colour(take));
        let who = fill(
            TableWords::get(
                if offer.flipped {
                    &words.offer_flipped
                } else {
                    &words.offer_put
                },
                if offer.flipped {
                    "#{seat} flipped"
                } else {
                    "#{seat} put out"
                },
            ),
            &[("seat", offer.from.number().to_string())],
        );
        let font = font("700", px, FONT);
        let ly = o.y + o.h + md.label * 0.72;
        s.text(&who, o.cx(), ly, &font, theme::TEXT);
        let yours = fill(
            TableWords::get(&words.your_take, "You: {take}"),
            &[("take", take.name(lang).to_string())],
        );
        s.text(
            &yours,
            o.cx(),
            ly + md.label * 1.15,
            &font,
            take_colour(take),
        );
    }

    /// A short arrow into the offered card from the side of the seat it
    /// came from.
    fn arrow(&self, o: Rect, from: Place, big: f64, colour: &str) {
        let s = &self.surface;
        let len = (big * 0.38).max(20.0);
        let gap = 3.0;
        let (x0, y0, x1, y1) = match from {
            Place::Left => (o.x - gap - len, o.cy(), o.x - gap, o.cy()),
            Place::Right => (o.x + o.w + gap + len, o.cy(), o.x + o.w + gap, o.cy()),
            Place::Top => (o.cx(), o.y - gap - len * 0.8, o.cx(), o.y - gap),
            // From below, into the card's lower left corner: the captions
            // sit under the card and the pile on its right.
            Place::Bottom => (
                o.x - big * 0.24,
                o.y + o.h + big * 0.3,
                o.x + big * 0.02,
                o.y + o.h - big * 0.02,
            ),
        };
        let head = (big * 0.14).max(8.0);
        let angle = js_sys::Math::atan2(y1 - y0, x1 - x0);
        // Back from the tip by `r` at `turn` off the arrow's direction.
        let back = |r: f64, turn: f64| {
            let (dx, dy) = polar(r, angle + turn);
            (x1 - dx, y1 - dy)
        };
        s.ctx.set_line_cap("round");
        s.ctx.set_line_width((big * 0.05).max(3.0));
        s.ctx.set_stroke_style_str(colour);
        let (lx, ly) = back(head * 0.6, 0.0);
        s.line(x0, y0, lx, ly);
        let wing = 0.5;
        s.polygon(&[(x1, y1), back(head, -wing), back(head, wing)], colour);
    }
}
