// An error shown under the field it is about (a position or a record that
// could not be loaded): next to what the player typed, in view, tied to the
// field (aria-invalid, aria-describedby in play.html), worded again when
// the language changes (the panel renders it), and cleared when the text
// changes.

import { $, announce } from './page.js';

/** The fields that can show an error; each has an element `<id>-error` under it. */
export const ERROR_FIELDS = ['fen-in', 'record-in'];

/** The errors shown, by field id: () => the text in the current language. */
const errors = new Map();

/** Shows `text()` under the field, scrolls it into view and reads it out. */
export function showFieldError(id, text) {
  errors.set(id, text);
  renderFieldErrors();
  $(`${id}-error`).scrollIntoView({ block: 'nearest' });
  announce(text());
}

export function clearFieldError(id) {
  if (!errors.delete(id)) return;
  renderFieldErrors();
}

/** The errors' texts and the fields' aria-invalid, in the current language. */
export function renderFieldErrors() {
  for (const id of ERROR_FIELDS) {
    const line = $(`${id}-error`);
    if (!line) continue;
    const text = errors.get(id)?.() ?? '';
    line.hidden = !text;
    if (line.textContent !== text) line.textContent = text;
    if (text) $(id).setAttribute('aria-invalid', 'true');
    else $(id).removeAttribute('aria-invalid');
  }
}

/** Clears a field's error as soon as its text changes. */
export function wireFieldErrors() {
  for (const id of ERROR_FIELDS) $(id)?.addEventListener('input', () => clearFieldError(id));
}
