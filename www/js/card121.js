// The 121 table page (card121.html): the person at seat #1 against three
// bots. Every rules question goes to the Rust engine through
// Card121Table: what the person may do (state().words.actions), what an
// action does, why it is refused, what a bot plays (botStep, one action at
// a time, paced by the bot speed), the result and every card in words.
//
// The page is one store (js/page/store.js), as the play page is: its state
// (card121/state.js) is changed only by committed mutations — the person's
// actions (card121/play.js), the bots' turns (card121/turns.js), the
// review round by round (card121/review.js), the match as text
// (card121/records.js), the settings and the match itself
// (card121/match.js) — one render a frame shows it (card121/render.js),
// and the effects subscribed to the commits do the rest: the bots' pace
// (card121/bot-timer.js), storage (card121/saving.js, the match saved as a
// versioned save, js/page/saves.js), the live region and the service
// worker. The inputs commit (card121/input.js). Its own strings are
// strings/card121.js.

import init, { Card121Board } from '../pkg/card121/rulebook_card121.js';
import { setupLanguage, addStrings, t, lang } from './i18n.js';
import { readOr } from './storage.js';
import strings from './strings/card121.js';
import { findGame } from './games/catalog.js';
import { registerWhenReady } from './offline.js';
import { createStore } from './page/store.js';
import { $, announcer } from './page/helpers.js';
import { createState, changeTable, followHand, redraw } from './card121/state.js';
import { loadSettings, openMatch, startMatch } from './card121/match.js';
import { reviewLanguage } from './card121/review.js';
import { DRAFT_KEY, importErrorLanguage } from './card121/records.js';
import { render, renderHeader, draw } from './card121/render.js';
import { botTimer } from './card121/bot-timer.js';
import { saving } from './card121/saving.js';
import { wireInput } from './card121/input.js';

addStrings(strings);

/** The page's language changed: the tables and the import error are worded in it. */
function languageChanged(state) {
  if (state.table) changeTable(state, () => state.table.setLanguage(lang()));
  reviewLanguage(state);
  importErrorLanguage(state);
  redraw(state);
}

/** The table is up and wired. */
function ready(state) {
  state.ready = true;
}

async function boot() {
  const state = createState({ settings: loadSettings(), rulesEntry: findGame('card121'), importText: readOr(DRAFT_KEY, '') });
  const store = createStore(state, { render, follow: followHand });
  setupLanguage(() => {
    store.commit(languageChanged);
    store.flush();
  });
  renderHeader(state); // while the engine loads
  await init();
  // The canvas is drawn when a commit asks (`redraw`), the rest of the page once a frame.
  const canvas = (_, notices) => notices.some((n) => n.redraw) && draw(state);
  for (const effect of [announcer(), canvas, saving(store), botTimer(store), registerWhenReady()]) store.subscribe(effect);
  store.commit(startMatch, openMatch());
  $('loading').hidden = true;
  $('table').hidden = false;
  state.board = new Card121Board($('board'));
  // For end-to-end tests and the console: the live engine objects.
  window.__rulebook = {
    get table() {
      return state.table;
    },
    get shown() {
      return state.review?.table ?? state.table;
    },
    board: state.board,
    ui: state.ui,
  };
  wireInput(store);
  const resize = () => {
    const { width, height } = $('board').getBoundingClientRect();
    if (width < 1 || height < 1) return;
    state.board.resize(width, height, window.devicePixelRatio || 1);
    draw(state);
  };
  new ResizeObserver(resize).observe($('board'));
  resize();
  store.commit(ready); // the rest of the site (the service worker) comes after
  store.flush();
}

boot().catch((error) => {
  $('loading').hidden = false;
  $('loading').textContent = t('play.failed', { error: error.message });
});
