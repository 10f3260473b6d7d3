import { useMemo, useSyncExternalStore } from 'react';
import { subscribeToDataLayer } from '../data-layer.ts';
import type { DigitalData } from '../types.ts';

/**
 * A copy of the window's `digitalData`, refreshed after every change made through this
 * package. A copy, because the live object is mutated in place and React needs a new value
 * to re-render. Reads without creating the data layer: an inspector must not change the page.
 */
export function useDataLayerSnapshot(win: Window): DigitalData | null {
  const store = useMemo(() => snapshotStore(win), [win]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

function snapshotStore(win: Window) {
  let snapshot = copyOf(win);
  return {
    subscribe(onChange: () => void): () => void {
      // Catch up with changes made between the first render and subscribing.
      snapshot = copyOf(win);
      return subscribeToDataLayer(() => {
        snapshot = copyOf(win);
        onChange();
      }, win);
    },
    getSnapshot: () => snapshot,
  };
}

function copyOf(win: Window): DigitalData | null {
  const data = (win as Window & { digitalData?: unknown }).digitalData;
  if (typeof data !== 'object' || data === null) return null;
  try {
    return JSON.parse(JSON.stringify(data)) as DigitalData;
  } catch {
    // A tag manager may have put something unserialisable there; show nothing rather than crash.
    return null;
  }
}
