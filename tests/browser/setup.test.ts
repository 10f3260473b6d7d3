/**
 * The browser tests' `fetch` (setup.ts): a GET whose connection the server closed under it is
 * sent again, as a browser would; a POST is not, and fails as before.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: Server;
let url = '';
/** Requests seen, by method; the first of each method has its connection closed under it. */
const seen = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const count = (seen.get(req.method ?? '') ?? 0) + 1;
    seen.set(req.method ?? '', count);
    if (count === 1) req.socket.destroy();
    else res.end('answered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the browser tests' fetch", () => {
  it('sends a GET once more when the server closed the connection under it', async () => {
    await expect((await fetch(url)).text()).resolves.toBe('answered');
    expect(seen.get('GET')).toBe(2);
  });

  it('leaves a POST failed', async () => {
    await expect(fetch(url, { method: 'POST', body: 'x' })).rejects.toThrow('fetch failed');
    expect(seen.get('POST')).toBe(1);
  });
});
