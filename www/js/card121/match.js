// The 121 page's settings and the live match's saving: localStorage under
// `card121.settings` (options) and `card121.game` (the engine's record:
// seed, options, every step, replayed by fromRecord so nothing played is
// lost on reload).

import { Card121Table } from '../../pkg/card121/rulebook_card121.js';
import { t, lang } from '../i18n.js';
import * as store from '../storage.js';
import { page, say } from './page.js';

const SETTINGS_KEY = 'card121.settings';
const GAME_KEY = 'card121.game';
const GAMES = ['1', '2', '4'];
/** How long a bot seems to think before each action (ms). */
export const SPEEDS = { slow: 1600, normal: 850, fast: 280, instant: 0 };

export function loadSettings() {
  const saved = store.readOr(SETTINGS_KEY, {});
  return {
    games: GAMES.includes(saved.games) ? saved.games : '1',
    strict: saved.strict === true,
    // An own key only: `in` would take 'constructor' or '__proto__'.
    speed: typeof saved.speed === 'string' && Object.hasOwn(SPEEDS, saved.speed) ? saved.speed : 'normal',
  };
}

export function saveSettings() {
  store.write(SETTINGS_KEY, page.settings);
}

export function saveGame() {
  if (page.savedVersion === page.version) return;
  try {
    if (store.write(GAME_KEY, page.table.record())) page.savedVersion = page.version;
  } catch {
    // The record always exists; a full storage keeps the last one.
  }
}

export function newTable() {
  const settings = page.settings;
  return new Card121Table({ games: Number(settings.games), strict: settings.strict, language: lang() });
}

/** The saved match, or a new one (with a note when the save was damaged). */
export function openTable() {
  let saved;
  try {
    saved = store.read(GAME_KEY);
  } catch {
    return damagedSave(); // stored, but not JSON
  }
  if (saved !== undefined && saved !== null) {
    try {
      const restored = Card121Table.fromRecord(saved, lang());
      say('info', () => t('c121.msg.restored'));
      return restored;
    } catch {
      return damagedSave(); // JSON, but not a match the engine replays
    }
  }
  say('info', () => t('c121.msg.new'));
  return newTable();
}

/** A saved match that cannot be opened: dropped, with a note, for a new one. */
function damagedSave() {
  store.remove(GAME_KEY);
  say('error', () => t('c121.msg.corrupt'));
  return newTable();
}
