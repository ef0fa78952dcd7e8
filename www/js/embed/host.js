// What BoardControl (js/board-control.js, the play page's pointer and
// keyboard code) asks of an embedded board: the play page's board host
// (js/play/board-host.js) for one board and its own line. Every rules question
// goes to the game's session (its adapter); what a move did is the board's
// to say (`board.moved`).

/**
 * @param {object} board  the <rulebook-board> element: `painter`, `line`,
 *   `flipped`, `control`, `canMove()`, `paint(overlay)`, `moved(result)`,
 *   `notYours()`
 */
export function boardHost(board) {
  const session = () => board.line.session;
  /** A session call that may throw: its answer, or `fallback` when it refused. */
  const ask = (call, fallback) => {
    try {
      return call();
    } catch {
      return fallback;
    }
  };
  return {
    home: () => board.painter.home(board.flipped),
    step: (place, dcol, drow) => board.painter.step(place, dcol, drow, board.flipped, board.control.selected),
    resize: (width, height, ratio) => board.painter.resize(width, height, ratio),
    draw: (overlay) => board.paint(overlay),
    squareAt: (x, y) => board.painter.squareAt(x, y, board.flipped, board.control?.selected ?? null),
    owner: (place) => (board.canMove() ? ask(() => session().owner(place), null) : null),
    pick(place) {
      if (!board.canMove()) return { ok: false, hint: null };
      const picked = ask(() => session().pick(place), { ok: false, hint: null });
      return picked.ok ? picked : { ok: false, hint: null };
    },
    touchOther() {
      if (board.canMove()) board.notYours();
    },
    canRelease: () => true,
    isTarget: (from, to) => board.canMove() && Boolean(session().isTarget) && ask(() => session().isTarget(from, to), false) === true,
    again(place) {
      if (!session().again || !board.canMove()) return false;
      const result = ask(() => session().again(place), null);
      if (result === null) return false;
      board.moved(result, place, place);
      return true;
    },
    move(from, to) {
      if (!board.canMove()) return false;
      return board.moved(ask(() => session().move(from, to), { ok: false, why: null }), from, to);
    },
  };
}
