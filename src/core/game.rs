//! A board game as its callers see it (the command line, the wasm classes,
//! the computer player): the timeline of its moves and every verb over it,
//! written once. shakmaty's `Position` is the model: a game writes a few
//! required items and gets the rest as provided methods (`legal_moves`,
//! `explain`, `play`, `play_text`, `undo`, `redo`, `lose_on_time`,
//! `at_ply`, `can_undo`, `saved_moves`, `perft`, …), and [`Resignable`]
//! adds `resign` and `agree_draw` to the games whose players may.
//!
//! A game implements at least: its types (`Rules`, whose move is a
//! [`MoveCode`] and which say why a move is illegal and, through
//! [`Spoken`], its places and plies in words; `Error`, `Record`, `Options`,
//! `Notation`, `Place`), `NAME` and `SIDES`; `timeline` and
//! `timeline_mut`; its texts (`read_move`, `move_text`, `position_text`,
//! `set_up`); `record` and `from_record`; and `starts_at` (which moves
//! start from a place). The hooks it may override: `table_refusal` and
//! `forget_turn` (what the table adds to a turn: Cờ tướng's touch-move),
//! `move_text_in` and `move_texts` (a game with several notations),
//! `HOUSE_RULES` and `house_rules`, `position_lines` (what `rulebook play`
//! prints).

use super::game_error::GameError;
use super::spoken::Spoken;
use super::timeline::{Rules, SavedMoves, Timeline};
use super::{Lang, Outcome, Side, SpokenMove};

/// A game's position type.
pub type PositionOf<G> = <<G as Game>::Rules as Rules>::Position;
/// A game's move type.
pub type MoveOf<G> = <<G as Game>::Rules as Rules>::Move;
/// A game's ply type: the move and what its timeline keeps with it.
pub type GamePly<G> = <<G as Game>::Rules as Rules>::Ply;
/// A game's list of legal moves.
pub type MovesOf<G> = <<G as Game>::Rules as Rules>::Moves;
/// Why a move of the game breaks its rules.
pub type IllegalOf<G> = <<G as Game>::Error as GameError>::Illegal;

/// The notations a game writes moves in; `()` for a game that writes them
/// one way (its standard text).
pub trait Notation: Copy + 'static {
    /// Their names as `rulebook moves --notation` lists them
    /// ("iccs|wxf|vi"); empty for a game with one.
    const NAMES: &'static str;
    /// The notation when none is named.
    const DEFAULT: Self;
    fn parse(name: &str) -> Option<Self>;
}

impl Notation for () {
    const NAMES: &'static str = "";
    const DEFAULT: () = ();

    fn parse(_name: &str) -> Option<()> {
        None
    }
}

/// A move as a number, as the wasm API hands moves to JavaScript (and the
/// page hands them back).
pub trait MoveCode: Copy {
    fn code(self) -> u32;
    /// The move a code names, legal or not; `None` for a number that names
    /// no move of the game.
    fn from_code(code: u32) -> Option<Self>;
}

/// How a game names its sides, `First` and `Second`.
#[derive(Clone, Copy)]
pub struct Sides {
    /// A side's id in every machine-read text ("red", "sente").
    pub id: fn(Side) -> &'static str,
    /// A side's name for a player ("Red", "Đỏ").
    pub name: fn(Side, Lang) -> &'static str,
}

impl Sides {
    pub const fn new(id: fn(Side) -> &'static str, name: fn(Side, Lang) -> &'static str) -> Sides {
        Sides { id, name }
    }
}

/// A board game: see the module doc.
pub trait Game: Clone {
    /// What a position, a move and a ply are, why a move is illegal, when
    /// the game is over, and its places and plies in words.
    type Rules: Rules<Move: MoveCode> + Spoken<Self::Place>;
    /// Everything the game refuses, worded for a player.
    type Error: GameError<Illegal = <Self::Rules as Rules>::Illegal>;
    /// The whole game as saved data (`record`, `from_record`).
    type Record;
    /// The table's settings a game is set up with.
    type Options: Default;
    /// The notations its moves are written in.
    type Notation: Notation;
    /// What the page points at: a square, a hand's kind, an arrow.
    type Place: Copy;

    /// Its name on the command line (`xiangqi`).
    const NAME: &'static str;
    /// How it names its sides.
    const SIDES: Sides;
    /// Whether it takes house rules by name (`--option name=value`).
    const HOUSE_RULES: bool = false;

    // ---- What each game writes.

    /// The moves played, undone and the outcome.
    fn timeline(&self) -> &Timeline<Self::Rules>;
    fn timeline_mut(&mut self) -> &mut Timeline<Self::Rules>;
    /// A move from its text in any notation the game reads, in the
    /// position now; legal or not.
    fn read_move(&self, text: &str) -> Result<MoveOf<Self>, Self::Error>;
    /// A move's standard text (what records and the command line write).
    fn move_text(m: MoveOf<Self>) -> String;
    /// A position's standard text.
    fn position_text(position: &PositionOf<Self>) -> String;
    /// A game from a position text or `startpos`, under `options`; a
    /// set-up game tosses nothing: player 1 has the side to move.
    fn set_up(text: &str, options: Self::Options) -> Result<Self, Self::Error>;
    fn record(&self) -> Self::Record;
    /// A game saved by `record`, every move replayed and checked.
    fn from_record(record: &Self::Record) -> Result<Self, Self::Error>;
    /// Whether `m` is a move from `place` (its square, or a hand kind of the
    /// side to move).
    fn starts_at(&self, m: MoveOf<Self>, place: Self::Place) -> bool;

    // ---- Hooks a game overrides where it has more.

    /// A refusal the table adds to the rules' (Cờ tướng's touch-move
    /// obligation).
    fn table_refusal(&self, _m: MoveOf<Self>) -> Option<Self::Error> {
        None
    }

    /// Forgets what belonged to the turn (Cờ tướng's touches) when a move is
    /// played or taken back.
    fn forget_turn(&mut self) {}

    /// A move's text in `notation`, in the position now.
    fn move_text_in(
        &self,
        m: MoveOf<Self>,
        _notation: Self::Notation,
    ) -> Result<String, Self::Error> {
        Ok(Self::move_text(m))
    }

    /// The moves played in `notation`, each as written when it was played.
    fn move_texts(&self, _notation: Self::Notation) -> Vec<String> {
        self.moves().map(Self::move_text).collect()
    }

    /// The options the house rules `name=value` set (only a game with
    /// `HOUSE_RULES` is given any).
    fn house_rules(_settings: &[String]) -> Result<Self::Options, Self::Error> {
        Ok(Self::Options::default())
    }

    /// What `rulebook play` prints before the result.
    fn position_lines(&self) -> Vec<String> {
        vec![Self::position_text(self.position())]
    }

    // ---- Provided.

    /// A side's id in every machine-read text ("red", "sente").
    fn side_id(side: Side) -> &'static str {
        (Self::SIDES.id)(side)
    }

    /// A side's name for a player ("Red", "Đỏ").
    fn side_name(side: Side, lang: Lang) -> &'static str {
        (Self::SIDES.name)(side, lang)
    }

    fn position(&self) -> &PositionOf<Self> {
        self.timeline().position()
    }

    fn start_position(&self) -> &PositionOf<Self> {
        self.timeline().start()
    }

    fn plies(&self) -> &[GamePly<Self>] {
        self.timeline().plies()
    }

    fn moves(&self) -> impl Iterator<Item = MoveOf<Self>> + '_ {
        self.timeline().moves()
    }

    /// Undone moves that redo would play again, the next one last.
    fn redo_moves(&self) -> &[MoveOf<Self>] {
        self.timeline().redo_moves()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.timeline().outcome()
    }

    fn side_to_move(&self) -> Side {
        <Self::Rules as Rules>::side_to_move(self.position())
    }

    /// Whether `undo` would take a move back now (never in formal mode).
    fn can_undo(&self) -> bool {
        self.timeline().can_undo()
    }

    /// Whether `redo` would play an undone move again now.
    fn can_redo(&self) -> bool {
        self.timeline().can_redo()
    }

    /// The moves that may be played now: none once the game is over.
    fn legal_moves(&self) -> MovesOf<Self> {
        self.timeline().legal_moves()
    }

    /// Why `m` breaks the rules in the position now, or `None` if it does
    /// not (whether or not the game is over).
    fn illegal(&self, m: MoveOf<Self>) -> Option<IllegalOf<Self>> {
        self.timeline().illegal(m)
    }

    /// A place in words, for screen readers and the line under the board:
    /// "e2: Red cannon".
    fn describe(&self, place: Self::Place, lang: Lang) -> String {
        <Self::Rules as Spoken<Self::Place>>::describe(self.position(), place, lang)
    }

    /// The last move played in words, `None` before the first.
    fn last_move_spoken(&self, lang: Lang) -> Option<SpokenMove> {
        let ply = self.plies().last()?;
        <Self::Rules as Spoken<Self::Place>>::ply_spoken(ply, self.position(), lang)
    }

    /// The legal moves from a place.
    fn legal_moves_from(&self, place: Self::Place) -> Vec<MoveOf<Self>> {
        let legal = self.legal_moves();
        let from_here = legal.iter().filter(|&&m| self.starts_at(m, place));
        from_here.copied().collect()
    }

    /// Why `m` can't be played now (the game is over, the rules, the
    /// table), or `None` if it can.
    fn explain(&self, m: MoveOf<Self>) -> Option<Self::Error> {
        if let Some(o) = self.outcome() {
            return Some(Self::Error::game_over(o));
        }
        if let Some(reason) = self.illegal(m) {
            return Some(Self::Error::illegal_move(Self::move_text(m), reason));
        }
        self.table_refusal(m)
    }

    /// Plays `m` if it is legal; otherwise changes nothing and says why.
    fn play(&mut self, m: MoveOf<Self>) -> Result<&GamePly<Self>, Self::Error> {
        if let Some(e) = self.explain(m) {
            return Err(e);
        }
        self.forget_turn();
        Ok(self.timeline_mut().push(m))
    }

    /// Plays a move given as text in any notation; an illegal one is named
    /// as the player wrote it.
    fn play_text(&mut self, text: &str) -> Result<MoveOf<Self>, Self::Error> {
        let m = self.read_move(text)?;
        match self.play(m) {
            Ok(_) => Ok(m),
            Err(e) => Err(e.renamed(|_| text.trim().to_string())),
        }
    }

    /// Takes back the last move (not in formal mode); an ending no move
    /// shows is lifted with it.
    fn undo(&mut self) -> Result<MoveOf<Self>, Self::Error> {
        let m = self.timeline_mut().undo()?;
        self.forget_turn();
        Ok(m)
    }

    /// Plays again the last undone move, through the game's own checks.
    fn redo(&mut self) -> Result<MoveOf<Self>, Self::Error> {
        let m = self.timeline().next_redo()?;
        self.play(m)?;
        Ok(m)
    }

    /// The side to move's clock ran out: it loses on time.
    fn lose_on_time(&mut self) -> Result<(), Self::Error> {
        let flagged = self.timeline_mut().lose_on_time();
        flagged.map_err(Self::Error::game_over)
    }

    /// The game as it stood after its first `ply` moves, for review (this
    /// game unchanged; see [`Timeline::rewind_to`]); `None` past the moves
    /// played.
    fn at_ply(&self, ply: usize) -> Option<Self> {
        let mut game = self.clone();
        if !game.timeline_mut().rewind_to(ply) {
            return None;
        }
        if ply < self.plies().len() {
            game.forget_turn();
        }
        Some(game)
    }

    /// The moves of a record in the game's standard texts.
    fn saved_moves(&self) -> SavedMoves {
        self.timeline().saved(Self::position_text, Self::move_text)
    }

    /// Perft from the position now, for a game whose position walks its
    /// own move tree.
    fn perft(&self, depth: u32) -> Option<u64> {
        self.timeline().rules().perft(self.position(), depth)
    }
}

/// A game whose players may resign and agree a draw (every board game but
/// Ô ăn quan).
pub trait Resignable: Game {
    /// The side to move resigns.
    fn resign(&mut self) -> Result<(), Self::Error> {
        let resigned = self.timeline_mut().resign();
        resigned.map_err(Self::Error::game_over)
    }

    /// The players agree on a draw.
    fn agree_draw(&mut self) -> Result<(), Self::Error> {
        let agreed = self.timeline_mut().agree_draw();
        agreed.map_err(Self::Error::game_over)
    }
}
