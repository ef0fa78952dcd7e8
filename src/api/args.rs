//! Reading what JavaScript passes, whatever it passes.
//!
//! Every exported function takes its arguments as `JsValue` and reads them
//! here, because wasm-bindgen's own conversions are not safe against a
//! caller's mistakes: a `&str` parameter given a number makes the glue write
//! out of bounds (a trap that bricks the module), and a JS exception thrown
//! while Rust runs (a getter, a Proxy trap) unwinds through wasm without
//! releasing the object's borrow or the wasm stack. So the rules here are:
//! - type checks use only `typeof`, which runs no JavaScript of the caller's;
//! - objects (options, views, records) are first copied by `structuredClone`
//!   through a `catch` import, so getters and Proxy traps run there, once,
//!   and whatever they throw comes back as a value, not as an unwinding;
//! - wrong types are a `TypeError` naming the argument and what it got;
//!   wrong values an `Error` that says why.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The longest text an argument may be, in UTF-16 units: far above any
/// position, move or record (a long KIF is some 100 KB), far below what
/// would exhaust wasm memory when copied in.
pub(crate) const MAX_TEXT: u32 = 1 << 22;

#[wasm_bindgen]
extern "C" {
    /// A deep copy holding only data: getters are read, Proxies, functions
    /// and symbols refused. Throws (caught) whatever a getter throws.
    #[wasm_bindgen(catch, js_name = structuredClone)]
    fn structured_clone(value: &JsValue) -> Result<JsValue, JsValue>;

    /// `String(value)`, for showing a thrown value; it may itself throw.
    #[wasm_bindgen(catch, js_name = String)]
    fn to_string(value: &JsValue) -> Result<JsValue, JsValue>;
}

/// What a value is, for a `TypeError`: its `typeof`, with the value itself
/// when it is short and safe to show.
fn kind(value: &JsValue) -> String {
    if value.is_null() {
        return "null".into();
    }
    if let Some(n) = value.as_f64() {
        return format!("the number {}", number_text(n));
    }
    if let Some(b) = value.as_bool() {
        return format!("{b}");
    }
    match value.js_typeof().as_string().as_deref() {
        Some("undefined") => "undefined".into(),
        Some("object") => "an object".into(),
        Some("string") => "a string".into(),
        Some(other) => format!("a {other}"),
        None => "a value".into(),
    }
}

/// A number as JavaScript writes it (`1e+21`, `NaN`, `-Infinity`): what
/// the caller passed, and no float formatting in the module (it would pull
/// in about 16 KB).
pub(crate) fn number_text(n: f64) -> String {
    js_sys::Number::from(n)
        .to_string_with_radix(10)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_default()
}

/// A `TypeError`: "`what` must be `expected`, not …".
pub(crate) fn type_error(what: &str, expected: &str, value: &JsValue) -> JsValue {
    js_sys::TypeError::new(&format!("{what} must be {expected}, not {}", kind(value))).into()
}

/// A `RangeError`: "`what` must be `expected`, not `n`".
pub(crate) fn range_error(what: &str, expected: &str, n: f64) -> JsValue {
    js_sys::RangeError::new(&format!(
        "{what} must be {expected}, not {}",
        number_text(n)
    ))
    .into()
}

/// A thrown value in words, short, without letting it throw again.
pub(crate) fn thrown(error: &JsValue) -> String {
    let text = to_string(error)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| "a value that cannot be shown".into());
    if text.chars().count() > 200 {
        let cut: String = text.chars().take(200).collect();
        format!("{cut}…")
    } else {
        text
    }
}

/// A text argument.
pub(crate) fn text(value: &JsValue, what: &str) -> Result<String, JsValue> {
    let Some(s) = value.dyn_ref::<js_sys::JsString>() else {
        return Err(type_error(what, "a string", value));
    };
    if s.length() > MAX_TEXT {
        return Err(js_sys::RangeError::new(&format!(
            "{what} is {} characters long: at most {MAX_TEXT} are read",
            s.length()
        ))
        .into());
    }
    Ok(s.as_string().unwrap_or_default())
}

/// Several text arguments of one call (each with its `what`), read in
/// order: the first that is not a text is refused.
pub(crate) fn texts<const N: usize>(values: [(&JsValue, &str); N]) -> Result<[String; N], JsValue> {
    let mut read: [String; N] = std::array::from_fn(|_| String::new());
    for (slot, (value, what)) in read.iter_mut().zip(values) {
        *slot = text(value, what)?;
    }
    Ok(read)
}

/// A board's `pieceGlyph(role, side, pieceSet)` arguments, each a text.
pub(crate) fn glyph_args(
    role: &JsValue,
    side: &JsValue,
    piece_set: &JsValue,
) -> Result<[String; 3], JsValue> {
    texts([
        (role, "pieceGlyph: role"),
        (side, "pieceGlyph: side"),
        (piece_set, "pieceGlyph: pieceSet"),
    ])
}

/// A text argument that may be left out (`undefined` or `null`).
pub(crate) fn optional_text(value: &JsValue, what: &str) -> Result<Option<String>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    text(value, what).map(Some)
}

/// A number argument: any finite number.
pub(crate) fn number(value: &JsValue, what: &str) -> Result<f64, JsValue> {
    match value.as_f64() {
        Some(n) if n.is_finite() => Ok(n),
        _ => Err(type_error(what, "a finite number", value)),
    }
}

/// A whole-number argument from `0` to `max`.
pub(crate) fn whole(value: &JsValue, what: &str, max: u32) -> Result<u32, JsValue> {
    whole_between(value, what, 0, max.into()).map(|n| n as u32)
}

/// A small step on the screen (a keyboard cursor's `dcol`/`drow`): a whole
/// number from -`max` to `max`.
pub(crate) fn step(value: &JsValue, what: &str, max: i32) -> Result<i32, JsValue> {
    whole_between(value, what, -i64::from(max), max.into()).map(|n| n as i32)
}

/// A whole-number argument from `min` to `max`.
fn whole_between(value: &JsValue, what: &str, min: i64, max: i64) -> Result<f64, JsValue> {
    let n = value
        .as_f64()
        .ok_or_else(|| type_error(what, "a whole number", value))?;
    whole_in(n, what, min, max)
}

/// `n` if it is a whole number from `min` to `max` (the bounds are
/// integers: no float is ever formatted here, which would pull in about
/// 16 KB).
pub(crate) fn whole_in(n: f64, what: &str, min: i64, max: i64) -> Result<f64, JsValue> {
    if n.fract() == 0.0 && (min as f64..=max as f64).contains(&n) {
        Ok(n)
    } else {
        Err(range_error(
            what,
            &format!("a whole number from {min} to {max}"),
            n,
        ))
    }
}

/// A yes/no argument; left out (`undefined` or `null`) is no.
pub(crate) fn flag(value: &JsValue, what: &str) -> Result<bool, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(false);
    }
    value
        .as_bool()
        .ok_or_else(|| type_error(what, "true or false", value))
}

/// An object argument (options, a view, a saved record) copied to plain
/// data before anything reads it; `undefined` and `null` stay as they are.
pub(crate) fn plain(value: &JsValue, what: &str) -> Result<JsValue, JsValue> {
    plain_or_why(value)
        .map_err(|why| js_sys::TypeError::new(&format!("{what} could not be read: {why}")).into())
}

/// [`plain`], refused with the reason alone.
pub(crate) fn plain_or_why(value: &JsValue) -> Result<JsValue, String> {
    if value.is_undefined() || value.is_null() {
        return Ok(value.clone());
    }
    structured_clone(value).map_err(|e| thrown(&e))
}

/// A `<canvas>` element argument.
pub(crate) fn canvas(value: JsValue, what: &str) -> Result<web_sys::HtmlCanvasElement, JsValue> {
    value
        .dyn_into::<web_sys::HtmlCanvasElement>()
        .map_err(|v| type_error(what, "a <canvas> element", &v))
}

/// A canvas size in CSS pixels (`what` names it): positive, and no larger
/// than a canvas a browser will draw.
pub(crate) fn css_size(value: &JsValue, what: &str) -> Result<f64, JsValue> {
    const MAX: u32 = 16_384;
    let n = number(value, what)?;
    if (0.0..=MAX as f64).contains(&n) {
        Ok(n)
    } else {
        Err(range_error(what, &format!("from 0 to {MAX} CSS pixels"), n))
    }
}

/// A device pixel ratio: above 0, at most 8.
pub(crate) fn pixel_ratio(value: &JsValue, what: &str) -> Result<f64, JsValue> {
    let n = number(value, what)?;
    if n > 0.0 && n <= 8.0 {
        Ok(n)
    } else {
        Err(range_error(what, "above 0 and at most 8", n))
    }
}
