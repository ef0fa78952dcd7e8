//! Cờ tướng perft beyond the start position: Fairy-Stockfish's published
//! regression position, and small positions built so that each way a move
//! can expose its own general (a pinned piece, a cannon's screen or the
//! piece behind it, a horse's leg, a piece stepping between a cannon and
//! the general, the generals' file) decides some counts. Counts not
//! published are Fairy-Stockfish's (pyffish 0.0.90), walked to the same
//! depth.

use rulebook::games::xiangqi::{perft, Position};

/// One position a line: its perft to depths 1, 2, …; its FEN; what it
/// exercises.
const POSITIONS: &str = "
49 2265 100326 4485547 | 1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1 | Fairy-Stockfish's regression middlegame (tests/perft.sh gives depth 4)
45 1564 66333 | rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1 | after a central cannon opening
21 343 7491 113667 | 5k3/9/9/4c4/9/9/9/2N6/R8/3AK4 w - - 0 1 | a cannon facing the general with nothing between: a piece stepping onto e1-e5 becomes its screen
2 32 338 5852 | 4k4/9/4c4/9/9/9/9/4N4/4A4/4K4 w - - 0 1 | two screens between a cannon and the general: either leaving the file lets the cannon through
2 27 141 2406 | 3k5/9/9/9/9/9/9/9/9/r2NK4 w - - 0 1 | a horse pinned by a rook along the rank
3 12 168 887 | 5k3/9/9/9/9/9/9/9/2nR5/4K4 w - - 0 1 | a rook on a horse's leg, which it may leave only by taking the horse
3 45 161 2926 | 3kc4/9/9/9/9/9/9/3n5/4A4/4K4 w - - 0 1 | a cannon and a horse checking at once, both answered by the advisor
20 63 1403 6216 | 2bakab2/9/9/9/9/9/9/9/4C4/4KR3 w - - 0 1 | a cannon between the generals beside a rook
";

#[test]
fn perft_of_positions_beyond_the_start() {
    let mut wrong = Vec::new();
    for line in POSITIONS.lines().filter(|l| !l.is_empty()) {
        let [counts, fen, what] = [0, 1, 2].map(|i| line.split(" | ").nth(i).unwrap_or(""));
        let counts: Vec<u64> = counts.split(' ').map(|n| n.parse().unwrap()).collect();
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let found: Vec<u64> = (1..=counts.len() as u32).map(|d| perft(&pos, d)).collect();
        if found != counts {
            wrong.push(format!("{what} ({fen}): {found:?}, expected {counts:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
