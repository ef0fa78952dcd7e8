// The games of the home page and the play page, in games.json's order (as
// generated into list.js). `load` imports a game's adapter for the play
// page (see ../adapter.js), `engine` is what the adapter's `load` is
// given (its wasm modules) and `strings` its own strings; `page` names a
// game's own page instead (a game without an adapter does not fit the
// two-player shell); a game with neither is "coming soon". Names and blurbs
// are the shared strings game.<id>.name / game.<id>.blurb (games.json's too).

import { GAMES as LISTED } from './list.js';

export const GAMES = LISTED.map((game) => ({
  id: game.id,
  load: game.adapter ?? undefined,
  engine: game.engine ?? undefined,
  strings: game.strings ?? undefined,
  page: game.adapter ? undefined : game.page,
  rules: game.rules,
}));

export function findGame(id) {
  return GAMES.find((game) => game.id === id) ?? null;
}

/** Whether the game can be played (on the shell or its own page). */
export function playable(game) {
  return Boolean(game?.load || game?.page);
}

/** Paths are relative so the site works from any sub-path. */
export function playHref(game) {
  return game.page ?? `play.html?game=${encodeURIComponent(game.id)}`;
}

/** The game's rules page in `lang`, as tools/rules-pages.mjs writes it. */
export function rulesHref(game, lang) {
  return game.rules?.[lang] ?? '';
}
