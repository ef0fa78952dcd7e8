//! The touch-move referee, case by case from the seed (tests/support/
//! touch_cases.rs), through the engine, with both penalties.

#[path = "support/touch_cases.rs"]
mod touch_cases;

use rulebook::core::{EndReason, Game as _, Outcome};
use rulebook::games::xiangqi::{FoulPenalty, Game, Move, Position, Square, TableOptions};
use touch_cases::{Allowed, Case, Step, CASES};

fn game(case: &Case, penalty: FoulPenalty) -> Game {
    Game::from_position(
        Position::from_fen(case.fen).unwrap(),
        TableOptions {
            touch_move: true,
            foul_penalty: penalty,
            seed: Some(1),
            ..Default::default()
        },
        0,
    )
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
