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
};

/**
 * The page's one store. Shared through federation as a singleton, so every remote
 * and the loader read and write this same instance.
 */
export const mastheadStore = createStore<MastheadState>()(() => initialState);

/** Store the authenticated user after sign-in or registration. */
export function signIn(result: AuthResult): void {
  mastheadStore.setState({
    status: 'authenticated',
    user: result.user,
    isSubscriber: Boolean(result.subscriber) || Boolean(result.user.subscriber),
    giftQuota: result.giftQuota ?? null,
  });
}

/** Forget the user: the session has ended. */
export function signOut(): void {
  mastheadStore.setState({ status: 'anonymous', user: null, isSubscriber: false, giftQuota: null });
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

/** Back to a fresh page's state; for tests and stories. */
export function resetMastheadStore(): void {
  mastheadStore.setState(initialState, true);
}
