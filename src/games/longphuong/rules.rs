//! The game around a position: checkmate, PAT, Thiên Nhật Thủ,
//! resignation, undo/redo, and why a move is illegal.

use super::board::{Kind, Move, MoveKind, Place, Position, Undo};
use super::{side_id, Error, Illegal, MoveList};
use crate::core::board_record::BoardRecord;
use crate::core::board_rules::{self, BoardPly, BoardRules, RulesOf};
use crate::core::move_verbs;
use crate::core::timeline::{self, Timeline};
use crate::core::{EndReason, Outcome};

/// One ply of the game: the move and the hash after it (for Thiên Nhật
/// Thủ).
pub type PlyRecord = BoardPly<Move, Undo>;

crate::core::board_rules::impl_board_position!(Position);

/// Cờ Long Phượng's rules for the timeline.
pub type LongPhuongRules = RulesOf<Position>;

impl BoardRules for Position {
    /// Thiên Nhật Thủ (the third occurrence of a position loses for whoever
    /// made it), then checkmate, or PAT (no legal move while not in check,
    /// a draw).
    fn judge(start: &Position, pos: &Position, plies: &[PlyRecord]) -> Option<Outcome> {
        if board_rules::repeated(start, plies, 0, 3).is_some() {
            return Some(Outcome::win(pos.side_to_move(), EndReason::ThienNhatThu));
        }
        if !pos.legal_moves().is_empty() {
            return None;
        }
        Some(if pos.in_check() {
            Outcome::win(!pos.side_to_move(), EndReason::Checkmate)
        } else {
            Outcome::draw(EndReason::Pat)
        })
    }
}

/// A game of Cờ Long Phượng: the timeline of its moves.
#[derive(Clone, Debug)]
pub struct Game {
    timeline: Timeline<LongPhuongRules>,
}

impl Game {
    timeline::timeline_verbs!(LongPhuongRules);

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

    timeline::legal_moves_verb!(MoveList);
    crate::core::place::legal_moves_from_verb!(Place, Move);

    move_verbs::move_verbs!(Move, PlyRecord, named_by: Move::text);

    pub fn play_text(&mut self, text: &str) -> Result<Move, Error> {
        let m = self.position().parse_move(text)?;
        self.play(m)?;
        Ok(m)
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

/// Endings no move shows, which a saved record names (`ended`).
const ENDED_BY_RECORD: [EndReason; 3] = [
    EndReason::Resignation,
    EndReason::Agreement,
    EndReason::TimeForfeit,
];

/// A game as JSON-friendly data: what the page keeps in localStorage.
/// `ended` names a resignation, a draw agreed or a loss on time; the game
/// adds nothing of its own.
pub type GameRecord = BoardRecord<()>;

impl Game {
    pub fn record(&self) -> GameRecord {
        let saved = self.timeline.saved(Position::text, Move::text);
        BoardRecord::new(&self.timeline, saved, (), &ENDED_BY_RECORD, side_id)
    }

    /// Rebuilds a game from its record, replaying and checking every move.
    pub fn from_record(record: &GameRecord) -> Result<Game, Error> {
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

    /// Each move's text.
    pub fn move_texts(&self) -> Vec<String> {
        self.moves().map(Move::text).collect()
    }
}
