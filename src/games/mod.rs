//! The rule engines, one module per game, each of the same shape
//! (position, move generation, rules, notation), and the registry that
//! names them: a new game is its folder and one entry in [`GAMES`].

#[cfg(any(feature = "card121", feature = "card121_cards"))]
pub mod card121;
#[cfg(feature = "longphuong")]
pub mod longphuong;
#[cfg(feature = "oanquan")]
pub mod oanquan;
pub mod registry;
#[cfg(any(feature = "shogi", feature = "shogi_records"))]
pub mod shogi;
#[cfg(any(feature = "xiangqi", feature = "xiangqi_records"))]
pub mod xiangqi;

use registry::{Board, Kind};

/// How many games are built in: each is a cargo feature.
const BUILT_IN: usize = cfg!(feature = "xiangqi") as usize
    + cfg!(feature = "shogi") as usize
    + cfg!(feature = "longphuong") as usize
    + cfg!(feature = "oanquan") as usize
    + cfg!(feature = "card121") as usize;

/// Every game built in, by its command-line name.
pub static GAMES: [&dyn Kind; BUILT_IN] = [
    #[cfg(feature = "xiangqi")]
    &Board::<xiangqi::Game>::new(),
    #[cfg(feature = "shogi")]
    &Board::<shogi::Game>::new(),
    #[cfg(feature = "longphuong")]
    &Board::<longphuong::Game>::new(),
    #[cfg(feature = "oanquan")]
    &Board::<oanquan::Game>::new(),
    #[cfg(feature = "card121")]
    &card121::Commands,
];

/// The game named `name` on the command line.
pub fn find(name: &str) -> Option<&'static dyn Kind> {
    GAMES.iter().copied().find(|g| g.name() == name)
}

/// The games' names, for messages: "xiangqi, shogi, …".
pub fn names() -> String {
    GAMES
        .iter()
        .map(|g| g.name())
        .collect::<Vec<_>>()
        .join(", ")
}
