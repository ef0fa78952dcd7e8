//! Path and text helpers on the raw 2D context, shared by the card
//! artwork and the emblems: rounded rectangles, circles and holes,
//! polygons, fills and strokes, a unit box to draw emblems in, and
//! centred text.

use std::f64::consts::TAU;

use web_sys::CanvasRenderingContext2d;

pub(super) use crate::view::rounded_path as rounded;

/// The point at distance `r` and angle `a` (radians, clockwise on the
/// canvas) from the origin. The page's own `Math.cos` and `Math.sin`:
/// Rust's would bring libm's argument reduction into the module (3 KB
/// gzipped) for a few emblems and an arrow head.
pub(crate) fn polar(r: f64, a: f64) -> (f64, f64) {
    (r * js_sys::Math::cos(a), r * js_sys::Math::sin(a))
}

pub(super) fn circle(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64) {
    let _ = ctx.arc(x, y, r, 0.0, TAU);
}

/// A circle traced the other way round: inside a shape traced clockwise,
/// it cuts a hole (non-zero winding).
pub(super) fn hole(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64) {
    ctx.move_to(x + r, y);
    let _ = ctx.arc_with_anticlockwise(x, y, r, 0.0, TAU, true);
}

pub(super) fn poly(ctx: &CanvasRenderingContext2d, points: &[(f64, f64)]) {
    for (i, &(x, y)) in points.iter().enumerate() {
        if i == 0 {
            ctx.move_to(x, y);
        } else {
            ctx.line_to(x, y);
        }
    }
    ctx.close_path();
}

pub(super) fn fill(ctx: &CanvasRenderingContext2d, colour: &str) {
    ctx.set_fill_style_str(colour);
    ctx.fill();
}

pub(super) fn stroke(ctx: &CanvasRenderingContext2d, colour: &str, width: f64) {
    ctx.set_stroke_style_str(colour);
    ctx.set_line_width(width);
    ctx.stroke();
}

/// A quadratic curve from `from` by `control` to `to`, then its mirror
/// image across the vertical axis (a pair of horns, of feelers).
pub(super) fn mirrored_curve(
    ctx: &CanvasRenderingContext2d,
    from: (f64, f64),
    control: (f64, f64),
    to: (f64, f64),
) {
    for k in [1.0, -1.0] {
        ctx.move_to(k * from.0, from.1);
        ctx.quadratic_curve_to(k * control.0, control.1, k * to.0, to.1);
    }
}

/// A disc of radius `r` on the unit box's centre in `face`, and a ring of
/// radius `ring_r` on it in `ring`, `width` wide.
pub(super) fn ringed_disc(
    ctx: &CanvasRenderingContext2d,
    r: f64,
    face: &str,
    ring_r: f64,
    ring: &str,
    width: f64,
) {
    circle(ctx, 0.0, 0.0, r);
    fill(ctx, face);
    ctx.begin_path();
    circle(ctx, 0.0, 0.0, ring_r);
    stroke(ctx, ring, width);
}

pub(super) fn line(ctx: &CanvasRenderingContext2d, x0: f64, y0: f64, x1: f64, y1: f64) {
    ctx.move_to(x0, y0);
    ctx.line_to(x1, y1);
}

/// Runs `draw` in a unit box: (0, 0) at (cx, cy), ±1 reaching `size / 2`.
pub(super) fn in_unit_box(
    ctx: &CanvasRenderingContext2d,
    cx: f64,
    cy: f64,
    size: f64,
    draw: impl FnOnce(&CanvasRenderingContext2d),
) {
    ctx.save();
    let _ = ctx.translate(cx, cy);
    let _ = ctx.scale(size / 2.0, size / 2.0);
    ctx.set_line_cap("round");
    ctx.set_line_join("round");
    draw(ctx);
    ctx.restore();
}

pub(super) fn text_centered(
    ctx: &CanvasRenderingContext2d,
    text: &str,
    x: f64,
    y: f64,
    max_width: f64,
    font: &str,
    colour: &str,
) {
    ctx.set_font(font);
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_fill_style_str(colour);
    let _ = ctx.fill_text_with_max_width(text, x, y, max_width.max(1.0));
}
