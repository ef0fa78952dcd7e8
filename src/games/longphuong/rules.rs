//! The game around a position: checkmate, PAT, Thiên Nhật Thủ,
//! resignation, undo/redo, and why a move is illegal.

use serde::{Deserialize, Serialize};

use super::board::{Kind, Move, MoveKind, Position, Undo};
use super::{Error, Illegal, MoveList};
use crate::core::{repetition, EndReason, Outcome};

/// One ply of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlyRecord {
    pub mv: Move,
    pub undo: Undo,
    pub hash_after: u64,
}

/// A game of Cờ Long Phượng: a start position and the moves played.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    plies: Vec<PlyRecord>,
    redo: Vec<Move>,
    outcome: Option<Outcome>,
    formal: bool,
}

impl Game {
    /// A game from `position`; `formal` forbids undo.
    pub fn from_position(position: Position, formal: bool) -> Game {
        let mut game = Game {
            start: position.clone(),
            position,
            plies: Vec::new(),
            redo: Vec::new(),
            outcome: None,
            formal,
        };
        game.outcome = game.judge();
        game
    }

    pub fn new(formal: bool) -> Game {
        Game::from_position(Position::startpos(), formal)
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn start_position(&self) -> &Position {
        &self.start
    }

    pub fn plies(&self) -> &[PlyRecord] {
        &self.plies
    }

    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.plies.iter().map(|p| p.mv)
    }

    pub fn redo_moves(&self) -> &[Move] {
        &self.redo
    }

    pub fn formal(&self) -> bool {
        self.formal
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn legal_moves(&self) -> MoveList {
        if self.outcome.is_some() {
            return MoveList::new();
        }
        self.position.legal_moves()
    }

    /// Why `m` can't be played now, or `None` if it can.
    pub fn explain(&self, m: Move) -> Option<Error> {
        if let Some(o) = self.outcome {
            return Some(Error::GameOver(o));
        }
        explain(&self.position, m).map(|reason| Error::IllegalMove {
            text: m.text(),
            reason,
        })
    }

    pub fn play_text(&mut self, text: &str) -> Result<Move, Error> {
        let m = self.position.parse_move(text)?;
        self.play(m)?;
        Ok(m)
    }

    /// Plays `m` if it is legal; otherwise changes nothing and says why.
    pub fn play(&mut self, m: Move) -> Result<&PlyRecord, Error> {
        if let Some(e) = self.explain(m) {
            return Err(e);
        }
        if self.redo.last() == Some(&m) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        let undo = self.position.make(m);
        self.plies.push(PlyRecord {
            mv: m,
            undo,
            hash_after: self.position.hash(),
        });
        self.outcome = self.judge();
        Ok(self.plies.last().expect("a ply was just pushed"))
    }

    pub fn undo(&mut self) -> Result<Move, Error> {
        if self.formal {
            return Err(Error::UndoForbidden);
        }
        let ply = self.plies.pop().ok_or(Error::NothingToUndo)?;
        self.position.unmake(ply.mv, ply.undo);
        self.redo.push(ply.mv);
        self.outcome = self.judge();
        Ok(ply.mv)
    }

    pub fn redo(&mut self) -> Result<Move, Error> {
        let m = *self.redo.last().ok_or(Error::NothingToRedo)?;
        self.play(m)?;
        Ok(m)
    }

    /// The side to move resigns.
    pub fn resign(&mut self) -> Result<(), Error> {
        if let Some(o) = self.outcome {
            return Err(Error::GameOver(o));
        }
        let loser = self.position.side_to_move();
        self.outcome = Some(Outcome::win(!loser, EndReason::Resignation));
        Ok(())
    }

    fn judge(&self) -> Option<Outcome> {
        let pos = &self.position;
        // Thiên Nhật Thủ: the third occurrence loses for whoever made it.
        if let Some(r) = repetition::find(self.start.hash(), &self.plies, |p| p.hash_after, 0) {
            if r.occurrences >= 3 {
                return Some(Outcome::win(pos.side_to_move(), EndReason::ThienNhatThu));
            }
        }
        if pos.legal_moves().is_empty() {
            return Some(if pos.in_check() {
                Outcome::win(!pos.side_to_move(), EndReason::Checkmate)
            } else {
                Outcome::draw(EndReason::Pat)
            });
        }
        None
    }
}

/// Why `m` is not a legal move in `pos`, or `None` if it is.
pub fn explain(pos: &Position, m: Move) -> Option<Illegal> {
    if pos.is_legal(m) {
        return None;
    }
    let us = pos.side_to_move();
    let to = m.to();
    if pos.in_opening() {
        return Some(match m.dropped() {
            Some(Kind::Dragon | Kind::Phoenix) if pos.in_hand(us, m.dropped()?) == 0 => {
                Illegal::NotInHand(m.dropped()?)
            }
            Some(Kind::Dragon | Kind::Phoenix) => Illegal::OpeningSquare(to),
            _ => Illegal::OpeningDropsOnly,
        });
    }
    let target = pos.top(to);
    if m.kind() == MoveKind::Drop {
        let kind = m.dropped()?;
        if pos.in_hand(us, kind) == 0 {
            return Some(Illegal::NotInHand(kind));
        }
        return Some(match target {
            Some(q) if q.side() != us => Illegal::DropOnOpponent(to),
            Some(q) if q.kind() == Kind::King => Illegal::OntoOwnKing(to),
            _ => Illegal::LeavesKingAttacked,
        });
    }
    let from = m.from()?;
    let Some(p) = pos.top(from) else {
        return Some(Illegal::NoPiece(from));
    };
    if p.side() != us {
        return Some(Illegal::NotYourPiece(from));
    }
    if let Some(f) = m.facing() {
        if !p.kind().rotatable() {
            return Some(Illegal::CannotTurn(p.kind()));
        }
        if !p.facing().quarter_turn_to(f) {
            return Some(Illegal::NotAQuarterTurn { at: from });
        }
    }
    if m.kind() == MoveKind::Rotate {
        return Some(Illegal::LeavesKingAttacked);
    }
    let height = pos.stack(from).height();
    if m.kind() == MoveKind::Stack && height == 1 {
        return Some(Illegal::NotAStack(from));
    }
    if !pos.grid_reaches(from, to) {
        return Some(Illegal::CannotReach {
            kind: p.kind(),
            from,
            to,
        });
    }
    if let Some(q) = target.filter(|q| q.side() == us) {
        return Some(if p.kind() == Kind::King {
            Illegal::KingCannotStack
        } else if q.kind() == Kind::King {
            Illegal::OntoOwnKing(to)
        } else if m.kind() == MoveKind::Stack {
            Illegal::StackCannotStack(to)
        } else {
            Illegal::SplitCannotStack(to)
        });
    }
    Some(Illegal::LeavesKingAttacked)
}

/// A game as JSON-friendly data: what the page keeps in localStorage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameRecord {
    pub start: String,
    pub moves: Vec<String>,
    #[serde(default)]
    pub redo: Vec<String>,
    #[serde(default)]
    pub formal: bool,
    /// Set when the game ended by resignation, which no move shows.
    #[serde(default)]
    pub ended: Option<String>,
}

impl Game {
    pub fn record(&self) -> GameRecord {
        GameRecord {
            start: self.start.text(),
            moves: self.moves().map(Move::text).collect(),
            redo: self.redo.iter().map(|m| m.text()).collect(),
            formal: self.formal,
            ended: match self.outcome {
                Some(o) if o.reason == EndReason::Resignation => Some(o.reason.as_str().into()),
                _ => None,
            },
        }
    }

    /// Rebuilds a game from its record, replaying and checking every move.
    pub fn from_record(record: &GameRecord) -> Result<Game, Error> {
        let mut game = Game::from_position(Position::from_text(&record.start)?, record.formal);
        for (i, text) in record.moves.iter().enumerate() {
            game.play_text(text).map_err(|e| match e {
                Error::IllegalMove { text, reason } => Error::IllegalMove {
                    text: format!("move {} ({text})", i + 1),
                    reason,
                },
                other => other,
            })?;
        }
        for text in &record.redo {
            game.redo
                .push(Move::from_text(text).map_err(Error::MoveText)?);
        }
        if game.outcome.is_none() && record.ended.as_deref() == Some("resignation") {
            game.resign()?;
        }
        Ok(game)
    }

    /// Each move's text.
    pub fn move_texts(&self) -> Vec<String> {
        self.moves().map(Move::text).collect()
    }
}
