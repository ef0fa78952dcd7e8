//! `drawCards121` (the 121 card painter's export) and `scoreCards121` (a
//! hand's reading) in headless Chromium: good input draws, a wrong card
//! text is refused with the engine's message, and the canvas is no longer
//! blank; a hand is read as `rulebook score 121` reads it; cards are named
//! for screen readers (`cardNames121`).
#![cfg(all(target_arch = "wasm32", feature = "card121_cards"))]

use js_sys::{Function, Reflect, Uint8ClampedArray, JSON};
use rulebook::api::{card_names121, draw_cards121, score_cards121};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::HtmlCanvasElement;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "support/js.rs"]
mod js;
use js::error_message;

fn canvas(width: u32) -> HtmlCanvasElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    canvas.set_width(width);
    canvas.set_height(10);
    canvas
}

fn options(json: &str) -> JsValue {
    JSON::parse(json).unwrap()
}

/// How many pixels of the canvas are not transparent.
fn painted_pixels(canvas: &HtmlCanvasElement) -> usize {
    let ctx = canvas.get_context("2d").unwrap().unwrap();
    let get: Function = Reflect::get(&ctx, &"getImageData".into())
        .unwrap()
        .dyn_into()
        .unwrap();
    let args = js_sys::Array::of4(
        &0.into(),
        &0.into(),
        &canvas.width().into(),
        &canvas.height().into(),
    );
    let image = get.apply(&ctx, &args).unwrap();
    let data: Uint8ClampedArray = Reflect::get(&image, &"data".into())
        .unwrap()
        .dyn_into()
        .unwrap();
    data.to_vec().chunks(4).filter(|p| p[3] != 0).count()
}

#[wasm_bindgen_test]
fn draws_groups_backs_and_marks_without_error() {
    let c = canvas(600);
    let opts = options(
        r#"{"lang":"vi","locked":["GE-ED"],"highlight":["CR-KY"],"dimmed":["MO-BB"],"labels":{"MU-LR":"Chỉ Điểm"}}"#,
    );
    draw_cards121(
        JsValue::from(c.clone()),
        JsValue::from("CR-KY GE-ED AS-FR | ?? ?? | MO-BB MU-LR"),
        opts,
    )
    .unwrap();
    // The bitmap follows the CSS width (the width attribute, the canvas
    // being out of the document) times the pixel ratio, and the height
    // the cards need.
    let ratio = web_sys::window().unwrap().device_pixel_ratio();
    assert_eq!(c.width(), (600.0 * ratio).round() as u32);
    assert!(c.height() as f64 > 60.0 * ratio, "height {}", c.height());
    // English, no options at all, cards aligned left, and many cards on a
    // narrow canvas.
    draw_cards121(
        JsValue::from(canvas(300)),
        JsValue::from("AS-FR"),
        JsValue::UNDEFINED,
    )
    .unwrap();
    draw_cards121(
        JsValue::from(canvas(300)),
        JsValue::from("AS-FR | CR-KY"),
        options(r#"{"align":"left"}"#),
    )
    .unwrap();
    let narrow = canvas(320);
    draw_cards121(
        JsValue::from(narrow.clone()),
        JsValue::from("GE-FR IN-FB ME-FP CO-BR DA-BB MO-BP | MU-LR NI-LB AS-LP PR-KY CR-ED"),
        options(r#"{"lang":"en"}"#),
    )
    .unwrap();
    // Two groups of 6 and 5 cards do not fit one line of 40-px cards: they
    // take two lines, so the drawing is taller than one line of cards.
    assert!(narrow.height() as f64 > 2.0 * 40.0 * 1.42 * ratio);
}

#[wasm_bindgen_test]
fn a_wrong_card_text_is_an_error_naming_it() {
    let c = canvas(400);
    // What drawing `cards` with `json` options is refused with.
    let refusal = |cards: &str, json: &str| {
        error_message(
            draw_cards121(JsValue::from(c.clone()), cards.into(), options(json)).unwrap_err(),
        )
    };
    let message = refusal("AS-FR XX-YY", r#"{"lang":"en"}"#);
    assert!(message.contains("'XX-YY' is not a card"), "{message}");
    let message = refusal("as-fr", r#"{"lang":"vi"}"#);
    assert!(
        message.contains("'as-fr' không phải một lá bài"),
        "{message}"
    );
    // In the options too.
    assert!(refusal("AS-FR", r#"{"locked":["AS-F"]}"#).contains("'AS-F'"));
    // A wrong alignment.
    assert!(refusal("AS-FR", r#"{"align":"right"}"#).contains("align 'right'"));
    // A wrong language.
    assert!(refusal("AS-FR", r#"{"lang":"fr"}"#).contains("'fr' is not a language"));
}

#[wasm_bindgen_test]
fn the_canvas_is_painted() {
    let c = canvas(500);
    assert_eq!(painted_pixels(&c), 0);
    draw_cards121(
        JsValue::from(c.clone()),
        JsValue::from("CR-FR GE-BB | IN-KY ME-ED"),
        JsValue::UNDEFINED,
    )
    .unwrap();
    let total = (c.width() * c.height()) as usize;
    let painted = painted_pixels(&c);
    // Four cards of about 84 × 119 px on a 500-px-wide drawing.
    assert!(painted * 4 > total, "{painted} of {total} pixels painted");
}

/// `scoreCards121`'s lines, or its refusal.
fn reading(cards: &str, json: &str) -> Result<Vec<String>, String> {
    let out = score_cards121(cards.into(), options(json)).map_err(error_message)?;
    let lines = Reflect::get(&out, &"lines".into()).unwrap();
    Ok(js_sys::Array::from(&lines)
        .iter()
        .map(|l| l.as_string().unwrap())
        .collect())
}

#[wasm_bindgen_test]
fn reads_a_hand_as_the_command_line_does() {
    let hand = "AS-FR AS-BR AS-LR GE-FR GE-BR GE-LR";
    // As `rulebook score 121 <hand> --indicator CR-KY` reads it (lines_en, lines).
    let en = reading(hand, r#"{"lang":"en","indicator":"CR-KY"}"#).unwrap();
    assert_eq!(
        en.first().map(String::as_str),
        Some("Phiên–Phiên Ba Đôi (Two Faction Triples in Three Pairs): 6 points")
    );
    assert_eq!(en.last().map(String::as_str), Some("Total: 9 points"));
    let vi = reading(hand, r#"{"lang":"vi","indicator":"CR-KY"}"#).unwrap();
    assert_eq!(vi.last().map(String::as_str), Some("Tổng: 9 điểm"));
}

#[wasm_bindgen_test]
fn refuses_a_wrong_hand_and_situation_with_the_engines_words() {
    let wrong_card = reading("AS-FR ZZ-ZZ", r#"{"lang":"en"}"#).unwrap_err();
    assert!(wrong_card.contains("ZZ-ZZ"), "{wrong_card}");
    let short = reading("AS-FR AS-BR", "{}").unwrap_err();
    assert!(!short.is_empty());
    let bad_locked =
        reading("AS-FR AS-BR AS-LR GE-FR GE-BR GE-LR", r#"{"locked":"x"}"#).unwrap_err();
    assert!(bad_locked.contains("options"), "{bad_locked}");
    let not_text = score_cards121(JsValue::from(5), JsValue::UNDEFINED).unwrap_err();
    assert!(error_message(not_text).contains("cards"));
}

#[wasm_bindgen_test]
fn names_cards_in_either_language_and_refuses_a_wrong_one() {
    let names = |cards: &str, lang: JsValue| -> Vec<Option<String>> {
        card_names121(JsValue::from(cards), lang)
            .unwrap()
            .iter()
            .map(JsValue::as_string)
            .collect()
    };
    assert_eq!(
        names("AS-FR ?? CR-KY", JsValue::from("vi")),
        [
            Some("Ám giả Hoa đỏ".to_string()),
            None,
            Some("Gia huy Cố Đô".to_string())
        ]
    );
    assert_eq!(
        names(" AS-FR ", JsValue::UNDEFINED),
        [Some("Assassin of Flower-red".to_string())]
    );
    assert!(names("", JsValue::from("en")).is_empty());
    let e = card_names121(JsValue::from("AS-FR ZZ-QQ"), JsValue::from("vi")).unwrap_err();
    assert!(error_message(e).contains("ZZ-QQ"));
    let e = card_names121(JsValue::from(5), JsValue::UNDEFINED).unwrap_err();
    assert!(error_message(e).contains("cardNames121: cards"));
    let e = card_names121(JsValue::from("AS-FR"), JsValue::from("fr")).unwrap_err();
    assert!(!error_message(e).is_empty());
}
