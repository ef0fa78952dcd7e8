// <rulebook-board> and <rulebook-cards> driven by their properties, as a
// framework does: every attribute's property reads and writes it, set
// before the script has run (on an element parsed or created before the
// module is imported), before the board first draws (`ply` included) or
// after, in either order; `rulebook-ready` and `ready` say when the
// element has drawn, on it and on the document.
//
// Run after `./build.sh build` and `cargo build --release --bin rulebook`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { SITE } from '../support/server.mjs';
import { openPage, withPage, ROOT } from '../support/site.mjs';
import { useOrigins } from '../support/origins.mjs';

const RULEBOOK = join(ROOT, 'target', 'release', 'rulebook');
const MOVES = ['h2e2', 'h9g7', 'h0g2'];

/** What `rulebook play` prints first for these moves: the position text. */
const cliPosition = (game, moves, position = 'startpos') => execFileSync(RULEBOOK, ['play', game, position, ...moves], { encoding: 'utf8' }).split('\n')[0];

const origins = useOrigins(SITE, 'properties');

/**
 * A host page holding `body` and no script: the test imports embed.js
 * (`window.embed()`) when it chooses. Every `rulebook-ready` and
 * `rulebook-error` heard on the document is kept in `window.heard`.
 */
async function openHost(name, body = '') {
  const script = `<script>
window.heard = [];
for (const type of ['rulebook-ready', 'rulebook-error']) document.addEventListener(type, (e) => window.heard.push(type + ' ' + e.target.id));
window.embed = () => import('${origins.embedServer.url}/embed.js');
</script>`;
  const url = await origins.hostPage(name, body + script, { embed: false });
  return openPage(origins.browser, url, { viewport: { width: 900, height: 900 }, accept: false });
}

/** `what` of the element `id` once its `ready` has settled: {ok, value} or {ok: false, error}. */
const whenReady = (page, id, what) =>
  page.evaluate(
    ([id, what]) => {
      const el = document.getElementById(id);
      el.scrollIntoView();
      return el.ready.then(
        (ready) => ({ ok: ready === el, value: new Function('el', `return ${what}`)(el) }),
        (error) => ({ ok: false, error: error.message }),
      );
    },
    [id, what],
  );

test('properties set before the script runs are taken over: on a parsed board and on boards created before the import', { timeout: 60000 }, () =>
  withPage(openHost('before.html', '<rulebook-board id="parsed"></rulebook-board>'), async ({ page }) => {
    await page.evaluate((moves) => {
      const parsed = document.getElementById('parsed');
      parsed.ply = 1;
      parsed.moves = moves;
      parsed.game = 'xiangqi';
      // Appended before the import (upgraded by define) and after it (upgraded when connected).
      for (const id of ['appended', 'later']) {
        const board = document.createElement('rulebook-board');
        board.id = id;
        board.game = 'shogi';
        board.moves = '7g7f 3c3d';
        board.ply = 1;
        board.orientation = 'gote';
        window[id] = board;
      }
      document.body.append(window.appended);
    }, MOVES);
    assert.equal(await page.evaluate(() => document.getElementById('parsed').hasAttribute('moves')), false, 'not upgraded yet: a plain property');
    await page.evaluate(() => window.embed());
    await page.evaluate(() => document.body.append(window.later));
    const parsed = await whenReady(page, 'parsed', '[el.getAttribute("moves"), el.getAttribute("ply"), el.game, el.ply, el.position, el.moves]');
    assert.deepEqual(parsed, { ok: true, value: [MOVES.join(' '), '1', 'xiangqi', 1, cliPosition('xiangqi', MOVES.slice(0, 1)), MOVES] });
    for (const id of ['appended', 'later']) {
      const board = await whenReady(page, id, '[el.getAttribute("game"), el.orientation, el.ply, el.position, el.flipped]');
      assert.deepEqual(board, { ok: true, value: ['shogi', 'gote', 1, cliPosition('shogi', ['7g7f']), true] }, id);
    }
  }));

test('ply set before the first draw is honoured, in either order with moves', { timeout: 60000 }, () =>
  withPage(openHost('ply.html', '<div style="height: 3000px"></div><rulebook-board id="a" game="xiangqi"></rulebook-board><rulebook-board id="b" game="xiangqi"></rulebook-board>'), async ({ page }) => {
    await page.evaluate(() => window.embed());
    // Far below the screen: defined, not drawn.
    const before = await page.evaluate((moves) => {
      const [a, b] = [document.getElementById('a'), document.getElementById('b')];
      a.ply = 2;
      a.moves = moves;
      b.moves = moves.join(' ');
      b.ply = 0;
      return [a.ply, a.moves, a.position, b.ply, b.moves, window.heard.length];
    }, MOVES);
    assert.deepEqual(before, [2, MOVES, '', 0, MOVES, 0], 'read back at once, the board not drawn yet');
    assert.deepEqual(await whenReady(page, 'a', '[el.ply, el.position]'), { ok: true, value: [2, cliPosition('xiangqi', MOVES.slice(0, 2))] });
    assert.deepEqual(await whenReady(page, 'b', '[el.ply, el.position]'), { ok: true, value: [0, cliPosition('xiangqi', [])] });
  }));

test('a drawn board rebuilds from properties set in one task, in any order, without an error in between', { timeout: 60000 }, () =>
  withPage(openHost('after.html', '<rulebook-board id="b" game="xiangqi"></rulebook-board>'), async ({ page }) => {
    await page.evaluate(() => window.embed());
    assert.deepEqual(await whenReady(page, 'b', '[el.ply, el.moves]'), { ok: true, value: [0, []] });
    // ply 2 before the moves that make it possible.
    const now = await page.evaluate((moves) => {
      const b = document.getElementById('b');
      const drawn = b.ready;
      b.ply = 2;
      b.moves = moves;
      return [b.ready !== drawn, b.ply, b.moves, b.getAttribute('ply'), b.getAttribute('moves')];
    }, MOVES);
    assert.deepEqual(now, [true, 0, [], '2', MOVES.join(' ')], 'a new ready; ply and moves say what is shown until it resolves');
    assert.deepEqual(await whenReady(page, 'b', '[el.ply, el.position]'), { ok: true, value: [2, cliPosition('xiangqi', MOVES.slice(0, 2))] });
    // Stepped by the property: no rebuild, the same ready.
    const stepped = await page.evaluate(() => {
      const b = document.getElementById('b');
      const drawn = b.ready;
      b.ply = 1;
      return [b.ready === drawn, b.ply, b.getAttribute('ply')];
    });
    assert.deepEqual(stepped, [true, 1, '1']);
    assert.equal(await page.evaluate(() => document.getElementById('b').position), cliPosition('xiangqi', MOVES.slice(0, 1)));
    // The reader steps away; the same ply set again steps back.
    await page.locator('#b >> [data-action="last"]').click();
    assert.equal(await page.evaluate(() => document.getElementById('b').ply), 3);
    assert.equal(await page.evaluate(() => { const b = document.getElementById('b'); b.ply = 1; return b.ply; }), 1);
    // Another game, by its property; then the attributes removed by null.
    await page.evaluate(() => {
      const b = document.getElementById('b');
      b.moves = null;
      b.ply = null;
      b.game = 'shogi';
    });
    assert.deepEqual(await whenReady(page, 'b', '[el.game, el.ply, el.position, el.hasAttribute("moves"), el.orientation, el.pieces]'), {
      ok: true,
      value: ['shogi', 0, cliPosition('shogi', []), false, 'sente', 'kanji'],
    });
    assert.deepEqual(await page.evaluate(() => window.heard), ['rulebook-ready b', 'rulebook-ready b', 'rulebook-ready b']);
  }));

test('each attribute\'s property reads its attribute or the default and writes it', { timeout: 60000 }, () =>
  withPage(openHost('reflect.html', '<rulebook-cards id="c"></rulebook-cards><div style="height: 3000px"></div><rulebook-board id="b"></rulebook-board>'), async ({ page }) => {
    await page.evaluate(() => window.embed());
    const board = await page.evaluate(() => {
      const b = document.getElementById('b');
      const defaults = [b.game, b.position, b.moves, b.ply, b.orientation, b.mode, b.solution, b.options, b.pieces, b.marks, b.arrows];
      const written = {
        game: 'xiangqi',
        position: 'startpos',
        orientation: 'black',
        mode: 'play',
        solution: 'h2e2',
        options: 'a=b',
        pieces: 'latin',
        marks: 'e4',
        arrows: 'h2-e2',
      };
      for (const [name, value] of Object.entries(written)) b[name] = value;
      const attributes = Object.fromEntries(Object.keys(written).map((name) => [name, b.getAttribute(name)]));
      const read = Object.fromEntries(Object.keys(written).filter((name) => name !== 'position').map((name) => [name, b[name]]));
      b.mode = 'fly';
      const badMode = b.mode;
      b.mode = null;
      return { defaults, attributes, read, badMode, removed: b.hasAttribute('mode') };
    });
    assert.deepEqual(board.defaults, ['', '', [], 0, '', 'view', '', '', '', '', '']);
    assert.deepEqual(board.attributes, { game: 'xiangqi', position: 'startpos', orientation: 'black', mode: 'play', solution: 'h2e2', options: 'a=b', pieces: 'latin', marks: 'e4', arrows: 'h2-e2' });
    assert.deepEqual(board.read, { game: 'xiangqi', orientation: 'black', mode: 'play', solution: 'h2e2', options: 'a=b', pieces: 'latin', marks: 'e4', arrows: 'h2-e2' });
    assert.equal(board.badMode, 'view', 'a value that is not one of the choices reads as the default');
    assert.equal(board.removed, false);
    const cards = await page.evaluate(() => {
      const c = document.getElementById('c');
      const defaults = [c.cards, c.indicator, c.revealed, c.locked, c.marks, c.score, c.nhatBan, c.dealer, c.selfDrawn, c.lastCard];
      Object.assign(c, { cards: 'AS-FR', indicator: 'CR-KY', revealed: 'IN-FB', locked: 'AS-FR', marks: 'AS-FR', score: true, nhatBan: true, dealer: true, selfDrawn: true, lastCard: true });
      const attributes = ['cards', 'indicator', 'revealed', 'locked', 'marks', 'score', 'nhat-ban', 'dealer', 'self-drawn', 'last-card'].map((name) => c.getAttribute(name));
      c.nhatBan = false;
      return { defaults, attributes, nhatBan: [c.nhatBan, c.hasAttribute('nhat-ban')] };
    });
    assert.deepEqual(cards.defaults, ['', '', '', '', '', false, false, false, false, false]);
    assert.deepEqual(cards.attributes, ['AS-FR', 'CR-KY', 'IN-FB', 'AS-FR', 'AS-FR', '', '', '', '', '']);
    assert.deepEqual(cards.nhatBan, [false, false]);
  }));

test('rulebook-ready and ready: a hand set up by properties before the import; a bad attribute rejects ready as rulebook-error says', { timeout: 60000 }, () =>
  withPage(openHost('ready.html', '<rulebook-cards id="c"></rulebook-cards><rulebook-board id="bad" game="xiangqi" moves="h2e2 h2e2"></rulebook-board>'), async ({ page }) => {
    await page.evaluate(() => {
      const c = document.getElementById('c');
      c.cards = 'AS-FR AS-BR AS-LR GE-FR GE-BR GE-LR';
      c.indicator = 'CR-KY';
      c.score = true;
      window.errors = [];
      document.getElementById('bad').addEventListener('rulebook-error', (e) => window.errors.push(e.detail.message));
    });
    await page.evaluate(() => window.embed());
    const hand = await whenReady(page, 'c', '[el.score, el.getAttribute("score"), el.shadowRoot.querySelectorAll(".reading li").length > 0]');
    assert.deepEqual(hand, { ok: true, value: [true, '', true] });
    const bad = await whenReady(page, 'bad', 'null');
    assert.equal(bad.ok, false);
    assert.deepEqual(await page.evaluate(() => window.errors), [bad.error]);
    assert.match(bad.error, /^Move 2 \(h2e2\): \S/);
    // Mended by its property: a new ready, resolved.
    await page.evaluate(() => (document.getElementById('bad').moves = 'h2e2 h9g7'));
    assert.deepEqual(await whenReady(page, 'bad', 'el.ply'), { ok: true, value: 2 });
    assert.deepEqual((await page.evaluate(() => window.heard)).sort(), ['rulebook-error bad', 'rulebook-ready bad', 'rulebook-ready c']);
  }));
