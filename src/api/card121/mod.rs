//! 121's JavaScript face: the table and its board, and the benchmark's
//! workloads (the `card121` feature), and the cards drawn and a hand
//! scored without a table (the `card121_cards` feature, a wasm module of
//! its own for the rules pages and embedded hands).

#[cfg(feature = "card121")]
mod bench;
#[cfg(feature = "card121_cards")]
mod cards;
#[cfg(feature = "card121")]
mod classes;
#[cfg(feature = "card121_cards")]
mod score;

#[cfg(feature = "card121")]
pub use bench::bench_121;
#[cfg(feature = "card121")]
pub use classes::{Card121Board, Card121Table};
#[cfg(feature = "card121_cards")]
pub use cards::{card_names121, draw_cards121};
#[cfg(feature = "card121_cards")]
pub use score::score_cards121;
