// Types of scripts/ensure-browsers.mjs, for the browser tests' engine layer.
export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const engineNames: readonly EngineName[];
export function browserInstalls(env?: NodeJS.ProcessEnv): {
  chromium: { packages: string[]; programs: { browser: string } };
  firefox: { packages: string[]; programs: { browser: string } };
  webkit: { packages: string[]; programs: { driver: string; xvfb: string } };
};
export function selectedEngines(env?: NodeJS.ProcessEnv): EngineName[];
