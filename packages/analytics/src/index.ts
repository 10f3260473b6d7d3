/**
 * @masthead/analytics: the page's data layer (`window.digitalData`), the docs/behaviour.md#analytics-events events, the
 * derived user values, device detection, time formatting, the batching log client and the
 * marketing-interruption flag. No React here; the inspector has its own entry.
 * Functions that touch the page take the window last and default to the global one, read
 * when called (never at import time).
 */
export {
  deviceCategory,
  detectDevice,
  detectWindowDevice,
  PHONE_MAX_WIDTH,
  USER_AGENT_MAX_LENGTH,
} from './device.ts';
export type { DeviceCategory, DeviceHints } from './device.ts';
export {
  DATA_LAYER_CHANGE_EVENT,
  DATA_LAYER_VERSION,
  DEFAULT_PAGE_NAME,
  SITE_IDENTIFIER_TYPE,
  getDataLayer,
  getUserValues,
  initDataLayer,
  pushEvent,
  resetDataLayer,
  setUserValues,
  subscribeToDataLayer,
} from './data-layer.ts';
export type { InitDataLayerOptions } from './data-layer.ts';
export {
  EVENT_NAMES,
  trackAccountLogin,
  trackContentSaveComplete,
  trackContentSaveStart,
  trackContentShareComplete,
  trackContentShareStart,
  trackNewsletterSubscribe,
  trackNewsletterUnsubscribe,
  trackPasswordResetFailure,
  trackPasswordResetStart,
  trackPasswordResetSuccess,
  trackRegistration,
  trackRegistrationFailure,
  trackRegistrationStart,
  trackRegistrationSuccess,
  trackSignInFailure,
  trackSignInStart,
  trackSignInSuccess,
} from './events.ts';
export type {
  AuthOutcome,
  ContentRef,
  EventName,
  FailureDetails,
  SignInDetails,
  SignInMethod,
  NewsletterDetails,
  ShareDetails,
} from './events.ts';
export {
  DIALOG_UNAVAILABLE_EVENT,
  LOADER_UNAVAILABLE_EVENT,
  trackDialogUnavailable,
  trackLoaderUnavailable,
} from './dialog-events.ts';
export type { DialogUnavailableDetails, LoaderUnavailableDetails } from './dialog-events.ts';
export { firstTimeThisSession } from './once-per-session.ts';
export {
  LESS_THAN_ONE_DAY,
  TARGETING_EXPERIMENT_ATTRIBUTE,
  daysSince,
  deriveUserValues,
  giftQuotaValues,
} from './user-values.ts';
export type { DeriveOptions } from './user-values.ts';
export type { ProfileSubscription, UserProfile } from './user-profile.ts';
export { refreshUserData } from './user-data.ts';
export type { RefreshUserDataOptions } from './user-data.ts';
export { formatDuration } from './time-format.ts';
export { createLogClient } from './log-client.ts';
export type { LogClient, LogClientOptions, LogEvent, LogSendOptions, LogSender } from './log-types.ts';
export { MAX_RETRY_DELAY_MS, backoffDelay } from './backoff.ts';
export { startAnalyticsLogging, toLogEvent } from './logging.ts';
export {
  MARKETING_INTERRUPTION_KEY,
  MARKETING_INTERRUPTION_TTL_MS,
  clearMarketingInterruption,
  hasMarketingInterruption,
  marketingInterruptionExpiry,
  setMarketingInterruption,
} from './marketing-interruption.ts';
export type { FlagOptions, SetFlagOptions } from './marketing-interruption.ts';
export type {
  AnalyticsEvent,
  DataLayerChange,
  DigitalData,
  GiftQuotaValues,
  Quota,
  SubscriptionValues,
  TargetingExperiment,
  UserValues,
} from './types.ts';
