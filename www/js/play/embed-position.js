// "Embed this position": the <rulebook-board> markup for the game on the
// play page, ready to paste into a page that has embed.js. Everything in it
// is the engine's text: the start position (or startpos when it is the
// one an embedded board would start from), the moves as the engine saved
// them, the house rules in force (Ô ăn quan); the page adds only which side
// is at the bottom and the pieces' faces when the player changed them.

import { t, lang } from '../i18n.js';
import { markup, copyText } from '../snippet.js';
import { $, play, attempt, FAILED } from './page.js';

/** Whether `start` is what `startpos` gives an embedded board with these house rules. */
function isStartpos(start, rules) {
  const options = { language: lang() };
  for (const pair of rules) {
    const at = pair.indexOf('=');
    options[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const fresh = play.adapter.fromPosition('startpos', options);
  try {
    return fresh.game.position() === start;
  } finally {
    fresh.dispose();
  }
}

/** The snippet for the session's game as it stands. */
export function embedSnippet() {
  const { adapter, session, settings, entry } = play;
  const { start, moves } = session.record();
  const rules = session.ruleOptions?.() ?? [];
  const view = adapter.options.find((opt) => opt.id === 'pieceSet');
  const pieces = view && settings.options.pieceSet !== view.initial ? settings.options.pieceSet : null;
  return markup('rulebook-board', [
    ['game', entry.id],
    ['position', isStartpos(start, rules) ? 'startpos' : start],
    ['moves', moves.length ? moves.join(' ') : null],
    ['ply', String(moves.length)],
    ['options', rules.length ? rules.join(' ') : null],
    ['orientation', settings.flipped ? adapter.sides[1] : null],
    ['pieces', pieces],
  ]);
}

/** Fills the snippet while its section is open (called after every change). */
export function renderEmbed() {
  if (!$('embed-position').open || !play.session) return;
  const text = attempt(embedSnippet);
  if (text !== FAILED) $('embed-out').value = text;
}

export function wireEmbed() {
  $('embed-position').addEventListener('toggle', renderEmbed);
  $('embed-copy').addEventListener('click', async () => {
    const field = $('embed-out');
    $('embed-note').textContent = await copyText(field.value, field, { copied: 'msg.embedCopied', failed: 'msg.copyFailed' });
  });
}
