// Shogi behind the adapter interface the play shell expects (described in
// adapter.js). Every rules question goes to the Rust engine: legal
// moves and drops, which promotions a move allows, the impasse count, move
// text. This module only translates between its API and the shell's
// vocabulary.
//
// Places (what the board's squareAt returns and the engine's legalMovesFrom
// and promotionChoices take): squares 0–80, and the pieces in hand, one place
// per side and kind (81 and up, ShogiBoard.handPlace(side, role)).
//
// The record formats (KIF, CSA) are a wasm module of their own, fetched the
// first time a record is written or read: a person who only plays never
// downloads them. They turn the game's saved record into text and back.

import { EngineSession, engineModules, savedGameJson } from '../adapter.js';

/** The engine's classes, once `load` has run. */
let wasm;

export const sides = ['sente', 'gote'];

/** The computer player: the module the worker loads (the play page's, which `load` names) and its classes. */
export const computer = { module: null, game: 'ShogiGame', thinker: 'ShogiThinker' };

/** The engine `load` is given: the play page's (with the computer and the record formats) or an embedded board's. */
const engine = engineModules(computer);

export const notations = ['western', 'japanese', 'usi'];

/** Labels are i18n ids opt.<id> and opt.<id>.<choice>. */
export const options = [
  { id: 'pieceSet', scope: 'view', choices: ['kanji', 'latin'], initial: 'kanji' },
  { id: 'coordinates', scope: 'view', choices: ['japanese', 'usi'], initial: 'japanese' },
  { id: 'formal', scope: 'game', initial: false },
];

/** KIF and CSA as the engine writes and reads them, and the saved-game JSON. */
export const recordFormats = ['kif', 'csa', 'json'];

/** The impasse count (jishōgi), offered while the engine says it applies. */
export const actions = [{ id: 'impasse', confirm: true }];

/** Byoyomi, the Japanese clock: ten minutes then 30 s a move, or 30 s a move alone. */
export const timeControls = ['10m+30s', '30s'];

/** @param {import('../adapter.js').Engine} given */
export async function load(given) {
  wasm = await engine.load(given);
}

export function createBoard(canvas) {
  return new wasm.ShogiBoard(canvas);
}

export function newGame(tableOptions) {
  return new Session(new wasm.ShogiGame(tableOptions), tableOptions.language);
}

export function restore(record, language) {
  return new Session(wasm.ShogiGame.fromRecord(record, language), language);
}

export function fromPosition(text, tableOptions) {
  return new Session(wasm.ShogiGame.fromPosition(text, tableOptions), tableOptions.language);
}

/**
 * A game from a record's text: the saved-game JSON, or KIF / CSA as the
 * records module reads them (it tells the formats apart) into a saved game
 * and the players' names. `tableOptions` gives the language, and whether
 * the loaded game is formal (the saved JSON keeps its own).
 */
export async function importRecord(text, tableOptions) {
  const saved = savedGameJson(text);
  if (saved) return restore(saved, tableOptions.language);
  const { record, names } = (await engine.records()).readShogiRecord(text, tableOptions);
  return new Session(wasm.ShogiGame.fromRecord(record, tableOptions.language), tableOptions.language, names);
}

const isSquare = (place) => place >= 0 && place < 81;

/** @typedef {import('../adapter.js').Session} AdapterSession */

/**
 * One game in progress. Methods that the engine may refuse throw its Error.
 * @implements {AdapterSession}
 */
class Session extends EngineSession {
  /** `names`: the players an imported record names, Sente's first. */
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
    const [sentePoints, gotePoints] = s.impassePoints;
    const count = { sente: sentePoints, gote: gotePoints, threshold: s.impasseThreshold };
    const up = s.furigoma?.filter(Boolean).length ?? 0;
    return {
      ...this.commonStatus(s, notation),
      playerOf: { sente: s.sentePlayer, gote: 1 - s.sentePlayer },
      position: s.sfen,
      table: { touchMove: false, formal: s.formal, foulLoss: false },
      duty: '',
      fouls: { sente: 0, gote: 0 },
      // The five tossed pawns: 歩 face up or と face up.
      toss: s.furigoma && {
        items: s.furigoma.map((pawn) => ({ text: pawn ? '歩' : 'と', className: pawn ? 'face-pawn' : 'face-tokin' })),
        params: { up, down: 5 - up },
      },
      actions: s.impasseAvailable ? { impasse: count } : {},
      note: s.outcome?.reason === 'impasse' ? { key: 'note.impasse', params: count } : null,
    };
  }

  /** No touch-move referee in shogi: picking a piece up binds nothing. */
  pick() {
    return { ok: true, hint: null, note: '' };
  }

  touchOther() {
    return null;
  }

  canRelease() {
    return true;
  }

  /**
   * Plays a piece (or a drop) from a place to a square. When the engine
   * allows both promoting and not, asks first (`choice` is then 'promote'
   * or 'stay'); a forced promotion is played without asking.
   */
  move(from, to, choice) {
    if (!isSquare(to)) return { ok: false, why: null };
    const c = this.game.promotionChoices(from, to);
    let code;
    if (choice === 'promote') code = c.promote;
    else if (choice === 'stay') code = c.stay;
    else if (c.promote != null && c.stay != null) return { ok: false, choose: this.promotionQuestion(c) };
    else code = c.promote ?? c.stay;
    if (code == null) {
      const why = () => {
        const again = this.game.promotionChoices(from, to);
        return again.why ?? this.game.explain(again.plain);
      };
      return { ok: false, why: c.why ?? this.game.explain(c.plain), reword: why };
    }
    this.change(() => this.game.play(code));
    return { ok: true };
  }

  promotionQuestion(c) {
    const side = this.sideToMove();
    const glyphs = (role) => ({
      kanji: wasm.ShogiBoard.pieceGlyph(role, side, 'kanji'),
      latin: wasm.ShogiBoard.pieceGlyph(role, side, 'latin'),
    });
    return {
      options: [
        {
          value: 'promote',
          glyphs: glyphs(c.promotedRole),
          key: 'choice.promote',
          params: { piece: c.promotedName },
          className: 'promoted',
        },
        { value: 'stay', glyphs: glyphs(c.role), key: 'choice.stay', params: { piece: c.roleName } },
      ],
    };
  }

  act(id) {
    if (id === 'impasse') return this.change(() => this.game.declareImpasse());
    throw new Error(`unknown action ${id}`);
  }

  /** A square or a hand's kind in words, in the game's language ("7g: Sente pawn"). */
  describe(place, game) {
    if (!Number.isInteger(place) || place < 0 || place > 94) return null;
    return this.describeOn(place, game);
  }

  nextInSeries() {
    return new Session(this.game.nextInSeries(), this.language);
  }

  record() {
    return this.game.record();
  }

  /** The players' names an imported record gave, Sente's first. */
  names() {
    return this.recordNames;
  }

  /**
   * The game as KIF, CSA or JSON text; `names` are Sente's and Gote's. KIF
   * and CSA wait for the records module the first time.
   */
  async exportRecord(format, names) {
    const record = this.game.record();
    if (format === 'json') return JSON.stringify(record, null, 2);
    return (await engine.records()).writeShogiRecord(record, format, names, this.language);
  }
}
