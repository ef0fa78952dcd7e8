//! The touch-move referee, case by case from the seed (tests/support/
//! touch_cases.rs), through the engine, with both penalties.

#[path = "support/touch_cases.rs"]
mod touch_cases;

use rulebook::core::{EndReason, Game as _, Outcome};
use rulebook::games::xiangqi::{
    Error, FoulPenalty, Game, Move, Position, Square, TableOptions, BLACK,
};
use touch_cases::{Allowed, Case, Step, CASES};

/// A game from `position` with touch-move on and `penalty` for a foul.
fn touch_game(position: Position, penalty: FoulPenalty) -> Game {
    Game::from_position(
        position,
        TableOptions {
            touch_move: true,
            foul_penalty: penalty,
            seed: Some(1),
            ..Default::default()
        },
        0,
    )
}

fn game(case: &Case, penalty: FoulPenalty) -> Game {
    touch_game(pos(case.fen), penalty)
}

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn mv(iccs: &str) -> Move {
    Move::new(sq(&iccs[..2]), sq(&iccs[2..]))
}

fn touch(game: &mut Game, step: &Step) {
    match *step {
        Step::Touch(a) => game.touch(sq(a)),
        Step::Together(a, b) => game.touch_together(sq(a), sq(b)),
    }
    .unwrap_or_else(|e| panic!("the touch is refused: {e}"));
}

#[test]
fn every_case_with_the_warning_penalty() {
    for case in CASES {
        let mut game = game(case, FoulPenalty::Warning);
        let side = game.position().side_to_move().index();
        for (step, &fouls) in case.steps.iter().zip(case.fouls_after_each) {
            touch(&mut game, step);
            assert_eq!(game.fouls()[side], fouls, "{}: fouls", case.name);
        }
        let obligation = game.obligation();
        let legal = game.position().legal_moves();
        let mut allowed = obligation.moves.clone();
        allowed.sort();
        match case.allowed {
            Allowed::Exactly(moves) => {
                let mut expected: Vec<Move> = moves.iter().map(|m| mv(m)).collect();
                expected.sort();
                assert_eq!(allowed, expected, "{}", case.name);
            }
            Allowed::AllFrom(from) => {
                let mut expected: Vec<Move> = legal
                    .iter()
                    .copied()
                    .filter(|m| m.from() == sq(from))
                    .collect();
                expected.sort();
                assert!(!expected.is_empty(), "{}", case.name);
                assert_eq!(allowed, expected, "{}", case.name);
            }
            Allowed::EveryMoveUnderDuty => {
                let mut expected: Vec<Move> = legal.iter().copied().collect();
                expected.sort();
                assert!(
                    !obligation.is_free() && !obligation.is_foul(),
                    "{}",
                    case.name
                );
                assert_eq!(allowed, expected, "{}", case.name);
            }
            Allowed::Free => assert!(obligation.is_free(), "{}", case.name),
        }
        if let Some(refused) = case.refused {
            assert!(
                legal.contains(&mv(refused)),
                "{}: {refused} is legal",
                case.name
            );
            let before = game.record();
            assert!(game.play(mv(refused)).is_err(), "{}: {refused}", case.name);
            assert_eq!(
                game.record(),
                before,
                "{}: a refusal changes nothing",
                case.name
            );
        }
        game.play(mv(case.accepted))
            .unwrap_or_else(|e| panic!("{}: {} refused: {e}", case.name, case.accepted));
    }
}

#[test]
fn with_the_loss_penalty_only_an_impossible_chain_ends_the_game() {
    for case in CASES {
        let mut game = game(case, FoulPenalty::Loss);
        let side = game.position().side_to_move();
        for (step, &fouls) in case.steps.iter().zip(case.fouls_after_each) {
            touch(&mut game, step);
            let expected = (fouls > 0).then(|| Outcome::win(!side, EndReason::TechnicalFoul));
            assert_eq!(game.outcome(), expected, "{}", case.name);
            if fouls > 0 {
                break;
            }
        }
    }
}

// ---- worked examples of each case ----

#[test]
fn touch_case_a_own_piece_must_move() {
    let mut game = touch_game(Position::startpos(), FoulPenalty::Warning);
    let o = game.touch(sq("h2")).unwrap();
    assert!(!o.is_foul() && o.moves.iter().all(|m| m.from() == sq("h2")));
    assert!(matches!(game.play_text("b2e2"), Err(Error::TouchMove(_))));
    assert!(matches!(game.touch(sq("b2")), Err(Error::TouchMove(_))));
    game.play_text("h2e2").unwrap();
}

#[test]
fn touch_case_a_immovable_piece_is_a_foul() {
    // The horse on b0 has both legs blocked (b1 by the cannon, c0 by the elephant).
    let mut game = touch_game(
        pos("3k5/9/9/9/9/9/9/9/1C7/1NB1K4 w - - 0 1"),
        FoulPenalty::Warning,
    );
    let o = game.touch(sq("b0")).unwrap();
    assert!(o.is_foul(), "the horse on b0 has both legs blocked");
    assert_eq!(game.fouls(), [1, 0]);
    assert_eq!(game.outcome(), None, "a warning only");
    assert!(
        game.obligation().is_free(),
        "after the warning the player is free"
    );
}

#[test]
fn touch_foul_with_loss_penalty_loses() {
    let mut game = touch_game(
        pos("3k5/9/9/9/9/9/9/9/1C7/1NB1K4 w - - 0 1"),
        FoulPenalty::Loss,
    );
    assert!(game.touch(sq("b0")).unwrap().is_foul());
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(BLACK, EndReason::TechnicalFoul))
    );
}

#[test]
fn touch_case_b_opposing_piece_must_be_captured() {
    let mut game = touch_game(Position::startpos(), FoulPenalty::Warning);
    let o = game.touch(sq("h9")).unwrap();
    assert_eq!(o.moves, vec![mv("h2h9")]);
    assert!(matches!(game.play_text("h2e2"), Err(Error::TouchMove(_))));
    game.play_text("h2h9").unwrap();
    // A piece nobody can capture: no foul yet, as d-3 is still open (an own
    // piece touched next must move).
    let mut game = touch_game(Position::startpos(), FoulPenalty::Warning);
    assert!(!game.touch(sq("a9")).unwrap().is_foul());
    assert_eq!(game.fouls(), [0, 0]);
}

#[test]
fn touch_case_c_own_then_opposing() {
    // c-1: the touched cannon can capture the touched horse: it must.
    let mut game = touch_game(Position::startpos(), FoulPenalty::Warning);
    game.touch(sq("h2")).unwrap();
    let o = game.touch(sq("h9")).unwrap();
    assert_eq!(o.moves, vec![mv("h2h9")]);
    // c-2: the touched cannon on b2 can't capture h9: it must still move.
    let mut game = touch_game(Position::startpos(), FoulPenalty::Warning);
    game.touch(sq("b2")).unwrap();
    let o = game.touch(sq("h9")).unwrap();
    assert!(!o.moves.is_empty() && o.moves.iter().all(|m| m.from() == sq("b2")));
}

#[test]
fn touch_case_d_opposing_then_own() {
    // d-1: the own piece touched second captures.
    let mut game = touch_game(Position::startpos(), FoulPenalty::Warning);
    game.touch(sq("h9")).unwrap();
    assert_eq!(game.touch(sq("h2")).unwrap().moves, vec![mv("h2h9")]);
    // d-2: the own piece can't capture, another piece must, and picking that
    // piece up is allowed.
    let mut game = touch_game(Position::startpos(), FoulPenalty::Warning);
    game.touch(sq("h9")).unwrap();
    assert_eq!(game.touch(sq("b2")).unwrap().moves, vec![mv("h2h9")]);
    assert_eq!(game.touch(sq("h2")).unwrap().moves, vec![mv("h2h9")]);
    assert!(matches!(game.touch(sq("a0")), Err(Error::TouchMove(_))));
    game.play_text("h2h9").unwrap();
}

#[test]
fn a_touch_move_duty_survives_a_saved_game() {
    let mut game = touch_game(Position::startpos(), FoulPenalty::Warning);
    game.touch(sq("b2")).unwrap();
    game.touch(sq("h9")).unwrap();
    let restored = Game::from_record(&game.record()).unwrap();
    assert_eq!(restored.obligation(), game.obligation());
    assert!(!restored.obligation().is_free());
}

#[test]
fn touch_case_e_both_at_once_is_judged_as_d() {
    // d-3 through e: nobody can capture the rook on a9, so the touched own
    // cannon must move.
    let mut game = touch_game(Position::startpos(), FoulPenalty::Warning);
    let o = game.touch_together(sq("a9"), sq("b2")).unwrap();
    assert!(!o.is_foul() && o.moves.iter().all(|m| m.from() == sq("b2")));
    // d-4: nothing can capture a9 and the touched own piece can't move.
    let mut game = touch_game(
        pos("r2k5/9/9/9/9/9/9/9/1C7/1NB1K4 w - - 0 1"),
        FoulPenalty::Warning,
    );
    assert!(game.touch_together(sq("b0"), sq("a9")).unwrap().is_foul());
}

#[test]
fn touch_move_off_imposes_nothing() {
    let mut game = Game::new(TableOptions::default());
    assert!(game.touch(sq("h2")).unwrap().is_free());
    game.play_text("b2e2").unwrap();
}
