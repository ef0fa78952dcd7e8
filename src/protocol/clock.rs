//! How long to think about one move when the GUI sends the clocks (`go
//! btime … wtime … byoyomi … binc … winc … movestogo …`): a share of the
//! time left, plus most of the increment and the whole byoyomi, kept under
//! what would flag.

/// The clock of the side to move, in milliseconds, as `go` gives it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimeControl {
    /// The main time left.
    pub remaining_ms: u64,
    /// Added after each move (Fischer).
    pub increment_ms: u64,
    /// Given anew for each move once the main time is spent (shogi's byoyomi).
    pub byoyomi_ms: u64,
    /// Moves until the next time control, when the GUI says.
    pub moves_to_go: Option<u64>,
}

/// The moves the main time is shared over when the GUI does not say.
const MOVES_LEFT: u64 = 30;

impl TimeControl {
    /// The most this move may take: its share of the main time, three
    /// quarters of the increment and the byoyomi; never more than half the
    /// main time (all of it before a new control) plus the byoyomi, less
    /// `overhead_ms` (the GUI's and the pipe's delay). The search stops
    /// there at the latest, and starts no iteration past half of it.
    pub fn budget_ms(&self, overhead_ms: u64) -> u64 {
        let moves = self.moves_to_go.unwrap_or(MOVES_LEFT).max(1);
        let share = (self.remaining_ms / moves)
            .saturating_add(self.increment_ms / 4 * 3)
            .saturating_add(self.byoyomi_ms);
        let usable_main = if moves == 1 {
            self.remaining_ms
        } else {
            self.remaining_ms / 2
        };
        let ceiling = usable_main.saturating_add(self.byoyomi_ms);
        share.min(ceiling).saturating_sub(overhead_ms)
    }
}

#[cfg(test)]
mod tests {
    use super::TimeControl;

    fn clock(
        remaining_ms: u64,
        increment_ms: u64,
        byoyomi_ms: u64,
        moves_to_go: Option<u64>,
    ) -> TimeControl {
        TimeControl {
            remaining_ms,
            increment_ms,
            byoyomi_ms,
            moves_to_go,
        }
    }

    #[test]
    fn a_budget_never_reaches_the_time_that_flags() {
        for remaining_ms in [0, 1, 50, 999, 10_000, 600_000, u64::MAX] {
            for increment_ms in [0, 2_000, u64::MAX] {
                for byoyomi_ms in [0, 10_000] {
                    for moves_to_go in [None, Some(0), Some(1), Some(40)] {
                        let tc = clock(remaining_ms, increment_ms, byoyomi_ms, moves_to_go);
                        let budget = tc.budget_ms(50);
                        assert!(
                            budget <= remaining_ms.saturating_add(byoyomi_ms).saturating_sub(50),
                            "{tc:?}: {budget}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_budget_is_a_share_plus_increment_and_byoyomi() {
        // The main time, increment, byoyomi and moves to go; the overhead;
        // the budget.
        let cases = [
            // Sudden death: a thirtieth of the time left.
            (300_000, 0, 0, None, 0, 10_000),
            // Fischer: three quarters of the increment on top.
            (300_000, 4_000, 0, None, 0, 13_000),
            // Byoyomi alone, less the overhead.
            (0, 0, 10_000, None, 100, 9_900),
            // The last move before the control may take all the time left.
            (8_000, 0, 0, Some(1), 100, 7_900),
        ];
        for (remaining_ms, increment_ms, byoyomi_ms, moves_to_go, overhead, budget) in cases {
            let tc = clock(remaining_ms, increment_ms, byoyomi_ms, moves_to_go);
            assert_eq!(tc.budget_ms(overhead), budget, "{tc:?}");
        }
    }
}
