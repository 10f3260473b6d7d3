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

/** Until every one of `tags` has mounted its widget (the loader marks the element it renders into). */
export async function widgetsMounted(j: Journey, tags: readonly string[]) {
  for (const tag of tags)
    await j.until(`<${tag}> to mount`, () =>
      j.evaluate((t) => document.querySelector(`${t} [data-masthead-mounted]`) !== null, tag),
    );
}
