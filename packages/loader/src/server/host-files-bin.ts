#!/usr/bin/env node
/**
 * The `masthead-host-files` executable: the published package runs this file compiled
 * (`dist/server/masthead-host-files.js`), the workspace through tsx (bin/). A failure while
 * writing is one line too, not a stack trace: the reader has a file or a URL to fix.
 */
import { command } from './host-files-args.ts';
import { main } from './host-files-cli.ts';

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
