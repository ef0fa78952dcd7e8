//! What the search needs to know of Ô ăn quan: a position it can play and
//! take back ([`SearchPosition`]: the stones, the house rules and whether
//! the next move is the game's first), the game's own end and repetition
//! rule as its verdict, and the evaluation.
//!
//! The weights, in one place, in hundredths of a point of the final count
//! (so a captured citizen is 100, like a pawn elsewhere):
//! - a point in a store is worth exactly a point at the final count
//!   ([`STONE`]), and so is a borrowed stone (repaid then);
//! - a citizen on one's own dân squares is swept to its owner if the game
//!   ends now, but sowing gives it away: half a point ([`ON_OWN_SIDE`]), a
//!   first guess, to be tuned by play;
//! - stones in a quan square count for nobody;
//! - a finished game scores its result: a win or loss [`DECIDED`] plus the
//!   final margin (the search scores the ends it reaches through its own
//!   mate-like scores; this is for a stand-pat in quiescence).

use super::board::{Move, Options, Position};
use super::messages::MoveError;
use super::moves::{MoveList, Step};
use std::borrow::Cow;

use super::rules::{final_scores, judge, repetition_outcome, OAnQuanRules, REPETITIONS};
use crate::ai::{ladder, Levels, Line, SearchLine, Searchable};
use crate::core::board_rules::{repeated, BoardPosition, PlyOf, RulesOf};
use crate::core::{BoardRules, Outcome, Playable, Rules, Side, Timeline};

/// Centipawns per point of captured value.
const STONE: i32 = 100;
/// Centipawns per citizen on the side's own dân squares.
const ON_OWN_SIDE: i32 = 50;
/// The score of a finished game won, before its margin (well above any
/// evaluation, below the search's mate scores).
const DECIDED: i32 = 20_000;
/// The most a margin adds to [`DECIDED`].
const MAX_MARGIN: i32 = 8_000;

/// A position as the search plays it: the stones, the house rules, and
/// whether the next move is the game's first (`first_turn_no_quan`).
/// Taking a move back restores the position before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchPosition {
    position: Position,
    options: Options,
    first_move: bool,
}

impl SearchPosition {
    pub fn new(position: Position, options: Options, first_move: bool) -> SearchPosition {
        SearchPosition {
            position,
            options,
            first_move,
        }
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The score of a finished game for the side to move.
    fn decided(&self, outcome: Outcome) -> i32 {
        let us = self.position.side_to_move();
        let scores = final_scores(&self.position, &self.options);
        let margin = (STONE * (scores[us.index()] - scores[(!us).index()]).abs()).min(MAX_MARGIN);
        match outcome.winner {
            None => 0,
            Some(winner) if winner == us => DECIDED + margin,
            Some(_) => -DECIDED - margin,
        }
    }

    /// One side's worth from its own view: its store and debts, as the
    /// final count takes them, and the citizens on its side.
    fn worth(&self, side: Side) -> i32 {
        let pos = &self.position;
        let store = pos.store(side);
        let lent = pos.store(!side).borrowed;
        let own: i32 = super::board::own_squares(side)
            .iter()
            .map(|&s| pos.citizens(s) as i32)
            .sum();
        STONE * (store.value(&self.options) - store.borrowed + lent) + ON_OWN_SIDE * own
    }
}

/// A game's start and the plies played since, as the search takes them:
/// played again as [`SearchPosition`]s.
impl SearchLine for Timeline<OAnQuanRules> {
    type Searched = SearchPosition;

    fn search_line(&self) -> Line<'_, SearchPosition> {
        let rules = self.rules();
        let first_move = rules.began_at_the_start();
        let start = SearchPosition::new(*self.start(), *rules.options(), first_move);
        let board_rules = RulesOf::<SearchPosition>::default();
        let mut position = start;
        let mut plies = Vec::new();
        for m in self.moves() {
            let ply = board_rules.make(&mut position, m, &plies);
            plies.push(ply);
        }
        Line {
            start: Cow::Owned(start),
            plies: Cow::Owned(plies),
        }
    }
}

impl Playable for SearchPosition {
    type Move = Move;
    type Undo = SearchPosition;
    type Moves = MoveList;

    fn legal_moves(&self) -> MoveList {
        self.position.legal_list(&self.options)
    }

    #[inline]
    fn make(&mut self, m: Move) -> SearchPosition {
        let before = *self;
        self.position
            .play_quietly(m, &self.options, self.first_move);
        self.first_move = false;
        before
    }

    #[inline]
    fn unmake(&mut self, _m: Move, undo: SearchPosition) {
        *self = undo;
    }
}

/// Splitmix64's finaliser: every bit of `x` stirs every bit of the result.
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

impl BoardPosition for SearchPosition {
    fn side_to_move(&self) -> Side {
        self.position.side_to_move()
    }

    /// There is no king to attack.
    fn in_check(&self) -> bool {
        false
    }

    /// The stones, the stores and the side to move (not the first-move
    /// flag: the game's repetition rule compares positions alone, and the
    /// flag is set only at the search's root, which the table never keeps).
    fn hash(&self) -> u64 {
        let p = &self.position;
        let ring = |range: std::ops::Range<usize>| {
            range.fold(0u64, |h, s| (h << 8) | p.citizens(s as u8) as u64)
        };
        let store = |side: Side| {
            let s = p.store(side);
            (s.citizens as u16 as u64)
                | (s.borrowed as u16 as u64) << 16
                | (s.mandarins as u64) << 32
        };
        let flags = p.has_mandarin(0) as u64
            | (p.has_mandarin(6) as u64) << 1
            | (p.side_to_move().index() as u64) << 2;
        let tail = ring(8..12) | flags << 32;
        let stores = store(Side::First) ^ store(Side::Second).rotate_left(24);
        mix(ring(0..8) ^ mix(tail ^ mix(stores)))
    }
}

impl BoardRules for SearchPosition {
    type Illegal = MoveError;

    fn illegal(position: &Self, m: Move) -> Option<MoveError> {
        position.position.illegal(m)
    }

    /// The game's own end (the quan squares empty, a refill that can't be
    /// made), or its third repetition, scored by the final count.
    fn judge(start: &Self, position: &Self, plies: &[PlyOf<Self>]) -> Option<Outcome> {
        let (pos, options) = (&position.position, &position.options);
        judge(pos, options).or_else(|| {
            repeated(start, plies, 0, REPETITIONS).map(|_| repetition_outcome(pos, options))
        })
    }
}

impl Searchable for SearchPosition {
    fn evaluate(&self) -> i32 {
        if let Some(outcome) = judge(&self.position, &self.options) {
            return self.decided(outcome);
        }
        let us = self.position.side_to_move();
        self.worth(us) - self.worth(!us)
    }

    /// The value the move captures (played on a copy).
    fn gain(&self, m: Move) -> i32 {
        let mandarin = self.options.mandarin_value as i32;
        let mut won = 0;
        let mut after = self.position;
        after.sow(m, &self.options, self.first_move, &mut |step| {
            if let Step::Capture {
                citizens,
                mandarin: with_mandarin,
                ..
            } = step
            {
                won += citizens as i32 + i32::from(with_mandarin) * mandarin;
            }
        });
        STONE * won
    }

    /// The stones the move lifts from the mover's side.
    fn mover_value(&self, m: Move) -> i32 {
        ON_OWN_SIDE * self.position.citizens(m.square) as i32
    }

    /// A sowing game is full of zugzwang: having to move often hurts.
    fn null_move_sound(&self) -> bool {
        false
    }

    fn pass(&mut self) {
        self.position.side = !self.position.side;
    }

    /// Levels 3–5 stop at their depth or their nodes, whichever comes
    /// first; 6 and 7 at their nodes: about 0.23 and 0.5 s at the 2.2 M
    /// nodes a second measured natively. Level 5 looks eight plies ahead:
    /// at six it was not clearly above level 4 (61 % over 36 games), as a
    /// sowing's captures often show only two moves later.
    const LEVELS: Levels = ladder([50_000, 150_000, 200_000, 500_000, 1_100_000], 8);
}
