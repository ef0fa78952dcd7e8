// Review: the board shown at an earlier ply while the game in play is kept.
// The engine answers the game at a ply as a new object (`atPly`, made by
// state.js's `reviewedGame`), which the board draws instead of the live
// one; the live session is never touched, so the computer, if it is to
// move, keeps thinking and plays into it.
//
// What is decided here (the issue left it open):
// - A move in the list is a button; pressing it shows the board after that
//   move (the last move shows the live game). ⇤ ◀ ▶ ⇥ under the list step
//   by touch or click.
// - Keys: ← → step one ply, Home and End go to the start and to the live
//   position (Esc too, while reviewing), wherever the focus is except in a
//   text field, a select, the choice dialog, and the board canvas, whose
//   arrow keys keep moving its keyboard cursor (Home and End still review
//   there).
// - While reviewing, a press on the board (pointer, Enter or Space) only
//   returns to the live position: nothing is selected or played from the
//   position reviewed. A typed move is not played either: the board returns
//   to the live position, the text stays in the field, and the message says
//   to press Play again. Undo, Redo, Resign, the hint, the game's actions
//   and the tools (buttons or keys) return to the live position and then act
//   on the live game as always (review-input.js).
// - Leaving the page forgets the review: a reload shows the live game (the
//   saved game is the live one, never the reviewed one).
// - The live game's animation (Ô ăn quan's sowing) is skipped while
//   reviewing; the reviewed position is drawn still.

import { t } from '../i18n.js';
import { say, announce } from '../page/helpers.js';
import { status, redraw, resetBoard } from './state.js';
import { closeChoice } from './choice.js';
import { reviewText } from './words.js';

function forgetGame(review) {
  review.game?.free();
  review.game = null;
}

/**
 * Shows the board after `ply` moves; the last ply (or past it) is the live
 * game. Announces where the review is.
 */
export function showPly(state, ply) {
  const { review } = state;
  const { moves } = status(state);
  if (moves.length === 0 || ply >= moves.length) return leaveReview(state);
  const next = Math.max(0, ply);
  if (next === review.ply) return;
  if (review.ply === null) {
    // The board stops being the live game's: its choices and animation go.
    closeChoice(state);
    state.session.skip?.();
    resetBoard(state);
  }
  forgetGame(review);
  review.ply = next;
  review.session = state.session;
  redraw(state);
  announce(state, reviewText(next, moves));
}

/** Back to the live position; `note`, an i18n id, becomes the message line. */
export function leaveReview(state, note = null) {
  const { review } = state;
  if (review.ply === null) return;
  review.ply = null;
  forgetGame(review);
  if (note) say(state, 'info', () => t(note));
  else announce(state, t('review.returned'));
  redraw(state);
}

/** A step by key or button: `to` maps the ply shown (and the count) to the next one. */
export function stepReview(state, to) {
  const count = status(state).moves.length;
  if (count === 0) return;
  showPly(state, to(state.review.ply ?? count, count));
}

/** After any change: a review whose game is gone (a new game, undo past it) ends. */
export function followReview(state) {
  const { review } = state;
  if (review.ply === null) return;
  if (review.session === state.session && review.ply < status(state).moves.length) return;
  review.ply = null;
  forgetGame(review);
  redraw(state);
}
