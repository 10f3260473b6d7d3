// Expose './Interstitial' → <masthead-interstitial>
export { Interstitial as default, interstitialAttributes as attributes } from './widgets.ts';
