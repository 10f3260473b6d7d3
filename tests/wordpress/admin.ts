/**
 * What a site's people do in WordPress 6.1's screens, as a browser test drives them: sign in,
 * upload and activate a plugin, insert a block in the block editor and publish. Each step
 * goes through the screen's labels and roles, as a person finds them.
 */
import type { Browser, Page } from 'playwright-core';
import type { WordPressUser } from './live-site.ts';

/** A fresh context signed in as `user` (WordPress's login form), at `viewport`. */
export async function signedIn(
  browser: Browser,
  origin: string,
  user: WordPressUser,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${origin}/wp-login.php`);
  await page.getByLabel('Username or Email Address').fill(user.login);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/wp-admin\//);
  return page;
}

/** Plugins → Add New → Upload Plugin with `zip`, then Activate; returns the Plugins screen's text. */
export async function uploadPlugin(page: Page, origin: string, zip: string): Promise<string> {
  await page.goto(`${origin}/wp-admin/plugin-install.php?tab=upload`);
  await page.getByLabel('Plugin zip file').setInputFiles(zip);
  await page.getByRole('button', { name: 'Install Now' }).click();
  await page.getByText('Plugin installed successfully.').waitFor();
  await page.getByRole('link', { name: 'Activate Plugin' }).click();
  await page.getByText('Plugin activated.').waitFor();
  return page.locator('#wpbody-content').innerText();
}

/**
 * In the block editor, the inserter's search for `search`, then its option `title`: the block
 * goes in at the end of the post and is selected, its settings in the sidebar.
 */
export async function insertBlock(page: Page, search: string, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  const inserter = page.getByRole('region', { name: 'Block Library' });
  await inserter.getByRole('searchbox').fill(search);
  // An option's name starts with its icon font's glyph.
  await inserter.getByRole('option', { name: new RegExp(`(^|\\W)${title}$`) }).click();
  // The inserter stays open on wide screens; the sidebar shows the block once it is closed.
  if (await inserter.isVisible()) await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  const settings = page
    .getByRole('region', { name: 'Editor top bar' })
    .getByRole('button', { name: 'Settings' });
  if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
}

/** The inserter's options for `search`, by title. */
export async function inserterOptions(page: Page, search: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  const inserter = page.getByRole('region', { name: 'Block Library' });
  await inserter.getByRole('searchbox').fill(search);
  await inserter.getByRole('listbox').first().waitFor();
  const titles = await inserter.getByRole('option').allInnerTexts();
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  return titles.map((title) => title.trim());
}

/** Publish, confirmed in the pre-publish panel; returns the post's address. */
export async function publish(page: Page): Promise<string> {
  await page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('region', { name: 'Editor publish' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  const view = page.getByRole('region', { name: 'Editor publish' }).getByRole('link', { name: 'View Post' });
  await view.first().waitFor();
  const href = await view.first().getAttribute('href');
  if (!href) throw new Error('the published post has no address');
  return href;
}
