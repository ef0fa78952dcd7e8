//! The game around a position: check and the end of the game, repetition
//! (perpetual check and perpetual chase lose, other threefold repetitions
//! draw), undo/redo, formal mode, the coin toss, and why a move is illegal.

use super::board::{Move, Piece, Position, Role, Square, Undo};
use super::chase;
use super::moves::geometry;
use super::touch::{Obligation, Touch};
use super::{Duty, Error, Illegal, MoveList, MoveTextError, TouchRefusal};
use crate::core::board_record::{self, Record};
use crate::core::board_rules::{self, BoardPly, BoardRules, RulesOf};
use crate::core::move_verbs;
use crate::core::timeline::{self, Timeline};
use crate::core::{repetition, EndReason, Outcome, Points, Rng, Side};

/// Endings no move shows, which a saved record names (`ended`).
const ENDED_BY_RECORD: [EndReason; 4] = [
    EndReason::Resignation,
    EndReason::TechnicalFoul,
    EndReason::Agreement,
    EndReason::TimeForfeit,
];

/// What the touch-move referee does when an obligation can't be met.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FoulPenalty {
    /// The foul is recorded and the player may then move freely.
    #[default]
    Warning,
    /// The foul loses the game.
    Loss,
}

/// The table's settings, chosen when a game is created.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TableOptions {
    /// Touch-move referee: a touched piece must be moved (or captured).
    pub touch_move: bool,
    /// Formal match: no undo or take-back, and touch-move on.
    pub formal: bool,
    pub foul_penalty: FoulPenalty,
    /// Seed for the coin toss; from the system's entropy when `None`.
    pub seed: Option<u64>,
}

impl TableOptions {
    pub fn touch_move_on(&self) -> bool {
        self.touch_move || self.formal
    }
}

/// One ply of the game: the move, whether it gave check and whether it
/// chased (for perpetual check and chase), and the hash after it.
pub type PlyRecord = BoardPly<Move, Undo>;

crate::core::board_rules::impl_board_position!(Position);

/// Cờ tướng's rules for the timeline: no legal move loses, then perpetual
/// check and chase or a plain threefold repetition.
pub type XiangqiRules = RulesOf<Position>;

impl BoardRules for Position {
    const CHASES: bool = true;

    fn chased(before: &Position, m: Move, after: &Position) -> Points {
        chase::chased(before, m, after)
    }

    /// No legal move loses. Perpetual check, perpetual chase or a plain
    /// threefold repetition is judged when the current position occurs for
    /// the third time, over every ply since its first occurrence. A side
    /// every one of whose plies there gave check loses, unless both did (a
    /// draw). Otherwise a side whose every ply chased one same piece
    /// (followed as it moves) loses, unless both did. Anything else is a
    /// draw by repetition.
    fn judge(start: &Position, pos: &Position, plies: &[PlyRecord]) -> Option<Outcome> {
        if let Some(lost) = board_rules::no_legal_move(pos) {
            return Some(lost);
        }
        // Only positions since the last capture can repeat the current one.
        let reversible_from = plies
            .iter()
            .rposition(|p| p.undo.captured().is_some())
            .map_or(0, |i| i + 1);
        let (tail, first_mover) = board_rules::repeated(start, plies, reversible_from, 3)?;
        let all_check = repetition::every_ply(tail, 0, first_mover, |p| p.gave_check);
        if all_check != [false, false] {
            return Some(match repetition::only_side(all_check) {
                Some(checker) => Outcome::win(!checker, EndReason::PerpetualCheck),
                None => Outcome::draw(EndReason::Repetition),
            });
        }
        let chasing = [0, 1].map(|parity| !same_piece_chased(tail, parity).is_empty());
        let chasing = if first_mover == Side::First {
            chasing
        } else {
            [chasing[1], chasing[0]]
        };
        Some(match repetition::only_side(chasing) {
            Some(chaser) => Outcome::win(!chaser, EndReason::PerpetualChase),
            None => Outcome::draw(EndReason::Repetition),
        })
    }
}

/// The pieces chased by every ply of one side in `plies` (the side playing
/// plies `parity`, `parity + 2`, …), followed back through the other side's
/// moves to where they stood at that side's first ply.
fn same_piece_chased(plies: &[PlyRecord], parity: usize) -> Points {
    let mut own = (parity..plies.len()).step_by(2).rev();
    let Some(last) = own.next() else {
        return Points::EMPTY;
    };
    let mut chased = plies[last].chased_pieces;
    for i in own {
        let between = plies[i + 1].mv;
        chased = chased
            .before_move(between.from().index(), between.to().index())
            .intersection(plies[i].chased_pieces);
    }
    chased
}

/// A game of Cờ tướng: the timeline of its moves, the table and the
/// touch-move referee.
#[derive(Clone, Debug)]
pub struct Game {
    timeline: Timeline<XiangqiRules>,
    options: TableOptions,
    /// Which of the two seated players plays Red (0 or 1), by coin toss.
    red_player: u8,
    pub(crate) touch: Touch,
    fouls: [u16; 2],
    /// The foul the last touch of this turn committed, until the next touch,
    /// move or undo: what the referee said, to be said again in another
    /// language.
    last_foul: Option<Duty>,
}

impl Game {
    timeline::timeline_verbs!(XiangqiRules, after_undo: clear_touch);

    /// A new game from the start position; tosses the coin for Red.
    pub fn new(options: TableOptions) -> Game {
        let mut rng = match options.seed {
            Some(seed) => Rng::from_seed(seed),
            None => Rng::from_entropy(),
        };
        let red_player = rng.coin() as u8;
        Game::from_position(Position::startpos(), options, red_player)
    }

    pub fn from_position(position: Position, options: TableOptions, red_player: u8) -> Game {
        Game {
            timeline: Timeline::new(XiangqiRules::default(), position, options.formal),
            options,
            red_player: red_player & 1,
            touch: Touch::None,
            last_foul: None,
            fouls: [0; 2],
        }
    }

    /// The next game of a series: the players swap colours.
    pub fn next_in_series(&self) -> Game {
        Game::from_position(Position::startpos(), self.options, self.red_player ^ 1)
    }

    pub fn options(&self) -> TableOptions {
        self.options
    }

    pub fn red_player(&self) -> u8 {
        self.red_player
    }

    /// Technical fouls recorded against each side (Red, Black).
    pub fn fouls(&self) -> [u16; 2] {
        self.fouls
    }

    timeline::legal_moves_verb!(MoveList);

    // A move must also meet any touch-move obligation; playing it ends the
    // turn's touches.
    move_verbs::move_verbs!(
        Move,
        PlyRecord,
        named_by: Move::iccs,
        then: touch_obligation_refuses,
        before_push: clear_touch
    );

    /// Reads move text in any notation (see [`Position::parse_move`]).
    pub fn parse_move(&self, text: &str) -> Result<Move, Error> {
        self.position().parse_move(text)
    }

    move_verbs::play_text_verb!(Move);

    // ---- touch-move ----

    /// A touch belongs to the turn it was made in: playing a move or taking
    /// one back forgets it.
    fn clear_touch(&mut self) {
        self.touch = Touch::None;
        self.last_foul = None;
    }

    /// Records that the side to move touched the piece on `sq` and returns
    /// what the referee now obliges. A foul is recorded when the obligation
    /// can't be met; with the loss penalty it ends the game.
    pub fn touch(&mut self, sq: Square) -> Result<Obligation, Error> {
        self.touch_points(&[sq])
    }

    /// Why touching `sq` now would be refused, if it would; nothing is
    /// recorded (the referee's refusal said again in another language).
    pub fn touch_refusal(&self, sq: Square) -> Option<Error> {
        if let Some(o) = self.outcome() {
            return Some(Error::GameOver(o));
        }
        if !self.options.touch_move_on() {
            return None;
        }
        self.touch.with_touches(self.position(), &[sq]).err()
    }

    /// Both pieces touched at once (the seed's case e, judged as case d).
    pub fn touch_together(&mut self, a: Square, b: Square) -> Result<Obligation, Error> {
        self.touch_points(&[a, b])
    }

    fn touch_points(&mut self, points: &[Square]) -> Result<Obligation, Error> {
        if let Some(o) = self.outcome() {
            return Err(Error::GameOver(o));
        }
        if !self.options.touch_move_on() {
            return Ok(Obligation::free());
        }
        let next = self.touch.with_touches(self.position(), points)?;
        let obligation = next.obligation(self.position());
        self.last_foul = obligation.duty.filter(|d| d.is_foul());
        if obligation.is_foul() {
            let side = self.position().side_to_move();
            self.fouls[side.index()] = self.fouls[side.index()].saturating_add(1);
            self.touch = Touch::None;
            if self.options.foul_penalty == FoulPenalty::Loss {
                let lost = Outcome::win(!side, EndReason::TechnicalFoul);
                self.timeline.end(lost).map_err(Error::GameOver)?;
            }
            return Ok(obligation);
        }
        self.touch = next;
        Ok(obligation)
    }

    /// What the referee currently obliges the side to move to do.
    /// The foul the last touch of this turn committed, if it did (cleared by
    /// the next touch, a move or an undo).
    pub fn last_foul(&self) -> Option<Duty> {
        self.last_foul
    }

    pub fn obligation(&self) -> Obligation {
        if !self.options.touch_move_on() || self.touch == Touch::None {
            return Obligation::free();
        }
        self.touch.obligation(self.position())
    }

    fn touch_obligation_refuses(&self, m: Move) -> Option<Error> {
        if !self.options.touch_move_on() || self.touch == Touch::None {
            return None;
        }
        let obligation = self.touch.obligation(self.position());
        match obligation.duty {
            Some(duty) if !obligation.moves.contains(&m) => {
                Some(Error::TouchMove(TouchRefusal::Unmet(duty)))
            }
            _ => None,
        }
    }
}

/// Why `m` is not a legal move in `pos`, or `None` if it is.
pub fn explain(pos: &Position, m: Move) -> Option<Illegal> {
    let (from, to) = (m.from(), m.to());
    let us = pos.side_to_move();
    let Some(piece) = pos.piece_at(from) else {
        return Some(Illegal::NoPiece(from));
    };
    if piece.side() != us {
        return Some(Illegal::NotYourTurn { piece, at: from });
    }
    if let Some(target) = pos.piece_at(to) {
        if target.side() == us {
            return Some(Illegal::OwnPieceThere {
                role: target.role(),
                at: to,
            });
        }
    }
    if let Some(why) = shape_problem(pos, piece.role(), us, from, to) {
        return Some(why);
    }
    if pos.keeps_king_safe(m) {
        return None;
    }
    let mut after = pos.clone();
    after.make(m);
    let (ours, theirs) = (after.king_square(us), after.king_square(!us));
    if ours.file() == theirs.file()
        && geometry::between(ours, theirs)
            .is_some_and(|pts| pts.iter().all(|&p| after.piece_at(p).is_none()))
    {
        return Some(Illegal::GeneralsFace { file: ours.file() });
    }
    let attacker = after
        .pieces()
        .filter(|(_, p)| p.side() != us)
        .find(|&(sq, _)| after.capture_targets_of(sq).iter().any(|t| t.to() == ours));
    Some(Illegal::LeavesGeneralInCheck {
        by: attacker.map(|(sq, p)| (p.role(), sq)),
    })
}

/// Whether the piece's movement pattern allows `from` → `to` on this board.
fn shape_problem(
    pos: &Position,
    role: Role,
    us: Side,
    from: Square,
    to: Square,
) -> Option<Illegal> {
    let orthogonal_step = from.file().abs_diff(to.file()) + from.rank().abs_diff(to.rank()) == 1;
    let diagonal_step =
        from.file().abs_diff(to.file()) == 1 && from.rank().abs_diff(to.rank()) == 1;
    match role {
        Role::King if !geometry::is_king_step(from, to) => Some(if orthogonal_step {
            Illegal::GeneralLeavesPalace
        } else {
            Illegal::GeneralStep
        }),
        Role::Advisor if !geometry::is_advisor_step(from, to) => Some(if diagonal_step {
            Illegal::AdvisorLeavesPalace
        } else {
            Illegal::AdvisorStep
        }),
        Role::Elephant => match geometry::elephant_eye(from, to) {
            None if from.file().abs_diff(to.file()) == 2
                && from.rank().abs_diff(to.rank()) == 2 =>
            {
                Some(Illegal::ElephantCrossesRiver)
            }
            None => Some(Illegal::ElephantStep),
            Some(eye) if pos.piece_at(eye).is_some() => Some(Illegal::ElephantEyeBlocked(eye)),
            Some(_) => None,
        },
        Role::Horse => match geometry::horse_leg(from, to) {
            None => Some(Illegal::HorseStep),
            Some(leg) if pos.piece_at(leg).is_some() => Some(Illegal::HorseLegBlocked(leg)),
            Some(_) => None,
        },
        Role::Rook | Role::Cannon => {
            let Some(between) = geometry::between(from, to) else {
                return Some(Illegal::NotAStraightLine(role));
            };
            let screens: Vec<Square> = between
                .into_iter()
                .filter(|&p| pos.piece_at(p).is_some())
                .collect();
            let capturing = pos.piece_at(to).is_some();
            match (role, capturing, screens.len()) {
                (Role::Rook, _, 0) => None,
                (Role::Rook, _, _) => Some(Illegal::RookBlocked(screens[0])),
                (_, false, 0) => None,
                (_, false, _) => Some(Illegal::CannonJumpsOnlyToCapture(screens[0])),
                (_, true, 1) => None,
                (_, true, 0) => Some(Illegal::CannonNeedsScreen),
                (_, true, count) => Some(Illegal::CannonTooManyScreens { count, from, to }),
            }
        }
        Role::Pawn if !geometry::is_pawn_step(us, from, to) => {
            let forward = match us {
                Side::First => to.rank() > from.rank(),
                Side::Second => to.rank() < from.rank(),
            };
            let sideways = to.rank() == from.rank() && from.file().abs_diff(to.file()) == 1;
            Some(if sideways {
                Illegal::PawnSidewaysBeforeRiver
            } else if !forward && from.file() == to.file() {
                Illegal::PawnBackward
            } else {
                Illegal::PawnStep
            })
        }
        _ => None,
    }
}

/// A whole game as plain data: the start, the moves (ICCS) and the table.
/// It round-trips through JSON and rebuilds the exact game, undo stack and
/// redo stack included.
pub type GameRecord = Record<SavedTable>;

/// The table as a record keeps it; a field left out takes its default.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SavedTable {
    pub touch_move: bool,
    pub formal: bool,
    pub foul_penalty_loss: bool,
    pub red_player: u8,
    pub fouls: [u16; 2],
    /// Set when the game ended in a way no move shows: resignation, a foul,
    /// a draw agreed, a loss on time.
    pub ended: Option<String>,
    /// The points the side to move has touched this turn, in order, so a
    /// touch-move duty survives a reload.
    pub touched: Vec<String>,
}

impl Game {
    pub fn record(&self) -> GameRecord {
        let table = SavedTable {
            touch_move: self.options.touch_move,
            formal: self.options.formal,
            foul_penalty_loss: self.options.foul_penalty == FoulPenalty::Loss,
            red_player: self.red_player,
            fouls: self.fouls,
            ended: board_record::ended_text(self.outcome(), &ENDED_BY_RECORD),
            touched: self
                .touch
                .points()
                .iter()
                .map(|sq| sq.to_string())
                .collect(),
        };
        Record {
            saved: self.timeline.saved(Position::fen, Move::iccs),
            table,
        }
    }

    /// Rebuilds a game from its record, replaying and checking every move.
    pub fn from_record(record: &GameRecord) -> Result<Game, Error> {
        let table = &record.table;
        let options = TableOptions {
            touch_move: table.touch_move,
            formal: table.formal,
            foul_penalty: if table.foul_penalty_loss {
                FoulPenalty::Loss
            } else {
                FoulPenalty::Warning
            },
            seed: None,
        };
        let start = Position::from_fen(&record.saved.start)?;
        let mut game = Game::from_position(start, options, table.red_player);
        timeline::replay(
            &mut game,
            &record.saved.moves,
            |g, text| g.play(Move::from_iccs(text)?).map(|_| ()),
            Error::numbered,
        )?;
        let redo = record.saved.redo.iter().map(|t| Move::from_iccs(t));
        game.timeline.restore_redo(redo.collect::<Result<_, _>>()?);
        game.fouls = table.fouls;
        for text in table.touched.iter() {
            let sq = Square::parse(text)
                .ok_or_else(|| Error::MoveText(MoveTextError::NotAPoint(text.clone())))?;
            game.touch = game.touch.with_touches(game.position(), &[sq])?;
        }
        game.timeline
            .restore_ended(table.ended.as_deref(), &ENDED_BY_RECORD);
        Ok(game)
    }

    /// Each move's text in `notation`, as written when it was played.
    pub fn move_texts(&self, notation: super::Notation) -> Vec<String> {
        let mut pos = self.start_position().clone();
        self.plies()
            .iter()
            .map(|ply| {
                let text = pos.move_text(ply.mv, notation);
                pos.make(ply.mv);
                text
            })
            .collect()
    }

    /// Ends the game as a record says it ended where no move shows it: the
    /// side to move lost by `reason` (a resignation or a technical foul).
    #[cfg(feature = "xiangqi_records")]
    pub(crate) fn end_as_recorded(&mut self, reason: EndReason) -> Result<(), Error> {
        let loser = self.position().side_to_move();
        let lost = Outcome::win(!loser, reason);
        self.timeline.end(lost).map_err(Error::GameOver)
    }

    /// The pieces each side (Red's first) has captured so far, the most
    /// valuable first, as xiangqi sites show them beside the board.
    pub fn captured(&self) -> [Vec<Piece>; 2] {
        let mut taken: [Vec<Piece>; 2] = Default::default();
        for ply in self.plies() {
            if let Some(piece) = ply.undo.captured() {
                taken[(!piece.side()).index()].push(piece);
            }
        }
        const ORDER: [Role; 7] = [
            Role::Rook,
            Role::Cannon,
            Role::Horse,
            Role::Elephant,
            Role::Advisor,
            Role::Pawn,
            Role::King,
        ];
        for list in taken.iter_mut() {
            list.sort_by_key(|p| ORDER.iter().position(|&r| r == p.role()));
        }
        taken
    }
}
