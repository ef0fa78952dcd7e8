//! A move's Japanese name (`７六歩`, `同　銀`, `５八金右`, `２二角成`,
//! `５五角打`, KIF's `７六歩(77)`), read into its parts and matched to the
//! one move it names: what `rulebook play`, the page's move box and the
//! KIF and KI2 readers all use.
//!
//! Names come from people and from other programs, which add a word where
//! this engine needs none (a pinned rival, say) or leave out 不成; so the
//! words are read for what they mean and the moves that fit them all are
//! sought: 上 (forward), 引 (back), 寄 (sideways), 直 (straight forward), 右
//! and 左 (the rightmost or leftmost of the pieces that fit, as the mover
//! sees the board), 打 (a drop), 成 and 不成.

use super::board::{Move, Position, Role, Square};
use super::kanji::{digit_value, role_from_kanji, KANJI_NUMERALS};
use super::MoveList;
use crate::core::Side;

/// A move's name as written: destination (`None` for 同), the piece before
/// the move, the words that tell its piece apart, drop and promotion, and
/// KIF's origin square.
pub(crate) struct MoveName {
    pub(crate) to: Option<Square>,
    pub(crate) role: Role,
    /// 右 左 直 上 引 寄, in the order written.
    pub(crate) words: Vec<char>,
    pub(crate) drop: bool,
    /// `Some(true)` for 成, `Some(false)` for 不成 (生, 成らず).
    pub(crate) promote: Option<bool>,
    /// KIF's `(77)`.
    pub(crate) from: Option<Square>,
    /// The name as written, up to its end (no time column).
    pub(crate) text: String,
}

/// Reads a move's name; `None` if the text is no move name.
pub(crate) fn parse_move_name(body: &str) -> Option<MoveName> {
    let chars: Vec<char> = body.chars().collect();
    let skip_blanks = |mut i: usize| {
        while chars.get(i).is_some_and(|c| c.is_whitespace()) {
            i += 1;
        }
        i
    };
    let mut i;
    let to = if matches!(chars.first(), Some('同' | '仝')) {
        i = skip_blanks(1);
        None
    } else {
        let first = *chars.first()?;
        let file = digit_value(first).filter(|_| !KANJI_NUMERALS.contains(&first))?;
        let rank = digit_value(*chars.get(1)?)?;
        // `２四同歩`: the square written out before 同.
        i = if chars.get(2) == Some(&'同') {
            skip_blanks(3)
        } else {
            2
        };
        Some(Square::new(file, rank))
    };
    let role = match (chars.get(i)?, chars.get(i + 1)) {
        ('成', Some('香')) => Role::PromotedLance,
        ('成', Some('桂')) => Role::PromotedKnight,
        ('成', Some('銀')) => Role::PromotedSilver,
        (&c, _) => role_from_kanji(c)?,
    };
    i += if role.is_promoted() && chars[i] == '成' {
        2
    } else {
        1
    };
    let (mut words, mut drop, mut promote) = (Vec::new(), false, None);
    loop {
        match chars.get(i) {
            Some(&w @ ('右' | '左' | '直' | '上' | '引' | '寄')) => words.push(w),
            // 行 is an old spelling of 上; 入 adds nothing.
            Some('行') => words.push('上'),
            Some('入') => {}
            Some('打') => drop = true,
            Some('成') if chars.get(i + 1) == Some(&'ら') && chars.get(i + 2) == Some(&'ず') => {
                promote = Some(false);
                i += 2;
            }
            Some('成') => promote = Some(true),
            Some('不') if chars.get(i + 1) == Some(&'成') => {
                promote = Some(false);
                i += 1;
            }
            Some('生') => promote = Some(false),
            _ => break,
        }
        i += 1;
    }
    let mut from = None;
    let j = skip_blanks(i);
    if chars.get(j) == Some(&'(') && chars.get(j + 3) == Some(&')') {
        let f = chars.get(j + 1).and_then(|&c| digit_value(c));
        let r = chars.get(j + 2).and_then(|&c| digit_value(c));
        if let (Some(f), Some(r)) = (f, r) {
            from = Some(Square::new(f, r));
            i = j + 4;
        }
    }
    if from.is_some() && drop {
        return None;
    }
    Some(MoveName {
        to,
        role,
        words,
        drop,
        promote,
        from,
        text: chars[..i].iter().collect(),
    })
}

/// Why a name names no move here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Unresolved {
    /// 打 on a piece that is never in a hand (a king, a promoted piece).
    NotDroppable,
    /// KIF's origin square holds another of the mover's pieces.
    WrongPiece { found: Role, at: Square },
    /// 同 on the first move.
    NoPreviousMove,
    /// No piece of the kind can reach the square, and it cannot be
    /// dropped there from the hand either.
    NoPieceCanGo(Square),
    /// Pieces of the kind can reach the square, but none as the words say.
    NoneFits(Square),
    /// The name fits this many legal moves.
    Ambiguous(usize),
}

/// The move a name names, legal or not (the engine then says why not).
/// `previous` is the last move's destination, for 同.
pub(crate) fn read(
    pos: &Position,
    previous: Option<Square>,
    name: &MoveName,
) -> Result<Move, Unresolved> {
    let to = name.to.or(previous).ok_or(Unresolved::NoPreviousMove)?;
    let role = name.role;
    let promote = name.promote.unwrap_or(false);
    if name.drop && role.hand_index().is_none() {
        return Err(Unresolved::NotDroppable);
    }
    if let Some(from) = name.from {
        return match pos.piece_at(from) {
            Some(p) if p.side() == pos.side_to_move() && p.role() != role => {
                Err(Unresolved::WrongPiece {
                    found: p.role(),
                    at: from,
                })
            }
            _ => Ok(Move::normal(from, to, promote)),
        };
    }
    let legal = pos.legal_moves();
    let moved_by = |m: &Move| m.from().and_then(|f| pos.piece_at(f)).map(|p| p.role());
    let board_legal: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| m.to() == to && moved_by(m) == Some(role))
        .collect();
    // Without 打, a piece of the kind that can move there is meant.
    if name.drop || board_legal.is_empty() {
        let drop = Move::drop(role, to);
        if legal.contains(&drop) || name.drop {
            return Ok(drop);
        }
    }
    // The moves that fit the words and the promotion, among `moves`.
    let fitting = |moves: Vec<Move>| -> Vec<Move> {
        let shaped = moves
            .into_iter()
            .filter(|m| m.promotes() == promote)
            .filter(|m| {
                m.from().is_some_and(|from| {
                    name.words.iter().all(|&w| moves_as(w, from, to, role, pos))
                })
            })
            .collect();
        extreme(shaped, &name.words, pos.side_to_move())
    };
    match fitting(board_legal).as_slice() {
        [m] => return Ok(*m),
        [] => {}
        many => return Err(Unresolved::Ambiguous(many.len())),
    }
    // No legal move fits: find the one meant, for the engine to refuse.
    let mut reach = MoveList::new();
    pos.pseudo_legal_moves(&mut reach);
    let mut froms: Vec<Square> = reach
        .iter()
        .filter(|m| m.to() == to && moved_by(m) == Some(role))
        .filter_map(|m| m.from())
        .collect();
    froms.sort();
    froms.dedup();
    if froms.is_empty() {
        return match role.hand_index() {
            Some(_) if pos.in_hand(pos.side_to_move(), role) > 0 => Ok(Move::drop(role, to)),
            _ => Err(Unresolved::NoPieceCanGo(to)),
        };
    }
    let meant = froms
        .into_iter()
        .map(|from| Move::normal(from, to, promote))
        .collect();
    fitting(meant)
        .first()
        .copied()
        .ok_or(Unresolved::NoneFits(to))
}

/// Whether a move from `from` to `to` is as the word says; 右 and 左 are
/// judged among the moves that fit the other words (`extreme`).
fn moves_as(word: char, from: Square, to: Square, role: Role, pos: &Position) -> bool {
    let us = pos.side_to_move();
    let (d_from, d_to) = (from.depth(us), to.depth(us));
    match word {
        '上' => d_to > d_from,
        '引' => d_to < d_from,
        '寄' => d_to == d_from,
        '直' => {
            !matches!(role, Role::Horse | Role::Dragon)
                && from.file() == to.file()
                && d_to == d_from + 1
        }
        _ => true,
    }
}

/// The moves kept by 右 or 左: those from the rightmost (leftmost) file
/// among them, as the mover sees the board.
fn extreme(moves: Vec<Move>, words: &[char], us: Side) -> Vec<Move> {
    let rightness = |m: &Move| {
        let file = m.from().map_or(0, |f| f.file() as i8);
        match us {
            Side::First => -file,
            Side::Second => file,
        }
    };
    let pick = |want_right: bool| {
        let best = moves.iter().map(|m| {
            let r = rightness(m);
            if want_right {
                r
            } else {
                -r
            }
        });
        let best = best.max();
        moves
            .iter()
            .copied()
            .filter(|m| {
                let r = rightness(m);
                Some(if want_right { r } else { -r }) == best
            })
            .collect::<Vec<_>>()
    };
    if words.contains(&'右') {
        pick(true)
    } else if words.contains(&'左') {
        pick(false)
    } else {
        moves
    }
}
