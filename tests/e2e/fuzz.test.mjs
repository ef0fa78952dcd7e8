// The API fuzzer's short run in `./build.sh test`: every exported function
// and class method of the module, with random and hostile arguments, in
// Chromium (see tests/fuzz/api.mjs). A fixed seed keeps the run the same
// every time; `./build.sh fuzz` runs longer from fresh seeds.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runBrowserFuzz, clean, MODULES } from '../fuzz/browser.mjs';

const SEED = '20261125';

test('the API refuses whatever JavaScript passes, and stays usable', { timeout: 180000 }, async () => {
  const result = await runBrowserFuzz({ seconds: 30, seed: SEED, wearRounds: 3000 });
  const { report, wear } = result;
  console.log(
    `API fuzz: ${report.calls} calls over ${Object.keys(report.perMethod).length} entry points, ` +
      `${report.refusals} refused, ${report.traps} traps, ${report.changedOnRefusal} refusals that changed state, ` +
      `${report.unusable} objects unusable after a refusal, ${report.nonErrors} refusals not an Error; ` +
      `wasm memory ${report.memoryStart} -> ${report.memoryEnd} bytes (seed ${SEED})`,
  );
  for (const [kind, w] of Object.entries(wear)) {
    if (kind !== 'memoryGrowth') console.log(`  ${kind}: ${w.errors} refusals, ${w.traps} traps, module works: ${w.works}`);
  }
  assert.deepEqual(report.failures, [], 'no failure');
  assert.ok(clean(result), JSON.stringify({ wear, pageErrors: result.pageErrors }));
  // Every module a page loads was fuzzed, every exported class and
  // function reached, and many calls were accepted too.
  assert.deepEqual(result.modules, MODULES);
  for (const fn of ['perft', 'drawCards121', 'scoreCards121', 'cardNames121', 'bench121', 'readShogiRecord', 'writeShogiRecord', 'records round trip',
    'review round trip', 'readXiangqiPgn', 'writeXiangqiPgn', 'pgn round trip']) {
    assert.ok(report.perMethod[`module.${fn}`], `${fn} was fuzzed`);
  }
  for (const cls of ['XiangqiGame', 'ShogiGame', 'LongPhuongGame', 'OAnQuanGame', 'Card121Table',
    'XiangqiBoard', 'ShogiBoard', 'LongPhuongBoard', 'OAnQuanBoard', 'Card121Board',
    'XiangqiThinker', 'ShogiThinker', 'LongPhuongThinker', 'OAnQuanThinker']) {
    assert.ok(Object.keys(report.perMethod).some((k) => k.startsWith(cls)), `${cls} was fuzzed`);
  }
  // The live region's verbs (issue 16), in every board game.
  for (const game of ['XiangqiGame', 'ShogiGame', 'LongPhuongGame', 'OAnQuanGame']) {
    for (const verb of ['lastMoveSpoken', 'describe']) {
      assert.ok(report.perMethod[`${game}#${verb}`], `${game}#${verb} was fuzzed`);
    }
  }
  assert.ok(report.accepted > 1000, `${report.accepted} calls accepted`);
});
