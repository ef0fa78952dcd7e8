//! The rule engines, one module per game, each of the same shape
//! (position, move generation, rules, notation), and the registry that
//! names them: a new game is its folder and one entry in [`GAMES`].

pub mod card121;
pub mod longphuong;
pub mod oanquan;
pub mod registry;
pub mod shogi;
pub mod xiangqi;

use registry::{Board, Kind};

/// Every game, by its command-line name.
pub static GAMES: [&dyn Kind; 5] = [
    &Board::<xiangqi::Game>::new(),
    &Board::<shogi::Game>::new(),
    &Board::<longphuong::Game>::new(),
    &Board::<oanquan::Game>::new(),
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
