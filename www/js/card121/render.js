// What the 121 page shows of the state, the store's render (js/page/store.js):
// the table on screen (the live match, or a reviewed round) on the canvas
// and in words, the buttons, the prompt, the scores, the log, the result,
// the history, the review bar, the record section and the message line.
// Functions of the state: they read the engine through it and change
// nothing. What the person does is input.js's.

import { t, lang } from '../i18n.js';
import { rulesHref } from '../games/catalog.js';
import { $, setText, show, attempt } from '../page/helpers.js';
import { shownTable, shownState, findAction, acting, botsToAct } from './state.js';
import { whereText } from './review.js';
import { exportText } from './records.js';

function canvasWords() {
  const w = {};
  for (const key of ['you', 'bot', 'deck', 'pile', 'indicator', 'hidden', 'dealer', 'steals', 'nhatBan',
    'offerFlipped', 'offerPut', 'yourTake', 'white']) {
    w[key] = t(`c121.w.${key}`);
  }
  return w;
}

/**
 * The table on screen on the canvas (the keyboard cursor only while the
 * canvas has the focus), and its cards in words for screen readers. Drawn
 * when a commit asks (`redraw`, card121/state.js), and when the canvas
 * gains or loses the focus or is resized.
 */
export function draw(state) {
  if (!state.board) return;
  const s = shownState(state);
  const { ui } = state;
  const view = {
    cursor: ui.keyboard && document.activeElement === $('board') && !state.review ? ui.cursor : null,
    exchanging: ui.exchanging && acting(state, s),
    selected: ui.selected,
    words: canvasWords(),
  };
  attempt(() => state.board.draw(shownTable(state), view));
  $('board').dataset.drawn = 'true';
  describeCards(state, s);
}

/** The cards the canvas shows, by their names (the engine's), for screen readers. */
function describeCards(state, s) {
  const cards = s.words.cards;
  const lines = [t('c121.cards.hand', { cards: cards.hand.join(', ') })];
  if (state.ui.selected !== null) lines.push(t('c121.cards.selected', { name: cards.hand[state.ui.selected] }));
  if (s.words.offer) lines.push(t('c121.cards.offer', { name: s.words.offer.name }));
  lines.push(t('c121.cards.indicator', { name: cards.indicator }));
  if (cards.revealed.length) lines.push(t('c121.cards.revealed', { cards: cards.revealed.join(', ') }));
  cards.locked.forEach((locked, i) => {
    if (locked.length) lines.push(t('c121.cards.locked', { seat: i + 1, cards: locked.join(', ') }));
  });
  setText($('board-cards'), lines.join(' '));
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

function promptText(state, s) {
  if (state.review) return '';
  if (s.match_over) return t('c121.prompt.matchOver');
  if (s.round_over) return t('c121.prompt.roundOver');
  // A bot's Thế trắng is answered inside the engine's call, so a bot
  // deciding is always a bot on a card, and the white phase is the person's.
  if (s.bot_to_act) return t('c121.turn.bot', { seat: s.round.to_act });
  if (!s.your_turn) return '';
  if (s.round.white_phase) return t('c121.prompt.white');
  const offer = s.round.offer;
  const words = s.words.offer;
  const { ui } = state;
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

function renderButtons(state, s) {
  const has = (kind) => Boolean(findAction(s, kind));
  const yours = acting(state, s);
  const { ui } = state;
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
  $('next-round').hidden = !(s.can_deal && !state.review);
  $('again').hidden = !(s.match_over && !state.review);
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

/**
 * Writes an element's text even when it is the same: the table's lines are
 * painted anew at each render, as they always were (the page's pixels,
 * rounded corners included, stay those of these repaints).
 */
function write(el, text) {
  el.textContent = text;
}

/** Shows the element `id` with `text` written anew, or hides it when there is none. */
function showAnew(id, text) {
  const el = $(id);
  el.hidden = !text;
  write(el, text || '');
}

/** The review bar: where the review is, the steps, and "take this match up" for an imported one. */
function renderReview(state) {
  const { review } = state;
  $('review').hidden = !review;
  $('review-start').disabled = Boolean(review);
  if (review) $('board').dataset.review = String(review.index);
  else delete $('board').dataset.review;
  if (!review) return;
  write($('review-where'), whereText(review));
  write($('review-help'), t('c121.review.help', { source: t(`c121.review.source.${review.source}`) }));
  $('review-prev').disabled = review.index === 0;
  $('review-next').disabled = review.index === review.stops.length - 1;
  $('review-adopt').hidden = review.source !== 'import';
}

/** The record section: the import field's text and error, and the export following the live match while open. */
function renderRecords(state) {
  const field = $('record-in');
  if (field.value !== state.importText) field.value = state.importText;
  const error = state.importError;
  const box = $('record-error');
  box.hidden = !error;
  write(box, error?.text ?? '');
  field.setAttribute('aria-invalid', String(Boolean(error)));
  if (!state.recordsOpen) return;
  const out = $('record-out');
  const text = exportText(state);
  if (out.value !== text) out.value = text;
}

/** The page's header: its title, the rules link and the board's name (shown while the engine loads too). */
export function renderHeader(state) {
  const name = t('game.card121.name');
  document.title = `${name} — Rulebook`;
  if (state.rulesEntry) $('rules-link').href = rulesHref(state.rulesEntry, lang());
  $('board').setAttribute('aria-label', t('c121.board.label'));
}

/** The whole page from the state. */
export function render(state) {
  renderHeader(state);
  if (!state.table) return;
  const s = shownState(state);
  write($('round-line'), `${t('c121.round', { n: s.round_number, total: s.rounds })} · ${t('c121.dealer', { seat: s.round.dealer })}`);
  const turn = $('turn');
  write(turn, turnText(s));
  turn.dataset.side = s.your_turn ? 'you' : 'other';
  renderScores(s);
  renderButtons(state, s);
  showAnew('prompt', promptText(state, s));
  const { message } = state;
  showAnew('message', message?.text());
  $('message').dataset.kind = message?.kind ?? '';
  const kept = state.refusedSave;
  show('save-kept', kept && t(kept.blocked ? 'c121.save.keptInPlace' : 'c121.save.kept', { key: kept.keptAs }));
  $('board').dataset.bots = botsToAct(state) ? 'thinking' : 'idle';

  // The result of the round, in words.
  $('result-box').hidden = !s.words.result;
  listInto('result-lines', s.words.result ?? []);
  showAnew('match-end', s.words.match_end);
  // What Ù would score, when the person may declare it.
  const preview = acting(state, s) && findAction(s, 'win') ? s.words.preview : null;
  $('preview-box').hidden = !preview;
  listInto('preview-lines', preview ?? []);

  const log = s.words.log.length ? s.words.log : [t('c121.log.empty')];
  listInto('log', log);
  const logList = $('log');
  logList.scrollTop = logList.scrollHeight;
  listInto('history', s.words.history.map((h) => t('c121.history.item', { n: h.number, line: h.line })));
  $('history-empty').hidden = s.words.history.length > 0;

  const { settings } = state;
  $('opt-games').value = settings.games;
  $('opt-strict').checked = settings.strict;
  $('opt-speed').value = settings.speed;
  const games = t(`c121.opt.games.${s.options.games}`);
  const strict = t(s.options.strict ? 'c121.table.strict' : 'c121.table.casual');
  write($('table-rules'), t('c121.table.text', { games, strict }));
  renderReview(state);
  renderRecords(state);
}
