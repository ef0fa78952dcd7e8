//! What may be done: the legal moves, and a move played out step by step
//! (refill, lift, drop, capture, turn end), so a page can animate it and a
//! tutorial narrate it.

use super::board::{
    is_quan, mandarin_on, own_squares, owner, Direction, Move, Options, Position, ShortRefill,
    Store, MAX_STONES, NORTH, SOUTH, SQUARES,
};
use super::messages::MoveError;
use crate::core::{Side, StackList};

/// The legal moves of a position: at most five squares, two ways each.
pub type MoveList = StackList<Move, 10>;

/// Where a refill stone comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefillSource {
    /// The mover's own captured citizens.
    Own,
    /// Borrowed from the opponent's captured citizens.
    Borrowed,
    /// Taken though the mover has none left (`short_refill=go_negative`).
    OnCredit,
}

/// Why a turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnEnd {
    /// The next square is a quan square with stones.
    QuanWithStones(u8),
    /// The next square is an empty quan square (`empty_quan_gap=off`).
    EmptyQuan(u8),
    /// The next two squares are empty.
    TwoEmpty,
    /// After a capture (or a chain of them).
    AfterCapture,
    /// The capture would take a young quan square (`quan_non=on`).
    QuanNon(u8),
    /// The game's first move may not capture a mandarin
    /// (`first_turn_no_quan=on`).
    FirstTurnNoQuan(u8),
}

/// One step of a move, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A captured mandarin is broken into citizens for a short refill
    /// (`refill_from_mandarin=on`).
    BreakMandarin {
        side: Side,
        citizens: u8,
    },
    /// One stone put back on an empty side before the move.
    Refill {
        square: u8,
        source: RefillSource,
    },
    /// All stones of a square taken into the hand.
    Lift {
        square: u8,
        stones: u8,
    },
    /// One stone dropped.
    Drop {
        square: u8,
    },
    /// A square's stones taken into the mover's store.
    Capture {
        square: u8,
        citizens: u8,
        mandarin: bool,
    },
    TurnEnd(TurnEnd),
}

impl Position {
    /// Whether the side to move must refill and can't: with
    /// `short_refill=lose_the_game` when it has fewer than five captured
    /// citizens (counting a mandarin it may break), and under every option
    /// when the refill would take the position past [`MAX_STONES`] (stones
    /// owed put on the ring can pile up without end; see there).
    pub fn refill_impossible(&self, options: &Options) -> bool {
        let side = self.side;
        if !self.side_empty(side) {
            return false;
        }
        if options.short_refill == ShortRefill::LoseTheGame {
            let store = self.store(side);
            let breakable =
                options.refill_from_mandarin && options.has_mandarins() && store.mandarins > 0;
            let available = store.citizens
                + if breakable {
                    options.mandarin_value as i32
                } else {
                    0
                };
            if available < 5 {
                return true;
            }
        }
        let mut after = *self;
        after.refill(options, &mut |_| {});
        after.stones() > MAX_STONES as u64
    }

    /// The legal moves: each non-empty dân square of the mover in both
    /// directions, or all five after a refill. None once the game is over.
    pub fn legal_moves(&self, options: &Options) -> Vec<Move> {
        self.legal_list(options).to_vec()
    }

    /// Why `m` is not a move here, or `None` if it is (whether or not the
    /// game is over): a move sows one of the mover's squares, which holds
    /// citizens unless all five are empty (the move then begins with a
    /// refill).
    pub fn illegal(&self, m: Move) -> Option<MoveError> {
        if owner(m.square) != Some(self.side) {
            Some(MoveError::NotYourSquare { square: m.square })
        } else if self.citizens(m.square) == 0 && !self.side_empty(self.side) {
            Some(MoveError::EmptySquare { square: m.square })
        } else {
            None
        }
    }

    /// [`Position::legal_moves`] in a list on the stack (the search's).
    pub fn legal_list(&self, options: &Options) -> MoveList {
        let mut list = MoveList::new();
        if self.quans_empty() || self.refill_impossible(options) {
            return list;
        }
        let refill = self.side_empty(self.side);
        for square in own_squares(self.side) {
            if refill || self.citizens(square) > 0 {
                for direction in [Direction::Up, Direction::Down] {
                    list.push(Move { square, direction });
                }
            }
        }
        list
    }

    /// Plays `m` (legal here: in particular not when
    /// [`Position::refill_impossible`]) and returns its steps. `first_move`
    /// says whether this is the game's first move (`first_turn_no_quan`).
    pub fn play(&mut self, m: Move, options: &Options, first_move: bool) -> Vec<Step> {
        let mut steps = Vec::new();
        self.sow(m, options, first_move, &mut |step| steps.push(step));
        steps
    }

    /// Plays `m` as [`Position::play`] does, without keeping its steps
    /// (the search's hot path, which allocates nothing).
    pub fn play_quietly(&mut self, m: Move, options: &Options, first_move: bool) {
        self.sow(m, options, first_move, &mut |_| {});
    }

    /// The move itself (refill, sowing, captures), telling `step` each
    /// thing done.
    pub(crate) fn sow(
        &mut self,
        m: Move,
        options: &Options,
        first_move: bool,
        step: &mut impl FnMut(Step),
    ) {
        let us = self.side;
        if self.side_empty(us) {
            self.refill(options, step);
        }
        let dir = m.direction;
        let mut at = m.square;
        let mut hand = self.take(at);
        step(Step::Lift {
            square: at,
            stones: hand,
        });
        let end = loop {
            while hand > 0 {
                at = dir.next(at);
                self.citizens[at as usize] += 1;
                hand -= 1;
                step(Step::Drop { square: at });
            }
            let next = dir.next(at);
            if self.has_stones(next) {
                if is_quan(next) {
                    break TurnEnd::QuanWithStones(next);
                }
                hand = self.take(next);
                at = next;
                step(Step::Lift {
                    square: at,
                    stones: hand,
                });
                continue;
            }
            break self.capture_from(next, dir, options, first_move, step);
        };
        step(Step::TurnEnd(end));
        self.side = !us;
    }

    /// From the empty square `gap`: capture the square after it, and go on
    /// down the chain while an empty square is followed by a full one.
    fn capture_from(
        &mut self,
        mut gap: u8,
        dir: Direction,
        options: &Options,
        first_move: bool,
        step: &mut impl FnMut(Step),
    ) -> TurnEnd {
        let mut captured = false;
        loop {
            if is_quan(gap) && !options.empty_quan_gap {
                return if captured {
                    TurnEnd::AfterCapture
                } else {
                    TurnEnd::EmptyQuan(gap)
                };
            }
            let target = dir.next(gap);
            if !self.has_stones(target) {
                return if captured {
                    TurnEnd::AfterCapture
                } else {
                    TurnEnd::TwoEmpty
                };
            }
            if self.has_mandarin(target) {
                if options.quan_non && self.citizens(target) < 5 {
                    return TurnEnd::QuanNon(target);
                }
                if options.first_turn_no_quan && first_move {
                    return TurnEnd::FirstTurnNoQuan(target);
                }
            }
            let mandarin = self.has_mandarin(target);
            let citizens = self.take(target);
            if mandarin {
                self.mandarins[usize::from(target == 6)] = false;
            }
            let store = &mut self.stores[self.side.index()];
            store.citizens += citizens as i32;
            store.mandarins += u8::from(mandarin);
            step(Step::Capture {
                square: target,
                citizens,
                mandarin,
            });
            captured = true;
            gap = dir.next(target);
            if self.has_stones(gap) {
                return TurnEnd::AfterCapture;
            }
        }
    }

    fn take(&mut self, square: u8) -> u8 {
        std::mem::take(&mut self.citizens[square as usize])
    }

    /// Puts one stone on each of the mover's five empty squares, telling
    /// `step` each thing done.
    fn refill(&mut self, options: &Options, step: &mut impl FnMut(Step)) {
        let us = self.side;
        let (mine, theirs) = (us.index(), (!us).index());
        if self.stores[mine].citizens < 5
            && options.refill_from_mandarin
            && options.has_mandarins()
            && self.stores[mine].mandarins > 0
        {
            self.stores[mine].mandarins -= 1;
            self.stores[mine].citizens += options.mandarin_value as i32;
            step(Step::BreakMandarin {
                side: us,
                citizens: options.mandarin_value,
            });
        }
        for square in own_squares(us) {
            let source = if self.stores[mine].citizens > 0 {
                RefillSource::Own
            } else if options.short_refill == ShortRefill::Borrow {
                RefillSource::Borrowed
            } else {
                RefillSource::OnCredit
            };
            match source {
                RefillSource::Borrowed => {
                    self.stores[theirs].citizens -= 1;
                    self.stores[mine].borrowed += 1;
                }
                _ => self.stores[mine].citizens -= 1,
            }
            self.citizens[square as usize] += 1;
            step(Step::Refill { square, source });
        }
    }
}

// ---- the steps of a move, applied one by one (for animation) ----

/// The stones everywhere at one moment of a move: the ring, both stores and
/// the mover's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Citizens on each square (quan squares included).
    pub citizens: [i32; SQUARES],
    /// Whether quan squares 0 and 6 hold their mandarin.
    pub mandarins: [bool; 2],
    /// South's store, then North's.
    pub stores: [Store; 2],
    /// Stones in the mover's hand.
    pub hand: i32,
    /// The square the hand is over (the last lifted from or dropped on).
    pub at: Option<u8>,
}

impl Frame {
    /// A position at rest: nothing in hand.
    pub fn of(pos: &Position) -> Frame {
        Frame {
            citizens: std::array::from_fn(|s| pos.citizens(s as u8) as i32),
            mandarins: [pos.has_mandarin(0), pos.has_mandarin(6)],
            stores: [*pos.store(SOUTH), *pos.store(NORTH)],
            hand: 0,
            at: None,
        }
    }

    pub fn has_mandarin(&self, square: u8) -> bool {
        mandarin_on(self.mandarins, square)
    }

    pub fn count(&self, square: u8) -> i32 {
        self.citizens.get(square as usize).copied().unwrap_or(0)
    }

    fn add(&mut self, square: u8, n: i32) {
        if let Some(c) = self.citizens.get_mut(square as usize) {
            *c += n;
        }
    }

    /// What a step says happened, done to this frame (`mover` is the side
    /// whose move it is).
    fn apply(&mut self, step: &Step, mover: Side) {
        let (me, them) = (mover.index(), (!mover).index());
        match *step {
            Step::BreakMandarin { side, citizens } => {
                let store = &mut self.stores[side.index()];
                store.mandarins = store.mandarins.saturating_sub(1);
                store.citizens += citizens as i32;
            }
            Step::Refill { square, source } => {
                self.add(square, 1);
                match source {
                    RefillSource::Borrowed => {
                        self.stores[them].citizens -= 1;
                        self.stores[me].borrowed += 1;
                    }
                    RefillSource::Own | RefillSource::OnCredit => self.stores[me].citizens -= 1,
                }
            }
            Step::Lift { square, stones } => {
                self.add(square, -(stones as i32));
                self.hand += stones as i32;
                self.at = Some(square);
            }
            Step::Drop { square } => {
                self.add(square, 1);
                self.hand -= 1;
                self.at = Some(square);
            }
            Step::Capture {
                square,
                citizens,
                mandarin,
            } => {
                self.add(square, -(citizens as i32));
                if mandarin {
                    self.mandarins[usize::from(square == 6)] = false;
                }
                self.stores[me].citizens += citizens as i32;
                self.stores[me].mandarins += u8::from(mandarin);
            }
            Step::TurnEnd(_) => {}
        }
    }
}

/// The frames of a move: the position before it, then the stones after each
/// of its steps (one more frame than steps).
pub fn frames(before: &Position, steps: &[Step]) -> Vec<Frame> {
    let mover = before.side_to_move();
    let mut frame = Frame::of(before);
    let mut out = Vec::with_capacity(steps.len() + 1);
    out.push(frame);
    for step in steps {
        frame.apply(step, mover);
        out.push(frame);
    }
    out
}
