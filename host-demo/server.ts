/**
 * The demo CMS: plain HTML pages on one origin (default http://localhost:8080), the
 * loader beside them, and each remote's built `dist/` on its own origin and port,
 * as each would be deployed. The remotes' URLs reach the loader through one config
 * document, /masthead.config.json.
 *
 * This file starts them all (`startDemo`, what the browser tests and the bench start) and is
 * the command `pnpm serve` runs; each server is in server/: the pages' origin (pages.ts), the
 * remotes' (remotes.ts), the headers both send (headers.ts) and their HTTP plumbing (http.ts).
 */
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReferenceApi, ReferenceApiOptions } from '@masthead/server';
import type { RemoteName } from '../module-federation.config.ts';
import { listen } from './server/http.ts';
import { startPages, type DemoHandler } from './server/pages.ts';
import { startRemotes } from './server/remotes.ts';

export { contentSecurityPolicy, publicFileHeaders } from './server/headers.ts';
export { decodedPath } from './server/http.ts';
export type { DemoHandler } from './server/pages.ts';

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
  const remotes = await startRemotes(port);
  const { servers: remoteServers, origins: remoteOrigins } = remotes;
  const { server: pages, origin } = await startPages(port, remotes, handleApi);

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
