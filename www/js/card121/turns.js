// After every change of the live match: save it, show it, and let the
// bots act at the chosen pace (one engine botStep a tick; instant plays
// them all up to the person's turn). The bots wait while a match is
// reviewed.

import { $, page, attempt, change, announce, liveState } from './page.js';
import { SPEEDS, saveGame } from './match.js';
import { render, draw } from './render.js';

/** Actions a round can take at most, so an instant run always ends. */
const MAX_BOT_RUN = 2000;
let botTimer = 0;

export function stopBots() {
  clearTimeout(botTimer);
  botTimer = 0;
}

function markBots() {
  $('board').dataset.bots = !page.review && liveState().bot_to_act ? 'thinking' : 'idle';
}

/** Lets the bots act, one action per tick at the chosen speed. */
export function scheduleBots() {
  stopBots();
  markBots();
  if (page.review || !liveState().bot_to_act) return;
  const delay = SPEEDS[page.settings.speed];
  if (delay === 0) {
    // Instant: every bot action up to the person's turn or the round's end.
    let lines = [];
    for (let i = 0; i < MAX_BOT_RUN; i++) {
      const done = attempt(() => change(() => page.table.botStep()));
      if (!done.ok || done.value === null) break;
      lines = lines.concat(done.value.lines);
    }
    if (lines.length) announce(lines.slice(-3).join('. '));
    changed(false);
    return;
  }
  botTimer = setTimeout(botStep, delay);
}

function botStep() {
  botTimer = 0;
  if (page.review) return;
  const done = attempt(() => change(() => page.table.botStep()));
  if (done.ok && done.value) announce(done.value.lines.join('. '));
  changed();
}

/** After any change: save, show, let the bots go on. */
export function changed(bots = true) {
  saveGame();
  render();
  draw();
  if (bots) scheduleBots();
  else markBots();
}
