//! Shogi game records: KIF and CSA written and read back, hand-written
//! records in the style real programs write, and refusals with their line.

use rulebook::core::{EndReason, Game as _, Lang, Outcome, Resignable, Side};
use rulebook::games::shogi::*;

#[path = "support/shogi_play.rs"]
mod shogi_play;
use shogi_play::{play, usi};

/// A 65-ply game: a rook-pawn opening, the bishop exchange (２二角成, 同　銀),
/// drops, promotions, two declined promotions (２九角不成, ４一銀不成: KIF
/// writes them as ２九角(38), ４一銀(42), without 不成), many
/// 同 captures, and Gote resigns at ply 66.
const GAME: &str = "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c \
    2d2f 8e8f 8g8f 8b8f P*8g 8f8b 8h2b+ 3a2b B*4e 6c6d 4e3d 2b3c 3d4e 7a6b \
    3i3h 5a4b 5i6h 7c7d 3g3f 6b6c 3h3g 8a7c 4e2c+ 3c2d 2c2d 3b3c 2d4f B*3h \
    4f3e 3h2i 2f2b+ 4b5a 2b2a P*3a 2a3a N*4a S*4b 5a6b 4b4a 2i4g+ N*5d 6b7b \
    4a5b+ 6a5b 5d6b+ 5b6b 3a5a 4g5h 6h5h N*4f 3e4f S*4g 4f4g";

const GAME_END: &str = "l3+R3l/1rkg5/p1nsppg1p/2pp5/9/2P3P2/PP1PP+BS1P/2G1K4/LNS2G2L w BS2N4Pp 66";

fn resigned_game() -> Game {
    let mut game = play(START_SFEN, GAME);
    assert_eq!(game.position().sfen(), GAME_END);
    game.resign().unwrap();
    game
}

fn record_error(
    result: Result<(Game, [String; 2]), Error>,
) -> (usize, RecordProblem, String, String) {
    match result {
        Ok((game, _)) => panic!("read without error: {}", usi(&game)),
        Err(e) => match e.clone() {
            Error::Record { line, problem } => (line, problem, e.text(Lang::En), e.text(Lang::Vi)),
            other => panic!("not a record error: {other}"),
        },
    }
}

// ---- KIF ----

#[test]
fn kif_of_a_full_game_reads_back_to_the_same_game() {
    let game = resigned_game();
    let kif = game.to_kif(["羽生善治", "Nguyễn Văn An"]);
    let lines: Vec<&str> = kif.lines().collect();
    assert_eq!(
        lines[..5],
        [
            "# ---- Rulebook 棋譜ファイル ----",
            "手合割：平手",
            "先手：羽生善治",
            "後手：Nguyễn Văn An",
            "手数----指手---------消費時間--",
        ]
    );
    // 5 header lines, 65 moves, the resignation and the summary.
    assert_eq!(lines.len(), 5 + 65 + 2);
    let expect = [
        "   1 ７六歩(77)   ( 0:00/00:00:00)",
        "  10 同　歩(23)   ( 0:00/00:00:00)",
        "  12 ２三歩打     ( 0:00/00:00:00)",
        "  19 ２二角成(88) ( 0:00/00:00:00)",
        "  20 同　銀(31)   ( 0:00/00:00:00)",
        "  21 ４五角打     ( 0:00/00:00:00)",
        "  35 ２三角成(45) ( 0:00/00:00:00)",
        "  37 同　馬(23)   ( 0:00/00:00:00)",
        "  42 ２九角(38)   ( 0:00/00:00:00)",
        "  43 ２二飛成(26) ( 0:00/00:00:00)",
        "  45 ２一龍(22)   ( 0:00/00:00:00)",
        "  47 同　龍(21)   ( 0:00/00:00:00)",
        "  51 ４一銀(42)   ( 0:00/00:00:00)",
        "  55 ５二銀成(41) ( 0:00/00:00:00)",
        "  57 ６二桂成(54) ( 0:00/00:00:00)",
        "  61 同　玉(68)   ( 0:00/00:00:00)",
        "  65 同　馬(46)   ( 0:00/00:00:00)",
        "  66 投了         ( 0:00/00:00:00)",
        "まで65手で先手の勝ち",
    ];
    for line in expect {
        assert!(lines.contains(&line), "missing {line:?} in\n{kif}");
    }
    assert_eq!(
        lines[70..],
        ["  66 投了         ( 0:00/00:00:00)", "まで65手で先手の勝ち"]
    );

    let (back, names) = Game::from_kif(&kif).unwrap();
    assert_eq!(names, ["羽生善治".to_string(), "Nguyễn Văn An".to_string()]);
    assert_eq!(
        usi(&back),
        GAME.split_whitespace().collect::<Vec<_>>().join(" ")
    );
    assert_eq!(back.position().sfen(), GAME_END);
    assert_eq!(
        back.outcome(),
        Some(Outcome::win(Side::First, EndReason::Resignation))
    );
    assert_eq!(back.to_kif(["羽生善治", "Nguyễn Văn An"]), kif);
}

#[test]
fn csa_of_a_full_game_reads_back_to_the_same_game() {
    let game = resigned_game();
    let csa = game.to_csa(["Habu", "Tanigawa"]);
    let lines: Vec<&str> = csa.lines().collect();
    assert_eq!(
        lines[..6],
        ["V2.2", "N+Habu", "N-Tanigawa", "PI", "+", "+7776FU"]
    );
    assert_eq!(lines.len(), 5 + 65 + 1);
    for line in [
        "+8822UM", // 19: the bishop takes and promotes: the piece after the move
        "-3122GI", // 20
        "+0045KA", // 21: a drop
        "-3829KA", // 42: the bishop declines promotion
        "+4241GI", // 51: so does the silver
        "+4152NG", // 55: then promotes
        "+5462NK", // 57
    ] {
        assert!(lines.contains(&line), "missing {line} in\n{csa}");
    }
    assert_eq!(lines[69..], ["+4647UM", "%TORYO"]);

    let (back, names) = Game::from_csa(&csa).unwrap();
    assert_eq!(names, ["Habu".to_string(), "Tanigawa".to_string()]);
    assert_eq!(back.position().sfen(), GAME_END);
    assert_eq!(usi(&back), usi(&game));
    assert_eq!(
        back.outcome(),
        Some(Outcome::win(Side::First, EndReason::Resignation))
    );
    assert_eq!(back.to_csa(["Habu", "Tanigawa"]), csa);
    // Empty names leave the N lines out.
    assert!(back.to_csa(["", ""]).starts_with("V2.2\nPI\n+\n"));
}

const SET_UP: &str = "ln1g3+Rl/2s1k4/p1ppp1n1p/5p3/1p4+b2/2P1S4/PP1P1PP1P/2G6/LN2KGSNL w RBGS3Pp 1";

#[test]
fn a_set_up_start_is_written_as_a_board_diagram_and_read_back() {
    let game = play(SET_UP, "5b4b 5f4e 3e4f");
    let kif = game.to_kif(["", "Gote"]);
    let expected = "\
# ---- Rulebook 棋譜ファイル ----
後手の持駒：歩
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
|v香v桂 ・v金 ・ ・ ・ 龍v香|一
| ・ ・v銀 ・v玉 ・ ・ ・ ・|二
|v歩 ・v歩v歩v歩 ・v桂 ・v歩|三
| ・ ・ ・ ・ ・v歩 ・ ・ ・|四
| ・v歩 ・ ・ ・ ・v馬 ・ ・|五
| ・ ・ 歩 ・ 銀 ・ ・ ・ ・|六
| 歩 歩 ・ 歩 ・ 歩 歩 ・ 歩|七
| ・ ・ 金 ・ ・ ・ ・ ・ ・|八
| 香 桂 ・ ・ 玉 金 銀 桂 香|九
+---------------------------+
先手の持駒：飛　角　金　銀　歩三
後手番
先手：
後手：Gote
手数----指手---------消費時間--
   1 ４二玉(52)   ( 0:00/00:00:00)
   2 ４五銀(56)   ( 0:00/00:00:00)
   3 ４六馬(35)   ( 0:00/00:00:00)
";
    assert_eq!(kif, expected);
    let (back, names) = Game::from_kif(&kif).unwrap();
    assert_eq!(back.start_position().sfen(), SET_UP);
    assert_eq!(usi(&back), "5b4b 5f4e 3e4f");
    assert_eq!(back.outcome(), None);
    assert_eq!(names, [String::new(), "Gote".to_string()]);

    let csa = game.to_csa(["", "Gote"]);
    let expected = "\
V2.2
N-Gote
P1-KY-KE * -KI *  *  * +RY-KY
P2 *  * -GI * -OU *  *  *  * 
P3-FU * -FU-FU-FU * -KE * -FU
P4 *  *  *  *  * -FU *  *  * 
P5 * -FU *  *  *  * -UM *  * 
P6 *  * +FU * +GI *  *  *  * 
P7+FU+FU * +FU * +FU+FU * +FU
P8 *  * +KI *  *  *  *  *  * 
P9+KY+KE *  * +OU+KI+GI+KE+KY
P+00HI00KA00KI00GI00FU00FU00FU
P-00FU
-
-5242OU
+5645GI
-3546UM
";
    assert_eq!(csa, expected);
    let (back, names) = Game::from_csa(&csa).unwrap();
    assert_eq!(back.start_position().sfen(), SET_UP);
    assert_eq!(usi(&back), "5b4b 5f4e 3e4f");
    assert_eq!(names, [String::new(), "Gote".to_string()]);
}

#[test]
fn a_handicap_start_is_named_and_gote_moves_first() {
    let two_pieces = "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    let game = play(two_pieces, "5a4b 7g7f");
    let kif = game.to_kif(["下手さん", "上手さん"]);
    assert!(kif.starts_with(
        "# ---- Rulebook 棋譜ファイル ----\n手合割：二枚落ち\n下手：下手さん\n上手：上手さん\n"
    ));
    assert!(
        kif.contains("\n   1 ４二玉(51)   ( 0:00/00:00:00)\n   2 ７六歩(77)   ( 0:00/00:00:00)\n")
    );
    let (back, names) = Game::from_kif(&kif).unwrap();
    assert_eq!(back.start_position().sfen(), two_pieces);
    assert_eq!(usi(&back), "5a4b 7g7f");
    assert_eq!(names, ["下手さん".to_string(), "上手さん".to_string()]);

    let csa = game.to_csa(["", ""]);
    assert_eq!(csa, "V2.2\nPI82HI22KA\n-\n-5142OU\n+7776FU\n");
    assert_eq!(
        Game::from_csa(&csa).unwrap().0.start_position().sfen(),
        two_pieces
    );

    for (name, sfen) in HANDICAPS {
        let text = format!("手合割：{name}\n");
        let (g, _) = Game::from_kif(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(g.start_position().sfen(), sfen, "{name}");
        assert!(g.to_kif(["", ""]).contains(&format!("手合割：{name}\n")));
    }
    let (g, _) = Game::from_kif("平手\n   1 ７六歩(77)\n").unwrap();
    assert_eq!(
        (g.start_position().sfen().as_str(), usi(&g).as_str()),
        (START_SFEN, "7g7f")
    );
    let (g, _) = Game::from_kif("手合割：香落ち\n   1 ５二玉(51)\n").unwrap();
    assert_eq!(
        g.position().sfen(),
        "lnsg1gsn1/1r2k2b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 2"
    );
}

/// A record as Kifu for Windows and the sites write it, with what the
/// import must put up with: a BOM, CRLF, comments, a bookmark, unknown
/// headers, real times, a branch mark, 同 spelt three ways, 王, half-width
/// digits, and a variation that is not the main line.
const SAMPLE_KIF: &str = "\u{feff}# ---- Kifu for Windows V7 V7.70 棋譜ファイル ----\r
開始日時：2024/05/01(水) 10:00:00\r
終了日時：2024/05/01(水) 10:31:12\r
棋戦：練習対局\r
持ち時間：10分切れ負け\r
手合割：平手　　\r
先手：山田太郎\r
後手：Trần Thị Bình\r
手数----指手---------消費時間--\r
*対局開始\r
   1 ７六歩(77)   ( 0:03/00:00:03)\r
   2 ３四歩(33)   ( 0:02/00:00:02)\r
*角道を開ける\r
   3 2六歩(27)   ( 0:05/00:00:08)+\r
   4 ８四歩(83)   ( 0:01/00:00:03)\r
&しおり\r
   5 ２五歩(26)   ( 0:04/00:00:12)\r
   6 ８五歩(84)   ( 0:02/00:00:05)\r
   7 ７八金(69)   ( 0:03/00:00:15)\r
   8 ３二金(41)   ( 0:02/00:00:07)\r
   9 ２四歩(25)   ( 0:10/00:00:25)\r
  10 同 歩(23)     ( 0:03/00:00:10)\r
  11 同　飛(28)   ( 0:02/00:00:27)\r
  12 ２三歩打     ( 0:04/00:00:14)\r
  13 ２八飛(24)   ( 0:05/00:00:32)\r
  14 ８六歩(85)   ( 0:06/00:00:20)\r
  15 同歩(87)     ( 0:01/00:00:33)\r
  16 同　飛(82)   ( 0:01/00:00:21)\r
  17 ８七歩打     ( 0:02/00:00:35)\r
  18 ８二飛(86)   ( 0:03/00:00:24)\r
  19 ２二角成(88) ( 0:01/00:00:36)\r
  20 同　銀(31)   ( 0:01/00:00:25)\r
  21 ５八王(59)   ( 0:20/00:00:56)\r
  22 ４五角打     ( 0:09/00:00:34)\r
  23 投了         ( 0:30/00:01:26)\r
まで22手で後手の勝ち\r
\r
変化：3手\r
   3 ６六歩(67)   ( 0:00/00:00:00)\r
   4 ９九角打     ( 0:00/00:00:00)\r
";

#[test]
fn a_hand_written_kif_with_comments_times_and_a_variation_is_read() {
    let (game, names) = Game::from_kif(SAMPLE_KIF).unwrap();
    assert_eq!(names, ["山田太郎".to_string(), "Trần Thị Bình".to_string()]);
    assert_eq!(
        usi(&game),
        "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c 2d2h 8e8f \
         8g8f 8b8f P*8g 8f8b 8h2b+ 3a2b 5i5h B*4e"
    );
    assert_eq!(
        game.position().sfen(),
        "lnsgk2nl/1r4gs1/p1pppp1pp/6p2/5b3/2P6/PP1PPPP1P/2G1K2R1/LNS2GSNL b BPp 23"
    );
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::Second, EndReason::Resignation))
    );
    // read_record tells it is KIF.
    assert_eq!(usi(&read_record(SAMPLE_KIF).unwrap().0), usi(&game));
}

#[test]
fn kif_reads_the_other_spellings_of_pieces() {
    // 王 for 玉, 竜 for 龍, 全 for 成銀, 成銀 written out, digit and kanji
    // counts in hand.
    let text = "後手の持駒：なし
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・ ・v王 ・ ・ ・|一
| ・ ・ ・ ・ ・ ・ ・ 竜 ・|二
| ・ ・ ・ ・ ・ 全 ・ ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ 王 ・ ・ ・ ・|九
+---------------------------+
先手の持駒：歩十八　金2
手数----指手---------消費時間--
   1 ２三竜(22)
   2 ５一玉(41)
   3 ５三成銀(43)
   4 ６一玉(51)
   5 ５二全(53)
";
    let (game, _) = Game::from_kif(text).unwrap();
    assert_eq!(
        game.start_position().sfen(),
        "5k3/7+R1/5+S3/9/9/9/9/9/4K4 b 2G18P 1"
    );
    assert_eq!(usi(&game), "2b2c 4a5a 4c5c 5a6a 5c5b");
    assert_eq!(
        game.position().sfen(),
        "3k5/4+S4/7+R1/9/9/9/9/9/4K4 w 2G18P 6"
    );
}

#[test]
fn sennichite_is_written_and_judged_again_on_import() {
    let shuffle = "5i4h 5a4b 4h5i 4b5a ".repeat(3);
    let game = play(START_SFEN, &shuffle);
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Sennichite)));
    let kif = game.to_kif(["A", "B"]);
    assert!(kif.ends_with(
        "  12 ５一玉(42)   ( 0:00/00:00:00)\n  13 千日手       ( 0:00/00:00:00)\nまで12手で千日手\n"
    ));
    let (back, _) = Game::from_kif(&kif).unwrap();
    assert_eq!(back.outcome(), Some(Outcome::draw(EndReason::Sennichite)));
    assert_eq!(back.plies().len(), 12);
    let csa = game.to_csa(["A", "B"]);
    assert!(csa.ends_with("-4251OU\n%SENNICHITE\n"));
    assert_eq!(
        Game::from_csa(&csa).unwrap().0.outcome(),
        Some(Outcome::draw(EndReason::Sennichite))
    );
}

#[test]
fn perpetual_check_is_written_as_a_foul_and_judged_again_on_import() {
    let checks = "3i3a 1a1b 3a3b 1b1a 3b3a 1a1b 3a3b 1b1a 3b3a 1a1b 3a3b 1b1a 3b3a";
    let game = play("8k/9/9/9/9/9/9/9/K5R2 b - 1", checks);
    let lost = Some(Outcome::win(Side::Second, EndReason::PerpetualCheck));
    assert_eq!(game.outcome(), lost);
    let kif = game.to_kif(["", ""]);
    assert!(
        kif.ends_with("  14 反則勝ち     ( 0:00/00:00:00)\nまで13手で後手の反則勝ち\n"),
        "{kif}"
    );
    assert_eq!(Game::from_kif(&kif).unwrap().0.outcome(), lost);
    let csa = game.to_csa(["", ""]);
    assert!(
        csa.ends_with("-1211OU\n+3231HI\n%+ILLEGAL_ACTION\n"),
        "{csa}"
    );
    assert_eq!(Game::from_csa(&csa).unwrap().0.outcome(), lost);
}

#[test]
fn checkmate_is_written_as_tsumi_and_read_back() {
    let game = play("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "G*5b");
    let kif = game.to_kif(["", ""]);
    let expected = "\
# ---- Rulebook 棋譜ファイル ----
後手の持駒：なし
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・v玉 ・ ・ ・ ・|一
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二
| ・ ・ ・ ・ 歩 ・ ・ ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
+---------------------------+
先手の持駒：金
先手：
後手：
手数----指手---------消費時間--
   1 ５二金打     ( 0:00/00:00:00)
   2 詰み         ( 0:00/00:00:00)
まで1手で先手の勝ち
";
    assert_eq!(kif, expected);
    let (back, _) = Game::from_kif(expected).unwrap();
    assert_eq!(
        back.outcome(),
        Some(Outcome::win(Side::First, EndReason::Checkmate))
    );
    assert_eq!(back.to_kif(["", ""]), expected);
    let csa = game.to_csa(["", ""]);
    assert!(csa.ends_with("P+00KI\n+\n+0052KI\n%TSUMI\n"), "{csa}");
}

#[test]
fn the_impasse_count_is_kept_when_it_applies_and_ignored_when_not() {
    // Both kings have entered; Sente has 30 points, Gote exactly 24: a draw.
    let entered = "9/4K4/9/9/9/9/9/4k4/9 b 2R2B10P4g4s4n4l8p 1";
    let mut game = play(entered, "");
    game.declare_impasse().unwrap();
    let kif = game.to_kif(["", ""]);
    assert!(kif.ends_with(
        "手数----指手---------消費時間--\n   1 持将棋       ( 0:00/00:00:00)\nまで0手で持将棋\n"
    ));
    let (back, _) = Game::from_kif(&kif).unwrap();
    assert_eq!(back.outcome(), Some(Outcome::draw(EndReason::Impasse)));
    let csa = game.to_csa(["", ""]);
    assert!(csa.ends_with("\n+\n%JISHOGI\n"), "{csa}");
    assert_eq!(
        Game::from_csa(&csa).unwrap().0.outcome(),
        Some(Outcome::draw(EndReason::Impasse))
    );
    // Gote is short of 24 points: Sente wins the count. Called on Sente's
    // turn it is Sente's 入玉勝ち (%KACHI); on Gote's, Gote's declaration
    // fails and Gote loses, written as a failed declaration is (反則負け,
    // %ILLEGAL_MOVE) with a note that it was the impasse count, not as the
    // 持将棋 (%JISHOGI) other programs read as a draw.
    let note = "持将棋の点数計算：後手8点（24点未満）で負け (impasse count: Gote has 8 points, under 24, and loses)";
    for (to_move, word, note, summary, csa_end) in [
        (
            "b",
            "入玉勝ち",
            None,
            "まで0手で先手の入玉勝ち",
            "%KACHI\n".to_string(),
        ),
        (
            "w",
            "反則負け",
            Some(note),
            "まで0手で後手の反則負け",
            format!("%ILLEGAL_MOVE\n'{note}\n"),
        ),
    ] {
        let sfen = format!("9/4K4/9/9/9/9/9/4k4/9 {to_move} 2R2B4G4S4N4L10P8p 1");
        let mut game = play(&sfen, "");
        game.declare_impasse().unwrap();
        let won = Some(Outcome::win(Side::First, EndReason::Impasse));
        assert_eq!(game.outcome(), won);
        let kif = game.to_kif(["", ""]);
        let end = format!(
            "   1 {word}{}( 0:00/00:00:00)\n{}{summary}\n",
            " ".repeat(13 - 2 * word.chars().count()),
            note.map_or(String::new(), |n| format!("*{n}\n")),
        );
        assert!(kif.ends_with(&end), "{kif}");
        assert_eq!(Game::from_kif(&kif).unwrap().0.outcome(), won);
        let csa = game.to_csa(["", ""]);
        assert!(csa.ends_with(&format!("\n{csa_end}")), "{csa}");
        assert_eq!(Game::from_csa(&csa).unwrap().0.outcome(), won);
    }
    // From the start the kings are home: 持将棋 and %KACHI just end the
    // reading.
    let (g, _) = Game::from_kif("   1 ７六歩(77)\n   2 持将棋\n").unwrap();
    assert_eq!((g.plies().len(), g.outcome()), (1, None));
    let (g, _) = Game::from_csa("V2.2\nPI\n+\n+7776FU\n%KACHI\n").unwrap();
    assert_eq!((g.plies().len(), g.outcome()), (1, None));
}

#[test]
fn a_game_in_progress_has_no_end_line_and_chudan_stops_the_reading() {
    let game = play(START_SFEN, "7g7f 3c3d");
    let kif = game.to_kif(["", ""]);
    assert!(kif.ends_with(
        "消費時間--\n   1 ７六歩(77)   ( 0:00/00:00:00)\n   2 ３四歩(33)   ( 0:00/00:00:00)\n"
    ));
    assert_eq!(game.to_csa(["", ""]), "V2.2\nPI\n+\n+7776FU\n-3334FU\n");
    let (g, _) = Game::from_kif(&format!("{kif}   3 中断\nまで2手で中断\n")).unwrap();
    assert_eq!((usi(&g), g.outcome()), ("7g7f 3c3d".to_string(), None));
}

// ---- CSA ----

/// CSA as servers and programs write it: comments, game information, a
/// name with a comma, the board as rows, times on the same and the next
/// line, several statements on one line.
const SAMPLE_CSA: &str = "'CSA encoding=UTF-8
V2.2
N+Bonanza
N-GPS, Shogi
$EVENT:floodgate-300-10F
$START_TIME:2024/01/01 00:00:00
P1-KY-KE-GI-KI-OU-KI-GI-KE-KY
P2 * -HI *  *  *  *  * -KA * 
P3-FU-FU-FU-FU-FU-FU-FU-FU-FU
P4 *  *  *  *  *  *  *  *  * 
P5 *  *  *  *  *  *  *  *  * 
P6 *  *  *  *  *  *  *  *  * 
P7+FU+FU+FU+FU+FU+FU+FU+FU+FU
P8 * +KA *  *  *  *  * +HI * 
P9+KY+KE+GI+KI+OU+KI+GI+KE+KY
+
+7776FU,T12
-3334FU
T5
'** 30 -8384FU
+8822UM,T3,-3122GI,T1
+0045KA
T0
%CHUDAN
";

#[test]
fn a_hand_written_csa_is_read() {
    let (game, names) = Game::from_csa(SAMPLE_CSA).unwrap();
    assert_eq!(names, ["Bonanza".to_string(), "GPS, Shogi".to_string()]);
    assert_eq!(usi(&game), "7g7f 3c3d 8h2b+ 3a2b B*4e");
    assert_eq!(game.outcome(), None);
    assert_eq!(usi(&read_record(SAMPLE_CSA).unwrap().0), usi(&game));

    let (g, _) = Game::from_csa("V2.2\nPI82HI22KA\n-\n-5142OU\n%TORYO\n").unwrap();
    assert_eq!(
        g.start_position().sfen(),
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
    );
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Side::Second, EndReason::Resignation))
    );

    // 00AL gives every piece not placed to that side's hand.
    let tsume = "P1 *  *  *  * -OU *  *  *  * \nP2\nP3\nP4\nP5\nP6\nP7\nP8\nP9 *  *  *  * +OU *  *  *  * \nP+00KI\nP-00AL\n+\n";
    let (g, _) = Game::from_csa(tsume).unwrap();
    assert_eq!(
        g.start_position().sfen(),
        "4k4/9/9/9/9/9/9/9/4K4 b G2r2b3g4s4n4l18p 1"
    );
}

// ---- read_record ----

#[test]
fn read_record_tells_the_formats_apart() {
    let (g, names) = read_record("position startpos moves 7g7f 3c3d 8h2b+").unwrap();
    assert_eq!(usi(&g), "7g7f 3c3d 8h2b+");
    assert_eq!(names, [String::new(), String::new()]);
    let (g, _) = read_record(&format!("sfen {SET_UP} moves 5b4b")).unwrap();
    assert_eq!(
        (g.start_position().sfen().as_str(), usi(&g).as_str()),
        (SET_UP, "5b4b")
    );
    let (g, _) = read_record(
        "\n  position sfen lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1\n",
    )
    .unwrap();
    assert_eq!(g.plies().len(), 0);
    assert_eq!(
        g.start_position().sfen(),
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
    );
    let (g, _) = read_record("V2.2\nPI\n+\n+2726FU\n").unwrap();
    assert_eq!(usi(&g), "2g2f");
    let (g, _) = read_record("   1 ２六歩(27)\n").unwrap();
    assert_eq!(usi(&g), "2g2f");

    let (line, problem, en, vi) =
        record_error(read_record("\n\nposition startpos moves 7g7f 7g7f"));
    assert_eq!(line, 3);
    assert_eq!(
        problem,
        RecordProblem::Illegal {
            ply: 2,
            text: "7g7f".into(),
            reason: Illegal::NoPiece(Square::new(7, 7)),
        }
    );
    assert_eq!(
        en,
        "record line 3: move 2 (7g7f) is illegal: there is no piece on 7g"
    );
    assert_eq!(
        vi,
        "dòng 3 của biên bản: nước 2 (7g7f) không hợp lệ: không có quân nào ở 7g"
    );
    assert_eq!(record_error(read_record(" \r\n\n")).1, RecordProblem::Empty);
}

// ---- refusals ----

#[test]
fn an_illegal_kif_move_is_refused_with_its_line_and_number() {
    let text = "手合割：平手\n先手：A\n後手：B\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:00/00:00:00)\n   2 ３四歩(33)   ( 0:00/00:00:00)\n   3 ５五歩(57)   ( 0:00/00:00:00)\n";
    let (line, problem, en, vi) = record_error(Game::from_kif(text));
    assert_eq!(line, 7);
    assert!(matches!(
        problem,
        RecordProblem::Illegal {
            ply: 3,
            reason: Illegal::CannotReach { .. },
            ..
        }
    ));
    assert_eq!(
        en,
        "record line 7: move 3 (５五歩(57)) is illegal: the pawn on 5g cannot reach 5e: that is not how it moves, or the way is blocked"
    );
    assert_eq!(
        vi,
        "dòng 7 của biên bản: nước 3 (５五歩(57)) không hợp lệ: tốt ở 5g không đi tới 5e được: quân này không đi như vậy, hoặc đường bị chặn"
    );

    // A drop the hand cannot make, and a move past the end of the game.
    let (line, problem, en, _) = record_error(Game::from_kif("   1 ５五角打\n"));
    assert_eq!(line, 1);
    assert_eq!(
        problem,
        RecordProblem::Illegal {
            ply: 1,
            text: "５五角打".into(),
            reason: Illegal::NotInHand(Role::Bishop),
        }
    );
    assert_eq!(
        en,
        "record line 1: move 1 (５五角打) is illegal: you have no bishop in hand"
    );
    let mated = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    let kif = play(mated, "G*5b")
        .to_kif(["", ""])
        .replace("   2 詰み", "   2 ６一玉(51)");
    let (line, problem, en, vi) = record_error(Game::from_kif(&kif));
    assert_eq!(line, 20);
    assert!(matches!(problem, RecordProblem::AfterEnd { ply: 2, .. }));
    assert_eq!(
        en,
        "record line 20: move 2 (６一玉(51)) comes after the end of the game: Sente had already won by checkmate"
    );
    assert_eq!(
        vi,
        "dòng 20 của biên bản: nước 2 (６一玉(51)) nằm sau khi ván cờ đã kết thúc: Tiên thủ đã thắng (chiếu bí)"
    );
}

#[test]
fn kif_refusals_say_what_is_wrong_in_both_languages() {
    let cases: [(&str, usize, &str, &str); 7] = [
        (
            "こんにちは",
            1,
            "record line 1: this is not a shogi game record: give KIF, KI2, CSA, or a USI line such as 'position startpos moves 7g7f'",
            "dòng 1 của biên bản: đây không phải là biên bản ván shogi: hãy dùng KIF, KI2, CSA hoặc một dòng USI như 'position startpos moves 7g7f'",
        ),
        (
            "先手：A\n手合割：その他\n   1 ７六歩(77)\n",
            2,
            "record line 2: 'その他' is not a handicap this reader knows (平手, 香落ち, 角落ち, 飛車落ち, 二枚落ち …); give the start as a board diagram instead",
            "dòng 2 của biên bản: 'その他' không phải là kiểu chấp quân mà trình đọc này biết (平手, 香落ち, 角落ち, 飛車落ち, 二枚落ち …); hãy ghi thế cờ ban đầu bằng sơ đồ bàn cờ",
        ),
        (
            "   1 ７六銀(77)\n",
            1,
            "record line 1: move 1 (７六銀(77)) names a silver, but the piece on 7g is a pawn",
            "dòng 1 của biên bản: nước 1 (７六銀(77)) ghi quân tướng bạc, nhưng quân ở 7g là tốt",
        ),
        (
            "\n   1 同　歩(77)\n",
            2,
            "record line 2: move 1 says 同 (the square of the move before), but there is no move before it",
            "dòng 2 của biên bản: nước 1 ghi 同 (cùng ô với nước trước), nhưng trước nó chưa có nước nào",
        ),
        (
            "   1 ７六歩(77)\n   2 ３四へ\n",
            2,
            "record line 2: move 2: '３四へ' is not a move this reader understands",
            "dòng 2 của biên bản: nước 2: không đọc được '３四へ' thành một nước đi",
        ),
        (
            "後手の持駒：なし\n|v香v桂|一\n",
            2,
            "record line 2: '|v香v桂|一' is not a row of the board diagram: between two '|' it needs nine squares, each ' ・' (empty), ' 歩' (Sente's) or 'v歩' (Gote's)",
            "dòng 2 của biên bản: '|v香v桂|一' không phải là một hàng của sơ đồ bàn cờ: giữa hai dấu '|' phải có chín ô, mỗi ô là ' ・' (trống), ' 歩' (của Tiên thủ) hoặc 'v歩' (của Hậu thủ)",
        ),
        (
            "先手の持駒：歩x\n",
            1,
            "record line 1: '歩x' is not a list of pieces in hand: write them like 飛　角　金二　歩十八, or なし for none",
            "dòng 1 của biên bản: '歩x' không phải là danh sách quân trong tay: hãy viết như 飛　角　金二　歩十八, hoặc なし nếu không có quân nào",
        ),
    ];
    for (text, line, en, vi) in cases {
        let (l, _, e, v) = record_error(Game::from_kif(text));
        assert_eq!((l, e.as_str(), v.as_str()), (line, en, vi), "{text}");
    }

    // A board diagram with two pawns on a file.
    let nifu = "+---------------------------+\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ 歩 ・ ・ ・ ・|五\n| ・ ・ ・ ・ 歩 ・ ・ ・ ・|六\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n+---------------------------+\n";
    let (line, problem, en, vi) = record_error(Game::from_kif(nifu));
    assert_eq!(line, 2);
    assert_eq!(
        problem,
        RecordProblem::Position(SfenError::Nifu {
            side: Side::First,
            file: 5
        })
    );
    assert_eq!(
        en,
        "record line 2: the start position is not valid: Sente has two unpromoted pawns on file 5 (nifu)"
    );
    assert_eq!(
        vi,
        "dòng 2 của biên bản: thế cờ ban đầu không hợp lệ: Tiên thủ có hai tốt chưa phong ở cột 5 (nifu)"
    );
    // Eight rows only.
    let short = nifu.replace("| ・ ・ ・ ・ 歩 ・ ・ ・ ・|六\n", "");
    assert_eq!(
        record_error(Game::from_kif(&short)).1,
        RecordProblem::MissingRows(8)
    );
}

#[test]
fn csa_refusals_say_what_is_wrong_in_both_languages() {
    let cases: [(&str, usize, &str, &str); 5] = [
        (
            "V2.2\nPI\n+\n-3334FU\n",
            4,
            "record line 4: move 1 (-3334FU) is marked for the wrong side: it is Sente's turn",
            "dòng 4 của biên bản: nước 1 (-3334FU) ghi sai bên: đang đến lượt Tiên thủ đi",
        ),
        (
            "V2.2\nPI\n+\n+7776FU,T1\n-3334FU\n+2277KA\n",
            6,
            "record line 6: move 3 (+2277KA) is illegal: Gote's bishop on 2b is not yours to move",
            "dòng 6 của biên bản: nước 3 (+2277KA) không hợp lệ: tượng của Hậu thủ ở 2b không phải quân của bạn",
        ),
        (
            "V2.2\nPI\n+\n+7776KI\n",
            4,
            "record line 4: move 1 (+7776KI) names a gold, but the piece on 7g is a pawn",
            "dòng 4 của biên bản: nước 1 (+7776KI) ghi quân tướng vàng, nhưng quân ở 7g là tốt",
        ),
        (
            "V2.2\nP1-KY-KE-GI-XX-OU-KI-GI-KE-KY\n",
            2,
            "record line 2: 'P1-KY-KE-GI-XX-OU-KI-GI-KE-KY' is not a CSA board row: P1 to P9, then nine squares, each ' * ' (empty) or a sign and a piece code such as +FU or -KY",
            "dòng 2 của biên bản: 'P1-KY-KE-GI-XX-OU-KI-GI-KE-KY' không phải là một hàng bàn cờ CSA: P1 đến P9, rồi chín ô, mỗi ô là ' * ' (trống) hoặc một dấu và mã quân như +FU hay -KY",
        ),
        (
            "V2.2\nPI\n+\n+7776FU\nPI\n",
            5,
            "record line 5: 'PI' is not understood here",
            "dòng 5 của biên bản: không hiểu 'PI' ở chỗ này",
        ),
    ];
    for (text, line, en, vi) in cases {
        let (l, _, e, v) = record_error(Game::from_csa(text));
        assert_eq!((l, e.as_str(), v.as_str()), (line, en, vi), "{text}");
    }
    let (_, problem, en, vi) = record_error(Game::from_csa("V2.2\nP+55XX\n"));
    assert_eq!(problem, RecordProblem::BadPlacement("55XX".into()));
    assert_eq!(en, "record line 2: '55XX' does not place a piece: write a square (00 for the hand) and a piece code, such as 55KA or 00FU, on an empty square");
    assert_eq!(vi, "dòng 2 của biên bản: '55XX' không đặt được quân: hãy viết một ô (00 là trong tay) và một mã quân, như 55KA hay 00FU, vào một ô trống");
}

/// Two entries of one kind in a KIF hand add up (歩十八　歩五 is 23 pawns):
/// the start position's piece count refuses the total, where a count of 19
/// or more used to panic.
#[test]
fn kif_hands_that_add_up_past_the_set_are_refused() {
    let board = "  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・v玉 ・ ・ ・ ・|一
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二
| ・ ・ ・ ・ ・ ・ ・ ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
+---------------------------+
";
    let cases: [(&str, &str, u32, &str, &str); 5] = [
        ("歩十八　歩五", "なし", 23, "pawns", "23 in Sente's hand"),
        (
            "歩十八",
            "歩",
            19,
            "pawns",
            "18 in Sente's hand and 1 in Gote's hand",
        ),
        ("歩十九", "なし", 19, "pawns", "19 in Sente's hand"),
        ("歩99999", "なし", 99999, "pawns", "99999 in Sente's hand"),
        (
            "金　金　金　金　金",
            "なし",
            5,
            "golds",
            "5 in Sente's hand",
        ),
    ];
    for (sente, gote, count, role, places) in cases {
        let text = format!("後手の持駒：{gote}\n{board}先手の持駒：{sente}\n");
        let (line, problem, en, vi) = record_error(Game::from_kif(&text));
        // The start position is reported at the board diagram's first row.
        assert_eq!(line, 4, "{sente}");
        assert!(
            matches!(problem, RecordProblem::Position(SfenError::TooMany { .. })),
            "{sente}: {problem:?}"
        );
        let max = if role == "pawns" { 18 } else { 4 };
        assert_eq!(
            en,
            format!("record line 4: the start position is not valid: there are {count} {role}: {places}; a shogi set holds {max}")
        );
        assert!(vi.contains(&format!("có {count} quân")), "{vi}");
    }
    // 18 in all is a whole set's pawns, and is read.
    let text = format!("後手の持駒：歩\n{board}先手の持駒：歩十二　歩五\n");
    let (game, _) = Game::from_kif(&text).unwrap();
    assert_eq!(
        game.start_position().sfen(),
        "4k4/9/9/9/9/9/9/9/4K4 b 17Pp 1"
    );
}
