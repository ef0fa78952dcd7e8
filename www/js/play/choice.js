// The choice a move may need before it is played (shogi's promotion): a
// small dialog of buttons next to the destination, answered with a click or
// the keyboard, dismissed with Esc or a press anywhere else. What a choice
// then does is the caller's (input.js gives `open` its `onChoose`).

import { t } from '../i18n.js';
import { $, play, announce } from './page.js';

/** A move waiting for the player's choice: {from, to, options}, or null. */
let choice = null;

/** The move waiting for a choice, as the board's view draws it: [from, to], or null. */
export const pending = () => (choice ? [choice.from, choice.to] : null);

/** Whether a choice is open. */
export const isOpen = () => choice !== null;

/**
 * Shows the choice's options as buttons over the destination; a click on
 * one calls `onChoose(value)`.
 * @param {import('../adapter.js').Choose} ask
 */
export function openChoice(from, to, ask, onChoose) {
  choice = { from, to, options: ask.options };
  const box = $('choice');
  const buttons = ask.options.map((option) => {
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
    button.addEventListener('click', () => onChoose(option.value));
    return button;
  });
  $('choice-options').replaceChildren(...buttons);
  box.hidden = false;
  renderChoice();
  placeChoice();
  play.control.redraw();
  // After the press that asked: its default action would focus the canvas.
  setTimeout(() => buttons[0]?.focus());
  announce(t('choice.title'));
}

/** The choice's texts in the current language and piece set. */
export function renderChoice() {
  if (!choice) return;
  $('choice-title').textContent = t('choice.title');
  const set = /** @type {string} */ (play.settings.options.pieceSet);
  for (const [i, button] of [...$('choice-options').children].entries()) {
    const option = choice.options[i];
    const glyphs = option.glyphs ?? {};
    button.querySelector('.choice-glyph').textContent = glyphs[set] ?? Object.values(glyphs)[0] ?? '';
    button.querySelector('.choice-label').textContent = t(option.key, option.params);
  }
}

/**
 * Puts the dialog next to the destination (below it in the board's upper
 * half, above it in the lower half), inside the board's area.
 */
export function placeChoice() {
  if (!choice) return;
  const box = $('choice');
  const canvas = $('board');
  const [x, y] = Array.from(play.board.squareCenter(choice.to, play.settings.flipped));
  const area = canvas.parentElement.getBoundingClientRect();
  const rect = canvas.getBoundingClientRect();
  const clearance = Math.max(20, rect.height / 22); // about half a square
  const below = y < rect.height / 2;
  const left = rect.left - area.left + x - box.offsetWidth / 2;
  const top = rect.top - area.top + (below ? y + clearance : y - clearance - box.offsetHeight);
  box.style.left = `${Math.max(0, Math.min(left, area.width - box.offsetWidth))}px`;
  box.style.top = `${Math.max(0, Math.min(top, rect.height - box.offsetHeight))}px`;
}

/** Hides the dialog; the move is then forgotten. */
export function closeChoice() {
  if (!choice) return false;
  choice = null;
  $('choice').hidden = true;
  play.control?.redraw();
  return true;
}

/** The dialog's keys, and the presses and Esc elsewhere that dismiss it. */
export function wireChoice() {
  const box = $('choice');
  box.addEventListener('keydown', (e) => {
    const buttons = [...$('choice-options').children];
    const at = buttons.indexOf(document.activeElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      closeChoice();
      $('board').focus();
    } else if (['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'].includes(e.key) && buttons.length) {
      e.preventDefault();
      const step = e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 1;
      buttons[(at + step + buttons.length) % buttons.length].focus();
    }
  });
  // Escape from anywhere (the canvas keeps focus during a drag) cancels too.
  document.addEventListener('keydown', (e) => {
    if (choice && e.key === 'Escape' && !box.contains(e.target)) {
      e.preventDefault();
      e.stopPropagation();
      closeChoice();
    }
  }, true);
  // A press anywhere else puts the piece back.
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (choice && !box.contains(e.target)) closeChoice();
    },
    true,
  );
}
