//! The computer player in Cờ Long Phượng: worked tactics (positions found
//! by seeded random play, each claim proven here by brute force),
//! determinism and stopping.

#[path = "support/ai_checks.rs"]
mod ai_checks;

use ai_checks::*;
use rulebook::games::longphuong::Position;

fn position(text: &str) -> Position {
    Position::from_text(text).unwrap()
}

/// A middlegame from seeded random play, Blue to move.
const MIDDLEGAME: &str = "1P3t^3/4k^ps<1x>/1(b<kv)sv1v1bv2/1b<B^bv2bv(b>t<)bv/(bvx<)8/(B^X>B^)3xv(B>B^B<)S<2/2B^B^2T^B^1/1K<Sv4L1/2T^V2(B^K<)1l b - 94";

#[test]
fn finds_a_mate_in_one() {
    finds_mate(
        &position("1(svt^)2vt<2xv/6Ls^1/X>1S<1b>B<bvbv1/b<1(bvb^)2b>2b>/1(k>bv)K^6/2T^3B<B^B>/B>2B^1(B^B^)3/B^2L1VP2/X^4T<2(X^K<S^) o KP 85"),
        1,
    );
}

#[test]
fn finds_a_mate_in_two() {
    finds_mate(
        &position("1(svt^)2vt<2xv/(px<k>)5Ls^1/3k>b>B<bvbv1/b<1(bvb^)S<1b>2b>/1B>K^6/6B<B^B>/B>1T>B^1(B^B^)3/B^2L1VP2/X^4T<2(X^K<S^) o - 79"),
        2,
    );
}

#[test]
fn the_same_search_gives_the_same_move_and_node_count() {
    repeats_at_every_limit(&[Position::startpos(), position(MIDDLEGAME)], 3);
}

#[test]
fn a_stopped_search_answers_a_legal_move() {
    stopped_answers_legal(&Position::startpos());
    stopped_answers_legal(&position(MIDDLEGAME));
}
