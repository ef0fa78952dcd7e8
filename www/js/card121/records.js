// A 121 match as text: the live match's record (the seed, the options and
// every step, as the engine writes it) exported to copy or download, and
// a match pasted or opened from a file, checked by the engine (every step
// replayed) before anything changes, then opened for review round by
// round beside the live match. A refused text is explained next to the
// field, located by line, in the page's language (re-worded when it
// changes). What is typed in the field is kept across a reload
// (`card121.import`).

import { Card121Table } from '../../pkg/card121/rulebook_card121.js';
import { t, lang } from '../i18n.js';
import { say } from '../page/helpers.js';
import { openReview, tableAt } from './review.js';

export const DRAFT_KEY = 'card121.import';

/** The live match's record as text: JSON, one step a line. */
export function exportText(state) {
  return JSON.stringify(state.table.record(), null, 2);
}

/** Where JSON.parse stopped, as {line, column}, from Chromium's and Firefox's messages. */
function jsonPlace(text, message) {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const at = /position (\d+)/.exec(message);
  if (!at) return null;
  const before = text.slice(0, Number(at[1])).split('\n');
  return { line: before.length, column: before.at(-1).length + 1 };
}

/** The line of the text on which step `index` (0-based) of `steps` is written. */
function lineOfStep(text, steps, index) {
  let from = text.indexOf('"steps"');
  if (from < 0) return null;
  for (let i = 0; i <= index; i++) {
    const found = text.indexOf(JSON.stringify(steps[i]), from);
    if (found < 0) return null;
    from = found + 1;
  }
  return text.slice(0, from).split('\n').length;
}

/** Why the engine refuses `record`, in the page's language of the moment, located by line when a step is at fault. */
function refusal(record, text) {
  let why;
  try {
    Card121Table.fromRecord(record, lang()).free();
    return '';
  } catch (error) {
    why = error.message || String(error);
  }
  const steps = record?.steps;
  if (!Array.isArray(steps) || !steps.every((s) => typeof s === 'string')) return why;
  // The longest beginning the engine replays: the next step is at fault.
  const replays = (n) => {
    try {
      tableAt(record, n).free();
      return true;
    } catch {
      return false;
    }
  };
  if (!replays(0)) return why;
  let [good, bad] = [0, steps.length];
  while (bad - good > 1) {
    const mid = (good + bad) >> 1;
    if (replays(mid)) good = mid;
    else bad = mid;
  }
  const line = lineOfStep(text, steps, good);
  return line === null ? why : `${t('c121.import.step', { line })} ${why}`;
}

/** Reads a match's text: {record, table} when the engine replays it, else {error: () => text}. */
export function readMatch(text) {
  if (!text.trim()) return { error: () => t('c121.import.empty') };
  let record;
  try {
    record = JSON.parse(text);
  } catch (error) {
    const place = jsonPlace(text, error.message);
    return { error: () => (place ? t('c121.import.notJson', place) : t('c121.import.notJsonAnywhere')) };
  }
  try {
    return { record, table: Card121Table.fromRecord(record, lang()) };
  } catch {
    return { error: () => refusal(record, text) };
  }
}

/** The error under the import field (`make()` words it, again when the language changes), or none. */
export function showImportError(state, make) {
  state.importError = make ? { make, text: make() } : null;
}

/** The language changed: the error is worded again (the engine replays the match to say why). */
export function importErrorLanguage(state) {
  if (state.importError) state.importError.text = state.importError.make();
}

/**
 * Opens the import field's text: checked first, then reviewed beside the
 * live match; whether it opened (else its error is shown).
 */
export function importMatch(state) {
  const read = readMatch(state.importText);
  if (read.error) {
    showImportError(state, read.error);
    return false;
  }
  showImportError(state, null);
  const { record, table } = read;
  const rounds = table.state().round_number;
  table.free();
  openReview(state, record, 'import', -1);
  say(state, 'info', () => t('c121.msg.imported', { rounds, steps: record.steps.length }));
  return true;
}

/** The import field's text changed (typed, or read from a file); a shown error goes. */
export function setImportText(state, text) {
  state.importText = text;
  state.notices.push({ save: 'import' });
  if (state.importError) showImportError(state, null);
}

/** The record section opened or closed (its export follows the match while open). */
export function setRecordsOpen(state, open) {
  state.recordsOpen = open;
}
