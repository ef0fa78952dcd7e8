//! The ring of twelve squares, the stones, the players' stores, and the
//! house-rule options.

use crate::core::{MoveCode, Side};

/// South (the bottom player, squares 1–5) moves first unless the draw says
/// otherwise.
pub const SOUTH: Side = Side::First;
/// North (squares 7–11).
pub const NORTH: Side = Side::Second;

pub const SQUARES: usize = 12;
/// The left quan square (ô quan) and the right one.
pub const QUAN_SQUARES: [u8; 2] = [0, 6];

/// A square of the ring, 0–11: 0 the left quan square, 1–5 South's dân
/// squares left to right, 6 the right quan square, 7–11 North's dân squares
/// right to left, so 0 → 1 → … → 11 → 0 runs counter-clockwise as South
/// sees the board.
pub fn is_quan(square: u8) -> bool {
    square == 0 || square == 6
}

/// Whether `square` is a quan square still holding its mandarin, given
/// the flags of the two quan squares (square 0's, then square 6's).
pub(crate) fn mandarin_on(mandarins: [bool; 2], square: u8) -> bool {
    match square {
        0 => mandarins[0],
        6 => mandarins[1],
        _ => false,
    }
}

/// The side that owns a dân square; quan squares belong to nobody.
pub fn owner(square: u8) -> Option<Side> {
    match square {
        1..=5 => Some(SOUTH),
        7..=11 => Some(NORTH),
        _ => None,
    }
}

/// A side's five dân squares (ô dân), left to right as South sees them.
pub fn own_squares(side: Side) -> [u8; 5] {
    match side {
        Side::First => [1, 2, 3, 4, 5],
        Side::Second => [11, 10, 9, 8, 7],
    }
}

/// The way stones are sown round the ring.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// `+`: toward higher square numbers, 11 wrapping to 0.
    #[default]
    Up,
    /// `-`: toward lower numbers.
    Down,
}

impl Direction {
    pub fn next(self, square: u8) -> u8 {
        match self {
            Direction::Up => (square + 1) % 12,
            Direction::Down => (square + 11) % 12,
        }
    }

    pub fn mark(self) -> char {
        match self {
            Direction::Up => '+',
            Direction::Down => '-',
        }
    }

    pub fn reversed(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Down => Direction::Up,
        }
    }
}

/// A move: one of the mover's dân squares and a direction (`3+`, `9-`).
/// (`Default`, square 0, only fills a move list's unused room.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub square: u8,
    pub direction: Direction,
}

impl Move {
    /// The same move on the board seen in a mirror (left and right swapped).
    pub fn mirrored(self) -> Move {
        Move {
            square: mirror_square(self.square),
            direction: self.direction.reversed(),
        }
    }
}

/// `square * 2`, plus 1 for `-`: the API's move codes.
impl MoveCode for Move {
    fn code(self) -> u32 {
        self.square as u32 * 2 + u32::from(self.direction == Direction::Down)
    }

    fn from_code(code: u32) -> Option<Move> {
        let square = (code / 2) as u8;
        let direction = if code.is_multiple_of(2) {
            Direction::Up
        } else {
            Direction::Down
        };
        (code < 24 && owner(square).is_some()).then_some(Move { square, direction })
    }
}

/// The square facing `square` in a left–right mirror: 0 ↔ 6, 1 ↔ 5, 7 ↔ 11…
pub fn mirror_square(square: u8) -> u8 {
    (18 - square) % 12
}

/// What a player has captured, and borrowed for refills.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Store {
    /// Captured citizens (dân); below zero after lending, or with
    /// `short_refill=go_negative`.
    pub citizens: i32,
    /// Captured mandarin stones (quan).
    pub mandarins: u8,
    /// Citizens borrowed from the opponent for refills, repaid at the end.
    pub borrowed: i32,
}

impl Store {
    /// The stones this store counts toward [`MAX_STONES`]: its citizens
    /// (below zero, that many owed), mandarins and borrowed stones.
    pub fn stones(&self) -> u64 {
        self.citizens.unsigned_abs() as u64
            + self.mandarins as u64
            + self.borrowed.unsigned_abs() as u64
    }

    /// The captured value: citizens plus each mandarin at its value.
    pub fn value(&self, options: &Options) -> i32 {
        self.citizens + options.mandarin_value as i32 * self.mandarins as i32
    }
}

/// What happens when a player must refill with fewer than five captured
/// citizens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ShortRefill {
    /// Borrow the rest from the opponent, repaid at the final count.
    #[default]
    Borrow,
    /// Take them anyway: the player's count goes below zero.
    GoNegative,
    /// The player loses the game.
    LoseTheGame,
}

/// The house rules, one value a page can set. `Default` is the brief's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// `mandarin_value=10|5`.
    pub mandarin_value: u8,
    /// `mandarin_as_small_stones=off|on`: ten small stones per quan square,
    /// counted as citizens.
    pub mandarin_as_small_stones: bool,
    /// `empty_quan_gap=off|on`: on, an empty quan square is a gap like an
    /// empty dân square; off, it ends the turn.
    pub empty_quan_gap: bool,
    /// `quan_non=off|on`: a quan square with its mandarin and fewer than
    /// five citizens can't be captured.
    pub quan_non: bool,
    /// `short_refill=borrow|go_negative|lose_the_game`.
    pub short_refill: ShortRefill,
    /// `refill_from_mandarin=off|on`: a short refill first breaks a captured
    /// mandarin into citizens.
    pub refill_from_mandarin: bool,
    /// `first_turn_no_quan=off|on`: the game's first move may not capture a
    /// mandarin.
    pub first_turn_no_quan: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            mandarin_value: 10,
            mandarin_as_small_stones: false,
            empty_quan_gap: false,
            quan_non: false,
            short_refill: ShortRefill::Borrow,
            refill_from_mandarin: false,
            first_turn_no_quan: false,
        }
    }
}

/// An option name or value that is not one of the brief's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// Not `name=value`.
    Form(String),
    UnknownName(String),
    BadValue {
        name: String,
        value: String,
    },
}

impl Options {
    /// The option names, as the brief writes them.
    pub const NAMES: [&'static str; 7] = [
        "mandarin_value",
        "mandarin_as_small_stones",
        "empty_quan_gap",
        "quan_non",
        "short_refill",
        "refill_from_mandarin",
        "first_turn_no_quan",
    ];

    /// Sets one option from `name=value`.
    pub fn set(&mut self, setting: &str) -> Result<(), OptionError> {
        let (name, value) = setting
            .split_once('=')
            .ok_or_else(|| OptionError::Form(setting.to_string()))?;
        let bad = || OptionError::BadValue {
            name: name.to_string(),
            value: value.to_string(),
        };
        let switch = || match value {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(bad()),
        };
        match name {
            "mandarin_value" => {
                self.mandarin_value = match value {
                    "10" => 10,
                    "5" => 5,
                    _ => return Err(bad()),
                }
            }
            "mandarin_as_small_stones" => self.mandarin_as_small_stones = switch()?,
            "empty_quan_gap" => self.empty_quan_gap = switch()?,
            "quan_non" => self.quan_non = switch()?,
            "refill_from_mandarin" => self.refill_from_mandarin = switch()?,
            "first_turn_no_quan" => self.first_turn_no_quan = switch()?,
            "short_refill" => {
                self.short_refill = match value {
                    "borrow" => ShortRefill::Borrow,
                    "go_negative" => ShortRefill::GoNegative,
                    "lose_the_game" => ShortRefill::LoseTheGame,
                    _ => return Err(bad()),
                }
            }
            _ => return Err(OptionError::UnknownName(name.to_string())),
        }
        Ok(())
    }

    /// The value of option `name` as text (`10`, `on`, `borrow`).
    pub fn value_text(&self, name: &str) -> Option<&'static str> {
        let switch = |b: bool| if b { "on" } else { "off" };
        Some(match name {
            "mandarin_value" if self.mandarin_value == 5 => "5",
            "mandarin_value" => "10",
            "mandarin_as_small_stones" => switch(self.mandarin_as_small_stones),
            "empty_quan_gap" => switch(self.empty_quan_gap),
            "quan_non" => switch(self.quan_non),
            "refill_from_mandarin" => switch(self.refill_from_mandarin),
            "first_turn_no_quan" => switch(self.first_turn_no_quan),
            "short_refill" => match self.short_refill {
                ShortRefill::Borrow => "borrow",
                ShortRefill::GoNegative => "go_negative",
                ShortRefill::LoseTheGame => "lose_the_game",
            },
            _ => return None,
        })
    }

    /// Whether quan squares start with a mandarin stone (not ten small
    /// stones); the mandarin options apply only then.
    pub fn has_mandarins(&self) -> bool {
        !self.mandarin_as_small_stones
    }

    /// Every stone's value together: 70 with mandarins worth 10.
    pub fn total_value(&self) -> i32 {
        if self.has_mandarins() {
            50 + 2 * self.mandarin_value as i32
        } else {
            70
        }
    }
}

/// The most stones a position may hold, counted by [`Position::stones`]:
/// the citizens and mandarins on the ring, and in each store its citizens
/// (a count below zero counts as that many stones owed), its mandarins and
/// the stones it borrowed.
///
/// Why a bound, and why 255:
///
/// - A square's count is a byte (`u8`) in the position, in the steps a
///   page animates and in the API. The ring never holds more than the
///   position's stones, so with at most 255 no square can ever wrap.
/// - The stores and every score are then within a few hundred of zero,
///   far from the limits of `i32`: nothing a position text can say
///   overflows a sum (stores near `i32::MAX` used to wrap the check for a
///   whole set and be accepted).
/// - Sowing and capturing move stones without adding any, so they never
///   raise the count. A refill does: with `borrow` or `go_negative` the
///   stones come out of a store that may go below zero, so the ring can
///   gain stones no store gave up, and two players can pile them into the
///   quan squares without end: tests/oanquan.rs plays such a game from the
///   start, where a quan square used to pass 255 and wrap at ply 308.
///   So a refill that would take the count past the bound can't be made:
///   it is a refill loss, like a refill short of stones with
///   `short_refill=lose_the_game` ([`Position::refill_impossible`]).
/// - The start has 52 (70 with small stones); seeded random games of every
///   option stay under about 110. 255 is a real set five times over, so no
///   game played in earnest comes near it.
///
/// The position reader refuses a text past the bound, saying the count.
pub const MAX_STONES: u32 = 255;

/// A position: the ring, who moves next, and the two stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Citizens on each square (quan squares included).
    pub(crate) citizens: [u8; SQUARES],
    /// Whether the quan squares 0 and 6 still hold their mandarin.
    pub(crate) mandarins: [bool; 2],
    pub(crate) side: Side,
    /// South's store, then North's.
    pub(crate) stores: [Store; 2],
}

impl Position {
    /// The start: five citizens on each dân square, a mandarin (or ten
    /// small stones) on each quan square, South to move.
    pub fn start(options: &Options) -> Position {
        let mut citizens = [5u8; SQUARES];
        let quan = if options.has_mandarins() { 0 } else { 10 };
        citizens[0] = quan;
        citizens[6] = quan;
        Position {
            citizens,
            mandarins: [options.has_mandarins(); 2],
            side: SOUTH,
            stores: [Store::default(); 2],
        }
    }

    pub fn citizens(&self, square: u8) -> u8 {
        self.citizens[square as usize]
    }

    /// Whether quan square `square` (0 or 6) still holds its mandarin.
    pub fn has_mandarin(&self, square: u8) -> bool {
        mandarin_on(self.mandarins, square)
    }

    /// Whether the square holds any stone (a lone mandarin counts).
    pub fn has_stones(&self, square: u8) -> bool {
        self.citizens(square) > 0 || self.has_mandarin(square)
    }

    pub fn side_to_move(&self) -> Side {
        self.side
    }

    pub fn store(&self, side: Side) -> &Store {
        &self.stores[side.index()]
    }

    /// Whether all of `side`'s dân squares are empty (a refill is due).
    pub fn side_empty(&self, side: Side) -> bool {
        own_squares(side).iter().all(|&s| self.citizens(s) == 0)
    }

    /// Whether both quan squares are empty: the game's normal end.
    pub fn quans_empty(&self) -> bool {
        !QUAN_SQUARES.iter().any(|&q| self.has_stones(q))
    }

    /// The position seen in a mirror: left and right swapped.
    pub fn mirrored(&self) -> Position {
        let mut citizens = [0u8; SQUARES];
        for s in 0..SQUARES as u8 {
            citizens[mirror_square(s) as usize] = self.citizens(s);
        }
        Position {
            citizens,
            mandarins: [self.mandarins[1], self.mandarins[0]],
            ..*self
        }
    }

    /// Every stone counted once, wherever it is or is owed (what
    /// [`MAX_STONES`] bounds): citizens and mandarins on the ring, and for
    /// each store its citizens (below zero: that many owed), mandarins and
    /// borrowed stones.
    pub fn stones(&self) -> u64 {
        let ring: u64 = self.citizens.iter().map(|&c| c as u64).sum();
        let quans = self.mandarins.iter().filter(|&&m| m).count() as u64;
        ring + quans + self.stores.iter().map(Store::stones).sum::<u64>()
    }

    /// Citizens and mandarins everywhere, valued: always the options'
    /// total (70 with mandarins worth 10).
    pub fn total_value(&self, options: &Options) -> i32 {
        let board: i32 = self.citizens.iter().map(|&c| c as i32).sum::<i32>()
            + self.mandarins.iter().filter(|&&m| m).count() as i32 * options.mandarin_value as i32;
        board + self.stores.iter().map(|s| s.value(options)).sum::<i32>()
    }
}
