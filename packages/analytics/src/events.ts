import { pushEvent } from './data-layer.ts';
import { firstTimeThisSession } from './once-per-session.ts';
import type { AnalyticsEvent, GiftQuotaValues, Quota } from './types.ts';
import { giftQuotaValues } from './user-values.ts';

/** The `eventInfo.eventName` of every docs/behaviour.md#analytics-events event. */
export const EVENT_NAMES = {
  registration: 'registration',
  accountLogin: 'accountLogin',
  contentSaveStart: 'contentSaveInitiation',
  contentSaveComplete: 'contentSaveCompletion',
  contentShareStart: 'contentShareInitiation',
  contentShareComplete: 'contentShareCompletion',
  newsletterSubscribe: 'newsletterSubscribe',
  newsletterUnsubscribe: 'newsletterUnsubscribe',
  registrationStart: 'registrationStart',
  registrationSuccess: 'registrationSuccess',
  registrationFailure: 'registrationFailure',
  signInStart: 'signInStart',
  signInSuccess: 'signInSuccess',
  signInFailure: 'signInFailure',
  passwordResetStart: 'passwordResetCompletionStart',
  passwordResetSuccess: 'passwordResetCompletionSuccess',
  passwordResetFailure: 'passwordResetCompletionFailure',
} as const;

export type EventName = (typeof EVENT_NAMES)[keyof typeof EVENT_NAMES];

/** The parts of a sign-in or create-user answer analytics reads (matches the store's AuthResult). */
export interface AuthOutcome {
  /** Truthy for subscribers. */
  subscriber?: unknown;
  giftQuota?: Quota | null | undefined;
}

/** Optional description of the content being saved or shared. */
export interface ContentRef {
  contentId?: string;
  contentTitle?: string;
  contentType?: string;
}

export interface ShareDetails extends ContentRef {
  /** Where it is shared: 'email', 'linkedin', 'copy-link', ... */
  medium: string;
}

export interface NewsletterDetails {
  newsletterName: string;
}

export interface FailureDetails {
  /** Why it failed, e.g. the typed API error's kind ('invalid-credentials', 'restricted'). */
  reason?: string;
}

/** How the reader signs in (docs/behaviour.md#analytics-events): a password, or a passkey. */
export type SignInMethod = 'password' | 'passkey';

export interface SignInDetails {
  /** Default 'password'. */
  method?: SignInMethod;
}

const methodOf = ({ method = 'password' }: SignInDetails) => ({ method });

function authFields({ subscriber, giftQuota }: AuthOutcome): {
  subscriber: boolean;
  giftQuota?: GiftQuotaValues;
} {
  // docs/behaviour.md#analytics-events: the gifting quota is pushed for subscribers only.
  if (!subscriber || !giftQuota) return { subscriber: Boolean(subscriber) };
  return { subscriber: true, giftQuota: giftQuotaValues(giftQuota) };
}

/** Account created (docs/behaviour.md#analytics-events). Pass the create-user answer; subscribers add their gift quota. */
export const trackRegistration = (outcome: AuthOutcome = {}, win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.registration, authFields(outcome), win);

/**
 * Signed in (docs/behaviour.md#analytics-events). Pass the sign-in answer (subscribers add their
 * gift quota) and how the reader signed in (a password, the default, or a passkey).
 */
export const trackAccountLogin = (
  outcome: AuthOutcome = {},
  details: SignInDetails = {},
  win?: Window,
): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.accountLogin, { ...authFields(outcome), ...methodOf(details) }, win);

/** The reader asked to save content to the library. */
export const trackContentSaveStart = (content: ContentRef = {}, win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.contentSaveStart, { ...content }, win);

/** The content was saved. */
export const trackContentSaveComplete = (content: ContentRef = {}, win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.contentSaveComplete, { ...content }, win);

/** The reader opened sharing for content, with the medium chosen. */
export const trackContentShareStart = (details: ShareDetails, win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.contentShareStart, { ...details }, win);

/** The content was shared through `medium`. */
export const trackContentShareComplete = (details: ShareDetails, win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.contentShareComplete, { ...details }, win);

/** Subscribed to the named newsletter. */
export const trackNewsletterSubscribe = (details: NewsletterDetails, win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.newsletterSubscribe, { ...details }, win);

/** Unsubscribed from the named newsletter. */
export const trackNewsletterUnsubscribe = (details: NewsletterDetails, win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.newsletterUnsubscribe, { ...details }, win);

/**
 * The register view was shown. Sent at most once per browser session (docs/behaviour.md#analytics-events), whichever
 * remote shows it; returns the event, or null when it was already sent this session.
 */
export function trackRegistrationStart(win?: Window): AnalyticsEvent | null {
  if (!firstTimeThisSession(EVENT_NAMES.registrationStart, win)) return null;
  return pushEvent(EVENT_NAMES.registrationStart, {}, win);
}

/** The create-user call succeeded. */
export const trackRegistrationSuccess = (win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.registrationSuccess, {}, win);

/** Registration failed (validation excluded: the server said no). */
export const trackRegistrationFailure = (details: FailureDetails = {}, win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.registrationFailure, { ...details }, win);

/** The sign-in form was submitted, or a passkey sign-in began (the reader asked or chose one). */
export const trackSignInStart = (details: SignInDetails = {}, win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.signInStart, methodOf(details), win);

/** The authenticate call succeeded. */
export const trackSignInSuccess = (details: SignInDetails = {}, win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.signInSuccess, methodOf(details), win);

/** Sign-in failed. */
export const trackSignInFailure = (
  details: FailureDetails & SignInDetails = {},
  win?: Window,
): AnalyticsEvent => pushEvent(EVENT_NAMES.signInFailure, { ...details, ...methodOf(details) }, win);

/** A new password was submitted from a mailed reset link. */
export const trackPasswordResetStart = (win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.passwordResetStart, {}, win);

/** The new password was set and the reader is signed in. */
export const trackPasswordResetSuccess = (win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.passwordResetSuccess, {}, win);

/** Setting the new password failed (an expired or used link, the policy, a lockout…). */
export const trackPasswordResetFailure = (details: FailureDetails = {}, win?: Window): AnalyticsEvent =>
  pushEvent(EVENT_NAMES.passwordResetFailure, { ...details }, win);
