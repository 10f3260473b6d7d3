/**
 * A host page on an origin of its own, for the tests of what crosses origins: a tiny HTTP
 * server on a loopback port (a real server, not `route.fulfill`, which would take the
 * page out of Chromium's loopback address space) that serves pages with the headers given
 * and can hand some paths to another server, as a site's reverse proxy does.
 */
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createReferenceApi } from '@masthead/server';
import { contentSecurityPolicy } from '../../host-demo/server.ts';

export interface OtherOrigin {
  origin: string;
  /** What it serves; may change once its origin is known. */
  options: OtherOriginOptions;
  /** Every request the proxy forwarded, with the headers it sent upstream. */
  forwarded: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export interface OtherOriginOptions {
  /** `127.0.0.1` (another site than the demo's `localhost`) or `localhost`. */
  host?: string;
  /** Path → the page's HTML and its response headers; a page is served rather than proxied. */
  pages?: Record<string, { html: string; headers?: Record<string, string> }>;
  /**
   * Paths starting with one of `prefixes` go to `upstream`, as a site's proxy routes them:
   * with `Host` rewritten to the upstream's (Apache without `ProxyPreserveHost`) and the
   * client's address, scheme and host in `X-Forwarded-For`, `-Proto` and `-Host`.
   */
  proxy?: { prefixes: string[]; upstream: string };
  /** A proxied path that `path` matches goes upstream only once `until` has settled: a file held back. */
  hold?: { path: RegExp; until: Promise<void> };
}

export async function startOtherOrigin(options: OtherOriginOptions = {}): Promise<OtherOrigin> {
  const forwarded: OtherOrigin['forwarded'] = [];
  const server: Server = createServer((req, res) => {
    const { pages = {}, proxy, hold } = options;
    const path = req.url ?? '/';
    const page = pages[path.split('?')[0] ?? '/'];
    if (!page && proxy && proxy.prefixes.some((prefix) => path.startsWith(prefix))) {
      const upstream = new URL(proxy.upstream);
      const headers: IncomingHttpHeaders = {
        ...req.headers,
        host: upstream.host,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': req.headers.host ?? '',
      };
      forwarded.push({ path, headers });
      const forward = () => {
        const outgoing = request(
          { hostname: upstream.hostname, port: upstream.port, path, method: req.method, headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        outgoing.on('error', () => {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end('bad gateway');
        });
        req.pipe(outgoing);
      };
      if (hold?.path.test(path)) void hold.until.then(forward);
      else forward();
      return;
    }
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...page.headers });
    res.end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://${options.host ?? '127.0.0.1'}:${port}`,
    options,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A CMS page that places every widget, with the loader and its config from `masthead`. */
export function pageWithEveryWidget({
  loader,
  config,
  title = 'Elsewhere',
}: {
  loader: string;
  config: string;
  title?: string;
}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <script type="module" src="${loader}" data-masthead-config="${config}"></script>
  </head>
  <body>
    <masthead-header><header>Static header</header></masthead-header>
    <masthead-header-ad provider="demo"></masthead-header-ad>
    <main><h1>${title}</h1><p>A page of another origin.</p></main>
    <masthead-partner-ads provider="demo"></masthead-partner-ads>
    <masthead-interstitial provider="demo" consent="granted"></masthead-interstitial>
    <masthead-footer heading-level="2"><a href="/subscriber-help">Help Center</a></masthead-footer>
  </body>
</html>`;
}

/** The strict policy of the demo's pages, for a page whose Masthead files come from `origins`. */
export const strictPolicy = (origins: readonly string[]): string => contentSecurityPolicy(origins);

/** The origins of the remotes a config names. */
export async function remoteOriginsOf(configUrl: string): Promise<string[]> {
  const config = (await (await fetch(configUrl)).json()) as { remotes: Record<string, string> };
  return [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
}

/** A server of its own for the reference API (`handle`), on a loopback port, named by `host`. */
export async function serveApi(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>,
  host = '127.0.0.1',
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    void handle(req, res).then((handled) => {
      if (handled) return;
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not an API path');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    origin: `http://${host}:${typeof address === 'object' && address ? address.port : 0}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A site on an origin of its own that serves Masthead's files from the demo's origin. */
export interface ProxiedSite {
  host: OtherOrigin;
  /** The demo's config, which the site's pages name. */
  configUrl: string;
  /** The strict policy for the site's pages, naming the demo's and the remotes' origins. */
  policy: string;
  close(): Promise<void>;
}

/**
 * A CMS site on 127.0.0.1 whose proxy routes the API on the page's own origin
 * (docs/hosting.md, "Where the API is"), to a reference API that knows that origin from its
 * configuration; its pages load Masthead from `demoOrigin`.
 */
export async function startProxiedSite(demoOrigin: string): Promise<ProxiedSite> {
  const configUrl = `${demoOrigin}/masthead.config.json`;
  const policy = strictPolicy([demoOrigin, ...(await remoteOriginsOf(configUrl))]);
  const host = await startOtherOrigin({ host: '127.0.0.1' });
  const referenceApi = await createReferenceApi({
    dataDir: 'memory://',
    env: {},
    mode: 'development',
    publicOrigin: host.origin,
    trustedProxies: ['loopback'],
  });
  const api = await serveApi(referenceApi.handle);
  host.options.proxy = { prefixes: ['/api/', '/service/'], upstream: api.origin };
  return {
    host,
    configUrl,
    policy,
    close: async () => {
      await host.close();
      await api.close();
      await referenceApi.close();
    },
  };
}
