// What both embedded elements share: a shadow root (styles neither leak in
// nor out) holding the element's parts, an error box and the caption (the
// element's own children, slotted, never parsed from an attribute); one
// rebuild per task however many attributes change; an error shown in the
// box and told to the page, never thrown into it.

import { STYLE } from './style.js';

// One constructed sheet shared by every element: a page whose policy
// forbids inline styles (the site's own rules pages) still styles it, as
// a <style> element in each shadow root would not be.
let sheet = null;
function sharedSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLE);
  }
  return sheet;
}

export class EmbeddedElement extends HTMLElement {
  /** Puts `parts` (the element's canvas and the rest) above the error box and the caption. */
  mount(...parts) {
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sharedSheet()];
    this.errorBox = document.createElement('p');
    this.errorBox.className = 'error';
    this.errorBox.setAttribute('role', 'alert');
    this.errorBox.hidden = true;
    const caption = document.createElement('figcaption');
    caption.append(document.createElement('slot'));
    const figure = document.createElement('figure');
    figure.append(...parts, this.errorBox, caption);
    root.append(figure);
  }

  /** Rebuilds from the attributes (`build`), once however many change in one task. */
  update() {
    if (this.pending) return;
    this.pending = Promise.resolve().then(() => {
      this.pending = null;
      return this.build();
    });
  }

  /** A new build's token: a build whose token is no longer the last was overtaken. */
  nextBuild() {
    this.token = (this.token ?? 0) + 1;
    return this.token;
  }

  /** Shows `error` after `lead` (a sentence in the element's language) and fires `rulebook-error`. */
  showError(lead, error) {
    const message = error?.message ?? String(error);
    this.errorBox.hidden = false;
    this.errorBox.textContent = `${lead} ${message}`;
    this.dispatchEvent(new CustomEvent('rulebook-error', { detail: { message }, bubbles: true, composed: true }));
  }
}
