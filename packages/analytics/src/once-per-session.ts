import { getDataLayer } from './data-layer.ts';
import { pageStateOf } from './page-state.ts';
import { readItem, storageOf, writeItem } from './storage.ts';

const KEY_PREFIX = 'masthead.analytics.once.';

/**
 * Returns true the first time it is called with `key` in this browser session (tab), false
 * afterwards, across all copies of this package on the page and across page loads. When
 * sessionStorage is unavailable it still holds for the page's lifetime.
 */
export function firstTimeThisSession(key: string, win: Window = window): boolean {
  const { once } = pageStateOf(getDataLayer(win));
  if (once.has(key)) return false;
  once.add(key);
  const storage = storageOf(win, 'sessionStorage');
  if (readItem(storage, KEY_PREFIX + key) !== null) return false;
  writeItem(storage, KEY_PREFIX + key, '1');
  return true;
}
