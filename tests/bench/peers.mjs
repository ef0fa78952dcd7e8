// The engines Rulebook's perft is measured against, loaded into this Node
// process. Each is { label, games, perft(game, position, depth) } where
// perft resolves to { nodes, seconds } and times only the counting (a
// position is set up before the clock starts). `position` is 'startpos' or
// an SFEN (shogi).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

function clock(count) {
  const start = process.hrtime.bigint();
  const nodes = Number(count());
  return { nodes, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

/** Runs an Emscripten loader, then takes off the process-wide error hooks
 * it adds, so that a failed check ends the bench with its own message. */
async function loadQuietly(load) {
  const events = ['uncaughtException', 'unhandledRejection'];
  const before = new Map(events.map((event) => [event, process.listeners(event)]));
  try {
    return await load();
  } finally {
    for (const event of events) {
      for (const hook of process.listeners(event)) {
        if (!before.get(event).includes(hook)) process.off(event, hook);
      }
    }
  }
}

/** Fairy-Stockfish's FEN for a shogi SFEN: the hand in brackets, counts
 * spelt out, and the side letters swapped (its first player, sente, is
 * "w"). */
export function fairyFen(game, position) {
  if (position === 'startpos') return null;
  if (game !== 'shogi') throw new Error(`no FEN conversion for ${game}`);
  const [board, side, hand] = position.split(' ');
  const pieces = hand === '-' ? '' : hand.replace(/(\d+)(\D)/g, (_, n, piece) => piece.repeat(Number(n)));
  return `${board}[${pieces}] ${side === 'b' ? 'w' : 'b'} 0 1`;
}

/** Rulebook's own module built for Node (target/bench-pkg). */
export function rulebook(wasmModule) {
  return {
    label: 'Rulebook',
    games: new Set(['shogi', 'xiangqi']),
    perft: async (game, position, depth) => clock(() => wasmModule.perft(game, position, depth)),
  };
}

/** haitaka 0.3.2 compiled to wasm32 (tests/bench/haitaka), shogi only. */
export function haitaka(root) {
  const module = require(path.join(root, 'target/bench-haitaka/haitaka_bench.js'));
  return {
    label: 'haitaka',
    games: new Set(['shogi']),
    perft: async (_game, position, depth) => clock(() => module.perft(position, depth)),
  };
}

/**
 * fairy-stockfish-nnue.wasm loaded into this Node process: the engine, and
 * `ask(command, prefix)`, which sends a command and resolves to the first
 * line the engine answers that starts with `prefix` (the match harness,
 * tests/match/, plays through it too).
 */
export async function fairyEngine() {
  const dir = path.dirname(require.resolve('fairy-stockfish-nnue.wasm/stockfish.js'));
  const Stockfish = require(path.join(dir, 'stockfish.js'));
  // Its Emscripten loader would fetch() a file path under Node 18+: hand it the bytes.
  const wasmBinary = readFileSync(path.join(dir, 'stockfish.wasm'));
  const engine = await loadQuietly(() => Stockfish({ wasmBinary }));
  let waiting = null;
  engine.addMessageListener((line) => {
    if (waiting && line.startsWith(waiting.prefix)) {
      const { done } = waiting;
      waiting = null;
      done(line);
    }
  });
  const ask = (command, prefix) => new Promise((done) => {
    waiting = { prefix, done };
    engine.postMessage(command);
  });
  return { engine, ask };
}

/**
 * Fairy-Stockfish's own `go perft` (bulk counted at the leaves) through its
 * UCI interface; the search runs in the module's worker thread and the
 * clock stops at its "Nodes searched" line.
 */
export async function fairyStockfish() {
  const { engine, ask } = await fairyEngine();
  await ask('uci', 'uciok');
  return {
    label: 'FSF',
    games: new Set(['shogi', 'xiangqi']),
    perft: async (game, position, depth) => {
      engine.postMessage(`setoption name UCI_Variant value ${game}`);
      const fen = fairyFen(game, position);
      engine.postMessage(fen ? `position fen ${fen}` : 'position startpos');
      await ask('isready', 'readyok');
      const start = process.hrtime.bigint();
      const line = await ask(`go perft ${depth}`, 'Nodes searched:');
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      return { nodes: Number(line.split(':')[1]), seconds };
    },
    close: () => engine.terminate(),
  };
}

/**
 * ffish.js has no perft: this one is written in JS over its legal-move API
 * (legalMoves(), push, pop; numberLegalMoves() at the leaves' parents), so
 * it counts ffish's JS-side perft, crossings into its wasm included.
 */
export async function ffish() {
  // Its Emscripten loader would fetch() a file path under Node 18+; without
  // fetch it reads the .wasm from disk.
  const fetch = globalThis.fetch;
  globalThis.fetch = undefined;
  const module = await loadQuietly(async () => {
    const loaded = require('ffish');
    if (!loaded.Board) await new Promise((ready) => { loaded.onRuntimeInitialized = ready; });
    return loaded;
  }).finally(() => { globalThis.fetch = fetch; });
  const count = (board, depth) => {
    if (depth === 0) return 1;
    if (depth === 1) return board.numberLegalMoves();
    const moves = board.legalMoves();
    let nodes = 0;
    if (moves === '') return 0;
    for (const move of moves.split(' ')) {
      board.push(move);
      nodes += count(board, depth - 1);
      board.pop();
    }
    return nodes;
  };
  return {
    label: 'ffish JS',
    games: new Set(['shogi', 'xiangqi']),
    perft: async (game, position, depth) => {
      const fen = fairyFen(game, position);
      const board = fen ? new module.Board(game, fen) : new module.Board(game);
      try {
        return clock(() => count(board, depth));
      } finally {
        board.delete();
      }
    },
  };
}
