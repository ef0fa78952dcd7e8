// The panel's controls from the state: the game buttons (enabled as the
// status allows), the adapter's actions, the position's text, the fields'
// placeholders, and every setting's control showing its value (the
// notation, the names, the options, the text kept in the fields, the
// record format, the time control, the sound).

import { t, has } from '../i18n.js';
import { $, setText, setValue, attempt, FAILED } from '../page/helpers.js';
import { status } from './state.js';
import { DRAFT_FIELDS } from './settings.js';

/** The initial choice of an option that marks it: "(mặc định)". */
function markDefaults() {
  for (const option of document.querySelectorAll('option[data-default]')) {
    setText(option, `${t(option.dataset.i18n)} ${t('options.defaultMark')}`);
  }
}

function renderOptions(state) {
  const { settings } = state;
  markDefaults();
  for (const opt of state.adapter.options) {
    const input = $(`opt-${opt.id}`);
    if (opt.choices) {
      setValue(input, settings.options[opt.id]);
    } else {
      const implied = Boolean(opt.impliedBy && settings.options[opt.impliedBy]);
      input.disabled = implied;
      input.checked = implied || settings.options[opt.id];
    }
  }
}

export function controlsView() {
  return (state) => {
    const { adapter, settings } = state;
    renderOptions(state);
    setValue($('notation'), settings.notation);
    setValue($('time-control'), settings.timeControl);
    $('sound-toggle').checked = state.soundOn;
    for (const i of [0, 1]) {
      setValue($(`name-${i}`), settings.names[i]);
      $(`name-${i}`).placeholder = t(`player.${i + 1}`);
    }
    for (const id of DRAFT_FIELDS) setValue($(id), settings.drafts[id]);
    if (adapter.recordFormats) {
      setValue($('record-format'), adapter.recordFormats.includes(settings.recordFormat) ? settings.recordFormat : adapter.recordFormats[0]);
    }
    // A game may give an example move per notation (Cờ tướng).
    const example = `input.movePlaceholder.${settings.notation}`;
    $('move-input').placeholder = t(has(example) ? example : 'input.movePlaceholder');

    const s = attempt(() => status(state));
    if (s === FAILED) return;
    for (const action of adapter.actions ?? []) {
      $(`action-${action.id}`).hidden = Boolean(s.outcome) || !(action.id in (s.actions ?? {}));
    }
    $('undo').disabled = !s.canUndo;
    $('redo').disabled = !s.canRedo;
    $('resign').disabled = Boolean(s.outcome);
    setValue($('fen-out'), s.position);
  };
}
