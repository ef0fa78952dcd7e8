// The game in play: started from the saved game (localStorage
// `<game>.game`, the engine's record, replayed by `restore`) or new, saved
// after every change, replaced by a new game, the next game of a series, a
// pasted position or an imported record. `changed` is what every handler
// calls after it changed the game: save it, show it.

import { t, lang } from '../i18n.js';
import * as store from '../storage.js';
import { $, play, say, announce, clearMessage, attempt, FAILED, status, engineWords } from './page.js';
import { showFieldError, clearFieldError, wireFieldErrors } from './field-error.js';
import { saveSettings, keepDraft, gameOptions } from './settings.js';
import { render, renderRecord, tossText } from './panel.js';
import { closeChoice } from './choice.js';
import { update as computerUpdate, newGame as computerNewGame } from './computer.js';
import { clocksChanged, startClocks } from './clocks.js';
import { offerChanged } from './draw-offer.js';

const gameKey = () => `${play.entry.id}.game`;

/** After any change to the game: save it, show it. */
export function changed() {
  closeChoice();
  saveGame();
  clocksChanged(); // a move switches the clocks, an end stops them
  offerChanged(); // a move by the other side lapses a draw offer
  render();
  play.control.redraw();
  computerUpdate(); // the computer's turn, or a search for an older position to stop
}

/** The session and version last saved: a select changes nothing and is not saved again. */
let saved = { session: null, version: -1 };

function saveGame() {
  const { session } = play;
  if (saved.session === session && saved.version === session.version) return;
  const record = attempt(() => session.record());
  if (record !== FAILED && store.write(gameKey(), record)) saved = { session, version: session.version };
}

/** {saved: the saved game or null, damaged}; a damaged save is dropped. */
function openSavedGame() {
  try {
    const record = store.read(gameKey());
    return { saved: record === undefined ? null : play.adapter.restore(record, lang()), damaged: false };
  } catch {
    store.remove(gameKey());
    return { saved: null, damaged: true };
  }
}

/** The first session: the saved game, or a new one with its toss (and a note when the save was damaged). */
export function startSession() {
  const { saved, damaged } = openSavedGame();
  play.session = saved ?? play.adapter.newGame(gameOptions());
  startClocks(!saved);
  if (!saved) sayToss(damaged ? 'msg.corrupt' : null);
}

function replaceSession(next) {
  closeChoice();
  const old = play.session;
  computerNewGame();
  play.session = next;
  old?.dispose();
  play.control?.reset();
}

function confirmAbandon() {
  const s = status();
  return s.moves.length === 0 || Boolean(s.outcome) || window.confirm(t('confirm.abandon'));
}

/** The current game's toss as a message, after the sentence `lead` if given. */
function tossNote(lead) {
  const s = status();
  const toss = () => tossText(s);
  return lead ? () => `${t(lead)} ${toss()}` : toss;
}

/**
 * Tells the players how the new game's sides were chosen: in the message
 * line, or, for a toss shown on its own (furigoma), only to screen readers.
 */
function sayToss(lead = null) {
  if (status().toss) {
    if (lead) say('info', () => t(lead));
    else clearMessage();
    announce(tossText(status()));
  } else {
    say('info', tossNote(lead));
  }
}

// ---- new games, positions and records ----

/** The buttons and forms that replace the game or copy it out. */
export function wireSession() {
  const { adapter } = play;
  $('new-game').addEventListener('click', () => {
    if (!confirmAbandon()) return;
    const next = attempt(() => adapter.newGame(gameOptions()));
    if (next === FAILED) return render();
    replaceSession(next);
    sayToss();
    changed();
  });
  $('next-game').addEventListener('click', () => {
    if (!confirmAbandon()) return;
    const next = attempt(() => play.session.nextInSeries());
    if (next === FAILED) return render();
    replaceSession(next);
    sayToss('msg.series');
    changed();
  });
  $('fen-copy').addEventListener('click', async () => {
    const field = $('fen-out');
    try {
      await navigator.clipboard.writeText(field.value);
      say('info', () => t('msg.copied'));
    } catch {
      field.select(); // leave it ready for Ctrl+C
      say('error', () => t('msg.copyFailed'));
    }
    render();
  });
  wireRecords();
  wireFieldErrors();
  $('fen-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $('fen-in');
    const text = input.value.trim();
    if (!text) return showFieldError('fen-in', () => t('msg.fenEmpty'));
    // The text is checked before the player is asked to give up the game.
    const load = () => adapter.fromPosition(text, gameOptions());
    let next;
    try {
      next = load();
    } catch (error) {
      // Asked again in another language: the engine words it anew.
      const words = engineWords(error.message, () => refusal(load));
      return showFieldError('fen-in', () => `${t('msg.fenError')} ${words()}`);
    }
    if (!confirmAbandon()) return next.dispose();
    input.value = '';
    keepDraft('fen-in', '');
    clearFieldError('fen-in');
    replaceSession(next);
    say('info', () => t('msg.loaded'));
    changed();
  });
}

/** The engine's refusal of `load` (a new session, disposed if it loads after all), or null. */
function refusal(load) {
  try {
    load().dispose();
    return null;
  } catch (error) {
    return error.message;
  }
}

/** `refusal` for a load that may answer later (a record's formats loading). */
async function refusalLater(load) {
  try {
    (await load()).dispose();
    return null;
  } catch (error) {
    return error.message;
  }
}

/** The record section (KIF, CSA, PGN, JSON): copy, download, paste or open a file. */
function wireRecords() {
  const { entry, adapter, settings } = play;
  if (!adapter.recordFormats) return;
  $('records').addEventListener('toggle', renderRecord);
  $('record-format').addEventListener('change', (e) => {
    settings.recordFormat = e.target.value;
    saveSettings();
    renderRecord();
  });
  $('record-copy').addEventListener('click', async () => {
    await renderRecord();
    const field = $('record-out');
    try {
      await navigator.clipboard.writeText(field.value);
      say('info', () => t('msg.recordCopied'));
    } catch {
      field.select();
      say('error', () => t('msg.copyFailed'));
    }
    render();
  });
  $('record-download').addEventListener('click', async () => {
    await renderRecord();
    const format = $('record-format').value;
    const extension = { kif: 'kifu', csa: 'csa', json: 'json', 'pgn-wxf': 'pgn', 'pgn-iccs': 'pgn' }[format] ?? 'txt';
    const type = format === 'json' ? 'application/json' : 'text/plain';
    const blob = new Blob([$('record-out').value], { type: `${type};charset=utf-8` });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    const day = new Date().toISOString().slice(0, 10);
    link.download = `${entry.id}-${day}.${extension}`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  $('record-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const input = $('record-in');
    if (!input.value.trim()) return showFieldError('record-in', () => t('msg.recordEmpty'));
    if (await importRecord(input.value)) {
      input.value = '';
      keepDraft('record-in', '');
    }
  });
  $('record-file').addEventListener('change', async (e) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    importRecord(decodeText(await file.arrayBuffer()));
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
 * formats loading), with the players' names it gives; true when it worked.
 */
async function importRecord(text) {
  const { adapter, settings } = play;
  // The record is read before the player is asked to give up the game.
  const load = () => adapter.importRecord(text, gameOptions());
  let next;
  try {
    next = await load();
  } catch (error) {
    const words = engineWords(error.message, () => refusalLater(load), render);
    showFieldError('record-in', () => `${t('msg.recordError')} ${words()}`);
    return false;
  }
  if (!confirmAbandon()) {
    next.dispose();
    return false;
  }
  clearFieldError('record-in');
  const names = next.names?.() ?? [];
  replaceSession(next);
  const s = status();
  adapter.sides.forEach((side, i) => {
    if (names[i]) settings.names[s.playerOf[side]] = names[i];
  });
  for (const i of [0, 1]) $(`name-${i}`).value = settings.names[i];
  saveSettings();
  say('info', () => t('msg.recordLoaded'));
  changed();
  return true;
}
