//! A game of Cờ tướng written as PGN (see the module's doc for the tags).

use super::super::{Game, Notation, Position};
use super::{problem::ended, result_token, PgnMoves};
use crate::core::{EndReason, Game as _, Lang, Side};

/// Movetext lines are kept under this many characters, as PGN asks.
const LINE_WIDTH: usize = 79;

/// A tag's value with `\` and `"` escaped and line breaks made spaces.
fn tag_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.trim().chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' | '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

impl Game {
    /// The game as PGN, its moves in `moves`; `names` are Red's and Black's
    /// players ("" for unknown); `lang` words the comment on how it ended.
    pub fn to_pgn(&self, names: [&str; 2], moves: PgnMoves, lang: Lang) -> String {
        let start = self.start_position();
        let result = result_token(self.outcome());
        let name = |n: &str| match tag_value(n) {
            v if v.is_empty() => "?".to_string(),
            v => v,
        };
        let mut tags = vec![
            ("Game", "Chinese Chess".to_string()),
            ("Event", "?".into()),
            ("Site", "?".into()),
            ("Date", "????.??.??".into()),
            ("Round", "?".into()),
            ("Red", name(names[0])),
            ("Black", name(names[1])),
            ("Result", result.into()),
            ("Variant", "xiangqi".into()),
        ];
        if start.fen() != Position::startpos().fen() {
            tags.push(("SetUp", "1".into()));
            tags.push(("FEN", start.fen()));
        }
        tags.push(("Format", moves.tag().into()));
        // PGN's words for a loss no move shows that is not a resignation.
        match self.outcome().map(|o| o.reason) {
            Some(EndReason::TechnicalFoul) => tags.push(("Termination", "rules infraction".into())),
            Some(EndReason::TimeForfeit) => tags.push(("Termination", "time forfeit".into())),
            _ => {}
        }
        let mut out: String = tags
            .iter()
            .map(|(tag, value)| format!("[{tag} \"{value}\"]\n"))
            .collect();
        out.push('\n');
        let mut words = self.movetext(moves);
        if let Some(outcome) = self.outcome() {
            words.push(format!("{{{}}}", ended(outcome, lang).replace('}', ")")));
        }
        words.push(result.to_string());
        out.push_str(&wrap(&words));
        out
    }

    /// The moves, each Red move after its number (`1.`), Black's first
    /// after `1...` when Black begins.
    fn movetext(&self, moves: PgnMoves) -> Vec<String> {
        let notation = match moves {
            PgnMoves::Iccs => Notation::Iccs,
            PgnMoves::Wxf => Notation::Wxf,
        };
        let mut pos = self.start_position().clone();
        let mut words = Vec::with_capacity(self.plies().len() * 3 / 2 + 2);
        for (i, ply) in self.plies().iter().enumerate() {
            let number = pos.fullmove_number();
            match pos.side_to_move() {
                Side::First => words.push(format!("{number}.")),
                Side::Second if i == 0 => words.push(format!("{number}...")),
                Side::Second => {}
            }
            words.push(pos.move_text(ply.mv, notation));
            pos.make(ply.mv);
        }
        words
    }
}

/// Words joined by spaces into lines of at most `LINE_WIDTH` characters
/// (a longer word stands alone), ending with a line break.
fn wrap(words: &[String]) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in words {
        let width = word.chars().count();
        if line > 0 && line + 1 + width > LINE_WIDTH {
            out.push('\n');
            line = 0;
        }
        if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += width;
    }
    out.push('\n');
    out
}
