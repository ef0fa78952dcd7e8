// Cờ tướng behind the adapter interface the play shell expects (described
// in adapter.js). Every rules question goes to the Rust engine;
// this module only translates between its API and the shell's vocabulary.
//
// Records: PGN (moves in WXF or ICCS) as the engine writes and reads it,
// and the saved-game JSON. PGN is a wasm module of its own, fetched the
// first time a record is written or read: a person who only plays never
// downloads it.

import { EngineSession, engineModules, savedGameJson } from '../adapter.js';

/** The engine's classes, once `load` has run. */
let wasm;

export const sides = ['red', 'black'];

/** The computer player: the module the worker loads (the play page's, which `load` names) and its classes. */
export const computer = { module: null, game: 'XiangqiGame', thinker: 'XiangqiThinker' };

/** The engine `load` is given: the play page's (with the computer and the record formats) or an embedded board's. */
const engine = engineModules(computer);

export const notations = ['vi', 'wxf', 'iccs'];

/** Labels are i18n ids opt.<id> and opt.<id>.<choice>. */
export const options = [
  { id: 'pieceSet', scope: 'view', choices: ['chinese', 'latin'], initial: 'chinese' },
  { id: 'touchMove', scope: 'game', initial: false, impliedBy: 'formal' },
  { id: 'formal', scope: 'game', initial: false },
  { id: 'foulPenalty', scope: 'game', choices: ['warning', 'loss'], initial: 'warning' },
];

/** PGN with WXF or ICCS moves (the engine reads either), and the saved-game JSON. */
export const recordFormats = ['pgn-wxf', 'pgn-iccs', 'json'];

/** @param {import('../adapter.js').Engine} given */
export async function load(given) {
  wasm = await engine.load(given);
}

export function createBoard(canvas) {
  return new wasm.XiangqiBoard(canvas);
}

export function newGame(tableOptions) {
  return new Session(new wasm.XiangqiGame(tableOptions), tableOptions.language);
}

export function restore(record, language) {
  return new Session(wasm.XiangqiGame.fromRecord(record, language), language);
}

export function fromPosition(text, tableOptions) {
  return new Session(wasm.XiangqiGame.fromPosition(text, tableOptions), tableOptions.language);
}

/**
 * A game from a record's text: the saved-game JSON, or PGN, which the
 * engine reads into a saved game and the players' names (Red's first).
 * `tableOptions` gives the language and whether the loaded game is formal.
 */
export async function importRecord(text, tableOptions) {
  const saved = savedGameJson(text);
  if (saved) return restore(saved, tableOptions.language);
  const { record, names } = (await engine.records()).readXiangqiPgn(text, tableOptions);
  return new Session(wasm.XiangqiGame.fromRecord(record, tableOptions.language), tableOptions.language, names);
}

/** The painter's glyph of a role and side in each piece set, asked once. */
const glyphs = new Map();

function glyphsOf(role, side) {
  const key = `${side} ${role}`;
  if (!glyphs.has(key)) {
    glyphs.set(key, {
      chinese: wasm.XiangqiBoard.pieceGlyph(role, side, 'chinese'),
      latin: wasm.XiangqiBoard.pieceGlyph(role, side, 'latin'),
    });
  }
  return glyphs.get(key);
}

/** @typedef {import('../adapter.js').Session} AdapterSession */

/**
 * One game in progress. Methods that the engine may refuse throw its Error.
 * @implements {AdapterSession}
 */
class Session extends EngineSession {
  /** `names`: the players an imported record names, Red's first. */
  constructor(game, language, names = ['', '']) {
    super(game);
    this.language = language;
    this.recordNames = names;
  }

  setLanguage(language) {
    super.setLanguage(language);
    this.language = language;
  }

  statusOf(s, notation) {
    return {
      ...this.commonStatus(s, notation),
      playerOf: { red: s.redPlayer, black: 1 - s.redPlayer },
      position: s.fen,
      table: { touchMove: s.touchMove, formal: s.formal, foulLoss: s.foulPenalty === 'loss' },
      duty: s.obligation.free ? '' : s.obligation.duty,
      fouls: { red: s.fouls[0], black: s.fouls[1] },
      captured: capturedOf(s.captured),
    };
  }

  /** The pieces captured in another game object (a reviewed one, from `atPly`). */
  capturedIn(game) {
    return capturedOf(game.state().captured);
  }

  /** 'own' (the side to move's), 'other', or null for an empty point. */
  owner(point) {
    const s = this.state();
    const piece = s.pieces.find((p) => p.index === point);
    if (!piece) return null;
    return piece.side === s.sideToMove ? 'own' : 'other';
  }

  /**
   * The player picks up their piece. Without the referee that is always
   * fine; with it the piece counts as touched (the engine accepts picking up
   * a piece the current duty already lets move). Returns {ok, hint: move
   * codes to mark or null, note: the referee's words}, or {ok: false, why,
   * reword} when the referee refuses the touch.
   */
  pick(point) {
    if (!this.state().touchMove) return { ok: true, hint: null, note: '' };
    let touched;
    try {
      touched = this.change(() => this.game.touch(point));
    } catch (error) {
      // The referee refused the touch (nothing recorded): its words, and
      // the same words asked again in another language.
      const why = this.game.explainTouch(point);
      if (!why) throw error;
      return { ok: false, hint: null, why, reword: () => this.game.explainTouch(point) ?? null };
    }
    if (touched.foul) return { ok: false, hint: null, note: touched.duty, reword: () => this.state().lastFoul || null };
    return { ok: true, hint: touched.moves, note: touched.duty };
  }

  /**
   * The player touched an opposing piece: only the referee cares. Returns
   * null without it, else {foul, note} (the duty, or the foul committed).
   */
  touchOther(point) {
    if (!this.state().touchMove) return null;
    const touched = this.change(() => this.game.touch(point));
    return { foul: touched.foul, note: touched.duty, reword: () => this.state().lastFoul || null };
  }

  /** Whether a selected piece may be put back: not while a duty binds. */
  canRelease() {
    return this.state().obligation.free;
  }

  /** Plays from → to, or returns the engine's reason why not. */
  move(fromPoint, toPoint) {
    return this.play(this.game.moveCode(fromPoint, toPoint));
  }

  /** A point in words, in the game's language ("e2: Red cannon"). */
  describe(point, game) {
    if (!Number.isInteger(point) || point < 0 || point >= 90) return null;
    return this.describeOn(point, game);
  }

  nextInSeries() {
    return new Session(this.game.nextInSeries(), this.language);
  }

  /** The players' names an imported record gave, Red's first. */
  names() {
    return this.recordNames;
  }

  /**
   * The game as PGN (moves in WXF or ICCS) or the saved-game JSON; `names`
   * Red's and Black's. PGN waits for its module the first time.
   */
  async exportRecord(format, names) {
    const record = this.game.record();
    if (format === 'json') return JSON.stringify(record, null, 2);
    if (format === 'pgn-wxf' || format === 'pgn-iccs') {
      return (await engine.records()).writeXiangqiPgn(record, format.slice(4), names, this.language);
    }
    throw new Error(`unknown record format ${format}`);
  }
}

/**
 * The captured pieces the state lists, for the panel: per capturing side,
 * each piece's name (the engine's word) and glyphs; the pieces are the
 * other side's.
 */
function capturedOf(captured) {
  const other = { red: 'black', black: 'red' };
  const out = {};
  for (const side of sides) {
    out[side] = captured[side].map(({ role, name }) => ({
      name,
      side: other[side],
      glyphs: glyphsOf(role, other[side]),
    }));
  }
  return out;
}
