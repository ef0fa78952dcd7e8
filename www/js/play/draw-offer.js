// A draw offered and answered (Cờ tướng, shogi, Cờ Long Phượng; Ô ăn quan
// hides the button, as it hides Resign). The side to move offers, as a
// player does before or after making a move; the panel then asks the other
// side "Accept / Decline" (offer-view.js). The offer stands until that side
// answers or makes a move (the offerer may still make its own), and lapses
// with undo, the game's end or a new game. Accepting ends the game through
// the engine (`Session.agreeDraw`), drawn by agreement. A standing offer is
// saved with the game, with the move count it belongs to, so a reload
// keeps it.
//
// Against the computer the offer is answered at once: it searches the
// position briefly (computer.js asks the worker while `asking`) and
// accepts when its own evaluation is no better than about equal, at most
// DRAW_MARGIN centipawns in its favour (a third of a pawn), and never when
// it sees a mate for itself.

import { t } from '../i18n.js';
import { attempt, FAILED, say, announce, clearMessage } from '../page/helpers.js';
import { status, computerSide, computerToMove, offersDraws, offerStands, responder, resetBoard } from './state.js';
import { resultText, nameOf, offerText } from './words.js';

/** The computer accepts a draw up to this evaluation in its favour (centipawns). */
export const DRAW_MARGIN = 30;

/**
 * Whether the computer takes the draw, given the evaluation for the
 * offerer (the side to move): `{cp}` or `{mate}` as the thinker reports it.
 */
export function computerAccepts(score) {
  if (!score) return false;
  if (typeof score.mate === 'number') return score.mate > 0; // the offerer mates: a draw saves it
  return typeof score.cp === 'number' && -score.cp <= DRAW_MARGIN;
}

/** The saved game's offer, `{side, moves}` as saving.js writes it, kept while it still stands. */
export function restoreOffer(state, saved) {
  if (!offersDraws(state)) return;
  const side = state.adapter.sides.includes(saved?.side) ? saved.side : null;
  state.offer = side && Number.isInteger(saved.moves) ? { session: state.session, side, moves: saved.moves, asking: false } : null;
  if (!offerStands(state)) state.offer = null;
}

/** The offer as saved with the game, or null. */
export const savedOffer = (state) => (state.offer ? { side: state.offer.side, moves: state.offer.moves } : null);

/** After any change (store `follow`): an answer by move, an undo or the end lapses the offer. */
export function followOffer(state) {
  if (state.offer && !offerStands(state)) state.offer = null;
}

/** The side to move offers a draw; against the computer, it is asked at once (computer.js). */
export function offerDraw(state) {
  const s = status(state);
  if (s.outcome || state.offer || computerToMove(state)) return;
  state.offer = { session: state.session, side: s.turn, moves: s.moves.length, asking: false };
  clearMessage(state);
  state.offer.asking = computerSide(state) === responder(state);
  announce(state, offerText(state));
}

/** The offer accepted: the engine ends the game, drawn by agreement. */
export function acceptDraw(state, by = 'player') {
  if (!state.offer) return;
  state.offer = null;
  if (attempt(() => state.session.agreeDraw(), state) === FAILED) return;
  resetBoard(state);
  clearMessage(state);
  if (by === 'computer') say(state, 'info', () => t('draw.computerAccepts'));
  announce(state, resultText(state, status(state)));
}

/** The offer declined, by the player asked or by the computer. */
export function declineDraw(state, by = 'player') {
  if (!state.offer) return;
  const side = responder(state);
  state.offer = null;
  say(state, 'info', () => t(by === 'computer' ? 'draw.computerDeclines' : 'draw.declined', nameOf(state, side)));
}

/** The computer's answer to the player's offer: its evaluation, or null when its search was stopped. */
export function answerOffer(state, score) {
  if (!state.offer?.asking) return;
  if (score === null) {
    // The search was stopped (a new game, a hint asked): the offer lapses.
    state.offer = null;
  } else if (computerAccepts(score)) {
    acceptDraw(state, 'computer');
  } else {
    declineDraw(state, 'computer');
  }
}
