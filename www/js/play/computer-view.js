// The computer's section from the state (computer.js): who it plays and at
// what level, what it is thinking about, "Move now", the hint's words
// under the board and the evaluation bar.

import { t } from '../i18n.js';
import { $, setText, setValue, attempt, FAILED } from '../page/helpers.js';
import { status, keyOf, computerToMove } from './state.js';
import { sideName } from './words.js';

export function computerView() {
  return (state) => {
    const { adapter, settings, session, computer } = state;
    if (!adapter.computer) return;
    const s = status(state);
    const { job, known } = computer;
    const current = known?.key === keyOf(s) ? known : null;
    const c = settings.computer;
    setValue($('computer-side'), c.choice);
    setValue($('computer-level'), String(c.level));
    $('eval-toggle').checked = settings.evalBar;
    const thinking = job?.kind === 'move' || job?.kind === 'hint';
    const thinkingText = job?.kind === 'move' ? 'computer.thinking' : 'computer.hinting';
    const depth = job?.last?.depth ?? 0;
    const line = $('thinking');
    line.hidden = !thinking;
    setText(line, thinking ? t(thinkingText, { depth }) : '');
    // Only a move found already can be played at once.
    $('move-now').hidden = !(job?.kind === 'move' && job.last?.pv?.length);
    $('hint').disabled = Boolean(s.outcome) || computerToMove(state) || job?.kind === 'hint';
    const words = $('hint-words');
    const hinted = current?.code !== undefined && !s.outcome;
    words.hidden = !hinted;
    if (hinted) {
      const move = attempt(() => session.game.moveToText(current.code, settings.notation));
      setText(words, t('computer.hint', { move: move === FAILED ? '' : move, words: current.words }));
    }
    const bar = $('eval-bar');
    bar.hidden = !settings.evalBar;
    if (settings.evalBar) {
      const [first, second] = adapter.sides;
      setText($('eval-first'), sideName(first));
      setText($('eval-second'), sideName(second));
      const share = current ? current.bar : 500;
      $('eval-fill').style.width = `${share / 10}%`;
      bar.setAttribute('aria-valuenow', String(share));
      bar.setAttribute('aria-valuetext', current ? current.words : t('computer.evalUnknown'));
      bar.title = current ? current.words : t('computer.evalUnknown');
      bar.dataset.known = String(Boolean(current));
    }
  };
}
