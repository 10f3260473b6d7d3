/**
 * Builds the loader and every remote, each with its own Vite config, one after another (two
 * cores: parallel builds only contend), then what is generated from them: each remote's
 * prerendered markup (after its build), the loader's server helpers compiled for npm, the
 * declarations and the themes; `@masthead/react` for npm (package-build.ts); and the WordPress
 * plugin's zip (its own build, with WordPress's tooling). `targets` empty builds everything.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { writeTypes } from './build-types.ts';
import { remoteNames, type RemoteName } from '@masthead/federation';
import { buildPackage, packageBuilds } from './package-build.ts';
import { writePrerenderedMarkup } from './prerender.ts';
import { writeThemes } from './themes.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export const buildTargets = [
  'loader',
  'footer',
  'header-chrome',
  'account-dialog',
  'checkout-dialog',
  'ads',
  'react-host',
  'react',
  'wordpress',
] as const;

const isTarget = (name: string): name is (typeof buildTargets)[number] =>
  (buildTargets as readonly string[]).includes(name);

const isRemote = (name: string): name is RemoteName => (remoteNames as string[]).includes(name);

export async function buildAll(wanted: readonly string[]): Promise<void> {
  const unknown = wanted.filter((name) => !isTarget(name));
  if (unknown.length > 0)
    throw new Error(`Unknown build target "${unknown.join('", "')}"; choose from ${buildTargets.join(', ')}`);
  for (const target of wanted.length > 0 ? wanted.filter(isTarget) : buildTargets) {
    const started = performance.now();
    if (target === 'react') {
      // A library for a site's own bundler: no Vite config of its own, no deployment.
      await buildPackage(packageBuilds.react);
      console.log(`built ${target} in ${Math.round(performance.now() - started)} ms`);
      continue;
    }
    if (target === 'wordpress') {
      const { buildPlugin } = await import('@masthead/wordpress/build');
      buildPlugin();
      console.log(`built ${target} in ${Math.round(performance.now() - started)} ms`);
      continue;
    }
    const dir = target === 'react-host' ? 'host-demo/react-host' : `packages/${target}`;
    // Each remote's manifest carries its own version, so deployments can be told apart.
    const manifest = `${root}${dir}/package.json`;
    if (existsSync(manifest))
      process.env.MF_BUILD_VERSION = (
        JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
      ).version;
    await build({ configFile: `${root}${dir}/vite.config.ts`, logLevel: 'warn' });
    // After the bundle, whose build empties dist/: the server files go in dist/server/.
    if (target === 'loader') await buildPackage(packageBuilds.loader);
    if (isRemote(target)) await writePrerenderedMarkup(target);
    console.log(`built ${target} in ${Math.round(performance.now() - started)} ms`);
  }
  await writeTypes();
  writeThemes();
}
