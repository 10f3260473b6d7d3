import { useEffect, useMemo, useState } from 'react';
import type { AdUnit } from '../config.ts';
import type { AdFill } from '../providers/types.ts';
import { frequencyCap, type FrequencyCap } from '../rules/frequency-cap.ts';
import { suppressionReason } from '../rules/suppression.ts';
import type { AdsServices } from '../services.ts';

/**
 * checking → done when suppressed, capped, already shown this visit, or without consent;
 * checking → loading (slot requested, dialog hidden) → open → closing (exit) → done;
 * loading → done when both slots report empty.
 */
export type InterstitialPhase = 'checking' | 'loading' | 'open' | 'closing' | 'done';

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

/** The interstitial's rules (SPEC 4, 9; issue 8) as a state machine with no DOM. */
export function useInterstitial(services: AdsServices | null): InterstitialState {
  const [phase, setPhase] = useState<InterstitialPhase>('checking');
  const [attempt, setAttempt] = useState(0);

  // Decided once, when the widget mounts: a page view either qualifies or it does not.
  const blocked = useMemo(
    () =>
      services !== null &&
      (services.environment.visit.has(visitKey) ||
        suppressionReason(services.environment, services.config.interstitial) !== null ||
        capOf(services).seenRecently()),
    [services],
  );
  const current: InterstitialPhase = blocked && phase === 'checking' ? 'done' : phase;

  useEffect(() => {
    if (!services || blocked || phase !== 'checking') return undefined;
    return services.consent.onAdConsent((granted) => setPhase(granted ? 'loading' : 'done'));
  }, [services, blocked, phase]);

  useEffect(() => {
    if (!services || phase !== 'open') return undefined;
    const timer = setTimeout(() => setPhase('closing'), services.config.interstitial.autoCloseMs);
    return () => clearTimeout(timer);
  }, [services, phase]);

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
    services.environment.visit.add(visitKey);
    capOf(services).record();
    setPhase('open');
  };

  return {
    phase: current,
    unit: units[attempt],
    onFill,
    close: () => setPhase((now) => (now === 'open' ? 'closing' : now)),
  };
}
