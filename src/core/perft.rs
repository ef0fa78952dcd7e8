//! What every board game's position offers a game-independent walker (perft
//! now, the search of `src/ai` later): its legal moves, and playing and
//! taking back one of them.

/// A position whose legal move tree can be walked.
pub trait Playable: Clone {
    type Move: Copy;
    /// What taking a move back needs.
    type Undo;
    type Moves: std::ops::Deref<Target = [Self::Move]> + Default;

    fn legal_moves(&self) -> Self::Moves;

    /// How many legal moves there are: all perft asks at its last ply, which
    /// a game may count without listing them.
    fn legal_move_count(&self) -> usize {
        self.legal_moves().len()
    }

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
        if depth == 1 {
            return pos.legal_move_count() as u64;
        }
        let moves = pos.legal_moves();
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

/// For a game's tests: along seeded random playouts from `start` (`games`
/// of up to `plies` plies), its `legal_moves` and `legal_move_count`, with
/// their shortcuts, must agree with `full`, the legal moves found by
/// testing every move; `describe` names a failing position.
#[cfg(test)]
pub(crate) fn check_against_full_test<P: Playable>(
    start: &P,
    games: u64,
    plies: usize,
    full: impl Fn(&P) -> Vec<P::Move>,
    describe: impl Fn(&P) -> String,
) where
    P::Move: PartialEq + std::fmt::Debug,
{
    for seed in 0..games {
        let mut rng = super::Rng::from_seed(seed);
        let mut pos = start.clone();
        for _ in 0..plies {
            let all = full(&pos);
            let fast = pos.legal_moves();
            assert_eq!(&*fast, &all[..], "{}", describe(&pos));
            assert_eq!(pos.legal_move_count(), all.len(), "{}", describe(&pos));
            if all.is_empty() {
                break;
            }
            pos.make(all[rng.below(all.len() as u64) as usize]);
        }
    }
}

/// Writes a game's test (in its `moves.rs`, beside `Position`, `MoveList`,
/// `pseudo_legal_moves` and `keeps_king_safe`) that its shortcuts agree
/// with testing every pseudo-legal move: [`check_against_full_test`] from
/// the start, `$describe` naming a failing position.
#[cfg(test)]
macro_rules! shortcut_test {
    ($describe:path, games: $games:expr, plies: $plies:expr) => {
        #[test]
        fn shortcut_agrees_with_the_full_test() {
            let full = |pos: &Position| {
                let mut all = MoveList::new();
                pos.pseudo_legal_moves(&mut all);
                all.retain(|m| pos.keeps_king_safe(m));
                all.to_vec()
            };
            $crate::core::check_against_full_test(
                &Position::startpos(),
                $games,
                $plies,
                full,
                $describe,
            );
        }
    };
}
#[cfg(test)]
pub(crate) use shortcut_test;
