// Review's inputs (review.js has what they change and what is decided):
// a move in the list, the step buttons, the keys ← → Home End and Esc, and
// the presses that must not act on the position reviewed — on the board, a
// typed move, the buttons and keys that act on the game — which first
// return to the live position.

import { $ } from '../page/helpers.js';
import { status, reviewing } from './state.js';
import { showPly, leaveReview, stepReview } from './review.js';

const STEPS = {
  ArrowLeft: (ply) => ply - 1,
  ArrowRight: (ply) => ply + 1,
  Home: () => 0,
  End: (_, count) => count,
};

/** Keys that only end a review (Esc), and no step else. */
const LEAVE = new Set(['Escape']);

/** Whether a key belongs to what has the focus rather than to review. */
function keyTakenBy(target) {
  return Boolean(target.closest?.('input, textarea, select, [contenteditable], dialog, [role="dialog"]'));
}

/** The move shown, in view in the list (after a step by key or button), focused when asked. */
function scrollToShown(state, focus) {
  const ply = state.review.ply ?? status(state).moves.length;
  const button = $('move-list').querySelector(`button.ply[data-ply="${ply}"]`);
  button?.scrollIntoView({ block: 'nearest' });
  if (focus && button) button.focus();
}

export function wireReview(store) {
  const { state } = store;
  /** A step by key or button: rendered, then the move shown scrolled into view. */
  const step = (to, focusList = false) => {
    store.commit(stepReview, to);
    store.flush();
    scrollToShown(state, focusList);
  };
  /** Before anything else sees it: an action that must not act on the position reviewed. */
  const intercept = (e) => {
    if (!reviewing(state)) return;
    e.preventDefault();
    e.stopPropagation();
    store.commit(leaveReview, 'review.returned');
  };

  store.listen($('move-list'), 'click', (e) => {
    const button = e.target.closest('button.ply');
    if (button) store.commit(showPly, Number(button.dataset.ply));
  });
  store.listen($('review-start'), 'click', () => step(STEPS.Home));
  store.listen($('review-prev'), 'click', () => step(STEPS.ArrowLeft));
  store.listen($('review-next'), 'click', () => step(STEPS.ArrowRight));
  store.listen($('review-live'), 'click', () => step(STEPS.End));
  store.listen($('review-back'), 'click', () => {
    store.commit(leaveReview);
    $('board').focus();
  });

  store.listen(document, 'keydown', (e) => {
    if (LEAVE.has(e.key) && reviewing(state) && !state.choice && !keyTakenBy(e.target)) {
      e.preventDefault();
      e.stopImmediatePropagation();
      return store.commit(leaveReview);
    }
    const to = STEPS[e.key];
    if (!to || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || state.choice) return;
    const { target } = e;
    if (keyTakenBy(target)) return;
    if (target === $('board') && e.key.startsWith('Arrow')) return; // the board's cursor
    if (status(state).moves.length === 0) return;
    e.preventDefault();
    step(to, Boolean(target.closest?.('#move-list')));
  });

  // A press on the board returns to the live game and does nothing more
  // (capture on the board's parent: BoardControl's own listeners never see it).
  const area = $('board').parentElement;
  store.listen(area, 'pointerdown', (e) => {
    if (e.target === $('board') && e.button === 0) intercept(e);
  }, true);
  store.listen(area, 'keydown', (e) => {
    if (e.target === $('board') && (e.key === 'Enter' || e.key === ' ')) intercept(e);
  }, true);
  // A typed move: back to the live game, not played (the text stays).
  store.listen($('move-form'), 'submit', (e) => {
    if (!reviewing(state)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    store.commit(leaveReview, 'review.typedNotPlayed');
  }, true);
  // The buttons that act on the game act on the live one: back to it first.
  store.listen(document, 'click', (e) => {
    const button = e.target.closest?.('#undo, #redo, #resign, #hint, #move-now, [id^="action-"], .tool');
    if (button && reviewing(state)) store.commit(leaveReview);
  }, true);
  // The tools' keys too (they act on the selection, which review cleared).
  store.listen(document, 'keydown', (e) => {
    if (!reviewing(state) || e.ctrlKey || e.metaKey || e.altKey || keyTakenBy(e.target)) return;
    const key = e.key.toLowerCase();
    if ((state.adapter.tools ?? []).some((tool) => tool.keys.includes(key))) store.commit(leaveReview);
  }, true);
}
