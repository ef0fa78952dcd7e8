//! The 121 table on one canvas, as seat #1 (the person) sees it: the
//! person's hand face up along the bottom, the three bots' hands face down
//! (#2 on the left, #3 opposite, #4 on the right: play order goes round the
//! table), every locked card face up, the dealer, Nhất Bản and steals as
//! small marks, and in the middle the indicators (Chỉ Điểm and the four Ẩn
//! Sĩ, face down until turned up), the deck, the offered card with an
//! arrow from the seat that revealed it and how the person would take it
//! (Bốc, Lấy, Cướp), and the pile of passed cards. At a round's end the
//! winning six are laid out in the groups of their best reading.
//!
//! Every fact comes from the engine's `MatchView`; the cards are drawn by
//! `view::card121`. The page gives the words of the labels (i18n.js); the
//! engine words card names, Bốc/Lấy/Cướp and the result.

use serde::Deserialize;
use web_sys::HtmlCanvasElement;

use super::card121::{
    draw_back, draw_card, draw_label, draw_row, draw_slot, CardLook, RowCard, RowLayout,
    CARD_ASPECT,
};
use super::Surface;
use crate::core::Lang;
use crate::games::card121::{
    Card, MatchView, RoundEnd, RoundResult, RoundView, Seat, Take, MAX_STEALS,
};

const FONT: &str = "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Noto Sans\", \"DejaVu Sans\", Arial, sans-serif";

mod colour {
    pub const FELT: &str = "#2c6a4e";
    pub const FELT_EDGE: &str = "#1f4f3a";
    pub const FELT_LINE: &str = "rgba(255, 255, 255, 0.12)";
    pub const TEXT: &str = "#f6f1e4";
    pub const MUTED: &str = "rgba(246, 241, 228, 0.78)";
    pub const PILL: &str = "rgba(0, 0, 0, 0.32)";
    pub const TURN: &str = "#ffd54a";
    pub const TURN_TEXT: &str = "#2a2100";
    pub const DEALER: &str = "#e0b23a";
    pub const NHAT_BAN: &str = "#b58ad8";
    pub const STEALS: &str = "#ef8a74";
    pub const BOC: &str = "#7fe0a0";
    pub const LAY: &str = "#8cc4ff";
    pub const CUOP: &str = "#ff9a86";
    pub const OVERLAY: &str = "#10261c";
    pub const OVERLAY_EDGE: &str = "rgba(255, 213, 74, 0.85)";
    pub const CURSOR: &str = "#ffd54a";
}

/// The labels the page words (i18n.js), with `{seat}`, `{n}`, `{max}` and
/// `{take}` placeholders. Empty ones fall back to English.
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(default, rename_all = "camelCase")]
pub struct TableWords {
    /// The person's name tag (`Bạn`).
    pub you: String,
    /// A bot's name tag (`Máy`).
    pub bot: String,
    /// `Nọc: {n}`.
    pub deck: String,
    /// `Chiếu: {n}`.
    pub pile: String,
    /// `Chỉ Điểm`.
    pub indicator: String,
    /// `Ẩn Sĩ {n}`.
    pub hidden: String,
    /// `Cái`.
    pub dealer: String,
    /// `Cướp {n}/{max}`.
    pub steals: String,
    /// `Nhất Bản`.
    pub nhat_ban: String,
    /// `#{seat} lật`.
    pub offer_flipped: String,
    /// `#{seat} đánh ra`.
    pub offer_put: String,
    /// `Bạn: {take}`.
    pub your_take: String,
    /// `Thế trắng?` while Thế trắng is asked.
    pub white: String,
}

impl TableWords {
    fn get<'a>(value: &'a str, fallback: &'a str) -> &'a str {
        if value.is_empty() {
            fallback
        } else {
            value
        }
    }
}

/// What the page adds to the table: the keyboard cursor, Đổi pressed, the
/// words.
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(default, rename_all = "camelCase")]
pub struct TableView {
    /// The keyboard cursor on the person's hand (an index).
    pub cursor: Option<usize>,
    /// Đổi is pressed: the cards that may go out are raised, the others
    /// dimmed.
    pub exchanging: bool,
    pub words: TableWords,
}

/// Fills `{key}` placeholders.
fn fill(template: &str, params: &[(&str, String)]) -> String {
    let mut out = template.to_string();
    for (key, value) in params {
        out = out.replace(&format!("{{{key}}}"), value);
    }
    out
}

/// A score as the page writes it: 2.500 in Vietnamese, 2,500 in English.
fn score_text(score: i64, lang: Lang) -> String {
    let digits = score.unsigned_abs().to_string();
    let sep = match lang {
        Lang::Vi => '.',
        Lang::En => ',',
    };
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(ch);
    }
    if score < 0 {
        format!("−{out}")
    } else {
        out
    }
}

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

fn take_colour(take: Take) -> &'static str {
    match take {
        Take::Boc => colour::BOC,
        Take::Lay => colour::LAY,
        Take::Cuop => colour::CUOP,
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Rect {
    x: f64,
    y: f64,
    w: f64,
    h: f64,
}

impl Rect {
    fn contains(&self, x: f64, y: f64) -> bool {
        x >= self.x && x <= self.x + self.w && y >= self.y && y <= self.y + self.h
    }

    fn cx(&self) -> f64 {
        self.x + self.w / 2.0
    }

    fn cy(&self) -> f64 {
        self.y + self.h / 2.0
    }
}

/// Where a seat sits on screen, seen from the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Bottom,
    Left,
    Top,
    Right,
}

fn place_of(seat: Seat, person: Seat) -> Place {
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
struct Layout {
    w: f64,
    h: f64,
    pad: f64,
    /// Text size of labels.
    px: f64,
    /// The person's hand cards.
    hand_w: f64,
    hand_top: f64,
    /// A bot's card width.
    bot_w: f64,
    side_w: f64,
    top_h: f64,
    /// Where the side seats' columns begin.
    side_top: f64,
    bottom_h: f64,
    /// The indicators' own row on a tall canvas.
    indicator_band: Option<Rect>,
    /// The middle of the table, between the seats.
    center: Rect,
}

impl Layout {
    fn fit(w: f64, h: f64, hand_count: usize) -> Layout {
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
    fn hand_rect(&self, i: usize, n: usize) -> Rect {
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

/// The cards in the middle: the indicators, the deck, the offered card and
/// the pile.
struct Middle {
    /// Card width of the deck and the pile.
    small: f64,
    /// The offered card's width.
    big: f64,
    label: f64,
    indicators: [Rect; 5],
    deck: Rect,
    offer: Rect,
    pile: Rect,
}

impl Middle {
    fn fit(l: &Layout) -> Middle {
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
            row + big * 0.3 + big * CARD_ASPECT + 2.2 * label
        };
        let scale = (c.h / need(ind, big)).min(1.0);
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

/// What every part of a frame reads.
struct Frame<'a> {
    layout: &'a Layout,
    view: &'a MatchView,
    words: &'a TableWords,
    lang: Lang,
}

/// Draws the 121 table.
pub struct Painter {
    surface: Surface,
    /// The person's hand cards as drawn last, for hit tests.
    hand: Vec<Rect>,
}

impl Painter {
    pub fn new(canvas: HtmlCanvasElement) -> Result<Painter, String> {
        Ok(Painter {
            surface: Surface::new(canvas)?,
            hand: Vec::new(),
        })
    }

    pub fn resize(&mut self, css_width: f64, css_height: f64, pixel_ratio: f64) {
        self.surface.resize(css_width, css_height, pixel_ratio);
    }

    /// The person's hand card under (x, y), by index; the topmost wins.
    pub fn card_at(&self, x: f64, y: f64) -> Option<usize> {
        self.hand.iter().rposition(|r| r.contains(x, y))
    }

    pub fn card_rect(&self, index: usize) -> Option<(f64, f64, f64, f64)> {
        self.hand.get(index).map(|r| (r.x, r.y, r.w, r.h))
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
        self.hand = hand;
        Ok(())
    }

    fn felt(&self, l: &Layout) {
        let s = &self.surface;
        s.rounded(0.0, 0.0, l.w, l.h, (l.w * 0.025).clamp(6.0, 18.0));
        s.ctx.set_fill_style_str(colour::FELT);
        s.ctx.fill();
        s.ctx.set_line_width(3.0);
        s.ctx.set_stroke_style_str(colour::FELT_EDGE);
        s.ctx.stroke();
        // The middle's outline, faint.
        let c = l.center;
        s.rounded(c.x, c.y, c.w, c.h, 12.0);
        s.ctx.set_line_width(1.0);
        s.ctx.set_stroke_style_str(colour::FELT_LINE);
        s.ctx.stroke();
    }

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
        let font = format!("600 {px:.1}px {FONT}");
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
            (colour::TURN, colour::TURN_TEXT)
        } else {
            (colour::PILL, colour::TEXT)
        };
        let head = format!("#{} {name}", seat.number());
        let score = score_text(m.scores[i], f.lang);
        if column {
            items.push((head, bg, fg));
            items.push((score, colour::PILL, colour::TEXT));
        } else {
            items.push((format!("{head} · {score}"), bg, fg));
        }
        if r.dealer == seat {
            let t = TableWords::get(&words.dealer, "Dealer").to_string();
            items.push((t, colour::DEALER, colour::TURN_TEXT));
        }
        if r.nhat_ban[i] {
            let t = TableWords::get(&words.nhat_ban, "Nhất Bản").to_string();
            items.push((t, colour::NHAT_BAN, colour::TURN_TEXT));
        }
        if r.steals[i] > 0 {
            let t = fill(
                TableWords::get(&words.steals, "Steals {n}/{max}"),
                &[
                    ("n", r.steals[i].to_string()),
                    ("max", MAX_STEALS.to_string()),
                ],
            );
            items.push((t, colour::STEALS, colour::TURN_TEXT));
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
            s.ctx.set_font(&format!("600 {px:.1}px {FONT}"));
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
    fn bot(
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
                        &format!("600 {:.1}px {FONT}", l.px * 0.9),
                        colour::MUTED,
                    );
                }
            }
        }
    }

    /// The person's seat: tags and the hand face up. Returns where each
    /// card was drawn.
    fn person(
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
            if view.exchanging && gives {
                rect.y -= l.hand_w * 0.14;
            }
            let look = CardLook {
                lang,
                locked: r.locked[i].contains(&card),
                highlight: gives,
                dimmed: view.exchanging && !gives,
            };
            draw_card(ctx, card, rect.x, rect.y, rect.w, rect.h, &look);
            if view.cursor == Some(k) {
                self.cursor(rect);
            }
            rects.push(rect);
        }
        rects
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
        s.ctx.set_stroke_style_str(colour::CURSOR);
        s.ctx.stroke();
        let _ = s.ctx.set_line_dash(&js_sys::Array::new());
    }

    fn middle(&self, l: &Layout, md: &Middle, r: &RoundView, words: &TableWords, lang: Lang) {
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
        let small_font = format!("600 {label_px:.1}px {FONT}");
        s.text(
            &deck_text,
            d.cx(),
            d.y + d.h + md.label * 0.6,
            &small_font,
            colour::TEXT,
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
            colour::TEXT,
        );

        // The offered card, an arrow from the seat that revealed it, and
        // how the person would take it.
        let o = md.offer;
        let Some(offer) = r.offer else {
            draw_slot(ctx, o.x, o.y, o.w, o.h);
            if r.white_phase {
                let t = TableWords::get(&words.white, "Thế trắng?");
                s.text(
                    t,
                    o.cx(),
                    o.cy(),
                    &format!("700 {px:.1}px {FONT}"),
                    colour::TEXT,
                );
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
        let font = format!("700 {px:.1}px {FONT}");
        let ly = o.y + o.h + md.label * 0.62;
        s.text(&who, o.cx(), ly, &font, colour::TEXT);
        let yours = fill(
            TableWords::get(&words.your_take, "You: {take}"),
            &[("take", take.name(lang).to_string())],
        );
        s.text(&yours, o.cx(), ly + md.label, &font, take_colour(take));
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
        let angle = (y1 - y0).atan2(x1 - x0);
        s.ctx.set_line_cap("round");
        s.ctx.set_line_width((big * 0.05).max(3.0));
        s.ctx.set_stroke_style_str(colour);
        s.line(
            x0,
            y0,
            x1 - head * 0.6 * angle.cos(),
            y1 - head * 0.6 * angle.sin(),
        );
        let wing = 0.5;
        s.polygon(
            &[
                (x1, y1),
                (
                    x1 - head * (angle - wing).cos(),
                    y1 - head * (angle - wing).sin(),
                ),
                (
                    x1 - head * (angle + wing).cos(),
                    y1 - head * (angle + wing).sin(),
                ),
            ],
            colour,
        );
    }

    /// The round's end over the middle of the table: its first line and
    /// the winning cards in the groups of their reading.
    fn result(&self, l: &Layout, result: &RoundResult, m: &MatchView, lang: Lang) {
        let s = &self.surface;
        let ctx = &s.ctx;
        let px = l.px;
        let x = l.pad;
        let y = l.top_h - l.pad * 0.5;
        let w = l.w - 2.0 * l.pad;
        let h = l.h - l.top_h - l.bottom_h + l.pad;
        s.rounded(x, y, w, h, 12.0);
        ctx.set_fill_style_str(colour::OVERLAY);
        ctx.fill();
        ctx.set_line_width(2.0);
        ctx.set_stroke_style_str(colour::OVERLAY_EDGE);
        ctx.stroke();

        let mut lines: Vec<String> = result.lines(lang).into_iter().take(2).collect();
        if let Some(end) = &m.end {
            lines.push(end.text(lang));
        }
        let title_px = (px * 1.15).min(18.0);
        let mut ty = y + l.pad + title_px * 0.8;
        for (k, line) in lines.iter().enumerate() {
            let (weight, size, fg) = if k == 0 {
                (700, title_px, colour::TURN)
            } else {
                (600, px, colour::TEXT)
            };
            for part in wrap(
                s,
                line,
                &format!("{weight} {size:.1}px {FONT}"),
                w - 2.0 * l.pad,
            ) {
                s.text(
                    &part,
                    x + w / 2.0,
                    ty,
                    &format!("{weight} {size:.1}px {FONT}"),
                    fg,
                );
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
