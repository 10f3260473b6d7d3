/**
 * The endpoint table: method and path of every call (SPEC 7). SPEC's own paths are
 * kept (checkout complete, shopping cart, auto-suggest); the rest are ours.
 * Paths are relative: widgets call the page's own origin with same-origin cookies.
 */
import type {
  AuthResponse,
  CaptchaConfig,
  CaptchaTokenRequest,
  CaptchaTokenResponse,
  CreateUserRequest,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SessionResponse,
  SignInRequest,
  SubscriptionLookupResponse,
} from './auth.ts';
import type {
  AddCartItemRequest,
  AutoSuggestResponse,
  MailboxMessage,
  SendLogsRequest,
  SendLogsResponse,
  ShoppingCartResponse,
  StoreItemsResponse,
} from './commerce.ts';
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
  /** Query: `email`. */
  subscriptionLookup: { method: 'GET', path: '/api/subscriptions/lookup' },
  createUser: { method: 'POST', path: '/api/users' },
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
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Reference server only: the dev mailbox as a page, and the OpenAPI document. */
export const devMailboxPage = '/dev/mailbox';
export const openApiPath = '/api/openapi.json';

/** Request body (or query) and success answer of each endpoint; `void` is no body. */
export interface EndpointTypes {
  captchaConfig: { request: void; response: CaptchaConfig };
  captchaDemoToken: { request: CaptchaTokenRequest; response: CaptchaTokenResponse };
  signIn: { request: SignInRequest; response: AuthResponse };
  session: { request: void; response: SessionResponse };
  logout: { request: void; response: void };
  resetPassword: { request: ResetPasswordRequest; response: ResetPasswordResponse };
  subscriptionLookup: { request: { email: string }; response: SubscriptionLookupResponse };
  createUser: { request: CreateUserRequest; response: AuthResponse };
  userProfile: { request: void; response: UserProfile };
  updateProfile: { request: UpdateProfileRequest; response: void };
  userReference: { request: void; response: UserReference };
  checkoutComplete: { request: Record<string, never>; response: CheckoutCompleteResponse };
  shoppingCart: { request: void; response: ShoppingCartResponse };
  addCartItem: { request: AddCartItemRequest; response: ShoppingCartResponse };
  removeCartItem: { request: void; response: ShoppingCartResponse };
  storeItems: { request: void; response: StoreItemsResponse };
  autoSuggest: { request: { term: string }; response: AutoSuggestResponse };
  logs: { request: SendLogsRequest; response: SendLogsResponse };
  devMailbox: { request: void; response: { messages: MailboxMessage[] } };
}
