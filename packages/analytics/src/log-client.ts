import { backoffDelay } from './backoff.ts';
import type { LogClient, LogClientOptions, LogEvent } from './log-types.ts';

const warn = (error: unknown) => console.warn('[masthead/analytics] log client:', error);

/**
 * Batches log events and posts them: when `batchSize` are queued or `flushIntervalMs` after
 * the first one, whichever comes first (docs/behaviour.md#limits). Flushes with a keepalive request (or a
 * beacon) when the page is hidden, retries failures with exponential backoff, keeps at most
 * `maxQueueSize` events, and never throws into the page.
 */
export function createLogClient(options: LogClientOptions): LogClient {
  const { send, token, beacon, onError = warn, win = window } = options;
  const { batchSize = 10, flushIntervalMs = 5000, maxQueueSize = 100, maxRetries = 3 } = options;
  const { retryDelayMs = 1000 } = options;
  let queue: LogEvent[] = [];
  let timer: number | undefined;
  let retrying = false;
  let failures = 0;
  let sending: Promise<void> | null = null;

  const report = (error: unknown) => {
    try {
      onError(error);
    } catch {
      // The reporter is the last line; nothing may escape into the page.
    }
  };
  const arm = (delay: number) => {
    win.clearTimeout(timer);
    timer = win.setTimeout(() => void flush(), delay);
  };
  const enqueue = (events: LogEvent[], atFront: boolean) => {
    queue = atFront ? [...events, ...queue] : [...queue, ...events];
    const overflow = queue.length - maxQueueSize;
    if (overflow > 0) {
      queue = queue.slice(overflow);
      report(new Error(`Log queue full: dropped the ${overflow} oldest event(s).`));
    }
  };

  async function sendBatch(batch: LogEvent[]): Promise<boolean> {
    try {
      await send(batch, { token, keepalive: false });
      failures = 0;
      return true;
    } catch (error) {
      failures += 1;
      report(error);
      if (failures > maxRetries) {
        failures = 0;
        report(new Error(`Log batch dropped after ${maxRetries} retries.`));
        return true;
      }
      enqueue(batch, true);
      retrying = true;
      arm(backoffDelay(failures, retryDelayMs));
      return false;
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      if (!(await sendBatch(queue.splice(0, batchSize)))) return;
    }
  }

  function flush(): Promise<void> {
    win.clearTimeout(timer);
    timer = undefined;
    retrying = false;
    if (!sending) sending = drain().finally(() => (sending = null));
    return sending;
  }

  function log(event: LogEvent): void {
    enqueue([event], false);
    // While backing off, the retry timer decides when to send: no hammering a failing collector.
    if (retrying || sending) return;
    if (queue.length >= batchSize) void flush();
    else if (timer === undefined) arm(flushIntervalMs);
  }

  function flushOnHide(): void {
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    win.clearTimeout(timer);
    timer = undefined;
    retrying = false;
    for (let i = 0; i < events.length; i += batchSize) {
      const batch = events.slice(i, i + batchSize);
      // The page may be going away: no retries, just hand the batch to the browser.
      try {
        if (beacon?.(batch)) continue;
        Promise.resolve(send(batch, { token, keepalive: true })).catch(report);
      } catch (error) {
        report(error);
      }
    }
  }

  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') flushOnHide();
  };
  win.addEventListener('pagehide', flushOnHide);
  win.document.addEventListener('visibilitychange', onVisibility);

  return {
    log,
    flush,
    pending: () => queue.length,
    stop() {
      win.clearTimeout(timer);
      timer = undefined;
      win.removeEventListener('pagehide', flushOnHide);
      win.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
