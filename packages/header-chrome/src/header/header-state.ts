/** The header's scroll states and offsets (docs/behaviour.md#limits). No React, no DOM. */

export type HeaderState = 'normal' | 'hidden' | 'sticky';

/** Height of the page top the header and its ad area occupy before the ad (docs/behaviour.md#limits). */
export const HEADER_BASE_OFFSET = 250;
/** The header ad's share of the offset when the ad slot is filled, and when it is not. */
export const AD_OFFSET_WITH_AD = 100;
export const AD_OFFSET_WITHOUT_AD = 280;
/** How far past the hide offset the header stays hidden before it turns sticky. */
export const STICKY_EXTRA_OFFSET = 60;

export interface HeaderOffsets {
  /** Past this the header is hidden (out of view, ready to slide in). */
  hide: number;
  /** Past this the header is sticky: 250 + (100 with an ad, otherwise 280) + 60. */
  sticky: number;
}

export function headerOffsets(adPresent: boolean): HeaderOffsets {
  const hide = HEADER_BASE_OFFSET + (adPresent ? AD_OFFSET_WITH_AD : AD_OFFSET_WITHOUT_AD);
  return { hide, sticky: hide + STICKY_EXTRA_OFFSET };
}

/** Normal up to the hide offset, hidden up to the sticky offset, sticky past it. */
export function headerStateAt(scrollY: number, adPresent: boolean): HeaderState {
  const { hide, sticky } = headerOffsets(adPresent);
  if (scrollY > sticky) return 'sticky';
  if (scrollY > hide) return 'hidden';
  return 'normal';
}
