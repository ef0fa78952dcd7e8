// The play page's buttons and keys, as inputs that commit: Undo, Redo,
// Flip, Resign and the adapter's actions, the typed move, the tools (and
// their keys anywhere on the page except while typing), Esc to end an
// animation, the draw offer's buttons, the clocks' pause, the computer's
// hint and "Move now", a new game and the next in a series. A question the
// player must answer first (window.confirm) is asked before the commit.

import { t } from '../i18n.js';
import { $ } from '../page/helpers.js';
import { showingMove, offersDraws } from './state.js';
import { undo, redo, flip, resign, resignQuestion, act, actionOffered, playText, useTool, skipAnimation } from './moves.js';
import { newGame, nextGame, inProgress } from './game.js';
import { offerDraw, acceptDraw, declineDraw } from './draw-offer.js';
import { togglePause } from './clocks.js';
import { askHint, moveNow } from './computer.js';

/** Whether the player may give up the game in play: nothing played, over, or they said so. */
export const mayAbandon = (state) => !inProgress(state) || window.confirm(t('confirm.abandon'));

export function wireButtons(store) {
  const { state } = store;
  const { adapter } = state;
  const on = (id, handler) => store.listen($(id), 'click', handler);
  on('undo', () => store.commit(undo));
  on('redo', () => store.commit(redo));
  on('flip', () => store.commit(flip));
  on('resign', () => {
    if (window.confirm(resignQuestion(state))) store.commit(resign);
  });
  for (const action of adapter.actions ?? []) {
    on(`action-${action.id}`, () => {
      const params = actionOffered(state, action.id);
      if (!params) return;
      if (action.confirm && !window.confirm(t(`confirm.${action.id}`, params))) return;
      store.commit(act, action);
    });
  }
  store.listen($('move-form'), 'submit', (e) => {
    e.preventDefault();
    store.commit(playText, $('move-input').value.trim());
  });
  on('new-game', () => {
    if (mayAbandon(state)) store.commit(newGame);
  });
  on('next-game', () => {
    if (mayAbandon(state)) store.commit(nextGame);
  });
  on('clock-pause', () => store.commit(togglePause));
  if (offersDraws(state)) {
    on('offer-draw', () => store.commit(offerDraw));
    on('draw-accept', () => store.commit(acceptDraw));
    on('draw-decline', () => store.commit(declineDraw));
  }
  if (adapter.computer) {
    on('hint', () => store.commit(askHint));
    on('move-now', () => store.commit(moveNow));
  }
  wireTools(store);
}

/** The tool buttons, their keys anywhere on the page except while typing, and Esc for an animation. */
function wireTools(store) {
  const { state } = store;
  const tools = state.adapter.tools ?? [];
  for (const tool of tools) {
    const button = $(`tool-${tool.id}`);
    // Keep the board's focus (and keyboard cursor) when a button is clicked.
    button.addEventListener('pointerdown', (e) => e.preventDefault());
    store.listen(button, 'click', () => store.commit(useTool, tool));
  }
  // Esc ends an animation wherever the focus is (after a typed move too).
  store.listen(document, 'keydown', (e) => {
    if (e.key !== 'Escape' || state.choice || !showingMove(state)) return;
    store.commit(skipAnimation);
  });
  if (!tools.length) return;
  store.listen(document, 'keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || state.choice) return;
    if (e.target.closest?.('input, textarea, select, [contenteditable]')) return;
    const key = e.key.toLowerCase();
    const tool = tools.find((x) => x.keys.includes(key));
    if (!tool) return;
    e.preventDefault();
    store.commit(useTool, tool);
  });
}
