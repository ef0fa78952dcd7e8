// The 121 page's shared state (the live match, the board, the settings,
// the page's own choices on top of the engine's) and the small helpers
// every part uses: reading the table once per change, the message line,
// the announcer, an engine call whose Error becomes the message.

import { t } from '../i18n.js';

export const $ = (id) => document.getElementById(id);

export const page = {
  /** The live match (Card121Table). */
  table: null,
  /** The canvas painter (Card121Board). */
  board: null,
  settings: null,
  /**
   * The page's own state: the keyboard cursor, Đổi or Nhất Bản pressed,
   * the hand card chosen to go out and waiting for its confirmation.
   */
  ui: { cursor: null, keyboard: false, exchanging: false, nhatBan: false, selected: null },
  /** The message line: {kind, text: () => string}, re-read on language change. */
  message: null,
  /** The live table's state as read since its last change, or null. */
  known: null,
  /** Counts the live table's changes; the one last saved. */
  version: 0,
  savedVersion: -1,
  /** A match being reviewed round by round (review.js), or null. */
  review: null,
};

export function say(kind, text) {
  page.message = { kind, text };
  announce(text());
}

export function announce(text) {
  const region = $('announcer');
  region.textContent = '';
  requestAnimationFrame(() => (region.textContent = text));
}

/** Runs an engine call; a thrown Error becomes the message line. */
export function attempt(action, lead = null) {
  try {
    return { ok: true, value: action() };
  } catch (error) {
    const why = error.message || String(error);
    say('error', () => (lead ? `${t(lead)} ${why}` : why));
    return { ok: false };
  }
}

/** The live table's state, read once per change and shared by everything a click shows. */
export const liveState = () => (page.known ??= page.table.state());

/** The table on screen: the live one, or a reviewed round's. */
export const shownTable = () => page.review?.table ?? page.table;

/** The state of the table on screen. */
export const shownState = () => (page.review ? (page.review.known ??= page.review.table.state()) : liveState());

/** Runs an engine call that changes the live table (or replaces it), and forgets what was read. */
export function change(action) {
  const result = action();
  page.known = null;
  page.version++;
  return result;
}

export function findAction(s, kind, give = null, nhatBan = false) {
  return s.words.actions.find(
    (a) => a.kind === kind && (give === null || (a.give === give && a.nhat_ban === nhatBan)),
  );
}
