//! The 121 table: the turn flow of the brief worked through on chosen
//! deals, refusals that change nothing, and properties of seeded random
//! rounds and matches (every card accounted for, no hidden card in another
//! seat's view, rounds end, scores conserved), with the bots.

use rulebook::core::{Lang, Rng};
use rulebook::games::card121::*;

fn card(text: &str) -> Card {
    Card::from_text(text).unwrap_or_else(|| panic!("{text} is not a card"))
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

fn seat(n: u8) -> Seat {
    Seat::new(n).unwrap()
}

/// A deal with the given hands (dealer first), indicator, hidden indicators
/// and the first cards of the deck; the rest of the deck follows in the
/// unshuffled order.
fn deal(hands: [&str; 4], indicator: &str, hidden: &str, deck: &str) -> Deal {
    let hands = hands.map(|h| <[Card; 5]>::try_from(cards(h)).expect("five cards"));
    let indicator = card(indicator);
    let hidden: [Card; 4] = cards(hidden).try_into().expect("four hidden");
    let mut used: Vec<Card> = hands.iter().flatten().copied().collect();
    used.push(indicator);
    used.extend(hidden);
    let mut deck_cards = cards(deck);
    used.extend(&deck_cards);
    let mut sorted = used.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), used.len(), "a card given twice");
    deck_cards.extend(Card::all().filter(|c| !used.contains(c)));
    Deal {
        hands,
        indicator,
        hidden,
        deck: deck_cards,
    }
}

/// A view as the JSON text the page is given (`to_json`), which must be
/// what serde_json writes of the same value.
fn page_json<T: serde::Serialize>(value: &T) -> String {
    let json = to_json(value).expect("a view is JSON");
    assert_eq!(json, serde_json::to_string(value).unwrap());
    json
}

/// Every seat's view, as the JSON a page is given.
fn views(round: &Round) -> Vec<String> {
    Seat::ALL
        .into_iter()
        .map(|s| page_json(&round.view(s)))
        .collect()
}

fn act(round: &mut Round, n: u8, action: &str) {
    let a = Action::from_text(action).unwrap();
    if let Err(e) = round.act(seat(n), a) {
        panic!("#{n} {action}: {e}");
    }
}

fn refused(round: &mut Round, n: u8, action: &str) -> String {
    let before = views(round);
    let e = round
        .act(seat(n), Action::from_text(action).unwrap())
        .expect_err(action);
    assert_eq!(views(round), before, "a refusal changed the table");
    e.text(Lang::En)
}

fn offer(round: &Round) -> (Card, u8, bool) {
    let o = round.offer().expect("an offered card");
    (o.card, o.from.number(), o.flipped)
}

fn turn(round: &Round) -> u8 {
    round.to_act().expect("someone decides").number()
}

// Hands with no Thế trắng and nothing that wins on the first cards.
const H1: &str = "GE-FR GE-FB IN-LR ME-KY CR-BP";
const H2: &str = "AS-FR AS-BR MO-LB DA-ED NI-FP";
const H3: &str = "PR-BB PR-LB CO-FR MU-KY CR-LR";
const H4: &str = "IN-FB ME-BB DA-BR NI-LP CO-ED";

/// A round of the hands above, #1 dealing, MO-BB and MO-BP the deck's
/// first cards.
fn plain_round() -> Round {
    Round::new(
        deal(
            [H1, H2, H3, H4],
            "MU-LP",
            "PR-FR PR-FB PR-FP PR-BR",
            "MO-BB MO-BP",
        ),
        seat(1),
        false,
    )
}

#[test]
fn a_flip_is_offered_to_the_flipper_first_then_round_the_table() {
    let mut r = plain_round();
    assert!(!r.in_white_phase());
    assert_eq!(offer(&r), (card("MO-BB"), 1, true));
    assert_eq!(turn(&r), 1);
    // #1's own flip is a Bốc; #2's is a Lấy; #3 and #4 would steal.
    let o = r.offer().unwrap();
    assert_eq!(o.take_for(seat(1)), Take::Boc);
    assert_eq!(o.take_for(seat(2)), Take::Lay);
    assert_eq!(o.take_for(seat(3)), Take::Cuop);
    assert_eq!(o.take_for(seat(4)), Take::Cuop);
    for n in 1..=4 {
        assert_eq!(turn(&r), n);
        act(&mut r, n, "pass");
    }
    // All four passed: the card goes to the table, the seat after the
    // flipper flips the next and decides first.
    assert_eq!(r.pile(), &[card("MO-BB")]);
    assert_eq!(offer(&r), (card("MO-BP"), 2, true));
    assert_eq!(turn(&r), 2);
}

#[test]
fn an_exchange_offers_the_card_put_out_to_the_three_others() {
    let mut r = plain_round();
    act(&mut r, 1, "pass");
    // #2 takes #1's flip (Lấy) and puts out NI-FP.
    act(&mut r, 2, "swap NI-FP");
    assert!(r.hand(seat(2)).contains(&card("MO-BB")));
    assert!(!r.hand(seat(2)).contains(&card("NI-FP")));
    assert_eq!(offer(&r), (card("NI-FP"), 2, false));
    assert_eq!(turn(&r), 3);
    act(&mut r, 3, "pass");
    act(&mut r, 4, "pass");
    act(&mut r, 1, "pass");
    // #2 is not asked about its own card; #3, after #2, flips.
    assert_eq!(offer(&r), (card("MO-BP"), 3, true));
    assert_eq!(turn(&r), 3);
    match r.log().iter().rev().nth(1) {
        Some(Event::Pass { seat: s, card: c }) => {
            assert_eq!((s.number(), *c), (1, card("NI-FP")))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_log_names_cards_by_their_names_in_either_language() {
    let mut r = plain_round();
    act(&mut r, 1, "pass");
    act(&mut r, 2, "swap NI-FP");
    act(&mut r, 3, "pass");
    let lines = |lang| r.log().iter().map(|e| e.text(lang)).collect::<Vec<_>>();
    let (mo_bb, ni_fp, mu_lp) = (card("MO-BB"), card("NI-FP"), card("MU-LP"));
    assert_eq!(
        lines(Lang::Vi),
        [
            format!("#1 chia bài. Chỉ Điểm: {}", mu_lp.name(Lang::Vi)),
            format!("#1 lật {}", mo_bb.name(Lang::Vi)),
            format!("#1 bỏ {}", mo_bb.name(Lang::Vi)),
            format!(
                "#2 lấy {}, đánh ra {}",
                mo_bb.name(Lang::Vi),
                ni_fp.name(Lang::Vi)
            ),
            format!("#3 bỏ {}", ni_fp.name(Lang::Vi)),
        ]
    );
    assert_eq!(
        lines(Lang::En)[2],
        format!("#1 passes {}", mo_bb.name(Lang::En))
    );
    assert_eq!(lines(Lang::En)[2], "#1 passes Monk of Butterfly-blue");
    // No line carries a card's code.
    for line in lines(Lang::Vi).iter().chain(&lines(Lang::En)) {
        for c in Card::all() {
            assert!(!line.contains(&c.text()), "{line}");
        }
    }
}

#[test]
fn a_steal_skips_the_seats_between_locks_the_card_and_reveals_a_hidden_indicator() {
    let mut r = plain_round();
    act(&mut r, 1, "pass");
    act(&mut r, 2, "pass");
    // #3 steals #1's flip (Cướp): #2 has lost its turn on it.
    act(&mut r, 3, "swap MU-KY");
    assert_eq!(r.locked(seat(3)), &[card("MO-BB")]);
    assert_eq!(r.steals(seat(3)), 1);
    assert_eq!(r.revealed(), &[card("PR-FR")]);
    assert_eq!(offer(&r), (card("MU-KY"), 3, false));
    assert_eq!(turn(&r), 4);
    // The locked card may never be put out again.
    act(&mut r, 4, "pass");
    act(&mut r, 1, "pass");
    act(&mut r, 2, "pass");
    let (_, from, _) = offer(&r);
    assert_eq!(from, 4);
    for n in [4, 1, 2] {
        act(&mut r, n, "pass");
    }
    assert_eq!(turn(&r), 3);
    assert!(refused(&mut r, 3, "swap MO-BB").contains("locked face up"));
    // Every seat sees the locked card and the revealed indicator.
    for v in views(&r) {
        assert!(v.contains("\"MO-BB\"") && v.contains("\"PR-FR\""));
    }
}

/// Plays until `n` decides on a card from two seats back, passing for
/// everyone else.
fn pass_until_steal_chance(r: &mut Round, n: u8) {
    for _ in 0..40 {
        let t = turn(r);
        if t == n && r.offer().unwrap().take_for(seat(n)) == Take::Cuop {
            return;
        }
        act(r, t, "pass");
    }
    panic!("no steal chance for #{n}");
}

#[test]
fn two_steals_each_and_the_four_hidden_indicators_for_the_first_four() {
    let mut r = Round::new(
        deal([H1, H2, H3, H4], "MU-LP", "PR-FR PR-FB PR-FP PR-BR", ""),
        seat(1),
        false,
    );
    let give = |r: &Round, n: u8| {
        let locked = r.locked(seat(n));
        r.hand(seat(n))
            .iter()
            .find(|c| !locked.contains(c))
            .unwrap()
            .text()
    };
    for _ in 0..2 {
        pass_until_steal_chance(&mut r, 3);
        let g = give(&r, 3);
        act(&mut r, 3, &format!("swap {g}"));
    }
    pass_until_steal_chance(&mut r, 3);
    let g = give(&r, 3);
    assert!(refused(&mut r, 3, &format!("swap {g}")).contains("stolen twice"));
    for _ in 0..2 {
        pass_until_steal_chance(&mut r, 4);
        let g = give(&r, 4);
        act(&mut r, 4, &format!("swap {g}"));
    }
    assert_eq!(r.revealed().len(), 4);
    assert_eq!(r.view(seat(1)).hidden_left, 0);
    // The four Ẩn Sĩ are for the first four steals (§5.6): the fifth to
    // the eighth are steals all the same (two a player), and turn up
    // nothing.
    for n in [1, 1, 2, 2] {
        pass_until_steal_chance(&mut r, n);
        let g = give(&r, n);
        let reveals = r.log().len();
        act(&mut r, n, &format!("swap {g}"));
        assert!(matches!(
            r.log()[reveals..],
            [Event::Exchange {
                take: Take::Cuop,
                ..
            }]
        ));
        assert_eq!(r.revealed().len(), 4);
    }
    assert_eq!(Seat::ALL.map(|s| r.steals(s)), [2; 4]);
    assert_eq!(r.locked(seat(1)).len(), 2);
    pass_until_steal_chance(&mut r, 1);
    let g = give(&r, 1);
    assert!(refused(&mut r, 1, &format!("swap {g}")).contains("stolen twice"));
    // Taking from the seat just before is no steal and stays open.
    act(&mut r, 1, "pass");
    while r.offer().unwrap().take_for(seat(turn(&r))) != Take::Lay {
        let t = turn(&r);
        act(&mut r, t, "pass");
    }
    let t = turn(&r);
    let g = give(&r, t);
    act(&mut r, t, &format!("swap {g}"));
}

#[test]
fn a_fifth_steal_is_offered_once_the_four_hidden_indicators_are_up() {
    // Seed 69: #3, #2, #4 and #3 again steal; the last one turns up the
    // fourth Ẩn Sĩ. #1 has stolen nothing and may steal CO-BR from #3.
    let steps: Vec<String> = [
        "#1 pass",
        "#2 pass",
        "#3 swap GE-KY",
        "#4 pass",
        "#1 pass",
        "#2 swap MO-BP",
        "#3 pass",
        "#4 swap MU-KY",
        "#1 pass",
        "#2 pass",
        "#3 swap CO-BR",
        "#4 pass",
    ]
    .map(String::from)
    .to_vec();
    let mut m = Match::replay(TableOptions::default(), 69, &steps).unwrap();
    let r = m.round();
    assert_eq!(r.revealed().len(), 4);
    assert_eq!(turn(r), 1);
    let o = r.offer().unwrap();
    assert_eq!((o.card, o.take_for(seat(1))), (card("CO-BR"), Take::Cuop));
    let swaps: Vec<Action> = r
        .actions(seat(1))
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                Action::Exchange {
                    nhat_ban: false,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(swaps.len(), 5, "any of the five may go out");
    let view = m.view(seat(1));
    assert_eq!(view.round.actions, m.round().actions(seat(1)));
    let before = m.round().log().len();
    m.act(seat(1), swaps[0]).unwrap();
    let r = m.round();
    assert_eq!(r.steals(seat(1)), 1);
    assert_eq!(r.locked(seat(1)), &[card("CO-BR")]);
    assert_eq!(r.revealed().len(), 4, "no fifth Ẩn Sĩ to turn up");
    assert_eq!(r.log().len(), before + 1);
    assert_eq!(turn(r), 2);
}

#[test]
fn thế_trắng_is_asked_before_the_first_flip_in_order_from_the_dealer() {
    // #2 and #4 (dealt 2nd and 4th) hold five unrelated regular cards.
    let white_a = "GE-LR IN-LB ME-LP CO-BP DA-BB";
    let white_b = "MO-FR MU-FB NI-FP AS-BR GE-BB";
    assert!(is_white_hand(&cards(white_a)) && is_white_hand(&cards(white_b)));
    // Near misses: a shared suit; an honour card.
    assert!(!is_white_hand(&cards("MO-FR MU-FB NI-FP AS-BR GE-BR")));
    assert!(!is_white_hand(&cards("MO-FR MU-FB NI-FP AS-BR GE-KY")));
    let d = deal(
        [H1, white_a, "PR-BB PR-LB CO-KY MU-KY CR-LR", white_b],
        "CR-FP",
        "PR-FR PR-FP PR-BR PR-ED",
        "",
    );
    let mut r = Round::new(d.clone(), seat(1), false);
    assert!(r.in_white_phase());
    assert_eq!(r.offer(), None);
    assert_eq!(turn(&r), 2);
    // The others are not told who is thinking about Thế trắng.
    assert_eq!(r.view(seat(1)).to_act, None);
    assert_eq!(r.view(seat(2)).to_act, Some(seat(2)));
    // Nor that anyone is: the white phase shows only to the seat asked.
    assert!(!r.view(seat(1)).white_phase && r.view(seat(2)).white_phase);
    assert!(refused(&mut r, 2, "pass").contains("only Thế trắng"));
    act(&mut r, 2, "no-white");
    assert_eq!(turn(&r), 4);
    act(&mut r, 4, "white");
    let result = r.result().unwrap();
    assert!(matches!(result.end, RoundEnd::White { seat: s, .. } if s == seat(4)));
    // 1 point, 3-4-3: only the seat opposite pays, 100.
    assert_eq!(result.payments, [0, -100, 0, 100]);
    // Declining all round starts the turns with the dealer's flip.
    let mut r = Round::new(d, seat(1), false);
    act(&mut r, 2, "no-white");
    act(&mut r, 4, "no-white");
    assert!(!r.in_white_phase());
    assert_eq!(turn(&r), 1);
    assert!(refused(&mut r, 1, "white").contains("before the dealer's first flip"));
}

#[test]
fn ù_with_a_winning_six_pays_3_4_3_with_bonuses_and_indicators() {
    // #2 holds a Phiên and two Kyoto cards; #1 flips the third Kyoto.
    let mut r = Round::new(
        deal(
            [
                H1,
                "AS-FR AS-BR AS-LR CO-KY DA-KY",
                H3.replace("MU-KY", "MU-FP").as_str(),
                H4,
            ],
            "NI-KY",
            "PR-FR PR-FB PR-FP PR-BR",
            "GE-KY",
        ),
        seat(1),
        false,
    );
    act(&mut r, 1, "pass");
    assert_eq!(r.actions(seat(2))[0], Action::Win);
    let preview = r.declare_preview(seat(2)).unwrap();
    assert_eq!(preview.pattern, Some(Pattern::PhienCoDo));
    act(&mut r, 2, "win");
    let result = r.result().unwrap().clone();
    let RoundEnd::Win {
        seat: s,
        take,
        score,
        ..
    } = &result.end
    else {
        panic!("{result:?}")
    };
    assert_eq!((s.number(), *take), (2, Take::Lay));
    // Phiên–Cố Đô 2, indicator NI-KY: its suit Kyoto is held (+1).
    assert_eq!(score.pattern_points(), 2);
    assert_eq!(score.indicator_points.len(), 1);
    assert_eq!(score.total(), 3);
    // 3 points from #2: #3 (next) 1, #4 (opposite) 1, #1 (previous) 1.
    assert_eq!(result.payments, [-100, 300, -100, -100]);
    assert_eq!(result.payments.iter().sum::<i64>(), 0);
    assert!(r.actions(seat(3)).is_empty());
}

#[test]
fn ù_on_ones_own_flip_is_tự_thân_and_on_the_last_card_kết_chung() {
    let d = deal(
        [
            H1.replace("GE-FR GE-FB", "MO-FR MO-BR").as_str(),
            H2.replace("AS-FR AS-BR MO-LB", "AS-LP CR-FP MO-BP")
                .as_str(),
            H3,
            H4,
        ],
        "NI-KY",
        "PR-FR PR-FB PR-FP PR-BR",
        "",
    );
    let _ = d;
    // #1: MO-FR MO-BR IN-LR ME-KY CR-BP; the last card MO-LR makes a
    // Phiên, and the rest must pair up: build the hand for it instead.
    let hand1 = "MO-FR MO-BR ME-KY ME-ED ME-FP";
    let mut d = deal(
        [hand1, H2, H3, H4],
        "NI-KY",
        "PR-FR PR-FB PR-FP PR-BR",
        "MO-LR",
    );
    d.deck.truncate(1);
    let mut r = Round::new(d, seat(1), false);
    assert_eq!(r.deck_left(), 0);
    let preview = r.declare_preview(seat(1)).unwrap();
    assert!(preview.win(), "{:?}", preview.lines(Lang::En));
    assert!(preview.bonuses.contains(&Bonus::SelfDrawn));
    assert!(preview.bonuses.contains(&Bonus::LastCard));
    assert!(preview.bonuses.contains(&Bonus::Dealer));
    act(&mut r, 1, "win");
    assert!(r.is_over());
}

#[test]
fn an_empty_deck_ends_the_round_as_a_draw() {
    let mut d = deal(
        [H1, H2, H3, H4],
        "MU-LP",
        "PR-FR PR-FB PR-FP PR-BR",
        "MO-BB MO-BP",
    );
    d.deck.truncate(2);
    let mut r = Round::new(d, seat(1), false);
    for _ in 0..8 {
        let t = turn(&r);
        act(&mut r, t, "pass");
    }
    let result = r.result().unwrap();
    assert_eq!(result.end, RoundEnd::Draw);
    assert_eq!(result.payments, [0; 4]);
    assert_eq!(r.log().last(), Some(&Event::DeckEmpty));
    assert!(refused(&mut r, 1, "pass").contains("over"));
}

#[test]
fn a_steal_to_win_is_a_steal_bội_ước_and_reveals_nothing() {
    // #3 holds five unrelated cards; the sixth, stolen, makes Quốc Sĩ, plain
    // because the indicator NI-BB shares a suit with GE-BB, and Bội ước
    // bars plain Quốc Sĩ.
    let qs = "GE-BB IN-BP ME-FB CO-LB DA-KY";
    let mut r = Round::new(
        deal(
            [H1, H2, qs, H4],
            "NI-BB",
            "PR-FR PR-FB PR-FP PR-BR",
            "MO-LR",
        ),
        seat(1),
        false,
    );
    act(&mut r, 1, "pass");
    act(&mut r, 2, "pass");
    // MO-LR is unrelated to all five: six unrelated, but #3 would steal it.
    let preview = r.declare_preview(seat(3)).unwrap();
    assert!(!preview.win());
    assert_eq!(preview.barred, vec![Pattern::QuocSi]);
    assert!(!r.actions(seat(3)).contains(&Action::Win));
    assert!(refused(&mut r, 3, "win").contains("Bội ước"));
    // Under the strict option the declaration stands and costs Đền.
    let mut r = Round::new(
        deal(
            [H1, H2, qs, H4],
            "NI-BB",
            "PR-FR PR-FB PR-FP PR-BR",
            "MO-LR",
        ),
        seat(1),
        true,
    );
    act(&mut r, 1, "pass");
    act(&mut r, 2, "pass");
    act(&mut r, 3, "win");
    let result = r.result().unwrap();
    assert!(matches!(result.end, RoundEnd::Den { .. }));
    assert_eq!(result.payments, [100, 100, -300, 100]);
    assert_eq!(r.revealed().len(), 0, "a steal to win turns up no Ẩn Sĩ");
    assert_eq!(r.steals(seat(3)), 1);
    // Taken by Lấy (#2), the same six are plain Quốc Sĩ and win.
    let mut r = Round::new(
        deal(
            [H1, qs, H3, H4],
            "NI-BB",
            "PR-FR PR-FB PR-FP PR-BR",
            "MO-LR",
        ),
        seat(1),
        false,
    );
    act(&mut r, 1, "pass");
    assert_eq!(
        r.declare_preview(seat(2)).unwrap().pattern,
        Some(Pattern::QuocSi)
    );
}

#[test]
fn nhất_bản_locks_the_hand_and_wins_on_a_complete_six() {
    // #2 takes #1's flip and declares Nhất Bản; from then on only Ù or pass.
    let h2 = "AS-FR AS-BR GE-LB GE-ED NI-FP";
    let mut r = Round::new(
        deal(
            [H1, h2, H3, H4],
            "MU-LP",
            "PR-FR PR-FB PR-FP PR-BR",
            "NI-LB MO-BB ME-BP NI-BB",
        ),
        seat(1),
        false,
    );
    act(&mut r, 1, "pass");
    act(&mut r, 2, "swap NI-FP nhat-ban");
    assert!(r.nhat_ban(seat(2)));
    // Only #2 knows: the others see the flag, never the cards.
    assert!(r.view(seat(1)).nhat_ban[1]);
    for n in [3, 4, 1] {
        act(&mut r, n, "pass");
    }
    // #3 flips MO-BB; #2 may not exchange any more.
    assert_eq!(offer(&r).0, card("MO-BB"));
    for n in [3, 4, 1] {
        act(&mut r, n, "pass");
    }
    assert_eq!(turn(&r), 2);
    assert!(refused(&mut r, 2, "swap AS-FR").contains("Nhất Bản"));
    assert_eq!(r.actions(seat(2)), vec![Action::Pass]);
    act(&mut r, 2, "pass");
    // ME-BP, then NI-BB: AS-FR AS-BR | GE-LB NI-LB | NI-BB … three pairs
    // not all of one kind: complete, no Thế, so Nhất Bản itself (1 point).
    while offer(&r).0 != card("NI-BB") || turn(&r) != 2 {
        let t = turn(&r);
        act(&mut r, t, "pass");
    }
    let preview = r.declare_preview(seat(2)).unwrap();
    assert!(preview.win(), "{:?}", preview.lines(Lang::En));
    act(&mut r, 2, "win");
    let RoundEnd::Win { score, .. } = &r.result().unwrap().end else {
        panic!()
    };
    assert!(score.indicator_points.is_empty());
}

#[test]
fn nhất_bản_is_refused_with_a_steal_or_a_locked_card() {
    let mut r = Round::new(
        deal([H1, H2, H3, H4], "MU-LP", "PR-FR PR-FB PR-FP PR-BR", ""),
        seat(1),
        false,
    );
    act(&mut r, 1, "pass");
    act(&mut r, 2, "pass");
    assert!(refused(&mut r, 3, "swap MU-KY nhat-ban").contains("not a steal"));
    act(&mut r, 3, "swap MU-KY");
    while !(turn(&r) == 3 && r.offer().unwrap().take_for(seat(3)) != Take::Cuop) {
        let t = turn(&r);
        act(&mut r, t, "pass");
    }
    let g = r
        .hand(seat(3))
        .iter()
        .find(|c| **c != r.locked(seat(3))[0])
        .unwrap()
        .text();
    assert!(refused(&mut r, 3, &format!("swap {g} nhat-ban")).contains("Bội ước"));
}

#[test]
fn refusals_say_why_and_change_nothing() {
    let mut r = Round::new(
        deal(
            [H1, H2, H3, H4],
            "MU-LP",
            "PR-FR PR-FB PR-FP PR-BR",
            "MO-BB",
        ),
        seat(1),
        false,
    );
    assert!(refused(&mut r, 2, "pass").contains("not your turn: #1 decides now"));
    assert!(refused(&mut r, 1, "swap AS-FR").contains("AS-FR is not in your hand"));
    assert!(refused(&mut r, 1, "win").contains("no Ù"));
    assert!(Action::from_text("take AS-FR").is_err());
    assert!(Action::from_text("swap XX-FR").is_err());
    for text in [
        "white",
        "no-white",
        "win",
        "pass",
        "swap AS-FR",
        "swap AS-FR nhat-ban",
    ] {
        assert_eq!(Action::from_text(text).unwrap().text(), text);
    }
    for lang in [Lang::Vi, Lang::En] {
        let e = r.check(seat(2), Action::Pass).unwrap_err();
        assert!(!e.text(lang).is_empty());
    }
}

// ---- Properties over seeded random rounds ----

/// A legal action chosen at random, exchanges and steals often enough to
/// exercise them.
fn random_action(round: &Round, rng: &mut Rng) -> (Seat, Action) {
    let s = round.to_act().expect("someone decides");
    let actions = round.actions(s);
    assert!(!actions.is_empty() && actions.contains(&Action::Pass) || round.in_white_phase());
    if actions.contains(&Action::Win) && rng.below(4) != 0 {
        return (s, Action::Win);
    }
    let a = if rng.below(3) == 0 {
        actions[rng.below(actions.len() as u64) as usize]
    } else if round.in_white_phase() {
        actions[rng.below(2) as usize]
    } else {
        Action::Pass
    };
    (s, a)
}

/// Cards a seat holds that nobody else has seen: dealt to it and never
/// shown since.
fn private_cards(round: &Round, dealt: &[Vec<Card>; 4], s: Seat) -> Vec<Card> {
    let locked = round.locked(s);
    round
        .hand(s)
        .iter()
        .filter(|c| dealt[s.index()].contains(c) && !locked.contains(c))
        .copied()
        .collect()
}

fn assert_no_leak(round: &Round, dealt: &[Vec<Card>; 4], context: &str) {
    let secret = round.secret_cards();
    let shown: Option<Seat> = round.result().and_then(|r| match &r.end {
        RoundEnd::White { seat, .. } | RoundEnd::Win { seat, .. } | RoundEnd::Den { seat, .. } => {
            Some(*seat)
        }
        RoundEnd::Draw => None,
    });
    for viewer in Seat::ALL {
        let json = page_json(&round.view(viewer));
        let mut hidden = secret.clone();
        for other in Seat::ALL {
            if other != viewer && Some(other) != shown {
                hidden.extend(private_cards(round, dealt, other));
            }
        }
        for c in hidden {
            assert!(
                !json.contains(&format!("\"{c}\"")),
                "{context}: #{} sees {c}",
                viewer.number()
            );
        }
    }
}

#[test]
fn random_rounds_keep_every_card_hide_every_secret_and_end() {
    let mut rng = Rng::from_seed(121);
    let (mut wins, mut dens, mut draws, mut whites, mut steals, mut nhat_bans) = (0, 0, 0, 0, 0, 0);
    for game in 0..300u64 {
        let strict = game % 3 == 0;
        let dealer = Seat::ALL[(game % 4) as usize];
        let mut r = Round::new(Deal::new(&mut Rng::from_seed(game)), dealer, strict);
        let dealt: [Vec<Card>; 4] = Seat::ALL.map(|s| r.hand(s).to_vec());
        let mut actions = 0;
        while !r.is_over() {
            let mut all = r.every_card();
            assert_eq!(all.len(), 121, "round {game}");
            all.sort();
            all.dedup();
            assert_eq!(all.len(), 121, "round {game}: a card twice");
            for s in Seat::ALL {
                assert_eq!(r.hand(s).len(), 5);
            }
            if actions % 7 == 0 {
                assert_no_leak(&r, &dealt, &format!("round {game}, action {actions}"));
            }
            let (s, a) = random_action(&r, &mut rng);
            r.act(s, a).unwrap_or_else(|e| panic!("{}: {e}", a.text()));
            actions += 1;
            assert!(actions < 2000, "round {game} does not end");
        }
        assert_no_leak(&r, &dealt, &format!("round {game}, end"));
        let result = r.result().unwrap();
        assert_eq!(result.payments.iter().sum::<i64>(), 0);
        match result.end {
            RoundEnd::Win { .. } => wins += 1,
            RoundEnd::Den { .. } => dens += 1,
            RoundEnd::Draw => draws += 1,
            RoundEnd::White { .. } => whites += 1,
        }
        steals += Seat::ALL.iter().map(|&s| r.steals(s) as u32).sum::<u32>();
        nhat_bans += Seat::ALL.iter().filter(|&&s| r.nhat_ban(s)).count();
    }
    eprintln!("300 rounds: {wins} wins, {dens} Đền, {draws} draws, {whites} Thế trắng; {steals} steals, {nhat_bans} Nhất Bản");
    assert!(wins > 0 && dens > 0 && draws > 0 && steals > 0 && nhat_bans > 0);
}

#[test]
fn random_matches_conserve_10000_rotate_the_deal_and_replay() {
    for seed in 0..12u64 {
        let games = [1, 2, 4][(seed % 3) as usize];
        let options = TableOptions::new(games, seed % 2 == 0).unwrap();
        let mut m = Match::new(options, seed);
        let mut rng = Rng::from_seed(seed + 1000);
        let mut rounds = 0;
        while m.end().is_none() {
            if m.round().is_over() {
                assert_eq!(m.scores().iter().sum::<i64>(), 10_000);
                let dealer = m.round().dealer();
                m.next_round().unwrap();
                assert_eq!(m.round().dealer(), dealer.after(1));
                continue;
            }
            let (s, a) = random_action(m.round(), &mut rng);
            m.act(s, a).unwrap();
            if m.round().is_over() {
                // The whole match as the page is given it, history and
                // end included.
                page_json(&m.view(s));
                rounds += 1;
                assert_eq!(m.history().len(), rounds);
                assert_eq!(m.scores().iter().sum::<i64>(), 10_000);
            }
        }
        assert!(m.round_number() <= options.rounds());
        let end = m.end().unwrap().clone();
        if let MatchEnd::Played { .. } = end {
            assert_eq!(m.round_number(), options.rounds());
        }
        if let MatchEnd::Bankrupt { .. } = end {
            assert!(m.scores().iter().any(|&s| s <= 0));
        }
        assert!(m.next_round().is_err() && m.act(seat(1), Action::Pass).is_err());
        // The seed and the steps replay the same match.
        let steps: Vec<String> = m.steps().iter().map(|s| s.text()).collect();
        let again = Match::replay(options, seed, &steps).unwrap();
        assert_eq!(again.scores(), m.scores());
        assert_eq!(again.history(), m.history());
    }
}

// ---- Bots ----

#[test]
fn bots_play_legal_rounds_to_the_end() {
    let (mut wins, mut draws, mut points) = (0, 0, 0);
    for seed in 0..16u64 {
        let mut r = Round::new(
            Deal::new(&mut Rng::from_seed(seed)),
            Seat::ALL[(seed % 4) as usize],
            false,
        );
        while !r.is_over() {
            let s = r.to_act().unwrap();
            let a = choose(&r.view(s)).expect("the bot decides on its turn");
            r.act(s, a).unwrap();
        }
        match &r.result().unwrap().end {
            RoundEnd::Win { score, .. } => {
                wins += 1;
                points += score.total();
            }
            RoundEnd::Draw => draws += 1,
            RoundEnd::White { .. } => wins += 1,
            RoundEnd::Den { .. } => panic!("a bot paid Đền"),
        }
    }
    eprintln!("16 bot rounds: {wins} won ({points} points), {draws} draws");
    assert!(
        wins >= 8,
        "bots should win most rounds before the deck runs out"
    );
}

#[test]
fn a_bot_takes_a_winning_ù() {
    let mut r = Round::new(
        deal(
            [
                H1,
                "AS-FR AS-BR AS-LR CO-KY DA-KY",
                "PR-BB PR-LB CO-FR MU-FP CR-LR",
                H4,
            ],
            "NI-KY",
            "PR-FR PR-FB PR-FP PR-BR",
            "GE-KY",
        ),
        seat(1),
        false,
    );
    act(&mut r, 1, "pass");
    assert_eq!(choose(&r.view(seat(2))), Some(Action::Win));
    assert_eq!(choose(&r.view(seat(3))), None, "not #3's turn");
}

#[test]
fn a_bot_takes_a_small_gain_but_does_not_steal_for_it() {
    let weak = "AS-LB GE-BR MU-ED NI-FB PR-FB";
    // From the seat just before (Lấy), a second Assassin is worth taking.
    let mut r = Round::new(
        deal(
            [H1, weak, H3, H4],
            "CR-FP",
            "PR-FR PR-LR PR-FP PR-BR",
            "AS-BB",
        ),
        seat(1),
        false,
    );
    act(&mut r, 1, "pass");
    let lay = choose(&r.view(seat(2))).unwrap();
    assert!(matches!(lay, Action::Exchange { .. }), "{}", lay.text());
    // Two seats back it would be a steal, locking the card: not for that.
    let mut r = Round::new(
        deal(
            [H1, H2, weak, H4],
            "CR-FP",
            "PR-FR PR-LR PR-FP PR-BR",
            "AS-BB",
        ),
        seat(1),
        false,
    );
    act(&mut r, 1, "pass");
    act(&mut r, 2, "pass");
    assert_eq!(choose(&r.view(seat(3))), Some(Action::Pass));
}

#[test]
fn bots_beat_a_player_who_plays_at_random() {
    let mut rng = Rng::from_seed(5);
    let mut totals = [0i64; 4];
    for seed in 0..40u64 {
        let mut r = Round::new(
            Deal::new(&mut Rng::from_seed(seed + 500)),
            Seat::ALL[(seed % 4) as usize],
            false,
        );
        while !r.is_over() {
            let s = r.to_act().unwrap();
            let a = if s == seat(1) {
                random_action(&r, &mut rng).1
            } else {
                choose(&r.view(s)).unwrap()
            };
            r.act(s, a).unwrap();
        }
        for (t, p) in totals.iter_mut().zip(r.result().unwrap().payments) {
            *t += p;
        }
    }
    eprintln!("40 rounds, #1 random, others bots: {totals:?}");
    let bots = totals[1..].iter().sum::<i64>() / 3;
    assert!(totals[0] < bots, "{totals:?}");
}

// ---- Thế trắng and what the person may learn from it ----

/// `deal` with hand `k` (in dealing order) made a Thế trắng (`white`) or
/// made none, by swapping cards with the back half of the deck: the other
/// hands, the indicators and the deck's first 48 cards stay as they are.
fn with_white(mut d: Deal, k: usize, white: bool) -> Deal {
    let back = d.deck.len() / 2;
    if is_white_hand(&d.hands[k]) == white {
        return d;
    }
    let swap_in = |d: &mut Deal, slot: usize, fits: &dyn Fn(Card) -> bool| {
        let p = (back..d.deck.len())
            .find(|&p| fits(d.deck[p]))
            .expect("a card that fits in the back of the deck");
        std::mem::swap(&mut d.hands[k][slot], &mut d.deck[p]);
    };
    if white {
        for slot in 0..5 {
            let hand = d.hands[k];
            let fits = |c: Card| c.is_regular() && hand[..slot].iter().all(|h| !h.related(c));
            if !fits(hand[slot]) {
                swap_in(&mut d, slot, &fits);
            }
        }
    } else {
        let first = d.hands[k][0];
        swap_in(&mut d, 4, &|c: Card| c.related(first));
    }
    assert_eq!(is_white_hand(&d.hands[k]), white);
    d
}

/// What `person` is shown of a round dealt from `deal`, the bots (every
/// other seat) answering Thế trắng as the API has them answer it: right
/// after the deal, then, if the person is asked, after its `no-white`.
/// `None` once a bot has declared (its hand is then public).
fn person_sees(deal: Deal, dealer: Seat, person: Seat) -> Vec<Option<String>> {
    let mut r = Round::new(deal, dealer, false);
    let mut seen = Vec::new();
    loop {
        while let Some((s, a)) = white_answer(&r, person) {
            assert_ne!(s, person);
            r.act(s, a).unwrap();
        }
        let view = r.view(person);
        assert!(
            !r.in_white_phase() || r.to_act() == Some(person),
            "the round waits on a bot's Thế trắng"
        );
        assert_eq!(
            view.white_phase,
            view.to_act == Some(person) && r.in_white_phase()
        );
        let by_bot = matches!(
            r.result().map(|x| &x.end),
            Some(RoundEnd::White { seat: s, .. }) if *s != person
        );
        seen.push((!by_bot).then(|| page_json(&view)));
        if !view.white_phase {
            return seen;
        }
        r.act(person, Action::DeclineWhite).unwrap();
    }
}

#[test]
fn a_bots_thế_trắng_is_declared_at_once_so_no_state_shows_it_asked() {
    // Seeds 23, 25 and 65: #1 deals and holds no Thế trắng; a bot does.
    for (seed, bot) in [(23, 3), (25, 4), (65, 3)] {
        let mut m = Match::new(TableOptions::default(), seed);
        let r = m.round();
        assert!(r.in_white_phase() && r.to_act() == Some(seat(bot)));
        // #1 is not asked, so its view says no white phase and no seat.
        let v = m.view(seat(1)).round;
        assert!(!v.white_phase && v.to_act.is_none(), "seed {seed}");
        assert!(m.view(seat(bot)).round.white_phase);
        // The API answers for the bot at once: it declares, which shows
        // its hand to everyone.
        answer_white_at_once(&mut m, seat(1)).unwrap();
        assert_eq!(m.steps().last().unwrap().text(), format!("#{bot} white"));
        let v = m.view(seat(1)).round;
        assert!(!v.white_phase && v.to_act.is_none());
        assert!(matches!(
            v.result.unwrap().end,
            RoundEnd::White { seat: s, .. } if s == seat(bot)
        ));
        answer_white_at_once(&mut m, seat(1)).unwrap();
        assert_eq!(m.steps().len(), 1, "nothing more to answer");
    }
}

#[test]
fn the_person_sees_the_same_whether_or_not_a_bot_holds_thế_trắng() {
    let person = seat(1);
    let (mut compared, mut declared) = (0, 0);
    for seed in 0..60u64 {
        for dealer in Seat::ALL {
            let dealt = Deal::new(&mut Rng::from_seed(seed));
            let pk = (person.index() + 4 - dealer.index()) % 4;
            let bots: Vec<usize> = (0..4).filter(|&k| k != pk).collect();
            for person_white in [false, true] {
                let base = if person_white {
                    with_white(dealt.clone(), pk, true)
                } else {
                    dealt.clone()
                };
                // Which bots hold a Thế trắng: none, then every mix.
                let variant = |mask: usize| {
                    let mut d = base.clone();
                    for (b, &k) in bots.iter().enumerate() {
                        d = with_white(d, k, mask >> b & 1 == 1);
                    }
                    person_sees(d, dealer, person)
                };
                let none = variant(0);
                assert!(none.iter().all(Option::is_some));
                for mask in 1..8 {
                    let some = variant(mask);
                    for (a, b) in none.iter().zip(&some) {
                        match b {
                            Some(b) => {
                                assert_eq!(a.as_ref(), Some(b), "seed {seed}, dealer {dealer:?}");
                                // #1 asked, a bot after it holding one.
                                assert!(b.contains("\"white_phase\":true"));
                                compared += 1;
                            }
                            None => declared += 1,
                        }
                    }
                }
            }
        }
    }
    eprintln!("{compared} views of #1 asked compared, {declared} bot declarations");
    assert!(compared > 300 && declared > 1000);
}

#[test]
fn no_state_the_person_sees_waits_on_a_bots_thế_trắng() {
    let person = seat(1);
    let mut asked = 0;
    for seed in 0..40u64 {
        let mut m = Match::new(TableOptions::default(), seed);
        let mut rng = Rng::from_seed(seed + 77);
        answer_white_at_once(&mut m, person).unwrap();
        while m.end().is_none() {
            let r = m.round();
            let v = m.view(person).round;
            assert!(
                !r.in_white_phase() || r.to_act() == Some(person),
                "seed {seed}"
            );
            assert_eq!(v.white_phase, r.in_white_phase());
            if v.white_phase {
                asked += 1;
            }
            if r.is_over() {
                m.next_round().unwrap();
            } else {
                let (s, a) = random_action(r, &mut rng);
                m.act(s, a).unwrap();
            }
            answer_white_at_once(&mut m, person).unwrap();
        }
    }
    assert!(asked > 0);
}
