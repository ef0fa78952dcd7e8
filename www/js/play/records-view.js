// The position and record sections from the state: the errors under their
// fields, the record section's text (the current game in the chosen
// format, while the section is open; the adapter may write it later, its
// formats loading: the field is aria-busy until then), and "Embed this
// position": the <rulebook-board> markup for the game, ready to paste into
// a page that has embed.js. Everything in the markup is the engine's text:
// the start position (or startpos when it is the one an embedded board
// would start from), the moves as the engine saved them, the house rules in
// force (Ô ăn quan); the page adds only which side is at the bottom and the
// pieces' faces when the player changed them.

import { t, lang } from '../i18n.js';
import { markup } from '../snippet.js';
import { $, setText, attempt, FAILED } from '../page/helpers.js';
import { status } from './state.js';
import { playerName } from './words.js';
import { ERROR_FIELDS } from './sections.js';

/** The record's format: the one chosen, or the game's first. */
export function recordFormat(state) {
  const formats = state.adapter.recordFormats;
  return formats.includes(state.settings.recordFormat) ? state.settings.recordFormat : formats[0];
}

/** The current game's record in the chosen format, with the players' names; it may come later. */
export async function writeRecord(state) {
  const { adapter, session } = state;
  const s = status(state);
  const names = adapter.sides.map((side) => playerName(state, s.playerOf[side]));
  try {
    return await session.exportRecord(recordFormat(state), names);
  } catch (error) {
    return `${t('msg.recordUnavailable')} ${error.message ?? ''}`.trim();
  }
}

/** Whether `start` is what `startpos` gives an embedded board with these house rules. */
function isStartpos(state, start, rules) {
  const options = { language: lang() };
  for (const pair of rules) {
    const at = pair.indexOf('=');
    options[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const fresh = state.adapter.fromPosition('startpos', options);
  try {
    return fresh.game.position() === start;
  } finally {
    fresh.dispose();
  }
}

/** The snippet for the session's game as it stands. */
export function embedSnippet(state) {
  const { adapter, session, settings, entry } = state;
  const { start, moves } = session.record();
  const rules = session.ruleOptions?.() ?? [];
  const view = adapter.options.find((opt) => opt.id === 'pieceSet');
  const pieces = view && settings.options.pieceSet !== view.initial ? settings.options.pieceSet : null;
  return markup('rulebook-board', [
    ['game', entry.id],
    ['position', isStartpos(state, start, rules) ? 'startpos' : start],
    ['moves', moves.length ? moves.join(' ') : null],
    ['ply', String(moves.length)],
    ['options', rules.length ? rules.join(' ') : null],
    ['orientation', settings.flipped ? adapter.sides[1] : null],
    ['pieces', pieces],
  ]);
}

/** The errors' texts and the fields' aria-invalid, in the current language. */
function renderFieldErrors(state) {
  for (const id of ERROR_FIELDS) {
    const line = $(`${id}-error`);
    if (!line) continue;
    const text = state.fieldErrors[id]?.() ?? '';
    line.hidden = !text;
    if (line.textContent !== text) line.textContent = text;
    if (text) $(id).setAttribute('aria-invalid', 'true');
    else $(id).removeAttribute('aria-invalid');
  }
}

/** Whether `a` and `b` list the same things. */
const same = (a, b) => a !== null && a.length === b.length && a.every((x, i) => x === b[i]);

export function recordsView() {
  /** What the record and the snippet were last made of. */
  let recorded = null;
  let embedded = null;
  /** The latest record asked for: only it is shown. */
  let asked = 0;

  function renderRecord(state) {
    if (!state.adapter.recordFormats || !state.open.records) {
      recorded = null;
      return;
    }
    const s = status(state);
    const names = state.adapter.sides.map((side) => playerName(state, s.playerOf[side]));
    const inputs = [state.session, state.session.version, recordFormat(state), lang(), ...names];
    if (same(recorded, inputs)) return;
    recorded = inputs;
    const mine = ++asked;
    const out = $('record-out');
    out.setAttribute('aria-busy', 'true');
    writeRecord(state).then((text) => {
      if (mine !== asked) return;
      out.value = text;
      out.removeAttribute('aria-busy');
    });
  }

  function renderEmbed(state) {
    setText($('embed-note'), state.embedNote);
    if (!state.open.embed) {
      embedded = null;
      return;
    }
    const { session, settings } = state;
    const inputs = [session, session.version, settings.flipped, settings.options.pieceSet];
    if (same(embedded, inputs)) return;
    embedded = inputs;
    const text = attempt(() => embedSnippet(state));
    if (text !== FAILED) $('embed-out').value = text;
  }

  return (state) => {
    renderFieldErrors(state);
    renderRecord(state);
    renderEmbed(state);
  };
}
