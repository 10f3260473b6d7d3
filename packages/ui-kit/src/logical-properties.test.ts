// @vitest-environment node
/**
 * Right to left (Arabic), every widget and dialog is the mirror of its left-to-right self: the
 * stylesheets say start and end, not left and right (`margin-inline-start`, `inset-inline-end`,
 * `text-align: start`, `border-start-end-radius`), so one rule lays a widget out in either
 * direction, from the `dir` its container has. A physical side is kept only in a rule for one
 * direction (`:dir(rtl)`) or where the direction is handled on purpose, listed below with why.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type Declaration, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** `file: declaration` kept physical, and why. */
const allowed: Record<string, string> = {
  'packages/ui-kit/src/loader.module.css: border-right-color: transparent':
    'the gap of a spinner that turns round and round: no direction to mirror',
  'packages/ui-kit/src/kept-click.module.css: transform-origin: left':
    'the busy bar grows from the start: its :dir(rtl) rule sets the right',
};

const sides = /\b(left|right)\b/;
const physicalProperty =
  /^(left|right|(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-.*)?|border-(top|bottom)-(left|right)-radius)$/;
/** Properties whose value may name a side. */
const sidedValue = /^(text-align|float|clear|transform-origin|caption-side)$/;
/** Shorthands of four sides (top, right, bottom, left): a physical layout when right ≠ left. */
const fourSides = /^(margin|padding|inset|scroll-margin|scroll-padding|border-(width|style|color))$/;

/** Top-level values, split on spaces outside brackets (`var(--a, 4px)` is one). */
function values(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** A rule for one direction (`:dir(rtl)`): its sides are meant. */
const forOneDirection = (decl: Declaration) =>
  decl.parent?.type === 'rule' && (decl.parent as Rule).selector.includes(':dir(');

/** Why a declaration lays out one direction only, or undefined when it mirrors. */
function physical(prop: string, value: string): string | undefined {
  if (physicalProperty.test(prop)) return 'a physical side';
  if (sidedValue.test(prop) && sides.test(value)) return 'a physical side in its value';
  const parts = values(value);
  if (fourSides.test(prop) && parts.length === 4 && parts[1] !== parts[3]) return 'right and left differ';
  if (prop === 'border-radius' && !value.includes('/')) {
    // top-left, top-right, bottom-right, bottom-left (missing ones copy the opposite corner).
    const [tl, tr = tl, br = tl, bl = tr] = parts;
    if (tl !== tr || br !== bl) return 'left and right corners differ';
  }
  return undefined;
}

describe('the stylesheets, right to left', () => {
  const sheets = cssFiles(join(repoRoot, 'packages')).map((path) => ({
    file: relative(repoRoot, path).split('\\').join('/'),
    root: postcss.parse(readFileSync(path, 'utf8')),
  }));

  it('finds the sheets to check', () => {
    expect(sheets.length).toBeGreaterThan(20);
  });

  it('say start and end, not left and right, but where listed', () => {
    const found: string[] = [];
    for (const { file, root } of sheets) {
      root.walkDecls((decl) => {
        const why = forOneDirection(decl) ? undefined : physical(decl.prop, decl.value);
        const name = `${file}: ${decl.prop}: ${decl.value}`;
        if (why && !(name in allowed)) found.push(`${name} (${why})`);
      });
    }
    expect(found).toEqual([]);
  });

  it('lists no exception that is gone', () => {
    const present = new Set(
      sheets.flatMap(({ file, root }) => {
        const names: string[] = [];
        root.walkDecls((decl) => void names.push(`${file}: ${decl.prop}: ${decl.value}`));
        return names;
      }),
    );
    expect(Object.keys(allowed).filter((name) => !present.has(name))).toEqual([]);
  });
});
