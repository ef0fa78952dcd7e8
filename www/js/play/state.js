// The play page's state, the one object its store holds (js/page/store.js),
// and what is read from it: the status, the computer's side, the game the
// board shows while the player reviews, and the notices that ask the board
// to draw again. Nothing here changes the page; the mutations that change
// the state live with their concern (game.js, moves.js, review.js,
// clocks.js, draw-offer.js, computer.js, choice.js, sections.js,
// settings.js, sound.js's `setSoundOn`).

/** @typedef {import('../adapter.js').Adapter} Adapter */
/** @typedef {import('../adapter.js').Session} Session */
/** @typedef {import('../adapter.js').Board} Board */
/** @typedef {import('../adapter.js').Status} Status */
/** @typedef {import('./settings.js').Settings} Settings */

/**
 * @typedef {object} PlayState
 * @property {*} entry the game's catalog entry
 * @property {Adapter} adapter
 * @property {Board | null} board the game's painter, made once the table shows (its geometry
 *   places the choice dialog)
 * @property {Settings} settings what the player chose, saved apart from the game
 * @property {Session | null} session the game in play
 * @property {{kind: string, text: () => string} | null} message the message line
 * @property {object[]} notices the commit's news for the effects (page/store.js)
 * @property {number | null} selected the board's selection (BoardControl's, as it last told)
 * @property {number | null} inspected the place the mouse, the last press or the keyboard cursor points at
 * @property {boolean} busy a move was being shown (Ô ăn quan's sowing) when the board last drew
 * @property {{from: number, to: number, options: object[]} | null} choice a move waiting for the player's choice
 * @property {{ply: number | null, session: Session | null, version: number, game: *}} review
 *   the ply shown while reviewing (else null), and the engine's game at that ply, made at `version`
 * @property {Object<string, () => string>} fieldErrors the error under a field, by its id
 * @property {{math: * | null, clock: * | null, seen: * | null, warned: number[], now: number,
 *   pending: Session | null}} clocks the clocks' arithmetic once imported, the clock of the game
 *   in play (null: none), what it last saw of the game, the sides warned this turn, the moment
 *   it was last read, and the session waiting for the arithmetic to get its clock
 * @property {{session: Session, side: string, moves: number, asking: boolean} | null} offer a draw offer standing
 * @property {{job: * | null, known: * | null, failedKey: string | null, nextId: number}} computer
 *   the search under way, the last evaluation, the position the computer failed to search
 * @property {{records: boolean, embed: boolean}} open which of the record and embed sections is open
 * @property {string} embedNote what the embed section's Copy last said
 * @property {boolean} soundOn
 * @property {{reason: string, keptAs: string, blocked: boolean} | null} refusedSave a save
 *   the page could not open, and where it is kept (page/saves.js)
 * @property {boolean} ready the board is up (the service worker may register)
 * @property {{session: Session | null, version: number, moves: number, over: boolean}} followed
 *   the game as `follow` last saw it
 */

/** @returns {PlayState} */
export function createState({ entry, adapter, settings, soundOn }) {
  return {
    entry,
    adapter,
    board: null,
    settings,
    session: null,
    message: null,
    notices: [],
    selected: null,
    inspected: null,
    busy: false,
    choice: null,
    review: { ply: null, session: null, version: -1, game: null },
    fieldErrors: {},
    clocks: { math: null, clock: null, seen: null, warned: [], now: 0, pending: null },
    offer: null,
    computer: { job: null, known: null, failedKey: null, nextId: 1 },
    open: { records: false, embed: false },
    embedNote: '',
    soundOn,
    refusedSave: null,
    ready: false,
    followed: { session: null, version: -1, moves: 0, over: false },
  };
}

/** The session's status, moves in the chosen notation. @returns {Status} */
export const status = (state) => state.session.status(state.settings.notation);

/** The game's position as a key: a search answers for one position only. */
export const keyOf = (s) => `${s.position}#${s.moves.length}`;

/** The side the computer plays in this game, or null. */
export function computerSide(state) {
  const c = state.settings.computer;
  return state.adapter.computer && c.choice !== 'off' ? c.side : null;
}

/** The seat (0: player 1, 1: player 2) the computer plays in this game, or null. */
export function computerSeat(state) {
  const side = computerSide(state);
  return side && state.session ? status(state).playerOf[side] : null;
}

/** Whether the computer is to move now (the player waits), its search begun or not. */
export function computerToMove(state) {
  const side = computerSide(state);
  if (!side || !state.session) return false;
  const s = status(state);
  return !s.outcome && s.turn === side;
}

/** How many moves Undo takes back: the computer's answer with the player's move. */
export function undoCount(state) {
  const side = computerSide(state);
  const s = status(state);
  if (!side || s.moves.length < 2 || s.turn === side) return 1;
  return 2;
}

/** The hint's move, drawn as an arrow while its position stands, or null. */
export function arrow(state) {
  const { known } = state.computer;
  if (!state.session || !known || known.code === undefined) return null;
  return known.key === keyOf(status(state)) ? known.code : null;
}

/** Whether the last move is still being shown (Ô ăn quan's sowing, stone by stone). */
export const showingMove = (state) => Boolean(state.session?.animating?.());

/** Whether the board shows an earlier ply than the live game. */
export const reviewing = (state) => state.review.ply !== null;

/**
 * The engine's game at the ply reviewed, or null when live. Made again when
 * the live game changed (a computer's move, the language): its first plies
 * are the same, the object is cheap (a copy rewound), and it then words
 * itself in the game's language. Kept in the state: what is read from the
 * engine is read once per version, as `EngineSession.read` keeps its answers.
 */
export function reviewedGame(state) {
  const { review, session } = state;
  if (review.ply === null || review.session !== session) return null;
  if (review.game && review.version === session.version) return review.game;
  review.game?.free();
  review.game = null;
  try {
    review.game = session.game.atPly(review.ply);
  } catch {
    review.ply = null; // the engine has no such ply: the board shows the live game
    return null;
  }
  review.version = session.version;
  return review.game;
}

/** The object the board draws: the reviewed game, or the live one. */
export const shownGame = (state) => reviewedGame(state) ?? state.session.game;

/** Whether this game has draw offers (Ô ăn quan hides the button). */
export const offersDraws = (state) => !(state.adapter.hiddenButtons ?? []).includes('offer-draw');

/** Whether the draw offer still stands: no move yet, or only the offerer's. */
export function offerStands(state) {
  const { offer } = state;
  if (!offer || offer.session !== state.session) return false;
  const s = status(state);
  if (s.outcome) return false;
  return s.moves.length === offer.moves || (s.moves.length === offer.moves + 1 && s.turn !== offer.side);
}

/** The side a draw offer asks: the offerer's opponent. */
export const responder = (state) => state.adapter.sides.find((side) => side !== state.offer.side);

/** The board draws again at its next frame (board-host.js's effect). */
export const redraw = (state) => state.notices.push({ redraw: true });

/** The board forgets its selection (a move played, a new game, undo) and draws again. */
export const resetBoard = (state) => state.notices.push({ resetBoard: true });
