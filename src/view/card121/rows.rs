//! A row of 121 card groups: where the cards go ([`RowLayout`]: groups
//! kept whole, wrapped onto more lines when the cards would get too small)
//! and drawing them, face up or down, with their labels.

use web_sys::CanvasRenderingContext2d;

use super::artwork::{draw_back, draw_card, draw_label};
use super::{CardLook, CARD_ASPECT};
use crate::games::card121::Card;

/// One card of a row: face up (a card) or face down (`None`), how it looks
/// and an optional label above it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RowCard {
    pub card: Option<Card>,
    pub look: CardLook,
    pub label: Option<String>,
}

/// Where the cards of a row of groups go: groups keep their cards together
/// (a small gap inside a group, a wide one between groups) and move to a
/// new line as wholes when one line would make the cards narrower than the
/// minimum. Lines are centred ([`RowLayout::align_left`] moves them to
/// the left edge).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RowLayout {
    pub card_w: f64,
    pub card_h: f64,
    /// The top-left corner of each card, in the order given.
    pub cards: Vec<(f64, f64)>,
    /// The cards of each line (indices into `cards`).
    pub lines: Vec<std::ops::Range<usize>>,
    /// The height of the label band above each line (0 without labels).
    pub label_h: f64,
    /// The whole drawing, CSS px.
    pub width: f64,
    pub height: f64,
}

/// Gaps and margins as fractions of a card's width.
const GAP_IN_GROUP: f64 = 0.08;
const GAP_BETWEEN_GROUPS: f64 = 0.42;
const MARGIN: f64 = 0.09;
const LINE_GAP: f64 = 0.22;

/// A line's width in card widths.
fn line_span(groups: &[usize]) -> f64 {
    let n: usize = groups.iter().sum();
    let k = groups.len();
    n as f64
        + n.saturating_sub(k) as f64 * GAP_IN_GROUP
        + k.saturating_sub(1) as f64 * GAP_BETWEEN_GROUPS
        + 2.0 * MARGIN
}

impl RowLayout {
    /// Lays out groups of `sizes` cards in `width` CSS px: cards at most
    /// `max_card` wide, on one line if they can be at least `min_card`
    /// wide, else on as few lines as keep them so (or, if no split does,
    /// on the lines that make them widest). `labels`: leave a band above
    /// each line for labels.
    pub fn new(sizes: &[usize], width: f64, max_card: f64, min_card: f64, labels: bool) -> Self {
        let sizes: Vec<usize> = sizes.iter().copied().filter(|&n| n > 0).collect();
        let width = width.max(10.0);
        if sizes.is_empty() {
            return RowLayout {
                card_w: max_card.min(width),
                card_h: max_card.min(width) * CARD_ASPECT,
                cards: Vec::new(),
                lines: Vec::new(),
                label_h: 0.0,
                width,
                height: 1.0,
            };
        }
        let max_card = max_card.max(8.0);
        let k = sizes.len().max(1);
        // Every way to cut the groups into consecutive lines (k ≤ ~12).
        let mut best: Option<(usize, f64, Vec<usize>)> = None; // lines, card width, cuts
        for mask in 0u32..(1 << (k - 1)).min(1 << 12) {
            let mut cuts = vec![0];
            for i in 1..k {
                if mask & (1 << (i - 1)) != 0 {
                    cuts.push(i);
                }
            }
            cuts.push(k);
            let lines = cuts.len() - 1;
            let span = cuts
                .windows(2)
                .map(|c| line_span(&sizes[c[0]..c[1]]))
                .fold(0.0, f64::max);
            let w = (width / span.max(1.0)).min(max_card);
            let better = match &best {
                None => true,
                Some((bl, bw, _)) => {
                    let ok = w >= min_card;
                    let b_ok = *bw >= min_card;
                    match (ok, b_ok) {
                        (true, false) => true,
                        (false, true) => false,
                        (true, true) => lines < *bl || (lines == *bl && w > *bw + 1e-9),
                        (false, false) => w > *bw + 1e-9 || (w >= *bw - 1e-9 && lines < *bl),
                    }
                }
            };
            if better {
                best = Some((lines, w, cuts));
            }
        }
        let (_, card_w, cuts) = best.unwrap_or((1, max_card.min(width), vec![0, 0]));
        let card_h = card_w * CARD_ASPECT;
        let label_h = if labels {
            (card_w * 0.2).clamp(11.0, 16.0) + 4.0
        } else {
            0.0
        };
        let margin = card_w * MARGIN;
        let mut cards = Vec::new();
        let mut lines = Vec::new();
        let mut y = margin;
        for c in cuts.windows(2) {
            let first = cards.len();
            let line = &sizes[c[0]..c[1]];
            let span = line_span(line) * card_w;
            let mut x = (width - span) / 2.0 + margin;
            y += label_h;
            for (g, &n) in line.iter().enumerate() {
                if g > 0 {
                    x += card_w * (GAP_BETWEEN_GROUPS - GAP_IN_GROUP);
                }
                for _ in 0..n {
                    cards.push((x, y));
                    x += card_w * (1.0 + GAP_IN_GROUP);
                }
            }
            lines.push(first..cards.len());
            y += card_h + card_w * LINE_GAP;
        }
        let height = y - card_w * LINE_GAP + margin;
        RowLayout {
            card_w,
            card_h,
            cards,
            lines,
            label_h,
            width,
            height,
        }
    }

    /// Moves every line to the left edge (keeping the margin).
    pub fn align_left(&mut self) {
        let margin = self.card_w * MARGIN;
        for line in &self.lines {
            let Some(&(x0, _)) = self.cards.get(line.start) else {
                continue;
            };
            for card in &mut self.cards[line.clone()] {
                card.0 -= x0 - margin;
            }
        }
    }

    /// The card under (x, y), by its index in the order given.
    #[allow(dead_code)] // for the table painter
    pub fn card_at(&self, x: f64, y: f64) -> Option<usize> {
        self.cards.iter().position(|&(cx, cy)| {
            x >= cx && x <= cx + self.card_w && y >= cy && y <= cy + self.card_h
        })
    }
}

/// Draws `groups` of cards as `layout` places them (made by
/// [`RowLayout::new`] from the groups' sizes).
pub(crate) fn draw_row(
    ctx: &CanvasRenderingContext2d,
    groups: &[Vec<RowCard>],
    layout: &RowLayout,
) {
    let (w, h) = (layout.card_w, layout.card_h);
    let label_px = (layout.label_h - 4.0).max(8.0) * 0.78;
    for (item, &(x, y)) in groups.iter().flatten().zip(&layout.cards) {
        match item.card {
            Some(card) => draw_card(ctx, card, x, y, w, h, &item.look),
            None => draw_back(ctx, x, y, w, h, &item.look),
        }
        if let Some(label) = &item.label {
            let cy = y - layout.label_h / 2.0 - 1.0;
            draw_label(ctx, label, x + w / 2.0, cy, w * 1.05, label_px);
        }
    }
}
