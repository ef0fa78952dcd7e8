// Cờ tướng behind the adapter interface the play shell expects (described
// in adapter.js). Every rules question goes to the Rust engine;
// this module only translates between its API and the shell's vocabulary.

import { EngineSession, loadModule } from '../adapter.js';

/**
 * The play page's module (with the computer player). An embedded board
 * (embed.js) passes `load` its game's module without one instead.
 */
export const MODULE = new URL('../../pkg/xiangqi/rulebook_xiangqi.js', import.meta.url).href;

/** The engine's classes, once `load` has run. */
let wasm;

export const sides = ['red', 'black'];

/** The computer player: the module the worker loads (this one) and its classes. */
export const computer = { module: MODULE, game: 'XiangqiGame', thinker: 'XiangqiThinker' };

export const notations = ['vi', 'wxf', 'iccs'];

/** Labels are i18n ids opt.<id> and opt.<id>.<choice>. */
export const options = [
  { id: 'pieceSet', scope: 'view', choices: ['chinese', 'latin'], initial: 'chinese' },
  { id: 'touchMove', scope: 'game', initial: false, impliedBy: 'formal' },
  { id: 'formal', scope: 'game', initial: false },
  { id: 'foulPenalty', scope: 'game', choices: ['warning', 'loss'], initial: 'warning' },
];

export async function load(module = MODULE) {
  wasm = await loadModule(module);
}

export function createBoard(canvas) {
  return new wasm.XiangqiBoard(canvas);
}

export function newGame(tableOptions) {
  return new Session(new wasm.XiangqiGame(tableOptions));
}

export function restore(record, language) {
  return new Session(wasm.XiangqiGame.fromRecord(record, language));
}

export function fromPosition(text, tableOptions) {
  return new Session(wasm.XiangqiGame.fromPosition(text, tableOptions));
}

/** @typedef {import('../adapter.js').Session} AdapterSession */

/**
 * One game in progress. Methods that the engine may refuse throw its Error.
 * @implements {AdapterSession}
 */
class Session extends EngineSession {
  statusOf(s, notation) {
    return {
      ...this.commonStatus(s, notation),
      playerOf: { red: s.redPlayer, black: 1 - s.redPlayer },
      position: s.fen,
      table: { touchMove: s.touchMove, formal: s.formal, foulLoss: s.foulPenalty === 'loss' },
      duty: s.obligation.free ? '' : s.obligation.duty,
      fouls: { red: s.fouls[0], black: s.fouls[1] },
    };
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
   * codes to mark or null, note: the referee's words}.
   */
  pick(point) {
    if (!this.state().touchMove) return { ok: true, hint: null, note: '' };
    const touched = this.change(() => this.game.touch(point));
    if (touched.foul) return { ok: false, hint: null, note: touched.duty };
    return { ok: true, hint: touched.moves, note: touched.duty };
  }

  /**
   * The player touched an opposing piece: only the referee cares. Returns
   * null without it, else {foul, note} (the duty, or the foul committed).
   */
  touchOther(point) {
    if (!this.state().touchMove) return null;
    const touched = this.change(() => this.game.touch(point));
    return { foul: touched.foul, note: touched.duty };
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
  describe(point) {
    if (!Number.isInteger(point) || point < 0 || point >= 90) return null;
    return this.read(`describe ${point}`, () => this.game.describe(point));
  }

  nextInSeries() {
    return new Session(this.game.nextInSeries());
  }
}
