/**
 * Web Storage that never throws. Reading `window.localStorage` itself throws when storage is
 * blocked, and writes throw in private mode or when the quota is full: analytics must never
 * break a widget because of that, so every error here becomes a null, a false or nothing.
 */
export type StorageArea = 'localStorage' | 'sessionStorage';

/** The storage area of a window, or null when the browser refuses access. */
export function storageOf(win: Window, area: StorageArea): Storage | null {
  try {
    return win[area] ?? null;
  } catch {
    return null;
  }
}

export function readItem(storage: Storage | null, key: string): string | null {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

/** Returns whether the value was stored. */
export function writeItem(storage: Storage | null, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to undo: an unreadable entry is treated as absent anyway.
  }
}
