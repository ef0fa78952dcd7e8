#!/usr/bin/env node
// What one embedded board costs a page: the npm package's tarball (packed
// and unpacked), and for a page holding only the script tag and one
// <rulebook-board game="xiangqi"> with moves, the requests Chromium makes
// (those before the first wasm apart), their bytes (as served, which is
// uncompressed here, and gzipped as a server would send them), and the time
// to the board's first draw, locally and with 100 ms of latency per request.
//
//   node tools/embed-measure.mjs [package-dir]   (default target/package,
//                                                 from ./build.sh package)
//
// Each time is the median of five loads, each in a fresh context (no cache).

import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startServer, launchChromium } from '../tests/support/server.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const LOADS = 5;
const LATENCY_MS = 100;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>One board</title>
<script type="module" src="rulebook-embed/embed.js"></script></head>
<body><rulebook-board game="xiangqi" moves="h2e2 h9g7 h0g2"></rulebook-board></body></html>`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One load of the page: its requests in order with their bytes, and when the board first drew (ms from navigation). */
async function load(browser, url, latency) {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => requests.set(requestId, { url: request.url, bytes: 0 }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (requests.has(requestId)) requests.get(requestId).bytes = encodedDataLength;
  });
  await page.goto(url);
  const drawnAt = await page.waitForFunction(
    () => document.querySelector('rulebook-board')?.shadowRoot?.querySelector('canvas')?.dataset.drawn === 'true' && performance.now(),
    null,
    { polling: 'raf', timeout: 30000 },
  );
  const ms = await drawnAt.jsonValue();
  await page.waitForLoadState('networkidle');
  await context.close();
  return { ms, requests: [...requests.values()] };
}

async function main([dir = 'target/package']) {
  const packageDir = resolve(ROOT, dir);
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', packageDir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  const site = mkdtempSync(join(tmpdir(), 'rulebook-measure-'));
  cpSync(packageDir, join(site, 'rulebook-embed'), { recursive: true });
  writeFileSync(join(site, 'index.html'), PAGE);
  const server = await startServer(site);
  const browser = await launchChromium();
  try {
    const url = `${server.url}/index.html`;
    const runs = { local: [], latency: [] };
    let requests;
    for (let i = 0; i < LOADS; i++) {
      runs.local.push((await load(browser, url, 0)).ms);
      const slow = await load(browser, url, LATENCY_MS);
      runs.latency.push(slow.ms);
      requests = slow.requests;
    }
    const files = requests.filter((r) => !r.url.endsWith('/index.html'));
    const firstWasm = files.findIndex((r) => r.url.endsWith('.wasm'));
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    const gzipped = (r) => gzipSync(readFileSync(join(site, new URL(r.url).pathname))).length;
    console.log(`tarball: ${kb(packed.size)} packed, ${kb(packed.unpackedSize)} unpacked, ${packed.entryCount} files`);
    console.log(`one xiangqi board: ${files.length} requests after the page (${firstWasm} before its wasm), ${kb(files.reduce((sum, r) => sum + r.bytes, 0))} transferred, ${kb(files.reduce((sum, r) => sum + gzipped(r), 0))} gzipped`);
    for (const r of files) console.log(`  ${r.url.slice(server.url.length + 1)} ${kb(r.bytes)} (${kb(gzipped(r))} gzipped)`);
    console.log(`first draw: ${median(runs.local).toFixed(0)} ms locally, ${median(runs.latency).toFixed(0)} ms with ${LATENCY_MS} ms of latency per request (medians of ${LOADS})`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(site, { recursive: true, force: true });
  }
}

main(process.argv.slice(2));
