// The npm package of the embeddable elements (`./build.sh package`): packed
// with `npm pack`, installed from the tarball into an empty folder with no
// registry, and loaded by a page of that folder holding only the script tag
// into node_modules: a board of every game and a 121 hand draw, and a
// board's `position` is what `rulebook play` prints. The package holds
// exactly embed.js (one minified bundle), its types, the embed modules,
// none with the computer, its README and LICENSE, and the page fetches
// every script and module of it.
// The same folder serves a page of another origin, with CORS.
// Prints the tarball's size and file count (a figure).
//
// Run after `./build.sh build` and `cargo build --release --bin rulebook`.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launchChromium } from '../support/server.mjs';
import { installPacked } from '../support/bundled.mjs';
import { packageFiles, PACKAGE_NAME } from '../../tools/package.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RULEBOOK = join(ROOT, 'target', 'release', 'rulebook');

/** What an embedded element loads: each board game's module without the computer, and 121's cards. */
const MODULES = ['embed_xiangqi', 'embed_shogi', 'embed_longphuong', 'embed_oanquan', 'card121_cards'];

/** One board per game, its moves all shown. */
const BOARDS = {
  xiangqi: ['h2e2', 'h9g7', 'h0g2'],
  shogi: ['7g7f', '3c3d', '8h2b+'],
  longphuong: ['P*b5', 'P*h5', 'L*b4', 'L*h4', 'a1-b1'],
  oanquan: ['1+', '10-'],
};
const HAND = 'AS-FR AS-BR AS-LR GE-FR GE-BR GE-LR';

let work;
let packed; // npm pack's report: filename, size, entryCount, files
let site; // the folder the package is installed in, served as a site

before(async () => {
  ({ work, packed, project: site } = installPacked('package'));
  console.log(`package ${packed.filename}: ${packed.size} bytes packed (${packed.unpackedSize} unpacked), ${packed.entryCount} files`);
});

after(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** Every file below `dir`, relative to it, sorted. */
async function filesBelow(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath ?? e.path, e.name))).sort();
}

test('the package holds embed.js, its types, the embed modules, its README and LICENSE, and nothing else', async () => {
  const expected = packageFiles(MODULES);
  assert.deepEqual(packed.files.map((f) => f.path).sort(), expected, 'the tarball');
  const installed = join(site, 'node_modules', PACKAGE_NAME);
  assert.deepEqual(await filesBelow(installed), expected, 'the installed folder');
  const wasm = expected.filter((f) => f.startsWith('pkg/'));
  assert.deepEqual([...new Set(wasm.map((f) => f.split('/')[1]))].sort(), [...MODULES].sort(), 'only the embed modules');
  assert.deepEqual(expected.filter((f) => !/^pkg\/|^(embed\.js|embed\.d\.ts|package\.json|README\.md|LICENSE)$/.test(f)), []);
  for (const glue of wasm.filter((f) => f.endsWith('.js'))) {
    // The play modules export the computer as <Game>Thinker.
    assert.doesNotMatch(await readFile(join(installed, glue), 'utf8'), /Thinker/, `${glue} has no computer`);
  }
  const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
  assert.equal(manifest.type, 'module');
  const entry = { types: './embed.d.ts', default: './embed.js' };
  assert.deepEqual(manifest.exports, { '.': entry, './embed.js': entry, './package.json': './package.json' });
  assert.ok(manifest.keywords.includes('xiangqi'), 'keywords');
  assert.equal(manifest.types, './embed.d.ts');
  assert.equal(manifest.dependencies, undefined);
  const cargo = await readFile(join(ROOT, 'Cargo.toml'), 'utf8');
  assert.equal(manifest.version, cargo.match(/^version = "(.*)"/m)[1]);
  assert.equal(manifest.license, cargo.match(/^license = "(.*)"/m)[1]);
  const license = await readFile(join(installed, 'LICENSE'), 'utf8');
  assert.match(license, /^MIT License\n\nCopyright \(c\) Rulebook contributors\n/);
});

test('embed.js is one minified module that reaches each glue by a literal import, and each glue its wasm by a literal URL', async () => {
  const installed = join(site, 'node_modules', PACKAGE_NAME);
  const bundle = await readFile(join(installed, 'embed.js'), 'utf8');
  assert.doesNotMatch(bundle, /^\s*\/\/|\/\*\*/m, 'minified: no comments');
  assert.doesNotMatch(bundle, /\bfrom\s*"\.|(^|;)import\s*"/m, 'no static import');
  const imported = [...bundle.matchAll(/\bimport\(\s*([^)]*)\)/g)].map((m) => m[1]);
  const glue = MODULES.map((module) => `"./pkg/${module}/rulebook_${module}.js"`);
  assert.deepEqual([...imported].sort(), [...glue].sort(), 'each glue, by a literal path');
  for (const module of MODULES) {
    const text = await readFile(join(installed, 'pkg', module, `rulebook_${module}.js`), 'utf8');
    assert.match(text, new RegExp(`new URL\\("rulebook_${module}_bg\\.wasm",\\s*import\\.meta\\.url\\)`), `${module}: its wasm`);
  }
});

test('a page of the installed folder with only the script tag draws every game and a 121 hand', { timeout: 120000 }, async () => {
  const boards = Object.entries(BOARDS)
    .map(([game, moves]) => `<rulebook-board id="${game}" game="${game}" moves="${moves.join(' ')}"></rulebook-board>`)
    .join('\n');
  await writeFile(
    join(site, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Installed</title>
<script type="module" src="node_modules/${PACKAGE_NAME}/embed.js"></script></head>
<body>${boards}\n<rulebook-cards id="hand" cards="${HAND}" indicator="CR-KY" score></rulebook-cards></body></html>`,
  );
  const server = await startServer(site);
  const browser = await launchChromium();
  try {
    const { page, problems } = await watchedPage(browser);
    const base = `${server.url}/node_modules/${PACKAGE_NAME}/`;
    const fetched = new Set();
    page.on('request', (request) => request.url().startsWith(base) && fetched.add(request.url().slice(base.length)));
    await page.goto(`${server.url}/index.html`);
    for (const [game, moves] of Object.entries(BOARDS)) {
      await page.locator(`#${game}`).scrollIntoViewIfNeeded();
      await page.waitForFunction((id) => document.getElementById(id).shadowRoot?.querySelector('canvas')?.dataset.drawn === 'true', game, { timeout: 15000 });
      assert.ok((await canvasColours(page, game)) > 8, `${game}: the canvas is drawn`);
      const printed = execFileSync(RULEBOOK, ['play', game, 'startpos', ...moves], { encoding: 'utf8' }).split('\n')[0];
      assert.equal(await page.evaluate((id) => document.getElementById(id).position, game), printed, `${game}: the position after its moves`);
    }
    await page.locator('#hand').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.getElementById('hand').dataset.drawn, null, { timeout: 15000 });
    assert.ok((await canvasColours(page, 'hand')) > 8, 'the hand is drawn');
    const score = JSON.parse(execFileSync(RULEBOOK, ['score', '121', ...HAND.split(' '), '--indicator', 'CR-KY'], { encoding: 'utf8' }));
    assert.deepEqual(await page.locator('#hand >> .reading li').allTextContents(), score.explanation.lines_en);
    assert.deepEqual(problems, []);
    // Every game shown, so every script and module of the package was needed: the import graph is exact.
    const loaded = packed.files.map((f) => f.path).filter((f) => /\.(js|wasm)$/.test(f));
    assert.deepEqual([...fetched].sort(), loaded.sort(), 'the page fetched exactly the package\'s scripts and modules');
  } finally {
    await browser.close();
    await server.close();
  }
});

/** A fresh page of `browser`; what goes wrong on it (errors logged, failed requests) collected in `problems`. */
async function watchedPage(browser) {
  const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
  const problems = [];
  page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  return { page, problems };
}

/** How many distinct colours the element's canvas holds (a blank one has one). */
const canvasColours = (page, id) =>
  page.evaluate((id) => {
    const canvas = document.getElementById(id).shadowRoot.querySelector('canvas');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const seen = new Set();
    for (let i = 0; i < data.length; i += 28) seen.add(data.slice(i, i + 4).join());
    return seen.size;
  }, id);

test("the installed folder served to another origin's page (CORS) draws a board there", { timeout: 60000 }, async () => {
  const host = join(work, 'host');
  await mkdir(host);
  const packageServer = await startServer(join(site, 'node_modules', PACKAGE_NAME), { cors: true });
  await writeFile(
    join(host, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Elsewhere</title>
<script type="module" src="${packageServer.url}/embed.js"></script></head>
<body><rulebook-board id="xiangqi" game="xiangqi" moves="${BOARDS.xiangqi.join(' ')}"></rulebook-board></body></html>`,
  );
  const hostServer = await startServer(host);
  const browser = await launchChromium();
  try {
    const { page, problems } = await watchedPage(browser);
    await page.goto(`${hostServer.url}/index.html`);
    await page.waitForFunction(() => document.getElementById('xiangqi').shadowRoot?.querySelector('canvas')?.dataset.drawn === 'true', null, { timeout: 15000 });
    const printed = execFileSync(RULEBOOK, ['play', 'xiangqi', 'startpos', ...BOARDS.xiangqi], { encoding: 'utf8' }).split('\n')[0];
    assert.equal(await page.evaluate(() => document.getElementById('xiangqi').position), printed);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    await hostServer.close();
    await packageServer.close();
  }
});
