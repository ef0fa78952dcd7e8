//! Where everything of the 121 table goes, in CSS pixels: the seats
//! around it seen from the person, the person's hand, the bots' cards, the
//! indicators (in the middle, or in a row of their own on a tall canvas),
//! the deck, the offered card and the pile.

use crate::games::card121::Seat;
use crate::view::card121::CARD_ASPECT;

/// A rectangle in CSS pixels; the painter keeps the hand cards' as it
/// drew them (its `drawn`, as public as the painter).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rect {
    pub(super) x: f64,
    pub(super) y: f64,
    pub(super) w: f64,
    pub(super) h: f64,
}

impl Rect {
    pub(super) fn contains(&self, x: f64, y: f64) -> bool {
        x >= self.x && x <= self.x + self.w && y >= self.y && y <= self.y + self.h
    }

    pub(super) fn cx(&self) -> f64 {
        self.x + self.w / 2.0
    }

    pub(super) fn cy(&self) -> f64 {
        self.y + self.h / 2.0
    }
}

/// Where a seat sits on screen, seen from the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    Bottom,
    Left,
    Top,
    Right,
}

pub(super) fn place_of(seat: Seat, person: Seat) -> Place {
    match (seat.index() + 4 - person.index()) % 4 {
        0 => Place::Bottom,
        1 => Place::Left,
        2 => Place::Top,
        _ => Place::Right,
    }
}

/// The geometry of one frame. On a wide canvas the indicators sit in the
/// middle of the table with the deck, the offered card and the pile; on a
/// tall one (a phone) they take a row of their own across the table, under
/// the seat opposite, so the side seats' narrow columns leave the middle
/// room for the cards in play.
pub(super) struct Layout {
    pub(super) w: f64,
    pub(super) h: f64,
    pub(super) pad: f64,
    /// Text size of labels.
    pub(super) px: f64,
    /// The person's hand cards.
    pub(super) hand_w: f64,
    pub(super) hand_top: f64,
    /// A bot's card width.
    pub(super) bot_w: f64,
    pub(super) side_w: f64,
    pub(super) top_h: f64,
    /// Where the side seats' columns begin.
    pub(super) side_top: f64,
    pub(super) bottom_h: f64,
    /// The indicators' own row on a tall canvas.
    pub(super) indicator_band: Option<Rect>,
    /// The middle of the table, between the seats.
    pub(super) center: Rect,
}

impl Layout {
    pub(super) fn fit(w: f64, h: f64, hand_count: usize) -> Layout {
        let tall = h > w * 1.05;
        let pad = (w * 0.016).clamp(5.0, 14.0);
        let px = (w.min(h) * 0.032).clamp(11.0, 15.0);
        let n = hand_count.clamp(5, 6) as f64;
        let gap = 0.12;
        let hand_w = ((w - 2.0 * pad) / (n + (n - 1.0) * gap))
            .min(h * 0.2 / CARD_ASPECT)
            .min(112.0);
        let bot_w = (w.min(h) * 0.085).clamp(30.0, 58.0);
        let side_w = if tall {
            (w * 0.135).clamp(50.0, 80.0)
        } else {
            (w * 0.15).clamp(60.0, 132.0)
        };
        let top_h = pad + px * 1.9 + bot_w * CARD_ASPECT + pad;
        let raise = hand_w * 0.14;
        let bottom_h = pad + px * 1.9 + raise + hand_w * CARD_ASPECT + pad;
        let hand_top = h - pad - hand_w * CARD_ASPECT;
        let indicator_band = tall.then(|| {
            let card = ((w - 2.0 * pad) / 5.9).min(58.0).min(h * 0.085);
            Rect {
                x: pad,
                y: top_h,
                w: w - 2.0 * pad,
                h: px * 1.35 + card * CARD_ASPECT + pad,
            }
        });
        let side_top = indicator_band.map_or(top_h, |b| b.y + b.h + pad * 0.5);
        let center = Rect {
            x: side_w + pad,
            y: side_top,
            w: (w - 2.0 * (side_w + pad)).max(40.0),
            h: (h - side_top - bottom_h).max(40.0),
        };
        Layout {
            w,
            h,
            pad,
            px,
            hand_w,
            hand_top,
            bot_w,
            side_w,
            top_h,
            side_top,
            bottom_h,
            indicator_band,
            center,
        }
    }

    /// The person's card `i` of `n`, before any raise.
    pub(super) fn hand_rect(&self, i: usize, n: usize) -> Rect {
        let w = self.hand_w;
        let gap = w * 0.12;
        let span = n as f64 * w + (n.max(1) - 1) as f64 * gap;
        let x0 = (self.w - span) / 2.0;
        Rect {
            x: x0 + i as f64 * (w + gap),
            y: self.hand_top,
            w,
            h: w * CARD_ASPECT,
        }
    }
}

/// The room the offered card's two captions take below it, in labels.
const CAPTIONS: f64 = 3.0;

/// The cards in the middle: the indicators, the deck, the offered card and
/// the pile.
pub(super) struct Middle {
    /// Card width of the deck and the pile.
    pub(super) small: f64,
    /// The offered card's width.
    pub(super) big: f64,
    pub(super) label: f64,
    pub(super) indicators: [Rect; 5],
    pub(super) deck: Rect,
    pub(super) offer: Rect,
    pub(super) pile: Rect,
}

impl Middle {
    pub(super) fn fit(l: &Layout) -> Middle {
        let c = l.center;
        let label = l.px * 1.25;
        let gap = (c.w * 0.025).clamp(4.0, 12.0);
        // Widths by the room across, then scaled down to the room down.
        let (mut ind, mut big, mut small);
        let in_middle = l.indicator_band.is_none();
        if in_middle {
            ind = ((c.w - 4.0 * gap) / 5.4).min(66.0);
            small = ind;
            big = (ind * 1.5).min(96.0);
        } else {
            let band = l.indicator_band.unwrap_or(c);
            ind = ((band.w - 4.0 * gap) / 5.9)
                .min(58.0)
                .min((band.h - label - l.pad) / CARD_ASPECT);
            // Deck, arrow room, offer, arrow room, at least a card of pile.
            big = (c.w / 3.6).min(96.0);
            small = big * 0.68;
        }
        let need = |ind: f64, big: f64| {
            let row = if in_middle {
                label + ind * CARD_ASPECT + gap * 1.6
            } else {
                0.0
            };
            // Two caption lines under the offer, clear of the middle's edge.
            row + big * 0.3 + big * CARD_ASPECT + CAPTIONS * label
        };
        // Only the cards scale: the labels and gaps keep their size.
        let fixed = need(0.0, 0.0);
        let scale = ((c.h - fixed).max(0.0) / (need(ind, big) - fixed)).min(1.0);
        big *= scale;
        small *= scale;
        if in_middle {
            ind *= scale;
        }
        let total = need(ind, big);
        let top = c.y + ((c.h - total) / 2.0).max(0.0);
        let row_w = 5.0 * ind + 4.0 * gap;
        let (row_cx, iy) = match l.indicator_band {
            Some(band) => (band.cx(), band.y + label),
            None => (c.cx(), top + label),
        };
        let x0 = row_cx - row_w / 2.0;
        let indicators = std::array::from_fn(|i| Rect {
            x: x0 + i as f64 * (ind + gap),
            y: iy,
            w: ind,
            h: ind * CARD_ASPECT,
        });
        let oy = if in_middle {
            iy + ind * CARD_ASPECT + gap * 1.6 + big * 0.3
        } else {
            top + big * 0.3
        };
        let offer = Rect {
            x: c.cx() - big / 2.0,
            y: oy,
            w: big,
            h: big * CARD_ASPECT,
        };
        let arrow = (big * 0.45).max(24.0);
        let deck = Rect {
            x: (offer.x - arrow - small).max(c.x),
            y: oy + (big - small) * CARD_ASPECT,
            w: small,
            h: small * CARD_ASPECT,
        };
        let pile_x = offer.x + big + arrow;
        let pile = Rect {
            x: pile_x,
            y: deck.y,
            w: (c.x + c.w - pile_x).max(small),
            h: small * CARD_ASPECT,
        };
        Middle {
            small,
            big,
            label,
            indicators,
            deck,
            offer,
            pile,
        }
    }
}
