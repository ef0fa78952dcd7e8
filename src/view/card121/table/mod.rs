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
//!
//! The files: `layout` (where the hands, the deck, the offered card, the
//! pile and the indicators go), `paint` (the painter: a frame in order,
//! and the hand's cards for hit tests), `seats` (the four seats: tags,
//! hands, the keyboard cursor), `middle` (the cards in play) and `result`
//! (a round's end).

mod layout;
mod middle;
mod paint;
mod result;
mod seats;

use serde::Deserialize;

use crate::core::Lang;

pub use paint::Painter;
pub(crate) use result::result_groups;

const FONT: &str = "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Noto Sans\", \"DejaVu Sans\", Arial, sans-serif";

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
    /// The card chosen to go out, waiting for its confirmation: raised
    /// higher than the others and outlined.
    pub selected: Option<usize>,
    pub words: TableWords,
}

/// Fills `{key}` placeholders in one pass (an unknown one stays as it
/// is). By hand: `str::replace` and its substring search weighed 1 KB
/// gzipped in the module.
fn fill(template: &str, params: &[(&str, String)]) -> String {
    let mut out = String::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        rest = &rest[open..];
        let key = rest[1..].split_once('}').map(|(key, _)| key);
        match key.and_then(|key| params.iter().find(|(k, _)| *k == key)) {
            Some((key, value)) => {
                out.push_str(value);
                rest = &rest[key.len() + 2..];
            }
            None => {
                out.push('{');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
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
