/**
 * The demo's API backs a site on another origin (a site in development on
 * `http://localhost:3000`): the origins it accepts come from `ALLOWED_ORIGINS` for `pnpm demo`,
 * and from `allowedOrigins` for `startDemo()`. A page of such an origin may call it with the
 * reader's cookies (CORS with credentials); any other origin is refused, and told why.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startDemo, type Demo } from '../../../host-demo/server.ts';
import { demoScript, startProcess, type StartedProcess } from './processes.ts';

const site = 'http://localhost:3999';
const elsewhere = 'http://localhost:4999';

/** A sign-in from a page of `origin`, as its browser sends it: what the API answers, and whether the page may read it. */
async function signInFrom(api: string, origin: string) {
  const answer = await fetch(`${api}/api/auth/sign-in`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
    body: JSON.stringify({ emailAddress: 'reader@example.com', password: 'Reader#2026x' }),
  });
  return {
    status: answer.status,
    readable:
      answer.headers.get('access-control-allow-origin') === origin &&
      answer.headers.get('access-control-allow-credentials') === 'true',
    body: await answer.text(),
  };
}

describe('given startDemo({ allowedOrigins })', () => {
  let demo: Demo | undefined;
  afterAll(() => demo?.close());

  it('lets a page of that origin sign in, and refuses another', async () => {
    demo = await startDemo({ port: 0, api: { dataDir: 'memory://', env: {} }, allowedOrigins: [site] });
    expect(demo.allowedOrigins).toEqual([site]);
    expect(await signInFrom(demo.origin, site)).toMatchObject({ status: 200, readable: true });
    const refused = await signInFrom(demo.origin, elsewhere);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('ALLOWED_ORIGINS');
  }, 60_000);

  it('is refused beside an API handler of the caller’s, which has its own settings', async () => {
    await expect(startDemo({ port: 0, api: () => false, allowedOrigins: [site] })).rejects.toThrow(
      'allowedOrigins is for the API the demo starts',
    );
  });
});

describe('given ALLOWED_ORIGINS for the demo’s own start (pnpm demo)', () => {
  let demoProcess: StartedProcess | undefined;
  afterEach(() => demoProcess?.stop());

  it('says which origins its API accepts, and lets a page of one sign in', async () => {
    demoProcess = startProcess(demoScript, {
      ALLOWED_ORIGINS: `${site}, http://127.0.0.1:3999`,
      PGLITE_DATA_DIR: 'memory://',
    });
    const origin = await demoProcess.listening;
    expect(await signInFrom(origin, site)).toMatchObject({ status: 200, readable: true });
    expect((await signInFrom(origin, elsewhere)).status).toBe(403);
    await demoProcess.stop();
    const { stdout } = await demoProcess.ended;
    expect(stdout).toContain(
      `the API also accepts pages of: ${site}, http://127.0.0.1:3999 (ALLOWED_ORIGINS)`,
    );
  }, 90_000);
});
