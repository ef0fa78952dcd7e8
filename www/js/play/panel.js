// The side panel (and the tools and words under the board): built once from
// what the adapter declares (notations, options, tools, actions, record
// formats), rendered from the session's status and the settings after every
// change. The settings' own controls (notation, names, options, drafts) are
// wired here too: they only change a setting and render again. What the
// player does to the game is input.js's; new games, positions and records
// are session.js's.

import { t, lang, has } from '../i18n.js';
import { rulesHref } from '../games/catalog.js';
import { $, play, attempt, FAILED, status, sideName, playerName, currentMessage } from './page.js';
import { DRAFT_FIELDS, saveSettings, keepDraft } from './settings.js';
import { renderChoice } from './choice.js';
import { renderComputer } from './computer.js';
import { renderEmbed } from './embed-position.js';
import { renderReview, reviewedGame } from './review.js';
import { renderFieldErrors } from './field-error.js';
import { renderCaptured } from './captured.js';
import { renderClocks } from './clocks.js';
import { renderOffer } from './draw-offer.js';

/** @typedef {import('../adapter.js').Status} Status */

// ---- rendering ----

/**
 * Writes an element's text only when it differs: a write, even of the same
 * text, replaces the text node and makes the page lay out again.
 */
function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

function show(id, text) {
  const el = $(id);
  el.hidden = !text;
  setText(el, text || '');
}

/**
 * Whether the panel was last rendered while a move was being shown (its
 * status is the animation's): input.js renders again once that changes.
 */
export let renderedBusy = false;

/** The whole panel (and the page's title) from the current status. */
export function render() {
  const { entry, adapter } = play;
  const name = t(`game.${entry.id}.name`);
  document.title = `${name} — Rulebook`;
  setText($('game-title'), name);
  $('board').setAttribute('aria-label', t('board.label', { game: name }));
  const rules = $('rules-link');
  rules.hidden = !entry.rules;
  rules.href = rulesHref(entry, lang());

  const s = attempt(status);
  if (s === FAILED) return;
  renderedBusy = Boolean(play.session.animating?.());
  const { sides } = adapter;
  const players = sides.map((side) => t('status.plays', { name: playerName(s.playerOf[side]), side: sideName(side) }));
  setText($('players'), players.join(' · '));
  const turn = $('turn');
  turn.hidden = Boolean(s.outcome);
  const shown = s.turnLine ?? { side: s.turn, key: 'status.turn' };
  turn.dataset.side = shown.side;
  setText(turn, t(shown.key, { side: sideName(shown.side), name: playerName(s.playerOf[shown.side]) }));
  show('check', !s.outcome && s.inCheck && t('status.check', { side: sideName(s.turn) }));
  show('guide', !s.outcome && s.guide && t(s.guide.key, s.guide.params));
  show('scores', s.score && t(s.score.key, s.score.params));
  show('result', s.outcome && resultText(s));
  show('duty', s.duty && t('status.duty', { duty: s.duty }));
  const fouls = sides.map((side) => `${sideName(side)} ${s.fouls[side]}`).join(' · ');
  show('fouls', s.table.touchMove && sides.some((side) => s.fouls[side] > 0) && `${t('status.fouls')}: ${fouls}`);
  const message = currentMessage();
  const line = $('message');
  show('message', message?.text());
  line.dataset.kind = message?.kind ?? '';
  renderToss(s);
  renderCaptured(s);
  renderActions(s);
  renderChoice();
  renderTools(play.control?.selected ?? null);
  renderInspect();

  $('undo').disabled = !s.canUndo;
  $('redo').disabled = !s.canRedo;
  $('resign').disabled = Boolean(s.outcome);
  setText($('table-rules'), tableText(s.table));
  $('fen-out').value = s.position;
  for (const i of [0, 1]) $(`name-${i}`).placeholder = t(`player.${i + 1}`);
  // A game may give an example move per notation (Cờ tướng).
  const example = `input.movePlaceholder.${play.settings.notation}`;
  $('move-input').placeholder = t(has(example) ? example : 'input.movePlaceholder');
  renderOptions();
  renderMoves(s);
  renderRecord();
  renderEmbed();
  renderComputer();
  renderReview();
  renderFieldErrors();
  renderClocks();
  renderOffer();
}

/** The result line: who won and why, or a draw, and the game's note. @param {Status} s */
export function resultText(s) {
  // The engine words the reason, in the game's language.
  const reason = s.outcome.text;
  const winner = s.outcome.winner;
  const note = s.note ? ` ${t(s.note.key, s.note.params)}` : '';
  if (!winner) return t('result.draw', { reason }) + note;
  return t('result.win', { side: sideName(winner), name: playerName(s.playerOf[winner]), reason }) + note;
}

/** The toss sentence of the current game (coin toss, furigoma), or who plays first. @param {Status} s */
export function tossText(s) {
  const first = s.toss?.side ?? play.adapter.sides[0];
  const params = { ...s.toss?.params, name: playerName(s.playerOf[first]), side: sideName(first), tosser: playerName(0) };
  // A game with a toss of its own but none this time (next in series) only says who plays first.
  return t(s.toss === null ? 'status.plays' : s.toss?.key ?? 'status.toss', params);
}

/** The moves the list shows: a status's own array (the same while the game and notation are). */
let listed = null;

function renderMoves(s) {
  if (s.moves === listed) return;
  listed = s.moves;
  const { sides } = play.adapter;
  const list = $('move-list');
  // A game set up with the second side to move starts its first pair with a gap.
  const gap = s.firstMover !== sides[0] && s.moves.length > 0;
  const plies = gap ? [null, ...s.moves] : [...s.moves];
  const rows = [];
  for (let i = 0; i < plies.length; i += 2) {
    const row = document.createElement('li');
    for (const [j, text] of [plies[i], plies[i + 1]].entries()) {
      if (text === undefined) break;
      // A move is a button that shows the board after it (review.js).
      const cell = document.createElement(text === null ? 'span' : 'button');
      cell.className = `ply side-${sides[j]}`;
      cell.textContent = text ?? '…';
      if (text !== null) {
        cell.type = 'button';
        cell.dataset.ply = String(i + j + (gap ? 0 : 1));
      }
      row.append(cell);
    }
    rows.push(row);
  }
  if (s.moves.length) rows.at(-1).lastElementChild.classList.add('last');
  list.replaceChildren(...rows);
  $('moves-empty').hidden = s.moves.length > 0;
  // The newest move in view, once the frame lays the list out anyway (reading
  // its height now would lay the page out here and again in the frame).
  requestAnimationFrame(() => (list.scrollTop = list.scrollHeight));
}

/** The initial choice of an option that marks it: "(mặc định)". */
function markDefaults() {
  for (const option of document.querySelectorAll('option[data-default]')) {
    setText(option, `${t(option.dataset.i18n)} ${t('options.defaultMark')}`);
  }
}

function renderOptions() {
  const { settings } = play;
  markDefaults();
  for (const opt of play.adapter.options) {
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

/** The toss whose tiles are shown (a status's own object). */
let tossed = null;

/** The toss that began the game, shown until the first move. */
function renderToss(s) {
  const box = $('toss');
  box.hidden = !s.toss || s.moves.length > 0;
  if (box.hidden) return;
  $('toss-rule').hidden = s.toss.rule === false;
  if (s.toss !== tossed) {
    tossed = s.toss;
    const tiles = s.toss.items.map((item) => {
      const tile = document.createElement('span');
      tile.className = `toss-item ${item.className ?? ''}`;
      tile.textContent = item.text;
      return tile;
    });
    $('toss-items').replaceChildren(...tiles);
  }
  setText($('toss-text'), tossText(s));
}

/** The tool buttons under the board, for the current selection. */
export function renderTools(selected) {
  const { adapter, session } = play;
  if (!adapter.tools || !session) return;
  const state = attempt(() => session.toolState(selected));
  if (state === FAILED) return;
  for (const tool of adapter.tools) {
    const button = $(`tool-${tool.id}`);
    const b = state.buttons[tool.id] ?? { pressed: false, disabled: false };
    button.setAttribute('aria-pressed', String(Boolean(b.pressed)));
    button.disabled = Boolean(b.disabled);
    setText(button.querySelector('.tool-label'), t(`tool.${tool.id}`));
  }
  show('tool-note', state.note);
}

/** What the pointed place holds, in words (a stack bottom to top). */
export function renderInspect() {
  const { session, inspected } = play;
  if (!session?.describe) return;
  // While reviewing, the place as it stood then.
  const game = reviewedGame() ?? session.game;
  const text = inspected === null ? null : attempt(() => session.describe(inspected, game));
  show('inspect', text !== FAILED && text);
}

function renderActions(s) {
  for (const action of play.adapter.actions ?? []) {
    $(`action-${action.id}`).hidden = Boolean(s.outcome) || !(action.id in (s.actions ?? {}));
  }
}

/** The latest record asked for: only it is shown. */
let recordAsked = 0;

/**
 * The record section: the current game in the chosen format, while open.
 * The adapter may write it later (its formats loading): the field is
 * aria-busy until then.
 */
export async function renderRecord() {
  const { adapter, session } = play;
  const section = $('records');
  if (!adapter.recordFormats || !section.open) return;
  const format = $('record-format').value;
  const s = status();
  const names = adapter.sides.map((side) => playerName(s.playerOf[side]));
  const asked = ++recordAsked;
  const out = $('record-out');
  out.setAttribute('aria-busy', 'true');
  let text;
  try {
    text = await session.exportRecord(format, names);
  } catch (error) {
    text = `${t('msg.recordUnavailable')} ${error.message ?? ''}`.trim();
  }
  if (asked !== recordAsked) return;
  out.value = text;
  out.removeAttribute('aria-busy');
}

// ---- building the controls the adapter describes ----

/**
 * Fills the panel from the adapter and the settings: the notations, names,
 * drafts and options (wired to the settings), the shell's buttons the game
 * hides, the tool bar, the action buttons and the record formats (wired by
 * input.js and session.js).
 */
export function buildPanel() {
  const { adapter, settings } = play;
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
  buildOptions();
  markDefaults();
  for (const id of adapter.hiddenButtons ?? []) $(id).hidden = true;
  if (adapter.tools) buildTools(adapter.tools);
  for (const action of adapter.actions ?? []) {
    const button = document.createElement('button');
    button.type = 'button';
    button.id = `action-${action.id}`;
    button.dataset.i18n = `action.${action.id}`;
    button.textContent = t(`action.${action.id}`);
    button.hidden = true;
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

/** A checkbox or select per option, under "new game" or "display", some in groups. */
function buildOptions() {
  const { adapter, settings } = play;
  const groups = {};
  for (const opt of adapter.options) {
    const label = document.createElement('label');
    const text = document.createElement('span');
    text.dataset.i18n = `opt.${opt.id}`;
    text.textContent = t(`opt.${opt.id}`);
    const words = document.createElement('span');
    words.className = 'option-words';
    words.append(text);
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
    if (opt.code) {
      // The words first; the brief's name last, small, for who looks for it.
      const code = document.createElement('code');
      code.className = 'option-code';
      code.textContent = opt.code;
      words.append(' ', code);
      label.title = opt.code;
    }
    input.id = `opt-${opt.id}`;
    input.addEventListener('change', () => {
      settings.options[opt.id] = opt.choices ? input.value : input.checked;
      saveSettings();
      render();
      play.control.redraw();
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
}

/** The buttons under the board: glyph, label (renderTools) and keys. */
function buildTools(tools) {
  const bar = $('tools');
  bar.hidden = false;
  for (const tool of tools) {
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
    bar.append(button);
  }
}

/** The settings shown in the panel: the notation and the players' names. */
export function wirePanel() {
  const { settings } = play;
  $('notation').addEventListener('change', (e) => {
    settings.notation = e.target.value;
    saveSettings();
    render();
    play.control.redraw(); // the board's coordinates follow the notation
  });
  for (const i of [0, 1]) {
    $(`name-${i}`).addEventListener('input', (e) => {
      settings.names[i] = e.target.value;
      saveSettings();
      render();
    });
  }
}
