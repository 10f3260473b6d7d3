/**
 * Host pages styled by real, widely used stylesheets, for the host-styles tests: Bootstrap 5,
 * Pico CSS and Tailwind's preflight from npm; WordPress 6.1's block styles and its default
 * block theme (Twenty Twenty-Three) from Debian's packages; and a CMS theme's ordinary
 * class-scoped rules. Served on the demo's origin under /host-styles/, so the loader and the
 * API are the page's own as on the demo. Nothing of those stylesheets is in the repository:
 * npm installs the first three, and the WordPress files are unpacked from Debian's packages
 * into node_modules/.cache on first use.
 */
import { existsSync, mkdirSync, readFileSync, copyFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unpackWordPress, wordpressUnpacked } from '../../scripts/ensure-hosts.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const wordpressDir = join(repoRoot, 'node_modules', '.cache', 'masthead-hosts', 'wordpress');

/** What of WordPress the pages use, by file name in the cache, from the unpacked packages. */
const wordpressFiles = {
  'block-library.css': 'usr/share/wordpress/wp-includes/css/dist/block-library/style.css',
  'block-theme.css': 'usr/share/wordpress/wp-includes/css/dist/block-library/theme.css',
  'common.css': 'usr/share/wordpress/wp-includes/css/dist/block-library/common.css',
  'theme.json': 'usr/share/wordpress/wp-content/themes/twentytwentythree/theme.json',
  'admin-bar.css': 'usr/share/wordpress/wp-includes/css/admin-bar.css',
} as const;

/**
 * Copies WordPress's block styles and Twenty Twenty-Three's theme.json out of Debian's packages
 * (unpacked by scripts/ensure-hosts.mjs; no PHP, web server or database is needed for stylesheets).
 */
export function ensureWordPressStyles(): void {
  if (Object.keys(wordpressFiles).every((name) => existsSync(join(wordpressDir, name)))) return;
  unpackWordPress();
  mkdirSync(wordpressDir, { recursive: true });
  for (const [name, path] of Object.entries(wordpressFiles)) {
    copyFileSync(join(wordpressUnpacked, path), join(wordpressDir, name));
  }
}

type Json = { [key: string]: Json } | Json[] | string | number | boolean | null;
const object = (value: Json | undefined): Record<string, Json> =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** theme.json's `var:preset|color|secondary` shorthand, as WordPress writes it out. */
const value = (raw: Json): string =>
  String(raw).replace(/^var:(.*)$/, (_, path: string) => `var(--wp--${path.split('|').join('--')})`);

/** The declarations of one theme.json style object (color, typography, spacing, border). */
function declarations(style: Record<string, Json>): string[] {
  const out: string[] = [];
  const color = object(style.color);
  if (color.text) out.push(`color: ${value(color.text)}`);
  if (color.background) out.push(`background-color: ${value(color.background)}`);
  for (const [key, raw] of Object.entries(object(style.typography))) out.push(`${kebab(key)}: ${value(raw)}`);
  const spacing = object(style.spacing);
  for (const box of ['margin', 'padding'] as const) {
    const sides = spacing[box];
    if (typeof sides === 'string') out.push(`${box}: ${value(sides)}`);
    else for (const [side, raw] of Object.entries(object(sides))) out.push(`${box}-${side}: ${value(raw)}`);
  }
  for (const [key, raw] of Object.entries(object(style.border))) {
    if (typeof raw !== 'object') out.push(`border-${kebab(key)}: ${value(raw)}`);
  }
  return out;
}

const elementSelectors: Record<string, string> = {
  link: 'a:where(:not(.wp-element-button))',
  button: '.wp-element-button, .wp-block-button__link',
  heading: 'h1, h2, h3, h4, h5, h6',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
};

/**
 * The global styles WordPress 6.1 writes into a block theme's pages from its theme.json: the
 * presets as custom properties on `body`, the body's styles, the elements' (links, buttons,
 * headings) and, scoped by block class, the blocks' (post content's links among them). This
 * follows WordPress's own selectors for the parts of theme.json it reads; what it does not
 * read (style variations, per-block settings) the rules of the real theme do not need here.
 */
export function themeJsonCss(themeJson: Json): string {
  const theme = object(themeJson);
  const settings = object(theme.settings);
  const presets: string[] = [];
  for (const [group, key, slugKey] of [
    ['color', 'palette', 'color'],
    ['typography', 'fontSizes', 'size'],
    ['typography', 'fontFamilies', 'fontFamily'],
    ['spacing', 'spacingSizes', 'size'],
  ] as const) {
    const list = object(settings[group])[key];
    const kind = {
      palette: 'color',
      fontSizes: 'font-size',
      fontFamilies: 'font-family',
      spacingSizes: 'spacing',
    }[key];
    for (const entry of Array.isArray(list) ? list : []) {
      const { slug, [slugKey]: raw } = object(entry);
      if (slug !== undefined && raw !== undefined)
        presets.push(`--wp--preset--${kind}--${String(slug)}: ${value(raw)}`);
    }
  }
  const styles = object(theme.styles);
  const rules = [`body { ${[...presets, ...declarations(styles)].join('; ')} }`];
  const elementRules = (scope: string, elements: Record<string, Json>) => {
    for (const [name, style] of Object.entries(elements)) {
      const selector = elementSelectors[name];
      if (!selector) continue;
      const scoped = selector
        .split(', ')
        .map((part) => (scope ? `${scope} ${part}` : part))
        .join(', ');
      rules.push(`${scoped} { ${declarations(object(style)).join('; ')} }`);
      const hover = object(object(style)[':hover']);
      if (Object.keys(hover).length > 0)
        rules.push(`${scoped.replaceAll(/(, |$)/g, ':hover$1')} { ${declarations(hover).join('; ')} }`);
    }
  };
  elementRules('', object(styles.elements));
  for (const [block, style] of Object.entries(object(styles.blocks))) {
    const scope = `.wp-block-${block.replace(/^core\//, '')}`;
    rules.push(`${scope} { ${declarations(object(style)).join('; ')} }`);
    elementRules(scope, object(object(style).elements));
  }
  return rules.filter((rule) => !rule.endsWith('{  }')).join('\n');
}

/**
 * A CMS theme's ordinary rules: class-scoped, no `!important`, on every element a widget is
 * made of, the kind of rule every theme has (`.entry-content a`, `.prose h2`, `article button`).
 */
const cmsThemeRules = `
.content *, .content *::before, .content *::after { box-sizing: content-box; letter-spacing: 0.03em; }
.content a, .entry a { color: #3a7d44; text-decoration: underline wavy; font-weight: 800; }
.content button, .entry button { background: #3a7d44; color: #f1e3a0; border: 3px solid #1c3b22; border-radius: 0; padding: 1.2em 2em; font: italic 700 19px/2.4 Georgia, serif; text-transform: uppercase; }
.content input, .entry input { border: 4px dashed #3a7d44; padding: 1em; font-size: 22px; border-radius: 12px; background: #fffbe6; color: #5a3; }
.content h1, .content h2, .content h3, .content h4, .content h5, .content h6 { font-family: 'Comic Sans MS', cursive; font-size: 2.2em; color: #7a1f5c; margin: 1.5em 0; text-transform: capitalize; line-height: 0.9; }
.content p, .entry p { margin: 2em 0; line-height: 2.2; font-size: 21px; color: #444; text-indent: 2em; }
.content ul, .entry ul { list-style: square; padding-left: 3em; margin: 1.5em 0; }
.content li, .entry li { margin-bottom: 0.8em; padding: 0.3em; border-bottom: 1px dotted #999; }
.content img, .content svg { display: block; max-width: 50%; height: auto; margin: 1em auto; border: 2px solid red; fill: #3a7d44; vertical-align: top; }
.content, .entry { font: 300 20px/2 'Palatino Linotype', serif; color: #2b2b2b; text-transform: none; word-spacing: 0.2em; }
`;

const css = (path: string) => () => readFileSync(path, 'utf8');
const wordpressCss = () =>
  [
    ...['common.css', 'block-library.css', 'block-theme.css'].map((name) =>
      readFileSync(join(wordpressDir, name), 'utf8'),
    ),
    themeJsonCss(JSON.parse(readFileSync(join(wordpressDir, 'theme.json'), 'utf8')) as Json),
  ].join('\n');

/**
 * A WordPress page as a signed-in editor sees it: the fixed admin bar (32 px, 46 px on phones,
 * z-index 99999) over the block theme, and the lines docs/embedding.md asks of such a site.
 */
const wordpressAdminCss = () =>
  [
    wordpressCss(),
    readFileSync(join(wordpressDir, 'admin-bar.css'), 'utf8'),
    ':root { --mh-offset-top: var(--wp-admin--admin-bar--height, 0px); }',
    '@media screen and (max-width: 600px) { masthead-header { --mh-offset-top: 0px; } }',
  ].join('\n');
const adminBar = `<div id="wpadminbar" class="nojq"><div class="quicklinks" id="wp-toolbar" role="navigation" aria-label="Toolbar">
  <ul class="ab-top-menu"><li><a class="ab-item" href="/wp-admin/">Dashboard</a></li></ul></div></div>`;

/** Each host's stylesheet, the classes its content wrapper has on such a site, and its chrome. */
export const hostStyles = {
  bootstrap: { css: css(require.resolve('bootstrap/dist/css/bootstrap.min.css')), content: 'container' },
  pico: { css: css(require.resolve('@picocss/pico/css/pico.min.css')), content: 'container' },
  tailwind: { css: css(require.resolve('tailwindcss/preflight.css')), content: 'prose mx-auto' },
  wordpress: { css: wordpressCss, content: 'wp-block-post-content entry-content is-layout-constrained' },
  'wordpress-admin': {
    css: wordpressAdminCss,
    content: 'wp-block-post-content entry-content is-layout-constrained',
    chrome: adminBar,
  },
  'cms-theme': { css: () => cmsThemeRules, content: 'content entry' },
} as const;
export type HostStyle = keyof typeof hostStyles | 'bare';
/** The stylesheets the look is compared under (the admin bar's page moves the header on purpose). */
export const hostStyleNames = ['bootstrap', 'pico', 'tailwind', 'wordpress', 'cms-theme'] as const;

/** Where the widgets stand: at the top level of `<body>`, or deep inside the page's content. */
export type Placement = 'top' | 'content';

const widgetsMarkup = `
  <masthead-header></masthead-header>
  <masthead-header-ad provider="demo"></masthead-header-ad>
  <p>An article's first paragraph, with <a href="/elsewhere">a link of the page's own</a>.</p>
  <masthead-partner-ads provider="demo"></masthead-partner-ads>
  <masthead-interstitial provider="demo" consent="granted"></masthead-interstitial>
  <masthead-footer heading-level="2"></masthead-footer>`;

export function hostPage(style: HostStyle, placement: Placement): string {
  const sheet = style === 'bare' ? '' : `<link rel="stylesheet" href="/host-styles/${style}.css" />`;
  const host = style === 'bare' ? undefined : hostStyles[style];
  const contentClass = host?.content ?? 'content';
  const chrome = host && 'chrome' in host ? host.chrome : '';
  const body =
    placement === 'top'
      ? widgetsMarkup
      : `<main class="${contentClass}"><article class="post entry"><div class="${contentClass}">
          <h1>An article</h1>${widgetsMarkup}
        </div></article></main>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Host styles: ${style}, ${placement}</title>
    <link rel="icon" href="data:," />
    ${sheet}
    <script type="module" src="/masthead/masthead-loader.js" data-masthead-config="/masthead.config.json"></script>
  </head>
  <body class="${style.startsWith('wordpress') ? 'wp-site-blocks' : ''}${chrome ? ' admin-bar' : ''}">${chrome}${body}</body>
</html>`;
}

/** Serves /host-styles/<style>.css and /host-styles/<style>/<placement>; false for anything else. */
export async function serveHostPages(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const match = /^\/host-styles\/([\w-]+)(?:\.css|\/(top|content))$/.exec(path);
  if (!match) return false;
  const [, style, placement] = match;
  if (placement) {
    if (style !== 'bare' && !(style! in hostStyles)) return false;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(hostPage(style as HostStyle, placement as Placement));
    return true;
  }
  const host = hostStyles[style as keyof typeof hostStyles] as
    (typeof hostStyles)[keyof typeof hostStyles] | undefined;
  if (!host) return false;
  res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(host.css());
  return true;
}
