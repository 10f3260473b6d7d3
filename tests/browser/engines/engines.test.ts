/**
 * The core journeys in every engine: Chromium, Firefox and WebKit, each from Debian's packages
 * (./engines/driver.ts), written once and run per engine, the engines side by side. Every
 * widget mounts on the article page; the header's menus and search suggestions; signing in,
 * registering, and a forgotten password reset through the mailed link; checkout and gift; a
 * dialog whose remote is down, and one whose remote comes back; in Firefox and WebKit, the
 * host pages of host-styles.test.ts (which runs them in Chromium), each widget, the main menu
 * and both dialogs styled as on a bare page in the same engine; layout stability; axe. Where
 * an engine lacks what a check needs, the test's name says so and it checks the fallback.
 * Screenshots for review land in test-results/screenshots/<engine>/. MASTHEAD_ENGINES=firefox
 * runs one engine.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { createReferenceApi } from '@masthead/server';
import { demoAccounts } from '@masthead/api/contract';
import { startDemo, type Demo } from '../../../host-demo/server.ts';
import { testDemoPort } from '../global-setup.ts';
import {
  engineFeatures,
  launchEngine,
  selectedEngines,
  type EngineBrowser,
  type EngineName,
} from './driver.ts';
import { openSignIn, widgetsMounted } from './checks.ts';
import { Journey, screenshotDir } from './journey.ts';
import { layoutWatch, settledLayout } from './layout.ts';
import { hostStyleNames, type Placement } from '../host-pages.ts';
import { startOtherOrigin } from '../other-origin.ts';
import { mailedResetLink, registerAccount } from '../reference-api.ts';
import { newEmail } from '../support.ts';
import {
  comparedProperties,
  lowContrastInPage,
  styleDifferences,
  stylesInPage,
  widgetParts,
  type StyledElement,
} from '../widget-styles.ts';

const origin = inject('demoOrigin');
const article = '/?hideIntromercial=true';
const { subscriber } = demoAccounts;
const widgetTags = [
  'masthead-header',
  'masthead-header-ad',
  'masthead-partner-ads',
  'masthead-interstitial',
  'masthead-footer',
];

/** A demo of its own with the account-dialog remote's server stopped, as when its deployment is down. */
let deadRemote: Demo;
let deadRemoteApi: Awaited<ReturnType<typeof createReferenceApi>>;
beforeAll(async () => {
  deadRemoteApi = await createReferenceApi({ dataDir: 'memory://', env: {}, mode: 'development' });
  deadRemote = await startDemo({ port: testDemoPort + 60, api: deadRemoteApi.handle });
  await deadRemote.stopRemote('account-dialog');
});
afterAll(async () => {
  await deadRemote?.close();
  await deadRemoteApi?.close();
});

/** Layout-shift wording per engine: the API's CLS, or the box fallback, named in the test. */
function layoutTitle(engine: EngineName, size: string) {
  const { layoutShiftApi, initScriptsFirst } = engineFeatures[engine];
  if (layoutShiftApi)
    return `the article page at ${size}: CLS under 0.01 and no box moves, first paint to every widget mounted`;
  const from = initScriptsFirst ? 'first paint' : 'the driver reaching the page';
  return `the article page at ${size}: no layout-shift API in ${engine}, so no element box moves instead, ${from} to every widget mounted`;
}

/** Three engines side by side on two cores: a journey's steps wait longer than alone. */
const journeyTimeout = 120_000;

for (const engine of selectedEngines()) {
  const features = engineFeatures[engine];
  // The engines run side by side; each engine's journeys one after another.
  describe(engine, { concurrent: true, timeout: journeyTimeout }, () => {
    describe.sequential('core journeys', () => {
      let browser: EngineBrowser;
      beforeAll(async () => {
        browser = await launchEngine(engine);
      }, 60_000);
      afterAll(async () => {
        // Which build of the engine ran, in the test log.
        if (browser) console.info(`[engines] ${engine}: ${browser.version}`);
        await browser?.close();
      });

      /** Opens `url` (a path on the demo, or a whole URL), runs the journey, screenshots a failure, closes. */
      async function journey(
        name: string,
        url: string,
        run: (j: Journey) => Promise<void>,
        options: Parameters<typeof Journey.open>[2] = {},
      ) {
        const j = await Journey.open(browser, url.startsWith('/') ? `${origin}${url}` : url, options);
        try {
          await run(j);
          await rm(join(screenshotDir(engine), `${name}-failed.png`), { force: true });
        } catch (error) {
          await j.shot(`${name}-failed`).catch(() => undefined);
          throw error;
        } finally {
          await j.close();
        }
      }

      it(`every widget mounts on the article page: header, footer, ads and the interstitial${
        features.consoleFromStart
          ? ''
          : ' (console errors from the driver reaching the page: WebKitWebDriver has no log events)'
      }`, async ({ expect }) => {
        await journey('article', '/', async (j) => {
          await widgetsMounted(j, widgetTags);
          const interstitial = j.role('dialog', 'Advertisement');
          await interstitial.waitFor();
          await expect.poll(() => j.focused()).toBe('Close advertisement');
          await j.shot('article-interstitial');
          await j.press('Escape');
          await interstitial.waitFor({ state: 'gone' });
          await j.role('banner', 'Site header').role('button', 'Sign In').waitFor();
          await j.role('contentinfo', 'Site footer').role('link', 'My Library').waitFor();
          await j.role('complementary', 'Advertisement').waitFor();
          await j.role('complementary', 'Partner advertising').waitFor();
          await j.shot('article');
          expect(await j.mastheadErrors()).toEqual([]);
        });
      });

      it("the header's menus: Menu opens the main menu and the cart its panel; Escape closes each onto its button", async ({
        expect,
      }) => {
        await journey('menus', article, async (j) => {
          const banner = j.role('banner', 'Site header');
          await banner.role('button', 'Menu').click();
          const menu = j.role('dialog', 'Main menu');
          await menu.waitFor();
          await menu.role('link').waitFor();
          await j.shot('main-menu');
          await j.press('Escape');
          await menu.waitFor({ state: 'gone' });
          await expect.poll(() => j.focused()).toBe('Menu');
          await banner.role('button', 'Cart').click();
          await j.role('region', 'Cart').role('link', 'View Cart').waitFor();
          await j.shot('cart');
          await j.press('Escape');
          await expect.poll(() => j.focused()).toBe('Cart');
          expect(await banner.role('button', 'Cart').attribute('aria-expanded')).toBe('false');
        });
      });

      it("the header's prerendered Sign In clicked before the loader has run: it shows the click is kept, and the dialog opens once the loader runs", async ({
        expect,
      }) => {
        // The demo behind a proxy that holds the loader's entry back until `release`.
        let release = () => undefined as void;
        const until = new Promise<void>((resolve) => (release = resolve));
        const proxy = await startOtherOrigin({
          host: 'localhost',
          pages: {
            '/start': { html: '<!doctype html><html lang="en"><title>Start</title><p>Start</p></html>' },
          },
          proxy: { prefixes: ['/'], upstream: origin },
          hold: { path: /^\/masthead\/masthead-loader\.js/, until },
        });
        try {
          // The drivers' navigation waits for the load event, which the held loader holds
          // back: the page is reached by a link's way instead.
          await journey('kept-click', `${proxy.origin}/start`, async (j) => {
            await j.evaluate((url) => void (window.location.href = url), `${proxy.origin}${article}`);
            const signIn = j.css('masthead-header > :not([data-masthead-mounted])').role('button', 'Sign In');
            await signIn.waitFor();
            await j.painted();
            await signIn.click();
            const bar = () =>
              j.evaluate(() => {
                const button = document.querySelector(
                  'masthead-header button[data-masthead-opens="account"]',
                );
                return button ? getComputedStyle(button, '::after').content : null;
              });
            await expect.poll(bar).toBe('""');
            expect(await j.evaluate(() => window.Masthead === undefined)).toBe(true);
            expect(await j.role('dialog').count()).toBe(0);
            await j.shot('kept-click');
            release();
            await j.role('dialog', 'Sign In').label('Email').waitFor();
          });
        } finally {
          release();
          await proxy.close();
        }
      });

      it('search: three characters bring suggestions, ArrowDown picks one, Enter goes there', async ({
        expect,
      }) => {
        await journey('search', article, async (j) => {
          const input = j.role('banner', 'Site header').role('combobox', 'Search');
          await input.fill('lea');
          const listbox = j.role('listbox', 'Search suggestions');
          await listbox.waitFor();
          const options = listbox.role('option');
          expect(await options.count()).toBeGreaterThan(1);
          expect(await input.attribute('aria-expanded')).toBe('true');
          await j.press('ArrowDown');
          const first = await options.attribute('id');
          await expect.poll(() => input.attribute('aria-activedescendant')).toBe(first);
          await j.shot('search-suggestions');
          const href = await options.attribute('href');
          expect(href).toMatch(/^\//);
          await j.press('Enter');
          await j.waitForUrl(`${origin}${href}`);
        });
      });

      it('signs in as subscriber@example.com: the header greets Sam and offers a gift; axe in the dialog', async ({
        expect,
      }) => {
        await journey('sign-in', article, async (j) => {
          const banner = j.role('banner', 'Site header');
          const dialog = await openSignIn(j);
          await dialog.label('Email').fill(subscriber.emailAddress);
          await dialog.label('Password').fill(subscriber.password ?? '');
          expect(await j.axe('[role="dialog"]')).toEqual([]);
          await j.shot('sign-in');
          await dialog.role('button', 'Sign In').click();
          await dialog.waitFor({ state: 'gone' });
          await banner.role('button', `Hi, ${subscriber.firstName}`).waitFor();
          await banner.role('link', 'Give a Gift!').waitFor();
          expect(await banner.role('link', 'Subscribe').count()).toBe(0);
          await j.shot('signed-in');
          expect(await j.mastheadErrors()).toEqual([]);
        });
      });

      it('registers a new account: the questionnaire follows, and the header greets the reader', async ({
        expect,
      }) => {
        await journey('register', article, async (j) => {
          await (await openSignIn(j)).role('button', 'Create an account').click();
          const dialog = j.role('dialog', 'Create an account');
          await dialog.label('First name').fill('Ada');
          await dialog.label('Last name').fill('Lovelace');
          await dialog.label('Email').fill(newEmail(`ada-${engine}`));
          await dialog.label('Password').fill('Analytical#1843');
          await j.shot('register');
          await dialog.role('button', 'Create account').click();
          await j.role('dialog', 'Your account has been created').waitFor();
          await j.role('banner', 'Site header').role('button', 'Hi, Ada').waitFor();
          await j.shot('registered');
          expect(await j.mastheadErrors()).toEqual([]);
        });
      });

      it('forgot password, then the mailed link: a new password is saved and signs the reader in', async ({
        expect,
      }) => {
        const emailAddress = newEmail(`rosalind-${engine}`);
        await registerAccount(origin, emailAddress);
        await journey('forgot-password', article, async (j) => {
          await (await openSignIn(j)).role('button', 'Forgot your password').click();
          const dialog = j.role('dialog', 'Reset your password');
          await dialog.label('Email').fill(emailAddress);
          // The confirmation shows for 3 s, then the dialog closes.
          const confirmation = await dialog.text('If your email is registered with us').watch();
          await dialog.role('button', 'Continue').click();
          await confirmation.waitFor();
          await j.shot('forgot-password');
        });
        const link = await mailedResetLink(origin, emailAddress);
        expect(new URL(link).pathname).toBe('/reset-password');
        await journey('reset-password', link, async (j) => {
          const dialog = j.role('dialog', 'Choose a new password');
          await dialog.text(emailAddress).waitFor();
          await dialog.label('New password').fill('Chosen#Again42');
          await j.shot('reset-password');
          const confirmation = await dialog
            .text('Your password has been changed and you are signed in.')
            .watch();
          await dialog.role('button', 'Save password').click();
          await confirmation.waitFor();
          await j.role('banner', 'Site header').role('button', 'Hi, Rosalind').waitFor();
          await j.shot('reset-password-done');
          expect(await j.mastheadErrors()).toEqual([]);
        });
      });

      it('checkout: /subscriptions, register in the dialog, then the checkout step with activation done', async ({
        expect,
      }) => {
        await journey('checkout', '/subscriptions', async (j) => {
          await j.role('button', 'Subscribe to Digital').click();
          const dialog = j.role('dialog', 'Sign in or register');
          await dialog.role('button', 'Create an account').click();
          await dialog.label('Your first name').fill('Grace');
          await dialog.label('Your last name').fill('Hopper');
          const email = newEmail(`grace-${engine}`);
          await dialog.label('Your email').fill(email);
          await dialog.label('Create a password').fill('Compiler#1952');
          await j.shot('checkout-dialog');
          await dialog.role('button', 'On to checkout').click();
          await j.waitForUrl(`${origin}/checkout?plan=digital`);
          await j.role('heading', 'Checkout').waitFor();
          await j.text('Activation complete.').waitFor();
          const answer = JSON.parse((await j.css('[data-activation]').textContent()) ?? '{}') as {
            userReference?: { emailAddress?: string };
          };
          expect(answer.userReference?.emailAddress).toBe(email);
          await j.shot('checkout');
        });
      });

      it('gift: /gift-subscriptions in gift mode, signed in as a subscriber, on to choosing a recipient', async () => {
        await journey('gift', '/gift-subscriptions', async (j) => {
          await j.role('button', 'Give Digital').click();
          const dialog = j.role('dialog', 'Sign in or register');
          await dialog.text("To send a gift, you'll need to create an account.").waitFor();
          await dialog.label('Your email').fill(subscriber.emailAddress);
          await dialog.label('Your password').fill(subscriber.password ?? '');
          await j.shot('gift-dialog');
          await dialog.role('button', 'On to recipient').click();
          await j.waitForUrl(`${origin}/gift-recipient?plan=digital`);
          await j.role('heading', 'Choose a recipient').waitFor();
          await j.text('Activation complete.').waitFor();
          await j.shot('gift');
        });
      });

      it("a dead remote: with the account dialog's origin down, Sign In shows the loader's message, one error naming it", async ({
        expect,
      }) => {
        await journey('dead-remote', `${deadRemote.origin}${article}`, async (j) => {
          await j.role('banner', 'Site header').role('button', 'Sign In').click();
          const message = j.role('alertdialog', 'Sign In');
          await message.text('Sign in is unavailable right now. Please try again.').waitFor();
          await expect.poll(() => j.focused()).toBe('Try again');
          await j.shot('dead-remote');
          const events = await j.evaluate(() =>
            (
              (window as Window & { digitalData?: { event: { eventInfo: Record<string, unknown> }[] } })
                .digitalData?.event ?? []
            )
              .map((event) => event.eventInfo)
              .filter((info) => info.eventName === 'dialogUnavailable'),
          );
          expect(events).toEqual([
            expect.objectContaining({ remote: 'account-dialog', reason: 'unreachable' }),
          ]);
          const errors = await j.mastheadErrors();
          expect(errors).toHaveLength(1);
          expect(errors[0]).toContain('remote "account-dialog"');
          expect(await j.axe('[role="alertdialog"]')).toEqual([]);
          await j.press('Escape');
          await message.waitFor({ state: 'gone' });
          await expect.poll(() => j.focused()).toBe('Sign In');
        });
      });

      it('a remote down after the page loaded, then back: Try again opens the dialog, one error logged', async ({
        expect,
      }) => {
        // A demo of this engine's own, whose account-dialog origin goes down and comes back.
        const api = await createReferenceApi({ dataDir: 'memory://', env: {}, mode: 'development' });
        const demo = await startDemo({ port: 0, api: api.handle });
        try {
          await journey('remote-back', `${demo.origin}${article}`, async (j) => {
            const signIn = j.role('banner', 'Site header').role('button', 'Sign In');
            await signIn.waitFor();
            await demo.stopRemote('account-dialog');
            await signIn.click();
            const message = j.role('alertdialog', 'Sign In');
            await message.text('Sign in is unavailable right now. Please try again.').waitFor();
            await demo.startRemote('account-dialog');
            await message.role('button', 'Try again').click();
            await j.role('dialog', 'Sign In').label(/email/i).waitFor();
            await message.waitFor({ state: 'gone' });
            await j.shot('remote-back');
            expect(await j.mastheadErrors()).toHaveLength(1);
          });
        } finally {
          await demo.close();
          await api.close();
        }
      });

      // Chromium's is early-dialog.test.ts, through the driver's request routing.
      if (engine !== 'chromium')
        it("the sign-in page with the loader's core down: Sign In tells the reader; once it is back, Try again brings it, or, where the browser keeps the failure, Reload page does, with the email typed kept", async ({
          expect,
        }) => {
          // A demo of this engine's own whose pages' origin refuses the loader's core until it is back.
          let coreDown = true;
          const api = await createReferenceApi({ dataDir: 'memory://', env: {}, mode: 'development' });
          const demo = await startDemo({
            port: 0,
            api: (req, res) => {
              if (
                !coreDown ||
                new URL(req.url ?? '/', 'http://demo').pathname !== '/masthead/chunks/masthead-core.js'
              )
                return api.handle(req, res);
              // As from a server that is down: the connection closes with no answer.
              req.socket.destroy();
              return true;
            },
          });
          const { digital } = demoAccounts;
          try {
            await journey('core-down', `${demo.origin}/sign-in`, async (j) => {
              const loader = () => j.evaluate(() => window.Masthead?.getState().loader);
              const signedIn = async () =>
                (await j.evaluate(() => window.Masthead?.getState().status)) === 'authenticated';
              const dialog = j.role('dialog', 'Sign In');
              await j.painted();
              await j.until(
                'the loader to find its core down',
                async () => (await loader())?.status === 'unavailable',
              );
              await dialog.label('Email').fill(digital.emailAddress);
              await dialog.label('Password').fill(digital.password ?? '');
              await dialog.role('button', 'Sign In').click();
              const message = j.role('alertdialog', 'Sign In');
              await message.text('Sign in is unavailable right now. Please try again.').waitFor();
              await expect.poll(() => j.focused()).toBe('Try again');
              coreDown = false;
              await message.role('button', 'Try again').click();
              const reload = message.role('button', 'Reload page');
              await j.until(
                'the sign-in, or a reload asked for',
                async () => (await signedIn()) || (await reload.count()) > 0,
              );
              if (await signedIn()) {
                console.info(`[engines] ${engine}: Try again asked for the core again`);
                return;
              }
              console.info(`[engines] ${engine}: the failed core was kept, Reload page asked for`);
              expect(
                await message.text('Sign in is unavailable right now. Please reload the page.').count(),
              ).toBeGreaterThan(0);
              await expect.poll(() => j.focused()).toBe('Reload page');
              expect(
                await j.evaluate(
                  () =>
                    (document.querySelector('input[name="emailAddress"]') as HTMLInputElement | null)?.value,
                ),
              ).toBe(digital.emailAddress);
              await reload.click();
              await j.until(
                "the reloaded page's loader to start",
                async () => (await loader())?.status === 'started',
              );
              // The email is back, the password is not; the focus waits on the password.
              await j.until('the email typed to be back', () =>
                j.evaluate(
                  (email) =>
                    (document.querySelector('input[name="emailAddress"]') as HTMLInputElement | null)
                      ?.value === email,
                  digital.emailAddress,
                ),
              );
              await j.until(
                'the focus on the password',
                async () =>
                  (await j.evaluate(() => document.activeElement?.getAttribute('name'))) === 'password',
              );
              expect(await j.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('');
              await dialog.label('Password').fill(digital.password ?? '');
              await dialog.role('button', 'Sign In').click();
              await j.until('the reader to be signed in', signedIn);
              await j.shot('core-down-reloaded');
            });
          } finally {
            await demo.close();
            await api.close();
          }
        });

      // Chromium's are host-styles.test.ts, with every overlay of the header and both widths.
      if (engine !== 'chromium')
        describe.sequential('host pages', () => {
          /** Each part's styles (the widgets, the main menu and both dialogs), and every text under 4.5:1. */
          type Snapshot = { parts: Record<string, StyledElement[]>; contrast: string[] };
          const bare = {} as Record<Placement, Snapshot>;
          // Without the Typed OM a centred box's `auto` margins read as pixels of the page's column.
          const properties = features.typedOm
            ? comparedProperties
            : comparedProperties.filter(
                (property) => property !== 'margin-left' && property !== 'margin-right',
              );
          const margins = features.typedOm
            ? ''
            : ` (no Typed OM in ${engine}: left and right margins, read in pixels of the page's column, left out)`;
          /**
           * Every widget mounted and the interstitial closed; then, one at a time, the main menu
           * opened from the header, the Sign In dialog from the header and the checkout dialog
           * from the page API.
           */
          async function snapshot(j: Journey): Promise<Snapshot> {
            const parts: Record<string, StyledElement[]> = {};
            const contrast: string[] = [];
            const read = async (name: string, selector: string) => {
              parts[name] = await j.evaluate(stylesInPage, { selector, properties });
              contrast.push(...(await j.evaluate(lowContrastInPage, selector)));
            };
            await j.role('dialog', 'Advertisement').role('link').waitFor();
            await j.press('Escape');
            await j.role('dialog', 'Advertisement').waitFor({ state: 'gone' });
            await widgetsMounted(j, [
              'masthead-header',
              'masthead-header-ad',
              'masthead-partner-ads',
              'masthead-footer',
            ]);
            for (const part of ['header', 'header ad', 'partner ads', 'footer'] as const)
              await read(part, widgetParts[part]);
            const menu = j.role('dialog', 'Main menu');
            // From the keyboard: a click would leave the pointer over (and hovering) a link of the menu.
            await j.role('banner', 'Site header').role('button', 'Menu').focus();
            await j.press('Enter');
            await menu.role('link').waitFor();
            await read('main menu', widgetParts['main menu']);
            await j.press('Escape');
            // Closed, the menu stays in the page 1 s (for its slide-out), and its root would read
            // as a dialog's: that second runs while the Sign In dialog opens.
            await openSignIn(j);
            await menu.waitFor({ state: 'gone' });
            await read('Sign In dialog', widgetParts.dialog);
            await j.press('Escape');
            await j.role('dialog', 'Sign In').waitFor({ state: 'gone' });
            await j.evaluate(() => window.Masthead?.openCheckoutDialog({}));
            await j.role('dialog', 'Sign in or register').label('Your email').waitFor();
            await read('checkout dialog', widgetParts.dialog);
            return { parts, contrast };
          }
          for (const placement of ['top', 'content'] as const) {
            it(`a bare page, widgets ${placement === 'top' ? 'at the top level' : 'inside the content'}: every part read, every text at 4.5:1`, async ({
              expect,
            }) => {
              await journey(`host-bare-${placement}`, `/host-styles/bare/${placement}`, async (j) => {
                bare[placement] = await snapshot(j);
                expect(bare[placement].contrast).toEqual([]);
                // Each part was found and read: an empty one would compare as equal to anything.
                for (const [part, elements] of Object.entries(bare[placement].parts))
                  expect(elements.length, part).toBeGreaterThan(5);
                expect(Object.keys(bare[placement].parts)).toHaveLength(7);
              });
            });
            for (const style of hostStyleNames)
              it(`${style}, ${placement === 'top' ? 'at the top level' : 'inside the content'}: the bare page's styles and contrast${margins}`, async ({
                expect,
              }) => {
                await journey(
                  `host-${style}-${placement}`,
                  `/host-styles/${style}/${placement}`,
                  async (j) => {
                    const expected = bare[placement];
                    if (!expected) throw new Error(`the bare page (${placement}) was not read`);
                    const hosted = await snapshot(j);
                    await j.shot(`host-${style}-${placement}`);
                    for (const [part, elements] of Object.entries(hosted.parts))
                      expect(styleDifferences(expected.parts[part] ?? [], elements), part).toEqual([]);
                    expect(hosted.contrast).toEqual([]);
                    expect(await j.mastheadErrors()).toEqual([]);
                  },
                );
              });
          }
        });

      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        // The viewport the engine can give: WebKit's window is never narrower than its toolbar.
        const width = Math.max(viewport.width, features.leastViewportWidth ?? 0);
        const size =
          width === viewport.width
            ? `${viewport.width}×${viewport.height}`
            : `${width}×${viewport.height} (${viewport.width} asked: ${engine}'s least window width)`;
        it(layoutTitle(engine, size), async ({ expect }) => {
          await journey(
            `layout-${viewport.width}`,
            '/',
            async (j) => {
              expect(await j.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([
                width,
                viewport.height,
              ]);
              const layout = await settledLayout(j);
              await j.shot(`layout-${viewport.width}`);
              expect(layout.frames, 'the box watch measured no frame').toBeGreaterThan(5);
              if (features.layoutShiftApi) expect(layout.cls, layout.shifts.join('\n')).toBeLessThan(0.01);
              else
                expect(
                  layout.cls,
                  `${engine} has the layout-shift API now: measure CLS there too`,
                ).toBeNull();
              expect(layout.moved).toEqual([]);
              // And the watch is live: a block put above the article moves what follows it.
              await j.evaluate(() => {
                const block = document.createElement('div');
                block.style.height = '200px';
                document.querySelector('main')?.prepend(block);
              });
              await expect
                .poll(
                  async () =>
                    (await j.evaluate(
                      () =>
                        (window as Window & { __mhLayout?: { moved: string[] } }).__mhLayout?.moved.length,
                    )) ?? 0,
                )
                .toBeGreaterThan(0);
            },
            { viewport, initScripts: layoutWatch },
          );
        });
      }

      it('axe: the article page has no WCAG 2.2 AA violation (axe-core injected by script)', async ({
        expect,
      }) => {
        await journey('axe-article', article, async (j) => {
          await widgetsMounted(j, [
            'masthead-header',
            'masthead-footer',
            'masthead-header-ad',
            'masthead-partner-ads',
          ]);
          expect(await j.axe()).toEqual([]);
        });
      });
    });
  });
}
