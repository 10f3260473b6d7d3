import { pushEvent } from './data-layer.ts';
import type { AnalyticsEvent } from './types.ts';

/** The `eventInfo.eventName` pushed when a dialog the reader asked for could not be shown. */
export const DIALOG_UNAVAILABLE_EVENT = 'dialogUnavailable';

export interface DialogUnavailableDetails {
  /** Which dialog: 'account' or 'checkout'. */
  dialog: string;
  /** The remote that serves it, as named in the federation table. */
  remote: string;
  /** Why: its remote could not be fetched, took longer than the loader waits, or threw while rendering. */
  reason: 'unreachable' | 'timeout' | 'render';
}

/**
 * A dialog the reader asked for could not be shown; the reader was told so in its place.
 * Like every data-layer event it also reaches the log collector when logging is on.
 */
export const trackDialogUnavailable = (details: DialogUnavailableDetails, win?: Window): AnalyticsEvent =>
  pushEvent(DIALOG_UNAVAILABLE_EVENT, { ...details }, win);

/** The `eventInfo.eventName` pushed when the loader could not start (its config, its code). */
export const LOADER_UNAVAILABLE_EVENT = 'loaderUnavailable';

export interface LoaderUnavailableDetails {
  /**
   * Why: 'config-unreachable', 'config-not-json', 'config-invalid', 'no-remotes' (the config
   * names none) or 'code-unreachable' (the loader's own code).
   */
  reason: string;
  /** The cause as the console has it, naming the config's URL. */
  message: string;
}

/**
 * The loader could not start on this page: no widget mounts, and a dialog asked for says it
 * is unavailable. Pushed once for each attempt that fails.
 */
export const trackLoaderUnavailable = (details: LoaderUnavailableDetails, win?: Window): AnalyticsEvent =>
  pushEvent(LOADER_UNAVAILABLE_EVENT, { ...details }, win);
