// The play page, shared by every game: `play.html?game=<id>` loads that
// game's adapter (js/games/<id>.js, listed in catalog.js) and wires it to
// the page. Three parts stay apart: `settings` and the adapter's session
// (state), `render` (panel) with BoardControl (canvas), and the event
// handlers, which change state and then call `changed`.
//
// An adapter module exports:
//   sides            side ids in move order (labels: i18n side.<id>)
//   notations        move-text notations (labels: notation.<id>)
//   options          [{id, scope: 'view'|'game', choices?, initial, impliedBy?}]
//                    view options go into the board's view object, game
//                    options into newGame/fromPosition (labels: opt.<id>)
//   load()           initialises the engine
//   createBoard(canvas), newGame(options), restore(record, language),
//   fromPosition(text, options) → a session:
//     game, status(notation), owner(p), pick(p), touchOther(p), canRelease(),
//     move(from, to), playText(text), undo(), redo(), resign(),
//     nextInSeries(), record(), setLanguage(language), dispose()
// `options.language` and `language` ('vi' | 'en') choose the language the
// engine words its refusals, explanations and duties in.
// Session methods throw the engine's Error when it refuses; the shell
// catches every one and shows its message.

import { setupLanguage, t, lang } from './i18n.js';
import * as store from './storage.js';
import { findGame, rulesHref } from './games/catalog.js';
import { BoardControl } from './board-control.js';

const $ = (id) => document.getElementById(id);

const gameId = new URLSearchParams(location.search).get('game');
const entry = findGame(gameId);

let adapter = null;
let session = null;
let control = null;
let settings = null;
/** The message line: {kind: 'info'|'error', text: () => string}, re-read on language change. */
let message = null;

// ---- small helpers ----

const sideName = (side) => t(`side.${side}`);

function playerName(index) {
  return settings.names[index].trim() || t(`player.${index + 1}`);
}

function say(kind, text) {
  message = { kind, text };
  announce(text());
}

/** Reads `text` to screen-reader users through the live region. */
function announce(text) {
  const region = $('announcer');
  region.textContent = '';
  // A fresh text node on the next frame makes repeated texts heard again.
  requestAnimationFrame(() => (region.textContent = text));
}

/** What `attempt` returns when the engine threw. */
const FAILED = Symbol('failed');

/** Runs an engine call; a thrown Error becomes the message line. */
function attempt(action) {
  try {
    return action();
  } catch (error) {
    say('error', () => error.message || String(error));
    return FAILED;
  }
}

function status() {
  return session.status(settings.notation);
}

// ---- persistence ----

const settingsKey = () => `${entry.id}.settings`;
const gameKey = () => `${entry.id}.game`;

/** Saved settings, each value checked, so old or edited storage can't break the page. */
function loadSettings() {
  const saved = store.readOr(settingsKey(), {});
  const options = {};
  for (const opt of adapter.options) {
    const value = saved.options?.[opt.id];
    const valid = opt.choices ? opt.choices.includes(value) : typeof value === 'boolean';
    options[opt.id] = valid ? value : opt.initial;
  }
  return {
    names: [0, 1].map((i) => (typeof saved.names?.[i] === 'string' ? saved.names[i] : '')),
    notation: adapter.notations.includes(saved.notation) ? saved.notation : adapter.notations[0],
    flipped: saved.flipped === true,
    options,
    // Text typed but not yet submitted, so a reload loses nothing.
    drafts: Object.fromEntries(
      DRAFT_FIELDS.map((id) => [id, typeof saved.drafts?.[id] === 'string' ? saved.drafts[id] : '']),
    ),
  };
}

/** Input fields whose unsubmitted text is kept across reloads. */
const DRAFT_FIELDS = ['move-input', 'fen-in'];

function keepDraft(id, text) {
  settings.drafts[id] = text;
  saveSettings();
}

function saveSettings() {
  store.write(settingsKey(), settings);
}

function saveGame() {
  const record = attempt(() => session.record());
  if (record !== FAILED) store.write(gameKey(), record);
}

/** {saved: the saved game or null, damaged}; a damaged save is dropped. */
function openSavedGame() {
  try {
    const record = store.read(gameKey());
    return { saved: record === undefined ? null : adapter.restore(record, lang()), damaged: false };
  } catch {
    store.remove(gameKey());
    return { saved: null, damaged: true };
  }
}

function gameOptions() {
  const chosen = { language: lang() };
  for (const opt of adapter.options) {
    if (opt.scope === 'game') chosen[opt.id] = settings.options[opt.id];
  }
  return chosen;
}

// ---- state changes ----

/** After any change to the game: save it, show it. */
function changed() {
  saveGame();
  render();
  control.redraw();
}

/** The current game's coin toss as a message, after the sentence `lead` if given. */
function tossNote(lead) {
  const first = adapter.sides[0];
  const player = status().playerOf[first];
  const toss = () => t('status.toss', { name: playerName(player), side: sideName(first) });
  return lead ? () => `${t(lead)} ${toss()}` : toss;
}

function replaceSession(next) {
  const old = session;
  session = next;
  old?.dispose();
  control?.reset();
}

function confirmAbandon() {
  const s = status();
  return s.moves.length === 0 || Boolean(s.outcome) || window.confirm(t('confirm.abandon'));
}

function played() {
  const s = status();
  const mover = adapter.sides.find((side) => side !== s.turn);
  const moved = t('msg.moved', { side: sideName(mover), move: s.moves.at(-1) });
  message = null;
  announce(s.outcome ? `${moved}. ${resultText(s)}` : moved);
  changed();
}

function illegal(why) {
  say('error', () => `${t('msg.illegal')} ${why}`);
  render();
}

function gameOver() {
  if (!status().outcome) return false;
  say('info', () => t('msg.gameOver'));
  render();
  return true;
}

/** What BoardControl asks of the page; see board-control.js. */
function boardHost(board) {
  return {
    home: () => board.home(settings.flipped),
    step: (point, dcol, drow) => board.step(point, dcol, drow, settings.flipped),
    resize: (width, height, ratio) => board.resize(width, height, ratio),
    draw(overlay) {
      const view = { ...overlay, flipped: settings.flipped };
      for (const opt of adapter.options) {
        if (opt.scope === 'view') view[opt.id] = settings.options[opt.id];
      }
      if (attempt(() => board.draw(session.game, view)) === FAILED) render();
    },
    squareAt: (x, y) => board.squareAt(x, y, settings.flipped),
    owner(point) {
      const owner = attempt(() => session.owner(point));
      return owner === FAILED ? null : owner;
    },
    pick(point) {
      if (gameOver()) return { ok: false, hint: null };
      const picked = attempt(() => session.pick(point));
      if (picked === FAILED) {
        render();
        return { ok: false, hint: null };
      }
      // A fresh pick makes an older message stale; a foul replaces it.
      if (picked.ok) message = null;
      else say('error', () => t('status.duty', { duty: picked.note }));
      changed(); // a touch may have been recorded, or a foul
      return picked;
    },
    touchOther(point) {
      if (gameOver()) return;
      const touched = attempt(() => session.touchOther(point));
      if (touched === FAILED) return render();
      if (touched === null) {
        const { turn } = status();
        say('info', () => t('msg.notYourPiece', { side: sideName(turn) }));
        return render();
      }
      if (touched.foul) say('error', () => t('status.duty', { duty: touched.note }));
      changed();
    },
    canRelease() {
      return attempt(() => session.canRelease()) !== false;
    },
    move(from, to) {
      if (gameOver()) return false;
      const result = attempt(() => session.move(from, to));
      if (result === FAILED) render();
      else if (result.ok) played();
      else illegal(result.why);
      return result !== FAILED && result.ok;
    },
  };
}

// ---- the panel ----

function show(id, text) {
  const el = $(id);
  el.hidden = !text;
  el.textContent = text || '';
}

function renderMoves(s) {
  const list = $('move-list');
  // A game set up with the second side to move starts its first pair with a gap.
  const plies = s.firstMover === adapter.sides[0] ? [...s.moves] : [null, ...s.moves];
  const rows = [];
  for (let i = 0; i < plies.length; i += 2) {
    const row = document.createElement('li');
    for (const [j, text] of [plies[i], plies[i + 1]].entries()) {
      if (text === undefined) break;
      const cell = document.createElement('span');
      cell.className = `ply side-${adapter.sides[j]}`;
      cell.textContent = text ?? '…';
      row.append(cell);
    }
    rows.push(row);
  }
  if (s.moves.length) rows.at(-1).lastElementChild.classList.add('last');
  list.replaceChildren(...rows);
  $('moves-empty').hidden = s.moves.length > 0;
  list.scrollTop = list.scrollHeight;
}

function renderOptions() {
  for (const opt of adapter.options) {
    const input = $(`opt-${opt.id}`);
    if (opt.choices) {
      input.value = settings.options[opt.id];
    } else {
      const implied = Boolean(opt.impliedBy && settings.options[opt.impliedBy]);
      input.disabled = implied;
      input.checked = implied || settings.options[opt.id];
    }
  }
}

function tableText(table) {
  const parts = [];
  if (table.touchMove) parts.push(t('table.touchMove'));
  if (table.formal) parts.push(t('table.formal'));
  if (!parts.length) parts.push(t('table.casual'));
  if (table.touchMove && table.foulLoss) parts.push(t('table.foulLoss'));
  return `${t('status.table')}: ${parts.join(', ')}.`;
}

function render() {
  const name = t(`game.${entry.id}.name`);
  document.title = `${name} — Rulebook`;
  $('game-title').textContent = name;
  $('board').setAttribute('aria-label', t('board.label', { game: name }));
  const rules = $('rules-link');
  rules.hidden = !entry.rules;
  rules.href = rulesHref(entry, lang());

  const s = attempt(status);
  if (s === FAILED) return;
  const { sides } = adapter;
  $('players').textContent = sides
    .map((side) => t('status.plays', { name: playerName(s.playerOf[side]), side: sideName(side) }))
    .join(' · ');
  const turn = $('turn');
  turn.hidden = Boolean(s.outcome);
  turn.dataset.side = s.turn;
  turn.textContent = t('status.turn', { side: sideName(s.turn), name: playerName(s.playerOf[s.turn]) });
  show('check', !s.outcome && s.inCheck && t('status.check', { side: sideName(s.turn) }));
  show('result', s.outcome && resultText(s));
  show('duty', s.duty && t('status.duty', { duty: s.duty }));
  const fouls = sides.map((side) => `${sideName(side)} ${s.fouls[side]}`).join(' · ');
  show('fouls', s.table.touchMove && sides.some((side) => s.fouls[side] > 0) && `${t('status.fouls')}: ${fouls}`);
  const line = $('message');
  show('message', message?.text());
  line.dataset.kind = message?.kind ?? '';

  $('undo').disabled = !s.canUndo;
  $('redo').disabled = !s.canRedo;
  $('resign').disabled = Boolean(s.outcome);
  $('table-rules').textContent = tableText(s.table);
  $('fen-out').value = s.position;
  for (const i of [0, 1]) $(`name-${i}`).placeholder = t(`player.${i + 1}`);
  renderOptions();
  renderMoves(s);
}

function resultText(s) {
  const reason = t(`reason.${s.outcome.reason}`);
  const winner = s.outcome.winner;
  if (!winner) return t('result.draw', { reason });
  return t('result.win', { side: sideName(winner), name: playerName(s.playerOf[winner]), reason });
}

// ---- building the controls the adapter describes ----

function buildControls() {
  const notation = $('notation');
  for (const id of adapter.notations) {
    const option = new Option(t(`notation.${id}`), id);
    option.dataset.i18n = `notation.${id}`;
    notation.add(option);
  }
  notation.value = settings.notation;
  for (const i of [0, 1]) $(`name-${i}`).value = settings.names[i];
  for (const id of DRAFT_FIELDS) {
    const field = $(id);
    field.value = settings.drafts[id];
    field.addEventListener('input', () => keepDraft(id, field.value));
  }
  for (const opt of adapter.options) {
    const label = document.createElement('label');
    const text = document.createElement('span');
    text.dataset.i18n = `opt.${opt.id}`;
    text.textContent = t(`opt.${opt.id}`);
    let input;
    if (opt.choices) {
      input = document.createElement('select');
      for (const choice of opt.choices) {
        const option = new Option(t(`opt.${opt.id}.${choice}`), choice);
        option.dataset.i18n = `opt.${opt.id}.${choice}`;
        input.add(option);
      }
      label.className = 'field';
      label.append(text, input);
    } else {
      input = document.createElement('input');
      input.type = 'checkbox';
      label.className = 'toggle';
      label.append(input, text);
    }
    input.id = `opt-${opt.id}`;
    input.addEventListener('change', () => {
      settings.options[opt.id] = opt.choices ? input.value : input.checked;
      saveSettings();
      render();
      control.redraw();
    });
    $(opt.scope === 'view' ? 'view-options' : 'game-options').append(label);
  }
}

// ---- event handlers for the panel ----

function wirePanel() {
  $('undo').addEventListener('click', () => {
    const move = status().moves.at(-1);
    if (attempt(() => session.undo()) === FAILED) return render();
    control.reset();
    say('info', () => t('msg.undone', { move }));
    changed();
  });
  $('redo').addEventListener('click', () => {
    if (attempt(() => session.redo()) === FAILED) return render();
    control.reset();
    const move = status().moves.at(-1);
    say('info', () => t('msg.redone', { move }));
    changed();
  });
  $('flip').addEventListener('click', () => {
    settings.flipped = !settings.flipped;
    saveSettings();
    control.redraw();
  });
  $('resign').addEventListener('click', () => {
    const s = status();
    const question = t('confirm.resign', { side: sideName(s.turn), name: playerName(s.playerOf[s.turn]) });
    if (!window.confirm(question)) return;
    if (attempt(() => session.resign()) === FAILED) return render();
    control.reset();
    changed();
    announce(resultText(status()));
  });
  $('new-game').addEventListener('click', () => {
    if (!confirmAbandon()) return;
    const next = attempt(() => adapter.newGame(gameOptions()));
    if (next === FAILED) return render();
    replaceSession(next);
    say('info', tossNote());
    changed();
  });
  $('next-game').addEventListener('click', () => {
    if (!confirmAbandon()) return;
    const next = attempt(() => session.nextInSeries());
    if (next === FAILED) return render();
    replaceSession(next);
    say('info', tossNote('msg.series'));
    changed();
  });
  $('move-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $('move-input');
    const text = input.value.trim();
    if (!text) {
      say('error', () => t('msg.moveEmpty'));
      return render();
    }
    if (gameOver()) return;
    const result = attempt(() => session.playText(text));
    if (result === FAILED) return render();
    if (!result.ok) return illegal(result.why);
    input.value = '';
    keepDraft('move-input', '');
    control.reset();
    played();
  });
  $('notation').addEventListener('change', (e) => {
    settings.notation = e.target.value;
    saveSettings();
    render();
  });
  for (const i of [0, 1]) {
    $(`name-${i}`).addEventListener('input', (e) => {
      settings.names[i] = e.target.value;
      saveSettings();
      render();
    });
  }
  $('fen-copy').addEventListener('click', async () => {
    const field = $('fen-out');
    try {
      await navigator.clipboard.writeText(field.value);
      say('info', () => t('msg.copied'));
    } catch {
      field.select(); // leave it ready for Ctrl+C
      say('error', () => t('msg.copyFailed'));
    }
    render();
  });
  $('fen-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $('fen-in');
    const text = input.value.trim();
    if (!text) {
      say('error', () => t('msg.fenEmpty'));
      return render();
    }
    if (!confirmAbandon()) return;
    try {
      const next = adapter.fromPosition(text, gameOptions());
      input.value = '';
      keepDraft('fen-in', '');
      replaceSession(next);
      say('info', () => t('msg.loaded'));
      changed();
    } catch (error) {
      say('error', () => `${t('msg.fenError')} ${error.message}`);
      render();
    }
  });
}

// ---- start ----

/** Shows a notice for an unknown or unbuilt game; false then. */
function playable() {
  if (entry?.load) return true;
  $('loading').hidden = true;
  $('unavailable').hidden = false;
  let text = t('play.none');
  if (entry) text = t('play.unbuilt', { game: t(`game.${entry.id}.name`) });
  else if (gameId) text = t('play.unknown', { game: gameId });
  $('unavailable-text').textContent = text;
  return false;
}

async function boot() {
  setupLanguage(() => {
    session?.setLanguage(lang());
    if (!playable() || !control) return;
    render();
    control.redraw();
  });
  if (!playable()) return;
  try {
    adapter = await entry.load();
    await adapter.load();
  } catch (error) {
    $('loading').textContent = t('play.failed', { error: error.message });
    return;
  }
  settings = loadSettings();
  buildControls();
  const { saved, damaged } = openSavedGame();
  session = saved ?? adapter.newGame(gameOptions());
  if (!saved) say('info', tossNote(damaged ? 'msg.corrupt' : null));
  $('loading').hidden = true;
  $('table').hidden = false;
  const canvas = $('board');
  const board = adapter.createBoard(canvas);
  // For end-to-end tests and the console: the live engine objects.
  window.__rulebook = {
    board,
    get game() {
      return session.game;
    },
    get flipped() {
      return settings.flipped;
    },
  };
  control = new BoardControl(canvas, boardHost(board));
  wirePanel();
  changed();
}

boot().catch((error) => {
  $('loading').hidden = false;
  $('loading').textContent = t('play.failed', { error: error.message });
});
