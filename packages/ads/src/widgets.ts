/**
 * All three ad widgets in one module. Each expose re-exports its widget from here, so the
 * bundler emits one chunk (and one stylesheet) for the widgets an article page shows together,
 * instead of one per widget: fewer requests and better compression, within the 20 KB budget.
 */
export { default as HeaderAd, attributes as headerAdAttributes } from './header-ad/header-ad.tsx';
export type { HeaderAdProps } from './header-ad/header-ad.tsx';
export {
  default as Interstitial,
  attributes as interstitialAttributes,
} from './interstitial/interstitial.tsx';
export type { InterstitialProps } from './interstitial/interstitial.tsx';
export { default as PartnerAds, attributes as partnerAdsAttributes } from './partner-ads/partner-ads.tsx';
export type { PartnerAdsProps } from './partner-ads/partner-ads.tsx';
