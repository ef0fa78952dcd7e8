//! The words a screen reader hears on the play pages: a place (the
//! keyboard cursor's) and the last move, for the four board games, in
//! English and Vietnamese — worked examples from real games.

use rulebook::core::{Game as _, Lang};
use rulebook::games::{longphuong, oanquan, shogi, xiangqi};

fn xiangqi_after(moves: &str) -> xiangqi::Game {
    let mut game = xiangqi::Game::new(xiangqi::TableOptions::default());
    for m in moves.split_whitespace() {
        let mv = game.position().parse_move(m).unwrap();
        game.play(mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

fn shogi_after(moves: &str) -> shogi::Game {
    let mut game = shogi::Game::new(shogi::GameOptions::default());
    for m in moves.split_whitespace() {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

fn longphuong_after(moves: &str) -> longphuong::Game {
    let mut game = longphuong::Game::new(false);
    for m in moves.split_whitespace() {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

fn oanquan_after(moves: &str) -> oanquan::Game {
    let mut game = oanquan::Game::new(oanquan::Options::default(), oanquan::SOUTH);
    for m in moves.split_whitespace() {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

/// The last move's words and whether it took something.
fn said(spoken: Option<rulebook::core::SpokenMove>) -> (String, bool) {
    let spoken = spoken.expect("a move was played");
    (spoken.words, spoken.capture)
}

#[test]
fn cotuong_moves_say_the_piece_the_points_what_was_taken_and_check() {
    let x = |moves: &str, lang| said(xiangqi_after(moves).last_move_spoken(lang));
    assert_eq!(x("h2e2", Lang::En), ("Red: cannon h2 to e2".into(), false));
    assert_eq!(x("h2e2", Lang::Vi), ("Đỏ: pháo h2 đến e2".into(), false));
    // The cannon jumps the e3 pawn to take on e6; with Black's cannon on e7
    // as the screen it then checks the general on e9.
    let quiet = x("h2e2 h9g7 e2e6", Lang::En);
    assert_eq!(quiet, ("Red: cannon e2 to e6, takes the pawn".into(), true));
    let check = x("h2e2 h7e7 e2e6", Lang::En);
    assert_eq!(
        check,
        ("Red: cannon e2 to e6, takes the pawn; check".into(), true)
    );
    let check = x("h2e2 h7e7 e2e6", Lang::Vi);
    assert_eq!(
        check,
        ("Đỏ: pháo e2 đến e6, ăn tốt; chiếu tướng".into(), true)
    );
    assert_eq!(
        x("h2e2 h9g7", Lang::Vi),
        ("Đen: mã h9 đến g7".into(), false)
    );
    assert!(xiangqi_after("").last_move_spoken(Lang::En).is_none());
}

#[test]
fn cotuong_points_say_what_stands_there() {
    let game = xiangqi_after("h2e2");
    let at = |name: &str, lang| game.describe(xiangqi::Square::parse(name).unwrap(), lang);
    assert_eq!(at("e2", Lang::En), "e2: Red cannon");
    assert_eq!(at("e2", Lang::Vi), "e2: pháo Đỏ");
    assert_eq!(at("h2", Lang::En), "h2: empty");
    assert_eq!(at("h2", Lang::Vi), "h2: trống");
    assert_eq!(at("e9", Lang::En), "e9: Black general");
}

#[test]
fn shogi_moves_say_promotion_captures_and_drops() {
    let s = |moves: &str, lang| said(shogi_after(moves).last_move_spoken(lang));
    assert_eq!(s("7g7f", Lang::En), ("Sente: pawn 7g to 7f".into(), false));
    let trade = "7g7f 3c3d 8h2b+";
    let promoted = (
        "Sente: bishop 8h to 2b, promotes, takes the bishop".into(),
        true,
    );
    assert_eq!(s(trade, Lang::En), promoted);
    let promoted = (
        "Tiên thủ: tượng 8h đến 2b, phong cấp, ăn tượng".into(),
        true,
    );
    assert_eq!(s(trade, Lang::Vi), promoted);
    // The horse (a promoted bishop) is named as it stood.
    let back = s("7g7f 3c3d 8h2b+ 3a2b", Lang::En);
    assert_eq!(
        back,
        ("Gote: silver 3a to 2b, takes the horse".into(), true)
    );
    let drop = s("7g7f 3c3d 8h2b+ 3a2b B*4e", Lang::Vi);
    assert_eq!(drop, ("Tiên thủ: thả tượng xuống 4e".into(), false));
}

#[test]
fn shogi_places_say_squares_and_hands() {
    let game = shogi_after("7g7f 3c3d 8h2b+ 3a2b");
    let square = |name: &str| shogi::Place::Square(shogi::Square::parse(name).unwrap());
    assert_eq!(game.describe(square("2b"), Lang::En), "2b: Gote silver");
    assert_eq!(
        game.describe(square("2b"), Lang::Vi),
        "2b: tướng bạc của Hậu thủ"
    );
    assert_eq!(game.describe(square("8h"), Lang::En), "8h: empty");
    let bishop = shogi::HAND_ROLES
        .iter()
        .position(|&r| r == shogi::Role::Bishop)
        .unwrap();
    let sente_bishops = shogi::Place::Hand(shogi::SENTE, bishop);
    assert_eq!(
        game.describe(sente_bishops, Lang::En),
        "Sente's hand: 1 × bishop"
    );
    let gote_bishops = shogi::Place::Hand(shogi::GOTE, bishop);
    assert_eq!(
        game.describe(gote_bishops, Lang::Vi),
        "Quân trong tay Hậu thủ: 1 × tượng"
    );
    let rook = shogi::HAND_ROLES
        .iter()
        .position(|&r| r == shogi::Role::Rook)
        .unwrap();
    let sente_rooks = shogi::Place::Hand(shogi::SENTE, rook);
    assert_eq!(
        game.describe(sente_rooks, Lang::En),
        "Sente's hand: no rook"
    );
    let vi = game.describe(sente_rooks, Lang::Vi);
    assert_eq!(vi, "Quân trong tay Tiên thủ: không có xe");
}

#[test]
fn longphuong_moves_say_drops_turns_and_moves() {
    let opening = "L*b5 L*h5 P*b4 P*h4";
    let l = |moves: &str, lang| said(longphuong_after(moves).last_move_spoken(lang));
    assert_eq!(
        l("L*b5", Lang::En),
        ("Orange: drops Long on b5".into(), false)
    );
    assert_eq!(
        l(opening, Lang::Vi),
        ("Xanh: thả Phượng xuống h4".into(), false)
    );
    let turn = l(&format!("{opening} a3>"), Lang::En);
    assert_eq!(turn, ("Orange: turns Sĩ on a3 to >".into(), false));
    let turned = l(&format!("{opening} c1-d1>"), Lang::Vi);
    assert_eq!(turned, ("Cam: Binh c1 đến d1, xoay sang >".into(), false));
}

#[test]
fn longphuong_captures_name_what_was_taken() {
    // Plays the first legal capture found, move after move, and hears it.
    let mut game = longphuong_after("L*b5 L*h5 P*b4 P*h4");
    for _ in 0..200 {
        let moves = game.position().legal_moves();
        let capture = moves.iter().copied().find(|&m| {
            let mut after = game.clone();
            after.play(m).is_ok()
                && after
                    .plies()
                    .last()
                    .is_some_and(|p| !p.undo.captured().is_empty())
        });
        if let Some(m) = capture {
            let taken = *game.position().stack(m.to());
            game.play(m).unwrap();
            let (words, capture) = said(game.last_move_spoken(Lang::En));
            assert!(capture, "{words}");
            let top = longphuong::kind_name(taken.top().unwrap().kind());
            assert!(words.contains(", takes ") && words.contains(top), "{words}");
            return;
        }
        let Some(&m) = moves.first() else { break };
        game.play(m).unwrap();
        if game.outcome().is_some() {
            break;
        }
    }
    panic!("no capture came up");
}

#[test]
fn oanquan_moves_say_the_square_the_way_and_the_stones_taken() {
    let o = |moves: &str, lang| said(oanquan_after(moves).last_move_spoken(lang));
    // 1+ sows squares 2–6 and 7's five stones on round to 0; the empty
    // square 1 then gives square 2's six citizens.
    let first = (
        "South: sows square 1 counter-clockwise (1+), takes 6 citizens".into(),
        true,
    );
    assert_eq!(o("1+", Lang::En), first);
    let first = (
        "Nam: rải ô 1 ngược chiều kim đồng hồ (1+), ăn 6 dân".into(),
        true,
    );
    assert_eq!(o("1+", Lang::Vi), first);
    let quan = o("1+ 9+", Lang::En);
    let quan_words = "North: sows square 9 counter-clockwise (9+), takes 3 citizens and a mandarin";
    assert_eq!(quan, (quan_words.into(), true));
    let quan = o("1+ 9+", Lang::Vi);
    assert_eq!(
        quan,
        (
            "Bắc: rải ô 9 ngược chiều kim đồng hồ (9+), ăn 3 dân và 1 quan".into(),
            true
        )
    );
    assert!(oanquan_after("").last_move_spoken(Lang::En).is_none());
}
