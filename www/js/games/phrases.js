// The board games as sentences list them, from games.json (../embed/list.js): a
// string says `{games}` where the list stands, so a new game joins every
// sentence that names the games.

import { GAMES } from '../embed/list.js';

const BOARDS = GAMES.filter((game) => game.element === 'rulebook-board');

/** `items` as alternatives in `t`'s language: "a, b or c" (the shared list.or). */
export function orList(t, items) {
  if (items.length < 2) return items.join('');
  return t('list.or', { items: items.slice(0, -1).join(', '), last: items.at(-1) });
}

/**
 * The placeholders of the sentences about <rulebook-board>'s games:
 * `games` their ids as alternatives, `boards` their names, `orientations`
 * and `pieces` the attributes' values, game by game.
 */
export function boardPhrases(t) {
  return {
    games: orList(t, BOARDS.map((game) => game.id)),
    boards: BOARDS.map((game) => game.label).join(', '),
    orientations: BOARDS.map((game) => game.orientations.join('|')).join(', '),
    pieces: BOARDS.filter((game) => game.pieces)
      .map((game) => `${game.pieces.join('|')} (${game.label})`)
      .join(', '),
  };
}
