// localStorage as JSON under one "rulebook." prefix. Storage can be missing
// or full (private browsing, quotas), so nothing here ever throws except
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

/** The stored value, or undefined when absent. Throws on corrupt JSON. */
export function read(key) {
  const raw = storage()?.getItem(PREFIX + key);
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
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function remove(key) {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to do: the value stays unreadable and is replaced on next write.
  }
}
