/**
 * Whether to offer a passkey after a password sign-in (docs/behaviour.md#passkeys): once per
 * browser, where this device can hold one, to a reader who has none. Asking the list fetches
 * the passkey code, which is only worth it where a passkey can be made.
 */
import { loadPasskeyList } from './operations.ts';
import { hasPlatformPasskeys } from './passkey-device.ts';

/** The browser's note that the offer was made (no reader data in it). */
export const offeredKey = 'masthead-passkey-offered';

function offeredBefore(win: Window): boolean {
  try {
    return win.localStorage.getItem(offeredKey) !== null;
  } catch {
    // No storage (a private window): the offer could repeat on every sign-in, so it is not made.
    return true;
  }
}

/** Notes that the offer was made: it is not made again in this browser. */
export function markOffered(win: Window): void {
  try {
    win.localStorage.setItem(offeredKey, new Date().toISOString());
  } catch {
    // Nothing to do: offeredBefore says no offer without storage.
  }
}

export async function shouldOfferPasskey(win: Window | null | undefined): Promise<boolean> {
  if (!win || offeredBefore(win) || !(await hasPlatformPasskeys(win))) return false;
  const outcome = await loadPasskeyList();
  return outcome.kind === 'listed' && outcome.passkeys.length === 0;
}
