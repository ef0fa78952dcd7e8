// A match score and its 95% interval: the Wilson score interval on the
// points (a draw counts as half a win over the same number of games), and
// the Elo difference at the score and at the interval's ends.

const Z95 = 1.959964;

/** The Wilson interval of a proportion `p` measured over `n` trials. */
export function wilson(p, n, z = Z95) {
  if (n === 0) return [0, 1];
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The Elo difference a score (0–1) implies: ±Infinity at 1 and 0. */
export function elo(score) {
  // (Wilson's upper end of a clean sweep is 1 give or take a rounding.)
  if (score <= 1e-9) return -Infinity;
  if (score >= 1 - 1e-9) return Infinity;
  return -400 * Math.log10(1 / score - 1);
}

/** Wins, draws, losses: the score, its interval, and the Elo at each. */
export function summary(wins, draws, losses) {
  const n = wins + draws + losses;
  const score = n === 0 ? 0.5 : (wins + draws / 2) / n;
  const [low, high] = wilson(score, n);
  return { games: n, wins, draws, losses, score, low, high, elo: elo(score), eloLow: elo(low), eloHigh: elo(high) };
}

const signed = (x) => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${Math.round(x)}` : x > 0 ? '+inf' : '-inf');

/** "+W =D −L  57.5% [43.2%, 70.8%]  Elo +52 [−47, +155]". */
export function describe(s) {
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  return `+${s.wins} =${s.draws} -${s.losses}  ${pct(s.score)} [${pct(s.low)}, ${pct(s.high)}]  Elo ${signed(s.elo)} [${signed(s.eloLow)}, ${signed(s.eloHigh)}]`;
}
