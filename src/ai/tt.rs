//! The transposition table: what earlier searches learnt of a position,
//! keyed by its Zobrist hash, in a fixed number of slots (one per hash
//! index, replaced by depth), allocated once.

/// How a stored score bounds the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub key: u64,
    /// The best move's key + 1 (0: none).
    pub best: u16,
    pub score: i16,
    pub depth: i8,
    pub bound: Bound,
}

const EMPTY: Entry = Entry {
    key: 0,
    best: 0,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
};

pub struct Table {
    slots: Vec<Entry>,
    mask: usize,
    /// Whether anything was stored since the table was made or cleared
    /// (clearing a fresh table of 256 MB would cost a third of a second).
    used: bool,
}

impl Table {
    /// A table of about `megabytes` MB (a power of two of slots, at least 1024).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / std::mem::size_of::<Entry>();
        // The largest power of two that fits.
        let slots = (1usize << (usize::BITS - 1 - wanted.leading_zeros())).max(1024);
        Table {
            slots: vec![EMPTY; slots],
            mask: slots - 1,
            used: false,
        }
    }

    pub fn clear(&mut self) {
        if self.used {
            self.slots.fill(EMPTY);
            self.used = false;
        }
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key as usize ^ (key >> 32) as usize) & self.mask
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.slots[self.index(key)];
        (e.key == key && e.depth >= 0).then_some(e)
    }

    /// Keeps the deeper of the old and new entries for the same position;
    /// another position's entry is always replaced.
    #[inline]
    pub fn store(&mut self, key: u64, best: Option<u16>, score: i32, depth: i32, bound: Bound) {
        self.used = true;
        let i = self.index(key);
        let old = self.slots[i];
        if old.key == key && old.depth as i32 > depth && bound != Bound::Exact {
            return;
        }
        let best = match best {
            Some(k) => k + 1,
            None if old.key == key => old.best,
            None => 0,
        };
        self.slots[i] = Entry {
            key,
            best,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(0, i8::MAX as i32) as i8,
            bound,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_the_size_asked_with_a_power_of_two_of_slots() {
        let table = Table::new(16);
        assert_eq!(table.slots.len() * std::mem::size_of::<Entry>(), 16 << 20);
        assert_eq!(
            Table::new(3).slots.len() * std::mem::size_of::<Entry>(),
            2 << 20
        );
    }

    #[test]
    fn keeps_the_deeper_entry_of_a_position_and_replaces_another() {
        let mut table = Table::new(1);
        table.store(42, Some(7), 100, 5, Bound::Lower);
        table.store(42, None, 50, 2, Bound::Upper);
        let e = table.probe(42).unwrap();
        assert_eq!(
            (e.best, e.score, e.depth, e.bound),
            (8, 100, 5, Bound::Lower)
        );
        assert!(table.probe(43).is_none());
        // Another position in the same slot takes it.
        let other = 42 + table.slots.len() as u64;
        table.store(other, None, -3, 1, Bound::Exact);
        assert!(table.probe(42).is_none());
        assert_eq!(table.probe(other).unwrap().score, -3);
        table.clear();
        assert!(table.probe(other).is_none());
    }
}
