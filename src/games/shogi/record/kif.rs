//! KIF (the 柿木 format): a game written as a KIF record, and a KIF or
//! KI2 record (its main line) read back and replayed. The two share their
//! headers, board diagram and まで… summary; a KI2 line (`▲７六歩　△３四歩`)
//! is told from a KIF move line (`   1 ７六歩(77)`) by its side mark.

use std::fmt::Write as _;

use super::super::board::{Move, Piece, Position, Square, HAND_KINDS};
use super::super::japanese::{parse_move_name, read, Unresolved};
use super::super::kanji::japanese_square;
use super::super::{Error, Game};
use super::bod::{is_column_header, parse_bod_row, parse_hand};
use super::ending::{apply, end_note, kif_word_end, summary_end, write_end, EndNote, RecordEnd};
use super::header::write_header;
use super::ki2::{ki2_moves, side_mark};
use super::start::{board_sfen, handicap_sfen, position_from};
use super::{cells, fail, numbered_lines, play_checked, RecordProblem, Replay};
use crate::core::{Game as _, Side};

const MOVE_COLUMN: usize = 13;
const ZERO_TIME: &str = "( 0:00/00:00:00)";

fn push_kif_line(out: &mut String, number: usize, text: &str) {
    let pad = MOVE_COLUMN.saturating_sub(cells(text)).max(1);
    let _ = writeln!(out, "{number:>4} {text}{}{ZERO_TIME}", " ".repeat(pad));
}

/// `７六歩(77)`, `同　角成(88)`, `５五角打`: KIF's move text. KIF writes
/// 成 but never 不成 (the format's rule; cshogi and tsshogi read no 不成).
fn kif_move_text(pos: &Position, m: Move, previous: Option<Square>) -> String {
    let parts = pos.japanese_parts(m, previous);
    let mut s = match parts.to {
        Some(sq) => japanese_square(sq),
        None => "同　".to_string(),
    };
    s.push_str(parts.piece);
    match m.from() {
        Some(from) => {
            if m.promotes() {
                s.push('成');
            }
            let _ = write!(s, "({}{})", from.file(), from.rank());
        }
        None => s.push('打'),
    }
    s
}

/// The KIF start as read so far.
#[derive(Default)]
struct KifStart {
    handicap: Option<(usize, String)>,
    rows: Vec<[Option<Piece>; 9]>,
    first_row_line: usize,
    hands: [[u32; HAND_KINDS]; 2],
    /// The first 持駒 line.
    hands_line: Option<usize>,
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
        let (base, line) = match &self.handicap {
            None => (Position::startpos(), 1),
            Some((line, name)) => {
                let sfen = handicap_sfen(name)
                    .ok_or_else(|| fail(*line, RecordProblem::UnknownHandicap(name.clone())))?;
                (position_from(sfen, *line)?, *line)
            }
        };
        if self.hands_line.is_none() && self.side.is_none() {
            return Ok(base);
        }
        // Hands (and the side to move) without a diagram: the named
        // start's board with them.
        let mut board = [None; 81];
        for (i, cell) in board.iter_mut().enumerate() {
            *cell = Square::from_index(i as u8).and_then(|sq| base.piece_at(sq));
        }
        let side = self.side.unwrap_or(base.side_to_move());
        let line = self.hands_line.unwrap_or(line);
        position_from(&board_sfen(&board, &self.hands, side), line)
    }
}

/// What the reader gathers besides the moves: the end the record states,
/// and what a comment says of it (an impasse count lost, a draw agreed).
#[derive(Default)]
struct Close {
    end: Option<RecordEnd>,
    /// A terminal move line was read: the main line is over.
    stopped: bool,
    note: Option<EndNote>,
}

impl Game {
    /// The game as a KIF record. `names` are Sente's and Gote's players (下手
    /// and 上手 in a handicap game); times are written as zeros.
    pub fn to_kif(&self, names: [&str; 2]) -> String {
        let mut out = String::new();
        let words = write_header(&mut out, self, names);
        out.push_str("手数----指手---------消費時間--\n");
        let mut pos = self.start_position().clone();
        let mut previous = None;
        for (i, m) in self.moves().enumerate() {
            push_kif_line(&mut out, i + 1, &kif_move_text(&pos, m, previous));
            pos.make(m);
            previous = Some(m.to());
        }
        if let Some(end) = RecordEnd::of_game(self) {
            let n = self.plies().len();
            let written = write_end(self, end, words);
            if let Some(word) = written.kif_word {
                push_kif_line(&mut out, n + 1, word);
            }
            if let Some(note) = written.note {
                let _ = writeln!(out, "*{note}");
            }
            let _ = writeln!(out, "まで{n}手で{}", written.summary);
        }
        out
    }

    /// Reads a KIF or KI2 record (the main line: variations after `変化：`
    /// are skipped) and replays it. Returns the game and the players' names.
    pub fn from_kif(text: &str) -> Result<(Game, [String; 2]), Error> {
        let mut replay = Replay::default();
        let mut start = KifStart::default();
        let mut close = Close::default();
        let mut seen_kif = false;
        for (line_no, line) in numbered_lines(text) {
            let t = line.trim();
            if t.is_empty() {
                continue;
            }
            replay.read_any = true;
            if t.starts_with(['#', '*', '&']) {
                seen_kif |= t.starts_with('#');
                if t.starts_with('*') {
                    close.note = close.note.or(end_note(t));
                }
                continue;
            }
            if t.starts_with("変化") {
                break;
            }
            if t.starts_with("手数") {
                seen_kif = true;
                continue;
            }
            if t.starts_with("まで") {
                seen_kif = true;
                let game = replay.game(|| start.position())?;
                if close.end.is_none() {
                    close.end = summary_end(t, game.position().side_to_move());
                }
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
            if t.starts_with(|c| side_mark(c).is_some()) {
                seen_kif = true;
                if close.stopped {
                    break;
                }
                let game = replay.game(|| start.position())?;
                for name in ki2_moves(t) {
                    let ply = game.plies().len() + 1;
                    play_name(game, name, line_no, ply)?;
                }
                continue;
            }
            if t.starts_with(|c: char| c.is_ascii_digit()) {
                seen_kif = true;
                if close.stopped {
                    break;
                }
                let digits = t.bytes().take_while(u8::is_ascii_digit).count();
                let body = t[digits..].trim_start();
                let number: usize = t[..digits].parse().unwrap_or(0);
                let game = replay.game(|| start.position())?;
                let ply = if number == 0 {
                    game.plies().len() + 1
                } else {
                    number
                };
                let word = body.trim_start_matches(|c| side_mark(c).is_some());
                let word = word.split_whitespace().next().unwrap_or("");
                if let Some(end) = kif_word_end(word, game.position().side_to_move()) {
                    close.end = end;
                    close.stopped = true;
                    continue;
                }
                play_name(game, body, line_no, ply)?;
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
                        start.hands_line.get_or_insert(line_no);
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
        let (mut game, names) = replay.finish(|| start.position())?;
        if let Some(end) = close.end {
            apply(&mut game, end, close.note);
        }
        Ok((game, names))
    }
}

/// Plays a move named in Japanese: KIF's `７六歩(77)`, or KI2's `▲７六歩`
/// and `△同　銀`, whose piece is found from the name's words.
fn play_name(game: &mut Game, body: &str, line: usize, ply: usize) -> Result<(), Error> {
    let mark = body.chars().next().and_then(side_mark);
    let name_text = body.trim_start_matches(|c| side_mark(c).is_some());
    let mark_text: String = body
        .chars()
        .take_while(|&c| side_mark(c).is_some())
        .collect();
    let unreadable = || {
        let text: String = body.split([' ', '\t']).next().unwrap_or("").to_string();
        fail(line, RecordProblem::Unreadable { ply, text })
    };
    let name = parse_move_name(name_text).ok_or_else(unreadable)?;
    let text = format!("{mark_text}{}", name.text);
    let us = game.position().side_to_move();
    if mark.is_some_and(|side| side != us) {
        return Err(fail(
            line,
            RecordProblem::WrongSide {
                ply,
                text,
                to_move: us,
            },
        ));
    }
    let (role, side) = (name.role, us);
    let m = read(game.position(), game.last_destination(), &name).map_err(|why| {
        let problem = match why {
            Unresolved::NotDroppable => return unreadable(),
            Unresolved::WrongPiece { found, at } => RecordProblem::WrongPiece {
                ply,
                text: text.clone(),
                named: role,
                found,
                at,
            },
            Unresolved::NoPreviousMove => RecordProblem::NoPreviousMove { ply },
            Unresolved::NoPieceCanGo(to) => RecordProblem::NoPieceCanGo {
                ply,
                text: text.clone(),
                side,
                role,
                to,
            },
            Unresolved::NoneFits(to) => RecordProblem::NoneFits {
                ply,
                text: text.clone(),
                side,
                role,
                to,
            },
            Unresolved::Ambiguous(count) => RecordProblem::Ambiguous {
                ply,
                text: text.clone(),
                count,
            },
        };
        fail(line, problem)
    })?;
    play_checked(game, m, line, ply, &text)
}
