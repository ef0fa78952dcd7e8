// Saved games, versioned. A page keeps its game in progress under one key
// (`<game>.game`) as `{saveVersion, ...fields}`, written by the page's
// saving effect after the commits that change it. The saves written before
// there were versions (version 1) held the engine's record alone under that
// key, beside other keys: each page's `upgrade` reads those as the current
// version.
//
// A save this page can't open is refused and kept, never overwritten: one
// written by a newer version of the page (its `saveVersion` is higher), or
// a damaged one (not JSON, or a record the engine refuses). Its text is
// moved, exactly as it was, to the first free key `<key>.kept.<n>`, which
// the page names to the player, and the page starts a new game under
// `<key>`: a reload then opens what was played since, and nothing played
// before is lost. Where even that copy can't be written (storage full), the
// save stays where it is and nothing is saved over it.

import { readText, writeText, remove, write, storedName } from '../storage.js';

/** The version of the saves this page writes. */
export const SAVE_VERSION = 2;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Opens the save under `key`: `upgrade(value)` turns an unversioned save
 * (version 1) into the current version's fields, `open(fields)` turns
 * those into the page's game and throws when the engine refuses them.
 * Answers `{opened}` (null when there is no save) or `{refused}`: why
 * ('newer' or 'damaged'), the key it is kept under as the browser names it
 * (`keptAs`, shown to the player), and `blocked` when it could not be moved:
 * the page then saves nothing over it.
 */
export function openSave(key, { upgrade, open }) {
  const text = readText(key);
  if (text === null) return { opened: null, refused: null };
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { opened: null, refused: keep(key, text, 'damaged') };
  }
  const version = isObject(value) ? value.saveVersion : undefined;
  if (Number.isInteger(version) && version > SAVE_VERSION) {
    return { opened: null, refused: keep(key, text, 'newer') };
  }
  try {
    const fields = version === undefined ? upgrade(value) : value;
    if (!isObject(fields)) throw new Error('not a save');
    return { opened: open(fields), refused: null };
  } catch {
    return { opened: null, refused: keep(key, text, 'damaged') };
  }
}

/** Moves the refused save's text to the first free `<key>.kept.<n>`. */
function keep(key, text, reason) {
  for (let n = 1; n < 1000; n++) {
    const kept = `${key}.kept.${n}`;
    if (readText(kept) !== null) continue;
    if (!writeText(kept, text)) break;
    remove(key);
    return { reason, keptAs: storedName(kept), blocked: false };
  }
  return { reason, keptAs: storedName(key), blocked: true };
}

/** Writes the current version's save: `fields` with the version. False when the browser refused. */
export function writeSave(key, fields) {
  return write(key, { saveVersion: SAVE_VERSION, ...fields });
}
