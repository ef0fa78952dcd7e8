//! The fuzzing suite, native half (the wasm half is `api.mjs` beside it):
//! random and mutated position, move and record texts through the entry
//! points the command line and the API use, random command lines through
//! `rulebook::cli::run`, random conversations with `rulebook usi`/`uci`
//! sessions, and long random playouts with undo and redo.
//!
//! It checks: no panic; every refusal is an error worded in English and
//! Vietnamese; a refused action changes nothing; an accepted position
//! reads back from its own text; undoing everything returns the exact start
//! (text and hash); a record rebuilds the same game; Ô ăn quan's stones and
//! 121's cards are all still there.
//!
//! Budget and seed: `RULEBOOK_FUZZ_SECONDS` (per target, default 4) and
//! `RULEBOOK_FUZZ_SEED` (default fixed, so `./build.sh test` is
//! deterministic; `./build.sh fuzz` draws one). Every failure names the seed
//! and the input; running again with that seed replays it.

#![cfg(not(target_arch = "wasm32"))]

mod adapters;
mod board_games;
mod card121;
mod cli;
mod mutate;
mod protocol;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Duration;

// ---- budget, seed and the tally ----

pub fn budget() -> Duration {
    let seconds = std::env::var("RULEBOOK_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s > 0.0)
        .unwrap_or(4.0);
    Duration::from_secs_f64(seconds)
}

pub fn base_seed() -> u64 {
    std::env::var("RULEBOOK_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_261_125)
}

/// What one target tried and found; its report line is the closing note's
/// figures. Failures are kept (the first few) and fail the test at the end.
pub struct Tally {
    target: &'static str,
    pub seed: u64,
    tried: u64,
    refused: u64,
    pub accepted: u64,
    pub failures: Vec<String>,
    failure_count: u64,
}

impl Tally {
    pub fn new(target: &'static str) -> Tally {
        // Each target has its own stream, so targets don't shift each other.
        let seed = base_seed()
            ^ target
                .bytes()
                .fold(0u64, |h, b| h.rotate_left(5) ^ b as u64);
        Tally {
            target,
            seed,
            tried: 0,
            refused: 0,
            accepted: 0,
            failures: Vec::new(),
            failure_count: 0,
        }
    }

    pub fn fail(&mut self, what: impl Into<String>) {
        self.failure_count += 1;
        if self.failures.len() < 12 {
            self.failures.push(what.into());
        }
    }

    /// Runs `f` on `input`, counting it; a panic is a failure naming the input.
    pub fn run<T>(&mut self, input: &str, f: impl FnOnce() -> T) -> Option<T> {
        self.tried += 1;
        match catch_unwind(AssertUnwindSafe(f)) {
            Ok(v) => Some(v),
            Err(panic) => {
                let message = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                self.fail(format!("panic ({message}) on {input:?}"));
                None
            }
        }
    }

    /// A refusal's wording: both languages must say something.
    pub fn refusal(&mut self, input: &str, en: String, vi: String) {
        self.refused += 1;
        if en.trim().is_empty() || vi.trim().is_empty() {
            self.fail(format!("a refusal without words on {input:?}"));
        }
    }

    pub fn finish(self) {
        println!(
            "fuzz {}: {} inputs, {} accepted, {} refused, {} failures (seed {})",
            self.target, self.tried, self.accepted, self.refused, self.failure_count, self.seed
        );
        assert!(
            self.failures.is_empty(),
            "fuzz {} (RULEBOOK_FUZZ_SEED={}): {} failures, first ones:\n{}",
            self.target,
            base_seed(),
            self.failure_count,
            self.failures.join("\n")
        );
    }
}
