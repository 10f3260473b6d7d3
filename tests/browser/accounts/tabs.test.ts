/**
 * One session across tabs: two tabs of one browser (one context: one cookie jar, one
 * BroadcastChannel), each with the demo's article page. Signing in, logging out, a finished
 * reset and a session the server ended in one tab reach the other within a second, without a
 * reload, in both directions: its header, its footer and its open dialog follow.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { launchBrowser, mastheadErrors, newEmail } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';
import type { Browser } from 'playwright-core';

const origin = inject('demoOrigin');
const article = `${origin}/?hideIntromercial=true`;
const { reader } = demoAccounts;
/** Within a second, as the issue asks; polled every 50 ms. */
const withinASecond = { timeout: 1000, intervals: [50] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });
const footer = (page: Page) => page.getByRole('contentinfo', { name: 'Site footer' });
const greeting = (page: Page) => banner(page).getByRole('button', { name: `Hi, ${reader.firstName}` });
const headerSignIn = (page: Page) => banner(page).getByRole('button', { name: 'Sign In', exact: true });
const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In', exact: true });
const visible = (locator: ReturnType<Page['getByRole']>) => () => locator.isVisible();

interface Tabs {
  context: BrowserContext;
  first: Page;
  second: Page;
  errors: string[];
}

/** Two tabs of one browser on the article, both with their header and footer in place. */
async function openTabs(): Promise<Tabs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const errors: string[] = [];
  const open = async () => {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await page.goto(article);
    // The article's footer loads as the reader comes to it.
    await footerMounted(page);
    await headerSignIn(page).waitFor();
    // The session chunk (and with it the tab sync) starts once the widgets rendered.
    await page.waitForLoadState('networkidle');
    return page;
  };
  const first = await open();
  const second = await open();
  return { context, first, second, errors };
}

async function signInFromHeader(page: Page, email: string, password: string) {
  await headerSignIn(page).click();
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await greeting(page).waitFor();
}

async function logOutFromHeader(page: Page) {
  await greeting(page).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await headerSignIn(page).waitFor();
}

/** The reader comes back to the tab (the browser fires visibilitychange; headless tabs never hide). */
const comeBack = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

let tabs: Tabs;
beforeEach(async () => {
  tabs = await openTabs();
});
afterEach(async () => {
  expect(mastheadErrors(tabs.errors)).toEqual([]);
  await tabs.context.close();
});

describe.each([
  ['the first tab to the second', 0],
  ['the second tab to the first', 1],
] as const)('from %s', (_name, order) => {
  const pair = () => (order === 0 ? [tabs.first, tabs.second] : [tabs.second, tabs.first]) as [Page, Page];

  it('a sign-in and a log out reach the other tab: its header and footer follow', async () => {
    const [here, there] = pair();
    await signInFromHeader(here, reader.emailAddress, reader.password);
    await expect.poll(visible(greeting(there)), withinASecond).toBe(true);
    // The footer's account links no longer open the sign-in dialog there.
    await expect
      .poll(
        () => footer(there).getByRole('link', { name: 'My Library' }).getAttribute('aria-haspopup'),
        withinASecond,
      )
      .toBeNull();

    await logOutFromHeader(here);
    await expect.poll(visible(headerSignIn(there)), withinASecond).toBe(true);
    await expect
      .poll(
        () => footer(there).getByRole('link', { name: 'My Library' }).getAttribute('aria-haspopup'),
        withinASecond,
      )
      .toBe('dialog');
  });

  it('an open sign-in dialog closes when the other tab signs the reader in', async () => {
    const [here, there] = pair();
    await headerSignIn(there).click();
    await signInDialog(there).waitFor();
    await signInFromHeader(here, reader.emailAddress, reader.password);
    await expect.poll(visible(signInDialog(there)), withinASecond).toBe(false);
    await expect.poll(visible(greeting(there)), withinASecond).toBe(true);
  });

  it('a session the server ended reaches both tabs once one of them is looked at again', async () => {
    const [here, there] = pair();
    await signInFromHeader(here, reader.emailAddress, reader.password);
    await greeting(there).waitFor();
    // Ended on the server, as a reset elsewhere or an expiry would: no tab was told.
    await here.request.post(`${origin}/api/auth/logout`);
    await comeBack(here);
    await expect.poll(visible(headerSignIn(here)), withinASecond).toBe(true);
    await expect.poll(visible(headerSignIn(there)), withinASecond).toBe(true);
  });
});

describe('a finished reset', () => {
  it('signs the reader in in the other tab', async () => {
    const email = newEmail('tabs-reset');
    const password = 'Tabs#Reset2026';
    // From here, not from a page: a sign-in cookie in the tabs' browser, even for the moment
    // before a sign-out, could meet a tab's first session read and sign that tab in already.
    const post = (path: string, body: unknown) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await post('/api/users', {
      firstName: 'Tess',
      lastName: 'Tabs',
      emailAddress: email,
      password,
      optIn: false,
    });
    expect(created.ok).toBe(true);
    expect((await post('/api/auth/password-reset', { emailAddress: email })).ok).toBe(true);
    const mailbox = (await (await fetch(`${origin}/api/dev/mailbox`)).json()) as {
      messages: { to: string; text: string }[];
    };
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(
      mailbox.messages.find((message) => message.to === email)?.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    // Signed out in both tabs until the reset: the greeting below comes from the other tab.
    await expect.poll(visible(headerSignIn(tabs.first)), withinASecond).toBe(true);
    await tabs.second.goto(link ?? '');
    const dialog = tabs.second.getByRole('dialog', { name: 'Choose a new password' });
    await dialog.getByLabel('New password').fill('Tabs#Reset2027');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await dialog.getByText('Your password has been changed and you are signed in.').waitFor();
    await expect
      .poll(visible(banner(tabs.first).getByRole('button', { name: 'Hi, Tess' })), withinASecond)
      .toBe(true);
  });
});
