import type { TestProject } from 'vitest/node';
import { startDemo } from '../../host-demo/server.ts';
import { ensureWordPressStyles, serveHostPages } from './host-pages.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the demo pages the browser tests visit. */
    demoOrigin: string;
  }
}

/**
 * Port of the demo under test (MASTHEAD_TEST_PORT, default 8180); a developer's own
 * demo keeps 8080. Remotes take the next five; tests that start a demo of their own
 * use the ports from +10 on.
 */
export const testDemoPort = Number(process.env.MASTHEAD_TEST_PORT ?? 8180);

/** Serves the built demo (run `pnpm build` first) for every browser test file. */
export default async function setup(project: TestProject) {
  // --- reference API: started here and handed to the demo as `api` ---
  // A throwaway in-memory database: every run starts from the documented seed.
  const { createReferenceApi } = await import('@masthead/server');
  const referenceApi = await createReferenceApi({ dataDir: 'memory://', env: {}, mode: 'development' });
  // Pages styled by real host stylesheets (host-pages.ts) on the demo's origin, then the API.
  ensureWordPressStyles();
  const api = async (...args: Parameters<typeof referenceApi.handle>) =>
    (await serveHostPages(...args)) || referenceApi.handle(...args);
  const demo = await startDemo({ port: testDemoPort, api });
  project.provide('demoOrigin', demo.origin);
  return async () => {
    await demo.close();
    await referenceApi.close();
  };
}
