// The five games, in the order the home page lists them. `load` imports a
// game's adapter for the play page (see ../adapter.js) and `strings` its own
// strings; `page` names a game's own page instead (121's four-seat table does
// not fit the two-player shell); a game with neither is "coming soon". Names
// and blurbs live in ../strings/shared.js as game.<id>.name / game.<id>.blurb.

export const GAMES = [
  { id: 'xiangqi', load: () => import('./xiangqi.js'), strings: () => import('../strings/xiangqi.js'), rules: true },
  { id: 'shogi', load: () => import('./shogi.js'), strings: () => import('../strings/shogi.js'), rules: true },
  { id: 'longphuong', load: () => import('./longphuong.js'), strings: () => import('../strings/longphuong.js'), rules: true },
  { id: 'oanquan', load: () => import('./oanquan.js'), strings: () => import('../strings/oanquan.js'), rules: true },
  { id: 'card121', page: 'card121.html', rules: true },
];

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

export function rulesHref(game, lang) {
  return `rules/${game.id}.${lang}.html`;
}
