import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mastheadStore, syncTabs, tabChannel } from './index.ts';
import { readTabMessage } from './tab-message.ts';

const reader = {
  firstName: 'Ada',
  lastName: 'Byron',
  emailAddress: 'ada@example.com',
  subscriber: { subscriberTypeCaption: 'Digital', isHmmEligible: true },
};
const signedIn = {
  status: 'authenticated',
  user: reader,
  isSubscriber: true,
  giftQuota: { remaining: 3, limit: 5 },
};
const message = (auth: unknown, extra: Record<string, unknown> = {}) => ({
  type: 'masthead-auth',
  from: 'other-tab',
  auth,
  ...extra,
});

describe('readTabMessage', () => {
  it('given a well-formed message, keeps every field the store keeps', () => {
    expect(readTabMessage(message(signedIn))).toEqual(message(signedIn));
    expect(readTabMessage(message({ status: 'anonymous' }))?.auth).toEqual({
      status: 'anonymous',
      user: null,
      isSubscriber: false,
      giftQuota: null,
    });
  });

  it('given keys the schema does not name, at any depth, drops them', () => {
    const forged = message(
      {
        ...signedIn,
        dialog: { kind: 'account', view: 'passkeys' },
        headerAdPresent: true,
        user: { ...reader, isAdmin: true, subscriber: { ...reader.subscriber, tier: 'gold' } },
        giftQuota: { remaining: 3, limit: 5, unlimited: true },
      },
      { at: 1, extra: 'x' },
    );
    expect(readTabMessage(forged)).toEqual(message(signedIn));
  });

  it('given a `__proto__` key (a parsed storage event), keeps it out of what it returns', () => {
    const parsed: unknown = JSON.parse(
      `{"type":"masthead-auth","from":"t","auth":{"status":"anonymous","__proto__":{"isSubscriber":true}}}`,
    );
    const auth = readTabMessage(parsed)?.auth;
    expect(auth?.isSubscriber).toBe(false);
    expect(Object.getPrototypeOf(auth)).toBe(Object.prototype);
  });

  it('given optional fields of the wrong type, drops those fields and keeps the rest', () => {
    const forged = message({
      status: 'authenticated',
      user: { firstName: 'Ada', lastName: 'Byron', emailAddress: 42, subscriber: 'yes' },
      isSubscriber: 'true',
      giftQuota: { remaining: '3', limit: 5 },
    });
    expect(readTabMessage(forged)?.auth).toEqual({
      status: 'authenticated',
      user: { firstName: 'Ada', lastName: 'Byron' },
      isSubscriber: false,
      giftQuota: null,
    });
  });

  it.each([
    ['another kind', { ...message(signedIn), type: 'masthead-admin' }],
    ['no kind', { from: 'other-tab', auth: signedIn }],
    ['an unknown status', message({ ...signedIn, status: 'admin' })],
    ['a signed-in reader without names', message({ ...signedIn, user: { firstName: 'Ada' } })],
    ['names that are not text', message({ ...signedIn, user: { firstName: ['<b>'], lastName: 'B' } })],
    [
      'a name longer than any form takes',
      message({ ...signedIn, user: { ...reader, lastName: 'x'.repeat(400) } }),
    ],
    ['no sender', { type: 'masthead-auth', auth: signedIn }],
    ['an array', [message(signedIn)]],
    ['text', JSON.stringify(message(signedIn))],
    ['null', null],
  ])('given %s, ignores the message', (_label, data) => {
    expect(readTabMessage(data)).toBeNull();
  });
});

describe('given a forged message on the channel', () => {
  let disconnect: () => void;
  let forger: BroadcastChannel;
  beforeEach(() => {
    const win = Object.assign(new EventTarget(), { BroadcastChannel, crypto: globalThis.crypto });
    disconnect = syncTabs(win as unknown as Window);
    forger = new BroadcastChannel(tabChannel);
  });
  afterEach(() => {
    disconnect();
    forger.close();
  });

  it('merges no key of its own into the store', async () => {
    forger.postMessage(
      message({
        ...signedIn,
        dialog: { kind: 'account', view: 'passkeys' },
        headerAdPresent: true,
        role: 'admin',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const state = mastheadStore.getState();
    expect(state).toMatchObject({
      status: 'authenticated',
      user: reader,
      dialog: null,
      headerAdPresent: false,
    });
    expect(Object.keys(state)).not.toContain('role');
  });

  it('ignores a message of another kind', async () => {
    forger.postMessage({ type: 'masthead-dialog', from: 'x', auth: signedIn });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mastheadStore.getState().status).toBe('anonymous');
  });
});
