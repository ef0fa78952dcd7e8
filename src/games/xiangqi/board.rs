//! Squares, pieces, the position and its incremental hash, and reading a
//! FEN into a position strictly (where each piece can ever stand, the set).

use super::bits::Lines;
pub use super::square::{Square, FILES, SQUARES};
use super::FenError;
use crate::core::packed::{self, RowsProblem, SquareSet};
use crate::core::zobrist::Keys;
use crate::core::{MoveCode, Side};

/// Red (Đỏ) moves first.
pub const RED: Side = Side::First;
/// Black (Đen).
pub const BLACK: Side = Side::Second;

/// The five points of Red's palace diagonals, the only ones a red advisor
/// ever reaches (Black's mirror them).
const RED_ADVISOR_POINTS: [Square; 5] = Square::list([(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)]);

/// The seven points a red elephant ever reaches: two-point diagonal jumps
/// from c0 and g0 that never cross the river (Black's mirror them).
const RED_ELEPHANT_POINTS: [Square; 7] =
    Square::list([(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)]);

/// The files a pawn starts on (a, c, e, g, i) and keeps to until it has
/// crossed the river.
const PAWN_FILES: [u8; 5] = [0, 2, 4, 6, 8];

/// Why a piece can never stand on a point: no sequence of its moves from
/// where the set puts it reaches there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffLimits {
    /// A general outside its palace.
    OutsidePalace,
    /// An advisor off its five palace points.
    OffAdvisorPoints,
    /// An elephant off its seven points on its own half.
    OffElephantPoints,
    /// A pawn behind the rank it starts on.
    BehindPawnStart,
    /// A pawn on its own half on a file no pawn starts on.
    OffPawnFile,
}

/// The seven kinds of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Tướng (帥/將), the general.
    King = 1,
    /// Sĩ (仕/士), the guard.
    Advisor = 2,
    /// Tượng (相/象), the minister.
    Elephant = 3,
    /// Mã (傌/馬), the horse.
    Horse = 4,
    /// Xe (俥/車), the chariot.
    Rook = 5,
    /// Pháo (炮/砲).
    Cannon = 6,
    /// Tốt/Binh (兵/卒), the soldier.
    Pawn = 7,
}

impl Role {
    pub const ALL: [Role; 7] = [
        Role::King,
        Role::Advisor,
        Role::Elephant,
        Role::Horse,
        Role::Rook,
        Role::Cannon,
        Role::Pawn,
    ];

    const fn from_code(code: u8) -> Option<Role> {
        match code {
            1 => Some(Role::King),
            2 => Some(Role::Advisor),
            3 => Some(Role::Elephant),
            4 => Some(Role::Horse),
            5 => Some(Role::Rook),
            6 => Some(Role::Cannon),
            7 => Some(Role::Pawn),
            _ => None,
        }
    }

    /// The lower-case FEN letter (Black's); Red's is upper case.
    pub const fn fen_char(self) -> char {
        match self {
            Role::King => 'k',
            Role::Advisor => 'a',
            Role::Elephant => 'b',
            Role::Horse => 'n',
            Role::Rook => 'r',
            Role::Cannon => 'c',
            Role::Pawn => 'p',
        }
    }

    pub const fn from_fen_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'k' => Some(Role::King),
            'a' => Some(Role::Advisor),
            'b' | 'e' => Some(Role::Elephant),
            'n' | 'h' => Some(Role::Horse),
            'r' => Some(Role::Rook),
            'c' => Some(Role::Cannon),
            'p' => Some(Role::Pawn),
            _ => None,
        }
    }

    /// How many of this role each side has in a set.
    pub const fn set_count(self) -> u8 {
        match self {
            Role::King => 1,
            Role::Pawn => 5,
            _ => 2,
        }
    }

    /// The only points `side`'s advisor or elephant ever stands on; `None`
    /// for the other roles.
    pub fn points(self, side: Side) -> Option<Vec<Square>> {
        let red: &[Square] = match self {
            Role::Advisor => &RED_ADVISOR_POINTS,
            Role::Elephant => &RED_ELEPHANT_POINTS,
            _ => return None,
        };
        Some(red.iter().map(|sq| sq.for_side(side)).collect())
    }

    /// The English name used in explanations.
    pub const fn name(self) -> &'static str {
        match self {
            Role::King => "general",
            Role::Advisor => "advisor",
            Role::Elephant => "elephant",
            Role::Horse => "horse",
            Role::Rook => "rook",
            Role::Cannon => "cannon",
            Role::Pawn => "pawn",
        }
    }
}

/// A piece: a side and a role, packed as `side << 3 | role` (0 is empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece(u8);

packed::packed_piece!(Piece, Role, side_shift: 3);

impl Piece {
    pub const fn fen_char(self) -> char {
        let c = self.role().fen_char();
        match self.side() {
            Side::First => c.to_ascii_uppercase(),
            Side::Second => c,
        }
    }

    /// Why this piece can never stand on `sq`, or `None` if some game
    /// brings it there. Generals and advisors keep to their palace,
    /// elephants to their own half, and pawns only go forward, sideways
    /// only once across the river.
    pub fn off_limits(self, sq: Square) -> Option<OffLimits> {
        let side = self.side();
        // Red's point that `sq` mirrors, so one table serves both sides.
        let red = sq.for_side(side);
        match self.role() {
            Role::King if !sq.in_palace(side) => Some(OffLimits::OutsidePalace),
            Role::Advisor if !RED_ADVISOR_POINTS.contains(&red) => {
                Some(OffLimits::OffAdvisorPoints)
            }
            Role::Elephant if !RED_ELEPHANT_POINTS.contains(&red) => {
                Some(OffLimits::OffElephantPoints)
            }
            Role::Pawn if red.rank() < 3 => Some(OffLimits::BehindPawnStart),
            Role::Pawn if red.rank() <= 4 && !PAWN_FILES.contains(&red.file()) => {
                Some(OffLimits::OffPawnFile)
            }
            _ => None,
        }
    }
}

pub(crate) const EMPTY: u8 = 0;

/// Piece codes as stored on the board, for the hot path.
pub(crate) const fn code(side: Side, role: Role) -> u8 {
    Piece::new(side, role).code()
}

/// Zobrist keys by piece code (0..16) and square: code * 90 + square.
static ZOBRIST: Keys<{ 16 * SQUARES }, 0x0123_4567_89AB_CDEF> = Keys::new();
const ZOBRIST_BLACK_TO_MOVE: u64 = 0xF1E2_D3C4_B5A6_9788;

#[inline]
pub(crate) fn zobrist(code: u8, sq: u8) -> u64 {
    ZOBRIST.get(code as usize * SQUARES + sq as usize)
}

/// A move from one point to another, packed as `from | to << 7`.
///
/// Its `code()` is the compact form handed to JavaScript.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Move(u16);

impl Move {
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move(from.0 as u16 | (to.0 as u16) << 7)
    }

    #[inline]
    pub const fn from(self) -> Square {
        Square((self.0 & 0x7F) as u8)
    }

    #[inline]
    pub const fn to(self) -> Square {
        Square((self.0 >> 7) as u8)
    }

}

/// A move's code is `from | to << 7`, points `rank * 9 + file`.
impl MoveCode for Move {
    fn code(self) -> u32 {
        self.0 as u32
    }

    /// The move for a code, if it names two points of the board.
    fn from_code(code: u32) -> Option<Move> {
        if code >= 1 << 14 {
            return None;
        }
        let m = Move(code as u16);
        (m.from().index() < SQUARES && m.to().index() < SQUARES).then_some(m)
    }
}

/// What `Position::make` needs to take a move back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    pub(crate) captured: u8,
    pub(crate) halfmove_clock: u16,
    /// The fullmove number before the move: restored as it was, since a
    /// saturated number can't be counted back.
    pub(crate) fullmove_number: u32,
}

impl Undo {
    pub fn captured(&self) -> Option<Piece> {
        Piece::from_code(self.captured)
    }
}

/// A position: the pieces, the side to move and the move counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(crate) board: [u8; SQUARES],
    /// The points each side's pieces stand on (`board` again, as bits), so
    /// that move generation visits only them.
    pub(crate) occupied: [SquareSet; 2],
    /// Every rank and file as the bits of its occupied points, for the
    /// lines rooks, cannons and generals look along.
    pub(crate) lines: Lines,
    pub(crate) side_to_move: Side,
    /// Where each side's general stands; `u8::MAX` if it is missing (only in
    /// hand-made FEN, which the parser rejects).
    pub(crate) kings: [u8; 2],
    pub(crate) hash: u64,
    /// Plies since the last capture (FEN's fifth field), saturating at
    /// `u16::MAX`.
    pub(crate) halfmove_clock: u16,
    /// FEN's sixth field, from 1, saturating at `u32::MAX` (the same range
    /// as shogi's move number and Long Phượng's ply).
    pub(crate) fullmove_number: u32,
}

impl Position {
    /// An empty board with Red to move; fill it with `put`.
    pub(crate) fn empty() -> Position {
        Position {
            board: [EMPTY; SQUARES],
            occupied: [SquareSet::EMPTY; 2],
            lines: Lines::EMPTY,
            side_to_move: RED,
            kings: [u8::MAX; 2],
            hash: 0,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert_eq!(self.board[sq.index()], EMPTY);
        self.board[sq.index()] = piece.code();
        self.occupied[piece.side().index()].toggle(sq.0);
        self.lines.toggle(sq.0);
        self.hash ^= zobrist(piece.code(), sq.0);
        if piece.role() == Role::King {
            self.kings[piece.side().index()] = sq.0;
        }
    }

    pub(crate) fn set_side_to_move(&mut self, side: Side) {
        if side != self.side_to_move {
            self.hash ^= ZOBRIST_BLACK_TO_MOVE;
            self.side_to_move = side;
        }
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.side_to_move
    }

    /// The Zobrist hash of pieces and side to move (not the counters).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove_clock
    }

    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    pub fn king_square(&self, side: Side) -> Square {
        Square(self.kings[side.index()])
    }

    /// Every piece with its point, from a0 upwards.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.board
            .iter()
            .enumerate()
            .filter_map(|(i, &c)| Piece::from_code(c).map(|p| (Square(i as u8), p)))
    }

    /// Plays a move known to be at least pseudo-legal; returns what undoes it.
    #[inline(always)]
    pub fn make(&mut self, m: Move) -> Undo {
        let (from, to) = (m.from().0, m.to().0);
        let moving = self.board[from as usize];
        let captured = self.board[to as usize];
        let undo = Undo {
            captured,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
        };
        self.board[to as usize] = moving;
        self.board[from as usize] = EMPTY;
        let us = self.side_to_move.index();
        self.occupied[us].toggle(from);
        self.occupied[us].toggle(to);
        self.lines.toggle(from);
        self.hash ^= zobrist(moving, from) ^ zobrist(moving, to) ^ ZOBRIST_BLACK_TO_MOVE;
        if captured != EMPTY {
            self.occupied[us ^ 1].toggle(to);
            self.hash ^= zobrist(captured, to);
            self.halfmove_clock = 0;
        } else {
            self.lines.toggle(to);
            self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        }
        if moving & 7 == Role::King as u8 {
            self.kings[us] = to;
        }
        if self.side_to_move == BLACK {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.side_to_move = !self.side_to_move;
        undo
    }

    /// Takes back `m`, which must be the last move made with `undo` its result.
    #[inline(always)]
    pub fn unmake(&mut self, m: Move, undo: Undo) {
        let (from, to) = (m.from().0, m.to().0);
        self.side_to_move = !self.side_to_move;
        self.fullmove_number = undo.fullmove_number;
        let moving = self.board[to as usize];
        self.board[from as usize] = moving;
        self.board[to as usize] = undo.captured;
        let us = self.side_to_move.index();
        self.occupied[us].toggle(from);
        self.occupied[us].toggle(to);
        self.lines.toggle(from);
        self.hash ^= zobrist(moving, from) ^ zobrist(moving, to) ^ ZOBRIST_BLACK_TO_MOVE;
        if undo.captured != EMPTY {
            self.occupied[us ^ 1].toggle(to);
            self.hash ^= zobrist(undo.captured, to);
        } else {
            self.lines.toggle(to);
        }
        if moving & 7 == Role::King as u8 {
            self.kings[us] = from;
        }
        self.halfmove_clock = undo.halfmove_clock;
    }

    /// The hash computed from scratch; equals `hash()` in a sound position.
    pub fn recomputed_hash(&self) -> u64 {
        let mut h = if self.side_to_move == BLACK {
            ZOBRIST_BLACK_TO_MOVE
        } else {
            0
        };
        for (sq, p) in self.pieces() {
            h ^= zobrist(p.code(), sq.0);
        }
        h
    }
}

// ---- reading a FEN ----

impl Position {
    /// Reads a FEN as the Xiangqi engines write it (UCCI, Fairy-Stockfish),
    /// strictly: ranks from Black's side (rank 9) down, each covering the
    /// nine files exactly; no piece where its moves never bring it, nor
    /// more of a role than a set holds; `w`/`r` or `b` to move; the
    /// castling and en-passant fields `-` and the counters optional; and
    /// the side that just moved not in check.
    pub(crate) fn read_fen(fen: &str) -> Result<Position, FenError> {
        let mut fields = fen.split_whitespace();
        let mut pos = Position::read_placement(fields.next().ok_or(FenError::Empty)?)?;
        let side = match fields.next() {
            None | Some("w") | Some("r") => RED,
            Some("b") => BLACK,
            Some(other) => return Err(FenError::BadSideToMove(other.to_string())),
        };
        pos.set_side_to_move(side);
        let mut rest: Vec<&str> = fields.collect();
        // Fairy-Stockfish writes "- -" before the counters; some tools omit it.
        let dashes = rest.iter().take(2).take_while(|f| **f == "-").count();
        rest.drain(..dashes);
        let mut counters = rest.into_iter();
        if let Some(h) = counters.next() {
            pos.halfmove_clock =
                read_number(h).ok_or_else(|| FenError::BadHalfmoveClock(h.to_string()))?;
        }
        if let Some(n) = counters.next() {
            // Exactly what `fen` can print: 1 to u32::MAX.
            pos.fullmove_number = read_number(n)
                .filter(|&n| n >= 1)
                .ok_or_else(|| FenError::BadMoveNumber(n.to_string()))?;
        }
        if let Some(extra) = counters.next() {
            return Err(FenError::Trailing(extra.to_string()));
        }
        if pos.is_attacked(pos.king_square(!side), side) {
            return Err(FenError::SideNotToMoveInCheck { to_move: side });
        }
        Ok(pos)
    }

    /// The board of a FEN's first field: the rows' text first (ten of
    /// them, each nine files), then every piece's point, then the set.
    fn read_placement(placement: &str) -> Result<Position, FenError> {
        let placed = packed::read_rows(placement, (10, 9), false, read_letter, rows_error)?;
        let mut pos = Position::empty();
        let mut counts = [[0u32; 7]; 2];
        for (row, file, piece) in placed {
            let at = Square::new(file, 10 - row);
            if let Some(why) = piece.off_limits(at) {
                return Err(FenError::Misplaced { piece, at, why });
            }
            counts[piece.side().index()][piece.role() as usize - 1] += 1;
            pos.put(at, piece);
        }
        for side in Side::BOTH {
            for role in Role::ALL {
                let count = counts[side.index()][role as usize - 1];
                let max = role.set_count();
                if count > max as u32 {
                    return Err(FenError::TooMany {
                        side,
                        role,
                        count,
                        max,
                    });
                }
            }
            if counts[side.index()][Role::King as usize - 1] == 0 {
                return Err(FenError::NoGeneral(side));
            }
        }
        Ok(pos)
    }
}

/// A FEN letter as a piece: Red's in upper case, Black's in lower.
fn read_letter(letter: char, _promoted: bool, row: u8) -> Result<Piece, FenError> {
    let role = Role::from_fen_char(letter).ok_or(FenError::BadLetter { letter, row })?;
    let side = if letter.is_ascii_uppercase() {
        RED
    } else {
        BLACK
    };
    Ok(Piece::new(side, role))
}

/// What is wrong with the ranks' text, as a FEN error.
fn rows_error(problem: RowsProblem) -> FenError {
    match problem {
        RowsProblem::RowCount(n) => FenError::RankCount(n),
        RowsProblem::Zero { row } => FenError::ZeroInRank(row),
        RowsProblem::TwoCounts { row, text } => FenError::TwoCounts { row, text },
        // Xiangqi promotes nothing: a `+` is read as a letter, and refused.
        RowsProblem::LoosePlus { row } => FenError::BadLetter { letter: '+', row },
        RowsProblem::Width { row, text, files } => FenError::RankWidth { row, text, files },
    }
}

/// A counter as a FEN writes it: decimal digits only (no sign), within `T`.
fn read_number<T: std::str::FromStr>(text: &str) -> Option<T> {
    if text.bytes().all(|b| b.is_ascii_digit()) {
        text.parse().ok()
    } else {
        None
    }
}
