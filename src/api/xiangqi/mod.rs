//! Cờ tướng's JavaScript face: its classes and thinker (the `xiangqi`
//! feature; the thinker with `computer`) and its PGN records (the
//! `xiangqi_records` feature, a wasm module of its own).

#[cfg(feature = "xiangqi")]
mod classes;
#[cfg(feature = "xiangqi_records")]
mod records;

#[cfg(feature = "xiangqi")]
pub use classes::{XiangqiBoard, XiangqiGame};
#[cfg(all(feature = "xiangqi", feature = "computer"))]
pub use classes::XiangqiThinker;
#[cfg(feature = "xiangqi_records")]
pub use records::{read_xiangqi_pgn, write_xiangqi_pgn};
