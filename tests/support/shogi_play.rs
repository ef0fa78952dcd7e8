//! What the shogi record tests share: a game played from a position by its
//! USI moves, and a game's moves as USI.

use rulebook::core::Game as _;
use rulebook::games::shogi::{Game, GameOptions, Move, Position};

/// The game from `start` (an SFEN) after `moves` (USI, space-separated),
/// each checked by the engine.
pub fn play(start: &str, moves: &str) -> Game {
    let pos = Position::from_sfen(start).unwrap_or_else(|e| panic!("{start}: {e}"));
    let mut game = Game::from_position(pos, GameOptions::default(), 0);
    for (i, m) in moves.split_whitespace().enumerate() {
        let mv = Move::from_usi(m).unwrap_or_else(|| panic!("{m} is not USI"));
        game.play(mv)
            .unwrap_or_else(|e| panic!("ply {} {m}: {e}", i + 1));
    }
    game
}

/// The game's moves in USI, space-separated.
pub fn usi(game: &Game) -> String {
    game.moves().map(Move::usi).collect::<Vec<_>>().join(" ")
}
