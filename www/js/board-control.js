// Input on a game's canvas (pointer, touch, keyboard) and its redraws.
// Like chessground, this keeps only what the page shows on top of the game:
// the selected point, the marked moves, a dragged piece, the keyboard cursor.
// Every rules question goes to the host, which asks the engine.
//
// host = {
//   home(),                where the keyboard cursor first appears
//   step(p, dcol, drow),   the point one screen step from p, kept on the board
//   resize(w, h, ratio),   sizes the painter in CSS pixels at a pixel ratio
//   draw(overlay),         draws the game with {selected, hint, drag, cursor}
//   squareAt(x, y),        the place under CSS pixel (x, y), or -1: a point
//                          of the board, or any other place the game's
//                          board answers (shogi: a kind of piece in hand)
//   owner(p),              'own' | 'other' | null
//   pick(p),               {ok, hint}: select the side to move's piece
//   touchOther(p),         an opposing piece pressed with nothing selected
//   move(from, to),        true when the move was played
//   canRelease(),          false while the touch-move referee binds the piece
// }
// and, optionally (Cờ Long Phượng uses them; the others need none):
//   isTarget(from, to),    true when pressing `to`, an own piece, with `from`
//                          selected is a move there (stacking on a friendly
//                          piece) rather than a new selection
//   again(p),              the selected piece pressed again: true when that
//                          did something (a turn in place), else it is put down
//   inspect(p),            the place under the mouse, the last press or the
//                          cursor changed (the overlay's `inspect`)
//   busy(), skip(),        an animation is under way (Ô ăn quan's sowing):
//                          while busy, a press on the board or Enter, Space
//                          or Esc skips it instead of selecting
//   selectionChanged(p),   the selection became p (or null): the play page
//                          keeps it in its store for the tools

/** CSS pixels a press must travel before it counts as a drag. */
const DRAG_START = 5;

const ARROWS = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export class BoardControl {
  /**
   * `signal`: when it aborts (an embedded board left the page), the
   * control lets go of everything that would keep it and its canvas alive:
   * its listeners, its resize observer, the pixel-ratio query's listener
   * and a frame it asked for.
   */
  constructor(canvas, host, { signal } = {}) {
    this.canvas = canvas;
    this.signal = signal;
    this.host = host;
    this.selected = null;
    this.hint = null;
    this.cursor = null;
    this.drag = null; // {x, y} while a piece follows the pointer
    this.press = null; // the pointer press that may become a drag
    this.inspected = null; // the place hovered, last pressed or under the cursor
    this.frame = 0;

    const on = (type, listener) => canvas.addEventListener(type, listener, { signal });
    on('pointerdown', (e) => this.onPointerDown(e));
    on('pointermove', (e) => this.onPointerMove(e));
    on('pointerup', (e) => this.onPointerUp(e));
    on('pointercancel', () => this.cancelDrag());
    on('pointerleave', (e) => {
      if (!this.press && e.pointerType === 'mouse') this.inspectAt(null);
    });
    on('keydown', (e) => this.onKey(e));
    on('blur', () => {
      this.cursor = null;
      this.redraw();
    });
    const sized = new ResizeObserver(() => this.resize());
    sized.observe(canvas);
    signal?.addEventListener('abort', () => {
      sized.disconnect();
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    });
    this.watchPixelRatio();
    this.resize();
  }

  /**
   * Moving the window to a screen of another density changes no size, only
   * the ratio. The page's media query list holds its listener, and through
   * it this control, until the ratio changes or the signal aborts.
   */
  watchPixelRatio() {
    if (this.signal?.aborted) return;
    const query = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    query.addEventListener(
      'change',
      () => {
        this.resize();
        this.watchPixelRatio();
      },
      { once: true, signal: this.signal },
    );
  }

  /** The selected place and what the board marks for it; the host hears of a new one. */
  setSelection(selected, hint = null) {
    const changed = selected !== this.selected;
    this.selected = selected;
    this.hint = hint;
    if (changed) this.host.selectionChanged?.(selected);
  }

  /** Forgets the selection, e.g. after a new game, undo or load. */
  reset() {
    this.setSelection(null);
    this.press = null;
    this.drag = null;
    this.redraw();
  }

  resize() {
    const { width, height } = this.canvas.getBoundingClientRect();
    if (width < 1 || height < 1) return; // hidden: keep the last size
    this.host.resize(width, height, window.devicePixelRatio || 1);
    this.draw();
  }

  /** Draws on the next frame, once however many changes came before it. */
  redraw() {
    if (this.frame || this.signal?.aborted) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  draw() {
    this.host.draw({
      selected: this.selected,
      hint: this.hint,
      drag: this.drag,
      cursor: this.cursor,
      inspect: this.inspected,
    });
    this.canvas.dataset.drawn = 'true'; // lets tests wait for the first frame
  }

  // ---- actions shared by pointer and keyboard ----

  select(point) {
    const { ok, hint } = this.host.pick(point);
    if (ok) this.setSelection(point, hint);
    this.redraw();
    return ok;
  }

  /** Shows what stands on a place (a stack piece by piece), if the host cares. */
  inspectAt(point) {
    const place = point !== null && point >= 0 ? point : null;
    if (place === this.inspected || !this.host.inspect) return;
    this.inspected = place;
    this.host.inspect(place);
    this.redraw();
  }

  /** Whether pressing an own piece at `point` moves the selection there. */
  isTarget(point) {
    return (
      this.selected !== null &&
      this.selected !== point &&
      Boolean(this.host.isTarget?.(this.selected, point))
    );
  }

  /** The selected piece pressed again: the host may act (a turn in place); else it is put down. */
  again(point) {
    if (this.host.again?.(point)) {
      this.setSelection(null);
      this.redraw();
    } else {
      this.release();
    }
  }

  release() {
    if (this.selected === null || !this.host.canRelease()) return;
    this.setSelection(null);
    this.redraw();
  }

  tryMove(from, to) {
    if (this.host.move(from, to) || this.host.canRelease()) this.setSelection(null);
    this.redraw();
  }

  /** A click (or Enter) on a point; own pieces are handled by the caller. */
  chooseTarget(point) {
    if (this.selected !== null) {
      if (point < 0) this.release();
      else this.tryMove(this.selected, point);
    } else if (point >= 0 && this.host.owner(point) === 'other') {
      this.host.touchOther(point);
      this.redraw();
    }
  }

  // ---- pointer: click-click and drag, mouse and touch alike ----

  pointAt(e) {
    const rect = this.canvas.getBoundingClientRect();
    const x = e.clientX - rect.left;
    const y = e.clientY - rect.top;
    return { x, y, point: this.host.squareAt(x, y) };
  }

  /** An animation under way is skipped by any press; true when one was. */
  skipBusy() {
    if (!this.host.busy?.()) return false;
    this.host.skip();
    this.redraw();
    return true;
  }

  onPointerDown(e) {
    if (e.button !== 0 || this.press) return;
    if (this.skipBusy()) return;
    this.cursor = null; // the pointer took over from the keyboard
    const { x, y, point } = this.pointAt(e);
    this.inspectAt(point);
    if (point < 0 || this.host.owner(point) !== 'own' || this.isTarget(point)) {
      this.chooseTarget(point);
      return;
    }
    const wasSelected = this.selected === point;
    if (!wasSelected && !this.select(point)) return;
    this.press = { id: e.pointerId, from: point, x, y, wasSelected, dragging: false };
    this.canvas.setPointerCapture(e.pointerId);
  }

  onPointerMove(e) {
    const press = this.press;
    // Only a host that words places needs to know what the mouse is over.
    if (!press && e.pointerType === 'mouse' && this.host.inspect) this.inspectAt(this.pointAt(e).point);
    if (!press || e.pointerId !== press.id) return;
    const { x, y } = this.pointAt(e);
    if (!press.dragging && Math.hypot(x - press.x, y - press.y) < DRAG_START) return;
    press.dragging = true;
    this.drag = { x, y };
    this.redraw();
  }

  onPointerUp(e) {
    const press = this.press;
    if (!press || e.pointerId !== press.id) return;
    this.press = null;
    this.drag = null;
    // Where it was let go matters only to a drag: a click acted on the press.
    const point = press.dragging ? this.pointAt(e).point : press.from;
    if (press.dragging && point >= 0 && point !== press.from) {
      this.tryMove(press.from, point);
    } else if (!press.dragging && press.wasSelected) {
      this.again(point); // a second click on the selected piece puts it down
    } else {
      this.redraw(); // dropped back where it came from, or off the board
    }
  }

  cancelDrag() {
    this.press = null;
    this.drag = null;
    this.redraw();
  }

  // ---- keyboard: a cursor moved with the arrows ----

  onKey(e) {
    if (['Enter', ' ', 'Escape'].includes(e.key) && this.skipBusy()) {
      e.preventDefault();
      return;
    }
    if (ARROWS[e.key]) {
      e.preventDefault();
      const start = this.cursor ?? this.selected;
      this.cursor = start === null ? this.host.home() : this.host.step(start, ...ARROWS[e.key]);
      this.inspectAt(this.cursor);
      this.redraw();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (this.cursor === null) {
        this.cursor = this.selected ?? this.host.home();
        this.redraw();
      } else if (this.host.owner(this.cursor) === 'own' && !this.isTarget(this.cursor)) {
        if (this.selected === this.cursor) this.again(this.cursor);
        else this.select(this.cursor);
      } else {
        this.chooseTarget(this.cursor);
      }
    } else if (e.key === 'Escape') {
      this.release();
    }
  }
}
