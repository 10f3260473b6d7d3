import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initDataLayer,
  resetDataLayer,
  setUserValues,
  startAnalyticsLogging,
  trackNewsletterSubscribe,
  trackSignInStart,
  type LogEvent,
} from './index.ts';

const stops: (() => void)[] = [];
const start = (send: (events: LogEvent[]) => Promise<unknown>) => {
  const stop = startAnalyticsLogging({ send, token: 't', batchSize: 2 });
  stops.push(stop);
  return stop;
};

beforeEach(() => {
  vi.useFakeTimers();
  resetDataLayer();
  sessionStorage.clear();
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

describe('startAnalyticsLogging', () => {
  it('sends data-layer events to the collector as log events with page context', async () => {
    const send = vi.fn().mockResolvedValue({});
    initDataLayer({ pageName: 'most-popular' });
    setUserValues({
      state: 'Registered',
      focusSkills: [],
      topics: [],
      customAttributes: {},
      marketingCampaigns: [],
      newsletters: [],
    });
    start(send);
    trackSignInStart();
    trackNewsletterSubscribe({ newsletterName: 'Daily Alert' });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual([
      {
        level: 'info',
        message: 'signInStart',
        timestamp: expect.any(String),
        context: {
          pageName: 'most-popular',
          deviceCategory: 'Desktop',
          userState: 'Registered',
          method: 'password',
        },
      },
      {
        level: 'info',
        message: 'newsletterSubscribe',
        timestamp: expect.any(String),
        context: expect.objectContaining({ newsletterName: 'Daily Alert' }),
      },
    ]);
  });

  it('runs one log client per page even when several remotes start it', async () => {
    vi.resetModules();
    const copyA = await import('./index.ts');
    vi.resetModules();
    const copyB = await import('./index.ts');
    const sendA = vi.fn().mockResolvedValue({});
    const sendB = vi.fn().mockResolvedValue({});
    stops.push(copyA.startAnalyticsLogging({ send: sendA, token: 't', batchSize: 1 }));
    stops.push(copyB.startAnalyticsLogging({ send: sendB, token: 't', batchSize: 1 }));
    copyB.trackSignInStart();
    await vi.advanceTimersByTimeAsync(0);
    expect(sendA).toHaveBeenCalledTimes(1);
    expect(sendB).not.toHaveBeenCalled();
  });

  it('stops forwarding once stopped, and can then be started again', async () => {
    const first = vi.fn().mockResolvedValue({});
    start(first)();
    trackSignInStart();
    trackSignInStart();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn().mockResolvedValue({});
    start(second);
    trackSignInStart();
    trackSignInStart();
    await vi.advanceTimersByTimeAsync(0);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
