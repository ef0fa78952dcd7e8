// Input on the 121 page, as actions that commit: the pointer on the canvas
// (a tap or click on a hand card chooses it, a second one confirms it;
// anywhere else cancels), the keyboard (← → and Enter on the hand, a
// letter per action, Esc; ← → Home End Esc while reviewing), the panel's
// buttons and options, the review bar and the record section. A question
// the person must answer first (window.confirm) is asked before the commit.

import { t } from '../i18n.js';
import { $, say } from '../page/helpers.js';
import { liveState } from './state.js';
import { setSetting } from './match.js';
import {
  chooseCard, confirmChoice, cancelChoice, pressSwap, pressNhatBan, playKind, nextRound, startNewMatch,
  moveCursor, inProgress,
} from './play.js';
import { step, first, last, closeReview, adoptReview, reviewLive } from './review.js';
import { exportText, importMatch, showImportError, setImportText, setRecordsOpen } from './records.js';
import { draw } from './render.js';

/** Whether the person may give up the match in play: nothing played, over, or they said so. */
const mayAbandon = (state, question) => !inProgress(state) || window.confirm(t(question));

function wireBoard(store) {
  const { state } = store;
  const canvas = $('board');
  store.listen(canvas, 'pointerdown', (e) => {
    if (e.button !== 0 || state.review) return;
    const rect = canvas.getBoundingClientRect();
    const index = state.board.cardAt(e.clientX - rect.left, e.clientY - rect.top);
    if (index < 0) return store.commit(cancelChoice);
    store.commit(chooseCard, index, false);
  });
  // The keyboard cursor shows only while the canvas has the focus: drawn again at the next frame.
  let frame = 0;
  const redraw = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      draw(state);
    });
  };
  canvas.addEventListener('focus', redraw);
  canvas.addEventListener('blur', redraw);
  // A tap anywhere but the table, its buttons and the review bar cancels a chosen card.
  store.listen(document, 'pointerdown', (e) => {
    if (state.ui.selected === null) return;
    if (e.target.closest?.('#board, #actions, #review')) return;
    store.commit(cancelChoice);
  });
}

/** Back to the live match: the review's button takes the focus back. */
function leaveReview(store) {
  if (!store.commit(closeReview)) return false;
  store.flush();
  $('review-start').focus();
  return true;
}

/** The review's keys: ← → step, Home/End, Esc back. Whether the key was the review's. */
function reviewKey(store, key) {
  if (!store.state.review) return false;
  const steps = {
    ArrowLeft: () => store.commit(step, -1),
    ArrowUp: () => store.commit(step, -1),
    ArrowRight: () => store.commit(step, 1),
    ArrowDown: () => store.commit(step, 1),
    Home: () => store.commit(first),
    End: () => store.commit(last),
    Escape: () => leaveReview(store),
  };
  if (!Object.hasOwn(steps, key)) return false;
  steps[key]();
  return true;
}

/** The action letters and keys at the live table (kind: what `playKind` plays). */
const KEYS = { u: 'win', b: 'pass', ' ': 'pass', t: 'white', c: 'no-white' };

function onKey(store, e) {
  const { state } = store;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const { target } = e;
  if (target.closest?.('input, textarea, select, [contenteditable]')) return;
  const onButton = Boolean(target.closest?.('button, a, summary'));
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (!(onButton && key === 'Enter') && reviewKey(store, key)) {
    e.preventDefault();
    return;
  }
  if (state.review) return;
  const s = liveState(state);
  let handled = true;
  if (key === 'ArrowLeft' || key === 'ArrowUp' || key === 'ArrowRight' || key === 'ArrowDown') {
    const by = key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1;
    if (s.round.hand.length) {
      if (document.activeElement !== $('board')) $('board').focus();
      store.commit(moveCursor, by);
    }
  } else if (key === 'Enter') {
    if (onButton) return; // the button's own click
    if (s.can_deal) store.commit(nextRound);
    else if (s.your_turn && state.ui.cursor !== null && !s.round.white_phase) store.commit(chooseCard, state.ui.cursor, true);
    else handled = false;
  } else if (key === 'Escape') {
    if (!store.commit(cancelChoice)) return;
  } else if (key === 'd') {
    store.commit(pressSwap);
  } else if (key === 'n') {
    store.commit(pressNhatBan);
  } else if (Object.hasOwn(KEYS, key)) {
    if (key === ' ' && onButton) return;
    store.commit(playKind, KEYS[key]);
  } else {
    handled = false;
  }
  if (handled) e.preventDefault();
}

function wirePanel(store) {
  const { state } = store;
  const on = (id, handler) => store.listen($(id), 'click', handler);
  // Buttons keep the canvas's keyboard cursor where it is.
  for (const button of $('actions').querySelectorAll('button')) {
    button.addEventListener('pointerdown', (e) => e.preventDefault());
  }
  on('act-win', () => store.commit(playKind, 'win'));
  on('act-swap', () => store.commit(pressSwap));
  on('act-confirm', () => store.commit(confirmChoice));
  on('act-cancel', () => store.commit(cancelChoice));
  on('act-nhatban', () => store.commit(pressNhatBan));
  on('act-pass', () => store.commit(playKind, 'pass'));
  on('act-white', () => store.commit(playKind, 'white'));
  on('act-nowhite', () => store.commit(playKind, 'no-white'));
  on('next-round', () => store.commit(nextRound));
  const newMatch = () => {
    if (mayAbandon(state, 'c121.confirm.abandon')) store.commit(startNewMatch);
  };
  on('again', newMatch);
  on('new-match', () => {
    leaveReview(store);
    newMatch();
  });
  const change = (id, handler) => store.listen($(id), 'change', (e) => handler(e.target));
  change('opt-games', (select) => store.commit(setSetting, 'games', select.value));
  change('opt-strict', (box) => store.commit(setSetting, 'strict', box.checked));
  change('opt-speed', (select) => store.commit(setSetting, 'speed', select.value));
  store.listen(document, 'keydown', (e) => onKey(store, e));
}

function wireReview(store) {
  const { state } = store;
  store.listen($('review-prev'), 'click', () => store.commit(step, -1));
  store.listen($('review-next'), 'click', () => store.commit(step, 1));
  store.listen($('review-exit'), 'click', () => leaveReview(store));
  store.listen($('review-adopt'), 'click', () => {
    if (state.review?.source !== 'import') return;
    if (mayAbandon(state, 'c121.confirm.adopt')) store.commit(adoptReview);
  });
  store.listen($('review-start'), 'click', () => store.commit(reviewLive));
}

/** Opens the import field's text for review; a refusal takes the focus to the field. */
function openImport(store) {
  const opened = store.commit(importMatch);
  store.flush();
  $(opened ? 'review-where' : 'record-in').focus();
}

function copied(state, ok) {
  say(state, ok ? 'info' : 'error', () => t(ok ? 'c121.msg.copied' : 'c121.msg.copyFailed'));
}

function wireRecords(store) {
  const { state } = store;
  const section = $('records');
  store.listen(section, 'toggle', () => store.commit(setRecordsOpen, section.open));
  store.listen($('record-copy'), 'click', async () => {
    try {
      await navigator.clipboard.writeText(exportText(state));
      store.commit(copied, true);
    } catch {
      $('record-out').select();
      store.commit(copied, false);
    }
  });
  store.listen($('record-download'), 'click', () => {
    const record = state.table.record();
    const blob = new Blob([exportText(state)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `rulebook-121-${record.seed}-${record.steps.length}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  store.listen($('record-form'), 'submit', (e) => {
    e.preventDefault();
    openImport(store);
  });
  store.listen($('record-file'), 'change', async (e) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    let text;
    try {
      text = await file.text();
    } catch {
      store.commit(showImportError, () => t('c121.import.file', { name: file.name }));
      store.flush();
      return $('record-in').focus();
    }
    store.commit(setImportText, text);
    openImport(store);
  });
  store.listen($('record-in'), 'input', (e) => store.commit(setImportText, e.target.value));
}

export function wireInput(store) {
  wireBoard(store);
  wirePanel(store);
  wireReview(store);
  wireRecords(store);
}
