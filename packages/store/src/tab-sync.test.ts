import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mastheadStore,
  openAccountDialog,
  openCheckoutDialog,
  signIn,
  signOut,
  syncTabs,
  tabChannel,
  type AuthResult,
} from './index.ts';

const ada: AuthResult = { user: { firstName: 'Ada', lastName: 'Byron' }, giftQuota: null, subscriber: null };
const adaInAnotherTab = {
  status: 'authenticated',
  user: ada.user,
  isSubscriber: false,
  giftQuota: null,
} as const;
const nobody = { status: 'anonymous', user: null, isSubscriber: false, giftQuota: null } as const;

/** Another tab of the site: its own end of the channel (Node's BroadcastChannel, as a browser's). */
function otherTab() {
  const channel = new BroadcastChannel(tabChannel);
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return {
    heard,
    say: (auth: unknown) => channel.postMessage({ type: 'masthead-auth', from: 'other-tab', auth }),
    close: () => channel.close(),
  };
}

/** A window with Node's BroadcastChannel, or without one (the storage fallback). */
function fakeWindow(withChannel: boolean) {
  const target = new EventTarget();
  const storage = new Map<string, string>();
  const writes: string[] = [];
  return Object.assign(target, {
    BroadcastChannel: withChannel ? BroadcastChannel : undefined,
    crypto: globalThis.crypto,
    localStorage: {
      setItem: (key: string, value: string) => {
        writes.push(value);
        storage.set(key, value);
      },
      removeItem: (key: string) => storage.delete(key),
    },
    storage,
    writes,
  }) as unknown as Window & { storage: Map<string, string>; writes: string[] };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('given two tabs on one channel', () => {
  let disconnect: () => void;
  let other: ReturnType<typeof otherTab>;
  beforeEach(() => {
    disconnect = syncTabs(fakeWindow(true));
    other = otherTab();
  });
  afterEach(() => {
    disconnect();
    other.close();
  });

  describe('when this tab signs in or out', () => {
    it('tells the other tabs who is signed in, then that nobody is', async () => {
      signIn(ada);
      signOut();
      await settle();
      expect(other.heard).toEqual([
        { type: 'masthead-auth', from: expect.any(String), auth: adaInAnotherTab },
        { type: 'masthead-auth', from: expect.any(String), auth: nobody },
      ]);
    });

    it('keeps quiet about what it only learned (a session read)', async () => {
      signIn(ada, { announce: false });
      await settle();
      expect(other.heard).toEqual([]);
    });
  });

  describe('when another tab signs in', () => {
    it('signs this tab in too, without telling anyone back', async () => {
      other.say(adaInAnotherTab);
      await settle();
      expect(mastheadStore.getState()).toMatchObject(adaInAnotherTab);
      expect(other.heard).toEqual([]);
    });

    it.each([['sign-in'], ['register'], ['forgot-password'], ['reset-password']] as const)(
      'closes an account dialog asking to sign in (%s)',
      async (view) => {
        openAccountDialog({ view });
        other.say(adaInAnotherTab);
        await settle();
        expect(mastheadStore.getState().dialog).toBeNull();
      },
    );

    it("closes the checkout dialog's sign-in", async () => {
      openCheckoutDialog();
      other.say(adaInAnotherTab);
      await settle();
      expect(mastheadStore.getState().dialog).toBeNull();
    });

    it('leaves a dialog for signed-in readers open', async () => {
      signIn(ada, { announce: false });
      openAccountDialog({ view: 'passkeys' });
      other.say({ ...adaInAnotherTab, isSubscriber: true });
      await settle();
      expect(mastheadStore.getState()).toMatchObject({
        isSubscriber: true,
        dialog: { view: 'passkeys' },
      });
    });
  });

  describe('when another tab signs out', () => {
    it.each([['passkeys'], ['passkey-offer'], ['profile-settings']] as const)(
      'signs this tab out and closes a dialog only a signed-in reader can use (%s)',
      async (view) => {
        signIn(ada, { announce: false });
        openAccountDialog({ view });
        other.say(nobody);
        await settle();
        expect(mastheadStore.getState()).toMatchObject({ ...nobody, dialog: null });
      },
    );

    it('leaves a sign-in dialog open', async () => {
      openAccountDialog({ view: 'sign-in' });
      other.say(nobody);
      await settle();
      expect(mastheadStore.getState().dialog).toMatchObject({ view: 'sign-in' });
    });
  });

  it('ignores what is not its message (another version, a stray)', async () => {
    other.say({ status: 'authenticated', user: null });
    other.say('hello');
    await settle();
    expect(mastheadStore.getState()).toMatchObject(nobody);
  });

  it('stops hearing and telling once disconnected', async () => {
    disconnect();
    signIn(ada);
    other.say(nobody);
    await settle();
    expect(other.heard).toEqual([]);
    expect(mastheadStore.getState().status).toBe('authenticated');
  });
});

describe('given a sign-in before the tabs were connected', () => {
  it('tells the other tabs once they are, as the state is then', async () => {
    const other = otherTab();
    signIn(ada);
    const disconnect = syncTabs(fakeWindow(true));
    await settle();
    expect(other.heard).toEqual([expect.objectContaining({ auth: adaInAnotherTab })]);
    disconnect();
    other.close();
  });
});

describe('given a browser without BroadcastChannel', () => {
  it('tells the other tabs through a storage key it removes at once', () => {
    const win = fakeWindow(false);
    const disconnect = syncTabs(win);
    signIn(ada);
    expect(win.storage.size).toBe(0);
    expect(JSON.parse(win.writes[0] ?? '')).toMatchObject({ auth: adaInAnotherTab });
    disconnect();
  });

  it("follows another tab's storage event, and removes its listener once disconnected", () => {
    const win = fakeWindow(false);
    const removed = vi.spyOn(win, 'removeEventListener');
    const disconnect = syncTabs(win);
    const event = (auth: unknown) =>
      Object.assign(new Event('storage'), {
        key: tabChannel,
        newValue: JSON.stringify({ type: 'masthead-auth', from: 'other-tab', auth }),
      });
    win.dispatchEvent(event(adaInAnotherTab));
    expect(mastheadStore.getState().status).toBe('authenticated');
    // The removal that follows every write carries no value.
    win.dispatchEvent(Object.assign(new Event('storage'), { key: tabChannel, newValue: null }));
    expect(mastheadStore.getState().status).toBe('authenticated');
    disconnect();
    expect(removed).toHaveBeenCalledWith('storage', expect.any(Function));
    win.dispatchEvent(event(nobody));
    expect(mastheadStore.getState().status).toBe('authenticated');
  });
});
