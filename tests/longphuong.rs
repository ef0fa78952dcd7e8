//! Cờ Long Phượng: perft of the opening, a hand-built position for every
//! rule of the brief, and properties under seeded random playouts. (The
//! plain second move generator lives in `longphuong_plain.rs`.)

#[path = "support/positions.rs"]
mod positions;
#[macro_use]
#[path = "support/words.rs"]
mod words;

use positions::{capture_now_and_then, legal_texts};
use rulebook::core::{BoardRules, HistoryRefusal};
use rulebook::core::{EndReason, Game as _, Lang, MoveCode, Outcome, Rng};
use rulebook::games::longphuong::{
    perft, Error, Game, Illegal, Kind, Move, Position, Square, BLUE, ORANGE, START_POSITION,
};

/// A position text from (square, piece or stack text) pairs and `rest`:
/// the side to move, the hands and the ply, as the text writes them.
fn setup(pieces: &[(&str, &str)], rest: &str) -> String {
    let mut rows = Vec::new();
    for row in (0..9u8).rev() {
        let mut out = String::new();
        let mut empty = 0;
        for column in (1..=9u8).rev() {
            let name = format!("{}{}", (b'a' + row) as char, column);
            match pieces.iter().find(|(sq, _)| *sq == name) {
                Some((_, text)) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(text);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        rows.push(out);
    }
    format!("{} {rest}", rows.join("/"))
}

/// A game (not formal) from the position `setup` writes.
fn game_at(pieces: &[(&str, &str)], rest: &str) -> Game {
    Game::from_position(pos(&setup(pieces, rest)), false)
}

fn pos(text: &str) -> Position {
    Position::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

fn legal(p: &Position) -> Vec<String> {
    legal_texts(p, Move::text)
}

fn is_legal(p: &Position, m: &str) -> bool {
    legal(p).contains(&m.to_string())
}

fn why(p: &Position, m: &str) -> Illegal {
    let mv = Move::from_text(m).unwrap_or_else(|e| panic!("{m}: {e:?}"));
    Position::illegal(p, mv).unwrap_or_else(|| panic!("{m} should be illegal in {}", p.text()))
}

/// Targets of plain moves (no turn) from `from`.
fn targets(p: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = legal(p)
        .into_iter()
        .filter(|m| m.starts_with(&format!("{from}-")) && m.len() == 5)
        .map(|m| m[3..].to_string())
        .collect();
    v.sort();
    v
}

/// Both kings out of the way in the corners.
const KINGS: [(&str, &str); 2] = [("a7", "V"), ("i8", "v")];

// ---- the opening ----

#[test]
fn start_position_is_the_brief_s_and_perft_counts_the_opening() {
    assert_eq!(
        START_POSITION,
        "xvkvsvtvvtvsvkvxv/9/bvbvbvbvbvbvbvbvbv/9/9/9/B^B^B^B^B^B^B^B^B^/9/X^K^S^T^VT^S^K^X^ o LPlp 1"
    );
    let start = Position::startpos();
    assert_eq!(start.text(), START_POSITION);
    let counts: Vec<u64> = (1..=4).map(|d| perft(&start, d)).collect();
    assert_eq!(counts, [18, 324, 2592, 20736]);
}

#[test]
fn the_opening_only_drops_long_and_phuong_on_the_second_row() {
    let mut g = Game::new(false);
    let p = g.position().clone();
    assert_eq!(why(&p, "c1-d1"), Illegal::OpeningDropsOnly);
    assert_eq!(why(&p, "L*c5"), Illegal::OpeningSquare(sq("c5")));
    assert!(is_legal(&p, "L*b5") && is_legal(&p, "P*b9"));
    for m in ["L*b5", "L*h5", "P*b4", "P*h4"] {
        g.play_text(m).unwrap();
    }
    // Blue's drops are written with upper-case letters too.
    assert_eq!(
        g.position().text(),
        "xvkvsvtvvtvsvkvxv/4lp3/bvbvbvbvbvbvbvbvbv/9/9/9/B^B^B^B^B^B^B^B^B^/4LP3/X^K^S^T^VT^S^K^X^ o - 5"
    );
    // Ply 5: normal play, Orange first.
    assert!(is_legal(g.position(), "c1-d1"));
}

// ---- the grids ----

/// Turns a square about e5 by quarter turns clockwise (seen with row i at
/// the top and column 9 at the left): up becomes toward column 1.
fn turn_about_e5(square: &str, quarters: u32) -> String {
    let s = sq(square);
    let (mut up, mut right) = (s.row() as i32 - 4, 5 - s.column() as i32);
    for _ in 0..quarters {
        (up, right) = (-right, up);
    }
    format!("{}{}", (b'a' + (4 + up) as u8) as char, 5 - right)
}

#[test]
fn every_grid_in_every_facing() {
    // Targets from e5 facing up (toward row i); column 1 is to the right.
    let up: [(&str, &[&str]); 5] = [
        ("T", &["d5", "e4", "e6", "f4", "f5", "f6"]),
        ("S", &["d4", "d6", "f4", "f5", "f6"]),
        ("K", &["c3", "c5", "c7", "g4", "g6"]),
        ("B", &["f5"]),
        ("X", &["f5", "g5", "h5", "i5"]),
    ];
    for (letter, cells) in up {
        for (quarters, mark) in ['^', '>', 'v', '<'].iter().enumerate() {
            let piece = format!("{letter}{mark}");
            let p = pos(&setup(&[KINGS[0], KINGS[1], ("e5", &piece)], "o - 9"));
            let mut expected: Vec<String> = cells
                .iter()
                .map(|c| turn_about_e5(c, quarters as u32))
                .collect();
            expected.sort();
            if letter == "X" && *mark == '<' {
                // Toward column 9 the chariot meets nothing: e6 to e9.
                assert_eq!(expected, ["e6", "e7", "e8", "e9"]);
            }
            assert_eq!(targets(&p, "e5"), expected, "{piece} on e5");
        }
    }
    // Vương, Long and Phượng have one grid and no mark.
    let k = pos(&setup(&[("e5", "V"), KINGS[1]], "o - 9"));
    assert_eq!(
        targets(&k, "e5"),
        ["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"]
    );
    let l = pos(&setup(&[KINGS[0], KINGS[1], ("e5", "L")], "o - 9"));
    assert_eq!(targets(&l, "e5").len(), 16);
    let p = pos(&setup(&[KINGS[0], KINGS[1], ("e5", "P")], "o - 9"));
    assert_eq!(targets(&p, "e5").len(), 16);
    assert!(
        legal(&p)
            .iter()
            .all(|m| !m.starts_with("e5") || m.len() == 5),
        "a Phượng never turns"
    );
}

#[test]
fn slides_stop_at_the_first_piece_and_leaps_fly_over() {
    // A chariot facing up on e5; Blue's soldier on g5.
    let p = pos(&setup(
        &[KINGS[0], KINGS[1], ("e5", "X^"), ("g5", "bv")],
        "o - 9",
    ));
    assert_eq!(targets(&p, "e5"), ["f5", "g5"]);
    assert_eq!(
        why(&p, "e5-h5"),
        Illegal::CannotReach {
            kind: Kind::Chariot,
            from: sq("e5"),
            to: sq("h5")
        }
    );
    // A friendly soldier there: the lone chariot may stack on it, not pass.
    let q = pos(&setup(
        &[KINGS[0], KINGS[1], ("e5", "X^"), ("g5", "B^")],
        "o - 9",
    ));
    assert_eq!(targets(&q, "e5"), ["f5", "g5"]);
    // The rider leaps over a ring of pieces.
    let ring: Vec<(&str, &str)> = ["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"]
        .iter()
        .map(|s| (*s, "bv"))
        .chain([KINGS[0], KINGS[1], ("e5", "K^")])
        .collect();
    let r = pos(&setup(&ring, "o - 9"));
    assert_eq!(targets(&r, "e5"), ["c3", "c5", "c7", "g4", "g6"]);
}

// ---- stacks ----

#[test]
fn a_lone_piece_stacks_on_a_friendly_one_and_the_stack_moves_by_its_top() {
    let mut g = Game::from_position(
        pos(&setup(
            &[KINGS[0], KINGS[1], ("c5", "B^"), ("b5", "T^")],
            "o - 9",
        )),
        false,
    );
    g.play_text("b5-c5").unwrap();
    assert_eq!(g.position().stack(sq("c5")).height(), 2);
    assert!(
        g.position().text().contains("(B^T^)"),
        "{}",
        g.position().text()
    );
    g.play_text("i8-h8").unwrap();
    // The stack moves by its top (a Tướng): forward, sideways, back.
    let p = g.position();
    assert!(is_legal(p, "c5=d5") && is_legal(p, "c5=c4") && is_legal(p, "c5=b5"));
    assert!(is_legal(p, "c5=d5<") && is_legal(p, "c5-d5>"));
    g.play_text("c5=d4>").unwrap();
    assert!(
        g.position().text().contains("(B^T>)"),
        "{}",
        g.position().text()
    );
    g.play_text("h8-i8").unwrap();
    // Split: the top moves alone, the rest stays with its facing.
    g.play_text("d4-c4").unwrap();
    assert_eq!(
        g.position().top(sq("d4")).map(|p| p.text()),
        Some("B^".to_string())
    );
    assert_eq!(
        g.position().top(sq("c4")).map(|p| p.text()),
        Some("T>".to_string())
    );
}

#[test]
fn the_bans_on_stacking() {
    // A stack (B^T^) on c5 below a friendly soldier on d5; the Vương on c4,
    // a Sĩ on b3, a Tướng facing down on e5.
    let text = setup(
        &[
            ("c4", "V"),
            KINGS[1],
            ("c5", "(B^T^)"),
            ("d5", "B^"),
            ("b3", "S^"),
            ("e5", "Tv"),
        ],
        "o - 9",
    );
    let p = pos(&text);
    assert_eq!(why(&p, "c5-d5"), Illegal::SplitCannotStack(sq("d5")));
    assert_eq!(why(&p, "c5=d5"), Illegal::StackCannotStack(sq("d5")));
    // Nothing lands on the Vương; the Vương lands on nothing friendly.
    assert_eq!(why(&p, "b3-c4"), Illegal::OntoOwnKing(sq("c4")));
    assert_eq!(why(&p, "c4-b3"), Illegal::KingCannotStack);
    assert_eq!(why(&p, "c4-c5"), Illegal::KingCannotStack);
    // A lone piece may stack: the Tướng onto the soldier on d5.
    assert!(is_legal(&p, "e5-d5"));
    // A lone piece moves with '-' only.
    assert_eq!(why(&p, "e5=e4"), Illegal::NotAStack(sq("e5")));
    // A drop never lands on the Vương.
    let q = pos(&text.replace(" - 9", " B 9"));
    assert_eq!(why(&q, "B*c4^"), Illegal::OntoOwnKing(sq("c4")));
}

#[test]
fn capturing_a_stack_fills_the_hand_and_drops_may_land_on_own_stacks() {
    let mut g = game_at(
        &[
            KINGS[0],
            KINGS[1],
            ("e5", "X^"),
            ("g5", "(bvtvs<)"),
            ("c5", "(B^T^)"),
        ],
        "o - 9",
    );
    g.play_text("e5-g5").unwrap();
    // Blue's three pieces change colour in Orange's hand.
    assert_eq!(g.position().hands()[ORANGE].total(), 3);
    assert!(
        g.position().text().ends_with(" b TSB 10"),
        "{}",
        g.position().text()
    );
    assert_eq!(g.position().piece_count(), 2 + 3 + 2 + 1);
    g.play_text("i8-h8").unwrap();
    // Orange drops the Tướng onto its own stack, facing left.
    g.play_text("T*c5<").unwrap();
    assert_eq!(g.position().stack(sq("c5")).height(), 3);
    assert!(g.position().text().contains("(B^T^T<)"));
    // Never on the opponent's pieces.
    g.play_text("h8-i8").unwrap();
    let p = g.position();
    let bad = setup(&[KINGS[0], KINGS[1], ("e5", "bv")], "o S 9");
    assert_eq!(why(&pos(&bad), "S*e5^"), Illegal::DropOnOpponent(sq("e5")));
    assert!(
        is_legal(p, "S*e5^"),
        "an empty square takes a drop in any facing"
    );
    assert!(is_legal(p, "S*e5v") && is_legal(p, "S*e5>") && is_legal(p, "S*e5<"));
}

#[test]
fn a_stack_topped_by_long_or_phuong_cannot_turn() {
    let p = pos(&setup(&[KINGS[0], KINGS[1], ("e5", "(B^L)")], "o - 9"));
    assert_eq!(why(&p, "e5>"), Illegal::CannotTurn(Kind::Dragon));
    assert!(legal(&p)
        .iter()
        .all(|m| !m.starts_with("e5") || !m.ends_with(['<', '>', '^', 'v'])));
    assert!(is_legal(&p, "e5=e8") && is_legal(&p, "e5-e8"));
}

// ---- turning and the unchanged-position ban ----

#[test]
fn turns_are_quarter_turns_and_a_move_must_change_the_position() {
    let p = pos(&setup(&[KINGS[0], KINGS[1], ("e5", "S^")], "o - 9"));
    assert!(is_legal(&p, "e5>") && is_legal(&p, "e5<"));
    // Turning to the facing it has would change nothing; a half turn is no
    // quarter turn.
    assert_eq!(why(&p, "e5^"), Illegal::NotAQuarterTurn { at: sq("e5") });
    assert_eq!(why(&p, "e5v"), Illegal::NotAQuarterTurn { at: sq("e5") });
    assert_eq!(why(&p, "e5-f5^"), Illegal::NotAQuarterTurn { at: sq("e5") });
    assert_eq!(why(&p, "e5-f5v"), Illegal::NotAQuarterTurn { at: sq("e5") });
    assert!(is_legal(&p, "e5-f5>"));
    assert_eq!(
        why(&pos(&setup(&[("e5", "V"), KINGS[1]], "o - 9")), "e5>"),
        Illegal::CannotTurn(Kind::King)
    );
    // Every legal move changes the board or the hands.
    for m in p.legal_moves().iter() {
        let mut q = p.clone();
        q.make(*m);
        assert_ne!(
            q.text().split(' ').take(1).collect::<Vec<_>>(),
            p.text().split(' ').take(1).collect::<Vec<_>>()
        );
    }
}

// ---- check and the end ----

#[test]
fn a_check_must_be_met() {
    // Blue's chariot on i5 faces down column 5 onto Orange's Vương on a5.
    let p = pos(&setup(
        &[("a5", "V"), ("i1", "v"), ("i5", "xv"), ("b4", "S^")],
        "o B 9",
    ));
    assert!(p.in_check());
    let moves = legal(&p);
    for m in &moves {
        let mut q = p.clone();
        q.make(Move::from_text(m).unwrap());
        assert!(
            !q.is_attacked(q.king(ORANGE).unwrap(), BLUE),
            "{m} leaves the check"
        );
    }
    assert_eq!(why(&p, "b4>"), Illegal::LeavesKingAttacked);
    assert_eq!(why(&p, "b4-c4"), Illegal::LeavesKingAttacked);
    assert!(is_legal(&p, "b4-c5"), "the Sĩ blocks on column 5");
    assert!(is_legal(&p, "B*e5^"), "a drop may block");
    assert!(is_legal(&p, "a5-a4") && !is_legal(&p, "a5-b5"));
}

#[test]
fn checkmate_wins_and_pat_draws() {
    // Orange's Long slides to i9: Blue's Vương on i1 has no square.
    let mut g = game_at(
        &[("a5", "V"), ("i1", "v"), ("g9", "L"), ("h8", "X>")],
        "o - 10",
    );
    g.play_text("g9-i9").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(ORANGE, EndReason::Checkmate))
    );
    // PAT: Blue to move, not in check, with no legal move: a draw.
    let g = game_at(
        &[("a5", "V"), ("i1", "v"), ("e6", "P"), ("h8", "X>")],
        "b - 20",
    );
    assert!(!g.position().in_check());
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Pat)));
}

#[test]
fn thien_nhat_thu_the_third_occurrence_loses_for_its_maker() {
    let mut g = game_at(
        &[("a5", "V"), ("i5", "v"), ("b1", "X^"), ("h9", "xv")],
        "o - 9",
    );
    let cycle = ["b1>", "h9>", "b1^", "h9v"];
    for m in cycle.iter().chain(cycle.iter().take(3)) {
        g.play_text(m).unwrap();
        assert_eq!(g.outcome(), None, "after {m}");
    }
    g.play_text("h9v").unwrap();
    // Blue made the start position for the third time: Blue loses.
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(ORANGE, EndReason::ThienNhatThu))
    );
    g.undo().unwrap();
    assert_eq!(g.outcome(), None);
}

// ---- text ----

#[test]
fn position_text_is_read_strictly() {
    let bad = [
        ("9/9/9/9/9/9/9/9/9 o - 1 ", "exactly one space"),
        ("9/9/9/9/9/9/9/9/9  o - 1", "exactly one space"),
        ("9/9/9/9/9/9/9/9/9 o -", "this one has 3"),
        ("9/9/9/9/9/9/9/9 o - 1", "8 rows"),
        ("45/9/9/9/9/9/9/9/9 o - 1", "one digit"),
        ("8/9/9/9/9/9/9/9/9 o - 1", "exactly 9 columns"),
        ("(B^)8/9/9/9/9/9/9/9/9 o - 1", "two or more"),
        ("(B^b^)8/9/9/9/9/9/9/9/9 o - 1", "mixes both sides"),
        ("(B^V)8/9/9/9/9/9/9/9/9 o - 1", "holds a Vương"),
        ("B8/9/9/9/9/9/9/9/9 o - 1", "not a piece"),
        ("L^8/9/9/9/9/9/9/9/9 o - 1", "not a piece"),
        ("V8/9/9/9/9/9/9/9/V8 o - 1", "more than one Vương"),
        ("9/9/9/9/9/9/9/9/9 x - 1", "not a side"),
        ("9/9/9/9/9/9/9/9/9 o PL 1", "hands field"),
        ("9/9/9/9/9/9/9/9/9 o 1B 1", "hands field"),
        ("9/9/9/9/9/9/9/9/9 o - 01", "ply number"),
        ("9/9/9/9/9/9/9/9/9 o - 0", "ply number"),
        ("9/9/9/9/9/9/9/9/9 o 3L 1", "there are 3 Long pieces"),
        ("4v4/9/9/9/9/9/9/9/4X^4 o - 9", "the side that just moved"),
    ];
    for (text, expected) in bad {
        let e = Position::from_text(text).expect_err(text);
        assert!(
            e.text(Lang::En).contains(expected),
            "{text}: {}",
            e.text(Lang::En)
        );
        assert!(!e.text(Lang::Vi).is_empty());
        assert!(matches!(e, Error::Position(_)));
    }
    assert!(Position::from_text("9/9/9/9/9/9/9/9/9 o - 1").is_ok());
}

#[test]
fn move_text_is_read_strictly() {
    for bad in [
        "l*b5", "B*e4", "L*b5^", "V*e5", "c5-c5", "c5", "c5-d5>>", "c5+d5", "j5-d5",
    ] {
        assert!(Move::from_text(bad).is_err(), "{bad}");
    }
    for good in ["L*b5", "B*e4<", "c5-d5", "c5-d5>", "c5=d5", "c5=d5<", "c5>"] {
        assert_eq!(Move::from_text(good).unwrap().text(), good);
    }
}

// ---- properties under seeded random playouts ----

fn random_playouts(games: u64, plies: usize, mut each: impl FnMut(&Position, Move)) {
    let choose = |p: &Position, moves: &[Move], rng: &mut Rng| {
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| {
                p.top(m.to()).is_some_and(|q| q.side() != p.side_to_move()) && m.from().is_some()
            })
            .collect();
        capture_now_and_then(&captures, moves, 3, rng)
    };
    positions::random_playouts(Position::startpos, games, plies, choose, |p, m, _| {
        each(p, m)
    });
}

#[test]
fn undo_restores_text_round_trips_and_forty_pieces_stay() {
    random_playouts(24, 160, |p, m| {
        assert_eq!(p.piece_count(), 40, "{}", p.text());
        let back = Position::from_text(&p.text()).unwrap();
        assert_eq!(&back, p);
        assert_eq!(back.hash(), p.hash(), "hash of {}", p.text());
        assert_eq!(Move::from_text(&m.text()).unwrap(), m);
        assert_eq!(Move::from_code(m.code()), Some(m));
        let mut q = p.clone();
        let undo = q.make(m);
        q.unmake(m, undo);
        assert_eq!(&q, p);
        assert_eq!(q.hash(), p.hash());
        assert_eq!(q.text(), p.text());
    });
}

#[test]
fn every_legal_move_is_explained_as_legal_and_refusals_change_nothing() {
    let mut rng = Rng::from_seed(5);
    random_playouts(6, 100, |p, _| {
        for m in p.legal_moves().iter() {
            assert!(Position::illegal(p, *m).is_none());
        }
        let mut g = Game::from_position(p.clone(), false);
        let code = rng.below(1 << 19) as u32;
        if let Some(m) = Move::from_code(code) {
            if g.explain(m).is_some() {
                assert!(g.play(m).is_err());
                assert_eq!(g.position(), p);
            }
        }
    });
}

#[test]
fn record_round_trips() {
    let mut g = Game::new(false);
    for m in ["L*b5", "L*h5", "P*b4", "P*h4", "c1-d1>", "g9-f9", "d1^"] {
        g.play_text(m).unwrap();
    }
    g.undo().unwrap();
    let r = g.record();
    let back = Game::from_record(&r).unwrap();
    assert_eq!(back.record(), r);
    assert_eq!(back.position(), g.position());
    let mut formal = Game::new(true);
    formal.play_text("L*b5").unwrap();
    assert_eq!(
        formal.undo(),
        Err(Error::History(HistoryRefusal::UndoForbidden))
    );
    assert_eq!(BLUE, !ORANGE);
}

// ---- counts and counters at their limits ----

/// A hand of 19 or more of a kind used to index past the hash keys (a
/// panic), a stack of 39 pieces past the stack, and 256 pieces of a kind
/// wrapped the piece count to 0. Every over-full hand or stack is now
/// refused, saying what is wrong, before any table is indexed.
#[test]
fn over_full_hands_and_stacks_are_refused_saying_what_is_wrong() {
    let kings = "4v4/9/9/9/9/9/9/9/4V4";
    let hands: [(&str, u32, &str, u32); 8] = [
        ("19P", 19, "Phượng", 2),
        ("40p", 40, "Phượng", 2),
        ("255L", 255, "Long", 2),
        ("256B", 256, "Binh", 18),
        ("99999B", 99999, "Binh", 18),
        ("Pp", 0, "", 0),
        ("2Pp", 3, "Phượng", 2),
        ("10B9b", 19, "Binh", 18),
    ];
    for (hand, count, kind, max) in hands {
        let text = format!("{kings} o {hand} 1");
        if count == 0 {
            assert_eq!(pos(&text).text(), text);
            continue;
        }
        let e = Position::from_text(&text).expect_err(&text);
        assert_words!(
            e,
            format!("invalid position: there are {count} {kind} pieces on the board and in the hands together; the set holds {max}"),
            format!("thế cờ không hợp lệ: có {count} quân {kind} trên bàn và trong tay cộng lại; bộ cờ chỉ có {max}"),
        );
    }
    // One Phượng on the board and two in hand is one too many.
    let text = "4v4/9/9/9/9/9/9/9/3PV4 o 2p 1";
    let e = Position::from_text(text).unwrap_err();
    assert!(
        e.text(Lang::En).contains("there are 3 Phượng pieces"),
        "{e}"
    );

    // Stacks: 39 pieces is more than a set has but the two Vương; 255
    // more so. Refused as a stack, before the piece count.
    for height in [39usize, 40, 255, 300] {
        let stack = format!("({})", "B^".repeat(height));
        let text = format!("4v4/9/9/9/4{stack}4/9/9/9/4V4 o - 1");
        let e = Position::from_text(&text).expect_err("a tall stack");
        assert_words!(
            e,
            format!("invalid position: the stack on e5 has {height} pieces; a stack holds at most 38 (every piece but the two Vương)"),
            format!("thế cờ không hợp lệ: đội ở e5 có {height} quân; một đội có nhiều nhất 38 quân (mọi quân trừ hai Vương)"),
        );
    }
    // Eight stacks of 32 Binh: 256, which a one-byte count took for 0.
    let row = format!("({})", "B^".repeat(32)).repeat(8);
    let text = format!("4v4/9/9/9/{row}1/9/9/9/4V4 o - 1");
    let e = Position::from_text(&text).expect_err("256 Binh");
    assert_eq!(
        e.text(Lang::En),
        "invalid position: there are 256 Binh pieces on the board and in the hands together; the set holds 18"
    );
    // The tallest stack there can be (all 38 pieces but the Vương, all
    // Orange's) is read, round-trips, moves and is taken back.
    let all = format!(
        "({}{}{}{}{}LLPP)",
        "T^".repeat(4),
        "S^".repeat(4),
        "K^".repeat(4),
        "X^".repeat(4),
        "B^".repeat(18)
    );
    let text = format!("4v4/9/9/9/4{all}4/9/9/9/4V4 b - 9");
    let mut p = pos(&text);
    assert_eq!(p.text(), text);
    assert_eq!(p.piece_count(), 40);
    let m = Move::from_text("i5-h5").unwrap();
    let undo = p.make(m);
    p.unmake(m, undo);
    assert_eq!(p.text(), text);
}

/// The ply saturates at the largest a position text can hold (4294967295)
/// instead of wrapping to 0, which put a game back in its opening with no
/// legal move and no result; undo restores the ply it had.
#[test]
fn the_ply_saturates_and_undo_restores_it() {
    let max = u32::MAX;
    for (side, ply) in [("o", max), ("b", max), ("o", max - 1)] {
        let text = setup(
            &[("a5", "V"), ("i5", "v"), ("a1", "X^")],
            &format!("{side} - {ply}"),
        );
        let mut p = pos(&text);
        let hash = p.hash();
        let moves = p.legal_moves();
        let m = moves[0];
        let undo = p.make(m);
        let after = p.text();
        assert!(after.ends_with(" 4294967295"), "{after}");
        assert!(!p.in_opening());
        assert!(!p.legal_moves().is_empty(), "{after}");
        let back = pos(&after);
        assert_eq!(back.hash(), p.hash());
        p.unmake(m, undo);
        assert_eq!(p.text(), text);
        assert_eq!(p.hash(), hash);
        // The game plays on and takes the move back exactly.
        let mut g = Game::from_position(pos(&text), false);
        g.play(m).unwrap();
        assert_eq!(g.position().text(), after);
        assert_eq!(g.outcome(), None);
        assert!(!g.legal_moves().is_empty());
        g.undo().unwrap();
        assert_eq!(g.position().text(), text);
        assert_eq!(g.position().hash(), hash);
    }
    // One more than the writer can print is refused, with the range.
    for n in ["4294967296", "99999999999999999999"] {
        let text = setup(&[("a5", "V"), ("i5", "v")], "o - 1").replace(" 1", &format!(" {n}"));
        let e = Position::from_text(&text).expect_err(&text);
        assert_words!(
            e,
            format!("invalid position: '{n}' is not a ply number (1 to 4294967295, written without leading zeros)"),
            format!("thế cờ không hợp lệ: '{n}' không phải số nước (1 đến 4294967295, không có số 0 ở đầu)"),
        );
    }
}
