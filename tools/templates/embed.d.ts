// Types of Rulebook's embeddable elements (www/embed.js): their attributes,
// properties and events. A page includes the one script:
//
//   <script type="module" src="…/embed.js"></script>
//   <rulebook-board game="xiangqi" moves="h2e2 h9g7 h0g2" ply="1">Cannon to the centre.</rulebook-board>
//
// Every attribute has a property that reads and writes it (null removes
// it), set in any order, before or after the script has run: the element
// rebuilds from its attributes once per task, and `ready` resolves when it
// has drawn. `lang` is HTMLElement's own property. The events bubble out of
// the element (and its shadow roots), so a listener on an ancestor or the
// document hears them, typed through the global event maps below.

/** The board games an embedded board shows. */
export type RulebookGame = {{boardGameUnion}};

/** The side at the bottom, in each game's words. */
export type RulebookOrientation = {{orientationUnion}};

/** What the reader may do with a board. */
export type RulebookMode = 'view' | 'play' | 'exercise';

/** The pieces' faces (the games that have a choice). */
export type RulebookPieces = {{pieceUnion}};

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
  mode?: RulebookMode;
  /** The expected line of an exercise, space-separated moves from the shown position. */
  solution?: string;
  /** Ô ăn quan's house rules, space-separated `name=value` pairs (as `rulebook … --option`). */
  options?: string;
  /** Places to mark, space-separated, named as the game writes them ("e4", "7g"; Ô ăn quan's squares 0–11). */
  marks?: string;
  /** Arrows, space-separated `from-to` pairs of places ("h2-e2"). */
  arrows?: string;
  /** The pieces' faces: {{pieceList}}. */
  pieces?: RulebookPieces;
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

/** The events of both elements (all bubble and are composed). */
export interface RulebookEventMap {
  /** A move played on the board (by the reader, or an exercise's reply). */
  'rulebook-move': CustomEvent<RulebookMoveDetail>;
  /** The exercise's solution was found. */
  'rulebook-solved': CustomEvent<undefined>;
  /** The element could not draw (a bad attribute, a load that failed) or a step failed: it shows the error in its box. */
  'rulebook-error': CustomEvent<RulebookErrorDetail>;
  /** The element has drawn from its attributes: the first time, and after each rebuild. */
  'rulebook-ready': CustomEvent<null>;
}

export interface RulebookBoardEventMap extends HTMLElementEventMap, RulebookEventMap {}

/** What both elements share: `ready`, and their events typed with the element as `this`. */
export interface RulebookElement<Self> extends HTMLElement {
  /**
   * Resolves to the element once it has drawn from its attributes (a board
   * draws when it nears the screen); rejects with the Error it shows when it
   * could not. Once settled it is replaced by a new promise when an
   * attribute change (or a board's `reset()`) rebuilds the element: read it
   * after setting properties.
   */
  readonly ready: Promise<Self>;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: Self, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: Self, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/**
 * `<rulebook-board>`. Its children are its caption. Each attribute's
 * property reads the attribute (or its default) and writes it, except that
 * `position`, `moves` and `ply` read what the board shows: the reader's
 * steps and moves change them, not the attributes, and a change that
 * redraws the board shows in them once `ready` has resolved.
 */
export interface RulebookBoardElement extends RulebookElement<RulebookBoardElement> {
  /** The `game` attribute ('' when absent). */
  get game(): RulebookGame | '';
  set game(value: RulebookGame | null);
  /**
   * The shown position in the command line's text form ('' before the board
   * has drawn, or after an error). Writing sets the `position` attribute:
   * the position the moves start from (`startpos` when absent).
   */
  get position(): string;
  set position(value: string | null);
  /**
   * The line's moves as the engine writes them (the attribute's, then the
   * reader's); before the board has first drawn (or after an error), the
   * `moves` attribute's words. Writing sets the attribute (space-separated
   * text, or an array of moves): the board redraws, `ready` says when.
   */
  get moves(): string[];
  set moves(value: string | readonly string[] | null);
  /**
   * The ply shown (0 to the line's length); before the board has first
   * drawn (or after an error), the `ply` attribute's (every move when
   * absent). Writing sets the attribute and steps there at once, also when
   * it already said so (a ply the shown line lacks waits for the redraw).
   */
  get ply(): number;
  set ply(value: number | null);
  /** The `orientation` attribute, or the game's first side (the default; '' without a known game). */
  get orientation(): RulebookOrientation | '';
  set orientation(value: RulebookOrientation | null);
  /** The `mode` attribute, or `view` (the default). */
  get mode(): RulebookMode;
  set mode(value: RulebookMode | null);
  /** The `solution` attribute ('' when absent). */
  get solution(): string;
  set solution(value: string | null);
  /** The `options` attribute ('' when absent). */
  get options(): string;
  set options(value: string | null);
  /** The `pieces` attribute, or the game's first set ('' for a game without a choice). */
  get pieces(): RulebookPieces | '';
  set pieces(value: RulebookPieces | null);
  /** The `marks` attribute ('' when absent). */
  get marks(): string;
  set marks(value: string | null);
  /** The `arrows` attribute ('' when absent). */
  get arrows(): string;
  set arrows(value: string | null);
  /** Back to what the attributes say: the reader's moves are forgotten. */
  reset(): void;
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

/**
 * `<rulebook-cards>`. Its children are its caption. Each attribute's
 * property reads and writes it: the text ones '' when absent, the flags
 * (`score`, `nhat-ban` as `nhatBan`, …) booleans. It fires
 * `rulebook-ready` and `rulebook-error`.
 */
export interface RulebookCardsElement extends RulebookElement<RulebookCardsElement> {
  get cards(): string;
  set cards(value: string | null);
  get indicator(): string;
  set indicator(value: string | null);
  get revealed(): string;
  set revealed(value: string | null);
  get locked(): string;
  set locked(value: string | null);
  get marks(): string;
  set marks(value: string | null);
  score: boolean;
  nhatBan: boolean;
  dealer: boolean;
  selfDrawn: boolean;
  lastCard: boolean;
}

/** The element classes `embed.js` defines as <rulebook-board> and <rulebook-cards>, for a page that extends or checks them. */
export declare const RulebookBoard: { new (): RulebookBoardElement; prototype: RulebookBoardElement };
export declare const RulebookCards: { new (): RulebookCardsElement; prototype: RulebookCardsElement };

declare global {
  interface HTMLElementTagNameMap {
    'rulebook-board': RulebookBoardElement;
    'rulebook-cards': RulebookCardsElement;
  }
  // Bubbling and composed, the events reach every ancestor: an element's
  // listeners (HTMLElementEventMap), the document's and the window's.
  interface GlobalEventHandlersEventMap extends RulebookEventMap {}
}
