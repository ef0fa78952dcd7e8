// The home page: one card per game, built from the catalog so the list and
// the play page never disagree about which games exist.

import { setupLanguage, t, lang } from './i18n.js';
import { GAMES, playable, playHref, rulesHref } from './games/catalog.js';
import { registerOffline } from './offline.js';

function link(href, text, className) {
  const a = document.createElement('a');
  a.href = href;
  a.className = className;
  a.textContent = text;
  return a;
}

function card(game) {
  const item = document.createElement('li');
  item.className = 'game-card';
  item.dataset.game = game.id;
  const title = document.createElement('h3');
  title.textContent = t(`game.${game.id}.name`);
  const blurb = document.createElement('p');
  blurb.textContent = t(`game.${game.id}.blurb`);
  const actions = document.createElement('p');
  actions.className = 'card-actions';
  if (playable(game)) {
    actions.append(link(playHref(game), t('index.play'), 'button primary'));
    if (game.rules) actions.append(link(rulesHref(game, lang()), t('index.rules'), 'button'));
  } else {
    item.classList.add('soon');
    const badge = document.createElement('span');
    badge.className = 'badge';
    badge.textContent = t('index.soon');
    actions.append(badge);
  }
  item.append(title, blurb, actions);
  return item;
}

function render() {
  document.getElementById('games').replaceChildren(...GAMES.map(card));
}

setupLanguage(render);
render();
registerOffline();
