//! KI2: a game as its move names alone, the way books, blogs and 棋譜
//! databases print it (`▲７六歩    △３四歩    ▲２二角成  △同　銀`).
//! Written here, in Kifu for Windows' layout: six moves to a line, each
//! padded to twelve columns. Read by the KIF reader, whose headers, board
//! diagram and summary KI2 shares; it splits a line of moves here.

use std::fmt::Write as _;

use super::super::notation::Notation;
use super::super::Game;
use super::cells;
use super::ending::{write_end, Finish, RecordEnd, TIME_UP_NOTE};
use super::header::write_header;
use crate::core::{Game as _, Side};

const MOVES_PER_LINE: usize = 6;
const MOVE_CELLS: usize = 12;

/// The side a move mark stands for: ▲ ☗ ▼ Sente, △ ☖ ▽ Gote.
pub(super) fn side_mark(c: char) -> Option<Side> {
    match c {
        '▲' | '☗' | '▼' => Some(Side::First),
        '△' | '☖' | '▽' => Some(Side::Second),
        _ => None,
    }
}

/// A KI2 line's moves, each with its mark: `▲７六歩　△同　歩` gives
/// `▲７六歩` and `△同　歩` (the space inside 同　歩 is the name's own).
pub(super) fn ki2_moves(line: &str) -> Vec<&str> {
    let mut starts: Vec<usize> = line
        .char_indices()
        .filter(|&(_, c)| side_mark(c).is_some())
        .map(|(i, _)| i)
        .collect();
    starts.push(line.len());
    starts
        .windows(2)
        .map(|w| line[w[0]..w[1]].trim())
        .filter(|m| !m.is_empty())
        .collect()
}

impl Game {
    /// The game as a KI2 record: the KIF header, the move names, and the
    /// まで… summary. `names` are Sente's and Gote's players.
    pub fn to_ki2(&self, names: [&str; 2]) -> String {
        let mut out = String::new();
        let words = write_header(&mut out, self, names);
        out.push('\n');
        let texts = self.move_texts(Notation::Japanese);
        for line in texts.chunks(MOVES_PER_LINE) {
            let mut row = String::new();
            for (i, text) in line.iter().enumerate() {
                if i > 0 {
                    let pad = MOVE_CELLS.saturating_sub(cells(&line[i - 1])).max(1);
                    row.push_str(&" ".repeat(pad));
                }
                row.push_str(text);
            }
            out.push_str(&row);
            out.push('\n');
        }
        if let Some(end) = RecordEnd::of_game(self) {
            let written = write_end(self, end, words);
            let _ = writeln!(out, "まで{}手で{}", self.plies().len(), written.summary);
            if let Some(note) = written.note {
                let _ = writeln!(out, "*{note}");
            }
            if end.finish == Finish::TimeUp {
                let _ = writeln!(out, "*{TIME_UP_NOTE} (lost on time)");
            }
        }
        out
    }
}
