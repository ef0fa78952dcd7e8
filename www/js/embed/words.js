// The words of one embedded board, in its own language: a page may hold
// boards in Vietnamese and in English side by side, so this looks strings
// up per board rather than through i18n.js's one page-wide language. The
// strings are the site's own files (shared, the game's, the embed's).

import shared from '../strings/shared.js';
import embed from '../strings/embed.js';

export const LANGS = ['vi', 'en'];

/**
 * `t(id, params)` in `lang` over the shared strings, the embed's and a
 * game's own (`gameStrings`, whose `<game>/<id>` wording wins).
 */
export function wordsFor(lang, game, gameStrings) {
  const tables = [lang, 'en'].map((code) => ({ ...shared[code], ...embed[code], ...gameStrings?.[code] }));
  return (id, params = {}) => {
    let text = id;
    for (const table of tables) {
      const found = table[`${game}/${id}`] ?? table[id];
      if (found !== undefined) {
        text = found;
        break;
      }
    }
    return text.replace(/\{(\w+)\}/g, (whole, key) => (key in params ? String(params[key]) : whole));
  };
}

/**
 * The language of a board whose own `lang` names none: the nearest
 * ancestor's, English for a page in another language, else Vietnamese.
 */
export function pageLanguage(element) {
  const code = element.parentElement?.closest('[lang]')?.getAttribute('lang')?.toLowerCase().slice(0, 2);
  if (!code) return 'vi';
  return LANGS.includes(code) ? code : 'en';
}
