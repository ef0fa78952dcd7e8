//! Where each piece attacks, as bitboards: step tables, and slides found
//! along eight ray tables (the nearest piece on a ray ends it), all built
//! once at first use. From these: what attacks a square, the checkers of a
//! king and the pieces pinned to it.

use super::bitboard::Bitboard;
use super::board::{Position, Role, Square, SQUARES};
use crate::core::Side;
use std::sync::OnceLock;

/// The eight directions as Sente sees them, as (column, row) steps: 0
/// north (toward rank a), then clockwise. Directions 2–5 raise the square
/// index, the others lower it.
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
const NORTH: usize = 0;
const SOUTH: usize = 4;

/// The square `dcol` columns and `drow` rows from `sq`, if on the board.
fn step(sq: usize, dcol: i8, drow: i8) -> Option<usize> {
    let col = (sq % 9) as i8 + dcol;
    let row = (sq / 9) as i8 + drow;
    ((0..9).contains(&col) && (0..9).contains(&row)).then(|| (row * 9 + col) as usize)
}

/// The attack tables, built on first use rather than stored in the
/// binary (24 KB that the page would download).
pub(super) struct Tables {
    /// The squares past each square in each direction, to the edge.
    rays: [[Bitboard; SQUARES]; 8],
    /// One step or jump, by side (Gote's turned round) and square.
    pawn: [[Bitboard; SQUARES]; 2],
    knight: [[Bitboard; SQUARES]; 2],
    silver: [[Bitboard; SQUARES]; 2],
    /// The gold's steps, which the tokin and the promoted lance, knight
    /// and silver share.
    gold: [[Bitboard; SQUARES]; 2],
    king: [Bitboard; SQUARES],
    /// The rank and file through each square, and its two diagonals
    /// (without the square): where a rook or a bishop could reach it from.
    rook_lines: [Bitboard; SQUARES],
    bishop_lines: [Bitboard; SQUARES],
}

/// The tables, built the first time they are asked for.
pub(super) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::new)
}

/// One step by each of `deltas` (column, row, as Sente sees them) from
/// each square, for Sente and for Gote (turned round).
fn step_table(deltas: &[(i8, i8)]) -> [[Bitboard; SQUARES]; 2] {
    let mut t = [[Bitboard::EMPTY; SQUARES]; 2];
    for (side, turn) in [(0, 1), (1, -1)] {
        for (sq, steps) in t[side].iter_mut().enumerate() {
            for &(dc, dr) in deltas {
                if let Some(s) = step(sq, dc * turn, dr * turn) {
                    *steps |= Bitboard::square(Square(s as u8));
                }
            }
        }
    }
    t
}

impl Tables {
    fn new() -> Tables {
        let mut rays = [[Bitboard::EMPTY; SQUARES]; 8];
        for (d, by_square) in rays.iter_mut().enumerate() {
            for (sq, ray) in by_square.iter_mut().enumerate() {
                let mut at = step(sq, DELTAS[d].0, DELTAS[d].1);
                while let Some(s) = at {
                    *ray |= Bitboard::square(Square(s as u8));
                    at = step(s, DELTAS[d].0, DELTAS[d].1);
                }
            }
        }
        let lines = |dirs: [usize; 4]| {
            let mut t = [Bitboard::EMPTY; SQUARES];
            for (sq, line) in t.iter_mut().enumerate() {
                *line = dirs
                    .iter()
                    .fold(Bitboard::EMPTY, |all, &d| all | rays[d][sq]);
            }
            t
        };
        Tables {
            rook_lines: lines([0, 2, 4, 6]),
            bishop_lines: lines([1, 3, 5, 7]),
            rays,
            pawn: step_table(&[(0, -1)]),
            knight: step_table(&[(-1, -2), (1, -2)]),
            silver: step_table(&[(-1, -1), (0, -1), (1, -1), (-1, 1), (1, 1)]),
            gold: step_table(&[(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (0, 1)]),
            king: step_table(&DELTAS)[0],
        }
    }

    /// Where a stepping piece of `side` on `sq` attacks: a pawn, knight,
    /// silver or king of that `role`, else a gold or one that moves as it.
    #[inline(always)]
    pub(super) fn steps(&self, role: Role, side: Side, sq: Square) -> Bitboard {
        let table = match role {
            Role::Pawn => &self.pawn,
            Role::Knight => &self.knight,
            Role::Silver => &self.silver,
            Role::King => return self.king(sq),
            _ => &self.gold,
        };
        table[side.index()][sq.index()]
    }

    #[inline]
    pub(super) fn king(&self, sq: Square) -> Bitboard {
        self.king[sq.index()]
    }

    /// The squares a slider on `sq` reaches in direction `D` over
    /// `occupied`: up to and including the nearest piece.
    #[inline]
    fn ray<const D: usize>(&self, sq: usize, occupied: Bitboard) -> Bitboard {
        let ray = self.rays[D][sq];
        let blockers = ray & occupied;
        if blockers.is_empty() {
            return ray;
        }
        ray ^ self.rays[D][nearest::<D>(blockers).index()]
    }

    /// The squares a slider on `sq` reaches in the four directions `A`,
    /// `B`, `C` and `D` over `occupied`.
    #[inline]
    fn reach<const A: usize, const B: usize, const C: usize, const D: usize>(
        &self,
        sq: Square,
        occupied: Bitboard,
    ) -> Bitboard {
        let i = sq.index();
        self.ray::<A>(i, occupied)
            | self.ray::<B>(i, occupied)
            | self.ray::<C>(i, occupied)
            | self.ray::<D>(i, occupied)
    }

    /// Along the files and ranks (the even directions).
    #[inline]
    pub(super) fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.reach::<0, 2, 4, 6>(sq, occupied)
    }

    /// Along the diagonals (the odd directions).
    #[inline]
    pub(super) fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.reach::<1, 3, 5, 7>(sq, occupied)
    }

    #[inline]
    pub(super) fn lance(&self, side: Side, sq: Square, occupied: Bitboard) -> Bitboard {
        match side {
            Side::First => self.ray::<NORTH>(sq.index(), occupied),
            Side::Second => self.ray::<SOUTH>(sq.index(), occupied),
        }
    }

    /// Where a piece of `role` and `side` on `sq` attacks over `occupied`
    /// (inlined so that a known role picks its table at compile time).
    #[inline(always)]
    pub(super) fn attacks(
        &self,
        role: Role,
        side: Side,
        sq: Square,
        occupied: Bitboard,
    ) -> Bitboard {
        match role {
            Role::Lance => self.lance(side, sq, occupied),
            Role::Bishop => self.bishop(sq, occupied),
            Role::Rook => self.rook(sq, occupied),
            Role::Horse => self.bishop(sq, occupied) | self.king(sq),
            Role::Dragon => self.rook(sq, occupied) | self.king(sq),
            _ => self.steps(role, side, sq),
        }
    }

    /// The squares strictly between `a` and `b` on their line (none when
    /// they share no line or are neighbours).
    pub(super) fn between(&self, a: Square, b: Square) -> Bitboard {
        match direction(a, b) {
            Some(d) => self.rays[d][a.index()] & self.rays[(d + 4) & 7][b.index()],
            None => Bitboard::EMPTY,
        }
    }

    /// The whole line through `a` and `b` (none if they share no line).
    pub(super) fn line(&self, a: Square, b: Square) -> Bitboard {
        match direction(a, b) {
            Some(d) => self.rays[d][a.index()] | self.rays[(d + 4) & 7][a.index()],
            None => Bitboard::EMPTY,
        }
    }
}

/// The square of `set` nearest the start of a ray in direction `D`.
#[inline]
fn nearest<const D: usize>(set: Bitboard) -> Square {
    if D >= 2 && D <= 5 {
        set.lowest()
    } else {
        set.highest()
    }
}

/// The direction from `a` to `b` when they share a line.
fn direction(a: Square, b: Square) -> Option<usize> {
    let dc = (b.index() % 9) as i8 - (a.index() % 9) as i8;
    let dr = (b.index() / 9) as i8 - (a.index() / 9) as i8;
    if a == b || !(dc == 0 || dr == 0 || dc.abs() == dr.abs()) {
        return None;
    }
    DELTAS
        .iter()
        .position(|&(c, r)| (c, r) == (dc.signum(), dr.signum()))
}

/// The pieces of one side that may attack, in the groups that attack
/// alike, with the tables to find where.
#[derive(Clone, Copy)]
pub(super) struct Army {
    pub tables: &'static Tables,
    pub side: Side,
    pub pawns: Bitboard,
    pub lances: Bitboard,
    pub knights: Bitboard,
    pub silvers: Bitboard,
    /// Golds, tokins and the promoted lances, knights and silvers.
    pub golds: Bitboard,
    pub bishops: Bitboard,
    pub rooks: Bitboard,
    pub horses: Bitboard,
    pub dragons: Bitboard,
    pub kings: Bitboard,
}

impl Position {
    /// `side`'s pieces grouped by how they attack.
    #[inline]
    pub(super) fn army(&self, side: Side) -> Army {
        let own = self.side_squares(side);
        let of = |role| self.role_squares(role) & own;
        let golds = self.role_squares(Role::Gold)
            | self.role_squares(Role::Tokin)
            | self.role_squares(Role::PromotedLance)
            | self.role_squares(Role::PromotedKnight)
            | self.role_squares(Role::PromotedSilver);
        Army {
            tables: tables(),
            side,
            pawns: of(Role::Pawn),
            lances: of(Role::Lance),
            knights: of(Role::Knight),
            silvers: of(Role::Silver),
            golds: golds & own,
            bishops: of(Role::Bishop),
            rooks: of(Role::Rook),
            horses: of(Role::Horse),
            dragons: of(Role::Dragon),
            kings: of(Role::King),
        }
    }

    /// Whether any piece of `by` attacks `sq` (slides blocked by any piece).
    pub fn is_attacked(&self, sq: Square, by: Side) -> bool {
        self.army(by).attacks(sq, self.occupied())
    }

    /// Whether the side to move's king is attacked.
    pub fn in_check(&self) -> bool {
        let us = self.side_to_move();
        match self.king(us) {
            Some(k) => self.is_attacked(k, !us),
            None => false,
        }
    }
}

impl Army {
    /// The pieces that step or jump onto `sq`.
    #[inline]
    fn stepping_onto(&self, sq: Square) -> Bitboard {
        let (t, back) = (self.tables, !self.side);
        (t.steps(Role::Pawn, back, sq) & self.pawns)
            | (t.steps(Role::Knight, back, sq) & self.knights)
            | (t.steps(Role::Silver, back, sq) & self.silvers)
            | (t.steps(Role::Gold, back, sq) & self.golds)
            | (t.king(sq) & (self.kings | self.horses | self.dragons))
    }

    /// The pieces that attack `sq` over `occupied`.
    pub(super) fn attackers(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let (t, back) = (self.tables, !self.side);
        self.stepping_onto(sq)
            | (t.lance(back, sq, occupied) & self.lances)
            | (t.rook(sq, occupied) & (self.rooks | self.dragons))
            | (t.bishop(sq, occupied) & (self.bishops | self.horses))
    }

    /// Whether any piece attacks `sq` over `occupied`: steps first, and a
    /// slide only if a slider stands on one of the square's lines.
    #[inline]
    pub(super) fn attacks(&self, sq: Square, occupied: Bitboard) -> bool {
        let (t, back) = (self.tables, !self.side);
        let i = sq.index();
        let rooks = self.rooks | self.dragons;
        let bishops = self.bishops | self.horses;
        let lance_way = match back {
            Side::First => NORTH,
            Side::Second => SOUTH,
        };
        self.stepping_onto(sq).nonempty()
            || ((t.rays[lance_way][i] & self.lances).nonempty()
                && (t.lance(back, sq, occupied) & self.lances).nonempty())
            || ((t.rook_lines[i] & rooks).nonempty() && (t.rook(sq, occupied) & rooks).nonempty())
            || ((t.bishop_lines[i] & bishops).nonempty()
                && (t.bishop(sq, occupied) & bishops).nonempty())
    }

    /// Where this army's pieces attack the king of the other side on `king`
    /// from (`checkers`), and which of `own`'s pieces alone shield it from
    /// a slider (`pinned`).
    #[inline]
    pub(super) fn threats(&self, king: Square, own: Bitboard, occupied: Bitboard) -> Threats {
        let mut threats = Threats {
            checkers: self.stepping_onto(king),
            pinned: Bitboard::EMPTY,
        };
        let rooks = self.rooks | self.dragons;
        let bishops = self.bishops | self.horses;
        // An enemy lance slides toward this king's side: it stands north of
        // Sente's king, south of Gote's.
        let (north, south) = match self.side {
            Side::Second => (rooks | self.lances, rooks),
            Side::First => (rooks, rooks | self.lances),
        };
        let rays = &self.tables.rays;
        let k = king.index();
        let look = Look { own, occupied };
        look.along::<0>(&mut threats, &rays[0], k, north);
        look.along::<1>(&mut threats, &rays[1], k, bishops);
        look.along::<2>(&mut threats, &rays[2], k, rooks);
        look.along::<3>(&mut threats, &rays[3], k, bishops);
        look.along::<4>(&mut threats, &rays[4], k, south);
        look.along::<5>(&mut threats, &rays[5], k, bishops);
        look.along::<6>(&mut threats, &rays[6], k, rooks);
        look.along::<7>(&mut threats, &rays[7], k, bishops);
        threats
    }
}

/// What threatens a king: the pieces attacking it, and its own pieces that
/// may not leave the line between it and an enemy slider.
pub(super) struct Threats {
    pub checkers: Bitboard,
    pub pinned: Bitboard,
}

/// The board a king looks out over: its own side's pieces and all pieces.
struct Look {
    own: Bitboard,
    occupied: Bitboard,
}

impl Look {
    /// Looks along direction `D` (whose rays are `rays`) from the king on
    /// `k` for `sliders`, the enemy pieces that slide that way toward it.
    #[inline]
    fn along<const D: usize>(
        &self,
        threats: &mut Threats,
        rays: &[Bitboard; SQUARES],
        k: usize,
        sliders: Bitboard,
    ) {
        let ray = rays[k];
        if (ray & sliders).is_empty() {
            return;
        }
        let first = nearest::<D>(ray & self.occupied);
        let first_bit = Bitboard::square(first);
        if (first_bit & sliders).nonempty() {
            threats.checkers |= first_bit;
        } else if (first_bit & self.own).nonempty() {
            let beyond = rays[first.index()] & self.occupied;
            if beyond.nonempty() && (Bitboard::square(nearest::<D>(beyond)) & sliders).nonempty() {
                threats.pinned |= first_bit;
            }
        }
    }
}
