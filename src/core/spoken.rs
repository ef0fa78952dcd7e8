//! A move as a screen reader says it, written once for the board games:
//! who moved, what the move did, what it took and whether it gives check
//! ("Red: cannon h2 to e2, takes the horse; check"); and a hand's count,
//! which the drop games say alike. Each game words its places and the
//! middle parts of a move ([`Spoken`], in `<game>/spoken.rs`); the page
//! reads the whole through its live region and plays the capture sound
//! from `capture`.

use super::timeline::Rules;
use super::wording::say;
use super::Lang;

/// A game's places and plies in words, said by its rules; `Place` is what
/// the page points at. [`Game`](super::Game) says `describe` and
/// `last_move_spoken` from it.
pub trait Spoken<Place>: Rules {
    /// A place in words: "e2: Red cannon".
    fn describe(position: &Self::Position, place: Place, lang: Lang) -> String;
    /// A ply in words, read in the position it left (`after`); `None` for
    /// one it can't say.
    fn ply_spoken(ply: &Self::Ply, after: &Self::Position, lang: Lang) -> Option<SpokenMove>;
}

/// A move in words, and whether it took something.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpokenMove {
    pub words: String,
    pub capture: bool,
}

impl SpokenMove {
    /// `side`: the mover's name; `action`: the move ("cannon h2 to e2");
    /// `took`: what it captured ("the horse"), if anything; `check`: the
    /// game's word for check when the move gives it.
    pub fn new(
        side: &str,
        action: &str,
        took: Option<&str>,
        check: Option<&str>,
        lang: Lang,
    ) -> SpokenMove {
        let mut words = format!("{side}: {action}");
        if let Some(took) = took {
            words += &say!(lang, ", takes {took}", ", ăn {took}");
        }
        if let Some(check) = check {
            words += &format!("; {check}");
        }
        SpokenMove {
            words,
            capture: took.is_some(),
        }
    }
}

/// How many of a kind a side's hand holds, in words: "Gote's hand: 2 ×
/// pawn", "Gote's hand: no rook" (an empty slot is said too: the keyboard
/// cursor stops there). `side` and `kind` are their names.
pub fn hand_words(side: &str, kind: &str, count: u8, lang: Lang) -> String {
    match count {
        0 => say!(
            lang,
            "{side}'s hand: no {kind}",
            "Quân trong tay {side}: không có {kind}"
        ),
        _ => say!(
            lang,
            "{side}'s hand: {count} × {kind}",
            "Quân trong tay {side}: {count} × {kind}"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_said_mover_first_then_what_it_took_then_check() {
        let m = SpokenMove::new(
            "Red",
            "cannon h2 to e2",
            Some("the horse"),
            Some("check"),
            Lang::En,
        );
        assert_eq!(m.words, "Red: cannon h2 to e2, takes the horse; check");
        assert!(m.capture);
        let m = SpokenMove::new("Đỏ", "pháo h2 đến e2", None, None, Lang::Vi);
        assert_eq!(m.words, "Đỏ: pháo h2 đến e2");
        assert!(!m.capture);
        let m = SpokenMove::new(
            "Đen",
            "xe a9 đến a0",
            Some("xe Đỏ"),
            Some("chiếu tướng"),
            Lang::Vi,
        );
        assert_eq!(m.words, "Đen: xe a9 đến a0, ăn xe Đỏ; chiếu tướng");
    }
}
