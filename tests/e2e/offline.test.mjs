// The site as an installable app that works offline (www/sw.js, registered
// by js/offline.js; its list written by tools/precache.mjs): Chromium finds
// it installable; after one visit, with the network cut (the context
// offline and the server stopped), every game's page plays, the computer
// hints, shogi's record formats load and the rules pages read; a new build
// (a changed file, a new list) replaces the worker and its cache; the worker
// registers only once the page is usable; and the embeddable element never
// registers one, on another site or by what it imports.
//
// Each test serves its own copy of www/ (this file changes files in it and
// stops servers); run after `./build.sh build`.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { startServer, launchChromium, launchChromiumProfile, SITE } from '../support/server.mjs';
import { importGraph } from '../../tools/import-graph.mjs';
import { openPage, boardReady, ROOT, WWW, SCREENSHOTS } from '../support/site.mjs';
import { clickPlace } from '../support/play-page.mjs';

let browser;
const temporary = [];

before(async () => {
  browser = await launchChromium({ serviceWorkers: 'allow' });
  await mkdir(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

/** A copy of www/ (with its precache list) served on a port of its own. */
async function site(options = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'rulebook-offline-'));
  temporary.push(dir);
  await cp(SITE, dir, { recursive: true });
  const list = await readFile(join(dir, 'sw-precache.js'), 'utf8').catch(() => null);
  assert.ok(list, 'www/sw-precache.js is written by ./build.sh build');
  const server = await startServer(dir, options);
  return { dir, server, base: `${server.url}/` };
}

/** Waits until the worker is active and controls the page; its cache's names. */
async function controlled(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return caches.keys();
  });
}

/** The precache list's version and file count in a served copy. */
async function listOf(dir) {
  const text = await readFile(join(dir, 'sw-precache.js'), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

const drawn = (page) => boardReady(page, 15000);

const clickPoint = (page, name) => clickPlace(page, name, { scroll: false });

test('Chromium finds the site installable: manifest, icons, a worker with a fetch handler', { timeout: 60000 }, async () => {
  const { server, base } = await site();
  // A profile on disk: Chromium installs nothing from an incognito context.
  const profile = await mkdtemp(join(tmpdir(), 'rulebook-profile-'));
  temporary.push(profile);
  const context = await launchChromiumProfile(profile, { viewport: { width: 1280, height: 800 } });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}index.html`);
  try {
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { errors: manifestErrors, parsed } = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifestErrors, [], 'the manifest parses');
    const manifest = JSON.parse(await readFile(join(WWW, 'manifest.webmanifest'), 'utf8'));
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable'), 'a maskable icon');
    assert.equal(new URL(parsed?.startUrl ?? `${base}${manifest.start_url}`).pathname, '/index.html');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, [], 'no installability error');
    for (const icon of manifest.icons) {
      const response = await page.request.get(base + icon.src);
      assert.equal(response.headers()['content-type'], 'image/png', icon.src);
      const bytes = await response.body();
      assert.equal(bytes.subarray(1, 4).toString(), 'PNG', `${icon.src} is a PNG`);
      const [w, h] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
      assert.equal(`${w}x${h}`, icon.sizes, `${icon.src} is the size the manifest says`);
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'offline-installable-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SCREENSHOTS, 'offline-installable-phone.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.close();
  }
});

test('the worker registers only once the board is drawn: the first load comes first', { timeout: 60000 }, async () => {
  const { server, base } = await site();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.__registeredWhenDrawn = document.getElementById('board')?.dataset.drawn ?? 'no board';
      return register.apply(this, args);
    };
  });
  try {
    for (const path of ['play.html?game=shogi', 'card121.html']) {
      await page.goto(base + path);
      await drawn(page);
      await controlled(page);
      assert.equal(await page.evaluate(() => window.__registeredWhenDrawn), 'true', path);
    }
  } finally {
    await context.close();
    await server.close();
  }
});

test('after one visit, with the network cut, every game plays and the rules pages read', { timeout: 120000 }, async () => {
  const { dir, server, base } = await site();
  const { context, page, errors } = await openPage(browser, `${base}play.html?game=xiangqi`);
  let stopped = false;
  try {
    await drawn(page);
    const names = await controlled(page);
    const { version, files } = await listOf(dir);
    assert.deepEqual(names, [`rulebook-${version}`]);
    const held = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, names[0]);
    assert.equal(held, files.length, 'every file of the list is cached');

    await context.setOffline(true);
    await server.close();
    stopped = true;
    const fetchFails = await page.evaluate(() => fetch('/nowhere.txt').then(() => false, () => true));
    assert.ok(fetchFails, 'the network is cut');
    errors.splice(0); // that probe's own failure, logged by the browser

    await page.reload();
    await drawn(page);
    await clickPoint(page, 'h2');
    await clickPoint(page, 'e2');
    assert.equal(await page.locator('#move-list .ply').count(), 1, 'a move played offline');
    // The computer's worker and its module come from the cache too.
    await page.click('#hint');
    await page.waitForSelector('#hint-words:not([hidden])', { timeout: 20000 });
    await page.screenshot({ path: join(SCREENSHOTS, 'offline-reload-desktop.png') });

    for (const game of ['shogi', 'longphuong', 'oanquan']) {
      await page.goto(`${base}play.html?game=${game}`);
      await drawn(page);
    }
    await page.click('.records summary'); // shogi's record formats, fetched on demand
    await page.goto(`${base}play.html?game=shogi`);
    await drawn(page);
    await page.click('.records summary');
    await page.waitForFunction(() => document.getElementById('record-out').value.length > 0, null, { timeout: 15000 });

    await page.goto(`${base}card121.html`);
    await drawn(page);
    for (const lang of ['vi', 'en']) {
      await page.goto(`${base}rules/xiangqi.${lang}.html`);
      await page.locator('rulebook-board canvas[data-drawn="true"]').first().waitFor({ timeout: 15000 });
    }
    await page.goto(`${base}rules/card121.en.html`);
    await page.locator('h1').waitFor();
    await page.goto(`${base}index.html`);
    assert.equal(await page.locator('.game-card').count(), 5);
    await page.goto(`${base}embed.html`);
    await page.locator('#examples rulebook-board').first().scrollIntoViewIfNeeded();
    await page.locator('#examples rulebook-board canvas[data-drawn="true"]').first().waitFor({ timeout: 15000 });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}play.html?game=xiangqi`);
    await drawn(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'offline-reload-phone.png') });
    assert.equal(await page.locator('#move-list .ply').count(), 1, 'the game played offline survives');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    if (!stopped) await server.close();
  }
});

test('a new build replaces the worker, its cache, and what the pages get', { timeout: 90000 }, async () => {
  const { dir, server, base } = await site();
  const { context, page, errors } = await openPage(browser, `${base}index.html`);
  try {
    const before = (await listOf(dir)).version;
    assert.deepEqual(await controlled(page), [`rulebook-${before}`]);

    // A new build: one page changed, the list written again.
    const index = join(dir, 'index.html');
    const html = await readFile(index, 'utf8');
    await writeFile(index, html.replace('<title>Rulebook</title>', '<title>Rulebook</title>\n  <meta name="build" content="next">'));
    execFileSync(process.execPath, [join(ROOT, 'tools/precache.mjs'), dir]);
    const next = (await listOf(dir)).version;
    assert.notEqual(next, before, 'a changed file changes the version');

    // Opening a page is when the browser checks for a new worker: the new
    // one installs, takes over and deletes the old build's cache.
    await page.reload();
    let names = [];
    for (let tries = 0; tries < 100 && names.join() !== `rulebook-${next}`; tries++) {
      await page.waitForTimeout(200);
      names = await page.evaluate(() => caches.keys());
    }
    assert.deepEqual(names, [`rulebook-${next}`], 'only the new build is cached');

    await context.setOffline(true);
    await server.close();
    await page.reload();
    assert.equal(await page.locator('meta[name="build"]').getAttribute('content'), 'next', 'the reload is the new build, from the cache');
    assert.equal(await page.locator('.game-card').count(), 5);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the embeddable element never registers a worker', { timeout: 60000 }, async () => {
  // Nothing embed.js imports is the registration's module.
  const graph = importGraph(join(WWW, 'embed.js'), (file) => !file.includes('/pkg/'));
  assert.ok(graph.length > 3, 'the graph is read');
  assert.ok(!graph.some((file) => file.endsWith('offline.js')), 'embed.js never imports js/offline.js');

  // Another site's page with a board from this one: no worker, here or there.
  const { server, base } = await site({ cors: true });
  const hostDir = await mkdtemp(join(tmpdir(), 'rulebook-host-'));
  temporary.push(hostDir);
  await writeFile(
    join(hostDir, 'host.html'),
    `<!doctype html><html lang="en"><head><link rel="icon" href="data:,"><script type="module" src="${base}embed.js"></script></head>` +
      '<body><rulebook-board game="xiangqi" mode="play"></rulebook-board></body></html>',
  );
  const host = await startServer(hostDir);
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${host.url}/host.html`);
    await page.locator('rulebook-board canvas[data-drawn="true"]').waitFor({ timeout: 15000 });
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
    const workers = context.serviceWorkers().map((w) => w.url());
    assert.deepEqual(workers, [], 'no worker on either origin');
  } finally {
    await context.close();
    await host.close();
    await server.close();
  }
});
