// @vitest-environment node
/**
 * The plugin's internals Masthead's build reads (federation-internals.ts) are still there in
 * the installed @module-federation/vite: an upgrade that renames one fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initKeyIn, pluginSourceMarkers, readFromVersion, sharedName } from './federation-internals.ts';

const require = createRequire(import.meta.url);
const pluginDir = dirname(require.resolve('@module-federation/vite/package.json'));
const { version } = JSON.parse(readFileSync(join(pluginDir, 'package.json'), 'utf8')) as { version: string };

const sourcesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesIn(path);
    return entry.name.endsWith('.js') ? [readFileSync(path, 'utf8')] : [];
  });
const pluginSource = sourcesIn(join(pluginDir, 'lib')).join('\n');

describe(`@module-federation/vite ${version} (internals read from ${readFromVersion})`, () => {
  it.each(Object.entries(pluginSourceMarkers))('still has %s', (_what, marker) => {
    expect(pluginSource).toContain(marker);
  });

  it('names a shared import module as the build decodes it', () => {
    expect(sharedName('\0virtual:mf:__loadShare___mf_0_masthead_mf_1_ui_mf_2_kit__loadShare__.mjs')).toBe(
      '@masthead/ui-kit',
    );
    expect(sharedName('/packages/footer/src/widget.tsx')).toBeUndefined();
  });

  it('finds the init key as the entry spells it', () => {
    expect(initKeyIn('globalThis[`__mf_init__virtual:mf:footer__`] ??= {}')).toBe(
      '__mf_init__virtual:mf:footer__',
    );
  });
});
