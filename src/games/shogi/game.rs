//! A game of shogi: the timeline of its moves, the table (formal mode,
//! the furigoma, who plays Sente), the game's verbs ([`core::Game`]) and
//! its record.

use serde::{Deserialize, Serialize};

use super::board::{Move, Place, Position, Square, HAND_ROLES};
use super::notation::{side_id, Notation};
use super::rules::{impasse_applies, impasse_count, ImpasseCount, ShogiRules};
use super::{side_name, Error};
use crate::core::board_record::BoardRecord;
use crate::core::board_rules;
use crate::core::timeline::{self, Timeline};
use crate::core::game::Sides;
use crate::core::{self, EndReason, GameError, Outcome, Rng, Side};
use crate::core::{Game as _, Resignable};

/// Endings no move shows, which a saved record names (`ended`). A loss on
/// time and a foul come only from game records (KIF, KI2, CSA) read in.
const ENDED_BY_RECORD: [EndReason; 5] = [
    EndReason::Resignation,
    EndReason::Impasse,
    EndReason::TimeForfeit,
    EndReason::Foul,
    EndReason::Agreement,
];

/// The endings a record may give either side: no move shows them, and the
/// loser need not be the side to move.
pub(crate) const DECLARED_ENDINGS: [EndReason; 3] = [
    EndReason::Resignation,
    EndReason::TimeForfeit,
    EndReason::Foul,
];

/// The table's settings, chosen when a game is created.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct GameOptions {
    /// Formal match: a move once made stands (no undo).
    pub formal: bool,
    /// Seed for the furigoma; from the system's entropy when `None`.
    pub seed: Option<u64>,
}

/// Furigoma (振り駒): player 1 tosses five pawns. If more of them land
/// showing the unpromoted face (歩) than the promoted one (と), the opponent,
/// player 2, plays Sente; otherwise player 1 does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Furigoma {
    /// Each tossed pawn: `true` when it shows 歩 (unpromoted).
    pub pawn_faces: [bool; 5],
}

impl Furigoma {
    pub fn toss(rng: &mut Rng) -> Furigoma {
        let mut pawn_faces = [false; 5];
        for face in pawn_faces.iter_mut() {
            *face = rng.coin();
        }
        Furigoma { pawn_faces }
    }

    pub fn pawns_up(&self) -> usize {
        self.pawn_faces.iter().filter(|&&f| f).count()
    }

    /// The seated player (0 = player 1, the tosser; 1 = player 2) who
    /// plays Sente.
    pub fn sente_player(&self) -> u8 {
        u8::from(self.pawns_up() > 5 - self.pawns_up())
    }
}

/// A game of shogi: the timeline of its moves and the table.
#[derive(Clone, Debug)]
pub struct Game {
    timeline: Timeline<ShogiRules>,
    options: GameOptions,
    furigoma: Option<Furigoma>,
    sente_player: u8,
}

impl Game {
    /// A new game from the start position; furigoma decides who is Sente.
    pub fn new(options: GameOptions) -> Game {
        let mut rng = match options.seed {
            Some(seed) => Rng::from_seed(seed),
            None => Rng::from_entropy(),
        };
        let furigoma = Furigoma::toss(&mut rng);
        let mut game = Game::from_position(Position::startpos(), options, furigoma.sente_player());
        game.furigoma = Some(furigoma);
        game
    }

    /// A game from a set-up position; `sente_player` is the seated player
    /// (0 or 1) who plays Sente.
    pub fn from_position(position: Position, options: GameOptions, sente_player: u8) -> Game {
        Game {
            timeline: Timeline::new(ShogiRules::default(), position, options.formal),
            options,
            furigoma: None,
            sente_player: sente_player & 1,
        }
    }

    pub fn options(&self) -> GameOptions {
        self.options
    }

    pub fn furigoma(&self) -> Option<Furigoma> {
        self.furigoma
    }

    pub fn sente_player(&self) -> u8 {
        self.sente_player
    }

    /// The destination of the last move (Japanese 同 refers to it).
    pub fn last_destination(&self) -> Option<Square> {
        self.plies().last().map(|p| p.mv.to())
    }

    /// Whether the impasse count may be called: both kings stand in their
    /// promotion zones and the game is on.
    pub fn impasse_available(&self) -> bool {
        self.outcome().is_none() && impasse_applies(self.position())
    }

    /// The impasse count of the current position, whether or not it may be
    /// called now.
    pub fn impasse_count(&self) -> ImpasseCount {
        impasse_count(self.position())
    }

    /// Ends the game as a game record says it ended where no move shows
    /// it: `winner` won by `reason`, one of the [`DECLARED_ENDINGS`] (a
    /// resignation, a loss on time, a foul), whichever side is to move.
    pub(crate) fn end_as_recorded(&mut self, winner: Side, reason: EndReason) -> Result<(), Error> {
        debug_assert!(DECLARED_ENDINGS.contains(&reason));
        self.timeline
            .end(Outcome::win(winner, reason))
            .map_err(Error::GameOver)
    }

    /// Either player calls the impasse count; it ends the game.
    pub fn declare_impasse(&mut self) -> Result<ImpasseCount, Error> {
        if let Some(o) = self.outcome() {
            return Err(Error::GameOver(o));
        }
        if !impasse_applies(self.position()) {
            return Err(Error::ImpasseNotAvailable);
        }
        let count = impasse_count(self.position());
        self.timeline.end(count.outcome).map_err(Error::GameOver)?;
        Ok(count)
    }
}

/// What stands on a place, as the page asks (`pieceAt`): the piece's side
/// and role ids, and how many (1 on a square, the count in a hand).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlaceContent {
    pub side: &'static str,
    pub role: &'static str,
    pub count: u8,
}

impl Game {
    /// What stands on `place`; `None` for an empty square or a hand that
    /// holds none of that kind.
    pub fn content(&self, place: Place) -> Option<PlaceContent> {
        let pos = self.position();
        let (side, role, count) = match place {
            Place::Square(sq) => pos.piece_at(sq).map(|p| (p.side(), p.role(), 1))?,
            Place::Hand(side, k) => (side, HAND_ROLES[k], pos.in_hand(side, HAND_ROLES[k])),
        };
        (count > 0).then(|| PlaceContent {
            side: side_id(side),
            role: role.id(),
            count,
        })
    }
}

/// The game's verbs over its timeline.
impl core::Game for Game {
    type Rules = ShogiRules;
    type Error = Error;
    type Record = GameRecord;
    type Options = GameOptions;
    const NAME: &'static str = "shogi";
    const SIDES: Sides = Sides::new(side_id, side_name);
    type Notation = Notation;
    /// A square, or a kind in a side's hand.
    type Place = Place;

    fn timeline(&self) -> &Timeline<ShogiRules> {
        &self.timeline
    }

    fn timeline_mut(&mut self) -> &mut Timeline<ShogiRules> {
        &mut self.timeline
    }

    /// Move text in any notation (see [`Position::parse_move`]); 同 names
    /// the last move's square.
    fn read_move(&self, text: &str) -> Result<Move, Error> {
        self.position().parse_move(text, self.last_destination())
    }

    fn move_text(m: Move) -> String {
        m.usi()
    }

    fn position_text(position: &Position) -> String {
        position.sfen()
    }

    /// Only a legal move has Western or Japanese text.
    fn move_text_in(&self, m: Move, notation: Notation) -> Result<String, Error> {
        if notation != Notation::Usi {
            if let Some(e) = self.explain(m) {
                return Err(e);
            }
        }
        let previous = self.last_destination();
        Ok(self.position().move_text(m, notation, previous))
    }

    fn move_texts(&self, notation: Notation) -> Vec<String> {
        let write = |pos: &Position, m, previous: Option<Move>| {
            pos.move_text(m, notation, previous.map(|p| p.to()))
        };
        board_rules::texts_along(self.start_position(), self.moves(), write)
    }

    fn set_up(text: &str, options: GameOptions) -> Result<Game, Error> {
        let position = Position::from_text_or_start(text)?;
        Ok(Game::from_position(position, options, 0))
    }

    fn record(&self) -> GameRecord {
        let seats = Seats {
            sente_player: self.sente_player,
            furigoma: self.furigoma.map(|f| f.pawn_faces),
        };
        let saved = self.saved_moves();
        BoardRecord::new(&self.timeline, saved, seats, &ENDED_BY_RECORD, side_id)
    }

    fn from_record(record: &GameRecord) -> Result<Game, Error> {
        let options = GameOptions {
            formal: record.formal,
            seed: None,
        };
        let start = Position::from_sfen(&record.saved.start)?;
        let seats = &record.table;
        let mut game = Game::from_position(start, options, seats.sente_player);
        game.furigoma = seats.furigoma.map(|pawn_faces| Furigoma { pawn_faces });
        let read = |text: &str| {
            Move::from_usi(text)
                .ok_or_else(|| Error::MoveText(super::MoveTextError::NotAMove(text.to_string())))
        };
        timeline::replay(
            &mut game,
            &record.saved.moves,
            |g, text| g.play(read(text)?).map(|_| ()),
            Error::numbered,
        )?;
        let redo = record
            .saved
            .redo
            .iter()
            .map(|t| read(t))
            .collect::<Result<_, _>>()?;
        game.timeline.restore_redo(redo);
        if game.outcome().is_none() {
            match timeline::ended_by(record.ended.as_deref(), &ENDED_BY_RECORD) {
                Some(EndReason::Impasse) => {
                    game.declare_impasse()?;
                }
                Some(EndReason::Agreement) => game.agree_draw()?,
                Some(reason) => {
                    let to_move = game.position().side_to_move();
                    let winner = record.ended_winner(to_move, side_id).ok_or_else(|| {
                        Error::UnknownWinner(record.winner.clone().unwrap_or_default())
                    })?;
                    game.end_as_recorded(winner, reason)?;
                }
                None => {}
            }
        }
        Ok(game)
    }

    fn starts_at(&self, m: Move, place: Place) -> bool {
        let dropped = m.dropped().and_then(|role| role.hand_index());
        place.starts(self.side_to_move(), m.from(), dropped)
    }
}

impl Resignable for Game {}

/// A game as JSON-friendly data: what the page keeps in localStorage.
/// `ended` names a resignation, the impasse count, a loss on time, a foul
/// or a draw agreed.
pub type GameRecord = BoardRecord<Seats>;

/// Who sat where: what a shogi record adds; a field left out takes its
/// default.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Seats {
    pub sente_player: u8,
    /// The furigoma that began the game, pawn faces up as `true`.
    pub furigoma: Option<[bool; 5]>,
}
