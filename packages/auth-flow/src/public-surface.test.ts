// @vitest-environment node
/**
 * The public surface (index.ts) is what other packages use, and nothing more: every name it
 * exports, value or type, is imported from '@masthead/auth-flow' somewhere outside this package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const packages = fileURLToPath(new URL('../../', import.meta.url));

const exported = [
  ...readFileSync(new URL('./index.ts', import.meta.url), 'utf8').matchAll(/export (?:type )?\{([^}]*)\}/g),
]
  .flatMap(([, names = '']) => names.split(','))
  .map((name) => name.replace(/^\s*type\s+/, '').trim())
  .filter(Boolean);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names other packages import from '@masthead/auth-flow' (its main entry). */
const imported = new Set(
  readdirSync(packages)
    .filter((name) => name !== 'auth-flow')
    .flatMap((name) => sources(join(packages, name)))
    .flatMap((file) => [
      ...readFileSync(file, 'utf8').matchAll(/import (?:type )?\{([^}]*)\} from '@masthead\/auth-flow'/g),
    ])
    .flatMap(([, names = '']) => names.split(','))
    .map(
      (name) =>
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '',
    )
    .filter(Boolean),
);

/**
 * Exported for what no package imports yet: the GeoIP adapter a host may pass a dialog as its
 * `locationProvider`, and the type of the words a dialog gives the forms.
 */
const keptUnimported = ['geoIpLocationProvider', 'FormCopy'];

it('exports names', () => expect(exported.length).toBeGreaterThan(10));

it('exports only what other packages import', () => {
  expect(exported.filter((name) => !imported.has(name) && !keptUnimported.includes(name))).toEqual([]);
  expect(keptUnimported.filter((name) => !exported.includes(name) || imported.has(name))).toEqual([]);
});
