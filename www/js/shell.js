// The play page, shared by every game: `play.html?game=<id>` loads that
// game's adapter (js/games/<id>.js, listed in catalog.js) and its strings
// (js/strings/<id>.js), and wires them to the page. What the page asks of
// an adapter, member by member and game by game, is js/adapter.js.
//
// The page is one store (js/page/store.js): its state (play/state.js) is
// changed only by committed mutations, one render a frame draws the panel
// from it (play/panel.js and the views it composes), the board is drawn by
// BoardControl at its frames (play/board-host.js), and the effects
// subscribed to the commits do the rest: storage (play/saving.js, the game
// saved as a versioned save, js/page/saves.js), the computer's worker
// (play/computer-worker.js), the clocks' timer (play/clock-timer.js),
// sound (play/sound.js), the live region and the service worker. The
// inputs commit (play/buttons.js, forms.js, review-input.js,
// choice-input.js, board-host.js); what any change brings with it is
// play/follow.js.

import { setupLanguage, setScope, addStrings, translate, t } from './i18n.js';
import { findGame } from './games/catalog.js';
import { checkAdapter, checkSession } from './adapter.js';
import { registerWhenReady } from './offline.js';
import { createStore } from './page/store.js';
import { $, announcer } from './page/helpers.js';
import { createState, shownGame } from './play/state.js';
import { loadSettings } from './play/settings.js';
import { controlsFor } from './play/time-controls.js';
import { follow } from './play/follow.js';
import { startGame, languageChanged } from './play/game.js';
import { clockMathLoaded } from './play/clocks.js';
import { createPanel, buildPanel } from './play/panel.js';
import { openGame, saving } from './play/saving.js';
import { createSound, savedSoundOn } from './play/sound.js';
import { computerWorker } from './play/computer-worker.js';
import { clockTimer, loadClockMath } from './play/clock-timer.js';
import { createBoard } from './play/board-host.js';
import { wireButtons } from './play/buttons.js';
import { wireForms } from './play/forms.js';
import { wireReview } from './play/review-input.js';
import { wireChoice } from './play/choice-input.js';

const gameId = new URLSearchParams(location.search).get('game');
const entry = findGame(gameId);

/** Shows a notice for an unknown or unbuilt game; false then. */
function playable() {
  if (entry?.page) {
    location.replace(entry.page); // a game with its own page (121)
    return false;
  }
  if (entry?.load) return true;
  $('loading').hidden = true;
  $('unavailable').hidden = false;
  let text = t('play.none');
  if (entry) text = t('play.unbuilt', { game: t(`game.${entry.id}.name`) });
  else if (gameId) text = t('play.unknown', { game: gameId });
  $('unavailable-text').textContent = text;
  return false;
}

/** The game's adapter, checked, with its strings added to the page's. */
async function loadGame() {
  const [adapter, strings] = await Promise.all([entry.load(), entry.strings()]);
  addStrings(strings.default);
  translate();
  checkAdapter(adapter);
  return adapter;
}

/** The page is up: the board drawn, the inputs wired. */
function ready(state) {
  state.ready = true;
}

async function boot() {
  setScope(entry?.id ?? null);
  if (entry) document.body.dataset.game = entry.id;
  let store = null;
  setupLanguage(() => {
    if (!playable() || !store) return;
    store.commit(languageChanged);
    store.flush();
  });
  if (!playable()) return;
  let adapter;
  try {
    adapter = await loadGame();
    await adapter.load(entry.engine);
  } catch (error) {
    $('loading').textContent = t('play.failed', { error: error.message });
    return;
  }
  const settings = loadSettings(entry, adapter, controlsFor(adapter));
  const saved = openGame(entry, adapter);
  // The clocks' arithmetic comes first when a clock may be needed (a control chosen, a clock saved).
  const math = settings.timeControl !== 'none' || saved.opened?.fields.clock ? await loadClockMath() : null;

  const state = createState({ entry, adapter, settings, soundOn: savedSoundOn() });
  store = createStore(state, { render: createPanel(), follow });
  const sound = createSound(state);
  for (const effect of [announcer(), saving(store), sound.effect, computerWorker(store), clockTimer(store), registerWhenReady()]) {
    store.subscribe(effect);
  }
  if (math) store.commit(clockMathLoaded, math);
  buildPanel(state);
  store.commit(startGame, saved);
  checkSession(state.session, adapter);
  $('loading').hidden = true;
  $('table').hidden = false;
  const canvas = $('board');
  state.board = adapter.createBoard(canvas);
  // For end-to-end tests and the console: the live engine objects.
  window.__rulebook = {
    board: state.board,
    get game() {
      return state.session.game;
    },
    get flipped() {
      return state.settings.flipped;
    },
    // The object the board draws: the reviewed game's while reviewing.
    get shown() {
      return shownGame(state);
    },
    sounds: sound.log, // the kinds of sound played, in order
  };
  createBoard(store, canvas, sound);
  wireChoice(store);
  wireButtons(store);
  wireForms(store);
  wireReview(store);
  store.commit(ready); // the rest of the site (the service worker) comes after
  store.flush();
}

boot().catch((error) => {
  $('loading').hidden = false;
  $('loading').textContent = t('play.failed', { error: error.message });
});
