/**
 * What the ad widgets depend on, resolved once per widget: configuration, the ad provider,
 * the consent provider and the page they live in. The CMS chooses adapters with attributes;
 * tests and stories replace any part through `AdsServicesContext`.
 */
import { createContext, useContext, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { deviceCategory, type DeviceCategory } from '@masthead/analytics/device';
import type { WidgetAttributes } from '@masthead/federation/contract';
import { adsConfig, type AdsConfig } from './config.ts';
import { tcfConsent, pageTcfApi } from './consent/tcf.ts';
import { staticConsent, type ConsentProvider } from './consent/types.ts';
import { createDemoProvider } from './providers/demo.ts';
import { createGptProvider, pageGoogleTag } from './providers/gpt.ts';
import type { AdPlacement, AdProvider } from './providers/types.ts';

/** Props every ad widget takes from its CMS attributes. */
export interface AdsWidgetProps {
  /** Ad server adapter: the page's Google Publisher Tag, or offline house ads. Default 'gpt'. */
  provider?: 'gpt' | 'demo';
  /** With the demo provider: fill every slot, none, or some (partner 2 and 4, interstitial desktop empty). Default 'filled'. */
  demoFill?: 'filled' | 'empty' | 'partial';
}

export const adsWidgetAttributes = {
  provider: { prop: 'provider', type: 'enum', values: ['gpt', 'demo'] },
  'demo-fill': { prop: 'demoFill', type: 'enum', values: ['filled', 'empty', 'partial'] },
} as const satisfies WidgetAttributes;

/** What the widgets read from the page; pure data and functions, so tests can fake any of it. */
export interface AdsEnvironment {
  /** `location.search` */
  search: string;
  /** `document.cookie` */
  cookie: string;
  /** The browser's localStorage, read lazily (reading it throws where storage is blocked). */
  storage: () => Storage | null;
  now: () => number;
  device: DeviceCategory;
  /** True when the viewport is wide enough for the desktop header ad (matches the CSS). */
  wide: boolean;
  /** What this page view has already shown ('interstitial' opens at most once per visit). */
  visit: Set<string>;
}

export interface AdsServices {
  config: AdsConfig;
  provider: AdProvider;
  consent: ConsentProvider;
  environment: AdsEnvironment;
}

export interface AdsServicesOverrides {
  config?: AdsConfig;
  provider?: AdProvider;
  consent?: ConsentProvider;
  environment?: Partial<AdsEnvironment>;
}

export const AdsServicesContext = createContext<AdsServicesOverrides>({});

/** Header ad breakpoint; the same number is in header-ad.module.css. */
export const wideQuery = '(min-width: 768px)';

const visits = new WeakMap<Document, Set<string>>();

export function readEnvironment(doc: Document): AdsEnvironment {
  const win = doc.defaultView;
  let cookie = '';
  try {
    cookie = doc.cookie;
  } catch {
    // Sandboxed documents throw on cookie access; no cookie then.
  }
  const screenWidth = win?.screen?.width
    ? Math.min(win.screen.width, win.screen.height || win.screen.width)
    : 0;
  let visit = visits.get(doc);
  if (!visit) visits.set(doc, (visit = new Set()));
  return {
    search: win?.location.search ?? '',
    cookie,
    storage: () => win?.localStorage ?? null,
    now: () => Date.now(),
    device: deviceCategory({
      userAgent: win?.navigator.userAgent ?? '',
      width: screenWidth || win?.innerWidth,
      maxTouchPoints: win?.navigator.maxTouchPoints,
    }),
    wide: win?.matchMedia?.(wideQuery).matches ?? true,
    visit,
  };
}

function demoEmpty(fill: AdsWidgetProps['demoFill'], config: AdsConfig) {
  if (fill === 'empty') return () => true;
  if (fill !== 'partial') return () => false;
  return (unitId: string, placement: AdPlacement) =>
    placement === 'partner-2' || placement === 'partner-4' || unitId === config.units.interstitialDesktop.id;
}

/**
 * The services of one widget, once the widget's element is in a document (null before).
 * `anchor` is any element the widget renders; its document is the page, never the global one.
 */
export function useAdsServices(
  { provider = 'gpt', demoFill = 'filled' }: AdsWidgetProps,
  anchor: RefObject<HTMLElement | null>,
  consentChoice: 'tcf' | 'granted' | 'denied' = 'tcf',
): AdsServices | null {
  const overrides = useContext(AdsServicesContext);
  const [doc, setDoc] = useState<Document>();
  useLayoutEffect(() => {
    // A node's document is known only once it is committed; layout effect, so before paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDoc(anchor.current?.ownerDocument);
    // The anchor is a ref of the calling widget: read once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return useMemo(() => {
    if (!doc) return null;
    const config = overrides.config ?? adsConfig;
    const win = doc.defaultView;
    return {
      config,
      provider:
        overrides.provider ??
        (provider === 'demo'
          ? createDemoProvider({ isEmpty: demoEmpty(demoFill, config), latencyMs: 50 })
          : createGptProvider(() => pageGoogleTag(win))),
      consent:
        overrides.consent ??
        (consentChoice === 'tcf'
          ? tcfConsent(() => pageTcfApi(win))
          : staticConsent(consentChoice === 'granted')),
      environment: { ...readEnvironment(doc), ...overrides.environment },
    };
  }, [doc, overrides, provider, demoFill, consentChoice]);
}
