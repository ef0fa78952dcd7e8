// The computer player on the play page, for a game whose adapter declares
// `computer` (see adapter.js): it plays a side at a level, gives a hint
// (the best move as an arrow, the evaluation in the engine's words), feeds
// an evaluation bar and weighs a draw offered to it. Here, as mutations of
// `state.computer`: the search the position needs (`followComputer`, after
// every change), what a search reports, and the player's choices. The
// search runs in js/ai-worker.js, which computer-worker.js (the effect)
// starts for the job the state holds and stops when the state drops it: a
// search under way cannot be interrupted, so stopping it terminates the
// worker, and "Move now" plays the last finished iteration's move. While a
// move is still being shown (Ô ăn quan's sowing) the computer's search
// waits for its end.

import { t, lang } from '../i18n.js';
import { attempt, FAILED, say, announce } from '../page/helpers.js';
import { status, keyOf, computerSide, computerToMove, showingMove, arrow, redraw, resetBoard } from './state.js';
import { sideName, engineWords } from './words.js';
import { settingsChanged } from './settings.js';
import { played } from './moves.js';
import { answerOffer } from './draw-offer.js';

/** What a hint and the bar search with: level 8's one second. */
const HINT = { level: 8 };
/** The bar's own search, and the weighing of a draw offer. */
const EVALUATE = { movetime: 300 };

/**
 * Starts a search of `kind` ('move', 'hint', 'eval', 'offer'): the job the
 * worker effect posts, with the game's record and the language.
 */
function start(state, kind, settings) {
  const { session } = state;
  const record = attempt(() => session.record(), state);
  if (record === FAILED) return;
  const { computer } = state;
  computer.job = { id: computer.nextId++, kind, key: keyOf(status(state)), session, last: null, record, settings, language: lang() };
}

/** Stops the search under way, if any (a draw offer waiting on it lapses). */
function stop(state) {
  const { job } = state.computer;
  if (!job) return;
  state.computer.job = null;
  if (job.kind === 'offer') answerOffer(state, null);
}

/**
 * After any change (store `follow`): the search the position needs. A
 * draw offered to the computer is weighed first; the computer's turn
 * searches its move (and nothing else); otherwise a search for an older
 * position stops, and the bar evaluates a position it doesn't know.
 */
export function followComputer(state) {
  const { adapter, session, computer, settings } = state;
  if (!adapter.computer || !session) return;
  const s = status(state);
  const key = keyOf(s);
  if (computer.job && (computer.job.session !== session || computer.job.key !== key)) stop(state);
  const { job } = computer;
  if (state.offer?.asking) {
    if (job?.kind === 'offer') return;
    stop(state);
    start(state, 'offer', EVALUATE);
    if (!computer.job) answerOffer(state, null);
  } else if (computerToMove(state)) {
    if (job && job.kind !== 'move') stop(state);
    // The computer thinks once the player's move has been shown to the end.
    if (!showingMove(state) && !computer.job && computer.failedKey !== key) start(state, 'move', moveSettings(state));
  } else if (job?.kind === 'move') {
    stop(state);
  } else if (!job && computer.failedKey !== key && settings.evalBar && !s.outcome && computer.known?.key !== key) {
    start(state, 'eval', EVALUATE);
  }
}

function moveSettings(state) {
  const { level } = state.settings.computer;
  // Levels 1–5 choose among close moves by the seed: a fresh one each move.
  return { level, seed: Math.floor(Math.random() * 2 ** 32) };
}

/** Keeps an evaluation of the position searched (a hint's with its move). */
function learn(state, done, info) {
  if (done.session !== state.session || done.key !== keyOf(status(state))) return;
  const known = { key: done.key, words: info.words, bar: info.bar, depth: info.depth };
  if (done.kind === 'hint' && info.pv?.length) known.code = info.pv[0].code;
  if (done.kind === 'hint' && info.best) known.code = info.best.code;
  state.computer.known = known;
}

/** The search `id` reports an iteration: its evaluation, its line. */
export function searchInfo(state, id, info) {
  const { job } = state.computer;
  if (job?.id !== id) return;
  job.last = info;
  const shown = arrow(state);
  learn(state, job, info);
  if (arrow(state) !== shown) redraw(state); // the hint's arrow moved
}

/** The search `id` ended with its answer: a move to play, a hint, an evaluation. */
export function searchAnswered(state, id, answer) {
  const done = state.computer.job;
  if (done?.id !== id) return;
  state.computer.job = null;
  learn(state, done, answer);
  if (done.kind === 'offer') answerOffer(state, done.session === state.session ? answer.score : null);
  if (done.kind === 'move' && answer.best) playAnswer(state, done, answer.best);
  else redraw(state);
}

/** The search failed: said, and the position is not searched again by itself. */
export function searchFailed(state, text) {
  const { job } = state.computer;
  state.computer.failedKey = state.session ? keyOf(status(state)) : null;
  state.computer.job = null;
  if (job?.kind === 'offer') answerOffer(state, null);
  say(state, 'error', () => `${t('computer.failed')} ${text}`);
  redraw(state);
}

/** The page is left: the search stops with it. */
export const stopSearch = stop;

/** The computer's move, played if the game is still where it searched. */
function playAnswer(state, done, best) {
  const { session } = state;
  if (done.session !== session || done.key !== keyOf(status(state))) return;
  const result = attempt(() => session.play(best.code), state);
  if (result === FAILED || !result.ok) {
    if (result !== FAILED) {
      const why = engineWords(result.why, result.reword);
      say(state, 'error', () => `${t('computer.failed')} ${why()}`);
    }
    state.computer.failedKey = done.key;
    redraw(state);
    return;
  }
  resetBoard(state);
  played(state);
}

/** "Move now": the search stops, the last finished iteration's move is played. */
export function moveNow(state) {
  const done = state.computer.job;
  const best = done?.kind === 'move' ? done.last?.pv?.[0] : null;
  if (!best) return;
  stop(state);
  playAnswer(state, done, best);
}

/** A hint on the player's turn. */
export function askHint(state) {
  const s = status(state);
  if (s.outcome || computerToMove(state)) return;
  const { known } = state.computer;
  if (known?.key === keyOf(s) && known.code !== undefined) return;
  stop(state);
  start(state, 'hint', HINT);
}

/** The side a choice gives the computer ('random': one of the two). */
function sideOf(state, choice) {
  const { sides } = state.adapter;
  if (choice === 'random') return sides[Math.floor(Math.random() * 2)];
  return sides.includes(choice) ? choice : null;
}

/** Who the computer plays: 'off', a side, or 'random'. */
export function chooseComputerSide(state, choice) {
  const { computer } = state.settings;
  computer.choice = choice;
  computer.side = sideOf(state, choice);
  settingsChanged(state);
  const side = computerSide(state);
  if (side) announce(state, t('computer.plays', { side: sideName(side) }));
  redraw(state);
}

/** The computer's level: a move under way keeps its level; the next one takes the new level. */
export function chooseLevel(state, level) {
  state.settings.computer.level = level;
  settingsChanged(state);
}

export function showEvalBar(state, shown) {
  state.settings.evalBar = shown;
  settingsChanged(state);
}

/** A new game: what was known goes, the search stops, and a random side is drawn again. */
export function newGameComputer(state) {
  state.computer.known = null;
  state.computer.failedKey = null;
  stop(state);
  const c = state.settings.computer;
  if (c.choice === 'random') {
    c.side = sideOf(state, 'random');
    settingsChanged(state);
  }
}

/** The language changed: the engine words the evaluation in the new one (searched again). */
export function computerLanguageChanged(state) {
  state.computer.known = null;
  stop(state);
}
