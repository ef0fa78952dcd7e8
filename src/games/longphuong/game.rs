//! A game of Cờ Long Phượng: the timeline of its moves, the game's verbs
//! ([`core::Game`]) and its record.

use serde::Serialize;

use super::board::{Move, Place, Position, HAND_ORDER};
use super::notation::side_id;
use super::rules::LongPhuongRules;
use super::{kind_name, side_name, Error};
use crate::core::board_record::BoardRecord;
use crate::core::timeline::{self, Timeline};
use crate::core::game::Sides;
use crate::core::{self, EndReason, GameError};
use crate::core::{Game as _, Resignable};

/// Endings no move shows, which a saved record names (`ended`).
const ENDED_BY_RECORD: [EndReason; 3] = [
    EndReason::Resignation,
    EndReason::Agreement,
    EndReason::TimeForfeit,
];

/// A game of Cờ Long Phượng: the timeline of its moves.
#[derive(Clone, Debug)]
pub struct Game {
    timeline: Timeline<LongPhuongRules>,
}

impl Game {
    /// A game from `position`; `formal` forbids undo.
    pub fn from_position(position: Position, formal: bool) -> Game {
        Game {
            timeline: Timeline::new(LongPhuongRules::default(), position, formal),
        }
    }

    pub fn new(formal: bool) -> Game {
        Game::from_position(Position::startpos(), formal)
    }

    pub fn formal(&self) -> bool {
        self.timeline.formal()
    }
}

/// What stands on a place, as the page asks (`pieceAt`): the top piece of
/// a square's stack, or a hand's kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlaceContent {
    pub side: &'static str,
    pub kind: &'static str,
    /// The top piece's facing mark on a square; `None` in a hand.
    pub facing: Option<String>,
    /// The stack's height on a square; how many are held, for a hand place.
    pub count: usize,
    /// The (top) piece's Vietnamese name.
    pub name: &'static str,
    /// Whether the (top) piece's kind turns at all.
    pub rotatable: bool,
}

impl Game {
    /// What stands on `place`; `None` for an empty square or a hand that
    /// holds none of that kind.
    pub fn content(&self, place: Place) -> Option<PlaceContent> {
        let pos = self.position();
        let (side, kind, facing, count) = match place {
            Place::Square(sq) => {
                let top = pos.top(sq)?;
                let facing = top
                    .kind()
                    .rotatable()
                    .then(|| top.facing().mark().to_string());
                (top.side(), top.kind(), facing, pos.stack(sq).height())
            }
            Place::Hand(side, k) => {
                let count = pos.in_hand(side, HAND_ORDER[k]) as usize;
                (side, HAND_ORDER[k], None, count)
            }
        };
        (count > 0).then(|| PlaceContent {
            side: side_id(side),
            kind: kind.id(),
            facing,
            count,
            name: kind_name(kind),
            rotatable: kind.rotatable(),
        })
    }
}

/// The game's verbs over its timeline.
impl core::Game for Game {
    type Rules = LongPhuongRules;
    type Error = Error;
    type Record = GameRecord;
    /// Whether the game is formal.
    type Options = bool;
    const NAME: &'static str = "longphuong";
    const SIDES: Sides = Sides::new(side_id, side_name);
    type Notation = ();
    /// A square, or a kind in a side's hand.
    type Place = Place;

    fn timeline(&self) -> &Timeline<LongPhuongRules> {
        &self.timeline
    }

    fn timeline_mut(&mut self) -> &mut Timeline<LongPhuongRules> {
        &mut self.timeline
    }

    /// The brief's move text, and nothing else.
    fn read_move(&self, text: &str) -> Result<Move, Error> {
        self.position().parse_move(text)
    }

    fn move_text(m: Move) -> String {
        m.text()
    }

    fn position_text(position: &Position) -> String {
        position.text()
    }

    fn set_up(text: &str, formal: bool) -> Result<Game, Error> {
        let position = Position::from_text_or_start(text)?;
        Ok(Game::from_position(position, formal))
    }

    fn record(&self) -> GameRecord {
        let saved = self.saved_moves();
        BoardRecord::new(&self.timeline, saved, (), &ENDED_BY_RECORD, side_id)
    }

    fn from_record(record: &GameRecord) -> Result<Game, Error> {
        let mut game =
            Game::from_position(Position::from_text(&record.saved.start)?, record.formal);
        timeline::replay(
            &mut game,
            &record.saved.moves,
            |g, text| g.play_text(text).map(|_| ()),
            Error::numbered,
        )?;
        let redo: Result<Vec<Move>, _> = record
            .saved
            .redo
            .iter()
            .map(|t| Move::from_text(t))
            .collect();
        game.timeline.restore_redo(redo.map_err(Error::MoveText)?);
        game.timeline
            .restore_ended(record.ended.as_deref(), &ENDED_BY_RECORD);
        Ok(game)
    }

    fn starts_at(&self, m: Move, place: Place) -> bool {
        let dropped = m.dropped().and_then(|kind| kind.hand_index());
        place.starts(self.side_to_move(), m.from(), dropped)
    }
}

impl Resignable for Game {}

/// A game as JSON-friendly data: what the page keeps in localStorage.
/// `ended` names a resignation, a draw agreed or a loss on time; the game
/// adds nothing of its own.
pub type GameRecord = BoardRecord<()>;
