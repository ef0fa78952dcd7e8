// The choice dialog's inputs (choice.js): a click on an option plays the
// move with it, the arrow keys move between the options, Esc or a press
// anywhere else dismisses it (the piece goes back).

import { $ } from '../page/helpers.js';
import { closeChoice } from './choice.js';
import { choose } from './moves.js';

export function wireChoice(store) {
  const { state } = store;
  const box = $('choice');
  store.listen($('choice-options'), 'click', (e) => {
    const button = e.target.closest('button.choice-option');
    if (!button) return;
    store.commit(choose, button.dataset.value);
    $('board').focus();
  });
  store.listen(box, 'keydown', (e) => {
    const buttons = [...$('choice-options').children];
    const at = buttons.indexOf(document.activeElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      store.commit(closeChoice);
      $('board').focus();
    } else if (['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'].includes(e.key) && buttons.length) {
      e.preventDefault();
      const step = e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 1;
      buttons[(at + step + buttons.length) % buttons.length].focus();
    }
  });
  // Escape from anywhere (the canvas keeps focus during a drag) cancels too.
  store.listen(document, 'keydown', (e) => {
    if (state.choice && e.key === 'Escape' && !box.contains(e.target)) {
      e.preventDefault();
      e.stopPropagation();
      store.commit(closeChoice);
    }
  }, true);
  // A press anywhere else puts the piece back.
  store.listen(document, 'pointerdown', (e) => {
    if (state.choice && !box.contains(e.target)) store.commit(closeChoice);
  }, true);
}
