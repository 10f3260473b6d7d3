/**
 * Reset completion where only the server can show it: other devices' sessions end, the
 * token is stored hashed, an expired link and a restricted account are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, errorFields, passwordPolicy, serverMessages } from '@masthead/api/contract';
import { cookieFetch, startApi, type RunningApi } from './support.ts';

let running: RunningApi;
beforeAll(async () => {
  running = await startApi();
}, 60_000);
afterAll(() => running?.stop());

const json = { 'content-type': 'application/json' };
const password = 'Before#2026x';
const newPassword = 'After#2026xx';

type Browser = ReturnType<typeof cookieFetch>;
const post = (browser: Browser, path: string, body: unknown) =>
  browser(`${running.origin}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
const sessionOf = async (browser: Browser) =>
  ((await (await browser(`${running.origin}${endpoints.session.path}`)).json()) as { session: unknown })
    .session;

async function registeredAccount(): Promise<{ emailAddress: string; browser: Browser }> {
  const emailAddress = `reset-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const browser = cookieFetch();
  const body = { firstName: 'Robin', lastName: 'Reset', emailAddress, password, optIn: false };
  expect((await post(browser, endpoints.createUser.path, body)).status).toBe(201);
  return { emailAddress, browser };
}

async function mailedToken(emailAddress: string): Promise<string> {
  expect((await post(cookieFetch(), endpoints.resetPassword.path, { emailAddress })).status).toBe(200);
  const { messages } = (await (await fetch(`${running.origin}${endpoints.devMailbox.path}`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const text = messages.find((message) => message.to === emailAddress)?.text ?? '';
  const token = /reset-password\?token=([\w-]+)/.exec(text)?.[1];
  return token ?? expect.fail(`no reset link for ${emailAddress}`);
}

const complete = (browser: Browser, token: string, chosen = newPassword) =>
  post(browser, endpoints.completePasswordReset.path, { token, password: chosen });

describe('when a reset completes', () => {
  it('signs this browser in and ends the sessions of every other browser', async () => {
    const { emailAddress, browser: laptop } = await registeredAccount();
    const phone = cookieFetch();
    expect((await post(phone, endpoints.signIn.path, { emailAddress, password })).status).toBe(200);
    const token = await mailedToken(emailAddress);

    const reader = cookieFetch();
    const answer = await complete(reader, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().join()).toMatch(/mh_session=[\w-]{40,};.*HttpOnly/);
    expect(await sessionOf(reader)).toMatchObject({ user: { emailAddress } });
    expect(await sessionOf(laptop)).toBeNull();
    expect(await sessionOf(phone)).toBeNull();
  });

  it('stores only a hash of the token, and removes it once used', async () => {
    const { emailAddress } = await registeredAccount();
    const token = await mailedToken(emailAddress);
    const rows = await running.api.database.query<{ token_hash: string }>(
      'select token_hash from password_resets join users on users.id = password_resets.user_id where users.email = $1',
      [emailAddress],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect((await complete(cookieFetch(), token)).status).toBe(200);
    const left = await running.api.database.query(
      'select 1 from password_resets join users on users.id = password_resets.user_id where users.email = $1',
      [emailAddress],
    );
    expect(left).toHaveLength(0);
  });
});

describe('when the link or the account cannot be reset', () => {
  const deadLink = { field: errorFields.resetToken, errorMessage: serverMessages.resetTokenInvalid };

  it('refuses a link older than an hour, in the check and the completion', async () => {
    const { emailAddress } = await registeredAccount();
    const token = await mailedToken(emailAddress);
    await running.api.database.query(
      `update password_resets set expires_at = now() - interval '1 second'
       where user_id = (select id from users where email = $1)`,
      [emailAddress],
    );
    const check = await fetch(
      `${running.origin}${endpoints.verifyResetToken.path}?token=${encodeURIComponent(token)}`,
    );
    expect(check.status).toBe(400);
    expect(await check.json()).toEqual(deadLink);
    const answer = await complete(cookieFetch(), token);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual(deadLink);
  });

  it('answers 403 for an account restricted after the mail, and keeps the old password', async () => {
    const { emailAddress } = await registeredAccount();
    const token = await mailedToken(emailAddress);
    await running.api.database.query('update users set restricted = true where email = $1', [emailAddress]);
    const answer = await complete(cookieFetch(), token);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      field: errorFields.restricted,
      errorMessage: serverMessages.restricted,
    });
    const [row] = await running.api.database.query<{ restricted: boolean }>(
      'select restricted from users where email = $1',
      [emailAddress],
    );
    expect(row?.restricted).toBe(true);
  });

  it('names the password field with the registration policy, and keeps the link usable', async () => {
    const { emailAddress } = await registeredAccount();
    const token = await mailedToken(emailAddress);
    const weak = await complete(cookieFetch(), token, 'alllowercase1!');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({ field: 'password', errorMessage: passwordPolicy.message });
    expect((await complete(cookieFetch(), token)).status).toBe(200);
  });

  it('spends a token once when two completions race', async () => {
    const { emailAddress } = await registeredAccount();
    const token = await mailedToken(emailAddress);
    const statuses = (
      await Promise.all([complete(cookieFetch(), token), complete(cookieFetch(), token)])
    ).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([200, 400]);
  });
});
