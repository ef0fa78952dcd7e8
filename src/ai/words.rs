//! A search's score in a player's words ("Red is better", "Sente mates in
//! 3", "Even"), and as the share of an evaluation bar: what a page shows
//! beside a hint, so that it never judges a score itself.

use super::Score;
use crate::core::wording::say;
use crate::core::{Lang, Side};

/// Below this many centipawns either way the position is even.
const EVEN: i32 = 30;
/// From here a side is better, not only slightly.
const BETTER: i32 = 100;
/// From here a side is winning.
const WINNING: i32 = 300;
/// The evaluation that fills three quarters of the bar for the side ahead.
const BAR_HALF: i32 = 400;

/// Who leads and by how much, for the side that leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Even,
    SlightlyBetter(Side),
    Better(Side),
    Winning(Side),
    /// The side wins in this many of its moves (checkmate, or a win the
    /// rules give).
    WinsIn(Side, u32),
}

impl Verdict {
    /// The verdict on `score`, given for the side to move (`mover`).
    pub fn of(score: Score, mover: Side) -> Verdict {
        match score {
            Score::Mate(n) if n > 0 => Verdict::WinsIn(mover, n as u32),
            Score::Mate(n) => Verdict::WinsIn(!mover, n.unsigned_abs()),
            Score::Centipawns(cp) => {
                let leader = if cp >= 0 { mover } else { !mover };
                match cp.unsigned_abs() as i32 {
                    x if x < EVEN => Verdict::Even,
                    x if x < BETTER => Verdict::SlightlyBetter(leader),
                    x if x < WINNING => Verdict::Better(leader),
                    _ => Verdict::Winning(leader),
                }
            }
        }
    }

    /// The verdict as a sentence, the sides named by `side_name`.
    pub fn text(self, side_name: fn(Side, Lang) -> &'static str, lang: Lang) -> String {
        let name = |side| side_name(side, lang);
        match self {
            Verdict::Even => lang.pick("Even", "Cân bằng").to_string(),
            Verdict::SlightlyBetter(s) => {
                say!(
                    lang,
                    "{} is slightly better",
                    "{} nhỉnh hơn một chút",
                    name(s)
                )
            }
            Verdict::Better(s) => say!(lang, "{} is better", "{} ưu thế hơn", name(s)),
            Verdict::Winning(s) => say!(lang, "{} is winning", "{} đang thắng thế", name(s)),
            Verdict::WinsIn(s, 0) => say!(lang, "{} has won", "{} đã thắng", name(s)),
            Verdict::WinsIn(s, 1) => {
                say!(lang, "{} wins next move", "{} thắng ở nước tới", name(s))
            }
            Verdict::WinsIn(s, n) => {
                say!(
                    lang,
                    "{} wins in {} moves",
                    "{} thắng sau {} nước",
                    name(s),
                    n
                )
            }
        }
    }
}

/// The first side's share of an evaluation bar, in thousandths: 500 for
/// even, towards 1000 as the first side leads (750 at [`BAR_HALF`]
/// centipawns), 1000 or 0 for a won game.
pub fn bar_share(score: Score, mover: Side) -> u32 {
    let for_mover = match score {
        Score::Mate(n) if n > 0 => 1000,
        Score::Mate(_) => 0,
        Score::Centipawns(cp) => {
            let cp = cp as i64;
            500 + 500 * cp / (cp.abs() + BAR_HALF as i64)
        }
    };
    let for_mover = for_mover.clamp(0, 1000) as u32;
    match mover {
        Side::First => for_mover,
        Side::Second => 1000 - for_mover,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(side: Side, _lang: Lang) -> &'static str {
        ["Red", "Black"][side.index()]
    }

    #[test]
    fn a_score_is_judged_for_the_side_that_leads() {
        let text = |score, mover| Verdict::of(score, mover).text(name, Lang::En);
        assert_eq!(text(Score::Centipawns(10), Side::First), "Even");
        assert_eq!(text(Score::Centipawns(-29), Side::Second), "Even");
        assert_eq!(
            text(Score::Centipawns(50), Side::Second),
            "Black is slightly better"
        );
        assert_eq!(text(Score::Centipawns(-150), Side::Second), "Red is better");
        assert_eq!(text(Score::Centipawns(900), Side::First), "Red is winning");
        assert_eq!(text(Score::Mate(3), Side::Second), "Black wins in 3 moves");
        assert_eq!(text(Score::Mate(-2), Side::Second), "Red wins in 2 moves");
        assert_eq!(text(Score::Mate(1), Side::First), "Red wins next move");
        let vi = Verdict::of(Score::Centipawns(-400), Side::First).text(name, Lang::Vi);
        assert_eq!(vi, "Black đang thắng thế");
    }

    #[test]
    fn the_bar_is_the_first_sides_share() {
        assert_eq!(bar_share(Score::Centipawns(0), Side::Second), 500);
        assert_eq!(bar_share(Score::Centipawns(400), Side::First), 750);
        assert_eq!(bar_share(Score::Centipawns(400), Side::Second), 250);
        assert_eq!(bar_share(Score::Mate(2), Side::Second), 0);
        assert_eq!(bar_share(Score::Mate(-2), Side::Second), 1000);
        assert!(bar_share(Score::Centipawns(30_000), Side::First) < 1000);
    }
}
