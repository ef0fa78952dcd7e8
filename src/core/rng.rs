/// The one random source of every game (coin tosses, shuffles, furigoma).
///
/// SplitMix64: tiny, fast and good enough for games; seeded explicitly so a
/// game or test can be replayed, or from the system's entropy otherwise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub const fn from_seed(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// Seeded from getrandom (the browser's crypto API under wasm).
    pub fn from_entropy() -> Rng {
        let mut bytes = [0u8; 8];
        // Entropy failure is not worth a crash: fall back to a fixed seed.
        if getrandom::fill(&mut bytes).is_err() {
            return Rng::from_seed(0x5EED);
        }
        Rng::from_seed(u64::from_le_bytes(bytes))
    }

    pub fn next_u64(&mut self) -> u64 {
        super::zobrist::splitmix64(&mut self.state)
    }

    /// A uniform number in `0..bound` (`bound > 0`), without modulo bias.
    pub fn below(&mut self, bound: u64) -> u64 {
        assert!(bound > 0, "Rng::below needs a positive bound");
        let zone = u64::MAX - u64::MAX % bound;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % bound;
            }
        }
    }

    pub fn coin(&mut self) -> bool {
        self.next_u64() >> 63 == 1
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence() {
        let mut a = Rng::from_seed(7);
        let mut b = Rng::from_seed(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::from_seed(1);
        let mut seen = [false; 6];
        for _ in 0..1000 {
            let x = rng.below(6) as usize;
            seen[x] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = Rng::from_seed(3);
        let mut v: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }
}
