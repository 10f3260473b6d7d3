/**
 * The demo CMS: plain HTML pages on one origin (default http://localhost:8080), the
 * loader beside them, and each remote's built `dist/` on its own origin and port,
 * as each would be deployed. The remotes' URLs reach the loader through one config
 * document, /masthead.config.json.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoLogCollectorToken } from '@masthead/api/contract';
import {
  isManifest,
  pageHints,
  withManifests,
  withPrerenderedMarkup,
  type RemoteManifest,
} from '@masthead/loader/page-hints';
import type { ReferenceApi, ReferenceApiOptions } from '@masthead/server';
import { remoteNames, type RemoteName } from '../module-federation.config.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const pagesDir = join(repoRoot, 'host-demo', 'pages');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
};

/**
 * A request target's path, percent-decoded; null when the target is not a path a browser
 * sends (a broken escape such as `%E0%A4%A`, a NUL): the servers answer 400, never throw.
 */
export function decodedPath(target: string | undefined): string | null {
  const raw = (target ?? '/').split(/[?#]/)[0] || '/';
  if (!raw.startsWith('/')) return null;
  try {
    const path = decodeURIComponent(raw);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

/** Resolve a decoded path inside `root`, refusing anything that climbs out of it. */
async function fileIn(root: string, decoded: string): Promise<string | undefined> {
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return candidate;
    if (info.isDirectory()) {
      const index = join(candidate, 'index.html');
      if ((await stat(index).catch(() => undefined))?.isFile()) return index;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

function sendFile(res: ServerResponse, file: string, headers: Record<string, string> = {}): void {
  res.writeHead(200, {
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  // A file removed between stat and read ends this answer, not the process.
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
  res.end(body);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** `read(url)` once per URL; a failed read is forgotten, so the next page asks again. */
function readOnce<T>(read: (url: string) => Promise<T>): (url: string) => Promise<T> {
  const reads = new Map<string, Promise<T>>();
  return (url) => {
    let reading = reads.get(url);
    if (!reading) {
      reading = read(url);
      reads.set(url, reading);
      reading.catch(() => reads.delete(url));
    }
    return reading;
  };
}

/** Listens on `port` (0: any free port) and resolves with the port it got. */
function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolvePromise(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * A server whose handler may fail: a failure is a 500 for that request (logged), never an
 * unhandled rejection, which would end the whole demo with every server in it.
 */
function serve(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Server {
  return createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error('demo server error', error);
      if (!res.headersSent) sendText(res, 500, 'Demo server error');
      else res.destroy();
    });
  });
}

/**
 * What a page of any origin needs to load a file as a module script, a module's import,
 * a `crossorigin` stylesheet or a `fetch`: the loader, its chunks and styles, the config
 * and every remote's files are public, so any origin may read them (no cookies: `*`).
 */
export const publicFileHeaders = { 'Access-Control-Allow-Origin': '*' } as const;

/** A remote's own origin: its dist, with CORS so any CMS origin may load it. */
function remoteServer(name: RemoteName): Server {
  const root = join(repoRoot, 'packages', name, 'dist');
  return serve(async (req, res) => {
    for (const [header, value] of Object.entries(publicFileHeaders)) res.setHeader(header, value);
    if (req.method === 'OPTIONS') return sendText(res, 204, '');
    const path = decodedPath(req.url);
    if (path === null) return sendText(res, 400, 'Bad request: malformed URL');
    const file = await fileIn(root, path);
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD'))
      return sendText(res, 404, `Not found in ${name}`);
    sendFile(res, file);
  });
}

/**
 * The strict policy every demo page is served with, as a host page would send it (docs/hosting.md,
 * "Content-Security-Policy"): scripts, styles, images, fonts and fetches from the page's own
 * origin and the remotes' origins only; no inline script or style, no eval, Trusted Types
 * for every script sink, no plugins, no <base>, not framed.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const sources = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    `style-src ${sources}`,
    `img-src ${sources} data:`,
    `font-src ${sources}`,
    `connect-src ${sources}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}

/** A request handler tried before the pages: true when it answered. */
export type DemoHandler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

export interface DemoOptions {
  /** Port of the pages' origin; remotes take the next five. Default 8080; 0 takes free ports. */
  port?: number;
  /**
   * The API on the pages' origin: a request handler of the caller's (the browser tests pass
   * their in-memory reference API's), or the options of a reference API the demo starts itself
   * in development mode and closes with it (`{}`: PGlite in `.data/pglite`, or `DATABASE_URL`;
   * docs/reference-api.md). Default none.
   */
  api?: DemoHandler | Omit<ReferenceApiOptions, 'mode' | 'allowedOrigins'>;
  /**
   * Origins of pages elsewhere, e.g. a site in development on `http://localhost:3000`, that may
   * call the API the demo starts (`api` options) with a reader's cookies, as `ALLOWED_ORIGINS`
   * says to the API alone. Default: `ALLOWED_ORIGINS`, comma-separated, else none.
   */
  allowedOrigins?: readonly string[];
}

export interface Demo {
  origin: string;
  remoteOrigins: Record<RemoteName, string>;
  /** The page origins besides the demo's own that its API accepts (the API it started; else none). */
  allowedOrigins: readonly string[];
  /** Stop one remote's server, as if its deployment were down. */
  stopRemote(name: RemoteName): Promise<void>;
  /** Serve a stopped remote again on its port, as when its deployment is back. */
  startRemote(name: RemoteName): Promise<void>;
  close(): Promise<void>;
}

/**
 * The reference API the demo starts (`api` options), in development mode: the dev mailbox and
 * the demo accounts with their published passwords, on purpose.
 */
async function ownReferenceApi(
  options: Omit<ReferenceApiOptions, 'mode' | 'allowedOrigins'>,
  allowedOrigins: readonly string[] | undefined,
): Promise<ReferenceApi> {
  const { createReferenceApi } = await import('@masthead/server');
  return createReferenceApi({
    ...options,
    mode: 'development',
    ...(allowedOrigins ? { allowedOrigins: [...allowedOrigins] } : {}),
  });
}

export async function startDemo({ port = 8080, api, allowedOrigins }: DemoOptions = {}): Promise<Demo> {
  if (allowedOrigins && typeof api !== 'object')
    throw new Error('startDemo: allowedOrigins is for the API the demo starts (api options), not a handler');
  // First, before any port is taken: a database another process holds stops the start here.
  const referenceApi = typeof api === 'object' ? await ownReferenceApi(api, allowedOrigins) : undefined;
  const handleApi = referenceApi?.handle ?? (typeof api === 'function' ? api : undefined);
  const remoteServers = new Map<RemoteName, Server>();
  const remoteOrigins = {} as Record<RemoteName, string>;
  for (const [index, name] of remoteNames.entries()) {
    const server = remoteServer(name);
    const remotePort = await listen(server, port === 0 ? 0 : port + 1 + index);
    remoteServers.set(name, server);
    remoteOrigins[name] = `http://localhost:${remotePort}`;
  }

  const config = {
    remotes: Object.fromEntries(remoteNames.map((name) => [name, `${remoteOrigins[name]}/mf-manifest.json`])),
    loadTimeoutMs: 10_000,
    analytics: { pageName: 'most-popular', logToken: demoLogCollectorToken },
  };
  const remoteOf = (url: string) => remoteNames.find((name) => url.startsWith(`${remoteOrigins[name]}/`));
  /**
   * A file a remote serves (its manifest, the header's markup), read from its dist once, and
   * only while the remote is served: a stopped remote's is left out, as a host's would be
   * when the remote fails, and the loader then asks the remote itself.
   */
  const remoteFile = <T>(parse: (text: string, url: string) => T) => {
    const read = readOnce(async (url) => {
      const path = join(repoRoot, 'packages', remoteOf(url) ?? '', 'dist', new URL(url).pathname);
      return parse(await readFile(path, 'utf8'), url);
    });
    return (url: string) => {
      const name = remoteOf(url);
      return name && remoteServers.get(name)?.listening
        ? read(url)
        : Promise.reject(new Error(`${url} is not served`));
    };
  };
  /**
   * Each remote's manifest. The config carries them (so the page fetches none), and the page
   * hints name, read from them, the files of the widgets a page places and of a dialog it
   * opens at once (@masthead/loader/page-hints).
   */
  const readManifest = remoteFile((text, url): RemoteManifest => {
    const json: unknown = JSON.parse(text);
    if (!isManifest(json)) throw new Error(`${url} is not a federation manifest`);
    return json;
  });
  const readMarkup = remoteFile((text) => text);
  const loaderDir = join(repoRoot, 'packages', 'loader', 'dist');
  /** The loader's table of its libraries' files, for the page hints. */
  const readLibraries = readOnce(async (url): Promise<unknown> => {
    const path = decodedPath(new URL(url).pathname.replace(/^\/masthead/, ''));
    const file = path === null ? undefined : await fileIn(loaderDir, path);
    if (!file) throw new Error(`${url} is not served`);
    return JSON.parse(await readFile(file, 'utf8'));
  });
  // The pages' origin, known once they listen (`port` 0 takes a free one).
  let origin = `http://localhost:${port}`;
  const configUrl = () => `${origin}/masthead.config.json`;
  const servedConfig = () => withManifests(config, configUrl(), readManifest);
  /**
   * A page as the CMS's server sends it: the header's markup in its placeholder, the first
   * view of a dialog it opens at load (`data-masthead-open`) and, in a `Link` header, what the
   * page will need.
   */
  const sendPage = async (res: ServerResponse, source: string, pageUrl: string) => {
    const served = await servedConfig();
    const remotes = Object.fromEntries(
      remoteNames
        .filter((name) => remoteServers.get(name)?.listening)
        .map((name) => [name, served.remotes[name]]),
    );
    const config = { ...served, remotes };
    const html = await withPrerenderedMarkup({
      html: source,
      configUrl: configUrl(),
      pageUrl,
      config,
      manifest: readManifest,
      markup: readMarkup,
      libraries: readLibraries,
    });
    // From the page as sent: the code of what it carries the first view of is left to the loader.
    const hints = await pageHints({
      html,
      pageUrl,
      config,
      manifest: readManifest,
      libraries: readLibraries,
    });
    res.writeHead(200, {
      'Content-Type': contentTypes['.html'],
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Link: hints.join(', '),
    });
    res.end(html);
  };
  const reactHostDir = join(repoRoot, 'host-demo', 'react-host', 'dist');
  const pageTemplate = await readFile(join(pagesDir, 'page.html'), 'utf8');
  const policy = contentSecurityPolicy(Object.values(remoteOrigins));

  const pages = createServer(async (req, res) => {
    try {
      if (handleApi && (await handleApi(req, res))) return;
      res.setHeader('Content-Security-Policy', policy);
      const decoded = decodedPath(req.url);
      if (decoded === null) return sendText(res, 400, 'Bad request: malformed URL');
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
      // The loader and its config, loadable from a page of any origin (docs/hosting.md, "Serving the loader…").
      if (path === '/masthead.config.json' || decoded.startsWith('/masthead/'))
        for (const [header, value] of Object.entries(publicFileHeaders)) res.setHeader(header, value);
      if (path === '/masthead.config.json')
        return sendText(res, 200, JSON.stringify(await servedConfig()), contentTypes['.json']);
      if (decoded.startsWith('/masthead/')) {
        const file = await fileIn(loaderDir, decoded.slice('/masthead'.length));
        return file ? sendFile(res, file) : sendText(res, 404, 'Not found');
      }
      if (decoded === '/react-host' || decoded.startsWith('/react-host/')) {
        const file = await fileIn(reactHostDir, decoded.slice('/react-host'.length) || '/');
        return file ? sendFile(res, file) : sendText(res, 404, 'Not found');
      }
      const named = decoded.endsWith('/') ? `${decoded}index.html` : `${decoded}.html`;
      const page = (await fileIn(pagesDir, named)) ?? (await fileIn(pagesDir, decoded));
      if (page && !page.endsWith(`${sep}page.html`)) {
        if (extname(page) !== '.html') return sendFile(res, page);
        // A mailed link's token is in this page's address: no referrer may carry it anywhere.
        if (decoded === '/reset-password') res.setHeader('Referrer-Policy', 'no-referrer');
        return await sendPage(res, await readFile(page, 'utf8'), `${origin}${path}`);
      }
      if (extname(path) !== '') return sendText(res, 404, 'Not found');
      // Every other link the widgets use lands on a simple page that names its path.
      return await sendPage(res, pageTemplate.replaceAll('{{path}}', escapeHtml(path)), `${origin}${path}`);
    } catch (error) {
      console.error('demo server error', error);
      if (!res.headersSent) sendText(res, 500, 'Demo server error');
    }
  });
  origin = `http://localhost:${await listen(pages, port)}`;

  const close = (server: Server) =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });

  return {
    origin,
    remoteOrigins,
    allowedOrigins: referenceApi?.options.allowedOrigins ?? [],
    async stopRemote(name) {
      const server = remoteServers.get(name);
      if (server?.listening) await close(server);
    },
    async startRemote(name) {
      const server = remoteServers.get(name);
      if (server && !server.listening) await listen(server, Number(new URL(remoteOrigins[name]).port));
    },
    async close() {
      await Promise.all([pages, ...remoteServers.values()].filter((s) => s.listening).map(close));
      await referenceApi?.close();
    },
  };
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  // The reference API on the pages' own origin: PGlite in .data/pglite, or PostgreSQL when
  // DATABASE_URL is set, accepting the pages of ALLOWED_ORIGINS too (docs/reference-api.md).
  let demo: Demo;
  try {
    demo = await startDemo({ port, api: {} });
  } catch (error) {
    console.error(`Masthead demo did not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`Masthead demo: ${demo.origin}/`);
  console.log(`  reference API: ${demo.origin}/api/openapi.json, mailbox ${demo.origin}/dev/mailbox`);
  if (demo.allowedOrigins.length > 0)
    console.log(`  the API also accepts pages of: ${demo.allowedOrigins.join(', ')} (ALLOWED_ORIGINS)`);
  for (const [name, origin] of Object.entries(demo.remoteOrigins))
    console.log(`  remote ${name}: ${origin}/mf-manifest.json`);
  const stop = () => void demo.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
