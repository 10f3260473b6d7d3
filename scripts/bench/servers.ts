/**
 * The servers the bench starts beside the demo: the plain React floor page it compares with
 * (and the article without Masthead, for reading its rows), and the same pages and floor
 * through the nginx recipe over HTTP/2, with an API behind it.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { createReferenceApi } from '@masthead/server';
import { startNginxSite, type NginxSite } from '../../tests/browser/nginx-site.ts';
import { serveApi } from '../../tests/browser/other-origin.ts';

/**
 * The floor: React 19 and a three-field form, built now and served on its own port. The
 * same server serves the demo's article page twice without Masthead, for reading its rows:
 * `/article-alone` without the loader's tag (the page's own cost: its HTML, styles, layout
 * and scripts) and `/article-react` with the floor's form in the header's place instead
 * (what the least React widget costs on that page); and the article as the demo serves it
 * (`served`), with the header's and the footer's markup and stylesheets, without the
 * loader's tag as `/article-markup` (what painting that markup costs, with no code of ours),
 * and that without the widgets' stylesheets as `/article-unstyled` (the markup drawn with the
 * browser's own styles: what its elements cost before any design).
 */
const floorDist = join(fileURLToPath(new URL('../bench-floor/', import.meta.url)), 'dist');

export async function serveFloor(port: number, served: string) {
  const root = fileURLToPath(new URL('../bench-floor/', import.meta.url));
  const outDir = floorDist;
  const pagesDir = fileURLToPath(new URL('../../host-demo/pages/', import.meta.url));
  await build({
    root,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const article = await readFile(join(pagesDir, 'index.html'), 'utf8');
  const loaderTag =
    /<script\s+type="module"(?:\s+async)?\s+src="\/masthead\/masthead-loader\.js"[^>]*><\/script>/;
  const floorTag = /<script type="module"[^>]*><\/script>/.exec(
    await readFile(join(outDir, 'index.html'), 'utf8'),
  );
  // The widgets' stylesheets: the remotes' own, which the server links beside their markup.
  const widgetSheets = /<link rel="stylesheet" href="https?:\/\/[^"]+\/assets\/[^"]+\.css"\s*\/?>/g;
  if (!loaderTag.test(article) || !loaderTag.test(served) || !floorTag)
    throw new Error('bench: no loader tag in the article page, or no script tag in the floor page');
  if ((served.match(widgetSheets) ?? []).length < 2)
    throw new Error("bench: the article as served links no stylesheet of the header's and the footer's");
  const pages: Record<string, string> = {
    '/article-alone': article.replace(loaderTag, ''),
    '/article-markup': served.replace(loaderTag, ''),
    '/article-unstyled': served.replace(loaderTag, '').replace(widgetSheets, ''),
    // The floor's script as built (deferred: it renders into a root the parser must have reached).
    '/article-react': article
      .replace(loaderTag, floorTag[0])
      .replace('</masthead-header>', '</masthead-header>\n    <div id="root"></div>'),
  };
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  // A file of the floor's build, else one of the article's own (its styles and scripts).
  const fileFor = async (pathname: string) => {
    for (const dir of [outDir, pagesDir]) {
      const path = normalize(join(dir, pathname));
      const file = path.endsWith('/') ? join(path, 'index.html') : path;
      const info = await stat(file).catch(() => undefined);
      if (file.startsWith(dir) && info?.isFile()) return file;
    }
    return undefined;
  };
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://floor');
    const page = pages[pathname];
    if (page !== undefined) {
      res.writeHead(200, { 'Content-Type': types['.html'] });
      res.end(page);
      return;
    }
    void fileFor(pathname).then((file) => {
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The same pages and the floor through the nginx recipe, with the API it proxies to. */
export async function serveH2(port: number) {
  const origin = `https://localhost:${port}`;
  const h2Api = await createReferenceApi({
    dataDir: 'memory://',
    env: {},
    mode: 'development',
    publicOrigin: origin,
    trustedProxies: ['loopback'],
  });
  const served = await serveApi(h2Api.handle);
  let site: NginxSite;
  try {
    site = await startNginxSite({ port, api: served.origin, hinted: true, extra: { floor: floorDist } });
  } catch (error) {
    await served.close();
    await h2Api.close();
    throw error;
  }
  return {
    origin: site.origin,
    async close() {
      await site.close();
      await served.close();
      await h2Api.close();
    },
  };
}
