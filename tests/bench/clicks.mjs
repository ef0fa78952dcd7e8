// What one click costs on each page, measured in Debian's Chromium: the
// main-thread time and the calls into the page's wasm module (all of them,
// and `state()` alone), per click, over a fixed script of real clicks on
// the canvas (select a piece, move it; Ô ăn quan: a square, then an arrow;
// 121: a card of the hand to put out, or the button the person would
// press). A measurement, never a pass/fail: `./build.sh bench` prints it;
// alone after `./build.sh build`: `node tests/bench/clicks.mjs [rounds]
// [www tree…]` (another tree, a copy of www/ with its pkg/ from an earlier
// commit, is measured beside this one, the trees taking turns page by page;
// CLICKS_PAGES=xiangqi,shogi limits the pages).
//
// How, all in the test harness (the product is not changed to be measured):
// - Calls: every method of every class the page's module exports (on the
//   prototypes and the statics, found on the module itself, imported by the
//   same URL the page imported) is wrapped to count its calls and time them.
// - Script time, with performance.now() in the page: the click's input
//   events (pointer and mouse move, down, up, click: a listener on window in
//   the capture phase starts the clock, one in the bubble phase stops it)
//   and the requestAnimationFrame callbacks of the frame that shows it
//   (the board drawn). Layout forced inside a handler counts here; layout
//   and paint in the frame do not, and the page cannot time them apart
//   from waiting (the span from the frame's callbacks to its end measures
//   7 to 35 ms of wall time here, under load). So beside it:
// - CPU time: Chromium's own count of the main thread's task time in
//   thread time (CDP Performance.getMetrics, TaskDuration), from before the
//   click to after its frame is rendered (a message posted from the frame's
//   last callback is handled after its style, layout and paint): script,
//   style, layout, paint and the canvas rastered. A "no click" row is the
//   same measurement with no click (the harness and an idle frame).
// - Neither uses the Event Timing API (PerformanceObserver 'event'): it
//   reports only events of 16 ms or more and rounds their duration to 8 ms.
//   The pages are served cross-origin isolated (COOP and COEP added here),
//   so Chromium's clock has 5 µs steps rather than 100 µs.
// - 121's bots: their thinking pause is shortened to 100 ms (each bot action
//   still runs in a timer task of its own, as on the page, after the frame
//   that shows the click), and a bot action (its timer task alone) is
//   reported on its own line, not counted in a click.
// - Ô ăn quan's sowing: the click that sows counts up to its first frame;
//   one frame a few frames into the animation is reported on its own line,
//   then the animation is skipped.
// Each page first plays its script once unmeasured (the engine's code warm),
// then `rounds` times measured (a new game between them).

import { startServer, launchChromium, SITE } from '../support/server.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The harness, run in the page before its own scripts. */
function harness() {
  const raf = window.requestAnimationFrame.bind(window);
  const timeout = window.setTimeout.bind(window);
  const bench = {
    /** The longest timer delay let through (121's bots' pause). */
    maxDelay: Infinity,
    reset() {
      Object.assign(bench, { eventMs: 0, callbackMs: 0, timerMs: 0 });
      if (window.__counted) Object.assign(window.__counted, { calls: 0, wasmMs: 0, byMethod: {} });
    },
    /**
     * What was measured since the reset; `ms`: the input events' handlers
     * and the frames' callbacks; the calls counted by `countCalls`.
     */
    take() {
      const { eventMs, callbackMs, timerMs } = bench;
      const { calls, wasmMs, byMethod } = window.__counted;
      bench.reset();
      return { ms: eventMs + callbackMs, timerMs, wasmMs, calls, byMethod };
    },
    /** Resolves after `n` frames (on the unwrapped rAF: not timed). */
    frames(n) {
      return new Promise((resolve) => {
        const next = (left) => (left ? raf(() => next(left - 1)) : resolve());
        next(n);
      });
    },
    /**
     * Resolves once the next frame is rendered: a message posted from the
     * frame's last callback is handled after the frame's style, layout and
     * paint.
     */
    settle() {
      return new Promise((resolve) =>
        raf(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
      );
    },
  };
  bench.reset();
  window.__bench = bench;
  window.requestAnimationFrame = (callback) =>
    raf((time) => {
      const start = performance.now();
      try {
        callback(time);
      } finally {
        bench.callbackMs += performance.now() - start;
      }
    });
  window.setTimeout = (callback, delay, ...rest) =>
    timeout(
      () => {
        const start = performance.now();
        try {
          if (typeof callback === 'function') callback(...rest);
        } finally {
          bench.timerMs += performance.now() - start;
        }
      },
      Math.min(Number(delay) || 0, bench.maxDelay),
    );
  let started = null;
  for (const type of ['pointermove', 'mousemove', 'pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    window.addEventListener(type, () => (started = performance.now()), true);
    window.addEventListener(type, () => {
      if (started !== null) bench.eventMs += performance.now() - started;
      started = null;
    });
  }
}

/**
 * Wraps every method of every class the module at `url` exports (its
 * prototype's and its statics) to count its calls and time them in
 * `window.__counted` ({calls, wasmMs, byMethod: {'Class.method': calls}}).
 * Run in the page by `page.evaluate(countCalls, url)` once the page has
 * loaded the module (the same URL: the same module). Exported for the
 * behaviour test (tests/e2e/clicks.test.mjs).
 */
export async function countCalls(url) {
  const counted = (window.__counted = { calls: 0, wasmMs: 0, byMethod: {} });
  const mod = await import(url);
  const internal = new Set(['constructor', 'prototype', 'length', 'name', '__wrap', '__destroy_into_raw']);
  for (const [name, cls] of Object.entries(mod)) {
    if (typeof cls !== 'function' || typeof cls.prototype?.free !== 'function') continue;
    for (const target of [cls.prototype, cls]) {
      for (const key of Object.getOwnPropertyNames(target)) {
        const method = Object.getOwnPropertyDescriptor(target, key).value;
        if (internal.has(key) || typeof method !== 'function') continue;
        const label = `${name}.${key}`;
        target[key] = function count(...args) {
          counted.calls++;
          counted.byMethod[label] = (counted.byMethod[label] ?? 0) + 1;
          const start = performance.now();
          try {
            return method.apply(this, args);
          } finally {
            counted.wasmMs += performance.now() - start;
          }
        };
      }
    }
  }
}

// ---- each page's script ----

/** Page coordinates of a place: a square's name, or [side, kind] in a hand. */
export async function placeXY(page, place) {
  const xy = await page.evaluate((p) => {
    const { board, flipped } = window.__rulebook;
    return Array.from(Array.isArray(p) ? board.handCenter(p[0], p[1], flipped) : board.squareCenter(p, flipped));
  }, place);
  const box = await page.locator('#board').boundingBox();
  return { x: box.x + xy[0], y: box.y + xy[1] };
}

const plyCount = (page) => page.locator('#move-list .ply').count();

/** A board game whose script is a list of moves, each a click on `from` then one on `to`. */
function boardScript(moves) {
  return async function* play(page) {
    for (const [from, to] of moves) {
      const before = await plyCount(page);
      yield { kind: 'select', at: await placeXY(page, from) };
      yield { kind: 'move', at: await placeXY(page, to) };
      if ((await plyCount(page)) !== before + 1) {
        const said = await page.locator('#message').textContent();
        throw new Error(`the move ${from} → ${to} was not played: ${said}`);
      }
    }
  };
}

/** Ô ăn quan: the i-th move of each turn is the engine's legal move i mod their number; a square, then its arrow. */
async function* oanquanScript(page) {
  for (let i = 0; i < 12; i++) {
    const { square, arrow } = await page.evaluate((n) => {
      const { game, board } = window.__rulebook;
      const codes = Array.from(game.legalMoves());
      const code = codes[(n * 7) % codes.length];
      return { square: code >> 1, arrow: board.constructor.arrowPlace(code) };
    }, i);
    if (await page.evaluate(() => Boolean(window.__rulebook.game.outcome()))) return;
    yield { kind: 'select', at: await placeXY(page, square) };
    yield { kind: 'move', at: await placeXY(page, arrow), animated: true };
  }
}

/** A 121 match whose first round gives #1 several turns (as in tests/e2e/card121.test.mjs). */
export const SEED_121 = 2086;

/** Starts the context's 121 page on a new match from `seed` (saved as the page saves its matches). */
export async function seedMatch(context, seed) {
  await context.addInitScript((s) => {
    if (!localStorage.getItem('rulebook.card121.game')) {
      localStorage.setItem('rulebook.card121.game', JSON.stringify({ seed: s, games: 1, strict: false, steps: [] }));
    }
  }, seed);
}

/** 121: a card of #1's hand that may be put out now, `{card, at}` (its page coordinates), or null. */
export async function giveableCard(page, s) {
  const gives = s.words.actions.filter((a) => a.kind === 'swap' && !a.nhat_ban).map((a) => a.give);
  const index = s.round.white_phase ? -1 : s.round.hand.findIndex((card) => gives.includes(card));
  if (index < 0) return null;
  const [x, y, w, h] = await page.evaluate((i) => Array.from(window.__rulebook.board.cardRect(i)), index);
  const box = await page.locator('#board').boundingBox();
  return { card: s.round.hand[index], at: { x: box.x + x + w / 2, y: box.y + y + h / 2 } };
}

/** 121: what the person presses on their turn, the bots answering in between. */
async function* card121Script(page) {
  for (let clicks = 0; clicks < 24; clicks++) {
    const s = await page.evaluate(() => window.__rulebook.table.state());
    if (s.match_over) return;
    if (s.round_over) {
      yield { kind: 'button', button: '#next-round' };
      continue;
    }
    const card = await giveableCard(page, s);
    if (card) {
      yield { kind: 'card', at: card.at };
    } else {
      const has = (kind) => s.words.actions.some((a) => a.kind === kind);
      yield { kind: 'button', button: has('no-white') ? '#act-nowhite' : has('win') ? '#act-win' : '#act-pass' };
    }
  }
}

const PAGES = [
  {
    id: 'xiangqi',
    address: 'play.html?game=xiangqi',
    module: 'pkg/xiangqi/rulebook_xiangqi.js',
    script: boardScript([
      ['h2', 'e2'], ['h9', 'g7'], ['h0', 'g2'], ['i9', 'h9'], ['i0', 'h0'], ['b9', 'c7'],
      ['b0', 'c2'], ['a9', 'b9'], ['a0', 'b0'], ['c6', 'c5'], ['c3', 'c4'], ['g6', 'g5'],
    ]),
  },
  {
    id: 'shogi',
    address: 'play.html?game=shogi',
    module: 'pkg/shogi/rulebook_shogi.js',
    script: boardScript([
      ['7g', '7f'], ['3c', '3d'], ['2g', '2f'], ['8c', '8d'], ['2f', '2e'], ['8d', '8e'],
      ['6i', '7h'], ['4a', '3b'], ['2e', '2d'], ['2c', '2d'], ['2h', '2d'], [['gote', 'pawn'], '2c'],
    ]),
  },
  {
    id: 'longphuong',
    address: 'play.html?game=longphuong',
    module: 'pkg/longphuong/rulebook_longphuong.js',
    script: boardScript([
      [['orange', 'dragon'], 'b5'], [['blue', 'dragon'], 'h5'], [['orange', 'phoenix'], 'b4'],
      [['blue', 'phoenix'], 'h4'], ['c5', 'd5'], ['g5', 'f5'], ['a6', 'b6'], ['i6', 'h6'],
      ['b6', 'c6'], ['h6', 'g6'], ['c6', 'd6'], ['g6', 'f6'],
    ]),
  },
  {
    id: 'oanquan',
    address: 'play.html?game=oanquan',
    module: 'pkg/oanquan/rulebook_oanquan.js',
    script: oanquanScript,
    async setUp(page) {
      await page.selectOption('#opt-speed', 'fast');
      await page.selectOption('#opt-first', 'south');
    },
  },
  {
    id: 'card121',
    address: 'card121.html',
    module: 'pkg/card121/rulebook_card121.js',
    script: card121Script,
    seed: SEED_121,
    async setUp(page) {
      await page.selectOption('#opt-speed', 'fast');
      await page.evaluate(() => (window.__bench.maxDelay = 100));
    },
    async newGame(page) {
      await page.click('#new-match');
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
];

// ---- driving a page ----

/** A new game of a board game (its button is below the board: then back to the top, where the board is whole). */
export async function newGame(page) {
  await page.click('#new-game');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const frames = (page, n) => page.evaluate((k) => window.__bench.frames(k), n);
const settle = (page) => page.evaluate(() => window.__bench.settle());
const take = (page) => page.evaluate(() => window.__bench.take());
const reset = (page) => page.evaluate(() => window.__bench.reset());

/** 121: waits until no bot is to act (the page says so on the canvas, so nothing is counted here). */
async function botsDone(page) {
  await page.waitForSelector('#board[data-bots="idle"]', { timeout: 30000 });
  await settle(page);
}

/** The main thread's CPU time so far (ms), as Chromium counts it (all tasks: script, style, layout, paint). */
async function cpuTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value * 1000;
}

/** Measures `act` up to the frame that shows it: the page's counts, and the main thread's CPU time. */
async function measured(page, cdp, kind, act) {
  await reset(page);
  const start = await cpuTime(cdp);
  await act();
  await settle(page);
  const cpuMs = (await cpuTime(cdp)) - start;
  return { kind, ...(await take(page)), cpuMs };
}

/** One click as the script says, measured (with what followed it: a bot action, an animation frame). */
async function click(page, cdp, step, pageSpec) {
  // The same measurement with no click: what the harness and an idle frame cost.
  const results = [await measured(page, cdp, 'no click', async () => {})];
  results.push(
    await measured(page, cdp, step.kind, () => (step.button ? page.click(step.button) : page.mouse.click(step.at.x, step.at.y))),
  );
  if (step.animated) {
    // Frames a few frames into the sowing (per frame drawn), then skip the rest.
    await frames(page, 4);
    const anim = await measured(page, cdp, 'animation frame', async () => {});
    const drawn = Object.entries(anim.byMethod).find(([label]) => label.endsWith('Board.draw'))?.[1] ?? 0;
    if (drawn) results.push({ kind: anim.kind, ...per(anim, drawn) });
    await page.keyboard.press('Escape');
    await page.waitForSelector('#board[data-busy="false"]');
    await frames(page, 1);
  }
  if (pageSpec.id === 'card121') {
    await reset(page);
    await botsDone(page);
    const bots = await take(page);
    const steps = bots.byMethod['Card121Table.botStep'] ?? 0;
    // A bot action's time: its timer task (without the frame after it).
    if (steps) results.push({ kind: 'bot action', ...per({ ...bots, ms: bots.timerMs, cpuMs: NaN }, steps) });
  }
  return results;
}

/** A measurement spread over `n` events (121's bot actions, Ô ăn quan's frames). */
function per(m, n) {
  const byMethod = Object.fromEntries(Object.entries(m.byMethod).map(([k, v]) => [k, v / n]));
  const each = (key) => m[key] / n;
  return { ms: each('ms'), cpuMs: each('cpuMs'), wasmMs: each('wasmMs'), calls: each('calls'), byMethod };
}

async function openPage(browser, base, spec) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Cross-origin isolation: performance.now() in 5 µs steps.
  await context.route('**/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      },
    });
  });
  await context.addInitScript(harness);
  if (spec.seed !== undefined) await seedMatch(context, spec.seed);
  const page = await context.newPage();
  page.on('dialog', (dialog) => dialog.accept());
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/${spec.address}`);
  await page.waitForSelector('#board[data-drawn="true"]', { timeout: 15000 });
  if (!(await page.evaluate(() => window.crossOriginIsolated))) throw new Error('the page is not cross-origin isolated');
  await page.evaluate(countCalls, `${base}/${spec.module}`);
  await spec.setUp?.(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return { context, page, cdp, errors };
}

/** Every click of `rounds` rounds of the page's script (after one round unmeasured). */
async function measurePage(browser, base, spec, rounds) {
  const { context, page, cdp, errors } = await openPage(browser, base, spec);
  const results = [];
  try {
    for (let round = 0; round <= rounds; round++) {
      await (spec.newGame ?? newGame)(page);
      if (spec.id === 'card121') await botsDone(page);
      for await (const step of spec.script(page)) {
        const clicked = await click(page, cdp, step, spec);
        if (round > 0) results.push(...clicked);
      }
    }
    if (errors.length) throw new Error(`${spec.id}: ${errors.join('; ')}`);
  } finally {
    await context.close();
  }
  return results;
}

// ---- the table ----

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const stateCalls = (m) =>
  Object.entries(m.byMethod)
    .filter(([k]) => k.endsWith('.state'))
    .reduce((sum, [, v]) => sum + v, 0);

/** The methods called per click on average, most first. */
function breakdown(list) {
  const total = {};
  for (const m of list) for (const [k, v] of Object.entries(m.byMethod)) total[k] = (total[k] ?? 0) + v;
  return Object.entries(total)
    .map(([k, v]) => [k.replace(/^\w+?(Game|Table|Board)\./, '$1.'), v / list.length])
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${Number(v.toFixed(1))}`)
    .join(', ');
}

function printTable(all, detail) {
  const num = (v, d = 1) => Number(v.toFixed(d)).toString();
  const ms = (v) => (Number.isNaN(v) ? '' : v.toFixed(3)).padStart(8);
  console.log('clicks: wasm calls, state() calls and main-thread time per click, medians');
  console.log('  script ms: the input events\' handlers and the next frame\'s callbacks (performance.now() in the');
  console.log('  page), of which "in wasm" in calls to the module; cpu ms: all the main thread did from the click');
  console.log('  to the end of that frame\'s rendering (Chromium\'s TaskDuration in thread time: script, style,');
  console.log('  layout, paint, the canvas rastered); "no click": the same measurement with no click');
  const head = ['page'.padEnd(11), 'click'.padEnd(16), 'n'.padStart(4), 'wasm calls'.padStart(10), 'state()'.padStart(8)];
  console.log(`  ${[...head, ...['script ms', 'in wasm', 'cpu ms'].map((h) => h.padStart(9))].join(' ')}`);
  for (const [id, results] of all) {
    const kinds = [...new Set(results.map((r) => r.kind))];
    for (const kind of kinds) {
      const list = results.filter((r) => r.kind === kind);
      const middle = (key) => ms(median(list.map((r) => r[key]))).padStart(9);
      const row = [
        `  ${id.padEnd(11)} ${kind.padEnd(16)} ${String(list.length).padStart(4)}`,
        num(median(list.map((r) => r.calls))).padStart(10),
        num(median(list.map(stateCalls))).padStart(8),
        middle('ms'),
        middle('wasmMs'),
        middle('cpuMs'),
      ];
      console.log(row.join(' '));
      if (detail && list.some((r) => r.calls)) console.log(`      ${breakdown(list)}`);
    }
  }
}

/** The site as served (or another tree) on a loopback port, and Chromium: `{base, browser, close}`. */
export async function serve(tree = SITE) {
  const server = await startServer(tree);
  const browser = await launchChromium();
  return {
    base: server.url,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Measures every page of each www tree in `trees` (default: this one), the
 * trees taking turns page by page so that they meet the same conditions;
 * prints a table per tree.
 */
export async function benchClicks({ rounds = 3, detail = true, trees = [SITE] } = {}) {
  const served = await Promise.all(trees.map((tree) => serve(tree)));
  const all = trees.map(() => []);
  try {
    const only = process.env.CLICKS_PAGES?.split(',');
    for (const spec of PAGES.filter((p) => !only || only.includes(p.id))) {
      for (const [i, { base, browser }] of served.entries()) all[i].push([spec.id, await measurePage(browser, base, spec, rounds)]);
    }
  } finally {
    await Promise.all(served.map((s) => s.close()));
  }
  for (const [i, tree] of trees.entries()) {
    if (trees.length > 1) console.log(`${path.relative(root, tree) || '.'}:`);
    printTable(all[i], detail);
  }
  return all;
}

// node tests/bench/clicks.mjs [rounds] [www tree…]: another tree (a copy of
// www/ with its pkg/ from an earlier commit) is measured beside this one.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [rounds = '3', ...others] = process.argv.slice(2);
  const trees = [SITE, ...others.map((tree) => path.resolve(tree))];
  await benchClicks({ rounds: Number(rounds), trees });
}
