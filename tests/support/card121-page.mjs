// The 121 table page as the end-to-end tests drive it (tests/e2e/card121*.test.mjs):
// a fresh page on a match of a given seed, waiting for the table and the
// bots, reading the engine's state and record, and where a hand card was
// drawn.

import { SITE } from './server.mjs';
import { useSite, boardReady, settled } from './site.mjs';

export { SCREENSHOTS, settled, text } from './site.mjs';

/**
 * Serves the site and runs Chromium for the test file (`useSite`); the
 * answer's `open(path, options)` opens a page as `openPage` (1280 × 900 by
 * default), path relative to the site's root; `seed` starts the page on a
 * new match with that seed (saved as the engine's record, as the page
 * itself saves matches).
 */
export function usePages() {
  const site = useSite(SITE, { viewport: { width: 1280, height: 900 } });
  return {
    open: (path, { seed = null, ...options } = {}) =>
      site.open(path, seed === null ? options : { ...options, defaults: { [GAME_KEY]: { seed, games: 1, strict: false, steps: [] } } }),
    url: site.url,
  };
}

const GAME_KEY = 'rulebook.card121.game';

/** The phone the tests hold: its screen, in device pixels twice, touched. */
export const PHONE = { viewport: { width: 390, height: 844 }, scale: 2, touch: true };

export const tableReady = (page) => boardReady(page);

export const state = (page) => page.evaluate(() => window.__rulebook.table.state());
export const record = (page) => page.evaluate(() => window.__rulebook.table.record());

/** Waits for the bots to hand the turn back to #1 or end the round. */
export async function personOrEnd(page, timeout = 30000) {
  await page.waitForFunction(
    () => {
      const s = window.__rulebook.table.state();
      return s.your_turn || s.round_over;
    },
    null,
    { timeout, polling: 50 },
  );
  await settled(page);
  return state(page);
}

/** The page centre of the person's hand card `index`, from the painter's geometry. */
export async function cardXY(page, index) {
  const [x, y, w, h] = await page.evaluate((i) => Array.from(window.__rulebook.board.cardRect(i)), index);
  const box = await page.locator('#board').boundingBox();
  return { x: box.x + x + w / 2, y: box.y + y + h / 2 };
}

/** The index of a hand card #1 may put out now (a plain exchange), or -1. */
export function giveable(s) {
  const gives = s.words.actions.filter((a) => a.kind === 'swap' && !a.nhat_ban).map((a) => a.give);
  return s.round.hand.findIndex((card) => gives.includes(card));
}
