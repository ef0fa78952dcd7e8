// Rulebook: draws the 121 cards of a rules page with the engine's own
// painter. Every <canvas class="cards" data-cards="GE-FR IN-FB | …"> is
// drawn in the page's language (<html lang>), sized to its CSS width and
// redrawn when that changes. Optional attributes:
//   data-locked="CARD …"      drawn with a padlock
//   data-highlight="CARD …"   drawn with a ring
//   data-dimmed="CARD …"      greyed out
//   data-indicator="CARD"     the face-up indicator (Chỉ Điểm), drawn after
//   data-revealed="CARD …"    the Ẩn Sĩ turned up, the hand with labels
//   data-max-card="72"        the widest a card may be, CSS px
//   data-align="center"       centred (the rules pages align left)
// The scoring attributes (data-pattern, data-points, …) are for the tests.

import init, { drawCards121 } from '../pkg/card121_cards/rulebook_card121_cards.js';

const lang = document.documentElement.lang === 'vi' ? 'vi' : 'en';
const words = {
  vi: { indicator: 'Chỉ Điểm', hidden: 'Ẩn Sĩ' },
  en: { indicator: 'Indicator', hidden: 'Ẩn Sĩ' },
}[lang];

const list = (text) => (text || '').split(/\s+/).filter(Boolean);

function draw(canvas) {
  const d = canvas.dataset;
  let cards = d.cards || '';
  const labels = {};
  const table = [];
  if (d.indicator) {
    table.push(d.indicator);
    labels[d.indicator] = words.indicator;
  }
  list(d.revealed).forEach((c, i) => {
    table.push(c);
    labels[c] = `${words.hidden} ${i + 1}`;
  });
  if (table.length) cards += ` | ${table.join(' ')}`;
  try {
    drawCards121(canvas, cards, {
      lang,
      locked: list(d.locked),
      highlight: list(d.highlight),
      dimmed: list(d.dimmed),
      labels,
      maxCardWidth: Number(d.maxCard) || 76,
      align: d.align || 'left',
    });
    canvas.setAttribute('role', 'img');
    if (!canvas.hasAttribute('aria-label')) {
      canvas.setAttribute('aria-label', cards.replace(/\s*\|\s*/g, ' · '));
    }
  } catch (e) {
    canvas.replaceWith(Object.assign(document.createElement('p'), {
      className: 'cards-error',
      textContent: `${cards}: ${e.message}`,
    }));
  }
}

async function main() {
  const canvases = [...document.querySelectorAll('canvas.cards')];
  if (!canvases.length) return;
  await init();
  const widths = new Map();
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const canvas = entry.target;
      const width = Math.round(canvas.clientWidth);
      if (width > 0 && widths.get(canvas) !== width) {
        widths.set(canvas, width);
        draw(canvas);
      }
    }
    if (widths.size === canvases.length) document.documentElement.dataset.cardsReady = 'true';
  });
  canvases.forEach((canvas) => observer.observe(canvas));
}

main();
