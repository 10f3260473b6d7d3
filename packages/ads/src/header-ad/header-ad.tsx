import { useEffect, useRef, useState } from 'react';
import { setHeaderAdPresent } from '@masthead/store';
import type { WidgetAttributes } from '@masthead/federation/contract';
import { useMessages } from '@masthead/i18n/react';
import { catalogue } from '../messages.ts';
import type { AdFill } from '../providers/types.ts';
import { adsWidgetAttributes, useAdsServices, type AdsWidgetProps } from '../services.ts';
import { AdSlot } from '../slot/ad-slot.tsx';
import styles from './header-ad.module.css';

export type HeaderAdProps = AdsWidgetProps;

/** CMS attributes of `<masthead-header-ad>`. */
export const attributes = { ...adsWidgetAttributes } as const satisfies WidgetAttributes;

/**
 * The header ad slot. Its box is reserved before the ad server answers (728×90, 320×50 on
 * narrow screens) and kept when the slot stays empty, so the page below never moves. It tells
 * the header, through the shared store, whether an ad is there (docs/behaviour.md#interstitial sticky offset).
 */
export default function HeaderAd(props: HeaderAdProps) {
  const root = useRef<HTMLElement>(null);
  const services = useAdsServices(props, root);
  const [fill, setFill] = useState<AdFill | null>(null);
  const copy = useMessages(catalogue);

  useEffect(() => {
    setHeaderAdPresent(fill?.status === 'filled');
  }, [fill]);
  useEffect(() => () => setHeaderAdPresent(false), []);

  const unit =
    services?.environment.wide === false
      ? services.config.units.header.mobile
      : services?.config.units.header.desktop;
  return (
    <aside ref={root} className={styles.root} aria-label={copy.adLabel} data-fill={fill?.status ?? 'pending'}>
      <span className={styles.label} aria-hidden="true">
        {copy.adLabel}
      </span>
      {services && unit ? (
        <AdSlot
          key={unit.id + unit.sizes.join()}
          provider={services.provider}
          unit={unit}
          placement="header"
          onFill={setFill}
        />
      ) : null}
    </aside>
  );
}
