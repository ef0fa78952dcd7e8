// The words and buttons under the board: the tools' state for the
// selection (Cờ Long Phượng's turns, Ô ăn quan's ways to sow), their note,
// and what the pointed place holds, in words (a stack bottom to top).

import { t } from '../i18n.js';
import { $, setText, show, attempt, FAILED } from '../page/helpers.js';
import { shownGame } from './state.js';

function renderTools(state) {
  const { adapter, session } = state;
  if (!adapter.tools) return;
  const tools = attempt(() => session.toolState(state.selected));
  if (tools === FAILED) return;
  for (const tool of adapter.tools) {
    const button = $(`tool-${tool.id}`);
    const b = tools.buttons[tool.id] ?? { pressed: false, disabled: false };
    button.setAttribute('aria-pressed', String(Boolean(b.pressed)));
    button.disabled = Boolean(b.disabled);
    setText(button.querySelector('.tool-label'), t(`tool.${tool.id}`));
  }
  show('tool-note', tools.note);
}

function renderInspect(state) {
  const { session, inspected } = state;
  if (!session.describe) return;
  // While reviewing, the place as it stood then.
  const text = inspected === null ? null : attempt(() => session.describe(inspected, shownGame(state)));
  show('inspect', text !== FAILED && text);
}

export function toolsView() {
  return (state) => {
    renderTools(state);
    renderInspect(state);
  };
}
