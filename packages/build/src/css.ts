/**
 * How every Masthead stylesheet is built: class names scoped with a prefix, so a host page
 * can tell (and never collides with) ours, and every stylesheet layered and made
 * `!important` so no host rule of ordinary specificity restyles a widget (css-isolation.ts).
 * The remotes, the loader, the header's prerendered markup, Storybook, the React host and
 * the tests all use it.
 */
import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import { isolateCss } from './css-isolation.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * `mh-<name>-<hash>`, the hash of the stylesheet's path from the repository's root and the
 * name. (CSS Modules' own `[hash]` takes the path from the folder the build runs in, so a
 * remote built in its package's folder had other class names, and other file hashes, than
 * the same code built from the root.)
 */
function scopedName(name: string, file: string): string {
  const path = relative(repoRoot, file.replace(/[?#].*$/, ''))
    .split(sep)
    .join('/');
  const hash = createHash('sha256').update(`${path}\0${name}`).digest('base64url').slice(0, 5);
  return `mh-${name}-${hash}`;
}

export const css: NonNullable<UserConfig['css']> = {
  modules: { generateScopedName: scopedName },
  postcss: { plugins: [isolateCss()] },
};
