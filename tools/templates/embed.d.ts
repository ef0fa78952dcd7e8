// Types of Rulebook's embeddable elements (www/embed.js): their attributes,
// properties and events. A page includes the one script:
//
//   <script type="module" src="…/embed.js"></script>
//   <rulebook-board game="xiangqi" moves="h2e2 h9g7 h0g2" ply="1">Cannon to the centre.</rulebook-board>

/** The board games an embedded board shows. */
export type RulebookGame = {{boardGameUnion}};

/** The side at the bottom, in each game's words. */
export type RulebookOrientation = {{orientationUnion}};

/**
 * The attributes of `<rulebook-board>`, all text (never read as markup).
 * Only `game` is required. A bad value never throws into the page: the
 * board shows a short error in its own box and fires `rulebook-error`.
 */
export interface RulebookBoardAttributes {
  /** The game shown. */
  game: RulebookGame;
  /** The position in the command line's text form (FEN, SFEN, …), or `startpos` (the default). */
  position?: string;
  /** Moves played from `position`, space-separated, in any move text `rulebook play` reads for the game. */
  moves?: string;
  /** How many of `moves` are shown played: 0 is before the first; the default is all of them. */
  ply?: string;
  /** The side at the bottom: {{orientationList}} (the first by default). */
  orientation?: RulebookOrientation;
  /** The board's language; the default is the nearest `lang` of the page (Vietnamese without one). */
  lang?: 'vi' | 'en';
  /**
   * `view` (the default) steps through the moves; `play` lets the reader
   * move from the shown position (undo, reset); `exercise` asks for the
   * moves of `solution`, the opponent's replies in it played automatically.
   */
  mode?: 'view' | 'play' | 'exercise';
  /** The expected line of an exercise, space-separated moves from the shown position. */
  solution?: string;
  /** Ô ăn quan's house rules, space-separated `name=value` pairs (as `rulebook … --option`). */
  options?: string;
  /** Places to mark, space-separated, named as the game writes them ("e4", "7g"; Ô ăn quan's squares 0–11). */
  marks?: string;
  /** Arrows, space-separated `from-to` pairs of places ("h2-e2"). */
  arrows?: string;
  /** The pieces' faces: {{pieceList}}. */
  pieces?: {{pieceUnion}};
}

/** `rulebook-move`'s detail: a move played on the board (by the reader, or an exercise's reply). */
export interface RulebookMoveDetail {
  /** The move as the engine writes it. */
  move: string;
  /** The position after it, in the command line's text form. */
  position: string;
  /** The ply now shown. */
  ply: number;
}

/** `rulebook-error`'s detail: what was wrong, in the board's language. */
export interface RulebookErrorDetail {
  message: string;
  /** What stopped the element: a load failure's own error (the browser's, e.g. a `WebAssembly.CompileError` when the page's policy forbids wasm), else the error shown. */
  cause: unknown;
}

export interface RulebookBoardEventMap extends HTMLElementEventMap {
  'rulebook-move': CustomEvent<RulebookMoveDetail>;
  /** The exercise's solution was found. */
  'rulebook-solved': CustomEvent<undefined>;
  'rulebook-error': CustomEvent<RulebookErrorDetail>;
}

/** `<rulebook-board>`. Its children are its caption. */
export interface RulebookBoardElement extends HTMLElement {
  /** The shown position in the command line's text form ('' before the board is drawn, or after an error). */
  readonly position: string;
  /** The ply shown (0 to the line's length); setting it steps there. */
  ply: number;
  /** The line's moves as the engine writes them (the attribute's, then the reader's). */
  readonly moves: string[];
  /** Back to what the attributes say: the reader's moves are forgotten. */
  reset(): void;
  addEventListener<K extends keyof RulebookBoardEventMap>(
    type: K,
    listener: (this: RulebookBoardElement, event: RulebookBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

/**
 * The attributes of `<rulebook-cards>`: a 121 hand drawn by the engine's
 * card painter, the same flags as `rulebook score 121`. A wrong card is
 * shown as an error in the element's box, with `rulebook-error`.
 */
export interface RulebookCardsAttributes {
  /** The hand's cards, space-separated card texts ("AS-FR CR-KY"); a `|`
   * between cards draws them as separate groups. */
  cards: string;
  /** Chỉ Điểm: the face-up indicator card. */
  indicator?: string;
  /** Ẩn Sĩ turned up so far, space-separated, in the order turned. */
  revealed?: string;
  /** Present: the engine's reading of the hand beneath it (Thế, groups, points, bonuses). */
  score?: '';
  /** The cards locked face up after a steal, space-separated (drawn with
   * a padlock; their number is the score's `locked`). */
  locked?: string;
  /** Cards drawn with a ring, space-separated. */
  marks?: string;
  /** Present: Nhất Bản was declared. */
  'nhat-ban'?: '';
  /** Present: the winner deals this round (Thắng cái). */
  dealer?: '';
  /** Present: won with a card the winner flipped from the deck (Tự thân). */
  'self-drawn'?: '';
  /** Present: won with the deck's last card (Kết chung). */
  'last-card'?: '';
  /** The element's language; the default is the nearest `lang` of the page. */
  lang?: 'vi' | 'en';
}

/** `<rulebook-cards>`. Its children are its caption. */
export interface RulebookCardsElement extends HTMLElement {
  addEventListener<K extends keyof RulebookBoardEventMap>(
    type: K,
    listener: (this: RulebookCardsElement, event: RulebookBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'rulebook-board': RulebookBoardElement;
    'rulebook-cards': RulebookCardsElement;
  }
}
