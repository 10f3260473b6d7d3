/**
 * The log collector in production: a token of the site's own (none, or the published demo
 * one, stops the start), and events kept `LOG_RETENTION_DAYS` (30 by default), older ones
 * deleted at start and, at most hourly, as events arrive (the server's clock, faked here).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { demoLogCollectorToken, endpoints } from '@masthead/api/contract';
import { logRetention, pruneEveryMs } from '../src/log-collector.ts';
import { createReferenceApi, type ReferenceApiOptions } from '../src/index.ts';
import { startApi, type RunningApi } from './support.ts';

const production: ReferenceApiOptions = {
  dataDir: 'memory://',
  env: {},
  mode: 'production',
  publicOrigin: 'https://news.example.com',
};
const day = 24 * 60 * 60 * 1000;

/** Stores an event received `daysAgo` days ago by the database's clock; resolves its message. */
async function storedEvent(running: RunningApi, daysAgo: number): Promise<string> {
  const message = `event-${daysAgo}-${Math.random()}`;
  await running.api.database.query(
    `insert into log_events (level, message, logged_at, received_at)
     values ('info', $1, '2026-01-01T00:00:00.000Z', now() - make_interval(days => $2))`,
    [message, daysAgo],
  );
  return message;
}

async function kept(running: RunningApi, messages: string[]): Promise<string[]> {
  const rows = await running.api.database.query<{ message: string }>(
    'select message from log_events where message = any($1)',
    [messages],
  );
  return messages.filter((message) => rows.some((row) => row.message === message));
}

const send = (running: RunningApi, token = demoLogCollectorToken) =>
  fetch(`${running.origin}${endpoints.logs.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      events: [{ level: 'info', message: 'new', timestamp: new Date().toISOString() }],
    }),
  });

describe('given production mode', () => {
  it.each([
    ['no token', {}],
    ['an empty token', { env: { LOG_COLLECTOR_TOKEN: ' ' } }],
    ['the published demo token', { logCollectorToken: demoLogCollectorToken }],
    ['the published demo token by env', { env: { LOG_COLLECTOR_TOKEN: demoLogCollectorToken } }],
  ])('refuses to start with %s, naming LOG_COLLECTOR_TOKEN', async (_label, options) => {
    await expect(createReferenceApi({ ...production, ...options })).rejects.toThrow(
      /LOG_COLLECTOR_TOKEN is required in production and must not be the published demo token/,
    );
  });

  it('takes a token of its own, and refuses the demo token at the collector', async () => {
    const running = await startApi({ ...production, env: { LOG_COLLECTOR_TOKEN: 'our-own-token' } });
    try {
      expect(running.api.options.logRetentionDays).toBe(30);
      expect((await send(running)).status).toBe(401);
      expect((await send(running, 'our-own-token')).status).toBe(202);
    } finally {
      await running.stop();
    }
  });

  it('refuses a retention that is not a whole number of days', async () => {
    await expect(
      createReferenceApi({ ...production, logCollectorToken: 't', env: { LOG_RETENTION_DAYS: '0' } }),
    ).rejects.toThrow(/LOG_RETENTION_DAYS must be a whole number >= 1/);
  });
});

describe('given events older than the retention', () => {
  const dataDir = mkdtemp(join(tmpdir(), 'masthead-logs-'));
  afterAll(async () => rm(await dataDir, { recursive: true, force: true }));
  afterEach(() => vi.useRealTimers());

  it('deletes them when the server starts', async () => {
    const first = await startApi({ dataDir: await dataDir });
    const old = await storedEvent(first, 31);
    const recent = await storedEvent(first, 29);
    await first.stop();
    const second = await startApi({ dataDir: await dataDir });
    try {
      expect(await kept(second, [old, recent])).toEqual([recent]);
    } finally {
      await second.stop();
    }
  });

  it('deletes them as events arrive, at most once an hour (the server’s clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const running = await startApi({ logRetentionDays: 7 });
    try {
      const old = await storedEvent(running, 8);
      const recent = await storedEvent(running, 6);
      // The start pruned a moment ago: a write within the hour leaves the rest for later.
      expect((await send(running)).status).toBe(202);
      expect(await kept(running, [old, recent])).toEqual([old, recent]);
      vi.setSystemTime(Date.now() + pruneEveryMs);
      expect((await send(running)).status).toBe(202);
      expect(await kept(running, [old, recent])).toEqual([recent]);
    } finally {
      await running.stop();
    }
  });

  it('counts the retention from the server’s clock', async () => {
    const running = await startApi();
    try {
      const events = [await storedEvent(running, 20), await storedEvent(running, 10)];
      let now = Date.now();
      const retention = logRetention(running.api.database, 30, () => now);
      expect(await retention.prune()).toBe(0);
      // Fifteen days on, the first is 35 days old, the second 25.
      now += 15 * day;
      await retention.afterWrite();
      expect(await kept(running, events)).toEqual(events.slice(1));
      now += 10 * day;
      await retention.afterWrite();
      expect(await kept(running, events)).toEqual([]);
    } finally {
      await running.stop();
    }
  });
});
