//! The computer player in Cờ Long Phượng: worked tactics (positions found
//! by seeded random play, each claim proven here by brute force),
//! determinism, stopping, and Thiên Nhật Thủ judged by the game's rules.

#[macro_use]
#[path = "support/ai_checks.rs"]
mod ai_checks;

use ai_checks::*;
use rulebook::games::longphuong::Position;

fn position(text: &str) -> Position {
    Position::from_text(text).unwrap()
}

/// A middlegame from seeded random play, Blue to move.
const MIDDLEGAME: &str = "1P3t^3/4k^ps<1x>/1(b<kv)sv1v1bv2/1b<B^bv2bv(b>t<)bv/(bvx<)8/(B^X>B^)3xv(B>B^B<)S<2/2B^B^2T^B^1/1K<Sv4L1/2T^V2(B^K<)1l b - 94";

/// Thiên Nhật Thủ: Orange's Phượng attacks Blue's Long from d4 and steps
/// back to c5, the Long going h8–h9 and back. After `c5-d4 h8-h9 d4-c5
/// h9-h8 c5-d4 h8-h9 d4-c5`, Blue's h9-h8 would bring the position back a
/// third time: Blue, who made it, would lose (the rules confirm it). The
/// engine, Blue, plays another move and does not score a loss; given one
/// cycle less, h9-h8 is an ordinary move.
#[test]
fn avoids_the_third_occurrence_that_loses() {
    let start = "4v4/1l7/9/9/9/9/4P4/9/4V4 o - 5";
    let cycle = ["c5-d4", "h8-h9", "d4-c5", "h9-h8"];
    let played = play_cycle("longphuong", start, &cycle, 8);
    assert_eq!(played.last().unwrap(), "result orange thien_nhat_thu");
    let lines = think_after_cycle("longphuong", start, "4", &cycle, 7);
    assert_ne!(best_move(&lines), "h9-h8", "{lines:?}");
    assert!(!last_score(&lines).starts_with("mate -"), "{lines:?}");
    // One cycle less: h9-h8 makes only a second occurrence.
    assert_eq!(
        play_cycle("longphuong", start, &cycle, 4).len(),
        1,
        "the game goes on"
    );
}

/// Blue's Vương, boxed in the corner by two Longs, can only step i9–i8 and
/// back while Orange's Vương steps a5–a4 and back. After `a5-a4 i9-i8
/// a4-a5 i8-i9 a5-a4 i9-i8`, Orange's a4-a5 leaves Blue only i8-i9, the
/// third occurrence, which loses for Blue who makes it: Orange takes that
/// repetition and scores it `mate 1`; Blue, then, scores its only move as
/// the loss it is. The rules confirm the result.
#[test]
fn takes_the_repetition_that_wins() {
    let start = "v8/8L/9/9/9/9/9/2L6/4V4 o - 5";
    let cycle = ["a5-a4", "i9-i8", "a4-a5", "i8-i9"];
    let played = play_cycle("longphuong", start, &cycle, 8);
    assert_eq!(played.last().unwrap(), "result orange thien_nhat_thu");
    let think_after = |plies: usize| think_after_cycle("longphuong", start, "3", &cycle, plies);
    let orange = think_after(6);
    assert_eq!(best_move(&orange), "a4-a5", "{orange:?}");
    assert_eq!(last_score(&orange), "mate 1", "{orange:?}");
    let blue = think_after(7);
    assert_eq!(best_move(&blue), "i8-i9", "{blue:?}");
    assert_eq!(last_score(&blue), "mate -1", "{blue:?}");
}

finds_every_mate!(
    /// Every mate of the set (tests/data/tactics/longphuong.txt), proven by
    /// brute force and found within the tactics node budget.
    "longphuong",
    position
);

searches_alike!(Position::startpos(), position(MIDDLEGAME), 3);
