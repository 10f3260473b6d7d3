/**
 * The demo ad provider: works offline, adds nothing global, serves the site's own house
 * creatives (plain DOM, no network) and can report any slot empty.
 */
import english from '../locales/en.json';
import type { AdsMessages } from '../messages.ts';
import styles from './demo.module.css';
import { emptyFill, type AdFill, type AdPlacement, type AdProvider } from './types.ts';

export interface DemoProviderOptions {
  /** Which slots report empty. Default: none. */
  isEmpty?: (unitId: string, placement: AdPlacement) => boolean;
  /** Milliseconds before a slot answers, like a real ad server. Default 0 (next task). */
  latencyMs?: number;
}

type HouseAd = keyof AdsMessages['house'];

/** Each slot's house creative: its words (the catalogue's `house` group) and its link. */
const houseAds: Record<AdPlacement, { readonly id: HouseAd; readonly href: string }> = {
  header: { id: 'subscribe', href: '/subscriptions' },
  interstitial: { id: 'gift', href: '/gift-subscriptions' },
  'partner-1': { id: 'webinars', href: '/webinars' },
  'partner-2': { id: 'newsletter', href: '/email-newsletters' },
  'partner-3': { id: 'cases', href: '/case-selections' },
  'partner-4': { id: 'podcasts', href: '/podcasts' },
};

export function createDemoProvider({
  isEmpty = () => false,
  latencyMs = 0,
}: DemoProviderOptions = {}): AdProvider {
  return {
    defineSlot({ unitId, sizes, container, placement, messages = english }) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let creative: HTMLElement | undefined;
      let words = messages;
      const house = houseAds[placement];
      const text = container.ownerDocument.createElement('span');
      const cta = container.ownerDocument.createElement('span');
      cta.className = styles.cta ?? '';
      const label = () => {
        text.textContent = words.house[house.id].text;
        cta.textContent = words.house[house.id].cta;
      };
      const fill = new Promise<AdFill>((resolve) => {
        timer = setTimeout(() => {
          timer = undefined;
          const size = sizes[0];
          if (!size || isEmpty(unitId, placement)) return resolve(emptyFill);
          creative = container.ownerDocument.createElement('a');
          // A banner (the phone's 320×50 header slot) sets its copy small, beside the button.
          const banner = size[1] < 80;
          creative.className = [styles.creative, banner ? styles.banner : undefined]
            .filter(Boolean)
            .join(' ');
          creative.setAttribute('href', house.href);
          creative.style.width = `${size[0]}px`;
          creative.style.height = `${size[1]}px`;
          label();
          creative.append(text, cta);
          container.append(creative);
          resolve({ status: 'filled', size });
        }, latencyMs);
      });
      return {
        fill,
        destroy() {
          if (timer !== undefined) clearTimeout(timer);
          timer = undefined;
          creative?.remove();
          creative = undefined;
        },
        relabel(next) {
          words = next;
          if (creative) label();
        },
      };
    },
  };
}
