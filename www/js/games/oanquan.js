// Ô ăn quan behind the adapter interface the play shell expects (described
// in adapter.js). Every rules question goes to the Rust engine:
// which squares may be sown, what a move does (its steps), the frames of
// the sowing, the scores and the final count. This module keeps the
// animation's clock and words what the engine reports.
//
// Places (what the board's squareAt returns): the squares 0–11 of the ring,
// and, while a square is selected, its two arrows: 100 + the move's code
// (each half of the selected square is the arrow toward that side).
//
// The interaction: click one of your squares (it lights up with two
// arrows), then click the arrow of the direction to sow; or, with the
// keyboard, arrows move the cursor, Enter selects a square, ←/→ reach its
// arrows and Enter sows; + and − (or the buttons under the board) sow the
// selected square that way at once. The move is then animated stone by
// stone from the engine's steps; a click on the board, Esc or the Skip
// button ends the animation.

import { addStrings, t } from '../i18n.js';
import { EngineSession, engineModules, touchScreen } from '../adapter.js';

/** The engine's classes, once `load` has run. */
let wasm;

export const sides = ['south', 'north'];

/** The computer player: the module the worker loads (the play page's, which `load` names) and its classes. */
export const computer = { module: null, game: 'OAnQuanGame', thinker: 'OAnQuanThinker' };

/** The engine `load` is given: the play page's (with the computer and the record formats) or an embedded board's. */
const engine = engineModules(computer);

/** The brief's notation (`3+`, `9-`) is the only one. */
export const notations = ['oanquan'];

/** The house rules as the engine publishes them (names, values, words); read in `load`. */
let houseRules = [];

/**
 * Labels are i18n ids opt.<id> and opt.<id>.<choice>; the house rules show
 * their brief name (`code`) and mark their default, in their own group.
 * Their entries and words come from the engine when `load` runs.
 */
export let options = [
  { id: 'speed', scope: 'view', choices: ['slow', 'normal', 'fast'], initial: 'normal' },
  { id: 'first', scope: 'game', choices: ['draw', 'south', 'north'], initial: 'draw' },
];

/** A house rule as a panel option: a switch is a checkbox, the rest a choice. */
function ruleOption(rule) {
  const common = { id: rule.name, scope: 'game', code: rule.name, markDefault: true, group: 'rules' };
  return rule.switch
    ? { ...common, initial: rule.default === 'on' }
    : { ...common, choices: rule.values, initial: rule.default };
}

/** The engine's words for the house rules, as i18n strings in both languages. */
function ruleStrings(rules) {
  const strings = { vi: {}, en: {} };
  for (const rule of rules) {
    for (const code of ['vi', 'en']) {
      strings[code][`opt.${rule.name}`] = rule.label[code];
      rule.valueLabels.forEach((words, i) => {
        strings[code][`opt.${rule.name}.${rule.values[i]}`] = words[code];
      });
    }
  }
  return strings;
}

/** Buttons under the board and their keys (labels: tool.<id>). */
export const tools = [
  { id: 'sowUp', keys: ['+', '='], keyLabel: '+', glyph: '↺' },
  { id: 'sowDown', keys: ['-', '_'], keyLabel: '−', glyph: '↻' },
  { id: 'skip', keys: ['escape'], keyLabel: 'Esc', glyph: '⏭' },
];

/** Buttons of the shell this game has no use for. */
export const hiddenButtons = ['resign', 'offer-draw', 'next-game'];

/** The saved-game JSON (the engine's record) as a record format. */
export const recordFormats = ['json'];

/** @param {import('../adapter.js').Engine} given */
export async function load(given) {
  wasm = await engine.load(given);
  houseRules = wasm.OAnQuanGame.houseRules();
  addStrings(ruleStrings(houseRules));
  options = [...options, ...houseRules.map(ruleOption)];
}

export function createBoard(canvas) {
  return new wasm.OAnQuanBoard(canvas);
}

export function newGame(tableOptions) {
  return new Session(new wasm.OAnQuanGame(tableOptions));
}

export function restore(record, language) {
  return new Session(wasm.OAnQuanGame.fromRecord(record, language));
}

export function fromPosition(text, tableOptions) {
  return new Session(wasm.OAnQuanGame.fromPosition(text, tableOptions));
}

/** A game from the saved-game JSON; its own house rules come with it. */
export function importRecord(text, tableOptions) {
  let record;
  try {
    record = JSON.parse(text.trim());
  } catch (error) {
    throw new Error(`JSON: ${error.message}`);
  }
  return restore(record, tableOptions.language);
}

const isSquare = (place) => Number.isInteger(place) && place >= 0 && place < 12;

/** How long each kind of step takes at normal speed (ms). */
const DURATION = { refill: 260, breakMandarin: 600, lift: 420, drop: 300, capture: 750, turnEnd: 700 };
/** How fast the clock runs at each speed. */
const SPEED = { slow: 0.55, normal: 1, fast: 2.6 };

/** U+FE0F asks for the emoji form of ✌ (its text form is a thin outline). */
const THROW_GLYPH = { rock: '✊', paper: '✋', scissors: '✌\uFE0F' };

/** @typedef {import('../adapter.js').Session} AdapterSession */

/**
 * One game in progress. Methods that the engine may refuse throw its Error.
 * @implements {AdapterSession}
 */
class Session extends EngineSession {
  constructor(game) {
    super(game);
    /** The last move's animation: {steps, mover, move, elapsed, last}, or null. */
    this.anim = null;
  }

  /** The engine's steps of the last move, read once per version. */
  lastSteps() {
    return this.read('lastSteps', () => this.game.lastSteps());
  }

  // ---- the animation of the last move ----

  /** The stores' values now: before a move, what is shown until its stones have landed. */
  storeValues() {
    const { stores } = this.state();
    return { south: stores.south.value, north: stores.north.value };
  }

  /** Starts showing the last move stone by stone; `before`: the stores' values before it. */
  animate(before) {
    const steps = this.lastSteps();
    if (!steps.length) return;
    const s = this.state();
    const mover = s.sideToMove === 'south' ? 'north' : 'south';
    this.anim = { steps, mover, before, move: s.lastMove?.text ?? '', elapsed: 0, last: performance.now() };
  }

  animating() {
    return this.anim !== null;
  }

  /** Ends the animation: the board shows the position after the move. */
  skip() {
    const was = this.anim !== null;
    this.anim = null;
    return was;
  }

  /** The step under way and how far (0–1), advancing the clock; null when done. */
  frame(speed) {
    const a = this.anim;
    if (!a) return null;
    const now = performance.now();
    a.elapsed += Math.max(0, now - a.last) * (SPEED[speed] ?? 1);
    a.last = now;
    let left = a.elapsed;
    for (const [step, s] of a.steps.entries()) {
      const d = DURATION[s.kind] ?? 300;
      if (left < d) return { step, t: left / d };
      left -= d;
    }
    this.anim = null;
    return null;
  }

  // ---- what the shell shows ----

  /** The status; while a move is shown, its scores and guide are the animation's. */
  status(notation) {
    return this.read(`status ${notation}${this.anim ? ' animating' : ''}`, () => this.statusOf(this.state()));
  }

  statusOf(s) {
    // While the stones are sown the mover's turn goes on: the turn line
    // names them as sowing, and undo and redo wait for the last stone (a
    // press on the board, Esc or Skip ends the animation at once).
    const sowing = this.anim
      ? { turnLine: { side: this.anim.mover, key: 'oanquan/status.sowing' }, canUndo: false, canRedo: false }
      : {};
    return {
      ...this.commonStatus(s),
      ...sowing,
      playerOf: { south: 0, north: 1 },
      position: s.position,
      table: { touchMove: false, formal: false, foulLoss: false, text: rulesText(s.options) },
      duty: '',
      fouls: { south: 0, north: 0 },
      toss: tossOf(s),
      guide: this.guide(s),
      score: this.anim ? { key: 'oanquan/status.scores', params: this.anim.before } : scoreOf(s),
      note: s.count ? countNote(s.count) : null,
    };
  }

  /** A line under the turn: the sowing under way, a refill due, or what the last move did. */
  guide(s) {
    if (this.anim) {
      const key = touchScreen() ? 'oanquan/guide.sowingTouch' : 'oanquan/guide.sowing';
      return { key, params: { side: t(`side.${this.anim.mover}`), move: this.anim.move } };
    }
    if (s.refillDue) return { key: 'oanquan/guide.refill', params: { side: t(`side.${s.sideToMove}`) } };
    if (!s.lastMove) return s.outcome ? null : { key: 'oanquan/guide.start', params: {} };
    return lastMoveGuide(this.lastSteps(), s);
  }

  /** 'own' (a square of the side to move), 'other' (the opponent's), or null. */
  owner(place) {
    if (!isSquare(place)) return null;
    const s = this.state();
    const owner = s.squares[place].owner;
    if (!owner) return null;
    return owner === s.sideToMove ? 'own' : 'other';
  }

  /** Whether a square can be sown now (read once per version). */
  sowable(place) {
    return this.read(`sowable ${place}`, () => this.game.legalMovesFrom(place).length > 0);
  }

  /** A square of one's own is selected when it can be sown; otherwise the engine says why not. */
  pick(place) {
    if (this.sowable(place)) return { ok: true, hint: null, note: '' };
    const why = () => this.game.explain(`${place}+`);
    return { ok: false, hint: null, why: why(), reword: why };
  }

  touchOther() {
    return null;
  }

  canRelease() {
    return true;
  }

  /** The selected square and one of its arrows: sow that way. */
  move(from, to) {
    // An arrow is drawn only on the selected square (`from`).
    const code = wasm.OAnQuanBoard.moveOfPlace(to);
    if (code == null || !isSquare(from)) return { ok: false, why: null };
    return this.play(code);
  }

  /**
   * Plays a move (code or text) and animates it, or says why not: every
   * move, the player's (clicked, typed or by a button) and the computer's.
   */
  play(move) {
    const before = this.storeValues();
    const result = super.play(move);
    if (result.ok) this.animate(before);
    return result;
  }

  /** A reviewed position is drawn still: the labels and words, no frame. */
  reviewExtras(view) {
    return { ...this.labels(view), anim: null };
  }

  /** The sides' labels, the store words, and the animation's frame. */
  viewExtras(selected, view) {
    return { ...this.labels(view), anim: this.frame(view.speed) };
  }

  /** The sides' labels (with the players' names) and the store words. */
  labels(view) {
    const players = view.players ?? [];
    const say = this.words ?? t;
    const label = (side, i) => (players[i] ? `${say(`side.${side}`)} · ${players[i]}` : say(`side.${side}`));
    return {
      sideNames: [label('south', 0), label('north', 1)],
      words: {
        citizens: say('oanquan/word.citizens'),
        mandarins: say('oanquan/word.mandarins'),
        points: say('oanquan/word.points'),
        borrowed: say('oanquan/word.borrowed'),
        final: say('oanquan/word.final'),
      },
    };
  }

  /** The buttons under the board, for the selected square. */
  toolState(selected) {
    const over = Boolean(this.outcome());
    const chosen = !over && !this.anim && isSquare(selected) && this.sowable(selected);
    return {
      buttons: {
        sowUp: { pressed: false, disabled: !chosen },
        sowDown: { pressed: false, disabled: !chosen },
        skip: { pressed: false, disabled: !this.anim },
      },
      note: chosen ? t(touchScreen() ? 'oanquan/note.chosenTouch' : 'oanquan/note.chosen', { square: selected }) : null,
    };
  }

  /** A button or its key: sow the selected square that way, or skip the animation. */
  tool(id, selected) {
    if (id === 'skip') {
      this.skip();
      return { ok: true };
    }
    if (this.anim) return { ok: true };
    if (!isSquare(selected)) return { ok: false, key: 'oanquan/msg.selectFirst' };
    const result = this.play(`${selected}${id === 'sowUp' ? '+' : '-'}`);
    return result.ok ? { ok: true, played: true } : result;
  }

  /** A square or an arrow in words, in the game's language; `game`: a reviewed one. */
  describe(place, game) {
    if (!Number.isInteger(place) || place < 0) return null;
    return this.describeOn(place, game);
  }

  undo() {
    this.anim = null;
    super.undo();
  }

  redo() {
    this.anim = null;
    const before = this.storeValues();
    super.redo();
    this.animate(before);
  }

  /** This game's house rules that differ from the default, `name=value` (an embedded board's `options`). */
  ruleOptions() {
    return changedRules(this.state().options);
  }

  /** The game as the saved-game JSON. */
  exportRecord(format) {
    if (format === 'json') return JSON.stringify(this.game.record(), null, 2);
    throw new Error(`unknown record format ${format}`);
  }
}

/** The house rules in force that differ from the default, as `name=value` (the brief's and the CLI's form). */
function changedRules(options) {
  return houseRules.filter((rule) => options[rule.name] !== rule.default).map((rule) => `${rule.name}=${options[rule.name]}`);
}

/**
 * The house rules in force this game that differ from the default, in the
 * engine's words ("A mandarin is worth: 5 citizens"; a switch turned on by
 * its label, one turned off with "off").
 */
function rulesText(options) {
  const changed = houseRules.filter((rule) => options[rule.name] !== rule.default);
  const words = changed.map((rule) => {
    const label = t(`opt.${rule.name}`);
    if (!rule.switch) return t('oanquan/status.ruleValue', { rule: label, value: t(`opt.${rule.name}.${options[rule.name]}`) });
    return options[rule.name] === 'on' ? label : t('oanquan/status.ruleOff', { rule: label });
  });
  return t('oanquan/status.rules', { rules: words.length ? words.join('; ') : t('oanquan/status.defaultRules') });
}

/** Who starts: the rock–paper–scissors rounds, or the players' choice. */
function tossOf(s) {
  if (!s.draw) return { items: [], side: s.firstSide, key: 'oanquan/status.chosen', rule: false, params: {} };
  const rounds = s.draw.rounds;
  const [south, north] = rounds.at(-1);
  return {
    items: rounds.map(([a, b], i) => ({
      text: `${THROW_GLYPH[a]} ${THROW_GLYPH[b]}`,
      className: i === rounds.length - 1 ? 'rps-round rps-last' : 'rps-round',
    })),
    side: s.draw.first,
    params: {
      south: t(`oanquan/throw.${south}`),
      north: t(`oanquan/throw.${north}`),
      ties: rounds.length > 1 ? t('oanquan/status.ties', { n: rounds.length - 1 }) : '',
    },
  };
}

function scoreOf(s) {
  const key = s.finalCount ? 'oanquan/status.finalScores' : 'oanquan/status.scores';
  return { key, params: { south: s.scores.south, north: s.scores.north } };
}

/** The final count side by side: captured + swept − repaid + received = total. */
function countNote(count) {
  const part = (side) => {
    const c = count[side];
    let extra = '';
    if (c.repaid) extra += t('oanquan/note.repaid', { n: c.repaid });
    if (c.received) extra += t('oanquan/note.received', { n: c.received });
    return t('oanquan/note.side', { side: t(`side.${side}`), captured: c.captured, swept: c.swept, extra, total: c.total });
  };
  return { key: 'oanquan/note.count', params: { south: part('south'), north: part('north') } };
}

/** What the last move did, from its steps: refills, captures, why the turn ended. */
function lastMoveGuide(steps, s) {
  const mover = t(`side.${s.sideToMove === 'south' ? 'north' : 'south'}`);
  const parts = [];
  const refills = steps.filter((step) => step.kind === 'refill');
  if (refills.length) {
    const borrowed = refills.filter((step) => step.source === 'borrowed').length;
    parts.push(t(borrowed ? 'oanquan/last.refillBorrowed' : 'oanquan/last.refill', { n: refills.length, borrowed }));
  }
  const captures = steps
    .filter((step) => step.kind === 'capture')
    .map((step) =>
      t(step.mandarin ? 'oanquan/last.captureQuan' : 'oanquan/last.capture', { square: step.square, n: step.citizens }),
    );
  parts.push(captures.length ? t('oanquan/last.captured', { list: captures.join(', ') }) : t('oanquan/last.nothing'));
  const end = steps.findLast((step) => step.kind === 'turnEnd');
  if (end) parts.push(t(`oanquan/end.${end.reason}`, { square: end.square ?? '' }));
  return { key: 'oanquan/guide.last', params: { side: mover, move: s.lastMove.text, what: parts.join('; ') } };
}
