import { useEffect, useRef } from 'react';
import { useMessages } from '@masthead/i18n/react';
import type { AdUnit } from '../config.ts';
import { catalogue } from '../messages.ts';
import {
  emptyFill,
  type AdFill,
  type AdPlacement,
  type AdProvider,
  type AdSlotHandle,
} from '../providers/types.ts';
import styles from './ad-slot.module.css';

export interface AdSlotProps {
  provider: AdProvider;
  unit: AdUnit;
  placement: AdPlacement;
  /** Called once with the ad server's answer. */
  onFill: (fill: AdFill) => void;
  className?: string | undefined;
}

/**
 * One ad slot: a box of the unit's first size, defined with the provider on mount and
 * destroyed on unmount. Give it a `key` per unit: a new unit is a new slot. The provider gets
 * the widget's messages, for text it draws itself; a change of language relabels that text
 * rather than asking the ad server again.
 */
export function AdSlot({ provider, unit, placement, onFill, className }: AdSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const report = useRef(onFill);
  const messages = useMessages(catalogue);
  const words = useRef(messages);
  const slot = useRef<AdSlotHandle>(undefined);
  useEffect(() => {
    report.current = onFill;
  });
  useEffect(() => {
    if (words.current === messages) return;
    words.current = messages;
    slot.current?.relabel?.(messages);
  }, [messages]);
  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    let active = true;
    const handle = provider.defineSlot({
      unitId: unit.id,
      sizes: unit.sizes,
      container,
      placement,
      messages: words.current,
    });
    slot.current = handle;
    handle.fill.then(
      (fill) => active && report.current(fill),
      () => active && report.current(emptyFill),
    );
    return () => {
      active = false;
      slot.current = undefined;
      handle.destroy();
    };
  }, [provider, unit, placement]);
  const [width, height] = unit.sizes[0] ?? [0, 0];
  return (
    <div
      ref={ref}
      className={[styles.slot, className].filter(Boolean).join(' ')}
      style={{ width, height }}
      data-unit={unit.id}
    />
  );
}
