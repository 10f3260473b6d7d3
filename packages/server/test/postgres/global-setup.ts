/**
 * The contract project's global setup: one PostgreSQL server for the whole run (see
 * server.ts), its URL handed to the test files, which each make databases of their own.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test PostgreSQL server's `postgres` database. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const server = await startPostgres();
  console.log(`PostgreSQL test server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
