// The choice a move waits for (choice.js), as a small dialog of buttons
// next to the destination: its texts in the current language and piece
// set, put below the destination in the board's upper half and above it in
// the lower half, inside the board's area.

import { t } from '../i18n.js';
import { $ } from '../page/helpers.js';

/** Puts the dialog next to the destination (also when the board is resized). */
export function placeChoice(state) {
  const { choice, board, settings } = state;
  if (!choice) return;
  const box = $('choice');
  const canvas = $('board');
  const [x, y] = Array.from(board.squareCenter(choice.to, settings.flipped));
  const area = canvas.parentElement.getBoundingClientRect();
  const rect = canvas.getBoundingClientRect();
  const clearance = Math.max(20, rect.height / 22); // about half a square
  const below = y < rect.height / 2;
  const left = rect.left - area.left + x - box.offsetWidth / 2;
  const top = rect.top - area.top + (below ? y + clearance : y - clearance - box.offsetHeight);
  box.style.left = `${Math.max(0, Math.min(left, area.width - box.offsetWidth))}px`;
  box.style.top = `${Math.max(0, Math.min(top, rect.height - box.offsetHeight))}px`;
}

function optionButton(option) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `choice-option ${option.className ?? ''}`;
  button.dataset.value = option.value;
  const glyph = document.createElement('span');
  glyph.className = 'choice-glyph';
  glyph.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = 'choice-label';
  button.append(glyph, label);
  return button;
}

export function choiceView() {
  /** The choice whose buttons are shown. */
  let shown = null;

  return (state) => {
    const { choice } = state;
    const box = $('choice');
    box.hidden = !choice;
    if (!choice) {
      shown = null;
      return;
    }
    const fresh = choice !== shown;
    if (fresh) {
      shown = choice;
      $('choice-options').replaceChildren(...choice.options.map(optionButton));
    }
    $('choice-title').textContent = t('choice.title');
    const set = /** @type {string} */ (state.settings.options.pieceSet);
    for (const [i, button] of [...$('choice-options').children].entries()) {
      const option = choice.options[i];
      const glyphs = option.glyphs ?? {};
      button.querySelector('.choice-glyph').textContent = glyphs[set] ?? Object.values(glyphs)[0] ?? '';
      button.querySelector('.choice-label').textContent = t(option.key, option.params);
    }
    if (fresh) placeChoice(state);
  };
}
