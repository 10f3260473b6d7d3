/**
 * The running WordPress 6.1 site the plugin's browser tests use (tests/wordpress/live-site.ts):
 * MariaDB, PHP's built-in server and WordPress from Debian's packages, installed by
 * `wp_install()`. What it holds: the front page answers with the block theme, and with the
 * classic one on a site started with it; the author signs in through wp-login.php and reaches
 * the block editor with no welcome guide in the way (one shows once the preference is gone, so
 * its absence means something); the administrator uploads a plugin's zip through Plugins → Add
 * New → Upload Plugin and WordPress installs it without asking for FTP credentials.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordPress, type LiveWordPress, type WordPressUser } from '../../wordpress/live-site.ts';
import { testDemoPort } from '../global-setup.ts';
import { launchBrowser } from '../support.ts';

let browser: Browser | undefined;
let wordpress: LiveWordPress | undefined;

beforeAll(async () => {
  const started = Date.now();
  [wordpress, browser] = await Promise.all([startWordPress({ port: testDemoPort + 80 }), launchBrowser()]);
  console.log(`WordPress test site started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

afterAll(async () => {
  await browser?.close();
  await wordpress?.stop();
});

/** A page of a fresh context, signed in as `user` through WordPress's own login form. */
async function signIn(user: WordPressUser): Promise<Page> {
  const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${wordpress!.origin}/wp-login.php`);
  await page.getByLabel('Username or Email Address').fill(user.login);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await Promise.all([
    page.waitForURL(`${wordpress!.origin}/wp-admin/`),
    page.getByRole('button', { name: 'Log In' }).click(),
  ]);
  return page;
}

describe('a running WordPress site', () => {
  it('answers its front page with the block theme', async () => {
    const answer = await fetch(`${wordpress!.origin}/`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<title>Masthead News</title>');
    expect(html).toContain('<div class="wp-site-blocks">');
    expect(html).toContain('/wp-content/themes/twentytwentythree/');
    expect(wordpress!.php("echo get_option('permalink_structure');")).toBe('/%postname%/');
    expect((await fetch(`${wordpress!.origin}/hello-world/`)).status).toBe(200);
  });

  it('lets the author in to the block editor with no welcome guide', async () => {
    const page = await signIn(wordpress!.users.author);
    await page.goto(`${wordpress!.origin}/wp-admin/post-new.php`);
    await page.getByRole('textbox', { name: 'Add title' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The guide WordPress shows a user who has not closed it: the harness's preference is what keeps it away.
    wordpress!.php(`delete_user_meta(get_user_by('login', 'author')->ID, 'wp_persisted_preferences');`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('dialog', { name: 'Welcome to the block editor' }).waitFor();
    await page.context().close();
  });

  it('lets the administrator upload a plugin’s zip and install it', async () => {
    // A plugin's zip, made with the ZipArchive WordPress unpacks it with, next to the site's folder
    // (deleted with it).
    const zip = join(wordpress!.dir, '..', 'masthead-probe.zip');
    wordpress!.php(`
      $zip = new ZipArchive();
      $zip->open(${JSON.stringify(zip)}, ZipArchive::CREATE);
      $zip->addFromString('masthead-probe/masthead-probe.php', "<?php\n/* Plugin Name: Masthead Probe */\n");
      $zip->close();
    `);
    const page = await signIn(wordpress!.users.admin);
    await page.goto(`${wordpress!.origin}/wp-admin/plugins.php`);
    await page.locator('.wrap').getByRole('link', { name: 'Add New' }).click();
    await page.getByRole('button', { name: 'Upload Plugin' }).click();
    await page.locator('form.wp-upload-form input[name="pluginzip"]').setInputFiles(zip);
    await page.getByRole('button', { name: 'Install Now' }).click();
    // No FTP credentials asked for: the files are written directly.
    await page.getByText('Plugin installed successfully.').waitFor();
    expect(
      existsSync(join(wordpress!.dir, 'wp-content', 'plugins', 'masthead-probe', 'masthead-probe.php')),
    ).toBe(true);
    await page.context().close();
  });

  it('answers its front page with the classic theme on a site started with it', async () => {
    const classic = await startWordPress({ port: testDemoPort + 81, theme: 'twentytwentyone' });
    try {
      const answer = await fetch(`${classic.origin}/`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain("id='twenty-twenty-one-style-css'");
      expect(html).not.toContain('wp-site-blocks');
    } finally {
      await classic.stop();
    }
  });
});
