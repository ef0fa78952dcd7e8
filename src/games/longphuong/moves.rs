//! Legal move generation (the hot path) and perft.
//!
//! Each piece shape (kind × facing) has its leaps and slides as absolute
//! (row, column) steps, turned from the brief's grids at compile time. The
//! same tables, read backwards, say whether a square is attacked: a leap
//! table per vector and a slide mask per direction. Only top pieces move and
//! attack. A move is tested, on the tops as it would leave them (read, not
//! copied), only when it can matter: in check, a king move, or a move of a
//! stack pinned to its own king (whose leaving opens the line to an
//! opposing slider); the pins are found with check itself, once per
//! position. Perft's last ply counts the moves without listing them.

use super::board::{
    Facing, Kind, Move, MoveKind, Piece, Position, Square, Undo, HAND_ORDER, SQUARES,
};
use crate::core::packed::SquareSet;
use crate::core::{MoveCount, MoveSink, Side, StackList};

/// A bound on legal moves in any position (drops of 7 kinds in 4 facings on
/// 81 squares is 2,268; moves and turns of 20 pieces add a few hundred).
pub const MAX_MOVES: usize = 4096;

/// A fixed-capacity list of moves living on the stack.
pub type MoveList = StackList<Move, MAX_MOVES>;

/// The most squares one piece reaches: a Long's or a Phượng's four slides
/// on an empty board (8 + 8 along a row and a column, 4 × 4 along the
/// diagonals from the centre); leaps reach at most 8.
const MAX_REACH: usize = 16;

/// A grid cell as the brief draws it: (right, forward).
type Cell = (i8, i8);

const KING: [Cell; 8] = [
    (-1, 1),
    (0, 1),
    (1, 1),
    (-1, 0),
    (1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const GENERAL: [Cell; 6] = [(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (0, -1)];
const GUARD: [Cell; 5] = [(-1, 1), (0, 1), (1, 1), (-1, -1), (1, -1)];
const RIDER: [Cell; 5] = [(-1, 2), (1, 2), (-2, -2), (0, -2), (2, -2)];
const SOLDIER: [Cell; 1] = [(0, 1)];
const AHEAD: [Cell; 1] = [(0, 1)];
const ORTHOGONAL: [Cell; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [Cell; 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// (leaps, slides) of a kind facing up.
const fn grid(kind: u8) -> (&'static [Cell], &'static [Cell]) {
    match kind {
        0 => (&KING, &[]),
        1 => (&GENERAL, &[]),
        2 => (&GUARD, &[]),
        3 => (&RIDER, &[]),
        4 => (&[], &AHEAD),
        5 => (&SOLDIER, &[]),
        6 => (&[], &ORTHOGONAL),
        _ => (&[], &DIAGONAL),
    }
}

impl Kind {
    /// The movement grid printed on the tile, facing up: the cells reached
    /// directly and the slide cells, each as (right, forward) from the
    /// piece's own cell. For painters, which draw the tiles from it.
    pub const fn printed_grid(self) -> (&'static [Cell], &'static [Cell]) {
        grid(self as u8)
    }
}

/// A grid cell turned to `facing`, as (rows, columns).
const fn turn(cell: Cell, facing: u8) -> (i8, i8) {
    let (right, forward) = cell;
    let f = Facing::from_bits(facing).forward();
    let r = Facing::from_bits(facing + 1).forward();
    (forward * f.0 + right * r.0, forward * f.1 + right * r.1)
}

/// One piece shape's moves in absolute steps.
#[derive(Clone, Copy)]
struct Shape {
    leaps: [(i8, i8); 8],
    leap_count: u8,
    slides: [(i8, i8); 4],
    slide_count: u8,
}

static SHAPES: [Shape; 32] = {
    let mut t = [Shape {
        leaps: [(0, 0); 8],
        leap_count: 0,
        slides: [(0, 0); 4],
        slide_count: 0,
    }; 32];
    let mut shape = 0;
    while shape < 32 {
        let (kind, facing) = ((shape >> 2) as u8, (shape & 3) as u8);
        let (leaps, slides) = grid(kind);
        let mut i = 0;
        while i < leaps.len() {
            t[shape].leaps[i] = turn(leaps[i], facing);
            i += 1;
        }
        t[shape].leap_count = leaps.len() as u8;
        let mut j = 0;
        while j < slides.len() {
            t[shape].slides[j] = turn(slides[j], facing);
            j += 1;
        }
        t[shape].slide_count = slides.len() as u8;
        shape += 1;
    }
    t
};

/// The eight slide directions, indexed for the attack masks.
const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

const fn direction_index(d: (i8, i8)) -> usize {
    let mut i = 0;
    while i < 8 {
        if DIRECTIONS[i].0 == d.0 && DIRECTIONS[i].1 == d.1 {
            return i;
        }
        i += 1;
    }
    0
}

/// For each leap vector (rows + 2, columns + 2 in a 5×5 box), the shapes
/// that leap by it; for each direction, the shapes that slide along it.
static LEAPERS: [[u32; 5]; 5] = {
    let mut t = [[0u32; 5]; 5];
    let mut shape = 0;
    while shape < 32 {
        let s = &SHAPES[shape];
        let mut i = 0;
        while i < s.leap_count as usize {
            let (dr, dc) = s.leaps[i];
            t[(dr + 2) as usize][(dc + 2) as usize] |= 1 << shape;
            i += 1;
        }
        shape += 1;
    }
    t
};

static SLIDERS: [u32; 8] = {
    let mut t = [0u32; 8];
    let mut shape = 0;
    while shape < 32 {
        let s = &SHAPES[shape];
        let mut i = 0;
        while i < s.slide_count as usize {
            t[direction_index(s.slides[i])] |= 1 << shape;
            i += 1;
        }
        shape += 1;
    }
    t
};

#[inline]
fn piece(code: u8) -> Option<Piece> {
    Piece::from_code(code)
}

/// Whether a top piece of `by` on `tops` could reach `sq` by its grid.
pub(crate) fn attacked(tops: &[u8; SQUARES], sq: Square, by: Side) -> bool {
    attacked_on(|s| tops[s.index()], sq, by)
}

/// Whether a top piece of `by` could reach `sq` by its grid, on the board
/// whose top piece codes `top` reads.
#[inline]
fn attacked_on(top: impl Fn(Square) -> u8 + Copy, sq: Square, by: Side) -> bool {
    leaped_at(top, sq, by) || (0..DIRECTIONS.len()).any(|d| slid_at(top, sq, d, by).0)
}

/// Whether a top piece of `by` leaps onto `sq`.
#[inline]
fn leaped_at(top: impl Fn(Square) -> u8, sq: Square, by: Side) -> bool {
    for (i, row) in LEAPERS.iter().enumerate() {
        for (j, &shapes) in row.iter().enumerate() {
            if shapes == 0 {
                continue;
            }
            // The attacker stands at sq - vector.
            let Some(from) = sq.offset(2 - i as i8, 2 - j as i8) else {
                continue;
            };
            if let Some(p) = piece(top(from)) {
                if p.side() == by && shapes & (1 << p.shape()) != 0 {
                    return true;
                }
            }
        }
    }
    false
}

/// Whether a top piece of `by` slides onto `sq` along direction `d`, and
/// the first piece met walking back from `sq` against it.
#[inline]
fn slid_at(top: impl Fn(Square) -> u8, sq: Square, d: usize, by: Side) -> (bool, Option<Square>) {
    let (dr, dc) = DIRECTIONS[d];
    let mut at = sq.offset(-dr, -dc);
    while let Some(s) = at {
        if let Some(p) = piece(top(s)) {
            return (
                p.side() == by && SLIDERS[d] & (1 << p.shape()) != 0,
                Some(s),
            );
        }
        at = s.offset(-dr, -dc);
    }
    (false, None)
}

impl Position {
    /// Whether a top piece of `by` could reach `sq` by its grid.
    pub fn is_attacked(&self, sq: Square, by: Side) -> bool {
        attacked(self.tops(), sq, by)
    }

    /// Whether the side to move's king stands attacked.
    pub fn in_check(&self) -> bool {
        let us = self.side_to_move();
        self.king(us).is_some_and(|k| attacked(self.tops(), k, !us))
    }

    /// The squares a piece shape on `from` reaches, with what stands there.
    /// Slides stop at the first occupied square, which they include.
    fn reach(&self, from: Square, p: Piece, mut each: impl FnMut(Square)) {
        let s = &SHAPES[p.shape()];
        for &(dr, dc) in &s.leaps[..s.leap_count as usize] {
            if let Some(to) = from.offset(dr, dc) {
                each(to);
            }
        }
        for &(dr, dc) in &s.slides[..s.slide_count as usize] {
            let mut at = from.offset(dr, dc);
            while let Some(to) = at {
                each(to);
                if self.top(to).is_some() {
                    break;
                }
                at = to.offset(dr, dc);
            }
        }
    }

    /// Whether the top piece on `from` reaches `to` by its grid (a slide
    /// reaching it as the first occupied square counts), whatever stands
    /// there.
    pub fn grid_reaches(&self, from: Square, to: Square) -> bool {
        let mut hit = false;
        if let Some(p) = self.top(from) {
            self.reach(from, p, |t| hit |= t == to);
        }
        hit
    }

    /// Every move the pieces' grids and the stacking and drop rules allow,
    /// whether or not it leaves the mover's king attacked.
    pub fn pseudo_legal_moves(&self, list: &mut MoveList) {
        self.opening_drops(list);
        if !self.in_opening() {
            let own = self.occupied(self.side_to_move());
            self.for_each_stack(own, |from, p| self.piece_moves(from, p, list));
            self.hand_drops(list);
        }
    }

    /// The opening's drops of the Long and the Phượng on the second row.
    fn opening_drops(&self, moves: &mut impl MoveSink<Move>) {
        let us = self.side_to_move();
        if !self.in_opening() {
            return;
        }
        for kind in [Kind::Dragon, Kind::Phoenix] {
            if self.in_hand(us, kind) == 0 {
                continue;
            }
            for i in 0..SQUARES as u8 {
                let sq = Square(i);
                if sq.is_second_row(us) && self.top(sq).is_none() {
                    moves.add(Move::drop(kind, sq, None));
                }
            }
        }
    }

    /// Calls `f` with the square and top piece of each stack on `squares`.
    #[inline]
    fn for_each_stack(&self, squares: SquareSet, mut f: impl FnMut(Square, Piece)) {
        squares.for_each(|i| {
            let from = Square(i);
            if let Some(p) = self.top(from) {
                f(from, p);
            }
        });
    }

    /// The moves, stack moves and turns of the stack on `from`, topped by `p`.
    #[inline]
    fn piece_moves(&self, from: Square, p: Piece, moves: &mut impl MoveSink<Move>) {
        let us = self.side_to_move();
        let lone = self.stack(from).height() == 1;
        // Each move in its facings: as it was, then turned either way.
        let facings = [
            None,
            Some(p.facing().turned(true)),
            Some(p.facing().turned(false)),
        ];
        let turns = if p.kind().rotatable() { 3 } else { 1 };
        // The squares reached, gathered first so that one loop (a plain
        // one, which WebAssembly runs fast) handles them.
        let mut targets = [from; MAX_REACH];
        let mut reached = 0;
        self.reach(from, p, |to| {
            targets[reached] = to;
            reached += 1;
        });
        for &to in &targets[..reached] {
            match self.top(to) {
                Some(q) if q.side() == us => {
                    // Only a lone piece stacks, never with a king.
                    if lone && p.kind() != Kind::King && q.kind() != Kind::King {
                        moves.add_each(turns, |i| Move::single(from, to, facings[i]));
                    }
                }
                _ => {
                    moves.add_each(turns, |i| Move::single(from, to, facings[i]));
                    if !lone {
                        moves.add_each(turns, |i| Move::stack(from, to, facings[i]));
                    }
                }
            }
        }
        if p.kind().rotatable() {
            moves.add(Move::rotate(from, p.facing().turned(true)));
            moves.add(Move::rotate(from, p.facing().turned(false)));
        }
    }

    /// The drops from the mover's hand.
    fn hand_drops(&self, moves: &mut impl MoveSink<Move>) {
        let us = self.side_to_move();
        for kind in HAND_ORDER {
            if self.in_hand(us, kind) == 0 {
                continue;
            }
            for i in 0..SQUARES as u8 {
                let to = Square(i);
                match self.top(to) {
                    Some(q) if q.side() != us || q.kind() == Kind::King => continue,
                    _ => {}
                }
                if kind.rotatable() {
                    for f in Facing::ALL {
                        moves.add(Move::drop(kind, to, Some(f)));
                    }
                } else {
                    moves.add(Move::drop(kind, to, None));
                }
            }
        }
    }

    /// The squares whose moves may expose the mover's king on `king`, not
    /// in check: the king's own, and each stack pinned to it, the first of
    /// the mover's stacks along a line from the king with an opposing
    /// slider next behind, whose leaving would open the line. Leaps fly
    /// over whatever stands between, drops and turns only fill or turn, and
    /// a split leaves a piece behind, so no other move exposes the king.
    /// `None` when the king is in check.
    fn pinned(&self, king: Square) -> Option<SquareSet> {
        let them = !self.side_to_move();
        let top = |s: Square| self.tops()[s.index()];
        let mut pinned = SquareSet::of(king.0);
        for d in 0..DIRECTIONS.len() {
            let (checked, first) = slid_at(top, king, d, them);
            if checked {
                return None;
            }
            if let Some(first) = first.filter(|&s| piece(top(s)).is_some_and(|p| p.side() != them))
            {
                if slid_at(top, first, d, them).0 {
                    pinned.insert(first.0);
                }
            }
        }
        (!leaped_at(top, king, them)).then_some(pinned)
    }

    /// [`pinned`](Self::pinned) for the mover's king; nothing when it has
    /// none (a hand-made position).
    fn may_expose(&self) -> Option<SquareSet> {
        match self.king(self.side_to_move()) {
            Some(king) => self.pinned(king),
            None => Some(SquareSet::EMPTY),
        }
    }

    /// Every legal move: each distinct move text once.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        let Some(pinned) = self.may_expose() else {
            // In check: every move is tested.
            self.pseudo_legal_moves(&mut list);
            list.retain(|m| self.keeps_king_safe(m));
            return list;
        };
        self.opening_drops(&mut list);
        if !self.in_opening() {
            let own = self.occupied(self.side_to_move());
            self.for_each_stack(own, |from, p| {
                let start = list.len();
                self.piece_moves(from, p, &mut list);
                if pinned.contains(from.0) {
                    list.retain_from(start, |m| self.keeps_king_safe(m));
                }
            });
            self.hand_drops(&mut list);
        }
        list
    }

    /// How many legal moves there are (perft's last ply), counted without
    /// listing them.
    pub fn legal_move_count(&self) -> usize {
        let Some(pinned) = self.may_expose() else {
            return self.legal_moves().len();
        };
        // The moves that cannot expose the king, counted untested, then the
        // others, tested move by move.
        let mut free = MoveCount::new(|_| true);
        self.opening_drops(&mut free);
        if self.in_opening() {
            return free.count;
        }
        let own = self.occupied(self.side_to_move());
        self.for_each_stack(own.without(pinned), |from, p| {
            self.piece_moves(from, p, &mut free);
        });
        self.hand_drops(&mut free);
        let mut tested = MoveCount::new(|m| self.keeps_king_safe(m));
        self.for_each_stack(own.and(pinned), |from, p| {
            self.piece_moves(from, p, &mut tested);
        });
        free.count + tested.count
    }

    /// Whether the mover's king is unattacked after `m`, judged on the tops
    /// as the move would leave them (read, not copied).
    pub(crate) fn keeps_king_safe(&self, m: Move) -> bool {
        let us = self.side_to_move();
        let Some(mut king) = self.king(us) else {
            return true;
        };
        let to = m.to();
        // What the move puts on `to` and leaves on `from`.
        let (from, left, put) = match m.kind() {
            MoveKind::Rotate => return !self.in_check(),
            MoveKind::Drop => {
                let kind = m.dropped().unwrap_or(Kind::Soldier);
                let p = Piece::new(us, kind, m.facing().unwrap_or(Facing::Up));
                (to, p.code(), p.code())
            }
            MoveKind::Single | MoveKind::Stack => {
                let from = m.from().unwrap_or(to);
                let stack = self.stack(from);
                let p = stack.top().unwrap_or_default();
                let left = match m.kind() {
                    MoveKind::Single if stack.height() > 1 => {
                        stack.pieces()[stack.height() - 2].code()
                    }
                    _ => 0,
                };
                if from == king {
                    king = to;
                }
                (
                    from,
                    left,
                    p.with_facing(m.facing().unwrap_or(p.facing())).code(),
                )
            }
        };
        let top = |s: Square| {
            if s == to {
                put
            } else if s == from {
                left
            } else {
                self.tops()[s.index()]
            }
        };
        !attacked_on(top, king, !us)
    }

    /// The legal moves from `from` (moves, stack moves and turns).
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut list = self.legal_moves();
        list.retain(|m| m.from() == Some(from));
        list
    }

    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }
}

crate::core::board_rules::impl_board_position!(Position, Move, Undo, MoveList, count: legal_move_count);

/// Counts the leaf nodes of the legal move tree to `depth`: each distinct
/// legal move text once. Repetition is ignored.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    crate::core::perft(pos, depth)
}

#[cfg(test)]
mod tests {
    use super::*;

    // The shortcuts in `legal_moves` and `legal_move_count` (testing only
    // the king's moves and pinned stacks' when not in check) must agree
    // with testing every move.
    crate::core::shortcut_test!(Position::text, games: 40, plies: 200);
}
