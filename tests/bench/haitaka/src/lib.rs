//! haitaka 0.3.2's shogi perft for `./build.sh bench`, compiled to wasm32 so
//! it runs in the same Node process as Rulebook's module. The counting is
//! haitaka's own fastest: its `examples/perft.rs` `perft_bulk` (moves and
//! drops, bulk counting at the leaves' parents), with the default magic
//! bitboards (haitaka's docs: its `qugiy` feature is about 3× slower).

use haitaka::Board;
use wasm_bindgen::prelude::*;

/// Leaf nodes `depth` plies below `board`.
fn perft_bulk(board: &Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes = 1,
        // The leaves' parent: count the generated moves without playing them.
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.into_iter().len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    nodes += perft_bulk(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

/// Perft of an SFEN (or `startpos`) to `depth`, as a JS number (exact below
/// 2^53).
#[wasm_bindgen]
pub fn perft(sfen: &str, depth: u32) -> Result<f64, JsError> {
    let board = if sfen == "startpos" {
        Board::startpos()
    } else {
        Board::from_sfen(sfen)
            .map_err(|e| JsError::new(&format!("haitaka: bad SFEN {sfen:?}: {e:?}")))?
    };
    Ok(perft_bulk(&board, depth) as f64)
}
