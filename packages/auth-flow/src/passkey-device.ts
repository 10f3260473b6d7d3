/**
 * What the reader's browser can do with passkeys, asked without loading the passkey code
 * (docs/behaviour.md#passkeys): whether it has WebAuthn at all (the passkey button shows), whether
 * it offers passkeys in a field's autofill (conditional mediation), and whether this device
 * has an authenticator of its own with user verification (a passkey is worth offering).
 */
type PublicKeyCredentialStatics = {
  isConditionalMediationAvailable?: () => Promise<boolean>;
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
};

const credentialApi = (win: Window | null | undefined) =>
  (win as (Window & { PublicKeyCredential?: unknown }) | null | undefined)?.PublicKeyCredential;

/** WebAuthn is there. */
export const hasPasskeys = (win: Window | null | undefined): boolean =>
  typeof credentialApi(win) === 'function' && Boolean(win?.navigator.credentials);

async function ask(win: Window | null | undefined, question: keyof PublicKeyCredentialStatics) {
  if (!hasPasskeys(win)) return false;
  try {
    return (await (credentialApi(win) as PublicKeyCredentialStatics)[question]?.()) === true;
  } catch {
    return false;
  }
}

/** The browser offers passkeys among a field's autofill suggestions. */
export const hasPasskeyAutofill = (win: Window | null | undefined): Promise<boolean> =>
  ask(win, 'isConditionalMediationAvailable');

/** This device can hold a passkey itself (a fingerprint, a face, a screen lock). */
export const hasPlatformPasskeys = (win: Window | null | undefined): Promise<boolean> =>
  ask(win, 'isUserVerifyingPlatformAuthenticatorAvailable');
