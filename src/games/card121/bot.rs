//! A player for the seats the person does not hold. It decides from its
//! seat's `RoundView` alone, so it cannot see another hand or the deck.
//!
//! It declares every Thế trắng and every winning Ù (a round won is worth
//! more than a hope of a bigger one), and otherwise keeps the five cards
//! with the best prospects: the points it would score with each card it
//! has not seen, plus a small weight for groups still growing (pairs,
//! triples, four alike), so it builds towards a Thế before any single card
//! completes one. A steal locks the card (Bội ước, no indicator points), so
//! its prospects are scored under that bar, and it must beat passing by a
//! margin. Nhất Bản is declared only when many unseen cards (12 or more)
//! would complete the locked hand and that promises well over twice what
//! playing on does; declared more readily it wins rounds cheaply and often.

use super::cards::Card;
use super::groups::{link, phe};
use super::payments::Seat;
use super::scoring::{score, Situation};
use super::table::{Action, Event, Match, Round, RoundView, TableError, Take};

/// How much a steal must improve the prospects before the bot takes the
/// Bội ước that comes with it.
const STEAL_MARGIN: f64 = 6.0;

/// Prospect points (summed over unseen cards) to a unit of group weight.
const OUTS_WEIGHT: f64 = 4.0;

/// The bot's choice for its seat, or `None` when it does not decide now.
pub fn choose(view: &RoundView) -> Option<Action> {
    if view.actions.is_empty() {
        return None;
    }
    if view.actions.contains(&Action::DeclareWhite) {
        return Some(Action::DeclareWhite);
    }
    let offer = view.offer?;
    if view.actions.contains(&Action::Win) && view.preview.as_ref().is_some_and(|s| s.win()) {
        return Some(Action::Win);
    }
    let unseen = unseen(view);
    let take = offer.take_for(view.seat);
    let locked_now = view.locked[view.seat.index()].len() as u8;
    let situation = |locked: u8, nhat_ban: bool| Situation {
        indicator: Some(view.indicator),
        revealed: view.revealed.clone(),
        locked,
        nhat_ban,
        dealer: view.seat == view.dealer,
        self_drawn: false,
        last_card: false,
    };
    let keep = prospects(&view.hand, &unseen, &situation(locked_now, false));
    let mut best: Option<(f64, Card)> = None;
    let locked_after = locked_now + u8::from(take == Take::Cuop);
    let after = situation(locked_after, false);
    for &give in &view.hand {
        if !view.actions.contains(&Action::Exchange {
            give,
            nhat_ban: false,
        }) {
            continue;
        }
        let hand = swapped(&view.hand, give, offer.card);
        let value = prospects(&hand, &unseen, &after);
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, give));
        }
    }
    let margin = if take == Take::Cuop {
        STEAL_MARGIN
    } else {
        0.5
    };
    let Some((value, give)) = best.filter(|&(v, _)| v > keep + margin) else {
        return Some(Action::Pass);
    };
    let nhat_ban = Action::Exchange {
        give,
        nhat_ban: true,
    };
    if view.actions.contains(&nhat_ban) {
        let hand = swapped(&view.hand, give, offer.card);
        let (complete, points) = outs(&hand, &unseen, &situation(0, true));
        if complete >= 12 && points * OUTS_WEIGHT > 2.5 * value + 12.0 {
            return Some(nhat_ban);
        }
    }
    Some(Action::Exchange {
        give,
        nhat_ban: false,
    })
}

fn swapped(hand: &[Card], give: Card, take: Card) -> Vec<Card> {
    hand.iter()
        .map(|&c| if c == give { take } else { c })
        .collect()
}

/// Cards this seat has not seen and does not know to be in another hand.
fn unseen(view: &RoundView) -> Vec<Card> {
    let mut known = [false; Card::COUNT];
    let mut mark = |c: &Card| known[c.index()] = true;
    view.hand.iter().for_each(&mut mark);
    view.locked.iter().flatten().for_each(&mut mark);
    view.pile.iter().for_each(&mut mark);
    view.revealed.iter().for_each(&mut mark);
    mark(&view.indicator);
    if let Some(o) = view.offer {
        mark(&o.card);
    }
    // A card another seat took stays known until it puts it out again.
    let mut held = [false; Card::COUNT];
    for e in &view.log {
        if let Event::Exchange {
            seat, took, gave, ..
        } = e
        {
            if *seat != view.seat {
                held[took.index()] = true;
            }
            held[gave.index()] = false;
        }
    }
    Card::all()
        .filter(|c| !known[c.index()] && !held[c.index()])
        .collect()
}

/// The prospects of five cards: the points they would score with each
/// unseen card, times the outs weight, plus the weight of their groups.
fn prospects(hand: &[Card], unseen: &[Card], situation: &Situation) -> f64 {
    outs(hand, unseen, situation).1 * OUTS_WEIGHT + groups_weight(hand)
}

/// How many unseen cards would make the five a win, and the points those
/// wins score summed (Vô Song counted as 50).
fn outs(hand: &[Card], unseen: &[Card], situation: &Situation) -> (u32, f64) {
    let mut six = hand.to_vec();
    six.push(hand[0]);
    let (mut wins, mut points) = (0, 0.0);
    for &c in unseen {
        six[5] = c;
        if let Ok(s) = score(&six, situation) {
            if s.win() {
                wins += 1;
                points += if s.wins_match() {
                    50.0
                } else {
                    s.total() as f64
                };
            }
        }
    }
    (wins, points)
}

/// Pairs, triples and quads among the five, by figure or suit, and Phe.
fn groups_weight(hand: &[Card]) -> f64 {
    let n = hand.len();
    let mut w = 0.0;
    for i in 0..n {
        for j in i + 1..n {
            if link(&[hand[i], hand[j]]).is_some() {
                w += 1.0;
            }
            for k in j + 1..n {
                let three = [hand[i], hand[j], hand[k]];
                if link(&three).is_some() {
                    w += 2.0;
                } else if phe(&three).is_some() {
                    w += 1.5;
                }
                for l in k + 1..n {
                    if link(&[hand[i], hand[j], hand[k], hand[l]]).is_some() {
                        w += 3.0;
                    }
                }
            }
        }
    }
    w
}

/// The Thế trắng answer a bot owes now: while the round is in its white
/// phase and a seat other than `person` is asked, that seat and its
/// choice (a seat is asked only when it holds a Thế trắng, and a bot
/// always declares it).
pub fn white_answer(round: &Round, person: Seat) -> Option<(Seat, Action)> {
    if !round.in_white_phase() {
        return None;
    }
    let seat = round.to_act().filter(|&s| s != person)?;
    choose(&round.view(seat)).map(|a| (seat, a))
}

/// Plays at once every Thế trắng answer the bots (every seat but
/// `person`) owe now.
///
/// Why at once: seats are asked about Thế trắng one by one from the
/// dealer, and only a seat holding one is asked. A round left waiting on
/// a bot's answer would tell the person, by the wait alone, that this bot
/// holds a Thế trắng before it is declared. Since a bot always declares
/// one, its answer is played inside the call that brings it about (the
/// deal of a round, or the person's own `no-white`), recorded as a step
/// like any other (`#3 white`), and no state shows a bot being asked. With
/// `RoundView::white_phase` true only for the seat being asked, the
/// person's view is then the same whether or not a bot holds a Thế trắng,
/// until one is declared. The API calls this after every verb that
/// changes the match.
pub fn answer_white_at_once(game: &mut Match, person: Seat) -> Result<(), TableError> {
    while game.end().is_none() {
        let Some((seat, action)) = white_answer(game.round(), person) else {
            break;
        };
        game.act(seat, action)?;
    }
    Ok(())
}
