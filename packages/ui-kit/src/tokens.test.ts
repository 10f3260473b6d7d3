// @vitest-environment node
/**
 * The theming tokens hold: every widget's CSS reads the documented tokens with their
 * documented defaults, hard-codes no colour a token covers, defines no token on a global
 * selector, and both themes keep text readable (WCAG 1.4.3, 1.4.11). The theming table of
 * docs/embedding.md lists exactly these tokens.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { darkTheme, defaultTheme, tokens, type TokenName } from './tokens.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const packagesDir = join(repoRoot, 'packages');

/** Custom properties a widget sets on its own root for its own layout: not theming, not promised. */
const internal = new Set([
  // The slide-in panel's closed offset and its direction (-1 right to left).
  '--mh-panel-out',
  '--mh-panel-flip',
  '--mh-header-bar-height',
  '--mh-quick-menu-height',
  '--mh-header-height',
  '--mh-modal-exit',
  '--mh-modal-z',
  '--mh-modal-width',
  '--mh-modal-top',
  '--mh-modal-held-height',
  '--mh-checkout-width',
]);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The WordPress plugin's block styles are the host page's own (a paywall box in the
    // post's content, sized in rem with the page's text), not a widget's.
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'wordpress'].includes(entry.name) ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const sheets = cssFiles(packagesDir).map((path) => ({
  file: relative(repoRoot, path),
  // Comments say things; only declarations count.
  css: readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
}));

/** Every `var(--mh-name, fallback)` of a sheet, fallbacks with their own parentheses whole. */
function varUses(css: string): { name: string; fallback: string | undefined; start: number; end: number }[] {
  const uses = [];
  const pattern = /var\(\s*(--mh-[\w-]+)\s*(,)?/g;
  for (let match = pattern.exec(css); match; match = pattern.exec(css)) {
    let depth = 1;
    let index = match.index + match[0].length;
    for (; index < css.length && depth > 0; index += 1) {
      if (css[index] === '(') depth += 1;
      if (css[index] === ')') depth -= 1;
    }
    const fallback = match[2] ? css.slice(match.index + match[0].length, index - 1).trim() : undefined;
    uses.push({ name: match[1] ?? '', fallback, start: match.index, end: index });
  }
  return uses;
}

const colourPattern =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^)]*\)|\b(?:white|black|red|blue|green|gray|grey)\b/gi;
const colourProperties =
  /^(?:color|background(?:-color)?|border(?:-(?:top|right|bottom|left))?(?:-color)?|outline(?:-color)?|fill|stroke|text-decoration(?:-color)?|caret-color|accent-color|column-rule(?:-color)?)$/;

/** Declarations of a sheet with the selector they sit under. */
function declarations(css: string): { selector: string; property: string; value: string }[] {
  const found = [];
  const blocks = /([^{}]+)\{([^{}]*)\}/g;
  for (let block = blocks.exec(css); block; block = blocks.exec(css)) {
    const selector = (block[1] ?? '').trim();
    for (const line of (block[2] ?? '').split(';')) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      found.push({ selector, property: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
    }
  }
  return found;
}

const known = new Map<string, string>(tokens.map((token) => [token.name, token.value]));

describe('the widgets’ CSS', () => {
  it('has sheets to check', () => expect(sheets.length).toBeGreaterThan(10));

  it('reads only documented tokens (or a widget’s own layout properties), with the documented defaults', () => {
    const wrong: string[] = [];
    for (const { file, css } of sheets) {
      for (const use of varUses(css)) {
        if (internal.has(use.name)) continue;
        const value = known.get(use.name);
        if (value === undefined) wrong.push(`${file}: ${use.name} is not a documented token`);
        else if (use.fallback !== value) {
          wrong.push(`${file}: var(${use.name}, ${use.fallback ?? '—'}) should fall back to ${value}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('sizes nothing in rem: a page that scales its root font size must not scale a widget', () => {
    const rem: string[] = [];
    for (const { file, css } of sheets) {
      // In a media query rem is the reader's default font size, not the page's: that one is fine.
      for (const { selector, property, value } of declarations(css.replace(/@media[^{]*\{/g, '{'))) {
        if (/\d(\.\d+)?rem\b/.test(value)) rem.push(`${file}: ${selector} { ${property}: ${value} }`);
      }
    }
    expect(rem).toEqual([]);
  });

  it('hard-codes no colour: every colour comes through a token (shadows aside)', () => {
    const hardCoded: string[] = [];
    for (const { file, css } of sheets) {
      for (const { selector, property, value } of declarations(css)) {
        if (property === 'box-shadow' && !/inset/.test(value)) continue; // depth, not colour
        // Blank out token uses (their fallbacks are the defaults checked above).
        let rest = value;
        for (const use of varUses(value).reverse()) rest = rest.slice(0, use.start) + rest.slice(use.end);
        const colours = rest.match(colourPattern) ?? [];
        const tokenDefaults = tokens.filter((t) => t.group === 'colour').map((t) => t.value.toLowerCase());
        for (const colour of colours) {
          const covered = tokenDefaults.includes(colour.toLowerCase()) ? ' (a token covers it)' : '';
          if (colourProperties.test(property) || property.startsWith('--') || covered) {
            hardCoded.push(`${file}: ${selector} { ${property}: ${value} }${covered}`);
          }
        }
      }
    }
    expect(hardCoded).toEqual([]);
  });

  it('defines tokens only on its own scoped classes, never on :root, html, body or *', () => {
    const global: string[] = [];
    for (const { file, css } of sheets) {
      for (const { selector, property } of declarations(css)) {
        const selectors = selector.split(',').map((s) => s.trim());
        if (property.startsWith('--mh-') && selectors.some((s) => !s.startsWith('.'))) {
          global.push(`${file}: ${selector} sets ${property}`);
        }
        if (selectors.some((s) => /^(?::root|html|body|\*|:global)/.test(s))) {
          global.push(`${file}: ${selector} is a global selector`);
        }
      }
    }
    expect(global).toEqual([]);
  });
});

// --- contrast of both themes ---
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Foreground, background, the ratio it needs. */
const pairs: [TokenName, TokenName, number][] = [
  ['--mh-color-text', '--mh-color-surface', 4.5],
  ['--mh-color-text', '--mh-color-surface-muted', 4.5],
  ['--mh-color-text', '--mh-color-hover', 4.5],
  ['--mh-color-muted', '--mh-color-surface', 4.5],
  ['--mh-color-link', '--mh-color-surface', 4.5],
  ['--mh-color-error', '--mh-color-surface', 4.5],
  ['--mh-color-text', '--mh-color-error-bg', 4.5],
  ['--mh-color-text', '--mh-color-success-bg', 4.5],
  ['--mh-color-on-accent', '--mh-color-accent', 4.5],
  ['--mh-color-on-accent', '--mh-color-accent-hover', 4.5],
  ['--mh-color-on-accent', '--mh-color-disabled', 3],
  ['--mh-color-border', '--mh-color-surface', 3],
  ['--mh-color-accent', '--mh-color-surface', 3],
  ['--mh-focus', '--mh-color-surface', 3],
  ['--mh-color-footer-text', '--mh-color-footer-bg', 4.5],
  ['--mh-color-footer-focus', '--mh-color-footer-bg', 3],
];

describe.each([
  ['default', defaultTheme],
  ['dark', darkTheme],
])('the %s theme', (_name, theme) => {
  it.each(pairs)('%s on %s reaches %s:1', (foreground, background, ratio) => {
    expect(contrast(theme[foreground], theme[background])).toBeGreaterThanOrEqual(ratio);
  });

  it('gives every token a value', () => {
    expect(Object.keys(theme).sort()).toEqual(tokens.map((t) => t.name).sort());
  });
});

describe('the embedding reference (docs/embedding.md)', () => {
  it('documents every token with its default, and no other', () => {
    const reference = readFileSync(join(repoRoot, 'docs', 'embedding.md'), 'utf8');
    const rows = [...reference.matchAll(/^\| `(--mh-[\w-]+)` \| `([^`]+)` \|/gm)].map(([, name, value]) => [
      name,
      value,
    ]);
    expect(rows).toEqual(tokens.map((t) => [t.name, t.value]));
  });
});
