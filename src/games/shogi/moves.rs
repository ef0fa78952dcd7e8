//! Legal move generation (the hot path) and perft.
//!
//! Mailbox generation over compile-time tables: each piece code has a mask
//! of the eight directions it steps in and a mask of those it slides in, so
//! the same tables answer "where can it go" and "is this square attacked".
//! A move is legal when it leaves the mover's king unattacked; only king
//! moves, pinned pieces and answers to check are tested by playing them.
//! Drops need no such test except the pawn-drop mate (uchifuzume) rule.

use super::board::{Move, Piece, Position, Role, Square, Undo, HAND_KINDS, HAND_ROLES, SQUARES};
use crate::core::{Side, StackList};

/// No shogi position has more than 593 legal moves; pseudo-legal lists stay
/// under this bound too (at most 40 pieces, drops only on empty squares).
pub const MAX_MOVES: usize = 1024;

/// A fixed-capacity list of moves living on the stack.
pub type MoveList = StackList<Move, MAX_MOVES>;

const NONE: u8 = 255;

/// The eight directions as Sente sees them: 0 north (toward rank a), then
/// clockwise. Gote's "forward" is direction 4.
const DELTAS: [(i8, i8); 8] = [
    (0, -1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];
const N: u8 = 1 << 0;
const NE: u8 = 1 << 1;
const E: u8 = 1 << 2;
const SE: u8 = 1 << 3;
const S: u8 = 1 << 4;
const SW: u8 = 1 << 5;
const W: u8 = 1 << 6;
const NW: u8 = 1 << 7;
const ORTHOGONAL: u8 = N | E | S | W;
const DIAGONAL: u8 = NE | SE | SW | NW;
const GOLD: u8 = N | NE | NW | E | W | S;

#[inline]
const fn opposite(dir: usize) -> usize {
    (dir + 4) & 7
}

const fn step(sq: usize, dcol: i8, drow: i8) -> u8 {
    let col = (sq % 9) as i8 + dcol;
    let row = (sq / 9) as i8 + drow;
    if col < 0 || col > 8 || row < 0 || row > 8 {
        NONE
    } else {
        (row * 9 + col) as u8
    }
}

/// The neighbour of each square in each direction.
static NEIGHBOR: [[u8; 8]; SQUARES] = {
    let mut t = [[NONE; 8]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 8 {
            t[sq][d] = step(sq, DELTAS[d].0, DELTAS[d].1);
            d += 1;
        }
        sq += 1;
    }
    t
};

/// The two squares a knight of each side jumps to.
static KNIGHT: [[[u8; 2]; SQUARES]; 2] = {
    let mut t = [[[NONE; 2]; SQUARES]; 2];
    let mut sq = 0;
    while sq < SQUARES {
        t[0][sq] = [step(sq, -1, -2), step(sq, 1, -2)];
        t[1][sq] = [step(sq, 1, 2), step(sq, -1, 2)];
        sq += 1;
    }
    t
};

const fn sente_masks(role: u8) -> (u8, u8) {
    // (steps, slides) for Sente's piece of role code `role`.
    match role {
        1 => (N, 0),                       // pawn
        2 => (0, N),                       // lance
        3 => (0, 0),                       // knight: its own table
        4 => (N | NE | NW | SE | SW, 0),   // silver
        5 | 9 | 10 | 11 | 12 => (GOLD, 0), // gold and the golds' moves
        6 => (0, DIAGONAL),                // bishop
        7 => (0, ORTHOGONAL),              // rook
        8 => (ORTHOGONAL | DIAGONAL, 0),   // king
        13 => (ORTHOGONAL, DIAGONAL),      // horse
        14 => (DIAGONAL, ORTHOGONAL),      // dragon
        _ => (0, 0),
    }
}

/// Step and slide direction masks by piece code (`side << 4 | role`).
static MASKS: [(u8, u8); 32] = {
    let mut t = [(0u8, 0u8); 32];
    let mut role = 1;
    while role <= 14 {
        let (steps, slides) = sente_masks(role);
        t[role as usize] = (steps, slides);
        t[16 + role as usize] = (steps.rotate_left(4), slides.rotate_left(4));
        role += 1;
    }
    t
};

#[inline]
fn side_of(code: u8) -> Side {
    if code & 16 == 0 {
        Side::First
    } else {
        Side::Second
    }
}

#[inline]
fn role_of(code: u8) -> Role {
    Piece::from_code(code).map_or(Role::Pawn, |p| p.role())
}

const KNIGHT_CODE: u8 = Role::Knight as u8;

impl Position {
    /// Whether any piece of `by` attacks `sq` (slides blocked by any piece).
    pub fn is_attacked(&self, sq: Square, by: Side) -> bool {
        self.attackers(sq.index(), by, true) > 0
    }

    /// How many pieces of `by` attack square `sq`; stops at one when `any`.
    /// With exactly one, `last_attacker` is where it stands.
    fn attackers(&self, sq: usize, by: Side, any: bool) -> u32 {
        self.attackers_with(sq, by, any, &mut 0)
    }

    fn attackers_with(&self, sq: usize, by: Side, any: bool, last_attacker: &mut u8) -> u32 {
        let mut count = 0;
        let by_bit = (by as u8) << 4;
        for (d, &next) in NEIGHBOR[sq].iter().enumerate() {
            let mut s = next;
            let mut adjacent = true;
            while s != NONE {
                let c = self.code_at(s as usize);
                if c != 0 {
                    if c & 16 == by_bit {
                        let (steps, slides) = MASKS[c as usize];
                        let bit = 1 << opposite(d);
                        if slides & bit != 0 || (adjacent && steps & bit != 0) {
                            count += 1;
                            *last_attacker = s;
                            if any {
                                return count;
                            }
                        }
                    }
                    break;
                }
                adjacent = false;
                s = NEIGHBOR[s as usize][d];
            }
        }
        let knight = by_bit | KNIGHT_CODE;
        for &s in &KNIGHT[(!by).index()][sq] {
            if s != NONE && self.code_at(s as usize) == knight {
                count += 1;
                *last_attacker = s;
                if any {
                    return count;
                }
            }
        }
        count
    }

    /// Whether the side to move's king is attacked.
    pub fn in_check(&self) -> bool {
        match self.king(self.side_to_move()) {
            Some(k) => self.is_attacked(k, !self.side_to_move()),
            None => false,
        }
    }

    /// Every move the pieces' movement and the drop rules allow (nifu, dead
    /// drops, promotion), which may still leave the mover's king attacked or
    /// be a pawn-drop mate.
    pub fn pseudo_legal_moves(&self, list: &mut MoveList) {
        let us = self.side_to_move();
        for from in 0..SQUARES {
            let c = self.code_at(from);
            if c != 0 && side_of(c) == us {
                self.piece_moves(from as u8, c, list);
            }
        }
        self.drops(list, None);
    }

    fn piece_moves(&self, from: u8, code: u8, list: &mut MoveList) {
        let us = side_of(code);
        let role = role_of(code);
        if role == Role::Knight {
            for &to in &KNIGHT[us.index()][from as usize] {
                if to != NONE && !self.own(to, us) {
                    push_with_promotion(list, from, to, role, us);
                }
            }
            return;
        }
        let (steps, slides) = MASKS[code as usize];
        for (d, &next) in NEIGHBOR[from as usize].iter().enumerate() {
            let bit = 1 << d;
            if slides & bit != 0 {
                let mut to = next;
                while to != NONE {
                    let c = self.code_at(to as usize);
                    if c != 0 && side_of(c) == us {
                        break;
                    }
                    push_with_promotion(list, from, to, role, us);
                    if c != 0 {
                        break;
                    }
                    to = NEIGHBOR[to as usize][d];
                }
            } else if steps & bit != 0 {
                let to = next;
                if to != NONE && !self.own(to, us) {
                    push_with_promotion(list, from, to, role, us);
                }
            }
        }
    }

    #[inline]
    fn own(&self, sq: u8, us: Side) -> bool {
        let c = self.code_at(sq as usize);
        c != 0 && side_of(c) == us
    }

    /// Drops that obey nifu and the dead-drop rule, onto every empty square
    /// or only onto `only` (squares where a drop blocks a check).
    fn drops(&self, list: &mut MoveList, only: Option<&[u8]>) {
        let us = self.side_to_move();
        let hand = self.hands()[us];
        let mut kinds = [Role::Pawn; HAND_KINDS];
        let mut n = 0;
        for (k, &role) in HAND_ROLES.iter().enumerate() {
            if hand.count(k) > 0 {
                kinds[n] = role;
                n += 1;
            }
        }
        if n == 0 {
            return;
        }
        let mut each = |to: u8| {
            if self.code_at(to as usize) != 0 {
                return;
            }
            let sq = Square(to);
            let depth = sq.depth(us);
            for &role in &kinds[..n] {
                if depth > role.last_playable_depth() {
                    continue;
                }
                if role == Role::Pawn && self.has_pawn_on_file(us, sq) {
                    continue;
                }
                list.push(Move::drop(role, sq));
            }
        };
        match only {
            Some(squares) => squares.iter().for_each(|&s| each(s)),
            None => (0..SQUARES as u8).for_each(each),
        }
    }

    /// Where `side`'s pinned pieces stand: pieces that alone shield their
    /// king from an opposing slider.
    fn pinned(&self, king: u8, us: Side) -> u128 {
        let mut pinned = 0u128;
        for (d, &next) in NEIGHBOR[king as usize].iter().enumerate() {
            let mut s = next;
            let mut shield = NONE;
            while s != NONE {
                let c = self.code_at(s as usize);
                if c != 0 {
                    if side_of(c) == us {
                        if shield != NONE {
                            break;
                        }
                        shield = s;
                    } else {
                        if shield != NONE && MASKS[c as usize].1 & (1 << opposite(d)) != 0 {
                            pinned |= 1 << shield;
                        }
                        break;
                    }
                }
                s = NEIGHBOR[s as usize][d];
            }
        }
        pinned
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        let us = self.side_to_move();
        let Some(king) = self.king(us) else {
            self.pseudo_legal_moves(&mut list);
            list.retain(|m| !self.is_pawn_drop_mate(m));
            return list;
        };
        let king = king.0;
        let mut checker = 0u8;
        let checkers = self.attackers_with(king as usize, !us, false, &mut checker);
        let mut scratch = self.clone();
        let mut safe = |m: Move| {
            let undo = scratch.make(m);
            let ok = !scratch.king_attacked(us);
            scratch.unmake(m, undo);
            ok
        };
        if checkers > 0 {
            for from in 0..SQUARES {
                let c = self.code_at(from);
                if c != 0 && side_of(c) == us {
                    self.piece_moves(from as u8, c, &mut list);
                }
            }
            list.retain(&mut safe);
            if checkers == 1 {
                let blocks = between(king, checker);
                let before = list.len();
                self.drops(&mut list, Some(&blocks));
                list.retain_from(before, |m| !self.is_pawn_drop_mate(m));
            }
            return list;
        }
        let pinned = self.pinned(king, us);
        for from in 0..SQUARES {
            let c = self.code_at(from);
            if c == 0 || side_of(c) != us {
                continue;
            }
            let before = list.len();
            self.piece_moves(from as u8, c, &mut list);
            if from as u8 == king {
                list.retain_from(before, |m| !self.is_attacked(m.to(), !us));
            } else if pinned & (1 << from) != 0 {
                list.retain_from(before, &mut safe);
            }
        }
        let before = list.len();
        self.drops(&mut list, None);
        list.retain_from(before, |m| !self.is_pawn_drop_mate(m));
        list
    }

    /// Whether `us`'s king is attacked (after a move by `us`: whether it was
    /// illegal).
    #[inline]
    pub(crate) fn king_attacked(&self, us: Side) -> bool {
        match self.king(us) {
            Some(k) => self.attackers(k.index(), !us, true) > 0,
            None => false,
        }
    }

    /// Uchifuzume (打ち歩詰め): a pawn drop that checkmates.
    pub(crate) fn is_pawn_drop_mate(&self, m: Move) -> bool {
        if m.dropped() != Some(Role::Pawn) {
            return false;
        }
        let us = self.side_to_move();
        let Some(their_king) = self.king(!us) else {
            return false;
        };
        let forward = if us == Side::First { 0 } else { 4 };
        if NEIGHBOR[m.to().index()][forward] != their_king.0 {
            return false;
        }
        let mut after = self.clone();
        after.make(m);
        after.legal_moves().is_empty()
    }

    /// The legal moves of the piece on `from`, or the legal drops of `role`
    /// when `from` is `None`.
    pub fn legal_moves_from(&self, from: Option<Square>, role: Option<Role>) -> MoveList {
        let mut list = self.legal_moves();
        list.retain(|m| match from {
            Some(f) => m.from() == Some(f),
            None => m.is_drop() && (role.is_none() || m.dropped() == role),
        });
        list
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }
}

/// The squares strictly between `a` and `b` when they share a line (empty
/// for neighbours, knight jumps and squares on no common line).
fn between(a: u8, b: u8) -> StackList<u8, 8> {
    let (ac, ar) = ((a % 9) as i8, (a / 9) as i8);
    let (bc, br) = ((b % 9) as i8, (b / 9) as i8);
    let (dc, dr) = (bc - ac, br - ar);
    let mut out = StackList::new();
    if !(dc == 0 || dr == 0 || dc.abs() == dr.abs()) {
        return out;
    }
    let (sc, sr) = (dc.signum(), dr.signum());
    let (mut c, mut r) = (ac + sc, ar + sr);
    while (c, r) != (bc, br) {
        out.push((r * 9 + c) as u8);
        c += sc;
        r += sr;
    }
    out
}

#[inline]
fn push_with_promotion(list: &mut MoveList, from: u8, to: u8, role: Role, us: Side) {
    let (from, to) = (Square(from), Square(to));
    let can_promote = role.promoted().is_some() && (from.in_zone(us) || to.in_zone(us));
    if can_promote {
        list.push(Move::normal(from, to, true));
    }
    if to.depth(us) <= role.last_playable_depth() {
        list.push(Move::normal(from, to, false));
    }
}

crate::core::impl_playable!(Position, Move, Undo, MoveList);

/// Counts the leaf nodes of the legal move tree to `depth`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    crate::core::perft(pos, depth)
}
