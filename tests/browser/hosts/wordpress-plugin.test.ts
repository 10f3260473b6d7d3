/**
 * The WordPress plugin (packages/wordpress, its zip from the build) in a real WordPress 6.1
 * from Debian's packages, with its database (tests/wordpress/live-site.ts). The deployment's
 * files are masthead-host-files' output on an origin of their own, the loader and remotes on
 * the demo's, the reference API on a third (the plugin's API origin setting), so nothing comes
 * from the site but what the plugin writes.
 *
 * As its people would: the admin uploads and activates the zip, is refused wrong settings in
 * words with what was typed kept, saves right ones, presses Check and puts the header and the
 * footer in the block theme's parts; an Author, who cannot insert the header or the footer in
 * a post, inserts every other block, sets each in the sidebar and publishes. Readers and the
 * Author (with the admin bar) see every widget mount at 1280 and 390 px, one banner and one
 * contentinfo at the top level, nothing above the sticky header, no console error; the
 * buttons open their dialogs. With the deployment's hints file gone, or the stored copy
 * damaged, pages still answer 200 and the admin reads why. A classic theme gets the header
 * and the footer through its hooks in place of its own, and uninstalling leaves no option.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createReferenceApi, type ReferenceApi } from '@masthead/server';
import { demoAccounts } from '@masthead/api/contract';
import { main as writeHostFiles } from '../../../packages/loader/src/server/host-files-cli.ts';
import { inserterOptions, insertBlock, publish, signedIn, uploadPlugin } from '../../wordpress/admin.ts';
import { startWordPress, type LiveWordPress } from '../../wordpress/live-site.ts';
import { testDemoPort } from '../global-setup.ts';
import { serveApi } from '../other-origin.ts';
import { launchBrowser, layoutShifts, watchShifts } from '../support.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const zip = join(repoRoot, 'packages/wordpress/dist/masthead.zip');
const screenshots = join(repoRoot, 'docs/wordpress');
const demoOrigin = inject('demoOrigin');
const laptop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

let dir: string;
let wordpress: LiveWordPress;
let browser: Browser;
let referenceApi: ReferenceApi;
let api: Awaited<ReturnType<typeof serveApi>>;
let files: Awaited<ReturnType<typeof serveApi>>;
/** The published post's address. */
let postUrl = '';

/** The deployment's files: masthead-host-files' output for the demo's remotes, served as they are. */
async function serveHostFiles(out: string) {
  const { remotes } = (await (await fetch(`${demoOrigin}/masthead.config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  await writeFile(join(dir, 'config.json'), JSON.stringify({ remotes, loadTimeoutMs: 10_000 }));
  const server = await serveApi(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const text = await readFile(join(out, path)).catch(() => null);
    res.writeHead(text ? 200 : 404, {
      'content-type': extname(path) === '.json' ? 'application/json' : 'text/html',
    });
    res.end(text ?? 'not found');
    return true;
  });
  await writeHostFiles([
    '--config',
    join(dir, 'config.json'),
    '--config-url',
    `${server.origin}/masthead.config.json`,
    '--loader',
    `${demoOrigin}/masthead/masthead-loader.js`,
    '--out',
    out,
  ]);
  return server;
}

/** A page of the site with its console errors; `signedInAs` a context signed in already. */
async function view(url: string, viewport: { width: number; height: number }, from?: Page) {
  const context = from ? from.context() : await browser.newContext({ viewport });
  const page = from ?? (await context.newPage());
  await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const answer = await page.goto(url);
  return { page, errors, status: answer?.status() };
}

/** Waits until each named widget has mounted its render; fails naming those that have not. */
async function mounted(page: Page, names: string[]) {
  const missing = () =>
    page.evaluate(
      (all) => all.filter((n) => !document.querySelector(`masthead-${n} [data-masthead-mounted]`)),
      names,
    );
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
}

/** The page's banner and contentinfo landmarks, as a screen reader lists them. */
async function landmarks(page: Page) {
  return {
    banners: await page.getByRole('banner').count(),
    contentinfos: await page.getByRole('contentinfo').count(),
    // HTML makes a header or footer a landmark only outside sectioning content and other landmarks.
    nested: await page.evaluate(
      () =>
        document.querySelectorAll(
          'header header, header footer, footer header, footer footer, main masthead-header, main masthead-footer',
        ).length,
    ),
  };
}

/**
 * Where the sticky header sits once the page is scrolled well down (where the phone's admin
 * bar has scrolled away), and where the admin bar ends: nothing of the page between them.
 */
async function stickyHeader(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 1500));
  // Pinned sticky (the attribute previews use), so where it sits is all that is measured.
  await page.locator('masthead-header').evaluate((element) => element.setAttribute('state', 'sticky'));
  const bar = page.locator('masthead-header header');
  await expect.poll(() => bar.getAttribute('data-state')).toBe('sticky');
  return page.evaluate(() => {
    const top = Math.round(
      document.querySelector('masthead-header header')?.getBoundingClientRect().top ?? -1,
    );
    const adminBar = document.getElementById('wpadminbar');
    const barBottom = adminBar ? Math.max(0, Math.round(adminBar.getBoundingClientRect().bottom)) : 0;
    return { top, barBottom };
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'masthead-wp-plugin-'));
  wordpress = await startWordPress({ port: testDemoPort + 82 });
  referenceApi = await createReferenceApi({
    dataDir: 'memory://',
    env: {},
    mode: 'development',
    publicOrigin: wordpress.origin,
    // The classic theme's site, below.
    allowedOrigins: [`http://127.0.0.1:${testDemoPort + 84}`],
  });
  api = await serveApi(referenceApi.handle);
  files = await serveHostFiles(join(dir, 'files'));
  browser = await launchBrowser();
  await mkdir(screenshots, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await files?.close();
  await api?.close();
  await referenceApi?.close();
  await wordpress?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the Masthead plugin in WordPress with a block theme', () => {
  it('installs from its zip; its settings refuse wrong values in words, keep them, and check the files', async () => {
    const admin = await signedIn(browser, wordpress.origin, wordpress.users.admin);
    expect(await uploadPlugin(admin, wordpress.origin, zip)).toContain('Masthead');
    // Active but not configured: every admin screen says what is missing.
    await admin.goto(`${wordpress.origin}/wp-admin/`);
    await expect
      .poll(() => admin.locator('.masthead-notice').innerText())
      .toContain('Masthead is not on your pages yet: enter the Masthead files URL in Settings → Masthead.');
    expect((await fetch(`${wordpress.origin}/`)).status).toBe(200);

    await admin.goto(`${wordpress.origin}/wp-admin/options-general.php?page=masthead`);
    await admin.getByLabel('Masthead files URL').fill('cdn.example.com/masthead');
    await admin.getByLabel('API origin').fill(`${api.origin}/api`);
    await admin.getByLabel('Fixed bar height').fill('tall');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText('The Masthead files URL must be an http or https address').waitFor();
    const errors = await admin.locator('.settings-error, .notice-error').allInnerTexts();
    expect(errors.join('\n')).toContain('The Masthead files URL must be an http or https address');
    expect(errors.join('\n')).toContain('The API origin must be a scheme and a host only');
    expect(errors.join('\n')).toContain('The fixed bar height must be 0 or a length in px, rem or em');
    // What was typed is still there to be corrected.
    await expect.poll(() => admin.getByLabel('API origin').inputValue()).toBe(`${api.origin}/api`);

    await admin.getByLabel('Masthead files URL').fill(`${files.origin}/`);
    await admin.getByLabel('API origin').fill(api.origin);
    await admin.getByLabel('Fixed bar height').fill('0');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText('Settings saved.').waitFor();
    expect(await admin.locator('.masthead-notice').count()).toBe(0);

    await admin.getByRole('button', { name: 'Check' }).click();
    const report = await admin.getByRole('status').innerText();
    expect(report).toContain(
      '✓ hints.json: kinds of page article, page, sign-in; markup for footer, header.',
    );
    expect(report).toContain(`✓ The loader at ${demoOrigin}/masthead/masthead-loader.js answered 200.`);
    expect(report).toContain(`✓ Pages read the config from ${wordpress.origin}/masthead.config.json.`);
    expect(report).not.toContain('✗');

    await admin.getByRole('button', { name: 'Use Masthead’s header and footer' }).click();
    await admin
      .getByText('The theme’s header and footer template parts show Masthead’s header and footer.')
      .waitFor();
    await admin.screenshot({ path: join(screenshots, 'settings.png'), fullPage: true });
    await admin.context().close();

    // The site serves the config itself, with the API's origin in it.
    const config = (await (await fetch(`${wordpress.origin}/masthead.config.json`)).json()) as {
      apiOrigin?: string;
      manifests?: object;
    };
    expect(config.apiOrigin).toBe(api.origin);
    expect(config.manifests).toBeDefined();
  });

  it('gives an Author a block for each widget of a post, with its settings and a preview, and publishes', async () => {
    // Tall enough for the screenshot to show every block.
    const author = await signedIn(browser, wordpress.origin, wordpress.users.author, {
      width: 1280,
      height: 1500,
    });
    await author.goto(`${wordpress.origin}/wp-admin/post-new.php`);
    await author.getByRole('textbox', { name: 'Add title' }).fill('A post with every Masthead block');
    // The header and the footer are the theme's: a post does not offer them.
    expect(await inserterOptions(author, 'Masthead')).toEqual([
      'Masthead header ad',
      'Masthead partner ads',
      'Masthead sign-in or subscribe button',
      'Masthead paywall prompt',
    ]);
    const sidebar = author.getByRole('region', { name: 'Editor settings' });
    const canvas = author.getByRole('region', { name: 'Editor content' });

    await insertBlock(author, 'Masthead header ad', 'Masthead header ad');
    await sidebar.getByLabel('Ad server').selectOption('demo');
    await insertBlock(author, 'Masthead partner ads', 'Masthead partner ads');
    await sidebar.getByLabel('Ad server').selectOption('demo');
    await insertBlock(author, 'Masthead sign-in', 'Masthead sign-in or subscribe button');
    await sidebar.getByLabel('Label').fill('Sign in to save articles');
    await insertBlock(author, 'Masthead sign-in', 'Masthead sign-in or subscribe button');
    await sidebar.getByLabel('Opens').selectOption('checkout');
    await sidebar.getByLabel('Then go to').fill('/');
    await insertBlock(author, 'Masthead paywall', 'Masthead paywall prompt');
    await sidebar.getByLabel('Heading').fill('This article is for subscribers');
    await sidebar.getByLabel('The dialog’s text').fill('Sign in to read the rest of this article.');

    // Each preview is what the page will show: the ads in their boxes, the buttons, the prompt.
    await canvas.getByText('This article is for subscribers').waitFor();
    await canvas.getByRole('button', { name: 'Sign in to save articles' }).waitFor();
    await canvas.getByRole('button', { name: 'Subscribe' }).waitFor();
    expect(await canvas.locator('masthead-header-ad[provider="demo"]').count()).toBe(1);
    expect(await canvas.locator('masthead-partner-ads[provider="demo"]').count()).toBe(1);
    await author.screenshot({ path: join(screenshots, 'editor-blocks.png') });

    postUrl = await publish(author);
    const saved = wordpress.php(
      `echo get_post_field('post_content', url_to_postid(${JSON.stringify(postUrl)}));`,
    );
    // An Author's save (kses) kept every block and its attributes.
    expect(saved).toContain('<!-- wp:masthead/header-ad {"provider":"demo"} /-->');
    expect(saved).toContain('"heading":"This article is for subscribers"');
    expect(saved).toContain('"dialog":"checkout","continueUrl":"/"');
    await author.context().close();
  });

  for (const viewport of [laptop, phone])
    for (const who of ['a reader', 'the Author, with the admin bar'] as const)
      it(`shows ${who} every widget at ${viewport.width} px, one banner and one contentinfo, nothing above the header`, async () => {
        const from =
          who === 'a reader'
            ? undefined
            : await signedIn(browser, wordpress.origin, wordpress.users.author, viewport);
        const { page, errors, status } = await view(postUrl, viewport, from);
        expect(status).toBe(200);
        await mounted(page, ['header', 'footer', 'header-ad', 'partner-ads']);
        expect(await landmarks(page)).toEqual({ banners: 1, contentinfos: 1, nested: 0 });
        const { top, barBottom } = await stickyHeader(page);
        // Sticky under the admin bar where it is fixed (32 px), at the very top where it scrolls away.
        expect(top).toBe(barBottom);
        expect(top).toBe(from && viewport.width > 600 ? 32 : 0);
        if (viewport === phone && from)
          await page.screenshot({ path: join(screenshots, 'post-phone-admin-bar.png') });
        await page.evaluate(() => window.scrollTo(0, 0));

        await page.getByRole('button', { name: 'Sign in to save articles' }).click();
        const signIn = page.getByRole('dialog', { name: 'Sign In', exact: true });
        await signIn.getByLabel('Email', { exact: true }).waitFor();
        await page.keyboard.press('Escape');
        await signIn.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
        await page.getByRole('dialog').getByText('Sign in to read the rest of this article.').waitFor();
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        await page.getByRole('button', { name: 'Subscribe', exact: true }).last().click();
        await page.getByRole('dialog', { name: 'Sign in or register' }).waitFor();
        await page.keyboard.press('Escape');
        expect(errors).toEqual([]);
        await page.context().close();
      });

  it('lets a reader sign in from the paywall prompt, hands over to the subscribe button’s page, and shifts nothing', async () => {
    const context = await browser.newContext({ viewport: laptop });
    const page = await context.newPage();
    await page.addInitScript(watchShifts);
    await page.goto(postUrl);
    await mounted(page, ['header', 'footer', 'header-ad', 'partner-ads']);
    expect((await layoutShifts(page)).total).toBeLessThan(0.01);

    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByText('Sign in to read the rest of this article.').waitFor();
    await dialog.getByLabel('Email', { exact: true }).fill(demoAccounts.subscriber.emailAddress);
    await dialog.getByLabel('Password', { exact: true }).fill(demoAccounts.subscriber.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.Masthead?.getState().status)).toBe('authenticated');
    // Signed in already, the subscribe button goes straight on to its page.
    await page.getByRole('button', { name: 'Subscribe', exact: true }).last().click();
    await page.waitForURL(`${wordpress.origin}/`);
    await context.close();
  });

  it('keeps serving every page, with the last good files, when the hints file is gone, and tells the admin', async () => {
    await rm(join(dir, 'files', 'hints.json'));
    const admin = await signedIn(browser, wordpress.origin, wordpress.users.admin);
    await admin.goto(`${wordpress.origin}/wp-admin/options-general.php?page=masthead`);
    await admin.getByRole('button', { name: 'Check' }).click();
    expect(await admin.getByRole('status').innerText()).toContain(
      `✗ ${files.origin}/hints.json answered 404`,
    );
    await admin.goto(`${wordpress.origin}/wp-admin/`);
    const notice = await admin.locator('.masthead-notice').innerText();
    expect(notice).toContain(`${files.origin}/hints.json answered 404`);
    expect(notice).toContain('Pages keep the files read on');
    const post = await fetch(postUrl);
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('masthead-loader.js');

    // The stored copy damaged (by hand, a migration): pages serve without Masthead.
    wordpress.php(`update_option('masthead_files', array('hints' => 'not hints'));`);
    for (const url of [postUrl, `${wordpress.origin}/`]) {
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toContain('masthead-loader.js');
    }
    await admin.reload();
    expect(await admin.locator('.masthead-notice').innerText()).toContain(
      'Pages are served without Masthead until it is fixed.',
    );
    expect((await fetch(`${wordpress.origin}/masthead.config.json`)).status).toBe(404);
    await admin.context().close();
  });
});

describe('the Masthead plugin in WordPress with a classic theme', () => {
  let classic: LiveWordPress;
  let classicFiles: Awaited<ReturnType<typeof serveApi>>;

  beforeAll(async () => {
    classic = await startWordPress({ port: testDemoPort + 84, theme: 'twentytwentyone' });
    classicFiles = await serveHostFiles(join(dir, 'classic-files'));
    // Installed as the admin's screens do it (the block theme's tests go through those).
    const problem = classic.php(`
      require_once ABSPATH . 'wp-admin/includes/file.php';
      require_once ABSPATH . 'wp-admin/includes/plugin.php';
      WP_Filesystem();
      $unzipped = unzip_file(${JSON.stringify(zip)}, WP_PLUGIN_DIR);
      $activated = is_wp_error($unzipped) ? $unzipped : activate_plugin('masthead/masthead.php');
      echo is_wp_error($activated) ? $activated->get_error_message() : '';
    `);
    expect(problem).toBe('');
    // Configured through its screen (PHP's command line would hold this process, which serves the files).
    const admin = await signedIn(browser, classic.origin, classic.users.admin);
    await admin.goto(`${classic.origin}/wp-admin/options-general.php?page=masthead`);
    expect(await admin.getByLabel('Theme’s own header and footer').inputValue()).toBe('#masthead, #colophon');
    await admin.getByLabel('Masthead files URL').fill(`${classicFiles.origin}/`);
    await admin.getByLabel('API origin').fill(api.origin);
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText('Settings saved.').waitFor();
    await admin.context().close();
  }, 180_000);

  afterAll(async () => {
    await classicFiles?.close();
    await classic?.stop();
  });

  for (const viewport of [laptop, phone])
    it(`puts the header and the footer in place of the theme’s own at ${viewport.width} px, with the admin bar`, async () => {
      const author = await signedIn(browser, classic.origin, classic.users.author, viewport);
      const { page, errors, status } = await view(`${classic.origin}/?p=1`, viewport, author);
      expect(status).toBe(200);
      await mounted(page, ['header', 'footer']);
      expect(await landmarks(page)).toEqual({ banners: 1, contentinfos: 1, nested: 0 });
      // The theme's own header and footer are still in its HTML, hidden.
      expect(await page.locator('#masthead').isHidden()).toBe(true);
      expect(await page.locator('#colophon').isHidden()).toBe(true);
      const { top, barBottom } = await stickyHeader(page);
      expect(top).toBe(barBottom);
      expect(errors).toEqual([]);
      await page.context().close();
    });

  it('leaves no option behind once deleted', () => {
    const left = classic.php(`
      require_once ABSPATH . 'wp-admin/includes/file.php';
      require_once ABSPATH . 'wp-admin/includes/plugin.php';
      deactivate_plugins('masthead/masthead.php');
      $deleted = delete_plugins(array('masthead/masthead.php'));
      echo is_wp_error($deleted) ? $deleted->get_error_message() : '';
      foreach (array('masthead_settings', 'masthead_files', 'masthead_problem') as $option)
        if (false !== get_option($option)) echo " $option";
      if (wp_next_scheduled('masthead_refresh_files')) echo ' refresh';
    `);
    expect(left.trim()).toBe('');
  });
});
