// The time controls the play page offers for a new game, by id: the page
// loads this list always, and the clocks' arithmetic (clock-arithmetic.js,
// where each id is defined) only once a game has clocks.

/** Milliseconds left at which a clock shows low and its side hears it, once per turn. */
export const WARN_AT = 10_000;

/** The controls a game offers, 'none' first, then those its adapter adds (byoyomi). */
export function controlsFor(adapter) {
  return ['none', '5+0', '10+0', '30+0', '3+2', '10+5', '15+10', ...(adapter.timeControls ?? [])];
}
