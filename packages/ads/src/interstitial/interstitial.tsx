import { lazy, Suspense, useRef } from 'react';
import type { WidgetAttributes } from '@masthead/federation/contract';
import { useMessages } from '@masthead/i18n/react';
import { catalogue } from '../messages.ts';
import { adsWidgetAttributes, useAdsServices, type AdsWidgetProps } from '../services.ts';
import { AdSlot } from '../slot/ad-slot.tsx';
import { useInterstitial } from './use-interstitial.ts';
import { useReaderPlace } from './use-reader-place.ts';
import styles from './interstitial.module.css';

export interface InterstitialProps extends AdsWidgetProps {
  /** Where the reader's ad consent comes from: the page's TCF CMP, or a fixed answer. Default 'tcf'. */
  consent?: 'tcf' | 'granted' | 'denied';
}

// The modal (with focus-trap) is half the remote's weight: it is fetched only on a page view
// that qualifies for the interstitial, never on the many that are capped or suppressed.
const Modal = lazy(() => import('@masthead/ui-kit/modal').then((kit) => ({ default: kit.Modal })));

/** CMS attributes of `<masthead-interstitial>`. */
export const attributes = {
  ...adsWidgetAttributes,
  consent: { prop: 'consent', type: 'enum', values: ['tcf', 'granted', 'denied'] },
} as const satisfies WidgetAttributes;

/**
 * The interstitial ad (docs/behaviour.md#interstitial): a modal dialog shown at most once per visit and once per
 * 12 hours, never when suppressed or without consent, only once its ad has filled; it closes
 * on its button or Escape with a 300 ms exit, and by itself after 30 s. Closed on a page where
 * nothing had focus, it puts focus where the reader was (use-reader-place.ts).
 */
export default function Interstitial({ consent = 'tcf', ...props }: InterstitialProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const services = useAdsServices(props, anchor, consent);
  const copy = useMessages(catalogue);
  const { phase, unit, onFill, close } = useInterstitial(services);
  const frame = useRef<HTMLDivElement>(null);
  useReaderPlace(anchor, frame, phase);
  const showing = phase !== 'checking' && phase !== 'done';

  return (
    <>
      <span ref={anchor} hidden />
      {services && unit && showing ? (
        <Suspense fallback={null}>
          <Modal
            open={phase === 'open'}
            onOpenChange={(open) => {
              if (!open) close();
            }}
            // Rendered hidden while the ad server answers (and while another dialog is open):
            // the dialog appears only with an ad in it, over nothing else.
            keepMounted={phase === 'loading' || phase === 'waiting'}
            exitDuration={services.config.interstitial.exitMs}
            title={copy.interstitialTitle}
            hideTitle
            closeLabel={copy.interstitialClose}
            className={styles.panel}
          >
            {/* The label sits on the ad's own left edge, beside the close button, never over the ad. */}
            <div ref={frame} className={styles.frame}>
              <span className={styles.label} aria-hidden="true">
                {copy.adLabel}
              </span>
              <AdSlot
                key={unit.id}
                provider={services.provider}
                unit={unit}
                placement="interstitial"
                onFill={onFill}
                className={styles.slot}
              />
            </div>
          </Modal>
        </Suspense>
      ) : null}
    </>
  );
}
