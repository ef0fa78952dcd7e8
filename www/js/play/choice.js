// The choice a move may need before it is played (shogi's promotion): the
// move waiting and its options, shown as a small dialog next to the
// destination (choice-view.js), answered with a click or the keyboard
// (choice-input.js), dismissed with Esc or a press anywhere else.

import { t } from '../i18n.js';
import { announce } from '../page/helpers.js';
import { redraw } from './state.js';

/**
 * A move waits for the player's choice among `ask.options`.
 * @param {import('../adapter.js').Choose} ask
 */
export function openChoice(state, from, to, ask) {
  state.choice = { from, to, options: ask.options };
  redraw(state);
  announce(state, t('choice.title'));
}

/** Forgets the move waiting; whether there was one. */
export function closeChoice(state) {
  if (!state.choice) return false;
  state.choice = null;
  redraw(state);
  return true;
}

/** The move waiting for a choice, as the board's view draws it: [from, to], or null. */
export const pending = (state) => (state.choice ? [state.choice.from, state.choice.to] : null);
