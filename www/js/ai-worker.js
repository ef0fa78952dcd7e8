// The computer player's Web Worker (a module worker): it loads the game's
// own wasm module, the same URL as the page's (so the browser fetches it
// once), and searches there, off the page's thread.
//
// Messages in:
//   {type: 'think', id, engine: {module, game, thinker}, record, language, settings}
//     engine: the module's URL (same origin) and its game and thinker
//     classes' names (the adapter's `computer`); record: the game as
//     `record()` saved it; settings: the thinker's ({level} or limits, seed).
// Messages out, for that id:
//   {type: 'info', id, info}      each finished iteration (the thinker's)
//   {type: 'bestmove', id, answer} the answer: `answer.best` {code, text} or null
//   {type: 'error', id, message}   the engine refused (a bad record, …)
// A search cannot read messages while it runs: to stop one, the page
// terminates the worker and keeps the last `info` as the best move so far.

/** The engine loaded for a module URL: {module, thinkers by class name}. */
const engines = new Map();

async function engine(spec) {
  const url = new URL(spec.module, self.location.href);
  if (url.origin !== self.location.origin) throw new Error(`the engine must come from this site, not ${url.origin}`);
  let loaded = engines.get(url.href);
  if (!loaded) {
    const module = await import(url.href);
    await module.default();
    loaded = { module, thinkers: new Map() };
    engines.set(url.href, loaded);
  }
  const Game = loaded.module[spec.game];
  const Thinker = loaded.module[spec.thinker];
  if (typeof Game?.fromRecord !== 'function' || typeof Thinker !== 'function') {
    throw new Error(`the module has no ${spec.game} and ${spec.thinker}`);
  }
  // One thinker per class: its transposition table is allocated once.
  if (!loaded.thinkers.has(spec.thinker)) loaded.thinkers.set(spec.thinker, new Thinker());
  return { Game, thinker: loaded.thinkers.get(spec.thinker) };
}

async function think({ id, engine: spec, record, language, settings }) {
  const { Game, thinker } = await engine(spec);
  const game = Game.fromRecord(record, language);
  try {
    const answer = thinker.think(game, settings, (info) => self.postMessage({ type: 'info', id, info }));
    self.postMessage({ type: 'bestmove', id, answer });
  } finally {
    game.free();
  }
}

self.addEventListener('message', (event) => {
  const message = event.data;
  if (message?.type !== 'think') return;
  think(message).catch((error) => {
    self.postMessage({ type: 'error', id: message.id, message: error?.message ?? String(error) });
  });
});
