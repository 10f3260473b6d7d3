import type { DigitalData } from './types.ts';

/**
 * State that must be one per page although every remote may bundle its own copy of this
 * package, so it cannot live in module scope. It hangs off `digitalData` (our one global)
 * under a registry symbol: shared by all copies, invisible to JSON and to tag managers.
 */
export interface PageState {
  /** Once-per-page markers, the fallback when sessionStorage is unavailable. */
  readonly once: Set<string>;
  /** Increments per user-data refresh so a slow, older answer never overwrites a newer one. */
  refreshCount: number;
  /** Stops the page's log client; set while one is connected. */
  stopLogging: (() => void) | null;
}

const PAGE_STATE = Symbol.for('masthead.analytics.page-state');

type WithPageState = DigitalData & { [PAGE_STATE]?: PageState };

export function pageStateOf(data: DigitalData): PageState {
  const holder = data as WithPageState;
  let state = holder[PAGE_STATE];
  if (!state) {
    state = { once: new Set(), refreshCount: 0, stopLogging: null };
    Object.defineProperty(holder, PAGE_STATE, { value: state, enumerable: false, configurable: true });
  }
  return state;
}
