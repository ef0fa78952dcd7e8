//! What the search needs to know of Cờ tướng ([`Searchable`]): the
//! evaluation, what a move wins, and when passing is a sound test.
//!
//! The weights, in one place. Material in centipawns in the proportions
//! the xiangqi programs and books agree on (chariot 9, cannon 4.5, horse 4,
//! advisor and elephant 2, soldier 1 and 2 across the river, as in
//! XQWLight's tables and the Wikipedia article on xiangqi strategy);
//! placement: soldiers gain as they near the palace (less on the last rank,
//! where they can only move sideways), horses in the centre and forward,
//! chariots and cannons a little for crossing the river, and the central
//! cannon its usual opening bonus.

use super::board::{code, Move, Position, Role, Square, SQUARES};
use super::moves::MoveList;
use crate::ai::{ladder, Levels, Searchable};
use crate::core::Side;

const fn value(role: Role) -> i32 {
    match role {
        Role::King => 0,
        Role::Advisor => 200,
        Role::Elephant => 200,
        Role::Horse => 400,
        Role::Rook => 900,
        Role::Cannon => 450,
        Role::Pawn => 100,
    }
}

/// A soldier across the river, added to its value: by rank forward from
/// the river (0 = just across) and by distance from the central file.
const PAWN_ACROSS: [i32; 5] = [100, 110, 120, 110, 40];
const PAWN_OFF_CENTRE: [i32; 5] = [20, 15, 10, 0, -10];
/// A horse by distance from the central file and by rank forward.
const HORSE_OFF_CENTRE: [i32; 5] = [15, 15, 10, 0, -25];
const HORSE_FORWARD: [i32; 10] = [-20, -5, 0, 5, 10, 20, 25, 25, 15, 0];
const ACROSS_RIVER: i32 = 15;
const CENTRAL_CANNON: i32 = 20;

/// `piece` of `side` standing on `sq`: its value and placement.
const fn worth(side: Side, role: Role, sq: Square) -> i32 {
    let own = sq.for_side(side); // as Red sees it: rank 0 is home
    let off_centre = (own.file() as i32 - 4).unsigned_abs() as usize;
    let rank = own.rank() as usize;
    value(role)
        + match role {
            Role::Pawn if rank >= 5 => PAWN_ACROSS[rank - 5] + PAWN_OFF_CENTRE[off_centre],
            Role::Horse => HORSE_OFF_CENTRE[off_centre] + HORSE_FORWARD[rank],
            Role::Rook if rank >= 5 => ACROSS_RIVER,
            Role::Cannon if off_centre == 0 && rank <= 4 => CENTRAL_CANNON,
            Role::Cannon if rank >= 5 => ACROSS_RIVER / 2,
            _ => 0,
        }
}

/// [`worth`] by the board's piece code and point, worked out at compile
/// time: the evaluation is a sum of lookups.
static WORTH: [[i32; SQUARES]; 16] = {
    let mut table = [[0; SQUARES]; 16];
    let mut s = 0;
    while s < 2 {
        let side = if s == 0 { Side::First } else { Side::Second };
        let mut r = 0;
        while r < Role::ALL.len() {
            let mut sq = 0;
            while sq < SQUARES {
                table[code(side, Role::ALL[r]) as usize][sq] =
                    worth(side, Role::ALL[r], Square(sq as u8));
                sq += 1;
            }
            r += 1;
        }
        s += 1;
    }
    table
};

impl Position {
    /// The worth of `side`'s pieces where they stand.
    fn side_worth(&self, side: Side) -> i32 {
        let mut total = 0;
        self.occupied[side.index()]
            .for_each(|sq| total += WORTH[self.board[sq as usize] as usize][sq as usize]);
        total
    }
}

impl Searchable for Position {
    fn evaluate(&self) -> i32 {
        let us = self.side_to_move();
        self.side_worth(us) - self.side_worth(!us)
    }

    fn noisy_moves(&self) -> MoveList {
        self.legal_captures()
    }

    fn gain(&self, m: Move) -> i32 {
        WORTH[self.board[m.to().index()] as usize][m.to().index()]
    }

    fn mover_value(&self, m: Move) -> i32 {
        self.piece_at(m.from()).map_or(0, |p| value(p.role()))
    }

    /// Unsound when the side to move has only soldiers, advisors and
    /// elephants left: there, having to move can lose.
    fn null_move_sound(&self) -> bool {
        let us = self.side_to_move();
        self.pieces().any(|(_, p)| {
            p.side() == us && matches!(p.role(), Role::Rook | Role::Horse | Role::Cannon)
        })
    }

    fn pass(&mut self) {
        self.set_side_to_move(!self.side_to_move());
    }

    /// Levels 3–5 stop at their depth or their nodes, whichever comes
    /// first; 6 and 7 at their nodes: about 0.17 and 0.4 s at the 3 M
    /// nodes a second measured natively.
    const LEVELS: Levels = ladder([50_000, 150_000, 200_000, 500_000, 1_200_000], 6);
}
