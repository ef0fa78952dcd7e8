// The game in play as a whole: opened from the save at start (or new, with
// its toss), replaced by a new game, the next game of a series, a pasted
// position or an imported record, and worded again when the language
// changes. The save itself is saving.js's (page/saves.js's versions).

import { t, lang } from '../i18n.js';
import { attempt, FAILED, say, announce, clearMessage } from '../page/helpers.js';
import { status, resetBoard, redraw } from './state.js';
import { tossText } from './words.js';
import { gameOptions, settingsChanged } from './settings.js';
import { closeChoice } from './choice.js';
import { newGameComputer, computerLanguageChanged } from './computer.js';
import { newGameClocks, restoreClocks } from './clocks.js';
import { restoreOffer } from './draw-offer.js';
import { clearFieldError } from './sections.js';

/**
 * The first session: the saved game (`opened`: {session, fields} from
 * saving.js's `openGame`) with its clocks and offer, or a new one with its
 * toss; a save the page refused is named (`refused`, page/saves.js).
 */
export function startGame(state, { opened, refused }) {
  state.session = opened?.session ?? state.adapter.newGame(gameOptions(state));
  state.refusedSave = refused;
  if (opened) {
    restoreClocks(state, opened.fields.clock);
    restoreOffer(state, opened.fields.offer);
    return;
  }
  newGameClocks(state);
  const lead = { newer: 'msg.newerSave', damaged: 'msg.corrupt' }[refused?.reason] ?? null;
  sayToss(state, lead);
}

/** The current game's toss as a message, after the sentence `lead` if given. */
function tossNote(state, lead) {
  const s = status(state);
  const toss = () => tossText(state, s);
  return lead ? () => `${t(lead)} ${toss()}` : toss;
}

/**
 * Tells the players how the new game's sides were chosen: in the message
 * line, or, for a toss shown on its own (furigoma), only to screen readers.
 */
function sayToss(state, lead = null) {
  const s = status(state);
  if (s.toss) {
    if (lead) say(state, 'info', () => t(lead));
    else clearMessage(state);
    announce(state, tossText(state, s));
  } else {
    say(state, 'info', tossNote(state, lead));
  }
}

/** The game in play becomes `next` (the old one is freed). */
function replaceSession(state, next) {
  closeChoice(state);
  const old = state.session;
  newGameComputer(state);
  state.session = next;
  old?.dispose();
  resetBoard(state);
}

/** Whether a game would be abandoned: moves played, no result yet. */
export function inProgress(state) {
  const s = status(state);
  return s.moves.length > 0 && !s.outcome;
}

/** A new game of the chosen options (asked first by the input when one is in progress). */
export function newGame(state) {
  const next = attempt(() => state.adapter.newGame(gameOptions(state)), state);
  if (next === FAILED) return;
  replaceSession(state, next);
  sayToss(state);
}

/** The next game of a series, sides swapped. */
export function nextGame(state) {
  const next = attempt(() => state.session.nextInSeries(), state);
  if (next === FAILED) return;
  replaceSession(state, next);
  sayToss(state, 'msg.series');
}

/** A game from a pasted position, loaded (and checked) by the input first. */
export function positionLoaded(state, next) {
  state.settings.drafts['fen-in'] = '';
  settingsChanged(state);
  clearFieldError(state, 'fen-in');
  replaceSession(state, next);
  say(state, 'info', () => t('msg.loaded'));
}

/** A game from an imported record, with the players' names it gives, in `Adapter.sides` order. */
export function recordLoaded(state, next, fromField) {
  const { adapter, settings } = state;
  clearFieldError(state, 'record-in');
  if (fromField) settings.drafts['record-in'] = '';
  const names = next.names?.() ?? [];
  replaceSession(state, next);
  const s = status(state);
  adapter.sides.forEach((side, i) => {
    if (names[i]) settings.names[s.playerOf[side]] = names[i];
  });
  settingsChanged(state);
  say(state, 'info', () => t('msg.recordLoaded'));
}

/** The page's language changed: the engine words the game (and its refusals) in it. */
export function languageChanged(state) {
  state.session?.setLanguage(lang());
  computerLanguageChanged(state);
  redraw(state);
}
