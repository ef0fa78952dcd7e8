//! What UCI for Cờ tướng says differently: its own options
//! (`UCI_Variant` offers `xiangqi` alone), and its move coordinates.
//!
//! Two UCI dialects write xiangqi moves: Fairy-Stockfish numbers the ranks
//! 1–10 from Red's side (`h3e3`), Pikafish and the GUIs made for it 0–9,
//! as ICCS and `rulebook moves` do (`h2e2`). Most moves read as either
//! (`h2e2` is a legal cannon move in both, on different ranks), so the
//! session cannot tell them apart by the moves. ICCS's by default, as the
//! issue asks and Pikafish's GUIs speak; a GUI that sets `UCI_Variant`
//! (Fairy-Stockfish's option, which no other xiangqi engine has) is taken
//! to speak Fairy-Stockfish's, unless the `Coordinates` option said which.

/// How the GUI numbers the ranks of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coordinates {
    /// Ranks 1–10 (`h3e3`), as Fairy-Stockfish.
    FairyStockfish,
    /// Ranks 0–9 (`h2e2`), as ICCS, Pikafish and `rulebook moves`.
    Iccs,
}

impl Coordinates {
    const ALL: [(Coordinates, &'static str); 2] = [
        (Coordinates::FairyStockfish, "fairy-stockfish"),
        (Coordinates::Iccs, "iccs"),
    ];

    fn name(self) -> &'static str {
        Coordinates::ALL
            .iter()
            .find(|(c, _)| *c == self)
            .map_or("", |(_, n)| n)
    }

    /// The first rank's number.
    fn first_rank(self) -> u32 {
        match self {
            Coordinates::FairyStockfish => 1,
            Coordinates::Iccs => 0,
        }
    }
}

/// The combo options besides the spins.
pub(super) fn combos() -> Vec<String> {
    let names: Vec<&str> = Coordinates::ALL.iter().map(|(_, n)| *n).collect();
    vec![
        "option name UCI_Variant type combo default xiangqi var xiangqi".to_string(),
        format!(
            "option name Coordinates type combo default {} var {}",
            Coordinates::Iccs.name(),
            names.join(" var ")
        ),
    ]
}

/// The coordinates the session reads and writes, and whether the GUI
/// chose them (`Coordinates`) or they are the default.
#[derive(Clone, Copy, Debug)]
pub(super) struct Dialect {
    pub(super) coordinates: Coordinates,
    chosen: bool,
}

impl Default for Dialect {
    fn default() -> Dialect {
        Dialect {
            coordinates: Coordinates::Iccs,
            chosen: false,
        }
    }
}

/// `setoption` for UCI's own options.
pub(super) fn set_option(name: &str, value: &str, dialect: &mut Dialect) -> Result<(), String> {
    if name.eq_ignore_ascii_case("UCI_Variant") {
        if !value.eq_ignore_ascii_case("xiangqi") {
            return Err(format!(
                "UCI_Variant '{value}': this engine plays xiangqi only"
            ));
        }
        if !dialect.chosen {
            dialect.coordinates = Coordinates::FairyStockfish;
        }
        return Ok(());
    }
    if name.eq_ignore_ascii_case("Coordinates") {
        let found = Coordinates::ALL
            .iter()
            .find(|(_, n)| n.eq_ignore_ascii_case(value));
        return match found {
            Some((c, _)) => {
                *dialect = Dialect {
                    coordinates: *c,
                    chosen: true,
                };
                Ok(())
            }
            None => Err(format!(
                "Coordinates '{value}': give fairy-stockfish (ranks 1-10) or iccs (ranks 0-9)"
            )),
        };
    }
    Err(format!("unknown option '{name}'"))
}

/// A point `a0`–`i9` or `a1`–`i10` read by `coordinates`: file 0–8 and
/// rank 0–9, and the text's length.
fn point(text: &[u8], coordinates: Coordinates) -> Option<(u8, u32, usize)> {
    let file = *text.first()?;
    if !(b'a'..=b'i').contains(&file) {
        return None;
    }
    let digits = text[1..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count()
        .min(2);
    // Two digits only for rank 10; "a10a9" reads "10", "a1a2" reads "1".
    let digits = if digits == 2 && text[1..3] != *b"10" {
        1
    } else {
        digits
    };
    let number: u32 = std::str::from_utf8(&text[1..1 + digits])
        .ok()?
        .parse()
        .ok()?;
    let rank = number
        .checked_sub(coordinates.first_rank())
        .filter(|r| *r <= 9)?;
    Some((file, rank, 1 + digits))
}

/// A UCI move as ICCS (the game's move text).
pub(super) fn move_in(text: &str, coordinates: Coordinates) -> Result<String, String> {
    let bytes = text.as_bytes();
    let read = point(bytes, coordinates).and_then(|(f1, r1, n)| {
        let (f2, r2, m) = point(&bytes[n..], coordinates)?;
        (n + m == bytes.len()).then(|| format!("{}{r1}{}{r2}", f1 as char, f2 as char))
    });
    read.ok_or_else(|| {
        let example = match coordinates {
            Coordinates::FairyStockfish => {
                "h3e3, ranks 1-10; set Coordinates to iccs for ranks 0-9"
            }
            Coordinates::Iccs => {
                "h2e2, ranks 0-9; set Coordinates to fairy-stockfish for ranks 1-10"
            }
        };
        format!("'{text}' is not a move in these coordinates (like {example})")
    })
}

/// An ICCS move (`h2e2`) in the GUI's coordinates.
pub(super) fn move_out(iccs: &str, coordinates: Coordinates) -> String {
    let shift = coordinates.first_rank();
    iccs.chars()
        .map(|c| match c.to_digit(10) {
            Some(rank) => (rank + shift).to_string(),
            None => c.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{move_in, move_out, Coordinates::*};

    #[test]
    fn moves_cross_between_the_two_rank_numberings() {
        assert_eq!(move_in("h3e3", FairyStockfish).unwrap(), "h2e2");
        assert_eq!(move_in("a10a9", FairyStockfish).unwrap(), "a9a8");
        assert_eq!(move_in("a1a10", FairyStockfish).unwrap(), "a0a9");
        assert_eq!(move_in("h2e2", Iccs).unwrap(), "h2e2");
        for bad in ["a0a1", "a11a1", "h3e", "j3e3", "h3e3x", "", "a10", "a1a100"] {
            assert!(move_in(bad, FairyStockfish).is_err(), "{bad}");
        }
        assert!(move_in("a10a9", Iccs).is_err());
        assert_eq!(move_out("a9a8", FairyStockfish), "a10a9");
        assert_eq!(move_out("h2e2", FairyStockfish), "h3e3");
        assert_eq!(move_out("h2e2", Iccs), "h2e2");
    }
}
