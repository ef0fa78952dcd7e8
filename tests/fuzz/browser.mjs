// Runs the API fuzzer (api.mjs) in headless Chromium against the wasm
// modules the pages load (www/pkg/<module>/, `./build.sh build`), all
// instantiated in one page: the fuzzer sees one namespace with every
// module's classes and functions, and each call runs in the module that
// exported it. `perft` goes to the module of the game it names (the
// xiangqi module's for anything else), and the memory it watches is every
// module's together.
//
//   node tests/fuzz/browser.mjs [seconds] [seed] [only: a regexp of class names]
//
// Prints the report as JSON and exits 1 on any failure. `runBrowserFuzz` is
// the same for the e2e test that keeps a short run in `./build.sh test`.

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startServer, launchChromium, SITE } from '../support/server.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every module a page loads (build.sh's MODULES). */
export const MODULES = ['xiangqi', 'xiangqi_records', 'shogi', 'shogi_records', 'longphuong', 'oanquan', 'card121', 'card121_cards'];

const PAGE = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">
<title>API fuzz</title><body><script type="module">
import { fuzzApi, wearTest } from '/__fuzz/api.mjs';
const loaded = await Promise.all(${JSON.stringify(MODULES)}.map(async (name) => {
  const exports = await import(\`/pkg/\${name}/rulebook_\${name}.js\`);
  const wasm = await exports.default();
  return { name, exports, memory: wasm.memory };
}));
const mod = {};
const perftOf = new Map();
for (const { name, exports } of loaded) {
  for (const [key, value] of Object.entries(exports)) {
    if (key !== 'default' && key !== 'initSync' && key !== 'perft') mod[key] = value;
  }
  if (exports.perft) perftOf.set(name, exports.perft);
}
mod.perft = (game, position, depth) =>
  (perftOf.get(typeof game === 'string' ? game : '') ?? perftOf.get('xiangqi'))(game, position, depth);
const memory = {
  get buffer() {
    return { byteLength: loaded.reduce((n, { memory }) => n + memory.buffer.byteLength, 0) };
  },
};
window.runFuzz = async (options) => {
  let wear;
  try {
    wear = wearTest(mod, memory, options.wearRounds);
  } catch (e) {
    wear = { crashed: { errors: 0, traps: 1, works: false, message: String(e?.message ?? e) } };
  }
  let report;
  try {
    report = fuzzApi(mod, memory, options);
  } catch (e) {
    // The module broke outside a guarded call (before the run, say).
    report = { calls: 0, refusals: 0, accepted: 0, traps: 1, changedOnRefusal: 0, unusable: 0, nonErrors: 0,
      perMethod: {}, moduleWorks: false, memoryStart: 0, memoryEnd: 0,
      failures: [{ kind: 'module broken', message: String(e?.message ?? e) }] };
  }
  return { report, wear, modules: loaded.map(({ name }) => name) };
};
window.fuzzReady = true;
</script>`;

export async function runBrowserFuzz({ seconds = 20, seed = 1, wearRounds = 3000, only = '' } = {}) {
  const server = await startServer(SITE);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const consoleErrors = [];
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    const harness = await readFile(join(ROOT, 'tests/fuzz/api.mjs'), 'utf8');
    await page.route('**/__fuzz/**', (route) => {
      const url = new URL(route.request().url());
      if (url.pathname.endsWith('/api.mjs')) {
        return route.fulfill({ body: harness, contentType: 'text/javascript' });
      }
      return route.fulfill({ body: PAGE, contentType: 'text/html' });
    });
    await page.goto(`${server.url}/__fuzz/index.html`);
    await page.waitForFunction(() => window.fuzzReady === true);
    const result = await page.evaluate(
      (options) => window.runFuzz(options),
      { seed, ms: seconds * 1000, wearRounds, only },
    );
    result.pageErrors = consoleErrors;
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Whether a run found nothing wrong. */
export function clean({ report, wear, pageErrors }) {
  const wearOk = Object.entries(wear).every(
    ([k, v]) => k === 'memoryGrowth' || (k !== 'stuckObjects' && v.traps === 0 && v.works),
  );
  return (
    report.failures.length === 0 &&
    report.traps === 0 &&
    report.changedOnRefusal === 0 &&
    report.unusable === 0 &&
    report.nonErrors === 0 &&
    report.moduleWorks &&
    wearOk &&
    pageErrors.length === 0
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seconds = Number(process.argv[2] ?? 60);
  const seed = process.argv[3] ?? String(Date.now() % 1_000_000_007);
  const only = process.argv[4] ?? '';
  console.log(`API fuzz in Chromium: ${seconds} s from seed ${seed}`);
  const result = await runBrowserFuzz({ seconds, seed: BigInt(seed).toString(), only });
  const { report } = result;
  console.log(JSON.stringify(result, null, 1));
  console.log(
    `API fuzz: ${report.calls} calls (${report.refusals} refused), traps ${report.traps}, ` +
      `refusals that changed state ${report.changedOnRefusal}, unusable after a refusal ${report.unusable}, ` +
      `not an Error ${report.nonErrors}; memory ${report.memoryStart} -> ${report.memoryEnd} bytes; seed ${seed}`,
  );
  process.exit(clean(result) ? 0 : 1);
}
