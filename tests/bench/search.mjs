// The computer player's search speed: the same searches (position, fixed
// depth, 16 MB table) through the CLI (`rulebook think`) and through the
// wasm thinker classes in Node, their nodes checked equal, nodes per
// second as the median of three runs, and the wasm/native ratio.
import { execFileSync } from 'node:child_process';

/** Positions searched, each to a depth taking about a second natively. */
const SEARCHES = [
  { game: 'xiangqi', klass: 'Xiangqi', position: 'startpos', depth: 10 },
  {
    game: 'shogi',
    klass: 'Shogi',
    // After 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d: the
    // start is too quiet to measure.
    position: 'lnsgk1snl/1r4gb1/p1pppp2p/6pR1/1p7/2P6/PP1PPPP1P/1BG6/LNS1KGSNL w Pp 12',
    depth: 8,
  },
  { game: 'longphuong', klass: 'LongPhuong', position: 'startpos', depth: 9 },
];
const RUNS = 3;

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

function nativeSearch(cli, { game, position, depth }) {
  const start = process.hrtime.bigint();
  const lines = execFileSync(cli, ['think', game, position, '--depth', String(depth)]).toString().trim().split('\n');
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const last = lines.filter((l) => l.startsWith(`info depth ${depth} `)).at(-1);
  const nodes = Number(/ nodes (\d+) /.exec(last ?? '')?.[1]);
  return { nodes, seconds, best: lines.at(-1).split(' ')[1] };
}

function wasmSearch(wasm, { klass, position, depth }) {
  const game = wasm[`${klass}Game`].fromPosition(position);
  const thinker = new wasm[`${klass}Thinker`](16);
  const start = process.hrtime.bigint();
  const answer = thinker.think(game, { depth });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  thinker.free();
  game.free();
  return { nodes: answer.nodes, seconds, best: answer.best.text };
}

export function benchSearch(cli, wasm) {
  for (const search of SEARCHES) {
    const native = [];
    const inWasm = [];
    for (let i = 0; i < RUNS; i++) {
      native.push(nativeSearch(cli, search));
      inWasm.push(wasmSearch(wasm, search));
    }
    const nodes = native[0].nodes;
    for (const run of [...native, ...inWasm]) {
      if (run.nodes !== nodes || run.best !== native[0].best) {
        throw new Error(`${search.game} search: runs differ (${run.nodes} nodes, ${run.best}; first ${nodes}, ${native[0].best})`);
      }
    }
    const nps = (runs) => nodes / median(runs.map((r) => r.seconds));
    const [n, w] = [nps(native), nps(inWasm)];
    const m = (x) => (x / 1e6).toFixed(2).padStart(5);
    console.log(`search ${search.game} ${search.position === 'startpos' ? 'startpos' : 'middlegame'}, depth ${search.depth}: ${nodes} nodes, best ${native[0].best} (native and wasm agree; median of ${RUNS})`);
    console.log(`  native  ${m(n)} M nodes/s`);
    console.log(`  wasm    ${m(w)} M nodes/s  (Node ${process.version})`);
    console.log(`  wasm / native = ${(w / n).toFixed(2)}`);
  }
}
