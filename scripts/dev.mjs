// @ts-check
// Dev mode: a remote's Vite dev server (hot reload) and the React host example
// consuming it through federation. `pnpm dev` runs the footer; edit
// packages/footer/src and the host page updates in place, store state kept.
// The configs' build code is TypeScript (docs/toolchain.md#build-in-typescript): tsx runs it.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

register();
const { createServer } = await import('vite');

const root = fileURLToPath(new URL('..', import.meta.url));
const remote = await createServer({ configFile: `${root}packages/footer/vite.config.ts` });
await remote.listen();
const host = await createServer({ configFile: `${root}host-demo/react-host/vite.config.ts` });
await host.listen();
console.log(`footer remote (hot reload): ${remote.resolvedUrls?.local[0] ?? ''}mf-manifest.json`);
console.log(`React host:                 ${host.resolvedUrls?.local[0] ?? ''}`);

const stop = async () => {
  await Promise.all([remote.close(), host.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
