//! A place and a move in words, for screen readers: "7g: Sente
//! pawn", "Gote's hand: 2 × pawn", "Sente: bishop 8h to 2b, promotes, takes
//! the bishop". Squares are named as in the Western and USI move
//! texts (file 1–9, rank a–i: "7g" is the board's ７七).

use super::board::{Piece, Place, Position, Square, HAND_ROLES};
use super::rules::{PlyRecord, ShogiRules};
use super::messages::{role_name, side_name};
use crate::core::spoken::{hand_words, Spoken};
use crate::core::wording::say;
use crate::core::{Lang, SpokenMove};

/// "Sente pawn" / "tốt của Tiên thủ".
fn piece_words(piece: Piece, lang: Lang) -> String {
    let (side, role) = (side_name(piece.side(), lang), role_name(piece.role(), lang));
    say!(lang, "{side} {role}", "{role} của {side}")
}

fn describe_square(pos: &Position, sq: Square, lang: Lang) -> String {
    match pos.piece_at(sq) {
        Some(piece) => format!("{sq}: {}", piece_words(piece, lang)),
        None => say!(lang, "{sq}: empty", "{sq}: trống"),
    }
}

impl Spoken<Place> for ShogiRules {
    /// What stands on a square ("7g: Sente pawn", "5e: empty") or how many of a
    /// kind a hand holds ("Gote's hand: 2 × pawn", "Gote's hand: no rook").
    fn describe(pos: &Position, place: Place, lang: Lang) -> String {
        match place {
            Place::Square(sq) => describe_square(pos, sq, lang),
            Place::Hand(side, k) => {
                let count = pos.in_hand(side, HAND_ROLES[k]);
                let (side, role) = (side_name(side, lang), role_name(HAND_ROLES[k], lang));
                hand_words(side, role, count, lang)
            }
        }
    }

    /// A ply, read in the position it left.
    fn ply_spoken(ply: &PlyRecord, after: &Position, lang: Lang) -> Option<SpokenMove> {
        let to = ply.mv.to();
        let mover = after.piece_at(to)?;
        let action = match (ply.mv.from(), ply.mv.dropped()) {
            (_, Some(role)) => {
                let role = role_name(role, lang);
                say!(lang, "drops a {role} on {to}", "thả {role} xuống {to}")
            }
            (Some(from), None) if ply.mv.promotes() => {
                let role = role_name(mover.role().unpromoted(), lang);
                say!(
                    lang,
                    "{role} {from} to {to}, promotes",
                    "{role} {from} đến {to}, phong cấp"
                )
            }
            (Some(from), None) => {
                let role = role_name(mover.role(), lang);
                say!(lang, "{role} {from} to {to}", "{role} {from} đến {to}")
            }
            (None, None) => return None,
        };
        let took = ply.undo.captured().map(|p| role_name(p.role(), lang));
        let took = took.map(|role| say!(lang, "the {role}", "{role}"));
        let check = ply.gave_check.then(|| lang.pick("check", "chiếu"));
        let side = side_name(mover.side(), lang);
        Some(SpokenMove::new(side, &action, took.as_deref(), check, lang))
    }
}
