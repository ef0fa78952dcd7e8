//! The endings the players declare on the play page, in every board game
//! that has them: a draw by agreement (Cờ tướng, shogi, Cờ Long Phượng) and
//! a loss on time (all four). Each ends the game with its reason, is
//! refused once the game is over, is lifted by undo with the last move, and
//! comes back from the game's saved record.

use rulebook::core::{EndReason, Game as _, Outcome, Resignable, Side};
use rulebook::games::{longphuong, oanquan, shogi, xiangqi};

/// A game's saved record through JSON and back, as the page keeps it.
macro_rules! reloaded {
    ($module:ident, $game:expr) => {{
        let json = serde_json::to_string(&$game.record()).unwrap();
        let record: $module::GameRecord = serde_json::from_str(&json).unwrap();
        $module::Game::from_record(&record).unwrap()
    }};
}

/// Plays the first legal move `n` times.
macro_rules! play_first {
    ($game:expr, $n:expr) => {
        for _ in 0..$n {
            let m = $game.legal_moves()[0];
            $game.play(m).unwrap();
        }
    };
}

/// The loss on time: the side to move loses; a finished game refuses it and
/// any other ending; undo lifts it; the record keeps it.
macro_rules! loss_on_time_test {
    ($name:ident, $module:ident, $new:expr) => {
        #[test]
        fn $name() {
            let mut game = $new;
            play_first!(game, 3);
            let to_move = game.position().side_to_move();
            game.lose_on_time().unwrap();
            let lost = Outcome::win(!to_move, EndReason::TimeForfeit);
            assert_eq!(game.outcome(), Some(lost));
            assert!(game.legal_moves().is_empty(), "no move after the flag");
            assert!(matches!(game.lose_on_time(), Err($module::Error::GameOver(o)) if o == lost));
            let back = reloaded!($module, game);
            assert_eq!(back.outcome(), Some(lost), "the record keeps the flag");
            assert_eq!(back.moves().count(), 3);
            game.undo().unwrap();
            assert_eq!(game.outcome(), None, "undo lifts the loss on time");
            assert_eq!(reloaded!($module, game).outcome(), None);
        }
    };
}

/// The draw by agreement, as the loss on time, and that a game the rules
/// ended (or a resignation) is not drawn after the fact.
macro_rules! agreed_draw_test {
    ($name:ident, $module:ident, $new:expr) => {
        #[test]
        fn $name() {
            let mut game = $new;
            play_first!(game, 2);
            game.agree_draw().unwrap();
            let drawn = Outcome::draw(EndReason::Agreement);
            assert_eq!(game.outcome(), Some(drawn));
            assert!(matches!(game.agree_draw(), Err($module::Error::GameOver(o)) if o == drawn));
            assert!(matches!(game.resign(), Err($module::Error::GameOver(o)) if o == drawn));
            let back = reloaded!($module, game);
            assert_eq!(back.outcome(), Some(drawn), "the record keeps the agreement");
            assert_eq!(
                serde_json::to_value(back.record()).unwrap(),
                serde_json::to_value(game.record()).unwrap()
            );
            game.undo().unwrap();
            assert_eq!(game.outcome(), None, "undo lifts the agreed draw");
            game.resign().unwrap();
            let resigned = game.outcome().unwrap();
            assert_eq!(resigned.reason, EndReason::Resignation);
            assert!(matches!(game.agree_draw(), Err($module::Error::GameOver(o)) if o == resigned));
        }
    };
}

fn xiangqi_game() -> xiangqi::Game {
    let options = xiangqi::TableOptions {
        seed: Some(1),
        ..Default::default()
    };
    xiangqi::Game::new(options)
}

fn shogi_game() -> shogi::Game {
    let options = shogi::GameOptions {
        seed: Some(1),
        ..Default::default()
    };
    shogi::Game::new(options)
}

loss_on_time_test!(xiangqi_loss_on_time, xiangqi, xiangqi_game());
agreed_draw_test!(xiangqi_draw_by_agreement, xiangqi, xiangqi_game());
loss_on_time_test!(shogi_loss_on_time, shogi, shogi_game());
agreed_draw_test!(shogi_draw_by_agreement, shogi, shogi_game());
loss_on_time_test!(
    longphuong_loss_on_time,
    longphuong,
    longphuong::Game::new(false)
);
agreed_draw_test!(
    longphuong_draw_by_agreement,
    longphuong,
    longphuong::Game::new(false)
);
loss_on_time_test!(
    oanquan_loss_on_time,
    oanquan,
    oanquan::Game::new(oanquan::Options::default(), Side::First)
);

#[test]
fn o_an_quan_lost_on_time_is_not_counted() {
    let mut game = oanquan::Game::new(oanquan::Options::default(), Side::First);
    play_first!(game, 2);
    let captured = game.scores();
    game.lose_on_time().unwrap();
    assert!(!game.counted(), "time decided it, not the count");
    assert_eq!(
        game.scores(),
        captured,
        "the scores stay the captured values"
    );
}

#[test]
fn the_result_line_words_the_agreement_in_both_languages() {
    use rulebook::core::Lang;
    assert_eq!(EndReason::Agreement.as_str(), "agreement");
    assert_eq!(
        EndReason::Agreement.verdict(Lang::En),
        "agreed by the players"
    );
    assert_eq!(EndReason::Agreement.verdict(Lang::Vi), "hai bên thỏa thuận");
}

#[test]
fn shogi_records_write_an_agreed_draw_as_stopped_with_a_note_and_read_it_back() {
    let mut game = shogi_game();
    play_first!(game, 2);
    game.agree_draw().unwrap();
    let drawn = Some(Outcome::draw(EndReason::Agreement));
    let kif = game.to_kif(["A", "B"]);
    assert!(kif.contains("   3 中断"), "{kif}");
    assert!(kif.contains("*合意により引き分け"), "{kif}");
    assert!(kif.ends_with("まで2手で中断\n"), "{kif}");
    assert_eq!(shogi::Game::from_kif(&kif).unwrap().0.outcome(), drawn);
    let csa = game.to_csa(["A", "B"]);
    assert!(csa.contains("%CHUDAN\n'合意により引き分け"), "{csa}");
    assert_eq!(shogi::Game::from_csa(&csa).unwrap().0.outcome(), drawn);
    // A stopped game without the note stays undecided.
    let plain = csa.replace("'合意により引き分け", "'");
    assert_eq!(shogi::Game::from_csa(&plain).unwrap().0.outcome(), None);
}

#[test]
fn shogi_records_write_a_loss_on_time_as_the_formats_do() {
    let mut game = shogi_game();
    play_first!(game, 3);
    game.lose_on_time().unwrap();
    let lost = Some(Outcome::win(Side::First, EndReason::TimeForfeit));
    assert_eq!(game.outcome(), lost, "gote, to move, ran out of time");
    let kif = game.to_kif(["A", "B"]);
    assert!(kif.contains("   4 切れ負け"), "{kif}");
    assert_eq!(shogi::Game::from_kif(&kif).unwrap().0.outcome(), lost);
    let csa = game.to_csa(["A", "B"]);
    assert!(csa.contains("%TIME_UP"), "{csa}");
    assert_eq!(shogi::Game::from_csa(&csa).unwrap().0.outcome(), lost);
    // KI2 has no terminal move line: a note keeps the reason beside the
    // summary's winner.
    let ki2 = game.to_ki2(["A", "B"]);
    assert!(ki2.contains("まで3手で先手の勝ち\n*時間切れ"), "{ki2}");
    assert_eq!(shogi::Game::from_kif(&ki2).unwrap().0.outcome(), lost);
    let resigned = ki2.replace("*時間切れ", "*");
    let resigned = shogi::Game::from_kif(&resigned).unwrap().0.outcome();
    assert_eq!(resigned.map(|o| o.reason), Some(EndReason::Resignation));
}
