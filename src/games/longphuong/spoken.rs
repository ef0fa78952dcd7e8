//! A place and a move in words, for screen readers: "c5: a stack
//! of 2 Orange pieces, bottom to top: Binh ^, Tướng >", "Orange: Binh c5
//! to d5, takes Blue's Tướng; check", "Cam: đội 2 quân c5 đến d5". The
//! pieces keep their Vietnamese names in both languages, as on the board.

use super::board::{MoveKind, Place, Position, Stack, HAND_ORDER};
use super::messages::{kind_name, side_name};
use super::rules::{LongPhuongRules, PlyRecord};
use crate::core::spoken::{hand_words, Spoken};
use crate::core::wording::say;
use crate::core::{Lang, SpokenMove};

/// What a move took: "Blue's Tướng", or "a stack of 2 Blue pieces".
fn stack_words(stack: &Stack, lang: Lang) -> Option<String> {
    let top = stack.top()?;
    let side = side_name(top.side(), lang);
    Some(match stack.height() {
        1 => {
            let kind = kind_name(top.kind());
            say!(lang, "{side}'s {kind}", "{kind} {side}")
        }
        n => say!(lang, "a stack of {n} {side} pieces", "đội {n} quân {side}"),
    })
}

impl Spoken<Place> for LongPhuongRules {
    /// What stands on a square, bottom to top ("c5: Binh ^ (Orange)", "c5: a
    /// stack of 2 Orange pieces, bottom to top: Binh ^, Tướng >", "c5:
    /// empty"), or how many of a kind a hand holds.
    fn describe(pos: &Position, place: Place, lang: Lang) -> String {
        let sq = match place {
            Place::Square(sq) => sq,
            Place::Hand(side, k) => {
                let count = pos.in_hand(side, HAND_ORDER[k]);
                let name = kind_name(HAND_ORDER[k]);
                return hand_words(side_name(side, lang), name, count, lang);
            }
        };
        let stack = pos.stack(sq);
        let Some(top) = stack.top() else {
            return say!(lang, "{sq}: empty", "{sq}: trống");
        };
        let side = side_name(top.side(), lang);
        let names: Vec<String> = stack
            .pieces()
            .iter()
            .map(|p| match p.kind().rotatable() {
                true => format!("{} {}", kind_name(p.kind()), p.facing().mark()),
                false => kind_name(p.kind()).to_string(),
            })
            .collect();
        let (n, list) = (names.len(), names.join(", "));
        match n {
            1 => format!("{sq}: {list} ({side})"),
            _ => say!(
                lang,
                "{sq}: a stack of {n} {side} pieces, bottom to top: {list}",
                "{sq}: đội {n} quân {side}, từ dưới lên: {list}"
            ),
        }
    }

    /// A ply, read in the position it left.
    fn ply_spoken(ply: &PlyRecord, after: &Position, lang: Lang) -> Option<SpokenMove> {
        let m = ply.mv;
        let to = m.to();
        let stack = after.stack(to);
        let mover = stack.top()?;
        let kind = kind_name(mover.kind());
        let facing = mover.facing().mark();
        let mut action = match (m.kind(), m.from()) {
            (MoveKind::Drop, _) => match mover.kind().rotatable() {
                true => say!(
                    lang,
                    "drops {kind} {facing} on {to}",
                    "thả {kind} {facing} xuống {to}"
                ),
                false => say!(lang, "drops {kind} on {to}", "thả {kind} xuống {to}"),
            },
            (MoveKind::Rotate, _) => {
                say!(
                    lang,
                    "turns {kind} on {to} to {facing}",
                    "xoay {kind} ở {to} sang {facing}"
                )
            }
            (MoveKind::Stack, Some(from)) => {
                // How many moved: the stack that stood on `from` before the move.
                let mut before = after.clone();
                before.unmake(m, ply.undo);
                let n = before.stack(from).height();
                say!(
                    lang,
                    "stack of {n} {from} to {to}",
                    "đội {n} quân {from} đến {to}"
                )
            }
            (_, Some(from)) => say!(lang, "{kind} {from} to {to}", "{kind} {from} đến {to}"),
            (_, None) => return None,
        };
        let turned = !matches!(m.kind(), MoveKind::Drop | MoveKind::Rotate) && m.facing().is_some();
        if turned {
            action += &say!(lang, ", turns to {facing}", ", xoay sang {facing}");
        }
        let took = stack_words(ply.undo.captured(), lang);
        let check = ply.gave_check.then(|| lang.pick("check", "chiếu Vương"));
        let side = side_name(mover.side(), lang);
        Some(SpokenMove::new(side, &action, took.as_deref(), check, lang))
    }
}
