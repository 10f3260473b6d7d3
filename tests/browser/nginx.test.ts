/**
 * The production recipe (deploy/nginx/masthead.conf) over the build: nginx from Debian's
 * packages (installed like the browsers, scripts/ensure-nginx.mjs) serves the pages, the
 * loader and every remote over HTTP/2 with TLS (a certificate made here with openssl), the
 * precompressed files, immutable caching for content-hashed files and a minute for the rest,
 * CORS for every Masthead file, and the reference API proxied on the pages' origin. A page
 * mounts every widget through it and a reader signs in.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceApi, type ReferenceApi } from '@masthead/server';
import { demoAccounts } from '@masthead/api/contract';
import { remoteNames } from '../../module-federation.config.ts';
import { ensureNginx } from '../../scripts/ensure-nginx.mjs';
import { testDemoPort } from './global-setup.ts';
import { serveApi } from './other-origin.ts';
import { launchBrowser, mastheadErrors } from './support.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = testDemoPort + 70;
const origin = `https://localhost:${port}`;
const nginx = ensureNginx();
const { subscriber } = demoAccounts;

let dir: string;
let server: ChildProcess | undefined;
let api: Awaited<ReturnType<typeof serveApi>> | undefined;
let referenceApi: ReferenceApi | undefined;
let browser: Browser | undefined;

/** A GET over https (the certificate is ours), with its status, headers and whether it was gzip. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request(`${origin}${path}`, { rejectUnauthorized: false, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

async function waitForPort() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (
      await get('/').then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${origin}`);
}

const describeWithNginx = 'path' in nginx ? describe : describe.skip;
if (!('path' in nginx)) console.warn(`nginx.test.ts skipped: ${nginx.missing}`);

describeWithNginx('the nginx recipe over the build', () => {
  beforeAll(async () => {
    if (!('path' in nginx)) return;
    dir = await mkdtemp(join(tmpdir(), 'masthead-nginx-'));
    // The deployment: pages, loader, remotes, a config naming the remotes where they are served.
    await cp(join(repoRoot, 'host-demo', 'pages'), join(dir, 'site'), { recursive: true });
    await cp(join(repoRoot, 'packages', 'loader', 'dist'), join(dir, 'masthead'), { recursive: true });
    for (const name of remoteNames)
      await cp(join(repoRoot, 'packages', name, 'dist'), join(dir, 'remotes', name), { recursive: true });
    const remotes = Object.fromEntries(
      remoteNames.map((name) => [name, `${origin}/remotes/${name}/mf-manifest.json`]),
    );
    await writeFile(
      join(dir, 'site', 'masthead.config.json'),
      JSON.stringify({ remotes, loadTimeoutMs: 10_000 }),
    );
    execFileSync(process.execPath, [join(repoRoot, 'deploy/nginx/precompress.mjs'), dir], { stdio: 'pipe' });
    // A self-signed certificate for localhost.
    await mkdir(join(dir, 'ssl'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        join(dir, 'ssl', 'key.pem'),
        '-out',
        join(dir, 'ssl', 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    // The API the recipe proxies to, told the public origin and to believe the proxy.
    referenceApi = await createReferenceApi({
      dataDir: 'memory://',
      env: {},
      mode: 'development',
      publicOrigin: origin,
      trustedProxies: ['loopback'],
    });
    api = await serveApi(referenceApi.handle);
    // The recipe as written, with this run's paths, port, certificate and API.
    const recipe = (await readFile(join(repoRoot, 'deploy/nginx/masthead.conf'), 'utf8'))
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`)
      .replaceAll('/srv/masthead', dir)
      .replaceAll('/etc/ssl/masthead', join(dir, 'ssl'))
      .replace('http://127.0.0.1:8090', api.origin);
    await writeFile(join(dir, 'masthead.conf'), recipe);
    await writeFile(
      join(dir, 'nginx.conf'),
      `user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
  include ${dir}/masthead.conf;
}
`,
    );
    server = spawn(nginx.path, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await waitForPort().catch((error: unknown) => {
      throw new Error(`${String(error)}\n${stderr}`);
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGQUIT');
    await api?.close();
    await referenceApi?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('serves hashed files immutable, the rest for a minute, all precompressed and with CORS', async () => {
    const chunks = await readdir(join(dir, 'masthead', 'chunks'));
    const hashed = chunks.find((name) => /-[\w-]{8}\.js$/.test(name));
    const elsewhere = { origin: 'https://elsewhere.example', 'accept-encoding': 'gzip' };
    const immutable = await get(`/masthead/chunks/${hashed}`, elsewhere);
    expect(immutable.status).toBe(200);
    expect(immutable.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(immutable.headers['access-control-allow-origin']).toBe('*');
    expect(immutable.headers['content-encoding']).toBe('gzip');
    const remoteAssets = await readdir(join(dir, 'remotes', 'footer', 'assets'));
    const footerCss = remoteAssets.find((name) => name.endsWith('.css'));
    expect((await get(`/remotes/footer/assets/${footerCss}`, elsewhere)).headers['cache-control']).toContain(
      'immutable',
    );
    for (const path of [
      '/masthead.config.json',
      '/masthead/masthead-loader.js',
      '/masthead/chunks/masthead-core.js',
      '/masthead/masthead-libraries.json',
      '/remotes/footer/mf-manifest.json',
      '/remotes/header-chrome/header.html',
      '/remotes/footer/remoteEntry.js',
    ]) {
      const answer = await get(path, elsewhere);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('public, max-age=60, must-revalidate');
      expect(answer.headers['access-control-allow-origin'], path).toBe('*');
      expect(answer.headers['content-encoding'], path).toBe('gzip');
    }
    expect((await get('/sign-in')).headers['cache-control']).toBe('no-cache');
  });

  it('mounts every widget on a page over HTTP/2, and signs a reader in through the proxied API', async () => {
    const context = await browser!.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${origin}/?hideIntromercial=true`);
    for (const tag of [
      'masthead-header',
      'masthead-header-ad',
      'masthead-partner-ads',
      'masthead-interstitial',
      'masthead-footer',
    ])
      await page.waitForFunction((t) => document.querySelector(`${t} [data-masthead-mounted]`), tag, {
        timeout: 15_000,
      });
    const protocols = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
    );
    expect(new Set(protocols)).toEqual(new Set(['h2']));
    await page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByLabel('Email', { exact: true }).fill(subscriber.emailAddress);
    await dialog.getByLabel('Password', { exact: true }).fill(subscriber.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.Masthead?.getState().status)).toBe('authenticated');
    expect(mastheadErrors(errors)).toEqual([]);
    await context.close();
  });
});
