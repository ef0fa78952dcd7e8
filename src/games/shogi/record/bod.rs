//! KIF's board diagram (BOD) and pieces in hand (持駒), written and read
//! back, and the Japanese numbers they are written with.

use std::fmt::Write as _;

use super::super::board::{Piece, Position, Role, Square, HAND_KINDS, HAND_ROLES};
use super::super::kanji::{kanji, kanji_char, role_from_kanji, FULLWIDTH_DIGITS, KANJI_NUMERALS};
use crate::core::Side;

/// A count as KIF hands write it: none for one, 二 … 九, 十, 十一 … 十八.
fn kanji_count(n: u8) -> String {
    let mut s = String::new();
    if n >= 10 {
        s.push('十');
    }
    let unit = n % 10;
    if n >= 2 && unit >= 1 {
        s.push(KANJI_NUMERALS[unit as usize - 1]);
    }
    s
}

/// Reads 二, 十八, 18 or １８ back; `None` if it is not a count. Any count
/// is read (the start position's piece count refuses too many).
fn parse_count(text: &str) -> Option<u32> {
    if text.is_empty() {
        return Some(1);
    }
    let ascii: String = text
        .chars()
        .map(|c| match FULLWIDTH_DIGITS.iter().position(|&d| d == c) {
            Some(i) => (b'1' + i as u8) as char,
            None if c == '０' => '0',
            None => c,
        })
        .collect();
    if ascii.chars().all(|c| c.is_ascii_digit()) {
        return ascii.parse().ok();
    }
    let (tens, units) = match text.split_once('十') {
        Some((t, u)) => (
            if t.is_empty() {
                Some(1)
            } else {
                one_numeral(t)
            },
            u,
        ),
        None => (Some(0), text),
    };
    let units = if units.is_empty() {
        Some(0)
    } else {
        one_numeral(units)
    };
    let n = tens? as u32 * 10 + units? as u32;
    (n > 0).then_some(n)
}

fn one_numeral(text: &str) -> Option<u8> {
    let mut chars = text.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    KANJI_NUMERALS
        .iter()
        .position(|&k| k == c)
        .map(|i| i as u8 + 1)
}

fn hand_text(pos: &Position, side: Side) -> String {
    let items: Vec<String> = HAND_ROLES
        .iter()
        .filter(|&&role| pos.in_hand(side, role) > 0)
        .map(|&role| format!("{}{}", kanji(role), kanji_count(pos.in_hand(side, role))))
        .collect();
    if items.is_empty() {
        "なし".into()
    } else {
        items.join("　")
    }
}

/// Reads a 持駒 list: `なし`, or pieces with kanji or digit counts. A kind
/// written twice adds up (歩十八　歩五 is 23 pawns, for the start
/// position's piece count to refuse).
pub(super) fn parse_hand(text: &str) -> Option<[u32; HAND_KINDS]> {
    let mut counts = [0u32; HAND_KINDS];
    let text = text.trim();
    if text.is_empty() || text == "なし" {
        return Some(counts);
    }
    let mut items: Vec<(Role, String)> = Vec::new();
    for c in text.chars() {
        if c.is_whitespace() || c == '、' || c == ',' {
            continue;
        }
        match role_from_kanji(c) {
            Some(role) => items.push((role, String::new())),
            None => items.last_mut()?.1.push(c),
        }
    }
    for (role, count) in items {
        let k = role.hand_index()?;
        let n = parse_count(&count)?;
        counts[k] = counts[k].saturating_add(n);
    }
    Some(counts)
}

pub(super) fn write_bod(out: &mut String, pos: &Position) {
    let _ = writeln!(out, "後手の持駒：{}", hand_text(pos, Side::Second));
    out.push_str("  ９ ８ ７ ６ ５ ４ ３ ２ １\n");
    out.push_str("+---------------------------+\n");
    for rank in 1..=9u8 {
        out.push('|');
        for file in (1..=9u8).rev() {
            match pos.piece_at(Square::new(file, rank)) {
                None => out.push_str(" ・"),
                Some(p) => {
                    out.push(if p.side() == Side::First { ' ' } else { 'v' });
                    out.push(kanji_char(p.role()));
                }
            }
        }
        out.push('|');
        out.push(KANJI_NUMERALS[rank as usize - 1]);
        out.push('\n');
    }
    out.push_str("+---------------------------+\n");
    let _ = writeln!(out, "先手の持駒：{}", hand_text(pos, Side::First));
    if pos.side_to_move() == Side::Second {
        out.push_str("後手番\n");
    }
}

/// A board diagram row: `|v香v桂 ・ … |一`.
pub(super) fn parse_bod_row(line: &str) -> Option<[Option<Piece>; 9]> {
    let inner = line.trim().strip_prefix('|')?;
    let inner = &inner[..inner.find('|')?];
    let mut row = [None; 9];
    let mut n = 0;
    let mut gote = false;
    for c in inner.chars() {
        match c {
            'v' | 'V' => gote = true,
            ' ' | '^' => {}
            '・' => {
                *row.get_mut(n)? = None;
                n += 1;
                gote = false;
            }
            c => {
                let side = if gote { Side::Second } else { Side::First };
                *row.get_mut(n)? = Some(Piece::new(side, role_from_kanji(c)?));
                n += 1;
                gote = false;
            }
        }
    }
    (n == 9).then_some(row)
}

pub(super) fn is_column_header(t: &str) -> bool {
    t.chars()
        .all(|c| c.is_whitespace() || c.is_ascii_digit() || FULLWIDTH_DIGITS.contains(&c))
}
