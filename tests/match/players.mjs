// The match's players: Rulebook's own computer player (`rulebook think`,
// one process a move), a random mover, and Fairy-Stockfish at a fixed depth
// with its classical evaluation (the npm module fairy-stockfish-nnue.wasm
// in this Node process, loaded as the bench loads it).
import { execFile } from 'node:child_process';
import { fairyEngine } from '../bench/peers.mjs';
import { FAIRY_PROTOCOL, bestMove, fromFairy, toFairy } from './notation.mjs';

/** Runs `rulebook` with `args`: its stdout. */
export function rulebook(bin, args) {
  return new Promise((resolve, reject) => {
    execFile(bin, args, { maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`rulebook ${args.slice(0, 3).join(' ')} …: ${stderr.trim() || error.message}`));
      else resolve(stdout);
    });
  });
}

/** A small seeded generator (mulberry32): the random mover's choices. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const THINK_LIMITS = { level: '--level', depth: '--depth', nodes: '--nodes', movetime: '--movetime' };

/**
 * A player from its name: `level:L`, `depth:N`, `nodes:N`, `movetime:MS`
 * (Rulebook; several joined by `+`, where limits given replace all of the
 * level's), `random`, or `fsf:N` (Fairy-Stockfish to depth N). Each has
 * `name` and `move({ game, moves, position, seed, fairy })`: the move, in
 * Rulebook's text, after `moves` (also in Rulebook's text) from the start;
 * `position` is what `rulebook play` printed for them.
 */
export function player(name, bin) {
  const [kind, value] = name.split(':');
  if (kind === 'random' && value === undefined) {
    return {
      name,
      move: async ({ game, position, seed }) => {
        const legal = (await rulebook(bin, ['moves', game, position])).trim().split('\n').filter(Boolean);
        const next = random(seed);
        return legal[Math.floor(next() * legal.length)];
      },
    };
  }
  // Rulebook's limits, several joined by '+' (level:3+depth:3+nodes:300000:
  // level 3's margin with a larger node limit).
  const limits = name.split('+').map((part) => part.split(':'));
  if (limits.every(([k, v]) => k in THINK_LIMITS && /^\d+$/.test(v ?? ''))) {
    return {
      name,
      move: async ({ game, moves, seed }) => {
        const args = ['think', game, 'startpos'];
        if (moves.length) args.push('--moves', ...moves);
        for (const [k, v] of limits) args.push(THINK_LIMITS[k], v);
        args.push('--option', `seed=${seed}`);
        return bestMove(await rulebook(bin, args));
      },
    };
  }
  if (kind === 'fsf' && /^\d+$/.test(value ?? '')) {
    return {
      name,
      fairy: true,
      move: ({ game, moves, fairy }) => fairy.bestMove(game, moves, Number(value)),
    };
  }
  throw new Error(`unknown player '${name}' (level:L, depth:N, nodes:N, movetime:MS or several joined by +, random, fsf:N)`);
}

/**
 * One Fairy-Stockfish engine, its classical evaluation (Use NNUE false),
 * one search at a time. `bestMove(game, moves, depth)` sends the whole
 * game from the start, so it sees the repetitions.
 */
export async function fairyStockfish() {
  const { engine, ask } = await fairyEngine();
  let protocol = null;
  let variant = null;
  return {
    newGame: async (game) => {
      const wanted = FAIRY_PROTOCOL[game];
      if (!wanted) throw new Error(`Fairy-Stockfish plays no ${game} here`);
      if (protocol !== wanted) {
        await ask(wanted, `${wanted}ok`);
        protocol = wanted;
      }
      if (variant !== game) {
        engine.postMessage(`setoption name UCI_Variant value ${game}`);
        engine.postMessage('setoption name Use NNUE value false');
        variant = game;
      }
      engine.postMessage(`${protocol}newgame`);
      await ask('isready', 'readyok');
    },
    bestMove: async (game, moves, depth) => {
      const played = moves.map((m) => toFairy(game, m)).join(' ');
      engine.postMessage(played ? `position startpos moves ${played}` : 'position startpos');
      const line = await ask(`go depth ${depth}`, 'bestmove');
      const move = line.split(' ')[1];
      if (!move || move === '(none)' || move === 'resign') {
        throw new Error(`Fairy-Stockfish has no move after: ${moves.join(' ')}`);
      }
      return fromFairy(game, move);
    },
    close: () => engine.terminate(),
  };
}
