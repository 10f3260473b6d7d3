/**
 * The production recipe (deploy/nginx/masthead.conf) run as written over the build, for its
 * test and the bench: nginx from Debian's packages (scripts/ensure-hosts.mjs) on a loopback
 * port, HTTP/2 over TLS with a self-signed certificate made here, the demo's pages, the
 * loader under /masthead/, each remote under /remotes/<name>/, the config, every text file
 * precompressed (brotli and gzip), and the API proxied to `api`. Only the paths, the ports, the
 * name (localhost, the certificate's), the certificate, the log folder and the API's address are
 * replaced.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames } from '../../module-federation.config.ts';
import { hostProgram } from '../../scripts/ensure-hosts.mjs';
import { linkTag } from '../../packages/loader/src/server/host-files.ts';
import {
  isManifest,
  pageHints,
  withManifests,
  withPrerenderedMarkup,
  type HostConfig,
} from '../../packages/loader/src/server/page-hints.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A self-signed certificate for localhost in `dir` (cert.pem, key.pem), made with openssl. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
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
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  return { cert, key };
}

/** A request over https (the certificate is ours): its status, headers and body. */
export function httpsRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    servername,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** The TLS server name (SNI). Default the URL's host name, or the Host header's when one is given. */
    servername?: string;
  } = {},
) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const tls = servername === undefined ? {} : { servername };
    const req = request(url, { method, rejectUnauthorized: false, headers, ...tls }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A GET over https (the certificate is ours). */
export const httpsGet = (url: string, headers: Record<string, string> = {}) => httpsRequest(url, { headers });

/** Waits until `url` (http or https) answers anything, or throws after about five seconds. */
export async function waitForAnswer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (
      await (url.startsWith('https:') ? httpsGet(url) : fetch(url)).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered on ${url}`);
}

export interface NginxSiteOptions {
  port: number;
  /** The API's address, which the recipe proxies `/api/` and `/service/` to. */
  api: string;
  /**
   * Each page as a host without Node serves it from masthead-host-files' output: its hints
   * as `<link>` tags before the loader's tag, the config with the manifests, the header's
   * prerendered markup in place and the first view of a dialog the page opens at load (what the demo's Node server sends in a `Link` header and
   * the page). Without it the demo's pages are served as they are in the repository.
   */
  hinted?: boolean;
  /** More folders served under the site: a path in it (`floor`) → a folder. */
  extra?: Record<string, string>;
  /** The port of the recipe's plain-http servers (its port 80). Default `port + 1`. */
  httpPort?: number;
}

export interface NginxSite {
  origin: string;
  /** The recipe's plain-http servers (its port 80), `http://localhost:<httpPort>`. */
  httpOrigin: string;
  /** The deployment's folder: site/, masthead/, remotes/<name>/. */
  dir: string;
  /** The recipe's access log (its /var/log/nginx/masthead-access.log). */
  accessLog: string;
  close(): Promise<void>;
}

/** Every `.html` file under `dir`, relative. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((name) => name.endsWith('.html'));
}

/**
 * Writes each page's hints, the header's markup and the first view of a dialog it opens at load
 * into it, and the manifests into the config.
 */
async function hintPages(dir: string, origin: string, config: HostConfig): Promise<void> {
  const fileOf = (url: string) => {
    const { pathname } = new URL(url);
    return join(
      dir,
      pathname.startsWith('/masthead/') || pathname.startsWith('/remotes/') ? '' : 'site',
      pathname,
    );
  };
  const read = (url: string) => readFile(fileOf(url), 'utf8');
  const manifest = async (url: string) => {
    const json: unknown = JSON.parse(await read(url));
    if (!isManifest(json)) throw new Error(`${url} is not a federation manifest`);
    return json;
  };
  const configUrl = `${origin}/masthead.config.json`;
  const served = await withManifests(config, configUrl, manifest);
  await writeFile(join(dir, 'site', 'masthead.config.json'), JSON.stringify(served));
  for (const name of await htmlFiles(join(dir, 'site'))) {
    const file = join(dir, 'site', name);
    const html = await readFile(file, 'utf8');
    const loader = /<script\b[^>]*\bdata-masthead-config\b/i.exec(html);
    if (!loader) continue;
    const pageUrl = `${origin}/${name.replace(/(index)?\.html$/, '')}`;
    const libraries = async (url: string) => JSON.parse(await read(url)) as unknown;
    const withMarkup = await withPrerenderedMarkup({
      html,
      configUrl,
      pageUrl,
      config: served,
      manifest,
      markup: read,
      libraries,
    });
    const hints = await pageHints({ html: withMarkup, pageUrl, config: served, manifest, libraries });
    const tags = hints.map(linkTag).join('\n    ');
    await writeFile(file, withMarkup.replace(loader[0], `${tags}\n    ${loader[0]}`));
  }
}

/** Deploys the build, starts nginx with the recipe over it, and waits until it answers. */
export async function startNginxSite({
  port,
  api,
  hinted = false,
  extra = {},
  httpPort = port + 1,
}: NginxSiteOptions): Promise<NginxSite> {
  const nginx = hostProgram('nginx');
  const origin = `https://localhost:${port}`;
  const dir = await mkdtemp(join(tmpdir(), 'masthead-nginx-'));
  // The deployment: pages, loader, remotes, a config naming the remotes where they are served.
  await cp(join(repoRoot, 'host-demo', 'pages'), join(dir, 'site'), { recursive: true });
  for (const [path, from] of Object.entries(extra))
    await cp(from, join(dir, 'site', path), { recursive: true });
  await cp(join(repoRoot, 'packages', 'loader', 'dist'), join(dir, 'masthead'), { recursive: true });
  for (const name of remoteNames)
    await cp(join(repoRoot, 'packages', name, 'dist'), join(dir, 'remotes', name), { recursive: true });
  const config = {
    remotes: Object.fromEntries(
      remoteNames.map((name) => [name, `${origin}/remotes/${name}/mf-manifest.json`]),
    ),
    loadTimeoutMs: 10_000,
  };
  await writeFile(join(dir, 'site', 'masthead.config.json'), JSON.stringify(config));
  if (hinted) await hintPages(dir, origin, config);
  execFileSync(process.execPath, [join(repoRoot, 'deploy/nginx/precompress.mjs'), dir], { stdio: 'pipe' });
  await mkdir(join(dir, 'ssl'));
  selfSignedCertificate(join(dir, 'ssl'));
  // The recipe as written, with this run's paths, ports, name (the certificate's), certificate,
  // log folder and API.
  const recipe = (await readFile(join(repoRoot, 'deploy/nginx/masthead.conf'), 'utf8'))
    .replaceAll('listen 443 ssl http2', `listen 127.0.0.1:${port} ssl http2`)
    .replaceAll('listen 80', `listen 127.0.0.1:${httpPort}`)
    .replaceAll('news.example.com', 'localhost')
    .replaceAll('/srv/masthead', dir)
    .replaceAll('/etc/ssl/masthead', join(dir, 'ssl'))
    .replaceAll('/var/log/nginx', dir)
    .replace('http://127.0.0.1:8090', api);
  await writeFile(join(dir, 'masthead.conf'), recipe);
  // Debian's module lines name the modules relative to nginx's prefix, here the deployment.
  await symlink('/usr/lib/nginx/modules', join(dir, 'modules'));
  await writeFile(
    join(dir, 'nginx.conf'),
    `user root;
include /etc/nginx/modules-enabled/*.conf;
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
  const server = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // nginx outlives a parent that exits without closing it, holding the port: stop it then too.
  const stop = () => server.kill('SIGQUIT');
  process.once('exit', stop);
  const close = async () => {
    process.off('exit', stop);
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGQUIT');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${origin}/`);
  } catch (error) {
    await close();
    throw new Error(`${String(error)}\n${stderr}`);
  }
  return {
    origin,
    httpOrigin: `http://localhost:${httpPort}`,
    dir,
    accessLog: join(dir, 'masthead-access.log'),
    close,
  };
}
