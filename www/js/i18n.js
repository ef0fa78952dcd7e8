// Every string the site shows, in Vietnamese and English, keyed by id.
// `{name}` placeholders are filled by `t(id, {name})`. A game may word a
// shared string its own way under `<game>/<id>` (see `setScope`). The
// engines word their own refusals in the chosen language; those texts are
// shown as they come.
//
// The strings themselves live in js/strings/: shared.js, which every page
// gets from here, and one file per game, which the page playing that game
// adds with `addStrings` (the play page with the game's adapter, both named
// in games.json; a game with its own page, its own). Every file has the
// same keys in both languages (tests/e2e/i18n.test.mjs).

import { readOr, write } from './storage.js';
import shared from './strings/shared.js';

/**
 * A string file: the same ids in each language.
 * @typedef {{vi: Object<string, string>, en: Object<string, string>}} Strings
 */

export const LANGS = ['vi', 'en'];
/** Every string loaded so far, by language. */
const STRINGS = { vi: { ...shared.vi }, en: { ...shared.en } };

/** Adds a string file (a game's own strings) to those `t` looks up. @param {Strings} strings */
export function addStrings(strings) {
  for (const code of LANGS) Object.assign(STRINGS[code], strings[code]);
}

const DEFAULT_LANG = 'vi';
/** @type {'vi' | 'en'} */
let current = DEFAULT_LANG;
/** A game id whose own wording (`<game>/<id>`) wins over the shared one. */
let scope = null;

/** The page's language. @returns {'vi' | 'en'} */
export function lang() {
  return current;
}

/**
 * Makes `t(id)` prefer the string `<game>/<id>` when a game words it its own
 * way (a shogi position is an SFEN, not a FEN); `null` for none.
 */
export function setScope(game) {
  scope = game;
}

function lookup(id) {
  const scoped = scope ? `${scope}/${id}` : null;
  for (const table of [STRINGS[current], STRINGS.en]) {
    if (scoped && scoped in table) return table[scoped];
    if (id in table) return table[id];
  }
  return undefined;
}

/** Whether `id` has a string. */
export function has(id) {
  return lookup(id) !== undefined;
}

/** The string `id` in the current language, placeholders filled. */
export function t(id, params = {}) {
  const text = lookup(id) ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in params ? String(params[key]) : whole));
}

/**
 * Fills every element marked `data-i18n="id"` (its text) and
 * `data-i18n-attr="attr:id attr:id"` (attributes such as aria-label).
 */
export function translate(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of el.dataset.i18nAttr.split(/\s+/)) {
      const [attr, id] = pair.split(':');
      el.setAttribute(attr, t(id));
    }
  }
}

function apply(code) {
  current = LANGS.includes(code) ? code : DEFAULT_LANG;
  document.documentElement.lang = current;
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.setAttribute('aria-pressed', String(button.dataset.lang === current));
  }
  translate();
}

/**
 * Applies the saved language (Vietnamese by default) and wires the page's
 * `[data-lang]` buttons; `onChange` re-renders what `translate` can't reach.
 * The choice is the whole site's: a page follows one made on another page
 * while it stood open in another tab or in the back-forward cache.
 */
export function setupLanguage(onChange = () => {}) {
  apply(readOr('lang', DEFAULT_LANG));
  const follow = () => {
    const chosen = readOr('lang', DEFAULT_LANG);
    if (chosen === current || !LANGS.includes(chosen)) return;
    apply(chosen);
    onChange(current);
  };
  window.addEventListener('storage', follow);
  window.addEventListener('pageshow', (event) => event.persisted && follow());
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.addEventListener('click', () => {
      if (button.dataset.lang === current) return;
      apply(button.dataset.lang);
      write('lang', current);
      onChange(current);
    });
  }
}
