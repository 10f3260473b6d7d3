/**
 * Fakes for the ads' tests and stories: an ad provider that records what it was asked and
 * answers as told, a memory storage, and a services wrapper. Not exposed; never bundled.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { adsConfig } from './config.ts';
import { staticConsent, type ConsentProvider } from './consent/types.ts';
import type { AdFill, AdProvider, AdSlotRequest } from './providers/types.ts';
import { AdsServicesContext, type AdsEnvironment, type AdsServicesOverrides } from './services.ts';

export interface FakeProvider extends AdProvider {
  requests: AdSlotRequest[];
  destroyed: string[];
}

/** Answers every slot at once (next microtask): filled with its first size, unless listed empty. */
export function fakeProvider(emptyUnits: readonly string[] = []): FakeProvider {
  const requests: AdSlotRequest[] = [];
  const destroyed: string[] = [];
  return {
    requests,
    destroyed,
    defineSlot(request) {
      requests.push(request);
      const size = request.sizes[0];
      let creative: HTMLAnchorElement | undefined;
      let fill: AdFill = { status: 'empty' };
      if (size && !emptyUnits.includes(request.unitId)) {
        creative = request.container.ownerDocument.createElement('a');
        creative.href = '/subscriptions';
        creative.textContent = `House ad (${request.placement})`;
        request.container.append(creative);
        fill = { status: 'filled', size };
      }
      return {
        fill: Promise.resolve(fill),
        destroy() {
          destroyed.push(request.unitId);
          creative?.remove();
        },
      };
    },
  };
}

export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

export function fakeEnvironment(overrides: Partial<AdsEnvironment> = {}): Partial<AdsEnvironment> {
  const storage = memoryStorage();
  return {
    search: '',
    cookie: '',
    storage: () => storage,
    now: () => Date.now(),
    device: 'Desktop',
    wide: true,
    visit: new Set(),
    ...overrides,
  };
}

export interface AdsFakesProps {
  provider?: AdProvider;
  consent?: ConsentProvider;
  environment?: Partial<AdsEnvironment>;
  children: ReactNode;
}

/** Wrap a widget with fake services (defaults: every slot filled, consent granted, a desktop). */
export function AdsFakes({ provider, consent, environment, children }: AdsFakesProps) {
  const [defaults] = useState(() => ({
    provider: fakeProvider(),
    consent: staticConsent(true),
    environment: fakeEnvironment(),
  }));
  const value = useMemo<AdsServicesOverrides>(
    () => ({
      config: adsConfig,
      provider: provider ?? defaults.provider,
      consent: consent ?? defaults.consent,
      environment: environment ?? defaults.environment,
    }),
    [provider, consent, environment, defaults],
  );
  return <AdsServicesContext.Provider value={value}>{children}</AdsServicesContext.Provider>;
}
