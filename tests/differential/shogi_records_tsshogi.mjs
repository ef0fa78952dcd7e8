// tsshogi's side of tests/differential/shogi_records.py: reads game
// records with tsshogi and says what it found, and writes them again.
//
// Input (stdin): one JSON object a line, {"id", "format": "kif"|"ki2"|"csa",
// "text", "export": bool}. Output (stdout): one JSON object a line, in the
// same order: {"id", "error"} when tsshogi refuses the record, otherwise
// {"id", "start": SFEN, "moves": [USI…], "special": the last node's special
// move type or null, "winner": "sente"|"gote"|"draw"|null, "exports":
// {"kif", "ki2", "csa"} when asked}.
//
// The winner is read the way the formats define their special moves: they
// speak of the side to move after the last move. Resignation, loss on
// time, 反則負け and 詰み are its loss; 反則勝ち, 入玉勝ち and 不戦勝 its
// win; 持将棋, 千日手 and 引き分け draws; 中断 and no special move leave
// the game undecided.

import { createInterface } from "node:readline";
import {
  Color,
  Move,
  SpecialMoveType,
  exportCSA,
  exportKI2,
  exportKIF,
  importCSA,
  importKI2,
  importKIF,
} from "tsshogi";

const LOSS_OF_SIDE_TO_MOVE = new Set([
  SpecialMoveType.RESIGN,
  SpecialMoveType.TIMEOUT,
  SpecialMoveType.FOUL_LOSE,
  SpecialMoveType.MATE,
  SpecialMoveType.LOSE_BY_DEFAULT,
]);
const WIN_OF_SIDE_TO_MOVE = new Set([
  SpecialMoveType.FOUL_WIN,
  SpecialMoveType.ENTERING_OF_KING,
  SpecialMoveType.WIN_BY_DEFAULT,
]);
const DRAWS = new Set([
  SpecialMoveType.IMPASS,
  SpecialMoveType.DRAW,
  SpecialMoveType.REPETITION_DRAW,
  SpecialMoveType.MAX_MOVES,
]);

const importers = { kif: importKIF, ki2: importKI2, csa: importCSA };

function sideName(color) {
  return color === Color.BLACK ? "sente" : "gote";
}

function read(request) {
  const record = importers[request.format](request.text);
  if (record instanceof Error) {
    return { id: request.id, error: record.message };
  }
  const moves = [];
  let special = null;
  record.moves.forEach((node) => {
    if (node.move instanceof Move) {
      moves.push(node.move.usi);
    } else if (node.ply > 0) {
      special = node.move.type ?? node.move.name;
    }
  });
  record.goto(Number.MAX_SAFE_INTEGER);
  const toMove = record.position.color;
  let winner = null;
  if (LOSS_OF_SIDE_TO_MOVE.has(special)) {
    winner = sideName(toMove === Color.BLACK ? Color.WHITE : Color.BLACK);
  } else if (WIN_OF_SIDE_TO_MOVE.has(special)) {
    winner = sideName(toMove);
  } else if (DRAWS.has(special)) {
    winner = "draw";
  }
  const out = {
    id: request.id,
    start: record.initialPosition.sfen,
    moves,
    special,
    winner,
  };
  if (request.export) {
    record.goto(0);
    out.exports = {
      kif: exportKIF(record),
      ki2: exportKI2(record),
      csa: exportCSA(record),
    };
  }
  return out;
}

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim() === "") {
    continue;
  }
  const request = JSON.parse(line);
  let answer;
  try {
    answer = read(request);
  } catch (e) {
    answer = { id: request.id, error: `tsshogi threw: ${e}` };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
}
