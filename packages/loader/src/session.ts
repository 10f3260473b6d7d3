/**
 * Page-level work that is not a widget: who is signed in (the cookie session,
 * so a reload keeps the reader signed in), the analytics data layer, the log
 * client, and the analytics user values after every auth change. Loaded as its
 * own chunk, beside the remotes, so the loader itself stays small.
 */
import { getSession, getUserProfile, sendLogs } from '@masthead/api';
import { initDataLayer, refreshUserData, startAnalyticsLogging } from '@masthead/analytics';
import { mastheadStore, signIn } from '@masthead/store/vanilla';
import type { LoaderConfig } from './config.ts';
import { logError } from './log.ts';

export function startSession(config: LoaderConfig, win: Window): () => void {
  const { analytics } = config;
  initDataLayer({ win, ...(analytics?.pageName ? { pageName: analytics.pageName } : {}) });
  const stopLogging = analytics?.logToken
    ? startAnalyticsLogging({ send: sendLogs, token: analytics.logToken, win })
    : () => undefined;

  const refreshUser = () => void refreshUserData({ fetchProfile: getUserProfile, win });
  let unsubscribe = () => {};
  const controller = new AbortController();
  getSession({ signal: controller.signal })
    .then((session) => {
      // A widget may have signed the reader in meanwhile; that answer is newer.
      if (session && mastheadStore.getState().status === 'anonymous') signIn(session);
    })
    .catch((error: unknown) => {
      if (!controller.signal.aborted)
        logError('could not read the session; the visitor is treated as anonymous', error);
    })
    .finally(() => {
      if (controller.signal.aborted) return;
      refreshUser();
      unsubscribe = mastheadStore.subscribe((state, previous) => {
        if (state.status !== previous.status || state.user !== previous.user) refreshUser();
      });
    });

  return () => {
    controller.abort();
    unsubscribe();
    stopLogging();
  };
}
