// The authors' page's examples, each written once: the element's tag and
// attributes, and its caption's i18n id. The page draws each live and shows
// the same markup as text (snippet.js), so the two can never disagree.
// Every position, move and solution here is the engine's to check: the
// e2e test (tests/e2e/authors.test.mjs) pastes each snippet into a page on
// another origin and compares the position with the live board's. A game
// may add examples of its own (js/authors/<game>.js, named in games.json),
// each with its words; they join the list after the one they name.

import gameExamples from './games.js';

/**
 * @typedef {object} Example
 * @property {string} id   i18n ids authors.ex.<id>.title / .text / .caption
 * @property {'rulebook-board' | 'rulebook-cards'} tag
 * @property {[string, string | true][]} attributes
 */

/**
 * A game's own examples: after which example they come, and each one's
 * words, which become its authors.ex.<id>.* strings.
 * @typedef {object} GameExamples
 * @property {string} after
 * @property {(Example & {words: {vi: ExampleWords, en: ExampleWords}})[]} examples
 * @typedef {{title: string, text: string, caption: string}} ExampleWords
 */

/** @type {Example[]} */
const SHARED_EXAMPLES = [
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

/** Every example in the page's order: each game's own after the one it names. */
export const EXAMPLES = gameExamples.reduce((list, { after, examples }) => {
  const at = list.findIndex((example) => example.id === after);
  if (at < 0) throw new Error(`a game's examples follow '${after}', which is not an example`);
  return [...list.slice(0, at + 1), ...examples, ...list.slice(at + 1)];
}, SHARED_EXAMPLES);

/** The games' own examples' words, as the strings the page looks up. */
export const GAME_EXAMPLE_STRINGS = { vi: {}, en: {} };
for (const { examples } of gameExamples) {
  for (const { id, words } of examples) {
    for (const [lang, table] of Object.entries(GAME_EXAMPLE_STRINGS)) {
      for (const [key, text] of Object.entries(words[lang])) table[`authors.ex.${id}.${key}`] = text;
    }
  }
}

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
