// The pieces each side has captured (Cờ tướng), under the players' line:
// the glyphs in the chosen piece set, named in words for screen readers.
// The list is the engine's (the status's `captured`, or the reviewed
// game's), so it follows undo, redo, review and a reload by itself.

import { t } from '../i18n.js';
import { $, attempt, FAILED } from '../page/helpers.js';
import { status, reviewedGame } from './state.js';
import { sideName } from './words.js';

export function capturedView() {
  /** What was last drawn, so an unchanged list is not rebuilt. */
  let shown = '';

  return (state) => {
    const s = attempt(() => status(state));
    if (s === FAILED) return;
    const { adapter, session } = state;
    const box = $('captured');
    // While reviewing, what had been captured by then.
    const reviewed = reviewedGame(state);
    const captured = reviewed && session.capturedIn ? session.capturedIn(reviewed) : s.captured;
    const set = state.settings.options.pieceSet;
    const any = captured && adapter.sides.some((side) => captured[side].length > 0);
    box.hidden = !any;
    if (!any) {
      shown = '';
      return;
    }
    const lines = adapter.sides.map((side) => {
      const pieces = captured[side];
      return {
        label: t('captured.by', { side: sideName(side) }),
        words: pieces.length ? pieces.map((p) => p.name).join(', ') : t('captured.none'),
        pieces: pieces.map((p) => ({ glyph: p.glyphs[set] ?? p.glyphs.chinese ?? p.name, side: p.side })),
      };
    });
    const key = JSON.stringify([set, lines]);
    if (key === shown) return;
    shown = key;
    box.replaceChildren(
      ...lines.map(({ label, words, pieces }) => {
        const line = document.createElement('p');
        line.className = 'captured-line';
        const name = document.createElement('span');
        name.className = 'captured-label';
        name.textContent = label;
        const list = document.createElement('span');
        list.className = 'captured-pieces';
        list.setAttribute('role', 'img');
        list.setAttribute('aria-label', words);
        list.title = words;
        for (const { glyph, side } of pieces) {
          const piece = document.createElement('span');
          piece.className = `captured-piece side-${side}`;
          piece.setAttribute('aria-hidden', 'true');
          piece.textContent = glyph;
          list.append(piece);
        }
        if (!pieces.length) list.textContent = words;
        line.append(name, ' ', list);
        return line;
      }),
    );
  };
}
