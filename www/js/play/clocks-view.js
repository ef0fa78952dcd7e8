// The players' clocks from the state (clocks.js): a face per side with its
// player, the time left as of the state's moment (the timer, clock-timer.js,
// commits when the shown time changes), byoyomi, low and out marks, and the
// pause button.

import { t } from '../i18n.js';
import { $, setText } from '../page/helpers.js';
import { status } from './state.js';
import { WARN_AT } from './time-controls.js';
import { sideName, playerName } from './words.js';

export function clocksView() {
  return (state) => {
    const { clock, math, now } = state.clocks;
    $('clocks').hidden = !clock;
    if (!clock) return;
    const s = status(state);
    for (const [i, side] of state.adapter.sides.entries()) {
      const r = math.reading(clock, now, i);
      const face = $(`clock-${i}`);
      face.dataset.runs = String(r.runs);
      face.dataset.low = String(!r.out && r.ms < WARN_AT && (clock.started || r.inByoyomi));
      face.dataset.out = String(r.out);
      setText(face.querySelector('.clock-name'), `${sideName(side)} · ${playerName(state, s.playerOf[side])}`);
      const byoyomi = r.inByoyomi ? t('clock.byoyomi') : '';
      setText(face.querySelector('.clock-time'), math.formatTime(r.ms));
      setText(face.querySelector('.clock-note'), byoyomi);
    }
    const pause = $('clock-pause');
    const paused = !math.running(clock);
    pause.disabled = !clock.started || clock.flagged !== null || Boolean(s.outcome);
    setText(pause, t(paused && clock.started && !s.outcome ? 'clock.resume' : 'clock.pause'));
  };
}
