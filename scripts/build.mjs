// Builds the loader and every remote, each with its own Vite config, one after
// another (two cores: parallel builds only contend). `pnpm build -- footer` builds one.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const all = ['loader', 'footer', 'header-chrome', 'account-dialog', 'checkout-dialog', 'ads', 'react-host'];
const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const targets = wanted.length > 0 ? wanted : all;

for (const target of targets) {
  if (!all.includes(target)) {
    console.error(`Unknown build target "${target}"; choose from ${all.join(', ')}`);
    process.exit(1);
  }
  const dir = target === 'react-host' ? 'host-demo/react-host' : `packages/${target}`;
  // Each remote's manifest carries its own version, so deployments can be told apart.
  const manifest = `${root}${dir}/package.json`;
  if (existsSync(manifest)) process.env.MF_BUILD_VERSION = JSON.parse(readFileSync(manifest, 'utf8')).version;
  const started = performance.now();
  await build({ configFile: `${root}${dir}/vite.config.ts`, logLevel: 'warn' });
  if (target === 'header-chrome')
    await import('./build-prerender.mjs').then((prerender) => prerender.writePrerenderedHeader());
  console.log(`built ${target} in ${Math.round(performance.now() - started)} ms`);
}
await import('./build-types.mjs').then((types) => types.writeTypes());
await import('./build-themes.mjs').then((themes) => themes.writeThemes());
