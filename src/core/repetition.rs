//! Repetition of positions, the machinery behind every game's repetition
//! rule (Cờ tướng's perpetual check and chase, shogi's sennichite, Cờ Long
//! Phượng's Thiên Nhật Thủ). A game keeps the hash of each position reached;
//! the rule itself (how many occurrences, who loses) stays in the game.

use super::Side;

/// The current position has occurred before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Repetition {
    /// How many times the current position has now occurred, this one included.
    pub occurrences: usize,
    /// The ply index (0 = the start position) of its first occurrence in the
    /// searched stretch: plies `first..` form the repeating cycle(s).
    pub first: usize,
}

/// Looks for the position after the last of `plies` (`hash` gives the hash
/// after a ply, `start` is the hash before any) among the positions from ply
/// index `from` on.
pub fn find<T>(
    start: u64,
    plies: &[T],
    hash: impl Fn(&T) -> u64,
    from: usize,
) -> Option<Repetition> {
    let now = hash(plies.last()?);
    let hash_at = |i: usize| if i == 0 { start } else { hash(&plies[i - 1]) };
    let mut occurrences = 0;
    let mut first = None;
    for i in from..=plies.len() {
        if hash_at(i) == now {
            occurrences += 1;
            first.get_or_insert(i);
        }
    }
    Some(Repetition {
        occurrences,
        first: first?,
    })
}

/// For each side, whether `flag` holds for every ply that side played among
/// plies `first..` (ply `j` is played by `first_mover` when `j` is even).
pub fn every_ply<T>(
    plies: &[T],
    first: usize,
    first_mover: Side,
    flag: impl Fn(&T) -> bool,
) -> [bool; 2] {
    let mut all = [true; 2];
    for (j, ply) in plies.iter().enumerate().skip(first) {
        let side = if j % 2 == 0 {
            first_mover
        } else {
            !first_mover
        };
        all[side.index()] &= flag(ply);
    }
    all
}

/// The one side for which `flags` holds, if exactly one.
pub fn only_side(flags: [bool; 2]) -> Option<Side> {
    match flags {
        [true, false] => Some(Side::First),
        [false, true] => Some(Side::Second),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_occurrences_from_the_first() {
        // Positions: 7 (start), 1, 2, 7, 1, 2, 7.
        let hashes = [1, 2, 7, 1, 2, 7];
        let r = find(7, &hashes, |&h| h, 0).unwrap();
        assert_eq!(
            r,
            Repetition {
                occurrences: 3,
                first: 0
            }
        );
        assert_eq!(
            find(7, &hashes, |&h| h, 1).unwrap(),
            Repetition {
                occurrences: 2,
                first: 3
            }
        );
        assert_eq!(find(7, &[] as &[u64], |&h| h, 0), None);
        let checks = [true, false, true, false, true, true];
        assert_eq!(every_ply(&checks, 0, Side::First, |&c| c), [true, false]);
        assert_eq!(every_ply(&checks, 3, Side::First, |&c| c), [true, false]);
        assert_eq!(every_ply(&checks, 3, Side::Second, |&c| c), [false, true]);
        assert_eq!(only_side([true, false]), Some(Side::First));
        assert_eq!(only_side([true, true]), None);
    }
}
