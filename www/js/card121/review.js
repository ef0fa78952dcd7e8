// A 121 match replayed round by round on the table: the live match (its
// record as it stands) or an imported one, shown at each round's start and
// end (◀ ▶, ← →, Home/End), every stop rebuilt by the engine from the
// record's first steps (Card121Table.fromRecord), so what is shown is what
// seat #1 saw then. The live match is kept as it was: its bots wait, and
// Esc or "Back to the live match" returns to it. An imported match can be
// taken up as the live one.

import { Card121Table } from '../../pkg/card121/rulebook_card121.js';
import { t, lang } from '../i18n.js';
import { $, page, say, announce, attempt } from './page.js';
import { render, draw } from './render.js';
import { changed, scheduleBots, stopBots } from './turns.js';
import { replaceMatch, inProgress, resetUi } from './play.js';

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

/**
 * Reviews `record` ('live': the live match's; 'import': an imported one),
 * from its stop `index` (the last when negative). `table`, when given, is
 * the whole match already replayed, shown at the last stop.
 */
export function openReview(record, source, index = 0) {
  closeTable();
  resetUi();
  stopBots();
  const stops = stopsOf(record.steps);
  page.review = { record, source, stops, index: -1, table: null, known: null };
  goTo(index < 0 ? stops.length - 1 : index);
}

export function goTo(index) {
  const review = page.review;
  if (!review) return;
  const at = Math.max(0, Math.min(review.stops.length - 1, index));
  const next = attempt(() => tableAt(review.record, review.stops[at].steps));
  if (!next.ok) return render();
  closeTable();
  review.table = next.value;
  review.known = null;
  review.index = at;
  $('board').dataset.review = String(at);
  render();
  draw();
  announce(whereText());
}

export const step = (by) => page.review && goTo(page.review.index + by);
export const first = () => goTo(0);
export const last = () => page.review && goTo(page.review.stops.length - 1);

function closeTable() {
  page.review?.table?.free();
}

/** Back to the live match, as it was; its bots go on. */
export function closeReview() {
  if (!page.review) return false;
  closeTable();
  page.review = null;
  delete $('board').dataset.review;
  render();
  draw();
  scheduleBots();
  $('review-start').focus();
  return true;
}

/** The imported match becomes the live one (after asking, when a match is in progress). */
export function adoptReview() {
  const review = page.review;
  if (!review || review.source !== 'import') return;
  if (inProgress() && !window.confirm(t('c121.confirm.adopt'))) return;
  const whole = attempt(() => Card121Table.fromRecord(review.record, lang()));
  if (!whole.ok) return render();
  closeTable();
  page.review = null;
  delete $('board').dataset.review;
  replaceMatch(whole.value);
  say('info', () => t('c121.msg.adopted'));
  changed();
}

/** Starts reviewing the live match from its first round. */
export function reviewLive() {
  openReview(page.table.record(), 'live', 0);
}

export function setReviewLanguage(code) {
  if (!page.review) return;
  page.review.table.setLanguage(code);
  page.review.known = null;
}

function whereText() {
  const review = page.review;
  const stop = review.stops[review.index];
  const s = page.review.known ?? (page.review.known = review.table.state());
  const atLast = review.index === review.stops.length - 1;
  const at = stop.at === 'start' ? 'c121.review.start' : atLast && !s.round_over ? 'c121.review.now' : 'c121.review.end';
  return t('c121.review.where', { n: stop.round, total: review.stops.length / 2, at: t(at) });
}

export function renderReview() {
  const review = page.review;
  $('review').hidden = !review;
  $('review-start').disabled = Boolean(review);
  if (!review) return;
  $('review-where').textContent = whereText();
  $('review-help').textContent = t('c121.review.help', { source: t(`c121.review.source.${review.source}`) });
  $('review-prev').disabled = review.index === 0;
  $('review-next').disabled = review.index === review.stops.length - 1;
  $('review-adopt').hidden = review.source !== 'import';
}

/** The review's keys: ← → step, Home/End, Esc back. Whether the key was the review's. */
export function reviewKey(key) {
  if (!page.review) return false;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      step(-1);
      return true;
    case 'ArrowRight':
    case 'ArrowDown':
      step(1);
      return true;
    case 'Home':
      first();
      return true;
    case 'End':
      last();
      return true;
    case 'Escape':
      closeReview();
      return true;
    default:
      return false;
  }
}

export function wireReview() {
  $('review-prev').addEventListener('click', () => step(-1));
  $('review-next').addEventListener('click', () => step(1));
  $('review-exit').addEventListener('click', closeReview);
  $('review-adopt').addEventListener('click', adoptReview);
  $('review-start').addEventListener('click', reviewLive);
}
