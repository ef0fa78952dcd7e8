//! Every rank and file of the board as the bits of its occupied points, for
//! the hot path: the pieces along a line from any point are read in a few
//! bit operations instead of a walk (rooks, cannons, the generals' file,
//! checks along lines). Plain `u32` words.

use super::square::{FILES, SQUARES};

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
