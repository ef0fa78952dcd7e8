//! KIF (the 柿木 format): a game written as a KIF record, and a KIF record
//! (its main line) read back and replayed.

use std::fmt::Write as _;

use super::super::board::{Move, Piece, Position, Role, Square, HAND_KINDS};
use super::super::notation::{japanese_square, role_from_kanji, KANJI_NUMERALS};
use super::super::{Error, Game};
use super::bod::{digit_value, is_column_header, parse_bod_row, parse_hand, write_bod};
use super::ending::{ending, finish, Stop};
use super::start::{board_sfen, handicap_sfen, named_start, position_from};
use super::{fail, numbered_lines, one_line, play_checked, RecordProblem, Replay};
use crate::core::Side;

const MOVE_COLUMN: usize = 13;
const ZERO_TIME: &str = "( 0:00/00:00:00)";

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
        let mut replay = Replay::default();
        let mut start = KifStart::default();
        let mut seen_kif = false;
        for (line_no, line) in numbered_lines(text) {
            let t = line.trim();
            if t.is_empty() {
                continue;
            }
            replay.read_any = true;
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
                if replay.game.is_none() {
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
                let game = replay.game(|| start.position())?;
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
                    "先手" | "下手" => replay.names[0] = value.to_string(),
                    "後手" | "上手" => replay.names[1] = value.to_string(),
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
        // Lines, but none of KIF's (`finish` refuses a record of no lines).
        if replay.read_any && !seen_kif {
            return Err(fail(1, RecordProblem::NotARecord));
        }
        replay.finish(|| start.position())
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
