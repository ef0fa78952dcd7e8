// A draw offered and answered (Cờ tướng, shogi, Cờ Long Phượng; Ô ăn quan
// hides the button, as it hides Resign). The side to move offers, as a
// player does before or after making a move; the panel then asks the other
// side "Accept / Decline". The offer stands until that side answers or
// makes a move (the offerer may still make its own), and lapses with undo,
// the game's end or a new game. Accepting ends the game through the engine
// (`Session.agreeDraw`), drawn by agreement. A standing offer is kept in
// localStorage (`<game>.offer`) with the move count it belongs to, so a
// reload keeps it.
//
// Against the computer the offer is answered at once: it searches the
// position briefly (computer.js's `evaluateOffer`) and accepts when its
// own evaluation is no better than about equal, at most DRAW_MARGIN
// centipawns in its favour (a third of a pawn), and never when it sees a
// mate for itself.

import { t } from '../i18n.js';
import * as store from '../storage.js';
import { $, play, say, announce, attempt, FAILED, status, sideName, playerName, clearMessage } from './page.js';
import { changed } from './session.js';
import { computerSide, computerToMove, evaluateOffer } from './computer.js';

/** The computer accepts a draw up to this evaluation in its favour (centipawns). */
export const DRAW_MARGIN = 30;

/** The offer standing: {session, side (the offerer's id), moves (the count when offered)}, or null. */
let offer = null;
/** The computer is weighing the offer. */
let asking = false;

const offerKey = () => `${play.entry.id}.offer`;

/** Whether this game has draw offers (Ô ăn quan hides the button). */
const offered = () => !(play.adapter.hiddenButtons ?? []).includes('offer-draw');

/**
 * Whether the computer takes the draw, given the evaluation for the
 * offerer (the side to move): `{cp}` or `{mate}` as the thinker reports it.
 */
export function computerAccepts(score) {
  if (!score) return false;
  if (typeof score.mate === 'number') return score.mate > 0; // the offerer mates: a draw saves it
  return typeof score.cp === 'number' && -score.cp <= DRAW_MARGIN;
}

function save() {
  if (!offer) return store.remove(offerKey());
  store.write(offerKey(), { side: offer.side, moves: offer.moves });
}

/** Whether the offer still stands in status `s`: no move yet, or only the offerer's. */
function stands(s) {
  if (!offer || offer.session !== play.session || s.outcome) return false;
  return s.moves.length === offer.moves || (s.moves.length === offer.moves + 1 && s.turn !== offer.side);
}

/** The first session's offer, as saved (dropped unless it still stands). */
export function startOffer() {
  if (!offered()) return;
  const kept = store.readOr(offerKey(), null);
  const side = play.adapter.sides.includes(kept?.side) ? kept.side : null;
  offer = side && Number.isInteger(kept.moves) ? { session: play.session, side, moves: kept.moves } : null;
  if (!stands(status())) offer = null;
  save();
}

/** After any change (`changed`): an answer by move, an undo or the end lapses the offer. */
export function offerChanged() {
  if (!offer) return;
  if (!stands(status())) {
    offer = null;
    asking = false;
    save();
  }
}

/** The side asked: the offerer's opponent. */
const responder = () => play.adapter.sides.find((side) => side !== offer.side);

function nameOf(side) {
  const s = status();
  return { side: sideName(side), name: playerName(s.playerOf[side]) };
}

/** The offer button and the question to the other side. */
export function renderOffer() {
  if (!offered()) return;
  const s = status();
  if (offer && !stands(s)) offer = null;
  $('offer-draw').disabled = Boolean(s.outcome) || Boolean(offer) || computerToMove();
  const box = $('draw-offer');
  box.hidden = !offer;
  if (!offer) return;
  const asked = responder();
  const text = asking
    ? t('draw.considering', nameOf(offer.side))
    : t('draw.offered', { ...nameOf(offer.side), to: nameOf(asked).side, toName: nameOf(asked).name });
  if ($('draw-offer-text').textContent !== text) $('draw-offer-text').textContent = text;
  $('draw-accept').hidden = asking;
  $('draw-decline').hidden = asking;
}

function accept(by = 'player') {
  if (!offer) return;
  offer = null;
  asking = false;
  save();
  if (attempt(() => play.session.agreeDraw()) === FAILED) return changed();
  play.control.reset();
  clearMessage();
  if (by === 'computer') say('info', () => t('draw.computerAccepts'));
  changed();
  announce($('result').textContent);
}

function decline(by) {
  if (!offer) return;
  const side = responder();
  offer = null;
  asking = false;
  save();
  say('info', () => t(by === 'computer' ? 'draw.computerDeclines' : 'draw.declined', nameOf(side)));
  changed();
}

/** The computer's answer to the player's offer. */
function answer(score) {
  if (!offer || !asking) return;
  if (score === null) {
    // The search was stopped (a new game, a hint asked): the offer lapses.
    offer = null;
    asking = false;
    save();
    return changed();
  }
  if (computerAccepts(score)) {
    accept('computer');
  } else {
    decline('computer');
  }
}

function offerDraw() {
  const s = status();
  if (s.outcome || offer || computerToMove()) return;
  offer = { session: play.session, side: s.turn, moves: s.moves.length };
  save();
  clearMessage();
  const vsComputer = computerSide() === responder();
  asking = vsComputer;
  changed();
  announce($('draw-offer-text').textContent);
  if (vsComputer) evaluateOffer(answer);
}

export function wireOffer() {
  if (!offered()) return;
  $('offer-draw').addEventListener('click', offerDraw);
  $('draw-accept').addEventListener('click', () => accept());
  $('draw-decline').addEventListener('click', () => decline('player'));
}
