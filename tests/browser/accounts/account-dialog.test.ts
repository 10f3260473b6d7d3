/**
 * The account dialog on the demo's plain HTML pages, against the reference API, as a
 * reader meets it: loaded on demand from the header, the footer and the paywall; signing in
 * changes the other widgets; the sign-in lockout count; registering through the questionnaire
 * and the 3 s closes; the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape; focus trapped
 * and given back); and axe in every view and message.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createReferenceApi } from '@masthead/server';
import { defaultLockoutDuration, demoAccounts } from '@masthead/api/contract';
import { remoteNames } from '../../../module-federation.config.ts';
import { startDemo, type Demo } from '../../../host-demo/server.ts';
import { testDemoPort } from '../global-setup.ts';
import { axeViolations, launchBrowser, mastheadErrors, newEmail, openPage } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');
// The article page without the interstitial ad, so the page can be clicked.
const article = `${origin}/?hideIntromercial=true`;
const remoteOrigin = (base: string, remote: (typeof remoteNames)[number]) =>
  `http://localhost:${Number(new URL(base).port) + 1 + remoteNames.indexOf(remote)}`;
const accountOrigin = remoteOrigin(origin, 'account-dialog');

// docs/behaviour.md#errors, word for word.
const invalidCombination = 'You have entered an invalid email and password combination. Please try again.';
const resetSent =
  'If your email is registered with us, you will receive an email with a link to reset your password.';
const troubleVerifying =
  "We're having trouble verifying your account. Please contact our Customer Service team for assistance.";
const usernameUnavailable = 'That username is unavailable. Sign in or choose another email address.';
// Ours (docs/behaviour.md#states names it only 'a consent-by-registering sentence').
const usOptIn =
  'By registering, you agree to receive emails with the latest ideas, offers and events. You can unsubscribe at any time.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });
const footer = (page: Page) => page.getByRole('contentinfo', { name: 'Site footer' });
const headerSignIn = (page: Page) => banner(page).getByRole('button', { name: 'Sign In', exact: true });
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const signInDialog = (page: Page) => dialogNamed(page, 'Sign In');
const registerDialog = (page: Page) => dialogNamed(page, 'Create an account');
const resetDialog = (page: Page) => dialogNamed(page, 'Reset your password');
const profileDialog = (page: Page) => dialogNamed(page, 'Your account has been created');

/** What a screen reader would call the focused element (its label, else its text), and its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'BODY';
    const name =
      active.getAttribute('aria-label') ??
      (active instanceof HTMLInputElement || active instanceof HTMLSelectElement
        ? (active.labels?.[0]?.textContent?.trim() ?? '')
        : (active.textContent?.trim() ?? ''));
    return `${active.tagName.toLowerCase()}: ${name}`;
  });
/** Whether focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/** Presses `key` (Tab or Shift+Tab) until focus is on `target` (as `focused` names it), at most 20 times. */
async function pressUntil(page: Page, target: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press(key);
    expect(await focusInDialog(page), `${key} left the dialog`).toBe(true);
    if ((await focused(page)) === target) return;
  }
  throw new Error(`${key} never reached "${target}" (last: "${await focused(page)}")`);
}

/** Focuses `opener`, presses Enter on it, and waits for the sign-in dialog and focus inside it. */
async function openByKeyboard(page: Page, opener: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await signInDialog(page).waitFor();
  await expect.poll(() => focused(page)).toBe('button: Close');
}

async function signIn(page: Page, email: string, password: string) {
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function fillRegistration(page: Page, first: string, last: string, email: string, password: string) {
  const dialog = registerDialog(page);
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
}

/**
 * Times, in the page, an auto-close: from when `text` appears in a dialog to when that dialog
 * leaves the page. Call before the action that shows the text; await the result after it.
 */
async function timeAutoClose(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const win = window as Window & { autoClose?: { shown?: number; closed?: number } };
    const state: { shown?: number; closed?: number } = {};
    win.autoClose = state;
    let dialog: Element | null = null;
    const observer = new MutationObserver(() => {
      if (!dialog) {
        dialog =
          [...document.querySelectorAll('[role="dialog"]')].find((d) => d.textContent?.includes(wanted)) ??
          null;
        if (dialog) state.shown = performance.now();
      } else if (!dialog.isConnected) {
        state.closed = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return async () => {
    await page.waitForFunction(
      () => (window as Window & { autoClose?: { closed?: number } }).autoClose?.closed !== undefined,
      undefined,
      { timeout: 8000 },
    );
    return page.evaluate(() => {
      const { shown = 0, closed = 0 } =
        (window as Window & { autoClose?: { shown?: number; closed?: number } }).autoClose ?? {};
      return closed - shown;
    });
  };
}

/** docs/behaviour.md#auto-close: 3000 ms, with room for a busy machine but not for another delay. */
function expectAboutThreeSeconds(ms: number) {
  expect(ms).toBeGreaterThanOrEqual(2950);
  expect(ms).toBeLessThan(4000);
}

describe('loading on demand', () => {
  it("the header's Sign In loads the account-dialog's code only when the reader reaches for it", async () => {
    const { page, requests, errors } = await openPage(browser, article);
    await footer(page).waitFor();
    await page.waitForLoadState('networkidle');
    // No code of the dialog, not even its manifest (the config the demo serves carries it):
    // only its first view's markup, for the first click.
    expect(requests.filter((url) => url.startsWith(accountOrigin))).toEqual([
      `${accountOrigin}/account-dialog.html`,
    ]);

    await headerSignIn(page).click();
    await signInDialog(page).waitFor();
    expect(requests.some((url) => url.startsWith(`${accountOrigin}/assets/`))).toBe(true);
    await expect(signInDialog(page).getByRole('heading', { name: 'Sign In' }).isVisible()).resolves.toBe(
      true,
    );
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it("the footer's account links load it for an anonymous visitor instead of navigating", async () => {
    const { page, requests, errors } = await openPage(browser, article);
    await footer(page).waitFor();
    await page.waitForLoadState('networkidle');
    // No code of the dialog, not even its manifest (the config the demo serves carries it):
    // only its first view's markup, for the first click.
    expect(requests.filter((url) => url.startsWith(accountOrigin))).toEqual([
      `${accountOrigin}/account-dialog.html`,
    ]);

    const library = footer(page).getByRole('link', { name: 'My Library' });
    await expect(library.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    await library.click();
    await signInDialog(page).waitFor();
    expect(requests.some((url) => url.startsWith(`${accountOrigin}/assets/`))).toBe(true);
    expect(page.url()).toBe(article);
    // Closed, it gives focus back to the link that opened it.
    await signInDialog(page).getByRole('button', { name: 'Close' }).click();
    await signInDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('a: My Library');
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it("the paywall opens it with the page's custom text, and a click outside does not close it", async () => {
    const { page } = await openPage(browser, article);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = signInDialog(page);
    await dialog.getByText('Sign in to keep reading. Subscribers get unlimited access.').waitFor();
    await page.mouse.click(5, 5);
    await page.waitForTimeout(300);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('signing in', () => {
  it('as subscriber@example.com changes the header and the footer, without a reload', async () => {
    const { page, errors } = await openPage(browser, article);
    await banner(page).getByRole('link', { name: 'Subscribe' }).waitFor();
    await headerSignIn(page).click();
    const { subscriber } = demoAccounts;
    await signIn(page, subscriber.emailAddress, subscriber.password);
    await signInDialog(page).waitFor({ state: 'detached' });

    // docs/behaviour.md#roles: the greeting and 'Give a Gift!' instead of Sign In and Subscribe.
    const greeting = banner(page).getByRole('button', { name: `Hi, ${subscriber.firstName}` });
    await greeting.waitFor();
    await expect(banner(page).getByRole('link', { name: 'Give a Gift!' }).isVisible()).resolves.toBe(true);
    await expect(banner(page).getByRole('link', { name: 'Subscribe' }).count()).resolves.toBe(0);
    await expect(headerSignIn(page).count()).resolves.toBe(0);
    // Sign In left the page: focus goes to the greeting that took its place, not to the top.
    await expect.poll(() => focused(page)).toBe(`button: Hi, ${subscriber.firstName}`);

    // The footer's account links are plain links now: My Library goes to the library. (The
    // article's footer loads as the reader comes to it.)
    await footerMounted(page);
    const library = footer(page).getByRole('link', { name: 'My Library' });
    await expect(library.getAttribute('aria-haspopup')).resolves.toBeNull();
    await library.click();
    await page.waitForURL(`${origin}/my-library`);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    // And the next page knows the reader.
    await greeting.waitFor();
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('the sign-in lockout (docs/behaviour.md#errors)', () => {
  // Its own reference API: locking reader@example.com must not touch the other tests' server.
  let demo: Demo;
  let referenceApi: Awaited<ReturnType<typeof createReferenceApi>>;
  beforeAll(async () => {
    referenceApi = await createReferenceApi({ dataDir: 'memory://', env: {}, mode: 'development' });
    demo = await startDemo({ port: testDemoPort + 30, api: referenceApi.handle });
  });
  afterAll(async () => {
    await demo?.close();
    await referenceApi?.close();
  });

  it('five wrong passwords for reader@example.com: 4, 3, 2, 1 tries left, then blocked', async () => {
    const { page } = await openPage(browser, `${demo.origin}/?hideIntromercial=true`);
    await headerSignIn(page).click();
    const dialog = signInDialog(page);
    const seen: string[] = [];
    const alertText = async () => (await dialog.getByRole('alert').allTextContents()).join(' ').trim();
    for (const attempt of [1, 2, 3, 4, 5]) {
      await signIn(page, demoAccounts.reader.emailAddress, `Wrong#Password${attempt}`);
      await expect.poll(alertText).not.toBe('');
      seen.push(await alertText());
      if (attempt === 4 || attempt === 5) {
        expect(await axeViolations(page, '[role="dialog"]'), `after try ${attempt}`).toEqual([]);
      }
      // Editing a field clears the error, ready for the next try.
      await dialog.getByLabel('Password', { exact: true }).fill('');
      await expect.poll(alertText).toBe('');
    }
    expect(seen).toEqual([
      `${invalidCombination} You have 4 tries left.`,
      `${invalidCombination} You have 3 tries left.`,
      `${invalidCombination} You have 2 tries left.`,
      `${invalidCombination} You have 1 try left.`,
      `Your account is blocked, please wait ${defaultLockoutDuration} to unlock and try again. For immediate assistance, please contact Customer Service.`,
    ]);
    // Customer Service in the blocked message is the link to the contact page.
    await signIn(page, demoAccounts.reader.emailAddress, demoAccounts.reader.password);
    await expect(dialog.getByRole('link', { name: 'Customer Service' }).getAttribute('href')).resolves.toBe(
      '/subscriber-help#contact-customer-service',
    );
    await page.context().close();
  });
});

describe('registering', () => {
  it('reaches the questionnaire, submits it and closes 3 seconds later', async () => {
    const { page, errors } = await openPage(browser, article);
    await headerSignIn(page).click();
    await signInDialog(page).getByRole('button', { name: 'Create an account' }).click();
    await registerDialog(page).waitFor();
    await expect(
      registerDialog(page)
        .getByText(
          'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.',
        )
        .isVisible(),
    ).resolves.toBe(true);
    await fillRegistration(page, 'Ada', 'Lovelace', newEmail('ada'), 'Analytical#1843');
    await registerDialog(page).getByRole('button', { name: 'Create account' }).click();

    const profile = profileDialog(page);
    await profile.waitFor();
    // Signed in already: the header greets the new reader.
    await banner(page).getByRole('button', { name: 'Hi, Ada' }).waitFor();
    const [industry] = await profile.getByLabel('Industry').selectOption({ label: 'Healthcare' });
    const [jobTitle] = await profile.getByLabel('Job title').selectOption({ label: 'Analyst' });
    const [companySize] = await profile.getByLabel('Company size').selectOption({ label: '100 to 499' });
    const closing = await timeAutoClose(page, 'Thank you. Your profile has been saved.');
    await profile.getByRole('button', { name: 'Submit' }).click();
    expectAboutThreeSeconds(await closing());
    await expect.poll(() => focused(page)).toBe('button: Hi, Ada');

    // The answers reached the server: the reader's profile now carries them.
    const stored = await page.evaluate(async () => (await fetch('/api/user/profile')).json());
    expect(stored).toMatchObject({ firstName: 'Ada', industry, jobTitle, companySize });
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('with an email that has a subscription goes to subscriber registration instead', async () => {
    const { page } = await openPage(browser, article);
    await headerSignIn(page).click();
    await signInDialog(page).getByRole('button', { name: 'Create an account' }).click();
    const { subscriber } = demoAccounts;
    await fillRegistration(page, 'Sam', 'Subscriber', subscriber.emailAddress, 'Another#Pass1');
    await registerDialog(page).getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(
      `${origin}/subscriber-registration?emailAddress=${encodeURIComponent(subscriber.emailAddress)}`,
    );
    await page.context().close();
  });
});

describe('forgot password', () => {
  it('confirms the request, then closes 3 seconds later', async () => {
    const { page } = await openPage(browser, article);
    await headerSignIn(page).click();
    await signInDialog(page).getByRole('button', { name: 'Forgot your password' }).click();
    const dialog = resetDialog(page);
    const help = dialog.getByRole('link', { name: 'Get help' });
    await expect(help.getAttribute('href')).resolves.toBe('/subscriber-help');
    await expect(dialog.getByRole('button', { name: 'Continue' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Email', { exact: true }).fill(demoAccounts.digital.emailAddress);
    await expect(help.count()).resolves.toBe(0);
    const closing = await timeAutoClose(page, resetSent);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(resetSent).waitFor();
    expectAboutThreeSeconds(await closing());
    // Sign In is still there: focus is back on it.
    await expect.poll(() => focused(page)).toBe('button: Sign In');
    await page.context().close();
  });
});

describe('the keyboard alone', () => {
  it('opens and closes it with Enter, Space and Escape; focus trapped inside and given back', async () => {
    const { page } = await openPage(browser, article);
    await headerSignIn(page).focus();
    await page.keyboard.press('Enter');
    const dialog = signInDialog(page);
    await dialog.waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);

    // Tab and Shift+Tab go round inside the dialog.
    const forward: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
      forward.push(await focused(page));
    }
    expect(forward).toEqual(
      expect.arrayContaining([
        'button: Close',
        'button: Create an account',
        'input: Email',
        'input: Password',
        'button: Show password',
        'button: Forgot your password',
      ]),
    );
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page)).toBe(true);
    }

    // Escape closes it and gives focus back to Sign In.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('button: Sign In');

    // Space opens it too; the close button, pressed with Enter, closes it.
    await page.keyboard.press('Space');
    await dialog.waitFor();
    await expect.poll(() => focused(page)).toBe('button: Close');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('button: Sign In');

    // From the footer: Enter on My Library, Escape, and focus is back on the link.
    const library = footer(page).getByRole('link', { name: 'My Library' });
    await library.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('a: My Library');
    expect(page.url()).toBe(article);
    await page.context().close();
  });

  it('walks every view, shows the password with Space, and signs in', async () => {
    const { page } = await openPage(browser, article);
    await openByKeyboard(page, headerSignIn(page));

    // Sign in → register → sign in → forgot password → sign in, each view's first field focused.
    await pressUntil(page, 'button: Create an account');
    await page.keyboard.press('Space');
    await registerDialog(page).waitFor();
    await expect.poll(() => focused(page)).toBe('input: First name');
    await pressUntil(page, 'button: Sign in', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await signInDialog(page).waitFor();
    await expect.poll(() => focused(page)).toBe('input: Email');
    await pressUntil(page, 'button: Forgot your password');
    await page.keyboard.press('Enter');
    await resetDialog(page).waitFor();
    await expect.poll(() => focused(page)).toBe('input: Email');
    await pressUntil(page, 'button: Go back');
    await page.keyboard.press('Space');
    await signInDialog(page).waitFor();
    await expect.poll(() => focused(page)).toBe('input: Email');

    // Sign in: type, Tab, type, Space on Show password, then Enter from the field.
    const { digital } = demoAccounts;
    await page.keyboard.type(digital.emailAddress);
    await page.keyboard.press('Tab');
    await page.keyboard.type(digital.password);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: Show password');
    const password = signInDialog(page).getByLabel('Password', { exact: true });
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.keyboard.press('Space');
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await expect(password.inputValue()).resolves.toBe(digital.password);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await signInDialog(page).waitFor({ state: 'detached' });
    await banner(page)
      .getByRole('button', { name: `Hi, ${digital.firstName}` })
      .waitFor();
    await expect.poll(() => focused(page)).toBe(`button: Hi, ${digital.firstName}`);
    await page.context().close();
  });

  it('keeps focus in the form through a failed try, so the reader goes on from there', async () => {
    const { page } = await openPage(browser, article);
    await openByKeyboard(page, headerSignIn(page));
    await pressUntil(page, 'input: Email');
    await page.keyboard.type(newEmail('grace'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('Wrong#Password1');
    await pressUntil(page, 'button: Sign In');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await signInDialog(page).getByRole('alert').textContent())?.trim())
      .not.toBe('');
    // The button was disabled while the request ran (the browser dropped focus to the page) and
    // stays so until a field is edited: focus goes to the form's first field, not the page.
    await expect.poll(() => focused(page)).toBe('input: Email');
    await page.context().close();
  });

  it('asks for a password reset and gets focus back when the dialog closes by itself', async () => {
    const { page } = await openPage(browser, article);
    const library = footer(page).getByRole('link', { name: 'My Library' });
    await openByKeyboard(page, library);
    await pressUntil(page, 'button: Forgot your password');
    await page.keyboard.press('Enter');
    await resetDialog(page).waitFor();
    await expect.poll(() => focused(page)).toBe('input: Email');
    await page.keyboard.type(demoAccounts.reader.emailAddress);
    await pressUntil(page, 'button: Continue');
    await page.keyboard.press('Space');
    // The confirmation takes focus, inside the dialog, so it is read out.
    await resetDialog(page).getByText(resetSent).waitFor();
    await expect.poll(() => focused(page)).toBe(`p: ${resetSent}`);
    await resetDialog(page).waitFor({ state: 'detached', timeout: 6000 });
    await expect.poll(() => focused(page)).toBe('a: My Library');
    await page.context().close();
  });

  it('registers, answers the questionnaire and submits it', async () => {
    // A US visitor: the opt-in starts checked, and Space unchecks it.
    const { page } = await openPage(browser, `${article}&country=US`);
    await openByKeyboard(page, headerSignIn(page));
    await pressUntil(page, 'button: Create an account');
    await page.keyboard.press('Enter');
    await registerDialog(page).waitFor();
    await expect.poll(() => focused(page)).toBe('input: First name');
    await page.keyboard.type('Alan');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Turing');
    await page.keyboard.press('Tab');
    await page.keyboard.type(newEmail('alan'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('Enigma#1912x');
    const optIn = registerDialog(page).getByRole('checkbox');
    await expect.poll(() => optIn.isChecked()).toBe(true);
    await pressUntil(page, `input: ${usOptIn}`);
    await page.keyboard.press('Space');
    await expect(optIn.isChecked()).resolves.toBe(false);
    await pressUntil(page, 'button: Create account');
    await page.keyboard.press('Enter');

    const profile = profileDialog(page);
    await profile.waitFor();
    await expect.poll(() => focused(page)).toBe('select: Industry');
    // Type-ahead picks an option, as in any select.
    await page.keyboard.type('Health');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Teach');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5000');
    await expect(profile.getByLabel('Industry').inputValue()).resolves.not.toBe('');
    const chosen = await profile.evaluate((el) =>
      [...el.querySelectorAll('select')].map((s) => s.selectedOptions[0]?.textContent ?? ''),
    );
    expect(chosen).toEqual(['Healthcare', 'Teacher/Lecturer', '5000 to 9999']);
    await pressUntil(page, 'button: Submit');
    await page.keyboard.press('Space');
    await profile.getByText('Thank you. Your profile has been saved.').waitFor();
    await profile.waitFor({ state: 'detached', timeout: 6000 });
    await expect.poll(() => focused(page)).toBe('button: Hi, Alan');
    await page.context().close();
  });

  it("leaves the questionnaire with 'Maybe later'", async () => {
    const { page } = await openPage(browser, article);
    await openByKeyboard(page, headerSignIn(page));
    await pressUntil(page, 'button: Create an account');
    await page.keyboard.press('Enter');
    await registerDialog(page).waitFor();
    await expect.poll(() => focused(page)).toBe('input: First name');
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type(newEmail('grace'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('Compiler#1952');
    await page.keyboard.press('Enter');
    await profileDialog(page).waitFor();
    await pressUntil(page, 'button: Maybe later');
    await page.keyboard.press('Enter');
    await profileDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('button: Hi, Grace');
    await page.context().close();
  });
});

describe('accessibility', () => {
  const axe = (page: Page) => axeViolations(page, '[role="dialog"]');

  it('axe finds no WCAG 2.2 AA violation in any view, reached as a reader reaches it', async () => {
    const { page } = await openPage(browser, article);
    await headerSignIn(page).click();
    await signInDialog(page).waitFor();
    expect(await axe(page), 'sign in').toEqual([]);

    await signInDialog(page).getByRole('button', { name: 'Create an account' }).click();
    await registerDialog(page).waitFor();
    expect(await axe(page), 'register').toEqual([]);

    await registerDialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInDialog(page).getByRole('button', { name: 'Forgot your password' }).click();
    await resetDialog(page).waitFor();
    expect(await axe(page), 'forgot password').toEqual([]);

    await resetDialog(page).getByRole('button', { name: 'Go back' }).click();
    await signInDialog(page).getByRole('button', { name: 'Create an account' }).click();
    await fillRegistration(page, 'Mary', 'Somerville', newEmail('mary'), 'Connexion#1834');
    await registerDialog(page).getByRole('button', { name: 'Create account' }).click();
    await profileDialog(page).waitFor();
    expect(await axe(page), 'profile settings').toEqual([]);
    await page.context().close();
  });

  it('and none in its messages: field errors, docs/behaviour.md#errors errors, confirmations, the US visitor', async () => {
    const { page } = await openPage(browser, `${article}&country=US`);
    await headerSignIn(page).click();
    const signInView = signInDialog(page);

    // A restricted account (403): the trouble-verifying message with its Customer Service link.
    const { restricted } = demoAccounts;
    await signIn(page, restricted.emailAddress, restricted.password);
    await signInView.getByRole('alert').getByText(troubleVerifying).waitFor();
    expect(await axe(page), 'sign in, 403').toEqual([]);

    // A wrong combination for an address with no account.
    await signIn(page, newEmail('nobody'), 'Whatever#2026x');
    await signInView.getByRole('alert').getByText(invalidCombination).waitFor();
    expect(await axe(page), 'sign in, 400').toEqual([]);

    // docs/behaviour.md#validation's messages on the register form, left empty field by field.
    await signInView.getByRole('button', { name: 'Create an account' }).click();
    const register = registerDialog(page);
    await register.getByLabel('First name').focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Password is required.',
    ]) {
      await register.getByText(message, { exact: true }).waitFor();
    }
    await register.getByLabel('Email', { exact: true }).fill('not-an-email');
    await register.getByText('Email address is not valid.', { exact: true }).waitFor();
    // The US visitor's consent sentence.
    await register.getByText(usOptIn).waitFor();
    expect(await axe(page), 'register, field errors').toEqual([]);

    // An address already taken (409).
    await fillRegistration(page, 'Riley', 'Reader', demoAccounts.reader.emailAddress, 'Another#Pass1');
    await register.getByRole('button', { name: 'Create account' }).click();
    await register.getByRole('alert').getByText(usernameUnavailable).waitFor();
    expect(await axe(page), 'register, 409').toEqual([]);

    // The reset confirmation.
    await register.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInView.getByRole('button', { name: 'Forgot your password' }).click();
    await resetDialog(page).getByLabel('Email', { exact: true }).fill(newEmail('someone'));
    await resetDialog(page).getByRole('button', { name: 'Continue' }).click();
    await resetDialog(page).getByText(resetSent).waitFor();
    expect(await axe(page), 'forgot password, sent').toEqual([]);
    await page.context().close();
  });
});
