//! `drawCards121`: a row of 121 cards on a canvas, for the rules pages and
//! anything else that shows cards without a table: the card texts in, the
//! painter's cards out. Wrong card texts are refused with the engine's own
//! message.

use std::collections::HashMap;

use serde::Deserialize;
use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use crate::api::{from_js_or_default, js_error, language_or_english, words};
use crate::core::Lang;
use crate::games::card121::{parse_card, Card};
use crate::view::card121::{draw_row, CardLook, RowCard, RowLayout};
use crate::view::Surface;

/// The token for a card drawn face down.
const FACE_DOWN: &str = "??";

/// The options of `drawCards121` (all optional).
#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct Options {
    /// "vi" or "en" (English when absent).
    lang: Option<String>,
    /// Card texts drawn with a padlock.
    locked: Vec<String>,
    /// Card texts drawn with a ring.
    highlight: Vec<String>,
    /// Card texts drawn greyed out.
    dimmed: Vec<String>,
    /// A short label above a card, by card text.
    labels: HashMap<String, String>,
    /// The drawing's width in CSS px; the canvas's own width when absent.
    width: Option<f64>,
    /// The widest a card may be, CSS px (84 when absent).
    max_card_width: Option<f64>,
    /// Below this width (CSS px) groups move to a new line (40 when
    /// absent).
    min_card_width: Option<f64>,
    /// "center" (the default) or "left".
    align: Option<String>,
}

/// Reads every card text of a list in the options.
fn cards_of(texts: &[String], lang: Lang) -> Result<Vec<Card>, JsValue> {
    texts
        .iter()
        .map(|t| parse_card(t.trim()).map_err(|e| js_error(e.text(lang))))
        .collect()
}

/// Draws 121 cards on `canvas`. `cards` is card texts separated by spaces
/// (`AS-FR CR-KY`), `|` between groups (drawn apart), `??` for a card face
/// down. Options: `{lang: 'vi'|'en', locked: [card texts], highlight:
/// [...], dimmed: [...], labels: {cardText: label}, width, maxCardWidth,
/// minCardWidth, align: 'center'|'left'}`. The cards are sized to the canvas's CSS width (its
/// `clientWidth`, or `width` in the options, or its width attribute when
/// it is not laid out) and wrap onto more lines, a group at a time, when
/// they would be narrower than `minCardWidth`; the canvas's bitmap is set
/// to that width and the height the cards need, times `devicePixelRatio`.
/// Give the canvas a CSS width and `height: auto`. A wrong card text
/// throws an `Error` with the engine's message in the chosen language.
#[wasm_bindgen(js_name = drawCards121)]
pub fn draw_cards121(
    #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] cards: JsValue,
    options: JsValue,
) -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = crate::api::args::canvas(canvas, "drawCards121: canvas")?;
    let cards = crate::api::args::text(&cards, "drawCards121: cards")?;
    let options: Options = from_js_or_default(options, "options")?;
    for (name, value) in [
        ("width", options.width),
        ("maxCardWidth", options.max_card_width),
        ("minCardWidth", options.min_card_width),
    ] {
        if let Some(v) = value {
            crate::api::args::css_size(&v.into(), &format!("drawCards121: options.{name}"))?;
        }
    }
    let lang = language_or_english(options.lang.clone())?;
    let left = match options.align.as_deref() {
        None | Some("center") => false,
        Some("left") => true,
        Some(other) => {
            return Err(words(
                lang,
                format!("align '{other}' is not \"left\" or \"center\""),
                format!("align '{other}' phải là \"left\" hoặc \"center\""),
            ))
        }
    };
    let locked = cards_of(&options.locked, lang)?;
    let highlight = cards_of(&options.highlight, lang)?;
    let dimmed = cards_of(&options.dimmed, lang)?;
    let mut labels = HashMap::new();
    for (text, label) in &options.labels {
        let card = parse_card(text.trim()).map_err(|e| js_error(e.text(lang)))?;
        labels.insert(card, label.clone());
    }

    let mut groups: Vec<Vec<RowCard>> = Vec::new();
    for group in cards.split('|') {
        let mut row = Vec::new();
        for text in group.split_whitespace() {
            let card = if text == FACE_DOWN {
                None
            } else {
                Some(parse_card(text).map_err(|e| js_error(e.text(lang)))?)
            };
            let has = |list: &[Card]| card.is_some_and(|c| list.contains(&c));
            row.push(RowCard {
                card,
                look: CardLook {
                    lang,
                    locked: has(&locked),
                    highlight: has(&highlight),
                    dimmed: has(&dimmed),
                },
                label: card.and_then(|c| labels.get(&c).cloned()),
            });
        }
        if !row.is_empty() {
            groups.push(row);
        }
    }

    let pixel_ratio = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
    let css_width = options
        .width
        .filter(|w| w.is_finite() && *w > 0.0)
        .or_else(|| Some(canvas.client_width() as f64).filter(|w| *w > 0.0))
        .unwrap_or_else(|| canvas.width() as f64);
    let sizes: Vec<usize> = groups.iter().map(Vec::len).collect();
    let with_labels = groups.iter().flatten().any(|c| c.label.is_some());
    let mut layout = RowLayout::new(
        &sizes,
        css_width,
        options.max_card_width.unwrap_or(84.0),
        options.min_card_width.unwrap_or(40.0),
        with_labels,
    );
    if left {
        layout.align_left();
    }
    let mut surface = Surface::new(canvas).map_err(js_error)?;
    surface.resize(css_width, layout.height, pixel_ratio);
    surface.begin().map_err(js_error)?;
    draw_row(&surface.ctx, &groups, &layout);
    Ok(())
}

/// The names of 121 cards in the chosen language, for the labels read out
/// by screen readers: `cards` is card texts separated by spaces (`AS-FR
/// ??`), `lang` "vi" or "en" (English when absent). Returns one entry a
/// card: its name (`Ám giả Hoa đỏ`), or null for `??` (a card face down).
/// A wrong card text throws an `Error` with the engine's message.
#[wasm_bindgen(js_name = cardNames121)]
pub fn card_names121(
    #[wasm_bindgen(unchecked_param_type = "string")] cards: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | undefined")] lang: JsValue,
) -> Result<Vec<JsValue>, JsValue> {
    let cards = crate::api::args::text(&cards, "cardNames121: cards")?;
    let lang = crate::api::language_arg(&lang, "cardNames121: lang")?;
    cards
        .split_whitespace()
        .map(|text| {
            if text == FACE_DOWN {
                return Ok(JsValue::NULL);
            }
            let card = parse_card(text).map_err(|e| js_error(e.text(lang)))?;
            Ok(JsValue::from_str(&card.name(lang)))
        })
        .collect()
}
