//! Game records: KIF (the 柿木 format that Kifu for Windows, ShogiGUI,
//! 将棋ウォーズ and 81Dojo exchange) and CSA (the computer-shogi format,
//! V2.2), written and read back, and a reader that tells them and a USI
//! `position … moves …` line apart.
//!
//! Reading replays every move through [`Game::play`], so a record is held to
//! the engine's rules: an illegal move is refused with its line and number.

use std::fmt::Write as _;

use super::board::{Move, Piece, Position, Role, Square, HAND_KINDS, HAND_ROLES};
use super::messages::{role_name, side_name};
use super::notation::{
    japanese_square, kanji, kanji_char, role_from_kanji, sfen_of, FULLWIDTH_DIGITS, KANJI_NUMERALS,
    START_SFEN,
};
use super::{Error, Game, GameOptions, Illegal, MoveTextError, SfenError};
use crate::core::{EndReason, HandCounts, Lang, Outcome, Side};

/// The handicaps (駒落ち) a KIF `手合割` names, with their start positions.
/// The handicap giver (上手) plays Gote and moves first.
pub const HANDICAPS: [(&str, &str); 15] = [
    (
        "香落ち",
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右香落ち",
        "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "角落ち",
        "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛車落ち",
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛香落ち",
        "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "二枚落ち",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "三枚落ち",
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "四枚落ち",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "五枚落ち",
        "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左五枚落ち",
        "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "六枚落ち",
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左七枚落ち",
        "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右七枚落ち",
        "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "八枚落ち",
        "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "十枚落ち",
        "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
];

/// Why a game record could not be read. [`Error::Record`] adds the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordProblem {
    /// Nothing but blank lines.
    Empty,
    /// Neither KIF, CSA nor a USI `position` line.
    NotARecord,
    /// A KIF `手合割` this reader does not know, with no board diagram.
    UnknownHandicap(String),
    /// A KIF board diagram row that is not nine squares.
    BadKifRow(String),
    /// A CSA `P1`–`P9` row that is not nine squares.
    BadCsaRow(String),
    /// The KIF board diagram has this many rows, not nine.
    MissingRows(usize),
    /// A KIF `持駒` line that lists no pieces.
    BadHand(String),
    /// A CSA `PI`, `P+` or `P-` item that places no piece.
    BadPlacement(String),
    /// The start position breaks a rule (two kings, nifu, …).
    Position(SfenError),
    /// Text where a move should be that is no move of this format.
    Unreadable { ply: usize, text: String },
    /// A KIF move without its origin square that names no legal move.
    MoveText { ply: usize, error: MoveTextError },
    /// 同 (same square) on the first move.
    NoPreviousMove { ply: usize },
    /// The record names another piece than the one on the origin square.
    WrongPiece {
        ply: usize,
        text: String,
        named: Role,
        found: Role,
        at: Square,
    },
    /// A CSA move marked `+` when Gote is to move, or `-` for Sente.
    WrongSide {
        ply: usize,
        text: String,
        to_move: Side,
    },
    /// The move breaks the rules; `reason` says how.
    Illegal {
        ply: usize,
        text: String,
        reason: Illegal,
    },
    /// A move after the game had already ended (checkmate, sennichite).
    AfterEnd {
        ply: usize,
        text: String,
        outcome: Outcome,
    },
    /// A CSA statement that has no place here.
    Unexpected(String),
}

impl RecordProblem {
    pub fn text(&self, lang: Lang) -> String {
        use RecordProblem::*;
        let en = lang == Lang::En;
        match self {
            Empty if en => "the record is empty".into(),
            Empty => "biên bản trống".into(),
            NotARecord if en => "this is not a shogi game record: give KIF, CSA, or a USI line such as 'position startpos moves 7g7f'".into(),
            NotARecord => "đây không phải là biên bản ván shogi: hãy dùng KIF, CSA hoặc một dòng USI như 'position startpos moves 7g7f'".into(),
            UnknownHandicap(h) if en => format!(
                "'{h}' is not a handicap this reader knows (平手, 香落ち, 角落ち, 飛車落ち, 二枚落ち …); give the start as a board diagram instead"
            ),
            UnknownHandicap(h) => format!(
                "'{h}' không phải là kiểu chấp quân mà trình đọc này biết (平手, 香落ち, 角落ち, 飛車落ち, 二枚落ち …); hãy ghi thế cờ ban đầu bằng sơ đồ bàn cờ"
            ),
            BadKifRow(r) if en => format!(
                "'{r}' is not a row of the board diagram: between two '|' it needs nine squares, each ' ・' (empty), ' 歩' (Sente's) or 'v歩' (Gote's)"
            ),
            BadKifRow(r) => format!(
                "'{r}' không phải là một hàng của sơ đồ bàn cờ: giữa hai dấu '|' phải có chín ô, mỗi ô là ' ・' (trống), ' 歩' (của Tiên thủ) hoặc 'v歩' (của Hậu thủ)"
            ),
            BadCsaRow(r) if en => format!(
                "'{r}' is not a CSA board row: P1 to P9, then nine squares, each ' * ' (empty) or a sign and a piece code such as +FU or -KY"
            ),
            BadCsaRow(r) => format!(
                "'{r}' không phải là một hàng bàn cờ CSA: P1 đến P9, rồi chín ô, mỗi ô là ' * ' (trống) hoặc một dấu và mã quân như +FU hay -KY"
            ),
            MissingRows(n) if en => format!("the board diagram has {n} rows; it needs 9"),
            MissingRows(n) => format!("sơ đồ bàn cờ có {n} hàng; cần đủ 9 hàng"),
            BadHand(h) if en => format!(
                "'{h}' is not a list of pieces in hand: write them like 飛　角　金二　歩十八, or なし for none"
            ),
            BadHand(h) => format!(
                "'{h}' không phải là danh sách quân trong tay: hãy viết như 飛　角　金二　歩十八, hoặc なし nếu không có quân nào"
            ),
            BadPlacement(p) if en => format!(
                "'{p}' does not place a piece: write a square (00 for the hand) and a piece code, such as 55KA or 00FU, on an empty square"
            ),
            BadPlacement(p) => format!(
                "'{p}' không đặt được quân: hãy viết một ô (00 là trong tay) và một mã quân, như 55KA hay 00FU, vào một ô trống"
            ),
            Position(e) if en => format!("the start position is not valid: {}", e.text(lang)),
            Position(e) => format!("thế cờ ban đầu không hợp lệ: {}", e.text(lang)),
            Unreadable { ply, text } if en => {
                format!("move {ply}: '{text}' is not a move this reader understands")
            }
            Unreadable { ply, text } => {
                format!("nước {ply}: không đọc được '{text}' thành một nước đi")
            }
            MoveText { ply, error } if en => format!("move {ply}: {}", error.text(lang)),
            MoveText { ply, error } => format!("nước {ply}: {}", error.text(lang)),
            NoPreviousMove { ply } if en => format!(
                "move {ply} says 同 (the square of the move before), but there is no move before it"
            ),
            NoPreviousMove { ply } => format!(
                "nước {ply} ghi 同 (cùng ô với nước trước), nhưng trước nó chưa có nước nào"
            ),
            WrongPiece {
                ply,
                text,
                named,
                found,
                at,
            } if en => format!(
                "move {ply} ({text}) names a {}, but the piece on {at} is a {}",
                role_name(*named, lang),
                role_name(*found, lang)
            ),
            WrongPiece {
                ply,
                text,
                named,
                found,
                at,
            } => format!(
                "nước {ply} ({text}) ghi quân {}, nhưng quân ở {at} là {}",
                role_name(*named, lang),
                role_name(*found, lang)
            ),
            WrongSide { ply, text, to_move } if en => format!(
                "move {ply} ({text}) is marked for the wrong side: it is {}'s turn",
                side_name(*to_move, lang)
            ),
            WrongSide { ply, text, to_move } => format!(
                "nước {ply} ({text}) ghi sai bên: đang đến lượt {} đi",
                side_name(*to_move, lang)
            ),
            Illegal { ply, text, reason } if en => {
                format!("move {ply} ({text}) is illegal: {}", reason.text(lang))
            }
            Illegal { ply, text, reason } => {
                format!("nước {ply} ({text}) không hợp lệ: {}", reason.text(lang))
            }
            AfterEnd { ply, text, outcome } => {
                let reason = outcome.reason.text(lang);
                match (outcome.winner, en) {
                    (Some(w), true) => format!(
                        "move {ply} ({text}) comes after the end of the game: {} had already won by {reason}",
                        side_name(w, lang)
                    ),
                    (None, true) => format!(
                        "move {ply} ({text}) comes after the end of the game: it had already been drawn by {reason}"
                    ),
                    (Some(w), false) => format!(
                        "nước {ply} ({text}) nằm sau khi ván cờ đã kết thúc: {} đã thắng ({reason})",
                        side_name(w, lang)
                    ),
                    (None, false) => format!(
                        "nước {ply} ({text}) nằm sau khi ván cờ đã kết thúc: ván cờ đã hòa ({reason})"
                    ),
                }
            }
            Unexpected(s) if en => format!("'{s}' is not understood here"),
            Unexpected(s) => format!("không hiểu '{s}' ở chỗ này"),
        }
    }
}

fn fail(line: usize, problem: RecordProblem) -> Error {
    Error::Record { line, problem }
}

/// Reads a game record of any kind this module knows: KIF, CSA, or a USI
/// line (`position startpos moves …`, `position sfen … moves …`, `sfen …`,
/// or a bare SFEN). Returns the game and the players' names, Sente's first.
pub fn read_record(text: &str) -> Result<(Game, [String; 2]), Error> {
    let body = strip_bom(text);
    let Some((index, first)) = body
        .lines()
        .map(str::trim)
        .enumerate()
        .find(|(_, l)| !l.is_empty())
    else {
        return Err(fail(1, RecordProblem::Empty));
    };
    if is_usi_line(first) {
        let game = read_usi(first, index + 1)?;
        return Ok((game, [String::new(), String::new()]));
    }
    if looks_like_csa(body) {
        Game::from_csa(body)
    } else {
        Game::from_kif(body)
    }
}

fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// The lines with their 1-based numbers, CR and trailing blanks removed.
fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split('\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end_matches(['\r', '\n'])))
}

fn is_usi_line(line: &str) -> bool {
    let first = line.split_whitespace().next().unwrap_or("");
    matches!(first, "position" | "sfen" | "startpos")
        || first.bytes().filter(|&b| b == b'/').count() == 8
}

fn looks_like_csa(text: &str) -> bool {
    let Some(line) = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('\''))
    else {
        return false;
    };
    let b = line.as_bytes();
    let digit_after = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    match b[0] {
        b'V' => digit_after(1),
        b'N' => matches!(b.get(1), Some(b'+' | b'-')),
        b'$' | b'%' => true,
        b'P' => matches!(b.get(1), Some(b'I' | b'+' | b'-' | b'1'..=b'9')),
        b'+' | b'-' => b.len() == 1 || (digit_after(1) && digit_after(4)),
        _ => false,
    }
}

/// A USI line: `position startpos moves …`, `position sfen <sfen> moves …`,
/// `sfen <sfen> moves …`, `startpos moves …`, or a bare SFEN.
fn read_usi(line: &str, line_no: usize) -> Result<Game, Error> {
    let mut tokens = line.split_whitespace().peekable();
    if tokens.peek() == Some(&"position") {
        tokens.next();
    }
    let position = match tokens.peek().copied() {
        Some("startpos") => {
            tokens.next();
            Position::startpos()
        }
        other => {
            if other == Some("sfen") {
                tokens.next();
            }
            let mut fields = Vec::new();
            while let Some(&t) = tokens.peek() {
                if t == "moves" {
                    break;
                }
                fields.push(t);
                tokens.next();
            }
            let sfen = fields.join(" ");
            Position::from_sfen(&sfen).map_err(|e| match e {
                Error::Sfen(e) => fail(line_no, RecordProblem::Position(e)),
                other => other,
            })?
        }
    };
    let mut game = Game::from_position(position, GameOptions::default(), 0);
    match tokens.next() {
        None => return Ok(game),
        Some("moves") => {}
        Some(other) => return Err(fail(line_no, RecordProblem::Unexpected(other.into()))),
    }
    for (i, text) in tokens.enumerate() {
        let ply = i + 1;
        let m = Move::from_usi(text).ok_or_else(|| {
            fail(
                line_no,
                RecordProblem::Unreadable {
                    ply,
                    text: text.into(),
                },
            )
        })?;
        play_checked(&mut game, m, line_no, ply, text)?;
    }
    Ok(game)
}

/// Plays a recorded move, turning the engine's refusal into a record error.
fn play_checked(
    game: &mut Game,
    m: Move,
    line: usize,
    ply: usize,
    text: &str,
) -> Result<(), Error> {
    let text = text.trim().to_string();
    game.play(m).map(|_| ()).map_err(|e| {
        fail(
            line,
            match e {
                Error::IllegalMove { reason, .. } => RecordProblem::Illegal { ply, text, reason },
                Error::GameOver(outcome) => RecordProblem::AfterEnd { ply, text, outcome },
                Error::MoveText(error) => RecordProblem::MoveText { ply, error },
                _ => RecordProblem::Unreadable { ply, text },
            },
        )
    })
}

/// Whether the start is the standard one or a named handicap: the board,
/// hands and side to move agree (the move number need not).
fn named_start(pos: &Position) -> Option<&'static str> {
    let key = |sfen: &str| sfen.split(' ').take(3).collect::<Vec<_>>().join(" ");
    let own = key(&pos.sfen());
    if own == key(START_SFEN) {
        return Some("平手");
    }
    HANDICAPS
        .iter()
        .find(|(_, sfen)| key(sfen) == own)
        .map(|(name, _)| *name)
}

fn handicap_sfen(name: &str) -> Option<&'static str> {
    if name == "平手" {
        return Some(START_SFEN);
    }
    HANDICAPS.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)
}

/// A player's name on one line.
fn one_line(name: &str) -> String {
    name.trim()
        .chars()
        .map(|c| if c == '\r' || c == '\n' { ' ' } else { c })
        .collect()
}

/// An SFEN from a board in square order (rank 1 first, file 9 first) and
/// the hands as the record counts them: the SFEN reader then refuses more
/// of a kind than a set holds, saying how many there are.
fn board_sfen(board: &[Option<Piece>; 81], hands: &[[u32; HAND_KINDS]; 2], side: Side) -> String {
    sfen_of(|sq| board[sq.index()], &HandCounts(*hands), side, 1)
}

fn position_from(sfen: &str, line: usize) -> Result<Position, Error> {
    Position::from_sfen(sfen).map_err(|e| match e {
        Error::Sfen(e) => fail(line, RecordProblem::Position(e)),
        other => other,
    })
}

// ---------------------------------------------------------------- KIF

const MOVE_COLUMN: usize = 13;
const ZERO_TIME: &str = "( 0:00/00:00:00)";

/// 1–9 from an ASCII digit, a full-width digit or a kanji numeral.
fn digit_value(c: char) -> Option<u8> {
    if let Some(d) = c.to_digit(10).filter(|&d| d >= 1) {
        return Some(d as u8);
    }
    FULLWIDTH_DIGITS
        .iter()
        .chain(KANJI_NUMERALS.iter())
        .position(|&k| k == c)
        .map(|i| (i % 9) as u8 + 1)
}

/// A count as KIF hands write it: none for one, 二 … 九, 十, 十一 … 十八.
fn kanji_count(n: u8) -> String {
    let mut s = String::new();
    if n >= 10 {
        s.push('十');
    }
    let unit = n % 10;
    if n >= 2 && unit >= 1 {
        s.push(KANJI_NUMERALS[unit as usize - 1]);
    }
    s
}

/// Reads 二, 十八, 18 or １８ back; `None` if it is not a count. Any count
/// is read (the start position's piece count refuses too many).
fn parse_count(text: &str) -> Option<u32> {
    if text.is_empty() {
        return Some(1);
    }
    let ascii: String = text
        .chars()
        .map(|c| match FULLWIDTH_DIGITS.iter().position(|&d| d == c) {
            Some(i) => (b'1' + i as u8) as char,
            None if c == '０' => '0',
            None => c,
        })
        .collect();
    if ascii.chars().all(|c| c.is_ascii_digit()) {
        return ascii.parse().ok();
    }
    let (tens, units) = match text.split_once('十') {
        Some((t, u)) => (
            if t.is_empty() {
                Some(1)
            } else {
                one_numeral(t)
            },
            u,
        ),
        None => (Some(0), text),
    };
    let units = if units.is_empty() {
        Some(0)
    } else {
        one_numeral(units)
    };
    let n = tens? as u32 * 10 + units? as u32;
    (n > 0).then_some(n)
}

fn one_numeral(text: &str) -> Option<u8> {
    let mut chars = text.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    KANJI_NUMERALS
        .iter()
        .position(|&k| k == c)
        .map(|i| i as u8 + 1)
}

fn hand_text(pos: &Position, side: Side) -> String {
    let items: Vec<String> = HAND_ROLES
        .iter()
        .filter(|&&role| pos.in_hand(side, role) > 0)
        .map(|&role| format!("{}{}", kanji(role), kanji_count(pos.in_hand(side, role))))
        .collect();
    if items.is_empty() {
        "なし".into()
    } else {
        items.join("　")
    }
}

/// Reads a 持駒 list: `なし`, or pieces with kanji or digit counts. A kind
/// written twice adds up (歩十八　歩五 is 23 pawns, for the start
/// position's piece count to refuse).
fn parse_hand(text: &str) -> Option<[u32; HAND_KINDS]> {
    let mut counts = [0u32; HAND_KINDS];
    let text = text.trim();
    if text.is_empty() || text == "なし" {
        return Some(counts);
    }
    let mut items: Vec<(Role, String)> = Vec::new();
    for c in text.chars() {
        if c.is_whitespace() || c == '、' || c == ',' {
            continue;
        }
        match role_from_kanji(c) {
            Some(role) => items.push((role, String::new())),
            None => items.last_mut()?.1.push(c),
        }
    }
    for (role, count) in items {
        let k = role.hand_index()?;
        let n = parse_count(&count)?;
        counts[k] = counts[k].saturating_add(n);
    }
    Some(counts)
}

/// Display cells: full-width characters take two.
fn cells(text: &str) -> usize {
    text.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum()
}

fn push_kif_line(out: &mut String, number: usize, text: &str) {
    let pad = MOVE_COLUMN.saturating_sub(cells(text)).max(1);
    let _ = writeln!(out, "{number:>4} {text}{}{ZERO_TIME}", " ".repeat(pad));
}

/// `７六歩(77)`, `同　角成(88)`, `５五角打`: KIF's move text.
fn kif_move_text(pos: &Position, m: Move, previous: Option<Square>) -> String {
    let parts = pos.japanese_parts(m, previous);
    let mut s = match parts.to {
        Some(sq) => japanese_square(sq),
        None => "同　".to_string(),
    };
    s.push_str(parts.piece);
    match m.from() {
        Some(from) => {
            s.push_str(parts.promotion);
            let _ = write!(s, "({}{})", from.file(), from.rank());
        }
        None => s.push('打'),
    }
    s
}

fn write_bod(out: &mut String, pos: &Position) {
    let _ = writeln!(out, "後手の持駒：{}", hand_text(pos, Side::Second));
    out.push_str("  ９ ８ ７ ６ ５ ４ ３ ２ １\n");
    out.push_str("+---------------------------+\n");
    for rank in 1..=9u8 {
        out.push('|');
        for file in (1..=9u8).rev() {
            match pos.piece_at(Square::new(file, rank)) {
                None => out.push_str(" ・"),
                Some(p) => {
                    out.push(if p.side() == Side::First { ' ' } else { 'v' });
                    out.push(kanji_char(p.role()));
                }
            }
        }
        out.push('|');
        out.push(KANJI_NUMERALS[rank as usize - 1]);
        out.push('\n');
    }
    out.push_str("+---------------------------+\n");
    let _ = writeln!(out, "先手の持駒：{}", hand_text(pos, Side::First));
    if pos.side_to_move() == Side::Second {
        out.push_str("後手番\n");
    }
}

/// How a game's end is written: the KIF terminal word and summary, the
/// CSA special move.
struct Ending {
    /// The numbered terminal line: 投了, 詰み, 千日手 …
    kif_word: Option<&'static str>,
    /// The closing line: まで65手で先手の勝ち.
    kif_summary: Option<String>,
    /// %TORYO, %TSUMI, %SENNICHITE …
    csa: Option<String>,
}

fn ending(game: &Game, words: [&str; 2]) -> Ending {
    let n = game.plies().len();
    let to_move = game.position().side_to_move();
    let word = |s: Side| words[s.index()];
    let none = Ending {
        kif_word: None,
        kif_summary: None,
        csa: None,
    };
    let Some(o) = game.outcome() else {
        return none;
    };
    let sign = |s: Side| if s == Side::First { '+' } else { '-' };
    match (o.reason, o.winner) {
        (EndReason::Resignation, Some(w)) => Ending {
            kif_word: Some("投了"),
            kif_summary: Some(format!("まで{n}手で{}の勝ち", word(w))),
            csa: Some("%TORYO".into()),
        },
        (EndReason::Checkmate, Some(w)) => Ending {
            kif_word: Some("詰み"),
            kif_summary: Some(format!("まで{n}手で{}の勝ち", word(w))),
            csa: Some("%TSUMI".into()),
        },
        (EndReason::Stalemate, Some(w)) => Ending {
            kif_word: None,
            kif_summary: Some(format!("まで{n}手で{}の勝ち", word(w))),
            csa: None,
        },
        (EndReason::Sennichite, _) => Ending {
            kif_word: Some("千日手"),
            kif_summary: Some(format!("まで{n}手で千日手")),
            csa: Some("%SENNICHITE".into()),
        },
        (EndReason::PerpetualCheck, Some(w)) => Ending {
            kif_word: Some("反則勝ち"),
            kif_summary: Some(format!("まで{n}手で{}の反則勝ち", word(w))),
            csa: Some(format!("%{}ILLEGAL_ACTION", sign(!w))),
        },
        (EndReason::Impasse, None) => Ending {
            kif_word: Some("持将棋"),
            kif_summary: Some(format!("まで{n}手で持将棋")),
            csa: Some("%JISHOGI".into()),
        },
        (EndReason::Impasse, Some(w)) if w == to_move => Ending {
            kif_word: Some("入玉勝ち"),
            kif_summary: Some(format!("まで{n}手で{}の入玉勝ち", word(w))),
            csa: Some("%KACHI".into()),
        },
        (EndReason::Impasse, Some(w)) => Ending {
            kif_word: Some("持将棋"),
            kif_summary: Some(format!("まで{n}手で{}の勝ち", word(w))),
            csa: Some("%JISHOGI".into()),
        },
        _ => none,
    }
}

/// What a KIF terminal line (`投了`, `千日手` …) means for the import.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stop {
    Resign,
    Impasse,
    Other,
}

const KIF_ENDS: [(&str, Stop); 18] = [
    ("投了", Stop::Resign),
    ("持将棋", Stop::Impasse),
    ("入玉勝ち", Stop::Impasse),
    ("入玉宣言", Stop::Impasse),
    ("宣言勝ち", Stop::Impasse),
    ("中断", Stop::Other),
    ("千日手", Stop::Other),
    ("詰み", Stop::Other),
    ("詰", Stop::Other),
    ("不詰", Stop::Other),
    ("切れ負け", Stop::Other),
    ("時間切れ", Stop::Other),
    ("反則勝ち", Stop::Other),
    ("反則負け", Stop::Other),
    ("不戦勝", Stop::Other),
    ("不戦敗", Stop::Other),
    ("封じ手", Stop::Other),
    ("エラー", Stop::Other),
];

/// A KIF move as written: destination (`None` for 同), the piece before
/// the move, promotion, drop, origin.
struct KifMove {
    to: Option<Square>,
    role: Role,
    promote: bool,
    drop: bool,
    from: Option<Square>,
    /// The move's text without the time column.
    text: String,
}

fn parse_kif_move(body: &str) -> Option<KifMove> {
    let chars: Vec<char> = body.chars().collect();
    let mut i = 1;
    let to = if matches!(chars.first(), Some('同' | '仝')) {
        while chars.get(i).is_some_and(|c| c.is_whitespace()) {
            i += 1;
        }
        None
    } else {
        let file = digit_value(*chars.first()?).filter(|_| !KANJI_NUMERALS.contains(&chars[0]))?;
        let rank = digit_value(*chars.get(1)?)?;
        i = 2;
        Some(Square::new(file, rank))
    };
    let role = match (chars.get(i)?, chars.get(i + 1)) {
        ('成', Some('香')) => Role::PromotedLance,
        ('成', Some('桂')) => Role::PromotedKnight,
        ('成', Some('銀')) => Role::PromotedSilver,
        (&c, _) => role_from_kanji(c)?,
    };
    i += if role.is_promoted() && chars[i] == '成' {
        2
    } else {
        1
    };
    let (mut promote, mut drop) = (false, false);
    loop {
        match chars.get(i) {
            Some('右' | '左' | '直' | '上' | '引' | '寄' | '行' | '入') => i += 1,
            Some('打') => {
                drop = true;
                i += 1;
            }
            Some('成') => {
                promote = true;
                i += 1;
            }
            Some('不') if chars.get(i + 1) == Some(&'成') => i += 2,
            Some('生') => i += 1,
            _ => break,
        }
    }
    let mut from = None;
    let mut j = i;
    while chars.get(j) == Some(&' ') {
        j += 1;
    }
    if chars.get(j) == Some(&'(') && chars.get(j + 3) == Some(&')') {
        let f = chars.get(j + 1).and_then(|&c| digit_value(c));
        let r = chars.get(j + 2).and_then(|&c| digit_value(c));
        if let (Some(f), Some(r)) = (f, r) {
            from = Some(Square::new(f, r));
            i = j + 4;
        }
    }
    if from.is_some() && drop {
        return None;
    }
    Some(KifMove {
        to,
        role,
        promote,
        drop,
        from,
        text: chars[..i].iter().collect(),
    })
}

/// The KIF start as read so far.
#[derive(Default)]
struct KifStart {
    handicap: Option<(usize, String)>,
    rows: Vec<[Option<Piece>; 9]>,
    first_row_line: usize,
    hands: [[u32; HAND_KINDS]; 2],
    side: Option<Side>,
}

impl KifStart {
    fn position(&self) -> Result<Position, Error> {
        if !self.rows.is_empty() {
            if self.rows.len() != 9 {
                return Err(fail(
                    self.first_row_line,
                    RecordProblem::MissingRows(self.rows.len()),
                ));
            }
            let mut board = [None; 81];
            for (r, row) in self.rows.iter().enumerate() {
                board[r * 9..r * 9 + 9].copy_from_slice(row);
            }
            let side = self.side.unwrap_or(Side::First);
            return position_from(&board_sfen(&board, &self.hands, side), self.first_row_line);
        }
        match &self.handicap {
            None => Ok(Position::startpos()),
            Some((line, name)) => {
                let sfen = handicap_sfen(name)
                    .ok_or_else(|| fail(*line, RecordProblem::UnknownHandicap(name.clone())))?;
                position_from(sfen, *line)
            }
        }
    }
}

/// A board diagram row: `|v香v桂 ・ … |一`.
fn parse_bod_row(line: &str) -> Option<[Option<Piece>; 9]> {
    let inner = line.trim().strip_prefix('|')?;
    let inner = &inner[..inner.find('|')?];
    let mut row = [None; 9];
    let mut n = 0;
    let mut gote = false;
    for c in inner.chars() {
        match c {
            'v' | 'V' => gote = true,
            ' ' | '^' => {}
            '・' => {
                *row.get_mut(n)? = None;
                n += 1;
                gote = false;
            }
            c => {
                let side = if gote { Side::Second } else { Side::First };
                *row.get_mut(n)? = Some(Piece::new(side, role_from_kanji(c)?));
                n += 1;
                gote = false;
            }
        }
    }
    (n == 9).then_some(row)
}

fn is_column_header(t: &str) -> bool {
    t.chars()
        .all(|c| c.is_whitespace() || c.is_ascii_digit() || FULLWIDTH_DIGITS.contains(&c))
}

impl Game {
    /// The game as a KIF record. `names` are Sente's and Gote's players (下手
    /// and 上手 in a handicap game); times are written as zeros.
    pub fn to_kif(&self, names: [&str; 2]) -> String {
        let mut out = String::from("# ---- Rulebook 棋譜ファイル ----\n");
        let start = self.start_position();
        let named = named_start(start);
        let words = match named {
            Some(n) if n != "平手" => ["下手", "上手"],
            _ => ["先手", "後手"],
        };
        match named {
            Some(name) => {
                let _ = writeln!(out, "手合割：{name}");
            }
            None => write_bod(&mut out, start),
        }
        let _ = writeln!(out, "{}：{}", words[0], one_line(names[0]));
        let _ = writeln!(out, "{}：{}", words[1], one_line(names[1]));
        out.push_str("手数----指手---------消費時間--\n");
        let mut pos = start.clone();
        let mut previous = None;
        for (i, m) in self.moves().enumerate() {
            push_kif_line(&mut out, i + 1, &kif_move_text(&pos, m, previous));
            pos.make(m);
            previous = Some(m.to());
        }
        let end = ending(self, words);
        if let Some(word) = end.kif_word {
            push_kif_line(&mut out, self.plies().len() + 1, word);
        }
        if let Some(summary) = end.kif_summary {
            out.push_str(&summary);
            out.push('\n');
        }
        out
    }

    /// Reads a KIF record (the main line: variations after `変化：` are
    /// skipped) and replays it. Returns the game and the players' names.
    pub fn from_kif(text: &str) -> Result<(Game, [String; 2]), Error> {
        let text = strip_bom(text);
        let mut names = [String::new(), String::new()];
        let mut start = KifStart::default();
        let mut game: Option<Game> = None;
        let mut seen_kif = false;
        let mut seen_any = false;
        for (line_no, line) in numbered_lines(text) {
            let t = line.trim();
            if t.is_empty() {
                continue;
            }
            seen_any = true;
            if t.starts_with(['#', '*', '&']) {
                seen_kif |= t.starts_with('#');
                continue;
            }
            if t.starts_with("変化") {
                break;
            }
            if t.starts_with("まで") || t.starts_with("手数") {
                seen_kif = true;
                continue;
            }
            if t.starts_with('|') {
                seen_kif = true;
                if game.is_none() {
                    let row = parse_bod_row(t)
                        .ok_or_else(|| fail(line_no, RecordProblem::BadKifRow(t.into())))?;
                    if start.rows.is_empty() {
                        start.first_row_line = line_no;
                    }
                    start.rows.push(row);
                }
                continue;
            }
            if t.starts_with('+') && t.contains("--") {
                seen_kif = true;
                continue;
            }
            if is_column_header(t) {
                continue;
            }
            if t.starts_with(|c: char| c.is_ascii_digit()) {
                seen_kif = true;
                let digits = t.bytes().take_while(u8::is_ascii_digit).count();
                let body = t[digits..].trim_start();
                let number: usize = t[..digits].parse().unwrap_or(0);
                let game = match &mut game {
                    Some(g) => g,
                    None => game.insert(Game::from_position(
                        start.position()?,
                        GameOptions::default(),
                        0,
                    )),
                };
                let ply = if number == 0 {
                    game.plies().len() + 1
                } else {
                    number
                };
                if let Some((_, stop)) = KIF_ENDS.iter().find(|(w, _)| body.starts_with(w)) {
                    finish(game, *stop);
                    break;
                }
                kif_play(game, body, line_no, ply)?;
                continue;
            }
            let header = t.split_once('：').or_else(|| t.split_once(':'));
            if let Some((key, value)) = header {
                seen_kif = true;
                let value = value.trim();
                match key.trim() {
                    "手合割" => start.handicap = Some((line_no, value.to_string())),
                    "先手" | "下手" => names[0] = value.to_string(),
                    "後手" | "上手" => names[1] = value.to_string(),
                    k @ ("先手の持駒" | "下手の持駒" | "後手の持駒" | "上手の持駒") =>
                    {
                        let side = usize::from(k.starts_with('後') || k.starts_with('上'));
                        start.hands[side] = parse_hand(value)
                            .ok_or_else(|| fail(line_no, RecordProblem::BadHand(value.into())))?;
                    }
                    _ => {}
                }
                continue;
            }
            match t {
                "後手番" | "上手番" => start.side = Some(Side::Second),
                "先手番" | "下手番" => start.side = Some(Side::First),
                name if handicap_sfen(name).is_some() => {
                    start.handicap = Some((line_no, name.to_string()));
                }
                _ => continue,
            }
            seen_kif = true;
        }
        if !seen_any {
            return Err(fail(1, RecordProblem::Empty));
        }
        if !seen_kif {
            return Err(fail(1, RecordProblem::NotARecord));
        }
        let game = match game {
            Some(g) => g,
            None => Game::from_position(start.position()?, GameOptions::default(), 0),
        };
        Ok((game, names))
    }
}

/// Ends the replay at a terminal line: resignation and the impasse count
/// are kept; anything else the engine judges for itself, or leaves open.
fn finish(game: &mut Game, stop: Stop) {
    if game.outcome().is_some() {
        return;
    }
    match stop {
        Stop::Resign => {
            let _ = game.resign();
        }
        Stop::Impasse if game.impasse_available() => {
            let _ = game.declare_impasse();
        }
        _ => {}
    }
}

fn kif_play(game: &mut Game, body: &str, line: usize, ply: usize) -> Result<(), Error> {
    let unreadable = || {
        let text: String = body.split([' ', '\t']).next().unwrap_or("").to_string();
        fail(line, RecordProblem::Unreadable { ply, text })
    };
    let km = parse_kif_move(body).ok_or_else(unreadable)?;
    let to = match km.to {
        Some(sq) => sq,
        None => game
            .last_destination()
            .ok_or_else(|| fail(line, RecordProblem::NoPreviousMove { ply }))?,
    };
    let us = game.position().side_to_move();
    let m = if let Some(from) = km.from {
        if let Some(p) = game.position().piece_at(from) {
            if p.side() == us && p.role() != km.role {
                return Err(fail(
                    line,
                    RecordProblem::WrongPiece {
                        ply,
                        text: km.text,
                        named: km.role,
                        found: p.role(),
                        at: from,
                    },
                ));
            }
        }
        Move::normal(from, to, km.promote)
    } else if km.drop {
        if km.role.hand_index().is_none() {
            return Err(unreadable());
        }
        Move::drop(km.role, to)
    } else {
        // No origin (KI2-like text): the move must be legal and unambiguous.
        game.parse_move(&km.text).map_err(|e| match e {
            Error::MoveText(error) => fail(line, RecordProblem::MoveText { ply, error }),
            other => other,
        })?
    };
    play_checked(game, m, line, ply, &km.text)
}

// ---------------------------------------------------------------- CSA

fn csa_code(role: Role) -> &'static str {
    match role {
        Role::Pawn => "FU",
        Role::Lance => "KY",
        Role::Knight => "KE",
        Role::Silver => "GI",
        Role::Gold => "KI",
        Role::Bishop => "KA",
        Role::Rook => "HI",
        Role::King => "OU",
        Role::Tokin => "TO",
        Role::PromotedLance => "NY",
        Role::PromotedKnight => "NK",
        Role::PromotedSilver => "NG",
        Role::Horse => "UM",
        Role::Dragon => "RY",
    }
}

fn csa_role(code: &str) -> Option<Role> {
    Role::ALL.iter().copied().find(|&r| csa_code(r) == code)
}

fn csa_sign(side: Side) -> char {
    match side {
        Side::First => '+',
        Side::Second => '-',
    }
}

/// How many pieces of each hand kind a set holds.
const SET_COUNT: [u8; HAND_KINDS] = [2, 2, 4, 4, 4, 4, 18];

/// The CSA start as read so far.
struct CsaStart {
    board: [Option<Piece>; 81],
    hands: [[u32; HAND_KINDS]; 2],
    given: bool,
    /// The side `00AL` gives the rest of the pieces to.
    all_to: Option<Side>,
    side: Option<Side>,
    line: usize,
}

fn csa_square(file: u8, rank: u8) -> Option<Square> {
    ((1..=9).contains(&file) && (1..=9).contains(&rank)).then(|| Square::new(file, rank))
}

impl CsaStart {
    fn new() -> CsaStart {
        CsaStart {
            board: [None; 81],
            hands: [[0; HAND_KINDS]; 2],
            given: false,
            all_to: None,
            side: None,
            line: 1,
        }
    }

    fn begin(&mut self, line: usize) {
        if !self.given {
            self.given = true;
            self.line = line;
        }
    }

    /// `PI`, with pieces taken off for a handicap: `PI82HI22KA`.
    fn initial(&mut self, rest: &str, line: usize) -> Result<(), Error> {
        self.begin(line);
        let start = Position::startpos();
        for i in 0..81u8 {
            self.board[i as usize] = Square::from_index(i).and_then(|sq| start.piece_at(sq));
        }
        for item in chunks(rest.trim(), 4) {
            let bad = || fail(line, RecordProblem::BadPlacement(item.clone()));
            let b = item.as_bytes();
            let sq = (b.len() == 4)
                .then(|| csa_square(b[0].wrapping_sub(b'0'), b[1].wrapping_sub(b'0')))
                .flatten()
                .ok_or_else(bad)?;
            let role = csa_role(&item[2..]).ok_or_else(bad)?;
            match self.board[sq.index()] {
                Some(p) if p.role() == role => self.board[sq.index()] = None,
                _ => return Err(bad()),
            }
        }
        Ok(())
    }

    /// `P1-KY-KE-GI-KI-OU-KI-GI-KE-KY`.
    fn row(&mut self, rank: u8, rest: &str, line: usize, stmt: &str) -> Result<(), Error> {
        self.begin(line);
        let bad = || fail(line, RecordProblem::BadCsaRow(stmt.trim().to_string()));
        let mut cells: Vec<char> = rest.trim_end().chars().collect();
        if cells.len() > 27 {
            return Err(bad());
        }
        cells.resize(27, ' ');
        for (col, cell) in cells.chunks(3).enumerate() {
            let sq = Square::new(9 - col as u8, rank);
            let text: String = cell.iter().collect();
            if text.trim() == "*" || text.trim().is_empty() {
                self.board[sq.index()] = None;
                continue;
            }
            let side = match cell[0] {
                '+' => Side::First,
                '-' => Side::Second,
                _ => return Err(bad()),
            };
            let role = csa_role(&text[1..]).ok_or_else(bad)?;
            self.board[sq.index()] = Some(Piece::new(side, role));
        }
        Ok(())
    }

    /// `P+00KI00FU`, `P-55KA`, `P-00AL`.
    fn pieces(&mut self, side: Side, rest: &str, line: usize) -> Result<(), Error> {
        self.begin(line);
        for item in chunks(rest.trim(), 4) {
            let bad = || fail(line, RecordProblem::BadPlacement(item.clone()));
            let b = item.as_bytes();
            if b.len() != 4 || !b[0].is_ascii_digit() || !b[1].is_ascii_digit() {
                return Err(bad());
            }
            let (file, rank) = (b[0] - b'0', b[1] - b'0');
            if file == 0 && rank == 0 {
                if &item[2..] == "AL" {
                    self.all_to = Some(side);
                    continue;
                }
                let k = csa_role(&item[2..])
                    .and_then(Role::hand_index)
                    .ok_or_else(bad)?;
                self.hands[side.index()][k] += 1;
                if self.hands[side.index()][k] > SET_COUNT[k] as u32 {
                    return Err(bad());
                }
                continue;
            }
            let sq = csa_square(file, rank).ok_or_else(bad)?;
            let role = csa_role(&item[2..]).ok_or_else(bad)?;
            if self.board[sq.index()].is_some() {
                return Err(bad());
            }
            self.board[sq.index()] = Some(Piece::new(side, role));
        }
        Ok(())
    }

    fn position(&self, first_move: Option<Side>) -> Result<Position, Error> {
        let side = self.side.or(first_move).unwrap_or(Side::First);
        let mut board = self.board;
        if !self.given {
            let start = Position::startpos();
            for (i, cell) in board.iter_mut().enumerate() {
                *cell = Square::from_index(i as u8).and_then(|sq| start.piece_at(sq));
            }
        }
        let mut hands = self.hands;
        if let Some(to) = self.all_to {
            for k in 0..HAND_KINDS {
                let on_board = board
                    .iter()
                    .flatten()
                    .filter(|p| p.role().unpromoted().hand_index() == Some(k))
                    .count() as u32;
                let held = hands[0][k] + hands[1][k];
                hands[to.index()][k] += (SET_COUNT[k] as u32).saturating_sub(on_board + held);
            }
        }
        position_from(&board_sfen(&board, &hands, side), self.line)
    }
}

/// The start as CSA's `PI` with the pieces a handicap takes off (`22KA`),
/// if it is the standard start less some pieces, with empty hands.
fn pi_removals(start: &Position) -> Option<String> {
    if !Side::BOTH.iter().all(|&s| start.hands()[s].is_empty()) {
        return None;
    }
    let standard = Position::startpos();
    let mut removed = String::new();
    for i in 0..81u8 {
        let sq = Square::from_index(i)?;
        match (standard.piece_at(sq), start.piece_at(sq)) {
            (a, b) if a == b => {}
            (Some(p), None) => {
                let _ = write!(removed, "{}{}{}", sq.file(), sq.rank(), csa_code(p.role()));
            }
            _ => return None,
        }
    }
    Some(removed)
}

/// `s` cut into pieces of `n` characters.
fn chunks(s: &str, n: usize) -> Vec<String> {
    let chars: Vec<char> = s.chars().collect();
    chars.chunks(n).map(|c| c.iter().collect()).collect()
}

/// A CSA move: `+7776FU`, `-0055KA` (the piece as it stands after the
/// move, so a promotion shows the promoted piece).
fn csa_move(game: &Game, stmt: &str, line: usize, ply: usize) -> Result<Move, Error> {
    let unreadable = || {
        fail(
            line,
            RecordProblem::Unreadable {
                ply,
                text: stmt.into(),
            },
        )
    };
    let b = stmt.as_bytes();
    if b.len() != 7 || !b[1..5].iter().all(u8::is_ascii_digit) {
        return Err(unreadable());
    }
    let side = if b[0] == b'+' {
        Side::First
    } else {
        Side::Second
    };
    let us = game.position().side_to_move();
    if side != us {
        return Err(fail(
            line,
            RecordProblem::WrongSide {
                ply,
                text: stmt.into(),
                to_move: us,
            },
        ));
    }
    let d = |i: usize| b[i] - b'0';
    let role = csa_role(&stmt[5..]).ok_or_else(unreadable)?;
    let to = csa_square(d(3), d(4)).ok_or_else(unreadable)?;
    if d(1) == 0 && d(2) == 0 {
        if role.hand_index().is_none() {
            return Err(unreadable());
        }
        return Ok(Move::drop(role, to));
    }
    let from = csa_square(d(1), d(2)).ok_or_else(unreadable)?;
    let mut promote = false;
    if let Some(p) = game.position().piece_at(from) {
        if p.side() == us && p.role() != role {
            if p.role().promoted() == Some(role) {
                promote = true;
            } else {
                return Err(fail(
                    line,
                    RecordProblem::WrongPiece {
                        ply,
                        text: stmt.into(),
                        named: role,
                        found: p.role(),
                        at: from,
                    },
                ));
            }
        }
    }
    Ok(Move::normal(from, to, promote))
}

impl Game {
    /// The game as a CSA V2.2 record; an empty name leaves its `N` line out.
    pub fn to_csa(&self, names: [&str; 2]) -> String {
        let mut out = String::from("V2.2\n");
        for (side, name) in Side::BOTH.iter().zip(names) {
            let name = one_line(name);
            if !name.is_empty() {
                let _ = writeln!(out, "N{}{name}", csa_sign(*side));
            }
        }
        let start = self.start_position();
        if let Some(removed) = pi_removals(start) {
            let _ = writeln!(out, "PI{removed}");
        } else {
            for rank in 1..=9u8 {
                let _ = write!(out, "P{rank}");
                for file in (1..=9u8).rev() {
                    match start.piece_at(Square::new(file, rank)) {
                        None => out.push_str(" * "),
                        Some(p) => {
                            out.push(csa_sign(p.side()));
                            out.push_str(csa_code(p.role()));
                        }
                    }
                }
                out.push('\n');
            }
            for side in Side::BOTH {
                let mut line = String::new();
                for role in HAND_ROLES {
                    for _ in 0..start.in_hand(side, role) {
                        line.push_str("00");
                        line.push_str(csa_code(role));
                    }
                }
                if !line.is_empty() {
                    let _ = writeln!(out, "P{}{line}", csa_sign(side));
                }
            }
        }
        out.push(csa_sign(start.side_to_move()));
        out.push('\n');
        let mut pos = start.clone();
        for m in self.moves() {
            let us = pos.side_to_move();
            let to = m.to();
            let (from, role) = match m.from() {
                Some(from) => {
                    let role = pos.piece_at(from).map_or(Role::Pawn, |p| p.role());
                    let role = if m.promotes() {
                        role.promoted().unwrap_or(role)
                    } else {
                        role
                    };
                    (format!("{}{}", from.file(), from.rank()), role)
                }
                None => ("00".to_string(), m.dropped().unwrap_or(Role::Pawn)),
            };
            let _ = writeln!(
                out,
                "{}{from}{}{}{}",
                csa_sign(us),
                to.file(),
                to.rank(),
                csa_code(role)
            );
            pos.make(m);
        }
        if let Some(end) = ending(self, ["先手", "後手"]).csa {
            out.push_str(&end);
            out.push('\n');
        }
        out
    }

    /// Reads a CSA record (the first game of a file; `'` comments, times
    /// and `,`-joined statements allowed) and replays it.
    pub fn from_csa(text: &str) -> Result<(Game, [String; 2]), Error> {
        let text = strip_bom(text);
        let mut names = [String::new(), String::new()];
        let mut start = CsaStart::new();
        let mut game: Option<Game> = None;
        let mut seen = false;
        'lines: for (line_no, line) in numbered_lines(text) {
            let line = line.trim_start();
            if line.trim().is_empty() || line.starts_with('\'') {
                continue;
            }
            seen = true;
            // Names and game information may hold commas.
            let statements: Vec<&str> = if line.starts_with(['N', '$']) {
                vec![line]
            } else {
                line.split(',').collect()
            };
            for stmt in statements {
                let s = stmt.trim();
                if s.is_empty() {
                    continue;
                }
                let early = game.is_none();
                match s.as_bytes()[0] {
                    b'V' | b'$' | b'T' => {}
                    b'N' if s.starts_with("N+") => names[0] = s[2..].trim().to_string(),
                    b'N' if s.starts_with("N-") => names[1] = s[2..].trim().to_string(),
                    b'P' if early => {
                        let stmt = stmt.trim_start();
                        let rest = &stmt[2.min(stmt.len())..];
                        match s.as_bytes().get(1) {
                            Some(b'I') => start.initial(rest, line_no)?,
                            Some(&r @ b'1'..=b'9') => start.row(r - b'0', rest, line_no, stmt)?,
                            Some(b'+') => start.pieces(Side::First, rest, line_no)?,
                            Some(b'-') => start.pieces(Side::Second, rest, line_no)?,
                            _ => return Err(fail(line_no, RecordProblem::Unexpected(s.into()))),
                        }
                    }
                    b'+' | b'-' if s.len() == 1 && early => {
                        start.side = Some(if s == "+" { Side::First } else { Side::Second });
                    }
                    b'+' | b'-' if s.len() > 1 => {
                        let game = match &mut game {
                            Some(g) => g,
                            None => {
                                let first = if s.starts_with('+') {
                                    Side::First
                                } else {
                                    Side::Second
                                };
                                game.insert(Game::from_position(
                                    start.position(Some(first))?,
                                    GameOptions::default(),
                                    0,
                                ))
                            }
                        };
                        let ply = game.plies().len() + 1;
                        let m = csa_move(game, s, line_no, ply)?;
                        play_checked(game, m, line_no, ply, s)?;
                    }
                    b'%' => {
                        let game = match &mut game {
                            Some(g) => g,
                            None => game.insert(Game::from_position(
                                start.position(None)?,
                                GameOptions::default(),
                                0,
                            )),
                        };
                        let stop = match s {
                            "%TORYO" => Stop::Resign,
                            "%KACHI" | "%JISHOGI" => Stop::Impasse,
                            _ => Stop::Other,
                        };
                        finish(game, stop);
                        break 'lines;
                    }
                    b'/' => break 'lines,
                    _ => return Err(fail(line_no, RecordProblem::Unexpected(s.into()))),
                }
            }
        }
        if !seen {
            return Err(fail(1, RecordProblem::Empty));
        }
        let game = match game {
            Some(g) => g,
            None => Game::from_position(start.position(None)?, GameOptions::default(), 0),
        };
        Ok((game, names))
    }
}
