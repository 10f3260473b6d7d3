/**
 * Claiming a print subscription on the demo, against the reference API, as its readers meet it
 * (docs/reference-api.md#security-model): someone registers print-only@example.com, whose
 * subscription has no online account yet, in the account dialog; the page goes to
 * /subscriber-registration (SPEC 4), where registering mails the address a link and keeps
 * the registrant's password nowhere; the address's owner follows the link, is refused a weak
 * password, chooses a strong one and ends signed in as a subscriber; the link then is used up.
 * The journeys run in order on the run's one demo, whose in-memory API starts from the seed.
 *
 * An expired link is not driven here: the server has no clock to move, and the shortest link
 * it makes lasts a minute (`REGISTRATION_LINK_MINUTES`). It answers as a used one (the same
 * `registration_token` message); packages/server/test/account-takeover.test.ts ages one.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts, type DevMailboxResponse } from '@masthead/api/contract';
import { accessibleDescription, axeViolations, launchBrowser, mastheadErrors, openPage } from '../support.ts';

const origin = inject('demoOrigin');
const article = `${origin}/?hideIntromercial=true`;
const { printOnly } = demoAccounts;

// SPEC 5 (the password hint, the server's message too) and SPEC 8, word for word.
const policy =
  'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.';
const invalidCombination = 'You have entered an invalid email and password combination. Please try again.';
// The demo's registration page (host-demo/pages/subscriber-registration.html and .js) and the
// reference server's answers (packages/api/src/contract/messages.ts).
const heading = 'Finish creating your account';
const requestIntro =
  'A subscription exists for this email address. Create your account here: we email the address a link, and your account is created once the link is followed.';
const linkMailed =
  'A subscription exists for this email address. We have sent it a link: follow it to finish creating your account.';
const chooseIntro = 'Your subscription comes with the account. Choose the password you will sign in with.';
const ready = 'Your account is ready, and you are signed in.';
const deadLink = 'This confirmation link has expired or has already been used.';

// Whoever registered the address: not its owner, as far as anyone knows.
const registrant = { firstName: 'Mallory', lastName: 'Stranger', password: 'Stranger#Pass1' };
const ownersPassword = 'Owner#Chosen2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const main = (page: Page) => page.getByRole('main');
/** A field of the page's form on show (a password field is a textbox to Playwright's roles). */
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
const statusText = async (page: Page) => ((await main(page).getByRole('status').textContent()) ?? '').trim();
/** What a screen reader reads after the field's name, its white space as it reads it. */
const description = async (box: Locator) => (await accessibleDescription(box))?.replace(/\s+/g, ' ');
/** Whether focus is on the page's status line (it says what happened when the form leaves). */
const focusOnStatus = (page: Page) =>
  main(page)
    .getByRole('status')
    .evaluate((line) => line === document.activeElement);

/** Signs in through the header's Sign In; resolves the dialog's alert text, or '' once it has closed. */
async function signInThroughDialog(page: Page, password: string): Promise<string> {
  await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = dialogNamed(page, 'Sign In');
  await dialog.getByLabel('Email', { exact: true }).fill(printOnly.emailAddress);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  const alert = dialog.getByRole('alert').filter({ hasText: /\S/ });
  await Promise.race([alert.first().waitFor(), dialog.waitFor({ state: 'detached' })]);
  return (await dialog.count()) ? (await alert.allTextContents()).join(' ').trim() : '';
}

/** The mailed link's address on the run's demo (the mail names the server's own origin). */
let link = '';

describe("claiming print-only@example.com's subscription", () => {
  it("someone who registers the address is sent to subscriber registration; the owner is mailed a link; the registrant's password signs nobody in", async () => {
    const { page, errors } = await openPage(browser, article);
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialogNamed(page, 'Sign In').getByRole('button', { name: 'Create an account' }).click();
    const register = dialogNamed(page, 'Create an account');
    await register.getByLabel('First name').fill(registrant.firstName);
    await register.getByLabel('Last name').fill(registrant.lastName);
    await register.getByLabel('Email', { exact: true }).fill(printOnly.emailAddress);
    await register.getByLabel('Password', { exact: true }).fill(registrant.password);
    await register.getByRole('button', { name: 'Create account' }).click();

    // SPEC 4: the page goes to subscriber registration with the address.
    await page.waitForURL(
      `${origin}/subscriber-registration?emailAddress=${encodeURIComponent(printOnly.emailAddress)}`,
    );
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await main(page).getByText(requestIntro).waitFor();
    const email = field(page, 'Email');
    await expect(email.inputValue()).resolves.toBe(printOnly.emailAddress);
    const password = field(page, 'Password');
    await expect(description(password)).resolves.toBe(policy);
    expect(await axeViolations(page, 'main')).toEqual([]);

    await field(page, 'First name').fill(registrant.firstName);
    await field(page, 'Last name').fill(registrant.lastName);
    await password.fill(registrant.password);
    await main(page).getByRole('button', { name: 'Create account' }).click();
    // What happens next, where the form was; focus on it, not lost with the form.
    await expect.poll(() => statusText(page)).toBe(linkMailed);
    await expect(main(page).getByRole('button', { name: 'Create account' }).count()).resolves.toBe(0);
    await expect.poll(() => focusOnStatus(page)).toBe(true);

    // The owner's mailbox: a link to confirm the address, naming who asked and for how long.
    const { messages } = (await (await fetch(`${origin}/api/dev/mailbox`)).json()) as DevMailboxResponse;
    const mail = messages.find((m) => m.to === printOnly.emailAddress);
    expect(mail?.subject).toBe('Confirm your email address');
    expect(mail?.text).toContain(`in the name of ${registrant.firstName} ${registrant.lastName}`);
    expect(mail?.text).toContain('Follow this link within 30 minutes');
    const mailed = /https?:\/\/\S+\/subscriber-registration\?token=\S+/.exec(mail?.text ?? '')?.[0];
    if (!mailed) throw new Error(`no confirmation link mailed to ${printOnly.emailAddress}`);
    link = mailed.replace(/^https?:\/\/[^/]+/, origin);

    // The password the registrant typed opens nothing.
    await expect(signInThroughDialog(page, registrant.password)).resolves.toBe(
      `${invalidCombination} You have 4 tries left.`,
    );
    await expect(page.evaluate(() => window.Masthead?.getState().status)).resolves.toBe('anonymous');
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('the owner follows the link: a weak password is refused, a strong one signs them in as a subscriber', async () => {
    expect(link, 'the first journey mailed no link').not.toBe('');
    const { page, errors } = await openPage(browser, link);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await main(page).getByText(chooseIntro).waitFor();
    // Once read, the token leaves the address bar.
    expect(new URL(page.url()).pathname).toBe('/subscriber-registration');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    // Only the password: the registrant's details are not asked again.
    await expect(main(page).getByRole('textbox').count()).resolves.toBe(1);
    const password = field(page, 'Password');
    await expect(description(password)).resolves.toBe(policy);

    await password.fill('weakpass');
    await main(page).getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    // The server's message is the policy itself: said once, now as the field's error, and
    // focus is back on the field to try again.
    await expect.poll(() => main(page).getByText(policy).filter({ visible: true }).count()).toBe(1);
    await expect(main(page).getByRole('alert').textContent()).resolves.toBe(policy);
    await expect(description(password)).resolves.toBe(policy);
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);

    await password.fill(ownersPassword);
    await main(page).getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => statusText(page)).toBe(ready);
    await expect(main(page).getByRole('button', { name: 'Create my account' }).count()).resolves.toBe(0);
    await expect.poll(() => focusOnStatus(page)).toBe(true);
    // Signed in as a subscriber: the header greets the account (with the names given when it
    // was registered, which the mail showed) and offers a gift instead of a subscription.
    await banner(page)
      .getByRole('button', { name: `Hi, ${registrant.firstName}` })
      .waitFor();
    await banner(page).getByRole('link', { name: 'Give a Gift!' }).waitFor();
    const state = await page.evaluate(() => window.Masthead?.getState());
    expect(state).toMatchObject({
      status: 'authenticated',
      isSubscriber: true,
      user: { emailAddress: printOnly.emailAddress },
    });
    expect(mastheadErrors(errors)).toEqual([]);

    // The session is the server's: the next page knows the subscriber too.
    await page.goto(article);
    await banner(page)
      .getByRole('button', { name: `Hi, ${registrant.firstName}` })
      .waitFor();
    await banner(page).getByRole('link', { name: 'Give a Gift!' }).waitFor();
    await page.context().close();
  });

  it('the same link again is used up and says so; the registrant still cannot sign in, the owner can', async () => {
    expect(link, 'the first journey mailed no link').not.toBe('');
    const { page, errors } = await openPage(browser, link);
    const password = field(page, 'Password');
    await password.fill('Another#Try2026');
    await main(page).getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => statusText(page)).toBe(deadLink);
    await expect(password.count()).resolves.toBe(0);
    await expect.poll(() => focusOnStatus(page)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
    // The ways on: back to the article, and the header's Sign In for the account the link
    // made, where the registrant's password still opens nothing and the owner's does.
    await expect(
      main(page).getByRole('link', { name: 'Back to the article' }).getAttribute('href'),
    ).resolves.toBe('/');
    // (How many tries the account has left then is the server's count, not this journey's.)
    expect(await signInThroughDialog(page, registrant.password)).toMatch(
      new RegExp(`^${invalidCombination.replace(/\./g, '\\.')} You have [1-4] tr(y|ies) left\\.$`),
    );
    await page.keyboard.press('Escape');
    await expect(signInThroughDialog(page, ownersPassword)).resolves.toBe('');
    await banner(page)
      .getByRole('button', { name: `Hi, ${registrant.firstName}` })
      .waitFor();
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
