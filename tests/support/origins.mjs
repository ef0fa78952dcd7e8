// What the embedding tests share: the site, the same files served to other
// origins (with CORS, as a host of embed.js must), a scratch folder served
// as a third origin for the host pages, one Chromium, and pages opened with
// their console errors collected.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, after } from 'node:test';
import { startServer, launchChromium } from './server.mjs';

/** Starts the three servers and Chromium; `close()` ends them all. */
export async function startOrigins(www, name) {
  const hostDir = await mkdtemp(join(tmpdir(), `rulebook-${name}-`));
  const origins = {
    hostDir,
    site: await startServer(www),
    embedServer: await startServer(www, { cors: true }),
    hostServer: await startServer(hostDir),
    browser: await launchChromium(),
    async close() {
      await origins.browser?.close();
      for (const server of [origins.site, origins.embedServer, origins.hostServer]) await server?.close();
      await rm(hostDir, { recursive: true, force: true });
    },
  };
  return origins;
}

/** Opens `url` in a fresh context (`lang` stored first, dialogs accepted):
 * the page, its context and the errors it logs. */
export async function openPage(browser, url, { viewport = { width: 1280, height: 800 }, lang = null } = {}) {
  const context = await browser.newContext({ viewport });
  if (lang) await context.addInitScript((l) => localStorage.setItem('rulebook.lang', JSON.stringify(l)), lang);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => dialog.accept());
  await page.goto(url);
  return { context, page, errors };
}

/** The origins for one test file: started before its tests, closed after. */
export function useOrigins(www, name) {
  const origins = {};
  before(async () => Object.assign(origins, await startOrigins(www, name)));
  after(async () => origins.close?.());
  return origins;
}

/**
 * The site alone and Chromium for one test file: started before its tests,
 * closed after; `site.base` is the site's address, ending with a slash.
 */
export function useSite(www) {
  const site = {};
  before(async () => {
    site.server = await startServer(www);
    site.base = `${site.server.url}/`;
    site.browser = await launchChromium();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}
