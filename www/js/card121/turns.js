// The bots' turns at the live table: one engine `botStep` at a time, paced
// by the chosen speed (bot-timer.js commits each); at the instant pace every
// bot action up to the person's turn or the round's end at once. The bots
// wait while a match is reviewed.

import { attempt, FAILED, announce } from '../page/helpers.js';
import { changeTable, redraw } from './state.js';

/** Actions a round can take at most, so an instant run always ends. */
const MAX_BOT_RUN = 2000;

/** One bot action. */
export function botStep(state) {
  if (state.review) return;
  const done = attempt(() => changeTable(state, () => state.table.botStep()), state);
  if (done !== FAILED && done) announce(state, done.lines.join('. '));
  redraw(state);
}

/** Every bot action up to the person's turn or the round's end (the instant pace). */
export function botRun(state) {
  let lines = [];
  for (let i = 0; i < MAX_BOT_RUN; i++) {
    const done = attempt(() => changeTable(state, () => state.table.botStep()), state);
    if (done === FAILED || done === null) break;
    lines = lines.concat(done.lines);
  }
  if (lines.length) announce(state, lines.slice(-3).join('. '));
  redraw(state);
}
