//! Shogi: perft against published counts, a worked example for every rule
//! of the brief, and properties under seeded random playouts.

#[macro_use]
#[path = "support/positions.rs"]
mod positions;
#[macro_use]
#[path = "support/words.rs"]
mod words;

use positions::{capture_now_and_then, legal_texts, play_each};
use rulebook::core::{BoardRules, HistoryRefusal};
use rulebook::core::{EndReason, Game as _, Lang, MoveCode, Outcome, Resignable, Rng};
use rulebook::games::shogi::{
    perft, Error, Furigoma, Game, GameOptions, Illegal, Move, Notation, Position, Role, Square,
    GOTE, SENTE, START_SFEN,
};

fn pos(sfen: &str) -> Position {
    Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

fn mv(text: &str) -> Move {
    Move::from_usi(text).unwrap_or_else(|| panic!("{text} is not USI"))
}

fn game_from(sfen: &str) -> Game {
    Game::from_position(pos(sfen), GameOptions::default(), 0)
}

fn play_all(game: &mut Game, moves: &str) {
    play_each(moves, |m| game.play_text(m));
}

fn legal(p: &Position) -> Vec<String> {
    legal_texts(p, Move::usi)
}

fn is_legal(p: &Position, m: &str) -> bool {
    legal(p).contains(&m.to_string())
}

fn why(p: &Position, m: &str) -> Illegal {
    Position::illegal(p, mv(m)).unwrap_or_else(|| panic!("{m} should be illegal in {}", p.sfen()))
}

const MATSURI: &str = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";

// ---- perft ----

#[test]
fn perft_from_the_start() {
    let start = Position::startpos();
    let counts: Vec<u64> = (1..=4).map(|d| perft(&start, d)).collect();
    assert_eq!(counts, [30, 900, 25470, 719731]);
}

#[test]
fn perft_matsuri() {
    let p = pos(MATSURI);
    let counts: Vec<u64> = (1..=3).map(|d| perft(&p, d)).collect();
    assert_eq!(counts, [207, 28684, 4809015]);
}

// ---- position text ----

#[test]
fn sfen_round_trips_and_start_is_the_brief_s() {
    assert_eq!(Position::startpos().sfen(), START_SFEN);
    assert_eq!(
        START_SFEN,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    );
    assert_eq!(pos(MATSURI).sfen(), MATSURI);
    assert_eq!(
        Position::from_text_or_start("startpos").unwrap(),
        Position::startpos()
    );
}

#[test]
fn sfen_rejects_impossible_positions() {
    let bad = [
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1",
            "does not cover exactly 9 files",
        ),
        (
            "8k/9/9/9/9/4P4/4P4/9/K8 b - 1",
            "two unpromoted pawns on file 5",
        ),
        ("4P3k/9/9/9/9/9/9/9/K8 b - 1", "could never move"),
        ("8k/4N4/9/9/9/9/9/9/K8 b - 1", "could never move"),
        ("8k/9/9/9/9/9/9/9/K3l4 w - 1", "could never move"),
        ("8k/9/9/9/9/9/9/9/K8 b 3R 1", "there are 3 rooks"),
        ("8k/9/9/9/9/9/9/9/K7K b - 1", "more than one king"),
        (
            "8k/8R/9/9/9/9/9/9/K8 b - 1",
            "the side that just moved has its king in check",
        ),
        ("8k/9/9/9/9/9/9/9/K8 x - 1", "not a side to move"),
        ("8k/9/9/9/9/9/9/9/K8 b 2Q 1", "not a hands field"),
        ("8k/9/9/9/9/9/9/9/K8 b - 0", "not a move number"),
        (
            "8k/9/9/9/9/9/9/9/+G8 b - 1",
            "'+' must come before a piece that promotes",
        ),
        ("8k/9/9/9/9/9/9/9 b - 1", "has 8 ranks"),
    ];
    for (sfen, expected) in bad {
        let e = Position::from_sfen(sfen).expect_err(sfen).text(Lang::En);
        assert!(e.contains(expected), "{sfen}: {e}");
        assert!(!Position::from_sfen(sfen)
            .unwrap_err()
            .text(Lang::Vi)
            .is_empty());
    }
    // A tokin does not count for nifu; a tsume problem has one king.
    pos("8k/9/9/9/9/4+P4/4P4/9/K8 b - 1");
    pos("8k/9/9/9/9/9/9/9/9 b 2R2B4G4S4N4L18P 1");
}

// ---- movement, promotion ----

#[test]
fn forced_promotions_have_no_unpromoted_form() {
    // Sente pawn 5b, lance 1b, knights 7c and 3d (to ranks a and b).
    let p = pos("k8/4P3L/2N6/6N2/9/9/9/9/4K4 b - 1");
    assert!(is_legal(&p, "5b5a+") && !is_legal(&p, "5b5a"));
    assert!(is_legal(&p, "1b1a+") && !is_legal(&p, "1b1a"));
    assert!(is_legal(&p, "7c8a+") && !is_legal(&p, "7c8a"));
    assert!(is_legal(&p, "3d4b+") && !is_legal(&p, "3d4b"));
    assert_eq!(
        why(&p, "5b5a"),
        Illegal::MustPromote {
            role: Role::Pawn,
            to: Square::new(5, 1)
        }
    );
    assert!(why(&p, "3d4b").text(Lang::En).contains("must promote"));
    // The same for Gote, mirrored.
    let g = pos("k8/9/9/9/9/2n6/6n2/l3p4/8K w - 1");
    for m in ["5h5i+", "9h9i+", "3g4i+", "7f6h+"] {
        assert!(is_legal(&g, m), "{m}");
        assert!(!is_legal(&g, m.trim_end_matches('+')), "{m}");
    }
}

#[test]
fn optional_promotion_entering_leaving_and_inside_the_zone() {
    // Silver 5d enters the zone; silver 3c leaves it; knight 7e lands on rank c.
    let p = pos("4k4/9/6S2/4S4/2N6/9/9/9/K8 b - 1");
    for m in [
        "5d5c", "5d5c+", "3c2d", "3c2d+", "3c2b", "3c2b+", "7e6c", "7e6c+",
    ] {
        assert!(is_legal(&p, m), "{m}");
    }
    // Outside the zone there is no promotion.
    assert!(!is_legal(&p, "5d5e+"));
    let q = pos("4k4/9/9/9/4S4/9/9/9/K8 b - 1");
    assert_eq!(
        why(&q, "5e5d+"),
        Illegal::OutsideZone {
            from: Square::new(5, 5),
            to: Square::new(5, 4)
        }
    );
    // Gold, king and promoted pieces never promote.
    let r = pos("4k4/9/4G4/9/9/9/9/9/K8 b - 1");
    assert_eq!(why(&r, "5c5b+"), Illegal::CannotPromote(Role::Gold));
    let t = pos("4k4/9/4+P4/9/9/9/9/9/K8 b - 1");
    assert_eq!(why(&t, "5c5b+"), Illegal::CannotPromote(Role::Tokin));
}

#[test]
fn promoted_pieces_move_as_the_brief_says() {
    // A dragon: rook lines plus one diagonal step; a horse: bishop lines plus
    // one orthogonal step; a tokin: a gold.
    let p = pos("k8/9/9/9/4+R4/9/9/9/8K b - 1");
    let dragon: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("5e"))
        .collect();
    assert_eq!(dragon.len(), 16 + 4);
    assert!(dragon.contains(&"5e4d".to_string()) && !dragon.contains(&"5e3c".to_string()));
    let q = pos("1k7/9/9/9/4+B4/9/9/9/8K b - 1");
    let horse: Vec<String> = legal(&q)
        .into_iter()
        .filter(|m| m.starts_with("5e"))
        .collect();
    assert!(horse.contains(&"5e5d".to_string()) && !horse.contains(&"5e5c".to_string()));
    // Four diagonals (the one toward 1i stops at Sente's own king) and four steps.
    assert_eq!(horse.len(), 4 + 4 + 3 + 4 + 4);
    assert!(horse.contains(&"5e1a".to_string()) && !horse.contains(&"5e1i".to_string()));
    let t = pos("k8/9/9/9/4+P4/9/9/9/8K b - 1");
    let tokin: Vec<String> = legal(&t)
        .into_iter()
        .filter(|m| m.starts_with("5e"))
        .collect();
    assert_eq!(tokin, ["5e4d", "5e4e", "5e5d", "5e5f", "5e6d", "5e6e"]);
}

#[test]
fn captured_pieces_go_to_hand_unpromoted() {
    let mut g = game_from("4k4/9/4p4/4+R4/9/9/9/9/K8 b - 1");
    play_all(&mut g, "5d5c");
    assert_eq!(g.position().in_hand(SENTE, Role::Pawn), 1);
    let mut h = game_from("4k4/9/9/4+r4/4+B4/9/9/9/K8 w - 1");
    play_all(&mut h, "5d5e");
    assert_eq!(h.position().in_hand(GOTE, Role::Bishop), 1);
    assert_eq!(h.position().sfen(), "4k4/9/9/9/4+r4/9/9/9/K8 b b 2");
}

// ---- drops ----

#[test]
fn drops_go_on_empty_squares_only_where_the_piece_can_move() {
    let p = pos("4k4/9/9/9/9/9/9/9/K8 b RBGSNLP 1");
    let n = |role: char| {
        legal(&p)
            .iter()
            .filter(|m| m.starts_with(&format!("{role}*")))
            .count()
    };
    // 81 squares minus the two kings.
    assert_eq!(n('R'), 79);
    assert_eq!(n('G'), 79);
    assert_eq!(n('P'), 79 - 8); // not rank a (8 empty squares there)
    assert_eq!(n('L'), 79 - 8);
    assert_eq!(n('N'), 79 - 17);
    assert_eq!(
        why(&p, "P*1a"),
        Illegal::DeadDrop {
            role: Role::Pawn,
            to: Square::new(1, 1)
        }
    );
    assert_eq!(
        why(&p, "L*2a"),
        Illegal::DeadDrop {
            role: Role::Lance,
            to: Square::new(2, 1)
        }
    );
    assert_eq!(
        why(&p, "N*3b"),
        Illegal::DeadDrop {
            role: Role::Knight,
            to: Square::new(3, 2)
        }
    );
    assert!(is_legal(&p, "N*3c"));
    assert_eq!(why(&p, "S*9i"), Illegal::DropOnPiece(Square::new(9, 9)));
    // Drops are unpromoted, even into the zone.
    assert!(is_legal(&p, "B*5c") && Move::from_usi("B*5c+").is_none());
    let q = pos("4k4/9/9/9/9/9/9/9/K8 b - 1");
    assert_eq!(why(&q, "P*5e"), Illegal::NotInHand(Role::Pawn));
    // Gote's dead ranks are the bottom ones.
    let g = pos("4k4/9/9/9/9/9/9/9/K8 w pn 1");
    assert!(!is_legal(&g, "P*1i") && !is_legal(&g, "N*1h") && is_legal(&g, "N*1g"));
}

#[test]
fn nifu_forbids_a_second_unpromoted_pawn_on_a_file() {
    let p = pos("4k4/9/9/9/9/9/4P4/9/K8 b P 1");
    assert_eq!(
        why(&p, "P*5e"),
        Illegal::Nifu {
            to: Square::new(5, 5)
        }
    );
    assert_eq!(
        why(&p, "P*5e").text(Lang::En),
        "pawn drop on file 5: you already have an unpromoted pawn there (nifu)"
    );
    assert!(why(&p, "P*5e").text(Lang::Vi).contains("cột 5"));
    assert!(is_legal(&p, "P*4e"));
    // A tokin on the file, or the opponent's pawn, does not count.
    let q = pos("4k4/9/4p4/9/9/9/4+P4/9/K8 b P 1");
    assert!(is_legal(&q, "P*5e"));
}

/// Gote's king in the corner, Sente's gold covering its flight squares and
/// a knight guarding 1b: a pawn dropped on 1b would mate.
const PAWN_DROP_MATE: &str = "8k/6G2/9/7N1/9/9/9/9/K8 b P 1";

#[test]
fn uchifuzume_a_pawn_drop_may_not_mate() {
    let p = pos(PAWN_DROP_MATE);
    assert_eq!(
        why(&p, "P*1b"),
        Illegal::PawnDropMate {
            to: Square::new(1, 2)
        }
    );
    assert!(why(&p, "P*1b").text(Lang::En).contains("uchifuzume"));
    // Mirrored for Gote.
    let g = pos("8k/9/9/9/9/1n7/9/2g6/K8 w p 1");
    assert_eq!(
        why(&g, "P*9h"),
        Illegal::PawnDropMate {
            to: Square::new(9, 8)
        }
    );
}

#[test]
fn uchifuzume_non_cases() {
    // Another piece dropped may mate.
    let mut g = game_from("8k/6G2/9/7N1/9/9/9/9/K8 b G 1");
    play_all(&mut g, "G*1b");
    assert_eq!(g.outcome(), Some(Outcome::win(SENTE, EndReason::Checkmate)));
    // A pawn moved on the board may mate, promoted or not.
    for m in ["1c1b", "1c1b+"] {
        let mut g = game_from("8k/6G2/8P/7N1/9/9/9/9/K8 b - 1");
        play_all(&mut g, m);
        assert_eq!(
            g.outcome(),
            Some(Outcome::win(SENTE, EndReason::Checkmate)),
            "{m}"
        );
    }
    // The king can escape (no gold): a pawn-drop check is fine.
    assert!(is_legal(&pos("8k/9/9/7N1/9/9/9/9/K8 b P 1"), "P*1b"));
    // The king can take the unguarded pawn (no knight).
    assert!(is_legal(&pos("8k/6G2/9/9/9/9/9/9/K8 b P 1"), "P*1b"));
    // A defender can take the pawn: Gote's silver on 2a.
    assert!(is_legal(&pos("7sk/6G2/9/7N1/9/9/9/9/K8 b P 1"), "P*1b"));
    // ... unless it is pinned (Sente's rook on 5a pins it to the king).
    let pinned = pos("4R2sk/6G2/9/7N1/9/9/9/9/K8 b P 1");
    assert_eq!(
        why(&pinned, "P*1b"),
        Illegal::PawnDropMate {
            to: Square::new(1, 2)
        }
    );
    // A pawn drop that does not check is never uchifuzume.
    assert!(is_legal(&pos(PAWN_DROP_MATE), "P*1c"));
}

#[test]
fn drops_and_moves_must_answer_check() {
    // Sente's king on 5i checked by Gote's rook on 5a down the file.
    let p = pos("4r3k/9/9/9/9/9/9/9/4K4 b G 1");
    let moves = legal(&p);
    let drops: Vec<&String> = moves.iter().filter(|m| m.contains('*')).collect();
    assert_eq!(drops.len(), 7, "a gold may block on 5b-5h: {drops:?}");
    assert!(!is_legal(&p, "G*4e"));
    assert_eq!(why(&p, "G*4e"), Illegal::IgnoresCheck);
    assert_eq!(why(&p, "5i5h"), Illegal::KingIntoCheck(Square::new(5, 8)));
    // A pinned piece may not leave the line.
    let q = pos("4r3k/9/9/9/9/9/9/4G4/4K4 b - 1");
    assert_eq!(
        why(&q, "5h4h"),
        Illegal::ExposesKing {
            at: Square::new(5, 8)
        }
    );
    assert!(is_legal(&q, "5h5g"));
    // Double check: only the king moves.
    let d = pos("4r3k/9/9/9/8b/9/9/9/4K4 b G 1");
    assert!(
        legal(&d).iter().all(|m| m.starts_with("5i")),
        "{:?}",
        legal(&d)
    );
}

// ---- the end of the game ----

#[test]
fn checkmate_and_resignation() {
    let mut g = Game::from_position(Position::startpos(), GameOptions::default(), 0);
    play_all(&mut g, "7g7f 3c3d 8h2b+ 3a2b B*4e");
    assert_eq!(g.outcome(), None);
    g.resign().unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(SENTE, EndReason::Resignation))
    );
    assert!(matches!(g.play_text("5a4b"), Err(Error::GameOver(_))));
    // A mate by a dropped gold (head of the king, guarded by a silver).
    let mut m = game_from("4k4/9/4S4/9/9/9/9/9/4K4 b G 1");
    play_all(&mut m, "G*5b");
    assert_eq!(m.outcome(), Some(Outcome::win(SENTE, EndReason::Checkmate)));
}

#[test]
fn sennichite_on_the_fourth_occurrence_is_a_draw() {
    let mut g = Game::from_position(Position::startpos(), GameOptions::default(), 0);
    let cycle = "2h3h 8b7b 3h2h 7b8b ";
    play_all(&mut g, &cycle.repeat(2));
    play_all(&mut g, "2h3h 8b7b 3h2h");
    assert_eq!(g.outcome(), None, "third occurrence only");
    play_all(&mut g, "7b8b");
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Sennichite)));
    assert_eq!(g.position().sfen(), START_SFEN.replace(" 1", " 13"));
    // Undo lifts the draw.
    g.undo().unwrap();
    assert_eq!(g.outcome(), None);
}

#[test]
fn perpetual_check_loses_the_sennichite() {
    // Sente's rook checks along rank a, then rank b; Gote's king steps 1a-1b.
    let mut g = game_from("8k/4R4/9/9/9/9/9/9/K8 b - 1");
    let cycle = "5b5a 1a1b 5a5b 1b1a ";
    play_all(&mut g, &cycle.repeat(2));
    play_all(&mut g, "5b5a 1a1b 5a5b");
    assert_eq!(g.outcome(), None);
    play_all(&mut g, "1b1a");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(GOTE, EndReason::PerpetualCheck))
    );
    assert!(g.plies().iter().step_by(2).all(|p| p.gave_check));
}

#[test]
fn impasse_count_on_both_sides_of_24() {
    // Both kings in their zones (Sente's on 5b, Gote's on 5h).
    let at_24 = "9/4K4/9/9/9/9/9/4k4/9 b RB14Prb4g4s4n4l4p 1";
    let g = game_from(at_24);
    assert!(g.impasse_available());
    let count = g.impasse_count();
    assert_eq!(count.points, [24, 30]);
    assert_eq!(count.outcome, Outcome::draw(EndReason::Impasse));
    let at_23 = "9/4K4/9/9/9/9/9/4k4/9 b RB13Prb4g4s4n4l5p 1";
    let mut g = game_from(at_23);
    assert_eq!(g.impasse_count().points, [23, 31]);
    let count = g.declare_impasse().unwrap();
    assert_eq!(count.outcome, Outcome::win(GOTE, EndReason::Impasse));
    assert_eq!(g.outcome(), Some(count.outcome));
    // Promotion is ignored: a dragon and a tokin on the board count 5 and 1.
    let promoted = "9/4K4/+R3+P4/9/9/9/9/4k4/9 b B13Prb4g4s4n4l4p 1";
    assert_eq!(game_from(promoted).impasse_count().points, [24, 30]);
    // Not before both kings have entered.
    let mut s = Game::from_position(Position::startpos(), GameOptions::default(), 0);
    assert!(!s.impasse_available());
    assert_eq!(s.declare_impasse(), Err(Error::ImpasseNotAvailable));
    assert_eq!(s.outcome(), None);
}

#[test]
fn furigoma_follows_the_seed_sentence() {
    let mut both = [false; 2];
    for seed in 0..64 {
        let g = Game::new(GameOptions {
            seed: Some(seed),
            formal: false,
        });
        let f = g.furigoma().expect("a new game tosses");
        // More pawns (歩) than tokin (と) up: the opponent of the tosser starts.
        assert_eq!(g.sente_player(), u8::from(f.pawns_up() >= 3));
        both[g.sente_player() as usize] = true;
        let again = Game::new(GameOptions {
            seed: Some(seed),
            formal: false,
        });
        assert_eq!(again.furigoma(), g.furigoma(), "seeded tosses repeat");
    }
    assert_eq!(both, [true, true]);
    let f = Furigoma {
        pawn_faces: [true, true, false, false, false],
    };
    assert_eq!(f.sente_player(), 0);
    let f = Furigoma {
        pawn_faces: [true, true, true, false, false],
    };
    assert_eq!(f.sente_player(), 1);
}

#[test]
fn formal_mode_has_no_undo_and_refusals_change_nothing() {
    let mut g = Game::new(GameOptions {
        formal: true,
        seed: Some(1),
    });
    play_all(&mut g, "7g7f");
    assert_eq!(g.undo(), Err(Error::History(HistoryRefusal::UndoForbidden)));
    let before = g.position().clone();
    assert!(g.play_text("3c3b").is_err());
    assert!(g.play_text("P*5e").is_err());
    assert!(g.play_text("nonsense").is_err());
    assert_eq!(g.position(), &before);
    assert_eq!(g.plies().len(), 1);
}

#[test]
fn record_round_trips_with_redo_and_resignation() {
    let mut g = Game::new(GameOptions {
        formal: false,
        seed: Some(3),
    });
    play_all(&mut g, "7g7f 3c3d 8h2b+ 3a2b");
    g.undo().unwrap();
    let record = record_comes_back!(Game, g);
    g.resign().unwrap();
    let r = Game::from_record(&g.record()).unwrap();
    assert_eq!(r.outcome(), g.outcome());
    let mut broken = record;
    broken.saved.moves = vec!["7g7f".into(), "7f7e".into()];
    let e = Game::from_record(&broken).unwrap_err().text(Lang::En);
    assert!(e.starts_with("move 2 (7f7e) is illegal"), "{e}");
}

// ---- notation ----

#[test]
fn western_and_japanese_text() {
    let mut g = Game::from_position(Position::startpos(), GameOptions::default(), 0);
    play_all(&mut g, "7g7f 3c3d 8h2b+ 3a2b 4i5h");
    for (notation, texts) in [
        (
            Notation::Western,
            ["P-7f", "P-3d", "Bx2b+", "Sx2b", "G4i-5h"],
        ),
        (
            Notation::Japanese,
            ["▲７六歩", "△３四歩", "▲２二角成", "△同　銀", "▲５八金右"],
        ),
        (Notation::Usi, ["7g7f", "3c3d", "8h2b+", "3a2b", "4i5h"]),
    ] {
        assert_eq!(g.move_texts(notation), texts);
    }
    // Declined promotion, drops, and 打 when a board piece could go there.
    let p = pos("4k4/9/9/6S2/9/9/9/9/4K4 b S 1");
    assert_eq!(p.move_text(mv("3d3c"), Notation::Western, None), "S-3c=");
    assert_eq!(
        p.move_text(mv("3d3c"), Notation::Japanese, None),
        "▲３三銀不成"
    );
    assert_eq!(
        p.move_text(mv("3d3c+"), Notation::Japanese, None),
        "▲３三銀成"
    );
    assert_eq!(p.move_text(mv("S*3c"), Notation::Western, None), "S*3c");
    assert_eq!(
        p.move_text(mv("S*3c"), Notation::Japanese, None),
        "▲３三銀打"
    );
    assert_eq!(p.move_text(mv("S*7c"), Notation::Japanese, None), "▲７三銀");
}

#[test]
fn japanese_disambiguation_words() {
    // Golds on 6i and 4i both reach 5h: 右 and 左 from Sente's side.
    let p = Position::startpos();
    assert_eq!(
        p.move_text(mv("6i5h"), Notation::Japanese, None),
        "▲５八金左"
    );
    // Golds on 5i (straight below) and 4i both reach 5h: 直 for the first.
    let q = pos("4k4/9/9/9/9/9/9/9/K3GG3 b - 1");
    assert_eq!(
        q.move_text(mv("5i5h"), Notation::Japanese, None),
        "▲５八金直"
    );
    assert_eq!(
        q.move_text(mv("4i5h"), Notation::Japanese, None),
        "▲５八金右"
    );
    // Golds on 6h (sideways) and 5i (up) to 5h: 寄 and 上.
    let r = pos("4k4/9/9/9/9/9/9/3G5/K3G4 b - 1");
    assert_eq!(
        r.move_text(mv("6h5h"), Notation::Japanese, None),
        "▲５八金寄"
    );
    assert_eq!(
        r.move_text(mv("5i5h"), Notation::Japanese, None),
        "▲５八金上"
    );
    // Golds on 5g (back) and 4i (up) to 5h: 引 and 上.
    let s = pos("4k4/9/9/9/9/9/4G4/9/K4G3 b - 1");
    assert_eq!(
        s.move_text(mv("5g5h"), Notation::Japanese, None),
        "▲５八金引"
    );
    // Gote sees right and left from its own side: 5a is right of 4a.
    let t = pos("k3gg3/9/9/9/9/9/9/9/4K4 w - 1");
    assert_eq!(
        t.move_text(mv("4a5b"), Notation::Japanese, None),
        "△５二金左"
    );
    assert_eq!(
        t.move_text(mv("5a5b"), Notation::Japanese, None),
        "△５二金直"
    );
}

#[test]
fn every_move_text_reads_back_as_its_move() {
    random_playouts(24, 120, |p, m, previous| {
        for n in [Notation::Usi, Notation::Western, Notation::Japanese] {
            let text = p.move_text(m, n, previous);
            assert_eq!(
                p.parse_move(&text, previous).unwrap(),
                m,
                "{n:?} '{text}' in {}",
                p.sfen()
            );
        }
    });
}

#[test]
fn move_text_errors_are_worded() {
    let p = Position::startpos();
    let e = p.parse_move("hello", None).unwrap_err();
    assert!(e.text(Lang::En).contains("is not a move"), "{e}");
    let e = p.parse_move("R-5e", None).unwrap_err();
    assert!(
        e.text(Lang::En)
            .contains("no legal move here is written 'R-5e'"),
        "{e}"
    );
    assert!(!e.text(Lang::Vi).is_empty());
}

// ---- properties under seeded random playouts ----

/// Plays `games` seeded random games of up to `plies` plies (preferring
/// captures and drops now and then so hands fill up), calling `each` with
/// every position, the move chosen there and the previous move's square.
fn random_playouts(
    games: u64,
    plies: usize,
    mut each: impl FnMut(&Position, Move, Option<Square>),
) {
    let choose = |p: &Position, moves: &[Move], rng: &mut Rng| {
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| p.piece_at(m.to()).is_some())
            .collect();
        capture_now_and_then(&captures, moves, 2, rng)
    };
    let mut previous = None;
    positions::random_playouts(Position::startpos, games, plies, choose, |p, m, ply| {
        if ply == 0 {
            previous = None;
        }
        each(p, m, previous);
        previous = Some(m.to());
    });
}

#[test]
fn undo_restores_the_exact_position_and_hash() {
    random_playouts(32, 150, |p, m, _| {
        let mut q = p.clone();
        let undo = q.make(m);
        let after = Position::from_sfen(&q.sfen()).unwrap();
        assert_eq!(
            after.hash(),
            q.hash(),
            "incremental hash after {} in {}",
            m.usi(),
            p.sfen()
        );
        assert_eq!(after.sfen(), q.sfen());
        q.unmake(m, undo);
        assert_eq!(&q, p);
    });
}

#[test]
fn pieces_are_conserved_and_move_codes_round_trip() {
    random_playouts(16, 200, |p, m, _| {
        let on_board = p.pieces().count() as u32;
        let in_hand: u32 = p.hands().0.iter().map(|h| h.total()).sum();
        assert_eq!(on_board + in_hand, 40, "{}", p.sfen());
        assert_eq!(Move::from_code(m.code()), Some(m));
        assert_eq!(Move::from_usi(&m.usi()), Some(m));
        for other in p.legal_moves().iter() {
            assert!(Position::illegal(p, *other).is_none());
        }
    });
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut rng = Rng::from_seed(11);
    let mut g = Game::from_position(Position::startpos(), GameOptions::default(), 0);
    for _ in 0..300 {
        if g.outcome().is_some() {
            break;
        }
        let code = rng.below(1 << 15) as u32;
        let before = g.position().clone();
        if let Some(m) = Move::from_code(code) {
            if g.explain(m).is_some() {
                assert!(g.play(m).is_err());
                assert_eq!(g.position(), &before);
            }
        }
        let moves = g.legal_moves();
        let m = moves[rng.below(moves.len() as u64) as usize];
        g.play(m).unwrap();
    }
}

// ---- counts and counters at their limits ----

/// A hand of 19 or more of a kind used to index past the hash keys (a
/// panic) before the piece count was checked; 256 and more did not fit a
/// count. Every over-full hand is now refused by the piece count, which
/// says how many there are, and nothing is indexed before it.
#[test]
fn over_full_hands_are_refused_by_the_piece_count() {
    let cases: [(&str, u32, &str, &str, u32); 9] = [
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 19P 1",
            19,
            "pawns",
            "19 in Sente's hand",
            18,
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 255P 1",
            255,
            "pawns",
            "255 in Sente's hand",
            18,
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 256P 1",
            256,
            "pawns",
            "256 in Sente's hand",
            18,
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 99999P 1",
            99999,
            "pawns",
            "99999 in Sente's hand",
            18,
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 w 4294967295p 1",
            4294967295,
            "pawns",
            "4294967295 in Gote's hand",
            18,
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 10P9p 1",
            19,
            "pawns",
            "10 in Sente's hand and 9 in Gote's hand",
            18,
        ),
        (
            "4k4/4p4/9/9/9/9/9/9/4K4 b 18P 1",
            19,
            "pawns",
            "1 on the board and 18 in Sente's hand",
            18,
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 3R 1",
            3,
            "rooks",
            "3 in Sente's hand",
            2,
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 2L300l 1",
            302,
            "lances",
            "2 in Sente's hand and 300 in Gote's hand",
            4,
        ),
    ];
    for (sfen, count, role, places, max) in cases {
        let e = Position::from_sfen(sfen).expect_err(sfen);
        assert_eq!(
            e.text(Lang::En),
            format!("invalid SFEN: there are {count} {role}: {places}; a shogi set holds {max}"),
            "{sfen}"
        );
        let vi = e.text(Lang::Vi);
        assert!(
            vi.contains(&format!("có {count} quân")) && vi.contains(&format!("chỉ có {max}")),
            "{sfen}: {vi}"
        );
    }
    assert_eq!(
        Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b 19P 1")
            .unwrap_err()
            .text(Lang::Vi),
        "SFEN không hợp lệ: có 19 quân tốt: 19 trong tay Tiên thủ; một bộ cờ shogi chỉ có 18"
    );
    // A count too long for any number is not a count at all.
    let e = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b 4294967296P 1").unwrap_err();
    assert!(e.text(Lang::En).contains("not a hands field"), "{e}");
    // A whole set is accepted and round-trips: 18 pawns in one hand, or
    // split with the board.
    for sfen in [
        "4k4/9/9/9/9/9/9/9/4K4 b 18P 1",
        "4k4/9/9/9/9/9/9/9/4K4 w 9P9p 1",
        "4k4/4p4/9/9/9/9/9/9/4K4 b 17P 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18P 1",
    ] {
        let p = pos(sfen);
        assert_eq!(p.sfen(), sfen);
        assert_eq!(Position::from_sfen(&p.sfen()).unwrap().hash(), p.hash());
    }
    // The full hand can be dropped from and taken back.
    let mut p = pos("4k4/9/9/9/9/9/9/9/4K4 b 18P 1");
    let before = (p.sfen(), p.hash());
    let m = mv("P*5e");
    let undo = p.make(m);
    assert_eq!(p.sfen(), "4k4/9/9/9/4P4/9/9/9/4K4 w 17P 2");
    p.unmake(m, undo);
    assert_eq!((p.sfen(), p.hash()), before);
}

/// The move number saturates at the largest a position text can hold
/// (4294967295) instead of wrapping to 0, so what is printed reads back,
/// and undo restores the number it had.
#[test]
fn the_move_number_saturates_and_undo_restores_it() {
    for sfen in [
        "4k4/9/9/9/9/9/9/9/4K4 b - 4294967295",
        "4k4/9/9/9/9/9/9/9/4K4 w - 4294967295",
        "4k4/9/9/9/9/9/9/9/4K4 b - 4294967294",
    ] {
        let mut p = pos(sfen);
        let hash = p.hash();
        let m = p.legal_moves()[0];
        let undo = p.make(m);
        let after = p.sfen();
        assert!(after.ends_with(" 4294967295"), "{after}");
        let back = Position::from_sfen(&after).unwrap_or_else(|e| panic!("{after}: {e}"));
        assert_eq!(back.sfen(), after);
        assert_eq!(back.hash(), p.hash());
        p.unmake(m, undo);
        assert_eq!(p.sfen(), sfen);
        assert_eq!(p.hash(), hash);
        // The game's play and undo agree.
        let mut g = game_from(sfen);
        g.play(m).unwrap();
        assert_eq!(g.position().sfen(), after);
        g.undo().unwrap();
        assert_eq!(g.position().sfen(), sfen);
        assert_eq!(g.position().hash(), hash);
    }
    // One more than the writer can print is refused, with the range.
    for n in ["4294967296", "99999999999999999999", "0"] {
        let sfen = format!("4k4/9/9/9/9/9/9/9/4K4 b - {n}");
        let e = Position::from_sfen(&sfen).unwrap_err();
        assert_words!(
            e,
            format!("invalid SFEN: '{n}' is not a move number: it runs from 1 to 4294967295"),
            format!("SFEN không hợp lệ: '{n}' không phải là số thứ tự nước đi: số này từ 1 đến 4294967295"),
        );
    }
}
