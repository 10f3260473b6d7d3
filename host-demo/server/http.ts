/**
 * The demo servers' HTTP plumbing, shared by the pages' origin and each remote's: reading a
 * request's path safely, finding the file it names, answering with a file or a text, and
 * listening without letting one failed request end the demo.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository: the demo serves its pages and each package's `dist/` from here. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const contentTypes: Record<string, string> = {
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
export async function fileIn(root: string, decoded: string): Promise<string | undefined> {
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

export function sendFile(res: ServerResponse, file: string, headers: Record<string, string> = {}): void {
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

export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
  res.end(body);
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** `read(url)` once per URL; a failed read is forgotten, so the next page asks again. */
export function readOnce<T>(read: (url: string) => Promise<T>): (url: string) => Promise<T> {
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
export function listen(server: Server, port: number): Promise<number> {
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
export function serve(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Server {
  return createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error('demo server error', error);
      if (!res.headersSent) sendText(res, 500, 'Demo server error');
      else res.destroy();
    });
  });
}
