import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeDialog,
  mastheadStore,
  openAccountDialog,
  openCheckoutDialog,
  resetMastheadStore,
  signIn,
  signOut,
} from './index.ts';

beforeEach(() => resetMastheadStore());

describe('auth', () => {
  it('starts anonymous', () => {
    expect(mastheadStore.getState()).toMatchObject({ status: 'anonymous', user: null, isSubscriber: false });
  });

  it('stores the user, gift quota and subscriber flag from a sign-in answer', () => {
    signIn({
      user: { firstName: 'Ada', lastName: 'Byron' },
      giftQuota: { limit: 5, remaining: 3 },
      subscriber: {},
    });
    expect(mastheadStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { firstName: 'Ada' },
      isSubscriber: true,
      giftQuota: { limit: 5, remaining: 3 },
    });
  });

  it('treats a subscriber on the user profile as a subscriber', () => {
    signIn({
      user: {
        firstName: 'Ada',
        lastName: 'B',
        subscriber: { subscriberTypeCaption: 'Digital', isHmmEligible: false },
      },
    });
    expect(mastheadStore.getState().isSubscriber).toBe(true);
  });

  it('treats a user without a subscriber flag as a non-subscriber', () => {
    signIn({ user: { firstName: 'Ada', lastName: 'B' }, subscriber: null });
    expect(mastheadStore.getState()).toMatchObject({ isSubscriber: false, giftQuota: null });
  });

  it('forgets everything on sign-out and notifies subscribers', () => {
    const seen: string[] = [];
    const unsubscribe = mastheadStore.subscribe((state) => seen.push(state.status));
    signIn({ user: { firstName: 'Ada', lastName: 'B' } });
    signOut();
    unsubscribe();
    expect(seen).toEqual(['authenticated', 'anonymous']);
    expect(mastheadStore.getState().user).toBeNull();
  });
});

describe('dialog requests', () => {
  it('asks for the account dialog at sign-in by default', () => {
    openAccountDialog();
    expect(mastheadStore.getState().dialog).toEqual({
      kind: 'account',
      view: 'sign-in',
      fromPaywall: false,
      hideCloseButton: false,
    });
  });

  it('carries the view, paywall origin, custom text and hidden close button', () => {
    openAccountDialog({
      view: 'register',
      fromPaywall: true,
      customText: 'Subscribe to read on',
      hideCloseButton: true,
    });
    expect(mastheadStore.getState().dialog).toEqual({
      kind: 'account',
      view: 'register',
      fromPaywall: true,
      customText: 'Subscribe to read on',
      hideCloseButton: true,
    });
  });

  it('carries the token of a mailed reset link to the reset-password view', () => {
    openAccountDialog({ view: 'reset-password', resetToken: 'abc123' });
    expect(mastheadStore.getState().dialog).toEqual({
      kind: 'account',
      view: 'reset-password',
      fromPaywall: false,
      hideCloseButton: false,
      resetToken: 'abc123',
    });
  });

  it('asks for the checkout dialog in gift mode with the subscription callback', () => {
    const onSubscription = () => undefined;
    openCheckoutDialog({ giftMode: true, onSubscription });
    expect(mastheadStore.getState().dialog).toEqual({ kind: 'checkout', giftMode: true, onSubscription });
  });

  it('clears the request when the dialog closes', () => {
    openCheckoutDialog();
    closeDialog();
    expect(mastheadStore.getState().dialog).toBeNull();
  });

  describe('closeDialog(request)', () => {
    it('closes the dialog when that request is still the open one', () => {
      openAccountDialog();
      const request = mastheadStore.getState().dialog;
      closeDialog(request);
      expect(mastheadStore.getState().dialog).toBeNull();
    });

    it('leaves a dialog asked for since open', () => {
      openAccountDialog({ view: 'forgot-password' });
      const older = mastheadStore.getState().dialog;
      openCheckoutDialog();
      const newer = mastheadStore.getState().dialog;
      closeDialog(older);
      expect(mastheadStore.getState().dialog).toBe(newer);
    });

    it('leaves a new request of the same dialog open', () => {
      openAccountDialog();
      const older = mastheadStore.getState().dialog;
      openAccountDialog({ view: 'register' });
      closeDialog(older);
      expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account', view: 'register' });
    });

    it('closes nothing for a dialog that was closed (null) while another is open', () => {
      openCheckoutDialog();
      closeDialog(null);
      expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'checkout' });
    });

    it('without a request closes whatever is open, as the page API documents', () => {
      openAccountDialog();
      closeDialog();
      expect(mastheadStore.getState().dialog).toBeNull();
    });
  });
});
