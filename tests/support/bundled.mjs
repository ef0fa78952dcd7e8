// What the bundler tests (tests/bundlers/) share: the npm package packed
// (`./build.sh package`, `npm pack`), a throwaway host project under
// target/bundlers/<name>/ with the tarball installed from disk and no
// registry, and the built site opened in Chromium, where a xiangqi board
// with moves, a shogi board in play mode and a 121 hand must draw from
// what the bundler emitted. The bundlers themselves are this repository's
// devDependencies, at the versions package-lock.json pins.

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launchChromium } from './server.mjs';
import { PACKAGE_NAME } from '../../tools/package.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RULEBOOK = join(ROOT, 'target', 'release', 'rulebook');
/** A bundler's command-line entry in this repository's node_modules. */
export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/** The host page's elements: what a tutorial shows. */
const XIANGQI_MOVES = ['h2e2', 'h9g7', 'h0g2'];
const HAND = 'AS-FR AS-BR AS-LR GE-FR GE-BR GE-LR';
export const BODY = `<rulebook-board id="xiangqi" game="xiangqi" moves="${XIANGQI_MOVES.join(' ')}"></rulebook-board>
<rulebook-board id="shogi" game="shogi" mode="play"></rulebook-board>
<rulebook-cards id="hand" cards="${HAND}" indicator="CR-KY" score></rulebook-cards>`;

/** The first line `rulebook play` prints: the position after `moves`. */
const cliPosition = (game, moves) => execFileSync(RULEBOOK, ['play', game, 'startpos', ...moves], { encoding: 'utf8' }).split('\n')[0];

/** Runs npm with no registry to reach: an attempt fails rather than downloads. */
function npm(args, cwd, cache) {
  return execFileSync('npm', [...args, '--offline', '--registry=http://127.0.0.1:9/', '--no-audit', '--no-fund', `--cache=${cache}`], {
    cwd,
    encoding: 'utf8',
  });
}

/**
 * A fresh folder target/bundlers/<name>/ (`work`) holding the tarball
 * (`packed`: npm pack's report) and a project (`project`) of `files` (path
 * → text) with the package installed in its node_modules, as `npm install
 * rulebook-embed` leaves it.
 */
export function installPacked(name, files = {}) {
  const work = join(ROOT, 'target', 'bundlers', name);
  rmSync(work, { recursive: true, force: true });
  const cache = join(work, 'npm-cache');
  const packageDir = join(work, 'package');
  execFileSync('bash', ['build.sh', 'package', packageDir], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const [packed] = JSON.parse(npm(['pack', packageDir, '--json', `--pack-destination=${work}`], work, cache));
  const project = join(work, 'project');
  for (const [path, text] of Object.entries({ 'package.json': '{ "private": true, "type": "module" }\n', ...files })) {
    mkdirSync(join(project, path, '..'), { recursive: true });
    writeFileSync(join(project, path), text);
  }
  npm(['install', join(work, packed.filename), '--ignore-scripts', '--no-package-lock'], project, cache);
  return { work, project, packed };
}

/** A host project for a bundler: `installPacked`'s project folder. */
export const hostProject = (name, files) => installPacked(name, files).project;

/** Runs a bundler's command in `cwd`; its output is shown only when it fails. */
export function runBundler(command, args, cwd) {
  try {
    execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, NO_COLOR: '1' } });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout}\n${error.stderr}`);
  }
}

/** Whether the element `id` has drawn (a board's canvas, or a hand). */
const drawn = (page, id) =>
  page.waitForFunction(
    (id) => {
      const el = document.getElementById(id);
      return el.shadowRoot?.querySelector('canvas')?.dataset.drawn === 'true' || el.dataset.drawn === 'true';
    },
    id,
    { timeout: 20000 },
  );

/** Serves `dist` (a bundler's output) and checks its `page` as `checkSite` does. */
export async function checkBuiltSite(dist, page = 'index.html') {
  const server = await startServer(dist);
  try {
    await checkSite(`${server.url}/${page}`);
  } finally {
    await server.close();
  }
}

/**
 * Opens `url` in Chromium: the three elements draw, the xiangqi board
 * shows its moves' position, the shogi board plays a move clicked on it,
 * the hand is read beneath it; no request fails, every wasm file comes as
 * wasm, and nothing is logged as an error.
 */
export async function checkSite(url) {
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage({ viewport: { width: 900, height: 900 } });
    const problems = [];
    const wasm = [];
    tab.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
    tab.on('pageerror', (error) => problems.push(error.message));
    tab.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      if (new URL(response.url()).pathname.endsWith('.wasm')) wasm.push(response.headers()['content-type']);
    });
    await tab.goto(url);
    for (const id of ['xiangqi', 'shogi', 'hand']) {
      await tab.locator(`#${id}`).scrollIntoViewIfNeeded();
      await drawn(tab, id);
    }
    assert.equal(await tab.evaluate(() => document.getElementById('xiangqi').position), cliPosition('xiangqi', XIANGQI_MOVES));
    await tab.locator('#shogi').scrollIntoViewIfNeeded();
    const moved = tab.evaluate(
      () => new Promise((resolve) => document.getElementById('shogi').addEventListener('rulebook-move', (e) => resolve(e.detail.position), { once: true })),
    );
    for (const square of ['7g', '7f']) await clickSquare(tab, 'shogi', square);
    assert.equal(await moved, cliPosition('shogi', ['7g7f']), 'the shogi board plays 7g7f');
    const reading = await tab.locator('#hand >> .reading li').allTextContents();
    assert.ok(reading.length > 0, 'the hand is read beneath it');
    assert.deepEqual(problems, []);
    assert.ok(wasm.length >= 3 && wasm.every((type) => type === 'application/wasm'), `every wasm file as wasm: ${wasm}`);
  } finally {
    await browser.close();
  }
}

/** Clicks a shogi square (USI: file digit, rank letter) at the centre the board's painter gives. */
async function clickSquare(page, id, square) {
  const index = (square.charCodeAt(1) - 97) * 9 + (9 - Number(square[0]));
  const [x, y] = await page.evaluate(([id, index]) => {
    const el = document.getElementById(id);
    return Array.from(el.painter.squareCenter(index, el.flipped));
  }, [id, index]);
  const box = await page.locator(`#${id} >> canvas`).boundingBox();
  await page.mouse.click(box.x + x, box.y + y);
}

/**
 * A server a bundler runs (its dev server) from `command` in `cwd`: the
 * address it prints (the first http://…/ of its output), and `close()`.
 */
export function startDevServer(command, args, cwd) {
  const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      const found = output.match(/http:\/\/[\w.:[\]-]+\//);
      if (found) resolve(found[0]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}) before serving:\n${output}`)));
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', resolve);
        child.kill();
      }),
  };
}

export { PACKAGE_NAME };
