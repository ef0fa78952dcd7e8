//! The table (§3): the deal, Thế trắng, the turn flow around the offered
//! card (Ù, Bốc, Lấy, Cướp, pass), steals and locking, Nhất Bản, the end of
//! a round and its payments, and the match of 12-round games.
//!
//! Seats are fixed for the match: #1 deals the first round and the deal
//! passes to the next seat after every round. A round is driven by
//! `Round::act` with the seat that `to_act` names; every action is checked
//! whole before anything changes. What a seat may see is `SeatView`.
//!
//! This file holds the match (`Match`, its options, steps and view) and the
//! table's refusals (`TableError`).
//!
//! - `round`: one round from the deal to its end, and what a seat sees.
//! - `actions`: a seat's actions and their text, the round's log and how a
//!   round ended.

mod actions;
mod round;

pub use actions::{Action, Event, RoundEnd, RoundResult, Take};
pub use round::{Offer, Round, RoundView, HIDDEN_INDICATORS, MAX_STEALS};

use serde::{Deserialize, Serialize};

use super::cards::{Card, Deal};
use super::payments::{Seat, START_SCORE};
use super::scoring::Score;
use crate::core::Rng;

/// Vòng per ván.
pub const ROUNDS_PER_GAME: u32 = 12;

/// The table's options: the match length and the strict Ù.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableOptions {
    /// Ván in the match: 1 (casual), 2 (semi-pro) or 4 (pro).
    pub games: u8,
    /// A person may declare Ù on any offered card, paying Đền when the six
    /// do not win; otherwise Ù is offered only on a winning six.
    pub strict: bool,
}

impl Default for TableOptions {
    fn default() -> Self {
        TableOptions {
            games: 1,
            strict: false,
        }
    }
}

impl TableOptions {
    pub fn new(games: u8, strict: bool) -> Result<TableOptions, TableError> {
        if !matches!(games, 1 | 2 | 4) {
            return Err(TableError::Games(games));
        }
        Ok(TableOptions { games, strict })
    }

    pub fn rounds(self) -> u32 {
        ROUNDS_PER_GAME * self.games as u32
    }
}

/// How a match ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "end", rename_all = "snake_case")]
pub enum MatchEnd {
    /// Quốc Sĩ Vô Song.
    VoSong { seat: Seat },
    /// A score reached 0 or below; the highest score wins.
    Bankrupt { winners: Vec<Seat> },
    /// Every round was played; the highest score wins.
    Played { winners: Vec<Seat> },
}

/// One finished round of the match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundSummary {
    /// 1-based, over the whole match.
    pub number: u32,
    pub dealer: Seat,
    pub result: RoundResult,
    pub scores: [i64; 4],
}

/// One step of a match record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Act(Seat, Action),
    /// Deal the next round.
    Next,
}

impl Step {
    /// `#2 swap AS-FR`, `next`.
    pub fn text(self) -> String {
        match self {
            Step::Act(seat, a) => format!("#{} {}", seat.number(), a.text()),
            Step::Next => "next".into(),
        }
    }

    pub fn from_text(text: &str) -> Result<Step, TableError> {
        let text = text.trim();
        if text == "next" {
            return Ok(Step::Next);
        }
        let bad = || TableError::ActionText(text.to_string());
        let (seat, action) = text.split_once(' ').ok_or_else(bad)?;
        let seat = seat
            .strip_prefix('#')
            .and_then(|n| n.parse::<u8>().ok())
            .and_then(Seat::new)
            .ok_or_else(bad)?;
        Ok(Step::Act(seat, Action::from_text(action)?))
    }
}

/// A match (trận): 1, 2 or 4 games of 12 rounds, scores from 2,500 each.
#[derive(Clone, Debug)]
pub struct Match {
    options: TableOptions,
    seed: u64,
    rng: Rng,
    scores: [i64; 4],
    round_number: u32,
    round: Round,
    history: Vec<RoundSummary>,
    end: Option<MatchEnd>,
    steps: Vec<Step>,
}

impl Match {
    /// A new match; the seed fixes every shuffle, so the same seed and
    /// steps replay the same match.
    pub fn new(options: TableOptions, seed: u64) -> Match {
        let mut rng = Rng::from_seed(seed);
        let first = Seat::ALL[0];
        let round = Round::new(Deal::new(&mut rng), first, options.strict);
        Match {
            options,
            seed,
            rng,
            scores: [START_SCORE; 4],
            round_number: 1,
            round,
            history: Vec::new(),
            end: None,
            steps: Vec::new(),
        }
    }

    /// Replays a record: the seed and the steps (`Step::text` forms).
    pub fn replay(
        options: TableOptions,
        seed: u64,
        steps: &[String],
    ) -> Result<Match, (usize, TableError)> {
        let mut m = Match::new(options, seed);
        for (n, text) in steps.iter().enumerate() {
            let step = Step::from_text(text).map_err(|e| (n + 1, e))?;
            m.step(step).map_err(|e| (n + 1, e))?;
        }
        Ok(m)
    }

    pub fn options(&self) -> TableOptions {
        self.options
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn scores(&self) -> [i64; 4] {
        self.scores
    }

    pub fn round(&self) -> &Round {
        &self.round
    }

    /// 1-based, over the whole match.
    pub fn round_number(&self) -> u32 {
        self.round_number
    }

    pub fn history(&self) -> &[RoundSummary] {
        &self.history
    }

    pub fn end(&self) -> Option<&MatchEnd> {
        self.end.as_ref()
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    pub fn step(&mut self, step: Step) -> Result<(), TableError> {
        match step {
            Step::Act(seat, action) => self.act(seat, action),
            Step::Next => self.next_round(),
        }
    }

    /// Why `action` by `seat` is refused now, if it is.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), TableError> {
        if self.end.is_some() {
            return Err(TableError::MatchOver);
        }
        self.round.check(seat, action)
    }

    /// Plays `action` for `seat`; at the round's end its payments are
    /// applied and the match may end.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<(), TableError> {
        self.check(seat, action)?;
        self.round.act(seat, action)?;
        self.steps.push(Step::Act(seat, action));
        if let Some(result) = self.round.result().cloned() {
            for (s, p) in self.scores.iter_mut().zip(result.payments) {
                *s += p;
            }
            let vo_song = result.wins_match();
            self.history.push(RoundSummary {
                number: self.round_number,
                dealer: self.round.dealer(),
                result,
                scores: self.scores,
            });
            self.end = if let Some(seat) = vo_song {
                Some(MatchEnd::VoSong { seat })
            } else if self.scores.iter().any(|&s| s <= 0) {
                Some(MatchEnd::Bankrupt {
                    winners: self.leaders(),
                })
            } else if self.round_number >= self.options.rounds() {
                Some(MatchEnd::Played {
                    winners: self.leaders(),
                })
            } else {
                None
            };
        }
        Ok(())
    }

    /// Deals the next round, the deal passing to the next seat.
    pub fn next_round(&mut self) -> Result<(), TableError> {
        if self.end.is_some() {
            return Err(TableError::MatchOver);
        }
        if !self.round.is_over() {
            return Err(TableError::RoundNotOver);
        }
        let dealer = self.round.dealer().after(1);
        self.round = Round::new(Deal::new(&mut self.rng), dealer, self.options.strict);
        self.round_number += 1;
        self.steps.push(Step::Next);
        Ok(())
    }

    fn leaders(&self) -> Vec<Seat> {
        let best = *self.scores.iter().max().expect("four scores");
        Seat::ALL
            .into_iter()
            .filter(|s| self.scores[s.index()] == best)
            .collect()
    }

    /// What `seat` may see of the match.
    pub fn view(&self, seat: Seat) -> MatchView {
        MatchView {
            options: self.options,
            round_number: self.round_number,
            rounds: self.options.rounds(),
            scores: self.scores,
            round: self.round.view(seat),
            history: self.history.clone(),
            end: self.end.clone(),
        }
    }
}

/// A match as one seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatchView {
    pub options: TableOptions,
    pub round_number: u32,
    pub rounds: u32,
    pub scores: [i64; 4],
    pub round: RoundView,
    pub history: Vec<RoundSummary>,
    pub end: Option<MatchEnd>,
}

/// Every refusal of the table; `text` words it for a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    Games(u8),
    ActionText(String),
    RoundOver,
    RoundNotOver,
    MatchOver,
    NotYourTurn {
        turn: Seat,
    },
    /// Only Thế trắng may be answered now.
    WhitePhase,
    NotWhitePhase,
    NotWhite,
    NotInHand(Card),
    Locked(Card),
    NoStealsLeft,
    HandLocked,
    NhatBanSteal,
    NhatBanBoiUoc,
    /// Ù on a six that does not win, with the strict option off.
    NotAWin(Box<Score>),
}
