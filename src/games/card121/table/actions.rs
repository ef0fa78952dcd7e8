//! What a seat does and what a round records: how the offered card is
//! taken (`Take`), a seat's decision (`Action`) and its text, the round's
//! public log (`Event`), and how a round ended (`RoundEnd`, `RoundResult`).

use serde::{Deserialize, Serialize};

use super::super::cards::Card;
use super::super::payments::Seat;
use super::super::scoring::Score;
use super::TableError;

/// How the offered card reaches the seat that takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Take {
    /// Bốc: the card the seat has just flipped from the deck.
    Boc,
    /// Lấy: from the seat just before.
    Lay,
    /// Cướp: a steal, from a seat further back; the seats between lose
    /// their turn.
    Cuop,
}

/// One decision of a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Tới trắng: declare Thế trắng before the dealer's first flip.
    DeclareWhite,
    /// Keep playing with a Thế trắng hand.
    DeclineWhite,
    /// Ù: take the offered card as the sixth and win.
    Win,
    /// Đổi: take the offered card and put `give` out face up in its place;
    /// `nhat_ban` declares Nhất Bản with it, locking the hand.
    Exchange { give: Card, nhat_ban: bool },
    /// Bỏ.
    Pass,
}

impl Action {
    /// The first word of the text: `white`, `no-white`, `win`, `pass`,
    /// `swap`.
    pub const fn verb(self) -> &'static str {
        match self {
            Action::DeclareWhite => "white",
            Action::DeclineWhite => "no-white",
            Action::Win => "win",
            Action::Pass => "pass",
            Action::Exchange { .. } => "swap",
        }
    }

    /// `white`, `no-white`, `win`, `pass`, `swap AS-FR`, `swap AS-FR nhat-ban`.
    pub fn text(self) -> String {
        match self {
            Action::Exchange {
                give,
                nhat_ban: false,
            } => format!("swap {give}"),
            Action::Exchange {
                give,
                nhat_ban: true,
            } => format!("swap {give} nhat-ban"),
            other => other.verb().into(),
        }
    }

    pub fn from_text(text: &str) -> Result<Action, TableError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let bad = || TableError::ActionText(text.to_string());
        Ok(match words.as_slice() {
            ["white"] => Action::DeclareWhite,
            ["no-white"] => Action::DeclineWhite,
            ["win"] => Action::Win,
            ["pass"] => Action::Pass,
            ["swap", card] => Action::Exchange {
                give: Card::from_text(card).ok_or_else(bad)?,
                nhat_ban: false,
            },
            ["swap", card, "nhat-ban"] => Action::Exchange {
                give: Card::from_text(card).ok_or_else(bad)?,
                nhat_ban: true,
            },
            _ => return Err(bad()),
        })
    }
}

/// An action is written as its text (`swap AS-FR`).
impl Serialize for Action {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text())
    }
}

/// What happened at the table, in order: the round's public log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The deal, with the face-up indicator.
    Deal {
        dealer: Seat,
        indicator: Card,
    },
    /// Tới trắng: a Thế trắng hand shown and declared.
    White {
        seat: Seat,
        hand: Vec<Card>,
    },
    Flip {
        seat: Seat,
        card: Card,
    },
    Pass {
        seat: Seat,
        card: Card,
    },
    /// Bốc, Lấy or Cướp: `took` came in, `gave` went out face up.
    Exchange {
        seat: Seat,
        take: Take,
        took: Card,
        gave: Card,
        nhat_ban: bool,
    },
    /// A hidden indicator turned up after one of the first four steals
    /// (`number` 1–4).
    Reveal {
        seat: Seat,
        card: Card,
        number: u8,
    },
    /// All four passed the last card and the deck is empty.
    DeckEmpty,
    /// Ù declared with the offered card (a win or Đền; see the result).
    Declare {
        seat: Seat,
        take: Take,
        card: Card,
    },
}

/// How a round ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "end", rename_all = "snake_case")]
pub enum RoundEnd {
    /// Thế trắng, worth 1.
    White { seat: Seat, hand: Vec<Card> },
    /// Ù with a winning six.
    Win {
        seat: Seat,
        take: Take,
        card: Card,
        score: Score,
    },
    /// Ù refused (cấm thủ, Bội ước or no complete hand): Đền.
    Den {
        seat: Seat,
        take: Take,
        card: Card,
        score: Score,
    },
    /// The deck ran out.
    Draw,
}

/// A finished round: how it ended and the score changes by seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundResult {
    pub end: RoundEnd,
    pub payments: [i64; 4],
}

impl RoundResult {
    /// Quốc Sĩ Vô Song: the round's winner takes the whole match.
    pub fn wins_match(&self) -> Option<Seat> {
        match &self.end {
            RoundEnd::Win { seat, score, .. } if score.wins_match() => Some(*seat),
            _ => None,
        }
    }
}
