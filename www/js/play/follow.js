// What any change of the play page's state brings with it, run by the store
// after every mutation (page/store.js's `follow`), so that no mutation has
// to remember it: a changed game is drawn again (and a move, an undo or its
// end closes the choice a move was waiting for; the language does not), the
// clocks follow the moves, a draw offer lapses, a review of a game that is
// gone ends, and the computer starts or stops the search the position needs.

import { status, redraw } from './state.js';
import { closeChoice } from './choice.js';
import { followClocks } from './clocks.js';
import { followOffer } from './draw-offer.js';
import { followReview } from './review.js';
import { followComputer } from './computer.js';

export function follow(state) {
  const { session, followed } = state;
  if (!session) return;
  if (followed.session !== session || followed.version !== session.version) {
    const s = status(state);
    const moved = followed.session !== session || followed.moves !== s.moves.length || followed.over !== Boolean(s.outcome);
    state.followed = { session, version: session.version, moves: s.moves.length, over: Boolean(s.outcome) };
    if (moved) closeChoice(state);
    redraw(state);
  }
  followClocks(state);
  followOffer(state);
  followReview(state);
  followComputer(state);
}
