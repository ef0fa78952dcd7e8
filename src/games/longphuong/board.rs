//! Squares, pieces with facings, stacks (đội), hands, the position and its
//! hash, and playing a move on it.

use crate::core::packed::SquareSet;
use crate::core::zobrist::{mix64, Keys};
use crate::core::{Hands, MoveCode, Side, drop_position, hand, packed};

/// Cam (Orange) moves first; its back row is a.
pub const ORANGE: Side = Side::First;
/// Xanh (Blue); its back row is i.
pub const BLUE: Side = Side::Second;

pub const SQUARES: usize = 81;

packed::board_square!(
    /// A square: `row * 9 + (column - 1)`, row 0 = a (Orange's back row).
    /// Written `c5`: the row letter, then the column digit.
    Square,
    SQUARES
);

impl Square {
    /// `row` 0–8 (a–i), `column` 1–9.
    pub const fn new(row: u8, column: u8) -> Square {
        Square(row * 9 + column - 1)
    }

    /// 0–8 for rows a–i.
    #[inline]
    pub const fn row(self) -> u8 {
        self.0 / 9
    }

    /// 1–9.
    #[inline]
    pub const fn column(self) -> u8 {
        self.0 % 9 + 1
    }

    /// The square `drow` rows and `dcol` columns away, if on the board.
    #[inline]
    pub const fn offset(self, drow: i8, dcol: i8) -> Option<Square> {
        let r = self.row() as i8 + drow;
        let c = self.column() as i8 + dcol;
        if r < 0 || r > 8 || c < 1 || c > 9 {
            None
        } else {
            Some(Square::new(r as u8, c as u8))
        }
    }

    /// The side's second row, where the opening drops go (b or h).
    pub const fn is_second_row(self, side: Side) -> bool {
        match side {
            Side::First => self.row() == 1,
            Side::Second => self.row() == 7,
        }
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", (b'a' + self.row()) as char, self.column())
    }
}

/// The eight kinds of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Vương, the king: never rotates, never stacks.
    King = 0,
    /// Tướng, the general.
    General = 1,
    /// Sĩ, the guard.
    Guard = 2,
    /// Kỵ, the rider: leaps on a 5×5 grid.
    Rider = 3,
    /// Xe, the chariot: slides straight ahead.
    Chariot = 4,
    /// Binh, the soldier.
    Soldier = 5,
    /// Long, the dragon: slides along the four orthogonals; never rotates.
    Dragon = 6,
    /// Phượng, the phoenix: slides along the four diagonals; never rotates.
    Phoenix = 7,
}

impl Kind {
    pub const ALL: [Kind; 8] = [
        Kind::King,
        Kind::General,
        Kind::Guard,
        Kind::Rider,
        Kind::Chariot,
        Kind::Soldier,
        Kind::Dragon,
        Kind::Phoenix,
    ];

    /// The upper-case letter (Orange's).
    pub const fn letter(self) -> char {
        match self {
            Kind::King => 'V',
            Kind::General => 'T',
            Kind::Guard => 'S',
            Kind::Rider => 'K',
            Kind::Chariot => 'X',
            Kind::Soldier => 'B',
            Kind::Dragon => 'L',
            Kind::Phoenix => 'P',
        }
    }

    /// Reads a letter of either case.
    pub const fn from_letter(c: char) -> Option<Kind> {
        match c.to_ascii_uppercase() {
            'V' => Some(Kind::King),
            'T' => Some(Kind::General),
            'S' => Some(Kind::Guard),
            'K' => Some(Kind::Rider),
            'X' => Some(Kind::Chariot),
            'B' => Some(Kind::Soldier),
            'L' => Some(Kind::Dragon),
            'P' => Some(Kind::Phoenix),
            _ => None,
        }
    }

    /// Whether the piece has a facing and may turn.
    pub const fn rotatable(self) -> bool {
        !matches!(self, Kind::King | Kind::Dragon | Kind::Phoenix)
    }

    /// Where the kind sits in a hand (T S K X B L P); the king never does.
    pub const fn hand_index(self) -> Option<usize> {
        match self {
            Kind::King => None,
            other => Some(other as usize - 1),
        }
    }

    /// How many of this kind one side has in the set.
    pub const fn set_count(self) -> u8 {
        match self {
            Kind::King | Kind::Dragon | Kind::Phoenix => 1,
            Kind::Soldier => 9,
            _ => 2,
        }
    }
}

pub const HAND_KINDS: usize = 7;
/// The kinds a hand holds, in text order: every kind but the Vương, which
/// comes first in [`Kind::ALL`] (so a kind's place here is its
/// `hand_index`).
pub const HAND_ORDER: [Kind; HAND_KINDS] = *Kind::ALL.last_chunk().unwrap();
pub const HAND_LETTERS: [char; HAND_KINDS] = ['T', 'S', 'K', 'X', 'B', 'L', 'P'];

/// Where a piece's grid points. Absolute: `Up` is toward row i.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Facing {
    /// `^`, toward row i.
    Up = 0,
    /// `>`, toward column 1.
    Right = 1,
    /// `v`, toward row a.
    Down = 2,
    /// `<`, toward column 9.
    Left = 3,
}

impl Facing {
    pub const ALL: [Facing; 4] = [Facing::Up, Facing::Right, Facing::Down, Facing::Left];

    pub const fn mark(self) -> char {
        match self {
            Facing::Up => '^',
            Facing::Right => '>',
            Facing::Down => 'v',
            Facing::Left => '<',
        }
    }

    pub const fn from_mark(c: char) -> Option<Facing> {
        match c {
            '^' => Some(Facing::Up),
            '>' => Some(Facing::Right),
            'v' => Some(Facing::Down),
            '<' => Some(Facing::Left),
            _ => None,
        }
    }

    pub(crate) const fn from_bits(bits: u8) -> Facing {
        Facing::ALL[(bits & 3) as usize]
    }

    /// A quarter turn clockwise (`^` → `>`) or counter-clockwise.
    pub const fn turned(self, clockwise: bool) -> Facing {
        Facing::from_bits(self as u8 + if clockwise { 1 } else { 3 })
    }

    /// Whether `other` is a quarter turn away from this facing.
    pub const fn quarter_turn_to(self, other: Facing) -> bool {
        (self as u8 + 4 - other as u8) % 2 == 1
    }

    /// One step ahead as (rows, columns).
    pub const fn forward(self) -> (i8, i8) {
        match self {
            Facing::Up => (1, 0),
            Facing::Right => (0, -1),
            Facing::Down => (-1, 0),
            Facing::Left => (0, 1),
        }
    }

    /// The facing a side's pieces start with: toward the opponent.
    pub const fn toward_opponent(side: Side) -> Facing {
        match side {
            Side::First => Facing::Up,
            Side::Second => Facing::Down,
        }
    }
}

/// A piece: side, kind and facing packed in 7 bits, `0x40 | side << 5 |
/// kind << 2 | facing` (0 is no piece). Pieces that never rotate carry
/// facing `Up`, which their text does not show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Piece(u8);

impl Piece {
    pub const fn new(side: Side, kind: Kind, facing: Facing) -> Piece {
        let facing = if kind.rotatable() { facing as u8 } else { 0 };
        Piece(0x40 | (side as u8) << 5 | (kind as u8) << 2 | facing)
    }

    #[inline]
    pub const fn kind(self) -> Kind {
        Kind::ALL[((self.0 >> 2) & 7) as usize]
    }

    #[inline]
    pub const fn facing(self) -> Facing {
        Facing::from_bits(self.0)
    }

    pub const fn with_facing(self, facing: Facing) -> Piece {
        Piece::new(self.side(), self.kind(), facing)
    }

    /// Kind and facing, 0–31: the index of the movement tables.
    #[inline]
    pub(crate) const fn shape(self) -> usize {
        (self.0 & 31) as usize
    }
}

packed::packed_piece!(Piece, side_bit: 0x20, present: 0x40);

/// The tallest stack possible: every piece but the two kings.
pub const MAX_STACK: usize = 38;

/// The pieces on one square, bottom first; all of one side, never a king
/// when two or more.
#[derive(Clone, Copy)]
pub struct Stack {
    pieces: [Piece; MAX_STACK],
    len: u8,
}

impl Default for Stack {
    fn default() -> Self {
        Stack {
            pieces: [Piece::default(); MAX_STACK],
            len: 0,
        }
    }
}

impl PartialEq for Stack {
    fn eq(&self, other: &Stack) -> bool {
        self.pieces() == other.pieces()
    }
}

impl Eq for Stack {}

impl std::hash::Hash for Stack {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.pieces().hash(state);
    }
}

impl std::fmt::Debug for Stack {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.pieces()).finish()
    }
}

impl Stack {
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces[..self.len as usize]
    }

    pub fn height(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn top(&self) -> Option<Piece> {
        self.len.checked_sub(1).map(|i| self.pieces[i as usize])
    }

    pub(crate) fn push(&mut self, piece: Piece) {
        self.pieces[self.len as usize] = piece;
        self.len += 1;
    }

    pub(crate) fn pop(&mut self) -> Option<Piece> {
        let top = self.top()?;
        self.len -= 1;
        Some(top)
    }

    fn set_top(&mut self, piece: Piece) {
        if self.len > 0 {
            self.pieces[self.len as usize - 1] = piece;
        }
    }
}

/// What a turn does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveKind {
    /// A piece from hand: `B*e4<`.
    Drop = 0,
    /// A lone piece, or the top piece split off a stack: `c5-d5`.
    Single = 1,
    /// A whole stack: `c5=d5`.
    Stack = 2,
    /// A quarter turn in place: `c5>`.
    Rotate = 3,
}

/// A move, packed in 19 bits (the API's move codes): `to` (bits 0–6),
/// `from` or the hand index of a dropped kind (7–13), the kind of move
/// (14–15), the facing after the move (16–17) and whether the mover turns
/// or, for a drop, carries a facing (18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Move(u32);

impl Move {
    const TURN: u32 = 1 << 18;

    const fn pack(kind: MoveKind, from: u8, to: Square, facing: Option<Facing>) -> Move {
        let f = match facing {
            Some(f) => (f as u32) << 16 | Move::TURN,
            None => 0,
        };
        Move(to.0 as u32 | (from as u32) << 7 | (kind as u32) << 14 | f)
    }

    /// A drop of `kind`; `facing` for the kinds that have one.
    pub const fn drop(kind: Kind, to: Square, facing: Option<Facing>) -> Move {
        let index = match kind.hand_index() {
            Some(i) => i as u8,
            None => 0,
        };
        Move::pack(MoveKind::Drop, index, to, facing)
    }

    /// A lone piece or the top of a stack, turned to `facing` afterwards.
    pub const fn single(from: Square, to: Square, facing: Option<Facing>) -> Move {
        Move::pack(MoveKind::Single, from.0, to, facing)
    }

    pub const fn stack(from: Square, to: Square, facing: Option<Facing>) -> Move {
        Move::pack(MoveKind::Stack, from.0, to, facing)
    }

    pub const fn rotate(at: Square, facing: Facing) -> Move {
        Move::pack(MoveKind::Rotate, at.0, at, Some(facing))
    }

    pub const fn kind(self) -> MoveKind {
        match (self.0 >> 14) & 3 {
            0 => MoveKind::Drop,
            1 => MoveKind::Single,
            2 => MoveKind::Stack,
            _ => MoveKind::Rotate,
        }
    }

    #[inline]
    pub const fn to(self) -> Square {
        Square((self.0 & 127) as u8)
    }

    /// The square moved from (the square turned, for a rotation); `None`
    /// for a drop.
    pub const fn from(self) -> Option<Square> {
        match self.kind() {
            MoveKind::Drop => None,
            _ => Some(Square(((self.0 >> 7) & 127) as u8)),
        }
    }

    /// The kind dropped, for a drop.
    pub const fn dropped(self) -> Option<Kind> {
        match self.kind() {
            MoveKind::Drop => Some(HAND_ORDER[(((self.0 >> 7) & 127) as usize) % HAND_KINDS]),
            _ => None,
        }
    }

    /// The facing the moved (or dropped) piece ends with, when the move
    /// says one.
    pub const fn facing(self) -> Option<Facing> {
        if self.0 & Move::TURN != 0 {
            Some(Facing::from_bits((self.0 >> 16) as u8))
        } else {
            None
        }
    }

}

/// A move's code is its bits (see [`Move`]); a code names a move when its
/// kind, squares or hand index, and facing fit together.
impl MoveCode for Move {
    fn code(self) -> u32 {
        self.0
    }

    fn from_code(code: u32) -> Option<Move> {
        let m = Move(code);
        let ok = code < 1 << 19
            && m.to().index() < SQUARES
            && match m.kind() {
                // A drop carries a facing exactly when its kind turns.
                MoveKind::Drop => {
                    ((code >> 7) & 127) < HAND_KINDS as u32
                        && m.dropped()
                            .is_some_and(|k| k.rotatable() == m.facing().is_some())
                }
                MoveKind::Rotate => ((code >> 7) & 127) as u8 == m.to().0 && m.facing().is_some(),
                _ => ((code >> 7) & 127) < SQUARES as u32 && m.from() != Some(m.to()),
            }
            && (m.facing().is_some() || code & (3 << 16) == 0);
        ok.then_some(m)
    }
}

/// What `make` needs to take a move back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    captured: Stack,
    facing_before: Facing,
    hash: u64,
    /// The ply before the move: restored as it was, since a saturated ply
    /// can't be counted back.
    ply: u32,
}

impl Undo {
    /// The stack the move captured.
    pub fn captured(&self) -> &Stack {
        &self.captured
    }
}

static SQUARE_KEYS: Keys<SQUARES, 0x10C6_F00C_0000_0001> = Keys::new();
static PIECE_KEYS: Keys<128, 0x10C6_F00C_0000_0002> = Keys::new();
/// Hand keys by side, kind and count: at most 18 of a kind (the Binh), as
/// the position reader refuses more of a kind than the set holds before
/// any piece goes into a hand.
static HAND_KEYS: hand::HandKeys<{ 2 * HAND_KINDS * 19 }, 0x10C6_F00C_0000_0003> = Keys::new();
const SIDE_KEY: u64 = 0x6A09_E667_F3BC_C909;

/// A Cờ Long Phượng position: stacks, hands, side to move and ply.
#[derive(Clone, Debug)]
pub struct Position {
    stacks: [Stack; SQUARES],
    /// The top piece's code on each square (0 for none): what moves and
    /// attacks.
    tops: [u8; SQUARES],
    /// The squares each side's stacks stand on (`tops` again, as bits), so
    /// that move generation visits only the mover's.
    occupied: [SquareSet; 2],
    /// Each square's share of the hash, from its whole stack.
    square_hash: [u64; SQUARES],
    hands: Hands<HAND_KINDS>,
    side: Side,
    ply: u32,
    kings: [u8; 2],
    hash: u64,
}

/// Two positions are equal when their text is: board, hands, side, ply.
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.stacks == other.stacks
            && self.hands == other.hands
            && self.side == other.side
            && self.ply == other.ply
    }
}

impl Eq for Position {}

impl Position {
    pub(crate) fn empty() -> Position {
        Position {
            stacks: [Stack::default(); SQUARES],
            tops: [0; SQUARES],
            occupied: [SquareSet::EMPTY; 2],
            square_hash: [0; SQUARES],
            hands: Hands::default(),
            side: ORANGE,
            ply: 1,
            kings: [drop_position::NO_KING; 2],
            hash: 0,
        }
    }

    pub fn stack(&self, sq: Square) -> &Stack {
        &self.stacks[sq.index()]
    }

    #[inline]
    pub fn top(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.tops[sq.index()])
    }

    #[inline]
    pub(crate) fn tops(&self) -> &[u8; SQUARES] {
        &self.tops
    }

    /// The squares `side`'s stacks stand on.
    #[inline]
    pub(crate) fn occupied(&self, side: Side) -> SquareSet {
        self.occupied[side.index()]
    }

    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// The number of the next ply, from 1; plies 1–4 are the opening.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    pub fn in_opening(&self) -> bool {
        self.ply <= 4
    }

    /// The hash of board (stacks and facings), hands and side to move —
    /// what Thiên Nhật Thủ compares (not the ply).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Every piece on the board and in the hands: 40 in a whole set.
    pub fn piece_count(&self) -> u32 {
        let board: usize = self.stacks.iter().map(Stack::height).sum();
        board as u32 + self.hands[ORANGE].total() + self.hands[BLUE].total()
    }

    /// Recomputes a square's share of the hash, its top and the king's
    /// square after its stack changed.
    fn refresh(&mut self, sq: usize) {
        let stack = &self.stacks[sq];
        let mut h = 0;
        if !stack.is_empty() {
            h = SQUARE_KEYS.get(sq);
            for p in stack.pieces() {
                h = mix64(h ^ PIECE_KEYS.get(p.code() as usize));
            }
        }
        self.hash ^= self.square_hash[sq] ^ h;
        self.square_hash[sq] = h;
        self.tops[sq] = stack.top().map_or(0, |p| p.code());
        for side in &mut self.occupied {
            side.remove(sq as u8);
        }
        if let Some(top) = stack.top() {
            self.occupied[top.side().index()].insert(sq as u8);
            if top.kind() == Kind::King {
                self.kings[top.side().index()] = sq as u8;
            }
        }
    }

    pub(crate) fn push_piece(&mut self, sq: Square, piece: Piece) {
        self.stacks[sq.index()].push(piece);
        self.refresh(sq.index());
    }

    pub(crate) fn add_to_hand(&mut self, side: Side, kind: Kind) {
        if let Some(k) = kind.hand_index() {
            self.add_to_hand_kind(side, k);
        }
    }

    pub(crate) fn set_ply(&mut self, ply: u32) {
        self.ply = ply;
    }

    /// Takes the stack on `sq` into `captor`'s hand.
    fn capture(&mut self, sq: usize, captor: Side) -> Stack {
        let taken = std::mem::take(&mut self.stacks[sq]);
        for p in taken.pieces() {
            self.add_to_hand(captor, p.kind());
        }
        self.refresh(sq);
        taken
    }

    /// Plays `m`, which must be legal (or at least pseudo-legal) here.
    pub fn make(&mut self, m: Move) -> Undo {
        let us = self.side;
        let to = m.to().index();
        let mut undo = Undo {
            captured: Stack::default(),
            facing_before: Facing::Up,
            hash: self.hash,
            ply: self.ply,
        };
        match m.kind() {
            MoveKind::Drop => {
                let kind = m.dropped().unwrap_or(Kind::Soldier);
                if let Some(k) = kind.hand_index() {
                    self.take_from_hand_kind(us, k);
                }
                let facing = m.facing().unwrap_or(Facing::Up);
                self.stacks[to].push(Piece::new(us, kind, facing));
                self.refresh(to);
            }
            MoveKind::Rotate => {
                let stack = &mut self.stacks[to];
                if let Some(top) = stack.top() {
                    undo.facing_before = top.facing();
                    stack.set_top(top.with_facing(m.facing().unwrap_or(top.facing())));
                }
                self.refresh(to);
            }
            MoveKind::Single | MoveKind::Stack => {
                let from = m.from().map_or(0, |f| f.index());
                if self.tops[to] != 0
                    && Piece::from_code(self.tops[to]).is_some_and(|p| p.side() != us)
                {
                    undo.captured = self.capture(to, us);
                }
                if m.kind() == MoveKind::Single {
                    let piece = self.stacks[from].pop().unwrap_or_default();
                    undo.facing_before = piece.facing();
                    self.stacks[to].push(piece.with_facing(m.facing().unwrap_or(piece.facing())));
                } else {
                    let mut moving = std::mem::take(&mut self.stacks[from]);
                    if let Some(top) = moving.top() {
                        undo.facing_before = top.facing();
                        moving.set_top(top.with_facing(m.facing().unwrap_or(top.facing())));
                    }
                    self.stacks[to] = moving;
                }
                self.refresh(from);
                self.refresh(to);
            }
        }
        self.pass_turn();
        undo
    }

    /// Takes back `m`, the last move made, restoring the exact position.
    pub fn unmake(&mut self, m: Move, undo: Undo) {
        let us = !self.side;
        let to = m.to().index();
        match m.kind() {
            MoveKind::Drop => {
                let piece = self.stacks[to].pop();
                if let Some(p) = piece {
                    if let Some(k) = p.kind().hand_index() {
                        self.hands[us].add(k);
                    }
                }
                self.refresh(to);
            }
            MoveKind::Rotate => {
                let stack = &mut self.stacks[to];
                if let Some(top) = stack.top() {
                    stack.set_top(top.with_facing(undo.facing_before));
                }
                self.refresh(to);
            }
            MoveKind::Single | MoveKind::Stack => {
                let from = m.from().map_or(0, |f| f.index());
                if m.kind() == MoveKind::Single {
                    let piece = self.stacks[to].pop().unwrap_or_default();
                    self.stacks[from].push(piece.with_facing(undo.facing_before));
                } else {
                    let mut moving = std::mem::take(&mut self.stacks[to]);
                    if let Some(top) = moving.top() {
                        moving.set_top(top.with_facing(undo.facing_before));
                    }
                    self.stacks[from] = moving;
                }
                for p in undo.captured.pieces() {
                    if let Some(k) = p.kind().hand_index() {
                        self.hands[us].take(k);
                    }
                }
                // A capture left `to` empty once the mover went back; a
                // stacking move left the stack it joined.
                if !undo.captured.is_empty() {
                    self.stacks[to] = undo.captured;
                }
                self.refresh(from);
                self.refresh(to);
            }
        }
        self.take_back_turn(undo.hash, undo.ply);
    }
}

/// A square of the board or one kind of piece in one side's hand (T S K X B
/// L P): Orange's Tướng is place 81, Blue's 88.
pub type Place = crate::core::Place<Square, HAND_KINDS>;

drop_position::drop_position!(Position, kind: Kind, counter: ply);
