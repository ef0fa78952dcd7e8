//! Cờ tướng: perft against published counts, a worked example for every rule
//! of the brief, and properties under seeded random playouts.

#[macro_use]
#[path = "support/positions.rs"]
mod positions;

use positions::{any, legal_texts, play_each};
use rulebook::core::{BoardRules, HistoryRefusal};
use rulebook::core::{EndReason, Game as _, Lang, Outcome, Resignable, Rng};
use rulebook::games::xiangqi::{
    perft, Error, Game, Move, Notation, Position, Square, TableOptions, BLACK, RED, START_FEN,
};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(text: &str) -> Move {
    Move::from_iccs(text).unwrap()
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn game_from(fen: &str, options: TableOptions) -> Game {
    Game::from_position(pos(fen), options, 0)
}

fn play_all(game: &mut Game, moves: &str) {
    play_each(moves, |m| game.play_text(m));
}

fn legal(p: &Position) -> Vec<String> {
    legal_texts(p, Move::iccs)
}

fn why(p: &Position, m: &str) -> String {
    Position::illegal(p, mv(m))
        .unwrap_or_else(|| panic!("{m} should be illegal"))
        .text(Lang::En)
}

// ---- perft ----

#[test]
fn perft_start_position() {
    let start = Position::startpos();
    assert_eq!(
        [1, 2, 3, 4].map(|d| perft(&start, d)),
        [44, 1920, 79666, 3290240]
    );
}

#[test]
fn perft_published_middlegame() {
    let p = pos("4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1");
    assert_eq!([1, 2, 3, 4].map(|d| perft(&p, d)), [13, 272, 3707, 92741]);
}

// ---- movement, one worked example per rule ----

#[test]
fn horse_leg_blocks() {
    // Red cannon on b1 stands on the leg of the horse on b0 for c2 and a2.
    let p = pos("3k5/9/9/9/9/9/9/9/1C7/1N2K4 w - - 0 1");
    assert_eq!(why(&p, "b0c2"), "the horse's leg at b1 is blocked");
    assert_eq!(why(&p, "b0a2"), "the horse's leg at b1 is blocked");
    assert!(p.is_legal(mv("b0d1")));
    assert!(why(&p, "b0b2").contains("one point along a rank or file, then one point diagonally"));
}

#[test]
fn elephant_eye_blocks_and_river_stops() {
    // The horse on d1 blocks the eye (an advisor can never stand there).
    let p = pos("3k5/9/9/9/9/2B6/9/9/3N5/2B1K4 w - - 0 1");
    assert_eq!(why(&p, "c0e2"), "the elephant's eye at d1 is blocked");
    assert!(p.is_legal(mv("c0a2")));
    assert_eq!(why(&p, "c4e6"), "an elephant never crosses the river");
    assert!(p.is_legal(mv("c4e2")));
    assert!(why(&p, "c0c2").contains("exactly two points diagonally"));
}

#[test]
fn general_and_advisors_stay_in_the_palace() {
    let p = pos("3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1");
    assert_eq!(why(&p, "d0c1"), "the advisor may not leave the palace");
    assert!(p.is_legal(mv("d0e1")));
    let p = pos("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(why(&p, "d0c0"), "the general may not leave the palace");
    assert!(why(&p, "d0e1").contains("one point along a rank or file"));
    assert!(p.is_legal(mv("d0d1")));
}

#[test]
fn cannon_needs_exactly_one_screen_to_capture() {
    let p = Position::startpos();
    assert!(p.is_legal(mv("h2h9")), "capture over the cannon on h7");
    assert!(why(&p, "h2h7").contains("there is none"));
    assert!(why(&p, "h2h8").contains("jumps only to capture, and h7 is in the way"));
    let p = pos("4k4/4r4/4n4/9/4p4/9/9/9/4C4/3K5 w - - 0 1");
    assert!(why(&p, "e1e8").contains("there are 2 between e1 and e8"));
    assert!(p.is_legal(mv("e1e7")));
}

#[test]
fn rook_is_blocked_by_any_piece() {
    let p = Position::startpos();
    assert_eq!(why(&p, "a0a5"), "the rook's path is blocked at a3");
    assert!(p.is_legal(mv("a0a2")));
    assert!(why(&p, "a0b1").contains("along a rank or a file"));
}

#[test]
fn pawns_go_sideways_only_across_the_river_and_never_back() {
    let p = Position::startpos();
    assert!(p.is_legal(mv("e3e4")));
    assert_eq!(
        why(&p, "e3d3"),
        "a pawn moves sideways only after crossing the river"
    );
    let p = pos("3k5/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1");
    assert!(p.is_legal(mv("e5d5")) && p.is_legal(mv("e5f5")) && p.is_legal(mv("e5e6")));
    assert_eq!(why(&p, "e5e4"), "a pawn never moves backward");
}

#[test]
fn generals_may_not_face_each_other() {
    // d0 would open the d-file to Black's general on d9.
    let p = pos("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(
        why(&p, "e0d0"),
        "the two generals would face each other on the d-file with nothing between them"
    );
    // The horse between the generals is pinned to the file.
    let p = pos("4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1");
    assert!(why(&p, "e5d7").contains("face each other on the e-file"));
    assert!(p.legal_moves_from(sq("e5")).is_empty());
    // And FEN where the side that just moved left the generals facing is rejected.
    assert!(Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1").is_err());
}

#[test]
fn a_check_must_be_answered() {
    // The rook on e5 checks Black's general on e9 up the open file.
    let p = pos("3ak4/9/4n4/9/4R4/9/9/9/9/3K5 b - - 0 1");
    assert!(!p.in_check(), "the horse on e7 screens the general");
    let p = pos("3ak4/9/9/9/4R4/9/9/9/9/3K5 b - - 0 1");
    assert!(p.in_check());
    // Only the general's steps off the file and the advisor block remain.
    assert_eq!(legal(&p), ["d9e8", "e9f9"]);
    assert!(why(&p, "e9e8").contains("in check from the rook on e5"));
}

#[test]
fn moving_the_cannon_screen_answers_check() {
    // Black's cannon on e7 checks through Red's horse on e3; moving it off
    // the file (or capturing the cannon) ends the check.
    let p = pos("3k5/9/4c4/9/9/9/4N4/9/9/4K4 w - - 0 1");
    assert!(p.in_check());
    let moves = legal(&p);
    assert!(moves.contains(&"e3d5".to_string()));
    assert!(moves
        .iter()
        .all(|m| m.starts_with("e3") || m.starts_with("e0")));
}

// ---- the end of the game ----

#[test]
fn checkmate_loses() {
    let game = game_from(
        "3k4R/8R/9/9/9/9/9/9/9/4K4 b - - 0 1",
        TableOptions::default(),
    );
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(RED, EndReason::Checkmate))
    );
}

#[test]
fn stalemate_loses_too() {
    // Not in check, but d8 is covered by the rook and e9 faces Red's general.
    let game = game_from(
        "3k5/8R/9/9/9/9/9/9/9/4K4 b - - 0 1",
        TableOptions::default(),
    );
    assert!(!game.position().in_check());
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(RED, EndReason::Stalemate))
    );
}

#[test]
fn mate_by_play_is_reported_and_ends_the_game() {
    let mut game = game_from(
        "3k5/8R/9/9/9/9/9/9/9/4K2R1 w - - 0 1",
        TableOptions::default(),
    );
    play_all(&mut game, "h0h9");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(RED, EndReason::Checkmate))
    );
    let before = game.record();
    assert!(matches!(game.play_text("d9e9"), Err(Error::GameOver(_))));
    assert_eq!(game.record(), before);
}

#[test]
fn perpetual_check_loses() {
    // Red's rook checks on rank 9 and rank 8 in turn; Black's general steps
    // between e9 and e8.
    let mut game = game_from(
        "4k4/8R/9/9/9/9/9/9/9/3K5 w - - 0 1",
        TableOptions::default(),
    );
    play_all(&mut game, "i8i9 e9e8 i9i8 e8e9 i8i9 e9e8 i9i8");
    assert_eq!(game.outcome(), None, "only two occurrences so far");
    play_all(&mut game, "e8e9");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(BLACK, EndReason::PerpetualCheck))
    );
}

#[test]
fn perpetual_chase_of_an_unprotected_piece_loses() {
    // Red's rook follows Black's lone cannon between the a- and b-files.
    let mut game = game_from(
        "3k5/9/c8/9/9/9/9/1R7/9/4K4 w - - 0 1",
        TableOptions::default(),
    );
    play_all(&mut game, "b2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2");
    assert_eq!(game.outcome(), None);
    assert!(game.plies().iter().step_by(2).all(|p| p.chased));
    assert!(game.plies().iter().skip(1).step_by(2).all(|p| !p.chased));
    play_all(&mut game, "b7a7");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(BLACK, EndReason::PerpetualChase))
    );
}

#[test]
fn attacking_a_protected_piece_is_not_a_chase() {
    // Black's rook on a9 protects the cannon on a7 but not on b7.
    let mut game = game_from(
        "r2k5/9/c8/9/9/9/9/1R7/9/4K4 w - - 0 1",
        TableOptions::default(),
    );
    play_all(&mut game, "b2a2");
    assert!(!game.plies()[0].chased, "a7 is protected by the rook on a9");
    play_all(&mut game, "a7b7 a2b2");
    assert!(game.plies()[2].chased, "b7 is not protected");
}

#[test]
fn pawns_and_generals_may_threaten_freely() {
    // A red pawn across the river attacks Black's rook: no chase.
    let mut game = game_from(
        "3k5/9/9/3r5/9/4P4/9/9/9/4K4 w - - 0 1",
        TableOptions::default(),
    );
    play_all(&mut game, "e4e5");
    let p = pos("3k5/9/9/3r5/4P4/9/9/9/9/4K4 b - - 0 1");
    assert_eq!(
        game.position().fen().split(' ').next(),
        p.fen().split(' ').next()
    );
    assert!(!game.plies()[0].chased);
}

#[test]
fn other_repetitions_draw() {
    let mut game = game_from(
        "3k5/9/c8/9/9/9/9/9/8R/4K4 w - - 0 1",
        TableOptions::default(),
    );
    play_all(&mut game, "i1i2 a7a8 i2i1 a8a7 i1i2 a7a8 i2i1");
    assert_eq!(game.outcome(), None);
    play_all(&mut game, "a8a7");
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Repetition)));
}

#[test]
fn resignation_ends_the_game() {
    let mut game = Game::new(TableOptions {
        seed: Some(1),
        ..Default::default()
    });
    game.resign().unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(BLACK, EndReason::Resignation))
    );
    let restored = Game::from_record(&game.record()).unwrap();
    assert_eq!(restored.outcome(), game.outcome());
}

// ---- the table: coin toss, formal mode, undo/redo ----

#[test]
fn coin_toss_is_seedable_and_fair_enough() {
    let toss = |seed| {
        Game::new(TableOptions {
            seed: Some(seed),
            ..Default::default()
        })
        .red_player()
    };
    assert_eq!(toss(42), toss(42));
    let reds: u32 = (0..200).map(|s| toss(s) as u32).sum();
    assert!(
        (70..130).contains(&reds),
        "player 1 won Red {reds} times of 200"
    );
    let first = Game::new(TableOptions {
        seed: Some(5),
        ..Default::default()
    });
    assert_eq!(first.next_in_series().red_player(), 1 - first.red_player());
}

#[test]
fn formal_mode_forbids_undo_and_turns_touch_move_on() {
    let mut game = Game::new(TableOptions {
        formal: true,
        seed: Some(1),
        ..Default::default()
    });
    play_all(&mut game, "h2e2");
    assert_eq!(
        game.undo(),
        Err(Error::History(HistoryRefusal::UndoForbidden))
    );
    assert_eq!(game.moves().count(), 1);
    assert!(game.options().touch_move_on());
}

#[test]
fn undo_and_redo_walk_the_game() {
    let mut game = Game::new(TableOptions::default());
    play_all(&mut game, "h2e2 h9g7 h0g2");
    let after = game.position().clone();
    assert_eq!(game.undo().unwrap(), mv("h0g2"));
    assert_eq!(game.undo().unwrap(), mv("h9g7"));
    assert_eq!(game.redo().unwrap(), mv("h9g7"));
    assert_eq!(game.redo().unwrap(), mv("h0g2"));
    assert_eq!(game.position(), &after);
    assert_eq!(
        game.redo(),
        Err(Error::History(HistoryRefusal::NothingToRedo))
    );
    game.undo().unwrap();
    play_all(&mut game, "b0c2");
    assert_eq!(
        game.redo(),
        Err(Error::History(HistoryRefusal::NothingToRedo)),
        "a new move clears redo"
    );
}

// ---- notation ----

#[test]
fn wxf_and_vietnamese_text_of_the_opening() {
    let mut game = Game::new(TableOptions::default());
    play_all(&mut game, "h2e2 h9g7 h0g2 i9h9 i0h0");
    for (notation, texts) in [
        (Notation::Wxf, ["C2=5", "H8+7", "H2+3", "R9=8", "R1=2"]),
        (
            Notation::Vietnamese,
            ["P2-5", "M8.7", "M2.3", "X9-8", "X1-2"],
        ),
    ] {
        assert_eq!(game.move_texts(notation), texts);
    }
}

#[test]
fn tandem_pieces_are_front_and_rear() {
    let p = pos("5k3/9/9/9/9/4R4/9/4R4/9/3K5 w - - 0 1");
    assert_eq!(p.move_text(mv("e4e6"), Notation::Wxf), "R++2");
    assert_eq!(p.move_text(mv("e2d2"), Notation::Wxf), "R-=6");
    assert_eq!(p.move_text(mv("e4e6"), Notation::Vietnamese), "Xt.2");
    assert_eq!(p.move_text(mv("e2e1"), Notation::Vietnamese), "Xs/1");
    let p = pos("3k5/9/9/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1");
    assert_eq!(p.move_text(mv("e6d6"), Notation::Wxf), "15=6");
    assert_eq!(p.move_text(mv("e5d5"), Notation::Wxf), "25=6");
    assert_eq!(p.move_text(mv("e6d6"), Notation::Vietnamese), "Bt-6");
    assert_eq!(p.move_text(mv("e5d5"), Notation::Vietnamese), "Bg-6");
    assert_eq!(p.move_text(mv("e4d4"), Notation::Vietnamese), "Bs-6");
}

#[test]
fn fen_errors_name_the_problem() {
    let err = |fen: &str| Position::from_fen(fen).unwrap_err().to_string();
    assert!(err("rnbakabnr/9/1c5c1").contains("3 ranks"));
    assert!(err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w").contains("'X'"));
    assert!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w")
            .contains("Red has no general")
    );
    assert!(err("4k4/9/9/9/9/9/9/9/9/3KK4 w").contains("Red has 2 generals"));
    assert!(err("4k4/9/9/9/9/9/9/9/9/K8 w").contains("outside its palace"));
    assert!(err("4k4/9/9/9/9/9/9/9/9/3K5 x").contains("side to move"));
    assert!(err("4k4/9/9/9/9/9/9/9/9/3K6 w").contains("covers 10 files"));
}

// ---- properties under random playouts ----

/// Plays `plies` random legal moves from the start, checking `each` before
/// every move.
fn random_playouts(games: u64, plies: usize, mut each: impl FnMut(&Position, Move)) {
    let choose = |_: &Position, moves: &[Move], rng: &mut Rng| any(moves, rng);
    positions::random_playouts(Position::startpos, games, plies, choose, |p, m, _| {
        each(p, m)
    });
}

#[test]
fn undo_restores_the_exact_position() {
    random_playouts(40, 150, |p, m| {
        let mut q = p.clone();
        let undo = q.make(m);
        assert_eq!(
            q.hash(),
            q.recomputed_hash(),
            "incremental hash after {}",
            m.iccs()
        );
        q.unmake(m, undo);
        assert_eq!(&q, p, "make/unmake of {} in {}", m.iccs(), p.fen());
    });
}

#[test]
fn game_undo_restores_the_exact_game() {
    let mut rng = Rng::from_seed(99);
    let mut game = Game::new(TableOptions {
        seed: Some(3),
        ..Default::default()
    });
    let mut records = vec![game.record()];
    let mut positions = vec![game.position().clone()];
    while game.outcome().is_none() && records.len() < 200 {
        let moves = game.legal_moves();
        game.play(moves[rng.below(moves.len() as u64) as usize])
            .unwrap();
        positions.push(game.position().clone());
        records.push(game.record());
    }
    while game.undo().is_ok() {
        positions.pop();
        assert_eq!(game.position(), positions.last().unwrap());
    }
    assert_eq!(game.position(), &Position::startpos());
}

#[test]
fn fen_round_trips() {
    random_playouts(30, 120, |p, _| {
        let fen = p.fen();
        let back = Position::from_fen(&fen).unwrap();
        assert_eq!(&back, p, "{fen}");
        assert_eq!(back.fen(), fen);
    });
    assert_eq!(Position::startpos().fen(), START_FEN);
}

#[test]
fn move_text_round_trips_in_every_notation() {
    random_playouts(20, 100, |p, _| {
        for &m in p.legal_moves().iter() {
            for notation in [Notation::Iccs, Notation::Wxf, Notation::Vietnamese] {
                let text = p.move_text(m, notation);
                assert_eq!(p.parse_move(&text), Ok(m), "{text} in {}", p.fen());
            }
        }
    });
}

#[test]
fn an_illegal_move_changes_nothing() {
    let mut rng = Rng::from_seed(7);
    let mut game = Game::new(TableOptions::default());
    for _ in 0..60 {
        let before = (game.record(), game.position().clone());
        let from = Square::from_index(rng.below(90) as u8).unwrap();
        let to = Square::from_index(rng.below(90) as u8).unwrap();
        let attempt = Move::new(from, to);
        if game.position().is_legal(attempt) {
            game.play(attempt).unwrap();
        } else {
            let err = game.play(attempt).unwrap_err();
            assert!(!err.to_string().is_empty());
            assert_eq!((game.record(), game.position().clone()), before);
        }
    }
}

#[test]
fn a_record_rebuilds_the_same_game() {
    let mut game = Game::new(TableOptions {
        touch_move: true,
        seed: Some(11),
        ..Default::default()
    });
    play_all(&mut game, "h2e2 h9g7 h0g2 i9h9");
    game.undo().unwrap();
    let record = record_comes_back!(Game, game);
    let mut bad = record.clone();
    bad.saved.moves.push("a0a9".into());
    assert!(matches!(
        Game::from_record(&bad),
        Err(Error::IllegalMove { .. })
    ));
}

// ---- messages in both languages ----

#[test]
fn messages_speak_vietnamese_too() {
    let p = pos("3k5/9/9/9/9/9/9/9/1C7/1N2K4 w - - 0 1");
    let leg = Position::illegal(&p, mv("b0c2")).unwrap();
    assert_eq!(leg.text(Lang::Vi), "chân mã ở b1 bị cản");
    let mut game = Game::from_position(p, TableOptions::default(), 0);
    let err = game.play_text("b0c2").unwrap_err();
    assert_eq!(err.text(Lang::Vi), "b0c2 không hợp lệ: chân mã ở b1 bị cản");
    assert_eq!(
        Position::from_fen("4k4/9/9/9/9/9/9/9/9/3KK4 w")
            .unwrap_err()
            .text(Lang::Vi),
        "FEN không hợp lệ: Đỏ có 2 tướng; mỗi bên chỉ có đúng một tướng"
    );
    // Touch-move on (a foul only warned of, by default).
    let touching = TableOptions {
        touch_move: true,
        seed: Some(1),
        ..Default::default()
    };
    let mut game = Game::from_position(Position::startpos(), touching, 0);
    let duty = game.touch(sq("h2")).unwrap().duty.unwrap();
    assert_eq!(
        duty.text(Lang::Vi),
        "bạn đã chạm pháo Đỏ ở h2 nên phải đi quân đó"
    );
    assert_eq!(
        duty.text(Lang::En),
        "you touched Red's cannon on h2, so you must move it"
    );
}

#[test]
fn every_refusal_has_both_languages() {
    let mut rng = Rng::from_seed(21);
    random_playouts(10, 80, |p, _| {
        for _ in 0..20 {
            let from = Square::from_index(rng.below(90) as u8).unwrap();
            let to = Square::from_index(rng.below(90) as u8).unwrap();
            if let Some(why) = Position::illegal(p, Move::new(from, to)) {
                let (en, vi) = (why.text(Lang::En), why.text(Lang::Vi));
                assert!(!en.is_empty() && !vi.is_empty());
                assert_ne!(en, vi, "{why:?} has no Vietnamese wording");
            }
        }
    });
}

// ---- counters at their limits ----

/// The fullmove number saturated at 65535 in `make` and was counted back
/// in `unmake`, so undo was not exact there. It is now a `u32` like shogi's
/// move number and Long Phượng's ply: both counters saturate, undo restores
/// what they were, and the FEN reader takes exactly what the writer prints.
#[test]
fn the_move_counters_saturate_and_undo_restores_them() {
    let board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    let max = u32::MAX;
    let cases: [(&str, u16, u32, u16, u32); 5] = [
        ("b", 0, 65535, 1, 65536),
        ("b", 65535, max, 65535, max),
        ("w", 65535, max, 65535, max),
        ("b", 7, max - 1, 8, max),
        ("w", 65534, 65535, 65535, 65535),
    ];
    for (side, half, full, half_after, full_after) in cases {
        let fen = format!("{board} {side} - - {half} {full}");
        let mut p = pos(&fen);
        assert_eq!(p.fen(), fen);
        let hash = p.hash();
        // A move that captures nothing, so the halfmove clock counts on.
        let m = p
            .legal_moves()
            .iter()
            .copied()
            .find(|m| p.piece_at(m.to()).is_none())
            .unwrap();
        let undo = p.make(m);
        let after = p.fen();
        let after_hash = p.hash();
        p.unmake(m, undo);
        assert_eq!(p.fen(), fen, "undo of {}", m.iccs());
        assert_eq!(p.hash(), hash);
        assert_eq!(
            after.split(' ').skip(4).collect::<Vec<_>>(),
            [half_after.to_string(), full_after.to_string()],
            "{fen} then {}",
            m.iccs()
        );
        let back = pos(&after);
        assert_eq!(back.fen(), after);
        assert_eq!(back.hash(), after_hash);
        // The game's play and undo agree.
        let mut g = game_from(&fen, TableOptions::default());
        g.play(m).unwrap();
        assert_eq!(g.position().fen(), after);
        g.undo().unwrap();
        assert_eq!(g.position().fen(), fen);
        assert_eq!(g.position().hash(), hash);
    }
    // Past what the writer prints, or no count at all, is refused.
    for (counters, en, vi) in [
        (
            "0 4294967296",
            "'4294967296' is not a move number: it runs from 1 to 4294967295",
            "'4294967296' không phải là số thứ tự nước đi: số này từ 1 đến 4294967295",
        ),
        (
            "0 0",
            "'0' is not a move number: it runs from 1 to 4294967295",
            "'0' không phải là số thứ tự nước đi: số này từ 1 đến 4294967295",
        ),
        (
            "65536 1",
            "'65536' is not a halfmove count: it runs from 0 to 65535",
            "'65536' không phải là số nửa nước: số này từ 0 đến 65535",
        ),
    ] {
        let fen = format!("{board} w - - {counters}");
        let e = Position::from_fen(&fen).expect_err(&fen);
        assert_eq!(e.text(Lang::En), format!("invalid FEN: {en}"));
        assert_eq!(e.text(Lang::Vi), format!("FEN không hợp lệ: {vi}"));
    }
}
