// Embedded elements in a single-page app: boards and hands added, drawn
// and removed over and over leave nothing alive once garbage is collected
// (counted on the heap through the DevTools protocol, whose queries
// collect it first), and the wasm memory does not grow; a board or hand
// removed and put back (moved elsewhere in one task, or later) is drawn
// anew and a board answers a move.
//
// Run after `./build.sh build`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE } from '../support/server.mjs';
import { openPage, withPage } from '../support/site.mjs';
import { useOrigins } from '../support/origins.mjs';

const origins = useOrigins(SITE, 'lifecycle');

/** How many elements are on the page at once. */
const BATCH = 50;

/** One 64 KiB page of wasm memory. */
const PAGE = 65536;

/**
 * The boards cycled: every board game's painter and line, each game in
 * turn, and one refused once its line is played (a ply past its moves),
 * which shows its error: `FAILING` of them.
 */
const BOARDS = [
  '<rulebook-board game="xiangqi" moves="h2e2 h9g7"></rulebook-board>',
  '<rulebook-board game="shogi" mode="play" moves="7g7f 3c3d"></rulebook-board>',
  '<rulebook-board game="longphuong" moves="P*b5 P*h5"></rulebook-board>',
  '<rulebook-board game="oanquan" mode="play" moves="1+"></rulebook-board>',
  '<rulebook-board game="xiangqi" moves="h2e2" ply="5"></rulebook-board>',
];
const FAILING = 1;
const HAND = '<rulebook-cards cards="AS-FR AS-BR AS-LR GE-FR GE-BR GE-LR" indicator="CR-KY" score></rulebook-cards>';

/** Every element piled at the top of the page, small: all near the screen, so all drawn. */
const STAGE = '<style>#stage > * { position: absolute; top: 0; left: 0; width: 60px; }</style><div id="stage"></div>';

const open = async (name, body) => openPage(origins.browser, await origins.hostPage(name, body), { viewport: { width: 800, height: 900 } });

/**
 * Adds `count` elements (`markup` in turn), `batch` at a time, waits until
 * each of a batch has drawn or shown its error, and removes it; how many
 * showed an error. Runs in the page.
 */
function cycle([markup, count, batch]) {
  const stage = document.getElementById('stage');
  const drawn = (el) => (el.localName === 'rulebook-cards' ? el.dataset.drawn === 'true' : el.shadowRoot.querySelector('canvas').dataset.drawn === 'true');
  const failed = (el) => !el.shadowRoot.querySelector('.error').hidden;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return (async () => {
    let failures = 0;
    for (let done = 0; done < count; done += batch) {
      for (let i = done; i < Math.min(count, done + batch); i++) stage.insertAdjacentHTML('beforeend', markup[i % markup.length]);
      const added = [...stage.children];
      while (!added.every((el) => drawn(el) || failed(el))) await frame();
      failures += added.filter(failed).length;
      stage.replaceChildren();
    }
    return failures;
  })();
}

/**
 * What the heap holds after garbage collection: the live instances of each
 * element class, and the wasm memories' sizes in bytes (summed).
 */
async function heap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const group = 'lifecycle';
  const query = async (prototype, reduce) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression: prototype, objectGroup: group });
    const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: result.objectId, objectGroup: group });
    const { result: answer } = await cdp.send('Runtime.callFunctionOn', { objectId: objects.objectId, functionDeclaration: reduce, returnByValue: true });
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: group });
    return answer.value;
  };
  const count = 'function () { return this.length; }';
  return {
    boards: await query("customElements.get('rulebook-board').prototype", count),
    hands: await query("customElements.get('rulebook-cards').prototype", count),
    memory: await query('WebAssembly.Memory.prototype', 'function () { return this.reduce((sum, m) => sum + m.buffer.byteLength, 0); }'),
  };
}

test('1,000 boards and 200 hands added, drawn and removed leave none alive, and the wasm memory grows by at most a page', { timeout: 120000 }, async () => {
  await withPage(open('cycle.html', STAGE), async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    // Every module loaded, and its memory grown to what a batch needs at once.
    const boards = async (count) => assert.equal(await page.evaluate(cycle, [BOARDS, count, BATCH]), (count / BOARDS.length) * FAILING, 'the failing boards alone fail');
    const hands = async (count) => assert.equal(await page.evaluate(cycle, [[HAND], count, BATCH]), 0);
    await boards(2 * BATCH);
    await hands(BATCH);
    const before = await heap(cdp);
    const started = Date.now();
    await boards(1000);
    await hands(200);
    const after = await heap(cdp);
    console.log(
      `1,000 boards and 200 hands in ${Date.now() - started} ms: alive ${after.boards} boards, ${after.hands} hands; ` +
        `wasm memory ${before.memory} → ${after.memory} bytes (+${after.memory - before.memory})`,
    );
    assert.equal(after.boards, 0, 'no board alive');
    assert.equal(after.hands, 0, 'no hand alive');
    assert.ok(after.memory - before.memory <= PAGE, `the wasm memory grew by ${after.memory - before.memory} bytes`);
  });
});

/** Waits until `selector`'s board (or hand) has drawn again. */
const redrawn = (page, selector) =>
  page.waitForFunction(
    (s) => {
      const el = document.querySelector(s);
      return el.localName === 'rulebook-cards' ? el.dataset.drawn === 'true' : el.shadowRoot.querySelector('canvas').dataset.drawn === 'true';
    },
    selector,
    { timeout: 15000 },
  );

/** Plays `from`→`to` by clicks on the board's own painter's places; the `rulebook-move` it fired. */
async function clickMove(page, selector, from, to) {
  const moved = page.evaluate(
    (s) => new Promise((resolve) => document.querySelector(s).addEventListener('rulebook-move', (e) => resolve(e.detail), { once: true })),
    selector,
  );
  const box = await page.locator(`${selector} >> canvas`).boundingBox();
  for (const place of [from, to]) {
    const [x, y] = await page.evaluate(([s, p]) => Array.from(document.querySelector(s).painter.squareCenter(p, false)), [selector, place]);
    await page.mouse.click(box.x + x, box.y + y);
  }
  return moved;
}

test('a board removed and put back, or moved, draws again from its attributes and answers a move; a hand draws again', { timeout: 60000 }, async () => {
  const body = `<div id="here"><rulebook-board id="p" game="xiangqi" mode="play"></rulebook-board>
${HAND.replace('<rulebook-cards', '<rulebook-cards id="c"')}</div><div id="there"></div>`;
  await withPage(open('put-back.html', body), async ({ page }) => {
    await redrawn(page, '#p');
    await redrawn(page, '#c');
    assert.equal((await clickMove(page, '#p', 'h2', 'e2')).move, 'h2e2');
    // Removed: it holds nothing; put back a task later: built again from its attributes.
    const removed = await page.evaluate(() => {
      const board = document.querySelector('#p');
      const hand = document.querySelector('#c');
      board.remove();
      hand.remove();
      window.taken = { board, hand };
      return { painter: board.painter, drawn: board.shadowRoot.querySelector('canvas').dataset.drawn ?? null, hand: hand.dataset.drawn ?? null };
    });
    assert.deepEqual(removed, { painter: null, drawn: null, hand: null });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await page.evaluate(() => document.querySelector('#there').append(window.taken.board, window.taken.hand));
    await redrawn(page, '#p');
    await redrawn(page, '#c');
    assert.equal(await page.evaluate(() => document.querySelector('#p').ply), 0, 'the reader\'s move was the old board\'s');
    const again = await clickMove(page, '#p', 'h2', 'e2');
    assert.deepEqual([again.move, again.ply], ['h2e2', 1]);
    // Moved within one task (removed and appended at once): drawn again, and it plays.
    await page.evaluate(() => document.querySelector('#here').append(document.querySelector('#p')));
    await redrawn(page, '#p');
    assert.equal((await clickMove(page, '#p', 'b0', 'c2')).move, 'b0c2');
  });
});
