//! A game of Cờ tướng: the timeline of its moves, the table (formal mode,
//! the coin toss for Red, the touch-move referee and its fouls), the
//! game's verbs ([`core::Game`]) and its record.

use super::board::{Move, Piece, Position, Role, Square};
use super::notation::{side_id, Notation};
use super::rules::XiangqiRules;
use super::touch::{Obligation, Touch};
use super::{side_name, Duty, Error, MoveTextError, TouchRefusal};
use crate::core::board_record::{self, Record};
use crate::core::board_rules;
use crate::core::timeline::{self, Timeline};
use crate::core::game::Sides;
use crate::core::{self, EndReason, GameError, Outcome, Rng};
use crate::core::{Game as _, Resignable};

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

    // ---- touch-move ----

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

/// The game's verbs over its timeline; a move must also meet any
/// touch-move obligation, and playing or taking one back ends the turn's
/// touches.
impl core::Game for Game {
    type Rules = XiangqiRules;
    type Error = Error;
    type Record = GameRecord;
    type Options = TableOptions;
    const NAME: &'static str = "xiangqi";
    const SIDES: Sides = Sides::new(side_id, side_name);
    type Notation = Notation;
    /// A point of the board.
    type Place = Square;

    fn timeline(&self) -> &Timeline<XiangqiRules> {
        &self.timeline
    }

    fn timeline_mut(&mut self) -> &mut Timeline<XiangqiRules> {
        &mut self.timeline
    }

    fn table_refusal(&self, m: Move) -> Option<Error> {
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

    /// A touch belongs to the turn it was made in.
    fn forget_turn(&mut self) {
        self.touch = Touch::None;
        self.last_foul = None;
    }

    /// Move text in any notation (see [`Position::parse_move`]).
    fn read_move(&self, text: &str) -> Result<Move, Error> {
        self.position().parse_move(text)
    }

    fn move_text(m: Move) -> String {
        m.iccs()
    }

    fn position_text(position: &Position) -> String {
        position.fen()
    }

    fn move_text_in(&self, m: Move, notation: Notation) -> Result<String, Error> {
        Ok(self.position().move_text(m, notation))
    }

    fn move_texts(&self, notation: Notation) -> Vec<String> {
        let write = |pos: &Position, m, _| pos.move_text(m, notation);
        board_rules::texts_along(self.start_position(), self.moves(), write)
    }

    fn set_up(text: &str, options: TableOptions) -> Result<Game, Error> {
        let position = Position::from_text_or_start(text)?;
        Ok(Game::from_position(position, options, 0))
    }

    fn record(&self) -> GameRecord {
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
            saved: self.saved_moves(),
            table,
        }
    }

    fn from_record(record: &GameRecord) -> Result<Game, Error> {
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

    fn starts_at(&self, m: Move, point: Square) -> bool {
        m.from() == point
    }
}

impl Resignable for Game {}

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
