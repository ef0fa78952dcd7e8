//! The rule engines, one module per game, each of the same shape
//! (position, move generation, rules, notation).

pub mod card121;
pub mod longphuong;
pub mod oanquan;
pub mod shogi;
pub mod xiangqi;
