/**
 * Everything about the ads that is configuration rather than code (docs/behaviour.md#ad-providers):
 * ad unit ids, creative sizes, the interstitial's suppression values and its timings.
 */

/** A creative size in CSS pixels: [width, height], as GPT writes it. */
export type AdSize = readonly [width: number, height: number];

export interface AdUnit {
  /** Ad unit path, as the ad server knows it. */
  readonly id: string;
  /** Sizes the slot accepts; the first one is the space reserved for it. */
  readonly sizes: readonly AdSize[];
}

export interface AdsConfig {
  readonly units: {
    readonly header: { readonly desktop: AdUnit; readonly mobile: AdUnit };
    readonly interstitialMobile: AdUnit;
    readonly interstitialDesktop: AdUnit;
    /** The four partner-center slots. */
    readonly partner: readonly [AdUnit, AdUnit, AdUnit, AdUnit];
  };
  readonly interstitial: {
    /** `cm_mmc` values that suppress it: the two email campaigns and paid search (cpc). */
    readonly suppressingCampaigns: readonly string[];
    /** A partner's visitors carry this cookie; they never see the interstitial. */
    readonly partnerCookie: string;
    /** At most once per this many ms per browser (docs/behaviour.md#limits: 12 hours). */
    readonly frequencyCapMs: number;
    /** Where the last showing is remembered (localStorage). */
    readonly storageKey: string;
    /** It closes itself after this many ms (docs/behaviour.md#limits: 30 s). */
    readonly autoCloseMs: number;
    /** Length of the exit transition (docs/behaviour.md#limits: 300 ms). */
    readonly exitMs: number;
  };
}

const unit = (id: string, ...sizes: AdSize[]): AdUnit => ({ id, sizes });

export const adsConfig: AdsConfig = {
  units: {
    header: {
      desktop: unit('/21700000/masthead/header', [728, 90]),
      mobile: unit('/21700000/masthead/header', [320, 50]),
    },
    interstitialMobile: unit('/21700000/masthead/interstitial-mobile', [320, 480]),
    interstitialDesktop: unit('/21700000/masthead/interstitial-desktop', [640, 480]),
    partner: [
      unit('/21700000/masthead/partner-center-1', [300, 100]),
      unit('/21700000/masthead/partner-center-2', [300, 100]),
      unit('/21700000/masthead/partner-center-3', [300, 100]),
      unit('/21700000/masthead/partner-center-4', [300, 100]),
    ],
  },
  interstitial: {
    suppressingCampaigns: ['email-newsletter', 'email-alert', 'cpc'],
    partnerCookie: 'mh_partner',
    frequencyCapMs: 43_200_000,
    storageKey: 'masthead:interstitial:last-shown',
    autoCloseMs: 30_000,
    exitMs: 300,
  },
};
