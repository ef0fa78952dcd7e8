//! Squares, pieces, hands, the position and its incremental hash, and
//! reading an SFEN into a position strictly.

use super::bitboard::Bitboard;
pub use super::square::{Square, SQUARES};
use super::SfenError;
use crate::core::packed::{self, RowsProblem};
use crate::core::zobrist::Keys;
use crate::core::{HandCounts, Hands, MoveCode, Side, drop_position, hand};

/// Sente (先手, ▲) moves first and sits at the bottom.
pub const SENTE: Side = Side::First;
/// Gote (後手, △).
pub const GOTE: Side = Side::Second;

/// The fourteen kinds of piece, promoted ones included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Fuhyō (歩), the pawn.
    Pawn = 1,
    /// Kyōsha (香), the lance.
    Lance = 2,
    /// Keima (桂), the knight.
    Knight = 3,
    /// Ginshō (銀), the silver general.
    Silver = 4,
    /// Kinshō (金), the gold general.
    Gold = 5,
    /// Kakugyō (角), the bishop.
    Bishop = 6,
    /// Hisha (飛), the rook.
    Rook = 7,
    /// Gyokushō / Ōshō (玉/王), the king.
    King = 8,
    /// Tokin (と), a promoted pawn.
    Tokin = 9,
    /// Narikyō (成香), a promoted lance.
    PromotedLance = 10,
    /// Narikei (成桂), a promoted knight.
    PromotedKnight = 11,
    /// Narigin (成銀), a promoted silver.
    PromotedSilver = 12,
    /// Ryūma (馬), the horse: a promoted bishop.
    Horse = 13,
    /// Ryūō (龍), the dragon: a promoted rook.
    Dragon = 14,
}

impl Role {
    pub const ALL: [Role; 14] = [
        Role::Pawn,
        Role::Lance,
        Role::Knight,
        Role::Silver,
        Role::Gold,
        Role::Bishop,
        Role::Rook,
        Role::King,
        Role::Tokin,
        Role::PromotedLance,
        Role::PromotedKnight,
        Role::PromotedSilver,
        Role::Horse,
        Role::Dragon,
    ];

    pub(crate) const fn from_code(code: u8) -> Option<Role> {
        if code >= 1 && code <= 14 {
            Some(Role::ALL[code as usize - 1])
        } else {
            None
        }
    }

    /// The promoted form, if this role promotes.
    pub const fn promoted(self) -> Option<Role> {
        match self {
            Role::Pawn => Some(Role::Tokin),
            Role::Lance => Some(Role::PromotedLance),
            Role::Knight => Some(Role::PromotedKnight),
            Role::Silver => Some(Role::PromotedSilver),
            Role::Bishop => Some(Role::Horse),
            Role::Rook => Some(Role::Dragon),
            _ => None,
        }
    }

    /// The unpromoted form: what a captured piece becomes in hand.
    pub const fn unpromoted(self) -> Role {
        match self {
            Role::Tokin => Role::Pawn,
            Role::PromotedLance => Role::Lance,
            Role::PromotedKnight => Role::Knight,
            Role::PromotedSilver => Role::Silver,
            Role::Horse => Role::Bishop,
            Role::Dragon => Role::Rook,
            other => other,
        }
    }

    pub const fn is_promoted(self) -> bool {
        (self as u8) >= Role::Tokin as u8
    }

    /// The SFEN letter of the unpromoted form (upper case); promoted pieces
    /// are written with a `+` before it.
    pub const fn letter(self) -> char {
        match self.unpromoted() {
            Role::Pawn => 'P',
            Role::Lance => 'L',
            Role::Knight => 'N',
            Role::Silver => 'S',
            Role::Gold => 'G',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            _ => 'K',
        }
    }

    /// The SFEN text of Sente's piece: `P`, `+P` for a tokin, …
    pub const fn sfen(self) -> &'static str {
        match self {
            Role::Pawn => "P",
            Role::Lance => "L",
            Role::Knight => "N",
            Role::Silver => "S",
            Role::Gold => "G",
            Role::Bishop => "B",
            Role::Rook => "R",
            Role::King => "K",
            Role::Tokin => "+P",
            Role::PromotedLance => "+L",
            Role::PromotedKnight => "+N",
            Role::PromotedSilver => "+S",
            Role::Horse => "+B",
            Role::Dragon => "+R",
        }
    }

    pub const fn from_letter(c: char) -> Option<Role> {
        match c.to_ascii_uppercase() {
            'P' => Some(Role::Pawn),
            'L' => Some(Role::Lance),
            'N' => Some(Role::Knight),
            'S' => Some(Role::Silver),
            'G' => Some(Role::Gold),
            'B' => Some(Role::Bishop),
            'R' => Some(Role::Rook),
            'K' => Some(Role::King),
            _ => None,
        }
    }

    /// Where this role sits in a hand (SFEN order R B G S N L P), for the
    /// unpromoted roles a hand can hold.
    pub const fn hand_index(self) -> Option<usize> {
        match self {
            Role::Rook => Some(0),
            Role::Bishop => Some(1),
            Role::Gold => Some(2),
            Role::Silver => Some(3),
            Role::Knight => Some(4),
            Role::Lance => Some(5),
            Role::Pawn => Some(6),
            _ => None,
        }
    }

    /// The number of the innermost rank (counted from the owner, 1–9) this
    /// role may stand on unpromoted: a pawn or lance needs a rank ahead, a
    /// knight two.
    pub const fn last_playable_depth(self) -> u8 {
        match self {
            Role::Pawn | Role::Lance => 8,
            Role::Knight => 7,
            _ => 9,
        }
    }
}

/// The roles a hand can hold, in SFEN order.
pub const HAND_ROLES: [Role; HAND_KINDS] = [
    Role::Rook,
    Role::Bishop,
    Role::Gold,
    Role::Silver,
    Role::Knight,
    Role::Lance,
    Role::Pawn,
];
pub const HAND_KINDS: usize = 7;
pub const HAND_LETTERS: [char; HAND_KINDS] = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];

/// A piece: a side and a role, packed as `side << 4 | role` (0 is empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece(u8);

packed::packed_piece!(Piece, Role, side_shift: 4);

/// A move: a piece moved (with or without promotion) or dropped from hand.
///
/// Packed in 16 bits: `to` (bits 0–6), `from` (bits 7–13; 81 + hand index
/// for a drop), promotion (bit 14). The API hands these codes to JavaScript.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Move(u16);

impl Move {
    const PROMOTE: u16 = 1 << 14;

    #[inline]
    pub const fn normal(from: Square, to: Square, promote: bool) -> Move {
        Move(to.0 as u16 | (from.0 as u16) << 7 | if promote { Move::PROMOTE } else { 0 })
    }

    /// A drop of `role` (an unpromoted role a hand can hold).
    #[inline]
    pub const fn drop(role: Role, to: Square) -> Move {
        let kind = match role.hand_index() {
            Some(k) => k,
            None => 6,
        };
        Move(to.0 as u16 | ((SQUARES + kind) as u16) << 7)
    }

    #[inline]
    pub const fn to(self) -> Square {
        Square((self.0 & 127) as u8)
    }

    /// The square moved from; `None` for a drop.
    #[inline]
    pub const fn from(self) -> Option<Square> {
        let f = (self.0 >> 7) & 127;
        if (f as usize) < SQUARES {
            Some(Square(f as u8))
        } else {
            None
        }
    }

    /// The role dropped, for a drop.
    #[inline]
    pub const fn dropped(self) -> Option<Role> {
        let f = ((self.0 >> 7) & 127) as usize;
        if f >= SQUARES && f < SQUARES + HAND_KINDS {
            Some(HAND_ROLES[f - SQUARES])
        } else {
            None
        }
    }

    #[inline]
    pub const fn is_drop(self) -> bool {
        self.from().is_none()
    }

    #[inline]
    pub const fn promotes(self) -> bool {
        self.0 & Move::PROMOTE != 0
    }

}

/// A move's code is `to | from << 7 | promote << 14`; a drop's `from` is
/// 81 + its hand index.
impl MoveCode for Move {
    #[inline]
    fn code(self) -> u32 {
        self.0 as u32
    }

    fn from_code(code: u32) -> Option<Move> {
        if code >= 1 << 15 || (code & 127) as usize >= SQUARES {
            return None;
        }
        let m = Move(code as u16);
        let f = ((code >> 7) & 127) as usize;
        let ok = match m.from() {
            Some(_) => true,
            None => f < SQUARES + HAND_KINDS && !m.promotes(),
        };
        ok.then_some(m)
    }
}

/// What `make` needs to take a move back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    captured: u8,
    hash: u64,
    pawn_files: [u16; 2],
    /// The move number before the move: restored as it was, since a
    /// saturated number can't be counted back.
    move_number: u32,
}

impl Undo {
    /// The piece the move captured, as it stood on the board.
    pub fn captured(&self) -> Option<Piece> {
        Piece::from_code(self.captured)
    }
}

/// Zobrist keys: 32 piece codes × 81 squares.
static PIECE_KEYS: Keys<{ 32 * SQUARES }, 0x5B0C_1A11_0000_0001> = Keys::new();
/// Hand keys by side, kind and count (at most 18 pawns: the SFEN reader
/// refuses more of a kind than a set holds before any hand is filled).
static HAND_KEYS: hand::HandKeys<{ 2 * HAND_KINDS * 19 }, 0x5B0C_1A11_0000_0002> = Keys::new();
const SIDE_KEY: u64 = 0xD1B5_4A32_D192_ED03;

#[inline]
fn piece_key(piece: Piece, sq: Square) -> u64 {
    PIECE_KEYS.get(piece.code() as usize * SQUARES + sq.index())
}

/// A shogi position: board, hands, side to move and move number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: [u8; SQUARES],
    /// The same board as sets: each side's squares, and each role's
    /// squares (both sides) by role code.
    sides: [Bitboard; 2],
    roles: [Bitboard; 15],
    hands: Hands<HAND_KINDS>,
    side: Side,
    /// Where each king stands (`NO_KING` for a side without one, as in a
    /// tsume problem).
    kings: [u8; 2],
    /// Bit `column` set where the side has an unpromoted pawn (nifu).
    pawn_files: [u16; 2],
    /// SFEN's move number: 1 + the plies played since the count began.
    move_number: u32,
    hash: u64,
}

impl Position {
    /// An empty board, Sente to move: the builder for SFEN and tests.
    pub(crate) fn empty() -> Position {
        Position {
            board: [0; SQUARES],
            sides: [Bitboard::EMPTY; 2],
            roles: [Bitboard::EMPTY; 15],
            hands: Hands::default(),
            side: SENTE,
            kings: [drop_position::NO_KING; 2],
            pawn_files: [0; 2],
            move_number: 1,
            hash: 0,
        }
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    pub fn side_to_move(&self) -> Side {
        self.side
    }

    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    pub(crate) fn set_move_number(&mut self, n: u32) {
        self.move_number = n;
    }

    /// The hash of board, hands and side to move (not the move number): two
    /// positions are the same for sennichite exactly when these agree.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether `side` has an unpromoted pawn on this square's file.
    #[inline]
    pub fn has_pawn_on_file(&self, side: Side, sq: Square) -> bool {
        self.pawn_files[side.index()] & (1 << (sq.0 % 9)) != 0
    }

    /// The squares of `side`'s pieces.
    #[inline]
    pub(super) fn side_squares(&self, side: Side) -> Bitboard {
        self.sides[side.index()]
    }

    /// The squares of both sides' pieces of `role`.
    #[inline]
    pub(super) fn role_squares(&self, role: Role) -> Bitboard {
        self.roles[role as usize]
    }

    #[inline]
    pub(super) fn occupied(&self) -> Bitboard {
        self.sides[0] | self.sides[1]
    }

    /// `side`'s unpromoted pawns' files, bit `column` (0 = file 9).
    #[inline]
    pub(super) fn pawn_columns(&self, side: Side) -> u16 {
        self.pawn_files[side.index()]
    }

    /// Sets or clears `piece` on `sq` in the sets.
    #[inline]
    fn toggle(&mut self, sq: Square, piece: Piece) {
        let bit = Bitboard::square(sq);
        self.sides[piece.side().index()] ^= bit;
        self.roles[piece.role() as usize] ^= bit;
    }

    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        (0..SQUARES as u8).filter_map(|i| self.piece_at(Square(i)).map(|p| (Square(i), p)))
    }

    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert_eq!(self.board[sq.index()], 0);
        self.board[sq.index()] = piece.code();
        self.toggle(sq, piece);
        self.hash ^= piece_key(piece, sq);
        match piece.role() {
            Role::King => self.kings[piece.side().index()] = sq.0,
            Role::Pawn => self.pawn_files[piece.side().index()] |= 1 << (sq.0 % 9),
            _ => {}
        }
    }

    fn remove(&mut self, sq: Square) -> Piece {
        let code = self.board[sq.index()];
        let piece = Piece(code);
        self.board[sq.index()] = 0;
        self.toggle(sq, piece);
        self.hash ^= piece_key(piece, sq);
        if piece.role() == Role::Pawn {
            self.pawn_files[piece.side().index()] &= !(1 << (sq.0 % 9));
        }
        piece
    }

    /// A captured piece of `role` into `side`'s hand, unpromoted.
    pub(crate) fn add_to_hand(&mut self, side: Side, role: Role) {
        if let Some(k) = role.unpromoted().hand_index() {
            self.add_to_hand_kind(side, k);
        }
    }

    pub(crate) fn set_hands(&mut self, hands: Hands<HAND_KINDS>) {
        for side in Side::BOTH {
            for (k, &role) in HAND_ROLES.iter().enumerate() {
                for _ in 0..hands[side].count(k) {
                    self.add_to_hand(side, role);
                }
            }
        }
    }

    /// Plays `m`, which must be pseudo-legal here, and returns what
    /// [`Position::unmake`] needs to take it back.
    pub fn make(&mut self, m: Move) -> Undo {
        let us = self.side;
        let undo = Undo {
            captured: self.board[m.to().index()],
            hash: self.hash,
            pawn_files: self.pawn_files,
            move_number: self.move_number,
        };
        match m.from() {
            Some(from) => {
                let piece = self.remove(from);
                if let Some(captured) = Piece::from_code(undo.captured) {
                    self.remove(m.to());
                    self.add_to_hand(us, captured.role());
                }
                let role = if m.promotes() {
                    piece.role().promoted().unwrap_or(piece.role())
                } else {
                    piece.role()
                };
                self.put(m.to(), Piece::new(us, role));
            }
            None => {
                let role = m.dropped().unwrap_or(Role::Pawn);
                if let Some(k) = role.hand_index() {
                    self.take_from_hand_kind(us, k);
                }
                self.put(m.to(), Piece::new(us, role));
            }
        }
        self.pass_turn();
        undo
    }

    /// Takes back `m`, the last move made, restoring the exact position.
    pub fn unmake(&mut self, m: Move, undo: Undo) {
        let us = !self.side;
        let moved = Piece(self.board[m.to().index()]);
        self.board[m.to().index()] = undo.captured;
        self.toggle(m.to(), moved);
        match m.from() {
            Some(from) => {
                let role = if m.promotes() {
                    moved.role().unpromoted()
                } else {
                    moved.role()
                };
                let piece = Piece::new(us, role);
                self.board[from.index()] = piece.code();
                self.toggle(from, piece);
                if role == Role::King {
                    self.kings[us.index()] = from.0;
                }
                if let Some(captured) = undo.captured() {
                    self.toggle(m.to(), captured);
                    if let Some(k) = captured.role().unpromoted().hand_index() {
                        self.hands[us].take(k);
                    }
                    if captured.role() == Role::King {
                        self.kings[captured.side().index()] = m.to().0;
                    }
                }
            }
            None => {
                if let Some(k) = moved.role().hand_index() {
                    self.hands[us].add(k);
                }
            }
        }
        self.pawn_files = undo.pawn_files;
        self.take_back_turn(undo.hash, undo.move_number);
    }
}

/// A square of the board or one kind of piece in one side's hand (SFEN
/// order R B G S N L P): Sente's rook is place 81, Gote's 88.
pub type Place = crate::core::Place<Square, HAND_KINDS>;

drop_position::drop_position!(Position, kind: Role, counter: move_number);

// ---- reading an SFEN ----

/// How many of each hand kind (R B G S N L P) a set holds, kings apart.
pub(crate) const SET_COUNT: [u8; HAND_KINDS] = [2, 2, 4, 4, 4, 4, 18];

impl Position {
    /// Reads an SFEN strictly: nine ranks of nine squares from Gote's side
    /// (rank a) down; no piece that could never move again, no two
    /// unpromoted pawns of a side on a file, at most one king a side (none
    /// in a tsume problem); `b` or `w` to move; the hands as counts before
    /// their letters; a move number from 1; no more of a kind on the board
    /// and in both hands than a set holds; the side that just moved not in
    /// check.
    pub(crate) fn read_sfen(sfen: &str) -> Result<Position, SfenError> {
        let mut fields = sfen.split_whitespace();
        let mut pos = Position::read_board(fields.next().ok_or(SfenError::Empty)?)?;
        let side = match fields.next() {
            None | Some("b") => Side::First,
            Some("w") => Side::Second,
            Some(other) => return Err(SfenError::BadSideToMove(other.to_string())),
        };
        let hands =
            match fields.next() {
                Some(text) => HandCounts::<HAND_KINDS>::parse(text, &HAND_LETTERS, false).map_err(
                    |problem| SfenError::HandsField {
                        text: text.to_string(),
                        problem,
                    },
                )?,
                None => HandCounts::default(),
            };
        if let Some(n) = fields.next() {
            let number = Some(n)
                .filter(|n| n.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|n| n.parse::<u32>().ok())
                .filter(|&n| n >= 1)
                .ok_or_else(|| SfenError::BadMoveNumber(n.to_string()))?;
            pos.set_move_number(number);
        }
        if let Some(extra) = fields.next() {
            return Err(SfenError::Trailing(extra.to_string()));
        }
        pos.check_set(&hands)?;
        let hands = hands
            .to_hands()
            .ok_or_else(|| SfenError::BadHands(hands.text(&HAND_LETTERS)))?;
        pos.set_hands(hands);
        pos.set_side_to_move(side);
        if let Some(k) = pos.king(!side) {
            if pos.is_attacked(k, side) {
                return Err(SfenError::SideNotToMoveInCheck);
            }
        }
        Ok(pos)
    }

    /// The board of an SFEN's first field: the rows' text first (nine of
    /// them, each nine files), then every piece where it stands.
    fn read_board(placement: &str) -> Result<Position, SfenError> {
        let placed = packed::read_rows(placement, (9, 9), true, read_letter, rows_error)?;
        let mut pos = Position::empty();
        let mut kings = [0u8; 2];
        for (row, column, piece) in placed {
            let at = Square::new(9 - column, row);
            let (side, role) = (piece.side(), piece.role());
            if at.depth(side) > role.last_playable_depth() {
                return Err(SfenError::DeadPiece { piece, at });
            }
            if role == Role::Pawn && pos.has_pawn_on_file(side, at) {
                return Err(SfenError::Nifu {
                    side,
                    file: at.file(),
                });
            }
            if role == Role::King {
                kings[side.index()] += 1;
                if kings[side.index()] > 1 {
                    return Err(SfenError::TwoKings(side));
                }
            }
            pos.put(at, piece);
        }
        Ok(pos)
    }

    /// No more of a kind (promoted or not) on the board and in both hands
    /// than a set holds: checked before the hands are made, so no count
    /// past the set ever reaches a hand or its hash keys.
    fn check_set(&self, hands: &HandCounts<HAND_KINDS>) -> Result<(), SfenError> {
        let mut on_board = [0u32; HAND_KINDS];
        for (_, p) in self.pieces() {
            if let Some(k) = p.role().unpromoted().hand_index() {
                on_board[k] += 1;
            }
        }
        for (k, &role) in HAND_ROLES.iter().enumerate() {
            let count = on_board[k].saturating_add(hands.total(k));
            if count > SET_COUNT[k] as u32 {
                return Err(SfenError::TooMany {
                    role,
                    count,
                    on_board: on_board[k],
                    in_hands: Side::BOTH.map(|side| hands.count(side, k)),
                    max: SET_COUNT[k],
                });
            }
        }
        Ok(())
    }
}

/// An SFEN letter, promoted or not, as a piece: Sente's in upper case,
/// Gote's in lower.
fn read_letter(letter: char, promoted: bool, row: u8) -> Result<Piece, SfenError> {
    let base = Role::from_letter(letter).ok_or(SfenError::BadLetter { letter, row })?;
    let role = match promoted {
        true => base.promoted().ok_or(SfenError::BadPromotion { row })?,
        false => base,
    };
    let side = if letter.is_ascii_uppercase() {
        SENTE
    } else {
        GOTE
    };
    Ok(Piece::new(side, role))
}

/// What is wrong with the ranks' text, as an SFEN error.
fn rows_error(problem: RowsProblem) -> SfenError {
    match problem {
        RowsProblem::RowCount(n) => SfenError::RowCount(n),
        RowsProblem::Zero { row } => SfenError::ZeroInRank { row },
        RowsProblem::TwoCounts { row, text } => SfenError::TwoCounts { row, text },
        RowsProblem::LoosePlus { row } => SfenError::BadPromotion { row },
        RowsProblem::Width { row, text, files } => SfenError::RowWidth { row, text, files },
    }
}
