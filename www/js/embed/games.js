// The games an embedded board can show (games.json's games whose element
// is <rulebook-board>, generated into list.js), and how each is
// loaded: the play page's adapter (js/games/<game>.js, the same drawing and
// input code) on its game's module without the computer player
// (www/pkg/embed_<game>/), and the game's strings. Each game is loaded once
// per page, however many boards show it. The game's strings also go to
// i18n.js, through which some adapters word what they draw (in the page's
// first language). Every import is a literal relative to the generated
// list, so the element works from any path or origin that serves www/, and
// a bundler finds every file.

import { addStrings } from '../i18n.js';
import { GAMES as LISTED } from './list.js';

/** The view option that the `pieces` attribute sets (the play page's piece set). */
const PIECES_OPTION = 'pieceSet';

/**
 * Per game: its adapter, its strings, its engine, and which
 * attribute values name its view choices.
 */
export const GAMES = Object.fromEntries(
  LISTED.filter((game) => game.element === 'rulebook-board').map((game) => [
    game.id,
    {
      adapter: game.adapter,
      strings: game.strings,
      engine: game.engine,
      orientations: game.orientations,
      pieces: game.pieces && { option: PIECES_OPTION, choices: game.pieces },
    },
  ]),
);

/** A game's loading, started once: {adapter, strings}. */
const loading = new Map();

/** The game's adapter (its module started) and its strings, loaded once per page. */
export function loadGame(game) {
  if (!loading.has(game)) {
    const entry = GAMES[game];
    const ready = Promise.all([entry.adapter(), entry.strings()]).then(async ([adapter, strings]) => {
      addStrings(strings.default);
      await adapter.load(entry.engine);
      return { adapter, strings: strings.default };
    });
    // A failed load (the network) is tried again by the next board that asks.
    ready.catch(() => loading.delete(game));
    loading.set(game, ready);
  }
  return loading.get(game);
}
