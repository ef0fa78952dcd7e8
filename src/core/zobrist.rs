//! Zobrist keys: the fixed pseudo-random numbers a position's hash XORs
//! together, built at compile time with SplitMix64 (the generator `Rng`
//! runs at play time), so every game draws its keys the same way.

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

/// `N` keys: the first `N` numbers of SplitMix64 seeded with `seed`.
pub const fn key_table<const N: usize>(seed: u64) -> [u64; N] {
    let mut keys = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        keys[i] = splitmix64(&mut state);
        i += 1;
    }
    keys
}
