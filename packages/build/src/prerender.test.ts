// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { remoteNames } from '@masthead/federation';
import { markupFiles } from './prerender.ts';

const packages = fileURLToPath(new URL('../../', import.meta.url));

describe('the prerendered markup the build writes', () => {
  it('comes from src/prerender.tsx of each remote the federation table names a markup file for, and only those', () => {
    for (const remote of remoteNames)
      expect(existsSync(`${packages}${remote}/src/prerender.tsx`), remote).toBe(
        markupFiles(remote).length > 0,
      );
    expect(markupFiles('header-chrome')).toEqual(['header.html']);
    expect(markupFiles('footer')).toEqual(['footer.html']);
  });
});
