//! Legal move generation (the hot path) and perft.
//!
//! Bitboard generation: each piece's targets are one set, cut down once per
//! position by what the king needs (its checkers and the pieces pinned to
//! it are found once), so no move is tried on a board to see whether it is
//! legal. The same generator feeds a move list or, at perft's last ply, a
//! counter that only adds up the sets' sizes. Drops are sets too: the empty
//! squares less the dead ranks and, for pawns, the files that already hold
//! one (nifu); the pawn-drop mate (uchifuzume) can only happen on the one
//! square in front of the enemy king, which alone is tested.

use super::attacks::{tables, Army};
use super::bitboard::{rows_from, Bitboard, ZONE};
use super::board::{Move, Position, Role, Square, Undo, HAND_ROLES};
use crate::core::{Side, StackList};

/// No shogi position has more than 593 legal moves; pseudo-legal lists stay
/// under this bound too (at most 40 pieces, drops only on empty squares).
pub const MAX_MOVES: usize = 1024;

/// A fixed-capacity list of moves living on the stack.
pub type MoveList = StackList<Move, MAX_MOVES>;

/// The last rank of each side, where a pawn or lance may not stand.
const LAST_RANK: [Bitboard; 2] = [rows_from(Side::First, 9), rows_from(Side::Second, 9)];
/// The last two ranks, where a knight may not stand.
const LAST_TWO_RANKS: [Bitboard; 2] = [rows_from(Side::First, 8), rows_from(Side::Second, 8)];

/// Where `side`'s piece of `role` may not stand unpromoted.
#[inline(always)]
fn dead_squares(role: Role, side: Side) -> Bitboard {
    match role {
        Role::Pawn | Role::Lance => LAST_RANK[side.index()],
        Role::Knight => LAST_TWO_RANKS[side.index()],
        _ => Bitboard::EMPTY,
    }
}

/// Where generated moves go: a move list, or a count.
trait MoveSink {
    /// The moves of the piece on `from`: promoting to `promote`, plain to
    /// `plain`.
    fn piece(&mut self, from: Square, promote: Bitboard, plain: Bitboard);
    /// `side`'s pawns' moves, by where they arrive.
    fn pawns(&mut self, side: Side, promote: Bitboard, plain: Bitboard);
    /// Drops of `role` onto `to`.
    fn drops(&mut self, role: Role, to: Bitboard);
    /// Whether the sink takes drops at all (none are worked out if not).
    const DROPS: bool = true;
}

impl MoveSink for MoveList {
    #[inline(never)]
    fn piece(&mut self, from: Square, promote: Bitboard, plain: Bitboard) {
        for to in promote {
            self.push(Move::normal(from, to, true));
        }
        for to in plain {
            self.push(Move::normal(from, to, false));
        }
    }

    #[inline]
    fn pawns(&mut self, side: Side, promote: Bitboard, plain: Bitboard) {
        let back = |to: Square| match side {
            Side::First => Square(to.0 + 9),
            Side::Second => Square(to.0 - 9),
        };
        for to in promote {
            self.push(Move::normal(back(to), to, true));
        }
        for to in plain {
            self.push(Move::normal(back(to), to, false));
        }
    }

    #[inline]
    fn drops(&mut self, role: Role, to: Bitboard) {
        for sq in to {
            self.push(Move::drop(role, sq));
        }
    }
}

/// Counts moves without listing them.
struct Count(usize);

impl MoveSink for Count {
    #[inline(always)]
    fn piece(&mut self, _from: Square, promote: Bitboard, plain: Bitboard) {
        self.0 += (promote.count() + plain.count()) as usize;
    }

    #[inline(always)]
    fn pawns(&mut self, _side: Side, promote: Bitboard, plain: Bitboard) {
        self.0 += (promote.count() + plain.count()) as usize;
    }

    #[inline(always)]
    fn drops(&mut self, _role: Role, to: Bitboard) {
        self.0 += to.count() as usize;
    }
}

/// Keeps the captures and promotions (what the search's quiescence tries).
struct Noisy {
    list: MoveList,
    enemy: Bitboard,
}

impl MoveSink for Noisy {
    const DROPS: bool = false;

    #[inline]
    fn piece(&mut self, from: Square, promote: Bitboard, plain: Bitboard) {
        self.list.piece(from, promote, plain & self.enemy);
    }

    #[inline]
    fn pawns(&mut self, side: Side, promote: Bitboard, plain: Bitboard) {
        self.list.pawns(side, promote, plain & self.enemy);
    }

    fn drops(&mut self, _role: Role, _to: Bitboard) {}
}

/// Hands `sink` the moves of `side`'s piece of `role` on `from` to
/// `targets`, split into promotions (into, out of or inside the zone) and
/// plain moves (where the piece could still move afterwards).
#[inline(always)]
fn emit<S: MoveSink>(sink: &mut S, side: Side, role: Role, from: Square, targets: Bitboard) {
    let zone = ZONE[side.index()];
    let promote = match role.promoted() {
        None => Bitboard::EMPTY,
        Some(_) if zone.contains(from) => targets,
        Some(_) => targets & zone,
    };
    sink.piece(from, promote, targets & !dead_squares(role, side));
}

/// What the mover's king leaves its other pieces: where they may go, where
/// a drop may land, and which of them are pinned.
struct Scope {
    targets: Bitboard,
    drops: Bitboard,
    pinned: Bitboard,
    in_check: bool,
}

impl Position {
    /// Every move the pieces' movement and the drop rules allow (nifu, dead
    /// drops, promotion), which may still leave the mover's king attacked or
    /// be a pawn-drop mate.
    pub fn pseudo_legal_moves(&self, list: &mut MoveList) {
        self.list_moves(list, false);
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.list_moves(&mut list, true);
        list
    }

    /// The generator's one listing copy: lists are not the hot path (perft
    /// counts its last ply), so both kinds share it.
    #[inline(never)]
    fn list_moves(&self, list: &mut MoveList, legal: bool) {
        self.generate(list, legal);
    }

    /// Every legal capture and promotion.
    pub(super) fn legal_noisy_moves(&self) -> MoveList {
        let mut noisy = Noisy {
            list: MoveList::new(),
            enemy: self.side_squares(!self.side_to_move()),
        };
        self.generate(&mut noisy, true);
        noisy.list
    }

    /// How many legal moves there are, counted without listing them.
    pub(super) fn legal_move_count(&self) -> usize {
        let mut count = Count(0);
        self.generate(&mut count, true);
        count.0
    }

    /// Feeds `sink` the legal moves, or with `legal` false the pseudo-legal
    /// ones (no king safety, no pawn-drop mate test).
    #[inline(always)]
    fn generate<S: MoveSink>(&self, sink: &mut S, legal: bool) {
        let us = self.side_to_move();
        let mine = self.army(us);
        let Some(scope) = self.king_moves(sink, &mine, legal) else {
            return;
        };
        let (t, occupied, targets) = (mine.tables, self.occupied(), scope.targets);
        let free = !scope.pinned;
        let pawns_to = (mine.pawns & free).forward(us) & targets;
        let zone = ZONE[us.index()];
        sink.pawns(us, pawns_to & zone, pawns_to & !LAST_RANK[us.index()]);
        let mut each = |role: Role, pieces: Bitboard| {
            for from in pieces & free {
                emit(
                    sink,
                    us,
                    role,
                    from,
                    t.attacks(role, us, from, occupied) & targets,
                );
            }
        };
        each(Role::Lance, mine.lances);
        each(Role::Knight, mine.knights);
        each(Role::Silver, mine.silvers);
        each(Role::Gold, mine.golds);
        each(Role::Bishop, mine.bishops);
        each(Role::Rook, mine.rooks);
        each(Role::Horse, mine.horses);
        each(Role::Dragon, mine.dragons);
        if let (false, Some(king)) = (scope.in_check, self.king(us)) {
            // A pinned piece keeps to the line through its king.
            for from in scope.pinned {
                let role = self.piece_at(from).map_or(Role::Pawn, |p| p.role());
                let reach = t.attacks(role, us, from, occupied) & t.line(king, from);
                emit(sink, us, role, from, reach & targets);
            }
        }
        if S::DROPS {
            self.drops(sink, scope.drops, legal);
        }
    }

    /// Feeds `sink` the king's moves and says what that leaves the other
    /// pieces: `None` in double check, when only the king may move.
    #[inline(always)]
    fn king_moves<S: MoveSink>(&self, sink: &mut S, mine: &Army, legal: bool) -> Option<Scope> {
        let occupied = self.occupied();
        let own = self.side_squares(mine.side);
        let mut scope = Scope {
            targets: !own,
            drops: !occupied,
            pinned: Bitboard::EMPTY,
            in_check: false,
        };
        let Some(king) = self.king(mine.side) else {
            return Some(scope);
        };
        let steps = mine.tables.king(king) & !own;
        if !legal {
            sink.piece(king, Bitboard::EMPTY, steps);
            return Some(scope);
        }
        let enemy = self.army(!mine.side);
        let without_king = occupied ^ Bitboard::square(king);
        let safe = steps.keep(|&to| !enemy.attacks(to, without_king));
        sink.piece(king, Bitboard::EMPTY, safe);
        let threats = enemy.threats(king, own, occupied);
        if threats.checkers.several() {
            return None;
        }
        if threats.checkers.nonempty() {
            // Capture the checker or, against a slider, step between; a
            // pinned piece can do neither.
            scope.in_check = true;
            scope.drops = mine.tables.between(king, threats.checkers.lowest());
            scope.targets = scope.drops | threats.checkers;
        }
        scope.pinned = threats.pinned;
        Some(scope)
    }

    /// The drops onto `to` (empty squares) that obey nifu, the dead-drop
    /// rule and, when `legal`, the pawn-drop mate rule.
    #[inline(always)]
    fn drops<S: MoveSink>(&self, sink: &mut S, to: Bitboard, legal: bool) {
        if to.is_empty() {
            return;
        }
        let us = self.side_to_move();
        let hand = self.hands()[us];
        for (k, &role) in HAND_ROLES.iter().enumerate() {
            if hand.count(k) == 0 {
                continue;
            }
            let mut squares = to & !dead_squares(role, us);
            if role == Role::Pawn {
                squares &= !Bitboard::files(self.pawn_columns(us));
                if legal {
                    squares &= !self.pawn_drop_mate_square(squares);
                }
            }
            sink.drops(role, squares);
        }
    }

    /// The square of `squares` where a pawn drop would checkmate: the one in
    /// front of the enemy king, if a drop there mates.
    fn pawn_drop_mate_square(&self, squares: Bitboard) -> Bitboard {
        let us = self.side_to_move();
        let Some(their_king) = self.king(!us) else {
            return Bitboard::EMPTY;
        };
        let front = tables().steps(Role::Pawn, !us, their_king) & squares;
        if front.nonempty() && self.pawn_drop_mates(front.lowest(), their_king) {
            front
        } else {
            Bitboard::EMPTY
        }
    }

    /// Whether a pawn dropped on the empty square `at`, checking the enemy
    /// king on `their_king`, leaves that king no legal answer: no step to a
    /// square the mover does not attack, and no capture of the pawn by a
    /// piece that could leave (a drop can't come between neighbours).
    fn pawn_drop_mates(&self, at: Square, their_king: Square) -> bool {
        let us = self.side_to_move();
        let pawn = Bitboard::square(at);
        let occupied = self.occupied() | pawn;
        // The dropped pawn attacks only the king's square: the army without
        // it attacks everything else it does.
        let mine = self.army(us);
        let without_king = occupied ^ Bitboard::square(their_king);
        let escapes = mine.tables.king(their_king) & !self.side_squares(!us);
        if escapes
            .into_iter()
            .any(|to| !mine.attacks(to, without_king))
        {
            return false;
        }
        let theirs = self.army(!us);
        let mut capturers = theirs.attackers(at, occupied);
        capturers &= !theirs.kings;
        let captures_safely = |from: Square| {
            let after = occupied ^ Bitboard::square(from);
            mine.attackers(their_king, after).is_empty()
        };
        !capturers.any(captures_safely)
    }

    /// Uchifuzume (打ち歩詰め): a pawn drop that checkmates.
    pub(crate) fn is_pawn_drop_mate(&self, m: Move) -> bool {
        if m.dropped() != Some(Role::Pawn) {
            return false;
        }
        let us = self.side_to_move();
        match self.king(!us) {
            Some(king) if tables().steps(Role::Pawn, us, m.to()).contains(king) => {
                self.pawn_drop_mates(m.to(), king)
            }
            _ => false,
        }
    }

    /// The legal moves of the piece on `from`, or the legal drops of `role`
    /// when `from` is `None`.
    pub fn legal_moves_from(&self, from: Option<Square>, role: Option<Role>) -> MoveList {
        let mut list = self.legal_moves();
        list.retain(|m| match from {
            Some(f) => m.from() == Some(f),
            None => m.is_drop() && (role.is_none() || m.dropped() == role),
        });
        list
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }
}

impl Bitboard {
    /// The squares of this set that `keep` accepts.
    #[inline]
    fn keep(self, mut keep: impl FnMut(&Square) -> bool) -> Bitboard {
        let mut kept = self;
        for sq in self {
            if !keep(&sq) {
                kept ^= Bitboard::square(sq);
            }
        }
        kept
    }
}

crate::core::board_rules::impl_board_position!(Position, Move, Undo, MoveList, count: legal_move_count);

/// Counts the leaf nodes of the legal move tree to `depth`; the last ply is
/// counted from the move sets' sizes, not played.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    crate::core::perft(pos, depth)
}
