// The games an embedded board can show, and how each is loaded: the play
// page's adapter (js/games/<game>.js, the same drawing and input code) on
// its game's module without the computer player (www/pkg/embed_<game>/),
// and the game's strings. Each game is loaded once per page, however many
// boards show it. The game's strings also go to i18n.js, through which
// some adapters word what they draw (Ô ăn quan's stores, in the page's
// first language). Every URL is relative to this file, so the element works
// from any path or origin that serves www/.

import { addStrings } from '../i18n.js';

/** Per game: its adapter, its strings, and which attribute values name its view choices. */
export const GAMES = {
  xiangqi: {
    adapter: () => import('../games/xiangqi.js'),
    strings: () => import('../strings/xiangqi.js'),
    orientations: ['red', 'black'],
    pieces: { option: 'pieceSet', choices: ['chinese', 'latin'] },
  },
  shogi: {
    adapter: () => import('../games/shogi.js'),
    strings: () => import('../strings/shogi.js'),
    orientations: ['sente', 'gote'],
    pieces: { option: 'pieceSet', choices: ['kanji', 'latin'] },
  },
  longphuong: {
    adapter: () => import('../games/longphuong.js'),
    strings: () => import('../strings/longphuong.js'),
    orientations: ['orange', 'blue'],
    pieces: null,
  },
  oanquan: {
    adapter: () => import('../games/oanquan.js'),
    strings: () => import('../strings/oanquan.js'),
    orientations: ['south', 'north'],
    pieces: null,
  },
};

/** The glue of a game's module without the computer player. */
export const embedModule = (game) => new URL(`../../pkg/embed_${game}/rulebook_embed_${game}.js`, import.meta.url).href;

/** A game's loading, started once: {adapter, strings}. */
const loading = new Map();

/** The game's adapter (its module started) and its strings, loaded once per page. */
export function loadGame(game) {
  if (!loading.has(game)) {
    const entry = GAMES[game];
    const ready = Promise.all([entry.adapter(), entry.strings()]).then(async ([adapter, strings]) => {
      addStrings(strings.default);
      await adapter.load(embedModule(game));
      return { adapter, strings: strings.default };
    });
    // A failed load (the network) is tried again by the next board that asks.
    ready.catch(() => loading.delete(game));
    loading.set(game, ready);
  }
  return loading.get(game);
}
