/** One log record, shaped like `@masthead/api`'s `LogEvent`. */
export interface LogEvent {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  /** ISO 8601. */
  timestamp: string;
  context?: Record<string, unknown>;
}

export interface LogSendOptions {
  /** The collector's token, sent as its authorization header. */
  token: string;
  /** True for the page-hide flush: the request must outlive the page. */
  keepalive: boolean;
}

/** Posts one batch; `sendLogs` from `@masthead/api` fits. Rejects (or throws) on failure. */
export type LogSender = (events: LogEvent[], options: LogSendOptions) => Promise<unknown>;

export interface LogClientOptions {
  send: LogSender;
  /** The log collector's token (authorization header). */
  token: string;
  /** Optional `navigator.sendBeacon` wrapper tried first on page hide; false means not queued. */
  beacon?: (events: LogEvent[]) => boolean;
  /** Send when this many events are queued; default 10 (docs/behaviour.md#limits). */
  batchSize?: number;
  /** Send queued events this long after the first of them; default 5000 ms (docs/behaviour.md#limits). */
  flushIntervalMs?: number;
  /** Oldest events are dropped beyond this; default 100. */
  maxQueueSize?: number;
  /** Attempts after a failed send before its batch is dropped; default 3. */
  maxRetries?: number;
  /** First retry delay, doubled per attempt; default 1000 ms (capped at 30 s). */
  retryDelayMs?: number;
  /** Told about failed sends and dropped events; default `console.warn`. */
  onError?: (error: unknown) => void;
  /** Window for timers and page-hide listeners; default the global one. */
  win?: Window;
}

export interface LogClient {
  /** Queues one event; never throws. */
  log(event: LogEvent): void;
  /** Sends everything queued now (in batches); resolves when done, never rejects. */
  flush(): Promise<void>;
  /** Number of events waiting. */
  pending(): number;
  /** Removes timers and listeners; queued events are left unsent. */
  stop(): void;
}
