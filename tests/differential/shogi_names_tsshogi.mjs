// tsshogi's side of tests/differential/shogi_names.py: the Japanese name
// (▲７六歩, ☖同　銀 aside) of moves, read the way the Japan Shogi
// Association's rules read a move: only pieces that can LEGALLY reach the
// square are rivals. tsshogi's own `formatMove` counts a pinned piece as a
// rival too, so each rival that has no legal move to the square is lifted
// off a copy of the board before tsshogi names the move. A move's name
// depends only on its rivals, never on whether the rivals' absence would
// leave a king in check, so the copy names the move as the rules do.
//
// Input (stdin): one JSON object a line, {"id", "sfen", "moves": [USI…]}.
// Output (stdout): one JSON object a line, in the same order: {"id",
// "names": [name…]} (names without the side mark), or {"id", "error"}.

import { createInterface } from "node:readline";
import { Position, Square, formatMove } from "tsshogi";

/** Whether the piece on `from` has a legal move to `to` (promoting or not). */
function reaches(position, from, to) {
  const move = position.createMove(from, to);
  if (!move) return false;
  if (position.isValidMove(move)) return true;
  return position.board.at(from).isPromotable() && position.isValidMove(move.withPromote());
}

/** The move's name with only legal rivals weighed. */
function nameWithLegalRivals(position, move) {
  const copy = position.clone();
  for (const square of Square.all) {
    if (move.from instanceof Square && square.equals(move.from)) continue;
    const piece = position.board.at(square);
    if (!piece || piece.color !== move.color || piece.type !== move.pieceType) continue;
    if (!reaches(position, square, move.to)) copy.board.remove(square);
  }
  // Strip the side mark (☗ or ▲ / ☖ or △).
  return formatMove(copy, move, { compatible: true }).slice(1);
}

function answer(request) {
  const position = Position.newBySFEN(request.sfen);
  if (!position) return { id: request.id, error: `tsshogi refuses ${request.sfen}` };
  const names = [];
  for (const usi of request.moves) {
    const move = position.createMoveByUSI(usi);
    if (!move || !position.isValidMove(move)) {
      return { id: request.id, error: `tsshogi refuses ${usi} in ${request.sfen}` };
    }
    names.push(nameWithLegalRivals(position, move));
  }
  return { id: request.id, names };
}

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim()) process.stdout.write(JSON.stringify(answer(JSON.parse(line))) + "\n");
}
