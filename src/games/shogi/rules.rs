//! The game around a position: the end of the game (checkmate, sennichite
//! and perpetual check, the impasse count, resignation), undo/redo, formal
//! mode, furigoma, and why a move is illegal.

use serde::{Deserialize, Serialize};

use super::board::{Move, Place, Position, Role, Square, Undo};
use super::notation::{side_id, Notation};
use super::{Error, Illegal, MoveList};
use crate::core::board_record::BoardRecord;
use crate::core::board_rules::{self, BoardPly, BoardRules, RulesOf};
use crate::core::move_verbs;
use crate::core::timeline::{self, Timeline};
use crate::core::{repetition, EndReason, Outcome, Rng, Side};

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

/// The impasse count (jishogi, 持将棋) for both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImpasseCount {
    /// Points of Sente and Gote: rook and bishop 5, other pieces 1, kings
    /// none, promotion ignored, pieces in hand included.
    pub points: [u32; 2],
    pub outcome: Outcome,
}

/// Fewer points than this loses the impasse count.
pub const IMPASSE_POINTS: u32 = 24;

/// One ply of the game: the move, whether it gave check (for perpetual
/// check) and the hash after it (for sennichite).
pub type PlyRecord = BoardPly<Move, Undo>;

crate::core::board_rules::impl_board_position!(Position);

/// Shogi's rules for the timeline: no legal move loses, then sennichite.
pub type ShogiRules = RulesOf<Position>;

impl BoardRules for Position {
    /// No legal move loses. Sennichite (千日手): the current position (board, hands, side to
    /// move) occurs for the fourth time. A draw, unless one side gave check
    /// with every one of its moves since the first of those occurrences:
    /// that side loses.
    fn judge(start: &Position, pos: &Position, plies: &[PlyRecord]) -> Option<Outcome> {
        if let Some(lost) = board_rules::no_legal_move(pos) {
            return Some(lost);
        }
        let (cycle, first_mover) = board_rules::repeated(start, plies, 0, 4)?;
        let checked = repetition::every_ply(cycle, 0, first_mover, |p| p.gave_check);
        Some(match repetition::only_side(checked) {
            Some(checker) => Outcome::win(!checker, EndReason::PerpetualCheck),
            None => Outcome::draw(EndReason::Sennichite),
        })
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
    timeline::timeline_verbs!(ShogiRules);

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

    timeline::legal_moves_verb!(MoveList);
    crate::core::place::legal_moves_from_verb!(Place, Move);

    move_verbs::move_verbs!(Move, PlyRecord, named_by: Move::usi);

    /// Reads move text in any notation (see [`Position::parse_move`]).
    pub fn parse_move(&self, text: &str) -> Result<Move, Error> {
        self.position().parse_move(text, self.last_destination())
    }

    move_verbs::play_text_verb!(Move);

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

    /// Each move's text in `notation`, as written when it was played.
    pub fn move_texts(&self, notation: Notation) -> Vec<String> {
        let mut pos = self.start_position().clone();
        let mut previous = None;
        self.plies()
            .iter()
            .map(|ply| {
                let text = pos.move_text(ply.mv, notation, previous);
                pos.make(ply.mv);
                previous = Some(ply.mv.to());
                text
            })
            .collect()
    }
}

/// Both kings stand in their promotion zones.
pub fn impasse_applies(pos: &Position) -> bool {
    Side::BOTH
        .iter()
        .all(|&s| pos.king(s).is_some_and(|k| k.in_zone(s)))
}

/// The impasse count: a side with fewer than 24 points loses, otherwise the
/// game is drawn.
pub fn impasse_count(pos: &Position) -> ImpasseCount {
    let value = |role: Role| match role.unpromoted() {
        Role::King => 0,
        Role::Rook | Role::Bishop => 5,
        _ => 1,
    };
    let mut points = [0u32; 2];
    for (_, piece) in pos.pieces() {
        points[piece.side().index()] += value(piece.role());
    }
    for side in Side::BOTH {
        for (k, role) in super::HAND_ROLES.iter().enumerate() {
            points[side.index()] += value(*role) * pos.hands()[side].count(k) as u32;
        }
    }
    let short = [points[0] < IMPASSE_POINTS, points[1] < IMPASSE_POINTS];
    let outcome = match repetition::only_side(short) {
        Some(loser) => Outcome::win(!loser, EndReason::Impasse),
        None => Outcome::draw(EndReason::Impasse),
    };
    ImpasseCount { points, outcome }
}

/// Why `m` is not a legal move in `pos`, or `None` if it is.
pub fn explain(pos: &Position, m: Move) -> Option<Illegal> {
    let us = pos.side_to_move();
    let to = m.to();
    if pos.is_legal(m) {
        return None;
    }
    let Some(from) = m.from() else {
        let role = m.dropped().unwrap_or(Role::Pawn);
        if pos.in_hand(us, role) == 0 {
            return Some(Illegal::NotInHand(role));
        }
        if pos.piece_at(to).is_some() {
            return Some(Illegal::DropOnPiece(to));
        }
        if to.depth(us) > role.last_playable_depth() {
            return Some(Illegal::DeadDrop { role, to });
        }
        if role == Role::Pawn && pos.has_pawn_on_file(us, to) {
            return Some(Illegal::Nifu { to });
        }
        if pos.is_pawn_drop_mate(m) {
            return Some(Illegal::PawnDropMate { to });
        }
        return Some(Illegal::IgnoresCheck);
    };
    let Some(piece) = pos.piece_at(from) else {
        return Some(Illegal::NoPiece(from));
    };
    if piece.side() != us {
        return Some(Illegal::NotYourPiece { piece, at: from });
    }
    if pos.piece_at(to).is_some_and(|p| p.side() == us) {
        return Some(Illegal::OwnPieceThere(to));
    }
    let mut pseudo = MoveList::new();
    pos.pseudo_legal_moves(&mut pseudo);
    if !pseudo
        .iter()
        .any(|o| o.from() == Some(from) && o.to() == to)
    {
        return Some(Illegal::CannotReach { piece, from, to });
    }
    let role = piece.role();
    if m.promotes() {
        if role.promoted().is_none() {
            return Some(Illegal::CannotPromote(role));
        }
        if !from.in_zone(us) && !to.in_zone(us) {
            return Some(Illegal::OutsideZone { from, to });
        }
    } else if to.depth(us) > role.last_playable_depth() {
        return Some(Illegal::MustPromote { role, to });
    }
    if role == Role::King {
        return Some(Illegal::KingIntoCheck(to));
    }
    if pos.in_check() {
        return Some(Illegal::IgnoresCheck);
    }
    Some(Illegal::ExposesKing { at: from })
}

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

impl Game {
    pub fn record(&self) -> GameRecord {
        let seats = Seats {
            sente_player: self.sente_player,
            furigoma: self.furigoma.map(|f| f.pawn_faces),
        };
        let saved = self.timeline.saved(Position::sfen, Move::usi);
        BoardRecord::new(&self.timeline, saved, seats, &ENDED_BY_RECORD, side_id)
    }

    /// Rebuilds a game from its record, replaying and checking every move.
    pub fn from_record(record: &GameRecord) -> Result<Game, Error> {
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
}
