// The play page's storage, as an effect of its commits: the game in play
// saved under `<game>.game` as a versioned save (page/saves.js) holding the
// engine's record (`record()`, replayed and re-checked by `restore`), its
// clocks and a standing draw offer, written when one of them changed (the
// record asked of the engine once per version) and, while a clock runs,
// when the page is hidden (its time counted up to then); the settings under
// `<game>.settings`; the sound under `sound` (the whole site's).
//
// Version 1 saves (before versions) kept the clocks and the offer under
// keys of their own, `<game>.clock` and `<game>.offer`: `openGame` reads
// them with the record, and the first save of version 2 removes them.

import { lang } from '../i18n.js';
import { readOr, write, remove } from '../storage.js';
import { openSave, writeSave } from '../page/saves.js';
import { attempt, FAILED } from '../page/helpers.js';
import { settingsKey } from './settings.js';
import { savedClocks } from './clocks.js';
import { savedOffer } from './draw-offer.js';

const gameKey = (entry) => `${entry.id}.game`;
const legacyKeys = (entry) => [`${entry.id}.clock`, `${entry.id}.offer`];

/**
 * The saved game: `{opened: {session, fields}}` (fields: the save's
 * `clock` and `offer`), `{opened: null}` when there is none, or the save
 * refused and kept (`refused`, page/saves.js).
 */
export function openGame(entry, adapter) {
  return openSave(gameKey(entry), {
    upgrade: (record) => {
      const [clock, offer] = legacyKeys(entry).map((key) => readOr(key, null));
      return { game: record, clock, offer };
    },
    open: (fields) => ({ session: adapter.restore(fields.game, lang()), fields }),
  });
}

/** The effect: writes what the commit changed, and the game when the page is hidden. */
export function saving(store) {
  const { state } = store;
  /** What was last written of the game: the session, its version and record, the clocks, the offer. */
  let written = { session: null, version: -1, record: null, clock: null, offer: null };
  let legacy = true;

  function saveGame(always = false) {
    const { session, clocks, offer, entry } = state;
    if (!session || state.refusedSave?.blocked) return;
    const current = written.session === session && written.version === session.version;
    if (current && !always && written.clock === clocks.clock && written.offer === offer) return;
    const record = current ? written.record : attempt(() => session.record());
    if (record === FAILED) return;
    if (!writeSave(gameKey(entry), { game: record, clock: savedClocks(state), offer: savedOffer(state) })) return;
    written = { session, version: session.version, record, clock: clocks.clock, offer };
    if (legacy) legacyKeys(entry).forEach(remove);
    legacy = false;
  }

  // Hidden or closed: a running clock's time is counted up to now.
  const clockRuns = () => Boolean(state.clocks.clock && state.clocks.math.running(state.clocks.clock));
  const saveClocks = () => clockRuns() && saveGame(true);
  document.addEventListener('visibilitychange', saveClocks);
  window.addEventListener('pagehide', saveClocks);

  return (_, notices) => {
    for (const { save } of notices) {
      if (save === 'settings') write(settingsKey(state.entry), state.settings);
      if (save === 'sound') write('sound', state.soundOn);
    }
    saveGame();
  };
}
