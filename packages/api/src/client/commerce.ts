/** Cart, store, auto-suggest and captcha reads (docs/behaviour.md#calls). */
import type {
  AutoSuggestResponse,
  CaptchaAction,
  CaptchaConfig,
  DevMailboxResponse,
  ShoppingCartResponse,
  StoreItemsResponse,
} from '../contract/index.ts';
import { call } from './http.ts';

interface ReadOptions {
  signal?: AbortSignal;
}

/** The visitor's cart (anonymous or signed in). */
export function getShoppingCart(options: ReadOptions = {}): Promise<ShoppingCartResponse> {
  return call('shoppingCart', options);
}

export function addCartItem(sku: string, quantity = 1): Promise<ShoppingCartResponse> {
  return call('addCartItem', { body: { sku, quantity } });
}

export function removeCartItem(sku: string): Promise<ShoppingCartResponse> {
  return call('removeCartItem', { params: { sku } });
}

export function getStoreItems(options: ReadOptions = {}): Promise<StoreItemsResponse> {
  return call('storeItems', options);
}

/** Records and subjects for a term; callers ask only from 3 characters (docs/behaviour.md#validation). */
export function getAutoSuggest(term: string, options: ReadOptions = {}): Promise<AutoSuggestResponse> {
  return call('autoSuggest', { ...options, query: { term } });
}

/** Whether sign-in, register and reset need a captcha token, and the site key. */
export function getCaptchaEnabled(options: ReadOptions = {}): Promise<CaptchaConfig> {
  return call('captchaConfig', options);
}

/** The offline demo provider's `execute(siteKey, { action })`, served by the reference API. */
export async function requestDemoCaptchaToken(siteKey: string, action: CaptchaAction): Promise<string> {
  const answer = await call('captchaDemoToken', { body: { siteKey, action } });
  return answer.token;
}

/** Reference server only: the mail it sent, newest first (the demo and tests read reset links here). */
export function getDevMailbox(options: ReadOptions = {}): Promise<DevMailboxResponse> {
  return call('devMailbox', options);
}
