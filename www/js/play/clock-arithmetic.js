// The players' clocks as plain data and arithmetic, with no page and no
// timer: the time controls, the time each side has left at a moment, the
// switch on a move (the increment added to the mover, a byoyomi period
// reset), pause and resume, and the flag. Every function takes the moment
// (`now`, in milliseconds of any steady time source) and returns a new
// state, so the play page (js/play/clocks.js) drives it from
// `performance.now()` and tests/clock.test.mjs from numbers.
//
// It is JavaScript rather than Rust: it judges no rule of a game (the
// engine only records the flag, `loseOnTime`), it needs the page's time
// source and storage anyway, and kept here it adds nothing to any wasm
// module; node's test runner tests it as plainly as cargo would.

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * A time control: `main` time per side, `increment` added to the mover
 * after each move (Fischer), and `byoyomi`: once the main time is spent,
 * each move must be made within one period of that length (a period not
 * used up is whole again for the next move; `periods` of them, the last
 * one running out is the flag).
 * @typedef {{id: string, main: number, increment: number, byoyomi: number, periods: number}} TimeControl
 */

/** @returns {TimeControl} */
const control = (id, main, increment = 0, byoyomi = 0) => ({ id, main, increment, byoyomi, periods: byoyomi ? 1 : 0 });

/** Every time control by id (time-controls.js lists them per game); 'none' is no clock. */
export const TIME_CONTROLS = Object.fromEntries(
  [
    control('none', 0),
    control('5+0', 5 * MINUTE),
    control('10+0', 10 * MINUTE),
    control('30+0', 30 * MINUTE),
    control('3+2', 3 * MINUTE, 2 * SECOND),
    control('10+5', 10 * MINUTE, 5 * SECOND),
    control('15+10', 15 * MINUTE, 10 * SECOND),
    control('10m+30s', 10 * MINUTE, 0, 30 * SECOND),
    control('30s', 0, 0, 30 * SECOND),
  ].map((c) => [c.id, c]),
);

/**
 * A clock's state. `sides[i]`: `main` ms left, `period` ms left of the
 * current byoyomi period, `periods` left. `turn`: the side (0, 1) whose
 * clock runs when not paused; `since`: the moment it started running (null
 * while paused); `started`: the first move was made (the clocks wait for
 * it); `flagged`: the side whose time ran out, or null.
 * @typedef {{control: string, sides: {main: number, period: number, periods: number}[],
 *   turn: 0 | 1, since: number | null, started: boolean, flagged: 0 | 1 | null}} Clock
 */

/** A fresh clock for a control, waiting for the first move; null for 'none' or an unknown id. */
export function newClock(id, turn = 0) {
  const c = TIME_CONTROLS[id];
  if (!c || c.id === 'none') return null;
  const side = () => ({ main: c.main, period: c.byoyomi, periods: c.periods });
  return { control: c.id, sides: [side(), side()], turn, since: null, started: false, flagged: null };
}

/** Whether the running side's clock runs now. */
export const running = (clock) => clock.since !== null;

/**
 * One side's time after `spent` ms more: the main time first, then the
 * byoyomi periods (a whole period spent moves to the next one). `out`:
 * nothing is left.
 */
function spend(side, spent, c) {
  let { main, period, periods } = side;
  const fromMain = Math.min(main, spent);
  main -= fromMain;
  spent -= fromMain;
  while (spent > 0 && periods > 0) {
    if (spent < period) {
      period -= spent;
      spent = 0;
    } else {
      spent -= period;
      periods -= 1;
      period = periods > 0 ? c.byoyomi : 0;
    }
  }
  return { main, period, periods, out: main === 0 && periods === 0 };
}

/** The clock with the running side's time counted up to `now` (the moment becomes `since`). */
export function settle(clock, now) {
  if (!running(clock) || clock.flagged !== null) return clock;
  const c = TIME_CONTROLS[clock.control];
  const spent = Math.max(0, now - clock.since);
  const { out, ...side } = spend(clock.sides[clock.turn], spent, c);
  const sides = clock.sides.map((s, i) => (i === clock.turn ? side : s));
  if (out) return { ...clock, sides, since: null, flagged: clock.turn };
  return { ...clock, sides, since: now };
}

/**
 * A move was made: the mover's time is counted, its increment added and
 * its byoyomi period made whole again, and `next`'s clock runs (the first
 * move starts the clocks; a paused clock stays paused). A move that came
 * after the mover's time ran out but before the page saw the flag stands,
 * with nothing left but the increment.
 */
export function moved(clock, now, next) {
  if (clock.flagged !== null) return clock;
  const settled = { ...settle(clock, now), flagged: null };
  const c = TIME_CONTROLS[clock.control];
  const mover = settled.turn;
  const sides = settled.sides.map((s, i) => {
    if (i !== mover) return s;
    return { ...s, main: s.main + c.increment, period: s.periods > 0 ? c.byoyomi : 0 };
  });
  const wasPaused = clock.started && !running(clock);
  return { ...settled, sides, turn: next, started: true, since: wasPaused ? null : now };
}

/** The clock stopped at `now` (its time counted). */
export function pause(clock, now) {
  const settled = settle(clock, now);
  return { ...settled, since: null };
}

/** The running side's clock runs again from `now` (once the clocks have started). */
export function resume(clock, now) {
  if (running(clock) || clock.flagged !== null || !clock.started) return clock;
  return { ...clock, since: now };
}

/** The side to move changed without a move (undo, redo): its clock runs instead, times kept. */
export function turnTo(clock, now, side) {
  const settled = settle(clock, now);
  if (settled.flagged !== null || settled.turn === side) return settled;
  return { ...settled, turn: side, since: running(settled) ? now : null };
}

/**
 * What a side's clock shows at `now`: `ms` left (the main time, or in
 * byoyomi the period's), whether it is `inByoyomi` and the `periods` left,
 * whether it runs, and whether its time ran out.
 */
export function reading(clock, now, side) {
  const c = TIME_CONTROLS[clock.control];
  const spent = clock.turn === side && running(clock) ? Math.max(0, now - clock.since) : 0;
  const s = spend(clock.sides[side], spent, c);
  const inByoyomi = s.main === 0 && c.byoyomi > 0;
  return {
    ms: inByoyomi ? s.period : s.main,
    inByoyomi,
    periods: s.periods,
    runs: clock.turn === side && running(clock),
    out: s.out || clock.flagged === side,
  };
}

/** Milliseconds until the running side's time runs out, or Infinity. */
export function untilFlag(clock, now) {
  if (!running(clock)) return Infinity;
  const side = clock.sides[clock.turn];
  const c = TIME_CONTROLS[clock.control];
  const left = side.main + (side.periods > 0 ? side.period + (side.periods - 1) * c.byoyomi : 0);
  return Math.max(0, left - (now - clock.since));
}

/** A time as the clock shows it: "9:58", "1:02:03", and tenths under ten seconds ("8.4"). */
export function formatTime(ms) {
  const clamped = Math.max(0, ms);
  if (clamped < 10 * SECOND) {
    const tenths = Math.floor(clamped / 100);
    return `${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const total = Math.ceil(clamped / SECOND);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The clock as saved across a reload: its time counted up to `now` and
 * paused, so no one loses time while the page was closed.
 */
export function saved(clock, now) {
  return pause(clock, now);
}

/** A saved clock checked field by field (old or edited storage can't break the page), or null. */
export function restore(value) {
  const c = TIME_CONTROLS[value?.control];
  if (!c || c.id === 'none' || !Array.isArray(value.sides) || value.sides.length !== 2) return null;
  const count = (n, max) => (Number.isFinite(n) && n >= 0 ? Math.min(n, max) : null);
  const sides = value.sides.map((s) => ({
    main: count(s?.main, 24 * 60 * MINUTE),
    period: count(s?.period, c.byoyomi),
    periods: count(s?.periods, c.periods),
  }));
  if (sides.some((s) => s.main === null || s.period === null || s.periods === null)) return null;
  const side = (v) => (v === 0 || v === 1 ? v : null);
  const turn = side(value.turn) ?? 0;
  return { control: c.id, sides, turn, since: null, started: value.started === true, flagged: side(value.flagged) };
}
