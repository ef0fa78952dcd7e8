//! A game of Ô ăn quan: the timeline of its moves under the house rules,
//! the draw that chose who starts, the game's verbs ([`core::Game`]) and
//! its record.

use serde::{Deserialize, Serialize};

use super::board::{Move, Options, Position};
use super::moves::Step;
use super::place::Place;
use super::rules::{final_scores, Draw, OAnQuanRules};
use super::{side_id, side_name, Error};
use crate::core::board_record::{self, Record};
use crate::core::timeline::{self, Timeline};
use crate::core::game::Sides;
use crate::core::{self, EndReason, Game as _, Rng, Side};

/// Endings no move shows, which a saved record names (`ended`).
const ENDED_BY_RECORD: [EndReason; 1] = [EndReason::TimeForfeit];

/// A game of Ô ăn quan: the timeline of its moves under the house rules,
/// and the draw that chose who starts. There is no resignation in this
/// game.
#[derive(Clone, Debug)]
pub struct Game {
    timeline: Timeline<OAnQuanRules>,
    /// The rock–paper–scissors that chose who starts, if one was thrown.
    draw: Option<Draw>,
}

impl Game {
    /// A new game whose first player is drawn by rock–paper–scissors with
    /// the seeded RNG (`seed`, or the system's entropy).
    pub fn drawn(options: Options, seed: Option<u64>) -> Game {
        let mut rng = match seed {
            Some(seed) => Rng::from_seed(seed),
            None => Rng::from_entropy(),
        };
        let draw = Draw::throw(&mut rng);
        let mut game = Game::new(options, draw.first());
        game.draw = Some(draw);
        game
    }

    /// The draw that chose who starts, if the game began with one.
    pub fn draw(&self) -> Option<&Draw> {
        self.draw.as_ref()
    }

    pub fn new(options: Options, first: Side) -> Game {
        let mut start = Position::start(&options);
        start.side = first;
        Game::from_position(start, options)
    }

    /// There is no formal mode in this game: moves can always be taken back.
    pub fn from_position(position: Position, options: Options) -> Game {
        let rules = OAnQuanRules::new(options, &position);
        Game {
            timeline: Timeline::new(rules, position, false),
            draw: None,
        }
    }

    pub fn options(&self) -> &Options {
        self.timeline.rules().options()
    }

    /// Whether the game began at the options' start position, so that its
    /// first ply was the game's first move (`first_turn_no_quan`).
    pub fn from_the_start(&self) -> bool {
        self.timeline.rules().began_at_the_start()
    }

    /// The steps of the last move played, for animation.
    pub fn last_steps(&self) -> &[Step] {
        self.plies().last().map_or(&[], |p| &p.steps)
    }

    /// Whether the game ended on the board, so the final count stands: over,
    /// and not by a loss on time (which the count does not decide).
    pub fn counted(&self) -> bool {
        self.outcome()
            .is_some_and(|o| o.reason != EndReason::TimeForfeit)
    }

    /// The scores (South, North): the captured value during play (and
    /// after a loss on time), the final count (sweep and repayment) once the
    /// game is over on the board.
    pub fn scores(&self) -> [i32; 2] {
        let (position, options) = (self.position(), self.options());
        match self.counted() {
            true => final_scores(position, options),
            false => [
                position.store(Side::First).value(options),
                position.store(Side::Second).value(options),
            ],
        }
    }
}

/// The game's verbs over its timeline.
impl core::Game for Game {
    type Rules = OAnQuanRules;
    type Error = Error;
    type Record = GameRecord;
    /// The house rules.
    type Options = Options;
    const NAME: &'static str = "oanquan";
    const SIDES: Sides = Sides::new(side_id, side_name);
    const HOUSE_RULES: bool = true;
    type Notation = ();
    type Place = Place;

    fn timeline(&self) -> &Timeline<OAnQuanRules> {
        &self.timeline
    }

    fn timeline_mut(&mut self) -> &mut Timeline<OAnQuanRules> {
        &mut self.timeline
    }

    fn read_move(&self, text: &str) -> Result<Move, Error> {
        let text = text.trim();
        Move::from_text(text).ok_or_else(|| Error::MoveText(text.to_string()))
    }

    fn move_text(m: Move) -> String {
        m.text()
    }

    fn position_text(position: &Position) -> String {
        position.text()
    }

    /// The house rules decide what a valid position is.
    fn set_up(text: &str, options: Options) -> Result<Game, Error> {
        let position = Position::from_text_or_start(text, &options)?;
        Ok(Game::from_position(position, options))
    }

    /// Every house rule `name=value`, in order.
    fn house_rules(settings: &[String]) -> Result<Options, Error> {
        let mut options = Options::default();
        for setting in settings {
            options.set(setting).map_err(Error::Option)?;
        }
        Ok(options)
    }

    fn record(&self) -> GameRecord {
        let table = SavedTable {
            options: Options::NAMES
                .iter()
                .map(|n| format!("{n}={}", self.options().value_text(n).unwrap_or("")))
                .collect(),
            draw: self.draw.clone(),
            ended: board_record::ended_text(self.outcome(), &ENDED_BY_RECORD),
        };
        Record {
            saved: self.saved_moves(),
            table,
        }
    }

    fn from_record(record: &GameRecord) -> Result<Game, Error> {
        let options = Game::house_rules(&record.table.options)?;
        let mut game =
            Game::from_position(Position::from_text(&record.saved.start, &options)?, options);
        game.draw = record.table.draw.clone();
        timeline::replay(
            &mut game,
            &record.saved.moves,
            |g, text| g.play_text(text).map(|_| ()),
            // A refusal names the move by its text alone ("7+ is illegal"),
            // as it always has here.
            |e, _| e,
        )?;
        let read =
            |text: &String| Move::from_text(text).ok_or_else(|| Error::MoveText(text.clone()));
        let redo = record
            .saved
            .redo
            .iter()
            .map(read)
            .collect::<Result<_, _>>()?;
        game.timeline.restore_redo(redo);
        game.timeline
            .restore_ended(record.table.ended.as_deref(), &ENDED_BY_RECORD);
        Ok(game)
    }

    /// The position, then the scores.
    fn position_lines(&self) -> Vec<String> {
        let [south, north] = self.scores();
        vec![self.position().text(), format!("scores {south} {north}")]
    }

    fn starts_at(&self, m: Move, place: Place) -> bool {
        match place {
            Place::Square(sq) => m.square == sq,
            Place::Arrow(arrow) => m == arrow,
        }
    }
}

/// A game as JSON-friendly data: what the page keeps in localStorage.
pub type GameRecord = Record<SavedTable>;

/// The house rules and the draw, as a record keeps them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedTable {
    /// Every option as `name=value`.
    pub options: Vec<String>,
    /// The rock–paper–scissors that chose who starts.
    #[serde(default)]
    pub draw: Option<Draw>,
    /// Set when the game ended by a loss on time, which no move shows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<String>,
}
