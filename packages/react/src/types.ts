/**
 * The types of the components, taken from where Masthead defines them, never restated here:
 * each widget's attributes from the `attributes` export of its remote's expose (what the loader
 * validates a placeholder with, and what `masthead-loader.d.ts` is generated from), and the page
 * API from the loader. Every import here is `import type`: erased from what this package ships,
 * so no widget's code reaches a host's bundle through it.
 */
/* eslint-disable import-x/no-restricted-paths -- the remotes' attribute definitions, for their types only */
import type { attributes as footerAttributes } from '../../footer/src/widget.ts';
import type { attributes as headerAttributes } from '../../header-chrome/src/header.ts';
import type { attributes as headerAdAttributes } from '../../ads/src/header-ad.ts';
import type { attributes as interstitialAttributes } from '../../ads/src/interstitial.ts';
import type { attributes as partnerAdsAttributes } from '../../ads/src/partner-ads.ts';
/* eslint-enable import-x/no-restricted-paths */
import type { MastheadPageApi } from '../../loader/src/entry/page-api.ts';

export type { MastheadPageApi };
export type { AccountDialogOptions, CheckoutDialogOptions } from '@masthead/store/vanilla';

/** `Masthead.lendReact`'s argument: the host's `react`, `react-dom`, `react-dom/client`, `react/jsx-runtime`. */
export type ReactLibraries = Parameters<MastheadPageApi['lendReact']>[0];

/** A tuple of `N` elements, to count with. */
type Tuple<N extends number, Acc extends unknown[] = []> = Acc['length'] extends N
  ? Acc
  : Tuple<N, [...Acc, 0]>;

/** The integers from `Min` to `Max`. */
type Between<
  Min extends number,
  Max extends number,
  Acc extends unknown[] = Tuple<Min>,
  Out = never,
> = Acc['length'] extends Max ? Out | Max : Between<Min, Max, [...Acc, 0], Out | Acc['length']>;

/** A number as HTML writes it. */
type AsText<N> = N extends number ? `${N}` : never;

/** What JSX may write for an attribute, by its definition (as the generated declarations have it). */
type AttributeValue<Spec> = Spec extends { type: 'boolean' }
  ? boolean | 'true' | 'false' | ''
  : Spec extends { type: 'enum'; values: readonly (infer Value)[] }
    ? Value
    : Spec extends { type: 'number'; min: infer Min extends number; max: infer Max extends number }
      ? Between<Min, Max> | AsText<Between<Min, Max>>
      : Spec extends { type: 'number' }
        ? number | `${number}`
        : string;

/** A widget's attributes as optional props, named as in HTML (`'heading-level'`). */
export type WidgetAttributeProps<Definitions> = {
  -readonly [Name in keyof Definitions]?: AttributeValue<Definitions[Name]>;
};

export type MastheadHeaderAttributes = WidgetAttributeProps<typeof headerAttributes>;
export type MastheadFooterAttributes = WidgetAttributeProps<typeof footerAttributes>;
export type MastheadHeaderAdAttributes = WidgetAttributeProps<typeof headerAdAttributes>;
export type MastheadPartnerAdsAttributes = WidgetAttributeProps<typeof partnerAdsAttributes>;
export type MastheadInterstitialAttributes = WidgetAttributeProps<typeof interstitialAttributes>;
