//! Scores at the end of a round (§6): the winner's points × 100, paid by
//! the other three in the ratio 3-4-3, and the Đền penalty.

/// A seat at the table, #1 to #4 in play order, fixed for the match. #1
/// deals the first round and the deal passes on after every round; seen
/// from any seat, the next one sits on its left, the one after opposite and
/// the last on its right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(u8);

impl Seat {
    pub const ALL: [Seat; 4] = [Seat(0), Seat(1), Seat(2), Seat(3)];

    /// Seat `#number`, 1 to 4.
    pub const fn new(number: u8) -> Option<Seat> {
        if number >= 1 && number <= 4 {
            Some(Seat(number - 1))
        } else {
            None
        }
    }

    /// 1 to 4.
    pub const fn number(self) -> u8 {
        self.0 + 1
    }

    /// 0 to 3, for arrays in play order.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat `steps` places later in play order.
    pub const fn after(self, steps: u8) -> Seat {
        Seat((self.0 + steps) % 4)
    }
}

/// What one point is worth on the score sheet.
pub const POINT_VALUE: i64 = 100;

/// Each player's score at the start of a match.
pub const START_SCORE: i64 = 2500;

/// The 3-4-3 shares of `points`, in whole points, as `[next, opposite,
/// previous]` seen from the winner: 3 tenths from each neighbour and 4 from
/// the seat opposite, by largest remainder, ties to the seat that comes
/// first after the winner in play order. 7 points: `[2, 3, 2]`.
pub fn split_343(points: u32) -> [u32; 3] {
    const WEIGHTS: [u32; 3] = [3, 4, 3];
    let mut shares = WEIGHTS.map(|w| points * w / 10);
    let remainders = WEIGHTS.map(|w| points * w % 10);
    let left = points - shares.iter().sum::<u32>();
    // Largest remainder first; a stable sort keeps play order among ties.
    let mut order = [0usize, 1, 2];
    order.sort_by_key(|&i| std::cmp::Reverse(remainders[i]));
    for &i in order.iter().take(left as usize) {
        shares[i] += 1;
    }
    shares
}

/// The score changes of a round won by `winner` with `points`, indexed by
/// seat in play order: the winner gains what the others pay.
pub fn win_payments(winner: Seat, points: u32) -> [i64; 4] {
    let mut out = [0; 4];
    for (k, share) in split_343(points).into_iter().enumerate() {
        let paid = share as i64 * POINT_VALUE;
        out[winner.after(k as u8 + 1).index()] -= paid;
        out[winner.index()] += paid;
    }
    out
}

/// Đền: a refused Ù scores nothing and pays 1 point to each other player.
pub fn den_payments(declarer: Seat) -> [i64; 4] {
    let mut out = [POINT_VALUE; 4];
    out[declarer.index()] = -3 * POINT_VALUE;
    out
}

/// A seat is written as its number, 1 to 4.
impl serde::Serialize for Seat {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.number())
    }
}
