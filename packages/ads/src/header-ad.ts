// Expose './HeaderAd' → <masthead-header-ad>
export { HeaderAd as default, headerAdAttributes as attributes } from './widgets.ts';
