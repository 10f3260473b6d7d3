/**
 * The demo's static servers (the pages' origin and each remote's own) take any request
 * target a client can put on the wire: a malformed one (a broken percent-escape such as
 * `%E0%A4%A`, a NUL, invalid UTF-8) is a 400, a path outside the served folder a 404, and
 * nothing ends the process or stops a server answering. Property-based, over raw bytes
 * sent on a socket, so the targets are exactly the generated ones.
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type Demo } from '../../../host-demo/server.ts';
import { hostilePathSegment } from './fuzz/hostile.ts';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo({ port: 0 });
}, 60_000);
afterAll(() => demo?.close());

/** Sends `GET <target>` as raw bytes; resolves with the status code (0 when the socket closed without one). */
function rawGet(origin: string, target: string): Promise<number> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1];
      resolve(Number(status ?? 0));
    });
    // Written, not ended: a half-closed socket may be dropped before a slow answer.
    socket.write(
      Buffer.concat([
        Buffer.from('GET '),
        Buffer.from(target, 'latin1'),
        Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      ]),
    );
  });
}

const escape = fc.stringMatching(/^%[0-9a-fA-F]{0,2}$/);
const segment = fc.oneof(
  fc.constantFrom('', '.', '..', 'index.html', 'mf-manifest.json', 'remoteEntry.js', 'assets', '%2e%2e'),
  fc.stringMatching(/^[\w.~-]{1,12}$/),
  escape,
  fc.array(escape, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
  hostilePathSegment,
);
/** Targets as a browser, a scanner or a broken client might send them. */
const target = (prefix: string) =>
  fc
    .tuple(fc.array(segment, { maxLength: 5 }), fc.option(fc.stringMatching(/^[\w=&%.-]{0,20}$/)))
    .map(([parts, query]) => `${prefix}${parts.join('/')}${query === null ? '' : `?${query}`}`);

const malformed = ['/%E0%A4%A', '/%', '/a%zz', '/%00', '/%C0', '/assets/%FF%FE'];

describe('given the remotes’ static servers', () => {
  it.each(malformed)('answers %s with 400 and keeps serving', async (path) => {
    for (const origin of Object.values(demo.remoteOrigins)) {
      expect(await rawGet(origin, path), `${origin}${path}`).toBe(400);
      expect(await rawGet(origin, '/definitely-not-here.js')).toBe(404);
    }
  });

  it('answers every generated target below 500, and stays up', async () => {
    const origins = Object.values(demo.remoteOrigins);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...origins), target('/'), async (origin, path) => {
        const status = await rawGet(origin, path);
        expect(status, `${origin}${path}`).toBeGreaterThanOrEqual(200);
        expect(status, `${origin}${path}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    for (const origin of origins) expect(await rawGet(origin, '/nothing')).toBe(404);
  });
});

describe('given the pages’ origin', () => {
  it.each(malformed)('answers %s with 400', async (path) => {
    expect(await rawGet(demo.origin, path)).toBe(400);
    expect(await rawGet(demo.origin, `/masthead${path}`)).toBe(400);
  });

  it('answers generated targets for the loader’s and the React host’s files below 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/masthead/', '/react-host/'), segment, async (prefix, path) => {
        const status = await rawGet(demo.origin, `${prefix}${path}`);
        expect(status, `${prefix}${path}`).toBeGreaterThanOrEqual(200);
        expect(status, `${prefix}${path}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
