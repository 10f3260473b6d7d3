/**
 * The sign-in lock under parallel tries, on PGlite and on PostgreSQL with two server
 * instances on one database: a try is counted before its password is checked, so a burst
 * gets 4 tries-left answers and then the lock, and a right password among the tries is not
 * signed in once another try has locked the address. An address with no account locks the
 * same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, maxSignInAttempts } from '@masthead/api/contract';
import { createTestDatabase, type TestDatabase } from './postgres/databases.ts';
import { startApi, type RunningApi } from './support.ts';

const json = { 'content-type': 'application/json' };
const password = 'RaceRight#2026';

interface Answer {
  status: number;
  body: { field?: string; tries_left?: number };
}

async function signIn(server: RunningApi, emailAddress: string, tried: string): Promise<Answer> {
  const response = await fetch(`${server.origin}${endpoints.signIn.path}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ emailAddress, password: tried }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const isLocked = (answer: Answer) => answer.status === 400 && answer.body.field === 'lockout_duration';
const isTriesLeft = (answer: Answer) => answer.status === 400 && answer.body.field === 'tries_left';
const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function register(server: RunningApi): Promise<string> {
  const emailAddress = unique('race');
  const response = await fetch(`${server.origin}${endpoints.createUser.path}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Rae', lastName: 'Race', emailAddress, password, optIn: false }),
  });
  expect(response.status).toBe(201);
  return emailAddress;
}

async function lockedInDatabase(server: RunningApi, emailAddress: string): Promise<boolean> {
  const rows = await server.api.database.query(
    'select 1 from users where email = $1 and locked_until > now()',
    [emailAddress],
  );
  return rows.length === 1;
}

/** Wrong tries spread over every server, all in flight at once. */
const wrongTries = (servers: RunningApi[], emailAddress: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    signIn(servers[index % servers.length] as RunningApi, emailAddress, `Wrong#2026-${index}`),
  );

function raceCases(label: string, start: () => Promise<RunningApi[]>, stop: () => Promise<void>) {
  describe(label, () => {
    let servers: RunningApi[] = [];
    beforeAll(async () => {
      servers = await start();
    }, 120_000);
    afterAll(stop);

    it('checks no more passwords than the lock allows: the right one, sent among them, is not signed in', async () => {
      const [first, second = first] = servers as [RunningApi, RunningApi?];
      const emailAddress = await register(first);
      const wrong = wrongTries(servers, emailAddress, 19);
      // The right password goes while the wrong ones are still being checked, once the lock is in
      // the database (it is set before the 5th password check starts).
      await expect
        .poll(() => lockedInDatabase(first, emailAddress), { interval: 2, timeout: 5000 })
        .toBe(true);
      const right = await signIn(second, emailAddress, password);
      const answers = await Promise.all(wrong);
      expect(isLocked(right), JSON.stringify(right)).toBe(true);
      expect(answers.filter(isTriesLeft).map((answer) => answer.body.tries_left)).toHaveLength(
        maxSignInAttempts - 1,
      );
      expect(answers.filter(isLocked)).toHaveLength(19 - (maxSignInAttempts - 1));
      expect(isLocked(await signIn(first, emailAddress, password))).toBe(true);
      expect(await lockedInDatabase(second, emailAddress)).toBe(true);
    });

    it.each([
      ['an account', true],
      ['an address with no account', false],
    ])('locks %s after 25 parallel wrong tries', async (_kind, withAccount) => {
      const emailAddress = withAccount ? await register(servers[0] as RunningApi) : unique('nobody');
      const answers = await Promise.all(wrongTries(servers, emailAddress, 25));
      expect(answers.filter(isTriesLeft)).toHaveLength(maxSignInAttempts - 1);
      expect(answers.filter(isLocked)).toHaveLength(25 - (maxSignInAttempts - 1));
      for (const server of servers) expect(isLocked(await signIn(server, emailAddress, password))).toBe(true);
    });
  });
}

let pglite: RunningApi | undefined;
raceCases(
  'given PGlite',
  async () => [(pglite = await startApi())],
  async () => pglite?.stop(),
);

let database: TestDatabase | undefined;
let postgres: RunningApi[] = [];
raceCases(
  'given two servers on one PostgreSQL database',
  async () => {
    database = await createTestDatabase('lockrace');
    // One after the other: the first migrates, the second finds it done.
    const first = await startApi({ databaseUrl: database.url });
    const second = await startApi({ databaseUrl: database.url });
    postgres = [first, second];
    return postgres;
  },
  async () => {
    await Promise.all(postgres.map((server) => server.stop()));
    await database?.drop();
  },
);
