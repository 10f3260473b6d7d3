/**
 * How every Masthead stylesheet is built: class names scoped with a prefix, so a host page
 * can tell (and never collides with) ours, and every stylesheet layered and made
 * `!important` so no host rule of ordinary specificity restyles a widget (css-isolation.ts).
 * The remotes, the loader, the header's prerendered markup, Storybook, the React host and
 * the tests all use it.
 */
import type { UserConfig } from 'vite';
import { isolateCss } from './css-isolation.ts';

export const css: NonNullable<UserConfig['css']> = {
  modules: { generateScopedName: 'mh-[local]-[hash:base64:5]' },
  postcss: { plugins: [isolateCss()] },
};
