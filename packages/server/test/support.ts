/** Test support: the reference API on a free port, and a fetch that keeps cookies like a browser. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from '../src/index.ts';

export interface RunningApi {
  api: ReferenceApi;
  origin: string;
  stop(): Promise<void>;
}

export async function startApi(options: ReferenceApiOptions = {}): Promise<RunningApi> {
  const api = await createReferenceApi({ dataDir: 'memory://', env: {}, mode: 'development', ...options });
  const server: Server = createServer((req, res) => {
    void api.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end('not the API');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api,
    origin: `http://localhost:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    },
  };
}

/** A fetch with its own cookie jar: one browser visitor. */
export function cookieFetch(
  base: typeof fetch = globalThis.fetch,
): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const jarFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (cookies.size > 0)
      request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await base(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return Object.assign(jarFetch, { cookies });
}

/** Moves the sign-in of every session of the account a day back, as if signed in then. */
export async function signedInLongAgo(running: RunningApi, emailAddress: string): Promise<void> {
  await running.api.database.query(
    `update sessions set signed_in_at = signed_in_at - interval '1 day'
     where user_id = (select id from users where email = $1)`,
    [emailAddress],
  );
}
