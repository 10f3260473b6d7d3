/**
 * Auth, account and captcha shapes (docs/behaviour.md#calls). These are the wire types:
 * the store takes its user types from here, so a sign-in answer can be handed to the
 * store unchanged, and the server never depends on client code.
 */

/** Subscriber details on the chrome's user profile (docs/behaviour.md#data). */
export interface SubscriberInfo {
  subscriberTypeCaption: string;
  /** Eligible for the learning link (docs/behaviour.md#links). */
  isHmmEligible: boolean;
}

/** The signed-in user as the widgets see it (docs/behaviour.md#data, user profile). */
export interface AuthUser {
  firstName: string;
  lastName: string;
  emailAddress?: string;
  /** Absent for non-subscribers. */
  subscriber?: SubscriberInfo;
}

export interface GiftQuota {
  remaining: number;
  limit: number;
}

/** What sign-in and create-user answer, as the store keeps it (docs/behaviour.md#data). */
export interface AuthResult {
  user: AuthUser;
  giftQuota?: GiftQuota | null;
  /** Truthy for subscribers. */
  subscriber?: unknown;
}

/** What sign-in, create-user and the session call answer. */
export interface AuthResponse extends AuthResult {
  user: AuthUser & { emailAddress: string };
  giftQuota: GiftQuota | null;
  /** The subscriber details, null for non-subscribers (truthy for subscribers, docs/behaviour.md#data). */
  subscriber: SubscriberInfo | null;
}

/** The captcha action a token is requested for (docs/behaviour.md#calls). */
export type CaptchaAction = 'sign-in' | 'register' | 'reset-password';

/**
 * The captcha providers a server can name: `demo` is the offline provider the reference API
 * serves in development only; the others are verified by the server with the provider's
 * siteverify call, and their widgets' scripts run in the reader's browser.
 */
export type CaptchaProviderName = 'demo' | 'turnstile' | 'hcaptcha' | 'recaptcha';

/**
 * Whether sign-in, register and reset need a token for their action, and from which provider
 * with which site key. Off, the provider may be absent (a production server with none).
 */
export type CaptchaConfig =
  | { enabled: true; provider: CaptchaProviderName; siteKey: string }
  | { enabled: false; provider?: CaptchaProviderName; siteKey?: string };

export interface CaptchaTokenRequest {
  siteKey: string;
  action: CaptchaAction;
}

export interface CaptchaTokenResponse {
  token: string;
}

export interface SignInRequest {
  emailAddress: string;
  password: string;
  /** Required when captcha is enabled (action `sign-in`). */
  captchaToken?: string;
}

export interface CreateUserRequest {
  firstName: string;
  lastName: string;
  emailAddress: string;
  password: string;
  optIn: boolean;
  /** Required when captcha is enabled (action `register`). */
  captchaToken?: string;
}

export interface ResetPasswordRequest {
  emailAddress: string;
  /** Required when captcha is enabled (action `reset-password`). */
  captchaToken?: string;
}

export interface ResetPasswordResponse {
  message: string;
}

/** `POST /api/auth/password-reset/complete`: the token from the mailed link and a new password. */
export interface CompletePasswordResetRequest {
  token: string;
  /** Must meet the registration password policy. */
  password: string;
}

/**
 * What a completed reset answers: signed in, as sign-in answers, and how many passkeys the reset
 * removed (those added since the account's last sign-in with its password, or from a session the
 * reset ended: docs/reference-api.md#security-model).
 */
export interface CompletePasswordResetResponse extends AuthResponse {
  removedPasskeys: number;
}

/** `GET /api/auth/password-reset/verify?token=`: is the link still good, before a password is typed. */
export interface VerifyResetTokenQuery {
  token: string;
}

export interface VerifyResetTokenResponse {
  /** The account the link resets. */
  emailAddress: string;
}

/** `GET /api/auth/session`: who the session cookie belongs to, null when anonymous. */
export interface SessionResponse {
  session: AuthResponse | null;
}

/**
 * What create-user answers for an email that has a subscription and no account yet (a print
 * subscriber): nothing is created and nobody is signed in; a link that proves the address
 * is mailed to it, and the account, with the subscription, exists once it is followed
 * (`verifyRegistration`, where the owner chooses the password). 202.
 */
export interface RegistrationPendingResponse {
  verification: 'mailed';
  emailAddress: string;
  message: string;
}

/** Create-user's answer: signed in (201), or waiting for the mailed link (202). */
export type CreateUserResponse = AuthResponse | RegistrationPendingResponse;

/**
 * `POST /api/users/verify`: the token of the mailed confirmation link, and the password the
 * address's owner chooses now. The password typed at registration is never used: whoever typed
 * the address may not be its owner.
 */
export interface VerifyRegistrationRequest {
  token: string;
  /** Must meet the registration password policy. */
  password: string;
}

/**
 * `POST /api/auth/reauthenticate` (signed in): the account's password again, before a change to how
 * it signs in (docs/reference-api.md#security-model). Counted and refused as a sign-in is.
 */
export interface ReauthenticateRequest {
  password: string;
}

/**
 * A confirmed sign-in: the session may add and remove passkeys until `confirmedUntil` (ISO 8601),
 * the server's `recentSignInMinutes` from now.
 */
export interface ReauthenticateResponse {
  confirmedUntil: string;
}

export interface SubscriptionLookupQuery {
  email: string;
}

/**
 * 200 means a subscription exists for the email (docs/behaviour.md#states); 404 means none.
 * Whether an account exists for it too is not said.
 */
export interface SubscriptionLookupResponse {
  emailAddress: string;
}
