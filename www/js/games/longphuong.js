// Cờ Long Phượng behind the adapter interface the play shell expects
// (described in adapter.js). Every rules question goes to the Rust
// engine: legal moves and drops, what a click means (`moveFor`), which
// pieces turn, move text. This module only keeps the player's pending
// choices for the selected piece and translates between the API and the
// shell's vocabulary.
//
// Places (what the board's squareAt returns): squares 0–80 (`row * 9 +
// column - 1`, row 0 = a), and the pieces in hand, one place per side and
// kind (81 + 7·side + kind, kinds T S K X B L P).
//
// The interaction, for the selected piece:
//   - a click on a dotted square plays the move, unturned;
//   - Q / [ (or the ↺ button) and E / ] (↻) arm a quarter turn: the next
//     click on a square plays the move and then turns the piece that way;
//     a click on the selected piece itself turns it in place (press the
//     same key again to disarm);
//   - S (or the button) switches a selected stack between moving whole
//     (`=`, the default) and splitting its top piece off (`-`);
//   - a piece in hand is dropped facing the opponent; Q / E turn it a
//     quarter each press before the click on the square.
// The board draws the armed turn (the tile already turned, an arrow round
// it) and dots only the squares where exactly that move is legal.

import { t } from '../i18n.js';
import { EngineSession, engineModules } from '../adapter.js';

/** The engine's classes, once `load` has run. */
let wasm;

export const sides = ['orange', 'blue'];

/** The computer player: the module the worker loads (the play page's, which `load` names) and its classes. */
export const computer = { module: null, game: 'LongPhuongGame', thinker: 'LongPhuongThinker' };

/** The engine `load` is given: the play page's (with the computer and the record formats) or an embedded board's. */
const engine = engineModules(computer);

/** The brief's notation is the only one (labels: notation.<id>). */
export const notations = ['longphuong'];

/** Labels are i18n ids opt.<id> and opt.<id>.<choice>. */
export const options = [
  { id: 'pieceLabel', scope: 'view', choices: ['letter', 'name'], initial: 'letter' },
  { id: 'formal', scope: 'game', initial: false },
];

/** Buttons under the board and their keys (labels: tool.<id>). */
export const tools = [
  { id: 'turnLeft', keys: ['q', '['], glyph: '↺' },
  { id: 'turnRight', keys: ['e', ']'], glyph: '↻' },
  { id: 'split', keys: ['s'], glyph: '⇅' },
];

/** The saved-game JSON (the engine's record) as a record format. */
export const recordFormats = ['json'];

/** @param {import('../adapter.js').Engine} given */
export async function load(given) {
  wasm = await engine.load(given);
}

export function createBoard(canvas) {
  return new wasm.LongPhuongBoard(canvas);
}

export function newGame(tableOptions) {
  return new Session(new wasm.LongPhuongGame(tableOptions));
}

export function restore(record, language) {
  return new Session(wasm.LongPhuongGame.fromRecord(record, language));
}

export function fromPosition(text, tableOptions) {
  return new Session(wasm.LongPhuongGame.fromPosition(text, tableOptions));
}

/** A game from the saved-game JSON; its own table comes with it. */
export function importRecord(text, tableOptions) {
  let record;
  try {
    record = JSON.parse(text.trim());
  } catch (error) {
    throw new Error(`JSON: ${error.message}`);
  }
  return restore(record, tableOptions.language);
}

const isSquare = (place) => place >= 0 && place < 81;
const isPlace = (place) => Number.isInteger(place) && place >= 0;

/** Facings clockwise from up, as the engine writes them. */
const FACINGS = ['^', '>', 'v', '<'];

/** @typedef {import('../adapter.js').Session} AdapterSession */

/**
 * One game in progress. Methods that the engine may refuse throw its Error.
 * @implements {AdapterSession}
 */
class Session extends EngineSession {
  constructor(game) {
    super(game);
    this.clearChoices();
  }

  /** The pending choices for the selected piece, as a fresh selection has them. */
  clearChoices(place = null) {
    // mode: a stack moves whole ('stack') or splits ('single'); turn: the
    // armed quarter turn of a board piece (-1, 0, 1); dropTurn: quarter
    // turns clockwise from facing the opponent, for a piece in hand.
    this.choices = { place, mode: 'stack', turn: 0, dropTurn: 0 };
  }

  statusOf(s) {
    return {
      ...this.commonStatus(s),
      playerOf: { orange: s.orangePlayer, blue: 1 - s.orangePlayer },
      position: s.position,
      table: { touchMove: false, formal: s.formal, foulLoss: false },
      duty: '',
      fouls: { orange: 0, blue: 0 },
      toss: null,
      guide: s.inOpening && !s.outcome ? this.openingGuide(s) : null,
    };
  }

  /** Plies 1–4: who drops which of Long and Phượng, and where. */
  openingGuide(s) {
    const hand = s.hands[s.sideToMove];
    const at = (kind) => hand[s.handKinds.indexOf(kind)] > 0;
    const pieces = [at('dragon') && 'Long', at('phoenix') && 'Phượng'].filter(Boolean);
    return {
      key: `longphuong/guide.opening.${s.sideToMove}`,
      params: { ply: s.ply, pieces: pieces.join(t('longphuong/guide.or')) },
    };
  }

  /** A fresh selection: its choices start over. No touch-move referee. */
  pick(place) {
    this.clearChoices(place);
    return { ok: true, hint: null, note: '' };
  }

  touchOther() {
    return null;
  }

  canRelease() {
    return true;
  }

  /** Whether a press on `to` (an own piece) is a move of the selection rather than a new selection. */
  isTarget(from, to) {
    if (!isSquare(to) || from === to) return false;
    return Boolean(this.intent(from, to)?.legal);
  }

  /** The choices in the form `moveFor` takes. */
  choiceFor(from) {
    const c = this.choices.place === from ? this.choices : { mode: 'stack', turn: 0, dropTurn: 0 };
    return { mode: c.mode, turn: c.turn, facing: isSquare(from) ? null : this.dropFacing(from, c) };
  }

  /** The facing a piece from a hand place will be dropped with. */
  dropFacing(place, c = this.choices) {
    const side = place >= 81 + 7 ? 1 : 0;
    const base = side === 0 ? 0 : 2; // Orange faces up, Blue down: toward the opponent
    return FACINGS[(base + c.dropTurn) % 4];
  }

  /** The move a click from → to means with the pending choices, and whether it is legal (the engine's `moveFor`). */
  intent(from, to) {
    const choice = this.choiceFor(from);
    const key = `intent ${from} ${to} ${choice.mode} ${choice.turn} ${choice.facing}`;
    return this.read(key, () => this.game.moveFor(from, to, choice));
  }

  /** Plays the move a click means, or says why not; null when it means none. */
  playIntent(from, to) {
    const intent = this.intent(from, to);
    if (!intent) return null;
    if (!intent.legal) {
      const choice = this.choiceFor(from);
      return { ok: false, why: intent.why, reword: () => this.game.moveFor(from, to, choice)?.why ?? null };
    }
    this.change(() => this.game.play(intent.code));
    this.clearChoices();
    return { ok: true };
  }

  /** Plays the selection from → to with the pending choices, or says why not. */
  move(from, to) {
    if (!isSquare(to) || from === to) return { ok: false, why: null };
    return this.playIntent(from, to) ?? { ok: false, why: null };
  }

  /**
   * The selected piece pressed again: with a turn armed it turns in place;
   * otherwise null (the shell puts it down).
   */
  again(place) {
    if (!isSquare(place) || this.choices.place !== place || this.choices.turn === 0) return null;
    return this.playIntent(place, place);
  }

  /** What the board draws for the selection besides the shell's overlay. */
  viewExtras(selected) {
    const say = this.words ?? t;
    const names = [say('side.orange'), say('side.blue')];
    if (!isPlace(selected) || this.choices.place !== selected) return { sideNames: names };
    const c = this.choices;
    return {
      sideNames: names,
      mode: c.mode,
      turn: isSquare(selected) ? c.turn : 0,
      dropFacing: isSquare(selected) ? null : this.dropFacing(selected),
    };
  }

  /** The tool buttons' state for the selection, and a line saying what is armed. */
  toolState(selected) {
    const own = isPlace(selected) && this.owner(selected) === 'own';
    const piece = own ? this.pieceAt(selected) : null;
    const c = this.choices.place === selected ? this.choices : { mode: 'stack', turn: 0, dropTurn: 0 };
    const stack = Boolean(piece && isSquare(selected) && piece.count > 1);
    const buttons = {
      turnLeft: { pressed: isSquare(selected) && c.turn === -1, disabled: false },
      turnRight: { pressed: isSquare(selected) && c.turn === 1, disabled: false },
      split: { pressed: stack && c.mode === 'single', disabled: !stack },
    };
    let note = null;
    if (piece && isSquare(selected)) {
      const parts = [];
      if (stack) parts.push(t(c.mode === 'single' ? 'longphuong/note.split' : 'longphuong/note.whole', { n: piece.count }));
      if (c.turn) parts.push(t(c.turn < 0 ? 'longphuong/note.turnLeft' : 'longphuong/note.turnRight'));
      if (parts.length) note = parts.join(' ');
    } else if (piece?.rotatable) {
      note = t('longphuong/note.dropFacing', { facing: this.dropFacing(selected, c) });
    }
    if (this.outcome()) {
      for (const b of Object.values(buttons)) b.disabled = true;
      note = null;
    }
    return { buttons, note };
  }

  /** A tool button or key for the selection; {ok} or {ok: false, why | key}. */
  tool(id, selected) {
    if (!isPlace(selected) || this.owner(selected) !== 'own') {
      return { ok: false, key: 'longphuong/msg.selectFirst' };
    }
    if (this.choices.place !== selected) this.clearChoices(selected);
    const c = this.choices;
    if (id === 'split') {
      const piece = this.pieceAt(selected);
      if (!isSquare(selected) || piece.count < 2) return { ok: false, key: 'longphuong/msg.notAStack' };
      c.mode = c.mode === 'stack' ? 'single' : 'stack';
      return { ok: true, key: c.mode === 'single' ? 'longphuong/note.split' : 'longphuong/note.whole', params: { n: piece.count } };
    }
    const d = id === 'turnLeft' ? -1 : 1;
    // Whether the piece (or a stack's top) turns at all is the engine's call;
    // on the board its reason for a turn in place says why not.
    const piece = this.pieceAt(selected);
    if (!piece.rotatable) {
      const why = isSquare(selected) ? this.game.choicesAt(selected, selected).why : null;
      if (why) return { ok: false, why, reword: () => this.game.choicesAt(selected, selected).why };
      return { ok: false, key: 'longphuong/msg.cannotTurn', params: { piece: piece.name } };
    }
    if (isSquare(selected)) {
      c.turn = c.turn === d ? 0 : d;
      if (!c.turn) return { ok: true, key: 'longphuong/note.noTurn' };
      return { ok: true, key: d < 0 ? 'longphuong/note.turnLeft' : 'longphuong/note.turnRight' };
    }
    c.dropTurn = (c.dropTurn + d + 4) % 4;
    return { ok: true, key: 'longphuong/note.dropFacing', params: { facing: this.dropFacing(selected) } };
  }

  /** A place in words (a stack bottom to top), in the game's language; `game`: a reviewed one. */
  describe(place, game) {
    if (!isPlace(place)) return null;
    return this.describeOn(place, game);
  }

  /** Plays a move typed in the brief's notation, or says why not. */
  playText(text) {
    const result = super.playText(text);
    if (result.ok) this.clearChoices();
    return result;
  }

  undo() {
    super.undo();
    this.clearChoices();
  }

  redo() {
    super.redo();
    this.clearChoices();
  }

  nextInSeries() {
    return new Session(this.game.nextInSeries());
  }

  /** The game as the saved-game JSON. */
  exportRecord(format) {
    if (format === 'json') return JSON.stringify(this.game.record(), null, 2);
    throw new Error(`unknown record format ${format}`);
  }
}
