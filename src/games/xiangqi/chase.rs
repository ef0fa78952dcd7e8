//! Chasing (捉, đuổi bắt): which opposing pieces a move attacks anew.
//!
//! The definition is the one xiangqi servers apply through Pikafish and
//! Fairy-Stockfish (`docs/rules/xiangqi.md`), so that verdicts agree
//! with theirs. After a move, an opposing piece is chased when
//! - the move attacks it anew: the moved piece attacks it (a rook or cannon
//!   that slid along a line renews its attacks only off that line and behind
//!   the point it left), or the move uncovered another piece's attack on it;
//!   or the move pinned the piece protecting it; or the attacker now stands
//!   in front of a discovered check, so the victim could not recapture;
//! - it is neither the general (that is check) nor a pawn on its own half;
//! - the attacker is neither a general nor a pawn (they may chase freely);
//! - and the capture wins material: the target is unprotected (no piece of
//!   its side, bar pinned ones, could recapture; the general not into the
//!   other general's face), or worth more whatever protects it (a rook
//!   attacked by a horse or cannon; a rook, horse or cannon by an advisor or
//!   elephant). A piece attacking one of its own kind that can take it back
//!   (not pinned, not a blocked horse) is no chase.
//!
//! One point the definition settles where the engines differ: the capture
//! must be legal, so a pinned piece chases only the piece that pins it
//! (Pikafish; Fairy-Stockfish counts the attack).

use super::board::{Move, Piece, Position, Role, Square, FILES, SQUARES};
use crate::core::{Points, Side};

/// The points of a set, as squares.
fn squares(points: Points) -> impl Iterator<Item = Square> {
    points.iter().filter_map(|i| Square::from_index(i as u8))
}

/// The board as pieces by point, for attacks under other occupancies.
type Board = [Option<Piece>; SQUARES];

fn board_of(pos: &Position) -> Board {
    let mut board = [None; SQUARES];
    for (sq, piece) in pos.pieces() {
        board[sq.index()] = Some(piece);
    }
    board
}

fn at(file: i8, rank: i8) -> Option<Square> {
    ((0..FILES as i8).contains(&file) && (0..10).contains(&rank))
        .then(|| Square::new(file as u8, rank as u8))
}

fn offset(sq: Square, df: i8, dr: i8) -> Option<Square> {
    at(sq.file() as i8 + df, sq.rank() as i8 + dr)
}

const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The points a `piece` on `sq` attacks (whatever stands there), `board`
/// giving the occupancy. A general's attack down an open file is left out:
/// it matters only for the general, which is never a target.
fn attacks(board: &Board, sq: Square, piece: Piece) -> Points {
    let side = piece.side();
    let mut found = Points::EMPTY;
    let mut add = |target: Option<Square>| {
        if let Some(t) = target {
            found.insert(t.index());
        }
    };
    let empty = |s: Square| board[s.index()].is_none();
    match piece.role() {
        Role::King => ORTHOGONAL
            .iter()
            .filter_map(|&(df, dr)| offset(sq, df, dr))
            .filter(|t| t.in_palace(side))
            .for_each(|t| add(Some(t))),
        Role::Advisor => DIAGONAL
            .iter()
            .filter_map(|&(df, dr)| offset(sq, df, dr))
            .filter(|t| t.in_palace(side))
            .for_each(|t| add(Some(t))),
        Role::Elephant => DIAGONAL.iter().for_each(|&(df, dr)| {
            if let (Some(eye), Some(t)) = (offset(sq, df, dr), offset(sq, 2 * df, 2 * dr)) {
                if empty(eye) && t.on_own_half(side) {
                    add(Some(t));
                }
            }
        }),
        Role::Horse => ORTHOGONAL.iter().for_each(|&(df, dr)| {
            if offset(sq, df, dr).is_some_and(empty) {
                // Out from the leg, then one of the two diagonals ahead.
                let (side_f, side_r) = (dr, df);
                add(offset(sq, 2 * df + side_f, 2 * dr + side_r));
                add(offset(sq, 2 * df - side_f, 2 * dr - side_r));
            }
        }),
        Role::Rook | Role::Cannon => ORTHOGONAL.iter().for_each(|&(df, dr)| {
            let mut screened = false;
            let mut next = offset(sq, df, dr);
            while let Some(t) = next {
                let occupied = !empty(t);
                if piece.role() == Role::Rook || screened {
                    if occupied || piece.role() == Role::Rook {
                        add(Some(t));
                    }
                    if occupied {
                        break;
                    }
                } else if occupied {
                    screened = true;
                }
                next = offset(t, df, dr);
            }
        }),
        Role::Pawn => {
            let ahead = if side == Side::First { 1 } else { -1 };
            add(offset(sq, 0, ahead));
            if !sq.on_own_half(side) {
                add(offset(sq, 1, 0));
                add(offset(sq, -1, 0));
            }
        }
    }
    found
}

/// The points of `side`'s pieces in `points`.
fn pieces_of(board: &Board, side: Side, points: Points) -> Points {
    let mut found = Points::EMPTY;
    for sq in squares(points) {
        if board[sq.index()].is_some_and(|p| p.side() == side) {
            found.insert(sq.index());
        }
    }
    found
}

/// `side`'s pieces that attack `target` under `board`.
fn attackers(board: &Board, target: Square, side: Side) -> Points {
    let mut found = Points::EMPTY;
    for (i, piece) in board.iter().enumerate() {
        let sq = Square::from_index(i as u8).expect("a point of the board");
        if let Some(p) = piece.filter(|p| p.side() == side) {
            if attacks(board, sq, p).contains(target.index()) {
                found.insert(sq.index());
            }
        }
    }
    found
}

fn king_of(board: &Board, side: Side) -> Option<Square> {
    (0..SQUARES as u8)
        .filter_map(Square::from_index)
        .find(|sq| board[sq.index()].is_some_and(|p| p.side() == side && p.role() == Role::King))
}

/// Whether `side`'s general is attacked, the generals' face-off included.
fn king_attacked(board: &Board, side: Side) -> bool {
    let (Some(king), Some(other)) = (king_of(board, side), king_of(board, !side)) else {
        return false;
    };
    let facing = king.file() == other.file() && {
        let (low, high) = (king.rank().min(other.rank()), king.rank().max(other.rank()));
        (low + 1..high).all(|r| board[Square::new(king.file(), r).index()].is_none())
    };
    facing || !attackers(board, king, !side).is_empty()
}

/// The points of pieces (either side's) whose removal would leave `side`'s
/// general attacked: its blockers, the pinned pieces among them.
fn blockers(board: &Board, side: Side) -> Points {
    let mut found = Points::EMPTY;
    for i in 0..SQUARES {
        let Some(piece) = board[i] else { continue };
        if piece.role() == Role::King {
            continue;
        }
        let mut without = *board;
        without[i] = None;
        if king_attacked(&without, side) {
            found.insert(i);
        }
    }
    found
}

/// The whole rank or file through `a` and `b` (none if they share neither).
fn line(a: Square, b: Square) -> Points {
    let mut found = Points::EMPTY;
    for sq in (0..SQUARES as u8).filter_map(Square::from_index) {
        if (a.file() == b.file() && sq.file() == a.file())
            || (a.rank() == b.rank() && sq.rank() == a.rank())
        {
            found.insert(sq.index());
        }
    }
    found
}

/// The opposing pieces that `m`, played in `before` (reaching `after`),
/// chases, by the points they stand on after it.
pub fn chased(before: &Position, m: Move, after: &Position) -> Points {
    let mover = before.side_to_move();
    let victim = !mover;
    let board = board_of(after);
    // What stands between the victim's general and an attack, now and
    // before the move: its own pieces there are pinned, the mover's mask
    // a discovered check.
    let guarding = blockers(&board, victim);
    let earlier_board = board_of(before);
    let guarding_before = blockers(&earlier_board, victim);
    let pins = pieces_of(&board, victim, guarding);
    let judge = Judge {
        after,
        board: &board,
        victim,
        pins,
    };
    let (from, to) = (m.from(), m.to());
    let mut chased = Points::EMPTY;
    let Some(moved) = board[to.index()] else {
        return chased;
    };

    if !matches!(moved.role(), Role::King | Role::Pawn) {
        let mut direct = attacks(&board, to, moved);
        if matches!(moved.role(), Role::Rook | Role::Cannon) {
            direct = direct.without(line(from, to));
        }
        chased = chased.union(judge.chased_by(to, moved, direct));
    }

    // Attacks the move uncovered: by pieces whose lines, legs or eyes ran
    // through the point it left, or cannons that found a new screen on the
    // point it reached (the moved rook or cannon included, for what lies
    // behind the point it left).
    let mut earlier = board;
    earlier[to.index()] = before.piece_at(to);
    earlier[from.index()] = Some(moved);
    for (i, piece) in board.iter().enumerate() {
        let Some(piece) = piece.filter(|p| p.side() == mover) else {
            continue;
        };
        let sq = Square::from_index(i as u8).expect("a point of the board");
        let on_line = |p: Square| sq != p && (sq.file() == p.file() || sq.rank() == p.rank());
        let adjacent = |p: Square, steps: &[(i8, i8)]| {
            steps.iter().any(|&(df, dr)| offset(p, df, dr) == Some(sq))
        };
        let candidate = match piece.role() {
            Role::Horse => adjacent(from, &ORTHOGONAL),
            Role::Elephant => adjacent(from, &DIAGONAL),
            Role::Rook => on_line(from),
            Role::Cannon => on_line(from) || on_line(to),
            _ => false,
        };
        if candidate {
            let uncovered = attacks(&board, sq, piece).without(attacks(&earlier, sq, piece));
            let uncovered = pieces_of(&board, victim, uncovered);
            chased = chased.union(judge.chased_by(sq, piece, uncovered));
        }
    }

    // Protection taken away: a piece newly pinned no longer protects.
    let mover_pins = blockers(&board, mover);
    for sq in squares(pins.without(guarding_before)) {
        let pinned = board[sq.index()].expect("a pinned piece");
        for protected in squares(pieces_of(&board, victim, attacks(&board, sq, pinned))) {
            if judge.is_target(protected)
                && !attackers(&board, protected, mover)
                    .without(mover_pins)
                    .is_empty()
            {
                chased.insert(protected.index());
            }
        }
    }

    // Discovered checks in waiting: a piece of the mover's that now masks a
    // check may capture, and the victim must answer the check instead.
    let discoverers = pieces_of(&board, mover, guarding).without(guarding_before);
    if let Some(victim_king) = king_of(&board, victim) {
        let king = board[victim_king.index()].expect("the general");
        let king_reach = attacks(&board, victim_king, king);
        for sq in squares(discoverers) {
            let piece = board[sq.index()].expect("a discoverer");
            let targets = pieces_of(&board, victim, attacks(&board, sq, piece));
            chased = chased.union(targets.without(king_reach));
            for near in squares(targets.intersection(king_reach)) {
                let mut open = board;
                open[sq.index()] = None;
                open[victim_king.index()] = None;
                if !attackers(&open, near, mover).is_empty() {
                    chased.insert(near.index());
                }
            }
        }
    }
    chased
}

/// What judges one attacker's new attacks.
struct Judge<'a> {
    after: &'a Position,
    board: &'a Board,
    victim: Side,
    /// The victim's pieces pinned to their general.
    pins: Points,
}

impl Judge<'_> {
    /// Neither the general nor a pawn on its own half.
    fn is_target(&self, sq: Square) -> bool {
        self.board[sq.index()].is_some_and(|p| match p.role() {
            Role::King => false,
            Role::Pawn => !sq.on_own_half(p.side()),
            _ => true,
        })
    }

    /// Which of `attacked` the `attacker` on `from` chases.
    fn chased_by(&self, from: Square, attacker: Piece, attacked: Points) -> Points {
        let mut as_mover = self.after.clone();
        as_mover.set_side_to_move(attacker.side());
        let mut chased = Points::EMPTY;
        for target in squares(attacked) {
            let Some(piece) = self.board[target.index()] else {
                continue;
            };
            if piece.side() != self.victim
                || !self.is_target(target)
                || !as_mover.keeps_king_safe(Move::new(from, target))
            {
                continue;
            }
            let worth_more = match attacker.role() {
                Role::Horse | Role::Cannon => piece.role() == Role::Rook,
                Role::Advisor | Role::Elephant => {
                    matches!(piece.role(), Role::Rook | Role::Horse | Role::Cannon)
                }
                _ => false,
            };
            if worth_more
                || (!(piece.role() == attacker.role() && self.takes_back(from, attacker, target))
                    && self.unprotected(from, target))
            {
                chased.insert(target.index());
            }
        }
        chased
    }

    /// Whether the attacked piece of the same kind could take the attacker
    /// back: not when pinned, nor a horse whose way back is blocked (its leg
    /// is a point diagonally next to the attacker).
    fn takes_back(&self, from: Square, attacker: Piece, target: Square) -> bool {
        let hemmed_in = DIAGONAL
            .iter()
            .filter_map(|&(df, dr)| offset(from, df, dr))
            .any(|sq| self.board[sq.index()].is_some());
        if attacker.role() == Role::Horse && hemmed_in {
            let piece = self.board[target.index()].expect("the target");
            return attacks(self.board, target, piece).contains(from.index());
        }
        !self.pins.contains(target.index())
    }

    /// No piece of the target's side but pinned ones could recapture; or
    /// only the general, which would face the other general.
    fn unprotected(&self, from: Square, target: Square) -> bool {
        let mut captured = *self.board;
        captured[from.index()] = None;
        let roots = attackers(&captured, target, self.victim).without(self.pins);
        let Some(king) = king_of(self.board, self.victim) else {
            return roots.is_empty();
        };
        roots.is_empty()
            || (roots == Points::of(king.index()) && self.faces_other_general(&captured, target))
    }

    /// Whether the victim's general, standing on `sq`, would face the
    /// mover's general down an open file.
    fn faces_other_general(&self, board: &Board, sq: Square) -> bool {
        let Some(other) = king_of(board, !self.victim) else {
            return false;
        };
        other.file() == sq.file() && {
            let (low, high) = (other.rank().min(sq.rank()), other.rank().max(sq.rank()));
            (low + 1..high).all(|r| board[Square::new(sq.file(), r).index()].is_none())
        }
    }
}
