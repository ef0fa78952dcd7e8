// A <rulebook-board>'s attributes read into what it shows. Only their shape
// is read here (words split on spaces, a number, one of a few names); what
// a position, a move or a house rule means is the engine's to judge. A bad
// value throws an Error worded for the author in the board's language.

import { GAMES } from './games.js';
import { LANGS } from './words.js';
import { orList } from '../games/phrases.js';

export const ATTRIBUTES = ['game', 'position', 'moves', 'ply', 'orientation', 'lang', 'mode', 'solution', 'options', 'pieces', 'marks', 'arrows'];
export const MODES = ['view', 'play', 'exercise'];

/** An attribute's words (moves, options), split on white space. */
export const words = (value) => (value ?? '').trim().split(/\s+/).filter(Boolean);

/** `value` if it is one of `choices`, else `fallback` when it is absent; else an Error. */
function oneOf(t, name, value, choices, fallback) {
  if (value === null || value === '') return fallback;
  if (choices.includes(value)) return value;
  throw new Error(t('embed.badChoice', { name, value, choices: choices.join(', ') }));
}

/** A place as the painter reads one: an index when written as digits, else a name ("e4", "7g"). */
const place = (word) => (/^\d+$/.test(word) ? Number(word) : word);

/** `arrows`' words, each `from-to`, as [from, to] pairs; the places themselves are the engine's to read. */
function arrowPairs(t, value) {
  return words(value).map((arrow) => {
    const ends = arrow.split('-');
    if (ends.length !== 2 || !ends[0] || !ends[1]) throw new Error(t('embed.badArrow', { arrow }));
    return ends.map(place);
  });
}

/** The game named by the element, or an Error. */
export function gameOf(element, t) {
  const game = element.getAttribute('game') ?? '';
  if (!Object.hasOwn(GAMES, game)) throw new Error(t('embed.badGame', { game, games: orList(t, Object.keys(GAMES)) }));
  return game;
}

/** The language: the element's `lang` (vi or en) or else `fallback`. */
export function languageAttribute(element, t, fallback) {
  return oneOf(t, 'lang', element.getAttribute('lang'), LANGS, fallback);
}

/**
 * What the board shows, from its attributes: {position, moves, options,
 * mode, solution, orientation index, view choices}. `ply` is read against
 * the line once its moves are known (`plyOf`).
 */
export function readSpec(element, game, t) {
  const entry = GAMES[game];
  const get = (name) => element.getAttribute(name);
  const options = {};
  for (const pair of words(get('options'))) {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(t('embed.badOption', { pair }));
    options[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const mode = oneOf(t, 'mode', get('mode'), MODES, 'view');
  const solution = words(get('solution'));
  if (mode === 'exercise' && solution.length === 0) throw new Error(t('embed.noSolution'));
  const orientation = oneOf(t, 'orientation', get('orientation'), entry.orientations, entry.orientations[0]);
  const view = { marks: words(get('marks')).map(place), arrows: arrowPairs(t, get('arrows')) };
  if (entry.pieces) {
    const { option, choices } = entry.pieces;
    view[option] = oneOf(t, 'pieces', get('pieces'), choices, choices[0]);
  }
  return {
    position: (get('position') ?? '').trim() || 'startpos',
    moves: words(get('moves')),
    options,
    mode,
    solution,
    flipped: orientation === entry.orientations[1],
    view,
  };
}

/** The ply shown: the `ply` attribute (0 to `count`), all moves played when absent. */
export function plyOf(element, count, t) {
  const value = element.getAttribute('ply');
  if (value === null || value.trim() === '') return count;
  const ply = Number(value);
  if (!Number.isInteger(ply) || ply < 0 || ply > count) throw new Error(t('embed.badPly', { ply: value, count }));
  return ply;
}
