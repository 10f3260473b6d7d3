/**
 * A WordPress site behind Apache, set up as docs/hosting.md says, with Apache, PHP and WordPress
 * from Debian's packages (scripts/ensure-hosts.mjs):
 * - Apache runs the documented proxy lines as written (no `ProxyPreserveHost`: the API sees
 *   Apache's Host), in front of the reference API configured with the site's public origin;
 * - the pages come from PHP running WordPress's own plugin API and kses with the documented
 *   must-use plugin over masthead-host-files' output (tests/wordpress/site.php), behind the
 *   same Apache. The header and the footer are the theme's empty placeholders; the other widgets are an
 *   author's saved content, the `data-masthead-widget` lines of docs/embedding.md.
 * A reader signs in through Apache; a reset, even with a forged Host, mails a link to the
 * configured origin. Not run: WordPress's full bootstrap (a database, the block editor); the
 * hooks run are WordPress's, called in the order its request cycle calls them.
 * Apache serves https (a certificate made here), as in the documented VirtualHost, with the
 * documented security headers and access log; and the proxy lines alone over plain http too,
 * where the API must be told `http`: the scheme comes from the connection.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createReferenceApi, type ReferenceApi } from '@masthead/server';
import { demoAccounts, type DevMailboxResponse } from '@masthead/api/contract';
import { widgets } from '@masthead/federation';
import { main as writeHostFiles } from '../../../packages/loader/src/server/host-files-cli.ts';
import { hostProgram, unpackWordPress } from '../../../scripts/ensure-hosts.mjs';
import { testDemoPort } from '../global-setup.ts';
import { httpsRequest, selfSignedCertificate, waitForAnswer } from '../nginx-site.ts';
import { serveApi } from '../other-origin.ts';
import { launchBrowser } from '../support.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const demoOrigin = inject('demoOrigin');
const apachePort = testDemoPort + 75;
const phpPort = testDemoPort + 76;
/** A plain-http VirtualHost with the proxy lines alone. */
const apacheHttpPort = testDemoPort + 77;
// Another site than the demo's localhost, which serves the loader, the remotes and the config's manifests.
const site = `https://127.0.0.1:${apachePort}`;
const { subscriber, digital } = demoAccounts;

const hosting = await readFile(join(repoRoot, 'docs', 'hosting.md'), 'utf8');
const embedding = await readFile(join(repoRoot, 'docs', 'embedding.md'), 'utf8');
/** The fenced block of `language` in docs/hosting.md that contains `marker`. */
function hostingBlock(language: string, marker: string): string {
  const block = [...hosting.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))]
    .map((match) => match[1] ?? '')
    .find((text) => text.includes(marker));
  if (!block) throw new Error(`no ${language} block with ${marker} in docs/hosting.md`);
  return block;
}

let dir: string;
let apache: ChildProcess | undefined;
let php: ChildProcess | undefined;
let referenceApi: ReferenceApi | undefined;
let api: Awaited<ReturnType<typeof serveApi>> | undefined;
let browser: Browser | undefined;
/** Every request the API got, with the headers Apache sent. */
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let hints: {
  kinds: Record<string, { link: string; loader: string }>;
  markup: Record<string, { element: string; head: string }>;
};

/** Starts a program and waits until `url` answers, with its stderr in the error. */
async function start(program: string, args: string[], url: string, env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
  // Stopped with the test's process even when afterAll does not run.
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  child.once('exit', () => process.off('exit', stop));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForAnswer(url).catch((error: unknown) => {
    child.kill();
    throw new Error(`${program}: ${String(error)}\n${stderr}`);
  });
  return child;
}

/** The text of the mail the API sent to `emailAddress` (its development mailbox). */
async function mailTo(emailAddress: string) {
  const mailbox = (await (await fetch(`${api?.origin}/api/dev/mailbox`)).json()) as DevMailboxResponse;
  return mailbox.messages.find((message) => message.to === emailAddress)?.text;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'masthead-wordpress-'));
  // The reference API, told the site's origin and to believe the proxy on loopback.
  referenceApi = await createReferenceApi({
    dataDir: 'memory://',
    env: {},
    mode: 'development',
    publicOrigin: site,
    trustedProxies: ['loopback'],
  });
  const handle = referenceApi.handle;
  api = await serveApi((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    return handle(req, res);
  });

  // wp-content: the must-use plugin as docs/hosting.md writes it, masthead-host-files' output,
  // and an author's post content (docs/embedding.md's lines; the ads on the demo's provider).
  const content = join(dir, 'wp-content');
  await mkdir(join(content, 'mu-plugins'), { recursive: true });
  await writeFile(join(content, 'mu-plugins', 'masthead.php'), hostingBlock('php', 'hints.json'));
  const { remotes } = (await (await fetch(`${demoOrigin}/masthead.config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  await writeFile(join(dir, 'config.json'), JSON.stringify({ remotes, loadTimeoutMs: 10_000 }));
  await writeHostFiles([
    '--config',
    join(dir, 'config.json'),
    '--config-url',
    `${site}/wp-content/masthead/masthead.config.json`,
    '--loader',
    `${demoOrigin}/masthead/masthead-loader.js`,
    '--out',
    join(content, 'masthead'),
  ]);
  hints = JSON.parse(await readFile(join(content, 'masthead', 'hints.json'), 'utf8')) as typeof hints;
  const placements = (embedding.match(/^<div data-masthead-widget=.*<\/div>$/gm) ?? [])
    .filter((line) => !line.includes('"header"') && !line.includes('"footer"'))
    .join('\n')
    .replaceAll('data-provider="gpt"', 'data-provider="demo"')
    .replace('data-consent="tcf"', 'data-consent="granted"');
  await writeFile(join(content, 'content.html'), placements);

  php = await start(
    hostProgram('php'),
    ['-S', `127.0.0.1:${phpPort}`, '-t', dir, join(repoRoot, 'tests/wordpress/site.php')],
    `http://127.0.0.1:${phpPort}/`,
    { ...process.env, WORDPRESS_ROOT: unpackWordPress(), WP_CONTENT_DIR: content },
  );

  // Apache: https, the documented lines for the API as written but for its address, then the pages.
  const { cert, key } = selfSignedCertificate(dir);
  const proxyLines = hostingBlock('apache', 'ProxyPass').replaceAll('http://127.0.0.1:8090', api.origin);
  // The pages' headers and log as written, with the demo's origins for Masthead's files' and the run's log folder.
  const mastheadOrigins = [demoOrigin, ...Object.values(remotes).map((url) => new URL(url).origin)];
  const headerLines = hostingBlock('apache', 'Content-Security-Policy')
    .replaceAll('https://cdn.example.com', [...new Set(mastheadOrigins)].join(' '))
    .replaceAll('${APACHE_LOG_DIR}', dir);
  const modules = ['mpm_event', 'authz_core', 'proxy', 'proxy_http', 'headers', 'socache_shmcb', 'ssl'];
  await writeFile(
    join(dir, 'apache.conf'),
    `ServerRoot "${dir}"
ServerName 127.0.0.1
Listen 127.0.0.1:${apachePort}
Listen 127.0.0.1:${apacheHttpPort}
PidFile ${dir}/apache.pid
DefaultRuntimeDir ${dir}
Mutex file:${dir}
ErrorLog ${dir}/apache-error.log
User www-data
Group www-data
${modules.map((name) => `LoadModule ${name}_module /usr/lib/apache2/modules/mod_${name}.so`).join('\n')}
<VirtualHost *:${apachePort}>
SSLEngine on
SSLCertificateFile ${cert}
SSLCertificateKeyFile ${key}
${proxyLines}
${headerLines}
ProxyPass        / http://127.0.0.1:${phpPort}/
ProxyPassReverse / http://127.0.0.1:${phpPort}/
</VirtualHost>
<VirtualHost *:${apacheHttpPort}>
${proxyLines}
</VirtualHost>
`,
  );
  apache = await start(hostProgram('apache'), ['-f', join(dir, 'apache.conf'), '-DFOREGROUND'], `${site}/`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const child of [apache, php]) {
    if (!child || child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await api?.close();
  await referenceApi?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('WordPress with the documented must-use plugin, behind Apache', () => {
  it('sends each kind of page its Link header, the header’s and the footer’s markup, their stylesheets and the loader', async () => {
    const post = await httpsRequest(`${site}/2026/11/a-post/`);
    expect(post.status).toBe(200);
    expect(post.headers.link).toBe(hints.kinds.article?.link);
    const html = post.body;
    for (const name of ['header', 'footer']) {
      expect(html).toContain(hints.markup[name]?.element);
      expect(html).toContain(hints.markup[name]?.head);
      expect(html).not.toContain(`<masthead-${name}></masthead-${name}>`);
    }
    expect(html).toContain(hints.kinds.article?.loader);
    expect(html).not.toContain('<masthead-header></masthead-header>');
    const page = await httpsRequest(`${site}/about/`);
    expect(page.headers.link).toBe(hints.kinds.page?.link);
    expect(hints.kinds.page?.link).not.toBe(hints.kinds.article?.link);
  });

  it('mounts every widget of the theme and of the author’s content, and signs a reader in through Apache', async () => {
    const context = await browser!.newContext({
      viewport: { width: 1280, height: 900 },
      ignoreHTTPSErrors: true,
    });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    tab.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await tab.goto(`${site}/2026/11/a-post/`);
    // What the author saved kept every placement (WordPress drops custom elements, not these).
    expect(await tab.locator('[data-masthead-widget]').count()).toBe(Object.keys(widgets).length - 2);
    for (const tag of Object.keys(widgets)) {
      const name = tag.slice('masthead-'.length);
      await tab.waitForFunction(
        (n) =>
          document.querySelector(
            `masthead-${n} [data-masthead-mounted], [data-masthead-widget="${n}"] [data-masthead-mounted]`,
          ) !== null,
        name,
        { timeout: 15_000 },
      );
    }
    const interstitial = tab.getByRole('dialog', { name: 'Advertisement' });
    await interstitial.waitFor();
    await tab.keyboard.press('Escape');
    await interstitial.waitFor({ state: 'detached' });
    await tab.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Sign In' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByLabel('Email', { exact: true }).fill(subscriber.emailAddress);
    await dialog.getByLabel('Password', { exact: true }).fill(subscriber.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => tab.evaluate(() => window.Masthead?.getState().status)).toBe('authenticated');
    // Apache kept its own Host (no ProxyPreserveHost) and said where the request came from.
    const signIn = seen.find((call) => call.url === '/api/auth/sign-in');
    expect(signIn?.headers.host).toBe(new URL(api!.origin).host);
    expect(signIn?.headers['x-forwarded-host']).toBe(new URL(site).host);
    expect(signIn?.headers['x-forwarded-proto']).toBe('https');

    const reset = await tab.evaluate(async (emailAddress) => {
      const answer = await fetch('/api/auth/password-reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailAddress }),
      });
      return answer.status;
    }, subscriber.emailAddress);
    expect(reset).toBe(200);
    expect(await mailTo(subscriber.emailAddress)).toContain(`${site}/reset-password?token=`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells the API the scheme of the connection Apache took: https over TLS, http over plain http', async () => {
    for (const [origin, scheme] of [
      [site, 'https'],
      [`http://127.0.0.1:${apacheHttpPort}`, 'http'],
    ] as const) {
      const answer = origin.startsWith('https:')
        ? await httpsRequest(`${origin}/api/captcha/config`)
        : await fetch(`${origin}/api/captcha/config`);
      expect(answer.status, origin).toBe(200);
      expect(seen.at(-1)?.url).toBe('/api/captcha/config');
      expect(seen.at(-1)?.headers['x-forwarded-proto'], origin).toBe(scheme);
    }
  });

  it('sends the pages their policy, framing refused and HSTS, and no Referrer from the mailed links’ pages', async () => {
    for (const path of ['/2026/11/a-post/', '/reset-password/?token=abc', '/subscriber-registration']) {
      const { headers } = await httpsRequest(`${site}${path}`);
      expect(headers['content-security-policy'], path).toMatch(
        /^default-src 'self'; script-src 'self' http:\/\/localhost:\d+ /,
      );
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['strict-transport-security'], path).toBe('max-age=31536000');
      expect(headers['referrer-policy'], path).toBe(path.startsWith('/2026') ? undefined : 'no-referrer');
    }
  });

  it('writes the access log without the token of a mailed link or of the API’s check of one', async () => {
    const token = `secret-${Date.now()}`;
    await httpsRequest(`${site}/reset-password/?token=${token}`);
    await httpsRequest(`${site}/api/auth/password-reset/verify?token=${token}`);
    await httpsRequest(`${site}/about/?page=2`);
    const log = await readFile(join(dir, 'masthead-access.log'), 'utf8');
    expect(log).toContain('"GET /reset-password/?[token removed] HTTP/1.1" 200');
    expect(log).toContain('"GET /api/auth/password-reset/verify?[token removed] HTTP/1.1" 400');
    expect(log).toContain('"GET /about/?page=2 HTTP/1.1" 200');
    expect(log).not.toContain(token);
  });

  it('mails a reset link to the configured origin when the request forges Host', async () => {
    const answer = await httpsRequest(`${site}/api/auth/password-reset`, {
      method: 'POST',
      headers: { host: 'attacker.example', origin: site, 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: digital.emailAddress }),
    });
    expect(answer.status).toBe(200);
    expect(seen.at(-1)?.headers['x-forwarded-host']).toBe('attacker.example');
    expect(await mailTo(digital.emailAddress)).toContain(`${site}/reset-password?token=`);
  });

  it('serves every page as the theme makes it while the hints file is missing', async () => {
    const file = join(dir, 'wp-content', 'masthead', 'hints.json');
    await rename(file, `${file}.away`);
    try {
      for (const path of ['/2026/11/a-post/', '/about/']) {
        const answer = await httpsRequest(`${site}${path}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.link).toBeUndefined();
        expect(answer.body).toContain('<masthead-header></masthead-header>');
        expect(answer.body).not.toContain('masthead-loader.js');
      }
    } finally {
      await rename(`${file}.away`, file);
    }
  });
});
