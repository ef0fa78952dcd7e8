// Review: the board shown at an earlier ply while the game in play is kept.
// The engine answers the game at a ply as a new object (`atPly`), which the
// board draws instead of the live one; the live session is never touched,
// so the computer, if it is to move, keeps thinking and plays into it.
//
// What is decided here (the issue left it open):
// - A move in the list is a button; pressing it shows the board after that
//   move (the last move shows the live game). ⇤ ◀ ▶ ⇥ under the list step
//   by touch or click.
// - Keys: ← → step one ply, Home and End go to the start and to the live
//   position (Esc too, while reviewing), wherever the focus is except in a text field, a select, the
//   choice dialog, and the board canvas, whose arrow keys keep moving its
//   keyboard cursor (Home and End still review there).
// - While reviewing, a press on the board (pointer, Enter or Space) only
//   returns to the live position: nothing is selected or played from the
//   position reviewed. A typed move is not played either: the board returns
//   to the live position, the text stays in the field, and the message says
//   to press Play again. Undo, Redo, Resign, the hint, the game's actions
//   and the tools (buttons or keys) return to the live position and then act
//   on the live game as always.
// - Leaving the page forgets the review: a reload shows the live game (the
//   saved game is the live one, never the reviewed one).
// - The live game's animation (Ô ăn quan's sowing) is skipped while
//   reviewing; the reviewed position is drawn still.

import { t } from '../i18n.js';
import { $, play, say, announce, attempt, FAILED, status } from './page.js';
import { render } from './panel.js';
import { closeChoice, isOpen } from './choice.js';

/**
 * The ply shown (0: the start) while reviewing, else null, in `session`;
 * `game` the engine's object at that ply, made at the session's `version`.
 */
const review = { ply: null, session: null, version: -1, game: null };

/** Whether the board shows an earlier ply than the live game. */
export function reviewing() {
  return review.ply !== null;
}

function freeGame() {
  review.game?.free();
  review.game = null;
}

/**
 * The engine's game at the ply reviewed, or null when live. Made again when
 * the live game changed (a computer's move, the language): its first plies
 * are the same, the object is cheap (a copy rewound), and it then words
 * itself in the game's language.
 */
export function reviewedGame() {
  if (review.ply === null) return null;
  const { session } = play;
  if (review.session !== session) return null; // renderReview ends this review
  if (review.game && review.version === session.version) return review.game;
  freeGame();
  const game = attempt(() => session.game.atPly(review.ply));
  if (game === FAILED) {
    review.ply = null;
    return null;
  }
  review.game = game;
  review.version = session.version;
  return game;
}

/** The object the board draws: the reviewed game, or the live one. */
export const shownGame = () => reviewedGame() ?? play.session.game;

/** The moves played in the live game. */
const moveCount = () => status().moves.length;

/**
 * Shows the board after `ply` moves; the last ply (or past it) is the live
 * game. Announces where the review is.
 */
export function showPly(ply) {
  const count = moveCount();
  if (count === 0 || ply >= count) return leaveReview();
  const next = Math.max(0, ply);
  if (next === review.ply) return;
  if (review.ply === null) {
    // The board stops being the live game's: its choices and animation go.
    closeChoice();
    play.session.skip?.();
    play.control.reset();
  }
  freeGame();
  review.ply = next;
  review.session = play.session;
  refresh();
  announce(bannerText());
}

/** Back to the live position; `note`, an i18n id, becomes the message line. */
export function leaveReview(note = null) {
  if (review.ply === null) return;
  review.ply = null;
  freeGame();
  if (note) say('info', () => t(note));
  else announce(t('review.returned'));
  refresh();
}

function refresh() {
  render();
  play.control.redraw();
}

function bannerText() {
  const s = status();
  const m = s.moves.length;
  if (review.ply === 0) return t('review.atStart', { m });
  return t('review.at', { n: review.ply, m, move: s.moves[review.ply - 1] });
}

// ---- the panel ----

/**
 * The banner, the move list's current move and the step buttons, after the
 * panel rendered. A review whose game is gone (a new game, undo past it)
 * ends here.
 */
export function renderReview() {
  const s = attempt(status);
  if (s === FAILED) return;
  const count = s.moves.length;
  if (review.ply !== null && (review.session !== play.session || review.ply >= count)) {
    review.ply = null;
    freeGame();
    play.control?.redraw();
  }
  const ply = review.ply ?? count;
  $('review-banner').hidden = review.ply === null;
  if (review.ply !== null) $('review-text').textContent = bannerText();
  $('board').dataset.reviewing = String(review.ply !== null);
  for (const button of $('move-list').querySelectorAll('button.ply')) {
    const current = Number(button.dataset.ply) === ply;
    if (current) button.setAttribute('aria-current', 'step');
    else button.removeAttribute('aria-current');
  }
  $('review-nav').hidden = count === 0;
  $('review-help').hidden = count === 0;
  $('review-start').disabled = ply === 0;
  $('review-prev').disabled = ply === 0;
  $('review-next').disabled = review.ply === null;
  $('review-live').disabled = review.ply === null;
}

/** The move shown, in view in the list (after a step by key or button). */
function scrollToShown(focus) {
  const ply = review.ply ?? moveCount();
  const button = $('move-list').querySelector(`button.ply[data-ply="${ply}"]`);
  button?.scrollIntoView({ block: 'nearest' });
  if (focus && button) button.focus();
}

// ---- input ----

/** A step by key or button: `to` maps the ply shown to the next one. */
function step(to, focusList) {
  const count = moveCount();
  if (count === 0) return;
  const ply = review.ply ?? count;
  showPly(to(ply, count));
  scrollToShown(focusList);
}

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

/** Before anything else sees it: an action that must not act on the position reviewed. */
function interceptBoard(e) {
  if (!reviewing()) return;
  e.preventDefault();
  e.stopPropagation();
  leaveReview('review.returned');
}

export function wireReview() {
  $('move-list').addEventListener('click', (e) => {
    const button = e.target.closest('button.ply');
    if (button) showPly(Number(button.dataset.ply));
  });
  $('review-start').addEventListener('click', () => step(STEPS.Home));
  $('review-prev').addEventListener('click', () => step(STEPS.ArrowLeft));
  $('review-next').addEventListener('click', () => step(STEPS.ArrowRight));
  $('review-live').addEventListener('click', () => step(STEPS.End));
  $('review-back').addEventListener('click', () => {
    leaveReview();
    $('board').focus();
  });

  document.addEventListener('keydown', (e) => {
    if (LEAVE.has(e.key) && reviewing() && !isOpen() && !keyTakenBy(e.target)) {
      e.preventDefault();
      e.stopImmediatePropagation();
      return leaveReview();
    }
    const to = STEPS[e.key];
    if (!to || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || isOpen()) return;
    const target = e.target;
    if (keyTakenBy(target)) return;
    if (target === $('board') && e.key.startsWith('Arrow')) return; // the board's cursor
    if (moveCount() === 0) return;
    e.preventDefault();
    step(to, Boolean(target.closest?.('#move-list')));
  });

  // A press on the board returns to the live game and does nothing more
  // (capture on the board's parent: BoardControl's own listeners never see it).
  const area = $('board').parentElement;
  area.addEventListener('pointerdown', (e) => {
    if (e.target === $('board') && e.button === 0) interceptBoard(e);
  }, true);
  area.addEventListener('keydown', (e) => {
    if (e.target === $('board') && (e.key === 'Enter' || e.key === ' ')) interceptBoard(e);
  }, true);
  // A typed move: back to the live game, not played (the text stays).
  $('move-form').addEventListener('submit', (e) => {
    if (!reviewing()) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    leaveReview('review.typedNotPlayed');
  }, true);
  // The buttons that act on the game act on the live one: back to it first.
  document.addEventListener('click', (e) => {
    const button = e.target.closest?.('#undo, #redo, #resign, #hint, #move-now, [id^="action-"], .tool');
    if (button && reviewing()) leaveReview();
  }, true);
  // The tools' keys too (they act on the selection, which review cleared).
  document.addEventListener('keydown', (e) => {
    if (!reviewing() || e.ctrlKey || e.metaKey || e.altKey || keyTakenBy(e.target)) return;
    const key = e.key.toLowerCase();
    if ((play.adapter.tools ?? []).some((tool) => tool.keys.includes(key))) leaveReview();
  }, true);
}
