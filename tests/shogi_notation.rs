//! Shogi move names: in every notation (USI, Western, Japanese) each legal
//! move's name is unique within its position and reads back to that move,
//! over seeded random playouts (with and without 同, the previous move's
//! square, for Japanese) and a few crowded positions.

use std::collections::HashMap;

use rulebook::core::{Game as _, Rng};
use rulebook::games::shogi::{Notation, Position, Square};

const NOTATIONS: [Notation; 3] = [Notation::Usi, Notation::Western, Notation::Japanese];

/// Positions where several pieces of a kind can reach one square: golds
/// and silvers around a king, two rooks and two bishops, promoted pieces.
const CROWDED: [&str; 3] = [
    "4k4/9/9/9/9/9/3GGG3/3S1S3/4K4 b - 1",
    "4k4/9/9/2R3R2/9/2B3B2/9/9/4K4 b - 1",
    "4k4/9/9/3+P1+P3/4+S4/3+N1+L3/9/9/4K4 b G 1",
];

/// Every position on seeded random playouts from `start`, with the square
/// the move before it reached.
fn playouts(start: &Position, seeds: u64, plies: usize) -> Vec<(Position, Option<Square>)> {
    let mut out = Vec::new();
    for seed in 0..seeds {
        let mut rng = Rng::from_seed(seed);
        let mut pos = start.clone();
        let mut previous = None;
        for _ in 0..plies {
            out.push((pos.clone(), previous));
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            previous = Some(m.to());
            pos.make(m);
        }
    }
    out
}

#[test]
fn every_name_is_unique_and_reads_back_in_every_notation() {
    let mut positions = playouts(&Position::startpos(), 20, 100);
    for sfen in CROWDED {
        let start = Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"));
        positions.extend(playouts(&start, 5, 30));
    }
    let mut names = 0;
    for (pos, previous) in &positions {
        for notation in NOTATIONS {
            let mut seen = HashMap::new();
            for &m in pos.legal_moves().iter() {
                let text = pos.move_text(m, notation, *previous);
                if let Some(other) = seen.insert(text.clone(), m) {
                    panic!("{}: {other:?} and {m:?} are both {text}", pos.sfen());
                }
                let back = pos
                    .parse_move(&text, *previous)
                    .unwrap_or_else(|e| panic!("{}: {text} does not read: {e}", pos.sfen()));
                assert_eq!(back, m, "{}: {text}", pos.sfen());
                names += 1;
            }
        }
    }
    eprintln!("{} positions, {names} names", positions.len());
    assert!(
        positions.len() > 2000 && names > 150_000,
        "{} positions, {names} names",
        positions.len()
    );
}

/// The move box and `rulebook play` read a Japanese name as the KIF and
/// KI2 readers do: for what its words mean, however another program or a
/// person spelt it.
#[test]
fn japanese_names_are_read_for_their_meaning() {
    use rulebook::games::shogi::{Error, Game, GameOptions};
    let start = Position::startpos();
    let sq = |t: &str| Square::parse(t);
    for text in ["▲７六歩", "７六歩", "76歩", "☗7六歩", "７六歩(77)"] {
        assert_eq!(
            start.parse_move(text, None).map(|m| m.usi()),
            Ok("7g7f".to_string()),
            "{text}"
        );
    }
    // 同 with or without the square, spaced or not.
    let mut g = Game::from_position(Position::startpos(), GameOptions::default(), 0);
    for m in ["7g7f", "3c3d", "8h2b+"] {
        g.play_text(m).unwrap();
    }
    for text in ["△同　銀", "同銀", "２二同銀", "△２二銀"] {
        assert_eq!(
            g.position().parse_move(text, sq("2b")).map(|m| m.usi()),
            Ok("3a2b".to_string()),
            "{text}"
        );
    }
    // A word this engine would not write (no other gold can go to ５八
    // from the right), and a promotion left unsaid (not taken).
    let p = Position::from_sfen("4k4/9/9/6S2/9/9/9/9/4K4 b - 1").unwrap();
    assert_eq!(
        p.parse_move("３三銀", None).map(|m| m.usi()),
        Ok("3d3c".to_string())
    );
    assert_eq!(
        p.parse_move("３三銀成", None).map(|m| m.usi()),
        Ok("3d3c+".to_string())
    );
    // An illegal move named in Japanese reaches the engine, which says why.
    let nifu = Position::from_sfen("4k4/9/9/9/9/9/4P4/9/4K4 b P 1").unwrap();
    let m = nifu.parse_move("５五歩打", None).unwrap();
    assert_eq!(m.usi(), "P*5e");
    let mut g = Game::from_position(nifu, GameOptions::default(), 0);
    let refusal = g.play_text("５五歩打").unwrap_err();
    assert!(
        matches!(refusal, Error::IllegalMove { ref text, .. } if text == "５五歩打"),
        "{refusal:?}"
    );
    assert!(refusal.to_string().contains("pawn"), "{refusal}");
    assert!(g.plies().is_empty());
    // Names of no move, and of several.
    assert!(start.parse_move("５五玉", None).is_err());
    assert!(start.parse_move("同歩", None).is_err());
    let golds = Position::from_sfen("4k4/9/9/9/9/9/9/3G1G3/4K4 b - 1").unwrap();
    assert!(golds.parse_move("５八金", None).is_err());
    assert_eq!(
        golds.parse_move("５八金右", None).map(|m| m.usi()),
        Ok("4h5h".to_string())
    );
}
