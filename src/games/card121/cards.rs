//! The 121 cards: 11 figures (hình) × 11 suits (chất), their honour and
//! regular classes, clans, colours and facings, the card text (`AS-FR`) and
//! the deal.

use crate::core::Rng;

/// Hình: a card's figure, in the seed's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum Figure {
    /// Gia huy: the honour figure, facing neither way.
    Crest,
    /// Tướng quân.
    General,
    /// Thanh tra.
    Inspector,
    /// Thương nhân.
    Merchant,
    /// Kĩ nữ.
    Courtesan,
    /// Vũ nữ.
    Dancer,
    /// Tăng lữ.
    Monk,
    /// Nhạc sư.
    Musician,
    /// Nhẫn giả.
    Ninja,
    /// Ám giả.
    Assassin,
    /// Linh mục.
    Priest,
}

/// Which way a figure looks ("nhìn trái" / "nhìn phải").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Facing {
    /// The Crest looks at the viewer: neither left nor right.
    Front,
    Left,
    Right,
}

/// The facing of each figure, in `Figure` order. The pictures that showed it
/// are lost; the brief alternates left and right after the Crest, which gives
/// the five left-facing and five right-facing figures its hands need. This is
/// the one place to change it.
const FACING: [Facing; 11] = [
    Facing::Front, // Crest
    Facing::Left,  // General
    Facing::Right, // Inspector
    Facing::Left,  // Merchant
    Facing::Right, // Courtesan
    Facing::Left,  // Dancer
    Facing::Right, // Monk
    Facing::Left,  // Musician
    Facing::Right, // Ninja
    Facing::Left,  // Assassin
    Facing::Right, // Priest
];

/// The members a figure and a suit share, written once: `ALL`, the eleven
/// in declaration order; `index` and `from_index`, a value's place in it;
/// `code` and `from_code`, its two letters in the card text.
macro_rules! eleven_with_codes {
    ($ty:ident, $codes_doc:literal, [$($value:ident $code:literal),* $(,)?]) => {
        impl $ty {
            pub const ALL: [$ty; 11] = [$($ty::$value),*];
            const CODES: [&'static str; 11] = [$($code),*];

            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }

            pub const fn from_index(i: usize) -> Option<$ty> {
                if i < 11 {
                    Some($ty::ALL[i])
                } else {
                    None
                }
            }

            #[doc = $codes_doc]
            pub const fn code(self) -> &'static str {
                $ty::CODES[self as usize]
            }

            pub fn from_code(code: &str) -> Option<$ty> {
                $ty::CODES
                    .iter()
                    .position(|&c| c == code)
                    .and_then($ty::from_index)
            }
        }

        // The list is in declaration order, as `index` assumes.
        const _: () = {
            let mut i = 0;
            while i < 11 {
                assert!($ty::ALL[i] as usize == i);
                i += 1;
            }
        };
    };
}

eleven_with_codes!(
    Figure,
    "The two-letter code of the card text: `CR GE IN ME CO DA MO MU NI AS PR`.",
    [
        Crest "CR", General "GE", Inspector "IN", Merchant "ME", Courtesan "CO", Dancer "DA",
        Monk "MO", Musician "MU", Ninja "NI", Assassin "AS", Priest "PR",
    ]
);

impl Figure {
    #[inline]
    pub const fn facing(self) -> Facing {
        FACING[self as usize]
    }

    /// Hình danh dự: only the Crest.
    #[inline]
    pub const fn is_honour(self) -> bool {
        matches!(self, Figure::Crest)
    }
}

/// Thị tộc (nhà): the picture a regular suit shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum Clan {
    /// Hoa.
    Flower,
    /// Bướm.
    Butterfly,
    /// Lá.
    Leaf,
}

/// Màu: the colour of a regular suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum Colour {
    /// Đỏ.
    Red,
    /// Xanh.
    Blue,
    /// Tím.
    Purple,
}

/// Chất: a card's suit. Kyoto and Edo are the honour suits; the nine
/// regular suits are the three clans in the three colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum Suit {
    /// Cố Đô.
    Kyoto,
    /// Giang Hộ.
    Edo,
    FlowerRed,
    FlowerBlue,
    FlowerPurple,
    ButterflyRed,
    ButterflyBlue,
    ButterflyPurple,
    LeafRed,
    LeafBlue,
    LeafPurple,
}

eleven_with_codes!(
    Suit,
    "`KY`, `ED`, or clan letter + colour letter (`FR` … `LP`).",
    [
        Kyoto "KY", Edo "ED",
        FlowerRed "FR", FlowerBlue "FB", FlowerPurple "FP",
        ButterflyRed "BR", ButterflyBlue "BB", ButterflyPurple "BP",
        LeafRed "LR", LeafBlue "LB", LeafPurple "LP",
    ]
);

impl Suit {
    /// Chất danh dự: Kyoto and Edo.
    #[inline]
    pub const fn is_honour(self) -> bool {
        matches!(self, Suit::Kyoto | Suit::Edo)
    }

    /// The clan of a regular suit; honour suits have none.
    pub const fn clan(self) -> Option<Clan> {
        match self as usize {
            2..=4 => Some(Clan::Flower),
            5..=7 => Some(Clan::Butterfly),
            8..=10 => Some(Clan::Leaf),
            _ => None,
        }
    }

    /// The colour of a regular suit; honour suits have none.
    pub const fn colour(self) -> Option<Colour> {
        match self as usize {
            0 | 1 => None,
            i => Some(match (i - 2) % 3 {
                0 => Colour::Red,
                1 => Colour::Blue,
                _ => Colour::Purple,
            }),
        }
    }
}

/// One of the 121 cards: a figure in a suit. Its index is
/// `figure * 11 + suit`, which is also the order of a new deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    pub const COUNT: usize = 121;

    #[inline]
    pub const fn new(figure: Figure, suit: Suit) -> Card {
        Card((figure as u8) * 11 + suit as u8)
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn from_index(i: usize) -> Option<Card> {
        if i < Card::COUNT {
            Some(Card(i as u8))
        } else {
            None
        }
    }

    /// The whole deck in its unshuffled order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..Card::COUNT as u8).map(Card)
    }

    #[inline]
    pub const fn figure(self) -> Figure {
        Figure::ALL[(self.0 / 11) as usize]
    }

    #[inline]
    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 % 11) as usize]
    }

    /// Quân danh dự: the Crest figure or an honour suit (31 cards).
    #[inline]
    pub const fn is_honour(self) -> bool {
        self.figure().is_honour() || self.suit().is_honour()
    }

    /// Quân thường: the other 90.
    #[inline]
    pub const fn is_regular(self) -> bool {
        !self.is_honour()
    }

    #[inline]
    pub const fn facing(self) -> Facing {
        self.figure().facing()
    }

    /// Two cards are related when they share a figure or a suit (so every
    /// card is related to itself).
    #[inline]
    pub fn related(self, other: Card) -> bool {
        self.figure() == other.figure() || self.suit() == other.suit()
    }

    /// `AS-FR`: figure code, `-`, suit code.
    pub fn text(self) -> String {
        format!("{}-{}", self.figure().code(), self.suit().code())
    }

    /// Reads the canonical card text (capitals, one `-`).
    pub fn from_text(text: &str) -> Option<Card> {
        let (figure, suit) = text.split_once('-')?;
        Some(Card::new(
            Figure::from_code(figure)?,
            Suit::from_code(suit)?,
        ))
    }
}

impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}", self.figure().code(), self.suit().code())
    }
}

/// No two of `cards` share a figure or a suit.
pub fn mutually_unrelated(cards: &[Card]) -> bool {
    cards
        .iter()
        .enumerate()
        .all(|(i, a)| cards[i + 1..].iter().all(|b| !a.related(*b)))
}

/// Cards per hand at the deal.
pub const HAND_SIZE: usize = 5;

/// A shuffled deck dealt out (§3.3.2): five cards to each seat, dealer
/// first, in blocks of five; then the face-up indicator (Chỉ Điểm) and the
/// four hidden indicators (Ẩn Sĩ); the rest is the deck to flip from, in
/// flipping order.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Deal {
    /// Seats #1 (the dealer) to #4, in play order.
    pub hands: [[Card; HAND_SIZE]; 4],
    /// Chỉ Điểm.
    pub indicator: Card,
    /// Ẩn Sĩ, in the order they are turned up.
    pub hidden: [Card; 4],
    /// Nọc: the cards still to flip, the next one first (96 cards).
    pub deck: Vec<Card>,
}

impl Deal {
    /// Shuffles a new deck with `rng` and deals it.
    pub fn new(rng: &mut Rng) -> Deal {
        let mut cards: Vec<Card> = Card::all().collect();
        rng.shuffle(&mut cards);
        let take = |from: usize| -> [Card; HAND_SIZE] { std::array::from_fn(|i| cards[from + i]) };
        let hands = [take(0), take(5), take(10), take(15)];
        Deal {
            hands,
            indicator: cards[20],
            hidden: std::array::from_fn(|i| cards[21 + i]),
            deck: cards[25..].to_vec(),
        }
    }
}

/// A card is written as its text (`AS-FR`) wherever it is serialized.
impl serde::Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}
