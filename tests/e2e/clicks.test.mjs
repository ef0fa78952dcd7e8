// How often a click makes the page read the engine's whole state: counted
// by wrapping the methods of the module's exported classes in the page,
// from the test (tests/bench/clicks.mjs's countCalls), around real clicks on
// the canvas. Not a timing: `./build.sh bench` measures time.
//
// The bound the page keeps: it reads `state()` once after each change of
// the game and shares that answer until the next change. So a click that
// only selects a piece reads none (what was read after the last move is
// still the game; with Cờ tướng's touch-move referee a select records the
// touch, a change, and reads once), and a click that moves reads exactly
// one, however many parts of the page show it. Saving follows the same
// rule: `record()` once per change, never for a select.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { countCalls, placeXY, serve, newGame, seedMatch, giveableCard, SEED_121 } from '../bench/clicks.mjs';
import { SITE } from '../support/server.mjs';
import { settled } from '../support/site.mjs';
import { plies } from '../support/play-page.mjs';

/** The server and browser. */
let served;

before(async () => {
  served = await serve(SITE);
});

after(() => served?.close());

/**
 * Runs `body(page)` on a fresh page of a game, its module's calls counted
 * (`prepare(context)` first, before the page's scripts), and checks that
 * the page logged no error.
 */
async function onPage(path, module, body, prepare = null) {
  const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await prepare?.(context);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('dialog', (dialog) => dialog.accept());
    await page.goto(`${served.base}/${path}`);
    await page.waitForSelector('#board[data-drawn="true"]', { timeout: 10000 });
    await page.evaluate(countCalls, `${served.base}/pkg/${module}`);
    await body(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
}


/** The calls of one method name (`state`, `record`) since the last look, and starts counting afresh. */
async function calls(page) {
  const byMethod = await page.evaluate(() => {
    const counted = window.__counted;
    const seen = counted.byMethod;
    Object.assign(counted, { calls: 0, wasmMs: 0, byMethod: {} });
    return seen;
  });
  const of = (name) =>
    Object.entries(byMethod)
      .filter(([label]) => label.endsWith(`.${name}`))
      .reduce((sum, [, n]) => sum + n, 0);
  return { state: of('state'), record: of('record'), all: byMethod };
}

/** Clicks a place (a square's name, or [side, kind] in a hand) and returns the calls it made, up to its frame. */
async function clickPlace(page, place) {
  const at = await placeXY(page, place);
  await calls(page);
  await page.mouse.click(at.x, at.y);
  await settled(page);
  return calls(page);
}

/** A select reads nothing and saves nothing; a move reads the state once and saves once. */
function selectAndMove(selected, moved, what) {
  assert.equal(selected.state, 0, `${what}: a select reads no state (${JSON.stringify(selected.all)})`);
  assert.equal(selected.record, 0, `${what}: a select saves nothing`);
  assert.equal(moved.state, 1, `${what}: a move reads the state once (${JSON.stringify(moved.all)})`);
  assert.equal(moved.record, 1, `${what}: a move is saved once`);
}

const XIANGQI = ['play.html?game=xiangqi', 'xiangqi/rulebook_xiangqi.js'];

test('Cờ tướng: a select reads no state, a move one', { timeout: 30000 }, () =>
  onPage(...XIANGQI, async (page) => {
    for (const [from, to] of [['h2', 'e2'], ['h9', 'g7']]) {
      selectAndMove(await clickPlace(page, from), await clickPlace(page, to), `${from}-${to}`);
    }
    assert.deepEqual(await plies(page), ['P2-5', 'M8.7']);
    // A refused move changed nothing: nothing is read or saved again.
    await clickPlace(page, 'e2');
    const refused = await clickPlace(page, 'e5');
    assert.match(await page.locator('#message').textContent(), /không hợp lệ/);
    assert.deepEqual([refused.state, refused.record], [0, 0]);
    // Undo: one read, one save.
    await calls(page);
    await page.click('#undo');
    await settled(page);
    const undone = await calls(page);
    assert.deepEqual([undone.state, undone.record], [1, 1]);
    assert.deepEqual(await plies(page), ['P2-5']);
  }));

test('Cờ tướng with the touch-move referee: a select records the touch and reads once', { timeout: 30000 }, () =>
  onPage(...XIANGQI, async (page) => {
    await page.check('#opt-touchMove');
    await newGame(page);
    const selected = await clickPlace(page, 'h2');
    assert.equal(selected.state, 1, `the touch is a change (${JSON.stringify(selected.all)})`);
    assert.equal((await clickPlace(page, 'e2')).state, 1);
    assert.deepEqual(await plies(page), ['P2-5']);
  }));

test('shogi: a select reads no state, a move one; a promotion asked, then chosen', { timeout: 30000 }, () =>
  onPage('play.html?game=shogi', 'shogi/rulebook_shogi.js', async (page) => {
    for (const [from, to] of [['7g', '7f'], ['3c', '3d']]) {
      selectAndMove(await clickPlace(page, from), await clickPlace(page, to), `${from}-${to}`);
    }
    // The bishop takes on 2b: the page asks (no change), then plays the choice.
    const selected = await clickPlace(page, '8h');
    assert.equal((await clickPlace(page, '2b')).state, 0, 'asking changes nothing');
    await page.locator('#choice').waitFor();
    await calls(page);
    await page.click('#choice .choice-option.promoted');
    await settled(page);
    selectAndMove(selected, await calls(page), 'Bx2b+');
    assert.deepEqual(await plies(page), ['P-7f', 'P-3d', 'Bx2b+']);
  }));

test('Cờ Long Phượng: drops from the hands and a move, one state each', { timeout: 30000 }, () =>
  onPage('play.html?game=longphuong', 'longphuong/rulebook_longphuong.js', async (page) => {
    const drops = [[['orange', 'dragon'], 'b5'], [['blue', 'dragon'], 'h5'], [['orange', 'phoenix'], 'b4'], [['blue', 'phoenix'], 'h4']];
    for (const [from, to] of [...drops, ['c5', 'd5']]) {
      selectAndMove(await clickPlace(page, from), await clickPlace(page, to), `${from}-${to}`);
    }
    assert.deepEqual((await plies(page)).slice(-1), ['c5-d5']);
  }));

test('Ô ăn quan: a square, then an arrow, one state; none while the sowing is shown', { timeout: 30000 }, () =>
  onPage('play.html?game=oanquan', 'oanquan/rulebook_oanquan.js', async (page) => {
    await page.selectOption('#opt-first', 'south');
    await page.selectOption('#opt-speed', 'fast');
    await newGame(page);
    const arrow = await page.evaluate(() => window.__rulebook.board.constructor.arrowPlace(1 * 2 + 1));
    selectAndMove(await clickPlace(page, 1), await clickPlace(page, arrow), '1-');
    assert.equal(await page.locator('#board').getAttribute('data-busy'), 'true');
    await page.waitForSelector('#board[data-busy="false"]', { timeout: 20000 });
    await settled(page);
    const shown = await calls(page);
    assert.equal(shown.state, 0, `the animation and its end read nothing (${JSON.stringify(shown.all)})`);
    assert.deepEqual(await plies(page), ['1-']);
  }));

test('121: a card put out reads the table once', { timeout: 30000 }, () =>
  onPage(
    'card121.html',
    'card121/rulebook_card121.js',
    async (page) => {
      // Slow bots: none acts before the click's frame is drawn.
      await page.selectOption('#opt-speed', 'slow');
      const s = await page.evaluate(() => window.__rulebook.table.state());
      const give = await giveableCard(page, s);
      assert.ok(give, '#1 may put a card out');
      await calls(page);
      // The first click chooses the card (the page's own state: no read),
      // the second puts it out.
      await page.mouse.click(give.at.x, give.at.y);
      await settled(page);
      const chosen = await calls(page);
      assert.equal(chosen.state, 0, `no read to choose a card (${JSON.stringify(chosen.all)})`);
      await page.mouse.click(give.at.x, give.at.y);
      await settled(page);
      const put = await calls(page);
      assert.equal(put.state, 1, `one read for the exchange (${JSON.stringify(put.all)})`);
      assert.equal(put.record, 1);
      assert.equal((await page.evaluate(() => window.__rulebook.table.state())).round.offer.card, give.card);
    },
    (context) => seedMatch(context, SEED_121),
  ));
