/**
 * What the browser tests ask of the reference API from outside the widgets: an account made
 * straight with it, the reset link it mailed, and a sign-in a CMS would do from the page.
 */
import type { Page } from 'playwright-core';
import type { DevMailboxResponse } from '@masthead/api/contract';

/** A fresh account, registered straight with the reference API at `origin`. */
export async function registerAccount(origin: string, emailAddress: string, password = 'Original#Pass1') {
  const response = await fetch(`${origin}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Rosalind',
      lastName: 'Franklin',
      emailAddress,
      password,
      optIn: false,
    }),
  });
  if (response.status !== 201) throw new Error(`registering ${emailAddress} answered ${response.status}`);
}

/** The reset link of the newest mail to `emailAddress` in the dev mailbox, on `origin`. */
export async function mailedResetLink(origin: string, emailAddress: string): Promise<string> {
  const { messages } = (await (await fetch(`${origin}/api/dev/mailbox`)).json()) as DevMailboxResponse;
  const mail = messages.filter((m) => m.to === emailAddress).at(-1);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no reset link mailed to ${emailAddress}`);
  return link.replace(/^https?:\/\/[^/]+/, origin);
}

/** Signs in on the reference API from the page, then tells the widgets (a CMS that knows the session). */
export async function signInThroughApi(page: Page, emailAddress: string, password: string): Promise<void> {
  await page.evaluate(
    async ([email, secret]) => {
      const response = await fetch('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ emailAddress: email, password: secret }),
      });
      if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
      window.Masthead?.setAuth(await response.json());
    },
    [emailAddress, password] as const,
  );
}
