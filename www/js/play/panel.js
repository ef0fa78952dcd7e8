// The side panel (and the tools and words under the board): built once
// from what the adapter declares (notations, options, tools, actions,
// record formats, the computer's choices, the time controls), then
// rendered from the state by the views it composes, after every commit
// (page/store.js). Each view is a function of the state that reads the
// engine through the state's session and imports no action and no effect;
// what a view keeps is only what it last wrote (so an unchanged list is not
// rebuilt). What the player does to these controls is buttons.js's and
// forms.js's.

import { t } from '../i18n.js';
import { $ } from '../page/helpers.js';
import { controlsFor } from './time-controls.js';
import { LEVELS } from './settings.js';
import { statusView } from './status-view.js';
import { controlsView } from './controls-view.js';
import { movesView } from './moves-view.js';
import { capturedView } from './captured.js';
import { toolsView } from './tools-view.js';
import { choiceView } from './choice-view.js';
import { computerView } from './computer-view.js';
import { clocksView } from './clocks-view.js';
import { offerView } from './offer-view.js';
import { recordsView } from './records-view.js';

/** The page's render: every view, in the order the panel reads. */
export function createPanel() {
  const views = [
    statusView(),
    capturedView(),
    toolsView(),
    choiceView(),
    controlsView(),
    movesView(),
    recordsView(),
    computerView(),
    clocksView(),
    offerView(),
  ];
  return (state) => {
    if (!state.session) return; // nothing to show before the first game
    for (const view of views) view(state);
  };
}

// ---- building the controls the adapter describes ----

/**
 * Fills the panel from the adapter and the settings: the notations, the
 * options, the shell's buttons the game hides, the tool bar, the action
 * buttons, the record formats, the computer's choices and the time controls.
 */
export function buildPanel(state) {
  const { adapter, settings, entry } = state;
  const notation = $('notation');
  for (const id of adapter.notations) {
    const option = new Option(t(`notation.${id}`), id);
    option.dataset.i18n = `notation.${id}`;
    notation.add(option);
  }
  buildOptions(adapter);
  for (const id of adapter.hiddenButtons ?? []) $(id).hidden = true;
  if (adapter.tools) buildTools(adapter.tools);
  for (const action of adapter.actions ?? []) {
    const button = document.createElement('button');
    button.type = 'button';
    button.id = `action-${action.id}`;
    button.dataset.i18n = `action.${action.id}`;
    button.textContent = t(`action.${action.id}`);
    button.hidden = true;
    $('resign').before(button);
  }
  if (adapter.recordFormats) {
    $('records').hidden = false;
    const select = $('record-format');
    for (const id of adapter.recordFormats) {
      const option = new Option(t(`format.${id}`), id);
      option.dataset.i18n = `format.${id}`;
      select.add(option);
    }
    if (adapter.recordFormats.includes(settings.recordFormat)) select.value = settings.recordFormat;
  }
  if (adapter.computer) buildComputer(adapter);
  const control = $('time-control');
  for (const id of controlsFor(adapter)) {
    const option = new Option(t(`clock.control.${id}`), id);
    option.dataset.i18n = `clock.control.${id}`;
    control.add(option);
  }
}

/** A checkbox or select per option, under "new game" or "display", some in groups. */
function buildOptions(adapter) {
  const groups = {};
  for (const opt of adapter.options) {
    const label = document.createElement('label');
    const text = document.createElement('span');
    text.dataset.i18n = `opt.${opt.id}`;
    text.textContent = t(`opt.${opt.id}`);
    const words = document.createElement('span');
    words.className = 'option-words';
    words.append(text);
    let input;
    if (opt.choices) {
      input = document.createElement('select');
      for (const choice of opt.choices) {
        const option = new Option(t(`opt.${opt.id}.${choice}`), choice);
        option.dataset.i18n = `opt.${opt.id}.${choice}`;
        if (opt.markDefault && choice === opt.initial) option.dataset.default = 'true';
        input.add(option);
      }
      label.className = 'field';
      label.append(words, input);
    } else {
      input = document.createElement('input');
      input.type = 'checkbox';
      label.className = 'toggle';
      if (opt.markDefault) {
        const mark = document.createElement('span');
        mark.className = 'muted option-default';
        mark.dataset.i18n = opt.initial ? 'options.defaultOn' : 'options.defaultOff';
        mark.textContent = t(mark.dataset.i18n);
        words.append(' ', mark);
      }
      label.append(input, words);
    }
    if (opt.code) {
      // The words first; the brief's name last, small, for who looks for it.
      const code = document.createElement('code');
      code.className = 'option-code';
      code.textContent = opt.code;
      words.append(' ', code);
      label.title = opt.code;
    }
    input.id = `opt-${opt.id}`;
    let home = $(opt.scope === 'view' ? 'view-options' : 'game-options');
    if (opt.group) {
      if (!groups[opt.group]) {
        const box = document.createElement('details');
        box.className = 'option-group';
        box.id = `options-${opt.group}`;
        const summary = document.createElement('summary');
        summary.dataset.i18n = `options.group.${opt.group}`;
        summary.textContent = t(summary.dataset.i18n);
        box.append(summary);
        home.append(box);
        groups[opt.group] = box;
      }
      home = groups[opt.group];
    }
    home.append(label);
  }
}

/** The buttons under the board: glyph, label (tools-view.js) and keys. */
function buildTools(tools) {
  const bar = $('tools');
  bar.hidden = false;
  for (const tool of tools) {
    const button = document.createElement('button');
    button.type = 'button';
    button.id = `tool-${tool.id}`;
    button.className = 'tool';
    button.setAttribute('aria-pressed', 'false');
    button.setAttribute('aria-keyshortcuts', tool.keys.map((k) => (k.length > 1 ? k[0].toUpperCase() + k.slice(1) : k.toUpperCase())).join(' '));
    const glyph = document.createElement('span');
    glyph.className = 'tool-glyph';
    glyph.setAttribute('aria-hidden', 'true');
    glyph.textContent = tool.glyph ?? '';
    const label = document.createElement('span');
    label.className = 'tool-label';
    const keys = document.createElement('kbd');
    keys.textContent = tool.keyLabel ?? tool.keys.map((k) => k.toUpperCase()).join(' ');
    button.append(glyph, label, keys);
    bar.append(button);
  }
}

/** The computer's section: its sides and levels. */
function buildComputer(adapter) {
  $('computer').hidden = false;
  $('hint').hidden = false;
  const side = $('computer-side');
  for (const choice of ['off', ...adapter.sides, 'random']) {
    const key = choice === 'off' || choice === 'random' ? `computer.${choice}` : `side.${choice}`;
    const option = new Option(t(key), choice);
    option.dataset.i18n = key;
    side.add(option);
  }
  const level = $('computer-level');
  for (const n of LEVELS) level.add(new Option(String(n), String(n)));
}
