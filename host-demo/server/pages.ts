/**
 * The pages' origin, as a CMS's server sends its pages: the config naming the remotes, the
 * loader, the React host, and each page of `pages/` under the strict policy, with the
 * header's markup, a dialog's first view and the `Link` header of what the page will need;
 * the API, when there is one, answers first.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { demoLogCollectorToken } from '@masthead/api/contract';
import { directionOf } from '@masthead/i18n';
import { pageHints, withManifests, withPrerenderedMarkup } from '@masthead/loader/page-hints';
import { remoteNames } from '../../module-federation.config.ts';
import { contentSecurityPolicy, publicFileHeaders } from './headers.ts';
import {
  contentTypes,
  decodedPath,
  escapeHtml,
  fileIn,
  listen,
  readOnce,
  repoRoot,
  sendFile,
  sendText,
} from './http.ts';
import { remoteFiles, type Remotes } from './remotes.ts';

const pagesDir = join(repoRoot, 'host-demo', 'pages');

/** A request handler tried before the pages: true when it answered. */
export type DemoHandler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/** Serves the pages on `port` (0: a free one) beside the remotes; resolves once it listens. */
export async function startPages(
  port: number,
  { servers: remoteServers, origins: remoteOrigins }: Remotes,
  handleApi: DemoHandler | undefined,
): Promise<{ server: Server; origin: string }> {
  const config = {
    remotes: Object.fromEntries(remoteNames.map((name) => [name, `${remoteOrigins[name]}/mf-manifest.json`])),
    loadTimeoutMs: 10_000,
    analytics: { pageName: 'most-popular', logToken: demoLogCollectorToken },
  };
  const { readManifest, readMarkup } = remoteFiles({ servers: remoteServers, origins: remoteOrigins });
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
  const sendPage = async (res: ServerResponse, page: string, pageUrl: string) => {
    const source = inLanguage(page, new URL(pageUrl).searchParams.get('lang'));
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
        // A static page (`pages/static/`) goes as written: no markup, no hints, as from a CDN's cache.
        if (extname(page) !== '.html' || decoded.startsWith('/static/')) return sendFile(res, page);
        // A mailed link's token is in this page's address: no referrer may carry it anywhere.
        if (decoded === '/reset-password') res.setHeader('Referrer-Policy', 'no-referrer');
        return await sendPage(
          res,
          await readFile(page, 'utf8'),
          `${origin}${path}${new URL(req.url ?? '/', 'http://localhost').search}`,
        );
      }
      if (extname(path) !== '') return sendText(res, 404, 'Not found');
      // Every other link the widgets use lands on a simple page that names its path.
      return await sendPage(
        res,
        pageTemplate.replaceAll('{{path}}', escapeHtml(path)),
        `${origin}${path}${new URL(req.url ?? '/', 'http://localhost').search}`,
      );
    } catch (error) {
      console.error('demo server error', error);
      if (!res.headersSent) sendText(res, 500, 'Demo server error');
    }
  });
  origin = `http://localhost:${await listen(pages, port)}`;
  return { server: pages, origin };
}

/**
 * Any demo page in another language, as a site in that language serves it: `?lang=de` (or
 * `ar`, `pt-BR`…) sets the page's `<html lang>`, and `dir` for a right-to-left language.
 */
function inLanguage(html: string, lang: string | null): string {
  if (!lang || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)) return html;
  return html.replace(/<html lang="[^"]*">/, `<html lang="${lang}" dir="${directionOf(lang)}">`);
}
