//! One round (vòng) from the deal to its end: the deal, Thế trắng, the turn
//! flow around the offered card (Ù, Bốc, Lấy, Cướp, pass), steals and
//! locking, Nhất Bản, the end and its payments, and what a seat may see of
//! it (`RoundView`).

use serde::Serialize;

use super::super::cards::{Card, Deal};
use super::super::payments::{den_payments, win_payments, Seat};
use super::super::scoring::{is_white_hand, score, Score, Situation, WHITE_HAND_POINTS};
use super::{Action, Event, RoundEnd, RoundResult, TableError, Take};

/// Cướp: at most two steals per player per round.
pub const MAX_STEALS: u8 = 2;

/// Ẩn Sĩ: the hidden indicators, one for each of the first four steals
/// (§5.6). Steals five to eight (two a player) turn up nothing.
pub const HIDDEN_INDICATORS: usize = 4;

/// The card on offer and who revealed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Offer {
    pub card: Card,
    /// The seat that flipped it or put it out.
    pub from: Seat,
    /// Flipped from the deck (then `from` decides first), or put out by an
    /// exchange (then only the three others are asked).
    pub flipped: bool,
    /// How many seats have decided on it so far.
    #[serde(skip)]
    asked: u8,
}

impl Offer {
    fn new(card: Card, from: Seat, flipped: bool) -> Offer {
        Offer {
            card,
            from,
            flipped,
            asked: 0,
        }
    }

    /// Seats in the order they are asked.
    fn deciders(&self) -> u8 {
        if self.flipped {
            4
        } else {
            3
        }
    }

    fn decider(&self) -> Seat {
        self.from.after(self.asked + u8::from(!self.flipped))
    }

    /// How `seat` would take the card.
    pub fn take_for(&self, seat: Seat) -> Take {
        match (seat.index() + 4 - self.from.index()) % 4 {
            0 => Take::Boc,
            1 => Take::Lay,
            _ => Take::Cuop,
        }
    }
}

/// One round (vòng) from the deal to its end.
#[derive(Clone, Debug)]
pub struct Round {
    dealer: Seat,
    strict: bool,
    hands: [Vec<Card>; 4],
    /// Stolen cards, locked face up in the hand (Bội ước).
    locked: [Vec<Card>; 4],
    nhat_ban: [bool; 4],
    steals: [u8; 4],
    indicator: Card,
    hidden: [Card; HIDDEN_INDICATORS],
    revealed: u8,
    /// Nọc, flipped from the front.
    deck: Vec<Card>,
    next: usize,
    /// Chiếu: cards everyone passed, out of play.
    pile: Vec<Card>,
    offer: Option<Offer>,
    /// Before the first flip: how many seats from the dealer have been
    /// settled for Thế trắng.
    white_asked: Option<u8>,
    log: Vec<Event>,
    result: Option<RoundResult>,
}

impl Round {
    /// Deals a round from `deal`; `dealer` is the seat dealt first.
    pub fn new(deal: Deal, dealer: Seat, strict: bool) -> Round {
        let mut hands: [Vec<Card>; 4] = Default::default();
        for k in 0..4u8 {
            hands[dealer.after(k).index()] = deal.hands[k as usize].to_vec();
        }
        let mut round = Round {
            dealer,
            strict,
            hands,
            locked: Default::default(),
            nhat_ban: [false; 4],
            steals: [0; 4],
            indicator: deal.indicator,
            hidden: deal.hidden,
            revealed: 0,
            deck: deal.deck,
            next: 0,
            pile: Vec::new(),
            offer: None,
            white_asked: Some(0),
            log: vec![Event::Deal {
                dealer,
                indicator: deal.indicator,
            }],
            result: None,
        };
        round.settle_white();
        round
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    pub fn locked(&self, seat: Seat) -> &[Card] {
        &self.locked[seat.index()]
    }

    pub fn nhat_ban(&self, seat: Seat) -> bool {
        self.nhat_ban[seat.index()]
    }

    pub fn steals(&self, seat: Seat) -> u8 {
        self.steals[seat.index()]
    }

    pub fn indicator(&self) -> Card {
        self.indicator
    }

    /// The hidden indicators turned up so far.
    pub fn revealed(&self) -> &[Card] {
        &self.hidden[..self.revealed as usize]
    }

    pub fn deck_left(&self) -> usize {
        self.deck.len() - self.next
    }

    pub fn pile(&self) -> &[Card] {
        &self.pile
    }

    pub fn offer(&self) -> Option<Offer> {
        self.offer
    }

    pub fn log(&self) -> &[Event] {
        &self.log
    }

    pub fn result(&self) -> Option<&RoundResult> {
        self.result.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// Before the dealer's first flip, while a seat holding a Thế trắng is
    /// asked whether it declares it. (A seat's view shows this only to the
    /// seat asked: see `RoundView::white_phase`.)
    pub fn in_white_phase(&self) -> bool {
        self.white_asked.is_some() && self.result.is_none()
    }

    /// The seat that decides now.
    pub fn to_act(&self) -> Option<Seat> {
        if self.result.is_some() {
            return None;
        }
        if let Some(k) = self.white_asked {
            return Some(self.dealer.after(k));
        }
        self.offer.map(|o| o.decider())
    }

    /// Every card of the round, once each: the four hands, the indicators,
    /// the deck still to flip, the pile and the offered card (121 in all).
    pub fn every_card(&self) -> Vec<Card> {
        let mut out: Vec<Card> = self.hands.iter().flatten().copied().collect();
        out.push(self.indicator);
        out.extend(self.hidden);
        out.extend(&self.deck[self.next..]);
        out.extend(&self.pile);
        if let Some(o) = self.offer {
            if self.result.is_none() {
                out.push(o.card);
            }
        }
        out
    }

    /// The hidden indicators still face down and the deck's order: what no
    /// seat may see.
    pub fn secret_cards(&self) -> Vec<Card> {
        let mut out: Vec<Card> = self.hidden[self.revealed as usize..].to_vec();
        out.extend(&self.deck[self.next..]);
        out
    }

    /// The scoring situation for `seat` declaring Ù on the offered card.
    fn situation(&self, seat: Seat, offer: &Offer) -> Situation {
        let take = offer.take_for(seat);
        Situation {
            indicator: Some(self.indicator),
            revealed: self.revealed().to_vec(),
            locked: self.locked[seat.index()].len() as u8 + u8::from(take == Take::Cuop),
            nhat_ban: self.nhat_ban[seat.index()],
            dealer: seat == self.dealer,
            self_drawn: take == Take::Boc,
            last_card: offer.flipped && self.deck_left() == 0,
        }
    }

    /// What Ù would score for `seat` now: the seat's own knowledge (its hand
    /// and the table), so a page or bot may show or weigh it.
    pub fn declare_preview(&self, seat: Seat) -> Option<Score> {
        let offer = self.offer?;
        if self.to_act() != Some(seat) || self.white_asked.is_some() {
            return None;
        }
        let mut six = self.hands[seat.index()].clone();
        six.push(offer.card);
        score(&six, &self.situation(seat, &offer)).ok()
    }

    /// Every action `seat` may take now (empty when it is not its turn).
    pub fn actions(&self, seat: Seat) -> Vec<Action> {
        if self.to_act() != Some(seat) {
            return Vec::new();
        }
        if self.white_asked.is_some() {
            return vec![Action::DeclareWhite, Action::DeclineWhite];
        }
        let mut out = Vec::new();
        if self.check(seat, Action::Win).is_ok() {
            out.push(Action::Win);
        }
        for &give in &self.hands[seat.index()] {
            for nhat_ban in [false, true] {
                let a = Action::Exchange { give, nhat_ban };
                if self.check(seat, a).is_ok() {
                    out.push(a);
                }
            }
        }
        out.push(Action::Pass);
        out
    }

    /// Why `action` by `seat` is refused now, if it is.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), TableError> {
        if self.result.is_some() {
            return Err(TableError::RoundOver);
        }
        let Some(turn) = self.to_act() else {
            return Err(TableError::RoundOver);
        };
        if turn != seat {
            return Err(if self.white_asked.is_some() {
                TableError::WhitePhase
            } else {
                TableError::NotYourTurn { turn }
            });
        }
        let i = seat.index();
        if self.white_asked.is_some() {
            return match action {
                Action::DeclareWhite if !is_white_hand(&self.hands[i]) => Err(TableError::NotWhite),
                Action::DeclareWhite | Action::DeclineWhite => Ok(()),
                _ => Err(TableError::WhitePhase),
            };
        }
        let offer = self.offer.expect("a turn has an offered card");
        let take = offer.take_for(seat);
        match action {
            Action::DeclareWhite | Action::DeclineWhite => Err(TableError::NotWhitePhase),
            Action::Pass => Ok(()),
            Action::Win => {
                if take == Take::Cuop && self.steals[i] >= MAX_STEALS {
                    return Err(TableError::NoStealsLeft);
                }
                if self.strict {
                    return Ok(());
                }
                let preview = self.declare_preview(seat).expect("six cards score");
                if preview.win() {
                    Ok(())
                } else {
                    Err(TableError::NotAWin(Box::new(preview)))
                }
            }
            Action::Exchange { give, nhat_ban } => {
                if self.nhat_ban[i] {
                    return Err(TableError::HandLocked);
                }
                if !self.hands[i].contains(&give) {
                    return Err(TableError::NotInHand(give));
                }
                if self.locked[i].contains(&give) {
                    return Err(TableError::Locked(give));
                }
                if take == Take::Cuop {
                    if self.steals[i] >= MAX_STEALS {
                        return Err(TableError::NoStealsLeft);
                    }
                    if nhat_ban {
                        return Err(TableError::NhatBanSteal);
                    }
                }
                if nhat_ban && !self.locked[i].is_empty() {
                    return Err(TableError::NhatBanBoiUoc);
                }
                Ok(())
            }
        }
    }

    /// Plays `action` for `seat`, or refuses it and changes nothing.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<(), TableError> {
        self.check(seat, action)?;
        let i = seat.index();
        if let Some(k) = self.white_asked {
            if action == Action::DeclareWhite {
                let hand = self.hands[i].clone();
                self.log.push(Event::White {
                    seat,
                    hand: hand.clone(),
                });
                self.finish(
                    RoundEnd::White { seat, hand },
                    win_payments(seat, WHITE_HAND_POINTS),
                );
            } else {
                self.white_asked = Some(k + 1);
                self.settle_white();
            }
            return Ok(());
        }
        let mut offer = self.offer.expect("a turn has an offered card");
        let take = offer.take_for(seat);
        match action {
            Action::Pass => {
                self.log.push(Event::Pass {
                    seat,
                    card: offer.card,
                });
                offer.asked += 1;
                if offer.asked < offer.deciders() {
                    self.offer = Some(offer);
                } else {
                    self.pile.push(offer.card);
                    self.offer = None;
                    self.flip(offer.from.after(1));
                }
            }
            Action::Win => {
                let preview = self.declare_preview(seat).expect("six cards score");
                self.log.push(Event::Declare {
                    seat,
                    take,
                    card: offer.card,
                });
                if take == Take::Cuop {
                    self.steals[i] += 1;
                    self.locked[i].push(offer.card);
                }
                self.hands[i].push(offer.card);
                if preview.win() {
                    let payments = if preview.wins_match() {
                        [0; 4]
                    } else {
                        win_payments(seat, preview.total())
                    };
                    let end = RoundEnd::Win {
                        seat,
                        take,
                        card: offer.card,
                        score: preview,
                    };
                    self.finish(end, payments);
                } else {
                    let end = RoundEnd::Den {
                        seat,
                        take,
                        card: offer.card,
                        score: preview,
                    };
                    self.finish(end, den_payments(seat));
                }
            }
            Action::Exchange { give, nhat_ban } => {
                let slot = self.hands[i]
                    .iter()
                    .position(|&c| c == give)
                    .expect("checked");
                self.hands[i][slot] = offer.card;
                self.log.push(Event::Exchange {
                    seat,
                    take,
                    took: offer.card,
                    gave: give,
                    nhat_ban,
                });
                if nhat_ban {
                    self.nhat_ban[i] = true;
                }
                if take == Take::Cuop {
                    self.steals[i] += 1;
                    self.locked[i].push(offer.card);
                    // The first four steals turn up the Ẩn Sĩ; later ones
                    // find none left.
                    if let Some(&card) = self.hidden.get(self.revealed as usize) {
                        self.revealed += 1;
                        self.log.push(Event::Reveal {
                            seat,
                            card,
                            number: self.revealed,
                        });
                    }
                }
                self.offer = Some(Offer::new(give, seat, false));
            }
            Action::DeclareWhite | Action::DeclineWhite => unreachable!("checked"),
        }
        Ok(())
    }

    /// Skips the seats with no Thế trắng hand; flips the first card when
    /// every seat has been settled.
    fn settle_white(&mut self) {
        while let Some(k) = self.white_asked {
            if k >= 4 {
                self.white_asked = None;
                self.flip(self.dealer);
                return;
            }
            if is_white_hand(&self.hands[self.dealer.after(k).index()]) {
                return;
            }
            self.white_asked = Some(k + 1);
        }
    }

    fn flip(&mut self, seat: Seat) {
        if self.next >= self.deck.len() {
            self.log.push(Event::DeckEmpty);
            self.finish(RoundEnd::Draw, [0; 4]);
            return;
        }
        let card = self.deck[self.next];
        self.next += 1;
        self.log.push(Event::Flip { seat, card });
        self.offer = Some(Offer::new(card, seat, true));
    }

    fn finish(&mut self, end: RoundEnd, payments: [i64; 4]) {
        self.result = Some(RoundResult { end, payments });
    }

    /// What `seat` may see: its own hand, the face-up cards, the locked
    /// cards, the revealed indicators and the counts; never another hand
    /// (until a declaration shows it) or the deck's order.
    pub fn view(&self, seat: Seat) -> RoundView {
        let to_act = match self.to_act() {
            // Who is thinking about Thế trắng would tell who holds one.
            Some(s) if self.white_asked.is_some() && s != seat => None,
            other => other,
        };
        RoundView {
            seat,
            dealer: self.dealer,
            hand: self.hands[seat.index()].clone(),
            hand_sizes: self.hands.each_ref().map(|h| h.len() as u8),
            locked: self.locked.clone(),
            nhat_ban: self.nhat_ban,
            steals: self.steals,
            indicator: self.indicator,
            revealed: self.revealed().to_vec(),
            hidden_left: HIDDEN_INDICATORS as u8 - self.revealed,
            deck_left: self.deck_left() as u32,
            pile: self.pile.clone(),
            offer: self.offer.filter(|_| self.result.is_none()),
            white_phase: self.in_white_phase() && to_act == Some(seat),
            to_act,
            actions: self.actions(seat),
            preview: self.declare_preview(seat),
            log: self.log.clone(),
            result: self.result.clone(),
        }
    }
}

/// A round as one seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundView {
    pub seat: Seat,
    pub dealer: Seat,
    pub hand: Vec<Card>,
    pub hand_sizes: [u8; 4],
    pub locked: [Vec<Card>; 4],
    pub nhat_ban: [bool; 4],
    pub steals: [u8; 4],
    pub indicator: Card,
    pub revealed: Vec<Card>,
    pub hidden_left: u8,
    pub deck_left: u32,
    pub pile: Vec<Card>,
    pub offer: Option<Offer>,
    /// This seat is asked about its Thế trắng now. Only the seat asked
    /// sees the white phase: the others see no seat deciding and no card
    /// on offer (which seat is asked, or that any is, would tell who holds
    /// a Thế trắng). A table with bots has them answer at once
    /// (`answer_white_at_once`), so a person never sees that state.
    pub white_phase: bool,
    /// The seat deciding now (hidden from the others during Thế trắng).
    pub to_act: Option<Seat>,
    /// This seat's legal actions, when it decides.
    pub actions: Vec<Action>,
    /// What Ù would score for this seat now, when it decides.
    pub preview: Option<Score>,
    pub log: Vec<Event>,
    pub result: Option<RoundResult>,
}
