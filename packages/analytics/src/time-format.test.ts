import { describe, expect, it } from 'vitest';
import { formatDuration } from './index.ts';

describe('formatDuration', () => {
  it('uses seconds under 60', () => {
    expect(formatDuration(0)).toBe('0 seconds');
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(59)).toBe('59 seconds');
  });

  it('uses minutes from 60 up to 3600, rounding up', () => {
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(61)).toBe('2 minutes');
    expect(formatDuration(900)).toBe('15 minutes');
    expect(formatDuration(3600)).toBe('60 minutes');
  });

  it('uses hours above 3600, rounding up', () => {
    expect(formatDuration(3601)).toBe('2 hours');
    expect(formatDuration(7200)).toBe('2 hours');
    expect(formatDuration(86_400)).toBe('24 hours');
  });

  it('reads nonsense as 0 seconds', () => {
    expect(formatDuration(-5)).toBe('0 seconds');
    expect(formatDuration(Number.NaN)).toBe('0 seconds');
  });
});
