//! A set of points of a board (up to 128), by their index.

/// A set of points of a board, by index (Cờ tướng's 90 fit).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Points(u128);

impl Points {
    pub const EMPTY: Points = Points(0);

    pub fn of(index: usize) -> Points {
        Points(1 << index)
    }

    pub fn contains(self, index: usize) -> bool {
        self.0 >> index & 1 == 1
    }

    pub fn insert(&mut self, index: usize) {
        self.0 |= 1 << index;
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn intersection(self, other: Points) -> Points {
        Points(self.0 & other.0)
    }

    pub fn union(self, other: Points) -> Points {
        Points(self.0 | other.0)
    }

    pub fn without(self, other: Points) -> Points {
        Points(self.0 & !other.0)
    }

    /// The set as it was before a move from `from` to `to` that may have
    /// moved one of its pieces: `to` stands for `from`.
    pub fn before_move(self, from: usize, to: usize) -> Points {
        if self.contains(to) {
            let mut earlier = self.without(Points::of(to));
            earlier.insert(from);
            earlier
        } else {
            self
        }
    }

    /// The indices in the set, in order.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..128).filter(move |&i| self.contains(i))
    }
}
