import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing.tsx';
import { frequencyCap } from './frequency-cap.ts';

const twelveHours = 43_200_000;

function capWithClock(storage: () => Pick<Storage, 'getItem' | 'setItem'> | null = () => memoryStorage()) {
  const clock = { now: 1_700_000_000_000 };
  const store = storage();
  const cap = frequencyCap({ storage: () => store, key: 'k', intervalMs: twelveHours, now: () => clock.now });
  return { cap, clock };
}

describe('the 12-hour frequency cap (fake clock)', () => {
  it('has not seen a fresh browser', () => {
    expect(capWithClock().cap.seenRecently()).toBe(false);
  });

  it('has seen it until 43,200,000 ms have passed, and not from then on', () => {
    const { cap, clock } = capWithClock();
    cap.record();
    expect(cap.seenRecently()).toBe(true);
    clock.now += twelveHours - 1;
    expect(cap.seenRecently()).toBe(true);
    clock.now += 1;
    expect(cap.seenRecently()).toBe(false);
  });

  it('counts storage that throws as not seen, and recording there does not throw', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const { cap } = capWithClock(() => throwing);
    expect(() => cap.record()).not.toThrow();
    expect(cap.seenRecently()).toBe(false);
  });

  it('counts a storage getter that throws (blocked localStorage) as not seen', () => {
    const cap = frequencyCap({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      key: 'k',
      intervalMs: twelveHours,
      now: () => 0,
    });
    expect(cap.seenRecently()).toBe(false);
    expect(() => cap.record()).not.toThrow();
  });

  it('counts no storage, garbage and times in the future as not seen', () => {
    expect(capWithClock(() => null).cap.seenRecently()).toBe(false);
    const garbage = memoryStorage({ k: 'yesterday' });
    expect(capWithClock(() => garbage).cap.seenRecently()).toBe(false);
    const future = memoryStorage({ k: String(1_700_000_000_000 + 60_000) });
    expect(capWithClock(() => future).cap.seenRecently()).toBe(false);
  });
});
