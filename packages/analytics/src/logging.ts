import { getDataLayer, subscribeToDataLayer } from './data-layer.ts';
import { createLogClient } from './log-client.ts';
import type { LogClientOptions, LogEvent } from './log-types.ts';
import { pageStateOf } from './page-state.ts';
import type { AnalyticsEvent, DigitalData } from './types.ts';

/** The log record sent for a data-layer event: its name as message, its fields as context. */
export function toLogEvent(event: AnalyticsEvent, data: DigitalData): LogEvent {
  const { eventName, timeStamp, ...fields } = event.eventInfo;
  return {
    level: 'info',
    message: eventName,
    timestamp: timeStamp,
    context: {
      ...fields,
      pageName: data.page.pageInfo.pageName,
      deviceCategory: data.page.attributes.deviceCategory,
      userState: data.user.profile?.profileInfo.state ?? 'Guest',
    },
  };
}

/**
 * Sends every event pushed to the data layer to the log collector through one batching log
 * client per page. Idempotent: when a log client is already connected on this page (by any
 * remote's copy of this package) nothing more is started. Returns the function that stops
 * logging (a no-op for a call that started nothing).
 */
export function startAnalyticsLogging(options: LogClientOptions): () => void {
  const win = options.win ?? window;
  const state = pageStateOf(getDataLayer(win));
  if (state.stopLogging) return () => {};
  const client = createLogClient({ ...options, win });
  const unsubscribe = subscribeToDataLayer((change) => {
    if (change.kind === 'event') client.log(toLogEvent(change.event, getDataLayer(win)));
  }, win);
  const stop = () => {
    unsubscribe();
    client.stop();
    if (state.stopLogging === stop) state.stopLogging = null;
  };
  state.stopLogging = stop;
  return stop;
}
