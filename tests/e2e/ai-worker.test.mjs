// The computer player's worker protocol (www/js/ai-worker.js) in Chromium:
// a think message answers `info` for each finished iteration then
// `bestmove` with a legal move, the same for the same settings; wrong
// requests answer `error` with a reason (the worker stays usable); a search
// stopped by terminating the worker leaves its last `info` as a legal best
// move so far. For each game with a computer player.
//
// Run from the project root after `./build.sh build`: node --test tests/e2e/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE } from '../support/server.mjs';
import { useSite } from '../support/site.mjs';

const site = useSite(SITE);

const ENGINES = {
  xiangqi: { module: '/pkg/xiangqi/rulebook_xiangqi.js', game: 'XiangqiGame', thinker: 'XiangqiThinker' },
  shogi: { module: '/pkg/shogi/rulebook_shogi.js', game: 'ShogiGame', thinker: 'ShogiThinker' },
  longphuong: { module: '/pkg/longphuong/rulebook_longphuong.js', game: 'LongPhuongGame', thinker: 'LongPhuongThinker' },
  oanquan: { module: '/pkg/oanquan/rulebook_oanquan.js', game: 'OAnQuanGame', thinker: 'OAnQuanThinker' },
};

/** Runs the protocol's exchanges in a page of the site (its CSP applies). */
async function exchanges(engine) {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.base}play.html`); // its CSP lets wasm compile
  try {
    const result = await page.evaluate(async (spec) => {
      const mod = await import(spec.module);
      await mod.default();
      const game = new mod[spec.game]({ seed: 1 });
      game.play(game.legalMoves()[0]);
      const record = game.record();
      const legal = Array.from(game.legalMoves());
      game.free();
      let worker = new Worker('/js/ai-worker.js', { type: 'module' });
      const run = (message) =>
        new Promise((resolve) => {
          const infos = [];
          worker.onmessage = (e) => {
            if (e.data.id !== message.id) return;
            if (e.data.type === 'info') infos.push(e.data.info);
            else resolve({ end: e.data, infos });
          };
          worker.postMessage({ type: 'think', engine: spec, record, language: 'en', ...message });
        });
      const out = { legal };
      out.depth3 = await run({ id: 1, settings: { depth: 3 } });
      out.again = await run({ id: 2, settings: { depth: 3 } });
      out.badRecord = await run({ id: 3, record: { start: 'nonsense', moves: [1] } });
      out.badLevel = await run({ id: 4, settings: { level: 9 } });
      out.foreign = await run({ id: 5, engine: { ...spec, module: 'https://example.com/engine.js' } });
      out.noClass = await run({ id: 6, engine: { ...spec, thinker: 'NoThinker' } });
      out.after = await run({ id: 7, settings: { nodes: 500 } });
      // Stopping: a level-8 search (a second) ended after its first iterations.
      out.stopped = await new Promise((resolve) => {
        const infos = [];
        worker.onmessage = (e) => {
          if (e.data.type === 'info') infos.push(e.data.info);
          if (e.data.type === 'bestmove' || infos.length === 3) {
            worker.terminate();
            resolve({ infos, end: e.data.type });
          }
        };
        worker.postMessage({ type: 'think', id: 8, engine: spec, record, language: 'en', settings: { level: 8 } });
      });
      worker = new Worker('/js/ai-worker.js', { type: 'module' });
      out.fresh = await run({ id: 9, settings: { depth: 1 } });
      worker.terminate();
      return out;
    }, engine);
    return { result, errors };
  } finally {
    await context.close();
  }
}

for (const [game, engine] of Object.entries(ENGINES)) {
  test(`${game}: the worker thinks, answers, refuses with reasons and can be stopped`, { timeout: 60000 }, async () => {
    const { result: r, errors } = await exchanges(engine);
    const legal = new Set(r.legal);

    assert.equal(r.depth3.end.type, 'bestmove');
    assert.deepEqual(r.depth3.infos.map((i) => i.depth), [1, 2, 3], 'one info per finished iteration');
    for (const info of r.depth3.infos) {
      assert.ok(legal.has(info.pv[0].code), `the line starts with a legal move: ${JSON.stringify(info.pv[0])}`);
      assert.equal(typeof info.pv[0].text, 'string');
      assert.ok('cp' in info.score || 'mate' in info.score);
      assert.ok(info.nodes > 0 && info.bar >= 0 && info.bar <= 1000);
      assert.match(info.words, /^(Even|\S+ is (slightly better|better|winning)|\S+ wins)/);
    }
    const answer = r.depth3.end.answer;
    assert.ok(legal.has(answer.best.code), 'the best move is legal');
    assert.equal(answer.depth, 3);
    assert.deepEqual(r.again.end.answer.best, answer.best, 'the same settings give the same move');
    assert.equal(r.again.end.answer.nodes, answer.nodes);

    for (const [name, reason] of [['badRecord', /saved game/], ['badLevel', /level must be a whole number from 1 to 8/],
      ['foreign', /must come from this site/], ['noClass', /has no \w+ and NoThinker/]]) {
      assert.equal(r[name].end.type, 'error', name);
      assert.match(r[name].end.message, reason, name);
    }
    assert.equal(r.after.end.type, 'bestmove', 'the worker still thinks after refusals');
    assert.ok(legal.has(r.after.end.answer.best.code));

    assert.equal(r.stopped.end, 'info', 'stopped before its answer');
    assert.ok(r.stopped.infos.length === 3 && legal.has(r.stopped.infos.at(-1).pv[0].code), 'the last info holds a legal move');
    assert.ok(legal.has(r.fresh.end.answer.best.code), 'a fresh worker answers');
    assert.deepEqual(errors, []);
  });
}
