// The line an embedded board shows: a game opened at the author's position,
// the author's moves played through the engine (which reads every move text
// the command line's `play` reads), and the ply shown among them. Stepping
// is the engine's own undo and redo, so the painter still marks the last
// move and the check. A move played on the board (play and exercise modes)
// replaces whatever followed the shown ply.

export class Line {
  /**
   * Throws an Error whose message says what was wrong (the engine's words
   * for a bad position or a refused move, with the move's number).
   * @param {object} adapter   the game's adapter (js/games/<game>.js)
   * @param {{position: string, moves: string[], options: object, language: string}} spec
   * @param {(id: string, params?: object) => string} t  the board's words
   */
  constructor(adapter, { position, moves, options, language }, t) {
    this.session = adapter.fromPosition(position, { ...options, language });
    this.positions = [this.position()];
    /** Each move of the line as the engine writes it. */
    this.texts = [];
    this.ply = 0;
    for (const [i, text] of moves.entries()) {
      const result = this.playText(text);
      if (!result.ok) {
        this.session.dispose();
        throw new Error(`${t('embed.badMove', { n: i + 1, move: text })} ${result.why}`);
      }
    }
    this.ply = this.count;
  }

  /** How many moves the line has. */
  get count() {
    return this.positions.length - 1;
  }

  /** The shown position in the engine's text (what `rulebook play` prints first). */
  position() {
    return this.session.game.position();
  }

  /** Plays a move's text at the end of the line: {ok} or {ok: false, why}. */
  playText(text) {
    let result;
    try {
      result = this.session.playText(text);
    } catch (error) {
      result = { ok: false, why: error.message };
    }
    if (result.ok) this.added();
    return result;
  }

  /** A move was played at the shown ply (the engine dropped what followed): the line ends with it. */
  added() {
    this.session.skip?.(); // an animation is for the play page
    this.positions.length = this.ply + 1;
    this.texts.length = this.ply;
    this.positions.push(this.position());
    this.texts.push(this.lastMove());
    this.ply += 1;
  }

  /** Shows the position after `ply` moves (0: before the first). */
  goTo(ply) {
    const target = Math.max(0, Math.min(this.count, ply));
    while (this.ply > target) {
      this.session.undo();
      this.ply -= 1;
    }
    while (this.ply < target) {
      this.session.redo();
      this.session.skip?.();
      this.ply += 1;
    }
  }

  /** Takes back the shown ply's move and ends the line there (play mode's undo). */
  takeBack() {
    if (this.ply === 0) return;
    this.goTo(this.ply - 1);
    this.positions.length = this.ply + 1;
    this.texts.length = this.ply;
  }

  /** The last move shown, in the engine's notation, or ''. */
  lastMove() {
    return this.session.game.history().at(-1) ?? '';
  }

  dispose() {
    this.session.dispose();
  }
}
