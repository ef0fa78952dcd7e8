//! Why a PGN record could not be read, and its wording for a player in
//! English and Vietnamese. A move is named as the movetext numbers it
//! ("move 12 (h2e9)", Black's "move 12… (h9g7)"), so the player finds it
//! where the record's `12.` stands.

use super::super::messages::side_name;
use super::super::{FenError, Illegal, MoveTextError};
use crate::core::wording::{bilingual, say};
use crate::core::{Lang, Outcome, Side};

/// A move of the movetext: its number as written (`12.`) and whose it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveAt {
    pub number: u32,
    pub side: Side,
    /// The move as the record writes it.
    pub text: String,
}

impl MoveAt {
    /// "move 12 (h2e9)" for Red's, "move 12… (h9g7)" for Black's.
    fn name(&self, lang: Lang) -> String {
        let (n, text) = (self.number, &self.text);
        let dots = if self.side == Side::Second { "…" } else { "" };
        say!(lang, "move {n}{dots} ({text})", "nước {n}{dots} ({text})")
    }
}

/// Why a PGN record could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnProblem {
    /// Nothing but blank lines, tags or comments: no game.
    Empty,
    /// A line starting with `[` that is not `[Name "value"]`.
    BadTag { line: usize, text: String },
    /// The `FEN` tag is no valid position.
    Fen(FenError),
    /// A `{` comment or `(` variation opened on `line` and never closed.
    Unclosed { line: usize, opener: char },
    /// A `)` with no variation open.
    StrayClose { line: usize },
    /// Text where a move should be that names no move.
    MoveText { at: MoveAt, error: MoveTextError },
    /// The move breaks the rules.
    Illegal { at: MoveAt, reason: Illegal },
    /// A move after the game had already ended (checkmate, perpetual check).
    AfterEnd { at: MoveAt, outcome: Outcome },
    /// The `Result` (tag or closing token) says one thing, the moves another.
    ResultDisagrees { written: String, outcome: Outcome },
}

impl PgnProblem {
    pub fn text(&self, lang: Lang) -> String {
        use PgnProblem::*;
        bilingual!(lang, match self {
            Empty => (
                "the record holds no game: give PGN tags such as [Red \"…\"] and moves such as 1. h2e2 h9g7",
                "biên bản không có ván cờ nào: hãy ghi các thẻ PGN như [Red \"…\"] và các nước đi như 1. h2e2 h9g7",
            ),
            BadTag { line, text } => (
                "line {line}: '{text}' is not a PGN tag: write [Name \"value\"]",
                "dòng {line}: '{text}' không phải là thẻ PGN: hãy viết [Tên \"giá trị\"]",
            ),
            Fen(e) => (
                "the FEN tag is not a valid position: {}",
                "thẻ FEN không phải là một thế cờ hợp lệ: {}",
                e.text(lang),
            ),
            Unclosed { line, opener: '{' } => (
                "the comment opened with '{{' on line {line} is never closed with '}}'",
                "lời bình mở bằng '{{' ở dòng {line} không được đóng bằng '}}'",
            ),
            Unclosed { line, .. } => (
                "the variation opened with '(' on line {line} is never closed with ')'",
                "biến mở bằng '(' ở dòng {line} không được đóng bằng ')'",
            ),
            StrayClose { line } => (
                "line {line}: ')' closes no variation",
                "dòng {line}: dấu ')' không đóng biến nào",
            ),
            MoveText { at, error } => {
                say!(lang, "{}: {}", "{}: {}", at.name(lang), error.text(lang))
            }
            Illegal { at, reason } => (
                "{} is illegal: {}",
                "{} không hợp lệ: {}",
                at.name(lang),
                reason.text(lang),
            ),
            AfterEnd { at, outcome } => (
                "{} comes after the end: {}",
                "{} nằm sau khi ván cờ đã kết thúc: {}",
                at.name(lang),
                ended(*outcome, lang),
            ),
            ResultDisagrees { written, outcome } => (
                "the result {written} does not match the moves: {}",
                "kết quả {written} không khớp với các nước đi: {}",
                ended(*outcome, lang),
            ),
        })
    }
}

/// "Red won by checkmate" / "Đỏ thắng: chiếu bí".
pub(super) fn ended(outcome: Outcome, lang: Lang) -> String {
    let reason = outcome.reason.text(lang);
    match outcome.winner {
        Some(w) => say!(
            lang,
            "{} won by {reason}",
            "{} thắng: {reason}",
            side_name(w, lang)
        ),
        None => say!(lang, "drawn by {reason}", "hòa: {reason}"),
    }
}
