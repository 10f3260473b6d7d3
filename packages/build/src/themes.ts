/**
 * Writes packages/loader/dist/masthead-themes.json: each theme's tokens (the CSS custom
 * properties every widget reads), read from their one source, packages/ui-kit/src/tokens.ts,
 * for the widget gallery's theme switch.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { darkTheme, defaultTheme } from '@masthead/ui-kit/tokens';

export function writeThemes(): void {
  const dir = fileURLToPath(new URL('../../loader/dist/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    `${dir}masthead-themes.json`,
    `${JSON.stringify({ default: defaultTheme, dark: darkTheme }, null, 2)}\n`,
  );
}
