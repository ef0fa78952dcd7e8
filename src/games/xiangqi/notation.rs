//! Position text (FEN) and move text: ICCS coordinates, WXF and Vietnamese.

use super::board::{Move, Piece, Position, Role, Square, RED};
use super::{Error, MoveTextError};
use crate::core::{self, position_text, Side};

/// The standard start position in FEN.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

impl Position {
    pub fn startpos() -> Position {
        Position::from_fen(START_FEN).expect("the start FEN is valid")
    }

    /// `startpos` or a FEN.
    pub fn from_text_or_start(text: &str) -> Result<Position, Error> {
        // A FEN's fields are read between white space, so trimming it
        // changes nothing.
        position_text::startpos_or(text.trim(), Position::startpos, Position::from_fen)
    }

    /// Reads a FEN as the Xiangqi engines write it (UCCI, Fairy-Stockfish),
    /// strictly: see `read_fen` (board.rs) for what it refuses.
    pub fn from_fen(fen: &str) -> Result<Position, Error> {
        Position::read_fen(fen).map_err(Error::Fen)
    }

    /// The FEN of this position, as Fairy-Stockfish writes it.
    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(80);
        for rank in (0..10).rev() {
            let mut empty = 0;
            for file in 0..9 {
                match self.piece_at(Square::new(file, rank)) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.fen_char());
                    }
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push_str(if self.side_to_move == RED { " w" } else { " b" });
        out.push_str(&format!(
            " - - {} {}",
            self.halfmove_clock, self.fullmove_number
        ));
        out
    }
}

impl Square {
    /// Reads a point's ICCS name (`e0`, also `E0`).
    pub fn parse(text: &str) -> Option<Square> {
        match text.trim().as_bytes() {
            [f, r @ b'0'..=b'9'] if (b'a'..=b'i').contains(&f.to_ascii_lowercase()) => {
                Some(Square::new(f.to_ascii_lowercase() - b'a', r - b'0'))
            }
            _ => None,
        }
    }
}

impl Move {
    /// ICCS coordinates, e.g. `h2e2`.
    pub fn iccs(self) -> String {
        format!("{}{}", self.from(), self.to())
    }

    /// Reads ICCS coordinates (`h2e2`, also `H2-E2`); says nothing of legality.
    pub fn from_iccs(text: &str) -> Result<Move, Error> {
        let t = text.trim().to_ascii_lowercase().replace('-', "");
        let squares = (t.len() == 4 && t.is_ascii())
            .then(|| (Square::parse(&t[..2]), Square::parse(&t[2..])))
            .and_then(|(f, t)| Some((f?, t?)));
        match squares {
            Some((from, to)) if from != to => Ok(Move::new(from, to)),
            Some(_) => Err(Error::MoveText(MoveTextError::SamePoints(text.to_string()))),
            None => Err(Error::MoveText(MoveTextError::NotAMove(text.to_string()))),
        }
    }
}

/// A side's id in every machine-read text: "red" or "black" (the CLI's
/// `result` line, the API's objects).
pub fn side_id(side: Side) -> &'static str {
    match side {
        Side::First => "red",
        Side::Second => "black",
    }
}

/// The move notations a page can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// `h2e2`
    Iccs,
    /// World Xiangqi Federation: `C2=5`.
    Wxf,
    /// Vietnamese: `P2-5` (tấn `.`, thoái `/`, bình `-`).
    Vietnamese,
}

impl core::Notation for Notation {
    const NAMES: &'static str = "iccs|wxf|vi";
    const DEFAULT: Notation = Notation::Iccs;

    fn parse(name: &str) -> Option<Notation> {
        match name.to_ascii_lowercase().as_str() {
            "iccs" | "uci" => Some(Notation::Iccs),
            "wxf" => Some(Notation::Wxf),
            "vi" | "vietnamese" => Some(Notation::Vietnamese),
            _ => None,
        }
    }
}

/// A file number as the mover counts it: 1–9 from the mover's right.
fn file_number(side: Side, sq: Square) -> u8 {
    match side {
        Side::First => 9 - sq.file(),
        Side::Second => sq.file() + 1,
    }
}

/// How far `sq` is towards the opponent, for ordering tandem pieces.
fn advance(side: Side, sq: Square) -> u8 {
    match side {
        Side::First => sq.rank(),
        Side::Second => 9 - sq.rank(),
    }
}

/// Each role's letter, general to pawn (`Role` counts from 1): WXF's, then
/// the Vietnamese notation's.
const LETTERS: [[&str; 7]; 2] = [
    ["K", "A", "E", "H", "R", "C", "P"],
    ["Tg", "S", "T", "M", "X", "P", "B"],
];

fn letters(notation: Notation, role: Role) -> &'static str {
    LETTERS[usize::from(notation == Notation::Vietnamese)][role as usize - 1]
}

/// How a piece sharing its file with a same piece is named in WXF.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TandemForm {
    /// What the project writes: advisors and elephants by file (`A6+5`,
    /// since only the front one can go forward), other pieces front and
    /// rear (`R+-2`), crowded pawns numbered (`15=6`).
    Written,
    /// Fairy-Stockfish's form where the other piece could not make the same
    /// move: the file, as for a lone piece (`R9-2`).
    ByFile,
    /// Front and rear for every piece (`A-+5`), as the project wrote before.
    FrontRear,
}

impl Position {
    /// The text of a legal move in `notation`, as seen before it is played.
    pub fn move_text(&self, m: Move, notation: Notation) -> String {
        self.move_text_in(m, notation, TandemForm::Written)
    }

    fn move_text_in(&self, m: Move, notation: Notation, form: TandemForm) -> String {
        if notation == Notation::Iccs {
            return m.iccs();
        }
        let Some(piece) = self.piece_at(m.from()) else {
            return m.iccs();
        };
        let (side, role) = (piece.side(), piece.role());
        let (from, to) = (m.from(), m.to());
        let vi = notation == Notation::Vietnamese;
        let (forward, back, sideways) = if vi { ('.', '/', '-') } else { ('+', '-', '=') };

        let prefix = self.piece_designation(side, role, from, notation, form);
        let (op, arg) = if from.rank() == to.rank() {
            (sideways, file_number(side, to))
        } else {
            let op = if advance(side, to) > advance(side, from) {
                forward
            } else {
                back
            };
            let straight = matches!(role, Role::King | Role::Rook | Role::Cannon | Role::Pawn);
            if straight {
                (op, from.rank().abs_diff(to.rank()))
            } else {
                (op, file_number(side, to))
            }
        };
        format!("{prefix}{op}{arg}")
    }

    /// The piece letter and its file, or its place among same pieces sharing
    /// the file (WXF `+`/`-`, Vietnamese `t`/`g`/`s`).
    fn piece_designation(
        &self,
        side: Side,
        role: Role,
        from: Square,
        notation: Notation,
        form: TandemForm,
    ) -> String {
        let letter = letters(notation, role);
        let own = Piece::new(side, role);
        let on_file = |file: u8| -> Vec<Square> {
            let mut v: Vec<Square> = (0..10)
                .map(|r| Square::new(file, r))
                .filter(|&s| self.piece_at(s) == Some(own))
                .collect();
            v.sort_by_key(|&s| std::cmp::Reverse(advance(side, s)));
            v
        };
        let tandem = on_file(from.file());
        let number = file_number(side, from);
        if tandem.len() < 2 {
            return format!("{letter}{number}");
        }
        let index = tandem.iter().position(|&s| s == from).unwrap_or(0);
        let crowded_files = (0..9).filter(|&f| on_file(f).len() >= 2).count();
        let vi = notation == Notation::Vietnamese;
        if role == Role::Pawn && (tandem.len() > 2 || crowded_files > 1) {
            // Pawns counted from the front of their file, then the file.
            if vi {
                let mark = vi_marker(index, tandem.len());
                return if crowded_files > 1 {
                    format!("{letter}{mark}{number}")
                } else {
                    format!("{letter}{mark}")
                };
            }
            return format!("{}{number}", index + 1);
        }
        if vi {
            return format!("{letter}{}", vi_marker(index, tandem.len()));
        }
        let by_file = match form {
            TandemForm::Written => matches!(role, Role::Advisor | Role::Elephant),
            TandemForm::ByFile => true,
            TandemForm::FrontRear => false,
        };
        if by_file {
            format!("{letter}{number}")
        } else {
            format!("{letter}{}", if index == 0 { '+' } else { '-' })
        }
    }

    /// Reads a move in any notation (ICCS, WXF, Vietnamese) and returns it if
    /// it names exactly one legal move; ICCS text is returned unchecked.
    ///
    /// Beside the names `move_text` writes, WXF is read as Fairy-Stockfish
    /// and others write it: a tandem piece by its file where that names one
    /// move (`R9-2`), front and rear for advisors and elephants (`A-+5`), and
    /// `.` for sideways (`C2.5`). The written names come first, so a text
    /// read before is read the same.
    pub fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let trimmed = text.trim();
        let iccs = Move::from_iccs(trimmed);
        if iccs.is_ok() {
            return iccs;
        }
        let legal = self.legal_moves();
        let named_once = |text: &str, notation: Notation, form: TandemForm| {
            let mut matches = legal.iter().copied().filter(|&m| {
                self.move_text_in(m, notation, form)
                    .eq_ignore_ascii_case(text)
            });
            match (matches.next(), matches.next()) {
                (Some(m), None) => Some(m),
                _ => None,
            }
        };
        let written = [Notation::Wxf, Notation::Vietnamese]
            .into_iter()
            .find_map(|n| named_once(trimmed, n, TandemForm::Written));
        let sideways_dot = trimmed.replace('.', "=");
        let other_writers = || {
            [
                TandemForm::Written,
                TandemForm::ByFile,
                TandemForm::FrontRear,
            ]
            .into_iter()
            .find_map(|form| named_once(&sideways_dot, Notation::Wxf, form))
        };
        written.or_else(other_writers).map_or(iccs, Ok)
    }
}

/// A pawn's place on a file of `count` pawns, counted from the front:
/// trước (front), sau (rear), giữa (middle); with four or five pawns the
/// middle ones are giữa trước, giữa, giữa sau, so no mark is a digit that
/// would read as a file.
fn vi_marker(index: usize, count: usize) -> &'static str {
    match (index, count) {
        (0, _) => "t",
        (i, n) if i + 1 == n => "s",
        (_, 3) => "g",
        (1, _) => "gt",
        (i, n) if i + 2 == n => "gs",
        _ => "g",
    }
}
