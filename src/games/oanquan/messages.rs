//! What the Ô ăn quan engine says to a player, as data, and its wording in
//! English and Vietnamese.

use super::board::OptionError;
use crate::core::wording::{bilingual, SideNames};
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
    /// Not four fields separated by single spaces.
    Fields(String),
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

impl PositionError {
    pub fn text(&self, lang: Lang) -> String {
        use PositionError::*;
        bilingual!(lang, match self {
            Fields(t) => (
                "'{t}' is not '<ring> <side> <south> <north>' with single spaces",
                "'{t}' không có dạng '<vòng ô> <bên đi> <nam> <bắc>' cách nhau một dấu cách",
            ),
            SquareCount(n) => (
                "the ring has {n} squares; it needs 12, separated by commas",
                "vòng có {n} ô; cần đúng 12 ô, cách nhau bằng dấu phẩy",
            ),
            Square { square, text } => (
                "square {square} ('{text}'): a stone count without leading zeros, then M on a quan square that still has its mandarin",
                "ô {square} ('{text}'): số quân không có số 0 ở đầu, rồi M ở ô quan còn quan",
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
                "'{s}' is not a store: <citizens>+<mandarins>-<borrowed>, like 12+1-0 or -2+0-0",
                "'{s}' không phải phần quân đã ăn: <dân>+<quan>-<vay>, ví dụ 12+1-0 hoặc -2+0-0",
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
