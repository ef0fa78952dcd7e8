// The play page's fields and sections, as inputs that commit: the settings
// (notation, names, options, the computer, the next game's clocks, the
// sound), the text kept in the fields, the position section (copy, paste a
// position), the record section (format, copy, download, paste or open a
// file) and "Embed this position". A position or record is read by the
// engine before the player is asked to give up the game in play; a refusal
// is shown under its field.

import { t } from '../i18n.js';
import { copyText } from '../snippet.js';
import { $, say } from '../page/helpers.js';
import { DRAFT_FIELDS, setSettings, setNotation, keepDraft, setName, setOption, gameOptions } from './settings.js';
import { positionLoaded, recordLoaded } from './game.js';
import { chooseComputerSide, chooseLevel, showEvalBar } from './computer.js';
import { setSoundOn } from './sound.js';
import { ERROR_FIELDS, setFieldError, clearFieldError, reworded, setSection, setEmbedNote } from './sections.js';
import { engineWords } from './words.js';
import { writeRecord } from './records-view.js';
import { mayAbandon } from './buttons.js';

/** A message for the line, in a mutation. */
const message = (state, kind, id) => say(state, kind, () => t(id));

/** The settings' controls: each change is a setting, saved. */
function wireSettings(store) {
  const { state } = store;
  const { adapter } = state;
  const change = (id, handler) => store.listen($(id), 'change', (e) => handler(e.target));
  change('notation', (select) => store.commit(setNotation, select.value));
  for (const i of [0, 1]) store.listen($(`name-${i}`), 'input', (e) => store.commit(setName, i, e.target.value));
  for (const id of DRAFT_FIELDS) store.listen($(id), 'input', (e) => store.commit(keepDraft, id, e.target.value));
  for (const opt of adapter.options) {
    change(`opt-${opt.id}`, (input) => store.commit(setOption, opt.id, opt.choices ? input.value : input.checked));
  }
  change('time-control', (select) => store.commit(setSettings, { timeControl: select.value }));
  change('sound-toggle', (box) => store.commit(setSoundOn, box.checked));
  if (adapter.computer) {
    change('computer-side', (select) => store.commit(chooseComputerSide, select.value));
    change('computer-level', (select) => store.commit(chooseLevel, Number(select.value)));
    change('eval-toggle', (box) => store.commit(showEvalBar, box.checked));
  }
}

/** Shows an error under a field, in view. */
function fieldError(store, id, text) {
  store.commit(setFieldError, id, text);
  store.flush();
  $(`${id}-error`).scrollIntoView({ block: 'nearest' });
}

/**
 * The engine's refusal of `load` (a new session, disposed if it loads
 * after all), or null; a promise of it when `load` answers later (a
 * record's formats loading).
 */
function refusal(load) {
  try {
    const next = load();
    if (typeof next?.then !== 'function') return next.dispose(), null;
    return next.then(
      (session) => (session.dispose(), null),
      (error) => error.message,
    );
  } catch (error) {
    return error.message;
  }
}

/** Copies `text` (a field's): said on the message line, or the field selected for Ctrl+C. */
async function copyField(store, text, field, copied) {
  try {
    await navigator.clipboard.writeText(text);
    store.commit(message, 'info', copied);
  } catch {
    field.select(); // leave it ready for Ctrl+C
    store.commit(message, 'error', 'msg.copyFailed');
  }
}

/** The position section: copy the position, or load a pasted one. */
function wirePosition(store) {
  const { state } = store;
  store.listen($('fen-copy'), 'click', () => copyField(store, $('fen-out').value, $('fen-out'), 'msg.copied'));
  store.listen($('fen-form'), 'submit', (e) => {
    e.preventDefault();
    const text = $('fen-in').value.trim();
    if (!text) return fieldError(store, 'fen-in', () => t('msg.fenEmpty'));
    // The text is checked before the player is asked to give up the game.
    const load = () => state.adapter.fromPosition(text, gameOptions(state));
    let next;
    try {
      next = load();
    } catch (error) {
      // Asked again in another language: the engine words it anew.
      const words = engineWords(error.message, () => refusal(load));
      return fieldError(store, 'fen-in', () => `${t('msg.fenError')} ${words()}`);
    }
    if (!mayAbandon(state)) return next.dispose();
    store.commit(positionLoaded, next);
  });
}

/** A record file's text: UTF-8, or Shift_JIS as older KIF files are. */
function decodeText(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('shift_jis').decode(bytes);
  }
}

/**
 * Loads a game from record text (the adapter may read it later, its
 * formats loading), with the players' names it gives; `fromField`: the
 * text is the field's, emptied once loaded.
 */
async function importRecord(store, text, fromField) {
  const { state } = store;
  // The record is read before the player is asked to give up the game.
  const load = () => state.adapter.importRecord(text, gameOptions(state));
  let next;
  try {
    next = await load();
  } catch (error) {
    const words = engineWords(error.message, () => refusal(load), () => store.commit(reworded));
    return fieldError(store, 'record-in', () => `${t('msg.recordError')} ${words()}`);
  }
  if (!mayAbandon(state)) return next.dispose();
  store.commit(recordLoaded, next, fromField);
}

/** The record section (KIF, CSA, PGN, JSON): copy, download, paste or open a file. */
function wireRecords(store) {
  const { state } = store;
  const { entry, adapter } = state;
  if (!adapter.recordFormats) return;
  const section = $('records');
  store.listen(section, 'toggle', () => store.commit(setSection, 'records', section.open));
  store.listen($('record-format'), 'change', (e) => store.commit(setSettings, { recordFormat: e.target.value }));
  store.listen($('record-copy'), 'click', async () => {
    await copyField(store, await writeRecord(state), $('record-out'), 'msg.recordCopied');
  });
  store.listen($('record-download'), 'click', async () => {
    const text = await writeRecord(state);
    const format = $('record-format').value;
    const extension = { kif: 'kifu', csa: 'csa', json: 'json', 'pgn-wxf': 'pgn', 'pgn-iccs': 'pgn' }[format] ?? 'txt';
    const type = format === 'json' ? 'application/json' : 'text/plain';
    const blob = new Blob([text], { type: `${type};charset=utf-8` });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    const day = new Date().toISOString().slice(0, 10);
    link.download = `${entry.id}-${day}.${extension}`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  store.listen($('record-form'), 'submit', (e) => {
    e.preventDefault();
    const text = $('record-in').value;
    if (!text.trim()) return fieldError(store, 'record-in', () => t('msg.recordEmpty'));
    return importRecord(store, text, true);
  });
  store.listen($('record-file'), 'change', async (e) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    await importRecord(store, decodeText(await file.arrayBuffer()), false);
  });
}

/** "Embed this position": the snippet while open, and its Copy. */
function wireEmbed(store) {
  const { state } = store;
  const section = $('embed-position');
  store.listen(section, 'toggle', () => store.commit(setSection, 'embed', section.open));
  store.listen($('embed-copy'), 'click', async () => {
    const field = $('embed-out');
    store.commit(setEmbedNote, await copyText(field.value, field, { copied: 'msg.embedCopied', failed: 'msg.copyFailed' }));
  });
}

/** A field's error goes as soon as its text changes. */
function wireFieldErrors(store) {
  for (const id of ERROR_FIELDS) store.listen($(id), 'input', () => store.commit(clearFieldError, id));
}

export function wireForms(store) {
  wireSettings(store);
  wirePosition(store);
  wireRecords(store);
  wireEmbed(store);
  wireFieldErrors(store);
}
