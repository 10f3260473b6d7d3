/**
 * The demo ad provider: works offline, adds nothing global, serves the site's own house
 * creatives (plain DOM, no network) and can report any slot empty.
 */
import { copy } from '../copy.ts';
import styles from './demo.module.css';
import { emptyFill, type AdFill, type AdPlacement, type AdProvider } from './types.ts';

export interface DemoProviderOptions {
  /** Which slots report empty. Default: none. */
  isEmpty?: (unitId: string, placement: AdPlacement) => boolean;
  /** Milliseconds before a slot answers, like a real ad server. Default 0 (next task). */
  latencyMs?: number;
}

function houseCreative(placement: AdPlacement) {
  if (placement === 'header') return copy.house.header;
  if (placement === 'interstitial') return copy.house.interstitial;
  const index = Number(placement.slice('partner-'.length)) - 1;
  return copy.house.partner[index] ?? copy.house.partner[0];
}

export function createDemoProvider({
  isEmpty = () => false,
  latencyMs = 0,
}: DemoProviderOptions = {}): AdProvider {
  return {
    defineSlot({ unitId, sizes, container, placement }) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let creative: HTMLElement | undefined;
      const fill = new Promise<AdFill>((resolve) => {
        timer = setTimeout(() => {
          timer = undefined;
          const size = sizes[0];
          if (!size || isEmpty(unitId, placement)) return resolve(emptyFill);
          const house = houseCreative(placement);
          const doc = container.ownerDocument;
          creative = doc.createElement('a');
          // A banner (the phone's 320×50 header slot) sets its copy small, beside the button.
          const banner = size[1] < 80;
          creative.className = [styles.creative, banner ? styles.banner : undefined]
            .filter(Boolean)
            .join(' ');
          creative.setAttribute('href', house.href);
          creative.style.width = `${size[0]}px`;
          creative.style.height = `${size[1]}px`;
          const text = doc.createElement('span');
          text.textContent = house.text;
          const cta = doc.createElement('span');
          cta.className = styles.cta ?? '';
          cta.textContent = house.cta;
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
      };
    },
  };
}
