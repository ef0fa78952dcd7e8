//! What the Ô ăn quan engine says to a player, as data, and its wording in
//! English and Vietnamese.

use super::board::OptionError;
use crate::core::{Lang, Side};

pub fn side_name(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (Side::First, Lang::En) => "South",
        (Side::Second, Lang::En) => "North",
        (Side::First, Lang::Vi) => "Nam",
        (Side::Second, Lang::Vi) => "Bắc",
    }
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
        match (*self, lang) {
            (MoveError::NotYourSquare { square }, Lang::En) if square == 0 || square == 6 => {
                format!("square {square} is a quan square: its stones are never lifted")
            }
            (MoveError::NotYourSquare { square }, Lang::Vi) if square == 0 || square == 6 => {
                format!("ô {square} là ô quan: không bao giờ được bốc quân ở đó")
            }
            (MoveError::NotYourSquare { square }, Lang::En) => {
                format!("square {square} is not one of your five rice squares")
            }
            (MoveError::NotYourSquare { square }, Lang::Vi) => {
                format!("ô {square} không phải một trong năm ô dân của bạn")
            }
            (MoveError::EmptySquare { square }, Lang::En) => {
                format!("square {square} is empty: pick one of your squares with stones")
            }
            (MoveError::EmptySquare { square }, Lang::Vi) => {
                format!("ô {square} đang trống: hãy chọn một ô dân có quân của bạn")
            }
        }
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
        let en = lang == Lang::En;
        match self {
            Fields(t) if en => format!("'{t}' is not '<ring> <side> <south> <north>' with single spaces"),
            Fields(t) => format!("'{t}' không có dạng '<vòng ô> <bên đi> <nam> <bắc>' cách nhau một dấu cách"),
            SquareCount(n) if en => format!("the ring has {n} squares; it needs 12, separated by commas"),
            SquareCount(n) => format!("vòng có {n} ô; cần đúng 12 ô, cách nhau bằng dấu phẩy"),
            Square { square, text } if en => format!(
                "square {square} ('{text}'): a stone count without leading zeros, then M on a quan square that still has its mandarin"
            ),
            Square { square, text } => format!(
                "ô {square} ('{text}'): số quân không có số 0 ở đầu, rồi M ở ô quan còn quan"
            ),
            MandarinPlace { square } if en => format!(
                "square {square}: a mandarin (M) stands only on squares 0 and 6, and not when the quan squares hold small stones"
            ),
            MandarinPlace { square } => format!(
                "ô {square}: quan (M) chỉ ở ô 0 và ô 6, và không có khi ô quan dùng quân nhỏ"
            ),
            Side(s) if en => format!("'{s}' is not a side: s (South) or n (North)"),
            Side(s) => format!("'{s}' không phải bên đi: s (Nam) hoặc n (Bắc)"),
            Store(s) if en => format!("'{s}' is not a store: <citizens>+<mandarins>-<borrowed>, like 12+1-0 or -2+0-0"),
            Store(s) => format!("'{s}' không phải phần quân đã ăn: <dân>+<quan>-<vay>, ví dụ 12+1-0 hoặc -2+0-0"),
            TooManyStones { count, bound } if en => format!(
                "the position holds {count} stones (on the ring, in the stores, and owed: a store below zero and borrowed stones count as stones owed); this engine plays positions of at most {bound}"
            ),
            TooManyStones { count, bound } => format!(
                "thế cờ có {count} quân (trên vòng ô, trong phần đã ăn và quân nợ: phần đã ăn dưới 0 và số quân vay được tính là quân nợ); chương trình này chỉ chơi thế cờ có nhiều nhất {bound} quân"
            ),
            NotASet { citizens, mandarins, want_citizens, want_mandarins } if en => format!(
                "the stones add up to {citizens} citizens and {mandarins} mandarins; a set has {want_citizens} and {want_mandarins}"
            ),
            NotASet { citizens, mandarins, want_citizens, want_mandarins } => format!(
                "tổng số quân là {citizens} dân và {mandarins} quan; một bộ có {want_citizens} dân và {want_mandarins} quan"
            ),
        }
    }
}

impl OptionError {
    pub fn text(&self, lang: Lang) -> String {
        let names = super::Options::NAMES.join(", ");
        match (self, lang) {
            (OptionError::Form(t), Lang::En) => format!("'{t}' is not name=value"),
            (OptionError::Form(t), Lang::Vi) => format!("'{t}' không có dạng tên=giá_trị"),
            (OptionError::UnknownName(n), Lang::En) => format!("'{n}' is not an option ({names})"),
            (OptionError::UnknownName(n), Lang::Vi) => {
                format!("'{n}' không phải một tùy chọn ({names})")
            }
            (OptionError::BadValue { name, value }, Lang::En) => {
                format!("'{value}' is not a value of {name}")
            }
            (OptionError::BadValue { name, value }, Lang::Vi) => {
                format!("'{value}' không phải giá trị của {name}")
            }
        }
    }
}
