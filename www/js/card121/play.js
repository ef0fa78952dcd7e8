// The person's actions at the live table. A card of the hand goes out in
// two steps, by touch, mouse and keyboard alike: a tap (click, Enter)
// CHOOSES it (raised and outlined on the canvas, announced, with an
// "Exchange this card" button), and a second tap on it (or that button,
// Enter again, D) CONFIRMS it; a tap on another card moves the choice;
// Esc or a tap elsewhere cancels. An exchange shows cards to every seat
// and cannot be taken back, so none is made by a single slip of a finger.

import { t } from '../i18n.js';
import { page, say, announce, attempt, change, liveState, findAction } from './page.js';
import { render, draw } from './render.js';
import { changed, stopBots } from './turns.js';
import { newTable } from './match.js';

const ui = page.ui;

export function resetUi() {
  ui.exchanging = false;
  ui.nhatBan = false;
  ui.selected = null;
}

function refuse(why) {
  if (why) say('error', () => `${t('c121.msg.refused')} ${why}`);
  render();
  draw();
}

/** Plays the person's action text; a refusal shows the engine's reason. */
export function play(text) {
  const done = attempt(() => change(() => page.table.play(text)), 'c121.msg.refused');
  if (!done.ok) {
    render();
    return false;
  }
  page.message = null;
  resetUi();
  announce(liveState().words.log.slice(-3).join('. '));
  changed();
  return true;
}

export function playKind(kind) {
  if (page.review) return;
  const action = findAction(liveState(), kind);
  if (!action) {
    // Why it is not offered now, in the engine's words.
    const text = { win: 'win', pass: 'pass', white: 'white', 'no-white': 'no-white' }[kind];
    refuse(text ? page.table.explain(text) : null);
    return;
  }
  play(action.text);
}

/** May the person put a card out now (whatever the card)? */
const mayChoose = (s) => !page.review && s.your_turn && !s.round.white_phase;

/** A card of the hand tapped, clicked or entered: chosen, or confirmed when it was chosen. */
export function chooseCard(index) {
  const s = liveState();
  const card = s.round.hand[index];
  if (card === undefined || page.review) return;
  ui.cursor = index;
  if (!mayChoose(s)) {
    const why = page.table.explain(`swap ${card}`);
    if (why) say('info', () => `${t('c121.msg.refused')} ${why}`);
    render();
    draw();
    return;
  }
  if (ui.selected === index) {
    confirmChoice();
    return;
  }
  if (!findAction(s, 'swap', card, ui.nhatBan)) {
    refuse(page.table.explain(`swap ${card}${ui.nhatBan ? ' nhat-ban' : ''}`));
    return;
  }
  ui.selected = index;
  page.message = null;
  announce(t('c121.say.selected', { name: s.words.cards.hand[index] }));
  render();
  draw();
}

/** The chosen card goes out (with Nhất Bản when pressed). */
export function confirmChoice() {
  const s = liveState();
  const card = ui.selected === null ? undefined : s.round.hand[ui.selected];
  if (card === undefined || !mayChoose(s)) return;
  const action = findAction(s, 'swap', card, ui.nhatBan);
  if (action) play(action.text);
  else refuse(page.table.explain(`swap ${card}${ui.nhatBan ? ' nhat-ban' : ''}`));
}

/** Esc or a tap elsewhere: no card chosen, Đổi and Nhất Bản released. Whether anything was undone. */
export function cancelChoice() {
  if (ui.selected === null && !ui.exchanging && !ui.nhatBan) return false;
  const chosen = ui.selected !== null;
  resetUi();
  if (chosen) announce(t('c121.say.unselected'));
  render();
  draw();
  return true;
}

/** Đổi (D): confirms a chosen card, chooses the card under the keyboard cursor, or asks for a card. */
export function pressSwap() {
  const s = liveState();
  if (page.review) return;
  if (!findAction(s, 'swap')) return refuseSwap(s);
  if (ui.selected !== null) return confirmChoice();
  if (ui.keyboard && ui.cursor !== null && ui.exchanging) return chooseCard(ui.cursor);
  ui.exchanging = !ui.exchanging;
  if (!ui.exchanging) ui.nhatBan = false;
  page.message = null;
  render();
  draw();
}

/** Đổi pressed when no exchange is possible: the engine says why. */
function refuseSwap(s) {
  const card = s.round.hand.find((c) => !s.round.locked[0].includes(c)) ?? s.round.hand[0];
  refuse(card ? page.table.explain(`swap ${card}`) : null);
}

export function pressNhatBan() {
  const s = liveState();
  if (page.review || !s.words.actions.some((a) => a.nhat_ban)) return;
  ui.nhatBan = !ui.nhatBan;
  ui.exchanging = ui.nhatBan || ui.exchanging;
  page.message = null;
  render();
  draw();
}

export function nextRound() {
  const s = liveState();
  if (page.review || !s.can_deal) return;
  if (!attempt(() => change(() => page.table.nextRound())).ok) return render();
  resetUi();
  ui.cursor = null;
  const after = liveState();
  say('info', () => t('c121.msg.dealt', { n: after.round_number }));
  changed();
}

/** Replaces the live match by `next` (a Card121Table), saved and shown. */
export function replaceMatch(next) {
  stopBots();
  change(() => {
    page.table.free();
    page.table = next;
  });
  resetUi();
  ui.cursor = null;
}

/** Whether a match is in progress that a new one would abandon. */
export function inProgress() {
  return page.table.record().steps.length > 0 && !liveState().match_over;
}

export function startNewMatch() {
  if (inProgress() && !window.confirm(t('c121.confirm.abandon'))) return;
  const next = attempt(newTable);
  if (!next.ok) return render();
  replaceMatch(next.value);
  say('info', () => t('c121.msg.new'));
  changed();
}
