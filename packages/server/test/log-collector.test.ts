/**
 * The log collector takes any page's events (its token is in every page), so an event must
 * not be able to pass for another: a message stays one line, a timestamp is an ISO 8601
 * time and nothing else, and the collector keeps its own receipt time. (Its per-client
 * limit: rate-limits.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogCollectorToken, endpoints } from '@masthead/api/contract';
import { startApi, type RunningApi } from './support.ts';

let running: RunningApi;
beforeAll(async () => {
  running = await startApi();
}, 60_000);
afterAll(() => running?.stop());

const send = (events: unknown[]) =>
  fetch(`${running.origin}${endpoints.logs.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${demoLogCollectorToken}` },
    body: JSON.stringify({ events }),
  });
const event = (message: string, timestamp = new Date().toISOString()) => ({
  level: 'info',
  message,
  timestamp,
});

describe('given a message that tries to add lines of its own', () => {
  it('keeps it on one line, its breaks and control characters escaped', async () => {
    const marker = `forged-${Date.now()}`;
    const message = `${marker} ok\n2026-01-01T00:00:00.000Z error admin signed in\r\n\u001b[2Kx\u2028y\\n`;
    expect((await send([event(message)])).status).toBe(202);
    const [row] = await running.api.database.query<{ message: string; received_at: Date }>(
      'select message, received_at from log_events where message like $1',
      [`${marker}%`],
    );
    expect(row?.message).toBe(
      `${marker} ok\\n2026-01-01T00:00:00.000Z error admin signed in\\r\\n\\u001b[2Kx\\u2028y\\\\n`,
    );
    for (const raw of ['\n', '\r', '\u001b', '\u2028']) expect(row?.message).not.toContain(raw);
    expect(Math.abs(new Date(row?.received_at ?? 0).getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('given a timestamp that is not an ISO 8601 time', () => {
  it.each([
    'yesterday',
    '2026-01-01',
    '2026-01-01 00:00:00',
    '2026-01-01T00:00:00.000Z\n2026-01-01T00:00:00.000Z error forged',
    '2026-01-01T00:00:00.000Z error',
  ])('refuses %j', async (timestamp) => {
    const answer = await send([event('m', timestamp)]);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field: 'events' });
  });

  it('accepts what Date#toISOString writes, and a zone offset', async () => {
    expect((await send([event('m'), event('m', '2026-03-01T09:30:00+01:00')])).status).toBe(202);
  });
});
