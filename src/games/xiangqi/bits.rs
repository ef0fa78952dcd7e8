//! The board as bits, for the hot path: a set of points (each side's pieces,
//! what a general watches), and every rank and file as the bits of its
//! occupied points, so that the pieces along a line from any point are read
//! in a few bit operations instead of a walk (rooks, cannons, the generals'
//! file, checks along lines).
//!
//! Plain `u32`/`u64` words rather than `u128`, whose variable shifts are
//! function calls in WebAssembly.

use super::board::{FILES, SQUARES};

/// A set of points, 0–63 in one word and 64–89 in the other, picked by a
/// test rather than an index (which would keep the set in memory in
/// WebAssembly).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PointSet {
    low: u64,
    high: u64,
}

impl PointSet {
    pub(crate) const EMPTY: PointSet = PointSet { low: 0, high: 0 };

    /// The set of the one point `sq`.
    #[inline]
    pub(crate) fn of(sq: u8) -> PointSet {
        let bit = 1 << (sq & 63);
        if sq < 64 {
            PointSet { low: bit, high: 0 }
        } else {
            PointSet { low: 0, high: bit }
        }
    }

    #[inline]
    pub(crate) fn contains(self, sq: u8) -> bool {
        let word = if sq < 64 { self.low } else { self.high };
        word >> (sq & 63) & 1 != 0
    }

    #[inline]
    pub(crate) fn insert(&mut self, sq: u8) {
        let bit = PointSet::of(sq);
        self.low |= bit.low;
        self.high |= bit.high;
    }

    /// Adds `sq` if it is missing, removes it if not.
    #[inline]
    pub(crate) fn toggle(&mut self, sq: u8) {
        let bit = PointSet::of(sq);
        self.low ^= bit.low;
        self.high ^= bit.high;
    }

    #[inline]
    pub(crate) fn is_empty(self) -> bool {
        self.low | self.high == 0
    }

    /// Calls `f` with each point of the set, in order.
    #[inline]
    pub(crate) fn for_each(self, mut f: impl FnMut(u8)) {
        for (mut word, base) in [(self.low, 0), (self.high, 64)] {
            while word != 0 {
                f(base + word.trailing_zeros() as u8);
                word &= word - 1;
            }
        }
    }
}

const RANKS: usize = SQUARES / FILES as usize;

/// The occupied points of each rank (words 0–9) and file (words 10–18).
/// Each word holds its line twice: from file a (rank 0) up in bits 0–15,
/// and from file i (rank 9) down in bits 16–31, so that a ray in either
/// direction is one shift away (see [`Ray`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Lines([u32; RANKS + FILES as usize]);

impl Lines {
    pub(crate) const EMPTY: Lines = Lines([0; RANKS + FILES as usize]);

    /// Adds `sq` if it is missing, removes it if not.
    #[inline]
    pub(crate) fn toggle(&mut self, sq: u8) {
        let (file, rank) = (sq % FILES, sq / FILES);
        self.0[rank as usize] ^= 1 << file | 1 << (16 + FILES - 1 - file);
        self.0[RANKS + file as usize] ^= 1 << rank | 1 << (16 + RANKS as u8 - 1 - rank);
    }

    /// The pieces along `ray` as bits by distance: bit 0 for its nearest
    /// point (`ray.points[0]`), bit 1 for the next, and so on.
    #[inline]
    pub(crate) fn along(&self, ray: &Ray) -> u32 {
        (self.0[ray.line as usize] >> ray.shift) & ((1 << ray.len) - 1)
    }
}

/// North (towards Black), south, east, west: the order of each point's rays.
pub(crate) const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// The points along one direction from a point, nearest first, and where
/// they sit in [`Lines`].
#[derive(Clone, Copy)]
pub(crate) struct Ray {
    pub(crate) points: [u8; 9],
    pub(crate) len: u8,
    /// The word of `Lines` holding the ray's line.
    line: u8,
    /// How far that word is shifted down to bring the nearest point to bit 0.
    shift: u8,
}

impl Ray {
    /// The points of the ray, nearest first.
    #[inline]
    pub(crate) fn points(&self) -> &[u8] {
        &self.points[..self.len as usize]
    }
}

const fn ray(sq: usize, d: usize) -> Ray {
    let (file, rank) = ((sq % FILES as usize) as u8, (sq / FILES as usize) as u8);
    let (line, shift) = match d {
        0 => (RANKS as u8 + file, rank + 1),
        1 => (RANKS as u8 + file, 16 + RANKS as u8 - rank),
        2 => (rank, file + 1),
        _ => (rank, 16 + FILES - file),
    };
    let mut ray = Ray {
        points: [0; 9],
        len: 0,
        line,
        shift,
    };
    let (df, dr) = DIRECTIONS[d];
    let (mut f, mut r) = (file as i8 + df, rank as i8 + dr);
    while f >= 0 && f < FILES as i8 && r >= 0 && r < RANKS as i8 {
        ray.points[ray.len as usize] = (r * FILES as i8 + f) as u8;
        ray.len += 1;
        f += df;
        r += dr;
    }
    ray
}

/// The four rays from every point, in the order of `DIRECTIONS`.
pub(crate) static RAYS: [[Ray; 4]; SQUARES] = {
    let mut t = [[ray(0, 0); 4]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 4 {
            t[sq][d] = ray(sq, d);
            d += 1;
        }
        sq += 1;
    }
    t
};

/// Which ray from `from` passes through `sq`, and `sq`'s bit in what
/// [`Lines::along`] reads of it; `(4, 0)` when none does.
#[inline]
pub(crate) fn ray_through(from: u8, sq: u8) -> (usize, u32) {
    let (f, r) = ((from % FILES) as i8, (from / FILES) as i8);
    let (sf, sr) = ((sq % FILES) as i8, (sq / FILES) as i8);
    let (d, distance) = if f == sf {
        if sr > r {
            (0, sr - r)
        } else {
            (1, r - sr)
        }
    } else if r == sr {
        if sf > f {
            (2, sf - f)
        } else {
            (3, f - sf)
        }
    } else {
        return (4, 0);
    };
    if distance == 0 {
        (4, 0)
    } else {
        (d, 1 << (distance - 1))
    }
}
