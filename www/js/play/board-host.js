// The board: the game's painter on the canvas and BoardControl's pointer
// and keyboard input (js/board-control.js), wired to the store. What
// BoardControl asks of its host is answered here: a press commits a
// mutation (moves.js) and answers BoardControl, the board draws the state
// at each frame (the reviewed game while reviewing, the live game with the
// selection, the choice waiting, the hint's arrow and the view options),
// and the board's effect redraws or forgets the selection when a commit
// says so (`redraw`, `resetBoard` notices).

import { $, attempt, FAILED, say } from '../page/helpers.js';
import { BoardControl } from '../board-control.js';
import { reviewedGame, showingMove, arrow } from './state.js';
import { viewOptions } from './settings.js';
import { playerName } from './words.js';
import { pending } from './choice.js';
import { placeChoice } from './choice-view.js';
import { pick, touchOther, move, again, setSelected, inspect, setBusy, skipAnimation } from './moves.js';

/** The engine could not draw the board: its reason becomes the message line. */
function drawFailed(state, why) {
  say(state, 'error', () => why);
}

/** After a press that opened the choice: its first option takes the focus (after the press's own). */
function focusChoice() {
  setTimeout(() => $('choice-options').firstElementChild?.focus());
}

/** BoardControl on the canvas, its host answered from the store, and the board's effect subscribed. */
export function createBoard(store, canvas, sound) {
  const { state } = store;
  const { board, settings } = state;
  /** @type {BoardControl | null} */
  let control = null;

  /** A press that may open the choice (a promotion): its first option is focused. */
  const pressing = (mutation, ...args) => {
    const before = state.choice;
    const result = store.commit(mutation, ...args);
    if (state.choice && state.choice !== before) focusChoice();
    return result;
  };

  const host = {
    home: () => board.home(settings.flipped),
    // The selection goes along for boards whose places depend on it (Ô ăn quan's arrows).
    step: (point, dcol, drow) => board.step(point, dcol, drow, settings.flipped, state.selected),
    resize(width, height, ratio) {
      board.resize(width, height, ratio);
      placeChoice(state);
    },
    draw(overlay) {
      const { session } = state;
      // Reviewing: an earlier ply, still, with nothing of the live game's on it.
      const reviewed = reviewedGame(state);
      if (reviewed) session.skip?.();
      const view = reviewed
        ? { ...overlay, selected: null, hint: null, drag: null, flipped: settings.flipped, pending: null }
        : { ...overlay, flipped: settings.flipped, pending: pending(state) };
      Object.assign(view, viewOptions(state));
      view.notation = settings.notation; // Cờ tướng labels its points in it
      view.players = [playerName(state, 0), playerName(state, 1)];
      view.arrow = reviewed ? null : arrow(state);
      const extras = reviewed ? session.reviewExtras?.(view) : session.viewExtras?.(overlay.selected, view);
      Object.assign(view, extras ?? {});
      try {
        board.draw(reviewed ?? session.game, view);
      } catch (error) {
        store.commit(drawFailed, error.message || String(error));
      }
      sound.frame(view.anim ?? null); // Ô ăn quan's animation frame: a tick per step
      const busy = showingMove(state);
      canvas.dataset.busy = String(busy);
      if (busy) control?.redraw(); // the next frame of the animation
      // The panel follows the animation's start and end (also one skipped
      // before a frame of it was drawn), in this frame.
      if (busy !== state.busy) {
        store.commit(setBusy, busy);
        store.flush();
      }
    },
    busy: () => showingMove(state),
    skip: () => store.commit(skipAnimation),
    squareAt: (x, y) => board.squareAt(x, y, settings.flipped, state.selected),
    owner(point) {
      const owner = attempt(() => state.session.owner(point));
      return owner === FAILED ? null : owner;
    },
    pick: (point) => store.commit(pick, point),
    touchOther: (point) => store.commit(touchOther, point),
    canRelease: () => attempt(() => state.session.canRelease()) !== false,
    isTarget(from, to) {
      const { session } = state;
      if (!session.isTarget || session.outcome()) return false;
      return attempt(() => session.isTarget(from, to)) === true;
    },
    again: (point) => pressing(again, point),
    // Only a game that words its places follows the pointer (see board-control.js).
    inspect: state.session.describe
      ? (point) => store.commit(inspect, point, point !== null && point === control?.cursor)
      : undefined,
    move: (from, to) => pressing(move, from, to),
    selectionChanged: (selected) => store.commit(setSelected, selected),
  };

  control = new BoardControl(canvas, host);
  // What BoardControl's handlers committed is on the page when they return.
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'pointerleave', 'keydown']) {
    canvas.addEventListener(type, store.flush);
  }
  store.subscribe((_, notices) => {
    if (notices.some((n) => n.resetBoard)) control.reset();
    else if (notices.some((n) => n.redraw)) control.redraw();
  });
  return control;
}
