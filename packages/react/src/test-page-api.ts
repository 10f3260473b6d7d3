/** A stand-in for the loader's page API in the unit tests: what the components call, recorded. */
import { vi } from 'vitest';
import type { MastheadPageApi } from './types.ts';

export function fakePageApi() {
  const api = {
    version: 'test',
    openAccountDialog: vi.fn(),
    openCheckoutDialog: vi.fn(),
    closeDialog: vi.fn(),
    getState: vi.fn(),
    subscribe: vi.fn(() => () => undefined),
    setAuth: vi.fn(),
    prefetch: vi.fn(),
    lendReact: vi.fn(),
    setLocale: vi.fn(() => Promise.resolve()),
  };
  return api satisfies MastheadPageApi;
}

type WithApi = Window & { Masthead?: MastheadPageApi };

/** Runs the loader's start as a page sees it: `window.Masthead`, then `masthead:ready`. */
export function loaderRuns(api: MastheadPageApi): void {
  (window as WithApi).Masthead = api;
  document.dispatchEvent(new CustomEvent('masthead:ready', { detail: null }));
}

/** The page as before the loader's tag ran. */
export function noLoader(): void {
  delete (window as WithApi).Masthead;
}
