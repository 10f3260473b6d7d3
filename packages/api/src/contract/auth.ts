/**
 * Auth, account and captcha shapes (SPEC sections 3 and 7). The auth answer is the
 * store's `AuthResult`, so a sign-in answer can be handed to the store unchanged.
 */
import type { AuthResult, AuthUser, GiftQuota, SubscriberInfo } from '@masthead/store';

export type { AuthResult, AuthUser, GiftQuota, SubscriberInfo };

/** What sign-in, create-user and the session call answer. */
export interface AuthResponse extends AuthResult {
  user: AuthUser & { emailAddress: string };
  giftQuota: GiftQuota | null;
  /** The subscriber details, null for non-subscribers (truthy for subscribers, SPEC 3). */
  subscriber: SubscriberInfo | null;
}

/** The captcha action a token is requested for (SPEC 7). */
export type CaptchaAction = 'sign-in' | 'register' | 'reset-password';

export interface CaptchaConfig {
  /** When true, sign-in, register and reset need a token for their action. */
  enabled: boolean;
  /** `demo` is the offline provider served by the reference API. */
  provider: 'demo' | 'recaptcha';
  siteKey: string;
}

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

/** `GET /api/auth/session`: who the session cookie belongs to, null when anonymous. */
export interface SessionResponse {
  session: AuthResponse | null;
}

/** 200 means a subscription exists for the email (SPEC 4); 404 means none. */
export interface SubscriptionLookupResponse {
  emailAddress: string;
  /** Whether an account is registered for that email too. */
  hasAccount: boolean;
}
