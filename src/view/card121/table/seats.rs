//! The seats around the 121 table: each seat's tags (name and score, the
//! dealer, Nhất Bản, steals), a bot's cards face down with its locked ones
//! face up, the person's hand face up (raised or dimmed while Đổi is
//! pressed) and the keyboard cursor on it.

use super::layout::{place_of, Layout, Place, Rect};
use super::paint::Painter;
use super::{fill, score_text, TableView, TableWords, FONT};
use crate::core::Lang;
use crate::games::card121::{Card, MatchView, Seat, MAX_STEALS};
use crate::view::card121::theme;
use crate::view::card121::{draw_back, draw_card, CardLook, CARD_ASPECT};
use crate::view::font;

/// What every part of a frame reads.
struct Frame<'a> {
    layout: &'a Layout,
    view: &'a MatchView,
    words: &'a TableWords,
    lang: Lang,
}

impl Painter {
    /// A rounded tag with text, its left edge at `x` (or centred on `x`
    /// with `centred`); returns its width.
    #[allow(clippy::too_many_arguments)]
    fn pill(
        &self,
        text: &str,
        x: f64,
        cy: f64,
        px: f64,
        bg: &str,
        fg: &str,
        centred: bool,
        max_w: f64,
    ) -> f64 {
        let s = &self.surface;
        let font = font("600", px, FONT);
        s.ctx.set_font(&font);
        let tw = s
            .ctx
            .measure_text(text)
            .map(|t| t.width())
            .unwrap_or(px * text.len() as f64 * 0.6)
            .min((max_w - px * 0.9).max(8.0));
        let w = tw + px * 0.9;
        let h = px * 1.45;
        let left = if centred { x - w / 2.0 } else { x };
        s.rounded(left, cy - h / 2.0, w, h, h / 2.0);
        s.ctx.set_fill_style_str(bg);
        s.ctx.fill();
        s.ctx.set_text_align("center");
        s.ctx.set_text_baseline("middle");
        s.ctx.set_fill_style_str(fg);
        let _ = s
            .ctx
            .fill_text_with_max_width(text, left + w / 2.0, cy + px * 0.04, tw.max(1.0));
        w
    }

    /// A seat's tags: name and score, then the dealer, Nhất Bản and
    /// steals. Laid in a row from `x` (or centred on it), or one under the
    /// other in a column `max_w` wide. Returns the bottom edge.
    #[allow(clippy::too_many_arguments)]
    fn tags(
        &self,
        f: &Frame,
        seat: Seat,
        name: &str,
        to_act: bool,
        x: f64,
        y: f64,
        column: bool,
        max_w: f64,
    ) -> f64 {
        let (l, m, words) = (f.layout, f.view, f.words);
        let r = &m.round;
        let px = l.px;
        let line = px * 1.7;
        let i = seat.index();
        let mut items: Vec<(String, &str, &str)> = Vec::new();
        let (bg, fg) = if to_act {
            (theme::TURN, theme::TURN_TEXT)
        } else {
            (theme::PILL, theme::TEXT)
        };
        let head = format!("#{} {name}", seat.number());
        let score = score_text(m.scores[i], f.lang);
        if column {
            items.push((head, bg, fg));
            items.push((score, theme::PILL, theme::TEXT));
        } else {
            items.push((format!("{head} · {score}"), bg, fg));
        }
        if r.dealer == seat {
            let t = TableWords::get(&words.dealer, "Dealer").to_string();
            items.push((t, theme::DEALER, theme::TURN_TEXT));
        }
        if r.nhat_ban[i] {
            let t = TableWords::get(&words.nhat_ban, "Nhất Bản").to_string();
            items.push((t, theme::NHAT_BAN, theme::TURN_TEXT));
        }
        if r.steals[i] > 0 {
            let t = fill(
                TableWords::get(&words.steals, "Steals {n}/{max}"),
                &[
                    ("n", r.steals[i].to_string()),
                    ("max", MAX_STEALS.to_string()),
                ],
            );
            items.push((t, theme::STEALS, theme::TURN_TEXT));
        }
        if column {
            let mut cy = y + line / 2.0;
            for (text, bg, fg) in &items {
                self.pill(text, x, cy, px, bg, fg, true, max_w);
                cy += line;
            }
            cy - line / 2.0 + px * 0.8
        } else {
            // Measure first to centre the row on x.
            let s = &self.surface;
            s.ctx.set_font(&font("600", px, FONT));
            let widths: Vec<f64> = items
                .iter()
                .map(|(t, _, _)| {
                    s.ctx.measure_text(t).map(|m| m.width()).unwrap_or(40.0) + px * 0.9
                })
                .collect();
            let gap = px * 0.4;
            let total: f64 = widths.iter().sum::<f64>() + gap * (widths.len() as f64 - 1.0);
            let mut left = x - total / 2.0;
            let cy = y + line / 2.0;
            for (k, (text, bg, fg)) in items.iter().enumerate() {
                self.pill(text, left, cy, px, bg, fg, false, max_w);
                left += widths[k] + gap;
            }
            y + line
        }
    }

    /// A bot's seat: tags, its hidden cards face down, its locked cards
    /// face up.
    pub(super) fn bot(
        &self,
        l: &Layout,
        m: &MatchView,
        seat: Seat,
        to_act: bool,
        words: &TableWords,
        lang: Lang,
    ) {
        let ctx = &self.surface.ctx;
        let r = &m.round;
        let i = seat.index();
        let locked = &r.locked[i];
        let backs = (r.hand_sizes[i] as usize).saturating_sub(locked.len());
        let name = TableWords::get(&words.bot, "Bot");
        let frame = Frame {
            layout: l,
            view: m,
            words,
            lang,
        };
        let bw = l.bot_w;
        let bh = bw * CARD_ASPECT;
        let back_look = CardLook::default();
        let lock_look = CardLook {
            lang,
            locked: true,
            ..CardLook::default()
        };
        match place_of(seat, r.seat) {
            Place::Top => {
                let bottom = self.tags(&frame, seat, name, to_act, l.w / 2.0, l.pad, false, l.w);
                let step = bw * 0.32;
                let gap = bw * 0.18;
                let fan = if backs > 0 {
                    bw + (backs - 1) as f64 * step
                } else {
                    0.0
                };
                let span =
                    fan + locked.len() as f64 * (bw + gap) + if backs > 0 { 0.0 } else { -gap };
                let mut x = l.w / 2.0 - span.max(0.0) / 2.0;
                let y = bottom + (l.top_h - bottom - bh - l.pad) / 2.0;
                for _ in 0..backs {
                    draw_back(ctx, x, y, bw, bh, &back_look);
                    x += step;
                }
                if backs > 0 {
                    x += bw - step + gap;
                }
                for &c in locked {
                    draw_card(ctx, c, x, y, bw, bh, &lock_look);
                    x += bw + gap;
                }
            }
            place => {
                let cx = if place == Place::Left {
                    l.pad + l.side_w / 2.0
                } else {
                    l.w - l.pad - l.side_w / 2.0
                };
                let top = l.side_top;
                let bottom = self.tags(&frame, seat, name, to_act, cx, top, true, l.side_w);
                // Shrink the cards when a long column would reach the
                // person's seat.
                let start = bottom + l.pad * 0.6;
                let room = l.h - l.bottom_h - l.pad * 0.5 - start;
                let fan = if backs > 0 {
                    1.12 + 0.24 * (backs - 1) as f64
                } else {
                    0.0
                };
                let need = (fan + 1.08 * locked.len() as f64) * CARD_ASPECT;
                let bw = if need > 0.0 {
                    bw.min(room / need).max(bw * 0.55)
                } else {
                    bw
                };
                let bh = bw * CARD_ASPECT;
                let step = bh * 0.24;
                let mut y = start;
                let x = cx - bw / 2.0;
                for _ in 0..backs {
                    draw_back(ctx, x, y, bw, bh, &back_look);
                    y += step;
                }
                if backs > 0 {
                    y += bh - step + bh * 0.12;
                }
                for &c in locked {
                    draw_card(ctx, c, x, y, bw, bh, &lock_look);
                    y += bh * 1.08;
                }
                // The hand's size, for the fanned backs.
                if backs > 0 {
                    let total = r.hand_sizes[i];
                    self.surface.text(
                        &format!("{total}"),
                        cx + bw / 2.0 + l.px * 0.55,
                        bottom + l.pad * 0.6 + l.px * 0.6,
                        &font("600", l.px * 0.9, FONT),
                        theme::MUTED,
                    );
                }
            }
        }
    }

    /// The person's seat: tags and the hand face up. Returns where each
    /// card was drawn.
    pub(super) fn person(
        &self,
        l: &Layout,
        m: &MatchView,
        view: &TableView,
        to_act: bool,
        lang: Lang,
    ) -> Vec<Rect> {
        let ctx = &self.surface.ctx;
        let r = &m.round;
        let words = &view.words;
        let i = r.seat.index();
        let n = r.hand.len();
        let may_give: Vec<Card> = r
            .actions
            .iter()
            .filter_map(|a| match a {
                crate::games::card121::Action::Exchange { give, .. } => Some(*give),
                _ => None,
            })
            .collect();
        let tag_y = l.h - l.bottom_h + l.pad * 0.5;
        let frame = Frame {
            layout: l,
            view: m,
            words,
            lang,
        };
        let you = TableWords::get(&words.you, "You");
        self.tags(&frame, r.seat, you, to_act, l.w / 2.0, tag_y, false, l.w);
        let mut rects = Vec::with_capacity(n);
        for (k, &card) in r.hand.iter().enumerate() {
            let mut rect = l.hand_rect(k, n);
            let gives = may_give.contains(&card);
            let selected = view.selected == Some(k);
            if selected {
                rect.y -= l.hand_w * 0.22;
            } else if view.exchanging && gives {
                rect.y -= l.hand_w * 0.14;
            }
            let look = CardLook {
                lang,
                locked: r.locked[i].contains(&card),
                highlight: gives,
                dimmed: view.exchanging && !gives,
            };
            draw_card(ctx, card, rect.x, rect.y, rect.w, rect.h, &look);
            if selected {
                self.selection(rect);
            }
            if view.cursor == Some(k) {
                self.cursor(rect);
            }
            rects.push(rect);
        }
        rects
    }

    /// The card chosen to go out: a thick solid outline, apart from the
    /// cursor's dashes and the green ring of a card that may go out.
    fn selection(&self, r: Rect) {
        let s = &self.surface;
        let g = (r.w * 0.05).max(3.0);
        s.rounded(r.x - g, r.y - g, r.w + 2.0 * g, r.h + 2.0 * g, g * 2.0);
        s.ctx.set_line_width((r.w * 0.06).max(4.0));
        s.ctx.set_stroke_style_str(theme::SELECTED);
        s.ctx.stroke();
    }

    /// The keyboard cursor: a dashed outline around a card.
    fn cursor(&self, r: Rect) {
        let s = &self.surface;
        let g = (r.w * 0.1).max(4.0);
        let dash = (r.w * 0.09).max(3.0);
        let _ = s
            .ctx
            .set_line_dash(&js_sys::Array::of2(&dash.into(), &(dash * 0.6).into()));
        s.rounded(r.x - g, r.y - g, r.w + 2.0 * g, r.h + 2.0 * g, g * 1.6);
        s.ctx.set_line_width(2.5);
        s.ctx.set_stroke_style_str(theme::CURSOR);
        s.ctx.stroke();
        let _ = s.ctx.set_line_dash(&js_sys::Array::new());
    }
}
