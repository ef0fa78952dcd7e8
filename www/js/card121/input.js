// Input on the 121 page: the pointer on the canvas (a tap or click on a
// hand card chooses it, a second one confirms it; anywhere else cancels),
// the keyboard (← → and Enter on the hand, a letter per action, Esc;
// ← → Home End Esc while reviewing), and the panel's buttons and options.

import { $, page, liveState } from './page.js';
import { redraw, draw } from './render.js';
import { saveSettings } from './match.js';
import { scheduleBots } from './turns.js';
import {
  chooseCard, confirmChoice, cancelChoice, pressSwap, pressNhatBan, playKind, nextRound, startNewMatch,
} from './play.js';
import { reviewKey, closeReview } from './review.js';

const ui = page.ui;

function wireBoard() {
  const canvas = $('board');
  canvas.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || page.review) return;
    const rect = canvas.getBoundingClientRect();
    const index = page.board.cardAt(e.clientX - rect.left, e.clientY - rect.top);
    if (index < 0) {
      cancelChoice();
      return;
    }
    ui.keyboard = false;
    chooseCard(index);
  });
  canvas.addEventListener('focus', redraw);
  canvas.addEventListener('blur', redraw);
  // A tap anywhere but the table, its buttons and the review bar cancels a chosen card.
  document.addEventListener('pointerdown', (e) => {
    if (ui.selected === null) return;
    if (e.target.closest?.('#board, #actions, #review')) return;
    cancelChoice();
  });
}

function moveCursor(step) {
  const n = liveState().round.hand.length;
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
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (!(onButton && key === 'Enter') && reviewKey(key)) {
    e.preventDefault();
    return;
  }
  if (page.review) return;
  const s = liveState();
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
      else if (s.your_turn && ui.cursor !== null && !s.round.white_phase) {
        ui.keyboard = true;
        chooseCard(ui.cursor);
      } else handled = false;
      break;
    case 'Escape':
      if (!cancelChoice()) return;
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
  $('act-confirm').addEventListener('click', confirmChoice);
  $('act-cancel').addEventListener('click', cancelChoice);
  $('act-nhatban').addEventListener('click', pressNhatBan);
  $('act-pass').addEventListener('click', () => playKind('pass'));
  $('act-white').addEventListener('click', () => playKind('white'));
  $('act-nowhite').addEventListener('click', () => playKind('no-white'));
  $('next-round').addEventListener('click', nextRound);
  $('again').addEventListener('click', startNewMatch);
  $('new-match').addEventListener('click', () => {
    closeReview();
    startNewMatch();
  });
  $('opt-games').addEventListener('change', (e) => {
    page.settings.games = e.target.value;
    saveSettings();
  });
  $('opt-strict').addEventListener('change', (e) => {
    page.settings.strict = e.target.checked;
    saveSettings();
  });
  $('opt-speed').addEventListener('change', (e) => {
    page.settings.speed = e.target.value;
    saveSettings();
    scheduleBots();
  });
  document.addEventListener('keydown', onKey);
}

export function wireInput() {
  wireBoard();
  wirePanel();
}
