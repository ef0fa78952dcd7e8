//! What one move chases (see src/games/xiangqi/chase.rs), point by point of
//! the definition. The verdicts over whole cycles are checked against
//! Fairy-Stockfish in tests/differential/xiangqi_chase.py.

use rulebook::core::Game as _;
use rulebook::games::xiangqi::{Game, Position, Square, TableOptions};

/// The points the move `iccs` chases in `fen`.
fn chased(fen: &str, iccs: &str) -> Vec<String> {
    let mut game =
        Game::from_position(Position::from_fen(fen).unwrap(), TableOptions::default(), 0);
    game.play_text(iccs).unwrap();
    let ply = game.plies().last().unwrap();
    assert_eq!(ply.chased, !ply.chased_pieces.is_empty());
    ply.chased_pieces
        .iter()
        .map(|i| Square::from_index(i as u8).unwrap().to_string())
        .collect()
}

#[test]
fn a_new_attack_on_an_unprotected_piece_chases() {
    assert_eq!(
        chased("3k5/9/c8/9/9/9/9/1R7/9/4K4 w - - 0 1", "b2a2"),
        ["a7"]
    );
}

#[test]
fn an_attack_on_a_protected_piece_does_not() {
    // The rook attacks a horse the rook on c9 protects.
    assert!(chased("2rk5/9/9/9/9/9/9/n8/9/R3K4 w - - 0 1", "a0a2").is_empty());
}

#[test]
fn lesser_pieces_chase_greater_ones_even_protected() {
    // An elephant on a horse protected by a rook.
    assert_eq!(
        chased("r3k4/9/9/9/9/9/9/n3B4/9/3K5 w - - 0 1", "e2c0"),
        ["a2"]
    );
    // An advisor on a cannon protected by a rook.
    assert_eq!(
        chased("3k1r3/9/9/9/9/9/9/5c3/9/3AK4 w - - 0 1", "d0e1"),
        ["f2"]
    );
}

#[test]
fn a_kept_attack_is_no_chase() {
    // The rook slides along the rank it already attacked the cannon on.
    assert!(chased("3k5/9/9/9/R7c/9/9/9/9/4K4 w - - 0 1", "a5b5").is_empty());
}

#[test]
fn a_discovered_attack_chases() {
    // The rook on b6 steps off the line of the rook on a6.
    assert_eq!(
        chased("4k4/9/9/RRn6/9/9/9/9/9/3K5 w - - 0 1", "b6b7"),
        ["c6"]
    );
}

#[test]
fn a_pinned_piece_does_not_chase_what_it_may_not_take() {
    // The red rook is pinned on the e-file by the black rook.
    assert!(chased("3k5/4r4/9/9/c8/4R4/9/9/9/4K4 w - - 0 1", "e4e5").is_empty());
}

#[test]
fn a_general_that_would_face_the_other_protects_nothing() {
    // Only the black general guards the horse on e8, and taking back there
    // would put it face to face with the red general.
    assert_eq!(
        chased("4k4/4n4/9/9/9/9/R8/9/9/4K4 w - - 0 1", "a3e3"),
        ["e8"]
    );
}

#[test]
fn generals_and_pawns_chase_freely_and_home_pawns_are_no_target() {
    assert!(chased("3k5/9/9/3r5/9/4P4/9/9/9/4K4 w - - 0 1", "e4e5").is_empty());
    // A rook attacking a pawn that has not crossed the river.
    assert!(chased("3k5/9/9/p8/9/9/9/9/9/1R2K4 w - - 0 1", "b0a0").is_empty());
}

#[test]
fn a_rook_that_can_take_back_is_no_target_for_a_rook() {
    assert!(chased("3k5/9/9/r8/9/9/9/9/9/1R2K4 w - - 0 1", "b0a0").is_empty());
}
