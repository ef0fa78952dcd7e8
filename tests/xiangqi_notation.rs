//! Cờ tướng move names: in every notation each legal move's name is unique
//! within its position and reads back to that move (seeded playouts, with
//! crowded pawn files and tandem pieces built in), and the forms other
//! writers use (Fairy-Stockfish's WXF) are read too.

use std::collections::HashMap;

use rulebook::core::Rng;
use rulebook::games::xiangqi::{Move, Notation, Position};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(text: &str) -> Move {
    Move::from_iccs(text).unwrap()
}

/// Positions with three to five pawns on a file, pawns crowded on two
/// files, and tandem rooks, horses, cannons, advisors and elephants, for
/// both sides.
const CROWDED: [&str; 7] = [
    "4P4/3k5/4P4/4P4/4P2P1/9/9/9/9/5K3 w - - 0 1",
    "2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1",
    "3k5/9/2P1P4/2P1P4/2P6/9/9/9/9/5K3 w - - 0 1",
    "3k5/9/9/R8/9/6p2/6p2/R5p2/6p2/4K4 b - - 0 1",
    "3k5/9/9/6C2/9/2B3C2/5N3/3A1N3/9/2BAK4 w - - 0 1",
    "2bak4/9/3a1n3/5n3/2b3c2/9/6c2/9/9/3K5 b - - 0 1",
    "4k4/9/9/9/9/2p1p4/2p1p4/2p6/9/3K5 b - - 0 1",
];

const NOTATIONS: [Notation; 3] = [Notation::Iccs, Notation::Wxf, Notation::Vietnamese];

/// Every position met on seeded random playouts from `start`.
fn playout_positions(start: &Position, seeds: u64, plies: usize) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 0..seeds {
        let mut rng = Rng::from_seed(seed);
        let mut p = start.clone();
        for _ in 0..plies {
            out.push(p.clone());
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p.make(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
    out
}

#[test]
fn every_name_is_unique_and_reads_back() {
    let mut positions = playout_positions(&Position::startpos(), 12, 40);
    for fen in CROWDED {
        positions.extend(playout_positions(&pos(fen), 4, 12));
    }
    let mut names = 0;
    for p in &positions {
        for notation in NOTATIONS {
            let mut seen: HashMap<String, Move> = HashMap::new();
            for &m in p.legal_moves().iter() {
                let text = p.move_text(m, notation);
                if let Some(other) = seen.insert(text.to_ascii_lowercase(), m) {
                    panic!(
                        "{text} names {} and {} in {} ({notation:?})",
                        other.iccs(),
                        m.iccs(),
                        p.fen()
                    );
                }
                assert_eq!(p.parse_move(&text), Ok(m), "{text} in {}", p.fen());
                names += 1;
            }
        }
    }
    eprintln!("{} positions, {names} names", positions.len());
    assert!(positions.len() >= 600, "{} positions", positions.len());
    assert!(names >= 30_000, "{names} names");
}

/// Asserts the names of moves (ICCS, expected text) in a position.
fn assert_names(fen: &str, notation: Notation, expected: &[(&str, &str)]) {
    let p = pos(fen);
    for &(m, text) in expected {
        assert_eq!(p.move_text(mv(m), notation), text, "{m} in {fen}");
    }
}

#[test]
fn four_pawns_on_a_file_do_not_read_as_a_file() {
    // Front, giữa trước, giữa sau, rear; the lone pawn keeps its file.
    let vi = Notation::Vietnamese;
    let four = [("e9d9", "Bt-6"), ("e7e8", "Bgt.1"), ("e6d6", "Bgs-6")];
    assert_names(CROWDED[0], vi, &four);
    assert_names(CROWDED[0], vi, &[("e5d5", "Bs-6"), ("h5h6", "B2.1")]);
    let five = [("c8b8", "Bgt-8"), ("c7b7", "Bg-8"), ("c6b6", "Bgs-8")];
    assert_names(CROWDED[1], vi, &five);
    // Three on a file keep their names; two crowded files add the file.
    assert_names(CROWDED[2], vi, &[("c7b7", "Bt7-8"), ("e6e7", "Bs5.1")]);
    assert_names(CROWDED[2], Notation::Wxf, &[("c7b7", "17=8")]);
}

#[test]
fn advisors_and_elephants_on_a_file_are_named_by_file() {
    // As Fairy-Stockfish writes them: only the front one can go back.
    let by_file = [
        ("d0e1", "A6+5"),
        ("d2e1", "A6-5"),
        ("c0a2", "E7+9"),
        ("c4a2", "E7-9"),
    ];
    assert_names(CROWDED[4], Notation::Wxf, &by_file);
    // Rooks, horses, cannons keep front and rear.
    let tandem = [("f3e5", "H++5"), ("f2e0", "H--5"), ("g6g7", "C++1")];
    assert_names(CROWDED[4], Notation::Wxf, &tandem);
    // The Vietnamese names are unchanged.
    assert_names(CROWDED[4], Notation::Vietnamese, &[("d0e1", "Ss.5")]);
    assert_names(
        CROWDED[5],
        Notation::Wxf,
        &[("c9e7", "E3+5"), ("c5e7", "E3-5")],
    );
    // The old forms still read.
    let p = pos(CROWDED[4]);
    assert_eq!(p.parse_move("A-+5"), Ok(mv("d0e1")));
    assert_eq!(p.parse_move("A+-5"), Ok(mv("d2e1")));
    assert_eq!(p.parse_move("E-+9"), Ok(mv("c0a2")));
}

#[test]
fn fairy_stockfish_names_are_read() {
    // The rear rook is pinned on its rank and cannot go back: Fairy-Stockfish
    // names the front rook's retreat by its file.
    let p = pos("4k4/9/9/9/5R3/9/9/9/9/3K1R1r1 w - - 0 1");
    assert_eq!(p.parse_move("R4-4"), Ok(mv("f5f1")));
    assert_eq!(p.parse_move("R+-4"), Ok(mv("f5f1")));
    assert_eq!(p.move_text(mv("f5f1"), Notation::Wxf), "R+-4");
    // Both rooks could go sideways to file 5: the file names no one move.
    assert!(p.parse_move("R4=5").is_err());
    assert_eq!(p.parse_move("R+=5"), Ok(mv("f5e5")));
    assert_eq!(p.parse_move("R-=5"), Ok(mv("f0e0")));
    // `.` for sideways.
    let start = Position::startpos();
    assert_eq!(start.parse_move("C2.5"), Ok(mv("h2e2")));
    assert_eq!(start.parse_move("c2.5"), Ok(mv("h2e2")));
    // Vietnamese keeps `.` as forward: the Vietnamese cannon goes forward.
    assert_eq!(start.parse_move("P2.4"), Ok(mv("h2h6")));
    assert!(start.parse_move("C2.0").is_err());
}
