/**
 * The US-location check (docs/behaviour.md#checkout-handover) behind a small provider interface: a GeoIP-style
 * browser script queried for the country ISO code, cached after the first answer. A script
 * that does not load is logged; a lookup that fails raises 'Cannot retrieve location', and
 * the visitor then counts as not in the US.
 */
import { allowScriptUrl } from './script-policy.ts';
import { loadScript } from './script.ts';

/** Answers the visitor's ISO 3166-1 alpha-2 country code, or rejects. */
export interface LocationProvider {
  countryCode(): Promise<string>;
}

/** The error a failed lookup raises (docs/behaviour.md#errors). */
export const locationErrorMessage = 'Cannot retrieve location';

interface GeoIpLike {
  country(
    onSuccess: (answer: { country?: { iso_code?: string } }) => void,
    onError: (error: unknown) => void,
  ): void;
}

export interface GeoIpOptions {
  /** URL of the GeoIP script (for example MaxMind's GeoIP2 JavaScript client). */
  scriptUrl: string;
  /** Global the script defines. Default 'geoip2'. */
  globalName?: string;
  /** Document to load the script into. Default the global document, read when first used. */
  doc?: Document;
  /** Where a script load failure is logged. Default console.error. */
  logError?: (message: string, error: unknown) => void;
}

/**
 * The GeoIP-style adapter: loads the script once and calls `country(onSuccess, onError)`,
 * reading `country.iso_code`. A load failure is logged, and like any lookup failure rejects
 * with 'Cannot retrieve location'.
 */
export function geoIpLocationProvider(options: GeoIpOptions): LocationProvider {
  const {
    scriptUrl,
    globalName = 'geoip2',
    logError = (message, error) => console.error(message, error),
  } = options;
  allowScriptUrl(scriptUrl);
  return {
    async countryCode() {
      const doc = options.doc ?? document;
      try {
        await loadScript(scriptUrl, doc);
      } catch (error) {
        logError('[masthead] the geolocation script could not load', error);
        throw new Error(locationErrorMessage);
      }
      const geo = (doc.defaultView as unknown as Record<string, GeoIpLike | undefined> | null)?.[globalName];
      if (!geo) throw new Error(locationErrorMessage);
      return new Promise<string>((resolve, reject) => {
        geo.country(
          (answer) => {
            const code = answer.country?.iso_code;
            if (code) resolve(code);
            else reject(new Error(locationErrorMessage));
          },
          () => reject(new Error(locationErrorMessage)),
        );
      });
    },
  };
}

/**
 * The demo's offline adapter: the page URL's `?country=` parameter (e.g. `?country=US`),
 * else `fallback` (default 'GB', a visitor outside the US).
 */
export function demoLocationProvider(win?: Window, fallback = 'GB'): LocationProvider {
  return {
    countryCode() {
      const search = (win ?? window).location.search;
      const country = new URLSearchParams(search).get('country');
      return Promise.resolve(country ? country.trim().toUpperCase() : fallback);
    },
  };
}

/** Whether the visitor is in the US; the first answer is kept, a failure is not. */
export interface UsLocation {
  isUs(): Promise<boolean>;
}

/**
 * Wraps a provider with the docs/behaviour.md's rules: `isUs()` resolves true when the code is 'US',
 * keeps the first answer (one lookup however many callers ask), and resolves false when the
 * lookup raises (the provider has logged what needs logging); a failure is asked again next time.
 */
export function createUsLocation(provider: LocationProvider): UsLocation {
  let answer: Promise<boolean> | undefined;
  return {
    isUs() {
      answer ??= provider.countryCode().then(
        (code) => code.toUpperCase() === 'US',
        () => {
          answer = undefined;
          return false;
        },
      );
      return answer;
    },
  };
}
