//! Cờ tướng's PGN records: written and read back (moves, result and
//! names) for random games and the rules page's worked games, a record as
//! sites write it (comments, NAGs, a variation) read, bad records refused
//! with the move named by its number, in both languages, and the command
//! line's `rulebook record xiangqi --to pgn`.

use rulebook::core::{EndReason, Game as _, Lang, Outcome, Resignable, Rng, Side};
use rulebook::games::xiangqi::{read_pgn, Game, PgnMoves, Position, TableOptions};

fn iccs_moves(game: &Game) -> Vec<String> {
    game.moves().map(|m| m.iccs()).collect()
}

/// Writes `game` in both move forms and reads each back: same start,
/// moves, outcome and names.
fn assert_round_trip(game: &Game, names: [&str; 2]) {
    for form in [PgnMoves::Iccs, PgnMoves::Wxf] {
        for lang in [Lang::En, Lang::Vi] {
            let text = game.to_pgn(names, form, lang);
            let read = read_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(
                read.game.start_position().fen(),
                game.start_position().fen(),
                "{text}"
            );
            assert_eq!(iccs_moves(&read.game), iccs_moves(game), "{text}");
            assert_eq!(read.game.outcome(), game.outcome(), "{text}");
            assert_eq!(read.names, names.map(String::from), "{text}");
        }
    }
}

/// A random game from `start`: up to `plies` moves, then (by a coin) a
/// resignation of the side to move when still going.
fn random_game(start: Position, seed: u64, plies: usize) -> Game {
    let mut rng = Rng::from_seed(seed);
    let mut game = Game::from_position(start, TableOptions::default(), 0);
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.legal_moves();
        let m = moves[rng.below(moves.len() as u64) as usize];
        game.play(m).unwrap();
    }
    if game.outcome().is_none() && rng.coin() {
        game.resign().unwrap();
    }
    game
}

#[test]
fn random_games_round_trip() {
    let mut ended = 0;
    for seed in 0..60 {
        let game = random_game(Position::startpos(), seed, 40 + (seed as usize * 7) % 200);
        ended += usize::from(game.outcome().is_some());
        assert_round_trip(&game, ["Lê Văn Đỏ", "O'Brien \"Black\" \\ 2"]);
    }
    assert!(
        ended > 10,
        "too few finished games ({ended}) to test results"
    );
}

#[test]
fn a_set_up_position_round_trips_with_black_to_move() {
    let fen = "3k5/9/4b4/9/9/9/9/4B4/4A4/3AK4 b - - 7 31";
    let start = Position::from_fen(fen).unwrap();
    for seed in 0..10 {
        let game = random_game(start.clone(), seed, 30);
        let text = game.to_pgn(["", ""], PgnMoves::Iccs, Lang::En);
        assert!(text.contains(&format!("[FEN \"{fen}\"]")), "{text}");
        assert!(text.contains("[SetUp \"1\"]"), "{text}");
        assert!(
            text.contains("\n31... "),
            "Black's first move is numbered 31...: {text}"
        );
        assert!(text.contains("[Red \"?\"]"), "{text}");
        assert_round_trip(&game, ["", ""]);
    }
}

#[test]
fn written_as_sites_expect() {
    let mut game = Game::new(TableOptions::default());
    for m in ["h2e2", "h9g7", "h0g2"] {
        game.play_text(m).unwrap();
    }
    game.resign().unwrap();
    let iccs = game.to_pgn(["An", "Bình"], PgnMoves::Iccs, Lang::En);
    let expected_tags = [
        "[Game \"Chinese Chess\"]",
        "[Event \"?\"]",
        "[Site \"?\"]",
        "[Date \"????.??.??\"]",
        "[Round \"?\"]",
        "[Red \"An\"]",
        "[Black \"Bình\"]",
        "[Result \"1-0\"]",
        "[Variant \"xiangqi\"]",
        "[Format \"ICCS\"]",
    ];
    assert_eq!(iccs.lines().take(10).collect::<Vec<_>>(), expected_tags);
    assert!(
        !iccs.contains("FEN"),
        "the start position needs no FEN: {iccs}"
    );
    assert!(
        iccs.ends_with("\n1. h2e2 h9g7 2. h0g2 {Red won by resignation} 1-0\n"),
        "{iccs}"
    );
    let wxf = game.to_pgn(["An", "Bình"], PgnMoves::Wxf, Lang::Vi);
    assert!(wxf.contains("[Format \"WXF\"]"), "{wxf}");
    assert!(
        wxf.ends_with("\n1. C2=5 H8+7 2. H2+3 {Đỏ thắng: xin thua} 1-0\n"),
        "{wxf}"
    );
}

#[test]
fn long_games_keep_lines_short() {
    let game = random_game(Position::startpos(), 3, 300);
    let text = game.to_pgn(["", ""], PgnMoves::Wxf, Lang::En);
    assert!(text.lines().all(|l| l.chars().count() <= 79), "{text}");
}

/// `(position, moves, data-result)` of every Cờ tướng board with moves on
/// the rules page's source (an exercise's solution played after them).
fn worked_games() -> Vec<(String, String, Option<String>)> {
    let path = format!(
        "{}/www/rules/xiangqi.rules.html",
        env!("CARGO_MANIFEST_DIR")
    );
    let html = std::fs::read_to_string(&path).unwrap();
    let attr = |tag: &str, name: &str| {
        let key = format!(" {name}=\"");
        let at = tag.find(&key)? + key.len();
        Some(tag[at..at + tag[at..].find('"')?].to_string())
    };
    html.split("<rulebook-board")
        .skip(1)
        .map(|rest| &rest[..rest.find('>').unwrap()])
        .filter(|tag| attr(tag, "game").as_deref() == Some("xiangqi"))
        .filter_map(|tag| {
            let mut moves = attr(tag, "moves")?;
            if let Some(solution) = attr(tag, "solution") {
                moves = format!("{moves} {solution}");
            }
            let position = attr(tag, "position").unwrap_or_else(|| "startpos".into());
            Some((position, moves, attr(tag, "data-result")))
        })
        .collect()
}

#[test]
fn the_rules_worked_games_round_trip() {
    let games = worked_games();
    assert!(games.len() >= 15, "found {} worked games", games.len());
    for (position, moves, result) in games {
        let start = Position::from_text_or_start(&position).unwrap();
        let mut game = Game::from_position(start, TableOptions::default(), 0);
        for m in moves.split_whitespace() {
            game.play_text(m).unwrap();
        }
        if let Some(result) = result {
            let outcome = game
                .outcome()
                .unwrap_or_else(|| panic!("{moves}: not over"));
            let winner = outcome
                .winner
                .map_or("draw", |s| ["red", "black"][s.index()]);
            assert_eq!(format!("{winner} {}", outcome.reason), result);
        }
        assert_round_trip(&game, ["Đỏ", "Đen"]);
    }
}

fn fixture() -> String {
    let path = format!(
        "{}/tests/data/xiangqi/annotated.pgn",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn a_record_as_sites_write_it_is_read() {
    let read = read_pgn(&fixture()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read.names, ["Nguyễn Văn \"Pháo\" An", "Trần Thị Bình"]);
    let moves = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 c6c5 h6g6 h7i7 b0c2 g9e7 a0b0 a9b9 \
                 b2b6 i7i8 g3g4 b7a7 g6g7";
    assert_eq!(iccs_moves(&read.game).join(" "), moves);
    // 1-0 with Black to move: Black resigned.
    let resigned = Outcome::win(Side::First, EndReason::Resignation);
    assert_eq!(read.game.outcome(), Some(resigned));
}

#[test]
fn other_notations_and_number_forms_are_read() {
    let text = "[Red \"A\"]\n1.C2=5 1...H8+7 2. M2.3 X9-8 3.i0h0 $3 (3. x) 3... b9c7 *\n";
    let read = read_pgn(text).unwrap_or_else(|e| panic!("{e}"));
    let played = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7";
    assert_eq!(iccs_moves(&read.game).join(" "), played);
    assert_eq!(read.game.outcome(), None);
    assert_eq!(read.names, ["A", ""]);
    // An xqbase FEN says `r` for Red to move; a second game is not read.
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1";
    let two = format!("[FEN \"{start}\"]\n1. h2e2 *\n\n[Red \"B\"]\n1. b2e2 *\n");
    let read = read_pgn(&two).unwrap();
    assert_eq!(iccs_moves(&read.game), ["h2e2"]);
}

#[test]
fn a_result_no_move_shows_is_kept_where_the_engine_has_the_ending() {
    // 0-1 with Black to move: Black just moved, so no ending says how Red lost.
    let read = read_pgn("1. h2e2 0-1").unwrap();
    assert_eq!(read.game.outcome(), None);
    let read = read_pgn("[Result \"0-1\"]\n1. h2e2").unwrap();
    assert_eq!(read.game.outcome(), None);
    // A draw the moves don't show was agreed.
    let read = read_pgn("1. h2e2 1/2-1/2").unwrap();
    assert_eq!(
        read.game.outcome(),
        Some(Outcome::draw(EndReason::Agreement))
    );
    // With Red to move, 0-1 is Red's resignation, or its loss on time.
    let read = read_pgn("[Result \"0-1\"]\n1. h2e2 h9g7").unwrap();
    let resigned = Outcome::win(Side::Second, EndReason::Resignation);
    assert_eq!(read.game.outcome(), Some(resigned));
    let read = read_pgn("[Result \"0-1\"]\n[Termination \"time forfeit\"]\n1. h2e2 h9g7").unwrap();
    let flagged = Outcome::win(Side::Second, EndReason::TimeForfeit);
    assert_eq!(read.game.outcome(), Some(flagged));
}

#[test]
fn declared_endings_round_trip() {
    let mut agreed = Game::new(TableOptions::default());
    agreed.play_text("h2e2").unwrap();
    agreed.agree_draw().unwrap();
    let mut flagged = Game::new(TableOptions::default());
    flagged.play_text("h2e2").unwrap();
    flagged.lose_on_time().unwrap();
    for game in [agreed, flagged] {
        for format in [PgnMoves::Iccs, PgnMoves::Wxf] {
            let text = game.to_pgn(["A", "B"], format, Lang::En);
            let read = read_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(read.game.outcome(), game.outcome(), "{text}");
        }
    }
}

fn refusal(text: &str) -> [String; 2] {
    let e = read_pgn(text).expect_err(text);
    [e.text(Lang::En), e.text(Lang::Vi)]
}

#[test]
fn bad_records_are_refused_with_the_move_number() {
    let cases = [
        (
            "[Red \"x\"]\n1. h2e2 h9g7\n2. h0g2 h7h3 3. h2e9",
            "move 3 (h2e9) is illegal: there is no piece on h2",
            "nước 3 (h2e9) không hợp lệ: ",
        ),
        (
            "1. h2e2 h9g7 2. h0g2 Z9 *",
            "move 2… (Z9): 'Z9' is not a move",
            "nước 2… (Z9): ",
        ),
        (
            "1. C2=5 C8=5 2. R1=2 H8+7",
            "move 2 (R1=2): ",
            "nước 2 (R1=2): ",
        ),
        (
            "1. h2e2 {an unfinished\ncomment",
            "the comment opened with '{' on line 1 is never closed",
            "lời bình mở bằng '{' ở dòng 1 không được đóng",
        ),
        (
            "[Red \"x\"]\n\n1. h2e2 (1. b2e2 h9g7",
            "the variation opened with '(' on line 3 is never closed",
            "biến mở bằng '(' ở dòng 3",
        ),
        (
            "1. h2e2 ) h9g7",
            "line 1: ')' closes no variation",
            "dòng 1: dấu ')'",
        ),
        (
            "[Red An]\n1. h2e2",
            "line 1: '[Red An]' is not a PGN tag",
            "dòng 1: '[Red An]'",
        ),
        (
            "[FEN \"9/9 w - - 0 1\"]\n1. h2e2",
            "the FEN tag is not a valid position: ",
            "thẻ FEN không phải là một thế cờ hợp lệ: ",
        ),
        (
            "\n\n{just a comment}\n",
            "the record holds no game",
            "biên bản không có ván cờ nào",
        ),
    ];
    for (text, en, vi) in cases {
        let [got_en, got_vi] = refusal(text);
        assert!(got_en.starts_with(en), "{text:?}: {got_en}");
        assert!(got_vi.starts_with(vi), "{text:?}: {got_vi}");
    }
}

#[test]
fn moves_after_the_end_and_a_contradicted_result_are_refused() {
    // Black mates at move 2… (the fool's mate of Cờ tướng is a rook mate).
    let fen = "3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 0 1";
    let over = format!("[FEN \"{fen}\"]\n1. b1b9 d9e9 *");
    let [en, vi] = refusal(&over);
    assert_eq!(
        en,
        "move 1… (d9e9) comes after the end: Red won by checkmate"
    );
    assert_eq!(
        vi,
        "nước 1… (d9e9) nằm sau khi ván cờ đã kết thúc: Đỏ thắng: chiếu bí"
    );
    let contradicted = format!("[FEN \"{fen}\"]\n1. b1b9 0-1");
    let [en, _] = refusal(&contradicted);
    assert_eq!(
        en,
        "the result 0-1 does not match the moves: Red won by checkmate"
    );
    let agreed = format!("[FEN \"{fen}\"]\n[Result \"1-0\"]\n1. b1b9");
    assert!(read_pgn(&agreed).is_ok());
}

#[test]
fn a_refused_record_names_the_move_in_the_command_line() {
    let run = |args: &[&str], file: &str| {
        let mut all: Vec<String> = vec!["record".into()];
        all.extend(args.iter().map(|s| s.to_string()));
        all.push(file.into());
        rulebook::cli::run(&all)
    };
    let dir = std::env::temp_dir().join(format!("rulebook-pgn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.pgn");
    std::fs::write(&bad, "[Red \"x\"]\n1. h2e2 h9g7 2. h2e9 *\n").unwrap();
    let err = run(&["xiangqi", "--to", "pgn"], bad.to_str().unwrap()).unwrap_err();
    assert!(err.contains("move 2 (h2e9) is illegal"), "{err}");
    let fixture = format!(
        "{}/tests/data/xiangqi/annotated.pgn",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = run(&["xiangqi", "--to", "pgn-wxf"], &fixture).unwrap();
    assert!(
        out.contains(&"[Red \"Nguyễn Văn \\\"Pháo\\\" An\"]".to_string()),
        "{out:?}"
    );
    assert!(out.contains(&"[Format \"WXF\"]".to_string()), "{out:?}");
    // The line forms are as before, and read PGN too.
    let lines = run(&["xiangqi", "--to", "iccs"], &fixture).unwrap();
    assert_eq!(lines[0], rulebook::games::xiangqi::START_FEN);
    assert_eq!(lines.last().unwrap(), "result red resignation");
    let old = dir.join("old.txt");
    std::fs::write(&old, "startpos\n1. h2e2 h9g7\n").unwrap();
    let pgn = run(&["xiangqi", "--to", "pgn"], old.to_str().unwrap()).unwrap();
    assert_eq!(pgn.last().unwrap(), "1. h2e2 h9g7 *");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_loss_by_a_touch_move_foul_is_written_as_a_rules_infraction() {
    let mut game = Game::new(TableOptions::default());
    game.play_text("h2e2").unwrap();
    let mut record = game.record();
    record.table.ended = Some("technical_foul".into());
    let fouled = Game::from_record(&record).unwrap();
    let lost = Outcome::win(Side::First, EndReason::TechnicalFoul);
    assert_eq!(fouled.outcome(), Some(lost));
    let text = fouled.to_pgn(["", ""], PgnMoves::Iccs, Lang::En);
    assert!(
        text.contains("[Termination \"rules infraction\"]"),
        "{text}"
    );
    assert!(
        text.ends_with("1. h2e2 {Red won by a technical foul} 1-0\n"),
        "{text}"
    );
    assert_round_trip(&fouled, ["", ""]);
}
