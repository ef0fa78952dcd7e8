// The 121 page's state, the one object its store holds (js/page/store.js),
// and what is read from it: the live table's state (read once per change
// and shared by everything a click shows), the table on screen (the live
// one, or a reviewed round's), the actions the engine offers. The
// mutations live with their concern: the person's actions (play.js), the
// bots' turns (turns.js), the review (review.js), the match as text
// (records.js), the settings and the match itself (match.js).

/**
 * @typedef {object} Card121State
 * @property {*} table the live match (Card121Table)
 * @property {*} board the canvas painter (Card121Board), made once the table shows
 * @property {{games: string, strict: boolean, speed: string}} settings
 * @property {{cursor: number | null, keyboard: boolean, exchanging: boolean, nhatBan: boolean,
 *   selected: number | null}} ui the page's own state on top of the engine's: the keyboard
 *   cursor, Đổi or Nhất Bản pressed, the hand card chosen to go out and waiting for its confirmation
 * @property {{kind: string, text: () => string} | null} message the message line
 * @property {object[]} notices the commit's news for the effects (page/store.js)
 * @property {* | null} known the live table's state as read since its last change
 * @property {number} tableVersion counts the live table's changes
 * @property {* | null} review a match being reviewed round by round (review.js)
 * @property {{make: () => string, text: string} | null} importError the error shown under the
 *   import field, worded again (`make`) when the language changes
 * @property {string} importText the import field's text, kept across a reload
 * @property {boolean} recordsOpen the record section is open (its export follows the match)
 * @property {* | null} rulesEntry the catalog entry the rules link points at
 * @property {{reason: string, keptAs: string, blocked: boolean} | null} refusedSave a save
 *   the page could not open, and where it is kept (page/saves.js)
 * @property {boolean} ready the table is up (the service worker may register)
 */

/** @returns {Card121State} */
export function createState({ settings, rulesEntry, importText }) {
  return {
    table: null,
    board: null,
    settings,
    ui: { cursor: null, keyboard: false, exchanging: false, nhatBan: false, selected: null },
    message: null,
    notices: [],
    known: null,
    tableVersion: 0,
    review: null,
    importError: null,
    importText,
    recordsOpen: false,
    rulesEntry,
    refusedSave: null,
    ready: false,
  };
}

/** The live table's state, read once per change and shared by everything a click shows. */
export const liveState = (state) => (state.known ??= state.table.state());

/** The table on screen: the live one, or a reviewed round's. */
export const shownTable = (state) => state.review?.table ?? state.table;

/** The state of the table on screen. */
export const shownState = (state) => (state.review ? (state.review.known ??= state.review.table.state()) : liveState(state));

/** Runs an engine call that changes the live table (or replaces it), and forgets what was read. */
export function changeTable(state, action) {
  const result = action();
  state.known = null;
  state.tableVersion++;
  return result;
}

export function findAction(s, kind, give = null, nhatBan = false) {
  return s.words.actions.find(
    (a) => a.kind === kind && (give === null || (a.give === give && a.nhat_ban === nhatBan)),
  );
}

/**
 * The canvas is drawn again with this commit (card121.js's effect): after
 * the changes that show on it, and the refusals the page answers at the
 * table (the painter's pixels are those of the draws the page asks for).
 */
export const redraw = (state) => state.notices.push({ redraw: true });

/** Whether a bot is to act now at the live table (and none is held by a review). */
export const botsToAct = (state) => !state.review && Boolean(liveState(state).bot_to_act);

/** Whether the person may act on the table on screen (never in a review). */
export const acting = (state, s) => !state.review && s.your_turn;

/** The hand card chosen and the cursor kept on the hand shown (after any change: store `follow`). */
export function followHand(state) {
  if (!state.table) return;
  const s = shownState(state);
  const { ui } = state;
  const handSize = s.round.hand.length;
  if (ui.cursor !== null && ui.cursor >= handSize) ui.cursor = handSize ? handSize - 1 : null;
  if (ui.selected !== null && (ui.selected >= handSize || !acting(state, s))) ui.selected = null;
}
