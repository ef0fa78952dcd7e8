// ./build.sh match: games between players, judged by Rulebook's own rules.
//
//   node tests/match/match.mjs <game> [games] [options]
//
// games: games per pairing (default: each opening of openings.json with
// each player first, so twice the openings). Options:
//   --pair A B        one pairing (players: level:L, depth:N, nodes:N,
//                     movetime:MS, several joined by +, random, fsf:N)
//   --ladder F-T      levels F+1…T each against the one below, and levels
//                     F…T each against the random mover (the default, 1-5)
//   --no-random       the ladder without the random mover
//   --fsf D[-D|,D…]   the engine (--engine, default level:8) against
//                     Fairy-Stockfish at each depth (xiangqi, shogi)
//   --engine P        the Rulebook player facing Fairy-Stockfish
//   --cap N           plies after which a game is a draw (default 300)
//   --jobs N          games at a time (default 2)
//   --unpaired        each game its own opening, colours alternated (more
//                     openings in few games; paired games cancel an
//                     opening's bias and are the default)
//   --seed N          added to every game's seeds (default 0)
//   --out FILE        the results as JSON (default target/match/<game>-<time>.json)
//   --bin PATH        rulebook (default target/release/rulebook)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPlay } from './notation.mjs';
import { fairyStockfish, player, rulebook } from './players.mjs';
import { describe, summary } from './stats.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OPENINGS = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'openings.json'), 'utf8'));

/** Numbers from "4", "1-10" or "2,4,6". */
export function numbers(text) {
  return text.split(',').flatMap((part) => {
    const [from, to] = part.split('-').map(Number);
    if (!Number.isInteger(from) || (to !== undefined && !Number.isInteger(to))) throw new Error(`not a number or range: ${text}`);
    return to === undefined ? [from] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

function parse(argv) {
  const options = { game: argv[0], games: null, pairs: [], cap: 300, jobs: 2, seed: 0, out: null, bin: path.join(ROOT, 'target/release/rulebook') };
  if (!options.game || !OPENINGS[options.game]) {
    throw new Error(`name a game: ${Object.keys(OPENINGS).join(', ')}`);
  }
  let ladder = null;
  let fsf = null;
  let engine = 'level:8';
  let withRandom = true;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} wants a value`);
      return argv[++i];
    };
    if (/^\d+$/.test(arg) && options.games === null) options.games = Number(arg);
    else if (arg === '--pair') options.pairs.push([value(), value()]);
    else if (arg === '--ladder') ladder = numbers(value());
    else if (arg === '--no-random') withRandom = false;
    else if (arg === '--unpaired') options.unpaired = true;
    else if (arg === '--fsf') fsf = numbers(value());
    else if (arg === '--engine') engine = value();
    else if (arg === '--cap') options.cap = Number(value());
    else if (arg === '--jobs') options.jobs = Number(value());
    else if (arg === '--seed') options.seed = Number(value());
    else if (arg === '--out') options.out = value();
    else if (arg === '--bin') options.bin = value();
    else throw new Error(`unknown argument '${arg}'`);
  }
  if (!options.pairs.length && !fsf && !ladder) ladder = [1, 2, 3, 4, 5];
  if (ladder) {
    const levels = [...new Set(ladder)].sort((a, b) => a - b);
    const [from, to] = [levels[0], levels[levels.length - 1]];
    for (let l = from + 1; l <= to; l++) options.pairs.push([`level:${l}`, `level:${l - 1}`]);
    if (withRandom) for (let l = from; l <= to; l++) options.pairs.push([`level:${l}`, 'random']);
  }
  for (const depth of fsf ?? []) options.pairs.push([engine, `fsf:${depth}`]);
  options.out ??= path.join(ROOT, 'target/match', `${options.game}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  return options;
}

/** The schedule: per pairing, `games` games, openings in turn, each played
 * with both colours (even games: the pairing's first player moves first). */
export function schedule(pairs, games, openings, unpaired = false) {
  const list = [];
  for (const [a, b] of pairs) {
    for (let i = 0; i < games; i++) {
      const opening = (unpaired ? i : Math.floor(i / 2)) % openings.length;
      const aFirst = i % 2 === 0;
      list.push({ pair: `${a} vs ${b}`, a, b, index: i, opening, aFirst, first: aFirst ? a : b, second: aFirst ? b : a });
    }
  }
  return list;
}

/** One game: the winner as 'a', 'b' or null (a draw), its reason, its moves. */
async function play(options, job, pool) {
  const { game, bin, cap, seed } = options;
  const sides = [player(job.first, bin), player(job.second, bin)];
  const moves = OPENINGS[game][job.opening].split(' ').filter(Boolean);
  const fairy = sides.some((p) => p.fairy) ? await pool.take() : null;
  try {
    if (fairy) await fairy.newGame(game);
    const base = seed + 2 * job.index + 1;
    let judged = readPlay(game, await rulebook(bin, ['play', game, 'startpos', ...moves]));
    // The opening's moves alternate from the first mover: whose turn it is
    // after them is told by their count.
    while (!judged.result && moves.length < cap) {
      const mover = moves.length % 2;
      // A seed per side and ply, as a person's game draws afresh each move.
      const plySeed = (base + mover) * 1000 + moves.length;
      const move = await sides[mover].move({ game, moves, position: judged.position, seed: plySeed, fairy });
      moves.push(move);
      judged = readPlay(game, await rulebook(bin, ['play', game, 'startpos', ...moves]));
    }
    const result = judged.result ?? { winner: null, reason: `move_cap_${cap}` };
    // 'a' or 'b' by seat, not by name (a player may meet itself).
    const winner = result.winner === null ? null : (result.winner === 0) === job.aFirst ? 'a' : 'b';
    return { winner, reason: result.reason, moves };
  } finally {
    if (fairy) pool.give(fairy);
  }
}

/** Fairy-Stockfish engines, made when first wanted, one per game running. */
function fairyPool() {
  const idle = [];
  const all = [];
  return {
    take: async () => {
      if (idle.length) return idle.pop();
      const engine = await fairyStockfish();
      all.push(engine);
      return engine;
    },
    give: (engine) => idle.push(engine),
    close: () => all.forEach((e) => e.close()),
  };
}

function table(results, pairs) {
  const rows = [];
  for (const [a, b] of pairs) {
    const pair = `${a} vs ${b}`;
    const games = results.filter((r) => r.pair === pair && !r.error);
    const s = summary(
      games.filter((r) => r.winner === 'a').length,
      games.filter((r) => r.winner === null).length,
      games.filter((r) => r.winner === 'b').length,
    );
    const errors = results.filter((r) => r.pair === pair && r.error).length;
    rows.push({ pair, ...s, errors, line: `${pair.padEnd(28)} ${describe(s)}${errors ? `  (${errors} errors)` : ''}` });
  }
  return rows;
}

async function main() {
  const options = parse(process.argv.slice(2));
  const openings = OPENINGS[options.game];
  const games = options.games ?? 2 * openings.length;
  const jobs = schedule(options.pairs, games, openings, options.unpaired);
  console.log(`${options.game}: ${jobs.length} games (${games} a pairing, ${Math.min(options.unpaired ? games : Math.ceil(games / 2), openings.length)} openings, colours alternated${options.unpaired ? ', unpaired' : ''}), ${options.jobs} at a time, a draw at ${options.cap} plies`);
  const pool = fairyPool();
  const results = [];
  const began = Date.now();
  let next = 0;
  const load = () => (readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const started = Date.now();
      let record;
      try {
        const { winner, reason, moves } = await play(options, job, pool);
        record = { ...job, winner, reason, plies: moves.length, moves: moves.join(' ') };
      } catch (error) {
        record = { ...job, error: error.message };
      }
      record.seconds = (Date.now() - started) / 1000;
      results.push(record);
      const outcome = record.error ? `error: ${record.error}` : record.winner === null ? `draw (${record.reason})` : `${record.winner === 'a' ? job.a : job.b} wins (${record.reason})`;
      console.log(`[${results.length}/${jobs.length}] ${job.pair}, opening ${job.opening + 1}, ${job.first} first: ${outcome}, ${record.plies ?? '-'} plies, ${record.seconds.toFixed(1)} s, load ${load()}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.jobs }, worker));
  } finally {
    pool.close();
  }
  const rows = table(results, options.pairs);
  console.log(`\n${options.game}: score of the first player named, 95% Wilson interval on the points (a draw half a point), Elo at each`);
  for (const row of rows) console.log(row.line);
  mkdirSync(path.dirname(options.out), { recursive: true });
  writeFileSync(options.out, JSON.stringify({ game: options.game, options: { ...options, pairs: options.pairs }, seconds: (Date.now() - began) / 1000, table: rows, games: results }, null, 1));
  console.log(`results: ${path.relative(process.cwd(), options.out)}`);
  if (results.some((r) => r.error)) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(2);
  });
}
