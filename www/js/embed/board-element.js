// <rulebook-board>: a live diagram of a board game for any page (see
// www/embed.js and www/embed.d.ts). It shows a line of moves from a
// position, stepped with ◀ ▶ (or the arrow keys); `mode="play"` lets the
// reader move from the shown position, `mode="exercise"` asks for the
// moves of `solution`. The engine judges every move and words every
// refusal; the element only says which of its answers came back.

import { BoardControl } from '../board-control.js';
import { ATTRIBUTES, MODES, gameOf, languageAttribute, readSpec, plyOf, words } from './attributes.js';
import { GAMES, loadGame } from './games.js';
import { boardHost } from './host.js';
import { EmbeddedElement, loaded } from './element.js';
import { Line } from './line.js';
import { adoptProperties, choice, defineProperties, text } from './properties.js';
import { wordsFor, pageLanguage } from './words.js';

/**
 * Boards are drawn when they come near the screen (a page of fifty
 * diagrams stays fast): one observer for the page, made by the first board
 * (a module imported where there is no DOM makes none).
 */
let observer = null;
function nearScreen() {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        entry.target.show();
      }
    },
    { rootMargin: '200px' },
  );
  return observer;
}

/** A control button: its glyph, and its words for screen readers and the tooltip. */
function button(part, glyph) {
  const b = document.createElement('button');
  b.type = 'button';
  b.part = part;
  b.dataset.action = part;
  b.textContent = glyph;
  return b;
}

export class RulebookBoard extends EmbeddedElement {
  static observedAttributes = ATTRIBUTES;

  constructor() {
    super();
    this.canvas = document.createElement('canvas');
    this.canvas.tabIndex = 0;
    this.canvas.part = 'board';
    this.bar = document.createElement('div');
    this.bar.className = 'bar';
    this.bar.part = 'controls';
    this.buttons = {
      first: button('first', '⇤'),
      back: button('back', '◀'),
      forward: button('forward', '▶'),
      last: button('last', '⇥'),
      undo: button('undo', '↶'),
      reset: button('reset', '⟲'),
    };
    this.plyText = document.createElement('span');
    this.plyText.className = 'ply';
    const { first, back, forward, last, undo, reset } = this.buttons;
    // The game's own tools (Cờ Long Phượng's turns and split, Ô ăn quan's
    // sowing directions), shown when the reader may move.
    this.toolBar = document.createElement('span');
    this.toolBar.className = 'tools';
    this.tools = [];
    this.bar.append(first, back, this.plyText, forward, last, undo, reset, this.toolBar);
    this.message = document.createElement('p');
    this.message.className = 'message';
    this.message.setAttribute('role', 'status');
    this.mount(this.canvas, this.bar, this.message);

    this.visible = false;
    this.line = null;
    this.painter = null;
    this.control = null;
    this.painterGame = null;
    this.pending = null;
    this.t = wordsFor('vi', '', null);
    this.wire();
    adoptProperties(this, BOARD_PROPERTIES);
  }

  /** On the page (again): drawn anew when near the screen. */
  connectedCallback() {
    this.connect();
    nearScreen().observe(this);
  }

  /**
   * Off the page: everything the board holds is let go (the painter's wasm
   * holds the canvas, and through it the element, until freed; the line's
   * games; the control's observer and listeners), so a page that adds and
   * removes boards keeps none; a board put back is built again.
   */
  disconnectedCallback() {
    nearScreen().unobserve(this);
    this.disconnect();
    this.visible = false;
    this.control = null;
    this.painter?.free();
    this.painter = null;
    this.painterGame = null;
    this.line?.dispose();
    this.line = null;
    delete this.canvas.dataset.drawn;
  }

  attributeChangedCallback(name, before, after) {
    if (!this.visible || before === after) return;
    if (name === 'ply' && this.shows() && !this.rebuilding) {
      this.plyChanged();
      return;
    }
    this.update();
  }

  /** Called when the board first comes near the screen. */
  show() {
    this.visible = true;
    this.update();
  }

  // ---- the public face (www/embed.d.ts; the other attributes' properties below the class) ----

  /** Whether the board shows a line (none before its first draw, or after an error). */
  shows() {
    return Boolean(this.line) && !this.failed;
  }

  /**
   * The shown position in the engine's text form ('' before the board has
   * drawn or after an error); writing sets the `position` attribute, the
   * position the moves start from.
   */
  get position() {
    return this.shows() ? this.line.position() : '';
  }

  set position(value) {
    POSITION.set.call(this, value);
  }

  /** The ply shown; with no line shown yet, the attributes' (`ply`, else every move). */
  get ply() {
    if (this.shows()) return this.line.ply;
    const value = this.getAttribute('ply');
    return value === null || value.trim() === '' ? words(this.getAttribute('moves')).length : Number(value);
  }

  /** Sets the `ply` attribute and steps there, also when the attribute already said so. */
  set ply(value) {
    const ply = value === null || value === undefined ? null : String(value);
    if (this.getAttribute('ply') !== ply) PLY.set.call(this, ply);
    else if (this.shows() && !this.rebuilding) this.plyChanged();
  }

  /** The line's moves as the engine writes them; with no line shown yet, the `moves` attribute's words. */
  get moves() {
    return this.shows() ? [...this.line.texts] : words(this.getAttribute('moves'));
  }

  /** Sets the `moves` attribute: space-separated text, or an array of moves. */
  set moves(value) {
    MOVES.set.call(this, Array.isArray(value) ? value.join(' ') : value);
  }

  /**
   * Steps to the `ply` attribute in the shown line; one the line has not
   * is judged by a rebuild (the moves may be changing in the same task).
   */
  plyChanged() {
    let ply;
    try {
      ply = plyOf(this, this.line.count, this.t);
    } catch {
      this.update();
      return;
    }
    this.guard(() => this.go(ply));
  }

  /** Back to what the attributes say (the reader's moves forgotten). */
  reset() {
    this.update();
  }

  // ---- building the board from the attributes ----

  /** Builds the board from its attributes (`update` asks once per task). */
  async build() {
    if (!this.connection) return; // off the page: built when put back
    const token = this.nextBuild();
    let lang = 'vi';
    try {
      lang = languageAttribute(this, wordsFor(pageLanguage(this), '', null), pageLanguage(this));
      this.t = wordsFor(lang, '', null);
      const game = gameOf(this, this.t);
      const { adapter, strings } = await loaded(loadGame(game), this.t);
      if (token !== this.token) return; // the attributes changed meanwhile, or the board left the page
      this.t = wordsFor(lang, game, strings);
      this.shownGame = game;
      this.language = lang;
      this.adapter = adapter;
      this.spec = readSpec(this, game, this.t);
      const line = new Line(adapter, { ...this.spec, language: lang }, this.t);
      line.session.words = this.t;
      line.goTo(plyOf(this, line.count, this.t));
      this.expected = this.spec.mode === 'exercise' ? this.solutionPositions(line) : null;
      this.line?.dispose();
      this.line = line;
      this.done = 0;
      this.solved = false;
      this.failed = false;
      this.errorBox.hidden = true;
      this.canvas.hidden = false;
      this.attachPainter(adapter, game);
      this.attachTools(adapter);
      this.say('', this.spec.mode === 'exercise' ? this.t('embed.findMove', { side: this.sideName() }) : '');
      this.render();
      this.drew();
    } catch (error) {
      if (token === this.token) this.fail(error);
    }
  }

  /** The positions the solution goes through from the shown one (an Error if it is not legal there). */
  solutionPositions(line) {
    const scratch = new Line(this.adapter, { ...this.spec, position: line.position(), moves: this.spec.solution, language: this.language }, this.t);
    const positions = [...scratch.positions];
    scratch.dispose();
    return positions;
  }

  /** The game's painter on the canvas (a new one when the game changed), and the pointer and keyboard on it. */
  attachPainter(adapter, game) {
    if (this.painterGame !== game) {
      this.painter?.free();
      this.painter = adapter.createBoard(this.canvas);
      this.painterGame = game;
    }
    if (this.control) {
      this.control.reset();
      this.control.resize();
    } else {
      this.control = new BoardControl(this.canvas, boardHost(this), { signal: this.connection.signal });
    }
  }

  /** A button per tool of the game (its glyph; its words as title and label). */
  attachTools(adapter) {
    this.tools = (adapter.tools ?? []).map((tool) => {
      const b = button('tool', tool.glyph);
      b.dataset.tool = tool.id;
      // Keep the board's focus (and its keyboard cursor) on a click.
      b.addEventListener('pointerdown', (e) => e.preventDefault());
      b.addEventListener('click', () => this.useTool(tool));
      return { tool, button: b };
    });
    this.toolBar.replaceChildren(...this.tools.map((x) => x.button));
  }

  /** A tool for the selection: the session's answer said, a move it played taken as played. */
  useTool(tool) {
    if (!this.canMove()) return;
    let result;
    try {
      result = this.line.session.tool(tool.id, this.control.selected);
    } catch (error) {
      this.say('error', error.message);
      return;
    }
    if (result.played) {
      this.control.reset();
      this.moved({ ok: true });
      return;
    }
    if (result.why) this.say('error', `${this.t('msg.illegal')} ${result.why}`);
    else if (result.key) this.say(result.ok ? '' : 'error', this.t(result.key, result.params));
    this.control.redraw();
  }

  /** The tools' pressed and disabled states for the selection. */
  renderTools(selected) {
    const moving = this.canMove();
    this.toolBar.hidden = !moving || this.tools.length === 0;
    if (!moving || !this.line.session.toolState) return;
    let state;
    try {
      state = this.line.session.toolState(selected);
    } catch {
      return;
    }
    for (const { tool, button: b } of this.tools) {
      const s = state.buttons[tool.id] ?? { pressed: false, disabled: false };
      b.setAttribute('aria-pressed', String(Boolean(s.pressed)));
      b.disabled = Boolean(s.disabled);
      const keys = tool.keyLabel ?? tool.keys.join(' ').toUpperCase();
      b.title = `${this.t(`tool.${tool.id}`)} (${keys})`;
      b.setAttribute('aria-label', this.t(`tool.${tool.id}`));
    }
  }

  // ---- what the board shows ----

  flippedNow() {
    return this.spec?.flipped ?? false;
  }

  get flipped() {
    return this.flippedNow();
  }

  /** Draws the game with BoardControl's overlay (selection, cursor, drag). */
  paint(overlay) {
    if (!this.line || this.failed) return;
    const session = this.line.session;
    const view = { ...overlay, flipped: this.flipped, lang: this.language, ...this.spec.view };
    // A diagram that only shows marks no move to make (in its opening, Cờ
    // Long Phượng's painter would dot every legal drop).
    if (this.spec.mode === 'view') view.hint = [];
    Object.assign(view, session.viewExtras?.(overlay.selected, view) ?? {});
    this.guard(() => this.painter.draw(session.game, view));
    this.renderTools(overlay.selected ?? null);
  }

  sideName(side = this.line?.session.state().sideToMove) {
    return this.t(`side.${side}`);
  }

  /** The sentence for whose turn it is, or the result. */
  turnText() {
    const outcome = this.line.session.outcome();
    if (!outcome) return this.t('embed.toMove', { side: this.sideName() });
    if (!outcome.winner) return this.t('embed.drawn', { reason: outcome.text });
    return this.t('embed.won', { side: this.sideName(outcome.winner), reason: outcome.text });
  }

  /** The controls, the ply, the spoken label and the canvas, after any change. */
  render() {
    const { line, t, spec } = this;
    const { first, back, forward, last, undo, reset } = this.buttons;
    const stepping = spec.mode !== 'exercise' && line.count > 0;
    for (const b of [first, back, forward, last]) b.hidden = !stepping;
    this.plyText.hidden = !stepping;
    first.disabled = back.disabled = line.ply === 0;
    forward.disabled = last.disabled = line.ply === line.count;
    undo.hidden = spec.mode !== 'play';
    undo.disabled = line.ply === 0;
    reset.hidden = spec.mode === 'view';
    this.bar.hidden = !stepping && spec.mode === 'view';
    this.plyText.textContent = t('embed.plyOf', { ply: line.ply, count: line.count });
    for (const [name, b] of Object.entries(this.buttons)) {
      b.title = t(`embed.${name}`);
      b.setAttribute('aria-label', b.title);
    }
    const shown = line.ply === 0 ? t('embed.shownStart') : t('embed.shownPly', { ply: line.ply, count: line.count, move: line.lastMove() });
    this.canvas.setAttribute('role', spec.mode === 'view' ? 'img' : 'application');
    this.canvas.setAttribute('aria-label', t('embed.label', { game: t(`game.${this.shownGame}.name`), shown, turn: this.turnText() }));
    this.dataset.ply = String(line.ply);
    this.control.redraw();
  }

  /** A line under the board: kind '' (a note), 'error' or 'solved'. */
  say(kind, text) {
    this.message.dataset.kind = kind;
    this.message.replaceChildren(text);
  }

  /** Shows the error in the board's own box and tells the page; never throws. */
  fail(error) {
    this.failed = true;
    this.canvas.hidden = true;
    this.bar.hidden = true;
    this.say('', '');
    this.showError(this.t('embed.error'), error);
  }

  /** Runs `action`; an Error it throws becomes the board's error. */
  guard(action) {
    try {
      action();
    } catch (error) {
      this.fail(error);
    }
  }

  // ---- stepping and moving ----

  go(ply) {
    this.line.goTo(ply);
    this.control.reset();
    this.render();
  }

  /** Whether the reader may move now. */
  canMove() {
    return Boolean(this.line) && !this.failed && this.spec.mode !== 'view' && !this.solved && !this.line.session.outcome();
  }

  notYours() {
    this.say('error', this.t('msg.notYourPiece', { side: this.sideName() }));
  }

  /** What a move on the board did (the session's answer); true when it was played. */
  moved(result, from, to) {
    if (result.choose) {
      this.askChoice(result.choose, from, to);
      return false;
    }
    if (!result.ok) {
      if (result.why) this.say('error', `${this.t('msg.illegal')} ${result.why}`);
      return false;
    }
    this.line.added();
    this.say('', '');
    if (this.spec.mode === 'exercise') this.checkSolution();
    this.dispatchEvent(
      new CustomEvent('rulebook-move', {
        detail: { move: this.line.texts.at(-1), position: this.line.position(), ply: this.line.ply },
        bubbles: true,
        composed: true,
      }),
    );
    this.render();
    return true;
  }

  /** A move that needs a choice (shogi's promotion): its options as buttons under the board. */
  askChoice(ask, from, to) {
    const set = this.spec.view.pieceSet;
    const buttons = ask.options.map((option) => {
      const glyphs = option.glyphs ?? {};
      const b = button('choice', `${glyphs[set] ?? Object.values(glyphs)[0] ?? ''} ${this.t(option.key, option.params)}`);
      b.addEventListener('click', () => {
        this.say('', '');
        this.moved(this.line.session.move(from, to, option.value), from, to);
        this.canvas.focus();
      });
      return b;
    });
    this.say('', this.t('choice.title'));
    this.message.append(' ', ...buttons);
    buttons[0]?.focus();
  }

  /** The exercise: the reader's move against the solution; the reply played; solved said. */
  checkSolution() {
    const { line, expected } = this;
    if (line.position() !== expected[this.done + 1]) {
      line.takeBack();
      this.say('error', this.t('embed.notThisOne'));
      return;
    }
    this.done += 1;
    if (this.done < expected.length - 1) {
      line.playText(this.spec.solution[this.done]);
      this.done += 1;
    }
    if (this.done >= expected.length - 1) {
      this.solved = true;
      this.say('solved', this.t('embed.solved'));
      this.dispatchEvent(new CustomEvent('rulebook-solved', { bubbles: true, composed: true }));
    } else {
      this.say('', this.t('embed.findMove', { side: this.sideName() }));
    }
  }

  /** The buttons and keys. */
  wire() {
    const { first, back, forward, last, undo, reset } = this.buttons;
    const step = (ply) => this.guard(() => this.go(ply));
    first.addEventListener('click', () => step(0));
    back.addEventListener('click', () => step(this.line.ply - 1));
    forward.addEventListener('click', () => step(this.line.ply + 1));
    last.addEventListener('click', () => step(this.line.count));
    undo.addEventListener('click', () =>
      this.guard(() => {
        this.line.takeBack();
        this.say('', '');
        this.control.reset();
        this.render();
      }),
    );
    reset.addEventListener('click', () => this.reset());
    const keys = { ArrowLeft: () => this.line.ply - 1, ArrowRight: () => this.line.ply + 1, Home: () => 0, End: () => this.line.count };
    // Arrows step through the moves on the controls, and on the board when
    // it only shows (in play, they move the board's keyboard cursor).
    const onKey = (e) => {
      if (!this.line || this.failed || !keys[e.key] || this.spec.mode === 'exercise') return;
      if (e.currentTarget === this.canvas && this.spec.mode !== 'view') return;
      e.preventDefault();
      e.stopImmediatePropagation();
      step(keys[e.key]());
    };
    this.canvas.addEventListener('keydown', onKey, { capture: true });
    this.bar.addEventListener('keydown', onKey);
    // The tools' keys, on the focused board (Esc stays BoardControl's).
    this.canvas.addEventListener('keydown', (e) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.key === 'Escape') return;
      const found = this.tools.find((x) => x.tool.keys.includes(e.key.toLowerCase()));
      if (!found || !this.canMove()) return;
      e.preventDefault();
      this.useTool(found.tool);
    });
  }
}

// The attributes' properties (position, moves and ply are the class's own);
// `lang` is HTMLElement's, which reflects the attribute already.
const POSITION = text('position');
const PLY = text('ply');
const MOVES = text('moves');
const gameEntry = (board) => (Object.hasOwn(GAMES, board.getAttribute('game') ?? '') ? GAMES[board.getAttribute('game')] : null);
const REFLECTED = {
  game: text('game'),
  orientation: choice('orientation', (board) => gameEntry(board)?.orientations),
  mode: choice('mode', () => MODES),
  solution: text('solution'),
  options: text('options'),
  pieces: choice('pieces', (board) => gameEntry(board)?.pieces?.choices),
  marks: text('marks'),
  arrows: text('arrows'),
};
defineProperties(RulebookBoard, REFLECTED);
const BOARD_PROPERTIES = [...Object.keys(REFLECTED), 'position', 'moves', 'ply'];
