// Shogi behind the adapter interface the play shell expects (described in
// adapter.js). Every rules question goes to the Rust engine: legal
// moves and drops, which promotions a move allows, the impasse count, move
// text. This module only translates between its API and the shell's
// vocabulary.
//
// Places (what the board's squareAt returns and the engine's legalMovesFrom
// and promotionChoices take): squares 0–80, and the pieces in hand, one place
// per side and kind (81 and up, ShogiBoard.handPlace(side, role)).

import init, { ShogiGame, ShogiBoard } from '../../pkg/shogi/rulebook_shogi.js';
import { EngineSession } from '../adapter.js';

export const sides = ['sente', 'gote'];

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

export async function load() {
  await init();
}

export function createBoard(canvas) {
  return new ShogiBoard(canvas);
}

export function newGame(tableOptions) {
  return new Session(new ShogiGame(tableOptions));
}

export function restore(record, language) {
  return new Session(ShogiGame.fromRecord(record, language));
}

export function fromPosition(text, tableOptions) {
  return new Session(ShogiGame.fromPosition(text, tableOptions));
}

/**
 * A game from a record's text: the saved-game JSON, or KIF / CSA as the
 * engine reads them (it tells the formats apart). The record's own table
 * (formal or not) comes with it; `tableOptions` gives the language.
 */
export function importRecord(text, tableOptions) {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let record;
    try {
      record = JSON.parse(trimmed);
    } catch (error) {
      throw new Error(`JSON: ${error.message}`);
    }
    return restore(record, tableOptions.language);
  }
  return new Session(ShogiGame.importRecord(text, tableOptions));
}

const isSquare = (place) => place >= 0 && place < 81;

/** @typedef {import('../adapter.js').Session} AdapterSession */

/**
 * One game in progress. Methods that the engine may refuse throw its Error.
 * @implements {AdapterSession}
 */
class Session extends EngineSession {
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
    if (code == null) return { ok: false, why: c.why ?? this.game.explain(c.plain) };
    this.change(() => this.game.play(code));
    return { ok: true };
  }

  promotionQuestion(c) {
    const side = this.sideToMove();
    const glyphs = (role) => ({
      kanji: ShogiBoard.pieceGlyph(role, side, 'kanji'),
      latin: ShogiBoard.pieceGlyph(role, side, 'latin'),
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

  nextInSeries() {
    return new Session(this.game.nextInSeries());
  }

  record() {
    return this.game.record();
  }

  /** The players' names an imported record gave, Sente's first. */
  names() {
    return this.game.recordNames();
  }

  /** The game as KIF, CSA or JSON text; `names` are Sente's and Gote's. */
  exportRecord(format, names) {
    if (format === 'json') return JSON.stringify(this.game.record(), null, 2);
    if (format === 'kif') return this.game.kif(names);
    if (format === 'csa') return this.game.csa(names);
    throw new Error(`unknown record format ${format}`);
  }
}
