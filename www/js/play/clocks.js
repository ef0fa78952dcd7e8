// The players' clocks of the game in play: started with a new game of the
// chosen time control (the setting `timeControl`), switched by every move,
// paused and resumed, and flagged, which ends the game through the engine
// (`Session.loseOnTime`). The arithmetic is clock-arithmetic.js's, imported
// only once a game has clocks (most have none, and the page weighs less
// without it): `state.clocks.math`. The timer that ticks them is
// clock-timer.js's, their faces clocks-view.js's; they are saved with the
// game (saving.js).
//
// Choices the issue left open:
// - The clocks start with the first move (it is not timed, as on lichess):
//   then the second side's runs.
// - A reload comes back paused, the time counted up to the last save, so
//   no one loses time while the page was closed.
// - Undo keeps the times as they are and gives the clock to the side to
//   move; redo plays the move again, so the clocks switch as for a move
//   (with its increment). An undo that lifts a loss on time turns the
//   clocks off for the rest of that game (the flagged side has no time to
//   go on with).
// - The game's end stops the clocks; a resignation or a draw undone leaves
//   them paused until Resume.
// - They run against the computer too: its thinking is on its clock.

import { t } from '../i18n.js';
import { attempt, FAILED, say, announce } from '../page/helpers.js';
import { status, resetBoard } from './state.js';
import { sideName } from './words.js';
import { WARN_AT } from './time-controls.js';

const now = () => performance.now();

const sideIndex = (state, side) => state.adapter.sides.indexOf(side);

/** What the clock sees of the game: {session, moves, outcome}. */
function snapshot(state) {
  const s = status(state);
  return { session: state.session, moves: s.moves.length, outcome: s.outcome };
}

/** The clocks' arithmetic has come (it is imported once a game may need it). */
export function clockMathLoaded(state, math) {
  state.clocks.math = math;
  // A new game asked for a clock before it came.
  if (state.clocks.pending && state.clocks.pending === state.session) newGameClocks(state);
}

/** A new game: a fresh clock of the chosen control, waiting for the first move. */
export function newGameClocks(state) {
  const { clocks, settings } = state;
  clocks.seen = snapshot(state);
  clocks.warned = [];
  clocks.clock = null;
  clocks.pending = null;
  if (settings.timeControl === 'none') return;
  // Not imported yet (the control was chosen a moment ago): clock-timer.js
  // imports it, and the clock comes with it.
  if (!clocks.math) clocks.pending = state.session;
  else clocks.clock = clocks.math.newClock(settings.timeControl, sideIndex(state, status(state).turn));
}

/**
 * The saved game's clock, when it belongs to it (saved at the same number
 * of moves): `saved` as saving.js writes it, `{clock, moves}`.
 */
export function restoreClocks(state, saved) {
  const { clocks } = state;
  const restored = clocks.math?.restore(saved?.clock);
  clocks.seen = snapshot(state);
  clocks.clock = restored && saved.moves === clocks.seen.moves ? restored : null;
}

/** The clock as saved with the game: paused at this moment, or null. */
export function savedClocks(state) {
  const { clock, math, seen } = state.clocks;
  return clock ? { clock: math.saved(clock, now()), moves: seen?.moves ?? 0 } : null;
}

/**
 * After any change (store `follow`): a new session gets fresh clocks, a
 * move switches them, undo or redo gives the clock to the side to move,
 * the end stops them; a side whose time is low hears it once a turn.
 */
export function followClocks(state) {
  const { clocks } = state;
  if (!state.session) return;
  if (clocks.seen?.session !== state.session) newGameClocks(state);
  const before = clocks.seen;
  const seen = snapshot(state);
  clocks.seen = seen;
  clocks.now = now();
  const { math } = clocks;
  let { clock } = clocks;
  if (!clock) return;
  const next = sideIndex(state, status(state).turn);
  if (before.outcome?.reason === 'time_forfeit' && !seen.outcome) {
    clock = null; // the flag undone: no clocks for the rest of this game
  } else if (seen.moves === before.moves + 1 && !before.outcome) {
    clock = math.moved(clock, clocks.now, next);
    clocks.warned = clocks.warned.filter((i) => i !== clock.turn);
  } else if (seen.moves !== before.moves) {
    clock = math.turnTo(clock, clocks.now, next);
  }
  if (clock && seen.outcome) clock = math.pause(clock, clocks.now);
  clocks.clock = clock;
  if (clock) warnLow(state);
}

/** The running side's time, read out once a turn when it falls under WARN_AT. */
function warnLow(state) {
  const { clock, math, now: at, warned } = state.clocks;
  for (const [i, side] of state.adapter.sides.entries()) {
    const r = math.reading(clock, at, i);
    if (r.runs && r.ms < WARN_AT && !warned.includes(i) && !r.out) {
      warned.push(i);
      announce(state, t('clock.low', { side: sideName(side), seconds: Math.ceil(r.ms / 1000) }));
    }
  }
}

/** The timer's tick: the running side's time ran out (the engine ends the game), or the faces change. */
export function tickClocks(state) {
  const { clocks } = state;
  if (!clocks.clock || !clocks.math.running(clocks.clock)) return;
  if (clocks.math.untilFlag(clocks.clock, now()) <= 0) flag(state);
}

/** The flag: the running side's time ran out; the engine ends the game. */
function flag(state) {
  const { clocks } = state;
  clocks.clock = clocks.math.settle(clocks.clock, now());
  if (clocks.clock.flagged === null) return;
  const loser = status(state).turn;
  if (attempt(() => state.session.loseOnTime(), state) === FAILED) return;
  resetBoard(state);
  say(state, 'info', () => t('clock.flagged', { side: sideName(loser) }));
}

/** The pause button: the clocks stop, or run again. */
export function togglePause(state) {
  const { clocks } = state;
  if (!clocks.clock) return;
  const at = now();
  const paused = !clocks.math.running(clocks.clock);
  clocks.clock = paused ? clocks.math.resume(clocks.clock, at) : clocks.math.pause(clocks.clock, at);
  clocks.now = at;
  announce(state, t(paused ? 'clock.resumed' : 'clock.paused'));
}
