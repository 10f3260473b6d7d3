/**
 * Google-Publisher-Tag-style adapter. It uses the page's own `googletag` (the site loads
 * gpt.js itself, under its consent rules); it loads no script and adds no global. Without a
 * `googletag` on the page every slot reports empty.
 */
import type { AdSize } from '../config.ts';
import { emptyFill, type AdFill, type AdProvider } from './types.ts';

/** The small part of the GPT API this adapter uses. */
export interface GptSlot {
  addService(service: GptPubAds): GptSlot;
}
export interface GptSlotRenderEndedEvent {
  slot: GptSlot;
  isEmpty: boolean;
  size: readonly [number, number] | string | null;
}
export interface GptPubAds {
  addEventListener(type: 'slotRenderEnded', listener: (event: GptSlotRenderEndedEvent) => void): unknown;
  removeEventListener(type: 'slotRenderEnded', listener: (event: GptSlotRenderEndedEvent) => void): unknown;
}
export interface GoogleTag {
  cmd: { push(callback: () => void): unknown };
  defineSlot(unitId: string, sizes: AdSize[], divId: string): GptSlot | null;
  pubads(): GptPubAds;
  enableServices(): void;
  display(divId: string): void;
  destroySlots(slots: GptSlot[]): boolean;
}

let nextId = 0;

/** `getTag` reads the page's googletag when a slot is defined (it may arrive after us). */
export function createGptProvider(getTag: () => GoogleTag | undefined): AdProvider {
  return {
    defineSlot({ unitId, sizes, container }) {
      const tag = getTag();
      if (!tag) return { fill: Promise.resolve(emptyFill), destroy() {} };
      nextId += 1;
      container.id ||= `mh-ad-${nextId}`;
      const divId = container.id;
      let slot: GptSlot | null = null;
      let listener: ((event: GptSlotRenderEndedEvent) => void) | undefined;
      let destroyed = false;
      const fill = new Promise<AdFill>((resolve) => {
        tag.cmd.push(() => {
          if (destroyed) return;
          slot = tag.defineSlot(unitId, [...sizes], divId);
          if (!slot) return resolve(emptyFill);
          const pubads = tag.pubads();
          slot.addService(pubads);
          listener = (event) => {
            if (event.slot !== slot) return;
            const size = Array.isArray(event.size) ? (event.size as unknown as AdSize) : sizes[0];
            resolve(event.isEmpty || !size ? emptyFill : { status: 'filled', size });
          };
          pubads.addEventListener('slotRenderEnded', listener);
          tag.enableServices();
          tag.display(divId);
        });
      });
      return {
        fill,
        destroy() {
          if (destroyed) return;
          destroyed = true;
          tag.cmd.push(() => {
            if (listener) tag.pubads().removeEventListener('slotRenderEnded', listener);
            if (slot) tag.destroySlots([slot]);
          });
        },
      };
    },
  };
}

/** The page's googletag, if it has one. */
export function pageGoogleTag(win: Window | null | undefined): GoogleTag | undefined {
  return (win as (Window & { googletag?: GoogleTag }) | null | undefined)?.googletag;
}
