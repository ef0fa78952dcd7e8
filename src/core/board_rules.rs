//! The timeline's rules for a board game whose position plays and takes back
//! its own moves (Cờ tướng, shogi, Cờ Long Phượng), written once: a ply is
//! the move, what takes it back, whether it gave check or chased, and the
//! hash after it ([`BoardPly`]); a game says only when it is over (and, for
//! Cờ tướng, what a chase is) through [`BoardRules`].

use std::marker::PhantomData;

use super::repetition;
use super::timeline::Rules;
use super::{Outcome, Playable, Points, Side};

/// What the rules ask of a board game's position besides playing moves.
pub trait BoardPosition: Playable<Move: PartialEq> {
    fn side_to_move(&self) -> Side;
    /// The side to move's king (general) is attacked.
    fn in_check(&self) -> bool;
    /// The position's hash, for repetition.
    fn hash(&self) -> u64;
}

/// Implements [`Playable`] and [`BoardPosition`] for a game's position
/// through its own inherent hot-path methods of the same names
/// (`legal_moves`, `make`, `unmake`, `side_to_move`, `in_check`, `hash`,
/// and the one named after `count:`, which counts the legal moves without
/// listing them).
macro_rules! impl_board_position {
    ($position:ty, $move:ty, $undo:ty, $moves:ty, count: $count:ident) => {
        impl $crate::core::Playable for $position {
            type Move = $move;
            type Undo = $undo;
            type Moves = $moves;

            fn legal_moves(&self) -> $moves {
                <$position>::legal_moves(self)
            }

            fn legal_move_count(&self) -> usize {
                <$position>::$count(self)
            }

            #[inline(always)]
            fn make(&mut self, m: $move) -> $undo {
                <$position>::make(self, m)
            }

            #[inline(always)]
            fn unmake(&mut self, m: $move, undo: $undo) {
                <$position>::unmake(self, m, undo)
            }
        }

        impl $crate::core::board_rules::BoardPosition for $position {
            fn side_to_move(&self) -> $crate::core::Side {
                <$position>::side_to_move(self)
            }

            fn in_check(&self) -> bool {
                <$position>::in_check(self)
            }

            fn hash(&self) -> u64 {
                <$position>::hash(self)
            }
        }
    };
}
pub(crate) use impl_board_position;

/// One ply of a board game, with what judging repetition needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardPly<M, U> {
    pub mv: M,
    pub undo: U,
    /// The move left the opponent's king (general) attacked.
    pub gave_check: bool,
    /// The move chased at least one piece: Cờ tướng's chase (see
    /// [`BoardRules::chased`]); never set in a game without that rule.
    pub chased: bool,
    /// The pieces it chased, by the points they stand on after it.
    pub chased_pieces: Points,
    pub hash_after: u64,
}

/// The ply type of a game played on `P`.
pub type PlyOf<P> = BoardPly<<P as Playable>::Move, <P as Playable>::Undo>;

/// A board game's rules, said by its position type: why a move is refused,
/// when the game is over and, for Cờ tướng, what a chase is.
pub trait BoardRules: BoardPosition {
    /// Why the rules refuse a move.
    type Illegal;

    /// Whether the game has a chasing rule (only Cờ tướng): the position
    /// before each move is then kept for [`BoardRules::chased`].
    const CHASES: bool = false;

    /// The pieces `m`, played in `before` and leaving `after`, chases.
    fn chased(_before: &Self, _m: Self::Move, _after: &Self) -> Points {
        Points::EMPTY
    }

    /// Why `m` is not a legal move in `position`, or `None` if it is.
    fn illegal(position: &Self, m: Self::Move) -> Option<Self::Illegal>;

    /// Whether the game is over in `position`, reached by `plies` from
    /// `start`.
    fn judge(start: &Self, position: &Self, plies: &[PlyOf<Self>]) -> Option<Outcome>;
}

/// The timeline's [`Rules`] of a game played on positions `P`.
pub struct RulesOf<P>(PhantomData<fn() -> P>);

// By hand: a derive would ask `P` for the same traits.
impl<P> Default for RulesOf<P> {
    fn default() -> Self {
        RulesOf(PhantomData)
    }
}

impl<P> Clone for RulesOf<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for RulesOf<P> {}

impl<P> std::fmt::Debug for RulesOf<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RulesOf")
    }
}

impl<P: BoardRules> Rules for RulesOf<P> {
    type Position = P;
    type Move = P::Move;
    type Ply = PlyOf<P>;
    type Moves = P::Moves;
    type Illegal = P::Illegal;

    fn make(&self, position: &mut P, m: P::Move, _plies: &[PlyOf<P>]) -> PlyOf<P> {
        let before = P::CHASES.then(|| position.clone());
        let undo = position.make(m);
        let gave_check = position.in_check();
        let chased_pieces = before.map_or(Points::EMPTY, |before| P::chased(&before, m, position));
        BoardPly {
            mv: m,
            undo,
            gave_check,
            chased: !chased_pieces.is_empty(),
            chased_pieces,
            hash_after: position.hash(),
        }
    }

    fn unmake(&self, position: &mut P, ply: PlyOf<P>) {
        position.unmake(ply.mv, ply.undo);
    }

    fn ply_move(ply: &PlyOf<P>) -> P::Move {
        ply.mv
    }

    fn side_to_move(position: &P) -> Side {
        position.side_to_move()
    }

    fn legal_moves(&self, position: &P) -> P::Moves {
        position.legal_moves()
    }

    fn illegal(&self, position: &P, m: P::Move) -> Option<P::Illegal> {
        P::illegal(position, m)
    }

    fn perft(&self, position: &P, depth: u32) -> Option<u64> {
        Some(super::perft(position, depth))
    }

    fn judge(&self, start: &P, position: &P, plies: &[PlyOf<P>]) -> Option<Outcome> {
        P::judge(start, position, plies)
    }
}

/// The side to move has no legal move and loses: checkmate when in check,
/// stalemate otherwise (Cờ tướng and shogi alike).
pub fn no_legal_move<P: BoardPosition>(position: &P) -> Option<Outcome> {
    let stuck = position.legal_moves().is_empty();
    stuck.then(|| Outcome::no_legal_move(position.side_to_move(), position.in_check()))
}

/// The position after the last of `plies` has occurred `times` times or
/// more (counting from ply index `from`, 0 = `start`): the plies since its
/// first occurrence, and the side that played the first of them.
pub fn repeated<'a, P: BoardPosition>(
    start: &P,
    plies: &'a [PlyOf<P>],
    from: usize,
    times: usize,
) -> Option<(&'a [PlyOf<P>], Side)> {
    let cycle = repetition::find(start.hash(), plies, |p| p.hash_after, from)?;
    if cycle.occurrences < times {
        return None;
    }
    let first_mover = if cycle.first % 2 == 0 {
        start.side_to_move()
    } else {
        !start.side_to_move()
    };
    Some((&plies[cycle.first..], first_mover))
}

/// The moves played from `start`, each written by `write` in the position
/// before it and given the move before it (shogi's 同 names its square).
pub fn texts_along<P: Playable>(
    start: &P,
    moves: impl Iterator<Item = P::Move>,
    write: impl Fn(&P, P::Move, Option<P::Move>) -> String,
) -> Vec<String> {
    let mut position = start.clone();
    let mut previous = None;
    moves
        .map(|m| {
            let text = write(&position, m, previous);
            position.make(m);
            previous = Some(m);
            text
        })
        .collect()
}
