// What the player chose on the play page, kept in localStorage under
// `<game>.settings`: the players' names, the notation, the board's side,
// the record format, every adapter option, and text typed but not yet
// submitted. Read once at start (each value checked, so old or edited
// storage can't break the page) and written on every change.

import { lang } from '../i18n.js';
import * as store from '../storage.js';
import { play } from './page.js';

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
 * @property {string} timeControl the next new game's clocks (clock.js's ids; 'none')
 */

/** Input fields whose unsubmitted text is kept across reloads. */
export const DRAFT_FIELDS = ['move-input', 'fen-in', 'record-in'];

const settingsKey = () => `${play.entry.id}.settings`;

/** Saved settings, each value checked, so old or edited storage can't break the page. @returns {Settings} */
export function loadSettings() {
  const { adapter } = play;
  const saved = store.readOr(settingsKey(), {});
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
    // Text typed but not yet submitted, so a reload loses nothing.
    computer: computerSettings(saved.computer),
    evalBar: saved.evalBar === true,
    // Checked against the game's controls by clocks.js.
    timeControl: typeof saved.timeControl === 'string' ? saved.timeControl : 'none',
    drafts: Object.fromEntries(
      DRAFT_FIELDS.map((id) => [id, typeof saved.drafts?.[id] === 'string' ? saved.drafts[id] : '']),
    ),
  };
}

/** The computer's saved choice, checked: off unless a side, or random with its drawn side. */
function computerSettings(saved) {
  const { sides } = play.adapter;
  const choices = ['off', ...sides, 'random'];
  const choice = choices.includes(saved?.choice) ? saved.choice : 'off';
  let side = choice === 'random' ? saved.side : choice;
  if (!sides.includes(side)) side = choice === 'random' ? sides[1] : null;
  const level = Number.isInteger(saved?.level) && saved.level >= 1 && saved.level <= 8 ? saved.level : 1;
  return { choice, side, level };
}

export function saveSettings() {
  store.write(settingsKey(), play.settings);
}

/** Keeps a field's unsubmitted text ('' once it was submitted). */
export function keepDraft(id, text) {
  play.settings.drafts[id] = text;
  saveSettings();
}

/** The options a new game gets: the language and every `game` option. */
export function gameOptions() {
  /** @type {import('../adapter.js').GameOptions} */
  const chosen = { language: lang() };
  for (const opt of play.adapter.options) {
    if (opt.scope === 'game') chosen[opt.id] = play.settings.options[opt.id];
  }
  return chosen;
}

/** Every `view` option, for the board's view. */
export function viewOptions() {
  const chosen = {};
  for (const opt of play.adapter.options) {
    if (opt.scope === 'view') chosen[opt.id] = play.settings.options[opt.id];
  }
  return chosen;
}
