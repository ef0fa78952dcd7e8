// What every part of the play page shares: the live objects (`play`), the
// message line, and the helpers that run engine calls and name the players.
// Nothing here touches the panel or the board beyond the message line's
// live region.

import { t, lang } from '../i18n.js';

/** @typedef {import('../adapter.js').Adapter} Adapter */
/** @typedef {import('../adapter.js').Session} Session */
/** @typedef {import('../adapter.js').Board} Board */
/** @typedef {import('../adapter.js').Status} Status */
/** @typedef {import('./settings.js').Settings} Settings */

export const $ = (id) => document.getElementById(id);

/**
 * The page's live objects. shell.js sets `entry` (the game's catalog entry),
 * `adapter`, `settings`, `board` (the game's painter) and `control` (the
 * BoardControl on the canvas) once; session.js replaces `session`;
 * `inspected` is the place the mouse, the last press or the keyboard cursor
 * points at (for `Session.describe`); `computerSeat`, set by computer.js,
 * answers the seat (0, 1) the computer plays, or null.
 * @type {{entry: *, adapter: Adapter | null, session: Session | null, settings: Settings | null,
 *   board: Board | null, control: import('../board-control.js').BoardControl | null, inspected: number | null,
 *   computerSeat: (() => number | null) | null}}
 */
export const play = {
  entry: null,
  adapter: null,
  session: null,
  settings: null,
  board: null,
  control: null,
  inspected: null,
  computerSeat: null,
};

// ---- the message line ----

/** The message line: {kind: 'info'|'error', text: () => string}, re-read on language change. */
let message = null;

/** The message line as the panel shows it, or null. */
export const currentMessage = () => message;

export function say(kind, text) {
  message = { kind, text };
  announce(text());
}

/**
 * The engine's words for a refusal, following the page's language: `first`
 * (its text now), then `ask()` once for each other language shown (the
 * engine answers in the game's language, set before the page renders
 * again). `ask` keeps what produced the refusal (the text that failed to
 * load, the move refused) and asks the engine again; it may answer a
 * promise (`later()` runs when it comes, to show it) or nothing (the last
 * text stays: the engine no longer refuses, the game having changed).
 * @returns {() => string}
 */
export function engineWords(first, ask, later = () => {}) {
  const known = new Map([[lang(), first]]);
  let last = first;
  return () => {
    const language = lang();
    if (!known.has(language)) {
      known.set(language, last);
      let answer = null;
      try {
        answer = ask?.() ?? null;
      } catch (error) {
        answer = error.message || null;
      }
      if (typeof answer?.then === 'function') {
        answer.then(
          (text) => {
            if (!text) return;
            known.set(language, text);
            if (lang() === language) later();
          },
          () => {},
        );
      } else if (answer) known.set(language, answer);
    }
    return (last = known.get(language));
  };
}

/** Empties the message line (a fresh action makes an older message stale). */
export function clearMessage() {
  message = null;
}

/** Reads `text` to screen-reader users through the live region. */
export function announce(text) {
  const region = $('announcer');
  region.textContent = '';
  // A fresh text node on the next frame makes repeated texts heard again.
  requestAnimationFrame(() => (region.textContent = text));
}

// ---- engine calls ----

/** What `attempt` returns when the engine threw. */
export const FAILED = Symbol('failed');

/** Runs an engine call; a thrown Error becomes the message line. */
export function attempt(action) {
  try {
    return action();
  } catch (error) {
    say('error', () => error.message || String(error));
    return FAILED;
  }
}

/** The session's status, moves in the chosen notation. @returns {Status} */
export function status() {
  return play.session.status(play.settings.notation);
}

// ---- names ----

export const sideName = (side) => t(`side.${side}`);

export function playerName(index) {
  // The seat the computer plays is named after it (computer.js sets `computerSeat`).
  if (play.computerSeat?.() === index) return t('computer.name', { level: play.settings.computer.level });
  return play.settings.names[index].trim() || t(`player.${index + 1}`);
}
