// The players' clocks on the play page: the time control chosen for the
// next new game (the setting `timeControl`), a clock per side under the
// players' line, the pause button, and the flag, which ends the game
// through the engine (`Session.loseOnTime`). The arithmetic is clock.js's,
// imported only once a game has clocks (most have none, and the page
// weighs less without it); this module keeps the clock of the game in
// play, saved in localStorage (`<game>.clock`) after every change and when
// the page is hidden.
//
// Choices the issue left open:
// - The clocks start with the first move (it is not timed, as on lichess):
//   then the second side's runs.
// - A reload comes back paused, the time counted up to the last save, so
//   no one loses time while the page was closed.
// - Undo keeps the times as they are and gives the clock to the side to
//   move; redo plays the move again, so the clocks switch as for a move
//   (with its increment). An undo that lifts a loss on time turns the
//   clocks off for the rest of that game (the flagged side has no time to
//   go on with).
// - The game's end stops the clocks; a resignation or a draw undone leaves
//   them paused until Resume.
// - They run against the computer too: its thinking is on its clock.

import { t } from '../i18n.js';
import * as store from '../storage.js';
import { $, play, attempt, FAILED, status, sideName, playerName, announce, say } from './page.js';
import { saveSettings } from './settings.js';
import { changed } from './session.js';
import { controlsFor } from './time-controls.js';

/** Seconds left at which a side hears its time read out, once per turn. */
const WARN_AT = 10_000;

const clockKey = () => `${play.entry.id}.clock`;
const now = () => performance.now();

/** clock.js once imported (`loadMath`); every use below has a clock, so it is there. */
let clockMath = null;
const loadMath = async () => (clockMath ??= await import('./clock.js'));

/** The clock of the game in play, or null (no time control, or turned off). */
let clock = null;
/** What the clock last saw of the game: {session, moves, outcome}. */
let seen = null;
/** The pending tick's timer. */
let timer = null;
/** The sides warned this turn (so the warning is heard once). */
let warned = new Set();

const sideIndex = (side) => play.adapter.sides.indexOf(side);

/** The clock's picture of the current status. */
function snapshot() {
  const s = status();
  return { session: play.session, moves: s.moves.length, outcome: s.outcome };
}

function save() {
  if (!clock) return store.remove(clockKey());
  store.write(clockKey(), { clock: clockMath.saved(clock, now()), moves: seen?.moves ?? 0 });
}

/** Before the first session: imports clock.js if a clock may be needed (a control chosen, a clock saved). */
export async function prepareClocks() {
  if (play.settings.timeControl !== 'none' || store.readOr(clockKey(), null)) await loadMath();
}

/**
 * The first session's clock: for a saved game the saved clock when it
 * belongs to it (the same number of moves), else none; for a new game
 * (`fresh`) one of the chosen control.
 */
export function startClocks(fresh) {
  if (fresh) return newGameClocks();
  const kept = store.readOr(clockKey(), null);
  const restored = clockMath?.restore(kept?.clock);
  seen = snapshot();
  clock = restored && kept.moves === seen.moves ? restored : null;
}

/** A new game: a fresh clock of the chosen control, waiting for the first move. */
export function newGameClocks() {
  seen = snapshot();
  warned = new Set();
  clock = null;
  if (play.settings.timeControl !== 'none' && !clockMath) {
    // Not imported yet (the control was chosen a moment ago): the clock comes with it.
    const { session } = play;
    loadMath().then(() => {
      if (play.session !== session) return;
      newGameClocks();
      renderClocks();
    });
  } else if (clockMath) {
    clock = clockMath.newClock(play.settings.timeControl, sideIndex(status().turn));
  }
  save();
}

/** After any change to the game (`changed`): a move switches the clocks, an end stops them. */
export function clocksChanged() {
  if (seen?.session !== play.session) newGameClocks();
  const before = seen;
  seen = snapshot();
  if (clock) {
    const at = now();
    const next = sideIndex(status().turn);
    if (before.outcome?.reason === 'time_forfeit' && !seen.outcome) {
      clock = null; // the flag undone: no clocks for the rest of this game
    } else if (seen.moves === before.moves + 1 && !before.outcome) {
      clock = clockMath.moved(clock, at, next);
      warned.delete(clock.turn);
    } else if (seen.moves !== before.moves) {
      clock = clockMath.turnTo(clock, at, next);
    }
    if (clock && seen.outcome) clock = clockMath.pause(clock, at);
  }
  save();
  renderClocks();
}

/** The flag: the running side's time ran out; the engine ends the game. */
function flag() {
  clock = clockMath.settle(clock, now());
  if (clock.flagged === null) return;
  const loser = status().turn;
  if (attempt(() => play.session.loseOnTime()) === FAILED) return;
  play.control.reset();
  say('info', () => t('clock.flagged', { side: sideName(loser) }));
  changed();
}

/** Sets the next tick: when the shown time changes, or at the flag. */
function schedule() {
  clearTimeout(timer);
  timer = null;
  if (!clock || !clockMath.running(clock)) return;
  const at = now();
  const left = clockMath.untilFlag(clock, at);
  const { ms } = clockMath.reading(clock, at, clock.turn);
  const step = ms < WARN_AT ? 100 : ms % 1000 || 1000;
  timer = setTimeout(tick, Math.max(10, Math.min(left, step)));
}

function tick() {
  timer = null;
  if (!clock || !clockMath.running(clock)) return;
  if (clockMath.untilFlag(clock, now()) <= 0) return flag();
  renderClocks();
}

function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** The clocks' faces and the pause button, from the clock now. */
export function renderClocks() {
  const box = $('clocks');
  box.hidden = !clock;
  if (!clock) return schedule();
  const at = now();
  const s = status();
  for (const [i, side] of play.adapter.sides.entries()) {
    const r = clockMath.reading(clock, at, i);
    const face = $(`clock-${i}`);
    face.dataset.runs = String(r.runs);
    face.dataset.low = String(!r.out && r.ms < WARN_AT && (clock.started || r.inByoyomi));
    face.dataset.out = String(r.out);
    setText(face.querySelector('.clock-name'), `${sideName(side)} · ${playerName(s.playerOf[side])}`);
    const byoyomi = r.inByoyomi ? ` ${t('clock.byoyomi')}` : '';
    setText(face.querySelector('.clock-time'), clockMath.formatTime(r.ms));
    setText(face.querySelector('.clock-note'), byoyomi.trim());
    if (r.runs && r.ms < WARN_AT && !warned.has(i) && !r.out) {
      warned.add(i);
      announce(t('clock.low', { side: sideName(side), seconds: Math.ceil(r.ms / 1000) }));
    }
  }
  const pause = $('clock-pause');
  const paused = !clockMath.running(clock);
  pause.disabled = !clock.started || clock.flagged !== null || Boolean(s.outcome);
  setText(pause, t(paused && clock.started && !s.outcome ? 'clock.resume' : 'clock.pause'));
  schedule();
}

/** Builds the time-control select (the next new game's) and the two faces. */
export function buildClocks() {
  const { entry, settings } = play;
  const select = $('time-control');
  for (const id of controlsFor(entry.id)) {
    const option = new Option(t(`clock.control.${id}`), id);
    option.dataset.i18n = `clock.control.${id}`;
    select.add(option);
  }
  if (!controlsFor(entry.id).includes(settings.timeControl)) settings.timeControl = 'none';
  select.value = settings.timeControl;
}

/** The select, the pause button, and saving when the page is hidden. */
export function wireClocks() {
  $('time-control').addEventListener('change', (e) => {
    play.settings.timeControl = e.target.value;
    saveSettings();
    if (e.target.value !== 'none') loadMath(); // ready for the next new game
  });
  $('clock-pause').addEventListener('click', () => {
    if (!clock) return;
    const at = now();
    const paused = !clockMath.running(clock);
    clock = paused ? clockMath.resume(clock, at) : clockMath.pause(clock, at);
    save();
    renderClocks();
    announce(t(paused ? 'clock.resumed' : 'clock.paused'));
  });
  document.addEventListener('visibilitychange', save);
  window.addEventListener('pagehide', save);
}
