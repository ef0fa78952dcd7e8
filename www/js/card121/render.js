// What the 121 page shows of the table on screen (the live match, or a
// reviewed round): the canvas and its description in words, the buttons,
// the prompt, the scores, the log, the result, the history.

import { t, lang } from '../i18n.js';
import { rulesHref } from '../games/catalog.js';
import { $, page, attempt, shownTable, shownState, findAction } from './page.js';
import { renderReview } from './review.js';
import { renderRecords } from './records.js';

let frame = 0;
let rulesEntry = null;

/** The catalog entry the rules link points at. */
export function setRulesEntry(entry) {
  rulesEntry = entry;
}

function canvasWords() {
  const w = {};
  for (const key of ['you', 'bot', 'deck', 'pile', 'indicator', 'hidden', 'dealer', 'steals', 'nhatBan',
    'offerFlipped', 'offerPut', 'yourTake', 'white']) {
    w[key] = t(`c121.w.${key}`);
  }
  return w;
}

/** Whether the person may act on the table on screen (never in a review). */
export const acting = (s) => !page.review && s.your_turn;

export function draw() {
  if (!page.board) return;
  const s = shownState();
  const ui = page.ui;
  const handSize = s.round.hand.length;
  if (ui.cursor !== null && ui.cursor >= handSize) ui.cursor = handSize ? handSize - 1 : null;
  if (ui.selected !== null && (ui.selected >= handSize || !acting(s))) ui.selected = null;
  const view = {
    cursor: ui.keyboard && document.activeElement === $('board') && !page.review ? ui.cursor : null,
    exchanging: ui.exchanging && acting(s),
    selected: ui.selected,
    words: canvasWords(),
  };
  const drawn = attempt(() => page.board.draw(shownTable(), view));
  if (!drawn.ok) render();
  $('board').dataset.drawn = 'true';
  describeCards(s);
}

export function redraw() {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    draw();
  });
}

export function resize() {
  const canvas = $('board');
  const { width, height } = canvas.getBoundingClientRect();
  if (width < 1 || height < 1) return;
  page.board.resize(width, height, window.devicePixelRatio || 1);
  draw();
}

/** The cards the canvas shows, by their names (the engine's), for screen readers. */
function describeCards(s) {
  const cards = s.words.cards;
  const lines = [t('c121.cards.hand', { cards: cards.hand.join(', ') })];
  if (page.ui.selected !== null) lines.push(t('c121.cards.selected', { name: cards.hand[page.ui.selected] }));
  if (s.words.offer) lines.push(t('c121.cards.offer', { name: s.words.offer.name }));
  lines.push(t('c121.cards.indicator', { name: cards.indicator }));
  if (cards.revealed.length) lines.push(t('c121.cards.revealed', { cards: cards.revealed.join(', ') }));
  cards.locked.forEach((locked, i) => {
    if (locked.length) lines.push(t('c121.cards.locked', { seat: i + 1, cards: locked.join(', ') }));
  });
  const text = lines.join(' ');
  const box = $('board-cards');
  if (box.textContent !== text) box.textContent = text;
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
  if (page.review) return '';
  if (s.match_over) return t('c121.prompt.matchOver');
  if (s.round_over) return t('c121.prompt.roundOver');
  // A bot's Thế trắng is answered inside the engine's call, so a bot
  // deciding is always a bot on a card, and the white phase is the person's.
  if (s.bot_to_act) return t('c121.turn.bot', { seat: s.round.to_act });
  if (!s.your_turn) return '';
  if (s.round.white_phase) return t('c121.prompt.white');
  const offer = s.round.offer;
  const words = s.words.offer;
  const ui = page.ui;
  const parts = [
    t(offer.flipped ? 'c121.prompt.flipped' : 'c121.prompt.put', { name: words.name, seat: offer.from }),
    t('c121.prompt.take', { take: words.take_name, meaning: words.take_meaning }),
  ];
  if (findAction(s, 'win')) parts.push(t('c121.prompt.win'));
  if (ui.selected !== null) parts.push(t('c121.prompt.selected', { name: s.words.cards.hand[ui.selected] }));
  else if (ui.nhatBan) parts.push(t('c121.prompt.nhatBan'));
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
  const yours = acting(s);
  const ui = page.ui;
  $('act-win').hidden = !(yours && has('win'));
  // A chosen card has its own confirm button in Đổi's place.
  $('act-swap').hidden = !(yours && !s.round.white_phase) || ui.selected !== null;
  $('act-swap').disabled = !has('swap');
  $('act-swap').setAttribute('aria-pressed', String(ui.exchanging || ui.selected !== null));
  $('act-nhatban').hidden = !(yours && s.words.actions.some((a) => a.nhat_ban));
  $('act-nhatban').setAttribute('aria-pressed', String(ui.nhatBan));
  $('act-pass').hidden = !(yours && has('pass'));
  $('act-white').hidden = !(yours && has('white'));
  $('act-nowhite').hidden = !(yours && has('no-white'));
  const chosen = yours && ui.selected !== null;
  $('act-confirm').hidden = !chosen;
  $('act-confirm-label').textContent = t(ui.nhatBan ? 'c121.btn.confirmNhatBan' : 'c121.btn.confirm');
  $('act-cancel').hidden = !chosen;
  $('next-round').hidden = !(s.can_deal && !page.review);
  $('again').hidden = !(s.match_over && !page.review);
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

export function render() {
  const name = t('game.card121.name');
  document.title = `${name} — Rulebook`;
  if (rulesEntry) $('rules-link').href = rulesHref(rulesEntry, lang());
  $('board').setAttribute('aria-label', t('c121.board.label'));
  if (!page.table) return;
  const s = shownState();
  $('round-line').textContent = `${t('c121.round', { n: s.round_number, total: s.rounds })} · ${t('c121.dealer', { seat: s.round.dealer })}`;
  const turn = $('turn');
  turn.textContent = turnText(s);
  turn.dataset.side = s.your_turn ? 'you' : 'other';
  renderScores(s);
  renderButtons(s);
  show('prompt', promptText(s));
  const msg = $('message');
  const message = page.message;
  msg.hidden = !message;
  msg.textContent = message ? message.text() : '';
  msg.dataset.kind = message?.kind ?? '';

  // The result of the round, in words.
  $('result-box').hidden = !s.words.result;
  listInto('result-lines', s.words.result ?? []);
  show('match-end', s.words.match_end);
  // What Ù would score, when the person may declare it.
  const preview = acting(s) && findAction(s, 'win') ? s.words.preview : null;
  $('preview-box').hidden = !preview;
  listInto('preview-lines', preview ?? []);

  const log = s.words.log.length ? s.words.log : [t('c121.log.empty')];
  listInto('log', log);
  const logList = $('log');
  logList.scrollTop = logList.scrollHeight;
  listInto('history', s.words.history.map((h) => t('c121.history.item', { n: h.number, line: h.line })));
  $('history-empty').hidden = s.words.history.length > 0;

  const settings = page.settings;
  $('opt-games').value = settings.games;
  $('opt-strict').checked = settings.strict;
  $('opt-speed').value = settings.speed;
  const games = t(`c121.opt.games.${s.options.games}`);
  const strict = t(s.options.strict ? 'c121.table.strict' : 'c121.table.casual');
  $('table-rules').textContent = t('c121.table.text', { games, strict });
  renderReview();
  renderRecords();
}
