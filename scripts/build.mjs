// @ts-check
// Builds the loader and every remote (packages/build/src/build.ts, run through tsx).
// `pnpm build -- footer` builds one.
import { register } from 'tsx/esm/api';

register();
const { buildAll } = await import('../packages/build/src/build.ts');
try {
  await buildAll(process.argv.slice(2).filter((arg) => arg !== '--'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
