//! A fixed-capacity list on the stack: every move generator's output, so
//! generating moves allocates nothing.

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
