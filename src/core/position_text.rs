//! What reading the board games' position texts shares: the word
//! `startpos`, and the piece placement's rows (`rnbakabnr/9/…`).

/// The start position (`start`) for the word `startpos`, else `text` read
/// by the game (`read`).
pub fn startpos_or<P, E>(
    text: &str,
    start: impl FnOnce() -> P,
    read: impl FnOnce(&str) -> Result<P, E>,
) -> Result<P, E> {
    if text == "startpos" {
        Ok(start())
    } else {
        read(text)
    }
}

/// A placement's rows, split at `/`; `wrong_count` (given the number
/// found) unless there are `count`.
pub fn rows<E>(
    placement: &str,
    count: usize,
    wrong_count: impl FnOnce(usize) -> E,
) -> Result<Vec<&str>, E> {
    let rows: Vec<&str> = placement.split('/').collect();
    if rows.len() != count {
        return Err(wrong_count(rows.len()));
    }
    Ok(rows)
}
