/**
 * Journey steps more than one test file runs: the engines' journeys and the proof that an
 * engine-specific break is caught (engine-break.test.ts).
 */
import type { Journey, Locator } from './journey.ts';

/**
 * The header's Sign In opens the Sign In dialog, ready for an email address, once the dialog's
 * code has taken over from the first view that may come with the click.
 */
export async function openSignIn(j: Journey): Promise<Locator> {
  await j.role('banner', 'Site header').role('button', 'Sign In').click();
  const dialog = j.role('dialog', 'Sign In');
  await dialog.label('Email').waitFor();
  await j.until("the dialog's code to take over", () =>
    j.evaluate(() => !document.querySelector('[data-masthead-dialog][data-masthead-prerendered]')),
  );
  return dialog;
}

/**
 * Until every one of `tags` has mounted its widget (the loader marks the element it renders
 * into). A placement that loads lazily (`loading="lazy"`, the article's footer) is scrolled to
 * first, as a reader comes to it, and the page back to its top once it has mounted.
 */
export async function widgetsMounted(j: Journey, tags: readonly string[]) {
  for (const tag of tags) {
    const mounted = () =>
      j.evaluate((t) => document.querySelector(`${t} [data-masthead-mounted]`) !== null, tag);
    const lazy = await j.evaluate((t) => document.querySelector(t)?.getAttribute('loading') === 'lazy', tag);
    if (lazy && !(await mounted())) await j.evaluate((t) => document.querySelector(t)?.scrollIntoView(), tag);
    await j.until(`<${tag}> to mount`, mounted);
    if (lazy) await j.evaluate(() => window.scrollTo(0, 0));
  }
}
