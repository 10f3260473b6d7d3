/**
 * What every browser test needs: Debian's Chromium driven by playwright-core (never
 * a browser download), a page that records console errors, and axe for WCAG 2.2 AA.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: launchArgs });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
}

/** A fresh context (own cookies and storage, the page's CSP off) and a page that records errors and requests. */
export async function openPage(
  browser: Browser,
  url: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    // The demo serves a strict Content-Security-Policy, and axe applies inline styles while it
    // checks, which the policy refuses with a console error each. Pages opened here ignore the
    // policy; csp.test.ts opens every page and dialog under it.
    bypassCSP: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(url);
  return { page, errors, requests };
}

/** WCAG 2.2 A and AA violations on the page (or inside `include`), as readable lines. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Errors written by the loader or a widget ('[masthead] …'). */
export const mastheadErrors = (errors: string[]) => errors.filter((e) => e.startsWith('[masthead]'));

/** A fresh email per call: the in-memory reference API lives for the whole run. */
export const newEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
