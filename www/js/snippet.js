// Markup an author pastes: an element written as HTML text from its tag,
// attributes and caption (the authors' page shows its examples this way,
// the play page its "Embed this position"), and a Copy button's action.
// Values are escaped, so a position or caption can never become markup.

import { t } from './i18n.js';

const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text) => escapeText(text).replace(/"/g, '&quot;');

/**
 * `<tag a="1" flag>caption</tag>`: attributes in the order given; `true`
 * writes a boolean attribute, `null` or `undefined` leaves it out.
 * @param {string} tag
 * @param {[string, string | true | null | undefined][]} attributes
 * @param {string} [caption]
 */
export function markup(tag, attributes, caption = '') {
  const attrs = attributes
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`))
    .join('');
  return `<${tag}${attrs}>${escapeText(caption)}</${tag}>`;
}

/** The one tag a page needs: embed.js (beside js/) at its full URL, so it works pasted anywhere. */
export function installLine() {
  return `<script type="module" src="${escapeAttr(new URL('../embed.js', import.meta.url).href)}"></script>`;
}

/**
 * Copies `text`; when the clipboard refuses (no permission, no secure
 * context), selects `field`'s text for Ctrl+C instead. Returns the
 * message to show: `copied` or `failed` (i18n ids).
 */
export async function copyText(text, field, { copied, failed }) {
  try {
    await navigator.clipboard.writeText(text);
    return t(copied);
  } catch {
    if (typeof field.select === 'function') {
      field.select(); // a text field
      return t(failed);
    }
    const range = document.createRange();
    range.selectNodeContents(field);
    const selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    return t(failed);
  }
}
