//! The session around a game's rules, the same for every board game: the
//! start, the position now, the plies played, the moves undone (for redo),
//! the outcome, and formal mode (a move once made stands).
//!
//! A game's `rules.rs` says what a ply is and when the game is over
//! ([`Rules`]); its `Game` checks that a move is legal and then hands it to
//! [`Timeline::push`]. What undo, redo, resignation and replaying a saved
//! record mean is decided here, once.

use serde::{Deserialize, Serialize};

use super::{EndReason, HistoryRefusal, Outcome, Side};

/// What a game's rules tell its timeline.
pub trait Rules {
    type Position: Clone;
    type Move: Copy + PartialEq;
    /// One ply as the game keeps it (the move and what undoing and judging
    /// repetition need).
    type Ply;
    /// The legal moves of a position, as the game lists them.
    type Moves: std::ops::Deref<Target = [Self::Move]> + Default;
    /// Why the rules refuse a move.
    type Illegal;

    /// Plays a move already found legal; `plies` are those before it.
    fn make(&self, position: &mut Self::Position, m: Self::Move, plies: &[Self::Ply]) -> Self::Ply;
    /// Takes a ply back.
    fn unmake(&self, position: &mut Self::Position, ply: Self::Ply);
    fn ply_move(ply: &Self::Ply) -> Self::Move;
    fn side_to_move(position: &Self::Position) -> Side;
    /// The moves the rules allow in `position`, whether or not the game is
    /// over there.
    fn legal_moves(&self, position: &Self::Position) -> Self::Moves;
    /// Why `m` breaks the rules in `position`, or `None` if it does not
    /// (whether or not the game is over there).
    fn illegal(&self, position: &Self::Position, m: Self::Move) -> Option<Self::Illegal>;
    /// The leaf nodes of the legal move tree from `position` to `depth`,
    /// for a game whose position walks its own tree; `None` otherwise.
    fn perft(&self, _position: &Self::Position, _depth: u32) -> Option<u64> {
        None
    }
    /// Whether the game is over in `position`, reached by `plies` from
    /// `start` (no legal move, a repetition verdict, …).
    fn judge(
        &self,
        start: &Self::Position,
        position: &Self::Position,
        plies: &[Self::Ply],
    ) -> Option<Outcome>;
}

/// A game's history: see the module doc.
#[derive(Clone, Debug)]
pub struct Timeline<R: Rules> {
    rules: R,
    start: R::Position,
    position: R::Position,
    plies: Vec<R::Ply>,
    redo: Vec<R::Move>,
    outcome: Option<Outcome>,
    formal: bool,
}

impl<R: Rules> Timeline<R> {
    /// A game from `start`; `formal` forbids taking moves back.
    pub fn new(rules: R, start: R::Position, formal: bool) -> Self {
        let mut timeline = Timeline {
            rules,
            position: start.clone(),
            start,
            plies: Vec::new(),
            redo: Vec::new(),
            outcome: None,
            formal,
        };
        timeline.outcome = timeline.judge();
        timeline
    }

    pub fn rules(&self) -> &R {
        &self.rules
    }

    pub fn start(&self) -> &R::Position {
        &self.start
    }

    pub fn position(&self) -> &R::Position {
        &self.position
    }

    pub fn plies(&self) -> &[R::Ply] {
        &self.plies
    }

    pub fn moves(&self) -> impl Iterator<Item = R::Move> + '_ {
        self.plies.iter().map(R::ply_move)
    }

    /// Undone moves that redo would play again, the next one last.
    pub fn redo_moves(&self) -> &[R::Move] {
        &self.redo
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The moves that may be played now: none once the game is over.
    pub fn legal_moves(&self) -> R::Moves {
        match self.outcome {
            Some(_) => R::Moves::default(),
            None => self.rules.legal_moves(&self.position),
        }
    }

    /// Why `m` breaks the rules in the position now, or `None` if it does
    /// not (whether or not the game is over).
    pub fn illegal(&self, m: R::Move) -> Option<R::Illegal> {
        self.rules.illegal(&self.position, m)
    }

    pub fn formal(&self) -> bool {
        self.formal
    }

    /// Undo is allowed: not formal, and a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.formal && !self.plies.is_empty()
    }

    /// Redo is allowed: not formal (where nothing is ever undone), and an
    /// undone move to play again.
    pub fn can_redo(&self) -> bool {
        !self.formal && !self.redo.is_empty()
    }

    /// Plays a move the game has found legal: a new move forgets the undone
    /// ones, unless it is the next of them.
    pub fn push(&mut self, m: R::Move) -> &R::Ply {
        if self.redo.last() == Some(&m) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        let ply = self.rules.make(&mut self.position, m, &self.plies);
        self.plies.push(ply);
        self.outcome = self.judge();
        self.plies.last().expect("a ply was just pushed")
    }

    /// Takes back the last move. An ending no move shows (resignation, a
    /// foul, a count) is lifted with it.
    pub fn undo(&mut self) -> Result<R::Move, HistoryRefusal> {
        if self.formal {
            return Err(HistoryRefusal::UndoForbidden);
        }
        let ply = self.plies.pop().ok_or(HistoryRefusal::NothingToUndo)?;
        let m = R::ply_move(&ply);
        self.rules.unmake(&mut self.position, ply);
        self.redo.push(m);
        self.outcome = self.judge();
        Ok(m)
    }

    /// The move redo plays; the game plays it through its own checks.
    pub fn next_redo(&self) -> Result<R::Move, HistoryRefusal> {
        self.redo
            .last()
            .copied()
            .ok_or(HistoryRefusal::NothingToRedo)
    }

    /// Ends the game in a way no move shows; refused (with the outcome that
    /// stands) when it is over already.
    pub fn end(&mut self, outcome: Outcome) -> Result<(), Outcome> {
        if let Some(o) = self.outcome {
            return Err(o);
        }
        self.outcome = Some(outcome);
        Ok(())
    }

    /// The side to move resigns.
    pub fn resign(&mut self) -> Result<(), Outcome> {
        self.declare(EndReason::Resignation)
    }

    /// The players agree on a draw (one offered it, the other accepted:
    /// the offer itself is the page's, no move or record holds it).
    pub fn agree_draw(&mut self) -> Result<(), Outcome> {
        self.declare(EndReason::Agreement)
    }

    /// The side to move's clock ran out (only its clock runs): it loses.
    pub fn lose_on_time(&mut self) -> Result<(), Outcome> {
        self.declare(EndReason::TimeForfeit)
    }

    /// Ends the game by one of the endings the players declare, as they
    /// do it: a draw by agreement, or else the side to move loses
    /// (resignation, a loss on time). A saved record's `ended` is replayed
    /// through here.
    pub fn declare(&mut self, reason: EndReason) -> Result<(), Outcome> {
        let outcome = match reason {
            EndReason::Agreement => Outcome::draw(reason),
            _ => Outcome::win(!R::side_to_move(&self.position), reason),
        };
        self.end(outcome)
    }

    /// Ends a replayed game as a saved record's `ended` says, when it is one
    /// of the endings the players declare (`allowed`, [`Self::declare`])
    /// and the moves have not ended the game already (they keep their
    /// ending).
    pub fn restore_ended(&mut self, ended: Option<&str>, allowed: &[EndReason]) {
        if let Some(reason) = ended_by(ended, allowed) {
            let _ = self.declare(reason);
        }
    }

    /// A saved record's undone moves, to redo later.
    pub fn restore_redo(&mut self, moves: Vec<R::Move>) {
        self.redo = moves;
    }

    /// Goes back to the position after the first `ply` moves, whatever
    /// formal mode says (a copy for review, not the game in play): nothing
    /// is left to redo and the outcome is judged there. At `ply` equal to
    /// the moves played nothing changes (an ending no move shows stays);
    /// false, and nothing changed, past them.
    pub fn rewind_to(&mut self, ply: usize) -> bool {
        if ply > self.plies.len() {
            return false;
        }
        if ply == self.plies.len() {
            return true;
        }
        while self.plies.len() > ply {
            let last = self.plies.pop().expect("more plies than `ply`");
            self.rules.unmake(&mut self.position, last);
        }
        self.redo.clear();
        self.outcome = self.judge();
        true
    }

    fn judge(&self) -> Option<Outcome> {
        self.rules.judge(&self.start, &self.position, &self.plies)
    }
}

/// The moves of a saved game, in the game's own texts: where it started,
/// what was played, and what was undone (for redo). Each game's record
/// flattens it beside its own fields, so the JSON keeps `start`, `moves`
/// and `redo` at the top.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedMoves {
    /// The start position's text.
    pub start: String,
    /// The moves played, in the game's standard move text.
    pub moves: Vec<String>,
    /// Undone moves that redo would play again, the next one last.
    #[serde(default)]
    pub redo: Vec<String>,
}

impl<R: Rules> Timeline<R> {
    /// The moves as a record keeps them, each position and move worded by
    /// the game.
    pub fn saved(
        &self,
        position_text: impl Fn(&R::Position) -> String,
        move_text: impl Fn(R::Move) -> String,
    ) -> SavedMoves {
        SavedMoves {
            start: position_text(&self.start),
            moves: self.moves().map(&move_text).collect(),
            redo: self.redo.iter().copied().map(&move_text).collect(),
        }
    }
}

/// Replays a saved record's moves through `play` (the game's own checks), in
/// order; a refusal is renamed by `numbered` with the move's number (from 1)
/// so the player learns which move of the record is wrong.
pub fn replay<G, E>(
    game: &mut G,
    moves: &[String],
    mut play: impl FnMut(&mut G, &str) -> Result<(), E>,
    numbered: impl Fn(E, usize) -> E,
) -> Result<(), E> {
    for (i, text) in moves.iter().enumerate() {
        play(game, text).map_err(|e| numbered(e, i + 1))?;
    }
    Ok(())
}

/// How a saved record says a game ended when no move shows it
/// (`"resignation"`, `"technical_foul"`, …): the reason, if `allowed`.
pub fn ended_by(text: Option<&str>, allowed: &[EndReason]) -> Option<EndReason> {
    let text = text?;
    allowed.iter().copied().find(|r| r.as_str() == text)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy game: the position is a number and a side; a move adds to the
    /// number; reaching 10 or more wins for the mover; a number seen three
    /// times draws.
    #[derive(Clone, Copy, Debug, Default)]
    struct Counting;

    type Pos = (u32, Side);

    impl Rules for Counting {
        type Position = Pos;
        type Move = u32;
        type Ply = (u32, Pos);
        type Moves = Vec<u32>;
        type Illegal = ();

        fn make(&self, position: &mut Pos, m: u32, _plies: &[(u32, Pos)]) -> (u32, Pos) {
            let before = *position;
            *position = (position.0 + m, !position.1);
            (m, before)
        }

        fn unmake(&self, position: &mut Pos, ply: (u32, Pos)) {
            *position = ply.1;
        }

        fn ply_move(ply: &(u32, Pos)) -> u32 {
            ply.0
        }

        fn side_to_move(position: &Pos) -> Side {
            position.1
        }

        fn legal_moves(&self, _position: &Pos) -> Vec<u32> {
            vec![1, 2, 3]
        }

        fn illegal(&self, position: &Pos, m: u32) -> Option<()> {
            (!self.legal_moves(position).contains(&m)).then_some(())
        }

        fn judge(&self, _start: &Pos, position: &Pos, _plies: &[(u32, Pos)]) -> Option<Outcome> {
            (position.0 >= 10).then(|| Outcome::win(!position.1, EndReason::Checkmate))
        }
    }

    fn timeline(formal: bool) -> Timeline<Counting> {
        Timeline::new(Counting, (0, Side::First), formal)
    }

    #[test]
    fn undo_and_redo_walk_the_history_and_a_new_move_forgets_the_redo() {
        let mut t = timeline(false);
        assert!(!t.can_undo() && !t.can_redo());
        t.push(3);
        t.push(4);
        assert_eq!(t.moves().collect::<Vec<_>>(), [3, 4]);
        assert_eq!(t.undo(), Ok(4));
        assert_eq!(t.undo(), Ok(3));
        assert_eq!(t.undo(), Err(HistoryRefusal::NothingToUndo));
        assert_eq!(*t.position(), (0, Side::First));
        assert_eq!(t.redo_moves(), [4, 3]);
        assert_eq!(t.next_redo(), Ok(3));
        t.push(3);
        assert_eq!(t.redo_moves(), [4], "the next undone move was played");
        t.push(1);
        assert!(t.redo_moves().is_empty(), "another move forgets the rest");
        assert_eq!(t.next_redo(), Err(HistoryRefusal::NothingToRedo));
    }

    #[test]
    fn formal_mode_allows_no_take_back() {
        let mut t = timeline(true);
        t.push(2);
        assert!(!t.can_undo());
        assert_eq!(t.undo(), Err(HistoryRefusal::UndoForbidden));
        assert_eq!(t.plies().len(), 1);
        t.restore_redo(vec![5]);
        assert!(!t.can_redo(), "nothing undone is replayed in formal mode");
    }

    /// Asserts the game is over as `outcome` says, and that `another`
    /// ending is refused with it.
    fn assert_over(
        t: &mut Timeline<Counting>,
        outcome: Outcome,
        another: fn(&mut Timeline<Counting>) -> Result<(), Outcome>,
    ) {
        assert_eq!(t.outcome(), Some(outcome));
        assert_eq!(
            another(t),
            Err(outcome),
            "a finished game refuses another ending"
        );
    }

    #[test]
    fn endings_come_from_the_rules_or_from_outside_and_undo_lifts_them() {
        let mut t = timeline(false);
        t.push(12);
        let checkmate = Outcome::win(Side::First, EndReason::Checkmate);
        assert_over(&mut t, checkmate, Timeline::resign);
        t.undo().unwrap();
        assert_eq!(t.outcome(), None);
        t.resign().unwrap();
        assert_eq!(
            t.outcome(),
            Some(Outcome::win(Side::Second, EndReason::Resignation))
        );
        t.push(1);
        t.undo().unwrap();
        assert_eq!(t.outcome(), None, "taking a move back lifts a resignation");
    }

    #[test]
    fn a_draw_agreed_and_a_loss_on_time_end_the_game_until_undone() {
        let mut t = timeline(false);
        t.push(1);
        t.agree_draw().unwrap();
        let agreed = Outcome::draw(EndReason::Agreement);
        assert_over(&mut t, agreed, Timeline::lose_on_time);
        t.undo().unwrap();
        assert_eq!(t.outcome(), None, "undo lifts the agreed draw");
        t.push(2);
        // Second is to move: its clock ran out, First wins.
        t.lose_on_time().unwrap();
        let on_time = Outcome::win(Side::First, EndReason::TimeForfeit);
        assert_over(&mut t, on_time, Timeline::agree_draw);
        t.undo().unwrap();
        assert_eq!(t.outcome(), None, "undo lifts the loss on time");
        t.push(12);
        assert_eq!(
            t.agree_draw(),
            Err(Outcome::win(Side::First, EndReason::Checkmate)),
            "a game the rules ended can't be drawn"
        );
    }

    #[test]
    fn a_record_replays_through_the_games_checks_and_names_the_refused_move() {
        let mut t = timeline(false);
        let moves: Vec<String> = ["1", "2", "x", "4"].map(String::from).to_vec();
        let result = replay(
            &mut t,
            &moves,
            |t, text| {
                let m: u32 = text.parse().map_err(|_| text.to_string())?;
                t.push(m);
                Ok(())
            },
            |e, n| format!("move {n} ({e})"),
        );
        assert_eq!(result, Err("move 3 (x)".to_string()));
        assert_eq!(t.moves().collect::<Vec<_>>(), [1, 2]);
        let saved = t.saved(|p| p.0.to_string(), |m| m.to_string());
        assert_eq!(saved.start, "0");
        assert_eq!(saved.moves, ["1", "2"]);
        assert_eq!(
            ended_by(Some("resignation"), &[EndReason::Resignation]),
            Some(EndReason::Resignation)
        );
        assert_eq!(ended_by(Some("checkmate"), &[EndReason::Resignation]), None);
    }

    #[test]
    fn rewinding_goes_back_to_a_ply_even_in_formal_mode_and_judges_there() {
        let mut t = timeline(true);
        for m in [3, 4, 5] {
            t.push(m);
        }
        assert!(t.outcome().is_some(), "12 wins");
        let mut back = t.clone();
        assert!(back.rewind_to(1));
        assert_eq!(*back.position(), (3, Side::Second));
        assert_eq!(back.moves().collect::<Vec<_>>(), [3]);
        assert_eq!(back.outcome(), None, "judged after the first move");
        assert!(
            back.redo_moves().is_empty(),
            "a review copy has nothing to redo"
        );
        assert!(back.rewind_to(0));
        assert_eq!(*back.position(), (0, Side::First));
        assert!(!back.rewind_to(1), "no move past the plies kept");
        assert_eq!(
            *back.position(),
            (0, Side::First),
            "a refusal changes nothing"
        );

        let mut resigned = timeline(false);
        resigned.push(2);
        resigned.resign().unwrap();
        let mut same = resigned.clone();
        assert!(
            same.rewind_to(1),
            "the ply count itself is the game as it stands"
        );
        assert_eq!(
            same.outcome(),
            resigned.outcome(),
            "an ending no move shows stays"
        );
        assert!(!same.rewind_to(2));
        assert!(same.rewind_to(0));
        assert_eq!(
            same.outcome(),
            None,
            "before the resignation's ply the game goes on"
        );
    }
}
