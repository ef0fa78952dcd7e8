//! A point and a move in words, for screen readers: "e2: Red
//! cannon", "Red: cannon h2 to e2, takes the horse; check". Points are
//! named in ICCS (files a–i, ranks 0–9), as the board's keyboard cursor
//! walks them.

use super::board::{Piece, Position, Square};
use super::rules::{PlyRecord, XiangqiRules};
use super::messages::{role_name, side_name};
use crate::core::spoken::Spoken;
use crate::core::wording::say;
use crate::core::{Lang, SpokenMove};

/// "red cannon" / "pháo Đỏ".
fn piece_words(piece: Piece, lang: Lang) -> String {
    let (side, role) = (side_name(piece.side(), lang), role_name(piece.role(), lang));
    say!(lang, "{side} {role}", "{role} {side}")
}

impl Spoken<Square> for XiangqiRules {
    /// What stands on a point: "e2: Red cannon", "e5: empty".
    fn describe(pos: &Position, sq: Square, lang: Lang) -> String {
        match pos.piece_at(sq) {
            Some(piece) => format!("{sq}: {}", piece_words(piece, lang)),
            None => say!(lang, "{sq}: empty", "{sq}: trống"),
        }
    }

    /// A ply, read in the position it left.
    fn ply_spoken(ply: &PlyRecord, after: &Position, lang: Lang) -> Option<SpokenMove> {
        let (from, to) = (ply.mv.from(), ply.mv.to());
        let mover = after.piece_at(to)?;
        let role = role_name(mover.role(), lang);
        let action = say!(lang, "{role} {from} to {to}", "{role} {from} đến {to}");
        let took = ply.undo.captured().map(|p| role_name(p.role(), lang));
        let took = took.map(|role| say!(lang, "the {role}", "{role}"));
        let check = ply.gave_check.then(|| lang.pick("check", "chiếu tướng"));
        let side = side_name(mover.side(), lang);
        Some(SpokenMove::new(side, &action, took.as_deref(), check, lang))
    }
}
