//! Legal move generation: the hot path.
//!
//! Every step pattern is a table built at compile time, and the pieces
//! along a rank or file are read as bits (`bits::Lines`), so generating
//! moves is table walks from the mover's pieces (found as bits) with no
//! allocation: moves go into a fixed-capacity `MoveList` on the stack, or
//! are only counted (`legal_move_count`, perft's last ply). Legality is
//! judged once per position for most moves: what a general not in check
//! must watch for (`Watch`: pinned pieces, cannon screens, horse legs) is
//! found with check itself, and only the moves it names, the general's own
//! and every move when in check are tested, by asking whether the mover's
//! general is attacked on the board as the move would leave it (read, not
//! copied).

use super::bits::{ray_through, Ray, DIRECTIONS, RAYS};
use super::board::{code, Move, Position, Role, Square, Undo, BLACK, EMPTY, RED, SQUARES};
use crate::core::packed::SquareSet;
use crate::core::{MoveCount, MoveSink, Side, StackList};

/// Up to `N` targets from one point, each with the point that must be empty
/// for the step (the horse's leg, the elephant's eye; unused otherwise).
#[derive(Clone, Copy)]
struct Steps<const N: usize> {
    to: [u8; N],
    via: [u8; N],
    len: u8,
}

impl<const N: usize> Steps<N> {
    const EMPTY: Steps<N> = Steps {
        to: [0; N],
        via: [0; N],
        len: 0,
    };

    const fn push(mut self, to: u8, via: u8) -> Steps<N> {
        self.to[self.len as usize] = to;
        self.via[self.len as usize] = via;
        self.len += 1;
        self
    }
}

const DIAGONALS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

const fn offset(sq: usize, df: i8, dr: i8) -> Option<u8> {
    let f = (sq % 9) as i8 + df;
    let r = (sq / 9) as i8 + dr;
    if f < 0 || f > 8 || r < 0 || r > 9 {
        None
    } else {
        Some((r * 9 + f) as u8)
    }
}

const fn in_a_palace(sq: u8) -> bool {
    Square(sq).in_palace(RED) || Square(sq).in_palace(BLACK)
}

const fn same_half(a: u8, b: u8) -> bool {
    (a / 9 <= 4) == (b / 9 <= 4)
}

/// The patterns of the pieces that step rather than slide.
#[derive(Clone, Copy)]
enum Pattern {
    /// The general: one point orthogonally, inside its palace.
    General,
    /// The advisor: one point diagonally, inside its palace.
    Advisor,
    /// The elephant: two points diagonally on its own half, over the eye.
    Elephant,
    /// The horse: one point orthogonally (the leg), then one diagonally
    /// outwards.
    Horse,
}

/// A pattern's steps from every point, in the order of `DIRECTIONS` or
/// `DIAGONALS`: the order moves are generated in.
const fn step_table<const N: usize>(pattern: Pattern) -> [Steps<N>; SQUARES] {
    let mut t = [Steps::EMPTY; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 4 {
            t[sq] = push_pattern_steps(t[sq], pattern, sq, d);
            d += 1;
        }
        sq += 1;
    }
    t
}

/// `steps` with the pattern's steps from `sq` in its `d`th direction added.
const fn push_pattern_steps<const N: usize>(
    steps: Steps<N>,
    pattern: Pattern,
    sq: usize,
    d: usize,
) -> Steps<N> {
    let (df, dr) = match pattern {
        Pattern::General | Pattern::Horse => DIRECTIONS[d],
        Pattern::Advisor | Pattern::Elephant => DIAGONALS[d],
    };
    match pattern {
        Pattern::General | Pattern::Advisor => match offset(sq, df, dr) {
            Some(to) if in_a_palace(sq as u8) && in_a_palace(to) && same_half(sq as u8, to) => {
                steps.push(to, 0)
            }
            _ => steps,
        },
        Pattern::Elephant => match (offset(sq, 2 * df, 2 * dr), offset(sq, df, dr)) {
            (Some(to), Some(eye)) if same_half(sq as u8, to) => steps.push(to, eye),
            _ => steps,
        },
        Pattern::Horse => match offset(sq, df, dr) {
            Some(leg) => {
                // Then one diagonal step outwards: both sides of the leg.
                let (sf, sr) = (dr, df);
                let mut steps = steps;
                if let Some(to) = offset(sq, 2 * df + sf, 2 * dr + sr) {
                    steps = steps.push(to, leg);
                }
                if let Some(to) = offset(sq, 2 * df - sf, 2 * dr - sr) {
                    steps = steps.push(to, leg);
                }
                steps
            }
            None => steps,
        },
    }
}

/// The same steps seen from their targets: where a piece stands that steps
/// onto each point, with the point that must be empty for it.
const fn reversed<const N: usize>(steps: &[Steps<N>; SQUARES]) -> [Steps<N>; SQUARES] {
    let mut t = [Steps::EMPTY; SQUARES];
    let mut from = 0;
    while from < SQUARES {
        let s = steps[from];
        let mut i = 0;
        while i < s.len as usize {
            let to = s.to[i] as usize;
            t[to] = t[to].push(from as u8, s.via[i]);
            i += 1;
        }
        from += 1;
    }
    t
}

/// The general's steps inside its palace.
static KING_STEPS: [Steps<4>; SQUARES] = step_table(Pattern::General);
/// The advisor's steps inside its palace.
static ADVISOR_STEPS: [Steps<4>; SQUARES] = step_table(Pattern::Advisor);
/// The elephant's jumps on its own half, each with its eye.
static ELEPHANT_STEPS: [Steps<4>; SQUARES] = step_table(Pattern::Elephant);
/// The eight horse moves from a point, each with its leg.
static HORSE_STEPS: [Steps<8>; SQUARES] = step_table(Pattern::Horse);
/// Where a horse attacking a point stands, with that horse's leg (which is
/// the diagonal neighbour of the attacked point).
static HORSE_ATTACKERS: [Steps<8>; SQUARES] = reversed(&HORSE_STEPS);

const fn pawn_steps_for(side: Side) -> [Steps<3>; SQUARES] {
    let mut t = [Steps::EMPTY; SQUARES];
    let forward: i8 = match side {
        Side::First => 1,
        Side::Second => -1,
    };
    let mut sq = 0;
    while sq < SQUARES {
        if let Some(to) = offset(sq, 0, forward) {
            t[sq] = t[sq].push(to, 0);
        }
        if !Square(sq as u8).on_own_half(side) {
            if let Some(to) = offset(sq, -1, 0) {
                t[sq] = t[sq].push(to, 0);
            }
            if let Some(to) = offset(sq, 1, 0) {
                t[sq] = t[sq].push(to, 0);
            }
        }
        sq += 1;
    }
    t
}

static PAWN_STEPS: [[Steps<3>; SQUARES]; 2] = [pawn_steps_for(RED), pawn_steps_for(BLACK)];

/// Where a pawn of the indexed side attacking a point stands.
static PAWN_ATTACKERS: [[Steps<3>; SQUARES]; 2] =
    [reversed(&PAWN_STEPS[0]), reversed(&PAWN_STEPS[1])];

/// Enough for any position: no side can have more than 119 pseudo-legal moves.
pub const MAX_MOVES: usize = 128;

/// A fixed-capacity list of moves living on the stack.
pub type MoveList = StackList<Move, MAX_MOVES>;

#[inline]
fn side_of(code: u8) -> Side {
    if code & 8 == 0 {
        RED
    } else {
        BLACK
    }
}

impl Position {
    /// Every move that obeys the pieces' movement but may leave the mover's
    /// general attacked or facing the other general.
    pub fn pseudo_legal_moves(&self, list: &mut MoveList) {
        self.occupied[self.side_to_move.index()]
            .for_each(|from| self.piece_moves(from, self.board[from as usize], list));
    }

    #[inline]
    fn piece_moves(&self, from: u8, c: u8, moves: &mut impl MoveSink<Move>) {
        let us = self.side_to_move;
        let b = &self.board;
        let f = from as usize;
        // A target is open if it is empty or holds an opposing piece.
        let open = |to: u8| {
            let t = b[to as usize];
            t == EMPTY || side_of(t) != us
        };
        match c & 7 {
            1 => add_steps(&KING_STEPS[f], from, moves, |to, _| open(to)),
            2 => add_steps(&ADVISOR_STEPS[f], from, moves, |to, _| open(to)),
            3 => add_steps(&ELEPHANT_STEPS[f], from, moves, |to, eye| {
                b[eye as usize] == EMPTY && open(to)
            }),
            4 => add_steps(&HORSE_STEPS[f], from, moves, |to, leg| {
                b[leg as usize] == EMPTY && open(to)
            }),
            role @ (5 | 6) => {
                for ray in &RAYS[f] {
                    let mut pieces = self.lines.along(ray);
                    // The empty points up to the first piece, the screen.
                    let empty = (pieces.trailing_zeros() as usize).min(ray.len as usize);
                    moves.add_each(empty, |i| Move::new(Square(from), Square(ray.points[i])));
                    if role == Role::Cannon as u8 {
                        // A cannon takes the first piece past its screen.
                        pieces &= pieces.wrapping_sub(1);
                    }
                    if pieces != 0 {
                        let to = ray.points[pieces.trailing_zeros() as usize];
                        if side_of(b[to as usize]) != us {
                            moves.add(Move::new(Square(from), Square(to)));
                        }
                    }
                }
            }
            _ => add_steps(&PAWN_STEPS[us.index()][f], from, moves, |to, _| open(to)),
        }
    }

    /// Whether `sq` is attacked by `by`, counting a general that sees `sq`
    /// down an open file (the flying general). Used for generals' points.
    pub fn is_attacked(&self, sq: Square, by: Side) -> bool {
        attacked(self, sq.0, by)
    }

    /// Whether the side to move's general is attacked.
    pub fn in_check(&self) -> bool {
        let us = self.side_to_move;
        attacked(self, self.kings[us.index()], !us)
    }

    /// Whether playing the pseudo-legal `m` keeps the mover's general safe.
    #[inline]
    pub(crate) fn keeps_king_safe(&self, m: Move) -> bool {
        let us = self.side_to_move;
        let (from, to) = (m.from().0, m.to().0);
        let king = if self.board[from as usize] & 7 == Role::King as u8 {
            to
        } else {
            self.kings[us.index()]
        };
        !attacked(After::new(self, from, to, king), king, !us)
    }

    /// What the side to move's general must watch for (see [`Watch`]), or
    /// `None` when it is in check.
    fn watch(&self) -> Option<Watch> {
        let (us, them) = (self.side_to_move, !self.side_to_move);
        let king = self.kings[us.index()];
        let (rook, cannon, general) = (
            code(them, Role::Rook),
            code(them, Role::Cannon),
            code(them, Role::King),
        );
        let mut watch = Watch {
            pinned: SquareSet::EMPTY,
            screens: SquareSet::EMPTY,
        };
        watch.pinned.insert(king);
        for (d, ray) in RAYS[king as usize].iter().enumerate() {
            // The first three pieces along the ray, nearest first.
            let first = self.lines.along(ray);
            let second = first & first.wrapping_sub(1);
            let third = second & second.wrapping_sub(1);
            let piece = |pieces: u32| match pieces {
                0 => (0, EMPTY),
                _ => {
                    let sq = ray.points[pieces.trailing_zeros() as usize];
                    (sq, self.board[sq as usize])
                }
            };
            let ((p1, c1), (p2, c2), (_, c3)) = (piece(first), piece(second), piece(third));
            // d < 2: along the file, where the generals may not face each other.
            let faces = |c: u8| c == rook || (c == general && d < 2);
            if faces(c1) || c2 == cannon {
                return None;
            }
            if faces(c2) || c3 == cannon {
                watch.pinned.insert(p1);
            }
            if c3 == cannon {
                watch.pinned.insert(p2);
            }
            if c1 == cannon {
                for &sq in &ray.points[..first.trailing_zeros() as usize] {
                    watch.screens.insert(sq);
                }
            }
        }
        let horse = code(them, Role::Horse);
        let h = &HORSE_ATTACKERS[king as usize];
        for i in 0..h.len as usize {
            if self.board[h.to[i] as usize] == horse {
                if self.board[h.via[i] as usize] == EMPTY {
                    return None;
                }
                watch.pinned.insert(h.via[i]);
            }
        }
        (!pawn_attacked(self, king, them)).then_some(watch)
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        let Some(watch) = self.watch() else {
            self.pseudo_legal_moves(&mut list);
            list.retain(|m| self.keeps_king_safe(m));
            return list;
        };
        self.occupied[self.side_to_move.index()].for_each(|from| {
            let start = list.len();
            self.piece_moves(from, self.board[from as usize], &mut list);
            if watch.pinned.contains(from) {
                list.retain_from(start, |m| self.keeps_king_safe(m));
            }
        });
        if !watch.screens.is_empty() {
            list.retain(|m| !watch.screens.contains(m.to().0) || self.keeps_king_safe(m));
        }
        list
    }

    /// How many legal moves there are (perft's last ply), counted without
    /// listing them unless the general is in check or a cannon faces it.
    pub fn legal_move_count(&self) -> usize {
        let Some(watch) = self.watch().filter(|w| w.screens.is_empty()) else {
            return self.legal_moves().len();
        };
        let own = self.occupied[self.side_to_move.index()];
        // The pieces that cannot expose the general, counted untested, then
        // the others, tested move by move.
        let mut free = MoveCount::new(|_| true);
        own.without(watch.pinned).for_each(|from| {
            self.piece_moves(from, self.board[from as usize], &mut free);
        });
        let mut tested = MoveCount::new(|m| self.keeps_king_safe(m));
        own.and(watch.pinned).for_each(|from| {
            self.piece_moves(from, self.board[from as usize], &mut tested);
        });
        free.count + tested.count
    }

    /// Every legal capture (what the search's quiescence tries).
    pub fn legal_captures(&self) -> MoveList {
        let mut captures = Captures {
            position: self,
            list: MoveList::new(),
        };
        self.occupied[self.side_to_move.index()]
            .for_each(|from| self.piece_moves(from, self.board[from as usize], &mut captures));
        captures.list
    }

    /// The legal moves of the piece on `from`.
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut list = MoveList::new();
        let c = self.board[from.index()];
        if c != EMPTY && side_of(c) == self.side_to_move {
            self.piece_moves(from.0, c, &mut list);
            list.retain(|m| self.keeps_king_safe(m));
        }
        list
    }

    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves_from(m.from()).contains(&m)
    }

    /// The points the piece on `from` could capture on if it were its side's
    /// turn, ignoring the safety of its own general.
    pub(crate) fn capture_targets_of(&self, from: Square) -> MoveList {
        let mut list = MoveList::new();
        let c = self.board[from.index()];
        if c == EMPTY {
            return list;
        }
        let mut as_mover = self.clone();
        as_mover.side_to_move = side_of(c);
        as_mover.piece_moves(from.0, c, &mut list);
        list.retain(|m| self.board[m.to().index()] != EMPTY);
        list
    }
}

/// What a general not in check must watch for. A move changes only the
/// points it leaves and fills, so it can expose the general only by
/// leaving a point that stands between the general and an attacker, or by
/// filling one that gives a cannon its screen; any other move keeps the
/// general safe untested.
struct Watch {
    /// The points a move is tested from: the general itself; on each line
    /// from it, the nearest piece when the second is a rook (or the other
    /// general, along the file) or the third a cannon, and the second piece
    /// when the third is a cannon; and each horse's leg next to the general
    /// with an opposing horse behind it.
    pinned: SquareSet,
    /// The points a move is tested to: the empty points between the general
    /// and a cannon facing it with nothing between.
    screens: SquareSet,
}

/// A sink that keeps the captures that leave the general safe.
struct Captures<'a> {
    position: &'a Position,
    list: MoveList,
}

impl MoveSink<Move> for Captures<'_> {
    #[inline]
    fn add(&mut self, m: Move) {
        let p = self.position;
        if p.board[m.to().index()] != EMPTY && p.keeps_king_safe(m) {
            self.list.push(m);
        }
    }

    /// Runs of moves are only ever to the empty points before a line's
    /// first piece: no capture among them.
    #[inline]
    fn add_each(&mut self, _: usize, _: impl Fn(usize) -> Move) {}
}

#[inline]
fn add_steps<const N: usize>(
    steps: &Steps<N>,
    from: u8,
    moves: &mut impl MoveSink<Move>,
    allowed: impl Fn(u8, u8) -> bool,
) {
    for i in 0..steps.len as usize {
        let to = steps.to[i];
        if allowed(to, steps.via[i]) {
            moves.add(Move::new(Square(from), Square(to)));
        }
    }
}

/// A board to ask about attacks: the position itself, or the position as a
/// move would leave it.
trait Board: Copy {
    /// The piece code on `sq`.
    fn at(self, sq: u8) -> u8;
    /// The pieces along `ray`, the `d`th from `sq`, as [`Lines::along`]
    /// reads them.
    ///
    /// [`Lines::along`]: super::bits::Lines::along
    fn along(self, sq: u8, d: usize, ray: &Ray) -> u32;
}

impl Board for &Position {
    #[inline]
    fn at(self, sq: u8) -> u8 {
        self.board[sq as usize]
    }

    #[inline]
    fn along(self, _: u8, _: usize, ray: &Ray) -> u32 {
        self.lines.along(ray)
    }
}

/// The position as it would stand once the piece on `from` moved to `to`,
/// read without playing the move, around the one point `around` whose
/// lines are asked about.
#[derive(Clone, Copy)]
struct After<'a> {
    position: &'a Position,
    from: u8,
    to: u8,
    moving: u8,
    around: u8,
    /// The rays from `around` through `from` and `to`, with their bits.
    left: (usize, u32),
    filled: (usize, u32),
}

impl<'a> After<'a> {
    #[inline]
    fn new(position: &'a Position, from: u8, to: u8, around: u8) -> After<'a> {
        After {
            position,
            from,
            to,
            moving: position.board[from as usize],
            around,
            left: ray_through(around, from),
            filled: ray_through(around, to),
        }
    }
}

impl Board for After<'_> {
    #[inline]
    fn at(self, sq: u8) -> u8 {
        if sq == self.from {
            EMPTY
        } else if sq == self.to {
            self.moving
        } else {
            self.position.board[sq as usize]
        }
    }

    #[inline]
    fn along(self, sq: u8, d: usize, ray: &Ray) -> u32 {
        debug_assert_eq!(sq, self.around);
        let mut pieces = self.position.lines.along(ray);
        if d == self.left.0 {
            pieces &= !self.left.1;
        }
        if d == self.filled.0 {
            pieces |= self.filled.1;
        }
        pieces
    }
}

/// Whether `by` attacks `sq` on `board`.
#[inline]
fn attacked(board: impl Board, sq: u8, by: Side) -> bool {
    (0..4).any(|d| line_attacked(board, sq, d, by))
        || horse_attacked(board, sq, by)
        || pawn_attacked(board, sq, by)
}

/// Whether a rook, a cannon over one screen or (along the file, where the
/// generals may not face each other) the general of `by` attacks `sq` from
/// direction `d`.
#[inline]
fn line_attacked(board: impl Board, sq: u8, d: usize, by: Side) -> bool {
    let ray = &RAYS[sq as usize][d];
    let pieces = board.along(sq, d, ray);
    if pieces == 0 {
        return false;
    }
    let first = board.at(ray.points[pieces.trailing_zeros() as usize]);
    if first == code(by, Role::Rook) || (first == code(by, Role::King) && d < 2) {
        return true;
    }
    let beyond = pieces & (pieces - 1);
    beyond != 0 && board.at(ray.points[beyond.trailing_zeros() as usize]) == code(by, Role::Cannon)
}

/// Whether a horse of `by` with a free leg attacks `sq`.
#[inline]
fn horse_attacked(board: impl Board, sq: u8, by: Side) -> bool {
    let horse = code(by, Role::Horse);
    let h = &HORSE_ATTACKERS[sq as usize];
    (0..h.len as usize).any(|i| board.at(h.to[i]) == horse && board.at(h.via[i]) == EMPTY)
}

/// Whether a pawn of `by` attacks `sq`.
#[inline]
fn pawn_attacked(board: impl Board, sq: u8, by: Side) -> bool {
    let pawn = code(by, Role::Pawn);
    let p = &PAWN_ATTACKERS[by.index()][sq as usize];
    p.to[..p.len as usize]
        .iter()
        .any(|&from| board.at(from) == pawn)
}

crate::core::board_rules::impl_board_position!(Position, Move, Undo, MoveList, count: legal_move_count);

/// Counts the leaf nodes of the legal move tree to `depth`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    crate::core::perft(pos, depth)
}

/// Why the elephant, horse or another piece cannot make a move shape: the
/// geometry facts `BoardRules::illegal` (rules.rs) turns into sentences.
pub(crate) mod geometry {
    use super::*;

    pub(crate) fn horse_leg(from: Square, to: Square) -> Option<Square> {
        let s = &HORSE_STEPS[from.index()];
        (0..s.len as usize)
            .find(|&i| s.to[i] == to.0)
            .map(|i| Square(s.via[i]))
    }

    pub(crate) fn elephant_eye(from: Square, to: Square) -> Option<Square> {
        let s = &ELEPHANT_STEPS[from.index()];
        (0..s.len as usize)
            .find(|&i| s.to[i] == to.0)
            .map(|i| Square(s.via[i]))
    }

    pub(crate) fn is_king_step(from: Square, to: Square) -> bool {
        let s = &KING_STEPS[from.index()];
        s.to[..s.len as usize].contains(&to.0)
    }

    pub(crate) fn is_advisor_step(from: Square, to: Square) -> bool {
        let s = &ADVISOR_STEPS[from.index()];
        s.to[..s.len as usize].contains(&to.0)
    }

    pub(crate) fn is_pawn_step(side: Side, from: Square, to: Square) -> bool {
        let s = &PAWN_STEPS[side.index()][from.index()];
        s.to[..s.len as usize].contains(&to.0)
    }

    /// The points strictly between two points on one line, or `None`.
    pub(crate) fn between(from: Square, to: Square) -> Option<Vec<Square>> {
        for ray in &RAYS[from.index()] {
            let points = ray.points();
            if let Some(i) = points.iter().position(|&p| p == to.0) {
                return Some(points[..i].iter().map(|&p| Square(p)).collect());
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The shortcuts in `legal_moves` and `legal_move_count` must agree
    // with testing every move.
    crate::core::shortcut_test!(Position::fen, games: 60, plies: 160);
}
