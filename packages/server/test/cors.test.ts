/**
 * An API on an origin of its own (same site as the pages): the pages' origins it accepts call
 * it with cookies; any other origin is refused, reads included, and can read why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, endpoints, errorFields } from '@masthead/api/contract';
import { startApi, type RunningApi } from './support.ts';

const site = 'http://news.localhost:8080';
const partner = 'http://shop.localhost:8080';
const { reader } = demoAccounts;

describe('given an API with a public origin and one more allowed origin', () => {
  let running: RunningApi;
  beforeAll(async () => {
    running = await startApi({ publicOrigin: site, allowedOrigins: [partner] });
  });
  afterAll(async () => {
    await running?.stop();
  });

  it('answers a preflight with the methods and headers the widgets use', async () => {
    const answer = await fetch(`${running.origin}${endpoints.signIn.path}`, {
      method: 'OPTIONS',
      headers: {
        origin: site,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(site);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(answer.headers.get('vary')).toContain('Origin');
  });

  for (const origin of [site, partner]) {
    it(`lets ${origin} sign in and read the session with its cookies`, async () => {
      const signIn = await fetch(`${running.origin}${endpoints.signIn.path}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
        body: JSON.stringify(reader),
      });
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get('access-control-allow-origin')).toBe(origin);
      expect(signIn.headers.get('access-control-allow-credentials')).toBe('true');
      const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const session = await fetch(`${running.origin}${endpoints.session.path}`, {
        headers: { origin, cookie },
      });
      expect(session.headers.get('access-control-allow-origin')).toBe(origin);
      expect(((await session.json()) as { session: unknown }).session).not.toBeNull();
    });
  }

  it('refuses another origin, reads too, with a reason the page can read', async () => {
    const other = 'http://elsewhere.example';
    for (const [method, path] of [
      ['GET', endpoints.session.path],
      ['POST', endpoints.signIn.path],
    ] as const) {
      const answer = await fetch(`${running.origin}${path}`, {
        method,
        headers: { origin: other, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify(reader) } : {}),
      });
      expect(answer.status, method).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBe(other);
      const body = (await answer.json()) as { field: string; detail: string };
      expect(body.field).toBe(errorFields.origin);
      expect(body.detail).toContain(other);
      expect(body.detail).toContain('PUBLIC_ORIGIN');
    }
  });

  it('adds no CORS header to a call without an Origin', async () => {
    const answer = await fetch(`${running.origin}${endpoints.session.path}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
