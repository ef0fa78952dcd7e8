//! A fixed-capacity list on the stack: every move generator's output, so
//! generating moves allocates nothing; and a count, for when only the
//! number of moves matters (perft's last ply).

/// Up to `N` items of `T`, stored inline.
#[derive(Clone)]
pub struct StackList<T: Copy + Default, const N: usize> {
    items: [T; N],
    len: usize,
}

impl<T: Copy + Default, const N: usize> StackList<T, N> {
    pub fn new() -> Self {
        StackList {
            items: [T::default(); N],
            len: 0,
        }
    }

    /// Adds `item`; the generator's bound guarantees room.
    #[inline]
    pub fn push(&mut self, item: T) {
        self.items[self.len] = item;
        self.len += 1;
    }

    pub fn retain(&mut self, keep: impl FnMut(T) -> bool) {
        self.retain_from(0, keep);
    }

    /// Keeps the items before `start` and those after it that `keep` accepts.
    pub fn retain_from(&mut self, start: usize, mut keep: impl FnMut(T) -> bool) {
        let mut kept = start;
        for i in start..self.len {
            let item = self.items[i];
            if keep(item) {
                self.items[kept] = item;
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl<T: Copy + Default, const N: usize> Default for StackList<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> std::ops::Deref for StackList<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..self.len]
    }
}

impl<T: Copy + Default + std::fmt::Debug, const N: usize> std::fmt::Debug for StackList<T, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Where a move generator puts its moves: a list, or only their number.
pub(crate) trait MoveSink<M> {
    fn add(&mut self, m: M);

    /// Adds `n` moves, the `i`th being `nth(i)`.
    #[inline]
    fn add_each(&mut self, n: usize, nth: impl Fn(usize) -> M) {
        for i in 0..n {
            self.add(nth(i));
        }
    }
}

impl<M: Copy + Default, const N: usize> MoveSink<M> for StackList<M, N> {
    #[inline]
    fn add(&mut self, m: M) {
        self.push(m);
    }
}

/// A count of the moves `keep` accepts: all of them (`|_| true`, which
/// counts a run of moves at once, never building them), or those that
/// keep the mover's king safe.
pub(crate) struct MoveCount<F> {
    pub(crate) count: usize,
    keep: F,
}

impl<F> MoveCount<F> {
    pub(crate) fn new(keep: F) -> MoveCount<F> {
        MoveCount { count: 0, keep }
    }
}

impl<M, F: Fn(M) -> bool> MoveSink<M> for MoveCount<F> {
    #[inline]
    fn add(&mut self, m: M) {
        if (self.keep)(m) {
            self.count += 1;
        }
    }
}
