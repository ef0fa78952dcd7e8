// The bots' pace, as an effect of the commits: while a bot is to act at
// the live table (and no review holds them), one bot action after the
// chosen speed's pause, committed (turns.js); at the instant pace every bot
// action at once, in the commit's own task. A commit that changes neither
// the table, the pace nor the review leaves a pause under way as it is.

import { botsToAct } from './state.js';
import { SPEEDS } from './match.js';
import { botStep, botRun } from './turns.js';

export function botTimer(store) {
  const { state } = store;
  let timer = 0;
  /** What the pause under way (or the last run) was for. */
  let scheduled = null;

  return () => {
    const { table, tableVersion, settings, review } = state;
    if (!table) return;
    const key = [table, tableVersion, settings.speed, Boolean(review)];
    if (scheduled && key.every((x, i) => x === scheduled[i])) return;
    scheduled = key;
    clearTimeout(timer);
    timer = 0;
    if (!botsToAct(state)) return;
    const delay = SPEEDS[settings.speed];
    if (delay === 0) store.commit(botRun);
    else timer = setTimeout(() => store.commit(botStep), delay);
  };
}
