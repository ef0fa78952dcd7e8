//! Position text (SFEN) and move text: USI, Western (`P-7f`, `Bx2b+`) and
//! Japanese (`▲７六歩`), and reading any of them back.

use super::board::{Move, Piece, Position, Role, Square, HAND_KINDS, HAND_LETTERS};
use super::japanese::{self, Unresolved};
use super::kanji::{digit_value, japanese_square, kanji};
use super::{Error, MoveTextError};
use crate::core::{self, position_text, HandCounts, Side};

/// The standard start position.
pub const START_SFEN: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// `sente` or `gote`: the side ids of the command line and the API.
pub fn side_id(side: Side) -> &'static str {
    match side {
        Side::First => "sente",
        Side::Second => "gote",
    }
}

/// The words a side may be given by (its id first), the first side's
/// then the second's.
pub const SIDE_WORDS: [&[&str]; 2] = [&["sente", "black", "b"], &["gote", "white", "w"]];

impl Role {
    /// The role's id in machine-read texts (the API's states, a place's
    /// content): "pawn", "promoted_lance", "dragon".
    pub const fn id(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Lance => "lance",
            Role::Knight => "knight",
            Role::Silver => "silver",
            Role::Gold => "gold",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::King => "king",
            Role::Tokin => "tokin",
            Role::PromotedLance => "promoted_lance",
            Role::PromotedKnight => "promoted_knight",
            Role::PromotedSilver => "promoted_silver",
            Role::Horse => "horse",
            Role::Dragon => "dragon",
        }
    }
}

impl Position {
    pub fn startpos() -> Position {
        Position::from_sfen(START_SFEN).expect("the start SFEN is valid")
    }

    /// `startpos` or an SFEN.
    pub fn from_text_or_start(text: &str) -> Result<Position, Error> {
        position_text::startpos_or(text.trim(), Position::startpos, |sfen| {
            Position::from_sfen(sfen.strip_prefix("sfen ").unwrap_or(sfen))
        })
    }

    pub fn from_sfen(sfen: &str) -> Result<Position, Error> {
        Position::read_sfen(sfen).map_err(Error::Sfen)
    }

    /// The SFEN of this position.
    pub fn sfen(&self) -> String {
        sfen_of(
            |sq| self.piece_at(sq),
            &HandCounts::from(self.hands()),
            self.side_to_move(),
            self.move_number(),
        )
    }
}

/// An SFEN from any board (`piece_at`), hands (as counted, for a record's
/// start that is yet to be checked), side to move and move number.
pub(crate) fn sfen_of(
    piece_at: impl Fn(Square) -> Option<Piece>,
    hands: &HandCounts<HAND_KINDS>,
    side: Side,
    move_number: u32,
) -> String {
    let mut out = String::with_capacity(90);
    for row in 1..=9u8 {
        let mut empty = 0;
        for file in (1..=9u8).rev() {
            match piece_at(Square::new(file, row)) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    let text = p.role().sfen();
                    match p.side() {
                        Side::First => out.push_str(text),
                        Side::Second => out.push_str(&text.to_ascii_lowercase()),
                    }
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if row < 9 {
            out.push('/');
        }
    }
    let stm = if side == Side::First { 'b' } else { 'w' };
    format!("{out} {stm} {} {move_number}", hands.text(&HAND_LETTERS))
}

impl Square {
    /// `7g`: file 1–9 and rank a–i (also `76`, file and rank digits).
    pub fn parse(text: &str) -> Option<Square> {
        let b = text.as_bytes();
        if b.len() != 2 || !(b'1'..=b'9').contains(&b[0]) {
            return None;
        }
        let rank = match b[1] {
            b'a'..=b'i' => b[1] - b'a' + 1,
            b'1'..=b'9' => b[1] - b'0',
            _ => return None,
        };
        Some(Square::new(b[0] - b'0', rank))
    }
}

impl Move {
    /// USI: `7g7f`, `8h2b+`, `P*5e`.
    pub fn usi(self) -> String {
        match (self.from(), self.dropped()) {
            (Some(from), _) => format!(
                "{from}{}{}",
                self.to(),
                if self.promotes() { "+" } else { "" }
            ),
            (None, role) => format!("{}*{}", role.map_or('P', |r| r.letter()), self.to()),
        }
    }

    /// Reads USI move text (syntax only; legality is the position's call).
    pub fn from_usi(text: &str) -> Option<Move> {
        let text = text.trim();
        if let Some((piece, to)) = text.split_once('*') {
            let mut chars = piece.chars();
            let role = Role::from_letter(chars.next()?.to_ascii_uppercase())?;
            if chars.next().is_some()
                || role.hand_index().is_none()
                || !piece.chars().all(|c| c.is_ascii_uppercase())
            {
                return None;
            }
            return Some(Move::drop(role, Square::parse(to)?));
        }
        let (body, promote) = match text.strip_suffix('+') {
            Some(body) => (body, true),
            None => (text, false),
        };
        if body.len() != 4 || !body.is_ascii() {
            return None;
        }
        let from = Square::parse(&body[..2])?;
        let to = Square::parse(&body[2..])?;
        (from != to).then(|| Move::normal(from, to, promote))
    }
}

/// The notations moves can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// `7g7f`, `P*5e`, `8h2b+`: the engines' form.
    Usi,
    /// `P-7f`, `Bx2b+`, `P*5e`, `G6i-5h`.
    Western,
    /// `▲７六歩`, `△同　歩`, `▲５八金右`.
    Japanese,
}

impl core::Notation for Notation {
    const NAMES: &'static str = "usi|western|japanese";
    const DEFAULT: Notation = Notation::Usi;

    fn parse(name: &str) -> Option<Notation> {
        match name.to_ascii_lowercase().as_str() {
            "usi" => Some(Notation::Usi),
            "western" | "hodges" => Some(Notation::Western),
            "japanese" | "ja" | "kanji" => Some(Notation::Japanese),
            _ => None,
        }
    }
}

/// How Japanese text disambiguates a move, and marks drops and promotion.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct JapaneseParts {
    /// The destination, or `None` for 同 (same square as the last move).
    pub to: Option<Square>,
    pub piece: &'static str,
    /// 右 左 直 上 引 寄 as needed, or 打 for a drop a board piece could
    /// also make.
    pub relative: String,
    /// 成 or 不成 when promotion was possible.
    pub promotion: &'static str,
}

impl Position {
    /// `m` (legal here) in `notation`. `previous` is the destination of the
    /// move before, for Japanese 同.
    pub fn move_text(&self, m: Move, notation: Notation, previous: Option<Square>) -> String {
        match notation {
            Notation::Usi => m.usi(),
            Notation::Western => self.western(m),
            Notation::Japanese => {
                let parts = self.japanese_parts(m, previous);
                let mark = if self.side_to_move() == Side::First {
                    '▲'
                } else {
                    '△'
                };
                let to = match parts.to {
                    Some(sq) => japanese_square(sq),
                    None if parts.piece.chars().count() == 1 => "同　".to_string(),
                    None => "同".to_string(),
                };
                format!(
                    "{mark}{to}{}{}{}",
                    parts.piece, parts.relative, parts.promotion
                )
            }
        }
    }

    fn moved_role(&self, m: Move) -> Role {
        match m.from() {
            Some(from) => self.piece_at(from).map_or(Role::Pawn, |p| p.role()),
            None => m.dropped().unwrap_or(Role::Pawn),
        }
    }

    /// Other legal moves of a piece of the same role (and the same promoted
    /// state) from another square to the same destination.
    fn rivals(&self, m: Move, legal: &[Move]) -> Vec<Square> {
        let role = self.moved_role(m);
        let mut out: Vec<Square> = legal
            .iter()
            .filter(|o| o.to() == m.to() && o.from().is_some() && o.from() != m.from())
            .filter(|o| self.moved_role(**o) == role)
            .filter_map(|o| o.from())
            .collect();
        out.sort();
        out.dedup();
        out
    }

    fn promotion_possible(&self, m: Move, legal: &[Move]) -> bool {
        !m.is_drop()
            && legal
                .iter()
                .any(|o| o.from() == m.from() && o.to() == m.to() && o.promotes() != m.promotes())
    }

    fn western(&self, m: Move) -> String {
        let legal = self.legal_moves();
        let role = self.moved_role(m);
        let mut out = String::new();
        if role.is_promoted() {
            out.push('+');
        }
        out.push(role.letter());
        match m.from() {
            None => out.push('*'),
            Some(from) => {
                if !self.rivals(m, &legal).is_empty() {
                    out.push_str(&from.to_string());
                }
                out.push(if self.piece_at(m.to()).is_some() {
                    'x'
                } else {
                    '-'
                });
            }
        }
        out.push_str(&m.to().to_string());
        if m.promotes() {
            out.push('+');
        } else if self.promotion_possible(m, &legal) {
            out.push('=');
        }
        out
    }

    /// The pieces of `m`'s Japanese text (the KIF writer uses them too).
    pub fn japanese_parts(&self, m: Move, previous: Option<Square>) -> JapaneseParts {
        let legal = self.legal_moves();
        let us = self.side_to_move();
        let role = self.moved_role(m);
        let mut parts = JapaneseParts {
            to: (previous != Some(m.to())).then_some(m.to()),
            piece: kanji(role),
            ..JapaneseParts::default()
        };
        let Some(from) = m.from() else {
            let board_can = legal
                .iter()
                .any(|o| o.to() == m.to() && !o.is_drop() && self.moved_role(*o) == role);
            if board_can {
                parts.relative.push('打');
            }
            return parts;
        };
        if m.promotes() {
            parts.promotion = "成";
        } else if self.promotion_possible(m, &legal) {
            parts.promotion = "不成";
        }
        let rivals = self.rivals(m, &legal);
        if rivals.is_empty() {
            return parts;
        }
        let to = m.to();
        let vertical = |f: Square| match (to.depth(us) as i8 - f.depth(us) as i8).signum() {
            1 => '上',
            -1 => '引',
            _ => '寄',
        };
        // How far right a square is, as the mover sees the board.
        let rightness = |sq: Square| match us {
            Side::First => 10 - sq.file() as i8,
            Side::Second => sq.file() as i8,
        };
        let mine = vertical(from);
        let same: Vec<Square> = rivals
            .iter()
            .copied()
            .filter(|&r| vertical(r) == mine)
            .collect();
        if same.is_empty() {
            parts.relative.push(mine);
            return parts;
        }
        let straight = to.file() == from.file() && to.depth(us) == from.depth(us) + 1;
        if straight && !matches!(role, Role::Horse | Role::Dragon) {
            parts.relative.push('直');
            return parts;
        }
        let side_word = |among: &[Square]| {
            if among.iter().all(|&r| rightness(from) > rightness(r)) {
                Some('右')
            } else if among.iter().all(|&r| rightness(from) < rightness(r)) {
                Some('左')
            } else {
                None
            }
        };
        if let Some(w) = side_word(&rivals) {
            parts.relative.push(w);
        } else if let Some(w) = side_word(&same) {
            parts.relative.push(w);
            parts.relative.push(mine);
        } else {
            parts.relative.push(mine);
        }
        parts
    }

    /// Reads a move in USI, Western or Japanese notation. `previous` is the
    /// last move's destination (for 同). USI and Japanese are read for what
    /// they say, so that an illegal move can be explained; Western text
    /// must name a legal move.
    pub fn parse_move(&self, text: &str, previous: Option<Square>) -> Result<Move, Error> {
        let trimmed = text.trim();
        let refusal =
            |why: fn(String) -> MoveTextError| Err(Error::MoveText(why(trimmed.to_string())));
        if let Some(m) = Move::from_usi(trimmed) {
            return Ok(m);
        }
        // The side marks (▲ △ ☗ ☖) say nothing the position does not.
        let body = trimmed
            .trim_start_matches(['▲', '△', '☗', '☖', '▼', '▽'])
            .trim_start();
        if let Some(name) = japanese::parse_move_name(body) {
            if name.text.trim_end() == body {
                return match japanese::read(self, previous, &name) {
                    Ok(m) => Ok(m),
                    Err(Unresolved::Ambiguous(_)) => refusal(MoveTextError::Ambiguous),
                    Err(Unresolved::NotDroppable) => refusal(MoveTextError::NotAMove),
                    Err(_) => refusal(MoveTextError::NoSuchMove),
                };
            }
        }
        let wanted = normalize(trimmed);
        let legal = self.legal_moves();
        let found: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&m| !wanted.is_empty() && self.western_forms(m).contains(&wanted))
            .collect();
        match found.as_slice() {
            [m] => Ok(*m),
            [] if looks_like_move(&wanted) => refusal(MoveTextError::NoSuchMove),
            [] => refusal(MoveTextError::NotAMove),
            _ => refusal(MoveTextError::Ambiguous),
        }
    }

    /// Every accepted Western spelling of `m`, normalised: as written, with
    /// its origin always, and without the '=' of a declined promotion.
    fn western_forms(&self, m: Move) -> Vec<String> {
        let western = self.western(m);
        let mut forms = vec![normalize(&western)];
        if let Some(from) = m.from() {
            let role = self.moved_role(m);
            let promoted = if role.is_promoted() { "+" } else { "" };
            let tail = if m.promotes() { "+" } else { "" };
            forms.push(normalize(&format!(
                "{promoted}{}{from}{}{tail}",
                role.letter(),
                m.to()
            )));
            forms.push(normalize(western.trim_end_matches('=')));
        }
        forms
    }
}

/// Folds Western spellings into one: no spaces, no '-' or 'x', ASCII
/// digits, lower case.
fn normalize(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '-' | 'x' | 'X') && !c.is_whitespace())
        .map(|c| match digit_value(c) {
            Some(d) if ('１'..='９').contains(&c) => (b'0' + d) as char,
            _ => c.to_ascii_lowercase(),
        })
        .collect()
}

fn looks_like_move(normalized: &str) -> bool {
    normalized.chars().any(|c| c.is_ascii_digit())
}
