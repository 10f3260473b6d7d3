/**
 * Screenshots compared with the last accepted ones. Each accepted shot lives in
 * tests/browser/screenshots/ (committed); a new shot goes to test-results/screenshots/. When
 * more than `maxChangedRatio` of the pixels differ (each by more than pixelmatch's colour
 * `threshold`), the comparison fails and writes `<name>.diff.png` beside the new shot, the
 * changes in red. A state with no accepted shot yet is accepted as it is.
 *
 * Accepting the changes of a run is one command: `pnpm screenshots:accept` (it copies the
 * run's shots over the accepted ones; review the diff images first).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const acceptedDir = fileURLToPath(new URL('./screenshots/', import.meta.url));
export const shotsDir = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** Colour distance (0–1) under which a pixel counts as unchanged: anti-aliasing noise. */
const threshold = 0.1;
/** Share of changed pixels a shot may still match with: a logo repainted a few px aside as the header hydrates (seen at 0.23 %); a moved button is 1 % and more. */
const maxChangedRatio = 0.005;

export interface Comparison {
  /** 'new' when nothing was accepted yet (the shot becomes the accepted one). */
  outcome: 'same' | 'changed' | 'new';
  changedRatio: number;
  /** Where the diff image went, when changed. */
  diff?: string;
}

/** Compares the shot `name` (a PNG file name) of this run with its accepted version. */
export function compareWithAccepted(name: string, png: Buffer): Comparison {
  mkdirSync(acceptedDir, { recursive: true });
  mkdirSync(shotsDir, { recursive: true });
  const acceptedPath = `${acceptedDir}${name}`;
  const shotPath = `${shotsDir}${name}`;
  writeFileSync(shotPath, png);
  if (!existsSync(acceptedPath)) {
    copyFileSync(shotPath, acceptedPath);
    return { outcome: 'new', changedRatio: 0 };
  }
  const accepted = PNG.sync.read(readFileSync(acceptedPath));
  const actual = PNG.sync.read(png);
  const diffPath = shotPath.replace(/\.png$/, '.diff.png');
  if (accepted.width !== actual.width || accepted.height !== actual.height) {
    return { outcome: 'changed', changedRatio: 1 };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(accepted.data, actual.data, diff.data, actual.width, actual.height, {
    threshold,
  });
  const changedRatio = changed / (actual.width * actual.height);
  if (changedRatio <= maxChangedRatio) return { outcome: 'same', changedRatio };
  writeFileSync(diffPath, PNG.sync.write(diff));
  return { outcome: 'changed', changedRatio, diff: diffPath };
}
