// The 121 page's storage, as an effect of its commits: the live match
// saved under `card121.game` (match.js) as a versioned save whose `game` is
// the engine's record, written when the table changed (the record asked of
// the engine once per change); the settings under `card121.settings`; the
// import field's text under `card121.import`.

import { write } from '../storage.js';
import { writeSave } from '../page/saves.js';
import { attempt, FAILED } from '../page/helpers.js';
import { GAME_KEY, SETTINGS_KEY } from './match.js';
import { DRAFT_KEY } from './records.js';

export function saving(store) {
  const { state } = store;
  /** The table and its change last saved. */
  let written = { table: null, version: -1 };

  return (_, notices) => {
    for (const { save } of notices) {
      if (save === 'settings') write(SETTINGS_KEY, state.settings);
      if (save === 'import') write(DRAFT_KEY, state.importText);
    }
    const { table, tableVersion } = state;
    if (!table || state.refusedSave?.blocked) return;
    if (written.table === table && written.version === tableVersion) return;
    // The record always exists; a full storage keeps the last one.
    const record = attempt(() => table.record());
    if (record !== FAILED && writeSave(GAME_KEY, { game: record })) written = { table, version: tableVersion };
  };
}
