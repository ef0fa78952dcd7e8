// localStorage as JSON (or text as it is) under one "rulebook." prefix.
// Storage can be missing or full (private browsing, quotas), so nothing
// here ever throws except
// `read` on a value that exists but is not JSON: the caller decides whether
// that deserves a note to the player.

const PREFIX = 'rulebook.';

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // access itself throws when storage is disabled
  }
}

/** The stored text as it is, or null when absent (or storage is disabled). */
export function readText(key) {
  try {
    return storage()?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/** Stores text as it is; returns false when the browser refused. */
export function writeText(key, text) {
  try {
    storage()?.setItem(PREFIX + key, text);
    return true;
  } catch {
    return false;
  }
}

/** The stored value, or undefined when absent. Throws on corrupt JSON. */
export function read(key) {
  const raw = readText(key);
  return raw == null ? undefined : JSON.parse(raw);
}

/** The stored value, or `fallback` when absent or unreadable. */
export function readOr(key, fallback) {
  try {
    return read(key) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Stores a value; returns false when the browser refused. */
export function write(key, value) {
  return writeText(key, JSON.stringify(value));
}

/** The key as the browser stores it (the prefix included), for words shown to a player. */
export const storedName = (key) => PREFIX + key;

export function remove(key) {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to do: the value stays unreadable and is replaced on next write.
  }
}
