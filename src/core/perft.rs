//! What every board game's position offers a game-independent walker (perft
//! now, the search of `src/ai` later): its legal moves, and playing and
//! taking back one of them.

/// A position whose legal move tree can be walked.
pub trait Playable: Clone {
    type Move: Copy;
    /// What taking a move back needs.
    type Undo;
    type Moves: std::ops::Deref<Target = [Self::Move]>;

    fn legal_moves(&self) -> Self::Moves;
    fn make(&mut self, m: Self::Move) -> Self::Undo;
    fn unmake(&mut self, m: Self::Move, undo: Self::Undo);
}

/// Counts the leaf nodes of the legal move tree to `depth` (the last ply
/// is counted, not played).
pub fn perft<P: Playable>(pos: &P, depth: u32) -> u64 {
    fn walk<P: Playable>(pos: &mut P, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = pos.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut nodes = 0;
        for &m in moves.iter() {
            let undo = pos.make(m);
            nodes += walk(pos, depth - 1);
            pos.unmake(m, undo);
        }
        nodes
    }
    walk(&mut pos.clone(), depth)
}

/// Implements [`Playable`] for a game's position through its own inherent
/// `legal_moves`, `make` and `unmake`.
macro_rules! impl_playable {
    ($position:ty, $move:ty, $undo:ty, $moves:ty) => {
        impl $crate::core::Playable for $position {
            type Move = $move;
            type Undo = $undo;
            type Moves = $moves;

            fn legal_moves(&self) -> $moves {
                <$position>::legal_moves(self)
            }

            fn make(&mut self, m: $move) -> $undo {
                <$position>::make(self, m)
            }

            fn unmake(&mut self, m: $move, undo: $undo) {
                <$position>::unmake(self, m, undo)
            }
        }
    };
}
pub(crate) use impl_playable;
