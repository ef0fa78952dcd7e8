// The authors' page's examples, each written once: the element's tag and
// attributes, and its caption's i18n id. The page draws each live and shows
// the same markup as text (snippet.js), so the two can never disagree.
// Every position, move and solution here is the engine's to check: the
// e2e test (tests/e2e/authors.test.mjs) pastes each snippet into a page on
// another origin and compares the position with the live board's.

/**
 * @typedef {object} Example
 * @property {string} id   i18n ids authors.ex.<id>.title / .text / .caption
 * @property {'rulebook-board' | 'rulebook-cards'} tag
 * @property {[string, string | true][]} attributes
 */

/** @type {Example[]} */
export const EXAMPLES = [
  {
    id: 'view',
    tag: 'rulebook-board',
    attributes: [['game', 'xiangqi'], ['moves', 'h2e2 h9g7 h0g2'], ['ply', '1']],
  },
  {
    id: 'position',
    tag: 'rulebook-board',
    attributes: [['game', 'xiangqi'], ['position', '3k5/9/2r6/9/2p6/9/9/2C3n2/9/4K4 w - - 0 1'], ['arrows', 'c2-c7']],
  },
  {
    id: 'orientation',
    tag: 'rulebook-board',
    attributes: [['game', 'shogi'], ['moves', '7g7f 3c3d'], ['orientation', 'gote'], ['pieces', 'latin']],
  },
  {
    id: 'lang',
    tag: 'rulebook-board',
    attributes: [['game', 'xiangqi'], ['moves', 'b2e2 b9c7'], ['lang', 'en'], ['pieces', 'latin']],
  },
  {
    id: 'play',
    tag: 'rulebook-board',
    attributes: [['game', 'longphuong'], ['mode', 'play']],
  },
  {
    id: 'exercise',
    tag: 'rulebook-board',
    attributes: [['game', 'xiangqi'], ['mode', 'exercise'], ['position', '3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1'], ['solution', 'a1d1']],
  },
  {
    id: 'marks',
    tag: 'rulebook-board',
    attributes: [['game', 'xiangqi'], ['marks', 'e2 g2'], ['arrows', 'h2-e2 h0-g2']],
  },
  {
    id: 'oanquan',
    tag: 'rulebook-board',
    attributes: [['game', 'oanquan'], ['options', 'mandarin_value=5 quan_non=on'], ['moves', '1+']],
  },
  {
    id: 'error',
    tag: 'rulebook-board',
    attributes: [['game', 'xiangqi'], ['position', 'not a position']],
  },
  {
    id: 'cards',
    tag: 'rulebook-cards',
    attributes: [['cards', 'AS-FR AS-BR AS-LR GE-FR GE-BR GE-LR'], ['indicator', 'CR-KY'], ['score', true]],
  },
  {
    id: 'cardsMore',
    tag: 'rulebook-cards',
    attributes: [
      ['cards', 'AS-FR AS-BB AS-LP | GE-KY MU-KY PR-KY'],
      ['indicator', 'CO-KY'],
      ['revealed', 'MO-BR'],
      ['locked', 'AS-FR'],
      ['marks', 'GE-KY'],
      ['dealer', true],
      ['score', true],
    ],
  },
];

/** The board whose `rulebook-move` events the page prints (properties and events). */
export const LISTENED = {
  id: 'listen',
  tag: 'rulebook-board',
  attributes: [['id', 'listened'], ['game', 'xiangqi'], ['mode', 'play']],
};

/** What the page prints for that board, as the reader would write it. */
export const LISTENER_CODE = `const board = document.getElementById('listened');
board.addEventListener('rulebook-move', (event) => {
  const { move, position, ply } = event.detail;
  console.log(move, ply, position);
});`;

/** The reference tables: each attribute and its i18n id. */
export const BOARD_ATTRIBUTES = ['game', 'position', 'moves', 'ply', 'orientation', 'lang', 'mode', 'solution', 'marks', 'arrows', 'options', 'pieces']
  .map((name) => [name, `authors.attr.${name}`]);
export const CARD_ATTRIBUTES = [
  ['cards', 'authors.attr.cards'],
  ['indicator', 'authors.attr.indicator'],
  ['revealed', 'authors.attr.revealed'],
  ['score', 'authors.attr.score'],
  ['locked', 'authors.attr.locked'],
  ['marks', 'authors.attr.cardMarks'],
  ['nhat-ban dealer self-drawn last-card', 'authors.attr.flags'],
  ['lang', 'authors.attr.lang'],
];
