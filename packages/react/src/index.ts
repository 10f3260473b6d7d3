/**
 * `@masthead/react`: Masthead's widgets in a React or server-rendered site. The placements and
 * the loader's tag render anywhere, server components included; the provider and the dialog
 * button are client components.
 */
export {
  MastheadFooter,
  MastheadHeader,
  MastheadHeaderAd,
  MastheadInterstitial,
  MastheadPartnerAds,
} from './widgets.tsx';
export type {
  MastheadFooterProps,
  MastheadHeaderAdProps,
  MastheadHeaderProps,
  MastheadInterstitialProps,
  MastheadPartnerAdsProps,
  PlacementProps,
} from './widgets.tsx';
export { MastheadScript } from './masthead-script.tsx';
export type { MastheadScriptProps } from './masthead-script.tsx';
export { MastheadProvider } from './provider.tsx';
export type { MastheadProviderProps } from './provider.tsx';
export { MastheadDialogButton } from './dialog-button.tsx';
export type { MastheadDialogButtonProps } from './dialog-button.tsx';
export { navigateEvent, readyEvent, whenMasthead } from './page-api.ts';
export type { NavigateDetail } from './page-api.ts';
export type {
  AccountDialogOptions,
  CheckoutDialogOptions,
  MastheadFooterAttributes,
  MastheadHeaderAdAttributes,
  MastheadHeaderAttributes,
  MastheadInterstitialAttributes,
  MastheadPageApi,
  MastheadPartnerAdsAttributes,
  ReactLibraries,
} from './types.ts';
