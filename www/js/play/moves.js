// What the player does to the game in play, as mutations of the state: a
// move (by the board, a typed text, a tool or the choice a move needed),
// a pick or touch under the touch-move referee, undo, redo, resign, the
// game's actions, and the answers the page gives (the message line, the
// live region, the move's sound). The inputs that commit them are
// board-host.js's and buttons.js's; computer.js plays the computer's moves
// through `played` too.

import { t } from '../i18n.js';
import { attempt, FAILED, say, announce, clearMessage } from '../page/helpers.js';
import { status, computerToMove, undoCount, shownGame, redraw, resetBoard } from './state.js';
import { settingsChanged, keepDraft } from './settings.js';
import { sideName, playerName, resultText, engineWords, dutyWords } from './words.js';
import { openChoice, closeChoice } from './choice.js';

// ---- answers to a move ----

/**
 * A move was played (by the player or the computer): announce it in the
 * engine's words, sound it (the end, check, a capture or a plain move, as
 * the engine says; a sown move ticks stone by stone and sounds when the
 * stones land), show it.
 */
export function played(state) {
  const { session, adapter } = state;
  const s = status(state);
  // (FAILED or null has no words: the move's text stands in.)
  const spoken = attempt(() => session.lastMoveSpoken(), state);
  const mover = adapter.sides.find((side) => side !== s.turn);
  const moved = spoken?.words ?? t('msg.moved', { side: sideName(mover), move: s.moves.at(-1) });
  clearMessage(state);
  announce(state, s.outcome ? `${moved}. ${resultText(state, s)}` : moved);
  const kind = s.outcome ? 'end' : s.inCheck ? 'check' : spoken?.capture ? 'capture' : 'move';
  state.notices.push({ sound: kind, sown: Boolean(session.animating?.()) });
}

/** A move refused for the engine's reason (`result.why`), worded anew in another language. */
function illegal(state, result) {
  const why = engineWords(result.why, result.reword);
  say(state, 'error', () => `${t('msg.illegal')} ${why()}`);
}

/** Whether the player can't move now: the game is over, or the computer is to move (said so). */
function gameOver(state) {
  if (computerToMove(state)) {
    say(state, 'info', () => t('computer.wait'));
    return true;
  }
  if (!state.session.outcome()) return false;
  say(state, 'info', () => t('msg.gameOver'));
  return true;
}

/** The answer of session.move: played, refused, or a choice to ask for; whether it was played. */
function moveResult(state, result, from, to) {
  if (result === FAILED) return false;
  if (result.ok) played(state);
  else if (result.choose) openChoice(state, from, to, result.choose);
  else if (result.why) illegal(state, result);
  return result.ok;
}

// ---- the board ----

/** The player picks up their piece (a touch-move referee may record it): PickResult. */
export function pick(state, point) {
  if (gameOver(state)) return { ok: false, hint: null };
  const picked = attempt(() => state.session.pick(point), state);
  if (picked === FAILED) return { ok: false, hint: null };
  // A fresh pick makes an older message stale; a foul replaces it.
  if (picked.ok) clearMessage(state);
  else if (picked.why) say(state, 'error', engineWords(picked.why, picked.reword));
  else say(state, 'error', dutyWords(picked));
  redraw(state); // a touch may have been recorded, or a foul
  return picked;
}

/** An opposing piece pressed with nothing selected. */
export function touchOther(state, point) {
  if (gameOver(state)) return;
  const touched = attempt(() => state.session.touchOther(point), state);
  if (touched === FAILED) return;
  if (touched === null) {
    const { turn } = status(state);
    say(state, 'info', () => t('msg.notYourPiece', { side: sideName(turn) }));
    return;
  }
  if (touched.foul) say(state, 'error', dutyWords(touched));
  redraw(state);
}

/** A move from → to on the board; whether it was played. */
export function move(state, from, to) {
  closeChoice(state);
  if (gameOver(state)) return false;
  return moveResult(state, attempt(() => state.session.move(from, to), state), from, to);
}

/** The selected piece pressed again: whether that did something (Cờ Long Phượng's turn in place). */
export function again(state, point) {
  if (!state.session.again || gameOver(state)) return false;
  const result = attempt(() => state.session.again(point), state);
  if (result === null) return false;
  moveResult(state, result, point, point);
  return true;
}

/** The player chose (a promotion): the move waiting is tried again with that value. */
export function choose(state, value) {
  const { choice } = state;
  if (!choice) return;
  closeChoice(state);
  if (gameOver(state)) return;
  moveResult(state, attempt(() => state.session.move(choice.from, choice.to, value), state), choice.from, choice.to);
  resetBoard(state);
}

/** BoardControl's selection changed (the tools follow it). */
export function setSelected(state, selected) {
  state.selected = selected;
}

/** The place pointed at changed; the keyboard cursor's (`spoken`) is read out. */
export function inspect(state, place, spoken) {
  state.inspected = place;
  if (!spoken) return;
  // While reviewing, the place as it stood then.
  const words = attempt(() => state.session.describe(place, shownGame(state)));
  if (words && words !== FAILED) announce(state, words);
}

/** The move being shown (Ô ăn quan's sowing) started or ended, as the board drew it. */
export function setBusy(state, busy) {
  state.busy = busy;
}

/** Ends the animation of the move being shown. */
export function skipAnimation(state) {
  state.session.skip?.();
  redraw(state);
}

// ---- tools, typed moves and the game buttons ----

/** A tool button or key for the current selection. */
export function useTool(state, tool) {
  if (gameOver(state)) return;
  const result = attempt(() => state.session.tool(tool.id, state.selected), state);
  if (result === FAILED) return;
  if (result.played) {
    resetBoard(state);
    played(state);
    return;
  }
  if (result.why) {
    say(state, 'error', engineWords(result.why, result.reword));
  } else if (result.key) {
    const { key, params } = result;
    if (result.ok) {
      clearMessage(state);
      announce(state, t(key, params));
    } else {
      say(state, 'info', () => t(key, params));
    }
  }
  redraw(state);
}

/** A move typed in the field; whether it was played (the field is then emptied). */
export function playText(state, text) {
  if (!text) {
    say(state, 'error', () => t('msg.moveEmpty'));
    return false;
  }
  if (gameOver(state)) return false;
  const result = attempt(() => state.session.playText(text), state);
  if (result === FAILED) return false;
  if (!result.ok) {
    illegal(state, result);
    return false;
  }
  keepDraft(state, 'move-input', '');
  resetBoard(state);
  played(state);
  return true;
}

/** Whether the game's action `id` is offered now (its params for the question), else null. */
export function actionOffered(state, id) {
  const s = status(state);
  return s.outcome ? null : s.actions?.[id] ?? null;
}

/** One of the adapter's actions (shogi's impasse), asked first by the input when it must be. */
export function act(state, action) {
  if (attempt(() => state.session.act(action.id), state) === FAILED) return;
  resetBoard(state);
  clearMessage(state);
  const after = status(state);
  announce(state, after.outcome ? resultText(state, after) : t(`action.${action.id}`));
  if (after.outcome) state.notices.push({ sound: 'end' });
}

/** Undo: against the computer, its answer goes back with the player's move. */
export function undo(state) {
  const count = undoCount(state);
  const move = status(state).moves.slice(-count).join(' ');
  const undoAll = () => {
    for (let i = 0; i < count; i++) state.session.undo();
  };
  if (attempt(undoAll, state) === FAILED) return;
  resetBoard(state);
  say(state, 'info', () => t('msg.undone', { move }));
}

export function redo(state) {
  if (attempt(() => state.session.redo(), state) === FAILED) return;
  resetBoard(state);
  const move = status(state).moves.at(-1);
  say(state, 'info', () => t('msg.redone', { move }));
}

/** The question Resign asks first. */
export function resignQuestion(state) {
  const s = status(state);
  return t('confirm.resign', { side: sideName(s.turn), name: playerName(state, s.playerOf[s.turn]) });
}

/** The side to move resigns (asked first by the input). */
export function resign(state) {
  if (attempt(() => state.session.resign(), state) === FAILED) return;
  resetBoard(state);
  announce(state, resultText(state, status(state)));
  state.notices.push({ sound: 'end' });
}

/** The board seen from the other side. */
export function flip(state) {
  state.settings.flipped = !state.settings.flipped;
  settingsChanged(state);
  redraw(state);
}
