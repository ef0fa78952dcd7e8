// The play page's sentences made from the state: the players' names, the
// result, the toss, where a review is, and the engine's words for a
// refusal kept in step with the page's language. Read by the views and by
// the mutations that announce.

import { t, lang } from '../i18n.js';
import { status, computerSeat, responder } from './state.js';

/** @typedef {import('../adapter.js').Status} Status */

export const sideName = (side) => t(`side.${side}`);

/** A player's name: the one chosen, player 1 or 2, or the computer's for the seat it plays. */
export function playerName(state, index) {
  if (computerSeat(state) === index) return t('computer.name', { level: state.settings.computer.level });
  return state.settings.names[index].trim() || t(`player.${index + 1}`);
}

/** The result line: who won and why, or a draw, and the game's note. @param {Status} s */
export function resultText(state, s) {
  // The engine words the reason, in the game's language.
  const reason = s.outcome.text;
  const winner = s.outcome.winner;
  const note = s.note ? ` ${t(s.note.key, s.note.params)}` : '';
  if (!winner) return t('result.draw', { reason }) + note;
  return t('result.win', { side: sideName(winner), name: playerName(state, s.playerOf[winner]), reason }) + note;
}

/** The toss sentence of the current game (coin toss, furigoma), or who plays first. @param {Status} s */
export function tossText(state, s) {
  const first = s.toss?.side ?? state.adapter.sides[0];
  const params = {
    ...s.toss?.params,
    name: playerName(state, s.playerOf[first]),
    side: sideName(first),
    tosser: playerName(state, 0),
  };
  // A game with a toss of its own but none this time (next in series) only says who plays first.
  return t(s.toss === null ? 'status.plays' : s.toss?.key ?? 'status.toss', params);
}

/** A side and its player's name, for the draw offer's sentences. */
export function nameOf(state, side) {
  return { side: sideName(side), name: playerName(state, status(state).playerOf[side]) };
}

/** The draw offer's question to the other side, or that the computer is weighing it. */
export function offerText(state) {
  const { offer } = state;
  if (offer.asking) return t('draw.considering', nameOf(state, offer.side));
  const asked = nameOf(state, responder(state));
  return t('draw.offered', { ...nameOf(state, offer.side), to: asked.side, toName: asked.name });
}

/** Where the review is: the start, or after which move of how many. */
export function reviewText(ply, moves) {
  const m = moves.length;
  if (ply === 0) return t('review.atStart', { m });
  return t('review.at', { n: ply, m, move: moves[ply - 1] });
}

/**
 * The engine's words for a refusal, following the page's language: `first`
 * (its text now), then `ask()` once for each other language shown (the
 * engine answers in the game's language, set before the page renders
 * again). `ask` keeps what produced the refusal (the text that failed to
 * load, the move refused) and asks the engine again; it may answer a
 * promise (`later()` runs when it comes, to show it) or nothing (the last
 * text stays: the engine no longer refuses, the game having changed).
 * @returns {() => string}
 */
export function engineWords(first, ask, later = () => {}) {
  const known = new Map([[lang(), first]]);
  let last = first;
  return () => {
    const language = lang();
    if (!known.has(language)) {
      known.set(language, last);
      let answer = null;
      try {
        answer = ask?.() ?? null;
      } catch (error) {
        answer = error.message || null;
      }
      if (typeof answer?.then === 'function') {
        answer.then(
          (text) => {
            if (!text) return;
            known.set(language, text);
            if (lang() === language) later();
          },
          () => {},
        );
      } else if (answer) known.set(language, answer);
    }
    return (last = known.get(language));
  };
}

/**
 * The referee's words after a touch, as a message: said again in another
 * language from the engine (`reword`: the foul the touch committed) while
 * the game has not moved on.
 */
export function dutyWords({ note, reword }) {
  const words = engineWords(note, reword);
  return () => t('status.duty', { duty: words() });
}
