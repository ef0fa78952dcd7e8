// A 121 match replayed round by round on the table: the live match (its
// record as it stands) or an imported one, shown at each round's start and
// end (◀ ▶, ← →, Home/End), every stop rebuilt by the engine from the
// record's first steps (Card121Table.fromRecord), so what is shown is what
// seat #1 saw then. The live match is kept as it was: its bots wait, and
// Esc or "Back to the live match" returns to it. An imported match can be
// taken up as the live one.

import { Card121Table } from '../../pkg/card121/rulebook_card121.js';
import { t, lang } from '../i18n.js';
import { attempt, FAILED, say, announce } from '../page/helpers.js';
import { redraw } from './state.js';
import { replaceMatch, resetUi } from './play.js';

/** The stops of a record: each round's start and end, as counts of its steps. */
export function stopsOf(steps) {
  const nexts = steps.flatMap((step, i) => (step === 'next' ? [i] : []));
  const stops = [];
  for (let r = 0; r <= nexts.length; r++) {
    stops.push({ round: r + 1, at: 'start', steps: r === 0 ? 0 : nexts[r - 1] + 1 });
    stops.push({ round: r + 1, at: 'end', steps: r < nexts.length ? nexts[r] : steps.length });
  }
  return stops;
}

/** The match of `record` after its first `steps` steps. */
export function tableAt(record, steps) {
  return Card121Table.fromRecord({ ...record, steps: record.steps.slice(0, steps) }, lang());
}

/** Where the review is: the round, and its start or end (or now, at the live match's last stop). */
export function whereText(review) {
  const stop = review.stops[review.index];
  const s = (review.known ??= review.table.state());
  const atLast = review.index === review.stops.length - 1;
  const at = stop.at === 'start' ? 'c121.review.start' : atLast && !s.round_over ? 'c121.review.now' : 'c121.review.end';
  return t('c121.review.where', { n: stop.round, total: review.stops.length / 2, at: t(at) });
}

function closeTable(state) {
  state.review?.table?.free();
}

/** Shows the review's stop `index` (kept within the stops). */
export function goTo(state, index) {
  const { review } = state;
  if (!review) return;
  const at = Math.max(0, Math.min(review.stops.length - 1, index));
  const next = attempt(() => tableAt(review.record, review.stops[at].steps), state);
  if (next === FAILED) return;
  closeTable(state);
  review.table = next;
  review.known = null;
  review.index = at;
  announce(state, whereText(review));
  redraw(state);
}

/**
 * Reviews `record` ('live': the live match's; 'import': an imported one),
 * from its stop `index` (the last when negative).
 */
export function openReview(state, record, source, index = 0) {
  closeTable(state);
  resetUi(state);
  const stops = stopsOf(record.steps);
  state.review = { record, source, stops, index: -1, table: null, known: null };
  goTo(state, index < 0 ? stops.length - 1 : index);
}

export const step = (state, by) => state.review && goTo(state, state.review.index + by);
export const first = (state) => goTo(state, 0);
export const last = (state) => state.review && goTo(state, state.review.stops.length - 1);

/** Back to the live match, as it was; its bots go on. Whether there was a review. */
export function closeReview(state) {
  if (!state.review) return false;
  closeTable(state);
  state.review = null;
  redraw(state);
  return true;
}

/** The imported match becomes the live one (asked first by the input when a match is in progress). */
export function adoptReview(state) {
  const { review } = state;
  if (!review || review.source !== 'import') return;
  const whole = attempt(() => Card121Table.fromRecord(review.record, lang()), state);
  if (whole === FAILED) return;
  closeTable(state);
  state.review = null;
  replaceMatch(state, whole);
  say(state, 'info', () => t('c121.msg.adopted'));
}

/** Starts reviewing the live match from its first round. */
export function reviewLive(state) {
  openReview(state, state.table.record(), 'live', 0);
}

/** The language changed: the reviewed table words itself in it. */
export function reviewLanguage(state) {
  if (!state.review) return;
  state.review.table.setLanguage(lang());
  state.review.known = null;
}
