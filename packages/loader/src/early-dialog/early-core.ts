/**
 * What the early dialog shares with the loader: the loader's core as an early view sees it.
 * The entry builds it (entry/start.ts) from its startup state and its own import of the core;
 * an early view only reads it, to tell the reader when a kept submit's code cannot come and
 * to load the core again from the message's Try again (or ask for a reload where only that
 * can bring it).
 */

/** The loader's core, as an early view sees it: whether it could not load, and a new attempt. */
export interface EarlyCore {
  failed(): boolean;
  /** Calls `listener` on each change of whether it failed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Loads the core again; settles with whether it came (then its code takes over). */
  retry(): Promise<boolean>;
  /**
   * Whether the last attempt failed without the browser asking for the core: it keeps a
   * failed module request for as long as the page lives, so only `reload` can bring it.
   */
  kept(): boolean;
  /** Loads the page again. */
  reload(): void;
}

/** Where Try again cannot work, the message asks for a reload instead (`EarlyCore`). */
export type Reload = Pick<EarlyCore, 'kept' | 'reload'>;
