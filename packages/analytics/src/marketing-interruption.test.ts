import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MARKETING_INTERRUPTION_KEY,
  clearMarketingInterruption,
  hasMarketingInterruption,
  marketingInterruptionExpiry,
  setMarketingInterruption,
} from './index.ts';

const NOW = 1_700_000_000_000;
const TWELVE_HOURS = 43_200_000;

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('given no flag', () => {
  it('reads as absent', () => {
    expect(hasMarketingInterruption({ now: NOW })).toBe(false);
  });
});

describe('after setting the flag', () => {
  it('is present until it expires (12 hours by default), then absent and removed', () => {
    expect(setMarketingInterruption({ now: NOW })).toBe(true);
    expect(marketingInterruptionExpiry({ now: NOW })).toBe(NOW + TWELVE_HOURS);
    expect(hasMarketingInterruption({ now: NOW + TWELVE_HOURS - 1 })).toBe(true);
    expect(hasMarketingInterruption({ now: NOW + TWELVE_HOURS })).toBe(false);
    expect(localStorage.getItem(MARKETING_INTERRUPTION_KEY)).toBeNull();
  });

  it('honours a custom lifetime', () => {
    setMarketingInterruption({ now: NOW, ttlMs: 1000 });
    expect(hasMarketingInterruption({ now: NOW + 999 })).toBe(true);
    expect(hasMarketingInterruption({ now: NOW + 1000 })).toBe(false);
  });

  it('can be cleared', () => {
    setMarketingInterruption({ now: NOW });
    clearMarketingInterruption();
    expect(hasMarketingInterruption({ now: NOW })).toBe(false);
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers({ now: NOW });
    setMarketingInterruption({ ttlMs: 5000 });
    vi.setSystemTime(NOW + 4000);
    expect(hasMarketingInterruption()).toBe(true);
    vi.setSystemTime(NOW + 5000);
    expect(hasMarketingInterruption()).toBe(false);
    vi.useRealTimers();
  });
});

describe('given a corrupt stored value', () => {
  it.each(['not json', 'null', '{"expiresAt":"soon"}', '{}'])('reads %s as absent', (raw) => {
    localStorage.setItem(MARKETING_INTERRUPTION_KEY, raw);
    expect(hasMarketingInterruption({ now: NOW })).toBe(false);
  });
});

describe('when storage throws', () => {
  const quota = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };

  it('a failed write is reported as false, not thrown', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quota);
    expect(setMarketingInterruption({ now: NOW })).toBe(false);
    expect(hasMarketingInterruption({ now: NOW })).toBe(false);
  });

  it('a failed read or removal reads as absent', () => {
    setMarketingInterruption({ now: NOW });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(quota);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(quota);
    expect(hasMarketingInterruption({ now: NOW })).toBe(false);
    expect(() => clearMarketingInterruption()).not.toThrow();
  });

  it('a window whose localStorage cannot even be reached (blocked storage) works too', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    } as unknown as Window;
    expect(setMarketingInterruption({ win: blocked, now: NOW })).toBe(false);
    expect(hasMarketingInterruption({ win: blocked, now: NOW })).toBe(false);
    expect(() => clearMarketingInterruption({ win: blocked })).not.toThrow();
  });
});
