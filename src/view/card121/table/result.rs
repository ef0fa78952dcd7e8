//! A round's end on the 121 table: its first lines over the middle and the
//! winning cards laid out in the groups of their best reading.

use super::layout::Layout;
use super::paint::Painter;
use super::FONT;
use crate::core::Lang;
use crate::games::card121::{Card, MatchView, RoundEnd, RoundResult};
use crate::view::card121::theme;
use crate::view::card121::{draw_row, CardLook, RowCard, RowLayout, CARD_ASPECT};
use crate::view::font;
use crate::view::Surface;

/// The six (or five) of a round's end in the groups of their best reading;
/// the whole hand as one group when the reading names none. None for a
/// draw.
pub(crate) fn result_groups(result: &RoundResult) -> Option<Vec<Vec<Card>>> {
    match &result.end {
        RoundEnd::White { hand, .. } => Some(vec![hand.clone()]),
        RoundEnd::Win { score, .. } | RoundEnd::Den { score, .. } => {
            let groups: Vec<Vec<Card>> = score.groups.iter().map(|g| g.cards.clone()).collect();
            Some(if groups.is_empty() {
                vec![score.hand.to_vec()]
            } else {
                groups
            })
        }
        RoundEnd::Draw => None,
    }
}

impl Painter {
    /// The round's end over the middle of the table: its first line and
    /// the winning cards in the groups of their reading.
    pub(super) fn result(&self, l: &Layout, result: &RoundResult, m: &MatchView, lang: Lang) {
        let s = &self.surface;
        let ctx = &s.ctx;
        let px = l.px;
        let x = l.pad;
        let y = l.top_h - l.pad * 0.5;
        let w = l.w - 2.0 * l.pad;
        let h = l.h - l.top_h - l.bottom_h + l.pad;
        s.rounded(x, y, w, h, 12.0);
        ctx.set_fill_style_str(theme::OVERLAY);
        ctx.fill();
        ctx.set_line_width(2.0);
        ctx.set_stroke_style_str(theme::OVERLAY_EDGE);
        ctx.stroke();

        let mut lines: Vec<String> = result.lines(lang).into_iter().take(2).collect();
        if let Some(end) = &m.end {
            lines.push(end.text(lang));
        }
        let title_px = (px * 1.15).min(18.0);
        let mut ty = y + l.pad + title_px * 0.8;
        for (k, line) in lines.iter().enumerate() {
            let (weight, size, fg) = if k == 0 {
                ("700", title_px, theme::TURN)
            } else {
                ("600", px, theme::TEXT)
            };
            for part in wrap(s, line, &font(weight, size, FONT), w - 2.0 * l.pad) {
                s.text(&part, x + w / 2.0, ty, &font(weight, size, FONT), fg);
                ty += size * 1.35;
            }
        }
        let Some(groups) = result_groups(result) else {
            return;
        };
        let sizes: Vec<usize> = groups.iter().map(Vec::len).collect();
        let room_h = y + h - ty - l.pad * 0.5;
        let max_card = (room_h / (CARD_ASPECT * 1.2)).clamp(24.0, 92.0);
        let mut layout = RowLayout::new(&sizes, w - l.pad, max_card, max_card.min(60.0), false);
        if layout.height > room_h {
            // Too tall on two lines: one line, smaller cards.
            layout = RowLayout::new(&sizes, w - l.pad, max_card, 10.0, false);
        }
        let locked: &[Card] = match &result.end {
            RoundEnd::Win { seat, .. } | RoundEnd::Den { seat, .. } => {
                &m.round.locked[seat.index()]
            }
            _ => &[],
        };
        let rows: Vec<Vec<RowCard>> = groups
            .iter()
            .map(|g| {
                g.iter()
                    .map(|&c| RowCard {
                        card: Some(c),
                        look: CardLook {
                            lang,
                            locked: locked.contains(&c),
                            ..CardLook::default()
                        },
                        label: None,
                    })
                    .collect()
            })
            .collect();
        let ox = x + l.pad * 0.5;
        let oy = ty + ((room_h - layout.height) / 2.0).max(0.0) - l.pad * 0.3;
        ctx.save();
        let _ = ctx.translate(ox, oy);
        draw_row(ctx, &rows, &layout);
        ctx.restore();
    }
}

/// Splits `text` into lines no wider than `max` at `font`.
fn wrap(s: &Surface, text: &str, font: &str, max: f64) -> Vec<String> {
    s.ctx.set_font(font);
    let width = |t: &str| s.ctx.measure_text(t).map(|m| m.width()).unwrap_or(0.0);
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in text.split(' ') {
        let candidate = if current.is_empty() {
            word.to_string()
        } else {
            format!("{current} {word}")
        };
        if width(&candidate) > max && !current.is_empty() {
            lines.push(std::mem::take(&mut current));
            current = word.to_string();
        } else {
            current = candidate;
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}
