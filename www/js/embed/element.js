// What both embedded elements share: a shadow root (styles neither leak in
// nor out) holding the element's parts, an error box and the caption (the
// element's own children, slotted, never parsed from an attribute); one
// rebuild per task however many attributes change; an error shown in the
// box and told to the page, never thrown into it; what a connection holds
// let go when the element leaves the page; `ready` and
// `rulebook-ready` when it has drawn from its attributes. The classes are defined where
// there is no DOM too (a server-side renderer importing the package), on
// an empty base: only `customElements.define` (embed.js) makes elements.

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

/**
 * Why a module or its wasm did not load, in the element's words: the
 * page's policy refusing WebAssembly named, a file that is not wasm, or
 * the browser's own reason for a failed fetch.
 */
export function loadFailure(cause, t) {
  const why = String(cause?.message ?? cause);
  if (/Content.Security.Policy|\bCSP\b|wasm-(unsafe-)?eval/i.test(why)) return t('embed.cspWasm');
  if (cause instanceof WebAssembly.CompileError) return t('embed.notWasm', { why });
  return `${t('embed.loadFailed')} ${why}`;
}

/** What `loading` gives; its failure an Error in the element's words, the browser's error as its cause. */
export async function loaded(loading, t) {
  try {
    return await loading;
  } catch (cause) {
    throw new Error(loadFailure(cause, t), { cause });
  }
}

/** A promise with its settling at hand (`ready`); never an unhandled rejection. */
function awaited() {
  const readiness = { settled: false };
  readiness.promise = new Promise((resolve, reject) => Object.assign(readiness, { resolve, reject }));
  readiness.promise.catch(() => {});
  return readiness;
}

export class EmbeddedElement extends (globalThis.HTMLElement ?? class {}) {
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
    this.rebuilding = true;
    if (this.readiness?.settled) this.readiness = null; // `ready` waits for this rebuild
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

  /** A connection's signal (listeners and observers added with it end when the element leaves the page). */
  connect() {
    this.connection = new AbortController();
    return this.connection.signal;
  }

  /** Ends the connection; a build under way is dropped (it was overtaken). */
  disconnect() {
    this.connection?.abort();
    this.connection = null;
    this.nextBuild();
  }

  /**
   * Shows `error` after `lead` (a sentence in the element's language) and
   * fires `rulebook-error` with its cause: a load failure's own error (also
   * in the console, the page's to see), else `error` itself.
   */
  showError(lead, error) {
    const message = error?.message ?? String(error);
    const cause = error?.cause ?? error;
    this.errorBox.hidden = false;
    this.errorBox.textContent = `${lead} ${message}`;
    if (error?.cause !== undefined) console.error(`${this.localName}: ${lead} ${message}`, error.cause);
    this.settle((readiness) => readiness.reject(error instanceof Error ? error : new Error(message)));
    this.dispatchEvent(new CustomEvent('rulebook-error', { detail: { message, cause }, bubbles: true, composed: true }));
  }

  // ---- ready ----

  /**
   * Resolves to the element once it has drawn from its attributes; rejects
   * with the Error it shows when it could not. Settled, it is replaced by a
   * new one when an attribute change (or `reset()`) makes the element
   * rebuild, or an error comes after.
   */
  get ready() {
    this.readiness ??= awaited();
    return this.readiness.promise;
  }

  /** Drawn from the attributes: `ready` resolves and `rulebook-ready` fires. */
  drew() {
    this.settle((readiness) => readiness.resolve(this));
    this.dispatchEvent(new CustomEvent('rulebook-ready', { bubbles: true, composed: true }));
  }

  /** Settles `ready` with `how` (a settled one is replaced first). */
  settle(how) {
    this.rebuilding = false;
    if (this.readiness?.settled) this.readiness = null;
    this.readiness ??= awaited();
    this.readiness.settled = true;
    how(this.readiness);
  }
}
