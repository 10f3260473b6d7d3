import { useEffect, useMemo, useRef, useState } from 'react';
import { selectDialog, useMasthead } from '@masthead/store';
import type { AdUnit } from '../config.ts';
import type { AdFill } from '../providers/types.ts';
import { frequencyCap, type FrequencyCap } from '../rules/frequency-cap.ts';
import { suppressionReason } from '../rules/suppression.ts';
import type { AdsServices } from '../services.ts';

/**
 * checking → done when suppressed, capped, already shown this visit, or without consent;
 * checking → loading (slot requested, dialog hidden) → open → closing (exit) → done;
 * loading → done when both slots report empty. A filled ad is `waiting` (still hidden)
 * instead of `open` while the reader is in another dialog, and opens when that one closes.
 */
export type InterstitialPhase = 'checking' | 'loading' | 'waiting' | 'open' | 'closing' | 'done';
type Step = Exclude<InterstitialPhase, 'waiting' | 'open'> | 'filled';

export interface InterstitialState {
  phase: InterstitialPhase;
  /** The slot being asked: the device's own first, then the other one. */
  unit: AdUnit | undefined;
  onFill: (fill: AdFill) => void;
  close: () => void;
}

const visitKey = 'interstitial';

function capOf({ environment, config }: AdsServices): FrequencyCap {
  return frequencyCap({
    storage: environment.storage,
    key: config.interstitial.storageKey,
    intervalMs: config.interstitial.frequencyCapMs,
    now: environment.now,
  });
}

/** Mobile devices ask the mobile slot first; tablets and desktops the desktop slot. */
function slotsFor({ environment, config }: AdsServices): AdUnit[] {
  const { interstitialMobile, interstitialDesktop } = config.units;
  return environment.device === 'Mobile'
    ? [interstitialMobile, interstitialDesktop]
    : [interstitialDesktop, interstitialMobile];
}

/** The interstitial's rules (docs/behaviour.md#interstitial) as a state machine with no DOM. */
export function useInterstitial(services: AdsServices | null): InterstitialState {
  const [phase, setPhase] = useState<Step>('checking');
  const [attempt, setAttempt] = useState(0);
  // Never over the account or checkout dialog: it would take the reader's focus mid-form.
  const otherDialogOpen = useMasthead(selectDialog) !== null;

  // Decided once, when the widget mounts: a page view either qualifies or it does not.
  const blocked = useMemo(
    () =>
      services !== null &&
      (services.environment.visit.has(visitKey) ||
        suppressionReason(services.environment, services.config.interstitial) !== null ||
        capOf(services).seenRecently()),
    [services],
  );
  let current: InterstitialPhase = phase === 'filled' ? 'open' : phase;
  if (blocked && phase === 'checking') current = 'done';
  if (phase === 'filled' && otherDialogOpen) current = 'waiting';

  // Counted against the caps once actually shown, not when the ad filled behind a dialog.
  const counted = useRef(false);
  useEffect(() => {
    if (!services || current !== 'open' || counted.current) return;
    counted.current = true;
    services.environment.visit.add(visitKey);
    capOf(services).record();
  }, [services, current]);

  useEffect(() => {
    if (!services || blocked || phase !== 'checking') return undefined;
    return services.consent.onAdConsent((granted) => setPhase(granted ? 'loading' : 'done'));
  }, [services, blocked, phase]);

  useEffect(() => {
    if (!services || current !== 'open') return undefined;
    const timer = setTimeout(() => setPhase('closing'), services.config.interstitial.autoCloseMs);
    return () => clearTimeout(timer);
  }, [services, current]);

  useEffect(() => {
    if (!services || phase !== 'closing') return undefined;
    const timer = setTimeout(() => setPhase('done'), services.config.interstitial.exitMs);
    return () => clearTimeout(timer);
  }, [services, phase]);

  const units = services ? slotsFor(services) : [];
  const onFill = (fill: AdFill) => {
    if (!services || phase !== 'loading') return;
    if (fill.status === 'empty') {
      if (attempt + 1 < units.length) setAttempt(attempt + 1);
      else setPhase('done');
      return;
    }
    setPhase('filled');
  };

  return {
    phase: current,
    unit: units[attempt],
    onFill,
    close: () => setPhase((now) => (now === 'filled' ? 'closing' : now)),
  };
}
