//! How it ends and what it is worth: the end when both quan squares are
//! empty (with the sweep of each side's citizens and the repayment of
//! borrowed stones), the refill loss, the threefold repetition, and the game
//! with its history.

use serde::{Deserialize, Serialize};

use super::board::{own_squares, Move, Options, Position};
use super::moves::Step;
use super::{Error, MoveError};
use crate::core::board_record::{self, Record};
use crate::core::timeline::{self, Rules, Timeline};
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

impl Rules for OAnQuanRules {
    type Position = Position;
    type Move = Move;
    type Ply = PlyRecord;

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

    fn judge(&self, start: &Position, position: &Position, plies: &[PlyRecord]) -> Option<Outcome> {
        if let Some(o) = judge(position, &self.options) {
            return Some(o);
        }
        let r = repetition::find(position_hash(start), plies, |p| p.hash_after, 0)?;
        (r.occurrences >= REPETITIONS).then(|| repetition_outcome(position, &self.options))
    }
}

/// A game of Ô ăn quan: the timeline of its moves under the house rules,
/// and the draw that chose who starts.
#[derive(Clone, Debug)]
pub struct Game {
    timeline: Timeline<OAnQuanRules>,
    /// The rock–paper–scissors that chose who starts, if one was thrown.
    draw: Option<Draw>,
}

impl Game {
    timeline::timeline_verbs!(OAnQuanRules, without_resign);

    /// A new game whose first player is drawn by rock–paper–scissors with
    /// the seeded RNG (`seed`, or the system's entropy).
    pub fn drawn(options: Options, seed: Option<u64>) -> Game {
        let mut rng = match seed {
            Some(seed) => Rng::from_seed(seed),
            None => Rng::from_entropy(),
        };
        let draw = Draw::throw(&mut rng);
        let mut game = Game::new(options, draw.first());
        game.draw = Some(draw);
        game
    }

    /// The draw that chose who starts, if the game began with one.
    pub fn draw(&self) -> Option<&Draw> {
        self.draw.as_ref()
    }

    pub fn new(options: Options, first: Side) -> Game {
        let mut start = Position::start(&options);
        start.side = first;
        Game::from_position(start, options)
    }

    /// There is no formal mode in this game: moves can always be taken back.
    pub fn from_position(position: Position, options: Options) -> Game {
        let mut fresh = Position::start(&options);
        fresh.side = position.side_to_move();
        let rules = OAnQuanRules {
            options,
            from_the_start: fresh == position,
        };
        Game {
            timeline: Timeline::new(rules, position, false),
            draw: None,
        }
    }

    pub fn options(&self) -> &Options {
        &self.timeline.rules().options
    }

    /// Whether the game began at the options' start position, so that its
    /// first ply was the game's first move (`first_turn_no_quan`).
    pub fn from_the_start(&self) -> bool {
        self.timeline.rules().from_the_start
    }

    /// The steps of the last move played, for animation.
    pub fn last_steps(&self) -> &[Step] {
        self.plies().last().map_or(&[], |p| &p.steps)
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.position().legal_moves(self.options())
    }

    /// Whether the game ended on the board, so the final count stands: over,
    /// and not by a loss on time (which the count does not decide).
    pub fn counted(&self) -> bool {
        self.outcome()
            .is_some_and(|o| o.reason != EndReason::TimeForfeit)
    }

    /// The scores (South, North): the captured value during play (and
    /// after a loss on time), the final count (sweep and repayment) once the
    /// game is over on the board.
    pub fn scores(&self) -> [i32; 2] {
        let (position, options) = (self.position(), self.options());
        match self.counted() {
            true => final_scores(position, options),
            false => [
                position.store(Side::First).value(options),
                position.store(Side::Second).value(options),
            ],
        }
    }

    /// Why `m` can't be played now, or `None` if it can.
    pub fn explain(&self, m: Move) -> Option<Error> {
        if let Some(o) = self.outcome() {
            return Some(Error::GameOver(o));
        }
        let pos = self.position();
        let why = if super::board::owner(m.square) != Some(pos.side_to_move()) {
            MoveError::NotYourSquare { square: m.square }
        } else if pos.citizens(m.square) == 0 && !pos.side_empty(pos.side_to_move()) {
            MoveError::EmptySquare { square: m.square }
        } else {
            return None;
        };
        Some(Error::IllegalMove {
            text: m.text(),
            reason: why,
        })
    }

    pub fn play_text(&mut self, text: &str) -> Result<Move, Error> {
        let m =
            Move::from_text(text.trim()).ok_or_else(|| Error::MoveText(text.trim().to_string()))?;
        self.play(m)?;
        Ok(m)
    }

    /// Plays `m`; a refused move changes nothing.
    pub fn play(&mut self, m: Move) -> Result<&[Step], Error> {
        if let Some(e) = self.explain(m) {
            return Err(e);
        }
        Ok(&self.timeline.push(m).steps)
    }

    pub fn move_texts(&self) -> Vec<String> {
        self.timeline.moves().map(Move::text).collect()
    }
}

/// A game as JSON-friendly data: what the page keeps in localStorage.
pub type GameRecord = Record<SavedTable>;

/// The house rules and the draw, as a record keeps them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedTable {
    /// Every option as `name=value`.
    pub options: Vec<String>,
    /// The rock–paper–scissors that chose who starts.
    #[serde(default)]
    pub draw: Option<Draw>,
    /// Set when the game ended by a loss on time, which no move shows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<String>,
}

/// Endings no move shows, which a saved record names (`ended`).
const ENDED_BY_RECORD: [EndReason; 1] = [EndReason::TimeForfeit];

impl Game {
    pub fn record(&self) -> GameRecord {
        let table = SavedTable {
            options: Options::NAMES
                .iter()
                .map(|n| format!("{n}={}", self.options().value_text(n).unwrap_or("")))
                .collect(),
            draw: self.draw.clone(),
            ended: board_record::ended_text(self.outcome(), &ENDED_BY_RECORD),
        };
        Record {
            saved: self.timeline.saved(Position::text, Move::text),
            table,
        }
    }

    pub fn from_record(record: &GameRecord) -> Result<Game, Error> {
        let mut options = Options::default();
        for setting in &record.table.options {
            options.set(setting).map_err(Error::Option)?;
        }
        let mut game =
            Game::from_position(Position::from_text(&record.saved.start, &options)?, options);
        game.draw = record.table.draw.clone();
        timeline::replay(
            &mut game,
            &record.saved.moves,
            |g, text| g.play_text(text).map(|_| ()),
            // A refusal names the move by its text alone ("7+ is illegal"),
            // as it always has here.
            |e, _| e,
        )?;
        let read =
            |text: &String| Move::from_text(text).ok_or_else(|| Error::MoveText(text.clone()));
        let redo = record
            .saved
            .redo
            .iter()
            .map(read)
            .collect::<Result<_, _>>()?;
        game.timeline.restore_redo(redo);
        game.timeline
            .restore_ended(record.table.ended.as_deref(), &ENDED_BY_RECORD);
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
