// What the player chose on the play page, kept in localStorage under
// `<game>.settings` (by the saving effect, saving.js): the players' names,
// the notation, the board's side, the record format, every adapter option,
// the computer, the next game's clocks, and text typed but not yet
// submitted. Read once at start, each value checked, so old or edited
// storage can't break the page. Changed only through the mutations below.

import { lang } from '../i18n.js';
import { readOr } from '../storage.js';
import { redraw } from './state.js';

/**
 * @typedef {object} Settings
 * @property {string[]} names player 1's and player 2's, '' for the default
 * @property {string} notation one of the adapter's notations
 * @property {boolean} flipped the board seen from the other side
 * @property {string | null} recordFormat the record section's format
 * @property {Object<string, string | boolean>} options every adapter option's value by id
 * @property {Object<string, string>} drafts unsubmitted text by input field id
 * @property {{choice: string, side: string | null, level: number}} computer who the
 *   computer plays ('off', a side id or 'random'), the side it plays this game, its level 1–8
 * @property {boolean} evalBar the evaluation bar is shown
 * @property {string} timeControl the next new game's clocks (clock-arithmetic.js's ids; 'none')
 */

/** The computer's levels, 1–8 as the engine numbers them. */
export const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8];

/** Input fields whose unsubmitted text is kept across reloads. */
export const DRAFT_FIELDS = ['move-input', 'fen-in', 'record-in'];

export const settingsKey = (entry) => `${entry.id}.settings`;

/** Saved settings, each value checked, so old or edited storage can't break the page. @returns {Settings} */
export function loadSettings(entry, adapter, timeControls) {
  const saved = readOr(settingsKey(entry), {});
  /** @type {Object<string, string | boolean>} */
  const options = {};
  for (const opt of adapter.options) {
    const value = saved.options?.[opt.id];
    const valid = opt.choices ? opt.choices.includes(value) : typeof value === 'boolean';
    options[opt.id] = valid ? value : opt.initial;
  }
  return {
    names: [0, 1].map((i) => (typeof saved.names?.[i] === 'string' ? saved.names[i] : '')),
    notation: adapter.notations.includes(saved.notation) ? saved.notation : adapter.notations[0],
    flipped: saved.flipped === true,
    recordFormat: typeof saved.recordFormat === 'string' ? saved.recordFormat : null,
    options,
    computer: computerSettings(adapter, saved.computer),
    evalBar: saved.evalBar === true,
    timeControl: timeControls.includes(saved.timeControl) ? saved.timeControl : 'none',
    // Text typed but not yet submitted, so a reload loses nothing.
    drafts: Object.fromEntries(
      DRAFT_FIELDS.map((id) => [id, typeof saved.drafts?.[id] === 'string' ? saved.drafts[id] : '']),
    ),
  };
}

/** The computer's saved choice, checked: off unless a side, or random with its drawn side. */
function computerSettings(adapter, saved) {
  const { sides } = adapter;
  const choices = ['off', ...sides, 'random'];
  const choice = choices.includes(saved?.choice) ? saved.choice : 'off';
  let side = choice === 'random' ? saved.side : choice;
  if (!sides.includes(side)) side = choice === 'random' ? sides[1] : null;
  const level = LEVELS.includes(saved?.level) ? saved.level : 1;
  return { choice, side, level };
}

/** The settings changed: the saving effect writes them. */
export function settingsChanged(state) {
  state.notices.push({ save: 'settings' });
}

/** Changes some settings (`change` merged in) and has them saved. */
export function setSettings(state, change) {
  Object.assign(state.settings, change);
  settingsChanged(state);
}

/** Keeps a field's unsubmitted text ('' once it was submitted). */
export function keepDraft(state, id, text) {
  state.settings.drafts[id] = text;
  settingsChanged(state);
}

/** A player's name typed. */
export function setName(state, index, name) {
  state.settings.names[index] = name;
  settingsChanged(state);
}

/** The notation chosen: the move list and the board's coordinates follow it. */
export function setNotation(state, notation) {
  state.settings.notation = notation;
  settingsChanged(state);
  redraw(state);
}

/** An adapter option chosen; the board shows a view option at once. */
export function setOption(state, id, value) {
  state.settings.options[id] = value;
  settingsChanged(state);
  redraw(state);
}

/** The options a new game gets: the language and every `game` option. */
export function gameOptions(state) {
  /** @type {import('../adapter.js').GameOptions} */
  const chosen = { language: lang() };
  for (const opt of state.adapter.options) {
    if (opt.scope === 'game') chosen[opt.id] = state.settings.options[opt.id];
  }
  return chosen;
}

/** Every `view` option, for the board's view. */
export function viewOptions(state) {
  const chosen = {};
  for (const opt of state.adapter.options) {
    if (opt.scope === 'view') chosen[opt.id] = state.settings.options[opt.id];
  }
  return chosen;
}
