//! A place and a move in words, for screen readers: "Square 3
//! (South's dân square): 6 citizens", "South: sows square 3
//! counter-clockwise (3+), takes 6 citizens and a mandarin".

use super::board::{is_quan, owner, Direction, Position};
use super::rules::{OAnQuanRules, PlyRecord};
use super::messages::side_name;
use super::moves::Step;
use super::place::Place;
use crate::core::spoken::Spoken;
use crate::core::wording::say;
use crate::core::{Lang, SpokenMove};

/// What a move's captures took, all told: "6 citizens and a mandarin".
fn taken_words(citizens: u32, mandarins: u32, lang: Lang) -> Option<String> {
    let stones = match (citizens, lang) {
        (0, _) => None,
        (1, Lang::En) => Some("1 citizen".to_string()),
        (n, _) => Some(say!(lang, "{n} citizens", "{n} dân")),
    };
    let big = match (mandarins, lang) {
        (0, _) => None,
        (1, Lang::En) => Some("a mandarin".to_string()),
        (n, _) => Some(say!(lang, "{n} mandarins", "{n} quan")),
    };
    match (stones, big) {
        (Some(s), Some(b)) => Some(say!(lang, "{s} and {b}", "{s} và {b}")),
        (s, b) => s.or(b),
    }
}

impl Spoken<Place> for OAnQuanRules {
    /// What a place holds or means: "Quan square 0: the mandarin and 5
    /// citizens", "Square 3 (South's dân square): 6 citizens", "3+: sow square
    /// 3 (+, counter-clockwise ↺)".
    fn describe(pos: &Position, place: Place, lang: Lang) -> String {
        let sq = place.square();
        let n = pos.citizens(sq);
        match place {
            Place::Arrow(m) => {
                let way = match m.direction {
                    Direction::Up => {
                        lang.pick("+, counter-clockwise ↺", "+, ngược chiều kim đồng hồ ↺")
                    }
                    Direction::Down => lang.pick("-, clockwise ↻", "-, thuận chiều kim đồng hồ ↻"),
                };
                let text = m.text();
                say!(
                    lang,
                    "{text}: sow square {sq} ({way})",
                    "{text}: rải ô {sq} (chiều {way})"
                )
            }
            Place::Square(_) if is_quan(sq) => match pos.has_mandarin(sq) {
                true => say!(
                    lang,
                    "Quan square {sq}: the mandarin and {n} citizens",
                    "Ô quan {sq}: quan và {n} dân"
                ),
                false => say!(
                    lang,
                    "Quan square {sq}: {n} citizens",
                    "Ô quan {sq}: {n} dân"
                ),
            },
            Place::Square(_) => {
                let side = owner(sq).map_or("", |s| side_name(s, lang));
                say!(
                    lang,
                    "Square {sq} ({side}'s dân square): {n} citizens",
                    "Ô {sq} (ô dân của {side}): {n} dân"
                )
            }
        }
    }

    /// A ply, read in the position it left.
    fn ply_spoken(ply: &PlyRecord, _after: &Position, lang: Lang) -> Option<SpokenMove> {
        let (sq, text) = (ply.mv.square, ply.mv.text());
        let action = match ply.mv.direction {
            Direction::Up => say!(
                lang,
                "sows square {sq} counter-clockwise ({text})",
                "rải ô {sq} ngược chiều kim đồng hồ ({text})"
            ),
            Direction::Down => say!(
                lang,
                "sows square {sq} clockwise ({text})",
                "rải ô {sq} thuận chiều kim đồng hồ ({text})"
            ),
        };
        let (mut citizens, mut mandarins) = (0u32, 0u32);
        for step in &ply.steps {
            if let Step::Capture {
                citizens: c,
                mandarin,
                ..
            } = *step
            {
                citizens = citizens.saturating_add(c.into());
                mandarins = mandarins.saturating_add(mandarin.into());
            }
        }
        let took = taken_words(citizens, mandarins, lang);
        let side = side_name(ply.before.side_to_move(), lang);
        Some(SpokenMove::new(side, &action, took.as_deref(), None, lang))
    }
}
