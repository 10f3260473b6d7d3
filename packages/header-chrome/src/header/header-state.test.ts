import { describe, expect, it } from 'vitest';
import { headerOffsets, headerStateAt } from './header-state.ts';

describe('header offsets (docs/behaviour.md#limits)', () => {
  it('turns sticky past 250 + 100 + 60 px with a header ad', () => {
    expect(headerOffsets(true)).toEqual({ hide: 350, sticky: 410 });
  });

  it('turns sticky past 250 + 280 + 60 px without one', () => {
    expect(headerOffsets(false)).toEqual({ hide: 530, sticky: 590 });
  });
});

describe('header state by scroll position', () => {
  it.each([
    [0, false, 'normal'],
    [530, false, 'normal'],
    [531, false, 'hidden'],
    [590, false, 'hidden'],
    [591, false, 'sticky'],
    [350, true, 'normal'],
    [351, true, 'hidden'],
    [410, true, 'hidden'],
    [411, true, 'sticky'],
  ] as const)('at %i px (ad: %s) is %s', (scrollY, ad, state) => {
    expect(headerStateAt(scrollY, ad)).toBe(state);
  });
});
