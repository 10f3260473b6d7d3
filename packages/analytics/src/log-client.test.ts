import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogClient, type LogClient, type LogClientOptions, type LogEvent } from './index.ts';

const event = (n: number): LogEvent => ({
  level: 'info',
  message: `e${n}`,
  timestamp: '2024-01-01T00:00:00.000Z',
});
const messages = (batch: LogEvent[]) => batch.map((e) => e.message);

let client: LogClient | undefined;
const start = (options: Partial<LogClientOptions> & Pick<LogClientOptions, 'send'>) => {
  client = createLogClient({ token: 'secret', onError: () => {}, ...options });
  return client;
};

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  client?.stop();
  client = undefined;
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('given the defaults', () => {
  it('sends a batch as soon as 10 events are queued, with the token', async () => {
    const send = vi.fn().mockResolvedValue({ accepted: 10 });
    const logs = start({ send });
    for (let i = 1; i <= 9; i++) logs.log(event(i));
    expect(send).not.toHaveBeenCalled();
    logs.log(event(10));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(messages(send.mock.calls[0]![0])).toEqual([
      'e1',
      'e2',
      'e3',
      'e4',
      'e5',
      'e6',
      'e7',
      'e8',
      'e9',
      'e10',
    ]);
    expect(send.mock.calls[0]![1]).toEqual({ token: 'secret', keepalive: false });
  });

  it('sends a partial batch 5000 ms after its first event', async () => {
    const send = vi.fn().mockResolvedValue({});
    const logs = start({ send });
    logs.log(event(1));
    await vi.advanceTimersByTimeAsync(3000);
    logs.log(event(2));
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(messages(send.mock.calls[0]![0])).toEqual(['e1', 'e2']);
  });

  it('sends nothing while nothing is queued', async () => {
    const send = vi.fn().mockResolvedValue({});
    start({ send });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('given a custom batch size and interval', () => {
  it('honours both', async () => {
    const send = vi.fn().mockResolvedValue({});
    const logs = start({ send, batchSize: 3, flushIntervalMs: 1000 });
    [1, 2, 3, 4].forEach((n) => logs.log(event(n)));
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls.map(([batch]) => messages(batch))).toEqual([['e1', 'e2', 'e3'], ['e4']]);
  });

  it('sends the remainder after the interval', async () => {
    const send = vi.fn().mockResolvedValue({});
    const logs = start({ send, batchSize: 3, flushIntervalMs: 1000 });
    logs.log(event(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(send.mock.calls.map(([batch]) => messages(batch))).toEqual([['e1']]);
  });
});

describe('when the page is hidden', () => {
  it('sends what is queued at once with a keepalive request', () => {
    const send = vi.fn().mockResolvedValue({});
    const logs = start({ send });
    logs.log(event(1));
    logs.log(event(2));
    hidePage();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([event(1), event(2)], { token: 'secret', keepalive: true });
    expect(logs.pending()).toBe(0);
  });

  it('also flushes on pagehide, in batches of the batch size', () => {
    const send = vi.fn().mockResolvedValue({});
    const logs = start({ send, batchSize: 2 });
    // Queued while the previous send is still in flight, so nothing left yet.
    send.mockReturnValueOnce(new Promise(() => {}));
    [1, 2, 3, 4, 5].forEach((n) => logs.log(event(n)));
    send.mockClear();
    window.dispatchEvent(new Event('pagehide'));
    expect(send.mock.calls.map(([batch, options]) => [messages(batch), options.keepalive])).toEqual([
      [['e3', 'e4'], true],
      [['e5'], true],
    ]);
  });

  it('uses the beacon when one is given and it accepts the batch', () => {
    const send = vi.fn().mockResolvedValue({});
    const beacon = vi.fn().mockReturnValue(true);
    const logs = start({ send, beacon });
    logs.log(event(1));
    hidePage();
    expect(beacon).toHaveBeenCalledWith([event(1)]);
    expect(send).not.toHaveBeenCalled();
  });

  it('falls back to keepalive when the beacon refuses', () => {
    const send = vi.fn().mockResolvedValue({});
    const logs = start({ send, beacon: () => false });
    logs.log(event(1));
    hidePage();
    expect(send).toHaveBeenCalledWith([event(1)], { token: 'secret', keepalive: true });
  });

  it('does not throw when the keepalive send fails', async () => {
    const onError = vi.fn();
    const send = vi.fn(() => {
      throw new TypeError('Failed to fetch');
    });
    const logs = start({ send, onError });
    logs.log(event(1));
    expect(() => hidePage()).not.toThrow();
    expect(onError).toHaveBeenCalled();
  });

  it('sends nothing when nothing is queued', () => {
    const send = vi.fn().mockResolvedValue({});
    start({ send });
    hidePage();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('when a send fails', () => {
  it('retries the same batch with doubling delays, then succeeds', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error('503'))
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue({});
    const logs = start({ send, flushIntervalMs: 100, retryDelayMs: 1000 });
    logs.log(event(1));
    await vi.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.map(([batch]) => messages(batch))).toEqual([['e1'], ['e1'], ['e1']]);
    expect(logs.pending()).toBe(0);
  });

  it('waits for the backoff even when new events fill a batch', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue({});
    const logs = start({ send, batchSize: 2, retryDelayMs: 1000 });
    logs.log(event(1));
    logs.log(event(2));
    await vi.advanceTimersByTimeAsync(0);
    logs.log(event(3));
    logs.log(event(4));
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send.mock.calls.map(([batch]) => messages(batch))).toEqual([
      ['e1', 'e2'],
      ['e1', 'e2'],
      ['e3', 'e4'],
    ]);
  });

  it('drops the batch after the last retry and reports it, never throwing', async () => {
    const onError = vi.fn();
    const send = vi.fn().mockRejectedValue(new Error('down'));
    const logs = start({ send, onError, maxRetries: 2, retryDelayMs: 10, flushIntervalMs: 10 });
    logs.log(event(1));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(logs.pending()).toBe(0);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/dropped/) }),
    );
  });

  it('survives a sender that throws synchronously and a reporter that throws', async () => {
    const send = vi.fn(() => {
      throw new Error('sync');
    });
    const logs = start({
      send,
      onError: () => {
        throw new Error('reporter');
      },
    });
    logs.log(event(1));
    await expect(logs.flush()).resolves.toBeUndefined();
  });
});

describe('the queue', () => {
  it('keeps at most maxQueueSize events, dropping the oldest', async () => {
    const onError = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({});
    const logs = start({ send, onError, batchSize: 2, maxQueueSize: 3, retryDelayMs: 1000 });
    [1, 2].forEach((n) => logs.log(event(n)));
    await vi.advanceTimersByTimeAsync(0); // fails: e1, e2 wait for the retry
    [3, 4, 5].forEach((n) => logs.log(event(n)));
    expect(logs.pending()).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send.mock.calls.slice(1).map(([batch]) => messages(batch))).toEqual([['e3', 'e4'], ['e5']]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/full/) }));
  });
});

describe('after stop', () => {
  it('sends nothing more: its timer and page-hide listeners are gone', async () => {
    const send = vi.fn().mockResolvedValue({});
    const logs = start({ send });
    logs.log(event(1));
    logs.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    hidePage();
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
  });
});
