//! Shogi's JavaScript face: its classes and thinker (the `shogi` feature;
//! the thinker with `computer`) and its record formats (the
//! `shogi_records` feature, a wasm module of its own).

#[cfg(feature = "shogi")]
mod classes;
#[cfg(feature = "shogi_records")]
mod records;

#[cfg(feature = "shogi")]
pub use classes::{ShogiBoard, ShogiGame};
#[cfg(all(feature = "shogi", feature = "computer"))]
pub use classes::ShogiThinker;
#[cfg(feature = "shogi_records")]
pub use records::{read_shogi_record, write_shogi_record};
