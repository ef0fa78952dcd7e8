//! What the Ô ăn quan engine says to a player, as data, and its wording in
//! English and Vietnamese.

use super::board::OptionError;
use crate::core::wording::{bilingual, not_four_parts, SideNames};
use crate::core::{Lang, Side};

const SIDE_NAMES: SideNames = SideNames {
    en: ["South", "North"],
    vi: ["Nam", "Bắc"],
};

pub fn side_name(side: Side, lang: Lang) -> &'static str {
    SIDE_NAMES.of(side, lang)
}

/// Why a move can't be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// A quan square or the opponent's square.
    NotYourSquare { square: u8 },
    /// One's own square with no stone (and no refill due).
    EmptySquare { square: u8 },
}

impl MoveError {
    pub fn text(&self, lang: Lang) -> String {
        bilingual!(
            lang,
            match *self {
                MoveError::NotYourSquare { square } if square == 0 || square == 6 => (
                    "square {square} is a quan square: its stones are never lifted",
                    "ô {square} là ô quan: không bao giờ được bốc quân ở đó",
                ),
                MoveError::NotYourSquare { square } => (
                    "square {square} is not one of your five rice squares",
                    "ô {square} không phải một trong năm ô dân của bạn",
                ),
                MoveError::EmptySquare { square } => (
                    "square {square} is empty: pick one of your squares with stones",
                    "ô {square} đang trống: hãy chọn một ô dân có quân của bạn",
                ),
            }
        )
    }
}

/// Why a position text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Not four fields separated by single spaces: how many parts the
    /// text has (split at any run of spaces).
    Fields(usize),
    SquareCount(usize),
    Square {
        square: u8,
        text: String,
    },
    /// `M` anywhere but on squares 0 and 6 (or with small stones).
    MandarinPlace {
        square: u8,
    },
    Side(String),
    Store(String),
    /// More stones (on the ring, in the stores and owed) than the engine
    /// plays: `count` of at most `bound` (`MAX_STONES`).
    TooManyStones {
        count: u64,
        bound: u32,
    },
    /// The stones do not add up to a set.
    NotASet {
        citizens: i32,
        mandarins: u32,
        want_citizens: i32,
        want_mandarins: u32,
    },
}

/// The four parts of a position text, as a refused one is told.
const POSITION_PARTS: [&str; 2] = [
    "the stones of the 12 squares from 0 to 11 (like 0M,5,5,5,5,5,0M,5,5,5,5,5), the side to move (s or n), then South's and North's captured stones (like 0+0-0)",
    "số quân của 12 ô từ ô 0 đến ô 11 (ví dụ 0M,5,5,5,5,5,0M,5,5,5,5,5), bên đi (s hoặc n), rồi số quân đã ăn của Nam và của Bắc (ví dụ 0+0-0)",
];

impl PositionError {
    pub fn text(&self, lang: Lang) -> String {
        use PositionError::*;
        bilingual!(lang, match self {
            Fields(n) => not_four_parts(*n, POSITION_PARTS, lang),
            SquareCount(n) => (
                "the first part lists {n} squares; it needs the stones of all 12 squares, from 0 to 11, separated by commas",
                "phần đầu liệt kê {n} ô; cần số quân của đủ 12 ô, từ ô 0 đến ô 11, cách nhau bằng dấu phẩy",
            ),
            Square { square, text } => (
                "square {square} reads '{text}': write how many stones lie there (like 5, no leading zero), followed by M on a quan square (0 or 6) that still has its mandarin (like 0M or 3M)",
                "ô {square} ghi '{text}': hãy viết số quân trong ô (ví dụ 5, không có số 0 ở đầu), thêm M sau số ở ô quan (ô 0 hoặc ô 6) còn quan (ví dụ 0M hoặc 3M)",
            ),
            MandarinPlace { square } => (
                "square {square}: a mandarin (M) stands only on squares 0 and 6, and not when the quan squares hold small stones",
                "ô {square}: quan (M) chỉ ở ô 0 và ô 6, và không có khi ô quan dùng quân nhỏ",
            ),
            Side(s) => (
                "'{s}' is not a side: s (South) or n (North)",
                "'{s}' không phải bên đi: s (Nam) hoặc n (Bắc)",
            ),
            Store(s) => (
                "'{s}' is not a count of captured stones: write citizens+mandarins-borrowed, like 12+1-0 or -2+0-0",
                "'{s}' không phải số quân đã ăn: hãy viết dân+quan-vay, ví dụ 12+1-0 hoặc -2+0-0",
            ),
            TooManyStones { count, bound } => (
                "the position holds {count} stones (on the ring, in the stores, and owed: a store below zero and borrowed stones count as stones owed); this engine plays positions of at most {bound}",
                "thế cờ có {count} quân (trên vòng ô, trong phần đã ăn và quân nợ: phần đã ăn dưới 0 và số quân vay được tính là quân nợ); chương trình này chỉ chơi thế cờ có nhiều nhất {bound} quân",
            ),
            NotASet {
                citizens,
                mandarins,
                want_citizens,
                want_mandarins,
            } => (
                "the stones add up to {citizens} citizens and {mandarins} mandarins; a set has {want_citizens} and {want_mandarins}",
                "tổng số quân là {citizens} dân và {mandarins} quan; một bộ có {want_citizens} dân và {want_mandarins} quan",
            ),
        })
    }
}

impl OptionError {
    pub fn text(&self, lang: Lang) -> String {
        let names = super::Options::NAMES.join(", ");
        bilingual!(
            lang,
            match self {
                OptionError::Form(t) =>
                    ("'{t}' is not name=value", "'{t}' không có dạng tên=giá_trị"),
                OptionError::UnknownName(n) => (
                    "'{n}' is not an option ({names})",
                    "'{n}' không phải một tùy chọn ({names})",
                ),
                OptionError::BadValue { name, value } => (
                    "'{value}' is not a value of {name}",
                    "'{value}' không phải giá trị của {name}",
                ),
            }
        )
    }
}
