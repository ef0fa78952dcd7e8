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
    let mut clans = [0u8; 3];
    let mut colours = [0u8; 3];
    for (i, c) in cards.iter().enumerate() {
        clans[i] = c.suit().clan()? as u8;
        colours[i] = c.suit().colour()? as u8;
    }
    let same = |v: [u8; 3]| v[0] == v[1] && v[1] == v[2];
    let distinct = |v: [u8; 3]| v[0] != v[1] && v[1] != v[2] && v[0] != v[2];
    match (
        same(clans),
        distinct(clans),
        same(colours),
        distinct(colours),
    ) {
        (true, _, _, true) => Some(PheKind::LienMinh),
        (_, true, true, _) => Some(PheKind::DongSac),
        (_, true, _, true) => Some(PheKind::PhanTranh),
        _ => None,
    }
}

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
        let form = if let Some((f, k)) = phien(cards) {
            GroupForm::Phien(f, k)
        } else if let Some(l) = link(cards) {
            GroupForm::Phu(l)
        } else {
            GroupForm::Phe(phe(cards)?)
        };
        Some(Group {
            form,
            cards: cards.to_vec(),
        })
    }
}
