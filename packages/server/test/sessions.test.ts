/**
 * How sessions end: after their idle limit without a request, at their absolute limit
 * however much they are used, and at once for every device when the account is
 * restricted (by any tool that sets the flag) or its password is reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@masthead/api/contract';
import { cookieFetch, startApi, type RunningApi } from './support.ts';

const json = { 'content-type': 'application/json' };
const password = 'Session#2026x';

let running: RunningApi;
beforeAll(async () => {
  running = await startApi({ sessionIdleMinutes: 30, sessionDays: 2 });
}, 60_000);
afterAll(() => running?.stop());

type Browser = ReturnType<typeof cookieFetch>;
const post = (browser: Browser, path: string, body: unknown) =>
  browser(`${running.origin}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
const signedIn = async (browser: Browser) =>
  ((await (await browser(`${running.origin}${endpoints.session.path}`)).json()) as { session: unknown })
    .session !== null;

/** A new account, signed in on as many browsers as asked. */
async function accountOn(count: number): Promise<{ emailAddress: string; browsers: Browser[] }> {
  const emailAddress = `session-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const first = cookieFetch();
  const account = { firstName: 'Sol', lastName: 'Session', emailAddress, password, optIn: false };
  expect((await post(first, endpoints.createUser.path, account)).status).toBe(201);
  const browsers = [first];
  while (browsers.length < count) {
    const next = cookieFetch();
    expect((await post(next, endpoints.signIn.path, { emailAddress, password })).status).toBe(200);
    browsers.push(next);
  }
  return { emailAddress, browsers };
}

/** Moves every session of the account back in time, as if `interval` had passed. */
const age = (emailAddress: string, column: 'last_seen_at' | 'expires_at', interval: string) =>
  running.api.database.query(
    `update sessions set ${column} = ${column} - $2::interval
     where user_id = (select id from users where email = $1)`,
    [emailAddress, interval],
  );

describe('given the idle limit (30 minutes here)', () => {
  it('keeps a session used within it, and starts its clock again', async () => {
    const { emailAddress, browsers } = await accountOn(1);
    await age(emailAddress, 'last_seen_at', '29 minutes');
    expect(await signedIn(browsers[0] as Browser)).toBe(true);
    await age(emailAddress, 'last_seen_at', '29 minutes');
    expect(await signedIn(browsers[0] as Browser)).toBe(true);
  });

  it('ends a session left alone longer', async () => {
    const { emailAddress, browsers } = await accountOn(1);
    await age(emailAddress, 'last_seen_at', '31 minutes');
    expect(await signedIn(browsers[0] as Browser)).toBe(false);
  });
});

describe('given the absolute limit (2 days here)', () => {
  it('ends a session at its limit however much it was used', async () => {
    const { emailAddress, browsers } = await accountOn(1);
    const [row] = await running.api.database.query<{ days: number }>(
      `select round(extract(epoch from expires_at - now()) / 86400)::int as days from sessions
       where user_id = (select id from users where email = $1)`,
      [emailAddress],
    );
    expect(row?.days).toBe(2);
    await age(emailAddress, 'expires_at', '2 days');
    expect(await signedIn(browsers[0] as Browser)).toBe(false);
  });
});

describe('when an account is restricted', () => {
  it('ends its sessions on every device at once', async () => {
    const { emailAddress, browsers } = await accountOn(2);
    for (const browser of browsers) expect(await signedIn(browser)).toBe(true);
    await running.api.database.query('update users set restricted = true where email = $1', [emailAddress]);
    for (const browser of browsers) expect(await signedIn(browser)).toBe(false);
    const rows = await running.api.database.query(
      'select 1 from sessions where user_id = (select id from users where email = $1)',
      [emailAddress],
    );
    expect(rows).toHaveLength(0);
  });
});
