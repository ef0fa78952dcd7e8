// The 121 table page (card121.html): the person at seat #1 against three
// bots. Every rules question goes to the Rust engine through
// Card121Table: what the person may do (state().words.actions), what an
// action does, why it is refused, what a bot plays (botStep, one action at
// a time, paced here by the bot speed), the result in words. This module
// keeps the page's own state (the keyboard cursor, Đổi or Nhất Bản
// pressed, the bots' clock) and words the rest with i18n.js (its own strings:
// strings/card121.js).
//
// The same conventions as the play shell: the header, the language switch,
// localStorage under `card121.settings` (options) and `card121.game` (the
// engine's record: seed, options, every step, replayed by fromRecord so
// nothing played is lost on reload), `window.__rulebook` for tests.

import init, { Card121Table, Card121Board } from '../pkg/card121/rulebook_card121.js';
import { setupLanguage, addStrings, t, lang } from './i18n.js';
import strings from './strings/card121.js';
import * as store from './storage.js';
import { findGame, rulesHref } from './games/catalog.js';
import { registerOffline } from './offline.js';

addStrings(strings);

const $ = (id) => document.getElementById(id);
const entry = findGame('card121');

const SETTINGS_KEY = 'card121.settings';
const GAME_KEY = 'card121.game';
const GAMES = ['1', '2', '4'];
/** How long a bot seems to think before each action (ms). */
const SPEEDS = { slow: 1600, normal: 850, fast: 280, instant: 0 };
/** Actions a round can take at most, so an instant run always ends. */
const MAX_BOT_RUN = 2000;

let table = null;
let board = null;
let settings = null;
/** The page's own state on top of the engine's. */
const ui = { cursor: null, keyboard: false, exchanging: false, nhatBan: false };
/** The message line: {kind, text: () => string}, re-read on language change. */
let message = null;
let botTimer = 0;
let frame = 0;
/** The table's state as read since its last change (a state() serialises the whole match), or null. */
let known = null;
/** Counts the table's changes; the one last saved. */
let version = 0;
let savedVersion = -1;

// ---- settings and saving ----

function loadSettings() {
  const saved = store.readOr(SETTINGS_KEY, {});
  return {
    games: GAMES.includes(saved.games) ? saved.games : '1',
    strict: saved.strict === true,
    // An own key only: `in` would take 'constructor' or '__proto__'.
    speed: typeof saved.speed === 'string' && Object.hasOwn(SPEEDS, saved.speed) ? saved.speed : 'normal',
  };
}

function saveSettings() {
  store.write(SETTINGS_KEY, settings);
}

function saveGame() {
  if (savedVersion === version) return;
  try {
    if (store.write(GAME_KEY, table.record())) savedVersion = version;
  } catch {
    // The record always exists; a full storage keeps the last one.
  }
}

function newTable() {
  return new Card121Table({ games: Number(settings.games), strict: settings.strict, language: lang() });
}

/** The saved match, or a new one (with a note when the save was damaged). */
function openTable() {
  let saved;
  try {
    saved = store.read(GAME_KEY);
  } catch {
    return damagedSave(); // stored, but not JSON
  }
  if (saved !== undefined && saved !== null) {
    try {
      const restored = Card121Table.fromRecord(saved, lang());
      say('info', () => t('c121.msg.restored'));
      return restored;
    } catch {
      return damagedSave(); // JSON, but not a match the engine replays
    }
  }
  say('info', () => t('c121.msg.new'));
  return newTable();
}

/** A saved match that cannot be opened: dropped, with a note, for a new one. */
function damagedSave() {
  store.remove(GAME_KEY);
  say('error', () => t('c121.msg.corrupt'));
  return newTable();
}

// ---- messages ----

function say(kind, text) {
  message = { kind, text };
  announce(text());
}

function announce(text) {
  const region = $('announcer');
  region.textContent = '';
  requestAnimationFrame(() => (region.textContent = text));
}

/** Runs an engine call; a thrown Error becomes the message line. */
function attempt(action, lead = null) {
  try {
    return { ok: true, value: action() };
  } catch (error) {
    const why = error.message || String(error);
    say('error', () => (lead ? `${t(lead)} ${why}` : why));
    return { ok: false };
  }
}

// ---- the person's actions ----

/** The table's state, read once per change and shared by everything a click shows. */
const state = () => (known ??= table.state());

/** Runs an engine call that changes the table (or replaces it), and forgets what was read; a refused one changed nothing. */
function change(action) {
  const result = action();
  known = null;
  version++;
  return result;
}

function findAction(s, kind, give = null, nhatBan = false) {
  return s.words.actions.find(
    (a) => a.kind === kind && (give === null || (a.give === give && a.nhat_ban === nhatBan)),
  );
}

function resetUi() {
  ui.exchanging = false;
  ui.nhatBan = false;
}

/** Plays the person's action text; a refusal shows the engine's reason. */
function play(text) {
  const done = attempt(() => change(() => table.play(text)), 'c121.msg.refused');
  if (!done.ok) {
    render();
    return false;
  }
  message = null;
  resetUi();
  const s = state();
  announce(s.words.log.slice(-3).join('. '));
  changed();
  return true;
}

function playKind(kind) {
  const s = state();
  const action = findAction(s, kind);
  if (!action) {
    explainKind(kind);
    return;
  }
  play(action.text);
}

/** Why an action is not offered now, in the engine's words. */
function explainKind(kind) {
  const s = state();
  const text = { win: 'win', pass: 'pass', white: 'white', 'no-white': 'no-white' }[kind];
  const why = text ? table.explain(text) : null;
  if (why) say('error', () => `${t('c121.msg.refused')} ${why}`);
  render();
}

/** The hand card at `index` is put out (a click, Enter, or after Đổi). */
function exchange(index) {
  const s = state();
  const card = s.round.hand[index];
  if (card === undefined) return;
  const action = findAction(s, 'swap', card, ui.nhatBan);
  if (action) {
    play(action.text);
    return;
  }
  const text = `swap ${card}${ui.nhatBan ? ' nhat-ban' : ''}`;
  const why = table.explain(text);
  if (why) say('error', () => `${t('c121.msg.refused')} ${why}`);
  render();
  draw();
}

function pressSwap() {
  const s = state();
  if (!findAction(s, 'swap')) return refuseSwap(s);
  // With the cursor on a card that may go out, Đổi puts it out at once.
  const card = ui.cursor !== null ? s.round.hand[ui.cursor] : undefined;
  if (ui.exchanging && card && findAction(s, 'swap', card, ui.nhatBan)) return exchange(ui.cursor);
  ui.exchanging = !ui.exchanging;
  if (!ui.exchanging) ui.nhatBan = false;
  message = null;
  render();
  draw();
}

/** Đổi pressed when no exchange is possible: the engine says why. */
function refuseSwap(s) {
  const card = s.round.hand.find((c) => !s.round.locked[0].includes(c)) ?? s.round.hand[0];
  const why = card ? table.explain(`swap ${card}`) : null;
  if (why) say('error', () => `${t('c121.msg.refused')} ${why}`);
  render();
}

function pressNhatBan() {
  const s = state();
  if (!s.words.actions.some((a) => a.nhat_ban)) return;
  ui.nhatBan = !ui.nhatBan;
  ui.exchanging = ui.nhatBan || ui.exchanging;
  message = null;
  render();
  draw();
}

function nextRound() {
  const s = state();
  if (!s.can_deal) return;
  if (!attempt(() => change(() => table.nextRound())).ok) return render();
  resetUi();
  ui.cursor = null;
  const after = state();
  say('info', () => t('c121.msg.dealt', { n: after.round_number }));
  changed();
}

function startNewMatch() {
  const s = state();
  const inProgress = table.record().steps.length > 0;
  if (inProgress && !s.match_over && !window.confirm(t('c121.confirm.abandon'))) return;
  const next = attempt(newTable);
  if (!next.ok) return render();
  stopBots();
  change(() => {
    table.free();
    table = next.value;
  });
  resetUi();
  ui.cursor = null;
  say('info', () => t('c121.msg.new'));
  changed();
}

// ---- the bots' pace ----

function stopBots() {
  clearTimeout(botTimer);
  botTimer = 0;
}

/** Lets the bots act, one action per tick at the chosen speed. */
function scheduleBots() {
  stopBots();
  const s = state();
  $('board').dataset.bots = s.bot_to_act ? 'thinking' : 'idle';
  if (!s.bot_to_act) return;
  const delay = SPEEDS[settings.speed];
  if (delay === 0) {
    // Instant: every bot action up to the person's turn or the round's end.
    let lines = [];
    for (let i = 0; i < MAX_BOT_RUN; i++) {
      const done = attempt(() => change(() => table.botStep()));
      if (!done.ok || done.value === null) break;
      lines = lines.concat(done.value.lines);
    }
    if (lines.length) announce(lines.slice(-3).join('. '));
    changed(false);
    return;
  }
  botTimer = setTimeout(botStep, delay);
}

function botStep() {
  botTimer = 0;
  const done = attempt(() => change(() => table.botStep()));
  if (done.ok && done.value) announce(done.value.lines.join('. '));
  changed();
}

// ---- drawing and the panel ----

/** After any change: save, show, let the bots go on. */
function changed(bots = true) {
  saveGame();
  render();
  draw();
  if (bots) scheduleBots();
  else $('board').dataset.bots = state().bot_to_act ? 'thinking' : 'idle';
}

function canvasWords() {
  const w = {};
  for (const key of ['you', 'bot', 'deck', 'pile', 'indicator', 'hidden', 'dealer', 'steals', 'nhatBan',
    'offerFlipped', 'offerPut', 'yourTake', 'white']) {
    w[key] = t(`c121.w.${key}`);
  }
  return w;
}

function draw() {
  if (!board) return;
  const s = state();
  const handSize = s.round.hand.length;
  if (ui.cursor !== null && ui.cursor >= handSize) ui.cursor = handSize ? handSize - 1 : null;
  const view = {
    cursor: ui.keyboard && document.activeElement === $('board') ? ui.cursor : null,
    exchanging: ui.exchanging && s.your_turn,
    words: canvasWords(),
  };
  const drawn = attempt(() => board.draw(table, view));
  if (!drawn.ok) render();
  $('board').dataset.drawn = 'true';
}

function redraw() {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    draw();
  });
}

function resize() {
  const canvas = $('board');
  const { width, height } = canvas.getBoundingClientRect();
  if (width < 1 || height < 1) return;
  board.resize(width, height, window.devicePixelRatio || 1);
  draw();
}

function show(id, text) {
  const el = $(id);
  el.hidden = !text;
  el.textContent = text || '';
}

function listInto(id, lines, className = null) {
  const items = lines.map((line) => {
    const li = document.createElement('li');
    li.textContent = line;
    if (className) li.className = className;
    return li;
  });
  $(id).replaceChildren(...items);
}

const seatName = (n) => t(`c121.seat.${n}`);

function signed(n) {
  return n > 0 ? `+${n.toLocaleString(lang())}` : n < 0 ? `−${(-n).toLocaleString(lang())}` : '±0';
}

function promptText(s) {
  if (s.match_over) return t('c121.prompt.matchOver');
  if (s.round_over) return t('c121.prompt.roundOver');
  // A bot's Thế trắng is answered inside the engine's call, so a bot
  // deciding is always a bot on a card, and the white phase is the person's.
  if (s.bot_to_act) return t('c121.turn.bot', { seat: s.round.to_act });
  if (!s.your_turn) return '';
  if (s.round.white_phase) return t('c121.prompt.white');
  const offer = s.round.offer;
  const words = s.words.offer;
  const parts = [
    t(offer.flipped ? 'c121.prompt.flipped' : 'c121.prompt.put', { card: offer.card, name: words.name, seat: offer.from }),
    t('c121.prompt.take', { take: words.take_name, meaning: words.take_meaning }),
  ];
  if (findAction(s, 'win')) parts.push(t('c121.prompt.win'));
  if (ui.nhatBan) parts.push(t('c121.prompt.nhatBan'));
  else if (ui.exchanging) parts.push(t('c121.prompt.exchanging'));
  else parts.push(t(findAction(s, 'swap') ? 'c121.prompt.swap' : 'c121.prompt.passOnly'));
  return parts.join(' ');
}

function turnText(s) {
  if (s.match_over) return t('c121.turn.matchOver');
  if (s.round_over) return t('c121.turn.over');
  if (s.your_turn) return t('c121.turn.you');
  return t('c121.turn.bot', { seat: s.round.to_act });
}

function renderButtons(s) {
  const has = (kind) => Boolean(findAction(s, kind));
  const yours = s.your_turn;
  $('act-win').hidden = !(yours && has('win'));
  $('act-swap').hidden = !(yours && !s.round.white_phase);
  $('act-swap').disabled = !has('swap');
  $('act-swap').setAttribute('aria-pressed', String(ui.exchanging));
  $('act-nhatban').hidden = !(yours && s.words.actions.some((a) => a.nhat_ban));
  $('act-nhatban').setAttribute('aria-pressed', String(ui.nhatBan));
  $('act-pass').hidden = !(yours && has('pass'));
  $('act-white').hidden = !(yours && has('white'));
  $('act-nowhite').hidden = !(yours && has('no-white'));
  $('next-round').hidden = !s.can_deal;
  $('again').hidden = !s.match_over;
  // The engine's words on the buttons that carry a card or a way of taking.
  const win = findAction(s, 'win');
  $('act-win').title = win ? win.label : '';
  // With the strict option Ù is always offered: red when it would pay Đền.
  const wins = Boolean(s.round.preview?.pattern);
  $('act-win').classList.toggle('primary', wins);
  $('act-win').classList.toggle('danger', !wins);
}

function renderScores(s) {
  const last = s.history.at(-1);
  const items = s.scores.map((score, i) => {
    const li = document.createElement('li');
    li.dataset.seat = String(i + 1);
    if (s.round.to_act === i + 1 && !s.round_over) li.classList.add('to-act');
    const name = document.createElement('span');
    name.className = 'seat-name';
    name.textContent = seatName(i + 1) + (s.round.dealer === i + 1 ? ` · ${t('c121.w.dealer')}` : '');
    const value = document.createElement('span');
    value.className = 'seat-score';
    value.textContent = score.toLocaleString(lang());
    li.append(name, value);
    if (s.round_over && last) {
      const delta = document.createElement('span');
      delta.className = 'seat-delta';
      const p = last.result.payments[i];
      delta.dataset.sign = p > 0 ? 'plus' : p < 0 ? 'minus' : 'zero';
      delta.textContent = signed(p);
      li.append(delta);
    }
    return li;
  });
  $('scores').replaceChildren(...items);
}

function render() {
  const name = t('game.card121.name');
  document.title = `${name} — Rulebook`;
  $('rules-link').href = rulesHref(entry, lang());
  $('board').setAttribute('aria-label', t('c121.board.label'));
  if (!table) return;
  const s = state();
  $('round-line').textContent = `${t('c121.round', { n: s.round_number, total: s.rounds })} · ${t('c121.dealer', { seat: s.round.dealer })}`;
  const turn = $('turn');
  turn.textContent = turnText(s);
  turn.dataset.side = s.your_turn ? 'you' : 'other';
  renderScores(s);
  renderButtons(s);
  show('prompt', promptText(s));
  const msg = $('message');
  msg.hidden = !message;
  msg.textContent = message ? message.text() : '';
  msg.dataset.kind = message?.kind ?? '';

  // The result of the round, in words.
  $('result-box').hidden = !s.words.result;
  listInto('result-lines', s.words.result ?? []);
  show('match-end', s.words.match_end);
  // What Ù would score, when the person may declare it.
  const preview = s.your_turn && findAction(s, 'win') ? s.words.preview : null;
  $('preview-box').hidden = !preview;
  listInto('preview-lines', preview ?? []);

  const log = s.words.log.length ? s.words.log : [t('c121.log.empty')];
  listInto('log', log);
  const logList = $('log');
  logList.scrollTop = logList.scrollHeight;
  listInto('history', s.words.history.map((h) => t('c121.history.item', { n: h.number, line: h.line })));
  $('history-empty').hidden = s.words.history.length > 0;

  $('opt-games').value = settings.games;
  $('opt-strict').checked = settings.strict;
  $('opt-speed').value = settings.speed;
  const games = t(`c121.opt.games.${s.options.games}`);
  const strict = t(s.options.strict ? 'c121.table.strict' : 'c121.table.casual');
  $('table-rules').textContent = t('c121.table.text', { games, strict });
}

// ---- input: pointer, keyboard, buttons ----

function wireBoard() {
  const canvas = $('board');
  canvas.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    const rect = canvas.getBoundingClientRect();
    const index = board.cardAt(e.clientX - rect.left, e.clientY - rect.top);
    if (index < 0) return;
    ui.cursor = index;
    ui.keyboard = false;
    const s = state();
    if (s.your_turn && !s.round.white_phase) exchange(index);
    else {
      const card = s.round.hand[index];
      const why = table.explain(`swap ${card}`);
      if (why) say('info', () => `${t('c121.msg.refused')} ${why}`);
      render();
      draw();
    }
  });
  canvas.addEventListener('focus', redraw);
  canvas.addEventListener('blur', redraw);
  new ResizeObserver(resize).observe(canvas);
}

function moveCursor(step) {
  const n = state().round.hand.length;
  if (!n) return;
  ui.keyboard = true;
  ui.cursor = ui.cursor === null ? (step > 0 ? 0 : n - 1) : (ui.cursor + step + n) % n;
  if (document.activeElement !== $('board')) $('board').focus();
  draw();
}

function onKey(e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const target = e.target;
  if (target.closest?.('input, textarea, select, [contenteditable]')) return;
  const onButton = Boolean(target.closest?.('button, a, summary'));
  const s = state();
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  let handled = true;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      moveCursor(-1);
      break;
    case 'ArrowRight':
    case 'ArrowDown':
      moveCursor(1);
      break;
    case 'Enter':
      if (onButton) return; // the button's own click
      if (s.can_deal) nextRound();
      else if (s.your_turn && ui.cursor !== null && !s.round.white_phase) exchange(ui.cursor);
      else handled = false;
      break;
    case 'Escape':
      if (!ui.exchanging && !ui.nhatBan) return;
      resetUi();
      render();
      draw();
      break;
    case 'u':
      playKind('win');
      break;
    case 'd':
      pressSwap();
      break;
    case 'n':
      pressNhatBan();
      break;
    case 'b':
      playKind('pass');
      break;
    case ' ':
      if (onButton) return;
      playKind('pass');
      break;
    case 't':
      playKind('white');
      break;
    case 'c':
      playKind('no-white');
      break;
    default:
      handled = false;
  }
  if (handled) e.preventDefault();
}

function wirePanel() {
  // Buttons keep the canvas's keyboard cursor where it is.
  for (const button of $('actions').querySelectorAll('button')) {
    button.addEventListener('pointerdown', (e) => e.preventDefault());
  }
  $('act-win').addEventListener('click', () => playKind('win'));
  $('act-swap').addEventListener('click', pressSwap);
  $('act-nhatban').addEventListener('click', pressNhatBan);
  $('act-pass').addEventListener('click', () => playKind('pass'));
  $('act-white').addEventListener('click', () => playKind('white'));
  $('act-nowhite').addEventListener('click', () => playKind('no-white'));
  $('next-round').addEventListener('click', nextRound);
  $('again').addEventListener('click', startNewMatch);
  $('new-match').addEventListener('click', startNewMatch);
  $('opt-games').addEventListener('change', (e) => {
    settings.games = e.target.value;
    saveSettings();
  });
  $('opt-strict').addEventListener('change', (e) => {
    settings.strict = e.target.checked;
    saveSettings();
  });
  $('opt-speed').addEventListener('change', (e) => {
    settings.speed = e.target.value;
    saveSettings();
    scheduleBots();
  });
  document.addEventListener('keydown', onKey);
}

// ---- start ----

async function boot() {
  setupLanguage(() => {
    if (table) change(() => table.setLanguage(lang()));
    render();
    draw();
  });
  render();
  await init();
  settings = loadSettings();
  table = openTable();
  $('loading').hidden = true;
  $('table').hidden = false;
  board = new Card121Board($('board'));
  // For end-to-end tests and the console: the live engine objects.
  window.__rulebook = {
    get table() {
      return table;
    },
    board,
    ui,
  };
  wireBoard();
  wirePanel();
  resize();
  changed();
  registerOffline(); // once the table is up: the rest of the site comes after
}

boot().catch((error) => {
  $('loading').hidden = false;
  $('loading').textContent = t('play.failed', { error: error.message });
});
