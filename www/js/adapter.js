// The contract between the play page (shell.js and js/play/) and a game's
// adapter (js/games/<id>.js): everything the shell asks of a game, and
// nothing else. `play.html?game=<id>` loads the adapter listed in
// games/catalog.js together with its strings (js/strings/<id>.js), checks it
// with `checkAdapter`, and from then on speaks to it only through the members
// typed below.
//
// Rules stay in the engine: an adapter translates between the engine's API
// and the shell's vocabulary (sides, places, status, results) and keeps at
// most what the player is choosing before a move (Cờ Long Phượng's armed
// turn, Ô ăn quan's animation clock).
//
// Every member marked optional is for the games that need it; Cờ tướng uses
// none of them. Which game uses which is noted on each.
//
// Labels: the shell words what an adapter declares through i18n ids:
// side.<side>, notation.<id>, opt.<id> and opt.<id>.<choice>,
// options.group.<group>, tool.<id>, action.<id> and confirm.<id>,
// format.<id>, reason.<outcome reason>. A game's own strings, and the shared
// ones it words its own way as `<game>/<id>`, live in js/strings/<game>.js;
// <body data-game="<id>"> lets the CSS size each game's board.
//
// Errors: session methods (and newGame, restore, fromPosition, importRecord)
// throw the engine's Error when it refuses (importRecord and exportRecord
// may reject instead); the shell catches every one and shows its message. The engine words its refusals, explanations and duties
// in the language given (`options.language`, `restore(…, language)`,
// `session.setLanguage`).

/** @typedef {'vi' | 'en'} Language */

/** A side's id, e.g. 'red', 'sente', 'orange', 'south' (label: i18n side.<id>). @typedef {string} Side */

/**
 * A place the page points at: a board square or point, or any other place
 * the game's board answers (shogi and Cờ Long Phượng: a kind of piece in
 * hand, `81 + …`; Ô ăn quan: an arrow on the selected square, `100 + …`);
 * -1 for nothing.
 * @typedef {number} Place
 */

/** An i18n id and its placeholders, worded by the shell. @typedef {{key: string, params?: Object<string, *>}} Line */

/**
 * A setting the player chooses, shown in the panel (labels: opt.<id>, and
 * opt.<id>.<choice> for each choice). A `view` option goes into the board's
 * view object (`View[id]`); a `game` option into the options newGame,
 * fromPosition and importRecord get, so it applies from the next new game.
 * @typedef {object} Option
 * @property {string} id
 * @property {string} scope 'view' or 'game'
 * @property {string[]} [choices] a select's values; without, a checkbox (boolean)
 * @property {string | boolean} initial the value before the player chooses
 * @property {string} [impliedBy] the id of a checkbox option that, when on,
 *   turns this one on and locks it (Cờ tướng: touchMove by formal)
 * @property {string} [code] a name shown small in code type after the label
 *   words, and as its tooltip (Ô ăn quan: a house rule's name in the brief)
 * @property {boolean} [markDefault] marks the initial value: "(mặc định)" on
 *   a choice, options.defaultOn / defaultOff after a checkbox (Ô ăn quan)
 * @property {string} [group] puts the option in a collapsible group (label:
 *   options.group.<group>; Ô ăn quan: 'rules')
 */

/**
 * A button under the board (label: tool.<id>), also pressed by its keys
 * anywhere on the page except while typing (Cờ Long Phượng: turns and split;
 * Ô ăn quan: the two ways to sow and skip).
 * @typedef {object} Tool
 * @property {string} id
 * @property {string[]} keys `KeyboardEvent.key` values, lower case ('q', '[', '+', 'escape')
 * @property {string} [glyph] a symbol drawn on the button
 * @property {string} [keyLabel] the key shown on the button (default: the keys, upper case; Ô ăn quan)
 */

/**
 * An extra button beside Resign (labels: action.<id>, and confirm.<id> for
 * the question, filled with the params of `Status.actions[id]`), shown while
 * `Status.actions` offers it (shogi: the impasse call).
 * @typedef {object} Action
 * @property {string} id
 * @property {boolean} [confirm] ask the player first
 */

/**
 * The game options newGame, fromPosition and importRecord get: the language
 * and every `game` option's value by its id.
 * @typedef {{language: Language} & Object<string, string | boolean>} GameOptions
 */

/**
 * The engine's saved game (its `record()`): JSON the shell stores and gives
 * back to `restore`, which replays and re-checks every move.
 * @typedef {*} SavedGame
 */

/**
 * What a game module exports.
 * @typedef {object} Adapter
 * @property {Side[]} sides side ids in move order (the first is player 1's
 *   side in the panel's lists; move pairs start with it)
 * @property {string[]} notations move-text notations, the first the default
 *   (labels: notation.<id>); given to `Session.status`
 * @property {Option[]} options
 * @property {() => Promise<void>} load initialises the engine (the wasm module)
 * @property {(canvas: HTMLCanvasElement) => Board} createBoard the game's painter on the page's canvas
 * @property {(options: GameOptions) => Session} newGame
 * @property {(record: SavedGame, language: Language) => Session} restore a
 *   saved game (throws on a damaged one: the shell keeps it aside and says so, js/page/saves.js)
 * @property {(text: string, options: GameOptions) => Session} fromPosition a
 *   game from position text (FEN, SFEN, the brief's text), shown and pasted
 *   in the panel's position section
 * @property {string[]} [recordFormats] shows the record section: the game
 *   exported in a chosen format, imported from pasted text or a file
 *   (labels: format.<id>, e.g. kif, csa, pgn-wxf, json); requires
 *   `importRecord` and `Session.exportRecord`
 * @property {(text: string, options: GameOptions) => Session | Promise<Session>} [importRecord]
 *   a game from a record's text in any of `recordFormats`; its
 *   `Session.names` gives the players' names the record holds. It may
 *   answer later (shogi loads its record formats' module the first time)
 * @property {Action[]} [actions] extra buttons (shogi); requires `Session.act`
 * @property {Tool[]} [tools] buttons under the board (Cờ Long Phượng, Ô ăn
 *   quan); requires `Session.toolState` and `Session.tool`
 * @property {{module: string, game: string, thinker: string}} [computer] the
 *   computer player (every board game): the URL of the game's
 *   wasm module (the one the adapter imports, so the worker's copy comes from
 *   the cache) and the names of its game class (with `fromRecord`) and its
 *   thinker class; js/ai-worker.js loads them. Its moves are played with
 *   `Session.play(code)`, its hint drawn as `View.arrow`
 * @property {string[]} [timeControls] the time controls the game adds to
 *   the common ones (ids of js/play/clock-arithmetic.js: shogi's byoyomi)
 * @property {string[]} [hiddenButtons] ids of the shell's buttons the game has
 *   no use for (Ô ăn quan: 'resign', 'offer-draw', 'next-game'; its session
 *   then has no `resign` / `agreeDraw` / `nextInSeries`)
 */

/**
 * The game's painter (a Board class of the engine, e.g. XiangqiBoard): the
 * shell draws through it and asks it for geometry. `flipped` is the
 * player's choice to see the board from the other side.
 * @typedef {object} Board
 * @property {(width: number, height: number, ratio: number) => void} resize
 *   sizes it in CSS pixels at a device pixel ratio
 * @property {(game: *, view: View) => void} draw draws `Session.game`, or
 *   while the player reviews the game the engine's object at an earlier ply
 *   (`Session.game.atPly(n)`, the same class: a copy rewound, whose state,
 *   last move and hands are those of that ply)
 * @property {(x: number, y: number, flipped: boolean, selected: Place | null) => Place}
 *   squareAt the place under CSS pixel (x, y), or -1; the selection goes
 *   along for boards whose places depend on it (Ô ăn quan's arrows)
 * @property {(place: Place, flipped: boolean) => ArrayLike<number>} squareCenter
 *   a place's centre [x, y] in CSS pixels (the choice dialog is put next to it)
 * @property {(flipped: boolean) => Place} home where the keyboard cursor first appears
 * @property {(place: Place, dcol: number, drow: number, flipped: boolean, selected: Place | null) => Place}
 *   step the place one screen step from `place` (shogi and Cờ Long Phượng:
 *   across board and hands)
 */

/**
 * What the board draws, built by the shell: BoardControl's overlay, the
 * player's view options, the pending choice, the players, and the session's
 * `viewExtras`.
 * @typedef {object} View
 * @property {Place | null} selected
 * @property {* | null} hint what `Session.pick` returned to mark (Cờ tướng: move codes)
 * @property {{x: number, y: number} | null} drag the dragged piece's position
 * @property {Place | null} cursor the keyboard cursor
 * @property {Place | null} inspect the place pointed at (see `Session.describe`)
 * @property {boolean} flipped
 * @property {[Place, Place] | null} pending a move waiting for `Choose`: [from, to]
 * @property {[string, string]} players the players' names by seat (player 1, player 2)
 * @property {number | null} arrow the computer's hint: a move code drawn as an arrow
 */

/**
 * One game in progress: the object newGame, restore, fromPosition,
 * importRecord and nextInSeries return. An adapter's session extends
 * `EngineSession` (below), which gives it `version` and the verbs every
 * game has alike.
 * @typedef {object} Session
 * @property {*} game the engine's game object, given to `Board.draw` (and
 *   exposed to tests as `window.__rulebook.game`)
 * @property {number} version changes whenever the game may have (a move,
 *   undo, redo, a touch, a resignation, an action, the language): what the
 *   shell saved or showed at one version it need not ask for again
 * @property {(notation: string) => Status} status what the panel shows,
 *   moves in `notation`; the same object while the version and the
 *   notation are (the shell redraws the move list only when it is new)
 * @property {() => Outcome | null} outcome whether the game is over (the
 *   status's outcome, without reading the rest)
 * @property {(place: Place) => 'own' | 'other' | null} owner whose piece is
 *   there: the side to move's, the opponent's, or nothing
 * @property {(place: Place) => PickResult} pick the player picks up their
 *   piece (a touch-move referee may record it)
 * @property {(place: Place) => TouchResult} touchOther an opposing piece
 *   pressed with nothing selected
 * @property {() => boolean} canRelease whether a selected piece may be put
 *   back (false while the touch-move referee binds it)
 * @property {(from: Place, to: Place, choice?: string) => MoveResult} move
 *   plays from → to; called again with the chosen `ChoiceOption.value` after
 *   a `choose` answer
 * @property {(text: string) => MoveResult} playText a move typed in any notation
 * @property {() => void} undo
 * @property {() => void} redo
 * @property {() => void} [resign] the side to move resigns (every game but Ô
 *   ăn quan, which hides the button)
 * @property {() => void} [agreeDraw] the players agreed a draw (every game
 *   but Ô ăn quan, which hides 'offer-draw')
 * @property {() => void} loseOnTime the side to move's clock ran out: it loses
 * @property {() => Session} [nextInSeries] the next game of a series, sides
 *   swapped (every game but Ô ăn quan, which hides the button)
 * @property {() => SavedGame} record the game as the engine saves it
 * @property {(language: Language) => void} setLanguage
 * @property {() => void} dispose frees the engine's objects; the session is not used again
 * @property {(format: string, names: string[]) => string | Promise<string>} [exportRecord]
 *   the game in one of `Adapter.recordFormats`, with the players' names in
 *   `Adapter.sides` order (with recordFormats); it may answer later, as
 *   importRecord may
 * @property {() => string[]} [names] the players' names an imported record
 *   gave, in `Adapter.sides` order, '' when absent (shogi's KIF and CSA)
 * @property {(id: string) => void} [act] performs one of `Adapter.actions` (shogi)
 * @property {(selected: Place | null) => ToolState} [toolState] the tools'
 *   state for the selection (with tools)
 * @property {(id: string, selected: Place | null) => ToolResult} [tool] a
 *   tool button or key pressed (with tools)
 * @property {(selected: Place | null, view: View) => Object<string, *>} [viewExtras]
 *   more fields for the board's view; `view` is the view built so far (its
 *   view options and players: Ô ăn quan words the sides with the names and
 *   gives the animation's frame; Cờ Long Phượng the armed turn and mode)
 * @property {(view: View) => Object<string, *>} reviewExtras the view's
 *   extras while the board shows an earlier ply (review, js/play/review.js):
 *   nothing the player is choosing in the live game (Cờ Long Phượng's armed
 *   turn) and no animation (Ô ăn quan draws the position still).
 *   `EngineSession` gives `viewExtras(null, view)`; Ô ăn quan its own
 * @property {(from: Place, to: Place) => boolean} [isTarget] whether pressing
 *   `to`, an own piece, with `from` selected is a move there (stacking in Cờ
 *   Long Phượng) rather than a new selection
 * @property {(place: Place) => MoveResult | null} [again] the selected piece
 *   pressed again: a move result (Cờ Long Phượng's turn in place), or null to
 *   put it down
 * @property {(place: Place, game?: *) => string | null} [describe] a place in
 *   words (a stack bottom to top), shown under the board for what the mouse,
 *   the last press or the keyboard cursor points at, and read out through
 *   the live region for the keyboard cursor (every board game); `game`: the
 *   engine object drawn, a reviewed one (`atPly`) while reviewing, else
 *   `Session.game`
 * @property {() => {words: string, capture: boolean} | null} lastMoveSpoken
 *   the last move in the engine's words ("Red: cannon h2 to e2, takes the
 *   horse; check") and whether it took something, null before the first
 *   move: the live region reads it, the capture sound follows it
 * @property {() => boolean} [animating] a move is being shown step by step
 *   (Ô ăn quan's sowing): the board is redrawn every frame while it is (the
 *   view's extras carry the frame), the panel once more when it ends;
 *   <canvas data-busy> says whether it runs
 * @property {() => void} [skip] ends the animation (a press on the board,
 *   Enter, Space or Esc; with animating)
 * @property {(game: *) => Object<Side, CapturedPiece[]>} [capturedIn] the
 *   captured pieces of another game object, a reviewed one (Cờ tướng)
 * @property {() => string[]} [ruleOptions] the game's house rules that differ
 *   from the default, as `name=value` (Ô ăn quan): "Embed this position"
 *   writes them as the board's `options`
 */

/**
 * What the panel shows of a game.
 * @typedef {object} Status
 * @property {Side} turn the side to move
 * @property {Object<Side, 0 | 1>} playerOf the player (0: player 1, 1: player 2) each side belongs to
 * @property {boolean} inCheck
 * @property {Outcome | null} outcome
 * @property {string[]} moves the moves played, in the notation asked
 * @property {Side} firstMover the side that moved first (a game set up with
 *   the second side to move starts its first pair with a gap)
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {string} position the position as text (the position section)
 * @property {Table} table
 * @property {string} duty the touch-move referee's words for the side to move, '' when none
 * @property {Object<Side, number>} fouls technical fouls by side (shown under a touch-move referee)
 * @property {Toss | null} [toss] how the first mover was chosen, shown as
 *   tiles until the first move: shogi's furigoma, Ô ăn quan's
 *   rock–paper–scissors; null: none this game (the sentence is then
 *   status.plays: who plays first; Cờ Long Phượng); absent: the coin toss
 *   (status.toss; Cờ tướng)
 * @property {Object<string, Object<string, *>>} [actions] the actions
 *   available now, by id, with the params of their confirm.<id> question (shogi)
 * @property {Line | null} [note] a line after the result (shogi: the impasse
 *   points; Ô ăn quan: the final count)
 * @property {Line | null} [guide] a line of guidance under the turn (Cờ Long
 *   Phượng's opening drops; Ô ăn quan: the sowing and what the last move did)
 * @property {Line | null} [score] a line of scores under the turn (Ô ăn quan)
 * @property {{side: Side, key: string}} [turnLine] what the turn line
 *   shows instead of status.turn for `turn`: the i18n id `key` with {side}
 *   and {name} of `side` (Ô ăn quan: the mover "is sowing…" while the move
 *   is shown; `turn` is the engine's side to move all the same)
 * @property {Object<Side, CapturedPiece[]>} [captured] the pieces each side
 *   has captured, shown in the panel (Cờ tướng)
 */

/**
 * A captured piece as the panel shows it: the engine's name for it, the
 * side it belonged to, and its glyph in each piece set (`pieceSet` choice).
 * @typedef {{name: string, side: Side, glyphs: Object<string, string>}} CapturedPiece
 */

/** @typedef {{winner: Side | null, reason: string, text: string}} Outcome reason: the engine's id (`checkmate`); text: the engine's words for it in the game's language; no winner: a draw */

/**
 * The table's rules this game, shown in the panel.
 * @typedef {object} Table
 * @property {boolean} touchMove a touch-move referee (Cờ tướng)
 * @property {boolean} formal no undo
 * @property {boolean} foulLoss a foul loses the game
 * @property {string} [text] the game's own sentence instead (Ô ăn quan: its house rules)
 */

/**
 * A toss shown as small tiles, with its sentence: the i18n id `key`
 * (default status.toss) filled with `params` plus name, side (of the side
 * `side`) and tosser (player 1).
 * @typedef {object} Toss
 * @property {{text: string, className?: string}[]} items the tiles
 * @property {Object<string, *>} params
 * @property {Side} [side] the side the toss chose to move first (default: sides[0])
 * @property {string} [key] the sentence's i18n id (Ô ăn quan)
 * @property {boolean} [rule] false hides the toss rule line (status.tossRule)
 */

/**
 * @typedef {object} PickResult
 * @property {boolean} ok the piece is selected
 * @property {* | null} hint what the board marks for it (`View.hint`), or null
 * @property {string} [note] the touch-move referee's words; shown as a duty when not ok
 * @property {string} [why] the engine's reason the place can't be picked (Ô ăn quan)
 * @property {() => string | null} [reword] the engine's words for `why`, or
 *   for the foul in `note`, in the language set since (Cờ tướng: the
 *   state's `lastFoul`)
 */

/**
 * Null when no referee cares, else whether touching it was a foul and the
 * referee's words (`reword`: the same words in the language set since, as
 * PickResult's).
 * @typedef {{foul: boolean, note: string, reword?: () => string | null} | null} TouchResult
 */

/**
 * {ok: true}: played. {ok: false, why}: refused for the engine's reason
 * `why`; `why: null` just puts the piece down. {ok: false, choose}: the
 * player must choose first (shogi's promotion): the page asks in a small
 * dialog next to the destination (drawn as `View.pending`) and calls `move`
 * again with the chosen value.
 * @typedef {object} MoveResult
 * @property {boolean} ok
 * @property {string | null} [why]
 * @property {() => string | null} [reword] asks the engine for `why` again,
 *   in the game's current language (null: no longer refused); the page
 *   words the refusal anew when the language changes. Also on a
 *   PickResult's and a ToolResult's `why`
 * @property {Choose} [choose]
 */

/** @typedef {{options: ChoiceOption[]}} Choose */

/**
 * @typedef {object} ChoiceOption
 * @property {string} value given back to `Session.move`
 * @property {Object<string, string>} glyphs the piece as drawn in each
 *   pieceSet option value (the first when the game has no pieceSet)
 * @property {string} key the label's i18n id
 * @property {Object<string, *>} [params]
 * @property {string} [className]
 */

/**
 * @typedef {object} ToolState
 * @property {Object<string, {pressed: boolean, disabled: boolean}>} buttons by tool id
 * @property {string | null} note a line under the tools (what is armed)
 */

/**
 * A tool's answer: `why` (the engine's reason: an error) or `key`/`params`
 * (an i18n line: announced when ok, else shown as a message); `played`: the
 * tool played a move (Ô ăn quan's sowing).
 * @typedef {object} ToolResult
 * @property {boolean} ok
 * @property {string} [why]
 * @property {string} [key]
 * @property {Object<string, *>} [params]
 * @property {boolean} [played]
 */

/**
 * The base of an adapter's session: the engine's game, and what has been
 * read from it since the game last changed. The page asks the engine once
 * per change and shares the answer (a `state()` serialises the whole game,
 * about a hundred times the cost of a small verb): `read` keeps each answer
 * until `change` runs a call that changed the game.
 */
/**
 * Whether the page is on a touch screen without a mouse (the CSS's
 * `(hover: none) and (pointer: coarse)`): words that name keys are left out.
 */
export const touchScreen = () => Boolean(globalThis.matchMedia?.('(hover: none) and (pointer: coarse)').matches);

/**
 * A game's engine as the pages give it to an adapter's `load` (generated
 * from games.json into js/games/list.js and js/embed/list.js): `module`
 * imports the glue of its wasm module, `records` (the play page's) that of
 * its record formats, `url` (the play page's) is the glue's address for the
 * computer's worker. Each import is a literal, which a bundler follows.
 * @typedef {object} Engine
 * @property {() => Promise<any>} module
 * @property {() => Promise<any>} [records]
 * @property {string} [url]
 */

/** A module's glue imported and its wasm started. */
async function started(load) {
  const module = await load();
  await module.default();
  return module;
}

/**
 * What an adapter holds of the engine its `load` is given: `load` starts
 * the game's module (and tells `computer`, when there is one, where the
 * worker finds it); `records` starts the record formats' module the first
 * time it is asked for.
 */
export function engineModules(computer = null) {
  /** @type {Engine | null} */
  let engine = null;
  return {
    /** @param {Engine} given */
    load(given) {
      engine = given;
      if (computer) computer.module = given.url ?? null;
      return started(given.module);
    },
    records: onDemand(() => engine.records()),
  };
}

/**
 * The saved game a record's text holds when it is the saved-game JSON
 * (it starts with `{`), else null; JSON that does not parse is refused
 * with the parser's reason.
 */
export function savedGameJson(text) {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    return JSON.parse(trimmed);
  } catch (error) {
    throw new Error(`JSON: ${error.message}`);
  }
}

/**
 * A module fetched and started the first time it is asked for (a game's
 * record formats): `load` imports it; a failed fetch is tried again the
 * next time.
 */
export function onDemand(load) {
  let loading = null;
  return () => {
    loading ??= started(load).catch((error) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export class EngineSession {
  constructor(game) {
    this.game = game;
    this.version = 0;
    /** Answers read at this version, by key. */
    this.known = new Map();
    /**
     * The words the board is drawn with (`viewExtras`), `t(id, params)`:
     * the page's (i18n.js) unless set; an embedded board sets its own
     * language's.
     */
    this.words = null;
  }

  /** `ask()`'s answer, asked once per version under `key`. */
  read(key, ask) {
    if (!this.known.has(key)) this.known.set(key, ask());
    return this.known.get(key);
  }

  /**
   * Runs `action`, a call that may change the game, and forgets what was
   * read. A call the engine refuses (it throws) changed nothing: what was
   * read stays true.
   */
  change(action) {
    const result = action();
    this.version++;
    this.known.clear();
    return result;
  }

  /**
   * The view's extras for a reviewed position (`Session.reviewExtras`):
   * those of no selection, by default.
   */
  reviewExtras(view) {
    return this.viewExtras?.(null, view) ?? {};
  }

  /** The engine's whole state, read once per version. */
  state() {
    return this.read('state', () => this.game.state());
  }

  /**
   * A field of the state when it was read at this version; else the small
   * verb `ask` answers (once per version under the same key).
   */
  fromState(key, ask) {
    if (this.known.has('state')) return this.state()[key];
    return this.read(key, ask);
  }

  /**
   * What the panel shows (`Session.status`): one object per version and
   * notation, built by the adapter's `statusOf(state, notation)`.
   */
  status(notation) {
    return this.read(`status ${notation}`, () => this.statusOf(this.state(), notation));
  }

  /**
   * The status fields every game reads alike from its state (`inCheck`
   * false for a game without check); the adapter adds the rest.
   */
  commonStatus(s, notation) {
    return {
      turn: s.sideToMove,
      inCheck: Boolean(s.inCheck),
      outcome: s.outcome,
      moves: this.moves(notation),
      firstMover: s.firstSide,
      canUndo: s.canUndo,
      canRedo: s.canRedo,
    };
  }

  /** The moves played, in a notation (the games with one: any). */
  moves(notation) {
    return this.read(`moves ${notation}`, () => this.game.history(notation));
  }

  /** The engine's outcome, null while the game goes on. */
  outcome() {
    return this.fromState('outcome', () => this.game.outcome());
  }

  /** The side to move's id. */
  sideToMove() {
    return this.fromState('sideToMove', () => this.game.sideToMove());
  }

  /** What stands on a place (for a game whose engine answers `pieceAt`). */
  pieceAt(place) {
    return this.read(`piece ${place}`, () => this.game.pieceAt(place));
  }

  /**
   * A place in the engine's words: the live game's, read once per version,
   * or a reviewed game's (`game`, from `atPly`), asked each time.
   */
  describeOn(place, game = this.game) {
    if (game !== this.game) return game.describe(place) ?? null;
    return this.read(`describe ${place}`, () => this.game.describe(place)) ?? null;
  }

  /** 'own' (the side to move's piece, stack or hand), 'other', or null for nothing there. */
  owner(place) {
    const piece = this.pieceAt(place);
    if (!piece) return null;
    return piece.side === this.sideToMove() ? 'own' : 'other';
  }

  dispose() {
    this.game.free();
  }

  setLanguage(language) {
    this.change(() => this.game.setLanguage(language));
  }

  undo() {
    this.change(() => this.game.undo());
  }

  redo() {
    this.change(() => this.game.redo());
  }

  resign() {
    this.change(() => this.game.resign());
  }

  agreeDraw() {
    this.change(() => this.game.agreeDraw());
  }

  loseOnTime() {
    this.change(() => this.game.loseOnTime());
  }

  /**
   * Plays a move (a code or a text), or returns the engine's reason why not:
   * the move is played at once (most are legal), and only a refusal asks
   * the engine's words for it (`explain`: the reason without the move's text).
   */
  play(move) {
    try {
      this.change(() => this.game.play(move));
      return { ok: true };
    } catch (error) {
      const why = this.game.explain(move);
      if (why) return { ok: false, why, reword: () => this.game.explain(move) };
      throw error;
    }
  }

  /** Plays a move typed in one of the game's notations, or says why not. */
  playText(text) {
    return this.play(text);
  }

  record() {
    return this.game.record();
  }

  /** The last move in words and whether it took something (`lastMoveSpoken`). */
  lastMoveSpoken() {
    return this.read('lastMoveSpoken', () => this.game.lastMoveSpoken());
  }
}

const REQUIRED = {
  sides: 'array',
  notations: 'array',
  options: 'array',
  load: 'function',
  createBoard: 'function',
  newGame: 'function',
  restore: 'function',
  fromPosition: 'function',
};

const SESSION = ['status', 'outcome', 'owner', 'pick', 'touchOther', 'canRelease', 'move', 'playText', 'undo', 'redo', 'record', 'setLanguage', 'dispose', 'lastMoveSpoken', 'loseOnTime'];

/** Each optional member that brings others with it. */
const BRINGS = {
  adapter: { recordFormats: ['importRecord'] },
  session: { recordFormats: ['exportRecord'], actions: ['act'], tools: ['toolState', 'tool'] },
};

function missing(what, name) {
  throw new Error(`The game's ${what} has no ${name} (see js/adapter.js).`);
}

/** Throws when a game module lacks a member the shell needs. */
export function checkAdapter(adapter) {
  for (const [name, kind] of Object.entries(REQUIRED)) {
    const ok = kind === 'array' ? Array.isArray(adapter[name]) : typeof adapter[name] === kind;
    if (!ok) missing('adapter', name);
  }
  for (const [member, needs] of Object.entries(BRINGS.adapter)) {
    for (const name of needs) if (adapter[member] && typeof adapter[name] !== 'function') missing('adapter', name);
  }
}

/** Throws when a session lacks a method the shell calls for this adapter. */
export function checkSession(session, adapter) {
  const hidden = adapter.hiddenButtons ?? [];
  const needed = [
    ...SESSION,
    ...(hidden.includes('resign') ? [] : ['resign']),
    ...(hidden.includes('offer-draw') ? [] : ['agreeDraw']),
    ...(hidden.includes('next-game') ? [] : ['nextInSeries']),
    ...Object.entries(BRINGS.session).flatMap(([member, names]) => (adapter[member] ? names : [])),
  ];
  if (!('game' in session)) missing('session', 'game');
  if (typeof session.version !== 'number') missing('session', 'version');
  for (const name of needed) if (typeof session[name] !== 'function') missing('session', name);
}
