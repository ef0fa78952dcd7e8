// Rulebook's embeddable boards: the one script a page includes.
//
//   <script type="module" src="…/embed.js"></script>
//   <rulebook-board game="xiangqi" moves="h2e2 h9g7" ply="1">Caption</rulebook-board>
//   <rulebook-cards cards="AS-FR AS-BR AS-LR GE-FR GE-BR GE-LR" indicator="CR-KY" score></rulebook-cards>
//
// Everything else (the element's code, each game's engine) is loaded
// relative to this file, only for the games the page shows, once per page.
// The attributes, properties and events are in embed.d.ts; the element
// classes are exported for a page that extends or checks them.

import { RulebookBoard } from './js/embed/board-element.js';
import { RulebookCards } from './js/embed/cards-element.js';

// Where there is no DOM (a server-side renderer importing the package),
// nothing is defined and nothing runs.
if (globalThis.customElements) {
  if (!customElements.get('rulebook-board')) customElements.define('rulebook-board', RulebookBoard);
  if (!customElements.get('rulebook-cards')) customElements.define('rulebook-cards', RulebookCards);
}

export { RulebookBoard, RulebookCards };
