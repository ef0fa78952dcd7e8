// The person's actions at the live table, as mutations. A card of the hand
// goes out in two steps, by touch, mouse and keyboard alike: a tap (click,
// Enter) CHOOSES it (raised and outlined on the canvas, announced, with an
// "Exchange this card" button), and a second tap on it (or that button,
// Enter again, D) CONFIRMS it; a tap on another card moves the choice;
// Esc or a tap elsewhere cancels. An exchange shows cards to every seat
// and cannot be taken back, so none is made by a single slip of a finger.

import { t } from '../i18n.js';
import { attempt, FAILED, say, announce, clearMessage } from '../page/helpers.js';
import { liveState, changeTable, findAction, redraw } from './state.js';
import { newTable } from './match.js';

/** No card chosen, Đổi and Nhất Bản released. */
export function resetUi(state) {
  const { ui } = state;
  ui.exchanging = false;
  ui.nhatBan = false;
  ui.selected = null;
}

/** A refusal in the engine's words, when it gives one. */
function refuse(state, why) {
  if (why) say(state, 'error', () => `${t('c121.msg.refused')} ${why}`);
  redraw(state);
}

/** Plays the person's action text; a refusal shows the engine's reason. Whether it was played. */
function play(state, text) {
  const done = attempt(() => changeTable(state, () => state.table.play(text)), state, 'c121.msg.refused');
  if (done === FAILED) return false;
  clearMessage(state);
  resetUi(state);
  announce(state, liveState(state).words.log.slice(-3).join('. '));
  redraw(state);
  return true;
}

/** Ù, Bỏ (pass), Thế trắng or not: played when offered, else the engine says why not. */
export function playKind(state, kind) {
  if (state.review) return;
  const action = findAction(liveState(state), kind);
  if (action) return play(state, action.text);
  // Why it is not offered now, in the engine's words.
  const text = { win: 'win', pass: 'pass', white: 'white', 'no-white': 'no-white' }[kind];
  refuse(state, text ? state.table.explain(text) : null);
}

/** May the person put a card out now (whatever the card)? */
const mayChoose = (state, s) => !state.review && s.your_turn && !s.round.white_phase;

/**
 * A card of the hand tapped, clicked (`keyboard` false) or entered (true):
 * chosen, or confirmed when it was chosen.
 */
export function chooseCard(state, index, keyboard = state.ui.keyboard) {
  const s = liveState(state);
  const { ui } = state;
  ui.keyboard = keyboard;
  const card = s.round.hand[index];
  if (card === undefined || state.review) return;
  ui.cursor = index;
  if (!mayChoose(state, s)) {
    const why = state.table.explain(`swap ${card}`);
    if (why) say(state, 'info', () => `${t('c121.msg.refused')} ${why}`);
    redraw(state);
    return;
  }
  if (ui.selected === index) return confirmChoice(state);
  if (!findAction(s, 'swap', card, ui.nhatBan)) {
    return refuse(state, state.table.explain(`swap ${card}${ui.nhatBan ? ' nhat-ban' : ''}`));
  }
  ui.selected = index;
  clearMessage(state);
  announce(state, t('c121.say.selected', { name: s.words.cards.hand[index] }));
  redraw(state);
}

/** The chosen card goes out (with Nhất Bản when pressed). */
export function confirmChoice(state) {
  const s = liveState(state);
  const { ui } = state;
  const card = ui.selected === null ? undefined : s.round.hand[ui.selected];
  if (card === undefined || !mayChoose(state, s)) return;
  const action = findAction(s, 'swap', card, ui.nhatBan);
  if (action) play(state, action.text);
  else refuse(state, state.table.explain(`swap ${card}${ui.nhatBan ? ' nhat-ban' : ''}`));
}

/** Esc or a tap elsewhere: no card chosen, Đổi and Nhất Bản released. Whether anything was undone. */
export function cancelChoice(state) {
  const { ui } = state;
  if (ui.selected === null && !ui.exchanging && !ui.nhatBan) return false;
  const chosen = ui.selected !== null;
  resetUi(state);
  if (chosen) announce(state, t('c121.say.unselected'));
  redraw(state);
  return true;
}

/** Đổi pressed when no exchange is possible: the engine says why. */
function refuseSwap(state, s) {
  const card = s.round.hand.find((c) => !s.round.locked[0].includes(c)) ?? s.round.hand[0];
  refuse(state, card ? state.table.explain(`swap ${card}`) : null);
}

/** Đổi (D): confirms a chosen card, chooses the card under the keyboard cursor, or asks for a card. */
export function pressSwap(state) {
  const s = liveState(state);
  const { ui } = state;
  if (state.review) return;
  if (!findAction(s, 'swap')) return refuseSwap(state, s);
  if (ui.selected !== null) return confirmChoice(state);
  if (ui.keyboard && ui.cursor !== null && ui.exchanging) return chooseCard(state, ui.cursor);
  ui.exchanging = !ui.exchanging;
  if (!ui.exchanging) ui.nhatBan = false;
  clearMessage(state);
  redraw(state);
}

export function pressNhatBan(state) {
  const s = liveState(state);
  const { ui } = state;
  if (state.review || !s.words.actions.some((a) => a.nhat_ban)) return;
  ui.nhatBan = !ui.nhatBan;
  ui.exchanging = ui.nhatBan || ui.exchanging;
  clearMessage(state);
  redraw(state);
}

export function nextRound(state) {
  const s = liveState(state);
  if (state.review || !s.can_deal) return;
  if (attempt(() => changeTable(state, () => state.table.nextRound()), state) === FAILED) return;
  resetUi(state);
  state.ui.cursor = null;
  const after = liveState(state);
  say(state, 'info', () => t('c121.msg.dealt', { n: after.round_number }));
  redraw(state);
}

/** The keyboard cursor one card along the hand (`step` ±1), shown. */
export function moveCursor(state, step) {
  const n = liveState(state).round.hand.length;
  if (!n) return;
  const { ui } = state;
  ui.keyboard = true;
  ui.cursor = ui.cursor === null ? (step > 0 ? 0 : n - 1) : (ui.cursor + step + n) % n;
  redraw(state);
}

/** Replaces the live match by `next` (a Card121Table). */
export function replaceMatch(state, next) {
  changeTable(state, () => {
    state.table.free();
    state.table = next;
  });
  resetUi(state);
  state.ui.cursor = null;
  redraw(state);
}

/** Whether a match is in progress that a new one would abandon. */
export function inProgress(state) {
  return state.table.record().steps.length > 0 && !liveState(state).match_over;
}

/** A new match of the chosen options (asked first by the input when one is in progress). */
export function startNewMatch(state) {
  const next = attempt(() => newTable(state), state);
  if (next === FAILED) return;
  replaceMatch(state, next);
  say(state, 'info', () => t('c121.msg.new'));
}
