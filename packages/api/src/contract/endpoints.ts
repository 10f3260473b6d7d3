/**
 * The endpoint table: method and path of every call (docs/behaviour.md#calls). docs/behaviour.md's own paths are
 * kept (checkout complete, shopping cart, auto-suggest); the rest are ours.
 * Paths are relative: widgets call the page's own origin with same-origin cookies.
 */
import type {
  AuthResponse,
  CaptchaConfig,
  CaptchaTokenRequest,
  CaptchaTokenResponse,
  CompletePasswordResetRequest,
  CompletePasswordResetResponse,
  CreateUserRequest,
  ReauthenticateRequest,
  ReauthenticateResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SessionResponse,
  SignInRequest,
  SubscriptionLookupQuery,
  SubscriptionLookupResponse,
  CreateUserResponse,
  VerifyRegistrationRequest,
  VerifyResetTokenQuery,
  VerifyResetTokenResponse,
} from './auth.ts';
import type {
  AddCartItemRequest,
  AutoSuggestQuery,
  AutoSuggestResponse,
  MailboxMessage,
  SendLogsRequest,
  SendLogsResponse,
  ShoppingCartResponse,
  StoreItemsResponse,
} from './commerce.ts';
import type {
  Passkey,
  PasskeyCreationOptionsResponse,
  PasskeyReauthenticateRequest,
  PasskeyRegistrationRequest,
  PasskeyRequestOptionsResponse,
  PasskeySignInRequest,
  PasskeysResponse,
  RenamePasskeyRequest,
} from './passkeys.ts';
import type { CheckoutCompleteResponse, UpdateProfileRequest, UserProfile, UserReference } from './user.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
}

export const endpoints = {
  captchaConfig: { method: 'GET', path: '/api/captcha/config' },
  captchaDemoToken: { method: 'POST', path: '/service/captcha/demo/token' },
  signIn: { method: 'POST', path: '/api/auth/sign-in' },
  session: { method: 'GET', path: '/api/auth/session' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  resetPassword: { method: 'POST', path: '/api/auth/password-reset' },
  /** The mailed link's token and a new password: signs the reader in. */
  completePasswordReset: { method: 'POST', path: '/api/auth/password-reset/complete' },
  /** Query: `token`. Whether a reset link is still good. */
  verifyResetToken: { method: 'GET', path: '/api/auth/password-reset/verify' },
  /** Query: `email`. */
  subscriptionLookup: { method: 'GET', path: '/api/subscriptions/lookup' },
  createUser: { method: 'POST', path: '/api/users' },
  /** The mailed confirmation link's token and the owner's new password: creates the account with its subscription, signed in. */
  verifyRegistration: { method: 'POST', path: '/api/users/verify' },
  userProfile: { method: 'GET', path: '/api/user/profile' },
  updateProfile: { method: 'PUT', path: '/api/user/profile' },
  userReference: { method: 'GET', path: '/api/user/reference' },
  checkoutComplete: { method: 'POST', path: '/api/user/subscribe/checkoutComplete' },
  shoppingCart: { method: 'GET', path: '/api/shopping-cart' },
  addCartItem: { method: 'POST', path: '/api/shopping-cart/items' },
  /** Path parameter: `:sku`. */
  removeCartItem: { method: 'DELETE', path: '/api/shopping-cart/items/:sku' },
  storeItems: { method: 'GET', path: '/api/store/items' },
  /** Query: `term`. */
  autoSuggest: { method: 'GET', path: '/service/search/auto-suggest' },
  /** Needs `Authorization: Bearer <token>`. */
  logs: { method: 'POST', path: '/service/logs' },
  /** Reference server only: mail sent by the server (JSON). */
  devMailbox: { method: 'GET', path: '/api/dev/mailbox' },
  /** Signed in: a passkey creation ceremony begins (docs/behaviour.md#passkeys). */
  passkeyCreationOptions: { method: 'POST', path: '/api/passkeys/registration/options' },
  /** Signed in: the ceremony's answer; the passkey is saved. */
  registerPasskey: { method: 'POST', path: '/api/passkeys/registration' },
  /** Anyone: a passkey sign-in ceremony begins. */
  passkeyRequestOptions: { method: 'POST', path: '/api/auth/passkey/options' },
  /** The ceremony's answer: signs in as a password sign-in does. */
  passkeySignIn: { method: 'POST', path: '/api/auth/passkey' },
  /** Signed in: the reader's passkeys. */
  passkeys: { method: 'GET', path: '/api/passkeys' },
  /** Path parameter: `:id`, the credential's id. */
  renamePasskey: { method: 'PUT', path: '/api/passkeys/:id' },
  /** Path parameter: `:id`, the credential's id. */
  removePasskey: { method: 'DELETE', path: '/api/passkeys/:id' },
  /** Signed in: the password again; the session may then add and remove passkeys for a few minutes. */
  reauthenticate: { method: 'POST', path: '/api/auth/reauthenticate' },
  /** Signed in: as `reauthenticate`, with a passkey of the account (options: `passkeyRequestOptions`). */
  reauthenticateWithPasskey: { method: 'POST', path: '/api/auth/reauthenticate/passkey' },
} as const satisfies { [Name in keyof EndpointTypes]: Endpoint };

export type EndpointName = keyof typeof endpoints;

/** Reference server only: the dev mailbox as a page, and the OpenAPI document. */
export const devMailboxPage = '/dev/mailbox';
export const openApiPath = '/api/openapi.json';

/** `{}` and nothing else (checkout completion's body). */
export type EmptyObject = Record<string, never>;

export interface DevMailboxResponse {
  /** Newest first. */
  messages: MailboxMessage[];
}

/**
 * What each endpoint takes and answers: `body` (JSON), `query` (query string), `params`
 * (`:name` path segments), `headers` (required request headers), and `response`, the
 * success answer (`void`: no body). The compiler holds the client's one `call`, the
 * server's request schemas and its route answers to this table; the contract suite holds
 * the mocks and the server.
 */
export interface EndpointTypes {
  captchaConfig: { response: CaptchaConfig };
  captchaDemoToken: { body: CaptchaTokenRequest; response: CaptchaTokenResponse };
  signIn: { body: SignInRequest; response: AuthResponse };
  session: { response: SessionResponse };
  logout: { response: void };
  resetPassword: { body: ResetPasswordRequest; response: ResetPasswordResponse };
  completePasswordReset: { body: CompletePasswordResetRequest; response: CompletePasswordResetResponse };
  verifyResetToken: { query: VerifyResetTokenQuery; response: VerifyResetTokenResponse };
  subscriptionLookup: { query: SubscriptionLookupQuery; response: SubscriptionLookupResponse };
  createUser: { body: CreateUserRequest; response: CreateUserResponse };
  verifyRegistration: { body: VerifyRegistrationRequest; response: AuthResponse };
  userProfile: { response: UserProfile };
  updateProfile: { body: UpdateProfileRequest; response: void };
  userReference: { response: UserReference };
  checkoutComplete: { body: EmptyObject; response: CheckoutCompleteResponse };
  shoppingCart: { response: ShoppingCartResponse };
  addCartItem: { body: AddCartItemRequest; response: ShoppingCartResponse };
  removeCartItem: { params: { sku: string }; response: ShoppingCartResponse };
  storeItems: { response: StoreItemsResponse };
  autoSuggest: { query: AutoSuggestQuery; response: AutoSuggestResponse };
  logs: { body: SendLogsRequest; headers: { authorization: string }; response: SendLogsResponse };
  devMailbox: { response: DevMailboxResponse };
  passkeyCreationOptions: { response: PasskeyCreationOptionsResponse };
  registerPasskey: { body: PasskeyRegistrationRequest; response: Passkey };
  passkeyRequestOptions: { response: PasskeyRequestOptionsResponse };
  passkeySignIn: { body: PasskeySignInRequest; response: AuthResponse };
  passkeys: { response: PasskeysResponse };
  renamePasskey: { params: { id: string }; body: RenamePasskeyRequest; response: Passkey };
  removePasskey: { params: { id: string }; response: void };
  reauthenticate: { body: ReauthenticateRequest; response: ReauthenticateResponse };
  reauthenticateWithPasskey: { body: PasskeyReauthenticateRequest; response: ReauthenticateResponse };
}

/** The request parts of an endpoint (body, query, params, headers); `{}` when it takes none. */
export type RequestOf<Name extends EndpointName> = Omit<EndpointTypes[Name], 'response'>;
/** The success answer of an endpoint. */
export type ResponseOf<Name extends EndpointName> = EndpointTypes[Name]['response'];
/** The JSON body an endpoint takes, `never` when it takes none. */
export type BodyOf<Name extends EndpointName> = EndpointTypes[Name] extends { body: infer Body }
  ? Body
  : never;
/** The query an endpoint takes, `never` when it takes none. */
export type QueryOf<Name extends EndpointName> = EndpointTypes[Name] extends { query: infer Query }
  ? Query
  : never;
