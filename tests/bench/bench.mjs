// ./build.sh bench: performance figures measured side by side in one run.
//  - perft from the start position, depth 5, of every board game: native
//    (the CLI) and wasm (Node), each checked against the published count,
//    and their speed ratio;
//  - shogi and xiangqi perft beside the peers (haitaka built to wasm32,
//    Fairy-Stockfish's wasm, ffish) in this same process: compare.mjs;
//  - 121: the time to score a six-card hand (every reading of the six, the
//    equivalent of trying all 720 orders) and to play a round with four
//    bots, native and wasm on the same seeded workload (checksums agree);
//  - the computer player's search, nodes per second native and in wasm:
//    search.mjs;
//  - the size of everything the play page loads, raw and gzipped.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { startServer, launchChromium, SITE } from '../support/server.mjs';
import { comparePeers } from './compare.mjs';
import { benchSearch } from './search.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
/**
 * Perft counts from the start position. Xiangqi and shogi are published
 * counts; Long Phượng has none: its depth-6 count is our engine's, whose
 * move sets the plain generator in tests/longphuong_plain.rs confirms to
 * depth 5 (depth 5 alone runs too fast to time).
 */
const PERFT = [
  { game: 'xiangqi', depth: 5, expected: 133312995 },
  { game: 'shogi', depth: 5, expected: 19861490 },
  { game: 'longphuong', depth: 6, expected: 400000000 },
];
/** Pages whose weight is measured (games without perft included). */
const PAGES = [
  ...['xiangqi', 'shogi', 'longphuong', 'oanquan'].map((game) => `play.html?game=${game}`),
  'card121.html',
];

/** Runs of each timing; the median is reported (the first wasm run also pays for tiering up). */
const RUNS = 3;

function timed(depth, expected, run) {
  const times = [];
  let nodes;
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    nodes = Number(run());
    times.push(Number(process.hrtime.bigint() - start) / 1e9);
    if (nodes !== expected) throw new Error(`perft ${depth} gave ${nodes}, expected ${expected}`);
  }
  const seconds = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  return { nodes, seconds, nps: nodes / seconds };
}

const cli = path.join(root, 'target/release/rulebook');
const wasmModule = require(path.join(root, 'target/bench-pkg/rulebook.js'));
const mn = (nps) => (nps / 1e6).toFixed(1).padStart(6);
for (const { game, depth, expected } of PERFT) {
  const native = timed(depth, expected, () =>
    execFileSync(cli, ['perft', game, 'startpos', String(depth)]).toString().trim());
  const wasm = timed(depth, expected, () => wasmModule.perft(game, 'startpos', depth));
  console.log(`perft ${game} startpos ${depth} = ${expected} (checked; median of ${RUNS} runs)`);
  console.log(`  native  ${mn(native.nps)} M nodes/s  (${native.seconds.toFixed(2)} s)`);
  console.log(`  wasm    ${mn(wasm.nps)} M nodes/s  (${wasm.seconds.toFixed(2)} s, Node ${process.version})`);
  console.log(`  wasm / native = ${(wasm.nps / native.nps).toFixed(2)}  (target ≥ 0.80)`);
}
await comparePeers(root, wasmModule);
benchSearch(cli, wasmModule);

// 121: the same seeded workloads through the CLI and the wasm module.
const WORKLOADS = [
  { kind: 'score', count: 200000, unit: 'hand', scale: 1e6, per: 'µs' },
  { kind: 'rounds', count: 40, unit: 'bot round', scale: 1e3, per: 'ms' },
];
for (const { kind, count, unit, scale, per } of WORKLOADS) {
  const time = (run) => {
    const start = process.hrtime.bigint();
    const sum = Number(run());
    return { sum, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
  };
  const native = time(() => execFileSync(cli, ['bench', '121', kind, String(count)]).toString().trim());
  const wasm = time(() => wasmModule.bench121(kind, count));
  if (native.sum !== wasm.sum) throw new Error(`121 ${kind}: native ${native.sum}, wasm ${wasm.sum}`);
  const each = (s) => ((s / count) * scale).toFixed(2).padStart(8);
  console.log(`121 ${kind}: ${count} × (checksum ${native.sum}, agreed)`);
  console.log(`  native  ${each(native.seconds)} ${per} per ${unit}  (${native.seconds.toFixed(2)} s)`);
  console.log(`  wasm    ${each(wasm.seconds)} ${per} per ${unit}  (${wasm.seconds.toFixed(2)} s)`);
  console.log(`  native / wasm time = ${(native.seconds / wasm.seconds).toFixed(2)}`);
}

// What each play page really loads (the site as served), recorded by a headless browser.
const server = await startServer(SITE);
const browser = await launchChromium();
try {
  for (const address of PAGES) {
    const page = await browser.newPage();
    const loaded = new Set();
    page.on('response', (r) => { if (r.ok()) loaded.add(new URL(r.url()).pathname); });
    await page.goto(`${server.url}/${address}`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gz = 0;
    console.log(`page load (${address}):`);
    for (const file of [...loaded].sort()) {
      const bytes = readFileSync(path.join(SITE, decodeURIComponent(file)));
      const zipped = gzipSync(bytes, { level: 9 }).length;
      raw += bytes.length;
      gz += zipped;
      console.log(`  ${file.padEnd(34)} ${String(bytes.length).padStart(8)} B  ${String(zipped).padStart(7)} B gz`);
    }
    console.log(`  total ${String(raw).padStart(36)} B  ${String(gz).padStart(7)} B gz  (${(raw / 1024).toFixed(0)} KiB / ${(gz / 1024).toFixed(0)} KiB)`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
