// Expose './PartnerAds' → <masthead-partner-ads>
export { PartnerAds as default, partnerAdsAttributes as attributes } from './widgets.ts';
