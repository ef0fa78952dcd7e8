//! Shogi perft deeper and wider than `tests/shogi.rs`: the published counts
//! at the depths engines quote, positions built around the pawn-drop mate,
//! pins and checks (counted by cshogi 1.1.0, the differential test's
//! reference), and the counting at the last ply against the listed moves.

use rulebook::core;
use rulebook::games::shogi::{perft, MoveList, Position, Role, START_SFEN};

fn pos(sfen: &str) -> Position {
    Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

#[test]
fn start_position_to_depth_5() {
    assert_eq!(perft(&pos(START_SFEN), 5), 19_861_490);
}

const MATSURI: &str = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";

#[test]
fn matsuri_to_depth_4() {
    assert_eq!(perft(&pos(MATSURI), 4), 516_925_165);
}

#[test]
fn the_position_with_593_legal_moves() {
    let most = pos("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1");
    assert_eq!(most.legal_moves().len(), 593);
    assert_eq!(perft(&most, 2), 105_677);
}

/// Positions built around a rule, with their perft counts from cshogi
/// 1.1.0 (a plain perft over `Board.legal_moves`).
const CRAFTED: [(&str, u32, u64); 10] = [
    // The pawn drop on 1b would mate: refused, also deeper in the tree.
    ("7nk/7p1/9/7N1/9/9/9/9/4K4 b P 1", 4, 16_854),
    ("4k4/9/9/9/9/1n7/9/1P7/KN7 w p 1", 4, 16_854),
    // The gold that could take the pawn is pinned by the bishop.
    ("7nk/7g1/9/7N1/4B4/9/9/9/4K4 b P 1", 4, 156_972),
    ("7nk/7p1/7r1/7N1/9/9/9/9/7K1 b P 1", 4, 187_587),
    ("9/9/4+B4/9/4k4/9/4G4/9/3LKL3 b P 1", 4, 37_029),
    // The pinned gold takes the pawn along its pin: no mate.
    ("7nk/7p1/8g/7N1/8R/9/9/9/4K4 b P 1", 4, 166_585),
    // Double check; a check answered by drops, a pinned silver.
    ("4rk3/9/9/9/8b/9/9/9/4K4 b GP 1", 4, 339_817),
    ("4r3k/9/9/9/8b/9/9/5S3/4K4 b NLP 1", 4, 1_970_814),
    // P*1b would mate: the silver guards the pawn, the lance on 2h the
    // flight to 2b (a drop test once missed every pawn drop after it).
    ("7lk/9/8S/9/9/9/9/7L1/8K b P 1", 4, 167_089),
    // Every kind in both hands, only the kings on the board.
    (
        "4k4/9/9/9/9/9/9/9/4K4 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
        3,
        115_599_736,
    ),
];

#[test]
fn drop_mates_pins_and_checks_agree_with_cshogi() {
    for (sfen, depth, count) in CRAFTED {
        assert_eq!(perft(&pos(sfen), depth), count, "{sfen} to depth {depth}");
    }
}

/// About `count` positions `plies` plies after `start`, evenly spread
/// over the order the moves are listed in.
fn positions_after(start: &str, plies: u32, count: usize) -> Vec<Position> {
    let mut frontier = vec![pos(start)];
    for _ in 0..plies {
        frontier = frontier
            .iter()
            .flat_map(|p| {
                p.legal_moves()
                    .iter()
                    .map(|&m| {
                        let mut q = p.clone();
                        q.make(m);
                        q
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
    }
    let every = frontier.len().div_ceil(count).max(1);
    frontier.into_iter().step_by(every).collect()
}

/// Positions with full hands, checks, pins and pawn-drop mates about:
/// samples two plies after Matsuri and after the crafted positions above.
fn sample_positions() -> Vec<Position> {
    let mut all = positions_after(MATSURI, 2, 400);
    for (sfen, _, _) in CRAFTED {
        all.extend(positions_after(sfen, 2, 100));
    }
    all
}

#[test]
fn counting_the_last_ply_agrees_with_listing_it() {
    for p in sample_positions() {
        // `core::perft` lists every move, the last ply included.
        assert_eq!(perft(&p, 2), core::perft(&p, 2), "{}", p.sfen());
    }
}

#[test]
fn legal_moves_are_the_pseudo_legal_ones_that_keep_the_king_and_do_not_drop_mate() {
    for p in sample_positions() {
        let us = p.side_to_move();
        let legal = p.legal_moves();
        let mut pseudo = MoveList::new();
        p.pseudo_legal_moves(&mut pseudo);
        assert!(legal.iter().all(|m| pseudo.contains(m)), "{}", p.sfen());
        for &m in pseudo.iter() {
            let mut after = p.clone();
            after.make(m);
            let king_safe = after.king(us).is_none_or(|k| !after.is_attacked(k, !us));
            let pawn_drop_mate = m.dropped() == Some(Role::Pawn)
                && after.in_check()
                && after.legal_moves().is_empty();
            assert_eq!(
                legal.contains(&m),
                king_safe && !pawn_drop_mate,
                "{} in {}",
                m.usi(),
                p.sfen()
            );
        }
    }
}
