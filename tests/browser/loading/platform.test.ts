import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { remotes, widgets } from '../../../module-federation.config.ts';
import { createReferenceApi } from '@masthead/server';
import { startDemo, type Demo } from '../../../host-demo/server.ts';
import { testDemoPort } from '../global-setup.ts';
import { axeViolations, dialogCodeIn, launchBrowser, mastheadErrors, openPage } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');
// The article page without the interstitial ad, for tests that click on the page.
const article = `${origin}/?hideIntromercial=true`;
const footerOrigin = `${new URL(origin).protocol}//localhost:${Number(new URL(origin).port) + 1}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the footer on a plain HTML page', () => {
  it('mounts from its own origin', async () => {
    const { page, requests } = await openPage(browser, `${origin}/`);
    // The article places it `loading="lazy"`: it loads as the reader comes to it.
    await footerMounted(page);
    const footer = page.getByRole('contentinfo', { name: 'Site footer' });
    await expect(footer.getByRole('link', { name: 'Case Studies' }).getAttribute('href')).resolves.toBe(
      '/store/case-studies',
    );
    expect(requests.some((url) => url.startsWith(`${footerOrigin}/`) && url.endsWith('.js'))).toBe(true);
    // Its manifest came with the config the demo serves.
    expect(requests).not.toContain(`${footerOrigin}/mf-manifest.json`);
    await page.context().close();
  });

  it('loads React and the store once, from the loader; no remote carries a copy of either', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push({ url: response.url(), body: response.text() });
    });
    await page.goto(`${origin}/`);
    await footerMounted(page);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })));
    // React's own code (its element marker, its error URLs) comes from the loader's origin only.
    const copiesOf = (marker: string) => bodies.filter((s) => s.body.includes(marker)).map((s) => s.url);
    const fromLoader = (urls: string[]) => urls.every((url) => url.startsWith(`${origin}/masthead/`));
    expect(copiesOf('react.transitional.element')).toSatisfy(fromLoader);
    expect(copiesOf('https://react.dev/errors/')).toSatisfy(fromLoader);
    // zustand's store API (the store's engine) too: remotes consume the store, they carry none.
    expect(copiesOf('getInitialState')).toSatisfy(fromLoader);
    // And no remote has a fallback copy to fall back on: nothing of React or the store is in its build.
    const remoteOrigins = [...new Set(bodies.map((s) => new URL(s.url).origin))].filter((o) => o !== origin);
    expect(remoteOrigins).toContain(footerOrigin);
    for (const remoteOrigin of remoteOrigins) {
      const manifest = (await (await fetch(`${remoteOrigin}/.vite/manifest.json`)).json()) as Record<
        string,
        unknown
      >;
      expect(
        Object.keys(manifest).filter((source) => /store\/src\/|__prebuild__|node_modules/.test(source)),
      ).toEqual([]);
    }
    // A second React would break hooks ("Invalid hook call") and a second store would not see the page API.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fetches the form libraries and the focus trap once, from the loader, when first needed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push({ url: response.url(), body: response.text() });
    });
    // Library code, found by a string only that library contains.
    const markers = { formik: 'validateOnMount', 'focus-trap': 'at least one focusable' };
    const carriers = async (marker: string) => {
      const bodies = await Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })));
      return bodies.filter((s) => s.body.includes(marker)).map((s) => s.url);
    };
    await page.goto(article);
    await page.getByRole('contentinfo', { name: 'Site footer' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Nothing on the page needs them yet.
    expect(await carriers(markers.formik)).toEqual([]);
    expect(await carriers(markers['focus-trap'])).toEqual([]);

    await page.evaluate(() => window.Masthead?.openAccountDialog());
    await page.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor();
    // Its code has taken over from the first view shown at the open.
    await dialogCodeIn(page);
    await page.waitForLoadState('networkidle');
    for (const marker of Object.values(markers)) {
      const urls = await carriers(marker);
      expect(urls).toHaveLength(1);
      expect(urls[0]).toMatch(new RegExp(`^${origin}/masthead/`));
    }

    // The checkout dialog reuses them: no second copy from its remote.
    await page.evaluate(() => window.Masthead?.closeDialog());
    await page.evaluate(() => window.Masthead?.openCheckoutDialog());
    await page.getByRole('dialog', { name: 'Sign in or register' }).waitFor();
    await page.waitForLoadState('networkidle');
    for (const marker of Object.values(markers)) expect(await carriers(marker)).toHaveLength(1);

    // The header's mega menu traps focus with the same copy.
    await page.evaluate(() => window.Masthead?.closeDialog());
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await carriers(markers['focus-trap'])).toHaveLength(1);
    await context.close();
  });

  it('sees a store change made through the page API', async () => {
    const { page } = await openPage(browser, article);
    await footerMounted(page);
    const orders = page.getByRole('link', { name: 'Orders' });
    await expect(orders.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    await page.evaluate(() => window.Masthead?.setAuth({ user: { firstName: 'Ada', lastName: 'Lovelace' } }));
    await page.waitForFunction(
      () =>
        !document
          .querySelector('masthead-footer a[href="/my-library/orders"]')
          ?.hasAttribute('aria-haspopup'),
    );
    await orders.click();
    await page.waitForURL(`${origin}/my-library/orders`);
    await page.context().close();
  });

  it('asks for the sign-in dialog without navigating when an anonymous visitor clicks an account link', async () => {
    const { page } = await openPage(browser, article);
    for (const name of ['My Library', 'Topic Feeds', 'Orders', 'Account Settings', 'Email Preferences']) {
      await page.evaluate(() => window.Masthead?.closeDialog());
      await page.getByRole('link', { name }).click();
      expect(page.url()).toBe(article);
      await expect(page.evaluate(() => window.Masthead?.getState().dialog)).resolves.toMatchObject({
        kind: 'account',
        view: 'sign-in',
      });
    }
    await page.context().close();
  });

  it('reports an unknown widget and an invalid attribute with one clear console error each', async () => {
    // The quieter page (no interstitial): on a loaded machine, fewer downloads racing the check.
    const { page, errors } = await openPage(browser, article);
    await footerMounted(page);
    await page.evaluate(() => {
      const footer = document.querySelector('masthead-footer');
      footer?.setAttribute('heading-level', '9');
    });
    await expect
      .poll(() => mastheadErrors(errors))
      .toEqual([
        '[masthead] <masthead-footer>: heading-level must be a number from 1 to 6, not "9"; it is ignored',
      ]);
    await page.context().close();

    const typo = await browser.newPage();
    const typoErrors: string[] = [];
    typo.on('console', (m) => m.type() === 'error' && typoErrors.push(m.text()));
    await typo.route(`${origin}/typo`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>t</title><link rel="icon" href="data:,">
          <script type="module" src="/masthead/masthead-loader.js" data-masthead-config="/masthead.config.json"></script>
          </head><body><masthead-fotter></masthead-fotter></body></html>`,
      }),
    );
    await typo.goto(`${origin}/typo`);
    const known = Object.keys(widgets)
      .map((tag) => `<${tag}>`)
      .join(', ');
    await expect
      .poll(() => mastheadErrors(typoErrors))
      .toEqual([`[masthead] <masthead-fotter> is not a Masthead widget; known widgets: ${known}`]);
    await typo.close();
  });
});

describe('a healthy page', () => {
  for (const path of ['/', '/subscriptions', '/gift-subscriptions', '/store/books']) {
    it(`${path} logs no console error and has no WCAG 2.2 AA violation`, async () => {
      const { page, errors } = await openPage(browser, `${origin}${path}`);
      await page.getByRole('contentinfo', { name: 'Site footer' }).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('a remote that is down', () => {
  let demo: Demo;
  let adsDown: Demo;
  let referenceApi: Awaited<ReturnType<typeof createReferenceApi>>;
  beforeAll(async () => {
    referenceApi = await createReferenceApi({ dataDir: 'memory://', env: {}, mode: 'development' });
    demo = await startDemo({ port: testDemoPort + 10, api: referenceApi.handle });
    adsDown = await startDemo({ port: testDemoPort + 20, api: referenceApi.handle });
  });
  afterAll(async () => {
    await demo?.close();
    await adsDown?.close();
    await referenceApi?.close();
  });

  it('leaves its fallback content and the rest of the page working, with one error naming it', async () => {
    await demo.stopRemote('footer');
    const { page, errors } = await openPage(browser, `${demo.origin}/`);
    // Every other widget on the page still mounts: here the ads, interstitial included.
    await page.getByRole('complementary', { name: 'Advertisement' }).waitFor();
    await page.getByRole('complementary', { name: 'Partner advertising' }).waitFor();
    await page.getByRole('dialog', { name: 'Advertisement' }).waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    // The footer (`loading="lazy"`) is asked for as the reader comes to it.
    await page.locator('masthead-footer').scrollIntoViewIfNeeded();
    await expect.poll(() => mastheadErrors(errors)).toHaveLength(1);
    expect(mastheadErrors(errors)[0]).toContain('<masthead-footer> could not load from remote "footer"');
    // The CMS's fallback links are still there.
    await expect(
      page.locator('masthead-footer').getByRole('link', { name: 'Help Center' }).count(),
    ).resolves.toBe(1);
    // The page API and the CMS's own scripts still work.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.evaluate(() => window.Masthead?.getState().dialog)).resolves.toMatchObject({
      kind: 'account',
      fromPaywall: true,
    });
    const others = Object.keys(remotes).filter((name) => name !== 'footer');
    expect(others).toContain('ads');
    await page.context().close();
  });

  it('and the other way round: with the ads down, each ad keeps its fallback and the footer mounts', async () => {
    await adsDown.stopRemote('ads');
    const { page, errors } = await openPage(browser, `${adsDown.origin}/`);
    await page.getByRole('contentinfo', { name: 'Site footer' }).waitFor();
    const adTags = Object.entries(widgets)
      .filter(([, widget]) => widget.remote === 'ads')
      .map(([tag]) => tag);
    expect(adTags.length).toBeGreaterThan(0);
    await expect
      .poll(() =>
        mastheadErrors(errors).filter((error) => error.includes('could not load from remote "ads"')),
      )
      .toHaveLength(adTags.length);
    for (const tag of adTags) {
      expect(mastheadErrors(errors).some((error) => error.includes(`<${tag}> could not load`))).toBe(true);
    }
    // The fallbacks still reserve the ads' space; no dialog blocks the page.
    await expect(page.locator('masthead-header-ad .ad-reserve-header').count()).resolves.toBe(1);
    await expect(page.locator('[role="dialog"]').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.evaluate(() => window.Masthead?.getState().dialog)).resolves.toMatchObject({
      kind: 'account',
    });
    await page.context().close();
  });
});

describe('the React host example', () => {
  it('imports the footer through federation and shares one store with it', async () => {
    const { page, errors } = await openPage(browser, `${origin}/react-host/`);
    const orders = page.getByRole('link', { name: 'Orders' });
    await expect(orders.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    await page.getByRole('button', { name: 'Sign in as Ada (demo)' }).click();
    await page.getByText('Signed in as Ada.').waitFor();
    await expect(orders.getAttribute('aria-haspopup')).resolves.toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
