// The 121 match itself: the settings (localStorage `card121.settings`:
// the next match's games and strictness, the bots' pace), a new table, and
// the live match's save under `card121.game`, a versioned save
// (page/saves.js) holding the engine's record (seed, options, every step,
// replayed by fromRecord so nothing played is lost on reload). A version 1
// save (before versions) is that record alone.

import { Card121Table } from '../../pkg/card121/rulebook_card121.js';
import { t, lang } from '../i18n.js';
import { readOr } from '../storage.js';
import { openSave } from '../page/saves.js';
import { say } from '../page/helpers.js';
import { changeTable } from './state.js';

export const SETTINGS_KEY = 'card121.settings';
export const GAME_KEY = 'card121.game';
const GAMES = ['1', '2', '4'];
/** How long a bot seems to think before each action (ms). */
export const SPEEDS = { slow: 1600, normal: 850, fast: 280, instant: 0 };

export function loadSettings() {
  const saved = readOr(SETTINGS_KEY, {});
  return {
    games: GAMES.includes(saved.games) ? saved.games : '1',
    strict: saved.strict === true,
    // An own key only: `in` would take 'constructor' or '__proto__'.
    speed: typeof saved.speed === 'string' && Object.hasOwn(SPEEDS, saved.speed) ? saved.speed : 'normal',
  };
}

/** A setting changed (the next match's, or the bots' pace at once). */
export function setSetting(state, name, value) {
  state.settings[name] = value;
  state.notices.push({ save: 'settings' });
}

export function newTable(state) {
  const { settings } = state;
  return new Card121Table({ games: Number(settings.games), strict: settings.strict, language: lang() });
}

/** The saved match, opened (`{opened: table}`), none, or refused and kept (page/saves.js). */
export function openMatch() {
  return openSave(GAME_KEY, {
    upgrade: (record) => ({ game: record }),
    // A stored null is no match (as before versions).
    open: (fields) => (fields.game === null ? null : Card121Table.fromRecord(fields.game, lang())),
  });
}

/**
 * The first table: the saved match, or a new one with a note (that the
 * save could not be opened, when it was refused).
 */
export function startMatch(state, { opened, refused }) {
  state.refusedSave = refused;
  changeTable(state, () => {
    state.table = opened ?? newTable(state);
  });
  if (opened) say(state, 'info', () => t('c121.msg.restored'));
  else if (refused) say(state, 'error', () => t(refused.reason === 'newer' ? 'c121.msg.newerSave' : 'c121.msg.corrupt'));
  else say(state, 'info', () => t('c121.msg.new'));
}
