//! The move verbs of a board game's `Game`, written once for the games whose
//! rules say why a move is illegal (`explain(position, m)` beside `Game` in
//! the game's `rules.rs`) and whose `Error` has the variants `GameOver`
//! and `IllegalMove { text, reason }`.

/// `explain` (why a move can't be played now: the game is over, or the
/// rules' reason with the move named by `$text`, then `then: $more`, a check
/// of the game's own) and `play` (a move `explain` allows goes to the
/// timeline, after `before_push: $hook` forgets what belonged to the turn).
macro_rules! move_verbs {
    ($move:ty, $ply:ty, named_by: $text:path $(, then: $more:ident)? $(, before_push: $hook:ident)?) => {
        /// Why `m` can't be played now, or `None` if it can.
        pub fn explain(&self, m: $move) -> Option<Error> {
            if let Some(o) = self.outcome() {
                return Some(Error::GameOver(o));
            }
            if let Some(reason) = explain(self.position(), m) {
                return Some(Error::IllegalMove {
                    text: $text(m),
                    reason,
                });
            }
            None $(.or_else(|| self.$more(m)))?
        }

        /// Plays `m` if it is legal; otherwise changes nothing and says why.
        pub fn play(&mut self, m: $move) -> Result<&$ply, Error> {
            if let Some(e) = self.explain(m) {
                return Err(e);
            }
            $(self.$hook();)?
            Ok(self.timeline.push(m))
        }
    };
}
pub(crate) use move_verbs;

/// `play_text` for a game that reads a move in any notation (its
/// `parse_move`): a refusal names the move as the player wrote it.
macro_rules! play_text_verb {
    ($move:ty) => {
        /// Plays a move given as text in any notation.
        pub fn play_text(&mut self, text: &str) -> Result<$move, Error> {
            let m = self.parse_move(text)?;
            self.play(m).map(|_| m).map_err(|e| match e {
                Error::IllegalMove { reason, .. } => Error::IllegalMove {
                    text: text.trim().to_string(),
                    reason,
                },
                other => other,
            })
        }
    };
}
pub(crate) use play_text_verb;
