import { createStore } from 'zustand/vanilla';
import type {
  AccountDialogRequest,
  AuthResult,
  CheckoutDialogRequest,
  DialogRequest,
  MastheadState,
} from './types.ts';

export const initialState: MastheadState = {
  status: 'anonymous',
  user: null,
  isSubscriber: false,
  giftQuota: null,
  dialog: null,
  headerAdPresent: false,
  locale: 'en',
};

/**
 * The page's one store. Shared through federation as a singleton, so every remote
 * and the loader read and write this same instance.
 */
export const mastheadStore = createStore<MastheadState>()(() => initialState);

export interface AuthChangeOptions {
  /**
   * Tell the site's other open tabs, which then follow (`syncTabs`). Default true: the reader
   * signed in or out here. False when this tab only learned who is signed in (a session read,
   * a page that already knew), which the other tabs learn for themselves.
   */
  announce?: boolean;
}

/** Who is signed in, as one tab tells the others. */
export type AuthSnapshot = Pick<MastheadState, 'status' | 'user' | 'isSubscriber' | 'giftQuota'>;

const anonymous: AuthSnapshot = { status: 'anonymous', user: null, isSubscriber: false, giftQuota: null };

export const authOf = ({ status, user, isSubscriber, giftQuota }: MastheadState): AuthSnapshot => ({
  status,
  user,
  isSubscriber,
  giftQuota,
});

/** Set by `syncTabs` while the page's tabs are connected. */
let announcer: ((auth: AuthSnapshot) => void) | null = null;
/** The reader signed in or out before the tabs were connected: told once they are. */
let untold = false;

/**
 * Tab sync's hook (not public): `announce` hears this tab's sign-ins and sign-outs until the
 * returned function removes it (a later hook replaces it, and is not removed by it). A change
 * made before it was set is told at once, as the state is now.
 */
export function setAnnouncer(announce: (auth: AuthSnapshot) => void): () => void {
  announcer = announce;
  if (untold) {
    untold = false;
    announce(authOf(mastheadStore.getState()));
  }
  return () => {
    if (announcer === announce) announcer = null;
  };
}

function changeAuth(auth: AuthSnapshot, { announce = true }: AuthChangeOptions): void {
  mastheadStore.setState(auth);
  if (!announce) return;
  if (announcer) announcer(auth);
  else untold = true;
}

/** What the store keeps of a sign-in answer. */
export const authOfResult = (result: AuthResult): AuthSnapshot => ({
  status: 'authenticated',
  user: result.user,
  isSubscriber: Boolean(result.subscriber) || Boolean(result.user.subscriber),
  giftQuota: result.giftQuota ?? null,
});

/** Store the authenticated user after sign-in or registration. */
export function signIn(result: AuthResult, options: AuthChangeOptions = {}): void {
  changeAuth(authOfResult(result), options);
}

/** Forget the user: the session has ended (the site's other tabs are told). */
export function signOut(): void {
  changeAuth(anonymous, {});
}

export type AccountDialogOptions = Partial<Omit<AccountDialogRequest, 'kind'>>;

/** Ask for the general account dialog; the loader loads and mounts it. */
export function openAccountDialog(options: AccountDialogOptions = {}): void {
  mastheadStore.setState({
    dialog: {
      kind: 'account',
      view: options.view ?? 'sign-in',
      fromPaywall: options.fromPaywall ?? false,
      hideCloseButton: options.hideCloseButton ?? false,
      ...(options.customText === undefined ? {} : { customText: options.customText }),
      ...(options.resetToken === undefined ? {} : { resetToken: options.resetToken }),
    },
  });
}

export type CheckoutDialogOptions = Partial<Omit<CheckoutDialogRequest, 'kind'>>;

/** Ask for the checkout dialog ('Sign in or register'). */
export function openCheckoutDialog(options: CheckoutDialogOptions = {}): void {
  mastheadStore.setState({
    dialog: {
      kind: 'checkout',
      giftMode: options.giftMode ?? false,
      ...(options.onSubscription ? { onSubscription: options.onSubscription } : {}),
    },
  });
}

/**
 * Close the open dialog. With `request`, only if that request is still the open one: a
 * dialog closing itself (a timer, a late answer) never closes a dialog asked for since.
 * Without it, whatever is open closes (the page API's `closeDialog()`).
 */
export function closeDialog(request?: DialogRequest | null): void {
  if (request !== undefined && mastheadStore.getState().dialog !== request) return;
  mastheadStore.setState({ dialog: null });
}

export function setHeaderAdPresent(present: boolean): void {
  mastheadStore.setState({ headerAdPresent: present });
}

/** The widgets' language where a placement names none; a locale Masthead ships (`resolveLocale`). */
export function setLocale(locale: string): void {
  mastheadStore.setState({ locale });
}

/** Back to a fresh page's state; for tests and stories. */
export function resetMastheadStore(): void {
  untold = false;
  mastheadStore.setState(initialState, true);
}
