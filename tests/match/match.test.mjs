// The match harness's own checks (run by ./build.sh test; the matches are
// not): move conversion against Fairy-Stockfish itself, the interval
// maths, the output readers, the schedule and the openings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENINGS, numbers, schedule } from './match.mjs';
import { bestMove, fromFairy, readPlay, toFairy } from './notation.mjs';
import { fairyStockfish, rulebook } from './players.mjs';
import { elo, summary, wilson } from './stats.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = process.env.RULEBOOK_BIN ?? path.join(ROOT, 'target/release/rulebook');

test('xiangqi moves: ranks 0–9 are Fairy-Stockfish ranks 1–10, both ways', () => {
  assert.equal(toFairy('xiangqi', 'h2e2'), 'h3e3');
  assert.equal(toFairy('xiangqi', 'b9c7'), 'b10c8');
  assert.equal(fromFairy('xiangqi', 'a10a1'), 'a9a0');
  for (const from of 'abcdefghi') {
    for (let rank = 0; rank <= 9; rank++) {
      const move = `${from}${rank}e${9 - rank}`;
      assert.equal(fromFairy('xiangqi', toFairy('xiangqi', move)), move);
    }
  }
  assert.throws(() => toFairy('xiangqi', 'h2e'));
  assert.throws(() => fromFairy('xiangqi', 'h0e1'));
  assert.equal(toFairy('shogi', 'P*5e'), 'P*5e');
  assert.throws(() => toFairy('longphuong', 'c1-d1'));
});

test('Fairy-Stockfish answers moves Rulebook reads as legal, in both variants', async () => {
  const fairy = await fairyStockfish();
  try {
    for (const game of ['xiangqi', 'shogi']) {
      await fairy.newGame(game);
      // Its own game at depth 1 for 40 plies: every move (drops,
      // promotions, rank 10) must be one of Rulebook's legal moves.
      const moves = game === 'shogi' ? ['7g7f', '3c3d', '8h2b+', '3a2b'] : [];
      while (moves.length < 40) {
        const position = readPlay(game, await rulebook(BIN, ['play', game, 'startpos', ...moves]));
        if (position.result) break;
        const legal = (await rulebook(BIN, ['moves', game, position.position])).trim().split('\n');
        const move = await fairy.bestMove(game, moves, 1);
        assert.ok(legal.includes(move), `${game}: ${move} after ${moves.join(' ')}`);
        moves.push(move);
      }
      assert.ok(moves.length >= 20);
    }
  } finally {
    fairy.close();
  }
});

test('the Wilson interval and the Elo difference', () => {
  const [low, high] = wilson(0.5, 100);
  assert.ok(Math.abs(low - 0.4038) < 1e-4 && Math.abs(high - 0.5962) < 1e-4);
  const all = summary(20, 0, 0);
  assert.ok(Math.abs(all.low - 20 / (20 + 1.959964 ** 2)) < 1e-9);
  assert.equal(all.high, 1);
  assert.equal(all.elo, Infinity);
  const mixed = summary(10, 4, 6); // 12 points of 20
  assert.equal(mixed.score, 0.6);
  assert.ok(Math.abs(mixed.elo - 70.437) < 1e-3);
  assert.ok(mixed.eloLow < 0 && mixed.eloHigh > 200);
  assert.ok(Math.abs(elo(0.75) - 190.849) < 1e-3);
});

test('think and play output as the README prints it', () => {
  assert.equal(bestMove('info depth 1 score cp 30 nodes 67 pv b0c2\nbestmove b0c2\n'), 'b0c2');
  assert.throws(() => bestMove('bestmove (none)\n'));
  assert.deepEqual(readPlay('shogi', 'lnsg/… w - 3\n'), { position: 'lnsg/… w - 3', result: null });
  assert.deepEqual(readPlay('xiangqi', 'fen\nresult black checkmate\n').result, { winner: 1, reason: 'checkmate' });
  assert.deepEqual(readPlay('oanquan', 'p\nscores 3 5\nresult draw repetition\n').result, { winner: null, reason: 'repetition' });
  assert.throws(() => readPlay('shogi', 'p\nresult red checkmate'));
});

test('the schedule plays each opening with both colours', () => {
  const games = schedule([['level:2', 'level:1']], 6, ['a', 'b']);
  assert.deepEqual(games.map((g) => [g.opening, g.first]), [
    [0, 'level:2'], [0, 'level:1'], [1, 'level:2'], [1, 'level:1'], [0, 'level:2'], [0, 'level:1'],
  ]);
  const unpaired = schedule([['level:2', 'level:1']], 5, ['a', 'b', 'c'], true);
  assert.deepEqual(unpaired.map((g) => [g.opening, g.first]), [
    [0, 'level:2'], [1, 'level:1'], [2, 'level:2'], [0, 'level:1'], [1, 'level:2'],
  ]);
  assert.deepEqual(numbers('1-3,6'), [1, 2, 3, 6]);
});

test('every opening is legal and leaves the game going', async () => {
  for (const [game, lines] of Object.entries(OPENINGS)) {
    assert.ok(lines.length >= 10, game);
    assert.equal(new Set(lines).size, lines.length, game);
    for (const line of lines) {
      const played = readPlay(game, await rulebook(BIN, ['play', game, 'startpos', ...line.split(' ')]));
      assert.equal(played.result, null, `${game}: ${line}`);
    }
  }
});
