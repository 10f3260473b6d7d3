// @vitest-environment node
/**
 * A tap on a touch screen leaves the tapped element in `:hover` until the next tap elsewhere,
 * so a hover look (a background, an underline) would stay on a button or a link after it did
 * its job. The page chrome's widgets give their hover looks only where a pointer really
 * hovers: every `:hover` rule of the header, the footer and the ads sits in
 * `@media (hover: hover)`. Focus styles (`:focus-visible`) are not hover looks and stay.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const checked = ['header-chrome', 'footer', 'ads'];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Each rule's selector with the at-rules it sits in, outermost first. */
function rules(css: string): { selector: string; within: string[] }[] {
  const found: { selector: string; within: string[] }[] = [];
  const stack: string[] = [];
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') {
      const prelude = css.slice(start, index).trim();
      if (!prelude.startsWith('@')) found.push({ selector: prelude, within: [...stack] });
      stack.push(prelude);
      start = index + 1;
    } else if (char === '}') {
      stack.pop();
      start = index + 1;
    } else if (char === ';') {
      start = index + 1;
    }
  }
  return found;
}

const hoverMedia = /^@media\s*\(\s*hover\s*:\s*hover\s*\)$/;

describe('hover looks of the page chrome', () => {
  const sheets = checked.flatMap((name) =>
    cssFiles(join(repoRoot, 'packages', name, 'src')).map((path) => ({
      file: relative(repoRoot, path),
      css: readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
    })),
  );

  it('finds the sheets to check', () => {
    expect(sheets.length).toBeGreaterThan(5);
  });

  it('sit only where a pointer hovers, so a tap leaves none behind', () => {
    const hoverRules = sheets.flatMap(({ file, css }) =>
      rules(css)
        .filter((rule) => rule.selector.includes(':hover'))
        .map((rule) => ({ ...rule, file })),
    );
    // A precondition: there are hover looks to check.
    expect(hoverRules.length).toBeGreaterThan(5);
    const outside = hoverRules
      .filter((rule) => !rule.within.some((atRule) => hoverMedia.test(atRule)))
      .map((rule) => `${rule.file}: ${rule.selector.replace(/\s+/g, ' ')}`);
    expect(outside).toEqual([]);
  });
});
