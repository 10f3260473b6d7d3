/**
 * Password hashing at the OWASP Password Storage Cheat Sheet's minimum for Argon2id
 * (m=19456 KiB, t=2, p=1), and hashes from before (scrypt, N=2^14) replaced at the next
 * sign-in with the right password.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@masthead/api/contract';
import { hashPassword, needsRehash, verifyPassword } from '../src/passwords.ts';
import { startApi, type RunningApi } from './support.ts';

const argon2idAtOwaspMinimum = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]+\$[\w+/]+$/;

/** A hash as the server made them before: `scrypt$N$r$p$salt$hash`. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('given the hash function', () => {
  it('makes Argon2id hashes at the OWASP minimum that verify only the right password', async () => {
    const stored = await hashPassword('Correct#Horse1');
    expect(stored).toMatch(argon2idAtOwaspMinimum);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('Correct#Horse1', stored)).toBe(true);
    expect(await verifyPassword('Correct#Horse2', stored)).toBe(false);
    expect(await verifyPassword('Correct#Horse1', null)).toBe(false);
  });

  it('still verifies the old scrypt hashes, and says they need replacing', async () => {
    const stored = legacyHash('Legacy#Pass01');
    expect(await verifyPassword('Legacy#Pass01', stored)).toBe(true);
    expect(await verifyPassword('Legacy#Pass02', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });
});

describe('when an account with an old hash signs in', () => {
  let running: RunningApi;
  beforeAll(async () => {
    running = await startApi();
  }, 60_000);
  afterAll(() => running?.stop());

  const json = { 'content-type': 'application/json' };
  const storedHash = async (email: string) =>
    (
      await running.api.database.query<{ password_hash: string }>(
        'select password_hash from users where email = $1',
        [email],
      )
    )[0]?.password_hash;
  const signIn = (emailAddress: string, password: string) =>
    fetch(`${running.origin}${endpoints.signIn.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ emailAddress, password }),
    });

  it('replaces it with an Argon2id hash after the right password, not after a wrong one', async () => {
    const emailAddress = `legacy-${Date.now()}@example.com`;
    const password = 'Legacy#Pass01';
    const account = {
      firstName: 'Lee',
      lastName: 'Gacy',
      emailAddress,
      password: 'Other#Pass001',
      optIn: false,
    };
    const created = await fetch(`${running.origin}${endpoints.createUser.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(account),
    });
    expect(created.status).toBe(201);
    const legacy = legacyHash(password);
    await running.api.database.query('update users set password_hash = $2 where email = $1', [
      emailAddress,
      legacy,
    ]);

    expect((await signIn(emailAddress, 'Wrong#Pass0001')).status).toBe(400);
    expect(await storedHash(emailAddress)).toBe(legacy);

    expect((await signIn(emailAddress, password)).status).toBe(200);
    const upgraded = await storedHash(emailAddress);
    expect(upgraded).toMatch(argon2idAtOwaspMinimum);
    expect((await signIn(emailAddress, password)).status).toBe(200);
    expect(await storedHash(emailAddress)).toBe(upgraded);
  });
});
