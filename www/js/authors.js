// The authors' page (embed.html): the one-tag install line, the attribute
// tables, and every example drawn live beside its markup (written once in
// authors/examples.js, shown through snippet.js), with a Copy button each.
// A language change rebuilds the examples: their captions and their
// default language follow the page's. The sentences that list the board
// games get the lists from games.json (games/phrases.js).

import { setupLanguage, addStrings, t } from './i18n.js';
import { registerOffline } from './offline.js';
import strings from './strings/authors.js';
import { markup, installLine, copyText } from './snippet.js';
import { EXAMPLES, GAME_EXAMPLE_STRINGS, LISTENED, LISTENER_CODE, BOARD_ATTRIBUTES, CARD_ATTRIBUTES } from './authors/examples.js';
import { boardPhrases } from './games/phrases.js';

addStrings(strings);
addStrings(GAME_EXAMPLE_STRINGS);

const $ = (id) => document.getElementById(id);

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A `<pre><code>` of `text` with its Copy button and a line saying how the copy went. */
function snippetBlock(text, name) {
  const block = el('div', 'snippet');
  const code = el('code', null, text);
  const pre = el('pre');
  pre.append(code);
  pre.setAttribute('aria-label', `${t('authors.snippet')}: ${name}`);
  pre.tabIndex = 0; // a long line scrolls with the keyboard too
  const note = el('span', 'copy-note');
  note.setAttribute('aria-live', 'polite');
  const button = el('button', 'copy', t('authors.copy'));
  button.type = 'button';
  button.setAttribute('aria-label', `${t('authors.copy')}: ${name}`);
  button.addEventListener('click', async () => {
    note.textContent = await copyText(text, code, { copied: 'authors.copied', failed: 'authors.copyFailed' });
  });
  const bar = el('div', 'snippet-bar');
  bar.append(button, note);
  block.append(pre, bar);
  return block;
}

/** The live element an example describes, built from the same data as its markup. */
function liveElement({ tag, attributes }, caption) {
  const element = document.createElement(tag);
  for (const [name, value] of attributes) element.setAttribute(name, value === true ? '' : value);
  element.textContent = caption;
  return element;
}

function example(spec) {
  const caption = spec.id === 'listen' ? '' : t(`authors.ex.${spec.id}.caption`);
  const text = markup(spec.tag, spec.attributes, caption);
  const live = el('div', 'live');
  live.append(liveElement(spec, caption));
  const box = el('article', 'example');
  box.dataset.example = spec.id;
  box.append(live, snippetBlock(text, spec.tag));
  return box;
}

function renderExamples() {
  const articles = EXAMPLES.map((spec) => {
    const title = el('h3', null, t(`authors.ex.${spec.id}.title`));
    const words = el('p', null, t(`authors.ex.${spec.id}.text`));
    const box = example(spec);
    box.prepend(title, words);
    return box;
  });
  $('examples').replaceChildren(...articles);
}

function attributeTable(caption, rows, phrases) {
  const table = el('table', 'attributes');
  table.append(el('caption', null, caption));
  const head = el('tr');
  head.append(el('th', null, t('authors.attrName')), el('th', null, t('authors.attrMeaning')));
  table.createTHead().append(head);
  const body = table.createTBody();
  for (const [name, id] of rows) {
    const row = el('tr');
    const cell = el('th');
    cell.scope = 'row';
    cell.append(el('code', null, name));
    row.append(cell, el('td', null, t(id, phrases)));
    body.append(row);
  }
  return table;
}

/** The properties and events: a board in play mode, the listener's code, and what it heard. */
function renderApi() {
  const live = example(LISTENED);
  const heard = el('output', 'heard', t('authors.api.waiting'));
  live.querySelector('rulebook-board').addEventListener('rulebook-move', (event) => {
    heard.textContent = t('authors.api.moved', event.detail);
  });
  $('api').replaceChildren(el('p', null, t('authors.api.live')), live, snippetBlock(LISTENER_CODE, 'JavaScript'), heard);
}

function render() {
  const phrases = boardPhrases(t);
  $('intro').textContent = t('authors.intro', phrases);
  $('install').replaceChildren(snippetBlock(installLine(), 'script'));
  $('attributes').replaceChildren(
    attributeTable('<rulebook-board>', BOARD_ATTRIBUTES, phrases),
    attributeTable('<rulebook-cards>', CARD_ATTRIBUTES, phrases),
  );
  renderExamples();
  renderApi();
  document.title = `${t('authors.title')} — Rulebook`;
}

setupLanguage(render);
render();
registerOffline();
