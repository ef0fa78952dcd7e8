//! The header KIF and KI2 records share: the program, the handicap or the
//! board diagram, and the players.

use std::fmt::Write as _;

use super::super::Game;
use super::bod::write_bod;
use super::ending::{SideWords, EVEN_WORDS, HANDICAP_WORDS};
use super::one_line;
use super::start::named_start;
use crate::core::Game as _;

/// The lines KIF and KI2 begin with: the program, the handicap or the
/// board diagram, and the players. Returns the words for the two sides.
pub(super) fn write_header(out: &mut String, game: &Game, names: [&str; 2]) -> SideWords {
    out.push_str("# ---- Rulebook 棋譜ファイル ----\n");
    let start = game.start_position();
    let named = named_start(start);
    let words = match named {
        Some(n) if n != "平手" => HANDICAP_WORDS,
        _ => EVEN_WORDS,
    };
    match named {
        Some(name) => {
            let _ = writeln!(out, "手合割：{name}");
        }
        None => write_bod(out, start),
    }
    let _ = writeln!(out, "{}：{}", words[0], one_line(names[0]));
    let _ = writeln!(out, "{}：{}", words[1], one_line(names[1]));
    words
}
