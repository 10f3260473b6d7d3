/**
 * The store without its React hooks: what a script that runs before React (the loader's
 * entry, a page's own code) needs. `@masthead/store` is this plus the hooks; both name the
 * same store.
 */
export {
  mastheadStore,
  initialState,
  signIn,
  signOut,
  openAccountDialog,
  openCheckoutDialog,
  closeDialog,
  setHeaderAdPresent,
  setLocale,
  resetMastheadStore,
  authOf,
  authOfResult,
} from './store.ts';
export type {
  AccountDialogOptions,
  AuthChangeOptions,
  AuthSnapshot,
  CheckoutDialogOptions,
} from './store.ts';
export { syncTabs, tabChannel } from './tab-sync.ts';
export type {
  AccountDialogRequest,
  AccountView,
  AuthResult,
  AuthStatus,
  AuthUser,
  CheckoutDialogRequest,
  DialogRequest,
  GiftQuota,
  MastheadState,
  SubscriberInfo,
  SubscriptionCallback,
} from './types.ts';
