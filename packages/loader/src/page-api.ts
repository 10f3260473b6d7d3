import {
  closeDialog,
  mastheadStore,
  openAccountDialog,
  openCheckoutDialog,
  signIn,
  signOut,
  type AuthResult,
  type MastheadState,
} from '@masthead/store/vanilla';

/** A read-only snapshot of what the widgets share. */
export type MastheadSnapshot = Readonly<Omit<MastheadState, 'headerAdPresent'>>;

/** The loader's one global, `window.Masthead`, for CMS scripts such as a paywall. */
export interface MastheadPageApi {
  readonly version: string;
  /** Open the account dialog: `{ view, fromPaywall, customText, hideCloseButton }`. */
  openAccountDialog: typeof openAccountDialog;
  /** Open 'Sign in or register': `{ giftMode, onSubscription }`. */
  openCheckoutDialog: typeof openCheckoutDialog;
  /** Close whichever dialog is open (it takes no argument, so it can be a click handler). */
  closeDialog(): void;
  /** Current auth state and dialog request. */
  getState(): MastheadSnapshot;
  /** Called on every change of the auth state or the dialog request; returns an unsubscribe. */
  subscribe(listener: (state: MastheadSnapshot) => void): () => void;
  /**
   * Tell the widgets who is signed in, for a page that already knows (a server-rendered
   * session); `null` for nobody. It does not call the server.
   */
  setAuth(result: AuthResult | null): void;
  /**
   * Fetch a dialog ahead of need (`'account'` or `'checkout'`) without opening it, so a
   * later open is immediate; for page scripts such as a paywall that know a reader will
   * probably need it. Nothing is fetched twice.
   */
  prefetch(kind: 'account' | 'checkout'): void;
}

const snapshot = ({ headerAdPresent: _ignored, ...rest }: MastheadState): MastheadSnapshot => rest;

export interface PageApiServices {
  prefetch(kind: 'account' | 'checkout'): void;
}

export function createPageApi(version: string, { prefetch }: PageApiServices): MastheadPageApi {
  return Object.freeze({
    version,
    prefetch,
    openAccountDialog,
    openCheckoutDialog,
    closeDialog: () => closeDialog(),
    getState: () => snapshot(mastheadStore.getState()),
    subscribe(listener: (state: MastheadSnapshot) => void) {
      return mastheadStore.subscribe((state, previous) => {
        const changed =
          state.status !== previous.status ||
          state.user !== previous.user ||
          state.isSubscriber !== previous.isSubscriber ||
          state.giftQuota !== previous.giftQuota ||
          state.dialog !== previous.dialog;
        if (changed) listener(snapshot(state));
      });
    },
    setAuth(result: AuthResult | null) {
      if (result) signIn(result);
      else signOut();
    },
  });
}
