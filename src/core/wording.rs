//! Wording in the player's language, written once for every game: picking
//! the English or the Vietnamese of a text (`Lang::pick`, `say!`, and
//! `bilingual!` for a whole table), the names of the sides (`SideNames`),
//! and the sentences the board games share word for word.

use super::{Lang, Side};
use std::fmt::Display;

impl Lang {
    /// `en` in English, `vi` in Vietnamese.
    #[inline]
    pub const fn pick<T: Copy>(self, en: T, vi: T) -> T {
        match self {
            Lang::En => en,
            Lang::Vi => vi,
        }
    }
}

/// `format!` in the player's language: `say!(lang, "English {x}", "Tiếng
/// Việt {x}")`, any further arguments serving both texts. Only the text
/// picked is formatted.
macro_rules! say {
    ($lang:expr, $en:literal, $vi:literal $(, $arg:expr)* $(,)?) => {
        match $lang {
            $crate::core::Lang::En => format!($en $(, $arg)*),
            $crate::core::Lang::Vi => format!($vi $(, $arg)*),
        }
    };
}
pub(crate) use say;

/// A `match` whose arms may give a text as a pair `(English, Vietnamese)`
/// of format strings, with any further arguments serving both; the pair is
/// formatted in the player's language (`say!`). Other arms are left as they
/// are. The scrutinee is one token (`self`) or one after `*`. rustfmt lays
/// out a table only when all its lines fit; one with longer texts keeps its
/// layout, which follows rustfmt's for a tuple.
///
/// ```text
/// bilingual!(lang, match *self {
///     Empty => ("the FEN is empty", "FEN trống"),
///     NoGeneral(side) => ("{} has no general", "{} không có tướng", name(side)),
///     BadMoveNumber(s) => bad_move_number(s, lang),
/// })
/// ```
macro_rules! bilingual {
    // The arms, one at a time, into `[$($done)*]`; a comma between arms.
    (@arms $lang:expr, [$($scrutinee:tt)*] [$($done:tt)*] , $($rest:tt)*) => {
        $crate::core::wording::bilingual!(@arms $lang, [$($scrutinee)*] [$($done)*] $($rest)*)
    };
    (@arms $lang:expr, [$($scrutinee:tt)*] [$($done:tt)*]
        $pat:pat $(if $guard:expr)? => ($en:literal, $vi:literal $(, $arg:expr)* $(,)?)
        $($rest:tt)*
    ) => {
        $crate::core::wording::bilingual!(@arms $lang, [$($scrutinee)*] [
            $($done)*
            $pat $(if $guard)? => $crate::core::wording::say!($lang, $en, $vi $(, $arg)*),
        ] $($rest)*)
    };
    (@arms $lang:expr, [$($scrutinee:tt)*] [$($done:tt)*]
        $pat:pat $(if $guard:expr)? => $body:block $($rest:tt)*
    ) => {
        $crate::core::wording::bilingual!(@arms $lang, [$($scrutinee)*] [
            $($done)* $pat $(if $guard)? => $body,
        ] $($rest)*)
    };
    (@arms $lang:expr, [$($scrutinee:tt)*] [$($done:tt)*]
        $pat:pat $(if $guard:expr)? => $body:expr $(, $($rest:tt)*)?
    ) => {
        $crate::core::wording::bilingual!(@arms $lang, [$($scrutinee)*] [
            $($done)* $pat $(if $guard)? => $body,
        ] $($($rest)*)?)
    };
    (@arms $lang:expr, [$($scrutinee:tt)*] [$($done:tt)*]) => {
        match $($scrutinee)* { $($done)* }
    };
    ($lang:expr, match * $scrutinee:tt { $($arms:tt)* }) => {
        $crate::core::wording::bilingual!(@arms $lang, [*$scrutinee] [] $($arms)*)
    };
    ($lang:expr, match $scrutinee:tt { $($arms:tt)* }) => {
        $crate::core::wording::bilingual!(@arms $lang, [$scrutinee] [] $($arms)*)
    };
}
pub(crate) use bilingual;

/// A game's names for its two sides in both languages, `First`'s first.
pub struct SideNames {
    pub en: [&'static str; 2],
    pub vi: [&'static str; 2],
}

impl SideNames {
    #[inline]
    pub const fn of(&self, side: Side, lang: Lang) -> &'static str {
        lang.pick(self.en, self.vi)[side.index()]
    }
}

/// "there is no piece on e4": a move from an empty square.
pub fn no_piece_on(square: impl Display, lang: Lang) -> String {
    say!(
        lang,
        "there is no piece on {square}",
        "không có quân nào ở {square}"
    )
}

/// "you have no rook in hand": a drop of a piece the player lacks.
pub fn none_in_hand(piece: &str, lang: Lang) -> String {
    say!(
        lang,
        "you have no {piece} in hand",
        "bạn không có {piece} trong tay"
    )
}

/// "Sente has more than one king": a position text with two kings of one
/// side.
pub fn more_than_one_king(side: &str, king: &str, lang: Lang) -> String {
    say!(
        lang,
        "{side} has more than one {king}",
        "{side} có hơn một {king}"
    )
}

/// A position text that is not four parts separated by single spaces,
/// `found` being how many it has split at any run of spaces (four: a space
/// doubled, or one at an end); `parts` says what the four are, in English
/// and in Vietnamese.
pub fn not_four_parts(found: usize, parts: [&str; 2], lang: Lang) -> String {
    let parts = lang.pick(parts[0], parts[1]);
    match found {
        4 => say!(
            lang,
            "put exactly one space between the four parts of the position (no space inside a part)",
            "giữa bốn phần của thế cờ chỉ có đúng một dấu cách (không có dấu cách trong một phần)",
        ),
        n => say!(
            lang,
            "a position needs 4 parts separated by one space (this one has {n}): {parts}",
            "thế cờ cần đúng 4 phần, cách nhau một dấu cách (ở đây có {n} phần): {parts}",
        ),
    }
}

/// A position's move number field that is not 1 to `u32::MAX`.
pub fn bad_move_number(text: &str, lang: Lang) -> String {
    say!(
        lang,
        "'{text}' is not a move number: it runs from 1 to {}",
        "'{text}' không phải là số thứ tự nước đi: số này từ 1 đến {}",
        u32::MAX
    )
}

/// An English ordinal: "1st", "2nd", "3rd", "4th", "11th", "21st".
pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::ordinal;

    #[test]
    fn ordinals_take_the_suffix_english_gives_them() {
        let said: Vec<String> = [1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111]
            .map(ordinal)
            .to_vec();
        let expected = [
            "1st", "2nd", "3rd", "4th", "10th", "11th", "12th", "13th", "21st", "22nd", "23rd",
            "101st", "111th",
        ];
        assert_eq!(said, expected);
    }
}
