//! The brief's text forms: the position (`<ring> <side> <south> <north>`)
//! and the moves (`3+`, `9-`). Only canonical text is read.

use super::board::{
    is_quan, owner, Direction, Move, Options, Position, Store, MAX_STONES, SQUARES,
};
use super::{Error, PositionError};
use crate::core::{position_text, Side};

/// The start position with the default options.
pub const START_POSITION: &str = "0M,5,5,5,5,5,0M,5,5,5,5,5 s 0+0-0 0+0-0";

/// `south` or `north`: the side ids of the command line and the API.
pub fn side_id(side: Side) -> &'static str {
    match side {
        Side::First => "south",
        Side::Second => "north",
    }
}

/// The words a side may be given by (its id first), the first side's
/// then the second's.
pub const SIDE_WORDS: [&[&str]; 2] = [&["south", "s", "nam"], &["north", "n", "bac", "bắc"]];

impl Move {
    /// `3+`, `9-`.
    pub fn text(self) -> String {
        format!("{}{}", self.square, self.direction.mark())
    }

    /// Reads `<square><+|->` for a dân square (1–5 or 7–11).
    pub fn from_text(text: &str) -> Option<Move> {
        let direction = match text.chars().last()? {
            '+' => Direction::Up,
            '-' => Direction::Down,
            _ => return None,
        };
        let number = &text[..text.len() - 1];
        let square = canonical_number(number)? as u8;
        owner(square).map(|_| Move { square, direction })
    }
}

/// A non-negative integer written without a sign or leading zeros.
fn canonical_number(text: &str) -> Option<u32> {
    let n: u32 = text.parse().ok()?;
    (n.to_string() == text).then_some(n)
}

/// An integer, `-` for a negative one, no leading zeros or `+`.
fn canonical_integer(text: &str) -> Option<i32> {
    let n: i32 = text.parse().ok()?;
    (n.to_string() == text).then_some(n)
}

impl Store {
    /// `<citizens>+<mandarins>-<borrowed>`: `12+1-0`, `-2+0-0`.
    pub fn text(&self) -> String {
        format!("{}+{}-{}", self.citizens, self.mandarins, self.borrowed)
    }

    fn parse(text: &str) -> Option<Store> {
        // The citizens may carry a leading '-'; the '+' comes after them.
        let plus = text.char_indices().skip(1).find(|&(_, c)| c == '+')?.0;
        let (citizens, rest) = (&text[..plus], &text[plus + 1..]);
        let (mandarins, borrowed) = rest.split_once('-')?;
        Some(Store {
            citizens: canonical_integer(citizens)?,
            mandarins: u8::try_from(canonical_number(mandarins)?).ok()?,
            borrowed: i32::try_from(canonical_number(borrowed)?).ok()?,
        })
    }
}

impl Position {
    /// The position text.
    pub fn text(&self) -> String {
        let ring: Vec<String> = (0..SQUARES as u8)
            .map(|s| {
                let m = if self.has_mandarin(s) { "M" } else { "" };
                format!("{}{m}", self.citizens(s))
            })
            .collect();
        let side = ['s', 'n'][self.side_to_move().index()];
        format!(
            "{} {side} {} {}",
            ring.join(","),
            self.store(Side::First).text(),
            self.store(Side::Second).text()
        )
    }

    /// `startpos` (the start for `options`) or a position text.
    pub fn from_text_or_start(text: &str, options: &Options) -> Result<Position, Error> {
        let start = || Position::start(options);
        position_text::startpos_or(text, start, |text| Position::from_text(text, options))
    }

    /// Reads the canonical position text. The stones must add up to a
    /// whole set for `options` (50 citizens and 2 mandarins, or 70 small
    /// stones; with `refill_from_mandarin`, a broken mandarin counts as its
    /// value in citizens), and count at most [`MAX_STONES`] with the stones
    /// owed ([`Position::stones`]).
    pub fn from_text(text: &str, options: &Options) -> Result<Position, Error> {
        Position::parse(text, options).map_err(Error::Position)
    }

    fn parse(text: &str, options: &Options) -> Result<Position, PositionError> {
        let fields: Vec<&str> = text.split(' ').collect();
        if fields.len() != 4 {
            return Err(PositionError::Fields(text.split_whitespace().count()));
        }
        let ring: Vec<&str> = fields[0].split(',').collect();
        if ring.len() != SQUARES {
            return Err(PositionError::SquareCount(ring.len()));
        }
        let mut pos = Position::start(options);
        // The counts as written, put on the ring once the bound is checked.
        let mut counts = [0u32; SQUARES];
        for (i, field) in ring.iter().enumerate() {
            let square = i as u8;
            let (count, mandarin) = match field.strip_suffix('M') {
                Some(count) => (count, true),
                None => (*field, false),
            };
            counts[i] = canonical_number(count).ok_or_else(|| PositionError::Square {
                square,
                text: field.to_string(),
            })?;
            if mandarin && !(is_quan(square) && options.has_mandarins()) {
                return Err(PositionError::MandarinPlace { square });
            }
            if is_quan(square) {
                pos.mandarins[usize::from(square == 6)] = mandarin;
            }
        }
        pos.side = match fields[1] {
            "s" => Side::First,
            "n" => Side::Second,
            other => return Err(PositionError::Side(other.to_string())),
        };
        for (k, field) in fields[2..].iter().enumerate() {
            pos.stores[k] =
                Store::parse(field).ok_or_else(|| PositionError::Store(field.to_string()))?;
        }
        if !options.has_mandarins() && pos.stores.iter().any(|s| s.mandarins > 0) {
            return Err(PositionError::MandarinPlace { square: 0 });
        }
        // At most MAX_STONES, before anything is added up in an i32 or a
        // count is put in a square's byte.
        let stones = counts.iter().map(|&c| c as u64).sum::<u64>()
            + pos.mandarins.iter().filter(|&&m| m).count() as u64
            + pos.stores.iter().map(Store::stones).sum::<u64>();
        if stones > MAX_STONES as u64 {
            return Err(PositionError::TooManyStones {
                count: stones,
                bound: MAX_STONES,
            });
        }
        for (square, &n) in pos.citizens.iter_mut().zip(&counts) {
            *square = n as u8; // at most MAX_STONES (255)
        }
        let mandarins = pos.mandarins.iter().filter(|&&m| m).count() as u32
            + pos.stores.iter().map(|s| s.mandarins as u32).sum::<u32>();
        let citizens: i32 = pos.citizens.iter().map(|&c| c as i32).sum::<i32>()
            + pos.stores.iter().map(|s| s.citizens).sum::<i32>();
        // A broken mandarin (`refill_from_mandarin`) became citizens.
        let broken = if options.has_mandarins() && options.refill_from_mandarin {
            2u32.saturating_sub(mandarins)
        } else {
            0
        };
        let (want_citizens, want_mandarins) = if options.has_mandarins() {
            (
                50 + broken as i32 * options.mandarin_value as i32,
                2 - broken,
            )
        } else {
            (70, 0)
        };
        if citizens != want_citizens || mandarins != want_mandarins {
            return Err(PositionError::NotASet {
                citizens,
                mandarins,
                want_citizens,
                want_mandarins,
            });
        }
        Ok(pos)
    }
}
