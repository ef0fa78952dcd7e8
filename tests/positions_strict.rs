//! Position texts are read strictly (issue 18, section 3): a FEN or SFEN
//! that does not describe a position some game can reach is refused with a
//! message naming the rank, field or piece and saying why, in both
//! languages, from the engine and from the command line; what the engines
//! write always reads back, and damaged text is refused without a panic.

use rulebook::core::{Lang, Playable, Rng};
use rulebook::games::shogi;
use rulebook::games::xiangqi::{self, FenError, Square};
use std::collections::HashSet;
use std::process::Command;

const XIANGQI_START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// `rulebook moves <game> <text>`: its exit status, stdout and stderr.
fn cli_moves(game: &str, text: &str) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_rulebook"))
        .args(["moves", game, text])
        .output()
        .expect("the rulebook binary runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The command line refuses `text` with exit status 2, nothing on stdout
/// and `message` (the engine's English) as the one line on stderr.
fn assert_cli_refuses(game: &str, text: &str, message: &str) {
    let (status, stdout, stderr) = cli_moves(game, text);
    assert_eq!(status, Some(2), "{game} {text}: {stderr}");
    assert_eq!(stdout, "", "{game} {text}");
    assert_eq!(stderr, format!("{message}\n"), "{game} {text}");
}

// ---- the examples of the issue, and one of every kind of refusal ----

/// (FEN, English, Vietnamese) after "invalid FEN: " / "FEN không hợp lệ: ".
const XIANGQI_REFUSALS: &[(&str, &str, &str)] = &[
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRKKK w - - 0 1",
        "the 10th rank from the top ('RNBAKABNRKKK') covers 12 files; it must cover 9",
        "hàng thứ 10 tính từ trên xuống ('RNBAKABNRKKK') có 12 cột; phải đúng 9 cột",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w - - 0 1",
        "the 10th rank from the top ('RNBAKABNRR') covers 10 files; it must cover 9",
        "hàng thứ 10 tính từ trên xuống ('RNBAKABNRR') có 10 cột; phải đúng 9 cột",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1pp/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "the 4th rank from the top ('p1p1p1p1pp') covers 10 files; it must cover 9",
        "hàng thứ 4 tính từ trên xuống ('p1p1p1p1pp') có 10 cột; phải đúng 9 cột",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/54/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "the 5th rank from the top ('54') has two counts in a row: empty points side by side are one count",
        "hàng thứ 5 tính từ trên xuống ('54') có hai số liền nhau: các điểm trống liền nhau được ghi bằng một số",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/8/RNBAKABNR w - - 0 1",
        "the 9th rank from the top ('8') covers 8 files; it must cover 9",
        "hàng thứ 9 tính từ trên xuống ('8') có 8 cột; phải đúng 9 cột",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1",
        "the board has 9 ranks; a Xiangqi board has 10",
        "bàn cờ có 9 hàng; bàn cờ tướng có 10 hàng",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "the board has 11 ranks; a Xiangqi board has 10",
        "bàn cờ có 11 hàng; bàn cờ tướng có 10 hàng",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKQBNR w - - 0 1",
        "'Q' on the 10th rank from the top is not a Xiangqi piece letter (K A B N R C P, Red's in upper case)",
        "'Q' ở hàng thứ 10 tính từ trên xuống không phải là chữ chỉ quân cờ tướng (K A B N R C P, quân Đỏ viết hoa)",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN0R w - - 0 1",
        "the 10th rank from the top has a 0 in it: a count of empty points runs from 1 to 9",
        "hàng thứ 10 tính từ trên xuống có số 0: số điểm trống chỉ từ 1 đến 9",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1",
        "the second field, 'x', is not a side to move (use w or b)",
        "trường thứ hai, 'x', không phải là bên đi (dùng w hoặc b)",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 1",
        "unexpected '1' after the move number: a FEN has at most six fields",
        "thừa '1' sau số thứ tự nước đi: FEN có nhiều nhất sáu trường",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - +0 1",
        "'+0' is not a halfmove count: it runs from 0 to 65535",
        "'+0' không phải là số nửa nước: số này từ 0 đến 65535",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 +1",
        "'+1' is not a move number: it runs from 1 to 4294967295",
        "'+1' không phải là số thứ tự nước đi: số này từ 1 đến 4294967295",
    ),
    (
        "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "Black has no general",
        "Đen không có tướng",
    ),
    (
        "3kk4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
        "Black has 2 generals; each side has exactly one",
        "Đen có 2 tướng; mỗi bên chỉ có đúng một tướng",
    ),
    // The pieces on points they never reach.
    (
        "3k5/3a5/9/9/9/9/9/9/9/4K4 w - - 0 1",
        "Black's advisor on d8 is where it can never be: an advisor only ever stands on its 5 points d9, f9, e8, d7, f7",
        "Sĩ Đen ở d8 nằm ở nơi quân đó không bao giờ đứng được: sĩ chỉ đứng được ở 5 điểm d9, f9, e8, d7, f7",
    ),
    (
        "3k5/9/9/9/9/9/4B4/9/9/4K4 w - - 0 1",
        "Red's elephant on e3 is where it can never be: an elephant only ever stands on its 7 points c0, g0, a2, e2, i2, c4, g4",
        "Tượng Đỏ ở e3 nằm ở nơi quân đó không bao giờ đứng được: tượng chỉ đứng được ở 7 điểm c0, g0, a2, e2, i2, c4, g4",
    ),
    (
        "3k5/9/9/9/9/9/1P7/9/9/4K4 w - - 0 1",
        "Red's pawn on b3 is where it can never be: before the river a pawn keeps to the file it starts on (a, c, e, g or i), and no pawn starts on the b-file",
        "Tốt Đỏ ở b3 nằm ở nơi quân đó không bao giờ đứng được: trước khi qua sông tốt chỉ đi trên cột xuất phát của nó (a, c, e, g hoặc i), mà không có tốt nào xuất phát ở cột b",
    ),
    (
        "3k5/9/9/9/9/9/9/4P4/9/4K4 w - - 0 1",
        "Red's pawn on e2 is behind its starting rank, where it can never be",
        "Tốt Đỏ ở e2 nằm ở sau hàng xuất phát, nơi quân đó không bao giờ đứng được",
    ),
    (
        "3k5/9/9/9/9/9/9/9/9/3K2A2 w - - 0 1",
        "Red's advisor on g0 is where it can never be: an advisor only ever stands on its 5 points d0, f0, e1, d2, f2",
        "Sĩ Đỏ ở g0 nằm ở nơi quân đó không bao giờ đứng được: sĩ chỉ đứng được ở 5 điểm d0, f0, e1, d2, f2",
    ),
    (
        "3k5/9/9/9/4b4/9/9/9/9/4K4 w - - 0 1",
        "Black's elephant on e5 is where it can never be: an elephant only ever stands on its 7 points c9, g9, a7, e7, i7, c5, g5",
        "Tượng Đen ở e5 nằm ở nơi quân đó không bao giờ đứng được: tượng chỉ đứng được ở 7 điểm c9, g9, a7, e7, i7, c5, g5",
    ),
    (
        "3k5/9/9/3p5/9/9/9/9/9/4K4 w - - 0 1",
        "Black's pawn on d6 is where it can never be: before the river a pawn keeps to the file it starts on (a, c, e, g or i), and no pawn starts on the d-file",
        "Tốt Đen ở d6 nằm ở nơi quân đó không bao giờ đứng được: trước khi qua sông tốt chỉ đi trên cột xuất phát của nó (a, c, e, g hoặc i), mà không có tốt nào xuất phát ở cột d",
    ),
    (
        "3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1",
        "Red's general on a0 is outside its palace, where it can never be",
        "Tướng Đỏ ở a0 nằm ngoài cung, nơi quân đó không bao giờ đứng được",
    ),
    // More of a role than a set holds, every piece where it may stand.
    (
        "3k5/9/9/9/9/9/9/9/4A4/3AKA3 w - - 0 1",
        "Red has 3 advisors; a Xiangqi set gives each side 2",
        "Đỏ có 3 quân sĩ; mỗi bên trong một bộ cờ tướng chỉ có 2",
    ),
    (
        "3k5/9/9/4P4/9/9/P1P1P1P1P/9/9/4K4 w - - 0 1",
        "Red has 6 pawns; a Xiangqi set gives each side 5",
        "Đỏ có 6 quân tốt; mỗi bên trong một bộ cờ tướng chỉ có 5",
    ),
    (
        "3k5/9/9/9/9/9/9/9/9/RRR1K4 w - - 0 1",
        "Red has 3 rooks; a Xiangqi set gives each side 2",
        "Đỏ có 3 quân xe; mỗi bên trong một bộ cờ tướng chỉ có 2",
    ),
    // The rule already kept: the side that just moved is not in check,
    // nor do the generals face each other.
    (
        "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
        "Red is to move but Black's general is already attacked",
        "đến lượt Đỏ đi nhưng tướng Đen đang bị chiếu",
    ),
    (
        "3k5/9/9/9/9/9/9/9/9/3r1K3 b - - 0 1",
        "Black is to move but Red's general is already attacked",
        "đến lượt Đen đi nhưng tướng Đỏ đang bị chiếu",
    ),
];

#[test]
fn xiangqi_refusals_say_what_and_why_in_both_languages_and_on_the_command_line() {
    assert_read_as_said(
        "xiangqi",
        |fen| {
            let e = xiangqi::Position::from_fen(fen).err()?;
            Some([e.text(Lang::En), e.text(Lang::Vi)])
        },
        ["invalid FEN: ", "FEN không hợp lệ: "],
        XIANGQI_REFUSALS,
        // The start, its short forms, points pieces reach (two pawns
        // across the river on one file, an elephant on c4).
        &[
            XIANGQI_START,
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r 0 1",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 7",
            "3k5/4P4/4P4/9/9/2B6/9/9/9/4K4 w - - 0 1",
        ],
    );
}

/// Every text of `refused` is refused by the engine (`refusal` gives its
/// words, English and Vietnamese, or `None` if it reads) with `prefix` and
/// the words listed, and by `rulebook moves <game>` with the English;
/// every text of `accepted` is read, and its moves listed.
fn assert_read_as_said(
    game: &str,
    refusal: fn(&str) -> Option<[String; 2]>,
    prefix: [&str; 2],
    refused: &[(&str, &str, &str)],
    accepted: &[&str],
) {
    for &(text, en, vi) in refused {
        let [got_en, got_vi] = refusal(text).unwrap_or_else(|| panic!("{text} is read"));
        assert_eq!(got_en, format!("{}{en}", prefix[0]), "{text}");
        assert_eq!(got_vi, format!("{}{vi}", prefix[1]), "{text}");
        assert_cli_refuses(game, text, &got_en);
    }
    for &text in accepted {
        assert_eq!(refusal(text), None, "{text}");
        let (status, _, stderr) = cli_moves(game, text);
        assert_eq!(status, Some(0), "{text}: {stderr}");
    }
}

/// (SFEN, English, Vietnamese) after "invalid SFEN: " / "SFEN không hợp lệ: ".
const SHOGI_REFUSALS: &[(&str, &str, &str)] = &[
    // The example: the set's four golds are on the board, three
    // more in Gote's hand.
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 3g 1",
        "there are 7 golds: 4 on the board and 3 in Gote's hand; a shogi set holds 4",
        "có 7 quân tướng vàng: 4 trên bàn và 3 trong tay Hậu thủ; một bộ cờ shogi chỉ có 4",
    ),
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2Rr 1",
        "there are 5 rooks: 2 on the board, 2 in Sente's hand and 1 in Gote's hand; a shogi set holds 2",
        "có 5 quân xe: 2 trên bàn, 2 trong tay Tiên thủ và 1 trong tay Hậu thủ; một bộ cờ shogi chỉ có 2",
    ),
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1",
        "rank i (the 9th from the top), 'LNSGKGSNLL', does not cover exactly 9 files: it covers 10",
        "hàng i (hàng thứ 9 tính từ trên xuống), 'LNSGKGSNLL', không có đúng 9 cột: hàng này có 10 cột",
    ),
    (
        "lnsgkgsnl/1r5b1/ppppppppp/54/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "rank d (the 4th from the top), '54', has two counts in a row: empty squares side by side are one count",
        "hàng d (hàng thứ 4 tính từ trên xuống), '54', có hai số liền nhau: các ô trống liền nhau được ghi bằng một số",
    ),
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1",
        "the board has 8 ranks; a shogi board has 9",
        "bàn cờ có 8 hàng; bàn shogi có 9 hàng",
    ),
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/9 b - 1",
        "the board has 10 ranks; a shogi board has 9",
        "bàn cờ có 10 hàng; bàn shogi có 9 hàng",
    ),
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1",
        "'X' on rank i (the 9th from the top) is not a shogi piece letter (K R B G S N L P, Sente's in upper case)",
        "'X' ở hàng i (hàng thứ 9 tính từ trên xuống) không phải là chữ chỉ quân shogi (K R B G S N L P, quân Tiên thủ viết hoa)",
    ),
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/4+g4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "rank e (the 5th from the top): '+' must come before a piece that promotes (P L N S B R)",
        "hàng e (hàng thứ 5 tính từ trên xuống): dấu '+' phải đứng trước một quân phong cấp được (P L N S B R)",
    ),
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN+ b - 1",
        "rank i (the 9th from the top): '+' must come before a piece that promotes (P L N S B R)",
        "hàng i (hàng thứ 9 tính từ trên xuống): dấu '+' phải đứng trước một quân phong cấp được (P L N S B R)",
    ),
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN0L b - 1",
        "rank i (the 9th from the top) has a 0 in it: a count of empty squares runs from 1 to 9",
        "hàng i (hàng thứ 9 tính từ trên xuống) có số 0: số ô trống chỉ từ 1 đến 9",
    ),
    // Pieces that could never move, nifu, kings.
    (
        "4k4/9/9/9/9/9/9/9/p3K4 w - 1",
        "Gote's pawn on 9i could never move: pawns and lances can't stand on the last rank, knights on the last two",
        "tốt của Hậu thủ ở 9i không bao giờ đi được: tốt và hương xa không được ở hàng cuối, mã không được ở hai hàng cuối",
    ),
    (
        "L3k4/9/9/9/9/9/9/9/4K4 b - 1",
        "Sente's lance on 9a could never move: pawns and lances can't stand on the last rank, knights on the last two",
        "hương xa của Tiên thủ ở 9a không bao giờ đi được: tốt và hương xa không được ở hàng cuối, mã không được ở hai hàng cuối",
    ),
    (
        "4k4/9/9/9/9/9/9/n8/4K4 b - 1",
        "Gote's knight on 9h could never move: pawns and lances can't stand on the last rank, knights on the last two",
        "mã của Hậu thủ ở 9h không bao giờ đi được: tốt và hương xa không được ở hàng cuối, mã không được ở hai hàng cuối",
    ),
    (
        "4k4/9/9/9/9/4P4/4P4/9/4K4 b - 1",
        "Sente has two unpromoted pawns on file 5 (nifu)",
        "Tiên thủ có hai tốt chưa phong ở cột 5 (nifu)",
    ),
    (
        "4k3k/9/9/9/9/9/9/9/4K4 b - 1",
        "Gote has more than one king",
        "Hậu thủ có hơn một vua",
    ),
    // The hands field.
    (
        "4k4/9/9/9/9/9/9/9/4K4 b K 1",
        "'K' is not a hands field: a king is never in hand, since it is never captured",
        "'K' không phải là trường quân trong tay: vua không bao giờ ở trong tay, vì vua không bao giờ bị bắt",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4 b +P 1",
        "'+P' is not a hands field: a piece in hand is never promoted, since a captured piece goes to the hand unpromoted (write it without '+')",
        "'+P' không phải là trường quân trong tay: quân trong tay không bao giờ được phong cấp, vì quân bị bắt vào tay ở dạng chưa phong (hãy viết không có dấu '+')",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4 b 1P 1",
        "'1P' is not a hands field: '1' is not a count: a count of 2 or more comes before its piece's letter, like 2P, and a single piece has none",
        "'1P' không phải là trường quân trong tay: '1' không phải là số lượng: số lượng từ 2 trở lên đứng trước chữ chỉ quân, ví dụ 2P, còn một quân thì không ghi số",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4 b P2 1",
        "'P2' is not a hands field: '2' is not a count: a count of 2 or more comes before its piece's letter, like 2P, and a single piece has none",
        "'P2' không phải là trường quân trong tay: '2' không phải là số lượng: số lượng từ 2 trở lên đứng trước chữ chỉ quân, ví dụ 2P, còn một quân thì không ghi số",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4 b PGP 1",
        "'PGP' is not a hands field: 'P' is written twice: give each piece of a side once, with its count",
        "'PGP' không phải là trường quân trong tay: 'P' được ghi hai lần: mỗi loại quân của một bên chỉ ghi một lần, kèm số lượng",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4 b Q 1",
        "'Q' is not a hands field: 'Q' is not a piece a hand holds (R B G S N L P, Sente's in upper case)",
        "'Q' không phải là trường quân trong tay: 'Q' không phải là quân có thể ở trong tay (R B G S N L P, quân Tiên thủ viết hoa)",
    ),
    // The side and the move number.
    (
        "4k4/9/9/9/9/9/9/9/4K4 x - 1",
        "'x' is not a side to move: use b (Sente) or w (Gote)",
        "'x' không phải bên đi: dùng b (Tiên thủ) hoặc w (Hậu thủ)",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4 b - +1",
        "'+1' is not a move number: it runs from 1 to 4294967295",
        "'+1' không phải là số thứ tự nước đi: số này từ 1 đến 4294967295",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4 b - 0",
        "'0' is not a move number: it runs from 1 to 4294967295",
        "'0' không phải là số thứ tự nước đi: số này từ 1 đến 4294967295",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4 b - 1 x",
        "unexpected 'x' after the move number",
        "thừa 'x' sau số thứ tự nước đi",
    ),
];

#[test]
fn shogi_refusals_say_what_and_why_in_both_languages_and_on_the_command_line() {
    assert_read_as_said(
        "shogi",
        |sfen| {
            let e = shogi::Position::from_sfen(sfen).err()?;
            Some([e.text(Lang::En), e.text(Lang::Vi)])
        },
        ["invalid SFEN: ", "SFEN không hợp lệ: "],
        SHOGI_REFUSALS,
        // The start and its short form, hands in any order, a tsume problem
        // with no Sente king, a tokin on a pawn's file, a whole set.
        &[
            SHOGI_START,
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
            "4k4/9/9/9/9/9/9/9/4K4 b PG 1",
            "4k4/9/4+P4/9/9/9/4P4/9/9 b 2R2B4G4S4N4L16P 1",
        ],
    );
}

// ---- where a Xiangqi piece can stand: what its moves reach ----

/// A board's text from its rows, top first (`None` for an empty point).
fn board_text(rows: &[Vec<Option<char>>]) -> String {
    let rows: Vec<String> = rows
        .iter()
        .map(|row| {
            let (mut out, mut empty) = (String::new(), 0);
            for cell in row {
                match cell {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(*c);
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    rows.join("/")
}

/// A FEN with `letter` on `sq` and the generals of both sides (one of
/// them the piece, for a general) in their palaces, not on `sq` nor on one
/// file; the piece's opponent is to move, so the piece's own checks don't
/// count against the text.
fn fen_with(letter: char, sq: Square) -> String {
    let palace = |names: [&str; 4]| names.map(|n| Square::parse(n).unwrap());
    let pairs = palace(["d0", "f0", "e1", "e0"])
        .into_iter()
        .flat_map(|r| palace(["f9", "d9", "e8", "e9"]).map(|b| (r, b)));
    let (red, black) = pairs
        .map(|(r, b)| match letter {
            'K' => (sq, b),
            'k' => (r, sq),
            _ => (r, b),
        })
        .find(|&(r, b)| {
            (letter == 'K' || r != sq) && (letter == 'k' || b != sq) && r.file() != b.file()
        })
        .unwrap();
    let mut rows = vec![vec![None; 9]; 10];
    for (at, c) in [(red, 'K'), (black, 'k'), (sq, letter)] {
        rows[9 - at.rank() as usize][at.file() as usize] = Some(c);
    }
    let side = if letter.is_ascii_uppercase() {
        "b"
    } else {
        "w"
    };
    format!("{} {side} - - 0 1", board_text(&rows))
}

/// Every point the piece starting on `start` reaches in some game where
/// only it and the two generals move (so the generals step aside), found
/// by walking the engine's own move generator over whole positions.
fn points_reached(letter: char, start: &str) -> HashSet<Square> {
    let fen = fen_with(letter, Square::parse(start).unwrap());
    let first = xiangqi::Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mut seen = HashSet::from([first.hash()]);
    let mut queue = vec![first];
    let mut reached = HashSet::new();
    while let Some(p) = queue.pop() {
        reached.extend(
            p.pieces()
                .filter(|(_, piece)| piece.fen_char() == letter)
                .map(|(sq, _)| sq),
        );
        let mut moves = xiangqi::MoveList::new();
        p.pseudo_legal_moves(&mut moves);
        // Nothing is captured: the piece and both generals stay.
        for &m in moves.iter().filter(|m| p.piece_at(m.to()).is_none()) {
            let mut q = p.clone();
            q.make(m);
            if seen.insert(q.hash()) {
                queue.push(q);
            }
        }
    }
    reached
}

/// For every piece and every point, the reader accepts the piece there
/// exactly when the move generator brings it there from where the set
/// puts it; a refusal is a misplaced piece, never another error.
#[test]
fn a_xiangqi_piece_is_accepted_exactly_where_its_moves_reach() {
    // (letter, its starting points in the set)
    let pieces: [(char, &[&str]); 14] = [
        ('K', &["e0"]),
        ('A', &["d0", "f0"]),
        ('B', &["c0", "g0"]),
        ('N', &["b0"]),
        ('R', &["a0"]),
        ('C', &["b2"]),
        ('P', &["a3", "c3", "e3", "g3", "i3"]),
        ('k', &["e9"]),
        ('a', &["d9", "f9"]),
        ('b', &["c9", "g9"]),
        ('n', &["b9"]),
        ('r', &["a9"]),
        ('c', &["b7"]),
        ('p', &["a6", "c6", "e6", "g6", "i6"]),
    ];
    let mut sizes = Vec::new();
    for (letter, starts) in pieces {
        let mut reached = HashSet::new();
        for start in starts {
            reached.extend(points_reached(letter, start));
        }
        sizes.push((letter, reached.len()));
        for i in 0..90u8 {
            let sq = Square::from_index(i).unwrap();
            let fen = fen_with(letter, sq);
            match xiangqi::Position::from_fen(&fen) {
                Ok(_) => assert!(reached.contains(&sq), "{letter} on {sq} accepted: {fen}"),
                Err(xiangqi::Error::Fen(FenError::Misplaced { at, .. })) => {
                    assert_eq!(at, sq, "{fen}");
                    assert!(!reached.contains(&sq), "{letter} on {sq} refused: {fen}");
                }
                Err(e) => panic!("{fen}: {e}"),
            }
        }
    }
    // The counts: 9 palace points, 5 and 7 diagonal points, pawns
    // on 10 points of their own half and all 45 beyond the river.
    let expected = [9, 5, 7, 90, 90, 90, 55];
    for (i, (letter, n)) in sizes.iter().enumerate() {
        assert_eq!(*n, expected[i % 7], "{letter}");
    }
}

// ---- where a shogi piece can stand: where it may be dropped ----

/// A pawn, lance or knight (and every other piece) is accepted on exactly
/// the empty squares its side may drop it on: the reader and the drop
/// rules agree on the ranks where a piece could never move.
#[test]
fn a_shogi_piece_is_accepted_exactly_where_it_may_be_dropped() {
    for letter in ['P', 'L', 'N', 'S', 'G', 'B', 'R'] {
        for (side, hand, after) in [("b", letter, "w"), ("w", letter.to_ascii_lowercase(), "b")] {
            let with_hand = format!("k8/9/9/9/9/9/9/9/8K {side} {hand} 1");
            let p = shogi::Position::from_sfen(&with_hand).unwrap();
            let drops: HashSet<String> = p
                .legal_moves()
                .iter()
                .filter(|m| m.is_drop())
                .map(|m| m.to().to_string())
                .collect();
            let mut accepted = 0;
            for rank in 1..=9u8 {
                for file in 1..=9u8 {
                    let sq = shogi::Square::new(file, rank);
                    if p.piece_at(sq).is_some() {
                        continue;
                    }
                    let mut rows = vec![vec![None; 9]; 9];
                    rows[0][0] = Some('k');
                    rows[8][8] = Some('K');
                    rows[rank as usize - 1][9 - file as usize] = Some(hand);
                    let sfen = format!("{} {after} - 2", board_text(&rows));
                    let ok = shogi::Position::from_sfen(&sfen).is_ok();
                    assert_eq!(ok, drops.contains(&sq.to_string()), "{sfen}");
                    accepted += ok as usize;
                }
            }
            // 79 empty squares; a pawn or lance loses its last rank (less
            // the king's corner there), a knight its last two.
            let expected = match letter {
                'P' | 'L' => 79 - 8,
                'N' => 79 - 17,
                _ => 79,
            };
            assert_eq!(accepted, expected, "{letter} for {side}");
        }
    }
}

// ---- what the engines write reads back; damaged text never panics ----

/// Single-character changes: one replaced, inserted or deleted.
fn mutate_once(rng: &mut Rng, text: &str, alphabet: &[char]) -> (String, usize) {
    let mut chars: Vec<char> = text.chars().collect();
    let at = rng.below(chars.len() as u64) as usize;
    let c = alphabet[rng.below(alphabet.len() as u64) as usize];
    match rng.below(3) {
        0 => chars[at] = c,
        1 => chars.insert(at, c),
        _ => {
            chars.remove(at);
        }
    }
    (chars.into_iter().collect(), at)
}

const FEN_ALPHABET: &[char] = &[
    'k', 'a', 'b', 'n', 'r', 'c', 'p', 'K', 'A', 'B', 'N', 'R', 'C', 'P', 'h', 'e', 'H', 'E', 'x',
    'Q', '0', '1', '2', '3', '4', '5', '8', '9', '/', ' ', '-', '+', 'w', 'é', '漢', '\t',
];

const SFEN_ALPHABET: &[char] = &[
    'k', 'r', 'b', 'g', 's', 'n', 'l', 'p', 'K', 'R', 'B', 'G', 'S', 'N', 'L', 'P', '+', 'x', 'Q',
    '0', '1', '2', '3', '4', '5', '8', '9', '/', ' ', '-', 'w', 'é', '漢', '\t',
];

/// What the playouts need of a game besides its moves: its start, its
/// position text both ways, the characters a mutation draws from, and a
/// board's text as the engine writes it.
struct TextGame<P> {
    start: fn() -> P,
    write: fn(&P) -> String,
    /// The position, or the refusal's English and Vietnamese.
    read: fn(&str) -> Result<P, [String; 2]>,
    alphabet: &'static [char],
    board: fn(&str) -> String,
}

/// Plays 60 seeded games of up to 200 plies: every position's text reads
/// back to the same position and is written the same; every fifth one is
/// damaged by 20 single-character changes, each either refused with a
/// message in both languages or read as a position that reads back, whose
/// board is the one the damaged text wrote (the reader takes no other form
/// of a board). Returns (positions, mutations accepted, refused).
fn read_back_and_mutate<P: Playable + PartialEq + std::fmt::Debug>(
    game: &TextGame<P>,
) -> [usize; 3] {
    let mut counts = [0; 3];
    for seed in 0..60 {
        let mut rng = Rng::from_seed(seed);
        let mut p = (game.start)();
        for ply in 0..200 {
            let text = (game.write)(&p);
            let back = (game.read)(&text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(back, p, "{text}");
            assert_eq!((game.write)(&back), text);
            counts[0] += 1;
            for _ in 0..if ply % 5 == 0 { 20 } else { 0 } {
                let (damaged, at) = mutate_once(&mut rng, &text, game.alphabet);
                match (game.read)(&damaged) {
                    Ok(q) => {
                        counts[1] += 1;
                        let written = (game.write)(&q);
                        assert_eq!((game.read)(&written).as_ref(), Ok(&q), "{damaged}");
                        if at < text.find(' ').unwrap() {
                            assert_eq!(
                                (game.board)(&damaged),
                                (game.board)(&written),
                                "{text} -> {damaged}"
                            );
                        }
                    }
                    Err([en, vi]) => {
                        counts[2] += 1;
                        assert!(!en.is_empty() && !vi.is_empty(), "{damaged}");
                    }
                }
            }
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p.make(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
    counts
}

/// A position text's first field.
fn first_field(text: &str) -> String {
    text.split_whitespace().next().unwrap_or("").to_string()
}

#[test]
fn xiangqi_fens_read_back_and_mutations_are_read_back_or_refused() {
    let [positions, accepted, refused] = read_back_and_mutate(&TextGame {
        start: xiangqi::Position::startpos,
        write: xiangqi::Position::fen,
        read: |text| {
            xiangqi::Position::from_fen(text).map_err(|e| [e.text(Lang::En), e.text(Lang::Vi)])
        },
        alphabet: FEN_ALPHABET,
        // h and e are other names of the horse and the elephant.
        board: |text| {
            first_field(text)
                .chars()
                .map(|c| match c {
                    'h' => 'n',
                    'H' => 'N',
                    'e' => 'b',
                    'E' => 'B',
                    c => c,
                })
                .collect()
        },
    });
    assert!(positions > 5000, "{positions}");
    // Both outcomes are met: the test is not vacuous.
    assert!(accepted > 1000 && refused > 10000, "{accepted} {refused}");
}

#[test]
fn shogi_sfens_read_back_and_mutations_are_read_back_or_refused() {
    let [positions, accepted, refused] = read_back_and_mutate(&TextGame {
        start: shogi::Position::startpos,
        write: shogi::Position::sfen,
        read: |text| {
            shogi::Position::from_sfen(text).map_err(|e| [e.text(Lang::En), e.text(Lang::Vi)])
        },
        alphabet: SFEN_ALPHABET,
        board: first_field,
    });
    assert!(positions > 5000, "{positions}");
    assert!(accepted > 1000 && refused > 10000, "{accepted} {refused}");
}
