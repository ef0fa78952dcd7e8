// The site and one Chromium for a browser test file, and its pages, each
// opened in a fresh context with the errors it logs collected: what every
// end-to-end test starts from. (origins.mjs adds the other origins an
// embedding test needs; play-page.mjs and card121-page.mjs drive the pages.)

import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { startServer, launchChromium, SITE } from './server.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WWW = join(ROOT, 'www');
export const SCREENSHOTS = join(ROOT, 'target', 'screenshots');

/**
 * Serves `www` (the site as built) and runs Chromium for one test file:
 * started before its tests, closed after. `site.base` is the site's
 * address, ending with a slash; `site.open(path, options)` opens a page of
 * it as `openPage` does, `defaults` under `options`; `browser` is passed
 * to `launchChromium`.
 */
export function useSite(www = SITE, { browser = {}, ...defaults } = {}) {
  const site = {
    open: (path, options = {}) => openPage(site.browser, site.base + path, { ...defaults, ...given(options) }),
    url: (path) => site.base + path,
  };
  before(async () => {
    site.server = await startServer(www);
    site.base = `${site.server.url}/`;
    site.browser = await launchChromium(browser);
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/** The options given a value (an option left undefined keeps its default). */
const given = (options) => Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));

/**
 * Opens `url` in a fresh context of `browser`; the page, its context, the
 * errors it logs (console errors and uncaught exceptions) and the
 * questions it asks (`dialogs`, each accepted while `answer.accept`, else
 * dismissed). Options:
 * - `viewport`; `scale`, device pixels per CSS pixel; `touch`, a phone's
 *   touch screen (or `hasTouch` alone, a touch screen on a desktop);
 *   `context`, more options of the context;
 * - `lang` and `stored`: localStorage entries (as JSON) put before every
 *   load; `defaults`: entries put before a load only where none is;
 * - `init`: one more script run before the page's own, `[script, arg]`;
 * - `clock`: the page's time is Playwright's fake clock;
 * - `board`: waits for the board drawn (`true`, or a timeout in ms).
 */
export async function openPage(browser, url, options = {}) {
  const { viewport = { width: 1280, height: 800 }, scale = 1, touch = false, hasTouch = touch } = options;
  const context = await browser.newContext({ viewport, deviceScaleFactor: scale, hasTouch, isMobile: touch, ...options.context });
  const { lang = null, stored = {}, defaults = {}, init = null } = options;
  const always = lang ? { 'rulebook.lang': lang, ...stored } : stored;
  if (Object.keys(always).length + Object.keys(defaults).length > 0) {
    await context.addInitScript(
      ([always, defaults]) => {
        for (const [key, value] of Object.entries(always)) localStorage.setItem(key, JSON.stringify(value));
        for (const [key, value] of Object.entries(defaults)) {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(value));
        }
      },
      [always, defaults],
    );
  }
  if (init) await context.addInitScript(...init);
  if (options.clock) await context.clock.install();
  const page = await context.newPage();
  const errors = [];
  const dialogs = [];
  const answer = { accept: options.accept ?? true };
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    return answer.accept ? dialog.accept() : dialog.dismiss();
  });
  await page.goto(url);
  if (options.board) await boardReady(page, options.board === true ? undefined : options.board);
  return { context, page, errors, dialogs, answer };
}

/** Waits for the board's canvas to be drawn. */
export async function boardReady(page, timeout = 10000) {
  await page.waitForSelector('#board[data-drawn="true"]', { timeout });
}

/** Waits until the page has drawn what the last input changed: two frames. */
export async function settled(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The text of the element with the id `id`. */
export const text = (page, id) => page.locator(`#${id}`).textContent();

/**
 * Runs `body` with what `opening` (an `openPage` under way) gives, then
 * checks that the page logged no error; the context is closed either way.
 */
export async function withPage(opening, body) {
  const opened = await opening;
  try {
    await body(opened);
    assert.deepEqual(opened.errors, []);
  } finally {
    await opened.context.close();
  }
}
