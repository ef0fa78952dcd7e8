//! The brief's text forms: the position (`<board> <side> <hands> <ply>`) and
//! the moves (`L*b5`, `B*e4<`, `c5-d5>`, `c5=d5`, `c5>`). Reading is strict:
//! only the canonical text of a position or move is accepted.

use super::board::{
    Facing, Kind, Move, MoveKind, Piece, Position, Square, HAND_KINDS, HAND_LETTERS, HAND_ORDER,
    MAX_STACK,
};
use super::{Error, MoveTextError, PositionError, RowProblem};
use crate::core::{position_text, HandCounts, Side};

/// The start position, before the opening drops.
pub const START_POSITION: &str =
    "xvkvsvtvvtvsvkvxv/9/bvbvbvbvbvbvbvbvbv/9/9/9/B^B^B^B^B^B^B^B^B^/9/X^K^S^T^VT^S^K^X^ o LPlp 1";

/// `orange` or `blue`: the side ids of the command line and the API.
pub fn side_id(side: Side) -> &'static str {
    match side {
        Side::First => "orange",
        Side::Second => "blue",
    }
}

/// The words a side may be given by (its id first), the first side's
/// then the second's.
pub const SIDE_WORDS: [&[&str]; 2] = [&["orange", "cam", "o"], &["blue", "xanh", "b"]];

impl Kind {
    /// The kind's id in machine-read texts (the API's states, a place's
    /// content): "soldier", "dragon".
    pub const fn id(self) -> &'static str {
        match self {
            Kind::King => "king",
            Kind::General => "general",
            Kind::Guard => "guard",
            Kind::Rider => "rider",
            Kind::Chariot => "chariot",
            Kind::Soldier => "soldier",
            Kind::Dragon => "dragon",
            Kind::Phoenix => "phoenix",
        }
    }
}

impl Square {
    /// `c5`: a row letter a–i and a column digit 1–9.
    pub fn parse(text: &str) -> Option<Square> {
        let b = text.as_bytes();
        if b.len() != 2 || !(b'a'..=b'i').contains(&b[0]) || !(b'1'..=b'9').contains(&b[1]) {
            return None;
        }
        Some(Square::new(b[0] - b'a', b[1] - b'0'))
    }
}

impl Piece {
    /// `X^`, `v`… : the letter (upper case for Orange) and, for a piece that
    /// turns, its facing mark.
    pub fn text(self) -> String {
        let letter = self.kind().letter();
        let mut out = String::with_capacity(2);
        out.push(match self.side() {
            Side::First => letter,
            Side::Second => letter.to_ascii_lowercase(),
        });
        if self.kind().rotatable() {
            out.push(self.facing().mark());
        }
        out
    }
}

impl Move {
    /// The brief's move text.
    pub fn text(self) -> String {
        let mark = self.facing().map(Facing::mark);
        let mut out = match self.kind() {
            MoveKind::Drop => {
                let letter = self.dropped().map_or('B', Kind::letter);
                format!("{letter}*{}", self.to())
            }
            MoveKind::Single => format!("{}-{}", self.from().unwrap_or(self.to()), self.to()),
            MoveKind::Stack => format!("{}={}", self.from().unwrap_or(self.to()), self.to()),
            MoveKind::Rotate => self.to().to_string(),
        };
        if let Some(m) = mark {
            out.push(m);
        }
        out
    }

    /// Reads move text as written (syntax only: whether the move is legal,
    /// and whether its mark is a real quarter turn, is the position's call).
    pub fn from_text(text: &str) -> Result<Move, MoveTextError> {
        let bad = || MoveTextError::NotAMove(text.to_string());
        let chars: Vec<char> = text.chars().collect();
        let (body, facing) = match chars.last().and_then(|&c| Facing::from_mark(c)) {
            Some(f) => (&chars[..chars.len() - 1], Some(f)),
            None => (&chars[..], None),
        };
        let body: String = body.iter().collect();
        if let Some((letter, to)) = body.split_once('*') {
            let mut letters = letter.chars();
            let kind = match (letters.next(), letters.next()) {
                (Some(c), None) if c.is_ascii_uppercase() => {
                    Kind::from_letter(c).ok_or_else(bad)?
                }
                _ => return Err(bad()),
            };
            let to = Square::parse(to).ok_or_else(bad)?;
            if kind == Kind::King {
                return Err(MoveTextError::KingNeverInHand(text.to_string()));
            }
            return match (kind.rotatable(), facing) {
                (true, None) => Err(MoveTextError::DropNeedsFacing(text.to_string())),
                (false, Some(_)) => Err(MoveTextError::FacingOnFixedPiece(text.to_string())),
                _ => Ok(Move::drop(kind, to, facing)),
            };
        }
        if body.len() == 2 {
            let at = Square::parse(&body).ok_or_else(bad)?;
            return facing.map(|f| Move::rotate(at, f)).ok_or_else(bad);
        }
        if body.len() != 5 || !body.is_ascii() {
            return Err(bad());
        }
        let from = Square::parse(&body[..2]).ok_or_else(bad)?;
        let to = Square::parse(&body[3..]).ok_or_else(bad)?;
        if from == to {
            return Err(MoveTextError::SameSquare(text.to_string()));
        }
        match &body[2..3] {
            "-" => Ok(Move::single(from, to, facing)),
            "=" => Ok(Move::stack(from, to, facing)),
            _ => Err(bad()),
        }
    }
}

impl Position {
    pub fn startpos() -> Position {
        Position::from_text(START_POSITION).expect("the start position is valid")
    }

    /// `startpos` or a position text.
    pub fn from_text_or_start(text: &str) -> Result<Position, Error> {
        position_text::startpos_or(text, Position::startpos, Position::from_text)
    }

    /// Reads the canonical position text, and nothing else.
    pub fn from_text(text: &str) -> Result<Position, Error> {
        Position::parse(text).map_err(Error::Position)
    }

    fn parse(text: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = text.split(' ').collect();
        if fields.len() != 4 || fields.iter().any(|f| f.is_empty()) {
            return Err(PositionError::Fields(text.split_whitespace().count()));
        }
        let rows = position_text::rows(fields[0], 9, PositionError::RowCount)?;
        let mut pos = Position::empty();
        // Pieces of each side and kind on the board, then in the hands.
        let mut counts = [[0u32; 8]; 2];
        for (i, row_text) in rows.iter().enumerate() {
            let row = 8 - i as u8;
            let mut column = 10u8; // the next column to fill, counting down
            let chars: Vec<char> = row_text.chars().collect();
            let mut k = 0;
            let mut last_was_digit = false;
            let row_error = |problem: RowProblem| PositionError::Row {
                row: (b'a' + row) as char,
                text: row_text.to_string(),
                problem,
            };
            while k < chars.len() {
                let c = chars[k];
                if let Some(d) = c.to_digit(10) {
                    if d == 0 || last_was_digit {
                        return Err(row_error(RowProblem::DigitRun));
                    }
                    if d as u8 >= column {
                        return Err(row_error(RowProblem::TooWide));
                    }
                    column -= d as u8;
                    last_was_digit = true;
                    k += 1;
                    continue;
                }
                last_was_digit = false;
                let mut pieces = Vec::new();
                if c == '(' {
                    let close = chars[k..]
                        .iter()
                        .position(|&x| x == ')')
                        .ok_or_else(|| row_error(RowProblem::Unclosed))?;
                    let inner: String = chars[k + 1..k + close].iter().collect();
                    let mut rest = inner.as_str();
                    while !rest.is_empty() {
                        let (p, used) =
                            read_piece(rest).ok_or_else(|| row_error(RowProblem::StackContent))?;
                        pieces.push(p);
                        rest = &rest[used..];
                    }
                    if pieces.len() < 2 {
                        return Err(row_error(RowProblem::LoneInParentheses));
                    }
                    k += close + 1;
                } else {
                    let rest: String = chars[k..].iter().collect();
                    let (p, used) =
                        read_piece(&rest).ok_or_else(|| row_error(RowProblem::NotAPiece))?;
                    pieces.push(p);
                    k += rest[..used].chars().count();
                }
                if column <= 1 {
                    return Err(row_error(RowProblem::TooWide));
                }
                column -= 1;
                let sq = Square::new(row, column);
                if pieces.len() > MAX_STACK {
                    return Err(PositionError::StackTooTall {
                        at: sq,
                        height: pieces.len(),
                    });
                }
                let side = pieces[0].side();
                if pieces.iter().any(|p| p.side() != side) {
                    return Err(PositionError::MixedStack(sq));
                }
                if pieces.len() > 1 && pieces.iter().any(|p| p.kind() == Kind::King) {
                    return Err(PositionError::KingInStack(sq));
                }
                for p in pieces {
                    counts[p.side().index()][p.kind() as usize] += 1;
                    pos.push_piece(sq, p);
                }
            }
            if column != 1 {
                return Err(row_error(RowProblem::NotNineColumns));
            }
        }
        let side = match fields[1] {
            "o" => Side::First,
            "b" => Side::Second,
            other => return Err(PositionError::Side(other.to_string())),
        };
        let hands = HandCounts::<HAND_KINDS>::parse(fields[2], &HAND_LETTERS, true)
            .map_err(|_| PositionError::Hands(fields[2].to_string()))?;
        if hands.text(&HAND_LETTERS) != fields[2] {
            return Err(PositionError::Hands(fields[2].to_string()));
        }
        for s in Side::BOTH {
            for (k, kind) in HAND_ORDER.iter().enumerate() {
                let n = &mut counts[s.index()][*kind as usize];
                *n = n.saturating_add(hands.count(s, k));
            }
        }
        for s in Side::BOTH {
            if counts[s.index()][Kind::King as usize] > 1 {
                return Err(PositionError::TwoKings(s));
            }
        }
        // No more of a kind than the set holds, board and both hands
        // together: checked before any piece goes into a hand, so a hand
        // never holds more than its hash keys count (18 Binh).
        for kind in Kind::ALL {
            let count = counts[0][kind as usize].saturating_add(counts[1][kind as usize]);
            let max = 2 * kind.set_count() as u32;
            if kind != Kind::King && count > max {
                return Err(PositionError::TooMany { kind, count, max });
            }
        }
        for s in Side::BOTH {
            for (k, kind) in HAND_ORDER.iter().enumerate() {
                for _ in 0..hands.count(s, k) {
                    pos.add_to_hand(s, *kind);
                }
            }
        }
        let ply = fields[3];
        let number = ply
            .parse::<u32>()
            .ok()
            .filter(|&n| n >= 1 && n.to_string() == ply)
            .ok_or_else(|| PositionError::Ply(ply.to_string()))?;
        pos.set_ply(number);
        pos.set_side_to_move(side);
        if let Some(k) = pos.king(!side) {
            if super::moves::attacked(pos.tops(), k, side) {
                return Err(PositionError::SideNotToMoveInCheck);
            }
        }
        Ok(pos)
    }

    /// The position text.
    pub fn text(&self) -> String {
        let mut out = String::with_capacity(100);
        for row in (0..9u8).rev() {
            let mut empty = 0;
            for column in (1..=9u8).rev() {
                let stack = self.stack(Square::new(row, column));
                if stack.is_empty() {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                if stack.height() > 1 {
                    out.push('(');
                }
                for p in stack.pieces() {
                    out.push_str(&p.text());
                }
                if stack.height() > 1 {
                    out.push(')');
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if row > 0 {
                out.push('/');
            }
        }
        let side = ['o', 'b'][self.side_to_move().index()];
        format!(
            "{out} {side} {} {}",
            self.hands().text(&HAND_LETTERS),
            self.ply()
        )
    }

    /// Reads a move text (its form only: whether the move is legal here is
    /// `explain`'s answer).
    pub fn parse_move(&self, text: &str) -> Result<Move, Error> {
        Move::from_text(text).map_err(Error::MoveText)
    }
}

/// One piece at the start of `text`: its letter and, when it turns, its
/// mark. Returns the piece and the bytes used.
fn read_piece(text: &str) -> Option<(Piece, usize)> {
    let mut chars = text.chars();
    let c = chars.next()?;
    let kind = Kind::from_letter(c)?;
    if !c.is_ascii_alphabetic() {
        return None;
    }
    let side = if c.is_ascii_uppercase() {
        Side::First
    } else {
        Side::Second
    };
    if !kind.rotatable() {
        // A mark after a fixed piece is refused by the caller's next read.
        return Some((Piece::new(side, kind, Facing::Up), 1));
    }
    let facing = Facing::from_mark(chars.next()?)?;
    Some((Piece::new(side, kind, facing), 2))
}
