//! How it ends and what it is worth: the end when both quan squares are
//! empty (with the sweep of each side's citizens and the repayment of
//! borrowed stones), the refill loss, the threefold repetition; and the
//! rock–paper–scissors that chooses who starts.

use serde::{Deserialize, Serialize};

use super::board::{own_squares, Move, Options, Position};
use super::messages::MoveError;
use super::moves::Step;
use crate::core::timeline::Rules;
use crate::core::{repetition, EndReason, Outcome, Rng, Side};

/// The final count of each side (South, North): captured value, plus the
/// citizens left on the side's own squares, with borrowed stones repaid.
/// Stones left in a quan square count for nobody.
pub fn final_scores(pos: &Position, options: &Options) -> [i32; 2] {
    let mut scores = [0; 2];
    for side in Side::BOTH {
        let store = pos.store(side);
        let swept: i32 = own_squares(side)
            .iter()
            .map(|&s| pos.citizens(s) as i32)
            .sum();
        scores[side.index()] += store.value(options) + swept - store.borrowed;
        scores[(!side).index()] += store.borrowed;
    }
    scores
}

/// The result of a final count: the higher total wins.
fn by_score(scores: [i32; 2], reason: EndReason) -> Outcome {
    match scores[0].cmp(&scores[1]) {
        std::cmp::Ordering::Greater => Outcome::win(Side::First, reason),
        std::cmp::Ordering::Less => Outcome::win(Side::Second, reason),
        std::cmp::Ordering::Equal => Outcome::draw(reason),
    }
}

/// How many times a position occurs when the game ends by repetition.
pub(crate) const REPETITIONS: usize = 3;

/// The end by repetition: the final count decides, as when the quan
/// squares are empty.
pub(crate) fn repetition_outcome(pos: &Position, options: &Options) -> Outcome {
    by_score(final_scores(pos, options), EndReason::Repetition)
}

/// Whether the position ends the game by itself: both quan squares empty,
/// or a mover who must refill and can't (`short_refill=lose_the_game`).
pub fn judge(pos: &Position, options: &Options) -> Option<Outcome> {
    if pos.quans_empty() {
        return Some(by_score(final_scores(pos, options), EndReason::QuansEmpty));
    }
    if pos.refill_impossible(options) {
        return Some(Outcome::win(!pos.side_to_move(), EndReason::RefillLoss));
    }
    None
}

/// A small stable hash of a position, for repetition.
fn position_hash(pos: &Position) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in pos.text().bytes() {
        h = (h ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// A throw of rock–paper–scissors (oẳn tù tì).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Throw {
    Rock,
    Paper,
    Scissors,
}

impl Throw {
    const ALL: [Throw; 3] = [Throw::Rock, Throw::Paper, Throw::Scissors];

    /// Whether this throw beats `other`.
    pub fn beats(self, other: Throw) -> bool {
        matches!(
            (self, other),
            (Throw::Rock, Throw::Scissors)
                | (Throw::Paper, Throw::Rock)
                | (Throw::Scissors, Throw::Paper)
        )
    }
}

/// Who starts, decided as the seed says: rock–paper–scissors, thrown again
/// on a tie. `rounds` holds each round's (South, North) throws; the winner
/// of the last one moves first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draw {
    pub rounds: Vec<[Throw; 2]>,
}

impl Draw {
    pub fn throw(rng: &mut Rng) -> Draw {
        let mut rounds = Vec::new();
        loop {
            let pick = |rng: &mut Rng| Throw::ALL[rng.below(3) as usize];
            let round = [pick(rng), pick(rng)];
            rounds.push(round);
            if round[0] != round[1] {
                return Draw { rounds };
            }
        }
    }

    /// The side that won the draw and moves first.
    pub fn first(&self) -> Side {
        match self.rounds.last() {
            Some([south, north]) if north.beats(*south) => Side::Second,
            _ => Side::First,
        }
    }
}

/// One ply: the move, its steps, and the position before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlyRecord {
    pub mv: Move,
    pub steps: Vec<Step>,
    pub before: Position,
    pub hash_after: u64,
}

/// Ô ăn quan's rules for the timeline: the house rules, and whether the
/// first ply is the game's first move (`first_turn_no_quan`). A ply keeps
/// its steps (for the animation) and the position before it (undo).
#[derive(Clone, Copy, Debug)]
pub struct OAnQuanRules {
    options: Options,
    /// The start is the options' start position, so the first move played
    /// is the game's first move.
    from_the_start: bool,
}

impl OAnQuanRules {
    /// The rules of a game from `start` under the house rules `options`.
    pub(crate) fn new(options: Options, start: &Position) -> OAnQuanRules {
        let mut fresh = Position::start(&options);
        fresh.side = start.side_to_move();
        OAnQuanRules {
            options,
            from_the_start: fresh == *start,
        }
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Whether the game began at the options' start position, so that its
    /// first ply was the game's first move (`first_turn_no_quan`).
    pub fn began_at_the_start(&self) -> bool {
        self.from_the_start
    }
}

impl Rules for OAnQuanRules {
    type Position = Position;
    type Move = Move;
    type Ply = PlyRecord;
    type Moves = Vec<Move>;
    type Illegal = MoveError;

    fn make(&self, position: &mut Position, m: Move, plies: &[PlyRecord]) -> PlyRecord {
        let before = *position;
        let first = self.from_the_start && plies.is_empty();
        let steps = position.play(m, &self.options, first);
        PlyRecord {
            mv: m,
            steps,
            before,
            hash_after: position_hash(position),
        }
    }

    fn unmake(&self, position: &mut Position, ply: PlyRecord) {
        *position = ply.before;
    }

    fn ply_move(ply: &PlyRecord) -> Move {
        ply.mv
    }

    fn side_to_move(position: &Position) -> Side {
        position.side_to_move()
    }

    fn legal_moves(&self, position: &Position) -> Vec<Move> {
        position.legal_moves(&self.options)
    }

    fn illegal(&self, position: &Position, m: Move) -> Option<MoveError> {
        position.illegal(m)
    }

    fn judge(&self, start: &Position, position: &Position, plies: &[PlyRecord]) -> Option<Outcome> {
        if let Some(o) = judge(position, &self.options) {
            return Some(o);
        }
        let r = repetition::find(position_hash(start), plies, |p| p.hash_after, 0)?;
        (r.occurrences >= REPETITIONS).then(|| repetition_outcome(position, &self.options))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game as _;
    use crate::games::oanquan::Game;

    #[test]
    fn rock_paper_scissors_picks_the_winner_and_rethrows_ties() {
        let mut firsts = [0; 2];
        for seed in 0..200 {
            let draw = Draw::throw(&mut Rng::from_seed(seed));
            let (last, ties) = draw.rounds.split_last().unwrap();
            assert!(ties.iter().all(|r| r[0] == r[1]));
            assert_ne!(last[0], last[1]);
            let winner = draw.first();
            assert!(last[winner.index()].beats(last[(!winner).index()]));
            firsts[winner.index()] += 1;
            let game = Game::drawn(Options::default(), Some(seed));
            assert_eq!(game.position().side_to_move(), winner);
            assert_eq!(game.draw(), Some(&draw));
        }
        assert!(firsts[0] > 50 && firsts[1] > 50, "{firsts:?}");
        assert!(Throw::Paper.beats(Throw::Rock) && !Throw::Rock.beats(Throw::Paper));
    }
}
