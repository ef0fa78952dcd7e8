//! The eight levels of the computer player: how far it looks and, below
//! level 6, how far from the best move it may stray (a move chosen by the
//! seed among those scoring within a margin of the best, so its mistakes
//! are plausible ones: never a blunder worse than the margin).
//!
//! Each game has its own table (`Searchable::LEVELS`, in its `eval.rs`),
//! since the same nodes cost a Long Phượng search five times what they cost
//! a Cờ tướng one. Levels 1–7 are limited by depth and nodes, so a level
//! plays alike on any machine (a phone's level 3 is a desktop's) and the
//! same seed gives the same game; level 8 is the full strength, about one
//! second a move. Between levels 5 and 8 each level searches about two and
//! a half times the nodes of the one below, which the match harness
//! measures as a clear step (`./build.sh match <game> --ladder 1-8`).

use super::{Limits, Settings};

/// A level from 1 (a beginner can beat it) to 8 (the full strength, about
/// one second a move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level(u8);

/// How one level searches: its limits, and the margin in centipawns within
/// which it may choose a move other than the best.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelRow {
    pub limits: Limits,
    pub margin: i32,
}

impl LevelRow {
    /// To `depth` plies, choosing within `margin`.
    pub const fn depth(depth: u32, margin: i32) -> LevelRow {
        LevelRow {
            limits: Limits {
                depth: Some(depth),
                nodes: None,
                movetime_ms: None,
            },
            margin,
        }
    }

    /// The same, stopping at `nodes` nodes if the depth is not reached.
    pub const fn within(self, nodes: u64) -> LevelRow {
        LevelRow {
            limits: Limits {
                nodes: Some(nodes),
                ..self.limits
            },
            ..self
        }
    }

    /// The best move found in `nodes` nodes.
    pub const fn nodes(nodes: u64) -> LevelRow {
        LevelRow {
            limits: Limits {
                depth: None,
                nodes: Some(nodes),
                movetime_ms: None,
            },
            margin: 0,
        }
    }

    /// The best move found in `ms` milliseconds.
    pub const fn time(ms: u64) -> LevelRow {
        LevelRow {
            limits: Limits {
                depth: None,
                nodes: None,
                movetime_ms: Some(ms),
            },
            margin: 0,
        }
    }
}

/// A game's eight levels, from level 1.
pub type Levels = [LevelRow; 8];

/// A game's levels from the nodes its levels 3–7 may search (level 5 also
/// stopping at `level5_depth` plies): 1 and 2 by depth alone, 3–5 by depth
/// and nodes with margins of 100, 50 and 20 centipawns, 6 and 7 by nodes,
/// 8 the full strength.
pub const fn ladder(nodes: [u64; 5], level5_depth: u32) -> Levels {
    [
        FIRST_TWO[0],
        FIRST_TWO[1],
        LevelRow::depth(3, 100).within(nodes[0]),
        LevelRow::depth(4, 50).within(nodes[1]),
        LevelRow::depth(level5_depth, 20).within(nodes[2]),
        LevelRow::nodes(nodes[3]),
        LevelRow::nodes(nodes[4]),
        FULL_STRENGTH,
    ]
}

/// Levels 1 and 2, alike in every game: one and two plies, with wide
/// margins (a beginner's opponent that sees a capture but not the reply).
pub const FIRST_TWO: [LevelRow; 2] = [LevelRow::depth(1, 300), LevelRow::depth(2, 180)];

/// Level 8 in every game.
pub const FULL_STRENGTH: LevelRow = LevelRow::time(1_000);

impl Level {
    pub const MAX: Level = Level(8);

    /// Level `n` (1–8).
    pub fn new(n: u32) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n as u8))
    }

    pub fn number(self) -> u32 {
        self.0 as u32
    }

    /// How this level of a game (its `levels`) searches, choosing among
    /// close moves by `seed`.
    pub fn settings(self, levels: &Levels, seed: u64) -> Settings {
        let row = levels[self.0 as usize - 1];
        Settings {
            limits: row.limits,
            margin: row.margin,
            seed,
        }
    }
}
