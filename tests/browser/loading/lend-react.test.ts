/**
 * A page that runs React itself lends it to the loader (`data-masthead-react="host"`,
 * `Masthead.lendReact`): the widgets and the dialogs render with the page's React and the
 * loader's own copy is never fetched. A React out of the widgets' range is refused, said once,
 * and the loader's own is used. The page's application is built here with Vite from
 * fixtures/react-host.ts, as a site's bundler would build it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowserForRoutedPages, mastheadErrors, openPage } from '../support.ts';

const origin = inject('demoOrigin');
const loadersReact = '/masthead/chunks/masthead-react.js';

let browser: Browser;
let outDir: string;
let hostScript: string;
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'masthead-react-host-'));
  await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('../fixtures/', import.meta.url)),
    build: {
      outDir,
      modulePreload: false,
      rolldownOptions: {
        input: fileURLToPath(new URL('../fixtures/react-host.ts', import.meta.url)),
        output: { entryFileNames: 'host.js', codeSplitting: false },
      },
    },
  });
  hostScript = readFileSync(join(outDir, 'host.js'), 'utf8');
  browser = await launchBrowserForRoutedPages();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A React site</title>
<script type="module" async src="/masthead/masthead-loader.js" data-masthead-config="/masthead.config.json" data-masthead-react="host"></script>
<script type="module" src="/react-site/host.js"></script>
</head><body>
<masthead-header></masthead-header>
<main><div id="app"></div></main>
<masthead-footer></masthead-footer>
</body></html>`;

/** Opens the React site at `query`; returns the page, its errors and warnings, and its requests. */
async function openSite(query = '') {
  const opened = await openPage(browser, 'about:blank');
  const warnings: string[] = [];
  opened.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await opened.page.route(`${origin}/react-site${query}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: page }),
  );
  await opened.page.route(`${origin}/react-site/host.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: hostScript }),
  );
  await opened.page.goto(`${origin}/react-site${query}`);
  const requested = () => opened.requests.map((url) => new URL(url).pathname);
  return { ...opened, warnings, requested };
}

/**
 * Which React renders each root of the page: react-dom marks a root's container with a key
 * that ends in a random suffix of its own copy, so two copies give two suffixes.
 */
const reactCopies = (page: Page) =>
  page.evaluate(() => {
    const copyOf = (element: Element | null) =>
      element && Object.keys(element).find((key) => key.startsWith('__reactContainer$'));
    return {
      app: copyOf(document.getElementById('app')),
      widgets: [...document.querySelectorAll('[data-masthead-mounted]')].map(copyOf),
    };
  });

describe('a page that lends its React', () => {
  it("renders the widgets and a dialog with the page's React, and never fetches the loader's", async () => {
    const { page, errors, warnings, requested } = await openSite();
    try {
      await page
        .getByRole('banner', { name: 'Site header' })
        .getByRole('button', { name: 'Sign In', exact: true })
        .click();
      await page
        .getByRole('dialog', { name: 'Sign In', exact: true })
        .getByRole('textbox', { name: 'Email' })
        .waitFor();
      await page.locator('masthead-footer [data-masthead-mounted] footer').waitFor();
      const { app, widgets } = await reactCopies(page);
      expect(app).toMatch(/^__reactContainer\$/);
      // The header, the footer and the dialog, each a root of the page's own React.
      expect(widgets.length).toBeGreaterThanOrEqual(3);
      expect(new Set(widgets)).toEqual(new Set([app]));
      expect(requested()).not.toContain(loadersReact);
      expect(mastheadErrors(errors)).toEqual([]);
      expect(warnings.filter((text) => text.startsWith('[masthead]'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("refuses a React out of the widgets' range, says why once, and renders with the loader's own", async () => {
    const { page, errors, warnings, requested } = await openSite('?version=18.3.1');
    try {
      await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
      await page.locator('masthead-footer [data-masthead-mounted] footer').waitFor();
      const { app, widgets } = await reactCopies(page);
      expect(widgets.length).toBe(2);
      expect(new Set(widgets).size).toBe(1);
      expect(widgets).not.toContain(app);
      expect(requested()).toContain(loadersReact);
      expect(warnings.filter((text) => text.startsWith('[masthead]'))).toEqual([
        "[masthead] Masthead.lendReact: the page's React is 18.3.1 and the widgets need ^19.2.0; the widgets use the loader's own React",
      ]);
      expect(mastheadErrors(errors)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
