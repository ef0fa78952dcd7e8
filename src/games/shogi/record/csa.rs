//! CSA (the computer-shogi format, V2.2): a game written as a CSA record,
//! and a CSA record (its first game) read back and replayed.

use std::fmt::Write as _;

use super::super::board::{Move, Piece, Position, Role, Square, HAND_KINDS, HAND_ROLES, SET_COUNT};
use super::super::{Error, Game};
use super::ending::{apply, csa_end, end_note, write_end, RecordEnd, EVEN_WORDS};
use super::start::{board_sfen, position_from};
use super::{fail, numbered_lines, one_line, play_checked, RecordProblem, Replay};
use crate::core::{Game as _, Side};

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
        if let Some(end) = RecordEnd::of_game(self) {
            let written = write_end(self, end, EVEN_WORDS);
            let _ = writeln!(out, "{}", written.csa);
            if let Some(note) = written.note {
                let _ = writeln!(out, "'{note}");
            }
        }
        out
    }

    /// Reads a CSA record (the first game of a file; `'` comments, times
    /// and `,`-joined statements allowed) and replays it.
    pub fn from_csa(text: &str) -> Result<(Game, [String; 2]), Error> {
        let mut replay = Replay::default();
        let mut start = CsaStart::new();
        // The `%` line's end, and what a comment says of it (an impasse
        // count lost, a draw agreed).
        let mut end = None;
        let mut note = None;
        'lines: for (line_no, line) in numbered_lines(text) {
            let line = line.trim_start();
            if line.trim().is_empty() {
                continue;
            }
            if line.starts_with('\'') {
                note = note.or(end_note(line));
                continue;
            }
            // After the `%` line only its time and comments belong to the game.
            if end.is_some() {
                if line.starts_with('T') {
                    continue;
                }
                break;
            }
            replay.read_any = true;
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
                let early = replay.game.is_none();
                match s.as_bytes()[0] {
                    b'V' | b'$' | b'T' => {}
                    b'N' if s.starts_with("N+") => replay.names[0] = s[2..].trim().to_string(),
                    b'N' if s.starts_with("N-") => replay.names[1] = s[2..].trim().to_string(),
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
                        // The first move's sign says who moves first.
                        let first = if s.starts_with('+') {
                            Side::First
                        } else {
                            Side::Second
                        };
                        let game = replay.game(|| start.position(Some(first)))?;
                        let ply = game.plies().len() + 1;
                        let m = csa_move(game, s, line_no, ply)?;
                        play_checked(game, m, line_no, ply, s)?;
                    }
                    b'%' => {
                        let game = replay.game(|| start.position(None))?;
                        end = Some(csa_end(s, game.position().side_to_move()));
                        continue 'lines;
                    }
                    b'/' => break 'lines,
                    _ => return Err(fail(line_no, RecordProblem::Unexpected(s.into()))),
                }
            }
        }
        let (mut game, names) = replay.finish(|| start.position(None))?;
        if let Some(Some(end)) = end {
            apply(&mut game, end, note);
        }
        Ok((game, names))
    }
}
