/**
 * One session across the site's open tabs: a sign-in or sign-out in one tab reaches the
 * others at once, and every widget follows through the store, with no code of its own.
 * BroadcastChannel carries the news; where it is missing (Safari before 15.4) a
 * `storage` event does, through a key written and removed at once, so no user data stays
 * in storage. Only what a reader did in a tab is announced (`signIn`, `signOut`); what a
 * tab merely learned (a session read) is not, so a stale read never travels. What arrives is
 * checked against the message's schema first (tab-message.ts).
 */
import { mastheadStore, setAnnouncer, type AuthSnapshot } from './store.ts';
import { readTabMessage, tabMessageType, type AuthMessage } from './tab-message.ts';
import type { DialogRequest } from './types.ts';

/** The channel's name, and the storage key of the fallback. */
export const tabChannel = 'masthead-auth';

/** A dialog that asks the reader to sign in: pointless once another tab signed them in. */
const asksForSignIn = (dialog: DialogRequest) =>
  dialog.kind === 'checkout' ||
  ['sign-in', 'register', 'forgot-password', 'reset-password'].includes(dialog.view);

/** A dialog that works for a signed-in reader only: gone with the session. */
const needsSignIn = (dialog: DialogRequest) =>
  dialog.kind === 'account' && ['profile-settings', 'passkeys', 'passkey-offer'].includes(dialog.view);

/** Takes another tab's news: the auth state, and closes the dialog it made pointless. */
export function followOtherTab(auth: AuthSnapshot): void {
  const { dialog } = mastheadStore.getState();
  const signedIn = auth.status === 'authenticated';
  const pointless = dialog !== null && (signedIn ? asksForSignIn(dialog) : needsSignIn(dialog));
  mastheadStore.setState({ ...auth, ...(pointless ? { dialog: null } : {}) });
}

const newTabId = (win: Window) =>
  typeof win.crypto?.randomUUID === 'function' ? win.crypto.randomUUID() : String(Math.random()).slice(2);

/**
 * Connects this tab's store to the site's other tabs (the loader does it with the session);
 * returns the disconnect, which removes every listener. Connecting again replaces the
 * earlier connection.
 */
export function syncTabs(win: Window): () => void {
  const from = newTabId(win);
  const receive = (data: unknown) => {
    const message = readTabMessage(data);
    if (message && message.from !== from) followOtherTab(message.auth);
  };

  let send: (message: AuthMessage) => void;
  let disconnect: () => void;
  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  if (typeof Channel === 'function') {
    const channel = new Channel(tabChannel);
    const onMessage = (event: MessageEvent) => receive(event.data);
    channel.addEventListener('message', onMessage);
    send = (message) => channel.postMessage(message);
    disconnect = () => {
      channel.removeEventListener('message', onMessage);
      channel.close();
    };
  } else {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== tabChannel || !event.newValue) return;
      try {
        receive(JSON.parse(event.newValue));
      } catch {
        // Not ours to read.
      }
    };
    win.addEventListener('storage', onStorage);
    send = (message) => {
      try {
        // The other tabs hear the write; removing it at once leaves nothing stored.
        win.localStorage.setItem(tabChannel, JSON.stringify({ ...message, at: Date.now() }));
        win.localStorage.removeItem(tabChannel);
      } catch {
        // Storage refused (private mode, quota): the other tabs learn on their next check.
      }
    };
    disconnect = () => win.removeEventListener('storage', onStorage);
  }

  const announce = (auth: AuthSnapshot) => send({ type: tabMessageType, from, auth });
  const silence = setAnnouncer(announce);
  return () => {
    silence();
    disconnect();
  };
}
