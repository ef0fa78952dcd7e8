// The embedded board's own styles, inside its shadow root: nothing leaks in
// or out. The board takes its container's width (a phone column too); its
// shape is the play page's for each game (games.json's embedAspect), narrow
// boards with the hands above and below.

import { GAMES } from './list.js';

const shaped = GAMES.filter((game) => game.aspect);
const shape = (game, ratio) => `:host([game="${game.id}"]) canvas { aspect-ratio: ${ratio}; }\n`;
const wide = shaped.map((game) => shape(game, game.aspect.wide)).join('');
const narrow = shaped.filter((game) => game.aspect.narrow).map((game) => `  ${shape(game, game.aspect.narrow)}`).join('');

export const STYLE = `
:host { display: block; max-width: 36rem; margin: 1rem 0; container-type: inline-size;
  font: 0.95rem/1.4 system-ui, sans-serif; color: #2b2118; }
:host([hidden]) { display: none; }
figure { margin: 0; }
canvas { display: block; width: 100%; height: auto; aspect-ratio: 97 / 107; touch-action: none;
  border-radius: 6px; }
canvas:focus-visible { outline: 3px solid #1746a2; outline-offset: 3px; }
${wide}@container (max-width: 30rem) {
${narrow}}
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.35rem; margin-top: 0.4rem; }
.bar[hidden], [hidden] { display: none; }
button { font: inherit; min-width: 2.4rem; min-height: 2.2rem; padding: 0.15rem 0.5rem; border-radius: 6px;
  border: 1px solid #8a7358; background: #fbf1dc; color: inherit; cursor: pointer; }
button:disabled { opacity: 0.45; cursor: default; }
button:focus-visible { outline: 3px solid #1746a2; outline-offset: 2px; }
.ply { min-width: 6rem; text-align: center; font-variant-numeric: tabular-nums; }
.message { margin: 0.4rem 0 0; min-height: 1.4em; }
.message[data-kind="error"] { color: #a1151b; }
.message[data-kind="solved"] { color: #1d6b2a; font-weight: 600; }
.error { margin: 0; padding: 0.6rem 0.8rem; border: 2px solid #a1151b; border-radius: 6px;
  background: #fff4f2; color: #7d0f14; white-space: pre-wrap; overflow-wrap: anywhere; }
figcaption { margin-top: 0.3rem; }
:host(rulebook-cards) canvas { aspect-ratio: auto; }
.reading { margin: 0.4rem 0 0; padding-left: 1.2rem; }
.reading li:first-child, .reading li:last-child { font-weight: 600; }
`;
