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
//
// Optional, for games that need them (Cờ tướng has none of these):
//   adapter.recordFormats   ['kif', 'csa', 'json', …]: shows the record
//                           section (labels: format.<id>); then
//                           session.exportRecord(format, names) → text, with
//                           `names` the players' names in `sides` order, and
//                           adapter.importRecord(text, options) → a session
//                           whose session.names() gives the record's names
//                           (in `sides` order, '' when absent)
//   adapter.actions         [{id, confirm}]: extra buttons (labels:
//                           action.<id>, confirm.<id>); status().actions is
//                           {id: params} for those available now, and
//                           session.act(id) performs one
//                           (confirm.<id> is filled with those params)
//   status().toss           {items: [{text, className}], params}: a toss
//                           shown as small tiles until the first move, with
//                           its sentence `status.toss` filled with params
//                           plus name, side and tosser (player 1); null when
//                           this game had none (then `status.plays` says
//                           who plays first); absent: the coin-toss message
//   status().note           {key, params}: a line after the result
//   session.move(from, to, choice) may answer {ok: false, choose: {options:
//                           [{value, glyphs: {<pieceSet>: text}, key,
//                           params, className}]}}: the page asks the player
//                           (a small dialog next to the destination, also
//                           drawn as the board view's `pending: [from, to]`)
//                           and calls move again with the chosen value.
//                           {ok: false, why: null} just puts the piece down.
//   adapter.tools           [{id, keys, glyph}]: buttons under the board, each
//                           also pressed by its keys (labels: tool.<id>);
//                           session.toolState(selected) → {buttons: {<id>:
//                           {pressed, disabled}}, note: text|null} and
//                           session.tool(id, selected) → {ok, why?, key?,
//                           params?} (an engine reason or an i18n message)
//   status().guide          {key, params}: a line of guidance under the turn
//                           (Cờ Long Phượng's opening drops)
//   session.viewExtras(selected)  more fields for the board's view
//   session.isTarget(from, to)    pressing an own piece moves there (stacking)
//   session.again(place)    the selected piece pressed again: a move result
//                           ({ok} or {ok: false, why}), or null to put it down
//   session.describe(place) a place in words (a stack bottom to top), shown
//                           under the board for what the mouse, the last press
//                           or the keyboard cursor points at
// Added for Ô ăn quan (the others ignore them):
//   session.animating(), session.skip()
//                           a move being shown step by step: the board is
//                           redrawn every frame while animating() (the view's
//                           extras carry the frame), the panel once more when
//                           it ends; a press on the board, Enter, Space or Esc
//                           skip it. <canvas data-busy> says whether it runs.
//   session.viewExtras(selected, view) also sees the view built so far (its
//                           view options, and `players`: the players' names
//                           by seat)
//   pick(p) → {ok: false, why}  the engine's reason the place can't be picked
//   status().toss.side      the side the toss chose (default: sides[0]), and
//   status().toss.key       the sentence's key instead of `status.toss`;
//   status().toss.rule      false hides the toss rule line
//   status().score          {key, params}: a line of scores under the turn
//   status().table.text     the game's own sentence about this game's rules
//   adapter.tools[].keyLabel  the key shown on a tool button
//   session.tool() → {played: true}  the tool played a move
//   options[].code          a name shown in code type after the label (a rule's
//                           name in the brief); options[].markDefault marks
//                           the initial value (options.default*); options[].group
//                           puts an option in a collapsible group (labels:
//                           options.group.<group>)
//   adapter.hiddenButtons   ids of the shell's buttons the game doesn't use
// A board's squareAt may return any place id the adapter understands (e.g.
// pieces in hand), and squareCenter(place, flipped) its centre.
// Strings a game words its own way live in i18n.js as `<game>/<id>`, and
// <body data-game="<id>"> lets the CSS size each game's board.

import { setupLanguage, setScope, t, lang } from './i18n.js';
import * as store from './storage.js';
import { findGame, rulesHref } from './games/catalog.js';
import { BoardControl } from './board-control.js';

const $ = (id) => document.getElementById(id);

const gameId = new URLSearchParams(location.search).get('game');
const entry = findGame(gameId);

let adapter = null;
let session = null;
let board = null;
let control = null;
let settings = null;
/** The message line: {kind: 'info'|'error', text: () => string}, re-read on language change. */
let message = null;
/** A move waiting for the player's choice (promotion): {from, to, options}. */
let choice = null;
/** The place the mouse, the last press or the keyboard cursor points at. */
let inspected = null;
/** Whether the last frame drawn was part of an animation. */
let animating = false;

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
    recordFormat: typeof saved.recordFormat === 'string' ? saved.recordFormat : null,
    options,
    // Text typed but not yet submitted, so a reload loses nothing.
    drafts: Object.fromEntries(
      DRAFT_FIELDS.map((id) => [id, typeof saved.drafts?.[id] === 'string' ? saved.drafts[id] : '']),
    ),
  };
}

/** Input fields whose unsubmitted text is kept across reloads. */
const DRAFT_FIELDS = ['move-input', 'fen-in', 'record-in'];

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
  closeChoice();
  saveGame();
  render();
  control.redraw();
}

/** The toss sentence of the current game (coin toss, furigoma), or who plays first. */
function tossText(s) {
  const first = s.toss?.side ?? adapter.sides[0];
  const params = { ...s.toss?.params, name: playerName(s.playerOf[first]), side: sideName(first), tosser: playerName(0) };
  // A game with a toss of its own but none this time (next in series) only says who plays first.
  return t(s.toss === null ? 'status.plays' : s.toss?.key ?? 'status.toss', params);
}

/** The current game's toss as a message, after the sentence `lead` if given. */
function tossNote(lead) {
  const s = status();
  const toss = () => tossText(s);
  return lead ? () => `${t(lead)} ${toss()}` : toss;
}

/**
 * Tells the players how the new game's sides were chosen: in the message
 * line, or, for a toss shown on its own (furigoma), only to screen readers.
 */
function sayToss(lead = null) {
  if (status().toss) {
    if (lead) say('info', () => t(lead));
    else message = null;
    announce(tossText(status()));
  } else {
    say('info', tossNote(lead));
  }
}

function replaceSession(next) {
  closeChoice();
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

/** The result of session.move: played, refused, or a choice to ask for. */
function moveResult(result, from, to) {
  if (result === FAILED) render();
  else if (result.ok) played();
  else if (result.choose) openChoice(from, to, result.choose);
  else if (result.why) illegal(result.why);
  else render();
  return result !== FAILED && result.ok;
}

/** What BoardControl asks of the page; see board-control.js. */
function boardHost() {
  return {
    home: () => board.home(settings.flipped),
    // The selection goes along for boards whose places depend on it (Ô ăn quan's arrows).
    step: (point, dcol, drow) => board.step(point, dcol, drow, settings.flipped, control.selected),
    resize(width, height, ratio) {
      board.resize(width, height, ratio);
      if (choice) placeChoice();
    },
    draw(overlay) {
      const view = { ...overlay, flipped: settings.flipped, pending: choice ? [choice.from, choice.to] : null };
      for (const opt of adapter.options) {
        if (opt.scope === 'view') view[opt.id] = settings.options[opt.id];
      }
      view.players = [playerName(0), playerName(1)];
      Object.assign(view, session.viewExtras?.(overlay.selected, view) ?? {});
      if (attempt(() => board.draw(session.game, view)) === FAILED) render();
      const busy = Boolean(session.animating?.());
      $('board').dataset.busy = String(busy);
      if (busy) control?.redraw(); // the next frame of the animation
      if (busy !== animating) {
        animating = busy;
        render(); // the panel follows the animation's start and end
      }
      if (!overlay.drag) renderTools(overlay.selected);
    },
    busy: () => Boolean(session.animating?.()),
    skip() {
      session.skip?.();
    },
    squareAt: (x, y) => board.squareAt(x, y, settings.flipped, control.selected),
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
      else if (picked.why) {
        const why = picked.why;
        say('error', () => why);
      } else say('error', () => t('status.duty', { duty: picked.note }));
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
    isTarget(from, to) {
      if (!session.isTarget || status().outcome) return false;
      return attempt(() => session.isTarget(from, to)) === true;
    },
    again(point) {
      if (!session.again || gameOver()) return false;
      const result = attempt(() => session.again(point));
      if (result === null) return false;
      moveResult(result, point, point);
      return true;
    },
    // Only a game that words its places follows the pointer (see board-control.js).
    inspect: session.describe
      ? (point) => {
          inspected = point;
          renderInspect();
        }
      : undefined,
    move(from, to) {
      closeChoice();
      if (gameOver()) return false;
      return moveResult(attempt(() => session.move(from, to)), from, to);
    },
  };
}

// ---- a choice before a move is played (promotion) ----

/** Shows the choice's options as buttons over the destination. */
function openChoice(from, to, ask) {
  choice = { from, to, options: ask.options };
  const box = $('choice');
  const buttons = ask.options.map((option) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `choice-option ${option.className ?? ''}`;
    button.dataset.value = option.value;
    const glyph = document.createElement('span');
    glyph.className = 'choice-glyph';
    glyph.setAttribute('aria-hidden', 'true');
    const label = document.createElement('span');
    label.className = 'choice-label';
    button.append(glyph, label);
    button.addEventListener('click', () => choose(option.value));
    return button;
  });
  $('choice-options').replaceChildren(...buttons);
  box.hidden = false;
  renderChoice();
  placeChoice();
  control.redraw();
  // After the press that asked: its default action would focus the canvas.
  setTimeout(() => buttons[0]?.focus());
  announce(t('choice.title'));
}

/** The choice's texts in the current language and piece set. */
function renderChoice() {
  if (!choice) return;
  $('choice-title').textContent = t('choice.title');
  const set = settings.options.pieceSet;
  for (const [i, button] of [...$('choice-options').children].entries()) {
    const option = choice.options[i];
    const glyphs = option.glyphs ?? {};
    button.querySelector('.choice-glyph').textContent = glyphs[set] ?? Object.values(glyphs)[0] ?? '';
    button.querySelector('.choice-label').textContent = t(option.key, option.params);
  }
}

/**
 * Puts the dialog next to the destination (below it in the board's upper
 * half, above it in the lower half), inside the board's area.
 */
function placeChoice() {
  const box = $('choice');
  const canvas = $('board');
  const [x, y] = Array.from(board.squareCenter(choice.to, settings.flipped));
  const area = canvas.parentElement.getBoundingClientRect();
  const rect = canvas.getBoundingClientRect();
  const clearance = Math.max(20, rect.height / 22); // about half a square
  const below = y < rect.height / 2;
  const left = rect.left - area.left + x - box.offsetWidth / 2;
  const top = rect.top - area.top + (below ? y + clearance : y - clearance - box.offsetHeight);
  box.style.left = `${Math.max(0, Math.min(left, area.width - box.offsetWidth))}px`;
  box.style.top = `${Math.max(0, Math.min(top, rect.height - box.offsetHeight))}px`;
}

function closeChoice() {
  if (!choice) return false;
  choice = null;
  $('choice').hidden = true;
  control?.redraw();
  return true;
}

function choose(value) {
  const { from, to } = choice;
  closeChoice();
  $('board').focus();
  if (gameOver()) return;
  moveResult(attempt(() => session.move(from, to, value)), from, to);
  control.reset();
}

function wireChoice() {
  const box = $('choice');
  box.addEventListener('keydown', (e) => {
    const buttons = [...$('choice-options').children];
    const at = buttons.indexOf(document.activeElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      closeChoice();
      $('board').focus();
    } else if (['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'].includes(e.key) && buttons.length) {
      e.preventDefault();
      const step = e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 1;
      buttons[(at + step + buttons.length) % buttons.length].focus();
    }
  });
  // Escape from anywhere (the canvas keeps focus during a drag) cancels too.
  document.addEventListener('keydown', (e) => {
    if (choice && e.key === 'Escape' && !box.contains(e.target)) {
      e.preventDefault();
      e.stopPropagation();
      closeChoice();
    }
  }, true);
  // A press anywhere else puts the piece back.
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (choice && !box.contains(e.target)) closeChoice();
    },
    true,
  );
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
  const gap = s.firstMover !== adapter.sides[0] && s.moves.length > 0;
  const plies = gap ? [null, ...s.moves] : [...s.moves];
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

/** The initial choice of an option that marks it: "(mặc định)". */
function markDefaults() {
  for (const option of document.querySelectorAll('option[data-default]')) {
    option.textContent = `${t(option.dataset.i18n)} ${t('options.defaultMark')}`;
  }
}

function renderOptions() {
  markDefaults();
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
  if (table.text) return table.text;
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
  show('guide', !s.outcome && s.guide && t(s.guide.key, s.guide.params));
  show('scores', s.score && t(s.score.key, s.score.params));
  show('result', s.outcome && resultText(s));
  show('duty', s.duty && t('status.duty', { duty: s.duty }));
  const fouls = sides.map((side) => `${sideName(side)} ${s.fouls[side]}`).join(' · ');
  show('fouls', s.table.touchMove && sides.some((side) => s.fouls[side] > 0) && `${t('status.fouls')}: ${fouls}`);
  const line = $('message');
  show('message', message?.text());
  line.dataset.kind = message?.kind ?? '';
  renderToss(s);
  renderActions(s);
  renderChoice();
  renderTools(control?.selected ?? null);
  renderInspect();

  $('undo').disabled = !s.canUndo;
  $('redo').disabled = !s.canRedo;
  $('resign').disabled = Boolean(s.outcome);
  $('table-rules').textContent = tableText(s.table);
  $('fen-out').value = s.position;
  for (const i of [0, 1]) $(`name-${i}`).placeholder = t(`player.${i + 1}`);
  renderOptions();
  renderMoves(s);
  renderRecord();
}

function resultText(s) {
  const reason = t(`reason.${s.outcome.reason}`);
  const winner = s.outcome.winner;
  const note = s.note ? ` ${t(s.note.key, s.note.params)}` : '';
  if (!winner) return t('result.draw', { reason }) + note;
  return t('result.win', { side: sideName(winner), name: playerName(s.playerOf[winner]), reason }) + note;
}

/** The toss that began the game, shown until the first move. */
function renderToss(s) {
  const box = $('toss');
  box.hidden = !s.toss || s.moves.length > 0;
  if (box.hidden) return;
  $('toss-rule').hidden = s.toss.rule === false;
  const tiles = s.toss.items.map((item) => {
    const tile = document.createElement('span');
    tile.className = `toss-item ${item.className ?? ''}`;
    tile.textContent = item.text;
    return tile;
  });
  $('toss-items').replaceChildren(...tiles);
  $('toss-text').textContent = tossText(s);
}

/** The tool buttons under the board, for the current selection. */
function renderTools(selected) {
  if (!adapter.tools || !session) return;
  const state = attempt(() => session.toolState(selected));
  if (state === FAILED) return;
  for (const tool of adapter.tools) {
    const button = $(`tool-${tool.id}`);
    const b = state.buttons[tool.id] ?? { pressed: false, disabled: false };
    button.setAttribute('aria-pressed', String(Boolean(b.pressed)));
    button.disabled = Boolean(b.disabled);
    button.querySelector('.tool-label').textContent = t(`tool.${tool.id}`);
  }
  show('tool-note', state.note);
}

/** What the pointed place holds, in words (a stack bottom to top). */
function renderInspect() {
  if (!session?.describe) return;
  const text = inspected === null ? null : attempt(() => session.describe(inspected));
  show('inspect', text !== FAILED && text);
}

function renderActions(s) {
  for (const action of adapter.actions ?? []) {
    $(`action-${action.id}`).hidden = Boolean(s.outcome) || !(action.id in (s.actions ?? {}));
  }
}

/** The record section: the current game in the chosen format, while open. */
function renderRecord() {
  const section = $('records');
  if (!adapter.recordFormats || !section.open) return;
  const format = $('record-format').value;
  const s = status();
  const names = adapter.sides.map((side) => playerName(s.playerOf[side]));
  try {
    $('record-out').value = session.exportRecord(format, names);
  } catch (error) {
    $('record-out').value = `${t('msg.recordUnavailable')} ${error.message ?? ''}`.trim();
  }
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
  const groups = {};
  for (const opt of adapter.options) {
    const label = document.createElement('label');
    const text = document.createElement('span');
    text.dataset.i18n = `opt.${opt.id}`;
    text.textContent = t(`opt.${opt.id}`);
    const words = document.createElement('span');
    words.className = 'option-words';
    words.append(text);
    if (opt.code) {
      const code = document.createElement('code');
      code.className = 'option-code';
      code.textContent = opt.code;
      words.prepend(code, ' ');
    }
    let input;
    if (opt.choices) {
      input = document.createElement('select');
      for (const choice of opt.choices) {
        const option = new Option(t(`opt.${opt.id}.${choice}`), choice);
        option.dataset.i18n = `opt.${opt.id}.${choice}`;
        if (opt.markDefault && choice === opt.initial) option.dataset.default = 'true';
        input.add(option);
      }
      label.className = 'field';
      label.append(words, input);
    } else {
      input = document.createElement('input');
      input.type = 'checkbox';
      label.className = 'toggle';
      if (opt.markDefault) {
        const mark = document.createElement('span');
        mark.className = 'muted option-default';
        mark.dataset.i18n = opt.initial ? 'options.defaultOn' : 'options.defaultOff';
        mark.textContent = t(mark.dataset.i18n);
        words.append(' ', mark);
      }
      label.append(input, words);
    }
    input.id = `opt-${opt.id}`;
    input.addEventListener('change', () => {
      settings.options[opt.id] = opt.choices ? input.value : input.checked;
      saveSettings();
      render();
      control.redraw();
    });
    let home = $(opt.scope === 'view' ? 'view-options' : 'game-options');
    if (opt.group) {
      if (!groups[opt.group]) {
        const box = document.createElement('details');
        box.className = 'option-group';
        box.id = `options-${opt.group}`;
        const summary = document.createElement('summary');
        summary.dataset.i18n = `options.group.${opt.group}`;
        summary.textContent = t(summary.dataset.i18n);
        box.append(summary);
        home.append(box);
        groups[opt.group] = box;
      }
      home = groups[opt.group];
    }
    home.append(label);
  }
  markDefaults();
  for (const id of adapter.hiddenButtons ?? []) $(id).hidden = true;
  if (adapter.tools) {
    const bar = $('tools');
    bar.hidden = false;
    for (const tool of adapter.tools) {
      const button = document.createElement('button');
      button.type = 'button';
      button.id = `tool-${tool.id}`;
      button.className = 'tool';
      button.setAttribute('aria-pressed', 'false');
      button.setAttribute('aria-keyshortcuts', tool.keys.map((k) => (k.length > 1 ? k[0].toUpperCase() + k.slice(1) : k.toUpperCase())).join(' '));
      const glyph = document.createElement('span');
      glyph.className = 'tool-glyph';
      glyph.setAttribute('aria-hidden', 'true');
      glyph.textContent = tool.glyph ?? '';
      const label = document.createElement('span');
      label.className = 'tool-label';
      const keys = document.createElement('kbd');
      keys.textContent = tool.keyLabel ?? tool.keys.map((k) => k.toUpperCase()).join(' ');
      button.append(glyph, label, keys);
      // Keep the board's focus (and keyboard cursor) when a button is clicked.
      button.addEventListener('pointerdown', (e) => e.preventDefault());
      button.addEventListener('click', () => useTool(tool));
      bar.append(button);
    }
  }
  for (const action of adapter.actions ?? []) {
    const button = document.createElement('button');
    button.type = 'button';
    button.id = `action-${action.id}`;
    button.dataset.i18n = `action.${action.id}`;
    button.textContent = t(`action.${action.id}`);
    button.hidden = true;
    button.addEventListener('click', () => act(action));
    $('resign').before(button);
  }
  if (adapter.recordFormats) {
    $('records').hidden = false;
    const select = $('record-format');
    for (const id of adapter.recordFormats) {
      const option = new Option(t(`format.${id}`), id);
      option.dataset.i18n = `format.${id}`;
      select.add(option);
    }
    if (adapter.recordFormats.includes(settings.recordFormat)) select.value = settings.recordFormat;
  }
}

/** A tool button or key for the current selection. */
function useTool(tool) {
  if (gameOver()) return;
  const result = attempt(() => session.tool(tool.id, control.selected));
  if (result === FAILED) return render();
  if (result.played) {
    control.reset();
    played();
    return;
  }
  if (result.why) {
    const why = result.why;
    say('error', () => why);
  } else if (result.key) {
    const { key, params } = result;
    if (result.ok) {
      message = null;
      announce(t(key, params));
    } else {
      say('info', () => t(key, params));
    }
  }
  render();
  control.redraw();
}

/** The tools' keys anywhere on the page, except while typing. */
function wireTools() {
  // Esc ends an animation wherever the focus is (after a typed move too).
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || choice || !session?.animating?.()) return;
    session.skip();
    control.redraw();
  });
  if (!adapter.tools) return;
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || choice) return;
    const target = e.target;
    if (target.closest?.('input, textarea, select, [contenteditable]')) return;
    const key = e.key.toLowerCase();
    const tool = adapter.tools.find((x) => x.keys.includes(key));
    if (!tool) return;
    e.preventDefault();
    useTool(tool);
  });
}

function act(action) {
  const s = status();
  const params = s.actions?.[action.id];
  if (!params || s.outcome) return render();
  if (action.confirm && !window.confirm(t(`confirm.${action.id}`, params))) return;
  if (attempt(() => session.act(action.id)) === FAILED) return render();
  control.reset();
  message = null;
  changed();
  const after = status();
  announce(after.outcome ? resultText(after) : t(`action.${action.id}`));
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
    sayToss();
    changed();
  });
  $('next-game').addEventListener('click', () => {
    if (!confirmAbandon()) return;
    const next = attempt(() => session.nextInSeries());
    if (next === FAILED) return render();
    replaceSession(next);
    sayToss('msg.series');
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
  wireRecords();
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

// ---- game records (KIF, CSA, JSON) ----

function wireRecords() {
  if (!adapter.recordFormats) return;
  $('records').addEventListener('toggle', renderRecord);
  $('record-format').addEventListener('change', (e) => {
    settings.recordFormat = e.target.value;
    saveSettings();
    renderRecord();
  });
  $('record-copy').addEventListener('click', async () => {
    renderRecord();
    const field = $('record-out');
    try {
      await navigator.clipboard.writeText(field.value);
      say('info', () => t('msg.recordCopied'));
    } catch {
      field.select();
      say('error', () => t('msg.copyFailed'));
    }
    render();
  });
  $('record-download').addEventListener('click', () => {
    renderRecord();
    const format = $('record-format').value;
    const extension = { kif: 'kifu', csa: 'csa', json: 'json' }[format] ?? 'txt';
    const type = format === 'json' ? 'application/json' : 'text/plain';
    const blob = new Blob([$('record-out').value], { type: `${type};charset=utf-8` });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    const day = new Date().toISOString().slice(0, 10);
    link.download = `${entry.id}-${day}.${extension}`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  $('record-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $('record-in');
    if (!input.value.trim()) {
      say('error', () => t('msg.recordEmpty'));
      return render();
    }
    if (importRecord(input.value)) {
      input.value = '';
      keepDraft('record-in', '');
    }
  });
  $('record-file').addEventListener('change', async (e) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    importRecord(decodeText(await file.arrayBuffer()));
  });
}

/** A record file's text: UTF-8, or Shift_JIS as older KIF files are. */
function decodeText(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('shift_jis').decode(bytes);
  }
}

/** Loads a game from record text; true when it worked. */
function importRecord(text) {
  if (!confirmAbandon()) return false;
  try {
    const next = adapter.importRecord(text, gameOptions());
    const names = next.names?.() ?? [];
    replaceSession(next);
    const s = status();
    adapter.sides.forEach((side, i) => {
      if (names[i]) settings.names[s.playerOf[side]] = names[i];
    });
    for (const i of [0, 1]) $(`name-${i}`).value = settings.names[i];
    saveSettings();
    say('info', () => t('msg.recordLoaded'));
    changed();
    return true;
  } catch (error) {
    say('error', () => `${t('msg.recordError')} ${error.message}`);
    render();
    return false;
  }
}

// ---- start ----

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

async function boot() {
  setScope(entry?.id ?? null);
  if (entry) document.body.dataset.game = entry.id;
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
  if (!saved) sayToss(damaged ? 'msg.corrupt' : null);
  $('loading').hidden = true;
  $('table').hidden = false;
  const canvas = $('board');
  board = adapter.createBoard(canvas);
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
  control = new BoardControl(canvas, boardHost());
  wireChoice();
  wirePanel();
  wireTools();
  changed();
}

boot().catch((error) => {
  $('loading').hidden = false;
  $('loading').textContent = t('play.failed', { error: error.message });
});
