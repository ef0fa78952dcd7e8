//! Zobrist keys: the fixed pseudo-random numbers a position's hash XORs
//! together, drawn with SplitMix64 (the generator `Rng` runs at play time),
//! so every game draws its keys the same way.
//!
//! The tables are filled at first use rather than at compile time: random
//! numbers do not compress, so a table built into the module would cost a
//! page its full size (11.5 KB for Cờ tướng's, 21 KB for shogi's).

use std::sync::OnceLock;

/// SplitMix64's increment: the golden ratio in 64 bits.
const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's output function: scrambles one word into another.
#[inline]
pub const fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Advances a SplitMix64 `state` and returns its next number.
pub const fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(GOLDEN_GAMMA);
    mix64(*state)
}

/// `N` keys: the first `N` numbers of SplitMix64 seeded with `SEED`,
/// drawn at first use. (The seed is a parameter, not a field, so that a
/// `static` of keys is all zeros until then: it takes no bytes in the
/// module.)
pub struct Keys<const N: usize, const SEED: u64> {
    table: OnceLock<[u64; N]>,
}

impl<const N: usize, const SEED: u64> Keys<N, SEED> {
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Self {
        Keys {
            table: OnceLock::new(),
        }
    }

    /// Key `i` (below `N`).
    #[inline(always)]
    pub fn get(&self, i: usize) -> u64 {
        self.table()[i]
    }

    #[inline(always)]
    fn table(&self) -> &[u64; N] {
        self.table.get_or_init(|| {
            let mut state = SEED;
            std::array::from_fn(|_| splitmix64(&mut state))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_splitmix64_from_the_seed_in_order() {
        static KEYS: Keys<3, 7> = Keys::new();
        let mut state = 7;
        let want: Vec<u64> = (0..3).map(|_| splitmix64(&mut state)).collect();
        assert_eq!((0..3).map(|i| KEYS.get(i)).collect::<Vec<_>>(), want);
        assert_ne!(KEYS.get(0), KEYS.get(1));
    }
}
