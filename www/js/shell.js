// The play page, shared by every game: `play.html?game=<id>` loads that
// game's adapter (js/games/<id>.js, listed in catalog.js) and its strings
// (js/strings/<id>.js), and wires them to the page. What the page asks of
// an adapter, member by member and game by game, is js/adapter.js.
//
// The parts, in js/play/:
//   page.js      what they all share: the live objects, the message line
//   settings.js  what the player chose (names, notation, options, drafts), persisted
//   session.js   the game in play: started, restored, saved, replaced (new
//                game, next in series, a position, a record)
//   panel.js     the side panel and the tools' look: built from the adapter,
//                rendered from the status
//   choice.js    the choice a move may need (promotion)
//   field-error.js  an error under the field it is about (a position or record refused)
//   input.js     the board, typed moves, tools and the game buttons
//   embed-position.js  "Embed this position": the <rulebook-board> markup for the game
//   computer.js  the computer player, the hint and the evaluation bar (its
//                search in js/ai-worker.js, a Web Worker)
//   review.js    the board at an earlier ply (the move list, ← → Home End),
//                the game in play kept
//   sound.js     the sounds of moves, made with Web Audio, and their toggle
//   clocks.js    the players' clocks (their arithmetic in clock.js)
//   draw-offer.js  a draw offered and answered
// Handlers change the session or the settings, then call `changed`
// (session.js: save, render the panel, redraw the board) or `render`.

import { setupLanguage, setScope, addStrings, translate, t, lang } from './i18n.js';
import { findGame } from './games/catalog.js';
import { BoardControl } from './board-control.js';
import { checkAdapter, checkSession } from './adapter.js';
import { $, play } from './play/page.js';
import { loadSettings } from './play/settings.js';
import { startSession, changed, wireSession } from './play/session.js';
import { buildPanel, render, wirePanel } from './play/panel.js';
import { wireChoice } from './play/choice.js';
import { boardHost, wireButtons, wireTools } from './play/input.js';
import { buildComputer, wireComputer, languageChanged } from './play/computer.js';
import { wireEmbed } from './play/embed-position.js';
import { registerOffline } from './offline.js';
import { wireReview, shownGame } from './play/review.js';
import { wireSound, wireSoundToggle, soundLog } from './play/sound.js';
import { buildClocks, prepareClocks, wireClocks } from './play/clocks.js';
import { startOffer, wireOffer } from './play/draw-offer.js';

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

async function boot() {
  play.entry = entry;
  setScope(entry?.id ?? null);
  if (entry) document.body.dataset.game = entry.id;
  setupLanguage(() => {
    play.session?.setLanguage(lang());
    if (!playable() || !play.control) return;
    render();
    play.control.redraw();
    languageChanged(); // the engine words the evaluation in the new language
  });
  if (!playable()) return;
  try {
    play.adapter = await loadGame();
    await play.adapter.load();
  } catch (error) {
    $('loading').textContent = t('play.failed', { error: error.message });
    return;
  }
  play.settings = loadSettings();
  buildPanel();
  buildComputer();
  buildClocks();
  await prepareClocks();
  startSession();
  startOffer();
  checkSession(play.session, play.adapter);
  $('loading').hidden = true;
  $('table').hidden = false;
  const canvas = $('board');
  play.board = play.adapter.createBoard(canvas);
  // For end-to-end tests and the console: the live engine objects.
  window.__rulebook = {
    board: play.board,
    get game() {
      return play.session.game;
    },
    get flipped() {
      return play.settings.flipped;
    },
    // The object the board draws: the reviewed game's while reviewing (review.js).
    get shown() {
      return shownGame();
    },
    sounds: soundLog, // the kinds of sound played, in order
  };
  play.control = new BoardControl(canvas, boardHost());
  wireChoice();
  wireButtons();
  wireSession();
  wireEmbed();
  wirePanel();
  wireComputer();
  wireTools();
  wireReview();
  wireSound();
  wireSoundToggle($('sound-toggle'));
  wireClocks();
  wireOffer();
  changed();
  registerOffline(); // once the board is up: the rest of the site comes after
}

boot().catch((error) => {
  $('loading').hidden = false;
  $('loading').textContent = t('play.failed', { error: error.message });
});
