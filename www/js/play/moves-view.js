// The moves played, as the panel lists them (each a button that shows the
// board after it, review.js), and the review's banner and step buttons.

import { $, attempt, FAILED } from '../page/helpers.js';
import { status } from './state.js';
import { reviewText } from './words.js';

export function movesView() {
  /** The moves the list shows: a status's own array (the same while the game and notation are). */
  let listed = null;

  function renderList(state, s) {
    if (s.moves === listed) return;
    listed = s.moves;
    const { sides } = state.adapter;
    const list = $('move-list');
    // A game set up with the second side to move starts its first pair with a gap.
    const gap = s.firstMover !== sides[0] && s.moves.length > 0;
    const plies = gap ? [null, ...s.moves] : [...s.moves];
    const rows = [];
    for (let i = 0; i < plies.length; i += 2) {
      const row = document.createElement('li');
      for (const [j, text] of [plies[i], plies[i + 1]].entries()) {
        if (text === undefined) break;
        const cell = document.createElement(text === null ? 'span' : 'button');
        cell.className = `ply side-${sides[j]}`;
        cell.textContent = text ?? '…';
        if (text !== null) {
          cell.type = 'button';
          cell.dataset.ply = String(i + j + (gap ? 0 : 1));
        }
        row.append(cell);
      }
      rows.push(row);
    }
    if (s.moves.length) rows.at(-1).lastElementChild.classList.add('last');
    list.replaceChildren(...rows);
    $('moves-empty').hidden = s.moves.length > 0;
    // The newest move in view, once the frame lays the list out anyway (reading
    // its height now would lay the page out here and again in the frame).
    requestAnimationFrame(() => (list.scrollTop = list.scrollHeight));
  }

  /** The banner, the move list's current move and the step buttons. */
  function renderReview(state, s) {
    const reviewed = state.review.ply;
    const count = s.moves.length;
    const ply = reviewed ?? count;
    $('review-banner').hidden = reviewed === null;
    if (reviewed !== null) $('review-text').textContent = reviewText(reviewed, s.moves);
    $('board').dataset.reviewing = String(reviewed !== null);
    for (const button of $('move-list').querySelectorAll('button.ply')) {
      const current = Number(button.dataset.ply) === ply;
      if (current) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    }
    $('review-nav').hidden = count === 0;
    $('review-help').hidden = count === 0;
    $('review-start').disabled = ply === 0;
    $('review-prev').disabled = ply === 0;
    $('review-next').disabled = reviewed === null;
    $('review-live').disabled = reviewed === null;
  }

  return (state) => {
    const s = attempt(() => status(state));
    if (s === FAILED) return;
    renderList(state, s);
    renderReview(state, s);
  };
}
