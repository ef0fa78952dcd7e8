// How the match harness reads and writes moves and results: Rulebook's
// move text against Fairy-Stockfish's, and the lines `rulebook think` and
// `rulebook play` print (the README's contract).

/** Each game's side names in `result …` lines, the first mover's first. */
export const SIDES = {
  xiangqi: ['red', 'black'],
  shogi: ['sente', 'gote'],
  longphuong: ['orange', 'blue'],
  oanquan: ['south', 'north'],
};

/** The variants Fairy-Stockfish plays, and the protocol each is driven by:
 * shogi through USI, whose moves are Rulebook's own (its UCI form names
 * squares a1–i9 from sente's left), xiangqi through UCI. */
export const FAIRY_PROTOCOL = { xiangqi: 'uci', shogi: 'usi' };

const XIANGQI_MOVE = /^([a-i])(\d)([a-i])(\d)$/;
const FAIRY_XIANGQI_MOVE = /^([a-i])(10|[1-9])([a-i])(10|[1-9])$/;

/** Rulebook's move (ICCS, ranks 0–9 from Red's side) in Fairy-Stockfish's
 * text (its xiangqi UCI counts ranks 1–10). */
export function toFairy(game, move) {
  if (game === 'shogi') return move;
  if (game !== 'xiangqi') throw new Error(`Fairy-Stockfish plays no ${game}`);
  const m = XIANGQI_MOVE.exec(move);
  if (!m) throw new Error(`not an ICCS move: ${move}`);
  return `${m[1]}${Number(m[2]) + 1}${m[3]}${Number(m[4]) + 1}`;
}

/** Fairy-Stockfish's move in Rulebook's text (the inverse of toFairy). */
export function fromFairy(game, move) {
  if (game === 'shogi') return move;
  if (game !== 'xiangqi') throw new Error(`Fairy-Stockfish plays no ${game}`);
  const m = FAIRY_XIANGQI_MOVE.exec(move);
  if (!m) throw new Error(`not a Fairy-Stockfish xiangqi move: ${move}`);
  return `${m[1]}${Number(m[2]) - 1}${m[3]}${Number(m[4]) - 1}`;
}

/** The move of `rulebook think`'s output (its last line, `bestmove <move>`). */
export function bestMove(output) {
  const last = output.trim().split('\n').pop();
  const m = /^bestmove (\S+)$/.exec(last ?? '');
  if (!m || m[1] === '(none)') throw new Error(`no best move in: ${output.trim()}`);
  return m[1];
}

/**
 * What `rulebook play` printed: the position (its first line) and, once
 * the game is over, the result (its last line, `result <winner|draw>
 * <reason>`) as { winner: 0 (first mover) | 1 | null (draw), reason }.
 */
export function readPlay(game, output) {
  const lines = output.trim().split('\n');
  const m = /^result (\S+) (\S+)$/.exec(lines[lines.length - 1]);
  if (!m) return { position: lines[0], result: null };
  const winner = m[1] === 'draw' ? null : SIDES[game].indexOf(m[1]);
  if (winner === -1) throw new Error(`unknown side in: ${lines[lines.length - 1]}`);
  return { position: lines[0], result: { winner, reason: m[2] } };
}
