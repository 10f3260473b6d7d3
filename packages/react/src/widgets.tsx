/**
 * One component per widget: its custom element with its attributes, and what the element
 * holds until the widget mounts. No hooks and no 'use client': they render in a server
 * component, and in a client one alike.
 *
 * Why the content is never React's children: the loader replaces a placeholder's content with
 * the mounted widget as soon as its code is in, which on a server-rendered page can be before
 * React hydrates it. Children React had rendered on the server would then be missing when it
 * hydrates, a mismatch (React's error #418) that makes it render the page again on the client,
 * and mount the widget a second time. The content is therefore `markup`, an HTML string given
 * as `dangerouslySetInnerHTML` (React neither hydrates nor compares what is inside), or nothing
 * (an empty text child, which `suppressHydrationWarning` lets differ); React then leaves the
 * inside of the element to the loader whatever it finds there.
 */
import { createElement, type ReactElement } from 'react';
import type {
  MastheadFooterAttributes,
  MastheadHeaderAdAttributes,
  MastheadHeaderAttributes,
  MastheadInterstitialAttributes,
  MastheadPartnerAdsAttributes,
} from './types.ts';

/** Marks a placeholder whose content is the widget's prerendered markup (the loader reads it). */
const prerenderedAttribute = 'data-masthead-prerendered';

export interface PlacementProps {
  /**
   * The widget's prerendered markup, as `@masthead/react/server` reads it for the page: it
   * shows from the first paint and works before the widget's code is in, and the element is
   * marked `data-masthead-prerendered`. Default: none (the element is empty until the widget
   * mounts; give it its box in the page's stylesheet). Keep it the same string across renders:
   * a different one would replace the mounted widget.
   */
  markup?: string | undefined;
  /**
   * `'lazy'`: the widget's code loads only as the reader scrolls within a screen of it, or
   * presses or focuses inside it (for a widget far down the page, such as the footer; its
   * `markup` stands in until then). Default: at once.
   */
  loading?: 'lazy' | 'eager' | undefined;
  /** The element's `id`. */
  id?: string | undefined;
  /** The element's `class`. */
  className?: string | undefined;
}

/** `true` → present, `false` → left out, anything else as text, as the loader reads attributes. */
function attributeValues(attributes: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    values[name] = value === true ? '' : String(value);
  }
  return values;
}

function placement(tag: string, props: PlacementProps): ReactElement {
  const { markup, id, className, ...attributes } = props;
  const content = !markup
    ? { children: '' }
    : { dangerouslySetInnerHTML: { __html: markup }, [prerenderedAttribute]: '' };
  return createElement(tag, {
    ...attributeValues(attributes as Record<string, unknown>),
    ...(id === undefined ? {} : { id }),
    ...(className === undefined ? {} : { className }),
    ...content,
    suppressHydrationWarning: true,
  });
}

export type MastheadHeaderProps = PlacementProps & MastheadHeaderAttributes;
export type MastheadFooterProps = PlacementProps & MastheadFooterAttributes;
export type MastheadHeaderAdProps = PlacementProps & MastheadHeaderAdAttributes;
export type MastheadPartnerAdsProps = PlacementProps & MastheadPartnerAdsAttributes;
export type MastheadInterstitialProps = PlacementProps & MastheadInterstitialAttributes;

/**
 * `<masthead-header>`: the site header. With the header's prerendered `markup` it shows with
 * the page and its Sign In works before its code is in (docs/embedding.md). Place it directly
 * in `<body>`, outside `<main>`.
 */
export function MastheadHeader(props: MastheadHeaderProps): ReactElement {
  return placement('masthead-header', props);
}

/** `<masthead-footer>`: the site footer; place it last, directly in `<body>`. */
export function MastheadFooter(props: MastheadFooterProps): ReactElement {
  return placement('masthead-footer', props);
}

/** `<masthead-header-ad>`: the ad under the header. */
export function MastheadHeaderAd(props: MastheadHeaderAdProps): ReactElement {
  return placement('masthead-header-ad', props);
}

/** `<masthead-partner-ads>`: the block of partner ads. */
export function MastheadPartnerAds(props: MastheadPartnerAdsProps): ReactElement {
  return placement('masthead-partner-ads', props);
}

/** `<masthead-interstitial>`: the interstitial ad, at most once per page view. */
export function MastheadInterstitial(props: MastheadInterstitialProps): ReactElement {
  return placement('masthead-interstitial', props);
}
