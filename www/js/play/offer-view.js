// A draw offer from the state (draw-offer.js): the offer button, and the
// question to the other side (or that the computer is weighing it).

import { $, setText } from '../page/helpers.js';
import { status, computerToMove, offersDraws } from './state.js';
import { offerText } from './words.js';

export function offerView() {
  return (state) => {
    if (!offersDraws(state)) return;
    const { offer } = state;
    $('offer-draw').disabled = Boolean(status(state).outcome) || Boolean(offer) || computerToMove(state);
    $('draw-offer').hidden = !offer;
    if (!offer) return;
    setText($('draw-offer-text'), offerText(state));
    $('draw-accept').hidden = offer.asking;
    $('draw-decline').hidden = offer.asking;
  };
}
