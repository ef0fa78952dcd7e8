// <rulebook-cards>: a hand of 121 drawn by the engine's card painter for
// any page (see www/embed.js and www/embed.d.ts), with, given `score`, the
// engine's reading of it beneath (the Thế, its groups, the points and
// bonuses, as `rulebook score 121` gives them) in the board's language.
// The attributes are the command's flags; the engine judges every card.

import { EmbeddedElement, loaded } from './element.js';
import { wordsFor, pageLanguage } from './words.js';
import { languageAttribute } from './attributes.js';
import { GAMES } from './list.js';
import { onDemand } from '../adapter.js';
import { adoptProperties, defineProperties, flag, text } from './properties.js';

/**
 * The cards' module (drawCards121, scoreCards121): the embed module of the
 * game this element shows (games.json), loaded once per page (a failed
 * load is tried again by the next hand).
 */
const loadCards = onDemand(GAMES.find((game) => game.element === 'rulebook-cards').engine.module);

const words = (value) => (value ?? '').trim().split(/\s+/).filter(Boolean);

/**
 * The hand as a screen reader says it: each card by its name in the
 * engine's words (a face-down card as such), the author's groups and the
 * table's cards apart, each table card with its label (Chỉ Điểm, Ẩn Sĩ n).
 */
function spoken(module, drawn, table, labels, lang, t) {
  const groups = [];
  let group = [];
  for (const word of drawn) {
    if (word === '|') {
      groups.push(group);
      group = [];
    } else group.push(word);
  }
  groups.push(group);
  const named = (cards) => {
    const names = module.cardNames121(cards.join(' '), lang);
    return cards.map((card, i) => {
      const name = names[i] ?? t('embed.faceDown');
      return labels[card] ? t('embed.cardLabelled', { label: labels[card], name }) : name;
    });
  };
  return [...groups, table]
    .filter((cards) => cards.length)
    .map((cards) => named(cards).join(', '))
    .join(' · ');
}

export const CARD_ATTRIBUTES = ['cards', 'indicator', 'revealed', 'score', 'lang', 'locked', 'marks', 'nhat-ban', 'dealer', 'self-drawn', 'last-card'];

export class RulebookCards extends EmbeddedElement {
  static observedAttributes = CARD_ATTRIBUTES;

  constructor() {
    super();
    this.canvas = document.createElement('canvas');
    this.canvas.part = 'cards';
    this.canvas.setAttribute('role', 'img');
    this.reading = document.createElement('ul');
    this.reading.className = 'reading';
    this.reading.part = 'score';
    this.mount(this.canvas, this.reading);
    this.width = 0;
    adoptProperties(this, Object.keys(CARD_PROPERTIES));
  }

  /** On the page (again): drawn at its width, and again whenever that changes. */
  connectedCallback() {
    const signal = this.connect();
    const sized = new ResizeObserver(() => {
      const width = Math.round(this.canvas.clientWidth);
      if (width > 0 && width !== this.width) {
        this.width = width;
        this.update();
      }
    });
    sized.observe(this.canvas);
    signal.addEventListener('abort', () => sized.disconnect());
  }

  /** Off the page: its observer let go; put back, it is drawn anew. */
  disconnectedCallback() {
    this.disconnect();
    this.width = 0;
    delete this.dataset.drawn;
  }

  attributeChangedCallback(name, before, after) {
    if (before !== after && this.width > 0) this.update();
  }

  /** Draws the hand (and its reading). */
  async build() {
    if (!this.connection) return; // off the page: drawn when put back
    const token = this.nextBuild();
    let t = wordsFor(pageLanguage(this), '', null);
    try {
      const lang = languageAttribute(this, t, pageLanguage(this));
      t = wordsFor(lang, '', null);
      const module = await loaded(loadCards(), t);
      if (token !== this.token) return;
      // `|` parts the hand into the groups the author wants seen.
      const drawn = words(this.getAttribute('cards'));
      const hand = drawn.filter((word) => word !== '|');
      const locked = words(this.getAttribute('locked'));
      const indicator = (this.getAttribute('indicator') ?? '').trim();
      const revealed = words(this.getAttribute('revealed'));
      // The table's cards beside the hand, labelled as on a rules page.
      const labels = {};
      const table = [];
      if (indicator) {
        table.push(indicator);
        labels[indicator] = t('embed.indicator');
      }
      revealed.forEach((card, i) => {
        table.push(card);
        labels[card] = t('embed.hidden', { n: i + 1 });
      });
      const text = [drawn.join(' '), table.join(' ')].filter(Boolean).join(' | ');
      this.errorBox.hidden = true;
      this.canvas.hidden = false;
      module.drawCards121(this.canvas, text, { lang, labels, align: 'left', locked, highlight: words(this.getAttribute('marks')) });
      this.canvas.setAttribute('aria-label', t('embed.cardsLabel', { cards: spoken(module, drawn, table, labels, lang, t) }));
      const lines = this.hasAttribute('score')
        ? module.scoreCards121(hand.join(' '), {
            lang,
            indicator: indicator || null,
            revealed,
            locked: locked.length,
            nhatBan: this.hasAttribute('nhat-ban'),
            dealer: this.hasAttribute('dealer'),
            selfDrawn: this.hasAttribute('self-drawn'),
            lastCard: this.hasAttribute('last-card'),
          }).lines
        : [];
      this.reading.replaceChildren(...lines.map((line) => Object.assign(document.createElement('li'), { textContent: line })));
      this.reading.hidden = lines.length === 0;
      this.dataset.drawn = 'true';
      this.drew();
    } catch (error) {
      if (token !== this.token) return;
      this.canvas.hidden = true;
      this.reading.hidden = true;
      this.dataset.drawn = 'error';
      this.showError(t('embed.cardsError'), error);
    }
  }
}

// The attributes' properties (`lang` is HTMLElement's); a flag's is a boolean.
const CARD_PROPERTIES = {
  cards: text('cards'),
  indicator: text('indicator'),
  revealed: text('revealed'),
  locked: text('locked'),
  marks: text('marks'),
  score: flag('score'),
  nhatBan: flag('nhat-ban'),
  dealer: flag('dealer'),
  selfDrawn: flag('self-drawn'),
  lastCard: flag('last-card'),
};
defineProperties(RulebookCards, CARD_PROPERTIES);
