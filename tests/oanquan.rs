//! Ô ăn quan: hand-worked examples of every rule and option of the brief
//! (docs/rules/oanquan.md), the text forms, properties under seeded
//! random games, and the command-line contract.
//!
//! Every expected position text below was worked out by hand from the
//! brief; the working is written next to it (square: stones) so a reader
//! can check it without the engine.

use std::collections::BTreeMap;
use std::process::Command;

use rulebook::core::{EndReason, Game as _, Lang, Outcome, Rng, Side};
use rulebook::games::oanquan::{
    Direction, Error, Game, Move, MoveError, Options, Position, RefillSource, Step, TurnEnd,
    START_POSITION,
};

const SOUTH: Side = Side::First;
const NORTH: Side = Side::Second;

// ---- helpers ----

fn opts(settings: &[&str]) -> Options {
    let mut o = Options::default();
    for s in settings {
        o.set(s).unwrap_or_else(|e| panic!("{s}: {e:?}"));
    }
    o
}

fn pos(text: &str, o: &Options) -> Position {
    let p = Position::from_text(text, o).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(p.text(), text, "position text round trip");
    p
}

fn mv(text: &str) -> Move {
    Move::from_text(text).unwrap_or_else(|| panic!("{text} is a move"))
}

/// Plays `m` from `text` (not the game's first move) and returns the new
/// text and the steps.
fn after(text: &str, o: &Options, m: &str) -> (String, Vec<Step>) {
    let mut p = pos(text, o);
    let steps = p.play(mv(m), o, false);
    assert_eq!(p.total_value(o), o.total_value(), "value conserved");
    (p.text(), steps)
}

fn game(text: &str, o: Options) -> Game {
    Game::from_position(pos(text, &o), o)
}

/// Plays `m` in `g` and returns its steps.
fn steps_of(g: &mut Game, m: &str) -> Vec<Step> {
    g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    g.last_steps().to_vec()
}

fn legal(p: &Position, o: &Options) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves(o).iter().map(|m| m.text()).collect();
    v.sort();
    v
}

fn lift(square: u8, stones: u8) -> Step {
    Step::Lift { square, stones }
}
fn drop(square: u8) -> Step {
    Step::Drop { square }
}
fn cap(square: u8, citizens: u8, mandarin: bool) -> Step {
    Step::Capture {
        square,
        citizens,
        mandarin,
    }
}
fn refill(square: u8, source: RefillSource) -> Step {
    Step::Refill { square, source }
}
fn drops(squares: &[u8]) -> Vec<Step> {
    squares.iter().map(|&s| drop(s)).collect()
}

fn win(side: Side, reason: EndReason) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(side),
        reason,
    })
}

fn draw(reason: EndReason) -> Option<Outcome> {
    Some(Outcome {
        winner: None,
        reason,
    })
}

fn texts_differ_and_non_empty(e: &Error) {
    let (en, vi) = (e.text(Lang::En), e.text(Lang::Vi));
    assert!(!en.trim().is_empty() && !vi.trim().is_empty(), "{e:?}");
    assert_ne!(en, vi, "{e:?} has the same text in both languages");
}

// ---- the start and the ten openings ----

#[test]
fn start_position_text() {
    let o = Options::default();
    assert_eq!(START_POSITION, "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0");
    assert_eq!(Position::start(&o).text(), START_POSITION);
    assert_eq!(Position::start(&o).total_value(&o), 70);
    assert_eq!(
        legal(&Position::start(&o), &o),
        ["1+", "1-", "2+", "2-", "3+", "3-", "4+", "4-", "5+", "5-"]
    );
    let g = Game::new(o, NORTH);
    assert_eq!(
        g.position().text(),
        "0M,5,5,5,5,5,0M,5,5,5,5,5 n 0+0-0 0+0-0"
    );
    let mut north: Vec<String> = g.legal_moves().iter().map(|m| m.text()).collect();
    north.sort();
    assert_eq!(
        north,
        ["10+", "10-", "11+", "11-", "7+", "7-", "8+", "8-", "9+", "9-"]
    );
}

/// All ten openings worked by hand. Each sows five, lifts the five of the
/// North square it ends beside, sows them, and captures past the emptied
/// square it started from.
#[test]
fn the_ten_openings() {
    let o = Options::default();
    let cases = [
        // 1+: 2..6 get one (6:1M); 7 lifted, 8..11,0 get one (0:1M);
        // 1 empty, capture 2 (6); 3 has stones.
        ("1+", "1M,0,0,6,6,6,1M,0,6,6,6,6 n 6+0-0 0+0-0", [6, 0]),
        // 1-: 0,11,10,9,8 get one; 7 lifted, 6..2 get one; 1 empty,
        // capture 0 (1 citizen and the mandarin); 11 has stones.
        ("1-", "0,0,6,6,6,6,1M,0,6,6,6,6 n 1+1-0 0+0-0", [11, 0]),
        // 2+: 3..7; 8 lifted: 9,10,11,0,1; 2 empty, capture 3; 4 full.
        ("2+", "1M,6,0,0,6,6,1M,6,0,6,6,6 n 6+0-0 0+0-0", [6, 0]),
        // 2-: 1,0,11,10,9; 8 lifted: 7,6,5,4,3; 2 empty, capture 1; 0 full.
        ("2-", "1M,0,0,6,6,6,1M,6,0,6,6,6 n 6+0-0 0+0-0", [6, 0]),
        // 3+: 4..8; 9 lifted: 10,11,0,1,2; 3 empty, capture 4; 5 full.
        ("3+", "1M,6,6,0,0,6,1M,6,6,0,6,6 n 6+0-0 0+0-0", [6, 0]),
        // 3-: 2,1,0,11,10; 9 lifted: 8,7,6,5,4; 3 empty, capture 2; 1 full.
        ("3-", "1M,6,0,0,6,6,1M,6,6,0,6,6 n 6+0-0 0+0-0", [6, 0]),
        // 4+: 5..9; 10 lifted: 11,0,1,2,3; 4 empty, capture 5; 6 full.
        ("4+", "1M,6,6,6,0,0,1M,6,6,6,0,6 n 6+0-0 0+0-0", [6, 0]),
        // 4-: 3,2,1,0,11; 10 lifted: 9,8,7,6,5; 4 empty, capture 3; 2 full.
        ("4-", "1M,6,6,0,0,6,1M,6,6,6,0,6 n 6+0-0 0+0-0", [6, 0]),
        // 5+: 6..10; 11 lifted: 0..4; 5 empty, capture 6 (1 and the
        // mandarin); 7 full.
        ("5+", "1M,6,6,6,6,0,0,6,6,6,6,0 n 1+1-0 0+0-0", [11, 0]),
        // 5-: 4..0; 11 lifted: 10..6; 5 empty, capture 4; 3 full.
        ("5-", "1M,6,6,6,0,0,1M,6,6,6,6,0 n 6+0-0 0+0-0", [6, 0]),
    ];
    for (m, want, scores) in cases {
        let mut g = Game::new(o, SOUTH);
        g.play_text(m).unwrap();
        assert_eq!(g.position().text(), want, "opening {m}");
        assert_eq!(g.scores(), scores, "opening {m}");
        assert_eq!(g.outcome(), None);
    }
}

#[test]
fn opening_1_minus_step_by_step() {
    let o = Options::default();
    let (text, steps) = after(START_POSITION, &o, "1-");
    assert_eq!(text, "0,0,6,6,6,6,1M,0,6,6,6,6 n 1+1-0 0+0-0");
    let mut want = vec![lift(1, 5)];
    want.extend(drops(&[0, 11, 10, 9, 8]));
    want.push(lift(7, 5));
    want.extend(drops(&[6, 5, 4, 3, 2]));
    want.push(cap(0, 1, true));
    want.push(Step::TurnEnd(TurnEnd::AfterCapture));
    assert_eq!(steps, want);
}

// ---- sowing ----

#[test]
fn simple_sow_ends_on_two_empty_squares() {
    let o = Options::default();
    // 1+ with 2 stones: 2 and 3 get one; 4 and 5 are empty: the turn ends.
    let (text, steps) = after("0M,2,0,0,0,0,0M,5,5,5,5,5 s 13+0-0 10+0-0", &o, "1+");
    assert_eq!(text, "0M,0,1,1,0,0,0M,5,5,5,5,5 n 13+0-0 10+0-0");
    assert_eq!(
        steps,
        [
            lift(1, 2),
            drop(2),
            drop(3),
            Step::TurnEnd(TurnEnd::TwoEmpty)
        ]
    );
}

#[test]
fn continuation_lifts_the_next_dan_square() {
    let o = Options::default();
    // 2+ with 1: drop on 3; 4 holds 2: lift, drop on 5 and 6 (0M -> 1M);
    // 7 holds 3: lift, drop 8, 9, 10; 11 empty, 0 empty (no mandarin, a
    // quan square without stones as N+1): two empty, the turn ends.
    let (text, steps) = after("0,0,1,0,2,0,0M,3,0,0,0,0 s 30+1-0 14+0-0", &o, "2+");
    assert_eq!(text, "0,0,0,1,0,1,1M,0,1,1,1,0 n 30+1-0 14+0-0");
    assert_eq!(
        steps,
        [
            lift(2, 1),
            drop(3),
            lift(4, 2),
            drop(5),
            drop(6),
            lift(7, 3),
            drop(8),
            drop(9),
            drop(10),
            Step::TurnEnd(TurnEnd::TwoEmpty)
        ]
    );
}

#[test]
fn a_quan_square_with_stones_as_next_square_ends_the_turn() {
    let o = Options::default();
    // Only its mandarin (0M) is enough.
    let (text, steps) = after("0M,0,0,0,1,0,0M,5,5,5,5,5 s 14+0-0 10+0-0", &o, "4+");
    assert_eq!(text, "0M,0,0,0,0,1,0M,5,5,5,5,5 n 14+0-0 10+0-0");
    assert_eq!(
        steps,
        [
            lift(4, 1),
            drop(5),
            Step::TurnEnd(TurnEnd::QuanWithStones(6))
        ]
    );
    // Citizens without a mandarin too (the mandarin of 6 was captured).
    let (text, steps) = after("0M,0,0,0,1,0,3,5,5,5,5,5 s 11+1-0 10+0-0", &o, "4+");
    assert_eq!(text, "0M,0,0,0,0,1,3,5,5,5,5,5 n 11+1-0 10+0-0");
    assert_eq!(
        steps,
        [
            lift(4, 1),
            drop(5),
            Step::TurnEnd(TurnEnd::QuanWithStones(6))
        ]
    );
    // Going down: 2- drops on 1; 0 (2M) is next.
    let (text, _) = after("2M,0,1,0,0,0,0M,5,5,5,5,5 s 12+0-0 10+0-0", &o, "2-");
    assert_eq!(text, "2M,1,0,0,0,0,0M,5,5,5,5,5 n 12+0-0 10+0-0");
}

#[test]
fn a_north_move_wraps_from_11_to_0() {
    let o = Options::default();
    // 10+ with 3: 11, 0 (0M -> 1M), 1; 2 holds 2: lift, drop 3 and 4;
    // 5 empty, 6 (2M) captured; 7 holds stones.
    let (text, steps) = after("0M,0,2,0,0,0,2M,4,0,0,3,0 n 20+0-0 19+0-0", &o, "10+");
    assert_eq!(text, "1M,1,0,1,1,0,0,4,0,0,0,1 s 20+0-0 21+1-0");
    assert_eq!(
        steps,
        [
            lift(10, 3),
            drop(11),
            drop(0),
            drop(1),
            lift(2, 2),
            drop(3),
            drop(4),
            cap(6, 2, true),
            Step::TurnEnd(TurnEnd::AfterCapture)
        ]
    );
    // 9- with 1: drop on 8; 7 empty, capture 6 (2M); 5 has stones.
    let (text, steps) = after("0M,0,0,0,0,3,2M,0,0,1,0,0 n 20+0-0 24+0-0", &o, "9-");
    assert_eq!(text, "0M,0,0,0,0,3,0,0,1,0,0,0 s 20+0-0 26+1-0");
    assert_eq!(
        steps,
        [
            lift(9, 1),
            drop(8),
            cap(6, 2, true),
            Step::TurnEnd(TurnEnd::AfterCapture)
        ]
    );
}

#[test]
fn sowing_twelve_stones_drops_on_the_start_square_too() {
    let o = Options::default();
    // 5+ with 12: 6,7,8,9,10,11,0,1,2,3,4 and 5 itself; then 6 (1M) is
    // next: the turn ends. (Skipping the start square would have put the
    // twelfth stone on 6 and made 7 the next square.)
    let (text, steps) = after("0M,0,0,0,0,12,0M,0,0,0,0,0 s 20+0-0 18+0-0", &o, "5+");
    assert_eq!(text, "1M,1,1,1,1,1,1M,1,1,1,1,1 n 20+0-0 18+0-0");
    let mut want = vec![lift(5, 12)];
    want.extend(drops(&[6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5]));
    want.push(Step::TurnEnd(TurnEnd::QuanWithStones(6)));
    assert_eq!(steps, want);
}

/// Twelve stones from 2 going up, then every square holding one is lifted
/// in turn, and the chain capture sweeps the ring: both quan squares empty,
/// the game is over.
#[test]
fn twelve_stones_then_a_chain_round_the_ring_ends_the_game() {
    let o = Options::default();
    let mut g = game("0M,0,12,0,0,0,0M,0,0,0,0,0 s 20+0-0 18+0-0", o);
    let steps = steps_of(&mut g, "2+");
    // After the 12: every square holds 1 (0:1M, 6:1M, 2:1).
    // 3 lifted -> 4:2; 5 lifted -> 6:2M; 7 -> 8:2; 9 -> 10:2; 11 -> 0:2M;
    // 1 -> 2:2. Then 3 empty: capture 4 (2), 6 (2M), 8, 10, 0 (2M), 2;
    // 3 empty, 4 empty: the chain stops.
    let mut want = vec![lift(2, 12)];
    want.extend(drops(&[3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2]));
    for (from, to) in [(3, 4), (5, 6), (7, 8), (9, 10), (11, 0), (1, 2)] {
        want.push(lift(from, 1));
        want.push(drop(to));
    }
    want.extend([
        cap(4, 2, false),
        cap(6, 2, true),
        cap(8, 2, false),
        cap(10, 2, false),
        cap(0, 2, true),
        cap(2, 2, false),
        Step::TurnEnd(TurnEnd::AfterCapture),
    ]);
    assert_eq!(steps, want);
    assert_eq!(
        g.position().text(),
        "0,0,0,0,0,0,0,0,0,0,0,0 n 32+2-0 18+0-0"
    );
    assert_eq!(g.outcome(), win(SOUTH, EndReason::QuansEmpty));
    assert_eq!(g.scores(), [52, 18]);
}

// ---- capturing ----

#[test]
fn capture_of_a_dan_square() {
    let o = Options::default();
    // 2+ with 1: drop on 3; 4 empty; capture 5 (3); 6 (0M) has stones.
    let (text, steps) = after("0M,0,1,0,0,3,0M,5,5,5,5,5 s 11+0-0 10+0-0", &o, "2+");
    assert_eq!(text, "0M,0,0,1,0,0,0M,5,5,5,5,5 n 14+0-0 10+0-0");
    assert_eq!(
        steps,
        [
            lift(2, 1),
            drop(3),
            cap(5, 3, false),
            Step::TurnEnd(TurnEnd::AfterCapture)
        ]
    );
}

#[test]
fn capture_of_a_quan_square_with_citizens_and_mandarin() {
    let o = Options::default();
    // 3+ with 1: drop on 4; 5 empty; capture 6: 3 citizens and the mandarin.
    let mut g = game("0M,0,0,1,0,0,3M,5,5,5,5,5 s 11+0-0 10+0-0", o);
    assert_eq!(g.scores(), [11, 10]);
    let steps = steps_of(&mut g, "3+");
    assert_eq!(
        g.position().text(),
        "0M,0,0,0,1,0,0,5,5,5,5,5 n 14+1-0 10+0-0"
    );
    assert_eq!(
        steps,
        [
            lift(3, 1),
            drop(4),
            cap(6, 3, true),
            Step::TurnEnd(TurnEnd::AfterCapture)
        ]
    );
    assert_eq!(g.scores(), [24, 10]);
    assert_eq!(g.outcome(), None);
}

#[test]
fn a_quan_square_with_only_its_mandarin_is_captured_as_n_plus_1() {
    let o = Options::default();
    // 3- with 1: drop on 2; 1 empty; capture 0 (0M: no citizen, the
    // mandarin); 11 has stones.
    let (text, steps) = after("0M,0,0,1,0,0,0M,5,5,5,5,5 s 14+0-0 10+0-0", &o, "3-");
    assert_eq!(text, "0,0,1,0,0,0,0M,5,5,5,5,5 n 14+1-0 10+0-0");
    assert_eq!(
        steps,
        [
            lift(3, 1),
            drop(2),
            cap(0, 0, true),
            Step::TurnEnd(TurnEnd::AfterCapture)
        ]
    );
}

#[test]
fn chain_capture() {
    let o = Options::default();
    // 1+ with 1: drop on 2; 3 empty, capture 4 (4); 5 empty, capture 6
    // (0M); 7 empty, capture 8 (3); 9 has stones: the chain stops.
    let (text, steps) = after("0M,1,0,0,4,0,0M,0,3,5,5,5 s 17+0-0 10+0-0", &o, "1+");
    assert_eq!(text, "0M,0,1,0,0,0,0,0,0,5,5,5 n 24+1-0 10+0-0");
    assert_eq!(
        steps,
        [
            lift(1, 1),
            drop(2),
            cap(4, 4, false),
            cap(6, 0, true),
            cap(8, 3, false),
            Step::TurnEnd(TurnEnd::AfterCapture)
        ]
    );
    // A chain stops at two empty squares: after capturing 4 and 6 (0M),
    // 7 and 8 are empty.
    let (text, _) = after("0M,1,0,0,4,0,0M,0,0,8,5,5 s 17+0-0 10+0-0", &o, "1+");
    assert_eq!(text, "0M,0,1,0,0,0,0,0,0,8,5,5 n 21+1-0 10+0-0");
}

// ---- refill and borrowing ----

#[test]
fn refill_from_own_citizens_and_all_ten_moves() {
    let o = Options::default();
    let mut g = game("0M,0,0,0,0,0,0M,0,0,0,0,0 s 25+0-0 25+0-0", o);
    // The written position shows the empty side; all ten moves are legal.
    assert_eq!(
        legal(g.position(), &o),
        ["1+", "1-", "2+", "2-", "3+", "3-", "4+", "4-", "5+", "5-"]
    );
    // Refill 1..5 from South's 25 (20 left); 3+: drop 4 (2); 5 holds 1:
    // lift, drop 6 (1M); 7 and 8 empty: the turn ends.
    let steps = steps_of(&mut g, "3+");
    assert_eq!(
        steps,
        [
            refill(1, RefillSource::Own),
            refill(2, RefillSource::Own),
            refill(3, RefillSource::Own),
            refill(4, RefillSource::Own),
            refill(5, RefillSource::Own),
            lift(3, 1),
            drop(4),
            lift(5, 1),
            drop(6),
            Step::TurnEnd(TurnEnd::TwoEmpty)
        ]
    );
    assert_eq!(
        g.position().text(),
        "0M,1,1,0,2,0,1M,0,0,0,0,0 n 20+0-0 25+0-0"
    );
    // North's side shows zeros before North's refill; all ten moves.
    let mut north: Vec<String> = g.legal_moves().iter().map(|m| m.text()).collect();
    north.sort();
    assert_eq!(
        north,
        ["10+", "10-", "11+", "11-", "7+", "7-", "8+", "8-", "9+", "9-"]
    );
    // North refills 11..7 (20 left); 9-: drop 8 (2); 7 holds 1: lift,
    // drop 6 (2M); 5 empty, capture 4 (2); 3 empty, capture 2 (1); 1 full.
    let steps = steps_of(&mut g, "9-");
    assert_eq!(
        steps[..5],
        [
            refill(11, RefillSource::Own),
            refill(10, RefillSource::Own),
            refill(9, RefillSource::Own),
            refill(8, RefillSource::Own),
            refill(7, RefillSource::Own),
        ]
    );
    assert_eq!(
        g.position().text(),
        "0M,1,0,0,0,0,2M,0,2,0,1,1 s 20+0-0 23+0-0"
    );
    assert_eq!(g.scores(), [20, 23]);
}

#[test]
fn borrowing_when_short_and_the_lender_may_go_below_zero() {
    let o = Options::default();
    // South has 2 citizens: 1 and 2 from its own, 3, 4, 5 borrowed from
    // North (23 -> 20, borrowed 3). 1-: drop 0 (1M); 11 (5) lifted: 10, 9,
    // 8, 7, 6 (0 -> 1); 5 (1) lifted: 4 (2); 3 (1) lifted: 2 (2); 1 empty,
    // capture 0 (1 and the mandarin); 11 empty, capture 10 (6); 9 full.
    let (text, steps) = after("0M,0,0,0,0,0,0,5,5,5,5,5 s 2+1-0 23+0-0", &o, "1-");
    assert_eq!(text, "0,0,2,0,2,0,1,6,6,6,0,0 n 7+2-3 20+0-0");
    assert_eq!(
        steps[..5],
        [
            refill(1, RefillSource::Own),
            refill(2, RefillSource::Own),
            refill(3, RefillSource::Borrowed),
            refill(4, RefillSource::Borrowed),
            refill(5, RefillSource::Borrowed),
        ]
    );
    // North has 1 citizen and lends 5: its count goes to -4.
    // 5+: drop 6 (1M); 7 (10) lifted: 8..11, 0 (1M), 1..5; 6 next: ends.
    let mut g = game("0M,0,0,0,0,0,0M,10,10,10,10,9 s 0+0-0 1+0-0", o);
    g.play_text("5+").unwrap();
    assert_eq!(
        g.position().text(),
        "1M,2,2,2,2,1,1M,0,11,11,11,10 n 0+0-5 -4+0-0"
    );
    assert_eq!(g.scores(), [0, -4]);
    assert!(g.last_steps()[..5].iter().all(|s| matches!(
        s,
        Step::Refill {
            source: RefillSource::Borrowed,
            ..
        }
    )));
}

// ---- the end ----

/// South captures the last mandarin. The sweep ("hết quan, tàn dân, thu
/// quân, bán ruộng") and the repayment show in the scores, not the text.
#[test]
fn the_game_ends_when_both_quans_are_empty_with_sweep_and_repayment() {
    let o = Options::default();
    let mut g = game("0,0,2,1,0,0,2M,3,0,5,0,0 s 14+1-5 23+0-0", o);
    // During play: captured value only (14 + 10, 23).
    assert_eq!(g.scores(), [24, 23]);
    // 3+: drop 4; 5 empty; capture 6 (2 and the mandarin); 7 full.
    g.play_text("3+").unwrap();
    assert_eq!(
        g.position().text(),
        "0,0,2,0,1,0,0,3,0,5,0,0 n 16+2-5 23+0-0"
    );
    // South: 16 + 2×10 + 3 swept − 5 repaid = 34; North: 23 + 8 + 5 = 36.
    // (Without the repayment South would lead 39 to 31.)
    assert_eq!(g.scores(), [34, 36]);
    assert_eq!(g.outcome(), win(NORTH, EndReason::QuansEmpty));
    assert!(g.legal_moves().is_empty());
    let e = g.play_text("7+").unwrap_err();
    assert!(matches!(e, Error::GameOver(_)));
    texts_differ_and_non_empty(&e);
    // With mandarins worth 5: South 16 + 10 + 3 − 5 = 24.
    let mut g = game(
        "0,0,2,1,0,0,2M,3,0,5,0,0 s 14+1-5 23+0-0",
        opts(&["mandarin_value=5"]),
    );
    assert_eq!(g.scores(), [19, 23]);
    g.play_text("3+").unwrap();
    assert_eq!(g.scores(), [24, 36]);
    assert_eq!(g.outcome(), win(NORTH, EndReason::QuansEmpty));
    // Undo takes the end back.
    g.undo().unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.position().text(),
        "0,0,2,1,0,0,2M,3,0,5,0,0 s 14+1-5 23+0-0"
    );
    assert_eq!(g.scores(), [19, 23]);
    g.redo().unwrap();
    assert_eq!(g.scores(), [24, 36]);
}

#[test]
fn a_position_with_both_quans_empty_is_over_and_can_draw() {
    let o = Options::default();
    // 25 + 10 + 0 swept = 35; 20 + 10 + 5 swept = 35.
    let g = game("0,0,0,0,0,0,0,5,0,0,0,0 n 25+1-0 20+1-0", o);
    assert_eq!(g.outcome(), draw(EndReason::QuansEmpty));
    assert_eq!(g.scores(), [35, 35]);
    assert!(g.legal_moves().is_empty());
}

/// South 1+ / North 11- / South 2- / North 10+ brings the start back; the
/// start counts as the first occurrence, so the eighth ply makes the third.
#[test]
fn threefold_repetition_ends_the_game_scored_as_at_the_end() {
    let o = Options::default();
    let start = "3M,1,0,0,0,0,0M,0,0,0,0,1 s 27+0-0 18+0-0";
    let cycle = [
        // 2 gets one; 3 and 4 empty.
        ("1+", "3M,0,1,0,0,0,0M,0,0,0,0,1 n 27+0-0 18+0-0"),
        // 10 gets one; 9 and 8 empty.
        ("11-", "3M,0,1,0,0,0,0M,0,0,0,1,0 s 27+0-0 18+0-0"),
        // 1 gets one; 0 (3M) next.
        ("2-", "3M,1,0,0,0,0,0M,0,0,0,1,0 n 27+0-0 18+0-0"),
        // 11 gets one; 0 (3M) next.
        ("10+", start),
    ];
    let mut g = game(start, o);
    for round in 0..2 {
        for (i, (m, want)) in cycle.iter().enumerate() {
            g.play_text(m).unwrap();
            assert_eq!(g.position().text(), *want);
            if round == 1 && i == 3 {
                // Third occurrence: over. South 27 + 1 swept, North 18 + 1;
                // the 3 citizens and the mandarins on the quan squares
                // count for nobody.
                assert_eq!(g.outcome(), win(SOUTH, EndReason::Repetition));
                assert_eq!(g.scores(), [28, 19]);
            } else {
                assert_eq!(g.outcome(), None, "round {round} ply {i}");
                assert_eq!(g.scores(), [27, 18]);
            }
        }
    }
    assert!(g.legal_moves().is_empty());
    // Undo: the game goes on again.
    g.undo().unwrap();
    assert_eq!(g.outcome(), None);
    // Equal stores: a draw.
    let start = "4M,1,0,0,0,0,0M,0,0,0,0,1 s 22+0-0 22+0-0";
    let mut g = game(start, o);
    for m in ["1+", "11-", "2-", "10+", "1+", "11-", "2-", "10+"] {
        assert_eq!(g.outcome(), None);
        g.play_text(m).unwrap();
    }
    assert_eq!(g.position().text(), start);
    assert_eq!(g.outcome(), draw(EndReason::Repetition));
    assert_eq!(g.scores(), [23, 23]);
}

/// A cycle through refills: both mandarins are in the stores, quan 6 holds
/// one citizen. Each side refills from its captured citizens and captures
/// them back; six plies bring the position back.
#[test]
fn a_cycle_through_refills_ends_by_repetition() {
    let o = Options::default();
    let start = "0,0,0,0,0,0,1,0,0,0,0,0 s 10+1-0 39+1-0";
    let cycle = [
        // South refills 1..5 (10 -> 5); 3+: drop 4 (2); 5 lifted: 6 (2);
        // 7 and 8 empty.
        ("3+", "0,1,1,0,2,0,2,0,0,0,0,0 n 5+1-0 39+1-0", true),
        // North refills 11..7 (39 -> 34); 11-: drop 10 (2); 9 lifted: 8
        // (2); 7 lifted: 6 (3); 5 empty, capture 4 (2); 3 empty, capture
        // 2 (1); 1 full.
        ("11-", "0,1,0,0,0,0,3,0,2,0,2,0 s 5+1-0 37+1-0", true),
        // 1-: drop 0 (1); 11 empty, capture 10 (2); 9 empty, capture 8
        // (2); 7 empty, capture 6 (3); 5 and 4 empty.
        ("1-", "1,0,0,0,0,0,0,0,0,0,0,0 n 12+1-0 37+1-0", false),
        // North refills (37 -> 32); 9+: drop 10 (2); 11 lifted: 0 (2); 1
        // and 2 empty.
        ("9+", "2,0,0,0,0,0,0,1,1,0,2,0 s 12+1-0 32+1-0", true),
        // South refills (12 -> 7); 5-: drop 4 (2); 3 lifted: 2 (2); 1
        // lifted: 0 (3); 11 empty, capture 10 (2); 9 empty, capture 8 (1);
        // 7 full.
        ("5-", "3,0,2,0,2,0,0,1,0,0,0,0 n 10+1-0 32+1-0", true),
        // 7-: drop 6 (1); 5 empty, capture 4 (2); 3 empty, capture 2 (2);
        // 1 empty, capture 0 (3); 11 and 10 empty.
        ("7-", start, false),
    ];
    let mut g = game(start, o);
    for round in 0..2 {
        for (i, (m, want, refilled)) in cycle.iter().enumerate() {
            let steps = steps_of(&mut g, m);
            assert_eq!(g.position().text(), *want, "round {round} {m}");
            assert_eq!(
                steps
                    .iter()
                    .filter(|s| matches!(s, Step::Refill { .. }))
                    .count(),
                if *refilled { 5 } else { 0 },
                "{m}"
            );
            if round == 1 && i == 5 {
                // South 10 + 10, North 39 + 10; the citizen on 6 counts for
                // nobody.
                assert_eq!(g.outcome(), win(NORTH, EndReason::Repetition));
                assert_eq!(g.scores(), [20, 49]);
            } else {
                assert_eq!(g.outcome(), None, "round {round} {m}");
            }
        }
    }
    assert_eq!(
        steps_of(&mut game(start, o), "3+"),
        [
            refill(1, RefillSource::Own),
            refill(2, RefillSource::Own),
            refill(3, RefillSource::Own),
            refill(4, RefillSource::Own),
            refill(5, RefillSource::Own),
            lift(3, 1),
            drop(4),
            lift(5, 1),
            drop(6),
            Step::TurnEnd(TurnEnd::TwoEmpty)
        ]
    );
}

// ---- refused moves ----

#[test]
fn refused_moves_change_nothing() {
    let o = Options::default();
    let text = "0M,2,0,0,0,0,0M,5,5,5,5,5 s 13+0-0 10+0-0";
    let mut g = game(text, o);
    assert_eq!(legal(g.position(), &o), ["1+", "1-"]);
    let cases = [
        (
            Move {
                square: 0,
                direction: Direction::Up,
            },
            MoveError::NotYourSquare { square: 0 },
        ),
        (
            Move {
                square: 6,
                direction: Direction::Down,
            },
            MoveError::NotYourSquare { square: 6 },
        ),
        (mv("8+"), MoveError::NotYourSquare { square: 8 }),
        (mv("2-"), MoveError::EmptySquare { square: 2 }),
        (mv("5+"), MoveError::EmptySquare { square: 5 }),
    ];
    for (m, why) in cases {
        let e = g.play(m).unwrap_err();
        match &e {
            Error::IllegalMove { reason, .. } => assert_eq!(*reason, why),
            other => panic!("{other:?}"),
        }
        texts_differ_and_non_empty(&e);
        assert_eq!(g.position().text(), text);
        assert!(g.plies().is_empty());
    }
    // A quan square can't even be written as a move.
    for t in ["0+", "6-"] {
        let e = g.play_text(t).unwrap_err();
        assert!(matches!(e, Error::MoveText(_)), "{t}: {e:?}");
        texts_differ_and_non_empty(&e);
    }
    assert_eq!(g.position().text(), text);
    // The quan-square refusal says it is a quan square.
    let e = g
        .play(Move {
            square: 0,
            direction: Direction::Up,
        })
        .unwrap_err();
    assert_ne!(
        e.text(Lang::En),
        g.play(mv("8+")).unwrap_err().text(Lang::En)
    );
}

#[test]
fn refused_move_on_an_empty_north_square() {
    // The North move 8- in a position where 8 is empty is refused.
    let o = Options::default();
    let mut g = game("0,0,1,0,2,0,0M,3,0,0,0,0 n 30+1-0 14+0-0", o);
    let e = g.play_text("8-").unwrap_err();
    assert!(matches!(
        e,
        Error::IllegalMove {
            reason: MoveError::EmptySquare { square: 8 },
            ..
        }
    ));
}

// ---- options ----

#[test]
fn option_names_values_and_defaults() {
    let d = Options::default();
    for (name, value) in [
        ("mandarin_value", "10"),
        ("mandarin_as_small_stones", "off"),
        ("empty_quan_gap", "off"),
        ("quan_non", "off"),
        ("short_refill", "borrow"),
        ("refill_from_mandarin", "off"),
        ("first_turn_no_quan", "off"),
    ] {
        assert_eq!(d.value_text(name), Some(value), "{name}");
    }
    for s in [
        "mandarin_value=5",
        "mandarin_value=10",
        "mandarin_as_small_stones=on",
        "empty_quan_gap=on",
        "quan_non=on",
        "short_refill=go_negative",
        "short_refill=lose_the_game",
        "short_refill=borrow",
        "refill_from_mandarin=on",
        "first_turn_no_quan=on",
        "first_turn_no_quan=off",
    ] {
        let mut o = Options::default();
        o.set(s).unwrap();
        let (n, v) = s.split_once('=').unwrap();
        assert_eq!(o.value_text(n), Some(v));
    }
    for s in [
        "mandarin_value=7",
        "quan_non=yes",
        "short_refill=negative",
        "no_such_option=on",
        "quan_non",
        "Quan_non=on",
    ] {
        let mut o = Options::default();
        let e = o.set(s).unwrap_err();
        assert_eq!(o, Options::default());
        texts_differ_and_non_empty(&Error::Option(e));
    }
}

#[test]
fn mandarin_value_5() {
    let o = opts(&["mandarin_value=5"]);
    assert_eq!(Position::start(&o).total_value(&o), 60);
    assert_eq!(Position::start(&o).text(), START_POSITION);
    let mut g = Game::new(o, SOUTH);
    g.play_text("1-").unwrap();
    assert_eq!(
        g.position().text(),
        "0,0,6,6,6,6,1M,0,6,6,6,6 n 1+1-0 0+0-0"
    );
    assert_eq!(g.scores(), [6, 0]);
}

#[test]
fn mandarin_as_small_stones() {
    let o = opts(&["mandarin_as_small_stones=on"]);
    let start = "10,5,5,5,5,5,10,5,5,5,5,5 s 0+0-0 0+0-0";
    assert_eq!(Position::start(&o).text(), start);
    assert_eq!(Position::start(&o).total_value(&o), 70);
    // 1-: 0 (11), 11, 10, 9, 8; 7 lifted: 6 (11), 5..2; 1 empty, capture
    // the 11 small stones of 0; 11 full.
    let mut g = Game::new(o, SOUTH);
    let steps = steps_of(&mut g, "1-");
    assert_eq!(
        g.position().text(),
        "0,0,6,6,6,6,11,0,6,6,6,6 n 11+0-0 0+0-0"
    );
    assert_eq!(steps[steps.len() - 2], cap(0, 11, false));
    assert_eq!(g.scores(), [11, 0]);
    // No M in the text, and no mandarin in a store.
    for bad in [
        "0M,5,5,5,5,5,10,5,5,5,5,5 s 10+0-0 0+0-0",
        "10,5,5,5,5,5,0M,5,5,5,5,5 s 10+0-0 0+0-0",
        "10,5,5,5,5,5,0,5,5,5,5,5 s 0+1-0 0+0-0",
        START_POSITION,
    ] {
        let e = Position::from_text(bad, &o).unwrap_err();
        texts_differ_and_non_empty(&e);
    }
    // And 70 small stones make a set, not 50 + 2 mandarins.
    assert!(Position::from_text("0,5,5,5,5,5,0,5,5,5,5,5 s 0+0-0 0+0-0", &o).is_err());
    // quan_non and first_turn_no_quan don't apply to small stones: a quan
    // square with 3 small stones is captured, on the first move too.
    let all = opts(&[
        "mandarin_as_small_stones=on",
        "quan_non=on",
        "first_turn_no_quan=on",
    ]);
    let mut g = Game::new(all, SOUTH);
    g.play_text("1-").unwrap();
    assert_eq!(
        g.position().text(),
        "0,0,6,6,6,6,11,0,6,6,6,6 n 11+0-0 0+0-0"
    );
    // 3+: drop 4; 5 empty; capture 6 (3 small stones); 7 full.
    for o in [o, all] {
        let (text, _) = after("2,0,0,1,0,0,3,5,5,5,5,5 s 29+0-0 10+0-0", &o, "3+");
        assert_eq!(text, "2,0,0,0,1,0,0,5,5,5,5,5 n 32+0-0 10+0-0");
    }
    // Both quan squares empty ends the game: 34 + 1 swept vs 10 + 25.
    let mut g = game("0,0,0,1,0,0,3,5,5,5,5,5 s 31+0-0 10+0-0", o);
    g.play_text("3+").unwrap();
    assert_eq!(
        g.position().text(),
        "0,0,0,0,1,0,0,5,5,5,5,5 n 34+0-0 10+0-0"
    );
    assert_eq!(g.outcome(), draw(EndReason::QuansEmpty));
    assert_eq!(g.scores(), [35, 35]);
}

#[test]
fn empty_quan_gap_as_next_square() {
    // 4+ with 1: drop on 5; 6 is an empty quan square (its mandarin taken).
    let text = "0M,0,0,0,1,0,0,4,5,5,5,5 s 15+1-0 10+0-0";
    let (off, steps) = after(text, &Options::default(), "4+");
    assert_eq!(off, "0M,0,0,0,0,1,0,4,5,5,5,5 n 15+1-0 10+0-0");
    assert_eq!(
        steps,
        [lift(4, 1), drop(5), Step::TurnEnd(TurnEnd::EmptyQuan(6))]
    );
    // On: a gap like a dân square: capture 7 (4); 8 full.
    let (on, steps) = after(text, &opts(&["empty_quan_gap=on"]), "4+");
    assert_eq!(on, "0M,0,0,0,0,1,0,0,5,5,5,5 n 19+1-0 10+0-0");
    assert_eq!(
        steps,
        [
            lift(4, 1),
            drop(5),
            cap(7, 4, false),
            Step::TurnEnd(TurnEnd::AfterCapture)
        ]
    );
}

#[test]
fn empty_quan_gap_inside_a_chain() {
    // 2+ with 1: drop on 3; 4 empty, capture 5 (2); the gap after it is
    // the empty quan square 6, then 7 (4).
    let text = "0M,0,1,0,0,2,0,4,5,5,5,5 s 13+1-0 10+0-0";
    let (off, steps) = after(text, &Options::default(), "2+");
    assert_eq!(off, "0M,0,0,1,0,0,0,4,5,5,5,5 n 15+1-0 10+0-0");
    assert_eq!(
        steps,
        [
            lift(2, 1),
            drop(3),
            cap(5, 2, false),
            Step::TurnEnd(TurnEnd::AfterCapture)
        ]
    );
    let (on, steps) = after(text, &opts(&["empty_quan_gap=on"]), "2+");
    assert_eq!(on, "0M,0,0,1,0,0,0,0,5,5,5,5 n 19+1-0 10+0-0");
    assert_eq!(
        steps,
        [
            lift(2, 1),
            drop(3),
            cap(5, 2, false),
            cap(7, 4, false),
            Step::TurnEnd(TurnEnd::AfterCapture)
        ]
    );
}

#[test]
fn quan_non() {
    let on = opts(&["quan_non=on"]);
    // 3+: drop 4; 5 empty; 6 holds its mandarin and 3 < 5 citizens.
    let text = "0M,0,0,1,0,0,3M,5,5,5,5,5 s 11+0-0 10+0-0";
    let (t, steps) = after(text, &on, "3+");
    assert_eq!(t, "0M,0,0,0,1,0,3M,5,5,5,5,5 n 11+0-0 10+0-0");
    assert_eq!(
        steps,
        [lift(3, 1), drop(4), Step::TurnEnd(TurnEnd::QuanNon(6))]
    );
    // Off: captured (see capture_of_a_quan_square_with_citizens_and_mandarin).
    let (t, _) = after(text, &Options::default(), "3+");
    assert_eq!(t, "0M,0,0,0,1,0,0,5,5,5,5,5 n 14+1-0 10+0-0");
    // With 5 citizens it can be captured.
    let (t, _) = after("0M,0,0,1,0,0,5M,5,5,5,5,5 s 9+0-0 10+0-0", &on, "3+");
    assert_eq!(t, "0M,0,0,0,1,0,0,5,5,5,5,5 n 14+1-0 10+0-0");
    // A lone mandarin (0M) is young too.
    let (t, steps) = after("0M,0,0,1,0,0,0M,5,5,5,5,5 s 14+0-0 10+0-0", &on, "3-");
    assert_eq!(t, "0M,0,1,0,0,0,0M,5,5,5,5,5 n 14+0-0 10+0-0");
    assert_eq!(
        steps,
        [lift(3, 1), drop(2), Step::TurnEnd(TurnEnd::QuanNon(0))]
    );
    // A quan square whose mandarin is gone is captured whatever it holds.
    let (t, _) = after("0M,0,0,1,0,0,3,5,5,5,5,5 s 11+1-0 10+0-0", &on, "3+");
    assert_eq!(t, "0M,0,0,0,1,0,0,5,5,5,5,5 n 14+1-0 10+0-0");
    // In a chain: 1+ drops on 2; capture 4 (4); 6 (3M) is young: the turn
    // ends and the capture of 4 stands.
    let chain = "0M,1,0,0,4,0,3M,5,5,5,5,5 s 7+0-0 10+0-0";
    let (t, steps) = after(chain, &on, "1+");
    assert_eq!(t, "0M,0,1,0,0,0,3M,5,5,5,5,5 n 11+0-0 10+0-0");
    assert_eq!(
        steps,
        [
            lift(1, 1),
            drop(2),
            cap(4, 4, false),
            Step::TurnEnd(TurnEnd::QuanNon(6))
        ]
    );
    let (t, _) = after(chain, &Options::default(), "1+");
    assert_eq!(t, "0M,0,1,0,0,0,0,5,5,5,5,5 n 14+1-0 10+0-0");
}

#[test]
fn short_refill_borrow_go_negative_and_lose() {
    // South must refill with 2 citizens (and a mandarin) in store. After
    // the refill 1+: drop 2 (2); 3 lifted: 4 (2); 5 lifted: 6 (3 -> 4);
    // 7 and 8 empty.
    let text = "0M,0,0,0,0,0,3,0,0,0,0,0 s 2+1-0 45+0-0";
    let ring = "0M,0,2,0,2,0,4,0,0,0,0,0 n";
    let own = RefillSource::Own;
    let tail = [
        lift(1, 1),
        drop(2),
        lift(3, 1),
        drop(4),
        lift(5, 1),
        drop(6),
        Step::TurnEnd(TurnEnd::TwoEmpty),
    ];

    // borrow (the default): 3 borrowed from North's 45.
    let (t, steps) = after(text, &opts(&["short_refill=borrow"]), "1+");
    assert_eq!(t, format!("{ring} 0+1-3 42+0-0"));
    let b = RefillSource::Borrowed;
    let mut want = vec![
        refill(1, own),
        refill(2, own),
        refill(3, b),
        refill(4, b),
        refill(5, b),
    ];
    want.extend(tail);
    assert_eq!(steps, want);

    // go_negative: South's own count goes to -3, nothing borrowed.
    let o = opts(&["short_refill=go_negative"]);
    let (t, steps) = after(text, &o, "1+");
    assert_eq!(t, format!("{ring} -3+1-0 45+0-0"));
    let c = RefillSource::OnCredit;
    let mut want = vec![
        refill(1, own),
        refill(2, own),
        refill(3, c),
        refill(4, c),
        refill(5, c),
    ];
    want.extend(tail);
    assert_eq!(steps, want);
    let g = game(&format!("{ring} -3+1-0 45+0-0"), o);
    assert_eq!(g.scores(), [7, 45]);

    // lose_the_game: South loses at the start of its turn. The final count
    // sweeps the sides (nothing on them); the quan stones count for nobody.
    let o = opts(&["short_refill=lose_the_game"]);
    let g = game(text, o);
    assert_eq!(g.outcome(), win(NORTH, EndReason::RefillLoss));
    assert_eq!(g.scores(), [12, 45]);
    assert!(g.legal_moves().is_empty());
    // With 5 captured citizens the refill is made.
    let g = game("0M,0,0,0,0,0,0,0,0,0,0,0 s 5+1-0 45+0-0", o);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.legal_moves().len(), 10);
}

/// South's move empties North's side; North has 4 captured citizens and
/// must refill: North loses at once, though its count (4 + 10) is higher.
#[test]
fn lose_the_game_after_the_opponent_s_move() {
    let text = "0,3,0,0,0,1,33M,0,4,0,0,0 s 5+0-0 4+1-0";
    // 5+: drop 6 (34M); 7 empty, capture 8 (4); 9 and 10 empty.
    let after_text = "0,3,0,0,0,0,34M,0,0,0,0,0 n 9+0-0 4+1-0";
    let mut g = game(text, opts(&["short_refill=lose_the_game"]));
    g.play_text("5+").unwrap();
    assert_eq!(g.position().text(), after_text);
    assert_eq!(g.outcome(), win(SOUTH, EndReason::RefillLoss));
    // 9 + 3 swept; 4 + 10; the 34 citizens and the mandarin of 6 count for
    // nobody.
    assert_eq!(g.scores(), [12, 14]);
    // With borrow the game goes on: North may play all ten moves.
    let mut g = game(text, Options::default());
    g.play_text("5+").unwrap();
    assert_eq!(g.position().text(), after_text);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.legal_moves().len(), 10);
    assert_eq!(g.scores(), [9, 14]);
}

#[test]
fn refill_from_mandarin() {
    // North has 4 citizens and a mandarin: breaking it (10 citizens) pays
    // for the refill, so lose_the_game does not apply.
    let o = opts(&["short_refill=lose_the_game", "refill_from_mandarin=on"]);
    let mut g = game("0,3,0,0,0,1,33M,0,4,0,0,0 s 5+0-0 4+1-0", o);
    g.play_text("5+").unwrap();
    assert_eq!(g.outcome(), None);
    // North: break (4 + 10 = 14), refill 11..7 (9 left); 9+: drop 10 (2);
    // 11 lifted: 0 (0 -> 1); 1 (3) lifted: 2, 3, 4; 5 empty, capture 6
    // (34 and the mandarin); 7 full.
    let steps = steps_of(&mut g, "9+");
    let own = RefillSource::Own;
    assert_eq!(
        steps,
        [
            Step::BreakMandarin {
                side: NORTH,
                citizens: 10
            },
            refill(11, own),
            refill(10, own),
            refill(9, own),
            refill(8, own),
            refill(7, own),
            lift(9, 1),
            drop(10),
            lift(11, 1),
            drop(0),
            lift(1, 3),
            drop(2),
            drop(3),
            drop(4),
            cap(6, 34, true),
            Step::TurnEnd(TurnEnd::AfterCapture)
        ]
    );
    let text = "1,0,1,1,1,0,0,1,1,0,2,0 s 9+0-0 43+1-0";
    assert_eq!(g.position().text(), text);
    assert_eq!(g.position().total_value(&o), 70);
    assert_eq!(g.scores(), [9, 53]);
    // (That this text is read back is tested in
    // positions_after_a_broken_mandarin_are_read_back.)

    // Borrow (default) with refill_from_mandarin: South breaks its
    // mandarin (2 + 10 = 12), refills from its own (7 left), then 1+ as in
    // short_refill_borrow_go_negative_and_lose.
    let o = opts(&["refill_from_mandarin=on"]);
    let mut p = pos("0M,0,0,0,0,0,3,0,0,0,0,0 s 2+1-0 45+0-0", &o);
    let steps = p.play(mv("1+"), &o, false);
    assert_eq!(p.text(), "0M,0,2,0,2,0,4,0,0,0,0,0 n 7+0-0 45+0-0");
    assert_eq!(
        steps[0],
        Step::BreakMandarin {
            side: SOUTH,
            citizens: 10
        }
    );
    assert!(steps[1..6].iter().all(|s| matches!(
        s,
        Step::Refill {
            source: RefillSource::Own,
            ..
        }
    )));
    // With mandarin_value=5 the mandarin breaks into 5: 2 + 5 - 5 = 2.
    let o = opts(&["refill_from_mandarin=on", "mandarin_value=5"]);
    let mut p = pos("0M,0,0,0,0,0,3,0,0,0,0,0 s 2+1-0 45+0-0", &o);
    p.play(mv("1+"), &o, false);
    assert_eq!(p.text(), "0M,0,2,0,2,0,4,0,0,0,0,0 n 2+0-0 45+0-0");
    assert_eq!(p.total_value(&o), 60);
    // With 5 or more captured citizens no mandarin is broken.
    let o = opts(&["refill_from_mandarin=on"]);
    let mut p = pos("0M,0,0,0,0,0,0,0,0,0,0,0 s 5+1-0 45+0-0", &o);
    let steps = p.play(mv("5-"), &o, false);
    assert!(matches!(steps[0], Step::Refill { .. }));
    // Refill 1..5 (0 left); 5-: drop 4 (2); 3 lifted: 2 (2); 1 lifted:
    // 0 (0M -> 1M); 11 and 10 empty.
    assert_eq!(p.text(), "1M,0,2,0,2,0,0,0,0,0,0,0 n 0+1-0 45+0-0");
}

/// The brief conserves the value (70), and a broken mandarin turns into
/// `mandarin_value` citizens, so with `refill_from_mandarin=on` a whole set
/// is 50 + k × value citizens and 2 − k mandarins, and what `rulebook play`
/// prints, `rulebook moves` reads back.
#[test]
fn positions_after_a_broken_mandarin_are_read_back() {
    let o = opts(&["short_refill=lose_the_game", "refill_from_mandarin=on"]);
    // Reached in refill_from_mandarin (South 5+, North 9+).
    for text in [
        "1,0,1,1,1,0,0,1,1,0,2,0 s 9+0-0 43+1-0",
        "0M,0,2,0,2,0,4,0,0,0,0,0 n 7+0-0 45+0-0",
    ] {
        let back = Position::from_text(text, &o);
        assert_eq!(back.as_ref().map(|p| p.text()), Ok(text.to_string()));
    }
    // Both mandarins broken: 70 citizens.
    pos("1,0,1,1,1,0,0,1,1,0,2,0 s 19+0-0 43+0-0", &o);
    // With value 5: 55 citizens and 1 mandarin.
    pos(
        "0M,0,2,0,2,0,4,0,0,0,0,0 n 2+0-0 45+0-0",
        &opts(&["refill_from_mandarin=on", "mandarin_value=5"]),
    );
    // Still not a set: 60 citizens and 2 mandarins; and without the option.
    assert!(Position::from_text("1M,0,1,1,1,0,0,1,1,0,2,0 s 9+0-0 43+1-0", &o).is_err());
    assert!(Position::from_text(
        "1,0,1,1,1,0,0,1,1,0,2,0 s 9+0-0 43+1-0",
        &Options::default()
    )
    .is_err());
    // The command line chains: what `play` prints, `moves` reads.
    let lines = cli_ok(&[
        "play",
        "oanquan",
        "0,3,0,0,0,1,33M,0,4,0,0,0 s 5+0-0 4+1-0",
        "5+",
        "9+",
        "--option",
        "refill_from_mandarin=on",
    ]);
    assert_eq!(lines[0], "1,0,1,1,1,0,0,1,1,0,2,0 s 9+0-0 43+1-0");
    assert_eq!(
        cli_ok(&[
            "moves",
            "oanquan",
            &lines[0],
            "--option",
            "refill_from_mandarin=on"
        ]),
        ["2+", "2-", "3+", "3-", "4+", "4-"]
    );
    // And random games with the option read back every position.
    for (name, o, _) in combos().into_iter().filter(|c| c.1.refill_from_mandarin) {
        for seed in 0..100u64 {
            let mut rng = Rng::from_seed(seed);
            let mut g = Game::new(o, SOUTH);
            while g.outcome().is_none() {
                let p = *g.position();
                let back = Position::from_text(&p.text(), &o);
                assert_eq!(back, Ok(p), "{name}: {}", p.text());
                let moves = g.legal_moves();
                g.play(moves[rng.below(moves.len() as u64) as usize])
                    .unwrap();
            }
        }
    }
}

#[test]
fn first_turn_no_quan() {
    let o = opts(&["first_turn_no_quan=on"]);
    // 1- as the first move: the capture of 0 (1M) is not made.
    let mut g = Game::new(o, SOUTH);
    assert_eq!(g.legal_moves().len(), 10);
    let steps = steps_of(&mut g, "1-");
    assert_eq!(
        g.position().text(),
        "1M,0,6,6,6,6,1M,0,6,6,6,6 n 0+0-0 0+0-0"
    );
    assert_eq!(
        *steps.last().unwrap(),
        Step::TurnEnd(TurnEnd::FirstTurnNoQuan(0))
    );
    assert_eq!(g.scores(), [0, 0]);
    // The same move not as the first move captures.
    let mut p = Position::start(&o);
    p.play(mv("1-"), &o, false);
    assert_eq!(p.text(), "0,0,6,6,6,6,1M,0,6,6,6,6 n 1+1-0 0+0-0");
    // A first move capturing a dân square is fine; the second move may
    // capture a mandarin: 1+ captures 2 (6); then North 8-: 7, 6 (2M), 5,
    // 4, 3, 2; 1 empty, capture 0 (1M); 11 full.
    let mut g = Game::new(o, SOUTH);
    g.play_text("1+").unwrap();
    assert_eq!(
        g.position().text(),
        "1M,0,0,6,6,6,1M,0,6,6,6,6 n 6+0-0 0+0-0"
    );
    g.play_text("8-").unwrap();
    assert_eq!(
        g.position().text(),
        "0,0,1,7,7,7,2M,1,0,6,6,6 s 6+0-0 1+1-0"
    );
    assert_eq!(g.scores(), [6, 11]);
    // North moving first: its first move is the game's first move. 11+:
    // 0 (1M), 1..4; 5 lifted: 6 (1M), 7..10; 11 empty: 0 not captured.
    let mut g = Game::new(o, NORTH);
    g.play_text("11+").unwrap();
    assert_eq!(
        g.position().text(),
        "1M,6,6,6,6,0,1M,6,6,6,6,0 s 0+0-0 0+0-0"
    );
    // Off: captured, 1 and the mandarin.
    let mut g = Game::new(Options::default(), NORTH);
    g.play_text("11+").unwrap();
    assert_eq!(
        g.position().text(),
        "0,6,6,6,6,0,1M,6,6,6,6,0 s 0+0-0 1+1-0"
    );
    // Undo back to the start: the next move is the first move again.
    let mut g = Game::new(o, SOUTH);
    g.play_text("1+").unwrap();
    g.undo().unwrap();
    g.play_text("1-").unwrap();
    assert_eq!(
        g.position().text(),
        "1M,0,6,6,6,6,1M,0,6,6,6,6 n 0+0-0 0+0-0"
    );
}

// ---- text forms ----

/// A refused position says in words what is wrong and where, in both
/// languages (no grammar placeholders such as '<ring>').
#[test]
fn position_refusals_say_what_is_wrong_in_words() {
    let o = Options::default();
    let cases = [
        (
            "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0",
            ["this one has 3", "ở đây có 3 phần"],
        ),
        (
            "0M,5,5,5,5,5,0M,5,5,5,5,5  s 0+0-0 0+0-0",
            ["exactly one space", "đúng một dấu cách"],
        ),
        (
            "0M,5,5,5,5,5,0M,5,5,5,5,x s 0+0-0 0+0-0",
            ["square 11 reads 'x'", "ô 11 ghi 'x'"],
        ),
        (
            "0M,5,5,5,5,5,0M,5,5,5,5 s 0+0-0 0+0-0",
            ["lists 11 squares", "liệt kê 11 ô"],
        ),
        (
            "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0 0+0-0",
            ["citizens+mandarins-borrowed", "dân+quan-vay"],
        ),
    ];
    for (bad, [en, vi]) in cases {
        let e = Position::from_text(bad, &o).expect_err(bad);
        for (lang, want) in [(Lang::En, en), (Lang::Vi, vi)] {
            let text = e.text(lang);
            assert!(text.contains(want), "{bad} ({lang:?}): {text}");
            assert!(
                !text.contains('<'),
                "{bad} ({lang:?}): a grammar placeholder in {text}"
            );
        }
    }
}

#[test]
fn position_text_round_trip_and_negative_stores() {
    let o = Options::default();
    for t in [
        START_POSITION,
        "0,0,6,6,6,6,1M,0,6,6,6,6 n 1+1-0 0+0-0",
        "1M,2,2,2,2,1,1M,0,11,11,11,10 n 0+0-5 -4+0-0",
        "0M,0,2,0,2,0,4,0,0,0,0,0 n -3+1-0 45+0-0",
        "0,0,0,0,0,0,0,0,0,0,0,0 n 32+2-0 18+0-0",
        "12M,0,0,0,0,0,0,0,0,0,0,0 s 20+1-0 18+0-0",
    ] {
        assert_eq!(pos(t, &o).text(), t);
    }
}

#[test]
fn non_canonical_position_text_is_refused() {
    let o = Options::default();
    for bad in [
        "0M,5,5,5,5,5,0M,5,5,5,5,5  s 0+0-0 0+0-0",
        " 0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0 ",
        "0M,5,5,5,5,5,0M,5,5,5,5,5\ts 0+0-0 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5 s 0+0-0 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,5,0 s 0+0-0 0+0-0",
        "0M,05,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0",
        "00M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,+5 s 0+0-0 0+0-0",
        "0M,5M,5,5,5,4,0,5,5,5,5,5 s 0+0-0 0+0-0",
        "0M,5,5,5,5,5,0,5M,5,5,5,5 s 0+0-0 0+0-0",
        "0m,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0",
        "M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,-5 s 10+0-0 0+0-0",
        "0M,5,5,5,5,3,0M,5,5,5,5,5 s +2+0-0 0+0-0",
        "0M,5,5,5,5,3,0M,5,5,5,5,5 s 02+0-0 0+0-0",
        "0M,5,5,5,5,3,0M,5,5,5,5,5 s 2+00-0 0+0-0",
        "0M,5,5,5,5,3,0M,5,5,5,5,5 s 2+0-00 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,5 s -0+0-0 0+0-0",
        "0M,5,5,5,5,3,0M,5,5,5,5,5 s 2+0 0+0-0",
        "0M,5,5,5,5,3,0M,5,5,5,5,5 s 2-0+0 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0--1 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,5 x 0+0-0 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,5 S 0+0-0 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,5 south 0+0-0 0+0-0",
        // Not a set: 49 citizens, 51, three mandarins, one.
        "0M,5,5,5,5,4,0M,5,5,5,5,5 s 0+0-0 0+0-0",
        "0M,5,5,5,5,6,0M,5,5,5,5,5 s 0+0-0 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+1-0 0+0-0",
        "0,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0",
        "0M,5,5,5,5,5,0M,5,5,5,5,5 s 1+0-0 -2+0-0",
        "startpos",
        "",
    ] {
        let e = Position::from_text(bad, &o).expect_err(bad);
        assert!(matches!(e, Error::Position(_)), "{bad}: {e:?}");
        texts_differ_and_non_empty(&e);
    }
    // Accepted: a negative store written with a leading '-'.
    pos("0M,5,5,5,5,3,0M,5,5,5,5,5 s -2+0-0 4+0-0", &o);
    // Game::from_record refuses a bad start as well.
    let mut record = Game::new(o, SOUTH).record();
    record.saved.start = "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0 ".into();
    assert!(Game::from_record(&record).is_err());
}

#[test]
fn move_text() {
    for t in ["1+", "1-", "3+", "5-", "7+", "9-", "10+", "11-"] {
        assert_eq!(mv(t).text(), t);
    }
    assert_eq!(
        mv("3+"),
        Move {
            square: 3,
            direction: Direction::Up
        }
    );
    assert_eq!(
        mv("9-"),
        Move {
            square: 9,
            direction: Direction::Down
        }
    );
    for bad in [
        "0+", "6-", "12+", "03+", "3", "+3", "-3", "3*", "3+ ", " 3+", "3++", "", "+", "x+", "13-",
        "-1+", "1.0+",
    ] {
        assert_eq!(Move::from_text(bad), None, "{bad:?}");
    }
    // Mirror: 1+ <-> 5-, 3+ <-> 3-, 7- <-> 11+, 9+ <-> 9-.
    for (a, b) in [
        ("1+", "5-"),
        ("2-", "4+"),
        ("3+", "3-"),
        ("7-", "11+"),
        ("8+", "10-"),
        ("9+", "9-"),
    ] {
        assert_eq!(mv(a).mirrored(), mv(b));
        assert_eq!(mv(b).mirrored(), mv(a));
    }
}

#[test]
fn game_record_round_trip() {
    let o = opts(&["mandarin_value=5", "quan_non=on"]);
    let mut g = Game::new(o, SOUTH);
    for m in ["1+", "8-", "3-"] {
        g.play_text(m).unwrap();
    }
    g.undo().unwrap();
    let r = g.record();
    let back = Game::from_record(&r).unwrap();
    assert_eq!(back.position(), g.position());
    assert_eq!(back.record(), r);
    assert_eq!(back.options(), &o);
}

// ---- properties under seeded random games ----

fn combos() -> Vec<(&'static str, Options, i32)> {
    vec![
        ("default", Options::default(), 70),
        ("mandarin_value=5", opts(&["mandarin_value=5"]), 60),
        ("small stones", opts(&["mandarin_as_small_stones=on"]), 70),
        (
            "all on, go_negative",
            opts(&[
                "empty_quan_gap=on",
                "quan_non=on",
                "short_refill=go_negative",
                "refill_from_mandarin=on",
                "first_turn_no_quan=on",
            ]),
            70,
        ),
        (
            "all on, value 5, lose_the_game",
            opts(&[
                "mandarin_value=5",
                "empty_quan_gap=on",
                "quan_non=on",
                "short_refill=lose_the_game",
                "refill_from_mandarin=on",
                "first_turn_no_quan=on",
            ]),
            60,
        ),
        (
            "small stones, all on",
            opts(&[
                "mandarin_as_small_stones=on",
                "empty_quan_gap=on",
                "quan_non=on",
                "short_refill=lose_the_game",
                "refill_from_mandarin=on",
                "first_turn_no_quan=on",
            ]),
            70,
        ),
        (
            "borrow, refill_from_mandarin",
            opts(&["refill_from_mandarin=on", "short_refill=borrow"]),
            70,
        ),
    ]
}

const PLY_CAP: usize = 3000;
const GAMES: u64 = 400;

#[test]
fn random_games_conserve_stones_round_trip_undo_and_end() {
    let mut total: BTreeMap<String, usize> = BTreeMap::new();
    for (c, (name, o, value)) in combos().into_iter().enumerate() {
        let mut ends: BTreeMap<&str, usize> = BTreeMap::new();
        let mut plies = 0usize;
        for seed in 0..GAMES {
            let mut rng = Rng::from_seed(seed * 7919 + 17 + c as u64 * 1_000_003);
            let first = if rng.coin() { SOUTH } else { NORTH };
            let mut g = Game::new(o, first);
            let mut n = 0;
            while g.outcome().is_none() {
                assert!(n < PLY_CAP, "{name} seed {seed}: no end in {PLY_CAP} plies");
                let p = *g.position();
                assert_eq!(p.total_value(&o), value, "{name} seed {seed}: {}", p.text());
                // The text round trip; after a broken mandarin see
                // positions_after_a_broken_mandarin_are_read_back.
                let broken = p.store(SOUTH).mandarins as usize
                    + p.store(NORTH).mandarins as usize
                    + [0, 6].iter().filter(|&&q| p.has_mandarin(q)).count()
                    < 2;
                if !(o.refill_from_mandarin && broken && o.has_mandarins()) {
                    let back = Position::from_text(&p.text(), &o);
                    assert_eq!(back, Ok(p), "{name}: {}", p.text());
                }
                let moves = g.legal_moves();
                assert!(!moves.is_empty(), "{name}: no move in {}", p.text());
                let m = moves[rng.below(moves.len() as u64) as usize];
                let scores = g.scores();
                let steps_before = g.last_steps().to_vec();
                g.play(m).unwrap();
                assert_eq!(g.position().total_value(&o), value);
                // Undo restores exactly; redo plays the same move again.
                if n % 3 == 0 {
                    let after = *g.position();
                    let outcome = g.outcome();
                    let after_scores = g.scores();
                    assert_eq!(g.undo().unwrap(), m);
                    assert_eq!(*g.position(), p);
                    assert_eq!(g.position().text(), p.text());
                    assert_eq!(g.outcome(), None);
                    assert_eq!(g.scores(), scores);
                    assert_eq!(g.last_steps(), &steps_before[..]);
                    assert_eq!(g.legal_moves(), moves);
                    assert_eq!(g.plies().len(), n);
                    assert_eq!(g.redo().unwrap(), m);
                    assert_eq!(*g.position(), after);
                    assert_eq!(g.outcome(), outcome);
                    assert_eq!(g.scores(), after_scores);
                }
                n += 1;
            }
            let p = *g.position();
            assert_eq!(p.total_value(&o), value);
            assert!(g.legal_moves().is_empty());
            let s = g.scores();
            let out = g.outcome().unwrap();
            // The result agrees with the count, except a refill loss.
            match out.reason {
                EndReason::RefillLoss => {
                    assert_eq!(out.winner, Some(!p.side_to_move()));
                }
                EndReason::QuansEmpty => {
                    assert!(p.quans_empty());
                    // Everything is counted once both quans are empty.
                    assert_eq!(s[0] + s[1], value, "{name}: {}", p.text());
                }
                EndReason::Repetition => {}
                other => panic!("{other:?}"),
            }
            if out.reason != EndReason::RefillLoss {
                let want = match s[0].cmp(&s[1]) {
                    std::cmp::Ordering::Greater => Some(SOUTH),
                    std::cmp::Ordering::Less => Some(NORTH),
                    std::cmp::Ordering::Equal => None,
                };
                assert_eq!(out.winner, want, "{name}: {} {s:?}", p.text());
            }
            // The record replays to the same game.
            let back = Game::from_record(&g.record()).unwrap();
            assert_eq!(back.position(), g.position());
            assert_eq!(back.outcome(), g.outcome());
            *ends.entry(out.reason.as_str()).or_default() += 1;
            plies += n;
        }
        eprintln!("oanquan random games [{name}]: {ends:?}, {plies} plies");
        for (k, v) in ends {
            *total.entry(k.to_string()).or_default() += v;
        }
    }
    eprintln!("oanquan random games, all combinations: {total:?}");
}

#[test]
fn the_ten_openings_come_in_mirror_pairs() {
    let mut reasons: BTreeMap<&str, usize> = BTreeMap::new();
    for (name, o, _) in combos() {
        let start = Position::start(&o);
        assert_eq!(start.mirrored(), start);
        let openings = start.legal_moves(&o);
        assert_eq!(openings.len(), 10);
        for (k, &m) in openings.iter().enumerate() {
            let mut a = Game::new(o, SOUTH);
            let mut b = Game::new(o, SOUTH);
            a.play(m).unwrap();
            b.play(m.mirrored()).unwrap();
            assert_eq!(
                a.position().mirrored(),
                *b.position(),
                "{name} {}",
                m.text()
            );
            assert_eq!(a.scores(), b.scores());
            for seed in 0..8u64 {
                let mut a = a.clone();
                let mut b = b.clone();
                let mut rng = Rng::from_seed(seed * 1_000_003 + k as u64);
                let mut n = 0;
                while a.outcome().is_none() {
                    assert!(n < PLY_CAP);
                    let moves = a.legal_moves();
                    let mut mirrored: Vec<Move> =
                        b.legal_moves().iter().map(|m| m.mirrored()).collect();
                    mirrored.sort();
                    let mut sorted = moves.clone();
                    sorted.sort();
                    assert_eq!(sorted, mirrored, "{name}: {}", a.position().text());
                    let x = moves[rng.below(moves.len() as u64) as usize];
                    a.play(x).unwrap();
                    b.play(x.mirrored()).unwrap();
                    assert_eq!(
                        a.position().mirrored(),
                        *b.position(),
                        "{name}: {} vs {}",
                        a.position().text(),
                        b.position().text()
                    );
                    assert_eq!(a.scores(), b.scores());
                    assert_eq!(a.outcome(), b.outcome());
                    n += 1;
                }
                *reasons
                    .entry(a.outcome().unwrap().reason.as_str())
                    .or_default() += 1;
            }
        }
    }
    eprintln!("oanquan mirrored games: {reasons:?}");
}

// ---- the command line ----

fn cli(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_rulebook"))
        .args(args)
        .output()
        .expect("run rulebook");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn cli_ok(args: &[&str]) -> Vec<String> {
    let (code, out, err) = cli(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    assert!(err.is_empty(), "{args:?}: {err}");
    out.lines().map(String::from).collect()
}

fn cli_error(args: &[&str]) {
    let (code, out, err) = cli(args);
    assert_eq!(code, 2, "{args:?}: {out}");
    assert!(out.is_empty(), "{args:?}: {out}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
    assert!(!err.trim().is_empty());
}

#[test]
fn cli_moves() {
    assert_eq!(
        cli_ok(&["moves", "oanquan", "startpos"]),
        ["1+", "1-", "2+", "2-", "3+", "3-", "4+", "4-", "5+", "5-"]
    );
    assert_eq!(
        cli_ok(&["moves", "oanquan", "0,0,6,6,6,6,1M,0,6,6,6,6 n 1+1-0 0+0-0"]),
        ["10+", "10-", "11+", "11-", "8+", "8-", "9+", "9-"]
    );
    assert_eq!(
        cli_ok(&[
            "moves",
            "oanquan",
            "10,5,5,5,5,5,10,5,5,5,5,5 s 0+0-0 0+0-0",
            "--option",
            "mandarin_as_small_stones=on",
        ])
        .len(),
        10
    );
    // A finished game has no moves.
    assert!(cli_ok(&[
        "moves",
        "oanquan",
        "0,0,0,0,0,0,0,5,0,0,0,0 n 25+1-0 20+1-0"
    ])
    .is_empty());
    cli_error(&[
        "moves",
        "oanquan",
        "0M,5,5,5,5,5,0M,5,5,5,5,5  s 0+0-0 0+0-0",
    ]);
    cli_error(&["moves", "oanquan", "startpos", "--option", "quan_non=maybe"]);
}

#[test]
fn cli_play() {
    assert_eq!(
        cli_ok(&["play", "oanquan", "startpos", "1-"]),
        ["0,0,6,6,6,6,1M,0,6,6,6,6 n 1+1-0 0+0-0", "scores 11 0"]
    );
    assert_eq!(
        cli_ok(&["play", "oanquan", "startpos"]),
        [START_POSITION, "scores 0 0"]
    );
    // Several options after the moves.
    assert_eq!(
        cli_ok(&[
            "play",
            "oanquan",
            "startpos",
            "1-",
            "--option",
            "mandarin_value=5",
            "--option",
            "first_turn_no_quan=off",
        ]),
        ["0,0,6,6,6,6,1M,0,6,6,6,6 n 1+1-0 0+0-0", "scores 6 0"]
    );
    assert_eq!(
        cli_ok(&[
            "play",
            "oanquan",
            "startpos",
            "1-",
            "--option",
            "first_turn_no_quan=on",
            "--option",
            "mandarin_value=5",
        ]),
        ["1M,0,6,6,6,6,1M,0,6,6,6,6 n 0+0-0 0+0-0", "scores 0 0"]
    );
    assert_eq!(
        cli_ok(&[
            "play",
            "oanquan",
            "startpos",
            "1-",
            "--option",
            "mandarin_as_small_stones=on",
        ]),
        ["0,0,6,6,6,6,11,0,6,6,6,6 n 11+0-0 0+0-0", "scores 11 0"]
    );
    // Finished games: a third line.
    assert_eq!(
        cli_ok(&[
            "play",
            "oanquan",
            "0,0,2,1,0,0,2M,3,0,5,0,0 s 14+1-5 23+0-0",
            "3+"
        ]),
        [
            "0,0,2,0,1,0,0,3,0,5,0,0 n 16+2-5 23+0-0",
            "scores 34 36",
            "result north quans_empty"
        ]
    );
    assert_eq!(
        cli_ok(&[
            "play",
            "oanquan",
            "3M,1,0,0,0,0,0M,0,0,0,0,1 s 27+0-0 18+0-0",
            "1+",
            "11-",
            "2-",
            "10+",
            "1+",
            "11-",
            "2-",
            "10+",
        ]),
        [
            "3M,1,0,0,0,0,0M,0,0,0,0,1 s 27+0-0 18+0-0",
            "scores 28 19",
            "result south repetition"
        ]
    );
    assert_eq!(
        cli_ok(&["play", "oanquan", "0,0,0,0,0,0,0,5,0,0,0,0 n 25+1-0 20+1-0"]),
        [
            "0,0,0,0,0,0,0,5,0,0,0,0 n 25+1-0 20+1-0",
            "scores 35 35",
            "result draw quans_empty"
        ]
    );
    assert_eq!(
        cli_ok(&[
            "play",
            "oanquan",
            "0,3,0,0,0,1,33M,0,4,0,0,0 s 5+0-0 4+1-0",
            "5+",
            "--option",
            "short_refill=lose_the_game",
        ]),
        [
            "0,3,0,0,0,0,34M,0,0,0,0,0 n 9+0-0 4+1-0",
            "scores 12 14",
            "result south refill_loss"
        ]
    );
    assert_eq!(
        cli_ok(&[
            "play",
            "oanquan",
            "0M,0,0,0,0,0,3,0,0,0,0,0 s 2+1-0 45+0-0",
            "1+",
            "--option",
            "short_refill=go_negative",
        ]),
        ["0M,0,2,0,2,0,4,0,0,0,0,0 n -3+1-0 45+0-0", "scores 7 45"]
    );
    // Errors: exit status 2, one line on stderr.
    for args in [
        &["play", "oanquan", "startpos", "0+"][..],
        &["play", "oanquan", "startpos", "8+"],
        &["play", "oanquan", "startpos", "1-", "1-"],
        &["play", "oanquan", "startpos", "3"],
        &[
            "play",
            "oanquan",
            "startpos",
            "1-",
            "--option",
            "mandarin_value=7",
        ],
        &["play", "oanquan", "startpos", "--option", "bogus=on"],
        &["play", "oanquan", "startpos", "--option"],
        &["play", "oanquan", "startpos", "--option", "quan_non"],
        &[
            "play",
            "oanquan",
            "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0 ",
        ],
        &[
            "play",
            "oanquan",
            START_POSITION,
            "--option",
            "mandarin_as_small_stones=on",
        ],
        &[
            "play",
            "oanquan",
            "0,0,0,0,0,0,0,5,0,0,0,0 n 25+1-0 20+1-0",
            "7+",
        ],
    ] {
        cli_error(args);
    }
}

/// The animation frames of a move, computed by the engine from its steps,
/// end in the position the move made, with the hand empty.
#[test]
fn frames_of_every_move_end_in_its_position() {
    use rulebook::games::oanquan::{frames, Frame};
    for seed in 0..40u64 {
        let mut rng = Rng::from_seed(seed);
        let options = Options::default();
        let mut g = Game::new(options, SOUTH);
        while g.outcome().is_none() {
            let moves = g.legal_moves();
            let m = moves[rng.below(moves.len() as u64) as usize];
            g.play(m).unwrap();
            let ply = g.plies().last().unwrap();
            let all = frames(&ply.before, &ply.steps);
            assert_eq!(all.len(), ply.steps.len() + 1);
            assert_eq!(all[0], Frame::of(&ply.before));
            let last = all.last().unwrap();
            assert_eq!(last.hand, 0);
            let mut end = Frame::of(g.position());
            end.at = last.at;
            assert_eq!(*last, end, "after {} from {}", m.text(), ply.before.text());
        }
    }
}

// ---- the stone bound ----

/// The bound on a position's stones (see `MAX_STONES`).
const BOUND: u64 = 255;

/// Every stone of a position, counted once wherever it is or is owed: the
/// ring, and each store's citizens (a count below zero as stones owed),
/// mandarins and borrowed stones. Computed here from what a position shows.
fn stones(p: &Position) -> u64 {
    let ring: u64 = (0..12u8).map(|s| p.citizens(s) as u64).sum();
    let quans = [0, 6].iter().filter(|&&q| p.has_mandarin(q)).count() as u64;
    let stores: u64 = [SOUTH, NORTH]
        .iter()
        .map(|&s| {
            let st = p.store(s);
            st.citizens.unsigned_abs() as u64 + st.mandarins as u64 + st.borrowed as u64
        })
        .sum();
    ring + quans + stores
}

/// A square holding 255 stones wrapped to 0 when one more was sown into
/// it (the 256 stones vanished), and stores near `i32::MAX` overflowed the
/// sum that checks for a whole set, so such positions were accepted.
/// Positions past the bound are refused, saying the bound and the count.
#[test]
fn positions_past_the_stone_bound_are_refused_with_the_bound_and_the_count() {
    let o = Options::default();
    let cases: [(&str, u64); 6] = [
        // 257 on the ring, 2 mandarins, 207 owed.
        ("0M,255,0,0,0,0,0M,0,0,0,0,2 n -207+0-0 0+0-0", 466),
        (
            "0M,5,5,5,5,5,0M,5,5,5,5,7 s 2147483647+0-0 2147483647+0-0",
            4_294_967_348,
        ),
        (
            "0M,5,5,5,5,5,0M,5,5,5,5,5 s 2147483647+0-0 -2147483647+0-0",
            4_294_967_346,
        ),
        (
            "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-2147483647 0+0-0",
            2_147_483_699,
        ),
        ("0M,256,0,0,0,0,0M,0,0,0,0,0 s -206+0-0 0+0-0", 464),
        // 104 on the ring, 2 mandarins, 54 owed and 96 borrowed: one more
        // than the bound.
        ("0M,52,0,0,0,0,0M,52,0,0,0,0 s 0+0-96 -54+0-0", 256),
    ];
    for (text, count) in cases {
        let e = Position::from_text(text, &o).expect_err(text);
        assert_eq!(
            e.text(Lang::En),
            format!("invalid position: the position holds {count} stones (on the ring, in the stores, and owed: a store below zero and borrowed stones count as stones owed); this engine plays positions of at most {BOUND}")
        );
        assert_eq!(
            e.text(Lang::Vi),
            format!("thế cờ không hợp lệ: thế cờ có {count} quân (trên vòng ô, trong phần đã ăn và quân nợ: phần đã ăn dưới 0 và số quân vay được tính là quân nợ); chương trình này chỉ chơi thế cờ có nhiều nhất {BOUND} quân")
        );
        texts_differ_and_non_empty(&e);
    }
    // At the bound (95 borrowed), it is read and played.
    let text = "0M,52,0,0,0,0,0M,52,0,0,0,0 s 0+0-95 -54+0-0";
    let p = pos(text, &o);
    assert_eq!(stones(&p), BOUND);
    let mut g = Game::from_position(p, o);
    let steps = steps_of(&mut g, "1+");
    assert_eq!(steps[0], lift(1, 52));
    assert_eq!(g.position().total_value(&o), 70);
    assert!(stones(g.position()) <= BOUND);

    // The command line refuses them with one line and status 2.
    cli_error(&[
        "play",
        "oanquan",
        "0M,255,0,0,0,0,0M,0,0,0,0,2 n -207+0-0 0+0-0",
        "11+",
    ]);
    cli_error(&[
        "moves",
        "oanquan",
        "0M,5,5,5,5,5,0M,5,5,5,5,7 s 2147483647+0-0 2147483647+0-0",
    ]);
}

/// 92 plies from the start with the default rules.
const GROWTH_OPENING: &str = "1- 10- 2- 9- 4- 8- 2- 8+ 1+ 8+ 2+ 9+ 3+ 7- 4+ 10- \
    5+ 8- 3- 9- 4+ 7- 5+ 7- 2- 8- 1- 7- 4+ 9- 3+ 8- 4+ 7- 5+ 10+ 1- 7- 2- \
    11+ 4+ 8- 2- 7- 1- 9+ 5+ 7- 3+ 10+ 3+ 11+ 5+ 10+ 3- 10- 2- 8+ 1- 10- 3+ \
    9- 4+ 8- 5+ 7- 5+ 11- 2- 8- 1- 8- 4+ 9+ 4+ 7- 2- 8- 1- 10+ 5+ 8- 4+ 11+ \
    2- 7- 4+ 8- 1- 10+ 5+ 8-";

/// Borrowing (the default) puts stones on the ring that no store gave up:
/// both players refill on stones owed and sow them into the quan squares,
/// so a game from the start can make the ring hold ever more stones. After
/// this opening each round of `3- 7- 3- 9+ 5+ 9+` adds to them, and at ply
/// 308 quan square 0 passed 255 and wrapped to 0. Now the refill that
/// would take the position past the bound can't be made: the game ends
/// there as a refill loss, with every stone accounted for on every move.
#[test]
fn a_game_from_the_start_can_not_pile_up_stones_past_the_bound() {
    let o = Options::default();
    let mut g = Game::new(o, SOUTH);
    let cycle = ["3-", "7-", "3-", "9+", "5+", "9+"];
    let moves = GROWTH_OPENING
        .split_whitespace()
        .chain(cycle.iter().copied().cycle());
    // Every stone stays on every move; the most stones a position held and
    // the most a square held are checked once the game is over.
    let (mut most_stones, mut most_in_a_square) = (0, 0);
    for (i, m) in moves.enumerate() {
        if g.outcome().is_some() {
            break;
        }
        assert!(i < 2000, "no end");
        g.play_text(m)
            .unwrap_or_else(|e| panic!("ply {}: {m}: {e}", i + 1));
        let p = g.position();
        assert_eq!(p.total_value(&o), 70, "ply {}: {}", i + 1, p.text());
        most_stones = most_stones.max(stones(p));
        most_in_a_square = (0..12)
            .map(|s| p.citizens(s))
            .fold(most_in_a_square, u8::max);
        if stones(p) <= BOUND {
            assert_eq!(Position::from_text(&p.text(), &o), Ok(*p), "ply {}", i + 1);
        }
    }
    // A quan square held more than a whole set, and the game ended at the
    // bound: South, to move, must refill on stones owed and can't without
    // passing it.
    assert!(most_stones <= BOUND, "{most_stones}");
    assert!(most_in_a_square > 52, "{most_in_a_square}");
    let p = *g.position();
    assert_eq!(p.text(), "40,0,0,0,0,0,70M,2,0,0,0,1 s -29+1-34 -34+0-30");
    assert_eq!(stones(&p), 242);
    assert_eq!(g.outcome(), win(NORTH, EndReason::RefillLoss));
    assert!(g.legal_moves().is_empty());
    assert_eq!(
        g.explain(mv("1+")).map(|e| e.text(Lang::En)),
        Some(
            "the game is over (North won by a refill that could not be made); start a new game or undo"
                .to_string()
        )
    );
    // One ply earlier the game went on; the record replays to the same end.
    g.undo().unwrap();
    assert_eq!(g.outcome(), None);
    g.redo().unwrap();
    let back = Game::from_record(&g.record()).unwrap();
    assert_eq!(back.outcome(), g.outcome());
    assert_eq!(back.position(), g.position());
}

/// A random position text for `o`: mandarins on their squares, captured
/// or (with `refill_from_mandarin`) broken, any spread of citizens on the
/// ring, stores that may be below zero, borrowed stones, either side to
/// move. With `near`, the stones are brought up to a target around the
/// bound (some just past it). Returns the text and its stone count.
fn random_position_text(rng: &mut Rng, o: &Options, near: bool) -> (String, u64) {
    let value = o.mandarin_value as i64;
    let mut on_square = [false; 2];
    let mut in_store = [0u8; 2];
    let mut broken = 0i64;
    if o.has_mandarins() {
        for on in on_square.iter_mut() {
            match rng.below(if o.refill_from_mandarin { 4 } else { 3 }) {
                0 => *on = true,
                1 | 2 => in_store[rng.below(2) as usize] += 1,
                _ => broken += 1,
            }
        }
    }
    let citizens = if o.has_mandarins() {
        50 + broken * value
    } else {
        70
    };
    let ring_total = rng.below(if near { 160 } else { 90 }) as i64;
    let south = rng.below(130) as i64 - 100;
    let stores = [south, citizens - ring_total - south];
    let mut borrowed = [rng.below(8) as i64 * rng.below(2) as i64, 0];
    let mut count = ring_total as u64
        + on_square.iter().filter(|&&m| m).count() as u64
        + stores.iter().map(|s| s.unsigned_abs()).sum::<u64>()
        + in_store.iter().map(|&m| m as u64).sum::<u64>()
        + borrowed[0] as u64;
    if near {
        let target = BOUND - 12 + rng.below(14);
        if count < target {
            borrowed[1] = (target - count) as i64;
            count = target;
        }
    }
    // The ring: each citizen on a random square, or most on one.
    let mut ring = [0u64; 12];
    let heavy = rng.below(12) as usize;
    for _ in 0..ring_total {
        let s = if rng.below(3) == 0 {
            heavy
        } else {
            rng.below(12) as usize
        };
        ring[s] += 1;
    }
    let fields: Vec<String> = (0..12)
        .map(|s| {
            let m = match s {
                0 if on_square[0] => "M",
                6 if on_square[1] => "M",
                _ => "",
            };
            format!("{}{m}", ring[s])
        })
        .collect();
    let side = if rng.coin() { "s" } else { "n" };
    let text = format!(
        "{} {side} {}+{}-{} {}+{}-{}",
        fields.join(","),
        stores[0],
        in_store[0],
        borrowed[0],
        stores[1],
        in_store[1],
        borrowed[1]
    );
    (text, count)
}

/// From random accepted positions, near the bound too, random games keep
/// every stone on every move: the value, the citizens (a mandarin only
/// ever turns into its value in citizens), the stones lifted and dropped,
/// and the stone count within the bound. Texts past the bound are refused
/// with their count.
#[test]
fn random_games_from_random_positions_conserve_the_stones() {
    let (mut games, mut plies, mut refused, mut near_bound) = (0, 0, 0, 0);
    let mut ends: BTreeMap<&str, usize> = BTreeMap::new();
    for (c, (name, o, value)) in combos().into_iter().enumerate() {
        let mut rng = Rng::from_seed(0x5701_0000 + c as u64);
        for n in 0..400 {
            let (text, count) = random_position_text(&mut rng, &o, n % 2 == 1);
            let p = match Position::from_text(&text, &o) {
                Ok(p) => p,
                Err(e) => {
                    assert!(count > BOUND, "{name}: {text}: {e}");
                    assert!(
                        e.text(Lang::En).contains(&format!("holds {count} stones")),
                        "{text}: {e}"
                    );
                    refused += 1;
                    continue;
                }
            };
            assert!(count <= BOUND, "{name}: {text} accepted");
            assert_eq!(stones(&p), count, "{text}");
            assert_eq!(p.text(), text);
            if count + 15 > BOUND {
                near_bound += 1;
            }
            games += 1;
            let mut g = Game::from_position(p, o);
            for _ in 0..300 {
                let moves = g.legal_moves();
                if moves.is_empty() {
                    assert!(
                        g.outcome().is_some(),
                        "{name}: stuck in {}",
                        g.position().text()
                    );
                    break;
                }
                let before = *g.position();
                let m = moves[rng.below(moves.len() as u64) as usize];
                let steps = g.play(m).unwrap().steps.to_vec();
                let after = *g.position();
                let at = |p: &Position| {
                    let ring: i64 = (0..12).map(|s| p.citizens(s) as i64).sum();
                    let stores: i64 = [SOUTH, NORTH]
                        .iter()
                        .map(|&s| p.store(s).citizens as i64)
                        .sum();
                    let mandarins = [0, 6].iter().filter(|&&q| p.has_mandarin(q)).count() as i64
                        + [SOUTH, NORTH]
                            .iter()
                            .map(|&s| p.store(s).mandarins as i64)
                            .sum::<i64>();
                    (ring + stores, mandarins)
                };
                let ((c0, m0), (c1, m1)) = (at(&before), at(&after));
                let ctx = || format!("{name}: {} then {}", before.text(), m.text());
                assert_eq!(after.total_value(&o), value, "{}", ctx());
                assert!(m1 <= m0, "{}", ctx());
                assert_eq!(c1 - c0, (m0 - m1) * o.mandarin_value as i64, "{}", ctx());
                let lifted: i64 = steps
                    .iter()
                    .map(|s| match s {
                        Step::Lift { stones, .. } => *stones as i64,
                        _ => 0,
                    })
                    .sum();
                let dropped = steps
                    .iter()
                    .filter(|s| matches!(s, Step::Drop { .. }))
                    .count();
                assert_eq!(lifted, dropped as i64, "{}", ctx());
                assert!(stones(&after) <= BOUND, "{}", ctx());
                assert_eq!(
                    Position::from_text(&after.text(), &o),
                    Ok(after),
                    "{}",
                    ctx()
                );
                plies += 1;
            }
            if let Some(out) = g.outcome() {
                *ends.entry(out.reason.as_str()).or_default() += 1;
            }
        }
    }
    eprintln!(
        "oanquan random positions: {games} played ({near_bound} near the bound), {refused} refused, {plies} plies, ends {ends:?}"
    );
    assert!(
        games > 1000 && refused > 50 && near_bound > 300,
        "{games} {refused} {near_bound}"
    );
    assert!(ends.get("refill_loss").is_some_and(|&n| n > 0), "{ends:?}");
}
