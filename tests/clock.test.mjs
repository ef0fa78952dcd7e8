// The clocks' arithmetic (www/js/play/clock-arithmetic.js), natively in
// node: the time controls, the switch on a move, increment, byoyomi
// periods, pause, the flag, the display and what a reload keeps.
//
// Run: node --test tests/clock.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { controlsFor } from '../www/js/play/time-controls.js';
import * as xiangqi from '../www/js/games/xiangqi.js';
import * as shogi from '../www/js/games/shogi.js';
import {
  TIME_CONTROLS, newClock, moved, pause, resume, turnTo, settle, reading,
  untilFlag, formatTime, saved, restore, running,
} from '../www/js/play/clock-arithmetic.js';

const S = 1000;
const M = 60 * S;

test('no time control is no clock; every other control starts full and waits for the first move', () => {
  assert.equal(newClock('none'), null);
  assert.equal(newClock('7+7'), null);
  const clock = newClock('5+0');
  assert.deepEqual(clock.sides.map((s) => s.main), [5 * M, 5 * M]);
  assert.equal(running(clock), false);
  assert.equal(reading(clock, 10 * M, 0).ms, 5 * M, 'nothing runs before the first move');
  assert.deepEqual(controlsFor(xiangqi).includes('30s'), false);
  assert.deepEqual(controlsFor(shogi).slice(-2), ['10m+30s', '30s']);
  for (const id of controlsFor(shogi)) assert.ok(TIME_CONTROLS[id], id);
});

test('the clock of the side to move runs and switches on each move', () => {
  let clock = newClock('10+0');
  clock = moved(clock, 0, 1); // the first move starts the clocks: side 1's runs
  assert.equal(reading(clock, 4 * S, 1).ms, 10 * M - 4 * S);
  assert.equal(reading(clock, 4 * S, 1).runs, true);
  assert.equal(reading(clock, 4 * S, 0).ms, 10 * M, 'the waiting side keeps its time');
  clock = moved(clock, 4 * S, 0);
  assert.equal(reading(clock, 10 * S, 1).ms, 10 * M - 4 * S);
  assert.equal(reading(clock, 10 * S, 0).ms, 10 * M - 6 * S);
});

test('an increment is added to the mover after its move', () => {
  let clock = moved(newClock('3+2'), 0, 1);
  clock = moved(clock, 10 * S, 0);
  assert.equal(reading(clock, 10 * S, 1).ms, 3 * M - 10 * S + 2 * S);
});

test('byoyomi: the main time first, then a period that is whole again after each move', () => {
  let clock = moved(newClock('10m+30s'), 0, 1);
  let r = reading(clock, 10 * M + 5 * S, 1);
  assert.deepEqual([r.inByoyomi, r.ms, r.periods], [true, 25 * S, 1]);
  clock = moved(clock, 10 * M + 20 * S, 0);
  r = reading(clock, 10 * M + 20 * S, 1);
  assert.deepEqual([r.inByoyomi, r.ms], [true, 30 * S], 'the period is reset by the move');
  // Byoyomi only: each move within 30 s, for ever.
  clock = moved(newClock('30s'), 0, 1);
  for (let i = 1; i <= 50; i++) clock = moved(clock, i * 29 * S, i % 2 === 0 ? 1 : 0);
  assert.equal(clock.flagged, null);
  assert.equal(reading(clock, 50 * 29 * S, 0).ms, 30 * S);
});

test('with several byoyomi periods a whole period spent moves to the next', () => {
  let clock = moved(newClock('30s'), 0, 1);
  clock = { ...clock, sides: clock.sides.map((s) => ({ ...s, periods: 3 })) };
  const r = reading(clock, 70 * S, 1);
  assert.deepEqual([r.periods, r.ms, r.out], [1, 20 * S, false]);
  assert.equal(untilFlag(clock, 70 * S), 20 * S);
  assert.equal(settle(clock, 90 * S).flagged, 1);
});

test('the flag: the running side whose time runs out, exactly then', () => {
  let clock = moved(newClock('5+0'), 0, 1);
  assert.equal(untilFlag(clock, 0), 5 * M);
  assert.equal(settle(clock, 5 * M - 1).flagged, null);
  clock = settle(clock, 5 * M);
  assert.equal(clock.flagged, 1);
  assert.equal(running(clock), false, 'a flagged clock stops');
  assert.equal(reading(clock, 6 * M, 1).out, true);
  assert.equal(reading(clock, 6 * M, 1).ms, 0);
  assert.equal(moved(clock, 6 * M, 0), clock, 'no move switches a flagged clock');
  assert.equal(resume(clock, 6 * M), clock, 'nor does resume');
});

test('a move the page took just after the time ran out stands with nothing left but the increment', () => {
  let clock = moved(newClock('3+2'), 0, 1);
  clock = moved(clock, 3 * M + 50, 0);
  assert.equal(clock.flagged, null);
  assert.equal(reading(clock, 3 * M + 50, 1).ms, 2 * S);
});

test('pause stops the running clock and resume goes on from the time left', () => {
  let clock = moved(newClock('10+0'), 0, 1);
  clock = pause(clock, 3 * S);
  assert.equal(reading(clock, 60 * S, 1).ms, 10 * M - 3 * S, 'no time passes while paused');
  assert.equal(reading(clock, 60 * S, 1).runs, false);
  clock = moved(clock, 60 * S, 0);
  assert.equal(running(clock), false, 'a move while paused keeps the clocks paused');
  clock = resume(clock, 100 * S);
  assert.equal(reading(clock, 101 * S, 0).ms, 10 * M - 1 * S);
  assert.equal(resume(newClock('10+0'), 0).since, null, 'resume does not start the clocks before the first move');
});

test('undo and redo give the clock to the side to move, times kept', () => {
  let clock = moved(newClock('10+0'), 0, 1);
  clock = turnTo(clock, 5 * S, 0);
  assert.equal(reading(clock, 5 * S, 1).ms, 10 * M - 5 * S);
  assert.equal(reading(clock, 8 * S, 0).ms, 10 * M - 3 * S);
  assert.equal(turnTo(clock, 8 * S, 0).turn, 0);
});

test('a saved clock is paused with its time counted, and comes back as saved', () => {
  let clock = moved(newClock('15+10'), 0, 1);
  const kept = JSON.parse(JSON.stringify(saved(clock, 7 * S)));
  const back = restore(kept);
  assert.equal(running(back), false);
  assert.equal(back.turn, 1);
  assert.equal(reading(back, 1e9, 1).ms, 15 * M - 7 * S);
  assert.equal(resume(back, 0).since, 0);
  for (const bad of [null, 3, {}, { control: 'none' }, { control: '5+0', sides: [1] },
    { control: '5+0', sides: [{ main: -1, period: 0, periods: 0 }, { main: 1, period: 0, periods: 0 }] },
    { control: '5+0', sides: [{ main: 'x' }, {}] }]) {
    assert.equal(restore(bad), null, JSON.stringify(bad));
  }
  const huge = restore({ control: '30s', sides: [{ main: 0, period: 1e12, periods: 9 }, { main: 0, period: 0, periods: 1 }], turn: 7 });
  assert.deepEqual(huge.sides[0], { main: 0, period: 30 * S, periods: 1 }, 'values past the control are clamped');
  assert.equal(huge.turn, 0);
});

test('times read as a clock shows them', () => {
  assert.equal(formatTime(10 * M), '10:00');
  assert.equal(formatTime(10 * M - 1), '10:00', 'a second begun shows whole');
  assert.equal(formatTime(61 * S), '1:01');
  assert.equal(formatTime(65 * M + 3 * S), '1:05:03');
  assert.equal(formatTime(9999), '9.9');
  assert.equal(formatTime(450), '0.4');
  assert.equal(formatTime(-5), '0.0');
});
