export { endpoints, devMailboxPage, openApiPath } from './endpoints.ts';
export type {
  BodyOf,
  DevMailboxResponse,
  EmptyObject,
  Endpoint,
  EndpointName,
  EndpointTypes,
  HttpMethod,
  QueryOf,
  RequestOf,
  ResponseOf,
} from './endpoints.ts';
export {
  errorFields,
  passwordPolicy,
  defaultLockoutDuration,
  maxSignInAttempts,
  logCollectorScheme,
  demoLogCollectorToken,
  demoCaptchaSiteKey,
  resetTokenLifetimeMinutes,
  isUnsafeText,
  unsafeTextField,
  maxRequestDepth,
  nestedDeeperThan,
} from './errors.ts';
export type { ErrorBody } from './errors.ts';
export { serverMessages, triesLeftMessage, lockedMessage, emailPattern } from './messages.ts';
export { storeItems, seededCarts } from './store-items.ts';
export { logTimestampPattern } from './commerce.ts';
export { demoAccounts } from './demo-accounts.ts';
export type { DemoAccount, DemoAccountName } from './demo-accounts.ts';
export type {
  AuthResponse,
  AuthResult,
  AuthUser,
  CaptchaAction,
  CaptchaConfig,
  CaptchaTokenRequest,
  CaptchaTokenResponse,
  CompletePasswordResetRequest,
  CreateUserRequest,
  GiftQuota,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SessionResponse,
  SignInRequest,
  SubscriberInfo,
  SubscriptionLookupQuery,
  SubscriptionLookupResponse,
  VerifyResetTokenQuery,
  VerifyResetTokenResponse,
} from './auth.ts';
export { passkeyChallengeSeconds, passkeyNameMaxLength } from './passkeys.ts';
export type {
  Base64Url,
  Passkey,
  PasskeyAuthenticationResponse,
  PasskeyCreationOptions,
  PasskeyCreationOptionsResponse,
  PasskeyDescriptor,
  PasskeyRegistrationRequest,
  PasskeyRegistrationResponse,
  PasskeyRequestOptions,
  PasskeyRequestOptionsResponse,
  PasskeyRequirement,
  PasskeySignInRequest,
  PasskeysResponse,
  PasskeyTransport,
  RenamePasskeyRequest,
} from './passkeys.ts';
export type {
  AnonymousUserProfile,
  CheckoutCompleteResponse,
  NameValue,
  ProfileAttribute,
  ProfileAttributeName,
  RegisteredUserProfile,
  Subscription,
  UpdateProfileRequest,
  UserProfile,
  UserReference,
} from './user.ts';
export type {
  AddCartItemRequest,
  AutoSuggestQuery,
  AutoSuggestRecord,
  AutoSuggestResponse,
  AutoSuggestSubject,
  CartItem,
  LogEvent,
  LogLevel,
  MailboxMessage,
  SendLogsRequest,
  SendLogsResponse,
  ShoppingCart,
  ShoppingCartResponse,
  StoreItem,
  StoreItemsResponse,
} from './commerce.ts';
