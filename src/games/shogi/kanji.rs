//! The kanji and digits of Japanese move names, board diagrams and
//! records: piece names, numerals, full-width digits and squares, written
//! and read back. A leaf: the notation, the move-name reader and the
//! record formats all build on it.

use super::board::{Role, Square};

pub(crate) const FULLWIDTH_DIGITS: [char; 9] =
    ['１', '２', '３', '４', '５', '６', '７', '８', '９'];
pub(crate) const KANJI_NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// 1–9 from an ASCII digit, a full-width digit or a kanji numeral.
pub(crate) fn digit_value(c: char) -> Option<u8> {
    if let Some(d) = c.to_digit(10).filter(|&d| d >= 1) {
        return Some(d as u8);
    }
    FULLWIDTH_DIGITS
        .iter()
        .chain(KANJI_NUMERALS.iter())
        .position(|&k| k == c)
        .map(|i| (i % 9) as u8 + 1)
}

/// One character per piece, as sets print them and board diagrams draw
/// them (promoted minor pieces in their cursive forms 杏 圭 全).
pub fn kanji_char(role: Role) -> char {
    match role {
        Role::Tokin => 'と',
        Role::PromotedLance => '杏',
        Role::PromotedKnight => '圭',
        Role::PromotedSilver => '全',
        other => kanji(other).chars().next().unwrap_or('玉'),
    }
}

/// The role a one-character name stands for (王 and 竜 too).
pub fn role_from_kanji(c: char) -> Option<Role> {
    match c {
        '王' => Some(Role::King),
        '竜' => Some(Role::Dragon),
        c => Role::ALL.into_iter().find(|&r| kanji_char(r) == c),
    }
}

/// The piece's name in Japanese records: 歩 香 桂 銀 金 角 飛 玉 と 成香 …
pub fn kanji(role: Role) -> &'static str {
    match role {
        Role::Pawn => "歩",
        Role::Lance => "香",
        Role::Knight => "桂",
        Role::Silver => "銀",
        Role::Gold => "金",
        Role::Bishop => "角",
        Role::Rook => "飛",
        Role::King => "玉",
        Role::Tokin => "と",
        Role::PromotedLance => "成香",
        Role::PromotedKnight => "成桂",
        Role::PromotedSilver => "成銀",
        Role::Horse => "馬",
        Role::Dragon => "龍",
    }
}

/// `７六`: a square in Japanese (full-width file, kanji rank).
pub fn japanese_square(sq: Square) -> String {
    let mut s = String::new();
    s.push(FULLWIDTH_DIGITS[sq.file() as usize - 1]);
    s.push(KANJI_NUMERALS[sq.rank() as usize - 1]);
    s
}
