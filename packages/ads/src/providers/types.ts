import type { AdSize } from '../config.ts';
import type { AdsMessages } from '../messages.ts';

/** What the ad server answered for one slot. */
export type AdFill = { readonly status: 'filled'; readonly size: AdSize } | { readonly status: 'empty' };

export interface AdSlotRequest {
  /** Ad unit id (configuration). */
  readonly unitId: string;
  readonly sizes: readonly AdSize[];
  /** The element the creative renders into; it stays in place while the slot lives. */
  readonly container: HTMLElement;
  /** Which of the page's slots this is, for house creatives and reporting. */
  readonly placement: AdPlacement;
  /**
   * The widget's messages in its locale, for a provider that draws text of its own (the demo
   * provider's house creatives). Default: English.
   */
  readonly messages?: AdsMessages;
}

export type AdPlacement = 'header' | 'interstitial' | `partner-${1 | 2 | 3 | 4}`;

export interface AdSlotHandle {
  /** Settles once: filled with the creative's size, or empty. Never rejects. */
  readonly fill: Promise<AdFill>;
  /** Remove the creative and every listener and timer the slot holds. Safe to call twice. */
  destroy(): void;
  /** The widget's locale changed: a provider's own text follows, the creative stays. */
  relabel?(messages: AdsMessages): void;
}

/** An ad server behind one small interface: define a slot in a container, hear whether it filled. */
export interface AdProvider {
  defineSlot(request: AdSlotRequest): AdSlotHandle;
}

export const emptyFill: AdFill = { status: 'empty' };
