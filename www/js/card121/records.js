// A 121 match as text: the live match's record (the seed, the options and
// every step, as the engine writes it) exported to copy or download, and
// a match pasted or opened from a file, checked by the engine (every step
// replayed) before anything changes, then opened for review round by
// round beside the live match. A refused text is explained next to the
// field, located by line, in the page's language (re-worded when it
// changes). What is typed in the field is kept across a reload.

import { Card121Table } from '../../pkg/card121/rulebook_card121.js';
import { t, lang } from '../i18n.js';
import * as store from '../storage.js';
import { $, page, say } from './page.js';
import { openReview, tableAt } from './review.js';
import { render } from './render.js';

/** The import field's text is kept across a reload, as typed. */
const DRAFT_KEY = 'card121.import';

/** The error shown under the import field: {make: () => text, lang, text}, or null. */
let importError = null;
let exported = '';

/** The live match's record as text: JSON, one step a line. */
export function exportText() {
  return JSON.stringify(page.table.record(), null, 2);
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

function showImportError(make) {
  importError = make ? { make, lang: null, text: '' } : null;
  renderImportError();
  if (make) $('record-in').focus();
}

function renderImportError() {
  // Worded again only when the language changed (the engine replays the match to say why).
  if (importError && importError.lang !== lang()) {
    importError.text = importError.make();
    importError.lang = lang();
  }
  const box = $('record-error');
  box.hidden = !importError;
  box.textContent = importError?.text ?? '';
  $('record-in').setAttribute('aria-invalid', String(Boolean(importError)));
}

/** Opens the text in the import field: checked first, then reviewed beside the live match. */
export function importMatch() {
  const read = readMatch($('record-in').value);
  if (read.error) return showImportError(read.error);
  showImportError(null);
  const { record, table } = read;
  const rounds = table.state().round_number;
  table.free();
  openReview(record, 'import', -1);
  say('info', () => t('c121.msg.imported', { rounds, steps: record.steps.length }));
  render();
  $('review-where').focus();
}

async function openFile(event) {
  const file = event.target.files?.[0];
  event.target.value = '';
  if (!file) return;
  try {
    $('record-in').value = await file.text();
    store.write(DRAFT_KEY, $('record-in').value);
  } catch {
    return showImportError(() => t('c121.import.file', { name: file.name }));
  }
  importMatch();
}

async function copy() {
  const text = exportText();
  try {
    await navigator.clipboard.writeText(text);
    say('info', () => t('c121.msg.copied'));
  } catch {
    $('record-out').select();
    say('error', () => t('c121.msg.copyFailed'));
  }
  render();
}

function download() {
  const record = page.table.record();
  const blob = new Blob([exportText()], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `rulebook-121-${record.seed}-${record.steps.length}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** The export field follows the live match while the section is open; the error follows the language. */
export function renderRecords() {
  renderImportError();
  if (!$('records').open) return;
  const text = exportText();
  if (text !== exported) $('record-out').value = exported = text;
}

export function wireRecords() {
  $('records').addEventListener('toggle', renderRecords);
  $('record-copy').addEventListener('click', copy);
  $('record-download').addEventListener('click', download);
  $('record-form').addEventListener('submit', (e) => {
    e.preventDefault();
    importMatch();
  });
  $('record-file').addEventListener('change', openFile);
  const field = $('record-in');
  field.value = store.readOr(DRAFT_KEY, '');
  field.addEventListener('input', () => {
    store.write(DRAFT_KEY, field.value);
    if (importError) showImportError(null);
  });
}
