// The 121 table page (card121.html): the person at seat #1 against three
// bots. Every rules question goes to the Rust engine through
// Card121Table: what the person may do (state().words.actions), what an
// action does, why it is refused, what a bot plays (botStep, one action at
// a time, paced by the bot speed), the result and every card in words.
// The page keeps its own state on top (card121/page.js) and words the rest
// with i18n.js (its own strings: strings/card121.js). Its parts, one
// concern each, are in card121/: the match's saving (match.js), the
// person's actions and the two-step exchange (play.js), the bots' pace
// (turns.js), what is shown (render.js), input (input.js), the match as
// text (records.js) and its review round by round (review.js).
//
// The same conventions as the play shell: the header, the language switch,
// localStorage, `window.__rulebook` for tests.

import init, { Card121Board } from '../pkg/card121/rulebook_card121.js';
import { setupLanguage, addStrings, t, lang } from './i18n.js';
import strings from './strings/card121.js';
import { findGame } from './games/catalog.js';
import { $, page, change } from './card121/page.js';
import { loadSettings, openTable } from './card121/match.js';
import { render, draw, resize, setRulesEntry } from './card121/render.js';
import { changed } from './card121/turns.js';
import { wireInput } from './card121/input.js';
import { wireRecords } from './card121/records.js';
import { wireReview, setReviewLanguage } from './card121/review.js';
import { registerOffline } from './offline.js';

addStrings(strings);
setRulesEntry(findGame('card121'));

async function boot() {
  setupLanguage(() => {
    if (page.table) change(() => page.table.setLanguage(lang()));
    setReviewLanguage(lang());
    render();
    draw();
  });
  render();
  await init();
  page.settings = loadSettings();
  page.table = openTable();
  $('loading').hidden = true;
  $('table').hidden = false;
  page.board = new Card121Board($('board'));
  // For end-to-end tests and the console: the live engine objects.
  window.__rulebook = {
    get table() {
      return page.table;
    },
    get shown() {
      return page.review?.table ?? page.table;
    },
    board: page.board,
    ui: page.ui,
  };
  wireInput();
  wireRecords();
  wireReview();
  new ResizeObserver(resize).observe($('board'));
  resize();
  changed();
  registerOffline(); // once the table is up: the rest of the site comes after
}

boot().catch((error) => {
  $('loading').hidden = false;
  $('loading').textContent = t('play.failed', { error: error.message });
});
