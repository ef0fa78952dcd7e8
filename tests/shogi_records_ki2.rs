//! Shogi records as other programs write and read them: KI2 (the move
//! names alone) written and read in both layouts, the Japanese names'
//! words (左 右 上 引 寄 直 打 同 成 不成) read for what they say, the ends
//! other programs write (切れ負け, 時間切れ, 反則負け, 反則勝ち, the まで
//! summary, CSA's `%` lines) with their winner, the impasse count lost by
//! the side that calls it, and 持駒 lines without a board diagram.

use rulebook::core::{EndReason, Game as _, Lang, Outcome, Resignable, Side};
use rulebook::games::shogi::*;

#[path = "support/shogi_play.rs"]
mod shogi_play;
use shogi_play::{play, usi};

fn read(text: &str) -> Game {
    read_record(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .0
}

/// The line, the problem and the English and Vietnamese texts of a refusal.
fn refusal(text: &str) -> (usize, RecordProblem, String, String) {
    match read_record(text) {
        Ok((game, _)) => panic!("read without error: {}", usi(&game)),
        Err(e) => match e.clone() {
            Error::Record { line, problem } => (line, problem, e.text(Lang::En), e.text(Lang::Vi)),
            other => panic!("not a record error: {other}"),
        },
    }
}

fn winner(game: &Game) -> Option<Option<Side>> {
    game.outcome().map(|o| o.winner)
}

// ---- KI2 ----

#[test]
fn ki2_is_read_in_the_padded_and_the_one_space_layouts() {
    let moves = "7g7f 3c3d 8h2b+ 3a2b";
    for text in [
        // One full-width space, as the issue writes it: 同　銀 keeps its own.
        "▲７六歩　△３四歩　▲２二角成　△同　銀",
        "▲７六歩 △３四歩 ▲２二角成 △同　銀",
        "▲７六歩 △３四歩 ▲２二角成 △同銀",
        // Kifu for Windows' layout: each move padded to twelve columns.
        "▲７六歩    △３四歩    ▲２二角成  △同　銀",
        // A move a line, other marks, leading blanks.
        "☗７六歩\n☖３四歩\n  ▲２二角成\n△同　銀\n",
    ] {
        assert_eq!(usi(&read(text)), moves, "{text}");
    }
}

#[test]
fn ki2_is_written_with_the_kif_header_six_moves_a_line_and_the_summary() {
    let mut game = play(
        START_SFEN,
        "7g7f 3c3d 8h2b+ 3a2b B*4e 4a3b 4e3d 2b3c 4i5h 3c3d 2h3h",
    );
    game.resign().unwrap();
    let ki2 = game.to_ki2(["羽生善治", "Nguyễn Văn An"]);
    assert_eq!(
        ki2,
        "\
# ---- Rulebook 棋譜ファイル ----
手合割：平手
先手：羽生善治
後手：Nguyễn Văn An

▲７六歩    △３四歩    ▲２二角成  △同　銀    ▲４五角    △３二金
▲３四角    △３三銀    ▲５八金右  △３四銀    ▲３八飛
まで11手で先手の勝ち
"
    );
    let (back, names) = read_record(&ki2).unwrap();
    assert_eq!(usi(&back), usi(&game));
    assert_eq!(names, ["羽生善治".to_string(), "Nguyễn Văn An".to_string()]);
    assert_eq!(
        back.outcome(),
        Some(Outcome::win(Side::First, EndReason::Resignation))
    );
    assert_eq!(back.to_ki2(["羽生善治", "Nguyễn Văn An"]), ki2);
    // The same through the one entry point for every format.
    assert_eq!(
        game.to_record(["羽生善治", "Nguyễn Văn An"], "KI2".parse().unwrap()),
        ki2
    );
}

#[test]
fn ki2_headers_handicap_board_diagram_and_summary_are_read_as_kifs_are() {
    let text = "開始日時：2024/05/01 10:00:00\n手合割：香落ち\n下手：山田\n上手：Bình\n\n△５二玉    ▲７六歩    △４二玉\nまで3手で上手の勝ち\n";
    let (game, names) = read_record(text).unwrap();
    assert_eq!(names, ["山田".to_string(), "Bình".to_string()]);
    assert_eq!(
        game.start_position().sfen(),
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
    );
    assert_eq!(usi(&game), "5a5b 7g7f 5b4b");
    // 上手 (Gote) wins: 下手, to move, is taken to have resigned.
    assert_eq!(winner(&game), Some(Some(Side::Second)));

    let game = play("8k/9/9/9/9/9/9/9/K5R2 b Gs 1", "3i3e");
    let ki2 = game.to_ki2(["", ""]);
    assert!(ki2.contains("後手の持駒：銀\n"), "{ki2}");
    assert!(ki2.contains("先手の持駒：金\n"), "{ki2}");
    assert!(ki2.ends_with("\n\n▲３五飛\n"), "{ki2}");
    let back = read(&ki2);
    assert_eq!(back.start_position().sfen(), "8k/9/9/9/9/9/9/9/K5R2 b Gs 1");
    assert_eq!(usi(&back), "3i3e");
}

#[test]
fn a_ki2_move_that_cannot_be_played_is_refused_with_its_number() {
    // Eleven good moves, then a king Gote does not have on 5e.
    let text = "手合割：平手\n\n▲７六歩    △３四歩    ▲２六歩    △４四歩    ▲４八銀    △４二飛\n▲６八玉    △６二玉    ▲７八玉    △７二玉    ▲５六歩    △５五玉\nまで12手で後手の勝ち\n";
    let (line, problem, en, vi) = refusal(text);
    assert_eq!(line, 4);
    assert_eq!(
        problem,
        RecordProblem::NoPieceCanGo {
            ply: 12,
            text: "△５五玉".into(),
            side: Side::Second,
            role: Role::King,
            to: Square::new(5, 5),
        }
    );
    assert_eq!(
        en,
        "record line 4: move 12 (△５五玉) is impossible: Gote has no king that can go to 5e, and a king cannot be dropped"
    );
    assert_eq!(
        vi,
        "dòng 4 của biên bản: nước 12 (△５五玉) không thể đi được: Hậu thủ không có vua nào đi tới 5e được, và vua thì không thể thả từ tay xuống"
    );
}

#[test]
fn ki2_refusals_say_what_is_wrong_in_both_languages() {
    let cases: [(&str, &str, &str); 6] = [
        (
            "▲５八金",
            "record line 1: move 1 (▲５八金) fits 2 legal moves: add 右, 左, 上, 引, 寄 or 直 to say which piece moves",
            "dòng 1 của biên bản: nước 1 (▲５八金) ứng với 2 nước đi hợp lệ: hãy thêm 右, 左, 上, 引, 寄 hoặc 直 để chỉ rõ quân nào đi",
        ),
        (
            "▲５八金直",
            "record line 1: move 1 (▲５八金直) is impossible: no gold of Sente's goes to 5h the way its words (右 左 上 引 寄 直) say",
            "dòng 1 của biên bản: nước 1 (▲５八金直) không thể đi được: không có tướng vàng nào của Tiên thủ đi tới 5h đúng như các chữ (右 左 上 引 寄 直) đã ghi",
        ),
        (
            "▲５五金",
            "record line 1: move 1 (▲５五金) is impossible: Sente has no gold that can go to 5e, and none in hand to drop",
            "dòng 1 của biên bản: nước 1 (▲５五金) không thể đi được: Tiên thủ không có tướng vàng nào đi tới 5e được, và trong tay cũng không có tướng vàng để thả",
        ),
        (
            "△７六歩",
            "record line 1: move 1 (△７六歩) is marked for the wrong side: it is Sente's turn",
            "dòng 1 của biên bản: nước 1 (△７六歩) ghi sai bên: đang đến lượt Tiên thủ đi",
        ),
        (
            "▲７六歩 △同　歩",
            "record line 1: move 2 (△同　歩) is impossible: Gote has no pawn that can go to 7f, and none in hand to drop",
            "dòng 1 của biên bản: nước 2 (△同　歩) không thể đi được: Hậu thủ không có tốt nào đi tới 7f được, và trong tay cũng không có tốt để thả",
        ),
        (
            "▲同　歩",
            "record line 1: move 1 says 同 (the square of the move before), but there is no move before it",
            "dòng 1 của biên bản: nước 1 ghi 同 (cùng ô với nước trước), nhưng trước nó chưa có nước nào",
        ),
    ];
    for (text, en, vi) in cases {
        let (_, _, e, v) = refusal(text);
        assert_eq!((e.as_str(), v.as_str()), (en, vi), "{text}");
    }
    // A move the words name, that the rules refuse: the engine says why.
    let last_rank = Position::from_sfen("4k4/P8/9/9/9/9/9/9/4K4 b - 1").unwrap();
    let (_, problem, en, vi) = refusal(&format!("{}\n▲９一歩\n", kif_diagram(&last_rank)));
    assert!(
        matches!(
            problem,
            RecordProblem::Illegal {
                ply: 1,
                reason: Illegal::MustPromote { .. },
                ..
            }
        ),
        "{problem:?}"
    );
    assert!(
        en.ends_with(
            "move 1 (▲９一歩) is illegal: a pawn on 9a could never move again, so it must promote"
        ),
        "{en}"
    );
    assert!(vi.contains("nước 1 (▲９一歩) không hợp lệ"), "{vi}");
}

#[test]
fn the_words_of_a_japanese_name_say_which_piece_moves() {
    // Sente's golds on 6i and 4i, Gote's on 6a and 4a: 右 and 左 as each
    // side sees the board.
    let cases = [
        (START_SFEN, "▲５八金右", "4i5h"),
        (START_SFEN, "▲５八金左", "6i5h"),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 1",
            "△５二金右",
            "6a5b",
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 1",
            "△５二金左",
            "4a5b",
        ),
        // 直 (straight up) against 上 from the side.
        ("4k4/9/9/9/9/9/9/9/4GG2K b - 1", "▲５八金直", "5i5h"),
        ("4k4/9/9/9/9/9/9/9/4GG2K b - 1", "▲５八金左", "5i5h"),
        ("4k4/9/9/9/9/9/9/9/4GG2K b - 1", "▲５八金右", "4i5h"),
        // 寄 (sideways), 上 (forward) and 引 (back).
        ("4k4/9/9/9/9/9/4G4/3G5/5G2K b - 1", "▲５八金寄", "6h5h"),
        ("4k4/9/9/9/9/9/4G4/3G5/5G2K b - 1", "▲５八金上", "4i5h"),
        ("4k4/9/9/9/9/9/4G4/3G5/5G2K b - 1", "▲５八金引", "5g5h"),
        // Two dragons: 右 and 左, never 直.
        ("7k1/9/9/9/9/9/9/9/+R3+R3K b - 1", "▲７九龍右", "5i7i"),
        ("7k1/9/9/9/9/9/9/9/+R3+R3K b - 1", "▲７九竜左", "9i7i"),
        // A drop is a drop without 打 when no board piece can go there,
        // and needs 打 when one can.
        ("4k4/9/9/9/9/9/9/9/4K4 b B 1", "▲５五角", "B*5e"),
        ("4k4/9/9/9/9/9/9/9/B3K4 b B 1", "▲５五角", "9i5e"),
        ("4k4/9/9/9/9/9/9/9/B3K4 b B 1", "▲５五角打", "B*5e"),
        // 不成 may be written or not; 成 must be.
        ("4k4/9/9/2S6/9/9/9/9/4K4 b - 1", "▲７三銀", "7d7c"),
        ("4k4/9/9/2S6/9/9/9/9/4K4 b - 1", "▲７三銀不成", "7d7c"),
        ("4k4/9/9/2S6/9/9/9/9/4K4 b - 1", "▲７三銀生", "7d7c"),
        ("4k4/9/9/2S6/9/9/9/9/4K4 b - 1", "▲７三銀成", "7d7c+"),
        // A word for a rival the pin holds (as cshogi and tsshogi write
        // it) is read, as is the name without it; the pinned gold is not
        // the one meant.
        ("4k4/9/9/9/9/3b5/9/1G7/K1G6 b - 1", "▲７八金", "7i7h"),
        ("4k4/9/9/9/9/3b5/9/1G7/K1G6 b - 1", "▲７八金上", "7i7h"),
        ("4k4/9/9/9/9/3b5/9/1G7/K1G6 b - 1", "▲７八金直", "7i7h"),
    ];
    for (sfen, name, want) in cases {
        let text = format!("position sfen {sfen}");
        let pos = read(&text).position().clone();
        let kif = format!("{}\n{name}\n", kif_diagram(&pos));
        assert_eq!(usi(&read(&kif)), want, "{sfen} {name}");
    }
    // The pinned gold, named by its word, is refused by the rules.
    let pinned = Position::from_sfen("4k4/9/9/9/9/3b5/9/1G7/K1G6 b - 1").unwrap();
    let (_, problem, _, _) = refusal(&format!("{}\n▲７八金寄\n", kif_diagram(&pinned)));
    assert!(
        matches!(
            problem,
            RecordProblem::Illegal {
                ply: 1,
                reason: Illegal::ExposesKing { .. },
                ..
            }
        ),
        "{problem:?}"
    );
}

/// A position as the KIF board diagram the readers take.
fn kif_diagram(pos: &Position) -> String {
    let game = Game::from_position(pos.clone(), GameOptions::default(), 0);
    let kif = game.to_kif(["", ""]);
    kif.lines()
        .take_while(|l| !l.starts_with("手数"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A pinned rival is no rival: the Japan Shogi Association's rules weigh
/// only the pieces that can legally reach the square, so the gold on 8h,
/// pinned by the bishop, needs no 上 to tell the gold on 7i from it. (cshogi
/// and tsshogi count pinned rivals; tests/differential/shogi_records.py
/// counts their readings of such names apart.)
#[test]
fn a_pinned_rival_needs_no_word_in_ki2() {
    let game = play("4k4/9/9/9/9/3b5/9/1G7/K1G6 b - 1", "7i7h");
    let ki2 = game.to_ki2(["", ""]);
    assert!(ki2.contains("▲７八金"), "{ki2}");
    assert!(!ki2.contains("▲７八金上"), "{ki2}");
}

// ---- ends other programs write ----

#[test]
fn kif_move_lines_may_carry_the_side_mark() {
    let game = read("   1 ▲７六歩(77)   ( 0:01/00:00:01)\n   2 △３四歩(33)\n   3 ☗２二角成(88)\n");
    assert_eq!(usi(&game), "7g7f 3c3d 8h2b+");
    let (line, problem, en, _) = refusal("   1 ▲７六歩(77)\n   2 ▲３四歩(33)\n");
    assert_eq!(line, 2);
    assert!(matches!(problem, RecordProblem::WrongSide { ply: 2, .. }));
    assert_eq!(
        en,
        "record line 2: move 2 (▲３四歩(33)) is marked for the wrong side: it is Gote's turn"
    );
}

#[test]
fn losses_of_the_side_to_move_are_read_with_their_winner() {
    let two = "   1 ７六歩(77)\n   2 ３四歩(33)\n";
    for word in ["切れ負け", "時間切れ", "反則負け", "投了"] {
        let game = read(&format!("{two}   3 {word}\n"));
        assert_eq!(winner(&game), Some(Some(Side::Second)), "{word}");
        assert_eq!(game.plies().len(), 2);
    }
    // The summary alone (KI2 has no other), as Kifu for Windows words it.
    for summary in [
        "まで2手で時間切れにより後手の勝ち",
        "まで2手で後手の勝ち",
        "まで2手で先手の反則負け",
        "まで２手で先手の切れ負け",
    ] {
        let game = read(&format!("{two}{summary}\n"));
        assert_eq!(winner(&game), Some(Some(Side::Second)), "{summary}");
        let game = read(&format!("▲７六歩　△３四歩\n{summary}\n"));
        assert_eq!(winner(&game), Some(Some(Side::Second)), "KI2 {summary}");
    }
    // The terminal line wins over a summary that says otherwise, and
    // draws and interruptions leave nothing to hold.
    let game = read(&format!("{two}   3 投了\nまで2手で先手の勝ち\n"));
    assert_eq!(winner(&game), Some(Some(Side::Second)));
    for end in ["まで2手で中断", "まで2手で持将棋", "まで2手で千日手"] {
        assert_eq!(read(&format!("{two}{end}\n")).outcome(), None, "{end}");
    }
    // CSA: %TIME_UP and %ILLEGAL_MOVE are losses of the side to move;
    // %-ILLEGAL_ACTION is Gote's foul, here Gote to move.
    for end in ["%TIME_UP", "%ILLEGAL_MOVE", "%-ILLEGAL_ACTION"] {
        let game = read(&format!("V2.2\nPI\n+\n+7776FU\n{end}\nT3\n'a comment\n"));
        assert_eq!(winner(&game), Some(Some(Side::First)), "{end}");
    }
}

/// The reason each loss of the side to move is held with.
#[test]
fn losses_on_time_and_fouls_keep_their_reason() {
    let two = "   1 ７六歩(77)\n   2 ３四歩(33)\n";
    for (word, reason) in [
        ("切れ負け", EndReason::TimeForfeit),
        ("時間切れ", EndReason::TimeForfeit),
        ("反則負け", EndReason::Foul),
        ("投了", EndReason::Resignation),
    ] {
        let game = read(&format!("{two}   3 {word}\n"));
        assert_eq!(
            game.outcome(),
            Some(Outcome::win(Side::Second, reason)),
            "{word}"
        );
    }
}

/// A win of the side to move: the opponent's foul (反則勝ち), or a summary or
/// CSA line naming the side that just moved as the loser. The game ends for
/// the side to move, and every export of it reads back the same.
#[test]
fn a_win_of_the_side_to_move_ends_the_game_for_it() {
    let two = "   1 ７六歩(77)\n   2 ３四歩(33)\n";
    let sente = |reason| Some(Outcome::win(Side::First, reason));
    let cases = [
        (format!("{two}   3 反則勝ち\n"), sente(EndReason::Foul)),
        (
            format!("{two}まで2手で後手の反則負け\n"),
            sente(EndReason::Foul),
        ),
        (
            format!("{two}まで2手で先手の反則勝ち\n"),
            sente(EndReason::Foul),
        ),
        (
            format!("{two}まで2手で後手の切れ負け\n"),
            sente(EndReason::TimeForfeit),
        ),
        (
            format!("{two}まで2手で時間切れにより先手の勝ち\n"),
            sente(EndReason::TimeForfeit),
        ),
        (
            format!("{two}まで2手で先手の勝ち\n"),
            sente(EndReason::Resignation),
        ),
        (
            "V2.2\nPI\n+\n+7776FU\n-3334FU\n%-ILLEGAL_ACTION\n".to_string(),
            sente(EndReason::Foul),
        ),
    ];
    for (text, outcome) in &cases {
        let game = read(text);
        assert_eq!(
            (game.plies().len(), game.outcome()),
            (2, *outcome),
            "{text}"
        );
    }

    // A foul win reads back from every format the project writes.
    let game = read(&cases[0].0);
    let kif = game.to_kif(["", ""]);
    assert!(
        kif.contains("   3 反則勝ち") && kif.ends_with("まで2手で先手の反則勝ち\n"),
        "{kif}"
    );
    let csa = game.to_csa(["", ""]);
    assert!(csa.ends_with("-3334FU\n%-ILLEGAL_ACTION\n"), "{csa}");
    for text in [kif, csa, game.to_ki2(["", ""])] {
        assert_eq!(read(&text).outcome(), game.outcome(), "{text}");
    }

    // The saved game names the winner, since it is the side to move, and
    // is rebuilt with the same end; a resignation needs no name.
    let record = game.record();
    assert_eq!(
        (record.ended.as_deref(), record.winner.as_deref()),
        (Some("foul"), Some("sente"))
    );
    let json = serde_json::to_string(&record).unwrap();
    assert!(
        json.ends_with(r#""ended":"foul","winner":"sente"}"#),
        "{json}"
    );
    let back: GameRecord = serde_json::from_str(&json).unwrap();
    assert_eq!(Game::from_record(&back).unwrap().outcome(), game.outcome());
    let resigned = read(&format!("{two}   3 投了\n")).record();
    assert_eq!(
        (resigned.ended.as_deref(), resigned.winner.as_deref()),
        (Some("resignation"), None)
    );
    let json = serde_json::to_string(&resigned).unwrap();
    assert!(!json.contains("winner"), "{json}");

    // A winner that is no side is refused, in words.
    let mut bad = record.clone();
    bad.winner = Some("red".into());
    let refusal = Game::from_record(&bad).unwrap_err();
    assert_eq!(
        refusal.text(Lang::En),
        "the saved game's winner 'red' is not a side: write sente or gote"
    );
}

// ---- the impasse count ----

/// The issue's case: Sente's king enters with 9d9c; Gote, to move, calls
/// the count with 10 points and loses.
#[test]
fn an_impasse_count_lost_by_its_caller_is_written_as_a_failed_declaration() {
    let mut game = play("9/9/9/K8/9/9/9/9/8k b 2R2B4G4S4N4L8P10p 1", "9d9c");
    let count = game.declare_impasse().unwrap();
    assert_eq!(count.points, [44, 10]);
    let won = Some(Outcome::win(Side::First, EndReason::Impasse));
    assert_eq!(game.outcome(), won);
    let note = "持将棋の点数計算：後手10点（24点未満）で負け (impasse count: Gote has 10 points, under 24, and loses)";

    let kif = game.to_kif(["", ""]);
    assert!(
        kif.ends_with(&format!(
            "   1 ９三玉(94)   ( 0:00/00:00:00)\n   2 反則負け     ( 0:00/00:00:00)\n*{note}\nまで1手で後手の反則負け\n"
        )),
        "{kif}"
    );
    let csa = game.to_csa(["", ""]);
    assert!(
        csa.ends_with(&format!("+9493OU\n%ILLEGAL_MOVE\n'{note}\n")),
        "{csa}"
    );
    let ki2 = game.to_ki2(["", ""]);
    assert!(
        ki2.ends_with(&format!("▲９三玉\nまで1手で後手の反則負け\n*{note}\n")),
        "{ki2}"
    );
    // Read back, the note makes it the count again.
    for text in [&kif, &csa, &ki2] {
        assert_eq!(read(text).outcome(), won, "{text}");
    }
    // Without the note, other programs' failed declaration: still Sente's
    // win, as the side to move's loss.
    let bare = csa.replace(&format!("'{note}\n"), "");
    assert_eq!(winner(&read(&bare)), Some(Some(Side::First)));
    // In the USI form the result line says it.
    assert_eq!(
        game.to_usi(),
        "position sfen 9/9/9/K8/9/9/9/9/8k b 2R2B4G4S4N4L8P10p 1 moves 9d9c\nresult sente impasse\n"
    );
}

#[test]
fn a_drawn_impasse_count_stays_jishogi() {
    let mut game = play("9/4K4/9/9/9/9/9/4k4/9 w 2R2B10P4g4s4n4l8p 1", "");
    game.declare_impasse().unwrap();
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Impasse)));
    assert!(game
        .to_kif(["", ""])
        .ends_with("持将棋       ( 0:00/00:00:00)\nまで0手で持将棋\n"));
    assert!(game.to_csa(["", ""]).ends_with("\n%JISHOGI\n"));
    assert!(game.to_ki2(["", ""]).ends_with("\n\nまで0手で持将棋\n"));
}

// ---- hands without a diagram, and the USI form ----

#[test]
fn kif_hands_without_a_board_diagram_are_added_to_the_named_start() {
    let game = read("手合割：二枚落ち\n上手の持駒：飛\n   1 ５二玉(51)\n");
    assert_eq!(
        game.start_position().sfen(),
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w r 1"
    );
    assert_eq!(usi(&game), "5a5b");
    // The even start has no piece to spare: the hand is refused, at its
    // line, rather than left out.
    let (line, problem, _, _) = refusal("手合割：平手\n先手：A\n先手の持駒：歩\n   1 ７六歩(77)\n");
    assert_eq!(line, 3);
    assert!(
        matches!(
            problem,
            RecordProblem::Position(SfenError::TooMany { count: 19, .. })
        ),
        "{problem:?}"
    );
}

#[test]
fn the_usi_form_has_the_moves_and_the_result() {
    let game = play(START_SFEN, "7g7f 3c3d");
    assert_eq!(game.to_usi(), "position startpos moves 7g7f 3c3d\n");
    let ended = play("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "G*5b");
    assert_eq!(
        ended.to_usi(),
        "position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b\nresult sente checkmate\n"
    );
    assert_eq!(
        game.to_record(["", ""], "sfen".parse().unwrap()),
        game.to_usi()
    );
    // A name no format has is refused, naming the formats.
    let unknown = "ki3".parse();
    if let Ok(format) = unknown {
        game.to_record(["", ""], format);
    }
    assert_eq!(
        unknown.unwrap_err(),
        "'ki3' is not a record format (kif|ki2|csa|usi|sfen)"
    );
}
