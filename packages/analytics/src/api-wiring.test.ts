/**
 * The package wired to the real API client (`@masthead/api`) against its MSW handlers, as
 * the loader and the widgets wire it: proves the injected shapes match the client's.
 */
import { endpoints, getUserProfile, sendLogs } from '@masthead/api';
import { demoLogCollectorToken } from '@masthead/api/contract';
import { failing, handlers, mockDb, resetMockDb, visitor } from '@masthead/api/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLogClient,
  getDataLayer,
  getUserValues,
  refreshUserData,
  resetDataLayer,
  trackSignInStart,
  type LogEvent,
} from './index.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockDb();
  resetDataLayer();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const event = (message: string): LogEvent => ({
  level: 'info',
  message,
  timestamp: new Date().toISOString(),
});

describe('refreshUserData with getUserProfile', () => {
  it('reports an anonymous visitor as Guest', async () => {
    visitor.anonymous();
    await refreshUserData({ fetchProfile: getUserProfile });
    expect(getUserValues()?.state).toBe('Guest');
  });

  it('puts a subscriber’s values, gift quota included, on the layer', async () => {
    visitor.subscriber();
    await refreshUserData({ fetchProfile: getUserProfile });
    expect(getUserValues()).toMatchObject({
      state: 'Subscriber',
      giftQuota: { limit: 5, remaining: 3, gifted: 2 },
      subscription: { autoRenew: expect.any(Boolean) },
    });
  });

  it('leaves no user info when the fetch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing(endpoints.userProfile, 503));
    await expect(refreshUserData({ fetchProfile: getUserProfile })).resolves.toBeNull();
    expect(getDataLayer().user).toEqual({});
  });
});

describe('the log client with sendLogs', () => {
  it('delivers batches with the authorization header', async () => {
    const logs = createLogClient({ send: sendLogs, token: demoLogCollectorToken, batchSize: 2 });
    logs.log(event('a'));
    logs.log(event('b'));
    logs.log(event('c'));
    await logs.flush();
    logs.stop();
    expect(mockDb.logs).toBe(3);
  });

  it('is refused with the wrong token, reports it and keeps the page running', async () => {
    const onError = vi.fn();
    const logs = createLogClient({ send: sendLogs, token: 'wrong', onError });
    trackSignInStart();
    logs.log(event('a'));
    await logs.flush();
    logs.stop();
    expect(mockDb.logs).toBe(0);
    expect(onError).toHaveBeenCalled();
    expect(logs.pending()).toBe(1); // waiting for its retry
  });
});
