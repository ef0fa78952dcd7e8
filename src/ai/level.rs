//! The eight levels of the computer player: how deep or long it looks and,
//! below level 6, how far from the best move it may stray (a move chosen by
//! the seed among those scoring within a margin of the best, so its
//! mistakes are plausible ones: never a blunder worse than the margin).

use super::{Limits, Settings};

/// A level from 1 (a beginner can beat it) to 8 (the full strength, about
/// one second a move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level(u8);

/// Per level: depth, node and time limits, and the margin in centipawns.
/// Levels 1–5 are limited by depth and nodes (so they answer alike on any
/// machine and the same seed gives the same game); 6–8 by time.
type Row = (Option<u32>, Option<u64>, Option<u64>, i32);
const TABLE: [Row; 8] = [
    (Some(1), None, None, 300),
    (Some(2), None, None, 180),
    (Some(3), Some(50_000), None, 100),
    (Some(4), Some(150_000), None, 50),
    (Some(6), Some(400_000), None, 20),
    (None, None, Some(200), 0),
    (None, None, Some(500), 0),
    (None, None, Some(1_000), 0),
];

impl Level {
    pub const MAX: Level = Level(8);

    /// Level `n` (1–8).
    pub fn new(n: u32) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n as u8))
    }

    pub fn number(self) -> u32 {
        self.0 as u32
    }

    /// How this level searches, choosing among close moves by `seed`.
    pub fn settings(self, seed: u64) -> Settings {
        let (depth, nodes, movetime_ms, margin) = TABLE[self.0 as usize - 1];
        Settings {
            limits: Limits {
                depth,
                nodes,
                movetime_ms,
            },
            margin,
            seed,
        }
    }
}
