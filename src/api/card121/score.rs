//! `scoreCards121`: the engine's reading of a 121 hand (the Thế, its
//! groups, the points and bonuses) as `rulebook score 121` gives it, in
//! the chosen language, for an embedded hand (`<rulebook-cards score>`).
//! Wrong cards and situations are refused with the engine's own message.

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use crate::api::{from_js_or_default, js_error, language_or_english, to_js};
use crate::games::card121::{parse_card, score, Situation};

/// The situation of `scoreCards121` (all optional): `rulebook score 121`'s
/// flags.
#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct Options {
    /// "vi" or "en" (English when absent).
    lang: Option<String>,
    /// Chỉ Điểm: the face-up indicator's card text.
    indicator: Option<String>,
    /// Ẩn Sĩ turned up so far, in the order turned.
    revealed: Vec<String>,
    /// How many of the six are locked face up after a steal.
    locked: u8,
    nhat_ban: bool,
    dealer: bool,
    self_drawn: bool,
    last_card: bool,
}

/// What `scoreCards121` answers.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Reading {
    /// Whether the hand wins (a Thế, no refusal).
    win: bool,
    /// The points in all.
    total: u32,
    /// The reading in words, a line each: the Thế and its points, each
    /// group, each bonus with why, the total.
    lines: Vec<String>,
}

/// Scores a 121 hand: `cards` is its six card texts separated by spaces;
/// options `{lang: 'vi'|'en', indicator, revealed: [card texts], locked,
/// nhatBan, dealer, selfDrawn, lastCard}`. Returns `{win, total, lines}`.
/// A wrong card or situation throws an `Error` with the engine's message
/// in the chosen language.
#[wasm_bindgen(js_name = scoreCards121)]
pub fn score_cards121(
    #[wasm_bindgen(unchecked_param_type = "string")] cards: JsValue,
    options: JsValue,
) -> Result<JsValue, JsValue> {
    let cards = crate::api::args::text(&cards, "scoreCards121: cards")?;
    let options: Options = from_js_or_default(options, "options")?;
    let lang = language_or_english(options.lang.clone())?;
    let card = |text: &str| parse_card(text.trim()).map_err(|e| js_error(e.text(lang)));
    let hand = cards
        .split_whitespace()
        .map(card)
        .collect::<Result<Vec<_>, _>>()?;
    let situation = Situation {
        indicator: options.indicator.as_deref().map(card).transpose()?,
        revealed: options
            .revealed
            .iter()
            .map(|t| card(t))
            .collect::<Result<_, _>>()?,
        locked: options.locked,
        nhat_ban: options.nhat_ban,
        dealer: options.dealer,
        self_drawn: options.self_drawn,
        last_card: options.last_card,
    };
    let score = score(&hand, &situation).map_err(|e| js_error(e.text(lang)))?;
    to_js(&Reading {
        win: score.win(),
        total: score.total(),
        lines: score.lines(lang),
    })
}
