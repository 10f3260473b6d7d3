export {
  mastheadStore,
  initialState,
  signIn,
  signOut,
  openAccountDialog,
  openCheckoutDialog,
  closeDialog,
  setHeaderAdPresent,
  resetMastheadStore,
} from './store.ts';
export type { AccountDialogOptions, CheckoutDialogOptions } from './store.ts';
export { useMasthead, selectIsAuthenticated, selectUser, selectIsSubscriber, selectDialog } from './hooks.ts';
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
