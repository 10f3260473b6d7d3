// @ts-check
// Writes the declarations and the widget catalog alone (packages/build/src/build-types.ts,
// run through tsx); the build writes them after the bundles.
import { relative, join } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { writeTypes } = await import('../packages/build/src/build-types.ts');
const { repoRoot } = await import('../packages/build/src/widget-catalog.ts');
const started = performance.now();
const written = await writeTypes();
console.log(
  `built types in ${Math.round(performance.now() - started)} ms: ${written.map((path) => relative('.', join(repoRoot, path))).join(', ')}`,
);
