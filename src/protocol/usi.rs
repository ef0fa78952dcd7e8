//! What USI (shogi GUIs: Shogidokoro, ShogiGUI, Electron Shogi) says
//! differently: moves as the game already writes them
//! (`7g7f`, `P*5e`, `8h2b+`), and mates counted in plies.

/// A USI move is the game's own move text; anything else is refused here
/// rather than read as another notation.
pub(super) fn move_in(text: &str) -> Result<String, String> {
    let b = text.as_bytes();
    let square = |f: u8, r: u8| (b'1'..=b'9').contains(&f) && (b'a'..=b'i').contains(&r);
    let board = b.len() >= 4
        && square(b[0], b[1])
        && square(b[2], b[3])
        && (b.len() == 4 || (b.len() == 5 && b[4] == b'+'));
    let drop = b.len() == 4 && b"PLNSGBR".contains(&b[0]) && b[1] == b'*' && square(b[2], b[3]);
    if board || drop {
        Ok(text.to_string())
    } else {
        Err(format!(
            "'{text}' is not a USI move (like 7g7f, 8h2b+ or P*5e)"
        ))
    }
}

/// `mate N` in moves (the search's, as UCI counts) as USI's plies: a
/// win in N moves is 2N−1 plies, a loss in N moves 2N.
pub(super) fn mate_in_plies(moves: &str) -> String {
    match moves.parse::<i64>() {
        Ok(n) if n > 0 => (2 * n - 1).to_string(),
        Ok(n) => (2 * n).to_string(),
        Err(_) => moves.to_string(),
    }
}
