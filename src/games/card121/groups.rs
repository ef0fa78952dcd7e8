//! The groups a hand is read in (§1, §4.1): Đôi, Phu, Phe, Phiên, Củng,
//! and the five and six of one figure or suit.

use super::cards::{Card, Figure, Suit};

/// Cùng loại: a group of one figure or of one suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Kind {
    /// Cùng hình.
    Figure,
    /// Cùng chất.
    Suit,
}

impl Kind {
    /// Whether `a` and `b` are of one figure (or of one suit).
    pub fn shared_by(self, a: Card, b: Card) -> bool {
        match self {
            Kind::Figure => a.figure() == b.figure(),
            Kind::Suit => a.suit() == b.suit(),
        }
    }
}

/// What every card of a group shares. Two cards never share both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Link {
    Figure(Figure),
    Suit(Suit),
}

impl Link {
    pub const fn kind(self) -> Kind {
        match self {
            Link::Figure(_) => Kind::Figure,
            Link::Suit(_) => Kind::Suit,
        }
    }
}

/// The three kinds of Phe, by the clans and colours of its three suits.
/// Honour suits never take part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum PheKind {
    /// Liên minh (alliance): one clan in all three colours.
    LienMinh,
    /// Đồng sắc (same colour): the three clans in one colour.
    DongSac,
    /// Phân tranh (discord): the three clans in the three colours.
    PhanTranh,
}

/// The figure or suit all of `cards` share (two or more cards), if any.
pub fn link(cards: &[Card]) -> Option<Link> {
    let (first, rest) = cards.split_first()?;
    if rest.is_empty() {
        return None;
    }
    if rest.iter().all(|c| c.figure() == first.figure()) {
        Some(Link::Figure(first.figure()))
    } else if rest.iter().all(|c| c.suit() == first.suit()) {
        Some(Link::Suit(first.suit()))
    } else {
        None
    }
}

/// Đôi: two related cards.
pub fn doi(a: Card, b: Card) -> Option<Link> {
    link(&[a, b])
}

/// Phe: three cards (any figures) whose suits form a Liên minh, Đồng sắc or
/// Phân tranh. A Crest of a regular suit may take part.
pub fn phe(cards: &[Card; 3]) -> Option<PheKind> {
    let [a, b, c] = cards.map(|c| PHE_BITS[c.suit() as usize]);
    if a == 0 || b == 0 || c == 0 {
        return None;
    }
    // The clans and the colours met: one bit is "the same", three "all
    // different".
    let met = a | b | c;
    match ((met >> 3).count_ones(), (met & 7).count_ones()) {
        (1, 3) => Some(PheKind::LienMinh),
        (3, 1) => Some(PheKind::DongSac),
        (3, 3) => Some(PheKind::PhanTranh),
        _ => None,
    }
}

/// Each suit's clan (bits 3–5) and colour (bits 0–2) as one bit each, for
/// `phe`, which reads many triples of every hand; 0 for the honour suits.
const PHE_BITS: [u8; 11] = {
    let mut bits = [0; 11];
    let mut i = 0;
    while i < 11 {
        if let (Some(clan), Some(colour)) = (Suit::ALL[i].clan(), Suit::ALL[i].colour()) {
            bits[i] = 1 << (3 + clan as u8) | 1 << colour as u8;
        }
        i += 1;
    }
    bits
};

/// Phiên: a Phu of one figure whose suits form a Phe. Gives the figure and
/// the Phe's kind.
pub fn phien(cards: &[Card; 3]) -> Option<(Figure, PheKind)> {
    match link(cards)? {
        Link::Figure(f) => Some((f, phe(cards)?)),
        Link::Suit(_) => None,
    }
}

/// How a group of a reading is formed: what the explanation names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum GroupForm {
    /// Đôi: 2 cards of one figure or suit.
    Doi(Link),
    /// Phu: 3 cards of one figure or suit (a Kyoto Phu is a Phu Cố Đô, an
    /// Edo Phu a Phu Giang Hộ).
    Phu(Link),
    /// Phe: 3 cards in suits forming a Liên minh, Đồng sắc or Phân tranh.
    Phe(PheKind),
    /// Phiên: a Phu of one figure that is also a Phe.
    Phien(Figure, PheKind),
    /// Củng: 4 cards of one figure or suit.
    Cung(Link),
    /// Ngũ Luân: 5 cards of one figure or suit.
    NguLuan(Link),
    /// Lục Bộ: 6 cards of one figure or suit.
    LucBo(Link),
    /// Quốc Sĩ: mutually unrelated cards (with the indicators in the "-Sĩ"
    /// hands).
    QuocSi,
}

/// A group of a reading: its form and its cards in the order shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Group {
    pub form: GroupForm,
    pub cards: Vec<Card>,
}

impl Group {
    /// A group of 2 to 6 cards of one figure or suit, named by its size.
    pub fn linked(cards: &[Card]) -> Option<Group> {
        let l = link(cards)?;
        let form = match cards.len() {
            2 => GroupForm::Doi(l),
            3 => GroupForm::Phu(l),
            4 => GroupForm::Cung(l),
            5 => GroupForm::NguLuan(l),
            6 => GroupForm::LucBo(l),
            _ => return None,
        };
        Some(Group {
            form,
            cards: cards.to_vec(),
        })
    }

    /// A 3-group named by its strongest form: Phiên, then Phu, then Phe.
    pub fn triple(cards: &[Card; 3]) -> Option<Group> {
        Some(Group {
            form: triple_form(cards)?,
            cards: cards.to_vec(),
        })
    }
}

/// The strongest form three cards make as a group (Phiên, then Phu, then
/// Phe), if any: what [`Group::triple`] names, found without building it.
pub fn triple_form(cards: &[Card; 3]) -> Option<GroupForm> {
    if let Some((f, k)) = phien(cards) {
        Some(GroupForm::Phien(f, k))
    } else if let Some(l) = link(cards) {
        Some(GroupForm::Phu(l))
    } else {
        Some(GroupForm::Phe(phe(cards)?))
    }
}
