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
