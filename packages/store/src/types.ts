/**
 * The user types are the API contract's wire types: the store keeps what sign-in
 * answers, unchanged. The contract never imports the store.
 */
import type { AuthResult, AuthUser, GiftQuota, SubscriberInfo } from '@masthead/api/contract';

export type { AuthResult, AuthUser, GiftQuota, SubscriberInfo };

/**
 * The general account dialog's views, numbered 0 to 3 (docs/behaviour.md#account-views),
 * 'Choose a new password', opened from a mailed reset link (docs/behaviour.md#reset-completion),
 * and the reader's passkeys: the list the user menu opens, and the offer made once after a
 * password sign-in (docs/behaviour.md#passkeys).
 */
export type AccountView =
  | 'sign-in'
  | 'register'
  | 'forgot-password'
  | 'profile-settings'
  | 'reset-password'
  | 'passkeys'
  | 'passkey-offer';

export interface AccountDialogRequest {
  kind: 'account';
  view: AccountView;
  /** Opened from a paywall block. */
  fromPaywall: boolean;
  /** Optional text shown above the sign-in form. */
  customText?: string;
  /** Hide the close button (for example on a hard paywall). */
  hideCloseButton: boolean;
  /** The token of a mailed reset link, for the 'reset-password' view. */
  resetToken?: string;
}

/** Hands the user reference and the activation routine to the opener (docs/behaviour.md#states). */
export type SubscriptionCallback = (
  userReference: unknown,
  completeActivation: () => Promise<unknown>,
) => void;

export interface CheckoutDialogRequest {
  kind: 'checkout';
  /** Gift-offer mode (docs/behaviour.md#checkout-dialog). */
  giftMode: boolean;
  onSubscription?: SubscriptionCallback;
}

export type DialogRequest = AccountDialogRequest | CheckoutDialogRequest;

export type AuthStatus = 'anonymous' | 'authenticated';

export interface MastheadState {
  status: AuthStatus;
  user: AuthUser | null;
  isSubscriber: boolean;
  giftQuota: GiftQuota | null;
  /** The dialog a widget or the page asked for; null when none is open. */
  dialog: DialogRequest | null;
  /** The header ad slot is filled (moves the header's sticky offset, docs/behaviour.md#states). */
  headerAdPresent: boolean;
  /**
   * The language the widgets speak where their placement says none of its own: a locale
   * Masthead ships (`@masthead/i18n`), chosen from the page's `<html lang>`, the loader's
   * config or the page API's `setLocale`.
   */
  locale: string;
}
