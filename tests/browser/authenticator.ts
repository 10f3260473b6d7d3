/**
 * Chromium's virtual WebAuthn authenticator on a page: a platform authenticator (built in,
 * with user verification) that answers at once, as a reader's Touch ID or Windows Hello
 * would once they have confirmed. The session stays attached while the page is tested: once
 * it is closed, the browser says it has no platform authenticator.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface Authenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

export async function addPlatformAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The passkeys the authenticator holds. */
export const credentialsIn = async ({ cdp, authenticatorId }: Authenticator) =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
