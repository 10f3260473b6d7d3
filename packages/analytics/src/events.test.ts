import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getDataLayer,
  resetDataLayer,
  trackAccountLogin,
  trackContentSaveComplete,
  trackContentSaveStart,
  trackContentShareComplete,
  trackContentShareStart,
  trackNewsletterSubscribe,
  trackNewsletterUnsubscribe,
  trackRegistration,
  trackRegistrationFailure,
  trackRegistrationStart,
  trackRegistrationSuccess,
  trackSignInFailure,
  trackPasswordResetFailure,
  trackPasswordResetStart,
  trackPasswordResetSuccess,
  trackSignInStart,
  trackSignInSuccess,
} from './index.ts';

const lastEventInfo = () => getDataLayer().event.at(-1)?.eventInfo;

beforeEach(() => {
  resetDataLayer();
  sessionStorage.clear();
});
afterEach(() => {
  resetDataLayer();
  sessionStorage.clear();
});

describe('every docs/behaviour.md#analytics-events event', () => {
  const article = { contentId: 'a-1', contentTitle: 'On Strategy', contentType: 'article' };
  it.each([
    ['registration', () => trackRegistration(), { eventName: 'registration', subscriber: false }],
    [
      'account login',
      () => trackAccountLogin(),
      { eventName: 'accountLogin', subscriber: false, method: 'password' },
    ],
    [
      'account login with a passkey',
      () => trackAccountLogin({}, { method: 'passkey' }),
      { eventName: 'accountLogin', subscriber: false, method: 'passkey' },
    ],
    [
      'content save initiation',
      () => trackContentSaveStart(article),
      { eventName: 'contentSaveInitiation', ...article },
    ],
    [
      'content save completion',
      () => trackContentSaveComplete(article),
      { eventName: 'contentSaveCompletion', ...article },
    ],
    [
      'content share initiation',
      () => trackContentShareStart({ medium: 'linkedin', ...article }),
      { eventName: 'contentShareInitiation', medium: 'linkedin', ...article },
    ],
    [
      'content share completion',
      () => trackContentShareComplete({ medium: 'email' }),
      { eventName: 'contentShareCompletion', medium: 'email' },
    ],
    [
      'newsletter subscribe',
      () => trackNewsletterSubscribe({ newsletterName: 'Daily Alert' }),
      { eventName: 'newsletterSubscribe', newsletterName: 'Daily Alert' },
    ],
    [
      'newsletter unsubscribe',
      () => trackNewsletterUnsubscribe({ newsletterName: 'Daily Alert' }),
      { eventName: 'newsletterUnsubscribe', newsletterName: 'Daily Alert' },
    ],
    ['registration start', () => trackRegistrationStart(), { eventName: 'registrationStart' }],
    ['registration success', () => trackRegistrationSuccess(), { eventName: 'registrationSuccess' }],
    [
      'registration failure',
      () => trackRegistrationFailure({ reason: 'username-unavailable' }),
      { eventName: 'registrationFailure', reason: 'username-unavailable' },
    ],
    ['sign-in start', () => trackSignInStart(), { eventName: 'signInStart', method: 'password' }],
    ['sign-in success', () => trackSignInSuccess(), { eventName: 'signInSuccess', method: 'password' }],
    [
      'sign-in failure',
      () => trackSignInFailure({ reason: 'invalid-credentials' }),
      { eventName: 'signInFailure', reason: 'invalid-credentials', method: 'password' },
    ],
    [
      'passkey sign-in start',
      () => trackSignInStart({ method: 'passkey' }),
      { eventName: 'signInStart', method: 'passkey' },
    ],
    [
      'passkey sign-in success',
      () => trackSignInSuccess({ method: 'passkey' }),
      { eventName: 'signInSuccess', method: 'passkey' },
    ],
    [
      'passkey sign-in failure',
      () => trackSignInFailure({ reason: 'passkey-cancelled', method: 'passkey' }),
      { eventName: 'signInFailure', reason: 'passkey-cancelled', method: 'passkey' },
    ],
    ['password reset start', () => trackPasswordResetStart(), { eventName: 'passwordResetCompletionStart' }],
    [
      'password reset success',
      () => trackPasswordResetSuccess(),
      { eventName: 'passwordResetCompletionSuccess' },
    ],
    [
      'password reset failure',
      () => trackPasswordResetFailure({ reason: 'reset-token-invalid' }),
      { eventName: 'passwordResetCompletionFailure', reason: 'reset-token-invalid' },
    ],
  ])('%s lands on digitalData.event with its fields', (_name, fire, expected) => {
    const event = fire();
    expect(getDataLayer().event).toEqual([event]);
    expect(event).toEqual({ eventInfo: { ...expected, timeStamp: expect.any(String) } });
    expect(Number.isNaN(Date.parse(event!.eventInfo.timeStamp))).toBe(false);
  });
});

describe('sign-in and registration of a subscriber', () => {
  it('carry the gifting quota with gifted = limit − remaining', () => {
    trackAccountLogin({ subscriber: {}, giftQuota: { limit: 5, remaining: 2 } });
    expect(lastEventInfo()).toMatchObject({
      subscriber: true,
      giftQuota: { limit: 5, remaining: 2, gifted: 3 },
    });
    trackRegistration({ subscriber: true, giftQuota: { limit: 1, remaining: 1 } });
    expect(lastEventInfo()).toMatchObject({
      subscriber: true,
      giftQuota: { limit: 1, remaining: 1, gifted: 0 },
    });
  });

  it('a non-subscriber carries no gift quota even if the answer has one', () => {
    trackAccountLogin({ subscriber: undefined, giftQuota: { limit: 5, remaining: 5 } });
    expect(lastEventInfo()).toEqual({
      eventName: 'accountLogin',
      subscriber: false,
      method: 'password',
      timeStamp: expect.any(String),
    });
  });
});

describe('registration start', () => {
  const starts = () => getDataLayer().event.filter((e) => e.eventInfo.eventName === 'registrationStart');

  it('is sent once per session however often the register view is shown', () => {
    expect(trackRegistrationStart()).not.toBeNull();
    expect(trackRegistrationStart()).toBeNull();
    expect(starts()).toHaveLength(1);
  });

  it('is not sent again after a page load in the same session', () => {
    trackRegistrationStart();
    resetDataLayer(); // a new page in the same tab: sessionStorage survives
    expect(trackRegistrationStart()).toBeNull();
    expect(starts()).toHaveLength(0);
  });

  it('is sent again in a new session', () => {
    trackRegistrationStart();
    resetDataLayer();
    sessionStorage.clear();
    expect(trackRegistrationStart()).not.toBeNull();
  });

  it('is sent once even when two remotes each bundle their own copy of the package', async () => {
    vi.resetModules();
    const copyA = await import('./index.ts');
    vi.resetModules();
    const copyB = await import('./index.ts');
    expect(copyA.trackRegistrationStart).not.toBe(copyB.trackRegistrationStart);
    copyA.trackRegistrationStart();
    copyB.trackRegistrationStart();
    expect(starts()).toHaveLength(1);
  });

  it('is still sent at most once per page when sessionStorage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(trackRegistrationStart()).not.toBeNull();
    expect(trackRegistrationStart()).toBeNull();
    expect(starts()).toHaveLength(1);
  });
});
