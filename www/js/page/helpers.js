// The small helpers both pages (the board games' and 121's) share: elements
// by id, text written only when it changes, an engine call that may throw,
// the message line and the live region. One convention for all: a helper
// that changes the page takes the store's state (inside a commit) and never
// touches the page itself; `announcer` is the effect that speaks.

import { t } from '../i18n.js';

export const $ = (id) => document.getElementById(id);

/**
 * Writes an element's text only when it differs: a write, even of the same
 * text, replaces the text node and makes the page lay out again.
 */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * Sets a field's value (a select's choice) only when it differs: a write
 * moves a text field's caret and repaints the control.
 */
export function setValue(el, value) {
  if (el.value !== value) el.value = value;
}

/** Shows the element `id` with `text`, or hides it when there is none. */
export function show(id, text) {
  const el = $(id);
  el.hidden = !text;
  setText(el, text || '');
}

/** What `attempt` answers when the engine threw. */
export const FAILED = Symbol('failed');

/**
 * Runs an engine call: its answer, or FAILED when it threw. Given the
 * state (inside a commit), the refusal becomes the message line, after the
 * sentence `lead` (an i18n id) when given; a view passes no state.
 */
export function attempt(action, state = null, lead = null) {
  try {
    return action();
  } catch (error) {
    if (state) {
      const why = error.message || String(error);
      say(state, 'error', () => (lead ? `${t(lead)} ${why}` : why));
    }
    return FAILED;
  }
}

/** Sends `text` to screen-reader users (the `announcer` effect reads it out). */
export function announce(state, text) {
  state.notices.push({ announce: text });
}

/**
 * The message line: `kind` 'info' or 'error', `text()` its words, asked
 * again when the language changes; read out at once.
 */
export function say(state, kind, text) {
  state.message = { kind, text };
  announce(state, text());
}

/** Empties the message line (a fresh action makes an older message stale). */
export function clearMessage(state) {
  state.message = null;
}

/** The message line as the state has it (#message, its kind in data-kind). */
export function renderMessage(state) {
  const { message } = state;
  show('message', message?.text());
  $('message').dataset.kind = message?.kind ?? '';
}

/**
 * The effect that reads the commits' sentences to screen readers through
 * the polite live region (#announcer): emptied, then written on the next
 * frame, so the same sentence twice is heard twice.
 */
export function announcer() {
  return (state, notices) => {
    for (const { announce: text } of notices) {
      if (text === undefined) continue;
      const region = $('announcer');
      region.textContent = '';
      requestAnimationFrame(() => (region.textContent = text));
    }
  };
}
