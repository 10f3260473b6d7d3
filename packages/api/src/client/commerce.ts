/** Cart, store, auto-suggest and captcha reads (SPEC 7). */
import { endpoints } from '../contract/index.ts';
import type {
  AutoSuggestResponse,
  CaptchaAction,
  CaptchaConfig,
  CaptchaTokenResponse,
  ShoppingCartResponse,
  StoreItemsResponse,
} from '../contract/index.ts';
import { call } from './http.ts';

interface ReadOptions {
  signal?: AbortSignal;
}

/** The visitor's cart (anonymous or signed in). */
export function getShoppingCart(options: ReadOptions = {}): Promise<ShoppingCartResponse> {
  return call(endpoints.shoppingCart, options);
}

export function addCartItem(sku: string, quantity = 1): Promise<ShoppingCartResponse> {
  return call(endpoints.addCartItem, { json: { sku, quantity } });
}

export function removeCartItem(sku: string): Promise<ShoppingCartResponse> {
  return call(endpoints.removeCartItem, { params: { sku } });
}

export function getStoreItems(options: ReadOptions = {}): Promise<StoreItemsResponse> {
  return call(endpoints.storeItems, options);
}

/** Records and subjects for a term; callers ask only from 3 characters (SPEC 5). */
export function getAutoSuggest(term: string, options: ReadOptions = {}): Promise<AutoSuggestResponse> {
  return call(endpoints.autoSuggest, { ...options, searchParams: { term } });
}

/** Whether sign-in, register and reset need a captcha token, and the site key. */
export function getCaptchaEnabled(options: ReadOptions = {}): Promise<CaptchaConfig> {
  return call(endpoints.captchaConfig, options);
}

/** The offline demo provider's `execute(siteKey, { action })`, served by the reference API. */
export async function requestDemoCaptchaToken(siteKey: string, action: CaptchaAction): Promise<string> {
  const answer = await call<CaptchaTokenResponse>(endpoints.captchaDemoToken, { json: { siteKey, action } });
  return answer.token;
}
