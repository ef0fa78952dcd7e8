// `rulebook uci` (Cờ tướng) and `rulebook usi` (shogi) play Fairy-Stockfish
// (the npm build, fairy-stockfish-nnue.wasm, speaking UCI with
// UCI_Variant xiangqi, and USI for shogi): a few games, each move passed
// to the other engine in its protocol's own text. Every move of ours must
// be among Fairy-Stockfish's legal moves (its `go perft 1`), and every move
// of Fairy-Stockfish's must be taken by ours without a refusal. The script
// is the referee and ends a game only when the side to move has no move.
//
//   node tests/differential/engine_protocols_fsf.mjs [--rulebook target/release/rulebook] [--plies 60]
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : process.argv[at + 1];
};
const binary = argument('--rulebook', 'target/release/rulebook');
const plies = Number(argument('--plies', '60'));

/** An engine as lines: `send(line)`, and `until(prefix)` for the lines up
 * to the first one starting with `prefix`. */
function lines(post) {
  const queue = [];
  let wake = null;
  const push = (line) => {
    queue.push(line);
    if (wake) wake();
  };
  const until = async (prefix) => {
    const out = [];
    for (;;) {
      while (queue.length) {
        const line = queue.shift();
        out.push(line);
        if (line.startsWith(prefix)) return out;
      }
      await new Promise((resolve) => { wake = resolve; });
      wake = null;
    }
  };
  return { push, until, send: post };
}

function rulebook(protocol) {
  const child = spawn(binary, [protocol], { stdio: ['pipe', 'pipe', 'inherit'] });
  const engine = lines((line) => child.stdin.write(`${line}\n`));
  createInterface({ input: child.stdout }).on('line', engine.push);
  engine.close = () => child.stdin.end();
  return engine;
}

async function fairyStockfish() {
  const dir = path.dirname(require.resolve('fairy-stockfish-nnue.wasm/stockfish.js'));
  const Stockfish = require(path.join(dir, 'stockfish.js'));
  const sf = await Stockfish({ wasmBinary: readFileSync(path.join(dir, 'stockfish.wasm')) });
  const engine = lines((line) => sf.postMessage(line));
  sf.addMessageListener(engine.push);
  engine.close = () => sf.terminate();
  return engine;
}

/** One game; answers the number of plies played. */
async function game(protocol, variant, fsf, ours, rulebookFirst) {
  fsf.send(protocol);
  await fsf.until(`${protocol}ok`);
  fsf.send(`setoption name UCI_Variant value ${variant}`);
  ours.send(protocol);
  await ours.until(`${protocol}ok`);
  // As a GUI made for Fairy-Stockfish does (ours then speaks its ranks 1-10).
  if (protocol === 'uci') ours.send(`setoption name UCI_Variant value ${variant}`);
  const moves = [];
  // Where our rules ended the game and Fairy-Stockfish, the referee here,
  // played on (a repetition judged otherwise): ours plays on from there.
  const notes = [];
  for (let ply = 0; ply < plies; ply++) {
    const position = `position startpos${moves.length ? ` moves ${moves.join(' ')}` : ''}`;
    fsf.send(position);
    fsf.send('go perft 1');
    const legal = new Set((await fsf.until('Nodes searched')).filter((l) => /^\S+: \d+$/.test(l)).map((l) => l.split(':')[0]));
    if (legal.size === 0) break;
    const oursToMove = (ply % 2 === 0) === rulebookFirst;
    const engine = oursToMove ? ours : fsf;
    engine.send(position);
    engine.send(oursToMove ? 'go depth 3' : 'go depth 2');
    const answer = await engine.until('bestmove');
    const refusals = answer.filter((l) => oursToMove && /^info string (position refused|no position)/.test(l));
    const ended = answer.find((l) => oursToMove && l.startsWith('info string the rules ended'));
    if (ended && !notes.includes(ended)) notes.push(ended);
    if (refusals.length) throw new Error(`${variant}: ours refused ${position}: ${refusals.join(' | ')}`);
    const move = answer.at(-1).split(' ')[1];
    if (!legal.has(move)) {
      throw new Error(`${variant}: ${oursToMove ? 'our' : "Fairy-Stockfish's"} move ${move} is not among Fairy-Stockfish's legal moves after ${position}`);
    }
    moves.push(move);
  }
  for (const note of notes) console.log(`  ${variant}: ${note.replace('info string ', '')}`);
  return moves;
}

const fsf = await fairyStockfish();
let failed = false;
for (const [protocol, variant] of [['uci', 'xiangqi'], ['usi', 'shogi']]) {
  for (const rulebookFirst of [true, false]) {
    const ours = rulebook(protocol);
    try {
      const moves = await game(protocol, variant, fsf, ours, rulebookFirst);
      console.log(`${variant} (${protocol}), Rulebook ${rulebookFirst ? 'first' : 'second'}: ${moves.length} plies agreed: ${moves.slice(0, 8).join(' ')} …`);
    } catch (error) {
      failed = true;
      console.error(String(error.message ?? error));
    } finally {
      ours.close();
    }
  }
}
fsf.close();
process.exit(failed ? 1 : 0);
