import { useRef, useState } from 'react';
import type { WidgetAttributes } from '@masthead/federation/contract';
import { useMessages } from '@masthead/i18n/react';
import { catalogue } from '../messages.ts';
import type { AdFill } from '../providers/types.ts';
import { adsWidgetAttributes, useAdsServices, type AdsWidgetProps } from '../services.ts';
import { AdSlot } from '../slot/ad-slot.tsx';
import { useBelowViewport } from './use-below-viewport.ts';
import styles from './partner-ads.module.css';

export type PartnerAdsProps = AdsWidgetProps;

/** CMS attributes of `<masthead-partner-ads>`. */
export const attributes = { ...adsWidgetAttributes } as const satisfies WidgetAttributes;

const placements = ['partner-1', 'partner-2', 'partner-3', 'partner-4'] as const;

/**
 * The partner advertising block: four partner-center slots in a reserved grid. An empty slot
 * leaves a blank cell while the block is on screen (the filled ads never move under the
 * reader's eyes) and collapses as soon as the block is below the viewport, where the change
 * shifts nothing the reader sees. When all four are empty the whole block collapses there.
 */
export default function PartnerAds(props: PartnerAdsProps) {
  const root = useRef<HTMLElement>(null);
  const services = useAdsServices(props, root);
  const copy = useMessages(catalogue);
  const [fills, setFills] = useState<readonly (AdFill | null)[]>([null, null, null, null]);
  const settled = fills.every((fill) => fill !== null);
  const anyEmpty = fills.some((fill) => fill?.status === 'empty');
  const allEmpty = fills.every((fill) => fill?.status === 'empty');
  const collapsed = useBelowViewport(root, settled && anyEmpty);

  return (
    <aside
      ref={root}
      className={styles.root}
      aria-label={copy.partnerAdsLabel}
      data-collapsed={collapsed && allEmpty ? 'all' : String(collapsed)}
    >
      <span className={styles.label} aria-hidden="true">
        {copy.adLabel}
      </span>
      <div className={styles.grid}>
        {services
          ? services.config.units.partner.map((unit, index) => (
              <div key={unit.id} className={styles.cell} data-fill={fills[index]?.status ?? 'pending'}>
                <AdSlot
                  provider={services.provider}
                  unit={unit}
                  placement={placements[index] ?? 'partner-1'}
                  onFill={(fill) =>
                    setFills((current) => current.map((old, i) => (i === index ? fill : old)))
                  }
                />
              </div>
            ))
          : null}
      </div>
    </aside>
  );
}
