// The five games, in the order the home page lists them. `load` imports a
// game's adapter for the play page; a game without one is "coming soon".
// Names and blurbs live in i18n.js as game.<id>.name / game.<id>.blurb.

export const GAMES = [
  { id: 'xiangqi', load: () => import('./xiangqi.js'), rules: true },
  { id: 'shogi', load: () => import('./shogi.js'), rules: true },
  { id: 'longphuong', load: () => import('./longphuong.js'), rules: true },
  { id: 'oanquan', load: () => import('./oanquan.js'), rules: true },
  { id: 'card121' },
];

export function findGame(id) {
  return GAMES.find((game) => game.id === id) ?? null;
}

/** Paths are relative so the site works from any sub-path. */
export function playHref(game) {
  return `play.html?game=${encodeURIComponent(game.id)}`;
}

export function rulesHref(game, lang) {
  return `rules/${game.id}.${lang}.html`;
}
