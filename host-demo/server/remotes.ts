/**
 * Each remote on an origin of its own, as it would be deployed: its built `dist/` with CORS,
 * and the files of it the pages' server reads itself (the manifests the config carries, the
 * prerendered markup it puts in a page) only while that remote is served.
 */
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { isManifest, type RemoteManifest } from '@masthead/loader/page-hints';
import { remoteNames, type RemoteName } from '../../module-federation.config.ts';
import { publicFileHeaders } from './headers.ts';
import { decodedPath, fileIn, listen, readOnce, repoRoot, sendFile, sendText, serve } from './http.ts';

/** A remote's own origin: its dist, with CORS so any CMS origin may load it. */
export function remoteServer(name: RemoteName): Server {
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

/** The remotes' servers by name, and the origin each listens on. */
export interface Remotes {
  servers: Map<RemoteName, Server>;
  origins: Record<RemoteName, string>;
}

/** Serves each remote on the port after `port` in the federation table's order (`port` 0: free ports). */
export async function startRemotes(port: number): Promise<Remotes> {
  const servers = new Map<RemoteName, Server>();
  const origins = {} as Record<RemoteName, string>;
  for (const [index, name] of remoteNames.entries()) {
    const server = remoteServer(name);
    const remotePort = await listen(server, port === 0 ? 0 : port + 1 + index);
    servers.set(name, server);
    origins[name] = `http://localhost:${remotePort}`;
  }
  return { servers, origins };
}

/** The readers of what the remotes serve, for the pages' server. */
export function remoteFiles({ servers, origins }: Remotes) {
  const remoteOf = (url: string) => remoteNames.find((name) => url.startsWith(`${origins[name]}/`));
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
      return name && servers.get(name)?.listening
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
  return { readManifest, readMarkup };
}
