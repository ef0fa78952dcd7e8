//! Pieces in hand and their text: shared by every game where captured
//! pieces change sides and come back as drops (shogi, Cờ Long Phượng).
//!
//! A game numbers the kinds a hand can hold `0..K` in the order its position
//! text lists them (shogi: R B G S N L P) and names each with a letter.

use super::Side;

/// The pieces one side holds, as a count per kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hand<const K: usize>([u8; K]);

impl<const K: usize> Default for Hand<K> {
    fn default() -> Self {
        Hand([0; K])
    }
}

impl<const K: usize> Hand<K> {
    #[inline]
    pub fn count(&self, kind: usize) -> u8 {
        self.0[kind]
    }

    #[inline]
    pub fn add(&mut self, kind: usize) {
        self.0[kind] += 1;
    }

    /// Takes one piece of `kind`; the caller has checked there is one.
    #[inline]
    pub fn take(&mut self, kind: usize) {
        debug_assert!(self.0[kind] > 0);
        self.0[kind] -= 1;
    }

    pub fn set(&mut self, kind: usize, count: u8) {
        self.0[kind] = count;
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }

    /// The kinds held at least once, in text order.
    pub fn kinds(&self) -> impl Iterator<Item = usize> + '_ {
        (0..K).filter(|&k| self.0[k] > 0)
    }
}

/// Both sides' hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hands<const K: usize>(pub [Hand<K>; 2]);

impl<const K: usize> Default for Hands<K> {
    fn default() -> Self {
        Hands([Hand::default(); 2])
    }
}

impl<const K: usize> std::ops::Index<Side> for Hands<K> {
    type Output = Hand<K>;
    fn index(&self, side: Side) -> &Hand<K> {
        &self.0[side.index()]
    }
}

impl<const K: usize> std::ops::IndexMut<Side> for Hands<K> {
    fn index_mut(&mut self, side: Side) -> &mut Hand<K> {
        &mut self.0[side.index()]
    }
}

/// Why a hands field could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandTextError {
    /// A character that names no piece kind.
    UnknownPiece(char),
    /// A count with no piece after it, or a count of 0 or 1 written out.
    BadCount(String),
    /// The same kind of the same side written twice, or out of order.
    OutOfOrder(char),
}

impl<const K: usize> Hands<K> {
    /// Puts one more piece of `kind` in `side`'s hand; returns the key a
    /// position's hash XORs in for it (see [`HandKeys`]).
    #[inline]
    pub fn add_hashed<const N: usize, const SEED: u64>(
        &mut self,
        side: Side,
        kind: usize,
        keys: &HandKeys<N, SEED>,
    ) -> u64 {
        self[side].add(kind);
        keys.get(self.key_index::<N>(side, kind))
    }

    /// Takes one piece of `kind` from `side`'s hand; returns the key a
    /// position's hash XORs out for it (see [`HandKeys`]).
    #[inline]
    pub fn take_hashed<const N: usize, const SEED: u64>(
        &mut self,
        side: Side,
        kind: usize,
        keys: &HandKeys<N, SEED>,
    ) -> u64 {
        let key = keys.get(self.key_index::<N>(side, kind));
        self[side].take(kind);
        key
    }

    /// Where the key of `side` holding its count of `kind` stands in a
    /// [`HandKeys`] of `N` keys: side, then kind, then count.
    #[inline(always)]
    fn key_index<const N: usize>(&self, side: Side, kind: usize) -> usize {
        let counts = N / (2 * K);
        (side.index() * K + kind) * counts + self[side].count(kind) as usize
    }

    /// The SFEN-style hands field: `-`, or each kind held with its count
    /// (a count of 1 omitted), the first side's in upper case first, each
    /// side's kinds in `letters` order. `letters` are the upper-case letters.
    pub fn text(&self, letters: &[char; K]) -> String {
        HandCounts::from(self).text(letters)
    }
}

/// A hands field as written, before a game has checked it against its set:
/// a count per side and kind, as large as the text says (up to
/// `u32::MAX`). A game adds these to the pieces on its board, refuses more
/// of a kind than its set holds, and only then makes [`Hands`] of them
/// ([`HandCounts::to_hands`]), so no count is ever cut short or used to
/// index a table before it is known to be possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandCounts<const K: usize>(pub [[u32; K]; 2]);

impl<const K: usize> Default for HandCounts<K> {
    fn default() -> Self {
        HandCounts([[0; K]; 2])
    }
}

impl<const K: usize> From<&Hands<K>> for HandCounts<K> {
    fn from(hands: &Hands<K>) -> Self {
        let mut counts = HandCounts::default();
        for side in Side::BOTH {
            for kind in 0..K {
                counts.0[side.index()][kind] = hands[side].count(kind) as u32;
            }
        }
        counts
    }
}

impl<const K: usize> HandCounts<K> {
    #[inline]
    pub fn count(&self, side: Side, kind: usize) -> u32 {
        self.0[side.index()][kind]
    }

    /// Both sides' pieces of `kind` (saturating).
    pub fn total(&self, kind: usize) -> u32 {
        self.0[0][kind].saturating_add(self.0[1][kind])
    }

    /// The hands, once the game has checked every count against its set;
    /// `None` if a count does not fit a hand (more than 255).
    pub fn to_hands(&self) -> Option<Hands<K>> {
        let mut hands = Hands::default();
        for side in Side::BOTH {
            for kind in 0..K {
                let n = u8::try_from(self.count(side, kind)).ok()?;
                hands[side].set(kind, n);
            }
        }
        Some(hands)
    }

    /// [`Hands::text`]'s form of these counts.
    pub fn text(&self, letters: &[char; K]) -> String {
        let mut out = String::new();
        for side in Side::BOTH {
            for (kind, &letter) in letters.iter().enumerate() {
                let n = self.count(side, kind);
                if n == 0 {
                    continue;
                }
                if n > 1 {
                    out.push_str(&n.to_string());
                }
                out.push(match side {
                    Side::First => letter.to_ascii_uppercase(),
                    Side::Second => letter.to_ascii_lowercase(),
                });
            }
        }
        if out.is_empty() {
            out.push('-');
        }
        out
    }

    /// Reads [`Hands::text`]'s form back, every count as written (a count
    /// too large for a `u32` is no count). Only the canonical order is
    /// accepted when `strict`; otherwise kinds may come in any order once.
    pub fn parse(text: &str, letters: &[char; K], strict: bool) -> Result<Self, HandTextError> {
        let mut counts = HandCounts::default();
        if text == "-" {
            return Ok(counts);
        }
        let mut count = String::new();
        let mut last: Option<(Side, usize)> = None;
        for c in text.chars() {
            if c.is_ascii_digit() {
                count.push(c);
                continue;
            }
            let kind = letters
                .iter()
                .position(|l| l.eq_ignore_ascii_case(&c))
                .ok_or(HandTextError::UnknownPiece(c))?;
            let side = if c.is_ascii_uppercase() {
                Side::First
            } else {
                Side::Second
            };
            let n: u32 = if count.is_empty() {
                1
            } else {
                match count.parse::<u32>() {
                    Ok(n) if n >= 2 && !count.starts_with('0') => n,
                    _ => return Err(HandTextError::BadCount(count)),
                }
            };
            count.clear();
            if counts.count(side, kind) > 0 || (strict && last.is_some_and(|l| l >= (side, kind))) {
                return Err(HandTextError::OutOfOrder(c));
            }
            counts.0[side.index()][kind] = n;
            last = Some((side, kind));
        }
        if !count.is_empty() {
            return Err(HandTextError::BadCount(count));
        }
        if text.is_empty() {
            return Err(HandTextError::BadCount(String::new()));
        }
        Ok(counts)
    }
}

/// Zobrist keys for hands, `N` = 2 sides × `K` kinds × the counts: a
/// position's hash XORs in the key of (side, kind, i) for every `i` from 1
/// to the count held, so taking or adding one piece is one XOR. The counts
/// per kind must exceed the largest count a hand can hold.
pub type HandKeys<const N: usize, const SEED: u64> = super::zobrist::Keys<N, SEED>;

#[cfg(test)]
mod tests {
    use super::*;

    const LETTERS: [char; 7] = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];

    #[test]
    fn text_round_trips_and_rejects_non_canonical() {
        for text in ["-", "RGgsn5p", "2P", "18p", "RBGSNLPrbgsnlp"] {
            let counts = HandCounts::<7>::parse(text, &LETTERS, true).unwrap();
            assert_eq!(counts.text(&LETTERS), text);
            let hands = counts.to_hands().unwrap();
            assert_eq!(hands.text(&LETTERS), text);
            assert_eq!(HandCounts::from(&hands), counts);
        }
        assert!(HandCounts::<7>::parse("PR", &LETTERS, true).is_err());
        assert!(HandCounts::<7>::parse("PR", &LETTERS, false).is_ok());
        assert!(HandCounts::<7>::parse("1P", &LETTERS, true).is_err());
        assert!(HandCounts::<7>::parse("PP", &LETTERS, false).is_err());
        assert!(HandCounts::<7>::parse("2", &LETTERS, true).is_err());
        assert!(HandCounts::<7>::parse("X", &LETTERS, true).is_err());
        assert!(HandCounts::<7>::parse("", &LETTERS, true).is_err());
    }

    /// Counts are read as written, however large, for the game's piece
    /// count to refuse; only a hand's own limit (255) stops `to_hands`.
    #[test]
    fn large_counts_are_read_as_written() {
        for (text, n) in [("19P", 19), ("255P", 255), ("256P", 256), ("99999P", 99999)] {
            let counts = HandCounts::<7>::parse(text, &LETTERS, true).unwrap();
            assert_eq!(counts.count(Side::First, 6), n);
            assert_eq!(counts.total(6), n);
            assert_eq!(counts.text(&LETTERS), text);
            assert_eq!(counts.to_hands().is_some(), n <= 255);
        }
        let max = HandCounts::<7>::parse("4294967295P4294967295p", &LETTERS, true).unwrap();
        assert_eq!(max.total(6), u32::MAX);
        assert_eq!(
            HandCounts::<7>::parse("4294967296P", &LETTERS, true),
            Err(HandTextError::BadCount("4294967296".into()))
        );
    }
}
