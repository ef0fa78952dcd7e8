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
    /// The SFEN-style hands field: `-`, or each kind held with its count
    /// (a count of 1 omitted), the first side's in upper case first, each
    /// side's kinds in `letters` order. `letters` are the upper-case letters.
    pub fn text(&self, letters: &[char; K]) -> String {
        let mut out = String::new();
        for side in Side::BOTH {
            for kind in self[side].kinds() {
                let n = self[side].count(kind);
                if n > 1 {
                    out.push_str(&n.to_string());
                }
                let c = letters[kind];
                out.push(match side {
                    Side::First => c.to_ascii_uppercase(),
                    Side::Second => c.to_ascii_lowercase(),
                });
            }
        }
        if out.is_empty() {
            out.push('-');
        }
        out
    }

    /// Reads [`Hands::text`]'s form back. Only the canonical order is
    /// accepted when `strict`; otherwise kinds may come in any order once.
    pub fn parse(text: &str, letters: &[char; K], strict: bool) -> Result<Self, HandTextError> {
        let mut hands = Hands::default();
        if text == "-" {
            return Ok(hands);
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
            let n: u8 = if count.is_empty() {
                1
            } else {
                match count.parse::<u8>() {
                    Ok(n) if n >= 2 && !count.starts_with('0') => n,
                    _ => return Err(HandTextError::BadCount(count)),
                }
            };
            count.clear();
            if hands[side].count(kind) > 0 || (strict && last.is_some_and(|l| l >= (side, kind))) {
                return Err(HandTextError::OutOfOrder(c));
            }
            hands[side].set(kind, n);
            last = Some((side, kind));
        }
        if !count.is_empty() {
            return Err(HandTextError::BadCount(count));
        }
        if text.is_empty() {
            return Err(HandTextError::BadCount(String::new()));
        }
        Ok(hands)
    }
}

/// Zobrist keys for hands: a position's hash XORs in `keys[side][kind][i]`
/// for every `i` from 1 to the count held, so taking or adding one piece is
/// one XOR. `C` must exceed the largest count a hand can hold.
pub const fn hand_keys<const K: usize, const C: usize>(seed: u64) -> [[[u64; C]; K]; 2] {
    let mut keys = [[[0u64; C]; K]; 2];
    let mut state = seed;
    let mut s = 0;
    while s < 2 {
        let mut k = 0;
        while k < K {
            let mut c = 0;
            while c < C {
                state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = state;
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                keys[s][k][c] = z ^ (z >> 31);
                c += 1;
            }
            k += 1;
        }
        s += 1;
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    const LETTERS: [char; 7] = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];

    #[test]
    fn text_round_trips_and_rejects_non_canonical() {
        for text in ["-", "RGgsn5p", "2P", "18p", "RBGSNLPrbgsnlp"] {
            let hands = Hands::<7>::parse(text, &LETTERS, true).unwrap();
            assert_eq!(hands.text(&LETTERS), text);
        }
        assert!(Hands::<7>::parse("PR", &LETTERS, true).is_err());
        assert!(Hands::<7>::parse("PR", &LETTERS, false).is_ok());
        assert!(Hands::<7>::parse("1P", &LETTERS, true).is_err());
        assert!(Hands::<7>::parse("PP", &LETTERS, false).is_err());
        assert!(Hands::<7>::parse("2", &LETTERS, true).is_err());
        assert!(Hands::<7>::parse("X", &LETTERS, true).is_err());
        assert!(Hands::<7>::parse("", &LETTERS, true).is_err());
    }
}
