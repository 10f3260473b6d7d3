import type { TestProject } from 'vitest/node';
import { startDemo } from '../../host-demo/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the demo pages the browser tests visit. */
    demoOrigin: string;
  }
}

/** Port of the demo under test; a developer's own demo keeps 8080. Remotes take the next five. */
export const testDemoPort = 8180;

/** Serves the built demo (run `pnpm build` first) for every browser test file. */
export default async function setup(project: TestProject) {
  // --- reference API: started here and handed to the demo as `api` ---
  const api = undefined;
  const demo = await startDemo({ port: testDemoPort, ...(api ? { api } : {}) });
  project.provide('demoOrigin', demo.origin);
  return async () => {
    await demo.close();
  };
}
