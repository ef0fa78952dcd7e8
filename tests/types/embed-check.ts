// What a TypeScript page does with the embed's elements, compiled by
// tests/embed-types.test.mjs with `tsc --strict` against the generated
// embed.d.ts (copied beside this file as embed.d.ts). Every property set
// and read, every event listened to on the element and on ancestors; the
// `@ts-expect-error` lines are mistakes the types must refuse.

import type {
  RulebookBoardElement,
  RulebookCardsElement,
  RulebookErrorDetail,
  RulebookGame,
  RulebookMode,
  RulebookMoveDetail,
  RulebookOrientation,
  RulebookPieces,
} from './embed.js';
import { RulebookBoard, RulebookCards } from './embed.js';

const board = document.createElement('rulebook-board');
const boardTyped: RulebookBoardElement = board;
const cards: RulebookCardsElement = document.createElement('rulebook-cards');
const found: RulebookBoardElement | null = document.querySelector('rulebook-board');
const isBoard: boolean = found instanceof RulebookBoard && !(found instanceof RulebookCards);

// Every <rulebook-board> attribute's property, written and read.
board.game = 'shogi';
board.game = null;
const game: RulebookGame | '' = board.game;
board.position = 'startpos';
board.position = null;
const position: string = board.position;
board.moves = 'h2e2 h9g7';
board.moves = ['h2e2', 'h9g7'];
board.moves = null;
const moves: string[] = board.moves;
board.ply = 1;
board.ply = null;
const ply: number = board.ply;
board.orientation = 'black';
board.orientation = null;
const orientation: RulebookOrientation | '' = board.orientation;
board.lang = 'en';
const lang: string = board.lang;
board.mode = 'exercise';
board.mode = null;
const mode: RulebookMode = board.mode;
board.solution = 'h2e2 h9g7';
const solution: string = board.solution;
board.options = 'mandarin_value=5';
const options: string = board.options;
board.pieces = 'latin';
const pieces: RulebookPieces | '' = board.pieces;
board.marks = 'e4 7g';
const marks: string = board.marks;
board.arrows = 'h2-e2';
const arrows: string = board.arrows;
board.reset();

// Every <rulebook-cards> attribute's property.
cards.cards = 'AS-FR AS-BR | GE-LR';
cards.indicator = 'CR-KY';
cards.revealed = 'IN-FB';
cards.locked = 'AS-FR';
cards.marks = 'GE-LR';
cards.score = true;
cards.nhatBan = false;
cards.dealer = true;
cards.selfDrawn = true;
cards.lastCard = false;
cards.lang = 'vi';
const hand: string = cards.cards + cards.indicator + cards.revealed + cards.locked + cards.marks;
const flags: boolean = cards.score && cards.nhatBan && cards.dealer && cards.selfDrawn && cards.lastCard;

// ready: the element itself.
async function whenReady(): Promise<number> {
  const drawn: RulebookBoardElement = await board.ready;
  const hand: RulebookCardsElement = await cards.ready;
  return drawn.ply + hand.cards.length;
}

// Every event on the element, added and removed with the same listener.
const onMove = (event: CustomEvent<RulebookMoveDetail>): void => {
  const detail: RulebookMoveDetail = event.detail;
  console.log(detail.move, detail.position, detail.ply.toFixed());
};
board.addEventListener('rulebook-move', onMove);
board.removeEventListener('rulebook-move', onMove);
board.addEventListener('rulebook-move', function (event) {
  const self: RulebookBoardElement = this;
  console.log(self.ply, event.detail.move);
});
board.addEventListener('rulebook-solved', (event) => console.log(event.type));
const onError = (event: CustomEvent<RulebookErrorDetail>): void => console.log(event.detail.message.length);
board.addEventListener('rulebook-error', onError, { once: true });
board.removeEventListener('rulebook-error', onError);
const onReady = (event: CustomEvent<null>): void => console.log(event.detail === null);
board.addEventListener('rulebook-ready', onReady);
board.removeEventListener('rulebook-ready', onReady, { capture: false });
cards.addEventListener('rulebook-ready', function (event) {
  const self: RulebookCardsElement = this;
  console.log(self.score, event.type);
});
cards.addEventListener('rulebook-error', (event) => console.log(event.detail.message));
// A built-in event keeps its own type.
board.addEventListener('click', (event) => console.log(event.clientX));

// On ancestors: an element, the document, the window.
document.body.addEventListener('rulebook-move', (event) => console.log(event.detail.ply));
document.body.removeEventListener('rulebook-move', onMove);
document.addEventListener('rulebook-move', onMove);
document.removeEventListener('rulebook-move', onMove);
document.addEventListener('rulebook-ready', (event) => console.log(event.target));
document.addEventListener('rulebook-error', (event) => console.log(event.detail.message));
document.addEventListener('rulebook-solved', (event) => console.log(event.bubbles));
window.addEventListener('rulebook-move', (event) => console.log(event.detail.position));
const fromMap: CustomEvent<RulebookMoveDetail> = new CustomEvent<RulebookMoveDetail>('rulebook-move', {
  detail: { move: 'h2e2', position: '', ply: 1 },
}) satisfies HTMLElementEventMap['rulebook-move'];

// Mistakes the types refuse.
// @ts-expect-error: not a game
board.game = 'chess';
// @ts-expect-error: not a mode
board.mode = 'fly';
// @ts-expect-error: the ply is a number
board.ply = 'one';
// @ts-expect-error: a flag is a boolean
cards.score = 'yes';
// @ts-expect-error: a move's detail has no `from`
document.addEventListener('rulebook-move', (event) => console.log(event.detail.from));
// @ts-expect-error: ready is read-only
board.ready = Promise.resolve(board);

export const used = [boardTyped, found, game, position, moves, ply, orientation, lang, mode, solution, options, pieces, marks, arrows, hand, flags, whenReady, fromMap];
