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
import type { MastheadLoaderState, Startup } from '../common/startup.ts';
import type { ReactLibraries } from '../common/host-react.ts';

/**
 * A read-only snapshot of what the widgets share, and whether the loader has started
 * (`loader`): when it could not (`loader.status === 'unavailable'`), no widget mounts and a
 * dialog asked for says it is unavailable; a page's own opener can follow its own link instead.
 */
export type MastheadSnapshot = Readonly<Omit<MastheadState, 'headerAdPresent'>> & {
  readonly loader: MastheadLoaderState;
};

/** The loader's one global, `window.Masthead`, for CMS scripts such as a paywall. */
export interface MastheadPageApi {
  readonly version: string;
  /** Open the account dialog: `{ view, fromPaywall, customText, hideCloseButton }`. */
  openAccountDialog: typeof openAccountDialog;
  /** Open 'Sign in or register': `{ giftMode, onSubscription }`. */
  openCheckoutDialog: typeof openCheckoutDialog;
  /** Close whichever dialog is open (it takes no argument, so it can be a click handler). */
  closeDialog(): void;
  /** Current auth state, dialog request and whether the loader has started. */
  getState(): MastheadSnapshot;
  /**
   * Called on every change of the auth state, the dialog request or the loader's status;
   * returns an unsubscribe.
   */
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
  /**
   * For a page that runs React itself and says so on the loader's tag
   * (`data-masthead-react="host"`): the widgets render with this React, and the loader's own is
   * never downloaded. Pass the modules `react`, `react-dom`, `react-dom/client` and
   * `react/jsx-runtime`; a React outside the widgets' range is refused with a console warning
   * (the loader's own is used then), as is a lend the tag did not declare.
   */
  lendReact(libraries: ReactLibraries): void;
  /**
   * Speak another language, with no reload: a tag such as `de`, `ar` or `pt-BR` (de-CH falls
   * back to de, then to English). It replaces the page's `<html lang>` and the config's
   * `locale`; a placement's own `lang` still wins. Settles once every widget speaks it.
   */
  setLocale(tag: string): Promise<void>;
}

export interface PageApiServices {
  prefetch(kind: 'account' | 'checkout'): void;
  lendReact(libraries: ReactLibraries): void;
  setLocale(tag: string): Promise<void>;
  startup: Pick<Startup, 'state' | 'subscribe'>;
}

export function createPageApi(
  version: string,
  { prefetch, startup, lendReact, setLocale }: PageApiServices,
): MastheadPageApi {
  const snapshot = ({ headerAdPresent: _ignored, ...rest }: MastheadState): MastheadSnapshot => ({
    ...rest,
    loader: startup.state(),
  });
  return Object.freeze({
    version,
    prefetch,
    lendReact,
    setLocale,
    openAccountDialog,
    openCheckoutDialog,
    closeDialog: () => closeDialog(),
    getState: () => snapshot(mastheadStore.getState()),
    subscribe(listener: (state: MastheadSnapshot) => void) {
      const stopStore = mastheadStore.subscribe((state, previous) => {
        const changed =
          state.status !== previous.status ||
          state.user !== previous.user ||
          state.isSubscriber !== previous.isSubscriber ||
          state.giftQuota !== previous.giftQuota ||
          state.dialog !== previous.dialog;
        if (changed) listener(snapshot(state));
      });
      const stopLoader = startup.subscribe(() => listener(snapshot(mastheadStore.getState())));
      return () => {
        stopStore();
        stopLoader();
      };
    },
    setAuth(result: AuthResult | null) {
      if (result) signIn(result);
      else signOut();
    },
  });
}
