//! 121, the four-player card game of 121 cards (11 figures × 11 suits), as
//! the brief reads it (docs/rules/card121.md). This part holds the
//! cards, what a hand is worth, the table and the bots.
//!
//! - `cards`: figures, suits, honour and regular cards, clans, colours,
//!   facings, the card text (`AS-FR`) and the deal.
//! - `groups`: Đôi, Phu, Phe (Liên minh, Đồng sắc, Phân tranh), Phiên, Củng.
//! - `scoring`: complete hands, every Thế, bonuses, indicator points and
//!   their exclusions, cấm thủ, and the best reading of six cards.
//! - `payments`: the 3-4-3 split of a win and the Đền penalty.
//! - `table`: the deal, Thế trắng, the turn flow (Ù, Bốc, Lấy, Cướp, pass),
//!   steals and locking, Nhất Bản, round ends, payments and the match, and
//!   what each seat may see.
//! - `bot`: a player for the other seats, deciding from its seat's view;
//!   its Thế trắng is played at once (`answer_white_at_once`), so no state
//!   a person sees waits on a bot holding one.
//! - `workload`: seeded workloads the benchmark times.
//! - `messages`: every name and sentence in English and Vietnamese.
//! - `json`: the views as JSON text, the form the page reads.

mod bot;
mod cards;
mod commands;
mod groups;
mod json;
mod messages;
mod payments;
mod scoring;
mod table;
pub mod workload;

pub use bot::{answer_white_at_once, choose, white_answer};
pub use cards::{mutually_unrelated, Card, Clan, Colour, Deal, Facing, Figure, Suit, HAND_SIZE};
pub use commands::Commands;
pub use groups::{doi, link, phe, phien, Group, GroupForm, Kind, Link, PheKind};
pub use json::{to_json, NotJson};
pub use payments::{den_payments, split_343, win_payments, Seat, POINT_VALUE, START_SCORE};
pub use scoring::{
    bonuses, complete_split, indicator_points, is_complete, is_white_hand, readings, score, Bonus,
    IndicatorBar, IndicatorPoint, IndicatorRole, Pattern, Reading, Refusal, Score, Situation,
    WHITE_HAND_POINTS,
};
pub use table::{
    Action, Event, Match, MatchEnd, MatchView, Offer, Round, RoundEnd, RoundResult, RoundSummary,
    RoundView, Step, TableError, TableOptions, Take, HIDDEN_INDICATORS, MAX_STEALS,
    ROUNDS_PER_GAME,
};

use crate::core::Lang;

/// 121 in the registry (`games::GAMES`): its own commands.
#[cfg(feature = "card121")]
pub static GAME: Commands = Commands;

/// Everything the scorer refuses. `text` words it for a player in either
/// language; `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// Not a card text (`AS-FR`).
    CardText(String),
    /// One card given twice (the hand and the indicators together).
    Duplicate(Card),
    /// A declared hand is six cards.
    CardCount(usize),
    /// Only four Ẩn Sĩ exist.
    TooManyRevealed(usize),
    /// Ẩn Sĩ are turned up only after the face-up indicator.
    RevealedWithoutIndicator,
    /// More locked cards than the six.
    LockedCount(u32),
}

impl Error {
    pub fn text(&self, lang: Lang) -> String {
        let en = lang == Lang::En;
        match self {
            Error::CardText(t) if en => format!(
                "'{t}' is not a card: write FIGURE-SUIT in capitals, like AS-FR (figures CR GE IN ME CO DA MO MU NI AS PR; suits KY ED FR FB FP BR BB BP LR LB LP)"
            ),
            Error::CardText(t) => format!(
                "'{t}' không phải một lá bài: hãy viết HÌNH-CHẤT bằng chữ in hoa, ví dụ AS-FR (hình CR GE IN ME CO DA MO MU NI AS PR; chất KY ED FR FB FP BR BB BP LR LB LP)"
            ),
            Error::Duplicate(c) if en => format!("{c} is given twice: every card is unique"),
            Error::Duplicate(c) => format!("lá {c} xuất hiện hai lần: mỗi lá bài là duy nhất"),
            Error::CardCount(n) if en => {
                format!("a declared hand is 6 cards (the 5 held and the one taken), not {n}")
            }
            Error::CardCount(n) => {
                format!("bài tuyên ù gồm 6 lá (5 lá trên tay và lá vừa lấy), không phải {n}")
            }
            Error::TooManyRevealed(n) if en => {
                format!("{n} hidden indicators revealed: there are only 4")
            }
            Error::TooManyRevealed(n) => format!("{n} Ẩn Sĩ được lật: chỉ có 4 Ẩn Sĩ"),
            Error::RevealedWithoutIndicator if en => {
                "hidden indicators are revealed only with the face-up indicator: give it too"
                    .into()
            }
            Error::RevealedWithoutIndicator => {
                "Ẩn Sĩ chỉ được lật khi đã có Chỉ Điểm: hãy cho biết cả Chỉ Điểm".into()
            }
            Error::LockedCount(n) if en => {
                format!("{n} locked cards: the hand has only 6")
            }
            Error::LockedCount(n) => format!("{n} lá bị khóa: bài chỉ có 6 lá"),
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for Error {}

/// Reads a card text, as `Card::from_text`, with the player's error.
pub fn parse_card(text: &str) -> Result<Card, Error> {
    Card::from_text(text).ok_or_else(|| Error::CardText(text.to_string()))
}
