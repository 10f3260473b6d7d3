// @vitest-environment node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preprocessCSS, resolveConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { css } from './css.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const stylesheet = join(repoRoot, 'packages/footer/src/footer.module.css');

/** The class names the build gives `.footer` and `.links` in the footer's stylesheet, run from `cwd`. */
async function classNames(cwd: string) {
  const config = await resolveConfig({ configFile: false, css, logLevel: 'silent' }, 'build');
  const spy = vi.spyOn(process, 'cwd').mockReturnValue(cwd);
  try {
    return (await preprocessCSS('.footer { color: red } .links { color: blue }', stylesheet, config)).modules;
  } finally {
    spy.mockRestore();
  }
}

describe("a stylesheet's class names", () => {
  it('carry the mh- prefix, the name and a short hash', async () => {
    const names = await classNames(repoRoot);
    expect(names?.footer).toMatch(/^mh-footer-[\w-]{5}$/);
    expect(names?.links).toMatch(/^mh-links-[\w-]{5}$/);
    expect(names?.footer?.slice(-5)).not.toBe(names?.links?.slice(-5));
  });

  it('are the same whichever folder the build runs in (the root or the package)', async () => {
    expect(await classNames(join(repoRoot, 'packages/footer'))).toEqual(await classNames(repoRoot));
  });
});
