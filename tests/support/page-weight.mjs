// What a page really fetches, recorded by Chromium, and its weight raw and
// gzipped (level 9, as a server would send it). Shared by the page-weight
// test (tests/e2e/weight.test.mjs) and the bench; run alone it prints a
// table of every page:
//
//   node tests/support/page-weight.mjs            (after ./build.sh build)
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launchChromium, SITE } from './server.mjs';

export const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

/** The pages whose weight is budgeted: every play page and 121's. */
export const PLAY_PAGES = [
  ...['xiangqi', 'shogi', 'longphuong', 'oanquan'].map((game) => `play.html?game=${game}`),
  'card121.html',
];

/** The pages with a board embedded in other text: 121's rules. */
export const EMBEDDING_PAGES = ['rules/card121.vi.html', 'rules/card121.en.html'];

/** Bytes of a file sent gzipped. */
export const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Opens `address` under `base` in a fresh context, waits until the network
 * is idle and, on a page with a board, until it is drawn, and returns every
 * file fetched: `{path, raw, gz}` sorted by path, and the totals. With
 * `ask` (what a player then does: `async (page) => …`), only what is
 * fetched from then until the network is idle again counts. With `host`
 * (a URL), the page is another site's, which embeds boards from `base`
 * (served with CORS): only `base`'s files count.
 */
export async function pageWeight(browser, base, address, ask = null, host = null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched = new Set();
  const failed = [];
  const origin = new URL(base).origin;
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin !== origin) return;
    if (r.ok()) fetched.add(decodeURIComponent(url.pathname));
    else failed.push(`${r.status()} ${url.pathname}`);
  });
  try {
    await page.goto(host ?? `${base}/${address}`, { waitUntil: 'networkidle' });
    if (await page.locator('#board').count()) {
      await page.waitForSelector('#board[data-drawn="true"]', { timeout: 10000 });
      await page.waitForLoadState('networkidle');
    }
    if (await page.locator('rulebook-board').count()) {
      await page.locator('rulebook-board canvas[data-drawn="true"]').first().waitFor({ timeout: 10000 });
      await page.waitForLoadState('networkidle');
    }
    if (ask) {
      fetched.clear();
      await ask(page);
      await page.waitForLoadState('networkidle');
    }
  } finally {
    await context.close();
  }
  const files = [];
  for (const file of [...fetched].sort()) {
    const bytes = await readFile(path.join(SITE, file));
    files.push({ path: file, raw: bytes.length, gz: gzipped(bytes) });
  }
  const sum = (key) => files.reduce((n, f) => n + f[key], 0);
  return { address, files, failed, raw: sum('raw'), gz: sum('gz') };
}

/** Every page's weight, in a browser of its own. */
export async function weighPages(addresses = [...PLAY_PAGES, ...EMBEDDING_PAGES]) {
  const server = await startServer(SITE);
  const browser = await launchChromium();
  try {
    const out = [];
    for (const address of addresses) out.push(await pageWeight(browser, server.url, address));
    return out;
  } finally {
    await browser.close();
    await server.close();
  }
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);

/** A page's files and totals as lines of text, in KiB. */
export function describe({ address, files, raw, gz }) {
  const lines = [`${address}:`];
  for (const f of files) lines.push(`  ${f.path.padEnd(44)} ${kb(f.raw)} KiB ${kb(f.gz)} KiB gz`);
  lines.push(`  ${'total'.padEnd(44)} ${kb(raw)} KiB ${kb(gz)} KiB gz`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const page of await weighPages()) console.log(describe(page));
}
