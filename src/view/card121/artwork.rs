//! A whole 121 card: its face (badge row on the suit's band, outline and
//! honour frame, facing mark, emblem, name, suit name and card text), its
//! back, the highlight ring, the dimmed look, the dashed outline of an
//! empty place and a label above a card.

use crate::view::font;
use web_sys::CanvasRenderingContext2d;

use super::emblems::{draw_facing, draw_figure_emblem, draw_padlock, draw_suit_badge};
use super::pen::{fill, line, poly, rounded, stroke, text_centered};
use super::{band, paper, suit_ink, theme, CardLook};
use crate::games::card121::Card;

/// Below this width a card leaves out the suit's name and uses its
/// smallest type.
const LARGE_CARD: f64 = 64.0;

const FONT: &str = "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Noto Sans\", \"DejaVu Sans\", Arial, sans-serif";

/// A figure's name on a card: one line (squeezed a little if need be), or
/// its two words on two lines when one line would be squeezed too much.
fn name_lines(ctx: &CanvasRenderingContext2d, name: &str, font: &str, room: f64) -> Vec<String> {
    ctx.set_font(font);
    let width = |t: &str| ctx.measure_text(t).map(|m| m.width()).unwrap_or(0.0);
    if width(name) <= room * 1.15 {
        return vec![name.to_string()];
    }
    match name.split_once(' ') {
        Some((a, b)) => vec![a.to_string(), b.to_string()],
        None => vec![name.to_string()],
    }
}

fn corner(w: f64) -> f64 {
    (w * 0.08).max(3.0)
}

/// The shadow under a card and its outline path (left current).
fn card_body(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64, face: &str) {
    let r = corner(w);
    ctx.save();
    ctx.set_shadow_color(theme::SHADOW);
    ctx.set_shadow_blur((w * 0.06).max(2.0));
    ctx.set_shadow_offset_y((w * 0.02).max(0.8));
    rounded(ctx, x, y, w, h, r);
    fill(ctx, face);
    ctx.restore();
}

/// Draws `card` face up with its top-left corner at (x, y), `w` × `h` CSS
/// px (use [`CARD_ASPECT`](super::CARD_ASPECT) for the height). Everything
/// on it comes from the engine: figure, suit, clan, colour, facing, honour
/// and the card text; `look` adds the language of the names, the padlock,
/// the ring and the dimmed look.
pub(crate) fn draw_card(
    ctx: &CanvasRenderingContext2d,
    card: Card,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    look: &CardLook,
) {
    let (figure, suit) = (card.figure(), card.suit());
    let ink = suit_ink(suit);
    let face = paper(suit);
    let r = corner(w);
    let large = w >= LARGE_CARD;
    let pad = (w * 0.07).max(2.5);

    if look.highlight {
        draw_highlight(ctx, x, y, w, h);
    }
    card_body(ctx, x, y, w, h, face);

    // The badge row on a band of the suit's colour.
    let row = w * 0.34;
    ctx.save();
    rounded(ctx, x, y, w, h, r);
    ctx.clip();
    ctx.begin_path();
    ctx.rect(x, y, w, pad + row + pad * 0.4);
    fill(ctx, band(suit));
    ctx.restore();

    // Outline: the suit's ink; an honour card's gold frame inside it.
    ctx.begin_path();
    rounded(ctx, x + 0.5, y + 0.5, w - 1.0, h - 1.0, r);
    stroke(ctx, ink, (w * 0.025).max(1.2));
    if card.is_honour() {
        // A frame `inset` inside the edge, its corners rounded to match.
        let frame = |inset: f64, min_radius: f64, colour: &str, width: f64| {
            ctx.begin_path();
            let radius = (r - inset * 0.6).max(min_radius);
            rounded(
                ctx,
                x + inset,
                y + inset,
                w - 2.0 * inset,
                h - 2.0 * inset,
                radius,
            );
            stroke(ctx, colour, width);
        };
        let inset = (w * 0.045).max(2.2);
        frame(inset, 1.5, theme::HONOUR_FRAME, (w * 0.035).max(1.6));
        let inner = inset + (w * 0.03).max(1.5);
        frame(inner, 1.0, theme::HONOUR_FRAME_DARK, (w * 0.008).max(0.6));
    }

    let top = y + pad;
    draw_suit_badge(ctx, suit, x + pad + row / 2.0, top + row / 2.0, row);
    draw_facing(
        ctx,
        card.facing(),
        x + w - pad - row * 0.38,
        top + row / 2.0,
        row * 0.72,
        ink,
    );

    // The words at the bottom, then the emblem in what is left.
    let room = w - 2.0 * pad;
    let name_px = (w * 0.155).clamp(8.5, 12.5);
    let name_font = font("700", name_px, FONT);
    let lines = name_lines(ctx, figure.name(look.lang), &name_font, room);
    let suit_px = (w * 0.11).clamp(7.5, 11.0);
    let code_px = (w * 0.12).clamp(7.0, 10.0);
    let name_h = lines.len() as f64 * name_px * 1.08;
    let suit_h = if large { suit_px * 1.25 } else { 0.0 };
    let code_h = code_px * 1.3;
    let bottom = y + h - pad * 0.8;
    let code_y = bottom - code_h / 2.0;
    let suit_y = bottom - code_h - suit_h / 2.0;
    let name_top = bottom - code_h - suit_h - name_h;
    let emblem_top = top + row + pad * 0.5;
    let emblem_room = (name_top - emblem_top - pad * 0.3).max(4.0);
    let emblem = emblem_room.min(w * 0.62);
    draw_figure_emblem(
        ctx,
        figure,
        x + w / 2.0,
        emblem_top + emblem_room / 2.0,
        emblem,
        ink,
        face,
    );
    for (i, l) in lines.iter().enumerate() {
        let ly = name_top + name_px * 1.08 * (i as f64 + 0.5);
        text_centered(ctx, l, x + w / 2.0, ly, room, &name_font, ink);
    }
    if large {
        let font = font("500", suit_px, FONT);
        text_centered(
            ctx,
            &suit.name(look.lang),
            x + w / 2.0,
            suit_y,
            room,
            &font,
            ink,
        );
    }
    let font = font(
        "600",
        code_px,
        "ui-monospace, \"DejaVu Sans Mono\", monospace",
    );
    text_centered(
        ctx,
        &card.text(),
        x + w / 2.0,
        code_y,
        room,
        &font,
        theme::CODE,
    );

    if look.locked {
        // Between the badge and the facing mark, over nothing written.
        draw_padlock(ctx, x + w * 0.55, top + row / 2.0, (w * 0.245).max(11.0));
    }
    if look.dimmed {
        dim(ctx, x, y, w, h);
    }
}

/// Draws the back of a card: a lattice on deep blue, a cream border and a
/// gold lozenge. `look` adds the ring, the padlock and the dimmed look (its
/// language is unused).
pub(crate) fn draw_back(
    ctx: &CanvasRenderingContext2d,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    look: &CardLook,
) {
    if look.highlight {
        draw_highlight(ctx, x, y, w, h);
    }
    let r = corner(w);
    card_body(ctx, x, y, w, h, theme::BACK_EDGE);
    let inset = (w * 0.08).max(2.5);
    let (ix, iy, iw, ih) = (x + inset, y + inset, w - 2.0 * inset, h - 2.0 * inset);
    ctx.save();
    rounded(ctx, ix, iy, iw, ih, (r - inset * 0.5).max(1.0));
    ctx.clip();
    ctx.set_fill_style_str(theme::BACK);
    ctx.fill_rect(ix, iy, iw, ih);
    ctx.begin_path();
    let step = (w * 0.16).max(5.0);
    let mut t = -ih;
    while t < iw + ih {
        line(ctx, ix + t, iy, ix + t + ih, iy + ih);
        line(ctx, ix + t, iy + ih, ix + t + ih, iy);
        t += step;
    }
    stroke(ctx, theme::BACK_LINE, (w * 0.02).max(0.8));
    ctx.restore();
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    let d = w * 0.22;
    ctx.begin_path();
    poly(
        ctx,
        &[
            (cx, cy - d * 1.3),
            (cx + d, cy),
            (cx, cy + d * 1.3),
            (cx - d, cy),
        ],
    );
    fill(ctx, theme::BACK_MARK);
    ctx.begin_path();
    poly(
        ctx,
        &[
            (cx, cy - d * 0.7),
            (cx + d * 0.52, cy),
            (cx, cy + d * 0.7),
            (cx - d * 0.52, cy),
        ],
    );
    fill(ctx, theme::BACK);
    ctx.begin_path();
    rounded(ctx, x + 0.5, y + 0.5, w - 1.0, h - 1.0, r);
    stroke(ctx, theme::EDGE, (w * 0.02).max(1.0));
    if look.locked {
        draw_padlock(ctx, x + w * 0.5, y + h * 0.2, w * 0.36);
    }
    if look.dimmed {
        dim(ctx, x, y, w, h);
    }
}

/// The ring around a highlighted card at (x, y), `w` × `h` (drawn outside
/// it: leave `w * 0.07` free around the card).
fn draw_highlight(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64) {
    let gap = (w * 0.045).max(2.0);
    let r = corner(w) + gap;
    rounded(ctx, x - gap, y - gap, w + 2.0 * gap, h + 2.0 * gap, r);
    stroke(ctx, theme::HIGHLIGHT_EDGE, (w * 0.07).max(3.5));
    rounded(ctx, x - gap, y - gap, w + 2.0 * gap, h + 2.0 * gap, r);
    stroke(ctx, theme::HIGHLIGHT, (w * 0.045).max(2.2));
}

fn dim(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64) {
    rounded(ctx, x, y, w, h, corner(w));
    fill(ctx, theme::DIM);
}

/// The dashed outline of an empty place for a card.
#[allow(dead_code)] // for the table painter
pub(crate) fn draw_slot(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64) {
    let dash = (w * 0.08).max(3.0);
    let _ = ctx.set_line_dash(&js_sys::Array::of2(&dash.into(), &(dash * 0.7).into()));
    rounded(ctx, x + 1.0, y + 1.0, w - 2.0, h - 2.0, corner(w));
    stroke(ctx, theme::SLOT, 1.5);
    let _ = ctx.set_line_dash(&js_sys::Array::new());
}

/// A short label centred above a card (`Chỉ Điểm`, `Ẩn Sĩ 1`, a player's
/// name), `width` wide, its middle at `cy`; squeezed to fit.
pub(crate) fn draw_label(
    ctx: &CanvasRenderingContext2d,
    text: &str,
    cx: f64,
    cy: f64,
    width: f64,
    px: f64,
) {
    let font = font("600", px, FONT);
    ctx.set_font(font.as_str());
    let tw = ctx
        .measure_text(text)
        .map(|m| m.width())
        .unwrap_or(width)
        .min(width);
    rounded(
        ctx,
        cx - tw / 2.0 - 3.0,
        cy - px * 0.7,
        tw + 6.0,
        px * 1.4,
        px * 0.4,
    );
    fill(ctx, theme::LABEL_BG);
    text_centered(ctx, text, cx, cy, width, &font, theme::LABEL);
}
