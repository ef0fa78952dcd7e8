// The panel's status from the state: the page's title, the players, whose
// turn it is, check, the game's guide and scores, the result, the referee's
// duty and fouls, the message line, the toss that began the game, the
// table's rules, and a note when a saved game was refused and kept.

import { t, lang } from '../i18n.js';
import { rulesHref } from '../games/catalog.js';
import { $, setText, show, attempt, FAILED, renderMessage } from '../page/helpers.js';
import { status } from './state.js';
import { sideName, playerName, resultText, tossText } from './words.js';

/** @typedef {import('../adapter.js').Status} Status */

function tableText(table) {
  if (table.text) return table.text;
  const parts = [];
  if (table.touchMove) parts.push(t('table.touchMove'));
  if (table.formal) parts.push(t('table.formal'));
  if (!parts.length) parts.push(t('table.casual'));
  if (table.touchMove && table.foulLoss) parts.push(t('table.foulLoss'));
  return `${t('status.table')}: ${parts.join(', ')}.`;
}

export function statusView() {
  /** The toss whose tiles are shown (a status's own object). */
  let tossed = null;

  /** The toss that began the game, shown until the first move. */
  function renderToss(state, s) {
    const box = $('toss');
    box.hidden = !s.toss || s.moves.length > 0;
    if (box.hidden) return;
    $('toss-rule').hidden = s.toss.rule === false;
    if (s.toss !== tossed) {
      tossed = s.toss;
      const tiles = s.toss.items.map((item) => {
        const tile = document.createElement('span');
        tile.className = `toss-item ${item.className ?? ''}`;
        tile.textContent = item.text;
        return tile;
      });
      $('toss-items').replaceChildren(...tiles);
    }
    setText($('toss-text'), tossText(state, s));
  }

  return (state) => {
    const { entry, adapter } = state;
    const name = t(`game.${entry.id}.name`);
    document.title = `${name} — Rulebook`;
    setText($('game-title'), name);
    $('board').setAttribute('aria-label', t('board.label', { game: name }));
    const rules = $('rules-link');
    rules.hidden = !entry.rules;
    rules.href = rulesHref(entry, lang());

    const s = attempt(() => status(state));
    if (s === FAILED) return;
    const { sides } = adapter;
    const players = sides.map((side) => t('status.plays', { name: playerName(state, s.playerOf[side]), side: sideName(side) }));
    setText($('players'), players.join(' · '));
    const turn = $('turn');
    turn.hidden = Boolean(s.outcome);
    const shown = s.turnLine ?? { side: s.turn, key: 'status.turn' };
    turn.dataset.side = shown.side;
    setText(turn, t(shown.key, { side: sideName(shown.side), name: playerName(state, s.playerOf[shown.side]) }));
    show('check', !s.outcome && s.inCheck && t('status.check', { side: sideName(s.turn) }));
    show('guide', !s.outcome && s.guide && t(s.guide.key, s.guide.params));
    show('scores', s.score && t(s.score.key, s.score.params));
    show('result', s.outcome && resultText(state, s));
    show('duty', s.duty && t('status.duty', { duty: s.duty }));
    const fouls = sides.map((side) => `${sideName(side)} ${s.fouls[side]}`).join(' · ');
    show('fouls', s.table.touchMove && sides.some((side) => s.fouls[side] > 0) && `${t('status.fouls')}: ${fouls}`);
    renderMessage(state);
    const kept = state.refusedSave;
    show('save-kept', kept && t(kept.blocked ? 'save.keptInPlace' : 'save.kept', { key: kept.keptAs }));
    renderToss(state, s);
    setText($('table-rules'), tableText(s.table));
  };
}
