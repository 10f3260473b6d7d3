#!/usr/bin/env node
// The loader's sources are TypeScript; tsx runs them (src/server/host-files-cli.ts).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/server/host-files-cli.ts');
await main(process.argv.slice(2)).catch((error) => {
  console.error(`masthead-host-files: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
