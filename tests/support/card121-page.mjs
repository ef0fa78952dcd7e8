// The 121 table page as the end-to-end tests drive it (tests/e2e/card121*.test.mjs):
// a fresh page on a match of a given seed, waiting for the table and the
// bots, reading the engine's state and record, and where a hand card was
// drawn.

import { before, after } from 'node:test';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launchChromium, SITE } from './server.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SCREENSHOTS = join(ROOT, 'target', 'screenshots');

/**
 * Serves www/ and runs Chromium for the test file (its before and after
 * hooks); the answer's `open(path, options)` opens a page as `openPage`,
 * path relative to the site's root.
 */
export function usePages() {
  let server;
  let browser;
  before(async () => {
    server = await startServer(SITE);
    browser = await launchChromium();
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    open: (path, options) => openPage(browser, `${server.url}/${path}`, options),
    url: (path) => `${server.url}/${path}`,
  };
}

/**
 * A fresh page of `browser` at `url` whose console errors and uncaught
 * exceptions are collected; `seed` starts the page on a new match with
 * that seed (saved as the engine's record, as the page itself saves matches).
 */
export async function openPage(browser, url, { viewport = { width: 1280, height: 900 }, seed = null, scale = 1, touch = false } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: scale, hasTouch: touch, isMobile: touch });
  if (seed !== null) {
    await context.addInitScript((s) => {
      if (!localStorage.getItem('rulebook.card121.game')) {
        localStorage.setItem('rulebook.card121.game', JSON.stringify({ seed: s, games: 1, strict: false, steps: [] }));
      }
    }, seed);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => dialog.accept());
  await page.goto(url);
  return { context, page, errors };
}

export async function tableReady(page) {
  await page.waitForSelector('#board[data-drawn="true"]', { timeout: 10000 });
}

/** Waits until the canvas has drawn what the last input changed. */
export async function settled(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export const state = (page) => page.evaluate(() => window.__rulebook.table.state());
export const record = (page) => page.evaluate(() => window.__rulebook.table.record());
export const text = (page, id) => page.locator(`#${id}`).textContent();

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
