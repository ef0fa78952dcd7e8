//! The rule engines, one module per game, each of the same shape
//! (position, move generation, rules, notation), and the registry that
//! names them. A game is its folder, whose `mod.rs` holds its registry
//! entry (`GAME`), and its entry in `games.json`.

pub mod registry;

use registry::Kind;

/// Each game's module, and [`GAMES`]: each game whose own feature is on,
/// by its entry.
macro_rules! game_modules {
    ($([$id:ident $name:literal $feature:literal])*) => {
        $(
            #[cfg(game = $name)]
            pub mod $id;
        )*

        /// Every game built in, in the manifest's order.
        pub static GAMES: &[&dyn Kind] = &[$(
            #[cfg(feature = $feature)]
            &$id::GAME,
        )*];
    };
}
for_each_game!(game_modules);

/// The game named `name` on the command line.
pub fn find(name: &str) -> Option<&'static dyn Kind> {
    GAMES.iter().copied().find(|g| g.name() == name)
}

/// The games' names, for messages, in the manifest's order.
pub fn names() -> String {
    GAMES
        .iter()
        .map(|g| g.name())
        .collect::<Vec<_>>()
        .join(", ")
}
