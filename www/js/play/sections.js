// The position, record and embed sections' own state: which of them is
// open (their contents are made only then, records-view.js), the error
// under a field (a position or a record that could not be loaded: next to
// what the player typed, tied to the field by aria-invalid and
// aria-describedby, worded again when the language changes, cleared when
// the text changes), and what the embed section's Copy said.

import { announce } from '../page/helpers.js';

/** The fields that can show an error; each has an element `<id>-error` under it. */
export const ERROR_FIELDS = ['fen-in', 'record-in'];

/** Shows `text()` under the field and reads it out. */
export function setFieldError(state, id, text) {
  state.fieldErrors[id] = text;
  announce(state, text());
}

export function clearFieldError(state, id) {
  delete state.fieldErrors[id];
}

/** The engine's words for a refusal came later, in the language chosen since: shown. */
export function reworded() {}

/** A section opened or closed. */
export function setSection(state, id, open) {
  state.open[id] = open;
}

export function setEmbedNote(state, text) {
  state.embedNote = text;
}
