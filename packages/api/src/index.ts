export {
  signIn,
  getSession,
  logout,
  resetPassword,
  verifyResetToken,
  completePasswordReset,
  reauthenticate,
} from './client/auth.ts';
export { checkSubscription, createUser, isSignedIn, verifyRegistration } from './client/users.ts';
export { updateProfile, getUserProfile, getUserReference, completeCheckout } from './client/user.ts';
export {
  getShoppingCart,
  addCartItem,
  removeCartItem,
  getStoreItems,
  getAutoSuggest,
  getCaptchaEnabled,
  requestDemoCaptchaToken,
  getDevMailbox,
} from './client/commerce.ts';
export {
  getPasskeyCreationOptions,
  registerPasskey,
  getPasskeyRequestOptions,
  signInWithPasskey,
  listPasskeys,
  renamePasskey,
  removePasskey,
  reauthenticateWithPasskey,
} from './client/passkeys.ts';
export { sendLogs } from './client/logs.ts';
export type { SendLogsOptions } from './client/logs.ts';
export type { ApiLanguage, CallOptions, CallSettings } from './client/http.ts';
export { ApiError, isApiError, isApiProblem, apiProblemOf, apiProblemKinds } from './client/api-error.ts';
export type { ApiProblem, ApiProblemKind, PasskeyRefusal } from './client/api-error.ts';
export { call, setApiBaseUrl, setApiLanguage, requestTimeoutMs } from './client/http.ts';
export {
  endpoints,
  passwordPolicy,
  demoCaptchaSiteKey,
  emailPattern,
  passkeyNameMaxLength,
} from './contract/index.ts';
export type {
  AuthResponse,
  AutoSuggestRecord,
  AutoSuggestResponse,
  AutoSuggestSubject,
  CaptchaAction,
  CaptchaConfig,
  CaptchaProviderName,
  CartItem,
  CheckoutCompleteResponse,
  CompletePasswordResetRequest,
  CompletePasswordResetResponse,
  CreateUserRequest,
  CreateUserResponse,
  ReauthenticateResponse,
  RegistrationPendingResponse,
  VerifyRegistrationRequest,
  DevMailboxResponse,
  EndpointName,
  EndpointTypes,
  LogEvent,
  LogLevel,
  Passkey,
  PasskeyAuthenticationResponse,
  PasskeyCreationOptions,
  PasskeyRegistrationResponse,
  PasskeyRequestOptions,
  ProfileAttribute,
  ProfileAttributeName,
  RegisteredUserProfile,
  RequestOf,
  ResetPasswordRequest,
  ResponseOf,
  ShoppingCart,
  ShoppingCartResponse,
  SignInRequest,
  Subscription,
  UpdateProfileRequest,
  UserProfile,
  UserReference,
  VerifyResetTokenResponse,
} from './contract/index.ts';
