/**
 * Page-level work that is not a widget: who is signed in (the cookie session,
 * so a reload keeps the reader signed in), one session across the site's open tabs,
 * the analytics data layer, the log client, and the analytics user values after every
 * auth change. Loaded as its own chunk, beside the remotes, so the loader itself stays small.
 */
import { getSession, getUserProfile, sendLogs, setApiBaseUrl, setApiLanguage } from '@masthead/api';
import { initDataLayer, refreshUserData, startAnalyticsLogging } from '@masthead/analytics';
import {
  authOf,
  authOfResult,
  mastheadStore,
  signIn,
  signOut,
  syncTabs,
  type MastheadState,
} from '@masthead/store/vanilla';
import type { LoaderConfig } from '../common/config.ts';
import { logError } from '../common/log.ts';

const pageLanguage = () => mastheadStore.getState().locale;

const authChanged = (state: MastheadState, previous: MastheadState) =>
  state.status !== previous.status ||
  state.user !== previous.user ||
  state.isSubscriber !== previous.isSubscriber ||
  state.giftQuota !== previous.giftQuota;

export function startSession(config: LoaderConfig, win: Window): () => void {
  const { analytics } = config;
  setApiBaseUrl(config.apiOrigin);
  // Every call says the page's language, read as it is sent (the API's mails are in it).
  setApiLanguage(pageLanguage);
  initDataLayer({ win, ...(analytics?.pageName ? { pageName: analytics.pageName } : {}) });
  const stopLogging = analytics?.logToken
    ? startAnalyticsLogging({ send: sendLogs, token: analytics.logToken, win })
    : () => undefined;
  // Another tab's sign-in or sign-out reaches this one through the store (tab-sync.ts).
  const stopSync = syncTabs(win);

  const refreshUser = () => void refreshUserData({ fetchProfile: getUserProfile, win });
  // Counts auth changes, so a session read answered after one (a widget signed the reader
  // in, another tab signed them out) is dropped: the change is newer than the read.
  let changes = 0;
  let unsubscribe = mastheadStore.subscribe((state, previous) => {
    if (authChanged(state, previous)) changes += 1;
  });
  const controller = new AbortController();
  let checking = false;

  /** Reads the session; `initial`: the page's first read, which never signs anyone out. */
  const readSession = async (initial: boolean) => {
    const asked = changes;
    const session = await getSession({ signal: controller.signal });
    const state = mastheadStore.getState();
    if (changes !== asked) return;
    if (session) {
      // The same reader as before changes nothing, so nothing re-renders.
      const same = JSON.stringify(authOfResult(session)) === JSON.stringify(authOf(state));
      if (!same) signIn(session, { announce: false });
    } else if (!initial && state.status === 'authenticated') {
      // The server ended the session (a reset elsewhere, an expiry): every tab hears it.
      signOut();
    }
  };

  /** A tab the reader comes back to checks that its reader is still the server's. */
  const recheck = () => {
    if (win.document.visibilityState !== 'visible' || checking || controller.signal.aborted) return;
    checking = true;
    readSession(false)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) logError('could not check the session again', error);
      })
      .finally(() => {
        checking = false;
      });
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) recheck();
  };

  readSession(true)
    .catch((error: unknown) => {
      if (!controller.signal.aborted)
        logError('could not read the session; the visitor is treated as anonymous', error);
    })
    .finally(() => {
      if (controller.signal.aborted) return;
      refreshUser();
      const stopCounting = unsubscribe;
      const stopRefreshing = mastheadStore.subscribe((state, previous) => {
        if (state.status !== previous.status || state.user !== previous.user) refreshUser();
      });
      unsubscribe = () => {
        stopCounting();
        stopRefreshing();
      };
      win.document.addEventListener('visibilitychange', recheck);
      // A page restored from the back-forward cache missed every message meanwhile.
      win.addEventListener('pageshow', onPageShow);
    });

  return () => {
    controller.abort();
    unsubscribe();
    stopSync();
    stopLogging();
    win.document.removeEventListener('visibilitychange', recheck);
    win.removeEventListener('pageshow', onPageShow);
  };
}
