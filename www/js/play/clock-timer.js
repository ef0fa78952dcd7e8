// The clocks' timer, as an effect of the commits: the clocks' arithmetic
// imported once a game may need it (a time control chosen), and while a
// clock runs, a tick when the time it shows changes (each second, each
// tenth under WARN_AT) or at the flag, committed as `tickClocks`.

import { clockMathLoaded, tickClocks } from './clocks.js';
import { WARN_AT } from './time-controls.js';

/** The clocks' arithmetic (clock-arithmetic.js), imported on demand. */
export const loadClockMath = () => import('./clock-arithmetic.js');

export function clockTimer(store) {
  const { state } = store;
  let timer = null;
  let loading = false;

  return () => {
    const { clocks, settings } = state;
    if (!clocks.math && !loading && (settings.timeControl !== 'none' || clocks.pending)) {
      loading = true; // ready for the next new game
      loadClockMath().then((math) => store.commit(clockMathLoaded, math));
    }
    clearTimeout(timer);
    timer = null;
    const { clock, math } = clocks;
    if (!clock || !math.running(clock)) return;
    const at = performance.now();
    const left = math.untilFlag(clock, at);
    const { ms } = math.reading(clock, at, clock.turn);
    const step = ms < WARN_AT ? 100 : ms % 1000 || 1000;
    timer = setTimeout(() => store.commit(tickClocks), Math.max(10, Math.min(left, step)));
  };
}
