// What the player does to the game in play: the board (pointer and
// keyboard, through BoardControl and `boardHost`), the choice a move may
// need, typed moves, the tool buttons and their keys, and the buttons
// Undo, Redo, Flip, Resign and the adapter's actions. Each handler asks the
// session, then words the answer (the message line, the live region) and
// calls `changed` or `render`.

import { t } from '../i18n.js';
import { $, play, say, announce, clearMessage, attempt, FAILED, status, sideName, playerName, engineWords } from './page.js';
import { saveSettings, keepDraft, viewOptions } from './settings.js';
import { render, resultText, renderTools, renderInspect, renderedBusy } from './panel.js';
import { changed } from './session.js';
import { openChoice, closeChoice, placeChoice, pending, isOpen } from './choice.js';
import { computerToMove, undoCount, arrow } from './computer.js';
import { reviewedGame } from './review.js';
import { playSound, armSowing, sowingFrame } from './sound.js';

/** Whether the last frame drawn was part of an animation. */
let animating = false;

// ---- answers to a move ----

/**
 * A move was played (by the player or the computer): announce it in the
 * engine's words, sound it (the end, check, a capture or a plain move, as
 * the engine says), show it.
 */
export function played() {
  const s = status();
  // (FAILED or null has no words: the move's text stands in.)
  const spoken = attempt(() => play.session.lastMoveSpoken());
  const mover = play.adapter.sides.find((side) => side !== s.turn);
  const moved = spoken?.words ?? t('msg.moved', { side: sideName(mover), move: s.moves.at(-1) });
  clearMessage();
  announce(s.outcome ? `${moved}. ${resultText(s)}` : moved);
  const kind = s.outcome ? 'end' : s.inCheck ? 'check' : spoken?.capture ? 'capture' : 'move';
  // A sown move (Ô ăn quan) ticks stone by stone and sounds when the stones land.
  if (play.session.animating?.()) armSowing(kind);
  else playSound(kind);
  changed();
}

/** A move refused for the engine's reason (`result.why`), worded anew in another language. */
function illegal(result) {
  const why = engineWords(result.why, result.reword);
  say('error', () => `${t('msg.illegal')} ${why()}`);
  render();
}

/** Whether the player can't move now: the game is over, or the computer is to move (said so). */
function gameOver() {
  if (computerToMove()) {
    say('info', () => t('computer.wait'));
    render();
    return true;
  }
  if (!play.session.outcome()) return false;
  say('info', () => t('msg.gameOver'));
  render();
  return true;
}

/** The result of session.move: played, refused, or a choice to ask for. */
function moveResult(result, from, to) {
  if (result === FAILED) render();
  else if (result.ok) played();
  else if (result.choose) openChoice(from, to, result.choose, (value) => choose(from, to, value));
  else if (result.why) illegal(result);
  else render();
  return result !== FAILED && result.ok;
}

/** The player chose (a promotion): the move is tried again with that value. */
function choose(from, to, value) {
  closeChoice();
  $('board').focus();
  if (gameOver()) return;
  moveResult(attempt(() => play.session.move(from, to, value)), from, to);
  play.control.reset();
}

// ---- the board ----

/**
 * The referee's words after a touch, as a message: said again in another
 * language from the engine (`reword`: the foul the touch committed) while
 * the game has not moved on.
 */
function dutyWords({ note, reword }) {
  const duty = (words) => t('status.duty', { duty: words });
  const words = engineWords(note, reword);
  return () => duty(words());
}

/** What BoardControl asks of the page; see board-control.js. */
export function boardHost() {
  const { adapter, board, settings } = play;
  return {
    home: () => board.home(settings.flipped),
    // The selection goes along for boards whose places depend on it (Ô ăn quan's arrows).
    step: (point, dcol, drow) => board.step(point, dcol, drow, settings.flipped, play.control.selected),
    resize(width, height, ratio) {
      board.resize(width, height, ratio);
      placeChoice();
    },
    draw(overlay) {
      const { session, control } = play;
      // Reviewing: an earlier ply, still, with nothing of the live game's on it.
      const reviewed = reviewedGame();
      if (reviewed) session.skip?.();
      const view = reviewed
        ? { ...overlay, selected: null, hint: null, drag: null, flipped: settings.flipped, pending: null }
        : { ...overlay, flipped: settings.flipped, pending: pending() };
      Object.assign(view, viewOptions());
      view.notation = settings.notation; // Cờ tướng labels its points in it
      view.players = [playerName(0), playerName(1)];
      view.arrow = reviewed ? null : arrow();
      const extras = reviewed ? session.reviewExtras?.(view) : session.viewExtras?.(overlay.selected, view);
      Object.assign(view, extras ?? {});
      if (attempt(() => board.draw(reviewed ?? session.game, view)) === FAILED) render();
      sowingFrame(view.anim ?? null); // Ô ăn quan's animation frame: a tick per step
      const busy = Boolean(session.animating?.());
      $('board').dataset.busy = String(busy);
      if (busy) control?.redraw(); // the next frame of the animation
      // The panel follows the animation's start and end (also one skipped
      // before a frame of it was drawn).
      if (busy !== renderedBusy) render();
      if (!overlay.drag) renderTools(overlay.selected);
    },
    busy: () => Boolean(play.session.animating?.()),
    skip() {
      play.session.skip?.();
    },
    squareAt: (x, y) => board.squareAt(x, y, settings.flipped, play.control.selected),
    owner(point) {
      const owner = attempt(() => play.session.owner(point));
      return owner === FAILED ? null : owner;
    },
    pick(point) {
      if (gameOver()) return { ok: false, hint: null };
      const picked = attempt(() => play.session.pick(point));
      if (picked === FAILED) {
        render();
        return { ok: false, hint: null };
      }
      // A fresh pick makes an older message stale; a foul replaces it.
      if (picked.ok) clearMessage();
      else if (picked.why) say('error', engineWords(picked.why, picked.reword));
      else say('error', dutyWords(picked));
      changed(); // a touch may have been recorded, or a foul
      return picked;
    },
    touchOther(point) {
      if (gameOver()) return;
      const touched = attempt(() => play.session.touchOther(point));
      if (touched === FAILED) return render();
      if (touched === null) {
        const { turn } = status();
        say('info', () => t('msg.notYourPiece', { side: sideName(turn) }));
        return render();
      }
      if (touched.foul) say('error', dutyWords(touched));
      changed();
    },
    canRelease() {
      return attempt(() => play.session.canRelease()) !== false;
    },
    isTarget(from, to) {
      const { session } = play;
      if (!session.isTarget || session.outcome()) return false;
      return attempt(() => session.isTarget(from, to)) === true;
    },
    again(point) {
      const { session } = play;
      if (!session.again || gameOver()) return false;
      const result = attempt(() => session.again(point));
      if (result === null) return false;
      moveResult(result, point, point);
      return true;
    },
    // Only a game that words its places follows the pointer (see board-control.js).
    inspect: play.session.describe
      ? (point) => {
          play.inspected = point;
          renderInspect();
          // The keyboard cursor's place is read out (the pointer's is only shown).
          if (point !== null && point === play.control?.cursor) {
            const words = attempt(() => play.session.describe(point, reviewedGame() ?? play.session.game));
            if (words && words !== FAILED) announce(words);
          }
        }
      : undefined,
    move(from, to) {
      closeChoice();
      if (gameOver()) return false;
      return moveResult(attempt(() => play.session.move(from, to)), from, to);
    },
  };
}

// ---- tools ----

/** A tool button or key for the current selection. */
function useTool(tool) {
  const { session, control } = play;
  if (gameOver()) return;
  const result = attempt(() => session.tool(tool.id, control.selected));
  if (result === FAILED) return render();
  if (result.played) {
    control.reset();
    played();
    return;
  }
  if (result.why) {
    say('error', engineWords(result.why, result.reword));
  } else if (result.key) {
    const { key, params } = result;
    if (result.ok) {
      clearMessage();
      announce(t(key, params));
    } else {
      say('info', () => t(key, params));
    }
  }
  render();
  control.redraw();
}

/** The tool buttons, and their keys anywhere on the page except while typing. */
export function wireTools() {
  const { adapter } = play;
  for (const tool of adapter.tools ?? []) {
    const button = $(`tool-${tool.id}`);
    // Keep the board's focus (and keyboard cursor) when a button is clicked.
    button.addEventListener('pointerdown', (e) => e.preventDefault());
    button.addEventListener('click', () => useTool(tool));
  }
  // Esc ends an animation wherever the focus is (after a typed move too).
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || isOpen() || !play.session?.animating?.()) return;
    play.session.skip();
    play.control.redraw();
  });
  if (!adapter.tools) return;
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || isOpen()) return;
    const target = e.target;
    if (target.closest?.('input, textarea, select, [contenteditable]')) return;
    const key = e.key.toLowerCase();
    const tool = adapter.tools.find((x) => x.keys.includes(key));
    if (!tool) return;
    e.preventDefault();
    useTool(tool);
  });
}

// ---- the game buttons and typed moves ----

function act(action) {
  const s = status();
  const params = s.actions?.[action.id];
  if (!params || s.outcome) return render();
  if (action.confirm && !window.confirm(t(`confirm.${action.id}`, params))) return;
  if (attempt(() => play.session.act(action.id)) === FAILED) return render();
  play.control.reset();
  clearMessage();
  changed();
  const after = status();
  announce(after.outcome ? resultText(after) : t(`action.${action.id}`));
  if (after.outcome) playSound('end');
}

/** Undo, Redo, Flip, Resign, the adapter's actions, and the typed-move form. */
export function wireButtons() {
  const { adapter, settings } = play;
  $('undo').addEventListener('click', () => {
    // Against the computer, its answer goes back with the player's move.
    const count = undoCount();
    const move = status().moves.slice(-count).join(' ');
    const undo = () => {
      for (let i = 0; i < count; i++) play.session.undo();
    };
    if (attempt(undo) === FAILED) return render();
    play.control.reset();
    say('info', () => t('msg.undone', { move }));
    changed();
  });
  $('redo').addEventListener('click', () => {
    if (attempt(() => play.session.redo()) === FAILED) return render();
    play.control.reset();
    const move = status().moves.at(-1);
    say('info', () => t('msg.redone', { move }));
    changed();
  });
  $('flip').addEventListener('click', () => {
    settings.flipped = !settings.flipped;
    saveSettings();
    play.control.redraw();
  });
  $('resign').addEventListener('click', () => {
    const s = status();
    const question = t('confirm.resign', { side: sideName(s.turn), name: playerName(s.playerOf[s.turn]) });
    if (!window.confirm(question)) return;
    if (attempt(() => play.session.resign()) === FAILED) return render();
    play.control.reset();
    changed();
    announce(resultText(status()));
    playSound('end');
  });
  for (const action of adapter.actions ?? []) {
    $(`action-${action.id}`).addEventListener('click', () => act(action));
  }
  $('move-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $('move-input');
    const text = input.value.trim();
    if (!text) {
      say('error', () => t('msg.moveEmpty'));
      return render();
    }
    if (gameOver()) return;
    const result = attempt(() => play.session.playText(text));
    if (result === FAILED) return render();
    if (!result.ok) return illegal(result);
    input.value = '';
    keepDraft('move-input', '');
    play.control.reset();
    played();
  });
}
