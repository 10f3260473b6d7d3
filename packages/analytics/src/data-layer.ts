import { detectWindowDevice } from './device.ts';
import type { AnalyticsEvent, DataLayerChange, DigitalData, UserValues } from './types.ts';

/** docs/behaviour.md#limits. */
export const DATA_LAYER_VERSION = '2.2';
/** docs/behaviour.md#limits. */
export const SITE_IDENTIFIER_TYPE = 'desktop';
/** docs/behaviour.md#links: the analytics page name is the site's most-popular page. */
export const DEFAULT_PAGE_NAME = 'most-popular';
/** DOM event dispatched on the window after every change; all copies of this package hear it. */
export const DATA_LAYER_CHANGE_EVENT = 'masthead:digital-data';

type DataLayerWindow = Window & { digitalData?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Returns the page's `window.digitalData`, creating or completing it first. Idempotent and
 * additive: another remote's copy of this package or the host's tag manager may have created
 * it already, so existing values are kept and only missing parts are added.
 * @param win the window to work on; defaults to the global one.
 */
export function getDataLayer(win: Window = window): DigitalData {
  const holder = win as DataLayerWindow;
  if (!isObject(holder.digitalData)) holder.digitalData = {};
  const data = holder.digitalData as Record<string, unknown>;
  data.version ??= DATA_LAYER_VERSION;
  if (!isObject(data.site)) data.site = {};
  (data.site as Record<string, unknown>).siteIdentifierType ??= SITE_IDENTIFIER_TYPE;
  if (!isObject(data.page)) data.page = {};
  const page = data.page as Record<string, unknown>;
  if (!isObject(page.pageInfo)) page.pageInfo = {};
  (page.pageInfo as Record<string, unknown>).pageName ??= DEFAULT_PAGE_NAME;
  if (!isObject(page.attributes)) page.attributes = {};
  if (!isObject(data.user)) data.user = {};
  if (!Array.isArray(data.event)) data.event = [];
  return data as DigitalData;
}

export interface InitDataLayerOptions {
  /** The analytics page name; default `'most-popular'` (docs/behaviour.md#links). */
  pageName?: string;
  /** The window to work on; default the global one. */
  win?: Window;
}

/**
 * Sets the page's name and device category on the data layer (creating it if needed).
 * Call once on page load; calling again (from another remote) only updates the page info.
 */
export function initDataLayer({ pageName, win = window }: InitDataLayerOptions = {}): DigitalData {
  const data = getDataLayer(win);
  if (pageName !== undefined) data.page.pageInfo.pageName = pageName;
  data.page.attributes.deviceCategory = detectWindowDevice(win);
  notify(win, { kind: 'page' });
  return data;
}

/** Replaces the user values; null leaves the layer with no user info (docs/behaviour.md#errors). */
export function setUserValues(values: UserValues | null, win: Window = window): void {
  getDataLayer(win).user = values ? { profile: { profileInfo: values } } : {};
  notify(win, { kind: 'user', user: values });
}

/** The user values currently on the data layer, or null. */
export function getUserValues(win: Window = window): UserValues | null {
  return getDataLayer(win).user.profile?.profileInfo ?? null;
}

/** Appends `{ eventInfo: { eventName, timeStamp, ...fields } }` to `digitalData.event`. */
export function pushEvent(
  eventName: string,
  fields: Record<string, unknown> = {},
  win: Window = window,
): AnalyticsEvent {
  const event: AnalyticsEvent = {
    eventInfo: { ...fields, eventName, timeStamp: new Date().toISOString() },
  };
  getDataLayer(win).event.push(event);
  notify(win, { kind: 'event', event });
  return event;
}

/**
 * Calls `listener` after every change made through this package (by any copy of it on the
 * page). Returns the function that unsubscribes.
 */
export function subscribeToDataLayer(
  listener: (change: DataLayerChange) => void,
  win: Window = window,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<DataLayerChange>).detail);
  win.addEventListener(DATA_LAYER_CHANGE_EVENT, handler);
  return () => win.removeEventListener(DATA_LAYER_CHANGE_EVENT, handler);
}

/** Removes `window.digitalData` entirely (tests and stories start from a fresh page). */
export function resetDataLayer(win: Window = window): void {
  delete (win as DataLayerWindow).digitalData;
  notify(win, { kind: 'page' });
}

function notify(win: Window, change: DataLayerChange): void {
  // A throwing subscriber must not break the widget that fired the event: dispatchEvent
  // reports listener errors to the window's error handler instead of rethrowing.
  // The window's own CustomEvent: a foreign constructor would be rejected by its dispatchEvent.
  const { CustomEvent: WindowCustomEvent = CustomEvent } = win as Window & Partial<typeof globalThis>;
  win.dispatchEvent(new WindowCustomEvent(DATA_LAYER_CHANGE_EVENT, { detail: change }));
}
