//! The lower levels' choice among close moves: every move a level may play
//! scores within its margin of the best. (A move failing low returned the
//! margin's floor as its bound, which counted as within the margin: level 5
//! of Cờ tướng chose among some thirty moves, a rook lost among them.)

use std::sync::atomic::AtomicBool;

use rulebook::ai::{position_after, Answer, Limits, NoClock, Score, Search, Settings};
use rulebook::games::xiangqi::{Move, Position};

/// After 1. h2e2 h7e7 2. h0g2 f9e8 3. b0c2 c9a7 4. g3g4 i6i5 5. g2h4 e7i7
/// 6. b2b6, Black to move: many quiet moves, and several that lose a piece.
const POSITION: &str = "rn1ak1bnr/4a4/bc6c/pCp1p1p2/8p/6PN1/P1P1P3P/2N1C4/9/R1BAKAB1R b - - 11 6";

fn search(pos: &Position, depth: u32, margin: i32, seed: u64) -> Answer<Move> {
    let settings = Settings {
        limits: Limits {
            depth: Some(depth),
            ..Limits::default()
        },
        margin,
        seed,
    };
    Search::new(16).think(
        pos,
        &[],
        &settings,
        &NoClock,
        &AtomicBool::new(false),
        &mut |_| {},
    )
}

fn centipawns(score: Score) -> i32 {
    match score {
        Score::Centipawns(cp) => cp,
        Score::Mate(n) => panic!("no mate expected here, found mate {n}"),
    }
}

#[test]
fn a_level_plays_only_moves_within_its_margin() {
    let pos = Position::from_fen(POSITION).unwrap();
    let (depth, margin) = (4, 50); // level 4's
    let best = centipawns(search(&pos, depth, 0, 0).score);
    let mut chosen: Vec<Move> = Vec::new();
    for seed in 0..12 {
        let m = search(&pos, depth, margin, seed).best.unwrap();
        if !chosen.contains(&m) {
            chosen.push(m);
        }
    }
    assert!(chosen.len() >= 2, "the seed chooses among several moves");
    for m in chosen {
        // The move's own score, searched alone to the same depth; the
        // allowance beyond the margin is for the two searches' different
        // pruning, far below a lost piece.
        let score = -centipawns(search(&position_after(&pos, [m]), depth - 1, 0, 0).score);
        assert!(
            score >= best - 2 * margin,
            "{m:?} scores {score}, the best {best}, the margin {margin}"
        );
    }
}

/// Each game's levels climb: no level looks less far, searches fewer nodes
/// or strays further from the best move than the one below; levels 1–7 are
/// bounded by depth or nodes (alike on any machine), level 8 by time.
#[test]
fn every_games_levels_climb() {
    use rulebook::ai::{Levels, Searchable};
    let games: [(&str, &Levels); 4] = [
        ("xiangqi", &<Position as Searchable>::LEVELS),
        (
            "shogi",
            &<rulebook::games::shogi::Position as Searchable>::LEVELS,
        ),
        (
            "longphuong",
            &<rulebook::games::longphuong::Position as Searchable>::LEVELS,
        ),
        (
            "oanquan",
            &<rulebook::games::oanquan::SearchPosition as Searchable>::LEVELS,
        ),
    ];
    for (game, levels) in games {
        for (n, row) in levels.iter().enumerate().take(7) {
            let limits = row.limits;
            assert!(
                limits.movetime_ms.is_none() && (limits.depth.is_some() || limits.nodes.is_some()),
                "{game} level {}: {row:?}",
                n + 1
            );
        }
        assert!(levels[7].limits.movetime_ms.is_some(), "{game} level 8");
        for pair in levels[..7].windows(2) {
            let (below, above) = (pair[0], pair[1]);
            let depth = |l: rulebook::ai::Limits| l.depth.unwrap_or(u32::MAX);
            let deeper = depth(above.limits) >= depth(below.limits);
            // A level with no node cap below one with a cap: depth alone
            // bounds it (levels 1 and 2 see one and two plies).
            let more_nodes = match (below.limits.nodes, above.limits.nodes) {
                (Some(n0), Some(n1)) => n1 >= n0,
                _ => true,
            };
            assert!(
                deeper && more_nodes && above.limits != below.limits,
                "{game}: {above:?} over {below:?}"
            );
            assert!(
                above.margin <= below.margin,
                "{game}: {above:?} over {below:?}"
            );
        }
    }
}
