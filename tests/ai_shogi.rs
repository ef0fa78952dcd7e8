//! The computer player in shogi: worked tactics (drop mates, and the
//! pawn-drop mate it must not play), determinism, stopping, and sennichite
//! judged by the game's own rules.

#[macro_use]
#[path = "support/ai_checks.rs"]
mod ai_checks;

use ai_checks::*;
use rulebook::games::shogi::{Move, Position, Role, Square};

fn sfen(text: &str) -> Position {
    Position::from_sfen(text).unwrap()
}

/// A sharp middlegame (a Double Wing Attack after the bishops' trade and
/// a rook's raid), Gote to move.
const MIDDLEGAME: &str = "lnsgk1snl/6g2/p1pppp2p/6R2/9/1rP6/P2PPPP1P/1SG6/LN2KGSNL w B3Pb2p 18";

/// Every mate of the set (tests/data/tactics/shogi.txt: drop mates of
/// every piece in hand, mates by moves and promotions, a legal checking
/// pawn drop), proven by brute force and found within the tactics node
/// budget. Where the only mate in one would be a pawn drop (uchifuzume,
/// named in the comment), that drop would mate, is not legal, and the
/// engine's mate in two does not begin with it.
#[test]
fn finds_every_mate_of_the_set() {
    let set = tactics("shogi");
    assert!(set.len() >= 10);
    let mut forbidden = 0;
    for (n, text, comment) in set {
        let pos = sfen(&text);
        solves_mate(&pos, n, &comment);
        if let Some(usi) = comment.strip_prefix("uchifuzume P*") {
            let [file, rank] = usi.as_bytes() else {
                panic!("{comment}")
            };
            let square = Square::new(file - b'0', rank - b'a' + 1);
            let pawn_drop = Move::drop(Role::Pawn, square);
            assert!(pos.piece_at(square).is_none(), "{comment}");
            assert!(!pos.legal_moves().contains(&pawn_drop), "{comment}");
            let mut dropped = pos.clone();
            dropped.make(pawn_drop);
            assert!(
                dropped.in_check() && dropped.legal_moves().is_empty(),
                "{comment}"
            );
            assert_ne!(within_nodes(&pos, TACTICS_NODES).best, Some(pawn_drop));
            forbidden += 1;
        }
    }
    assert!(forbidden >= 3);
}

searches_alike!(Position::startpos(), sfen(MIDDLEGAME), 4);

/// Gote, far ahead, and Sente have moved a rook and a gold back and forth
/// (Gote first) until Sente's next return makes the fourth occurrence:
/// Sente, far behind, takes that draw (sennichite), which the rules
/// confirm; without the history it has no draw to take.
#[test]
fn repeats_for_the_draw_the_worse_side_wants() {
    let start = "4k4/7r1/9/9/9/9/9/5G3/4K4 w 2b2g 1";
    let cycle = ["2b3b", "4h4g", "3b2b", "4g4h"];
    let lines = think_after_cycle("shogi", start, "3", &cycle, 11);
    assert_eq!(best_move(&lines), "4g4h", "{lines:?}");
    assert_eq!(last_score(&lines), "cp 0", "{lines:?}");
    let played = play_cycle("shogi", start, &cycle, 12);
    assert_eq!(played.last().unwrap(), "result draw sennichite");
    let fresh = think(&["shogi", start, "--depth", "3"]);
    assert!(last_score(&fresh).starts_with("cp "), "{fresh:?}");
    assert_ne!(last_score(&fresh), "cp 0", "{fresh:?}");
}

/// Sente's rook has checked Gote's king round the same cycle two and a
/// half times: checking back to 9a now lets Gote's king step make the
/// fourth occurrence, a loss for Sente (perpetual check). Sente checks
/// another way (with promotion); without the history the same check is
/// its choice; and given that check, Gote's step is scored as the win.
#[test]
fn avoids_a_perpetual_check_that_loses() {
    let start = "R8/3k5/9/9/9/9/9/9/4K4 b g 1";
    let cycle = ["9a9b", "6b6a", "9b9a", "6a6b"];
    let lines = think_after_cycle("shogi", start, "3", &cycle, 10);
    assert_ne!(best_move(&lines), "9b9a", "{lines:?}");
    assert!(last_score(&lines).starts_with("cp "), "{lines:?}");
    let fresh = think(&["shogi", start, "--depth", "3", "--moves", "9a9b", "6b6a"]);
    assert_eq!(best_move(&fresh), "9b9a", "{fresh:?}");
    // Given that check (the cycle's next move).
    let lines = think_after_cycle("shogi", start, "3", &cycle, 11);
    assert_eq!(best_move(&lines), "6a6b", "{lines:?}");
    assert_eq!(last_score(&lines), "mate 1", "{lines:?}");
}
