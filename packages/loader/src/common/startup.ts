/**
 * Whether the loader has started, and why not when it cannot: its config unreachable (a
 * 404, the network, a missing CORS header, a typo in `data-masthead-config`), not JSON,
 * not valid or naming no remote, or its own code unreachable. The page API says so
 * (`getState().loader`), so a page's own script can fall back to a link of its own; the
 * console gets one error naming the cause and the data layer one `loaderUnavailable`
 * event, for each attempt that fails. A reader who asks for a dialog meanwhile is told,
 * with Try again (dialogs.ts), which asks for the config again: once it comes, the loader
 * starts as it would have, widgets and all, and the dialog opens.
 */
import { loadConfig, StartError, type LoaderConfig, type MastheadStartFailure } from './config.ts';
import { logError } from './log.ts';
import { afterReactChosen } from './react-choice.ts';

export type { MastheadStartFailure };

/**
 * Whether the loader has started: `starting` until its config and its code are in (or while
 * it tries again), then `started`, or `unavailable`, with why (`reason`) and a `message`
 * naming the cause, as the console has it. Until it has started no widget mounts, and a
 * dialog asked for shows the loader's 'unavailable' message instead.
 */
export type MastheadLoaderState =
  | { readonly status: 'starting' }
  | { readonly status: 'started' }
  | { readonly status: 'unavailable'; readonly reason: MastheadStartFailure; readonly message: string };

export interface Startup {
  /** The config, once an attempt has had it: it stays pending while the loader is unavailable. */
  readonly config: Promise<LoaderConfig>;
  /** The first attempt's config, or null when it failed (then the loader is unavailable). */
  readonly first: Promise<LoaderConfig | null>;
  state(): MastheadLoaderState;
  /** Calls `listener` on every change of the state; returns the unsubscribe. */
  subscribe(listener: (state: MastheadLoaderState) => void): () => void;
  /** The loader's code is in and has its config: it has started. */
  started(): void;
  /** The loader's own code could not load: nothing can start it again. */
  codeFailed(error: unknown): void;
  /**
   * Ask for the config again, when that is what failed; settles with whether it came (the
   * loader then starts). A retry already under way is joined, not repeated.
   */
  retry(): Promise<boolean>;
}

export function createStartup(doc: Document): Startup {
  const win = doc.defaultView;
  let state: MastheadLoaderState = { status: 'starting' };
  const listeners = new Set<(state: MastheadLoaderState) => void>();
  const setState = (next: MastheadLoaderState) => {
    state = next;
    for (const listener of [...listeners]) listener(next);
  };
  let resolveConfig: (config: LoaderConfig) => void = () => undefined;
  const config = new Promise<LoaderConfig>((resolve) => (resolveConfig = resolve));

  const fail = (reason: MastheadStartFailure, message: string, cause?: unknown) => {
    logError(`could not start: ${message}; no widget will mount`, cause);
    setState({ status: 'unavailable', reason, message });
    void afterReactChosen(() => import('@masthead/analytics'))
      .then(({ trackLoaderUnavailable }) => trackLoaderUnavailable({ reason, message }, win ?? undefined))
      .catch(() => undefined);
  };
  const attempt = (cache?: RequestCache) =>
    loadConfig(doc, cache ? { cache } : {}).then(
      (loaded) => {
        resolveConfig(loaded);
        return loaded;
      },
      (error: unknown) => {
        if (error instanceof StartError) fail(error.reason, error.message, error.cause);
        else fail('config-unreachable', 'its config could not be read', error);
        return null;
      },
    );

  const first = attempt();
  let retrying: Promise<boolean> | undefined;
  return {
    config,
    first,
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    started() {
      setState({ status: 'started' });
    },
    codeFailed(error) {
      fail('code-unreachable', 'its code could not load', error);
    },
    retry() {
      if (retrying) return retrying;
      const now = state;
      if (now.status === 'started') return Promise.resolve(true);
      if (now.status === 'starting') return first.then((loaded) => loaded !== null);
      if (now.reason === 'code-unreachable') return Promise.resolve(false);
      retrying = (async () => {
        setState({ status: 'starting' });
        // Past the browser's cache: a failed answer may have been kept.
        const loaded = await attempt('no-cache');
        retrying = undefined;
        return loaded !== null;
      })();
      return retrying;
    },
  };
}
