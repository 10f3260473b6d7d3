/**
 * An API on an origin of its own: calls go there with the reader's cookies (`include`), and a
 * call the browser could not complete there says in the console where to look.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../contract/index.ts';
import { apiProblemOf } from './api-error.ts';
import { getSession } from './auth.ts';
import { setApiBaseUrl } from './http.ts';

const apiOrigin = 'https://api.news.example.com';
const seen: { url: string; credentials: RequestCredentials }[] = [];
const server = setupServer(
  http.get(`${apiOrigin}${endpoints.session.path}`, ({ request }) => {
    seen.push({ url: request.url, credentials: request.credentials });
    return HttpResponse.json({ session: null });
  }),
  http.get(`${apiOrigin}${endpoints.userProfile.path}`, () => HttpResponse.error()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  setApiBaseUrl(undefined);
  seen.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('given the config names the API origin', () => {
  it('calls there, with the reader’s cookies', async () => {
    setApiBaseUrl(apiOrigin);
    await expect(getSession()).resolves.toBeNull();
    expect(seen).toEqual([{ url: `${apiOrigin}${endpoints.session.path}`, credentials: 'include' }]);
  });

  it('names where to look when the browser could not complete a call there', async () => {
    setApiBaseUrl(apiOrigin);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { getUserProfile } = await import('./user.ts');
    const problem = await getUserProfile().then(() => expect.fail('expected a rejection'), apiProblemOf);
    expect(problem).toEqual({ kind: 'network', timedOut: false });
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[masthead\] .*api\.news\.example\.com.*ALLOWED_ORIGINS/),
    );
  });
});

describe('given no API origin', () => {
  it('calls the page’s own origin, cookies same-origin', async () => {
    server.use(
      http.get(endpoints.session.path, ({ request }) => {
        seen.push({ url: request.url, credentials: request.credentials });
        return HttpResponse.json({ session: null });
      }),
    );
    await getSession();
    expect(seen).toEqual([
      { url: `${window.location.origin}${endpoints.session.path}`, credentials: 'same-origin' },
    ]);
  });
});
