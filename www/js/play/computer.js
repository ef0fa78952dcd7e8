// The computer player on the play page, for a game whose adapter declares
// `computer` (see adapter.js): it plays a side at a level, gives a hint
// (the best move as an arrow, the evaluation in the engine's words) and
// feeds an evaluation bar. The search runs in js/ai-worker.js; a search
// under way cannot be interrupted, so stopping it terminates the worker
// (a fresh one starts with the next search), and "Move now" plays the last
// finished iteration's move. Whatever the game does next
// (a move, undo, a new game, a reload) ends in `update`, which starts,
// keeps or stops the search the position needs; while a move is still
// being shown (Ô ăn quan's sowing) the computer's search waits for its end.

import { t, lang } from '../i18n.js';
import { $, play, say, announce, attempt, FAILED, status, sideName, engineWords } from './page.js';
import { saveSettings } from './settings.js';
import { render } from './panel.js';
import { played } from './input.js';

const WORKER_URL = new URL('../ai-worker.js', import.meta.url);
/** Levels 1–8, as the engine numbers them. */
export const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8];
/** What a hint and the bar search with: level 8's one second. */
const HINT = { level: 8 };
/** The bar's own search when nothing else evaluated the position. */
const EVALUATE = { movetime: 300 };

/** @type {Worker | null} */
let worker = null;
/** The search under way: {id, kind: 'move'|'hint'|'eval', key, session, last: info | null}. */
let job = null;
let nextId = 1;
/** The last evaluation: {key, words, bar, depth}; a hint's also {code}. */
let known = null;
/** The position the computer failed to search: not searched again by itself. */
let failedKey = null;

/** The game's position as a key: a search answers for one position only. */
function keyOf(s) {
  return `${s.position}#${s.moves.length}`;
}

/** The side the computer plays in this game, or null. */
export function computerSide() {
  const c = play.settings?.computer;
  return play.adapter?.computer && c?.choice !== 'off' ? c.side : null;
}

/** The seat (0: player 1, 1: player 2) the computer plays in this game, or null. */
function computerSeat() {
  const side = computerSide();
  return side && play.session ? status().playerOf[side] : null;
}

/** Whether the computer is to move now (the player waits), its search begun or not. */
export function computerToMove() {
  const side = computerSide();
  if (!side || !play.session) return false;
  const s = status();
  return !s.outcome && s.turn === side;
}

/** Whether the last move is still being shown (Ô ăn quan's sowing, stone by stone). */
function showingMove() {
  return Boolean(play.session?.animating?.());
}

/** Whether an `update` waits for the move being shown to end. */
let awaiting = false;

/** Calls `update` once the move being shown has ended (the board draws it frame by frame). */
function awaitShownMove() {
  if (awaiting) return;
  awaiting = true;
  const check = () => {
    if (showingMove()) return requestAnimationFrame(check);
    awaiting = false;
    update();
  };
  requestAnimationFrame(check);
}

/** How many moves Undo takes back: the computer's answer with the player's move. */
export function undoCount() {
  const side = computerSide();
  const s = status();
  if (!side || s.moves.length < 2 || s.turn === side) return 1;
  return 2;
}

/** Stops the search under way, if any (a draw offer waiting on it is answered null). */
export function stop() {
  if (!job) return;
  worker?.terminate();
  worker = null;
  job = null;
  answerOffer(null);
}

/** The callback waiting for the evaluation a draw offer asked for. */
let offerCallback = null;

function answerOffer(score) {
  const callback = offerCallback;
  offerCallback = null;
  callback?.(score);
}

/**
 * The computer weighs a draw offer: a short search of the position (the
 * offerer to move); `callback` gets the score for the side to move
 * ({cp} or {mate}), or null when the search was stopped or failed.
 */
export function evaluateOffer(callback) {
  stop();
  offerCallback = callback;
  start('offer', EVALUATE);
  if (!job) answerOffer(null);
}

function spawn() {
  const w = new Worker(WORKER_URL, { type: 'module' });
  w.addEventListener('message', (e) => receive(e.data));
  w.addEventListener('error', (e) => {
    e.preventDefault();
    fail(e.message || t('computer.failed'));
  });
  return w;
}

function start(kind, settings) {
  const { session, adapter } = play;
  const record = attempt(() => session.record());
  if (record === FAILED) return;
  worker ??= spawn();
  job = { id: nextId++, kind, key: keyOf(status()), session, last: null };
  worker.postMessage({ type: 'think', id: job.id, engine: adapter.computer, record, language: lang(), settings });
}

function receive(message) {
  if (!job || message?.id !== job.id) return;
  const done = job;
  if (message.type === 'info') {
    done.last = message.info;
    const shown = arrow();
    learn(done, message.info);
    renderComputer();
    if (arrow() !== shown) play.control.redraw(); // the hint's arrow moved
    return;
  }
  job = null;
  if (message.type === 'error') return fail(message.message);
  learn(done, message.answer);
  if (done.kind === 'offer') answerOffer(done.session === play.session ? message.answer.score : null);
  if (done.kind === 'move' && message.answer.best) playAnswer(done, message.answer.best);
  else refresh();
}

function fail(text) {
  failedKey = play.session ? keyOf(status()) : null;
  worker?.terminate();
  worker = null;
  job = null;
  answerOffer(null);
  say('error', () => `${t('computer.failed')} ${text}`);
  refresh();
}

/** Keeps an evaluation of the position searched (a hint's with its move). */
function learn(done, info) {
  if (done.session !== play.session || done.key !== keyOf(status())) return;
  known = { key: done.key, words: info.words, bar: info.bar, depth: info.depth };
  if (done.kind === 'hint' && info.pv?.length) known.code = info.pv[0].code;
  if (done.kind === 'hint' && info.best) known.code = info.best.code;
}

/** The computer's move, played if the game is still where it searched. */
function playAnswer(done, best) {
  const { session } = play;
  if (done.session !== session || done.key !== keyOf(status())) return update();
  const result = attempt(() => session.play(best.code));
  if (result === FAILED || !result.ok) {
    if (result !== FAILED) {
      const why = engineWords(result.why, result.reword);
      say('error', () => `${t('computer.failed')} ${why()}`);
    }
    failedKey = done.key;
    return refresh();
  }
  play.control.reset();
  played();
}

/** Shows the panel and the board again, then the search the position needs. */
function refresh() {
  render();
  play.control.redraw();
  update();
}

/**
 * After any change: the search the position needs. The computer's turn
 * searches its move (and nothing else); otherwise a search for an older
 * position stops, and the bar evaluates a position it doesn't know.
 */
export function update() {
  if (!play.adapter?.computer || !play.session) return;
  const s = status();
  const key = keyOf(s);
  if (job && (job.session !== play.session || job.key !== key)) stop();
  if (computerToMove()) {
    if (job && job.kind !== 'move') stop();
    // The computer thinks once the player's move has been shown to the end.
    if (showingMove()) awaitShownMove();
    else if (!job && failedKey !== key) start('move', moveSettings());
  } else if (job?.kind === 'move') {
    stop();
  } else if (!job && failedKey !== key && play.settings.evalBar && !s.outcome && known?.key !== key) {
    start('eval', EVALUATE);
  }
  renderComputer();
}

function moveSettings() {
  const level = play.settings.computer.level;
  // Levels 1–5 choose among close moves by the seed: a fresh one each move.
  return { level, seed: Math.floor(Math.random() * 2 ** 32) };
}

/** The computer moves now: its search stops, the last finished iteration's move is played. */
function moveNow() {
  const done = job;
  const best = done?.kind === 'move' ? done.last?.pv?.[0] : null;
  if (!best) return;
  stop();
  playAnswer(done, best);
}

/** Asks for a hint on the player's turn. */
function hint() {
  const s = status();
  if (s.outcome || computerToMove()) return;
  if (known?.key === keyOf(s) && known.code !== undefined) return renderComputer();
  stop();
  start('hint', HINT);
  renderComputer();
}

/** The view's arrow: the hint's move while its position stands. */
export function arrow() {
  if (!play.session || !known || known.code === undefined) return null;
  return known.key === keyOf(status()) ? known.code : null;
}

// ---- the panel ----

function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** The computer's section, the hint's words and the bar, from the state above. */
export function renderComputer() {
  const { adapter, settings, session } = play;
  if (!adapter?.computer || !session) return;
  const s = status();
  const current = known?.key === keyOf(s) ? known : null;
  const c = settings.computer;
  $('computer-side').value = c.choice;
  $('computer-level').value = String(c.level);
  $('eval-toggle').checked = settings.evalBar;
  const thinking = job?.kind === 'move' || job?.kind === 'hint';
  const thinkingText = job?.kind === 'move' ? 'computer.thinking' : 'computer.hinting';
  const depth = job?.last?.depth ?? 0;
  const line = $('thinking');
  line.hidden = !thinking;
  setText(line, thinking ? t(thinkingText, { depth }) : '');
  // Only a move found already can be played at once.
  $('move-now').hidden = !(job?.kind === 'move' && job.last?.pv?.length);
  $('hint').disabled = Boolean(s.outcome) || computerToMove() || job?.kind === 'hint';
  const words = $('hint-words');
  const hinted = current?.code !== undefined && !s.outcome;
  words.hidden = !hinted;
  if (hinted) {
    const move = attempt(() => session.game.moveToText(current.code, settings.notation));
    setText(words, t('computer.hint', { move: move === FAILED ? '' : move, words: current.words }));
  }
  const bar = $('eval-bar');
  bar.hidden = !settings.evalBar;
  if (settings.evalBar) {
    const [first, second] = adapter.sides;
    setText($('eval-first'), sideName(first));
    setText($('eval-second'), sideName(second));
    const share = current ? current.bar : 500;
    $('eval-fill').style.width = `${share / 10}%`;
    bar.setAttribute('aria-valuenow', String(share));
    bar.setAttribute('aria-valuetext', current ? current.words : t('computer.evalUnknown'));
    bar.title = current ? current.words : t('computer.evalUnknown');
    bar.dataset.known = String(Boolean(current));
  }
}

/** Builds the section's choices from the adapter's sides. */
export function buildComputer() {
  const { adapter, settings } = play;
  if (!adapter.computer) return;
  $('computer').hidden = false;
  $('hint').hidden = false;
  const side = $('computer-side');
  for (const choice of ['off', ...adapter.sides, 'random']) {
    const key = choice === 'off' || choice === 'random' ? `computer.${choice}` : `side.${choice}`;
    const option = new Option(t(key), choice);
    option.dataset.i18n = key;
    side.add(option);
  }
  const level = $('computer-level');
  for (const n of LEVELS) level.add(new Option(String(n), String(n)));
  side.value = settings.computer.choice;
  level.value = String(settings.computer.level);
}

/** The side a choice gives the computer ('random': one of the two). */
function sideOf(choice) {
  const { sides } = play.adapter;
  if (choice === 'random') return sides[Math.floor(Math.random() * 2)];
  return sides.includes(choice) ? choice : null;
}

/** A new game: a random side is drawn again. */
export function newGame() {
  known = null;
  failedKey = null;
  stop();
  const c = play.settings.computer;
  if (c?.choice === 'random') {
    c.side = sideOf('random');
    saveSettings();
  }
}

export function wireComputer() {
  const { adapter, settings } = play;
  if (!adapter.computer) return;
  play.computerSeat = computerSeat;
  $('computer-side').addEventListener('change', (e) => {
    settings.computer.choice = e.target.value;
    settings.computer.side = sideOf(e.target.value);
    saveSettings();
    const side = computerSide();
    if (side) announce(t('computer.plays', { side: sideName(side) }));
    render();
    play.control.redraw();
    update();
  });
  $('computer-level').addEventListener('change', (e) => {
    settings.computer.level = Number(e.target.value);
    saveSettings();
    // A move under way keeps its level; the next one takes the new level.
    render();
  });
  $('eval-toggle').addEventListener('change', (e) => {
    settings.evalBar = e.target.checked;
    saveSettings();
    update();
  });
  $('hint').addEventListener('click', hint);
  $('move-now').addEventListener('click', moveNow);
  window.addEventListener('pagehide', stop);
}

/** The words under the board once the language changes: what was known is worded again later. */
export function languageChanged() {
  known = null;
  stop();
  update();
}
